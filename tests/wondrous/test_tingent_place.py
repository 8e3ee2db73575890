"""Tingent's Captain / regular Crew member Placement and the Tingent Crew Placement Rules:
next to the most habitats of the card's kinds, 1 VP per such habitat, never on a mountain or
another crew member, always two new hexes, the egg under it, the four tie-break steps, and
another Tingent card when no free place touches such a habitat."""

from __future__ import annotations

import pytest

from engine.wondrous.solo import place as tingent_place
from engine.wondrous.solo.place import move
from engine.wondrous.spot_options import spot_id
from tests.wondrous.rule_helpers import lay_egg, put_tile
from tests.wondrous.solo_helpers import (
    PLAYER,
    a_card,
    all_spots,
    count_kinds,
    crew_hexes,
    drive,
    eggs_at_or_around,
    expected_spots,
    free_plains_spots,
    kinds_around,
    lakes,
    no_problems,
    plains_spots,
    rating,
    ring,
    run_tingent,
    solo,
    solo_fresh,
    solo_started,
    specials_around,
    stack_tingent_deck,
    tingent,
)

KINDS = [["fruit"], ["coral"], ["flower"], ["mushroom"], ["fruit", "coral"],
         ["flower", "mushroom"], ["mushroom", "fruit"], ["coral", "flower"]]


def only_spots(monkeypatch, *spots):
    """Tingent may consider only these spots (the rest of the map is out of the picture)."""
    monkeypatch.setattr(tingent_place, "crew_spots_cached", lambda ctx: list(spots))


def pick_last(prompt):
    return prompt.enabled[-1].id


# ---------------------------------------------------------------- the most habitats, on the map


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("kinds", KINDS)
def test_tingent_goes_where_the_rulebook_order_puts_it(kinds, seed):
    """On the real map with the game's eggs: the spot is among the best by (habitats of the
    card's kinds, other habitats, special icons, eggs); the player is asked only on a tie,
    and then between exactly the tied spots."""
    _game, ctx = solo_started(seed=seed)
    best = expected_spots(ctx, kinds)
    score = tingent(ctx).score
    done, prompts = drive(ctx, move(ctx, "captain", tuple(kinds)), pick_last)
    assert done is True
    chosen = tingent(ctx).crew[0]
    assert chosen in best
    if len(best) == 1:
        assert prompts == []
    else:
        assert [p.kind for p in prompts] == ["tingent-spot"]
        assert prompts[0].seat == PLAYER
        offered = sorted(tingent_place.parse_spot(o.id) for o in prompts[0].enabled)
        assert offered == best
        assert chosen == tingent_place.parse_spot(prompts[0].enabled[-1].id)
    assert tingent(ctx).score == score + count_kinds(ctx, chosen, kinds)
    no_problems(ctx)


def test_the_rulebook_example_two_fruit_habitats_score_two():
    """Lay a fruit tile on a lake so that one plains spot touches two fruit habitats."""
    _game, ctx = solo_fresh()
    fruit_tile = next(t for t, tile in ctx.cat.tiles.items() if tile.habitat == "fruit"
                      and (t in ctx.state.tile_stack or t in ctx.state.tile_pool))
    found = None
    for lake in lakes(ctx):
        ctx.state.tiles[lake] = fruit_tile
        twos = [s for s in plains_spots(ctx) if count_kinds(ctx, s, ["fruit"]) == 2]
        del ctx.state.tiles[lake]
        if twos:
            found = lake
            break
    assert found is not None, "no lake makes a two-fruit spot"
    put_tile(ctx, found, fruit_tile)
    best = expected_spots(ctx, ["fruit"])
    assert {count_kinds(ctx, s, ["fruit"]) for s in best} == {2}
    drive(ctx, move(ctx, "captain", ("fruit",)))
    assert tingent(ctx).crew[0] in best
    assert tingent(ctx).score == 2
    no_problems(ctx)


def test_one_vp_per_habitat_of_the_cards_kind_and_none_for_the_others():
    _game, ctx = solo_fresh()
    best = expected_spots(ctx, ["mushroom"])
    around = kinds_around(ctx, best[0])
    assert around.count("mushroom") == 2 and len(around) > 2  # others around as well
    drive(ctx, move(ctx, "crew", ("mushroom",)))
    assert tingent(ctx).crew[1] in best
    assert tingent(ctx).score == 2  # not one per habitat around
    no_problems(ctx)


