"""End of the Game Conditions, Score Calculations and Deciding the Winner (Solo Mode)."""

from __future__ import annotations

from functools import partial

import pytest

from engine.core.testing import play
from engine.wondrous import flow, scoring
from engine.wondrous.state import Egg
from tests.wondrous import builder
from tests.wondrous.engine_helpers import move_card, rules
from tests.wondrous.rule_helpers import (
    at_turn_prompt,
    not_back,
    option_ids,
    quick_turn,
    restart_turn,
    set_trophies_left,
)
from tests.wondrous.solo_helpers import (
    PLAYER,
    TINGENT,
    a_card,
    creatures,
    no_problems,
    solo,
    solo_started,
    space_index,
    species_of,
    stack_tingent_deck,
    tingent,
)

ACHIEVEMENTS = ("main-1", "main-2", "main-3", "multi-dragon-reptile", "multi-insect-bird",
                "single-fish", "single-bird")
GEAR = a_card("yellow", move="crew", habitats=["fruit"], actions=[], red_gear=True)
TARGETS = {"main": "main-1", "multi": "multi-dragon-reptile", "single": "single-fish"}


#: a fresh solo game with known achievements, the tokens on the left-most of each
table = partial(builder.table, solo_level="wild", achievements=ACHIEVEMENTS,
                tingent_targets=TARGETS)


def answer_until_turn(game, prefer=("vp",)):
    """Answer every question with a preferred id if offered, else the first option that is
    not "back"."""
    def preferred(prompt):
        ids = option_ids(prompt)
        return next((i for i in prefer if i in ids), None) or not_back(prompt)

    play(game, then=preferred, until=at_turn_prompt)


# ---------------------------------------------------------------- the end


def test_end_of_turn_the_player_took_the_last_trophy_tingent_plays_once_more():
    _game, ctx = table()
    s = ctx.state
    set_trophies_left(ctx, 0)
    s.trophies_gone = True
    s.current = PLAYER
    flow.end_of_turn(ctx)
    assert s.phase == "play" and s.current == TINGENT
    flow.end_of_turn(ctx)
    assert s.phase == "over"


def test_end_of_turn_tingent_took_the_last_trophy_the_game_is_over():
    _game, ctx = table()
    s = ctx.state
    set_trophies_left(ctx, 0)
    s.trophies_gone = True
    s.current = TINGENT
    flow.end_of_turn(ctx)
    assert s.phase == "over"


def test_the_player_takes_the_last_trophy_then_tingent_plays_its_last_turn():
    game, ctx = table()
    set_trophies_left(ctx, 1)
    fish = creatures(ctx, lambda n: species_of(ctx, n) == ("fish",)
                     and ctx.card(n).type == "instant")[:3]
    for n in fish:
        move_card(ctx, n, PLAYER, "reserve")
    restart_turn(game)
    game.choose("achieve")
    game.choose("ach:single-fish:1")
    answer_until_turn(game)
    assert ctx.p(PLAYER).trophies == 1 and ctx.state.trophies == 0
    drawn = len(solo(ctx).drawn)
    game.choose("end-turn")
    answer_until_turn(game, prefer=())  # a tie question in Tingent's turn, if any
    assert game.is_over and ctx.state.phase == "over"
    assert len(solo(ctx).drawn) == drawn + 1  # Tingent played exactly one more turn
    assert ctx.state.turn == 2
    result = game.result()
    assert result is not None and result.problems() == []
    no_problems(ctx)


def test_tingent_takes_the_last_trophy_and_the_game_is_over_at_once():
    game, ctx = table()
    set_trophies_left(ctx, 1)
    where = space_index("wild", lambda s: s.icon == "single_achievement")
    solo(ctx).tracker = where - 1
    stack_tingent_deck(ctx, GEAR)
    restart_turn(game)
    quick_turn(game)
    answer_until_turn(game, prefer=())
    assert tingent(ctx).trophies == 1 and ctx.state.trophies == 0
    assert game.is_over and game.prompt is None  # no turn for the player after it
    assert ctx.state.current == TINGENT
    no_problems(ctx)


def test_tingent_removing_the_last_trophy_from_the_time_track_also_ends_at_once():
    game, ctx = table()
    set_trophies_left(ctx, 1)
    remove = next(s.index for s in ctx.track.spaces if "remove_trophy" in s.icons)
    ctx.state.time_pos = remove - 1
    where = space_index("wild", lambda s: s.icon == "advance_time")
    solo(ctx).tracker = where - 1
    solo(ctx).brown = where >= space_index("wild", lambda s: s.gear == "brown")
    stack_tingent_deck(ctx, a_card("brown" if solo(ctx).brown else "yellow", red_gear=True))
    restart_turn(game)
    quick_turn(game)
    answer_until_turn(game, prefer=())
    assert ctx.state.trophies == 0 and tingent(ctx).trophies == 0
    assert game.is_over


