"""Tingent Track Icons: Discovery, advancing the time track, completing the main achievement
and the single/multi-species achievements under the target tokens."""

from __future__ import annotations

from functools import partial

import pytest

from engine.wondrous.solo import board_icons as tingent_track
from engine.wondrous.state import Egg
from tests.wondrous import builder
from tests.wondrous.rule_helpers import lay_egg, put_tile, set_trophies_left, store
from tests.wondrous.solo_helpers import (
    PLAYER,
    TINGENT,
    a_card,
    aim,
    board_spaces,
    creatures,
    drive,
    give_face_up,
    lakes,
    no_problems,
    run_tingent,
    solo,
    space_index,
    species_of,
    stack_tingent_deck,
    tingent,
    x_of,
)

GEAR = a_card("yellow", move="crew", habitats=["fruit"], actions=[], red_gear=True)
ACHIEVEMENTS = ("main-1", "main-2", "main-3", "multi-dragon-reptile", "multi-insect-bird",
                "single-fish", "single-bird")
TARGETS = {"main": "main-1", "multi": "multi-dragon-reptile", "single": "single-fish"}


#: a fresh solo game with known achievements, the tokens on the left-most of each
table = partial(builder.table, solo_level="wild", achievements=ACHIEVEMENTS,
                tingent_targets=TARGETS)


def slots(ctx, achievement):
    return next(a.slots for a in ctx.state.achievements if a.id == achievement)


def player_holds(ctx, achievement, slot):
    slots(ctx, achievement)[slot] = PLAYER
    me = ctx.p(PLAYER)
    me.achievements.append(achievement)
    me.markers.pop()


def one_species_cards(ctx, species, count):
    found = creatures(ctx, lambda n: species_of(ctx, n) == (species,)
                      and ctx.card(n).type != "energy")
    return found[:count]


def give_icons(ctx, species, cards, eggs):
    give_face_up(ctx, *one_species_cards(ctx, species, cards))
    store(ctx, TINGENT, *([species] * eggs))


# ---------------------------------------------------------------- Discovery


def _lakes_by_x(ctx):
    return sorted(lakes(ctx), key=lambda c: (x_of(c), c[0]))


def test_discovery_goes_on_the_left_most_lake_with_an_egg_and_tingent_takes_it():
    _game, ctx = table()
    order = _lakes_by_x(ctx)
    # eggs on every lake but the left-most one
    for lake, species in zip(order[1:], ("fish", "bird", "insect", "reptile", "mammal",
                                         "dragon"), strict=False):
        lay_egg(ctx, lake, species)
    target = order[1]
    tile = ctx.state.tile_stack[-1]
    tingent_track.discovery(ctx)
    assert ctx.state.tiles[target] == tile  # the top tile of the stack
    assert order[0] not in ctx.state.tiles  # the left-most lake had no egg
    assert [e.species for e in tingent(ctx).eggs] == ["fish"]
    assert not tingent(ctx).eggs[0].hatched
    assert target not in ctx.state.map_eggs
    no_problems(ctx)


def test_discovery_with_eggs_on_equally_left_lakes_takes_the_top_most():
    _game, ctx = table()
    by_x: dict = {}
    for lake in lakes(ctx):
        by_x.setdefault(x_of(lake), []).append(lake)
    same = next(sorted(v) for v in by_x.values() if len(v) >= 2)
    for lake in reversed(same):  # the lower lake gets its egg first
        lay_egg(ctx, lake, "crustacean" if lake == same[0] else "dragon")
    righter = [c for c in lakes(ctx) if x_of(c) > x_of(same[0])]
    for lake in righter:
        lay_egg(ctx, lake, "mammal")
    tingent_track.discovery(ctx)
    assert same[0] in ctx.state.tiles and same[1] not in ctx.state.tiles
    assert [e.species for e in tingent(ctx).eggs] == ["crustacean"]
    no_problems(ctx)


