"""Judge the `hard` bot by its decisions, not by whole games: a game's own dice weigh less.

Positions are taken from games of `normal` bots (every seat). At each, `hard` (untimed,
so the same answer on any machine) answers too; where it answers otherwise than `normal`
did, both answers are played on to the game's end by `normal` bots in `ROLLOUTS` futures
(the current turn with the game's own dice, then the dice dealt afresh from the future's
seed, the same seeds for both answers), and the gain is the mean difference of the
deciding seat's margin (its score less the best other's).

    PYTHONPATH=$PWD .venv/bin/python scripts/decision_gain.py GAME GAMES SEED EVERY \
        [rollouts=N] [jobs=N] [cache=FILE] [FIELD=VALUE ...]

Every EVERY-th decision with more than one option worth trying is a position; FIELD=VALUE
replaces a field of `hard`'s SearchStyle as in hard_duel.py (`look.FIELD` one of its normal
Style). Rollouts are kept in the cache file (JSON), keyed by position and answer, so a
second shape pays only for the answers the first did not give. Prints one line a position
and the gains by prompt kind: the mean gain a decision, and over the positions where the
answers differ.

Its futures are played by `normal`, so an answer whose worth needs `hard`'s own later play
scores low: in Cryptic Nature it called `hard`'s Assistant Phase answers worse (-0.37 a
decision), yet leaving those to `normal` won 100 of 200 games against the kept shape's 110.
Use it to find where `hard` differs, and a game run to choose."""

from __future__ import annotations

import json
import math
import statistics
import sys
import time
from collections import defaultdict
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from engine.core.agents import Budget, SeatTable, play_out
from engine.core.game import Game
from engine.core.lookahead import worth_trying
from engine.core.rng import Rng
from engine.core.search import SearchAgent
from scripts.hard_duel import _game, styles

_SETUP: dict[str, Any] = {}


def _setup(name: str, players: int, fields: dict[str, str]) -> None:
    rules, make, bots, evaluation, agents = _game(name, players)
    style, look = styles(bots, fields)
    _SETUP.update(rules=rules, make=make, evaluation=evaluation, agents=agents, look=look,
                  style=style)


def _normal_game(seed: int) -> Game[Any]:
    game: Game[Any] = Game(_SETUP["rules"], _SETUP["make"](seed))
    agents = {seat: _SETUP["agents"]["normal"](seat, seed)
              for seat in range(len(game.config.seats))}
    play_out(game, agents, think=1000)
    return game


def _positions(seed: int, every: int) -> list[tuple[int, int, list[str]]]:
    """(seed, index, choices so far) of every `every`-th decision worth a look."""
    game = _normal_game(seed)
    choices = [choice.option for choice in game.choices]
    replay: Game[Any] = Game(_SETUP["rules"], _SETUP["make"](seed))
    found, counted = [], 0
    for index, option in enumerate(choices):
        prompt = replay.prompt
        assert prompt is not None
        if len(worth_trying(_SETUP["evaluation"](), prompt, replay.state)) > 1:
            counted += 1
            if counted % every == 0:
                found.append((seed, index, choices[: index + 1]))
        replay.choose(option)
    return found


def _margin(game: Game[Any], seat: int) -> float:
    result = game.result() or game.rules.result(game.state)
    totals = {score.seat: score.total for score in result.scores}
    return totals[seat] - max(total for other, total in totals.items() if other != seat)


def _rollout(position: Game[Any], answer: str, future: int) -> float:
    """The deciding seat's margin after `answer`, played on by `normal` bots: the rest of
    this turn with the game's dice, then dice dealt from `future`."""
    seat = position.prompt.seat if position.prompt else 0
    world = position.clone(keep_events=False)
    world.choose(answer)
    agents = {s: _SETUP["agents"]["normal"](s, future * 7919 + s)
              for s in range(len(world.config.seats))}
    turn = world.turns
    play_out(world, agents, stop=lambda game: game.turns != turn)
    if world.prompt is not None:
        world = world.replayed_from(
            lambda state: state.rng.reseed(Rng(future, stream=0xF0)))
        play_out(world, agents)
    return _margin(world, seat)


