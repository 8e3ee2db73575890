"""Winterfall solo: Tingent's turn in a Winterfall card's sequential effects (a snowflake,
two blizzards, a mountain tile; no resource from any) and in an aurora event (one tile
from the stack onto the leftmost wild habitat, else the leftmost habitat with an icon).
Map side A; leftmost is the smallest column with odd rows half a hex right (x_of), topmost
the smallest row."""

from __future__ import annotations

from engine.core.testing import first
from engine.wondrous.winterfall import tingent as tingent_winter
from engine.wondrous.winterfall import track_events
from engine.wondrous.winterfall.blizzards import blizzard_spots, blizzards_left, place_blizzard
from engine.wondrous.winterfall.catalog import winter_cards
from engine.wondrous.winterfall.component_set import winterfall_parts
from engine.wondrous.winterfall.mountain_tiles import (
    lay_mountain_tile,
    mountain_tile_spots,
    tiles_left,
)
from tests.wondrous.engine_helpers import rules, run_step
from tests.wondrous.solo_helpers import (
    PLAYER,
    TINGENT,
    fill_wilderness,
    habitat_kind,
    has_special,
    lay_aurora_tile,
    lay_wild,
    no_problems,
    ring,
    solo,
    tingent,
    winter_solo,
    x_of,
)

FLOWER_W, MUSHROOM_W = (3, 1), (5, 1)  # the leftmost habitats with an icon (x 1.5), top first
FRUIT_NW = (1, 2)  # the next one (x 2.5)
WILD_E, WILD_N = (2, 10), (0, 5)


def tingent_lines(ctx, since):
    return [e.text for e in ctx.table.events[since:] if e.kind == "tingent"]


def run(ctx, step):
    """Run a Tingent step (it asks nothing) with the invariants checked."""
    ran = run_step(ctx, step)
    assert ran.prompts == []
    no_problems(ctx)


def nothing_gained(ctx):
    assert not any(tingent(ctx).resources.values()) and tingent(ctx).winterfall.snowflakes == 0
    assert tingent(ctx).score == 0


# ---------------------------------------------------------------- a snowflake


def species_cards(ctx, wanted=(), avoid=()):
    """Creature cards (not in anyone's hand or area) showing one of `wanted` (any card when
    empty) and none of `avoid`, by number."""
    held = {n for p in ctx.state.players for n in (*p.hand, *(c.number for c in p.reserve))}
    return [n for n in ctx.cat.creatures_in(ctx.state.modules) if n not in held
            and (not wanted or set(wanted) & set(ctx.card(n).species))
            and not set(avoid) & set(ctx.card(n).species)]


def targets(ctx):
    single = tuple(ctx.cat.achievement(solo(ctx).targets["single"]).species)
    multi = tuple(ctx.cat.achievement(solo(ctx).targets["multi"]).species)
    return single, multi


def wilderness_of(ctx, target_slots, target_cards, snow):
    """The Wilderness with `target_cards` in `target_slots` and cards showing no target
    species elsewhere; snowfields as `snow`."""
    single, multi = targets(ctx)
    plain = iter(species_cards(ctx, avoid=single + multi))
    cards = [next(plain) for _ in range(6)]
    for slot, number in zip(target_slots, target_cards, strict=True):
        cards[slot] = number
    fill_wilderness(ctx, cards)
    ctx.state.winterfall.snowfields = list(snow)


def by_score(ctx, numbers):
    return sorted(numbers, key=lambda n: ctx.card(n).ending_score)


def test_the_snowflake_goes_on_the_turquoise_species_with_the_most_snowflakes():
    _game, ctx = winter_solo()
    single, multi = targets(ctx)
    cards = by_score(ctx, species_cards(ctx, single, multi))
    low, high = cards[0], cards[-1]
    # slot 1 (no target) and slot 4 hold more snow; of the target slots 0 and 2, slot 0
    # has more snowflakes though its card scores less
    wilderness_of(ctx, [0, 2], [low, high], [1, 5, 0, 0, 3, 0])
    since = len(ctx.table.events)
    run(ctx, tingent_winter.snowflake(ctx, {"amount": 1}))
    assert ctx.state.winterfall.snowfields == [2, 5, 0, 0, 3, 0]
    nothing_gained(ctx)
    assert tingent_lines(ctx, since) == [
        f"Tingent puts a snowflake on snowfield 1 above {ctx.card(low).name} (its card "
        f"shows {single[0].title()})."]


def test_equal_snowflakes_the_card_with_the_highest_ending_score():
    _game, ctx = winter_solo()
    single, multi = targets(ctx)
    cards = by_score(ctx, species_cards(ctx, single, multi))
    low, high = cards[0], cards[-1]
    assert ctx.card(low).ending_score < ctx.card(high).ending_score
    wilderness_of(ctx, [0, 3], [low, high], [1, 0, 0, 1, 0, 0])
    run(ctx, tingent_winter.snowflake(ctx, {}))
    assert ctx.state.winterfall.snowfields == [1, 0, 0, 2, 0, 0]