def test_discovery_left_most_beats_top_most_on_the_offset_map():
    """Odd rows sit half a hex to the right: of two lakes in the same column, the one on
    the even row is further left even when it lies lower."""
    _game, ctx = table()
    pair = next((a, b) for a in lakes(ctx) for b in lakes(ctx)
                if a[1] == b[1] and a[0] < b[0] and a[0] % 2 == 1 and b[0] % 2 == 0)
    upper_right, lower_left = pair
    assert x_of(lower_left) < x_of(upper_right)
    lay_egg(ctx, upper_right, "fish")
    lay_egg(ctx, lower_left, "bird")  # the only two eggs on the map
    tingent_track.discovery(ctx)
    assert lower_left in ctx.state.tiles and upper_right not in ctx.state.tiles
    assert [e.species for e in tingent(ctx).eggs] == ["bird"]


def test_discovery_without_any_egg_on_a_lake_takes_the_left_most_lake():
    _game, ctx = table()
    # eggs next to lakes do not count
    order = _lakes_by_x(ctx)
    tingent_track.discovery(ctx)
    assert order[0] in ctx.state.tiles
    assert tingent(ctx).eggs == []
    no_problems(ctx)


def test_discovery_without_eggs_among_equally_left_lakes_takes_the_top_most():
    _game, ctx = table()
    by_x: dict = {}
    for lake in lakes(ctx):
        by_x.setdefault(x_of(lake), []).append(lake)
    x, same = next((x, sorted(v)) for x, v in sorted(by_x.items()) if len(v) >= 2)
    for lake in lakes(ctx):  # cover the lakes further left
        if x_of(lake) < x:
            put_tile(ctx, lake, ctx.state.tile_stack[0])
    tingent_track.discovery(ctx)
    assert same[0] in ctx.state.tiles and same[1] not in ctx.state.tiles
    no_problems(ctx)


def test_discovery_on_tingents_board_through_a_turn():
    _game, ctx = table()
    where = space_index("wild", lambda s: s.icon == "discovery")
    assert board_spaces("wild")[where].gear == "yellow"
    solo(ctx).tracker = where - 1
    left_most = _lakes_by_x(ctx)[0]
    stack_tingent_deck(ctx, GEAR)
    run_tingent(ctx)
    assert solo(ctx).tracker == where
    assert list(ctx.state.tiles) == [left_most]
    no_problems(ctx)


# ---------------------------------------------------------------- the time track


def test_time_track_advance_applies_its_icons_but_gives_tingent_no_net():
    _game, ctx = table()
    spaces = ctx.track.spaces
    net_sweep = next(s.index for s in spaces if "net" in s.icons and "full_sweep" in s.icons)
    ctx.state.time_pos = net_sweep - 1
    old_wilderness = [n for n in ctx.state.wilderness if n is not None]
    nets = (ctx.state.nets_supply, ctx.p(PLAYER).nets)
    marked = ctx.state.time_tokens.get(net_sweep)
    eggs_before = len(ctx.state.map_eggs)
    drive(ctx, tingent_track.track_icon(ctx, "advance_time"))
    assert ctx.state.time_pos == net_sweep
    assert tingent(ctx).nets == 0
    assert (ctx.state.nets_supply, ctx.p(PLAYER).nets) == nets  # nobody got the net
    assert not set(old_wilderness) & set(ctx.state.wilderness)  # the full sweep
    assert set(old_wilderness) <= set(ctx.state.discard)
    if marked is not None:  # the time token there was turned: eggs on the map
        assert net_sweep not in ctx.state.time_tokens
        assert len(ctx.state.map_eggs) >= eggs_before
    no_problems(ctx)


def test_time_track_advance_leaves_every_crew_member_on_the_map():
    _game, ctx = table()
    from tests.wondrous.solo_helpers import free_plains_spots

    spots = free_plains_spots(ctx)
    tingent(ctx).crew[0], tingent(ctx).crew[1] = spots[0], spots[5]
    ctx.p(PLAYER).crew[0] = spots[10]
    drive(ctx, tingent_track.track_icon(ctx, "advance_time"))
    assert tingent(ctx).crew[:2] == [spots[0], spots[5]]
    assert ctx.p(PLAYER).crew[0] == spots[10]


def test_time_track_advance_can_remove_a_trophy():
    _game, ctx = table()
    remove = next(s.index for s in ctx.track.spaces if "remove_trophy" in s.icons)
    ctx.state.time_pos = remove - 1
    left = ctx.state.trophies
    drive(ctx, tingent_track.track_icon(ctx, "advance_time"))
    assert ctx.state.trophies == left - 1
    assert tingent(ctx).trophies == 0  # removed from the game, not Tingent's
    no_problems(ctx)