def test_a_two_kind_card_counts_both_kinds(monkeypatch):
    _game, ctx = solo_fresh()
    both = next(s for s in plains_spots(ctx)
                if count_kinds(ctx, s, ["fruit"]) >= 1 and count_kinds(ctx, s, ["coral"]) >= 1)
    one = next(s for s in plains_spots(ctx)
               if count_kinds(ctx, s, ["fruit", "coral"]) == 1 and not set(s) & set(both)
               and len(kinds_around(ctx, s)) > len(kinds_around(ctx, both)))
    only_spots(monkeypatch, one, both)
    drive(ctx, move(ctx, "captain", ("fruit", "coral")))
    assert tingent(ctx).crew[0] == both
    assert tingent(ctx).score == count_kinds(ctx, both, ["fruit", "coral"]) >= 2


# ---------------------------------------------------------------- where it may not go


def test_never_on_a_mountain_even_when_the_mountain_touches_more(monkeypatch):
    _game, ctx = solo_fresh()
    mountain = next(
        s for s in all_spots(ctx)
        if s not in plains_spots(ctx) and count_kinds(ctx, s, ["flower", "coral"]) >= 2
    )
    plains = next(s for s in plains_spots(ctx) if count_kinds(ctx, s, ["flower", "coral"]) == 1
                  and not set(s) & set(mountain))
    only_spots(monkeypatch, mountain, plains)
    drive(ctx, move(ctx, "captain", ("flower", "coral")))
    assert tingent(ctx).crew[0] == plains
    no_problems(ctx)


def test_with_only_mountain_places_left_tingent_cannot_move(monkeypatch):
    _game, ctx = solo_fresh()
    mountain = next(s for s in all_spots(ctx)
                    if s not in plains_spots(ctx) and count_kinds(ctx, s, ["coral"]) >= 1)
    only_spots(monkeypatch, mountain)
    done, _ = drive(ctx, move(ctx, "captain", ("coral",)))
    assert done is False and tingent(ctx).crew[0] is None and tingent(ctx).score == 0


@pytest.mark.parametrize("kinds", [["mushroom"], ["fruit"], ["coral", "flower"]])
def test_never_on_a_hex_of_the_players_crew(kinds):
    _game, ctx = solo_fresh()
    best = expected_spots(ctx, kinds)
    # the player's three crew members cover one hex of each of the best spots (up to 3)
    me = ctx.p(PLAYER)
    taken: set = set()
    for i, spot in enumerate(best[:3]):
        cover = next(s for s in all_spots(ctx) if spot[0] in s and not set(s) & taken)
        me.crew[i] = cover
        taken |= set(cover)
    assert not set(expected_spots(ctx, kinds)) & set(best[:3])
    expected = expected_spots(ctx, kinds)
    drive(ctx, move(ctx, "captain", tuple(kinds)))
    chosen = tingent(ctx).crew[0]
    assert chosen is not None and not set(chosen) & taken
    assert chosen in expected
    no_problems(ctx)


def test_never_on_a_hex_of_its_own_other_member():
    _game, ctx = solo_fresh()
    best = expected_spots(ctx, ["mushroom"])
    assert len(best) == 1
    tingent(ctx).crew[1] = best[0]
    drive(ctx, move(ctx, "captain", ("mushroom",)))
    chosen = tingent(ctx).crew[0]
    assert not set(chosen) & set(best[0])
    assert tingent(ctx).crew[1] == best[0]  # the other member stays on the map
    no_problems(ctx)


def test_it_must_move_to_two_hexes_both_new():
    _game, ctx = solo_fresh()
    best = expected_spots(ctx, ["mushroom"])
    assert len(best) == 1
    before = best[0]
    tingent(ctx).crew[0] = before
    # the next best spots include some sharing a hex with where it stood
    overlapping = [s for s in plains_spots(ctx) if set(s) & set(before) and s != before
                   and count_kinds(ctx, s, ["mushroom"]) >= 1]
    assert overlapping
    expected = expected_spots(ctx, ["mushroom"])
    assert not set(expected) & set(overlapping)
    drive(ctx, move(ctx, "captain", ("mushroom",)))
    after = tingent(ctx).crew[0]
    assert after != before and not set(after) & set(before)
    assert after in expected
    no_problems(ctx)