def test_equal_snowflakes_and_scores_the_leftmost():
    _game, ctx = winter_solo()
    single, multi = targets(ctx)
    cards = species_cards(ctx, single, multi)
    a, b = next((a, b) for a in cards for b in cards
                if a != b and ctx.card(a).ending_score == ctx.card(b).ending_score)
    wilderness_of(ctx, [2, 4], [b, a], [0] * 6)
    run(ctx, tingent_winter.snowflake(ctx, {}))
    assert ctx.state.winterfall.snowfields == [0, 0, 1, 0, 0, 0]


def test_with_no_turquoise_species_shown_the_yellow_pair_counts():
    _game, ctx = winter_solo()
    single, multi = targets(ctx)
    first_kind = species_cards(ctx, multi[:1], single)[0]
    second_kind = species_cards(ctx, multi[1:], single)[0]
    wilderness_of(ctx, [1, 5], [first_kind, second_kind], [4, 0, 0, 0, 0, 1])
    run(ctx, tingent_winter.snowflake(ctx, {}))
    assert ctx.state.winterfall.snowfields == [4, 0, 0, 0, 0, 2]  # the pair's slot with more snow


def test_with_no_target_species_shown_the_most_snowflakes_anywhere():
    _game, ctx = winter_solo()
    wilderness_of(ctx, [], [], [0, 2, 0, 2, 1, 0])
    cards = ctx.state.wilderness
    score = [ctx.card(n).ending_score for n in cards]
    expected = 1 if score[1] >= score[3] else 3  # equal: the leftmost
    run(ctx, tingent_winter.snowflake(ctx, {}))
    assert ctx.state.winterfall.snowfields[expected] == 3
    assert sum(ctx.state.winterfall.snowfields) == 6


def test_an_empty_wilderness_takes_no_snowflake():
    _game, ctx = winter_solo()
    ctx.state.deck += [n for n in ctx.state.wilderness if n is not None]
    ctx.state.wilderness = [None] * len(ctx.state.wilderness)
    since = len(ctx.table.events)
    run(ctx, tingent_winter.snowflake(ctx, {}))
    assert ctx.state.winterfall.snowfields == [0] * 6
    assert tingent_lines(ctx, since) == ["The Wilderness is empty: Tingent places no "
                                         "snowflake."]


# ---------------------------------------------------------------- two blizzards


def test_two_blizzards_on_the_empty_wild_habitats():
    _game, ctx = winter_solo()
    lay_wild(ctx, WILD_E, WILD_N)
    run(ctx, tingent_winter.blizzards(ctx, {"amount": 1}))
    assert ctx.state.winterfall.blizzards == sorted([WILD_N, WILD_E])
    nothing_gained(ctx)


def test_one_wild_habitat_taken_the_leftmost_then_topmost_habitat_with_an_icon():
    """3,1 and 5,1 lie equally far left (x 1.5): the top one, 3,1."""
    _game, ctx = winter_solo()
    lay_wild(ctx, WILD_E, WILD_N)
    place_blizzard(ctx, WILD_E)
    assert x_of(FLOWER_W) == x_of(MUSHROOM_W) == 1.5
    run(ctx, tingent_winter.blizzards(ctx, {}))
    assert ctx.state.winterfall.blizzards == sorted([FLOWER_W, WILD_N, WILD_E])


def test_no_wild_habitat_the_two_leftmost_with_an_icon():
    _game, ctx = winter_solo()
    lay_wild(ctx, WILD_N)
    lay_aurora_tile(ctx, WILD_N)  # a wild habitat under an aurora tile is not empty
    place_blizzard(ctx, FLOWER_W)
    run(ctx, tingent_winter.blizzards(ctx, {}))
    assert ctx.state.winterfall.blizzards == sorted([FLOWER_W, MUSHROOM_W, FRUIT_NW])


def test_habitats_without_an_icon_take_none():
    _game, ctx = winter_solo()
    iconed = [c for c, h in sorted(ctx.hexes.items()) if h.terrain == "habitat" and h.special]
    for coord in iconed[1:]:
        place_blizzard(ctx, coord)
    run(ctx, tingent_winter.blizzards(ctx, {}))
    assert iconed[0] in ctx.state.winterfall.blizzards  # the one left, alone
    since = len(ctx.table.events)
    run(ctx, tingent_winter.blizzards(ctx, {}))
    assert [c for c in ctx.state.winterfall.blizzards if not has_special(ctx, c)] == []
    assert tingent_lines(ctx, since) == ["No wild habitat and no habitat with a special effect "
                                         "icon is empty: Tingent lays no blizzard."]


