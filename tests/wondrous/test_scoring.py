"""The end of the game, final scoring in the rulebook's order, and deciding the winner."""

from __future__ import annotations

from itertools import accumulate

from engine.wondrous import scoring
from engine.wondrous.state import AchievementState, Egg
from tests.wondrous.engine_helpers import move_card
from tests.wondrous.rule_helpers import (
    choose,
    events_of,
    fresh,
    ok,
    quick_turn,
    restart_turn,
    set_achievements,
    set_resources,
    set_trophies_left,
)

SUNARROW = 15  # end card: 1 VP per crustacean icon, eggs hatched or not included


def turn_seats(game, since):
    return [e.seat for e in game.events[since:] if e.kind in ("place", "recharge", "play")]


def test_the_last_trophy_ends_the_game_after_everyone_elses_last_turn():
    """The rulebook's A > B > C example: B takes the last trophy, then C and A play once."""
    game, ctx = fresh(3)
    set_achievements(ctx, "main-1", "main-2", "main-3", "multi-mammal-fish",
                     "multi-insect-bird", "single-dragon", "single-reptile")
    set_trophies_left(ctx, 1)
    quick_turn(game)  # A
    for n in (102, 103, 105):  # three dragons for B
        move_card(ctx, n, 1, "reserve")
    restart_turn(game)
    choose(game, "achieve", "ach:single-dragon:1", "marker:three_vp", "vp")
    assert ctx.state.trophies == 0 and ctx.state.trophies_gone
    game.choose("end-turn")
    assert game.prompt.seat == 2
    quick_turn(game)  # C's last turn
    assert game.prompt.seat == 0
    since = len(game.events)
    quick_turn(game)  # A's last turn
    assert game.prompt is None and game.is_over
    assert turn_seats(game, since) == [0]
    assert "trophy" in game.result().end_reason
    assert events_of(game, "end")
    ok(game)


def test_a_time_track_icon_removing_the_last_trophy_also_ends_the_game():
    game, ctx = fresh(2)
    s = ctx.state
    p = ctx.p(0)
    p.crew = [((0, 2), (0, 3)), ((2, 0), (3, 0)), ((6, 0), (6, 1))]
    track = ctx.track
    last_trophy_space = next(sp.index for sp in track.spaces if "remove_trophy" in sp.icons)
    s.time_pos = last_trophy_space - 1
    s.time_tokens.pop(last_trophy_space, None)
    set_trophies_left(ctx, 1)
    restart_turn(game)
    prompt = choose(game, "recharge")
    while prompt.kind != "turn":
        prompt = choose(game, prompt.enabled[0].id)
    assert s.trophies == 0 and s.trophies_gone and p.trophies == 0
    game.choose("end-turn")
    assert game.prompt.seat == 1
    quick_turn(game)  # the other player's last turn
    assert game.is_over
    ok(game)


def test_the_last_time_track_space_repeats_its_icons():
    _game, ctx = fresh(2)
    s = ctx.state
    last = len(ctx.track.spaces) - 1
    s.time_pos = last
    s.time_tokens.pop(last, None)
    from engine.wondrous.time_track import advance
    from tests.wondrous.engine_helpers import run_step

    trophies, nets = s.trophies, ctx.p(0).nets
    run_step(ctx, advance(ctx, 0))
    assert s.time_pos == last and s.trophies == trophies - 1 and ctx.p(0).nets == nets + 1
    ok(ctx)


