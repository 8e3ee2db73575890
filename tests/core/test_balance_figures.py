"""The figures of a balance run: spreads, seat win rates, what was taken and the automa."""

from __future__ import annotations

from engine.core.agents import GameSummary
from engine.core.balance_figures import (
    automa_figures,
    balance_data,
    score_spreads,
    seat_results,
    spread,
    taken_figures,
)
from engine.core.balance_runs import GameTally


def _game(totals: list[int], winner: int | None, agents: list[str] | None = None,
          took: list[dict[str, list[str]]] | None = None,
          pool: dict[str, list[str]] | None = None, turns: int = 10) -> GameSummary:
    scores = [{"seat": seat, "name": f"P{seat}", "total": total,
               "breakdown": {"cards": total - 1, "bonus": 1}}
              for seat, total in enumerate(totals)]
    summary = GameSummary(seed=1, players=len(totals), turns=turns, scores=scores,
                          winner=winner, tie=winner is None,
                          agents=agents or ["normal"] * len(totals))
    summary.tally = GameTally(took or [{} for _ in totals], turns // len(totals), pool or {})
    return summary


def test_spread_gives_the_quartiles_as_medians_of_the_halves() -> None:
    figures = spread([1, 2, 3, 4, 5, 6, 7, 8, 9])
    assert figures == {"count": 9, "mean": 5.0, "stdev": 2.58, "min": 1, "q1": 2.5,
                       "median": 5.0, "q3": 7.5, "max": 9}
    assert spread([4])["q1"] == spread([4])["q3"] == 4.0
    assert spread([])["count"] == 0


def test_seat_win_rates_count_sole_wins_and_shared_first_places_apart() -> None:
    games = [_game([10, 5], 0), _game([10, 12], 1), _game([9, 4], 0), _game([7, 7], None)]
    assert seat_results(games) == [
        {"seat": 0, "games": 4, "wins": 2, "ties": 1, "win_rate": 0.5},
        {"seat": 1, "games": 4, "wins": 1, "ties": 1, "win_rate": 0.25},
    ]


def test_an_automa_seat_is_no_players_seat_and_has_its_own_figures() -> None:
    lost = _game([30, 40], 1, agents=["normal", ""])
    won = _game([50, 40], 0, agents=["normal", ""])
    assert seat_results([lost, won]) == [{"seat": 0, "games": 2, "wins": 1, "ties": 0,
                                          "win_rate": 0.5}]
    assert score_spreads([lost, won])["total"]["mean"] == 40.0  # the player's only
    assert automa_figures([("wild", lost), ("wild", won), ("lazy", won)]) == {
        "wild": {"games": 2, "automa_wins": 1, "automa_win_rate": 0.5,
                 "player_mean_score": 40.0, "automa_mean_score": 40.0},
        "lazy": {"games": 1, "automa_wins": 0, "automa_win_rate": 0.0,
                 "player_mean_score": 50.0, "automa_mean_score": 40.0},
    }


def test_what_was_taken_counts_takers_their_wins_and_scores_and_what_no_one_took() -> None:
    pool = {"card": ["Ant", "Bee", "Cat"]}
    games = [
        _game([20, 10], 0, took=[{"card": ["Ant", "Ant"]}, {"card": ["Bee"]}], pool=pool),
        _game([5, 15], 1, took=[{"card": ["Bee"]}, {"card": ["Ant"]}], pool=pool),
        _game([8, 6], 0, took=[{"card": []}, {"card": ["Bee"]}], pool=pool),
    ]
    cards = taken_figures(games)["card"]
    assert list(cards) == ["Ant", "Bee", "Cat"]
    # Ant: taken twice (twice by one seat counts once), both takers won, 20 and 15 points
    assert cards["Ant"] == {"taken": 2, "seats": 6, "wins": 2, "take_rate": 0.3333,
                            "win_rate": 1.0, "mean_score": 17.5}
    assert cards["Bee"] == {"taken": 3, "seats": 6, "wins": 0, "take_rate": 0.5,
                            "win_rate": 0.0, "mean_score": 7.0}
    assert cards["Cat"]["taken"] == 0 and cards["Cat"]["seats"] == 6


def test_a_kind_without_a_pool_counts_the_seats_of_the_games_it_was_taken_in() -> None:
    games = [_game([3, 1], 0, took=[{"skill": ["run"]}, {}]), _game([1, 2], 1)]
    assert taken_figures(games)["skill"]["run"]["seats"] == 2


def test_the_json_keeps_its_keys_in_order() -> None:
    data = balance_data([("", _game([3, 1], 0), {"normal": [1.0, 3.0]})], ["normal", "normal"])
    assert list(data) == ["games", "errors", "agents", "seats", "length", "scores", "taken",
                          "automa", "agent_results", "decision_ms"]
    assert list(data["length"]) == ["turns", "rounds"]
    assert list(data["scores"]) == ["total", "categories"]
    assert list(data["scores"]["categories"]) == ["cards", "bonus"]
    assert data["length"]["rounds"]["mean"] == 5.0
