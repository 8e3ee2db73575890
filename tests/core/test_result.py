"""Final results: totals add up, and `rank` settles ties by tie-breaks, then shares them."""

from __future__ import annotations

import pytest

from engine.core import Game, RandomAgent, Result, Rng, SeatScore, play_out, rank
from tests.tinygame.rules import PebbleRules, PebbleState, Player, config


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_played_games_have_totals_that_add_up(players: int) -> None:
    for seed in range(1, 11):
        game = Game(PebbleRules(), config(players=players, seed=seed))
        play_out(game, {seat: RandomAgent(seed * 7 + seat) for seat in range(players)})
        result = game.result()
        assert result is not None
        assert result.problems() == []
        assert result.end_reason == "rounds played"
        assert [s.seat for s in result.scores] == list(range(players))
        for score in result.scores:
            assert set(score.breakdown) == {"pebbles", "dice"}
            assert score.total == sum(score.breakdown.values())
        best = max(s.total for s in result.scores)
        assert all(result.scores[w].total == best for w in result.winners)
        assert (result.winner is None) == result.tie
        data = result.to_data()
        assert [s["total"] for s in data["scores"]] == [s.total for s in result.scores]


def score(seat: int, total: int, *tiebreak: int) -> SeatScore:
    return SeatScore(seat, f"P{seat}", total, {"points": total}, tuple(tiebreak))


def test_the_highest_total_wins_by_score() -> None:
    result = rank([score(0, 10, 0), score(1, 12, 0), score(2, 3, 9)], ("hand",), "end")
    assert (result.winner, result.tie, result.decided_by, result.winners) == (
        1,
        False,
        "score",
        (1,),
    )
    assert result.end_reason == "end"


def test_a_tie_goes_to_the_first_tiebreak() -> None:
    scores = [score(0, 10, 2, 9), score(1, 10, 3, 0), score(2, 8, 7, 7)]
    result = rank(scores, ("eggs", "cards"), "end")
    assert (result.winner, result.tie, result.decided_by) == (1, False, "eggs")


def test_a_tie_on_the_first_tiebreak_goes_to_the_second() -> None:
    # seat 2 has the best first tie-break but is not among the leaders on total
    scores = [score(0, 10, 3, 1), score(1, 10, 3, 4), score(2, 9, 9, 9), score(3, 10, 2, 9)]
    result = rank(scores, ("eggs", "cards"), "end")
    assert (result.winner, result.tie, result.decided_by, result.winners) == (
        1,
        False,
        "cards",
        (1,),
    )


def test_a_tie_no_tiebreak_settles_is_shared() -> None:
    scores = [score(0, 10, 3, 1), score(1, 4, 5, 5), score(2, 10, 3, 1)]
    result = rank(scores, ("eggs", "cards"), "end")
    assert (result.winner, result.tie, result.decided_by) == (None, True, "shared")
    assert result.winners == (0, 2)
    assert result.problems() == []


def test_result_problems_catch_bad_totals_and_tie_flags() -> None:
    bad_total = SeatScore(0, "A", 11, {"a": 5, "b": 5})
    result = Result((bad_total,), 0, False, "score", "end", (0,))
    assert result.problems() == ["seat 0: total 11 is not the sum of its breakdown"]
    inconsistent = Result((score(0, 1),), None, False, "score", "end")
    assert result.problems() != [] and inconsistent.problems() == [
        "a result is a tie exactly when it has no single winner"
    ]


def pebble_state(*players: tuple[int, int, list[int]]) -> PebbleState:
    return PebbleState(
        rng=Rng(1),
        names=[f"P{i}" for i in range(len(players))],
        bag=[],
        players=[Player(hand=hand, played=played, dice=dice) for played, dice, hand in players],
        rounds=1,
        over=True,
    )


def test_pebble_dice_ties_go_to_more_pebbles_in_hand_then_are_shared() -> None:
    rules = PebbleRules()
    # 9 + 1 = 10 with two pebbles left beats 12 - 2 = 10 with one
    result = rules.result(pebble_state((9, 1, [1, 2]), (12, -2, [3]), (4, 0, [1, 1, 1])))
    assert (result.winner, result.decided_by) == (0, "pebbles in hand")
    assert result.scores[1].breakdown == {"pebbles": 12, "dice": -2}
    shared = rules.result(pebble_state((9, 1, [1]), (12, -2, [3])))
    assert (shared.winner, shared.tie, shared.decided_by, shared.winners) == (
        None,
        True,
        "shared",
        (0, 1),
    )