def test_the_game_goes_on_while_trophies_are_left():
    _game, ctx = table()
    s = ctx.state
    s.current = TINGENT
    flow.end_of_turn(ctx)
    assert s.phase == "play" and s.current == PLAYER and s.final_turns is None


# ---------------------------------------------------------------- Tingent's score


def _score_setup(ctx):
    t = tingent(ctx)
    end = creatures(ctx, lambda n: ctx.card(n).type == "end")[:2]
    others = creatures(ctx, lambda n: ctx.card(n).type == "instant"
                       and ctx.card(n).ending_score >= 2)[:3]
    for n in (*end, *others):
        move_card(ctx, n, TINGENT, "reserve")
    down = [ctx.state.deck.pop() for _ in range(4)]
    solo(ctx).face_down.extend(down)
    ach = {a.id: a for a in ctx.state.achievements}
    ach["main-1"].slots[0] = TINGENT  # 15
    ach["single-fish"].slots[1] = TINGENT  # 6
    for a in ("main-1", "single-fish"):
        t.achievements.append(a)
        t.markers.pop()
    t.trophies = 2
    ctx.state.trophies -= 2
    for species in ("fish", "bird", "bird"):
        ctx.state.supply_eggs[species] -= 1
        t.eggs.append(Egg(species))
    t.score = 11
    card_scores = sum(ctx.card(n).ending_score for n in (*end, *others))
    return card_scores


@pytest.mark.parametrize(("level", "per_card"), [("lazy", 1), ("easygoing", 2), ("wild", 3),
                                                 ("terrifying", 3)])
def test_tingents_score_in_the_rulebooks_order(level, per_card):
    _game, ctx = table(solo_level=level)
    card_scores = _score_setup(ctx)
    parts = scoring.breakdown(ctx, tingent(ctx))
    assert parts == {
        "during the game": 11,
        "end cards": 5 * 2,  # 5 VP per face-up end card, its ability not used
        "card scores": card_scores,
        "achievements": 15 + 6,
        "trophies": 3 * 2,
        "eggs": 3,
        "face-down cards": per_card * 4,
    }
    result = rules().result(ctx.state)
    mine = next(s for s in result.scores if s.seat == TINGENT)
    assert mine.total == sum(parts.values())
    assert result.problems() == []
    no_problems(ctx)


def test_an_end_card_is_worth_five_whatever_its_ability_would_give():
    _game, ctx = table()
    end = creatures(ctx, lambda n: ctx.card(n).type == "end")[0]
    move_card(ctx, end, TINGENT, "reserve")
    parts = scoring.breakdown(ctx, tingent(ctx))
    assert parts["end cards"] == 5
    assert parts["card scores"] == ctx.card(end).ending_score


def _tied(ctx, player_trophies, tingent_trophies):
    me, t = ctx.p(PLAYER), tingent(ctx)
    ctx.state.trophies -= player_trophies + tingent_trophies
    me.trophies, t.trophies = player_trophies, tingent_trophies
    mine = sum(scoring.breakdown(ctx, me).values())
    theirs = sum(scoring.breakdown(ctx, t).values())
    t.score += mine - theirs  # the same total
    return scoring.result(ctx)


def test_a_tie_goes_to_more_trophies_the_player():
    _game, ctx = table()
    result = _tied(ctx, 2, 1)
    totals = {s.seat: s.total for s in result.scores}
    assert totals[PLAYER] == totals[TINGENT]
    assert result.winner == PLAYER and result.decided_by == "trophies"


def test_a_tie_goes_to_more_trophies_tingent():
    _game, ctx = table()
    result = _tied(ctx, 1, 3)
    assert result.winner == TINGENT and result.decided_by == "trophies"


def test_a_tie_with_as_many_trophies_goes_to_tingent():
    _game, ctx = table()
    ctx.p(PLAYER).resources = {"fruit": 7, "coral": 7, "flower": 7, "mushroom": 7}
    result = _tied(ctx, 2, 2)
    assert result.winner == TINGENT and not result.tie
    # settled by the last tie-break (Tingent), not by the score, the trophies or a share
    assert result.decided_by not in ("score", "trophies", "shared")


def test_the_higher_score_wins_whatever_the_trophies():
    _game, ctx = solo_started()
    me = ctx.p(PLAYER)
    me.score = 40
    tingent(ctx).trophies = 3
    ctx.state.trophies -= 3
    result = scoring.result(ctx)
    assert result.winner == PLAYER and result.decided_by == "score"