def test_a_member_whose_only_places_overlap_where_it_stands_cannot_move(monkeypatch):
    _game, ctx = solo_fresh()
    here = next(s for s in plains_spots(ctx) if count_kinds(ctx, s, ["flower"]) >= 1)
    overlapping = [s for s in plains_spots(ctx) if set(s) & set(here) and s != here
                   and count_kinds(ctx, s, ["flower"]) >= 1]
    assert overlapping
    only_spots(monkeypatch, here, *overlapping)
    tingent(ctx).crew[1] = here
    done, prompts = drive(ctx, move(ctx, "crew", ("flower",)))
    assert done is False and prompts == []
    assert tingent(ctx).crew[1] == here and tingent(ctx).score == 0


def test_it_picks_up_an_egg_on_its_hexes_and_only_that_one(monkeypatch):
    _game, ctx = solo_fresh()
    spot = next(s for s in plains_spots(ctx) if count_kinds(ctx, s, ["coral"]) == 1)
    near = next(c for c in ring(ctx, spot) if ctx.hexes[c].terrain == "plains")
    lay_egg(ctx, spot[1], "fish")
    lay_egg(ctx, near, "bird")
    only_spots(monkeypatch, spot)
    drive(ctx, move(ctx, "crew", ("coral",)))
    assert [e.species for e in tingent(ctx).eggs] == ["fish"]
    assert not tingent(ctx).eggs[0].hatched
    assert spot[1] not in ctx.state.map_eggs and ctx.state.map_eggs[near] == "bird"
    assert tingent(ctx).score == 1  # no egg storage reward for Tingent
    no_problems(ctx)


# ---------------------------------------------------------------- the tie-break steps


def _pair(ctx, kinds, differ_at, exclude_net=True):
    """Two disjoint free plains spots, equal in the rating before `differ_at` and better /
    worse at it (both next to a habitat of `kinds`)."""
    spots = [s for s in free_plains_spots(ctx) if count_kinds(ctx, s, kinds) >= 1
             and not (exclude_net and "net" in kinds_around(ctx, s))]
    for better in spots:
        rb = rating(ctx, better, kinds)
        for worse in spots:
            rw = rating(ctx, worse, kinds)
            if (not set(better) & set(worse) and rb[:differ_at] == rw[:differ_at]
                    and rb[differ_at] > rw[differ_at]):
                return better, worse
    raise AssertionError(f"no pair for step {differ_at} with {kinds}")


@pytest.mark.parametrize("kinds", [["fruit"], ["coral"], ["flower"]])
def test_step_1_more_other_habitats(monkeypatch, kinds):
    _game, ctx = solo_fresh()
    better, worse = _pair(ctx, kinds, 1)
    only_spots(monkeypatch, worse, better)  # the better one is not the first listed
    done, prompts = drive(ctx, move(ctx, "captain", tuple(kinds)))
    assert done and prompts == []
    assert tingent(ctx).crew[0] == better


@pytest.mark.parametrize("kinds", [["fruit"], ["coral"], ["mushroom"]])
def test_step_2_more_special_effect_icons(monkeypatch, kinds):
    _game, ctx = solo_fresh()
    better, worse = _pair(ctx, kinds, 2)
    assert specials_around(ctx, better) > specials_around(ctx, worse)
    only_spots(monkeypatch, worse, better)
    _done, prompts = drive(ctx, move(ctx, "captain", tuple(kinds)))
    assert prompts == [] and tingent(ctx).crew[0] == better


def _conflict(ctx, kinds, first_step):
    """Two disjoint spots equal before `first_step`, the first better at it, the second
    better at the next step."""
    spots = [s for s in free_plains_spots(ctx) if count_kinds(ctx, s, kinds) >= 1
             and "net" not in kinds_around(ctx, s)]
    for a in spots:
        ra = rating(ctx, a, kinds)
        for b in spots:
            rb = rating(ctx, b, kinds)
            if (not set(a) & set(b) and ra[:first_step] == rb[:first_step]
                    and ra[first_step] > rb[first_step]
                    and ra[first_step + 1] < rb[first_step + 1]):
                return a, b
    raise AssertionError(f"no conflicting pair at step {first_step} for {kinds}")


