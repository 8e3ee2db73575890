"""Tingent Actions: draw a Tingent card, use its yellow or brown area, then move the Tingent
tracker on a red gear (with the icon of the space reached)."""

from __future__ import annotations

import pytest

from engine.core.testing import first, play
from tests.wondrous.rule_helpers import quick_turn
from tests.wondrous.solo_helpers import (
    PLAYER,
    a_card,
    board_spaces,
    no_problems,
    run_tingent,
    solo,
    solo_fresh,
    space_index,
    stack_tingent_deck,
    tingent,
)

# yellow: the regular crew member by coral; brown: the captain by coral or flower; no gear
SPLIT = a_card("yellow", move="crew", habitats=["coral"], red_gear=False)
# yellow: the regular crew member by fruit, nothing else, a red gear
GEAR = a_card("yellow", move="crew", habitats=["fruit"], actions=[], red_gear=True)
# yellow: the captain by mushroom (its card and egg icons), no gear
NO_GEAR = a_card("yellow", move="captain", red_gear=False)


def test_the_cards_picked_for_these_tests_look_as_expected():
    from tests.wondrous.solo_helpers import tingent_cards

    cards = {c.number: c for c in tingent_cards()}
    assert cards[SPLIT].brown.move == "captain"
    assert cards[GEAR].red_gear and not cards[NO_GEAR].red_gear


def test_tingent_draws_the_top_card_onto_the_drawn_pile():
    _game, ctx = solo_fresh()
    stack_tingent_deck(ctx, NO_GEAR, GEAR)
    before = list(solo(ctx).deck)
    run_tingent(ctx)
    assert solo(ctx).drawn == [NO_GEAR]
    assert solo(ctx).deck == before[:-1]
    run_tingent(ctx)
    assert solo(ctx).drawn == [NO_GEAR, GEAR]  # the newest on top (last)
    no_problems(ctx)


def test_the_yellow_area_is_used_while_the_tracker_is_on_yellow():
    _game, ctx = solo_fresh()
    stack_tingent_deck(ctx, SPLIT)
    run_tingent(ctx)
    crew = tingent(ctx).crew
    assert crew[1] is not None  # yellow: the regular crew member moved
    assert crew[0] is None  # the captain (brown) did not
    no_problems(ctx)


def test_the_brown_area_is_used_once_the_cards_are_brown():
    _game, ctx = solo_fresh()
    solo(ctx).brown = True
    solo(ctx).tracker = space_index("wild", lambda s: s.gear == "brown")
    stack_tingent_deck(ctx, SPLIT)
    run_tingent(ctx)
    crew = tingent(ctx).crew
    assert crew[0] is not None and crew[1] is None  # brown: the captain moved
    no_problems(ctx)


def test_no_red_gear_leaves_the_tracker_where_it_is():
    _game, ctx = solo_fresh()
    solo(ctx).tracker = 2
    stack_tingent_deck(ctx, SPLIT)
    run_tingent(ctx)
    assert solo(ctx).tracker == 2


def test_a_red_gear_moves_the_tracker_one_space():
    _game, ctx = solo_fresh()
    assert board_spaces("wild")[1].icon is None
    stack_tingent_deck(ctx, GEAR)
    run_tingent(ctx)
    assert solo(ctx).tracker == 1
    stack_tingent_deck(ctx, GEAR)
    run_tingent(ctx)
    assert solo(ctx).tracker == 2
    no_problems(ctx)


def test_the_icon_of_the_space_reached_is_applied_at_once():
    _game, ctx = solo_fresh()
    single = space_index("wild", lambda s: s.icon == "single_achievement")
    solo(ctx).tracker = single - 1
    target = solo(ctx).targets["single"]
    stack_tingent_deck(ctx, GEAR)
    run_tingent(ctx)
    assert solo(ctx).tracker == single
    ach = next(a for a in ctx.state.achievements if a.id == target)
    assert 1 in ach.slots  # Tingent's marker on the single-species target
    assert tingent(ctx).trophies == 1
    no_problems(ctx)


def test_the_icon_is_applied_after_the_cards_own_icons():
    """Step 3 comes after step 2: the card's move happens before the track icon."""
    game, ctx = solo_fresh()
    single = space_index("wild", lambda s: s.icon == "single_achievement")
    solo(ctx).tracker = single - 1
    stack_tingent_deck(ctx, GEAR)
    start = len(game.events)
    run_tingent(ctx)
    payloads = [e.payload for e in game.events[start:] if e.kind == "tingent"]
    moved = next(i for i, p in enumerate(payloads) if "spot" in p)
    completed = next(i for i, p in enumerate(payloads) if "achievement" in p)
    assert moved < completed