def test_with_one_blizzard_left_in_the_supply_tingent_lays_one(monkeypatch):
    _game, ctx = winter_solo()
    lay_wild(ctx, WILD_E, WILD_N)
    spare = [c for c in blizzard_spots(ctx) if c not in (WILD_E, WILD_N)][:3]
    for coord in spare:
        place_blizzard(ctx, coord)
    # a box with one blizzard more than the map holds now (the map has too few habitats
    # to run the real supply of 18 down)
    counts = winterfall_parts(ctx.cat.comps).components.counts
    monkeypatch.setitem(counts, "blizzards", len(spare) + 1)
    assert blizzards_left(ctx) == 1
    run(ctx, tingent_winter.blizzards(ctx, {}))
    # leftmost
    assert WILD_N in ctx.state.winterfall.blizzards and WILD_E not in ctx.state.winterfall.blizzards
    since = len(ctx.table.events)
    run(ctx, tingent_winter.blizzards(ctx, {}))
    assert tingent_lines(ctx, since) == ["No blizzard is left in the supply: Tingent lays no "
                                         "blizzard."]


# ---------------------------------------------------------------- a mountain tile


def habitats_next_to(ctx, coord):
    return [c for c in ring(ctx, (coord,)) if habitat_kind(ctx, c)]


def test_a_mountain_tile_next_to_a_wild_habitat_the_most_habitats_then_leftmost():
    """By the wild habitat at 2,10: 2,9 and 1,9 touch two habitats, 3,10 one; 2,9 lies
    further left. Elsewhere 4,7 touches three, but no wild habitat."""
    _game, ctx = winter_solo()
    lay_wild(ctx, WILD_E)
    assert [len(habitats_next_to(ctx, c)) for c in ((2, 9), (1, 9), (3, 10), (4, 7))] == [
        2, 2, 1, 3]
    run(ctx, tingent_winter.mountain(ctx, {"amount": 1}))
    assert ctx.state.overlays[(2, 9)].terrain == "mountain"
    nothing_gained(ctx)


def test_a_mountain_tile_by_a_wild_habitat_topmost_on_a_tie():
    """A wild habitat at 4,0: the plains 3,0 and 5,0 touch two habitats each, equally far
    left: the top one."""
    _game, ctx = winter_solo()
    lay_wild(ctx, (4, 0))
    assert x_of((3, 0)) == x_of((5, 0))
    run(ctx, tingent_winter.mountain(ctx, {}))
    assert ctx.state.overlays[(3, 0)].terrain == "mountain"


def test_with_no_plains_by_a_wild_habitat_the_most_habitats_on_the_map():
    """No wild habitat: the unmarked plains touching three habitats are 4,7, 6,8 and 5,8;
    4,7 lies furthest left."""
    _game, ctx = winter_solo()
    spots = mountain_tile_spots(ctx)
    most = max(len(habitats_next_to(ctx, c)) for c in spots)
    best = [c for c in spots if len(habitats_next_to(ctx, c)) == most]
    assert most == 3 and sorted(best, key=x_of)[0] == (4, 7)
    run(ctx, tingent_winter.mountain(ctx, {}))
    assert ctx.state.overlays[(4, 7)].terrain == "mountain"


def test_the_mountain_tile_with_an_egg_puts_an_egg_on_it():
    _game, ctx = winter_solo()
    pouch = len(ctx.state.pouch)
    run(ctx, tingent_winter.mountain_with_egg(ctx, {}))
    assert (4, 7) in ctx.state.map_eggs and len(ctx.state.pouch) == pouch - 1
    nothing_gained(ctx)


def test_no_unmarked_tile_left_no_mountain_tile():
    _game, ctx = winter_solo()
    for coord in mountain_tile_spots(ctx)[: tiles_left(ctx)]:
        lay_mountain_tile(ctx, coord)
    laid = dict(ctx.state.overlays)
    since = len(ctx.table.events)
    run(ctx, tingent_winter.mountain_with_egg(ctx, {}))
    assert ctx.state.overlays == laid
    assert tingent_lines(ctx, since) == ["No unmarked mountain tile or unmarked plains is "
                                         "left: Tingent lays no mountain tile."]


# ---------------------------------------------------------------- its aurora


def test_its_aurora_one_tile_from_the_stack_on_the_leftmost_wild_habitat():
    _game, ctx = winter_solo()
    lay_wild(ctx, WILD_E, WILD_N)
    stack = list(ctx.state.winterfall.aurora_stack)
    run(ctx, tingent_winter.aurora(ctx))
    assert ctx.state.winterfall.aurora_stack == stack[:-1]  # one tile drawn, not two
    assert ctx.state.winterfall.auroras[WILD_N].tile == stack[-1]
    assert ctx.state.winterfall.aurora_discard == []
    nothing_gained(ctx)