@pytest.mark.parametrize("kinds", [["fruit"], ["coral"], ["flower"], ["mushroom"]])
def test_step_1_comes_before_step_2(monkeypatch, kinds):
    _game, ctx = solo_fresh()
    more_habitats, more_specials = _conflict(ctx, kinds, 1)
    only_spots(monkeypatch, more_specials, more_habitats)
    _done, prompts = drive(ctx, move(ctx, "captain", tuple(kinds)))
    assert prompts == [] and tingent(ctx).crew[0] == more_habitats


@pytest.mark.parametrize("kinds", [["fruit"], ["coral"], ["mushroom"]])
def test_step_2_comes_before_step_3(monkeypatch, kinds):
    """More special effect icons win even against more eggs."""
    _game, ctx = solo_fresh()
    more_specials, fewer = _pair(ctx, kinds, 2)
    free = [c for c in (*fewer, *ring(ctx, fewer))
            if c not in more_specials and c not in ring(ctx, more_specials)
            and ctx.hexes[c].terrain in ("plains", "mountain", "lake")][:2]
    assert len(free) == 2
    for c in free:
        lay_egg(ctx, c, "insect")
    assert eggs_at_or_around(ctx, fewer) > eggs_at_or_around(ctx, more_specials)
    only_spots(monkeypatch, fewer, more_specials)
    _done, prompts = drive(ctx, move(ctx, "captain", tuple(kinds)))
    assert prompts == [] and tingent(ctx).crew[0] == more_specials


def test_step_1_comes_before_step_3(monkeypatch):
    _game, ctx = solo_fresh()
    more_habitats, fewer = _pair(ctx, ["coral"], 1)
    free = [c for c in (*fewer, *ring(ctx, fewer))
            if c not in more_habitats and c not in ring(ctx, more_habitats)
            and ctx.hexes[c].terrain in ("plains", "mountain", "lake")][:3]
    for c in free:
        lay_egg(ctx, c, "reptile")
    only_spots(monkeypatch, fewer, more_habitats)
    drive(ctx, move(ctx, "captain", ("coral",)))
    assert tingent(ctx).crew[0] == more_habitats


def _equal_pair(ctx, kinds):
    """Two disjoint spots equal in the first three steps, with no egg around."""
    spots = [s for s in free_plains_spots(ctx) if count_kinds(ctx, s, kinds) >= 1]
    for i, a in enumerate(spots):
        for b in spots[i + 1:]:
            apart = not set(a) & set(b) and not set(ring(ctx, a)) & (set(ring(ctx, b)) | set(b))
            if apart and rating(ctx, a, kinds) == rating(ctx, b, kinds):
                return a, b
    raise AssertionError(f"no equal pair for {kinds}")


def test_step_3_more_eggs_around(monkeypatch):
    _game, ctx = solo_fresh()
    first, second = _equal_pair(ctx, ["coral"])
    near = next(c for c in ring(ctx, second) if c not in first
                and ctx.hexes[c].terrain in ("plains", "mountain", "lake"))
    lay_egg(ctx, near, "insect")
    only_spots(monkeypatch, first, second)
    _done, prompts = drive(ctx, move(ctx, "crew", ("coral",)))
    assert prompts == [] and tingent(ctx).crew[1] == second
    assert eggs_at_or_around(ctx, second) == 1
    # an egg next to it stays on the map: only an egg under it is taken
    assert ctx.state.map_eggs.get(near) == "insect" and tingent(ctx).eggs == []


def test_step_3_an_egg_on_the_spot_itself_counts(monkeypatch):
    _game, ctx = solo_fresh()
    first, second = _equal_pair(ctx, ["coral"])
    lay_egg(ctx, second[0], "mammal")
    only_spots(monkeypatch, first, second)
    _done, prompts = drive(ctx, move(ctx, "crew", ("coral",)))
    assert prompts == [] and tingent(ctx).crew[1] == second
    assert [e.species for e in tingent(ctx).eggs] == ["mammal"]
    no_problems(ctx)