def test_reaching_the_first_brown_space_reshuffles_all_twelve_cards_brown_side_up():
    _game, ctx = solo_fresh()
    first_brown = space_index("wild", lambda s: s.gear == "brown")
    assert board_spaces("wild")[first_brown].icon is None
    s = solo(ctx)
    s.tracker = first_brown - 1
    stack_tingent_deck(ctx, GEAR)
    s.drawn = [n for n in (3, 5, 8) if n != GEAR]  # cards drawn on earlier turns
    s.deck = [n for n in s.deck if n not in s.drawn]
    run_tingent(ctx)
    assert s.brown is True
    assert s.tracker == first_brown
    assert s.drawn == []
    assert sorted(s.deck) == list(range(1, 13))  # the card just used is shuffled in too
    no_problems(ctx)


def test_after_brown_the_next_turn_uses_the_brown_area():
    _game, ctx = solo_fresh()
    first_brown = space_index("wild", lambda s: s.gear == "brown")
    solo(ctx).tracker = first_brown - 1
    stack_tingent_deck(ctx, GEAR)
    run_tingent(ctx)
    assert tingent(ctx).crew[1] is not None and tingent(ctx).crew[0] is None
    stack_tingent_deck(ctx, SPLIT)  # brown area: the captain
    run_tingent(ctx)
    assert tingent(ctx).crew[0] is not None
    assert solo(ctx).drawn == [SPLIT]
    no_problems(ctx)


def test_later_brown_spaces_do_not_reshuffle_again():
    _game, ctx = solo_fresh()
    first_brown = space_index("wild", lambda s: s.gear == "brown")
    s = solo(ctx)
    s.brown = True
    s.tracker = first_brown
    stack_tingent_deck(ctx, GEAR)
    s.drawn = [n for n in (3, 5) if n != GEAR]
    s.deck = [n for n in s.deck if n not in s.drawn]
    run_tingent(ctx)
    assert s.tracker == first_brown + 1
    assert s.drawn[:-1] == [n for n in (3, 5) if n != GEAR] and s.drawn[-1] == GEAR
    no_problems(ctx)


def test_an_empty_deck_is_reshuffled_from_the_drawn_pile():
    _game, ctx = solo_fresh()
    s = solo(ctx)
    s.drawn = s.deck + s.drawn
    s.deck = []
    run_tingent(ctx)  # on an empty map every card finds a place: one card drawn
    assert len(s.drawn) == 1 and len(s.deck) == 11
    assert sorted(s.deck + s.drawn) == list(range(1, 13))
    no_problems(ctx)


def test_the_tracker_stays_on_its_last_space():
    _game, ctx = solo_fresh()
    last = len(board_spaces("wild")) - 1
    s = solo(ctx)
    s.brown = True
    s.tracker = last
    stack_tingent_deck(ctx, a_card("brown", red_gear=True))
    before = (tingent(ctx).trophies, len(ctx.state.tiles), ctx.state.time_pos)
    run_tingent(ctx)
    assert s.tracker == last
    # the last space's icon is not used again (the rulebook says nothing of repeating it)
    assert (tingent(ctx).trophies, len(ctx.state.tiles), ctx.state.time_pos) == before
    no_problems(ctx)


def test_tingent_plays_its_turn_by_itself_after_the_player():
    game, ctx = solo_fresh()
    quick_turn(game)
    play(game, then=first, until=lambda g: g.prompt.kind != "tingent-spot")
    assert game.prompt is not None
    assert game.prompt.kind == "turn" and game.prompt.seat == PLAYER
    s = game.state.solo
    assert s is not None and len(s.drawn) >= 1
    assert ctx.state.turn == 3  # the player's turn, Tingent's turn, the player's again
    assert any(c is not None for c in game.state.players[1].crew)
    no_problems(ctx)


@pytest.mark.parametrize("level", ["lazy", "easygoing", "wild", "terrifying"])
def test_every_level_turns_brown_on_its_first_brown_space(level):
    _game, ctx = solo_fresh(level)
    first_brown = space_index(level, lambda s: s.gear == "brown")
    s = solo(ctx)
    s.tracker = first_brown - 1
    stack_tingent_deck(ctx, GEAR)
    markers = len(tingent(ctx).markers)
    run_tingent(ctx)
    assert s.tracker == first_brown and s.brown is True
    assert s.drawn == [] and sorted(s.deck) == list(range(1, 13))
    if board_spaces(level)[first_brown].icon == "multi_achievement":  # its icon too
        assert len(tingent(ctx).markers) == markers - 1
    no_problems(ctx)