def scoring_example_position():
    """The rulebook's scoring example on the 2-player side: 27 VP during the game."""
    game, ctx = fresh(2)
    s = ctx.state
    p = ctx.p(0)
    p.score = 27
    for n in list(p.hand):
        p.hand.remove(n)
        s.discard.append(n)
    crustaceans = [1, 2, 3, 4]  # with Sunarrow: 5 crustacean icons on cards
    for n in [SUNARROW, *crustaceans]:
        move_card(ctx, n, 0, "reserve")
    others = [
        n for n in sorted(ctx.cat.creatures)
        if "crustacean" not in ctx.card(n).species
        and ctx.card(n).type not in ("end", "energy")
        and ctx.card(n).ending_score == 2
    ][:9]
    for n in others:
        move_card(ctx, n, 0, "reserve")
    assert len(p.reserve) == 14
    assert sum(ctx.card(c.number).ending_score for c in p.reserve) == 25
    for species, hatched in [("crustacean", False), ("crustacean", False),
                             ("crustacean", True), ("fish", True)]:
        s.supply_eggs[species] -= 1
        p.eggs.append(Egg(species, hatched))
    s.achievements = [
        AchievementState("main-1", [0, None]),  # 15
        AchievementState("main-2", [0, 1]),  # 12
        AchievementState("main-3", [None, None]),
        AchievementState("multi-mammal-fish", [1, 0]),  # 6
        AchievementState("multi-insect-bird", [None, None]),
        AchievementState("single-dragon", [0, None]),  # 12
        AchievementState("single-reptile", [1, 0]),  # 6
    ]
    p.achievements = ["main-1", "main-2", "multi-mammal-fish", "single-dragon", "single-reptile"]
    p.markers = p.markers[:1]
    s.players[1].achievements = ["main-2", "multi-mammal-fish", "single-reptile"]
    s.players[1].markers = s.players[1].markers[:3]
    p.trophies = 5
    s.trophies -= 5
    set_resources(ctx, 0, 2, 4, 0, 0)
    s.nets_supply += p.nets
    p.nets = 0
    return game, ctx


def test_the_scoring_example_27_to_127():
    _game, ctx = scoring_example_position()
    ok(ctx)
    result = scoring.result(ctx)
    mine = result.scores[0]
    assert mine.breakdown == {
        "during the game": 27,
        "end cards": 8,
        "card scores": 25,
        "achievements": 51,
        "trophies": 15,
        "leftovers": 1,
    }
    assert mine.total == 127
    # the score tracker's stops in the example, in the rulebook's order
    assert list(accumulate(mine.breakdown.values())) == [27, 35, 60, 111, 126, 127]
    assert result.problems() == []


def test_final_scoring_categories_follow_the_rulebooks_order():
    assert scoring.CATEGORIES == (
        "during the game", "end cards", "card scores", "achievements", "trophies", "leftovers"
    )
    _game, ctx = scoring_example_position()
    assert tuple(scoring.result(ctx).scores[0].breakdown) == scoring.CATEGORIES


def test_leftovers_count_resources_and_nets_together_one_point_per_four():
    _game, ctx = fresh(2)
    p = ctx.p(0)
    set_resources(ctx, 0, 1, 1, 1, 0)
    assert scoring.breakdown(ctx, p)["leftovers"] == 1  # 3 resources + 1 net
    set_resources(ctx, 0, 6, 1, 0, 0)
    assert scoring.breakdown(ctx, p)["leftovers"] == 2  # 7 + 1


def equal_totals(ctx, trophies=(1, 1), resources=((1, 1, 1, 1), (1, 1, 1, 1)), nets=(1, 1)):
    s = ctx.state
    for seat in (0, 1):
        p = ctx.p(seat)
        p.trophies = trophies[seat]
        s.trophies -= trophies[seat]
        set_resources(ctx, seat, *resources[seat])
        s.nets_supply += p.nets - nets[seat]
        p.nets = nets[seat]
    for seat in (0, 1):
        p = ctx.p(seat)
        p.score = 40 - 3 * p.trophies - (sum(p.resources.values()) + p.nets) // 4


def test_a_tie_goes_to_more_trophies():
    _game, ctx = fresh(2)
    equal_totals(ctx, trophies=(1, 2))
    result = scoring.result(ctx)
    assert result.scores[0].total == result.scores[1].total
    assert result.winner == 1 and result.decided_by == "trophies"
    ok(ctx)


def test_then_to_more_remaining_resources():
    _game, ctx = fresh(2)
    equal_totals(ctx, resources=((2, 1, 1, 1), (1, 1, 1, 1)), nets=(0, 1))
    result = scoring.result(ctx)
    assert result.scores[0].total == result.scores[1].total
    assert result.winner == 0 and result.decided_by == "remaining resources"
    ok(ctx)


def test_otherwise_the_victory_is_shared():
    _game, ctx = fresh(2)
    equal_totals(ctx)
    result = scoring.result(ctx)
    assert result.tie and result.winner is None and result.winners == (0, 1)
    ok(ctx)
