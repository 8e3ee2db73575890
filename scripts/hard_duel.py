"""Try a shape of the `hard` bot against `normal` with the clock off, so the figures do not
depend on how busy the machine is: each seed is played once per seat of `hard` (the others
`normal`), and the wins, mean scores and decision times are printed.

    .venv/bin/python scripts/hard_duel.py GAME GAMES SEED [FIELD=VALUE ...]

GAME is wondrous, winterfall or cryptic; each FIELD=VALUE replaces one field of the game's
`hard` SearchStyle (`nested=0`, `wide=8`, `worlds=4`, ...), and `look.FIELD=VALUE` one of
the normal Style its lines follow (`look.rival_weight=1.0`, for `hard` only); `timed=True`
plays with the clock on (1 s a decision); `players=N` sets the seats (2 unless given).
A design chosen here is then measured timed with `sim --think`."""

from __future__ import annotations

import dataclasses
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from engine.core.agents import Agent, play_one
from engine.core.search import SearchAgent


def _value(text: str) -> Any:
    if text in ("True", "False"):
        return text == "True"
    try:
        return int(text)
    except ValueError:
        return float(text)


def _game(name: str, players: int) -> tuple[Any, Callable[[int], Any], Any, Any, Any]:
    """The rules, the config by seed, the hard style, the normal style, the evaluation and
    the agent makers of game `name`."""
    if name == "cryptic":
        from engine.cryptic import bots as cryptic
        from engine.cryptic.rules import CrypticRules
        from tests.cryptic.bot_helpers import mode_config

        return (CrypticRules(), lambda seed: mode_config(players, (), False, seed),
                cryptic, cryptic.evaluation, cryptic.AGENTS)
    from engine.wondrous import bots as wondrous
    from tests.wondrous.bot_helpers import RULES, config

    winterfall = name == "winterfall"
    return (RULES, lambda seed: config(players, winterfall, None, {}, seed), wondrous,
            wondrous.judge, wondrous.AGENTS)


def styles(bots: Any, fields: dict[str, str]) -> tuple[Any, Any]:
    """`hard`'s SearchStyle (untimed unless told) and the normal Style its lines follow,
    with the FIELD=VALUE and look.FIELD=VALUE replacements of `fields`."""
    given = {"timed": False} | {key: _value(text) for key, text in fields.items()
                                if not key.startswith("look.")}
    look = dataclasses.replace(bots.STYLES["normal"], **{
        key.removeprefix("look."): _value(text) for key, text in fields.items()
        if key.startswith("look.")})
    return dataclasses.replace(bots.SEARCH_STYLES["hard"], **given), look


def main() -> None:
    name, games, first = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    fields = dict(arg.split("=", 1) for arg in sys.argv[4:])
    players = int(fields.pop("players", "2"))
    rules, make, bots, evaluation, agents = _game(name, players)
    style, look = styles(bots, fields)
    wins, mine, theirs, times = 0, [], [], []
    started = time.perf_counter()
    for seed in range(first, first + games):
        for seat in range(players):
            def maker(at: int, game_seed: int, hard: int = seat) -> Agent:
                if at == hard:
                    return SearchAgent("hard", game_seed * 59 + at, evaluation(), style,
                                       look)
                made: Agent = agents["normal"](at, game_seed)
                return made

            timings: dict[str, list[float]] = {}
            summary = play_one(rules, make(seed), maker, timings=timings)
            if summary.error:
                raise SystemExit(f"seed {seed}: {summary.error}")
            totals = {score["seat"]: score["total"] for score in summary.scores}
            wins += summary.winner == seat and not summary.tie
            mine.append(totals[seat])
            theirs.append(statistics.mean(v for s, v in totals.items() if s != seat))
            times += timings.get("hard", [])
            print(f"seed {seed}, hard in seat {seat}: {[totals[s] for s in sorted(totals)]}",
                  flush=True)
    times.sort()
    print(f"{name} {fields}: hard won {wins} of {len(mine)}, mean {statistics.mean(mine):.1f} "
          f"to {statistics.mean(theirs):.1f}; decision ms median {times[len(times) // 2]:.0f}, "
          f"p95 {times[int(0.95 * len(times))]:.0f}, max {times[-1]:.0f}; "
          f"{time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