# ---------------------------------------------------------------- main achievement


def test_main_achievement_upper_slot_trophy_and_the_token_moves_right():
    _game, ctx = table()
    trophies = ctx.state.trophies
    tingent_track.complete(ctx, "main")
    assert slots(ctx, "main-1") == [TINGENT, None]
    assert tingent(ctx).trophies == 1 and ctx.state.trophies == trophies - 1
    assert len(tingent(ctx).markers) == 5 and tingent(ctx).achievements == ["main-1"]
    assert solo(ctx).targets["main"] == "main-2"
    no_problems(ctx)


def test_main_achievement_lower_slot_when_the_player_holds_the_upper():
    _game, ctx = table()
    player_holds(ctx, "main-1", 0)
    tingent_track.complete(ctx, "main")
    assert slots(ctx, "main-1") == [PLAYER, TINGENT]
    assert tingent(ctx).trophies == 1
    assert solo(ctx).targets["main"] == "main-2"
    no_problems(ctx)


def test_main_achievement_needs_no_condition_met():
    _game, ctx = table()
    assert tingent(ctx).reserve == [] and tingent(ctx).eggs == []
    solo(ctx).targets["main"] = "main-2"
    tingent_track.complete(ctx, "main")
    assert slots(ctx, "main-2") == [TINGENT, None]


def test_the_main_token_stays_on_the_last_main_card():
    _game, ctx = table()
    solo(ctx).targets["main"] = "main-3"
    tingent_track.complete(ctx, "main")
    assert slots(ctx, "main-3") == [TINGENT, None]
    assert solo(ctx).targets["main"] == "main-3"
    no_problems(ctx)


def test_main_achievement_through_the_tingent_board():
    _game, ctx = table()
    where = space_index("wild", lambda s: s.icon == "main_achievement")
    solo(ctx).tracker = where - 1
    solo(ctx).brown = True
    stack_tingent_deck(ctx, a_card("brown", red_gear=True, actions=[]))
    run_tingent(ctx)
    assert slots(ctx, "main-1")[0] == TINGENT
    assert solo(ctx).targets["main"] == "main-2"
    no_problems(ctx)


# ---------------------------------------------------------------- species achievements


def test_more_icons_than_the_lower_threshold_take_the_upper_slot():
    """The rulebook: more than 3 fish icons (cards face up plus eggs) -> the upper slot."""
    _game, ctx = table()
    lower = ctx.cat.achievements["single-fish"].sides["1-2"].slots[1].threshold
    assert lower == 3
    give_icons(ctx, "fish", 2, 2)  # 4 icons
    tingent_track.complete(ctx, "single")
    assert slots(ctx, "single-fish") == [TINGENT, None]
    assert tingent(ctx).trophies == 1
    assert all(not e.hatched for e in tingent(ctx).eggs)  # Tingent never hatches
    assert len(tingent(ctx).eggs) == 2  # and keeps its eggs
    no_problems(ctx)


def test_exactly_the_lower_threshold_is_not_more_so_the_lower_slot():
    _game, ctx = table()
    give_icons(ctx, "fish", 2, 1)  # 3 icons: not more than 3
    tingent_track.complete(ctx, "single")
    assert slots(ctx, "single-fish") == [None, TINGENT]


def test_no_icons_at_all_still_take_the_lower_slot():
    _game, ctx = table()
    tingent_track.complete(ctx, "single")
    assert slots(ctx, "single-fish") == [None, TINGENT]
    assert tingent(ctx).trophies == 1
    no_problems(ctx)


def test_face_down_cards_do_not_count_as_icons():
    _game, ctx = table()
    give_icons(ctx, "fish", 1, 1)
    fish = [n for n in one_species_cards(ctx, "fish", 20) if n in ctx.state.deck][:4]
    assert len(fish) == 4
    for n in fish:
        ctx.state.deck.remove(n)
    solo(ctx).face_down.extend(fish)
    no_problems(ctx)
    tingent_track.complete(ctx, "single")
    assert slots(ctx, "single-fish") == [None, TINGENT]


