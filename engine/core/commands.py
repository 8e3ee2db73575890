"""`sim` and `fuzz` for any game: their arguments, the playing loops and the JSON they print.

A game gets both commands by describing itself in a `SimGame`: its rules, the player
counts it takes, its own extra options and a config factory (arguments -> seed -> config).
Drawing progress bars and tables is the apps' part (`engine.tui.cli`); this module only
plays and counts, so it needs neither Textual nor Rich.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

from engine.core.agents import (
    AgentMaker,
    GameSummary,
    Timings,
    play_one,
    random_agents,
    roster,
    rotations,
    timing_summary,
)
from engine.core.config import SEED_END, GameConfig, SeatKind
from engine.core.game import Game
from engine.core.records import Field, Frozen
from engine.core.rules import Rules

if TYPE_CHECKING:
    from engine.core.fuzz import Failure

ConfigMaker = Callable[[int], GameConfig]  # a game's seed -> its config


def seed_argument(text: str) -> int:
    """A command line's seed (an argparse type): refused in one line when no game takes it."""
    try:
        seed = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 0 <= seed < SEED_END:
        raise argparse.ArgumentTypeError(f"a seed is a whole number from 0 to {SEED_END - 1}")
    return seed


def positive_int(text: str) -> int:
    """A count on the command line (an argparse type): a whole number from 1 up, since no
    game is played zero or -1 times, nor a check made every 0 choices."""
    try:
        number = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"{text} is not a count: give a whole number from 1 up")
    return number


#: the fewest milliseconds `--think` gives a decision (less leaves a search no line)
LEAST_THINK = 10


def think_ms(text: str) -> int:
    """`--think MS` (an argparse type): refused in one sentence below LEAST_THINK or when
    it is not a whole number."""
    try:
        ms = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a whole number of milliseconds") from None
    if ms < LEAST_THINK:
        raise argparse.ArgumentTypeError(
            f"{ms} ms is too short to think: give {LEAST_THINK} or more")
    return ms


def refuse_seeds_past_the_last(prog: str, args: argparse.Namespace) -> None:
    """Games run seeds seed .. seed + games - 1: one line, not a game, when the last of them
    is past the last seed a game takes."""
    last = args.seed + args.games - 1
    if last >= SEED_END:
        raise SystemExit(f"{prog}: --seed {args.seed} with --games {args.games} would play "
                         f"seed {last}; the last seed is {SEED_END - 1}")


def _no_options(parser: argparse.ArgumentParser) -> None:
    """A game without options of its own beyond players, games and seed."""


def _random_only() -> Mapping[str, AgentMaker]:
    return {"random": random_agents}


class SimGame(Frozen):
    """What a game gives to get `sim` and `fuzz`.

    `configs` reads the parsed arguments once, checks them (raising SystemExit with one
    line on a bad combination) and returns the seed -> config function for the games.
    """

    prog: str
    rules: Callable[[], Rules[Any]]
    configs: Callable[[argparse.Namespace], ConfigMaker]
    players: tuple[int, ...] = (2, 3, 4)
    add_options: Callable[[argparse.ArgumentParser], None] = Field(default=_no_options)
    #: The game's agents by name (`sim --agents`); "random" is always among them.
    agents: Callable[[], Mapping[str, AgentMaker]] = Field(default=_random_only)


def add_sim_parsers(sub: Any, game: SimGame) -> None:
    """Register `sim` and `fuzz` on a command line's sub-commands."""
    sim = sub.add_parser("sim", help="play random games headless and report the scores")
    add_common_options(sim, game)
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--rounds", type=positive_int, metavar="N",
                     help="score each game as it stands after N rounds (every seat has had N "
                          "turns): compares solo levels at a chosen game length")
    sim.add_argument("--agents", type=_names, metavar="NAME,NAME",
                     help="who plays each seat, in seat order (one name for the player in "
                          f"solo): {', '.join(game.agents())}; random when not given")
    sim.add_argument("--seat-rotate", action="store_true",
                     help="play each seed once per rotation of the agents over the seats, "
                          "so a comparison is fair to seat order")
    sim.add_argument("--think", type=think_ms, default=1000, metavar="MS",
                     help="milliseconds a searching bot (hard) may think per decision "
                          f"(from {LEAST_THINK}; 1000 when not given)")
    sim.add_argument("--jobs", type=positive_int, default=1, metavar="N",
                     help="play the games on N processes (the results are the same)")
    fuzz_parser = sub.add_parser("fuzz", help="play random games with every consistency check")
    add_common_options(fuzz_parser, game)
    fuzz_parser.add_argument("--save-every", type=positive_int, default=25, metavar="N",
                             help="save/load round trip every N choices (it replays the game)")
    fuzz_parser.add_argument("--check-every", type=positive_int, default=1, metavar="N",
                             help="clone, undo and hidden-information checks every N choices "
                                  "(the invariants are checked at every choice); a long run "
                                  "thins them out")


def add_common_options(parser: argparse.ArgumentParser, game: SimGame) -> None:
    parser.add_argument("--players", type=int, choices=game.players, default=game.players[0])
    parser.add_argument("--games", type=positive_int, default=100)
    parser.add_argument("--seed", type=seed_argument, default=1)
    game.add_options(parser)


def after_rounds(rules: Rules[Any], rounds: int) -> Callable[[Game[Any]], bool]:
    """True once every seat has had `rounds` turns (setup decisions are not turns)."""
    return lambda game: rules.turn_count(game.state) >= rounds * len(game.config.seats)


def _names(text: str) -> list[str]:
    return [name.strip() for name in text.split(",")]


#: One game of a sim run: its seed and the agent names of its player seats.
Task = tuple[int, tuple[str, ...]]