def test_step_3_two_eggs_around_beat_one_under(monkeypatch):
    _game, ctx = solo_fresh()
    first, second = _equal_pair(ctx, ["coral"])
    lay_egg(ctx, first[0], "mammal")
    around = [c for c in ring(ctx, second) if c not in first
              and ctx.hexes[c].terrain in ("plains", "mountain", "lake")][:2]
    assert len(around) == 2
    for c in around:
        lay_egg(ctx, c, "reptile")
    only_spots(monkeypatch, first, second)
    drive(ctx, move(ctx, "crew", ("coral",)))
    assert tingent(ctx).crew[1] == second


def test_step_4_the_player_chooses_between_the_tied_places(monkeypatch):
    _game, ctx = solo_fresh()
    first, second = _equal_pair(ctx, ["coral"])
    only_spots(monkeypatch, first, second)
    done, prompts = drive(ctx, move(ctx, "captain", ("coral",)), pick_last)
    assert done is True
    assert len(prompts) == 1
    prompt = prompts[0]
    assert prompt.kind == "tingent-spot" and prompt.seat == PLAYER
    offered = [tingent_place.parse_spot(o.id) for o in prompt.enabled]
    assert sorted(offered) == sorted([first, second])
    assert tingent(ctx).crew[0] == offered[-1]
    no_problems(ctx)


def test_step_4_through_the_game_the_question_goes_to_the_player(monkeypatch):
    game, ctx = solo_fresh()
    first, second = _equal_pair(ctx, ["coral"])
    only_spots(monkeypatch, first, second)
    stack_tingent_deck(ctx, a_card("yellow", move="captain", habitats=["coral"]))
    # the player places a crew member by no habitat, away from both places, and ends
    away = next(s for s in plains_spots(ctx) if not kinds_around(ctx, s)
                and not set(s) & (set(first) | set(second)))
    for choice in ("place", "member:1", spot_id(away), "end-turn"):
        game.choose(choice)
    assert game.prompt is not None
    assert game.prompt.kind == "tingent-spot" and game.prompt.seat == PLAYER
    game.choose(spot_id(second))
    assert game.state.players[1].crew[0] == second
    assert game.prompt is not None and game.prompt.kind == "turn"


# ---------------------------------------------------------------- no place: another card


def test_no_free_place_by_the_cards_habitat_means_another_card(monkeypatch):
    _game, ctx = solo_fresh()
    no_coral = [s for s in plains_spots(ctx) if count_kinds(ctx, s, ["coral"]) == 0]
    fruit = [s for s in no_coral if count_kinds(ctx, s, ["fruit"]) >= 1]
    only_spots(monkeypatch, *no_coral)
    coral_card = a_card("yellow", move="captain", habitats=["coral"],
                        actions=["draw_face_down"])
    fruit_card = a_card("yellow", move="crew", habitats=["fruit"], actions=[], red_gear=True)
    stack_tingent_deck(ctx, coral_card, fruit_card)
    run_tingent(ctx)
    t = tingent(ctx)
    assert solo(ctx).drawn == [coral_card, fruit_card]
    assert t.crew[0] is None  # the coral card did nothing at all
    assert solo(ctx).face_down == []  # ... not even its face-down draw
    assert t.crew[1] in fruit  # the fruit card was used instead
    assert solo(ctx).tracker == 1  # with its red gear
    no_problems(ctx)


def test_a_crowded_map_still_leaves_some_place():
    """With every crew member of both sides on the map Tingent still finds a place."""
    _game, ctx = solo_fresh()
    spots = free_plains_spots(ctx)
    me = ctx.p(PLAYER)
    used: set = set()
    for i in range(3):
        s = next(x for x in spots if not set(x) & used)
        me.crew[i] = s
        used |= set(s)
    run_tingent(ctx)
    t = tingent(ctx)
    assert any(t.crew[:2])
    assert not {c for s in t.crew if s for c in s} & used
    assert crew_hexes(ctx) >= used
    no_problems(ctx)
