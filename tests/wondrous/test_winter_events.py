"""Winterfall's time track events and its cards' effects: the recharge steps with the
Winterfall event (the symbol check, instructional and sequential effects, the rulebook's
example) and the aurora event; the effects one by one; prompts to the other players within
the recharging player's turn, and undo that never takes back another player's choice."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import Game, UndoRefused, testing
from engine.core.testing import restart_turn
from engine.wondrous.ctx import Ctx
from engine.wondrous.habitats import habitat_at
from engine.wondrous.place import place_crew
from engine.wondrous.recharge import recharge
from engine.wondrous.registry import Source, run
from engine.wondrous.state import RESOURCES, WondrousState
from engine.wondrous.time_track import advance
from engine.wondrous.winterfall.blizzards import place_blizzard
from engine.wondrous.winterfall.catalog import winter_cards
from engine.wondrous.winterfall.component_set import WINTERFALL
from engine.wondrous.winterfall.mountain_tiles import lay_mountain_tile, marked_plains
from engine.wondrous.winterfall.played import lay_record
from engine.wondrous.winterfall.snowfields import lay_snowfields
from engine.wondrous.winterfall.track_events import lay_drawn_aurora
from engine.wondrous.winterfall.wild_habitats import lay_wild_habitat
from tests.wondrous.engine_helpers import move_card, rules, run_step
from tests.wondrous.rule_helpers import lay_egg, ok, option_ids, set_resources, spot
from tests.wondrous.solo_helpers import PLAYER, TINGENT, solo_fresh
from tests.wondrous.winter_helpers import winter

AURORA_STORM, COLD_WAVE, DAWN_AURORA, EARTHQUAKE, FREEZING_POINT, LANDSLIDE = 1, 2, 3, 4, 5, 6
SEVERE_SNOWSTORM, TECTONIC_SHIFT = 8, 11
NET = (4, 6)  # side A's Butterfly Net Habitat
PLAINS = (0, 3)  # unmarked plains next to the coral habitat 0,4 and the fruit habitat 1,2
OTHER_PLAINS = (0, 2)  # unmarked plains next to the fruit habitat 1,2
FRUIT, CORAL = (1, 2), (0, 4)
LEFT_WILD, RIGHT_WILD = (2, 1), (2, 9)  # First Frost's wild habitat hexes on side A
PEAK = (1, 5)  # side A's plains marked for the peak mountain tile
TWO_SLOTS = [1, 3, 5, 7]  # aurora tiles with two token slots
ONE_SLOT = [2, 4, 6, 8]
#: three crew spots away from the hexes the tests use
CREW = [((8, 1), (8, 2)), ((9, 1), (9, 2)), ((10, 1), (10, 2))]


def on_the_track(ctx: Ctx, event_space: int, deck: list[int], discard: list[int] = (),
                 stack: list[int] = ()) -> None:
    """The 1-2 player Winterfall track with the tracker one space before `event_space`,
    the Winterfall deck (top last) and discard pile, and the aurora stack (top last)."""
    s = ctx.state
    s.track = "w-1-2"
    s.time_pos = event_space - 1
    s.winterfall.winter_deck, s.winterfall.winter_discard = list(deck), list(discard)
    s.winterfall.aurora_stack = list(stack)


def winterfall(ctx: Ctx, seat: int, answers: list[str], **kw: Any) -> Any:
    """Move the tracker onto space 2, a Winterfall event, for `seat`."""
    return run_step(ctx, advance(ctx, seat), answers, **kw)


def effect(ctx: Ctx, seat: int, name: str, answers: list[str] = (), **params: Any) -> Any:
    return run_step(ctx, run(ctx, seat, name, dict(params), Source("winterfall", 1)), answers)


def seats_asked(prompts: list[Any]) -> list[int]:
    return [p.seat for p in prompts]


# -- the recharge and the Winterfall event ------------------------------------------------


def test_the_rulebook_winterfall_event_example() -> None:
    """Earthquake: snow on snowfields 1, 3 and 6; an aurora tile on the Butterfly Net
    Habitat; then each player from the recharging one on lays an unmarked mountain tile and
    takes a resource from a habitat next to it, a blizzard there staying."""
    _game, ctx = winter()
    on_the_track(ctx, 2, [EARTHQUAKE], [AURORA_STORM], stack=[5, 9])
    place_blizzard(ctx, FRUIT)
    set_resources(ctx, 0, 0, 0, 0, 0)
    set_resources(ctx, 1, 0, 0, 0, 0)
    _value, prompts = winterfall(ctx, 0, ["hex:0,3", "res:1,2:fruit", "hex:0,2"])
    assert ctx.state.winterfall.snowfields == [1, 0, 1, 0, 0, 1]
    assert ctx.state.winterfall.auroras[NET].tile == 9 and ctx.state.winterfall.aurora_stack == [5]
    assert [(p.seat, p.kind) for p in prompts] == [
        (0, "mountain-tile"), (0, "mountain-resource"), (1, "mountain-tile")]  # one habitat
    assert set(option_ids(prompts[1])) == {"res:1,2:fruit", "res:0,4:coral"}
    assert ctx.hexes[PLAINS].terrain == ctx.hexes[OTHER_PLAINS].terrain == "mountain"
    assert ctx.p(0).resources["fruit"] == ctx.p(1).resources["fruit"] == 1
    assert FRUIT in ctx.state.winterfall.blizzards  # not removed
    assert (
        ctx.state.winterfall.winter_discard == [AURORA_STORM, EARTHQUAKE]
        and ctx.state.winterfall.winter_card == 0
    )
    ok(ctx)


def test_a_recharge_runs_the_event_after_the_icons_and_before_the_hand_limit() -> None:
    _game, ctx = winter()
    on_the_track(ctx, 2, [AURORA_STORM], [EARTHQUAKE], stack=list(range(1, 19)))
    ctx.p(0).crew = list(CREW)
    while len(ctx.p(0).hand) < 7:
        ctx.p(0).hand.append(ctx.state.deck.pop())
    start = len(_game.events)
    _value, prompts = run_step(ctx, recharge(ctx, 0), then=lambda p: p.options[-1].id
                               if p.kind == "recharge-pause" else p.options[0].id)
    kinds = [e.kind for e in _game.events[start:]]
    # crew home, the tracker, its time token's eggs, its icon (a full sweep), the event
    # (Aurora Storm: two snowflake effects; no wild habitat for its auroras), the hand limit
    assert kinds == ["recharge", "time", "eggs", "sweep", "winterfall", "snowflakes",
                     "snowflakes", "winterfall", "discard", "discard"]
    assert [p.kind for p in prompts] == ["hand-limit", "hand-limit"]
    assert ctx.state.winterfall.winter_discard == [EARTHQUAKE, AURORA_STORM]
    ok(ctx)


def test_a_card_showing_the_discard_piles_symbol_is_discarded_and_the_next_turned_up() -> None:
    _game, ctx = winter()
    # top last: Landslide and Freezing Point show Earthquake's symbol (peak)
    on_the_track(ctx, 2, [COLD_WAVE, AURORA_STORM, FREEZING_POINT, LANDSLIDE], [EARTHQUAKE])
    winterfall(ctx, 0, [])
    s = ctx.state
    assert s.winterfall.winter_discard == [EARTHQUAKE, LANDSLIDE, FREEZING_POINT, AURORA_STORM]
    assert s.winterfall.winter_deck == [COLD_WAVE]
    # Aurora Storm's snowfields 3, 4
    assert s.winterfall.snowfields[2] >= 1 and s.winterfall.snowfields[3] >= 1
    ok(ctx)


def test_an_empty_winterfall_deck_is_made_from_the_discard_pile_but_its_top_card() -> None:
    _game, ctx = winter()
    on_the_track(ctx, 2, [], [EARTHQUAKE, AURORA_STORM, LANDSLIDE])
    winterfall(ctx, 0, [])
    s = ctx.state
    assert (
        s.winterfall.winter_discard[0] == LANDSLIDE
        and s.winterfall.winter_discard[-1] == AURORA_STORM
    )
    assert sorted(s.winterfall.winter_deck + s.winterfall.winter_discard) == [
        AURORA_STORM,
        EARTHQUAKE,
        LANDSLIDE,
    ]
    ok(ctx)


def test_sequential_effects_go_clockwise_from_the_recharging_player() -> None:
    _game, ctx = winter(players=3)
    on_the_track(ctx, 2, [FREEZING_POINT], [AURORA_STORM])
    ctx.state.track = "w-3"
    _value, prompts = winterfall(ctx, 1, ["snowfield:0", "snowfield:1", "snowfield:1"])
    assert seats_asked(prompts) == [1, 2, 0]
    mushrooms = [int(ctx.card(n).habitat == "mushroom") for n in ctx.state.wilderness]
    assert ctx.state.winterfall.snowfields == [
        m + add for m, add in zip(mushrooms, [1, 2, 0, 0, 0, 0], strict=True)
    ]
    for seat, slot in ((1, 0), (2, 1), (0, 1)):
        card = ctx.card(ctx.state.wilderness[slot])
        assert ctx.p(seat).resources[card.habitat] >= 1
    ok(ctx)


def test_an_instructional_effect_is_done_once_by_the_recharging_player() -> None:
    _game, ctx = winter(players=3)
    on_the_track(ctx, 2, [DAWN_AURORA], [EARTHQUAKE])
    ctx.state.track = "w-3"
    _value, prompts = winterfall(ctx, 2, [], then=lambda p: p.options[0].id)
    assert seats_asked(prompts) == [2]
    named = prompts[0].options[0].id.split(":")[1]
    shows = [int(named in ctx.card(n).species) for n in ctx.state.wilderness]
    assert ctx.state.winterfall.snowfields == shows and sum(shows) > 0
    peak = marked_plains(ctx)["peak"]  # side B's
    assert ctx.hexes[peak].terrain == "mountain"  # Dawn Aurora's marked mountain tile
    ok(ctx)


# -- the aurora event ---------------------------------------------------------------------


def test_the_aurora_event_draw_two_lay_one_discard_one_and_refill_the_stack() -> None:
    _game, ctx = winter()
    on_the_track(ctx, 4, [], stack=[9, 3, 5])  # P1 draws 5 and 3; P2 draws 9, then 3
    ctx.state.time_pos = 3
    set_resources(ctx, 1, 0, 0, 0, 0)
    ctx.p(1).crew[1] = ((0, 2), (0, 3))  # already next to the coral habitat 0,4
    _value, prompts = run_step(ctx, advance(ctx, 0), [
        "aurora-tile:5", "hex:0,4", "aurora-tile:9", "hex:1,2"])
    assert [(p.seat, p.kind) for p in prompts] == [
        (0, "aurora-tile"), (0, "aurora-spot"), (1, "aurora-tile"), (1, "aurora-spot")]
    assert option_ids(prompts[0]) == ["aurora-tile:5", "aurora-tile:3"]
    assert option_ids(prompts[2]) == ["aurora-tile:9", "aurora-tile:3"]  # 3 came back
    assert "hex:4,6" not in option_ids(prompts[1])  # never the Butterfly Net Habitat
    assert "hex:0,4" not in option_ids(prompts[3])  # one tile per habitat
    s = ctx.state
    assert {c: a.tile for c, a in s.winterfall.auroras.items()} == {CORAL: 5, FRUIT: 9}
    assert (
        s.winterfall.aurora_discard == [3]
        and s.winterfall.aurora_stack == []
        and s.winterfall.aurora_drawn == []
    )
    # the crew member already next to the new tile gets nothing from it
    assert s.winterfall.auroras[CORAL].tokens == 2 and ctx.p(1).resources["flower"] == 0
    ok(ctx)


def test_an_aurora_laid_during_the_event_activates_for_a_crew_member_placed_later() -> None:
    _game, ctx = winter()
    ctx.state.winterfall.aurora_stack = [3, 5]
    set_resources(ctx, 0, 0, 0, 0, 0)
    run_step(ctx, lay_drawn_aurora(ctx, 1), ["aurora-tile:5", "hex:0,4"])
    run_step(ctx, place_crew(ctx, 0), ["member:1", spot((0, 2), (0, 3))],
             then=lambda p: next(o.id for o in p.options if o.id.startswith("aurora")
                                 or o.id.startswith("res")))
    assert ctx.p(0).resources["flower"] == 2 and ctx.state.winterfall.auroras[CORAL].tokens == 1


# -- the effects --------------------------------------------------------------------------


def test_wild_auroras_turn_up_two_two_slot_tiles_left_then_right_replacing() -> None:
    _game, ctx = winter()
    lay_wild_habitat(ctx, RIGHT_WILD, "wild 1", None)
    lay_wild_habitat(ctx, LEFT_WILD, "wild 2", None)
    ctx.state.winterfall.aurora_stack = [7, 2, 3, 4, 1]  # top last: 1, then 4 (one slot), then 3
    effect(ctx, 0, "wild_auroras", slots=2)
    s = ctx.state
    assert {c: a.tile for c, a in s.winterfall.auroras.items()} == {LEFT_WILD: 1, RIGHT_WILD: 3}
    assert s.winterfall.aurora_discard == [4] and s.winterfall.aurora_stack == [7, 2]
    assert s.winterfall.auroras[LEFT_WILD].tokens == 2
    s.winterfall.aurora_stack = [5, 6, 7]
    effect(ctx, 0, "wild_auroras", slots=2)  # the tiles lying there are replaced
    assert {c: a.tile for c, a in s.winterfall.auroras.items()} == {LEFT_WILD: 7, RIGHT_WILD: 5}
    assert sorted(s.winterfall.aurora_discard) == [1, 3, 4, 6]
    ok(ctx)


def test_aurora_on_the_net_habitat_replaces_a_tile_there() -> None:
    _game, ctx = winter()
    ctx.state.winterfall.aurora_stack = [6, 8]
    effect(ctx, 0, "aurora_on_net_habitat")
    effect(ctx, 0, "aurora_on_net_habitat")
    assert ctx.state.winterfall.auroras[NET].tile == 6 and ctx.state.winterfall.aurora_discard == [
        8
    ]
    ok(ctx)


def test_the_marked_mountain_goes_on_its_plains_under_an_egg_then_the_next_one() -> None:
    _game, ctx = winter()
    lay_egg(ctx, PEAK, "bird")
    effect(ctx, 0, "place_marked_mountain")
    assert ctx.hexes[PEAK].terrain == "mountain" and ctx.state.map_eggs[PEAK] == "bird"
    effect(ctx, 0, "place_marked_mountain")
    assert ctx.hexes[(5, 5)].terrain == "mountain"
    effect(ctx, 0, "place_marked_mountain")  # both are out: nothing more
    assert ctx.state.overlays.keys() == {PEAK, (5, 5)}
    ok(ctx)


def test_eggs_go_on_the_empty_lakes_until_the_pouch_runs_out() -> None:
    _game, ctx = winter()
    lake_with_egg = (0, 7)
    lay_egg(ctx, lake_with_egg, ctx.state.pouch[-1])
    while len(ctx.state.pouch) > 3:  # back to the supply
        ctx.state.supply_eggs[ctx.state.pouch.pop()] += 1
    effect(ctx, 0, "eggs_on_empty_lakes")
    lakes = [c for c in sorted(ctx.hexes) if ctx.hexes[c].terrain == "lake"]
    assert ctx.state.pouch == []
    assert [c for c in lakes if c in ctx.state.map_eggs] == [lake_with_egg, *[
        c for c in lakes if c != lake_with_egg][:3]]


def test_tectonic_shift_puts_an_egg_on_the_tile_but_not_under_a_crew_member() -> None:
    _game, ctx = winter()
    pouch = len(ctx.state.pouch)
    effect(ctx, 0, "mountain_egg_gain_resource", ["hex:0,3", "res:0,4:coral"], amount=1)
    assert PLAINS in ctx.state.map_eggs and len(ctx.state.pouch) == pouch - 1
    ctx.p(1).crew[1] = (OTHER_PLAINS, (1, 1))
    effect(ctx, 1, "mountain_egg_gain_resource", ["hex:0,2"], amount=1)
    assert OTHER_PLAINS not in ctx.state.map_eggs and len(ctx.state.pouch) == pouch - 1
    ok(ctx)


def test_tectonic_shift_adds_no_egg_where_one_lies_already() -> None:
    """Decided (review c): a hex holds one egg (Freezing Point skips a lake with one), so
    the egg there stays and none is drawn; the resource is still taken."""
    _game, ctx = winter()
    set_resources(ctx, 0, 0, 0, 0, 0)
    lay_egg(ctx, PLAINS, "bird")
    pouch = list(ctx.state.pouch)
    effect(ctx, 0, "mountain_egg_gain_resource", ["hex:0,3", "res:0,4:coral"], amount=1)
    assert ctx.state.map_eggs[PLAINS] == "bird" and ctx.state.pouch == pouch
    assert ctx.hexes[PLAINS].terrain == "mountain" and ctx.p(0).resources["coral"] == 1
    ok(ctx)


def test_no_mountain_tile_when_the_unmarked_ones_are_all_laid() -> None:
    _game, ctx = winter()
    plains = [c for c in sorted(ctx.hexes) if ctx.hexes[c].terrain == "plains"
              and ctx.hexes[c].marking is None and c not in (PEAK, (5, 5))]
    for coord in plains[:6]:
        lay_mountain_tile(ctx, coord)
    _value, prompts = effect(ctx, 0, "mountain_gain_resource", amount=1)
    assert prompts == [] and len(ctx.state.overlays) == 6


def test_snowflake_gain_resource_takes_the_habitat_resource_of_the_card_below() -> None:
    _game, ctx = winter()
    set_resources(ctx, 0, 0, 0, 0, 0)
    ctx.state.winterfall.snowfields[4] = 2
    since = len(ctx.table.events)
    effect(ctx, 0, "snowflake_gain_resource", ["snowfield:4"], amount=1)
    card = ctx.card(ctx.state.wilderness[4])
    assert ctx.state.winterfall.snowfields[4] == 3 and ctx.p(0).resources[card.habitat] == 1
    gained = next(e.text for e in ctx.table.events[since:] if e.kind == "resource")
    assert gained.endswith(f"({winter_cards(ctx.cat)[1].name}).")  # the log says why


def test_a_snowflake_may_go_over_an_empty_slot_for_no_resource() -> None:
    """Cold Wave asks the same question as Ozerro: any snowfield, the card below (if any)
    giving its resource."""
    _game, ctx = winter()
    set_resources(ctx, 0, 0, 0, 0, 0)
    ctx.state.deck.append(ctx.state.wilderness[2])
    ctx.state.wilderness[2] = None
    effect(ctx, 0, "snowflake_gain_resource", ["snowfield:2"], amount=1)
    assert ctx.state.winterfall.snowfields[2] == 1 and sum(ctx.p(0).resources.values()) == 0
    ok(ctx)


def test_snowflakes_by_habitat_once_per_card() -> None:
    _game, ctx = winter()
    effect(ctx, 0, "snowflakes_by_habitat", habitats=["fruit", "flower"])
    wanted = [int(ctx.card(n).habitat in ("fruit", "flower")) for n in ctx.state.wilderness]
    assert ctx.state.winterfall.snowfields == wanted


# -- blizzards on two habitats of one type ------------------------------------------------


def free_of(ctx: Ctx, kind: str) -> list[tuple[int, int]]:
    return [c for c in sorted(ctx.hexes) if (h := habitat_at(ctx, c)) is not None
            and h.kind == kind and not h.covered]


def test_blizzards_on_two_free_habitats_of_one_type_and_its_resource() -> None:
    _game, ctx = winter()
    set_resources(ctx, 0, 0, 0, 0, 0)
    corals = free_of(ctx, "coral")
    for coord in corals[1:]:
        place_blizzard(ctx, coord)
    fruits = free_of(ctx, "fruit")
    _value, prompts = effect(ctx, 0, "blizzard_pair_gain_resource",
                             ["type:fruit", f"hex:{fruits[0][0]},{fruits[0][1]}",
                              f"hex:{fruits[2][0]},{fruits[2][1]}"], amount=1)
    coral = prompts[0].option("type:coral")
    assert coral is not None and not coral.enabled and "fewer than two" in coral.reason
    assert (
        fruits[0] in ctx.state.winterfall.blizzards and fruits[2] in ctx.state.winterfall.blizzards
    )
    assert fruits[1] not in ctx.state.winterfall.blizzards
    assert ctx.p(0).resources == {"fruit": 1, "coral": 0, "flower": 0, "mushroom": 0}
    ok(ctx)


def test_with_no_pair_left_one_blizzard_on_a_free_habitat_and_its_resource() -> None:
    _game, ctx = winter()
    set_resources(ctx, 0, 0, 0, 0, 0)
    free = {k: free_of(ctx, k) for k in RESOURCES}
    last = free["flower"][0]
    for coord in sorted(c for cs in free.values() for c in cs if c != last):
        place_blizzard(ctx, coord)
    _value, prompts = effect(ctx, 0, "blizzard_pair_gain_resource", [], amount=1)
    # the only habitat: nothing to ask
    assert last in ctx.state.winterfall.blizzards and prompts == []
    assert ctx.p(0).resources["flower"] == 1
    ok(ctx)


def test_with_no_free_habitat_no_blizzard_but_any_resource() -> None:
    _game, ctx = winter()
    set_resources(ctx, 0, 0, 0, 0, 0)
    for coord in sorted(c for k in RESOURCES for c in free_of(ctx, k)):
        place_blizzard(ctx, coord)
    blizzards = list(ctx.state.winterfall.blizzards)
    _value, prompts = effect(ctx, 0, "blizzard_pair_gain_resource", ["res:mushroom"], amount=1)
    assert prompts[0].kind == "resource" and ctx.state.winterfall.blizzards == blizzards
    assert ctx.p(0).resources["mushroom"] == 1


def test_two_wild_habitats_make_a_pair_of_the_type_named() -> None:
    _game, ctx = winter()
    set_resources(ctx, 0, 0, 0, 0, 0)
    for coord in sorted(c for k in RESOURCES for c in free_of(ctx, k)):
        place_blizzard(ctx, coord)
    lay_wild_habitat(ctx, LEFT_WILD, "wild 1", None)
    lay_wild_habitat(ctx, RIGHT_WILD, "wild 2", None)
    effect(ctx, 0, "blizzard_pair_gain_resource", ["type:coral"], amount=1)
    assert {LEFT_WILD, RIGHT_WILD} <= set(ctx.state.winterfall.blizzards)
    assert ctx.p(0).resources["coral"] == 1


def test_a_wild_habitat_pairs_with_a_habitat_of_any_type() -> None:
    """Decided (review g): a wild habitat is a habitat of every type (the solo rules say
    so of Tingent's targets), so it makes a pair with the last free coral habitat."""
    _game, ctx = winter()
    set_resources(ctx, 0, 0, 0, 0, 0)
    corals = free_of(ctx, "coral")
    for coord in corals[1:]:
        place_blizzard(ctx, coord)
    lay_wild_habitat(ctx, LEFT_WILD, "wild 1", None)
    _value, prompts = effect(ctx, 0, "blizzard_pair_gain_resource", ["type:coral"], amount=1)
    assert "type:wild" not in option_ids(prompts[0], enabled_only=False)
    assert {corals[0], LEFT_WILD} <= set(ctx.state.winterfall.blizzards)
    assert ctx.p(0).resources == {"fruit": 0, "coral": 1, "flower": 0, "mushroom": 0}
    ok(ctx)


# -- prompts to other seats and undo ------------------------------------------------------


def recharging_into_earthquake() -> Game[WondrousState]:
    game, ctx = winter()
    on_the_track(ctx, 2, [EARTHQUAKE], [AURORA_STORM], stack=[5, 9])
    ctx.p(0).crew = list(CREW)
    restart_turn(game)
    game.choose("recharge")
    return game


def test_each_player_answers_in_turn_and_nobody_undoes_another_players_choice() -> None:
    game = recharging_into_earthquake()
    assert game.prompt is not None and (game.prompt.seat, game.prompt.kind) == (
        0, "mountain-tile")
    game.choose("hex:0,3")
    assert game.undo_refusal() == ""  # P1 takes back P1's own choice
    game.undo()
    assert game.state.overlays == {}
    game.choose("hex:0,3")
    game.choose("res:1,2:fruit")
    assert (game.prompt.seat, game.prompt.kind) == (1, "mountain-tile")
    assert game.undo_refusal() == "The last choice was P1's: P2 cannot take it back."
    with pytest.raises(UndoRefused):
        game.undo()
    game.choose("hex:0,2")  # its one habitat gives the resource: back to P1's recharge
    assert game.prompt.seat == 0
    assert game.undo_refusal() == "The last choice was P2's: P1 cannot take it back."


def test_an_aurora_tile_or_winterfall_card_in_two_places_breaks_the_invariants() -> None:
    _game, ctx = winter()
    ctx.state.winterfall.aurora_stack = [3, 5]
    ctx.state.winterfall.aurora_drawn = [5]
    ctx.state.winterfall.winter_deck, ctx.state.winterfall.winter_card = [4], 4
    assert {"an aurora tile is in two places", "a Winterfall card is in two places"} <= set(
        rules().invariants(ctx.state))


def test_when_tingent_moves_the_tracker_only_its_opponent_is_asked() -> None:
    """(A base solo game with the module switched on by hand: its deck has no Winterfall
    cards, so the card invariants are not checked here.)"""
    _game, ctx = solo_fresh()
    ctx.state.modules.append(WINTERFALL)
    lay_record(ctx.state)  # as a game set up with it has its record
    lay_snowfields(ctx.state)
    ctx.state.current = TINGENT
    on_the_track(ctx, 2, [COLD_WAVE], [EARTHQUAKE], stack=[5])
    _value, prompts = testing.run_step(advance(ctx, None), ["snowfield:0"])
    assert seats_asked(prompts) == [PLAYER]  # the sequential effect skips Tingent
    on_the_track(ctx, 2, [DAWN_AURORA], [EARTHQUAKE])
    _value, prompts = testing.run_step(advance(ctx, None), [], then=lambda p: p.options[0].id)
    assert seats_asked(prompts) == [PLAYER]  # it names the species for the instructional one


def test_only_the_recharging_player_may_use_an_energy_during_an_event() -> None:
    """It stays the recharging player's turn: before their step they may use an energy
    (Piccogriff takes a Wilderness card); the other player is offered none. Decided (review
    f): the moment comes before the recharging player's own steps only, not before the
    others' (their turn goes on after the event, with its free actions; a moment before
    each other player's step would pass the keyboard back and forth for each of them)."""
    _game, ctx = winter()
    on_the_track(ctx, 4, [], stack=[9, 3, 5, 7])
    move_card(ctx, 170, 0, "reserve")  # Piccogriff, with its 2 energies
    move_card(ctx, 148, 1, "reserve")  # Frostroll, with its 2 energies
    _value, prompts = run_step(ctx, advance(ctx, 0), [
        "go-on", "aurora-tile:7", "hex:0,4", "aurora-tile:3", "hex:1,2"])
    assert [(p.seat, p.kind) for p in prompts] == [
        (0, "event-pause"), (0, "aurora-tile"), (0, "aurora-spot"),
        (1, "aurora-tile"), (1, "aurora-spot")]  # none before the other player's step
    assert any(o.startswith("energy:170") for o in option_ids(prompts[0]))
    assert all(p.kind != "event-pause" for p in prompts if p.seat == 1)
    assert all(not o.startswith("energy") for p in prompts if p.seat == 1
               for o in option_ids(p))
    ok(ctx)