def sim_tasks(game: SimGame, make: ConfigMaker, args: argparse.Namespace,
              command: str = "sim") -> list[Task]:
    """The games `sim` (or `balance`) asks for, in the order they are reported: seeds
    seed, seed+1, ..., each once per rotation of the agents with `--seat-rotate`.
    SystemExit with one line when the agent names do not fit."""
    players = sum(1 for s in make(args.seed).seats if s.kind is not SeatKind.AUTOMA)
    names = args.agents or ["random"] * players
    try:
        roster(names, game.agents(), players)
    except ValueError as exc:
        raise SystemExit(f"{game.prog} {command}: {exc}.") from None
    lineups = rotations(names) if args.seat_rotate else [names]
    return [(args.seed + number, tuple(lineup))
            for number in range(args.games) for lineup in lineups]


class _Player:
    """Plays sim's games in one process (the main one, or each worker of `--jobs`)."""

    def __init__(self, game: SimGame, args: argparse.Namespace,
                 tally: Callable[[Game[Any]], Any] | None = None) -> None:
        self.rules = game.rules()
        self.tally = tally
        self.make = game.configs(args)
        self.makers = game.agents()
        self.stop = None if args.rounds is None else after_rounds(self.rules, args.rounds)
        self.think = args.think

    def play(self, task: Task) -> tuple[GameSummary, Timings]:
        seed, names = task
        config = self.make(seed)
        players = [i for i, s in enumerate(config.seats) if s.kind is not SeatKind.AUTOMA]
        by_seat = dict(zip(players, names, strict=True))

        def agent(seat: int, game_seed: int) -> Any:
            return self.makers[by_seat.get(seat, "random")](seat, game_seed)

        timings: Timings = {}
        summary = play_one(self.rules, config, agent, self.stop, timings, tally=self.tally,
                           think=self.think)
        summary.agents = [by_seat.get(seat, "") for seat in range(len(config.seats))]
        return summary, timings


_WORKER: list[_Player] = []  # the player of a `--jobs` worker process


def _start_worker(game: SimGame, args: argparse.Namespace,
                  tally: Callable[[Game[Any]], Any] | None) -> None:
    _WORKER.append(_Player(game, args, tally))


def _play_in_worker(task: Task) -> tuple[GameSummary, Timings]:
    return _WORKER[0].play(task)


def play_games(
    game: SimGame, args: argparse.Namespace, tasks: list[Task],
    tally: Callable[[Game[Any]], Any] | None = None,
) -> Iterator[tuple[GameSummary, Timings]]:
    """Each game of `tasks` with its decision times, in order, on `args.jobs` processes;
    with `tally` (a module-level function, sent to the workers), what it reads off each."""
    if args.jobs == 1 or len(tasks) <= 1:
        player = _Player(game, args, tally)
        yield from map(player.play, tasks)
        return
    # lazy: start-up time (multiprocessing costs every app start 3 ms; only --jobs needs it)
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(args.jobs, initializer=_start_worker,
                             initargs=(game, args, tally)) as pool:
        yield from pool.map(_play_in_worker, tasks, chunksize=1)


def errors_of(summaries: list[GameSummary]) -> list[dict[str, Any]]:
    return [{"seed": s.seed, "choice": s.error_choice, "error": s.error}
            for s in summaries if s.error]


def sim_data(summaries: list[GameSummary], rate: float, agents: list[str] | None = None,
             timings: Timings | None = None) -> dict[str, Any]:
    """`sim --json`: other tools read these keys, so they and their order stay (new keys
    go after them)."""
    return {
        "games": len(summaries),
        "games_per_second": round(rate, 2),
        "errors": errors_of(summaries),
        "per_game": [s.to_data() for s in summaries if not s.error],
        "agents": list(agents or []),
        "decision_ms": timing_summary(timings or {}),
        "agent_results": agent_results(summaries),
    }


def agent_results(summaries: list[GameSummary]) -> dict[str, dict[str, Any]]:
    """Per agent name: the games it sat in, its wins (a shared first place is a tie, not a
    win), its ties and its mean score."""
    results: dict[str, dict[str, Any]] = {}
    for summary in summaries:
        if summary.error:
            continue
        totals = {score["seat"]: score["total"] for score in summary.scores}
        top = max(totals.values(), default=0)
        for seat, name in enumerate(summary.agents):
            if not name:
                continue
            row = results.setdefault(name, {"seats": 0, "wins": 0, "ties": 0, "points": 0})
            row["seats"] += 1
            row["points"] += totals.get(seat, 0)
            if summary.winner == seat:
                row["wins"] += 1
            elif summary.tie and totals.get(seat) == top:
                row["ties"] += 1
    for row in results.values():
        row["mean_score"] = round(row.pop("points") / row["seats"], 2) if row["seats"] else 0
    return dict(sorted(results.items()))


def fuzz_games(
    rules: Rules[Any], make: ConfigMaker, args: argparse.Namespace
) -> Iterator[list[Failure]]:
    """Each game `fuzz` asks for, played with every check; yields its failures."""
    # lazy: start-up time (the fuzz harness is 2 ms of every app start; only fuzz needs it)
    from engine.core.fuzz import FuzzPlan, fuzz

    every = args.check_every
    plan = FuzzPlan(clone_every=every, undo_every=every, view_every=every,
                    save_every=args.save_every)
    for number in range(args.games):
        yield fuzz(rules, make, 1, args.seed + number, plan).failures


__all__ = [
    "ConfigMaker",
    "SimGame",
    "add_common_options",
    "add_sim_parsers",
    "after_rounds",
    "agent_results",
    "errors_of",
    "fuzz_games",
    "play_games",
    "positive_int",
    "sim_data",
    "sim_tasks",
    "think_ms",
]