def test_its_aurora_on_the_other_wild_habitat_when_one_has_a_tile():
    _game, ctx = winter_solo()
    lay_wild(ctx, WILD_E, WILD_N)
    lay_aurora_tile(ctx, WILD_N)
    run(ctx, tingent_winter.aurora(ctx))
    assert WILD_E in ctx.state.winterfall.auroras


def test_its_aurora_with_no_wild_habitat_the_leftmost_then_topmost_with_an_icon():
    """A blizzard there goes back to the supply and scores nothing."""
    _game, ctx = winter_solo()
    place_blizzard(ctx, FLOWER_W)
    run(ctx, tingent_winter.aurora(ctx))
    assert FLOWER_W in ctx.state.winterfall.auroras and ctx.state.winterfall.blizzards == []
    nothing_gained(ctx)


def test_its_aurora_with_no_habitat_to_take_it_goes_to_the_discard_pile(monkeypatch):
    _game, ctx = winter_solo()
    # tokens for every tile, so each lies on the map (the box's 14 would run out first)
    monkeypatch.setitem(winterfall_parts(ctx.cat.comps).components.counts, "aurora_tokens", 99)
    iconed = [c for c, h in sorted(ctx.hexes.items()) if h.terrain == "habitat" and h.special]
    for coord in iconed:
        lay_aurora_tile(ctx, coord)
    top = ctx.state.winterfall.aurora_stack[-1]
    run(ctx, tingent_winter.aurora(ctx))
    assert ctx.state.winterfall.aurora_discard == [top]


# ---------------------------------------------------------------- in the events


def test_every_sequential_effect_has_a_tingent_step():
    cards = winter_cards(rules().cat).values()
    sequential = {s.effect.effect for c in cards for s in c.effects if s.kind == "sequential"}
    assert sequential == set(tingent_winter.SEQUENTIAL)


def stack_winter_card(ctx, number):
    s = ctx.state
    s.winterfall.winter_deck = [n for n in s.winterfall.winter_deck if n != number] + [number]
    s.winterfall.winter_discard = [n for n in s.winterfall.winter_discard if n != number]


def steps_of(ctx, since):
    """Who did what in the event: the snowflake falls and resource gains, in order."""
    return [(e.kind, e.seat) for e in ctx.table.events[since:]
            if e.kind in ("snowflakes", "resource", "tingent")]


def test_in_a_winterfall_event_tingent_takes_its_turn_after_the_player():
    """Cold Wave (card 2): its sequential snowflake comes to you, then to Tingent, which
    asks nothing and gains nothing."""
    _game, ctx = winter_solo()
    stack_winter_card(ctx, 2)
    since = len(ctx.table.events)
    ran = run_step(ctx, track_events.winterfall_event(ctx, PLAYER), then=first, most=20)
    assert [(p.kind, p.seat) for p in ran.prompts] == [("snowfield", PLAYER)]
    assert steps_of(ctx, since) == [("snowflakes", PLAYER), ("resource", PLAYER),
                                    ("tingent", TINGENT), ("snowflakes", TINGENT)]
    nothing_gained(ctx)
    no_problems(ctx)


def test_with_tingent_recharging_it_goes_first_and_you_do_the_instructions():
    _game, ctx = winter_solo()
    stack_winter_card(ctx, 2)
    since = len(ctx.table.events)
    ran = run_step(ctx, track_events.winterfall_event(ctx, TINGENT), then=first, most=20)
    assert [(p.kind, p.seat) for p in ran.prompts] == [("snowfield", PLAYER)]
    assert ctx.table.events[since + 1].kind == "aurora"  # the instruction, done for you
    assert ctx.table.events[since + 1].seat == PLAYER
    assert steps_of(ctx, since) == [("tingent", TINGENT), ("snowflakes", TINGENT),
                                    ("snowflakes", PLAYER), ("resource", PLAYER)]


def test_in_an_aurora_event_you_lay_then_tingent():
    _game, ctx = winter_solo()
    lay_wild(ctx, WILD_E, WILD_N)
    stack = len(ctx.state.winterfall.aurora_stack)
    ran = run_step(ctx, track_events.aurora_event(ctx, PLAYER), then=first, most=20)
    assert {p.seat for p in ran.prompts} == {PLAYER}
    assert len(ctx.state.winterfall.aurora_stack) == stack - 3  # two for you, one for Tingent
    assert len(ctx.state.winterfall.auroras) == 2 and len(ctx.state.winterfall.aurora_discard) == 1
    assert any(e.text.startswith("Tingent draws an aurora tile") for e in ctx.table.events)
    nothing_gained(ctx)
    no_problems(ctx)