def _judge(job: tuple[tuple[int, int, list[str]], int, dict[str, list[float]]]
           ) -> dict[str, Any]:
    (seed, index, choices), rollouts, known = job
    game: Game[Any] = Game(_SETUP["rules"], _SETUP["make"](seed))
    for option in choices[:-1]:
        game.choose(option)
    prompt = game.prompt
    assert prompt is not None
    played = choices[-1]
    agent = SearchAgent("hard", seed * 59 + index, _SETUP["evaluation"](), _SETUP["style"],
                        _SETUP["look"])
    started = time.perf_counter()
    hard = agent.decide(SeatTable(game, Budget(1000))).option
    row: dict[str, Any] = {"seed": seed, "index": index, "kind": prompt.kind,
                           "normal": played, "hard": hard,
                           "hard_ms": round((time.perf_counter() - started) * 1000)}
    if hard != played:
        for answer in (played, hard):
            if len(known.get(answer, [])) < rollouts:
                known[answer] = [_rollout(game, answer, future) for future in range(rollouts)]
        row["rollouts"] = {answer: known[answer][:rollouts] for answer in (played, hard)}
    return row


def _summary(rows: list[dict[str, Any]]) -> None:
    by_kind: dict[str, list[float]] = defaultdict(list)
    for row in rows:
        gain = 0.0
        if "rollouts" in row:
            mine, theirs = row["rollouts"][row["hard"]], row["rollouts"][row["normal"]]
            gain = statistics.mean(a - b for a, b in zip(mine, theirs, strict=True))
        by_kind[row["kind"]].append(gain)
        by_kind["(all)"].append(gain)
    for kind, gains in sorted(by_kind.items(), key=lambda item: -len(item[1])):
        differ = [gain for gain in gains if gain != 0.0]
        spread = (statistics.stdev(gains) / math.sqrt(len(gains))) if len(gains) > 1 else 0.0
        print(f"{kind:24} positions {len(gains):4}, differ {len(differ):3}, gain a decision "
              f"{statistics.mean(gains):+.3f} (se {spread:.3f}), where differ "
              f"{statistics.mean(differ) if differ else 0.0:+.2f}")


def main() -> None:
    name, games, first, every = sys.argv[1], *(int(arg) for arg in sys.argv[2:5])
    fields = dict(arg.split("=", 1) for arg in sys.argv[5:])
    rollouts = int(fields.pop("rollouts", "12"))
    jobs = int(fields.pop("jobs", "2"))
    cache_path = Path(fields.pop("cache", f"/tmp/decision-gain-{name}.json"))
    players = int(fields.pop("players", "2"))
    cache: dict[str, dict[str, list[float]]] = (
        json.loads(cache_path.read_text()) if cache_path.exists() else {})
    started = time.perf_counter()
    with Pool(jobs, _setup, (name, players, fields)) as pool:
        positions = [p for found in pool.map(_positions_of, [(seed, every) for seed in
                                                             range(first, first + games)])
                     for p in found]
        print(f"{len(positions)} positions from {games} games, "
              f"{time.perf_counter() - started:.0f} s", flush=True)
        jobs_of = [(p, rollouts, cache.get(f"{p[0]}:{p[1]}", {})) for p in positions]
        rows = []
        for row in pool.imap_unordered(_judge, jobs_of):
            rows.append(row)
            if "rollouts" in row:
                cache.setdefault(f"{row['seed']}:{row['index']}", {}).update(row["rollouts"])
                cache_path.write_text(json.dumps(cache))
            print(json.dumps({k: v for k, v in row.items() if k != "rollouts"}), flush=True)
    print(f"{name} {fields}: {time.perf_counter() - started:.0f} s")
    _summary(rows)


def _positions_of(job: tuple[int, int]) -> list[tuple[int, int, list[str]]]:
    return _positions(*job)


if __name__ == "__main__":
    main()
