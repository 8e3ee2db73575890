"""Turn structure: one basic action, free actions around it, the end of the turn."""

from __future__ import annotations

import pytest

from engine.core import IllegalChoice
from engine.wondrous.effects.common import sweep_take_wilderness
from engine.wondrous.flow import end_of_turn
from engine.wondrous.place import legal_spots
from engine.wondrous.registry import Source
from engine.wondrous.time_track import advance
from tests.wondrous.engine_helpers import move_card, run_step
from tests.wondrous.rule_helpers import (
    choose,
    events_of,
    fresh,
    lay_egg,
    ok,
    option_ids,
    put_tile,
    quick_turn,
    restart_turn,
    spot,
)


def test_end_turn_is_refused_until_a_basic_action_is_taken():
    game, _ctx = fresh()
    prompt = game.prompt
    assert prompt.kind == "turn" and prompt.seat == 0
    end = prompt.option("end-turn")
    assert not end.enabled and "basic action" in end.reason
    with pytest.raises(IllegalChoice):
        game.choose("end-turn")
    assert "pass" not in option_ids(prompt, enabled_only=False)  # a basic action is possible
    ok(game)


def test_exactly_one_basic_action_per_turn():
    game, _ctx = fresh()
    prompt = choose(game, "place", "member:1", spot((0, 6), (1, 5)))  # plains, no habitat
    assert prompt.kind == "turn" and prompt.seat == 0
    for action in ("place", "play", "achieve", "recharge"):
        option = prompt.option(action)
        assert not option.enabled and "one basic action per turn" in option.reason
    assert prompt.option("end-turn").enabled
    game.choose("end-turn")
    assert game.prompt.seat == 1 and game.prompt.kind == "turn"
    ok(game)


def test_backing_out_of_an_action_does_not_use_up_the_turn():
    game, _ctx = fresh()
    prompt = choose(game, "place", "back")
    assert prompt.kind == "turn" and prompt.option("place").enabled
    assert not prompt.option("end-turn").enabled


def test_free_actions_before_and_after_the_basic_action():
    game, ctx = fresh()
    p = ctx.p(0)
    p.crew[2] = ((0, 5), (1, 4))  # a crew member already out from an earlier turn
    lay_egg(ctx, (0, 6), "fish")
    lay_egg(ctx, (2, 5), "bird")
    p.nets += 1
    ctx.state.nets_supply -= 1
    restart_turn(game)
    prompt = choose(game, "net", "net-egg:0,6")  # before the basic action
    assert prompt.kind == "turn" and not prompt.option("end-turn").enabled
    prompt = choose(game, "place", "member:1", spot((2, 0), (3, 0)))
    while prompt.kind != "turn":
        prompt = choose(game, prompt.enabled[0].id)
    prompt = choose(game, "net", "net-egg:2,5", "wild:0")  # after it (slot 2: a card)
    assert [e.species for e in p.eggs] == ["fish", "bird"] and p.nets == 0
    assert prompt.option("end-turn").enabled
    game.choose("end-turn")
    ok(game)


def test_the_wilderness_is_refilled_only_when_the_turn_ends():
    game, ctx = fresh()
    s = ctx.state
    move_card(ctx, 15, 0, "wild:0")  # a coral card for the coral habitat at 0,4
    deck_top = s.deck[-1]
    prompt = choose(game, "place", "member:1", spot((0, 5), (0, 6)), "card:0,4:0")
    assert prompt.kind == "turn" and s.wilderness[0] is None
    assert 15 in ctx.p(0).hand
    game.choose("end-turn")
    assert s.wilderness[0] == deck_top and None not in s.wilderness
    ok(game)


def test_an_empty_deck_is_rebuilt_from_the_shuffled_discard_pile():
    game, ctx = fresh()
    s = ctx.state
    s.discard.extend(s.deck)
    s.deck.clear()
    for slot in (2, 3):
        s.discard.append(s.wilderness[slot])
        s.wilderness[slot] = None
    before = len(s.discard)
    end_of_turn(ctx)
    assert None not in s.wilderness
    assert s.discard == [] and len(s.deck) == before - 2
    assert any(e.kind == "reshuffle" for e in game.events)
    ok(ctx)