def test_enough_for_the_upper_but_the_player_holds_it_so_the_lower():
    """The rulebook: 4 bird icons would take the upper slot, but Blue has it: lower."""
    _game, ctx = table()
    aim(ctx, "single", "single-bird")
    give_icons(ctx, "bird", 1, 3)
    player_holds(ctx, "single-bird", 0)
    tingent_track.complete(ctx, "single")
    assert slots(ctx, "single-bird") == [PLAYER, TINGENT]
    assert tingent(ctx).trophies == 1
    no_problems(ctx)


def test_too_few_icons_and_the_player_holds_the_lower_so_tingent_forfeits():
    """The rulebook: no fish icons, Blue holds the lower slot: Tingent forfeits."""
    _game, ctx = table()
    player_holds(ctx, "single-fish", 1)
    trophies = ctx.state.trophies
    tingent_track.complete(ctx, "single")
    assert slots(ctx, "single-fish") == [None, PLAYER]
    assert len(tingent(ctx).markers) == 6 and tingent(ctx).trophies == 0
    assert ctx.state.trophies == trophies
    no_problems(ctx)


def test_the_player_holds_the_lower_but_tingent_has_more_so_the_upper():
    _game, ctx = table()
    player_holds(ctx, "single-fish", 1)
    give_icons(ctx, "fish", 2, 2)
    tingent_track.complete(ctx, "single")
    assert slots(ctx, "single-fish") == [TINGENT, PLAYER]


def test_a_multi_species_target_counts_both_species():
    _game, ctx = table()
    lower = ctx.cat.achievements["multi-dragon-reptile"].sides["1-2"].slots[1].threshold
    give_icons(ctx, "dragon", 2, 1)
    give_icons(ctx, "reptile", 1, lower + 1 - 4)  # lower + 1 icons in all
    tingent_track.complete(ctx, "multi")
    assert slots(ctx, "multi-dragon-reptile") == [TINGENT, None]
    assert solo(ctx).targets["multi"] == "multi-insect-bird"
    no_problems(ctx)


@pytest.mark.parametrize(("kind", "first", "other"), [
    ("single", "single-fish", "single-bird"),
    ("multi", "multi-dragon-reptile", "multi-insect-bird"),
])
def test_the_species_token_moves_to_the_other_card_of_its_kind(kind, first, other):
    _game, ctx = table()
    tingent_track.complete(ctx, kind)
    assert solo(ctx).targets[kind] == other
    tingent_track.complete(ctx, kind)
    assert 1 in slots(ctx, other)
    assert tingent(ctx).trophies == 2
    # no other card of that kind is left for Tingent: the token stays
    assert solo(ctx).targets[kind] == other
    no_problems(ctx)


def test_a_species_achievement_through_the_tingent_board():
    _game, ctx = table()
    where = space_index("wild", lambda s: s.icon == "single_achievement")
    solo(ctx).tracker = where - 1
    stack_tingent_deck(ctx, GEAR)
    tingent(ctx).eggs.append(Egg("fish"))
    ctx.state.supply_eggs["fish"] -= 1
    run_tingent(ctx)
    assert 1 in slots(ctx, "single-fish")
    assert solo(ctx).targets["single"] == "single-bird"
    no_problems(ctx)


def test_tingent_taking_the_last_trophy_ends_the_game_next():
    _game, ctx = table()
    set_trophies_left(ctx, 1)
    tingent_track.complete(ctx, "main")
    assert tingent(ctx).trophies == 1 and ctx.state.trophies == 0
    assert ctx.state.trophies_gone is True
    no_problems(ctx)


def test_without_a_marker_left_tingent_completes_nothing():
    _game, ctx = table()
    t = tingent(ctx)
    t.markers = []
    t.achievements = ["x"] * 6  # (the markers went elsewhere; only the count matters here)
    trophies = ctx.state.trophies
    tingent_track.complete(ctx, "main")
    tingent_track.complete(ctx, "single")
    assert TINGENT not in slots(ctx, "main-1") and TINGENT not in slots(ctx, "single-fish")
    assert ctx.state.trophies == trophies and t.trophies == 0


def test_with_no_trophy_left_the_achievement_is_still_completed():
    _game, ctx = table()
    set_trophies_left(ctx, 0)
    tingent_track.complete(ctx, "main")
    assert slots(ctx, "main-1") == [TINGENT, None]
    assert tingent(ctx).trophies == 0
    no_problems(ctx)
