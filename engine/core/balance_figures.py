"""The figures of a balance run, as the plain data `balance --json` prints.

Every figure counts the seats of players only (an automa's seat is not a player: its
results are in `automa`, per level). A win is a sole first place; a shared one is a tie.
Other tools read these keys: keep them and their order (new keys go after them).
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable
from typing import Any

from engine.core.agents import GameSummary, Timings, timing_summary
from engine.core.balance_runs import GameTally, Played
from engine.core.commands import agent_results, errors_of


def spread(values: Iterable[float]) -> dict[str, float]:
    """count, mean, stdev (of the population), min, q1, median, q3, max; all 0 when empty.
    The quartiles are the medians of the lower and upper halves (the middle value out)."""
    ordered = sorted(values)
    if not ordered:
        return dict.fromkeys(("count", "mean", "stdev", "min", "q1", "median", "q3", "max"), 0)
    half = len(ordered) // 2
    lower, upper = ordered[:half] or ordered, ordered[len(ordered) - half:] or ordered
    return {"count": len(ordered), "mean": round(float(statistics.mean(ordered)), 2),
            "stdev": round(statistics.pstdev(ordered), 2), "min": ordered[0],
            "q1": float(statistics.median(lower)), "median": float(statistics.median(ordered)),
            "q3": float(statistics.median(upper)), "max": ordered[-1]}


def rate(part: int, whole: int) -> float:
    return round(part / whole, 4) if whole else 0.0


def player_seats(summary: GameSummary) -> list[int]:
    """The seats of players (an automa's agent name is empty)."""
    return [seat for seat, name in enumerate(summary.agents) if name] or list(
        range(summary.players))


def totals(summary: GameSummary) -> dict[int, int]:
    return {score["seat"]: score["total"] for score in summary.scores}


def outcome(summary: GameSummary, seat: int) -> str:
    """"win", "tie" (a shared first place) or "loss"."""
    if summary.winner == seat:
        return "win"
    points = totals(summary)
    if summary.tie and points.get(seat) == max(points.values(), default=0):
        return "tie"
    return "loss"


def seat_results(good: list[GameSummary]) -> list[dict[str, Any]]:
    """Per seat position: games, wins, ties and the win rate."""
    rows: dict[int, dict[str, Any]] = {}
    for summary in good:
        for seat in player_seats(summary):
            row = rows.setdefault(seat, {"seat": seat, "games": 0, "wins": 0, "ties": 0})
            row["games"] += 1
            result = outcome(summary, seat)
            row["wins"] += result == "win"
            row["ties"] += result == "tie"
    for row in rows.values():
        row["win_rate"] = rate(row["wins"], row["games"])
    return [rows[seat] for seat in sorted(rows)]


def score_spreads(good: list[GameSummary]) -> dict[str, Any]:
    """The players' totals and each scoring category, in the order the games score them."""
    categories: dict[str, list[int]] = {}
    every: list[int] = []
    for summary in good:
        seats = set(player_seats(summary))
        for score in summary.scores:
            if score["seat"] in seats:
                every.append(score["total"])
                for name, points in score["breakdown"].items():
                    categories.setdefault(name, []).append(points)
    return {"total": spread(every),
            "categories": {name: spread(points) for name, points in categories.items()}}


def taken_figures(good: list[GameSummary]) -> dict[str, dict[str, dict[str, Any]]]:
    """Per kind, per name (sorted): how many player seats took it (`taken`) out of the
    seats of the games it was in (`seats`), how many of its takers won, their win rate
    and mean score. A name in a game's pool that no one took shows with 0 (only a kind
    with a pool shows what was never taken)."""
    figures: dict[str, dict[str, dict[str, Any]]] = {}
    for summary in good:
        tally: GameTally | None = summary.tally
        if tally is None:
            continue
        seats = player_seats(summary)
        points = totals(summary)
        for kind, names in _present(tally, seats).items():
            for name in names:
                _row(figures, kind, name)["seats"] += len(seats)
        for seat in seats:
            for kind, took in tally.seats[seat].items():
                for name in set(took):
                    row = _row(figures, kind, name)
                    row["taken"] += 1
                    row["wins"] += outcome(summary, seat) == "win"
                    row["points"] += points.get(seat, 0)
    for rows in figures.values():
        for row in rows.values():
            points = row.pop("points")
            row["take_rate"] = rate(row["taken"], row["seats"])
            row["win_rate"] = rate(row["wins"], row["taken"])
            row["mean_score"] = round(points / row["taken"], 2) if row["taken"] else 0.0
    return {kind: dict(sorted(rows.items())) for kind, rows in sorted(figures.items())}


def _present(tally: GameTally, seats: list[int]) -> dict[str, set[str]]:
    """The names of each kind this game could give: its pool, or (a kind without one)
    those some player took."""
    present = {kind: set(names) for kind, names in tally.pool.items()}
    for seat in seats:
        for kind, names in tally.seats[seat].items():
            if kind not in tally.pool:
                present.setdefault(kind, set()).update(names)
    return present


def _row(figures: dict[str, dict[str, dict[str, Any]]], kind: str, name: str) -> dict[str, Any]:
    return figures.setdefault(kind, {}).setdefault(
        name, {"taken": 0, "seats": 0, "wins": 0, "points": 0})


def automa_figures(played: list[tuple[str, GameSummary]]) -> dict[str, dict[str, Any]]:
    """Per automa level (its name when it has no levels), in the order played: games, the
    automa's wins, its win rate, and the mean scores of the player and of the automa."""
    levels: dict[str, dict[str, Any]] = {}
    for label, summary in played:
        automa = [seat for seat, name in enumerate(summary.agents) if not name]
        if not automa or summary.error:
            continue
        points = totals(summary)
        key = label or next(s["name"] for s in summary.scores if s["seat"] == automa[0])
        row = levels.setdefault(key, {"games": 0, "automa_wins": 0, "player": [],
                                      "automa": []})
        row["games"] += 1
        row["automa_wins"] += summary.winner in automa
        row["player"] += [points.get(seat, 0) for seat in player_seats(summary)]
        row["automa"] += [points.get(seat, 0) for seat in automa]
    return {key: {"games": row["games"], "automa_wins": row["automa_wins"],
                  "automa_win_rate": rate(row["automa_wins"], row["games"]),
                  "player_mean_score": spread(row["player"])["mean"],
                  "automa_mean_score": spread(row["automa"])["mean"]}
            for key, row in levels.items()}


def balance_data(played: list[Played], agents: list[str]) -> dict[str, Any]:
    """`balance --json`."""
    summaries = [summary for _, summary, _ in played]
    good = [summary for summary in summaries if not summary.error]
    timings: Timings = {}
    for _, _, times in played:
        for name, spent in times.items():
            timings.setdefault(name, []).extend(spent)
    return {
        "games": len(summaries),
        "errors": errors_of(summaries),
        "agents": list(agents),
        "seats": seat_results(good),
        "length": {"turns": spread(s.turns for s in good),
                   "rounds": spread(s.tally.rounds for s in good if s.tally is not None)},
        "scores": score_spreads(good),
        "taken": taken_figures(good),
        "automa": automa_figures([(label, summary) for label, summary, _ in played]),
        "agent_results": agent_results(summaries),
        "decision_ms": timing_summary(timings),
    }


__all__ = ["automa_figures", "balance_data", "rate", "score_spreads", "seat_results", "spread",
           "taken_figures"]