def test_the_nighthief_sweep_example_four_cards_left():
    """Four cards are left (slots 4 and 5 empty); sweeping the right side discards the two
    left there, deals three new ones, then one is taken; the turn's end fills the rest."""
    _game, ctx = fresh()
    s = ctx.state
    s.discard.append(s.wilderness[4])
    s.discard.append(s.wilderness[5])
    s.wilderness[4] = s.wilderness[5] = None
    thrown = s.wilderness[3]
    left_side = s.wilderness[:3]
    top3 = s.deck[-3:]
    step = sweep_take_wilderness(ctx, 0, {"take": 1}, Source("card", 45))
    _, prompts = run_step(ctx, step, ["right", "wild:0"])
    assert [p.kind for p in prompts] == ["sweep", "take-wilderness"]
    assert thrown in s.discard
    assert s.wilderness[3:] == list(reversed(top3))
    assert s.wilderness[0] is None and left_side[0] in ctx.p(0).hand
    assert len([n for n in s.wilderness if n is not None]) == 5
    end_of_turn(ctx)
    assert None not in s.wilderness
    ok(ctx)


def test_players_take_turns_in_order():
    game, _ctx = fresh(3)
    seats = []
    for _ in range(4):
        seats.append(game.prompt.seat)
        quick_turn(game)
    assert seats == [0, 1, 2, 0]
    assert len(events_of(game, "place")) == 4
    ok(game)


def test_recharging_needs_all_three_crew_members_on_the_map():
    game, ctx = fresh()
    ctx.p(0).crew = [((0, 2), (0, 3)), ((2, 0), (3, 0)), None]
    prompt = restart_turn(game)
    assert not prompt.option("recharge").enabled
    assert "three" in prompt.option("recharge").reason


def test_a_recharge_brings_the_crew_home_moves_time_and_lays_the_tokens_eggs():
    """Side B's star hexes: 4,1 (a crew member on it), 9,5 (an egg already), 1,10 (a lake
    under a tile) and 6,5 (an open lake): only the open lake gets a new egg."""
    game, ctx = fresh(3)
    s = ctx.state
    p = ctx.p(0)
    space = min(s.time_tokens)
    star = next(i for i, m in s.time_tokens.items() if m == "star")
    s.time_tokens[space], s.time_tokens[star] = "star", s.time_tokens[space]
    s.time_pos = space - 1
    stars = {(4, 1), (9, 5), (1, 10), (6, 5)}
    ctx.p(1).crew[1] = next(sp for sp, _ in legal_spots(ctx, 1, 1) if (4, 1) in sp)
    lay_egg(ctx, (9, 5), "dragon")
    put_tile(ctx, (1, 10), s.tile_stack[0])
    for member in range(3):
        p.crew[member] = next(
            sp for sp, _ in legal_spots(ctx, 0, member) if not set(sp) & stars
        )
    for n in s.deck[:3]:
        move_card(ctx, n, 0, "hand")  # seven cards in hand
    pouch = len(s.pouch)
    restart_turn(game)
    prompt = choose(game, "recharge")
    kinds = []
    while prompt.kind != "turn":
        kinds.append(prompt.kind)
        prompt = choose(game, prompt.enabled[0].id)
    assert kinds == ["hand-limit", "hand-limit"] and len(p.hand) == 5
    assert p.crew == [None, None, None]
    assert s.time_pos == space and space not in s.time_tokens
    assert s.map_eggs[(9, 5)] == "dragon"
    assert (4, 1) not in s.map_eggs and (1, 10) not in s.map_eggs
    assert (6, 5) in s.map_eggs and len(s.pouch) == pouch - 1
    ok(game)


def test_only_the_recharging_player_gets_the_time_tracks_net():
    game, ctx = fresh()
    s = ctx.state
    space = next(sp.index for sp in ctx.track.spaces if sp.icons == ["net"])
    s.time_pos = space - 1
    s.time_tokens.pop(space, None)
    ctx.p(0).crew = [((0, 5), (0, 6)), ((2, 0), (3, 0)), ((6, 0), (6, 1))]
    restart_turn(game)
    choose(game, "recharge")
    assert ctx.p(0).nets == 2 and ctx.p(1).nets == 1
    ok(game)


def test_a_full_sweep_on_the_time_track_replaces_the_whole_wilderness():
    _game, ctx = fresh()
    s = ctx.state
    space = next(sp.index for sp in ctx.track.spaces if sp.icons == ["full_sweep"])
    s.time_pos = space - 1
    s.time_tokens.pop(space, None)
    old = list(s.wilderness)
    top = list(reversed(s.deck[-6:]))
    run_step(ctx, advance(ctx, 0))
    assert s.wilderness == top and s.discard[-6:] == old
    ok(ctx)
