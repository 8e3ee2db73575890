"""`bench` for any app: time to the first frame, against a bare Textual app, and per-key
latency on a mid-game position, pass screens included, beside a bare Textual app's key.
The first frame is timed for a given game (the figure the goal is set for), for the
new-game form (what a start with no game to resume shows) and for resuming the autosave of
a game well under way (what a player who left a game sees first).

A game gives a `BenchGame`: where its app factory and its config factory live (imported
again in a fresh interpreter for the first frame).
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.core import Game, RandomAgent
from engine.core.commands import positive_int
from engine.core.config import GameConfig
from engine.core.paths import autosave_path
from engine.core.records import Frozen
from engine.core.save import save

# Each script prints the wall-clock time of its first frame (time.time(), comparable with
# the parent's clock), so the figure counts the interpreter's start but not its exit; and the
# CPU time the process used until then, which other programs' load hardly changes.
# Arguments: the app factory; the config factory, or "" for the form, or "resume".
FIRST_FRAME = """
import asyncio, importlib, sys, time
def named(where):
    module, _, name = where.partition(":")
    return getattr(importlib.import_module(module), name)
make_app, given = named(sys.argv[1]), sys.argv[2]
async def main():
    if given == "resume":
        app = make_app(None, autosave=True, resume=True)
    else:
        app = make_app(named(given)(2, 1) if given else None, autosave=False, resume=False)
    async with app.run_test(size=(150, 45)) as pilot:
        await pilot.pause()
        print(time.time(), time.process_time())
asyncio.run(main())
"""

BARE_FRAME = """
import asyncio, time
from textual.app import App
from textual.widgets import Footer, Header, Static
class Bare(App):
    def compose(self):
        yield Header()
        yield Static("A bare Textual app.")
        yield Footer()
async def main():
    async with Bare().run_test(size=(150, 45)) as pilot:
        await pilot.pause()
        print(time.time(), time.process_time())
asyncio.run(main())
"""

#: the choices made before the autosave that the resume start loads
RESUMED_CHOICES = 150


class BenchGame(Frozen):
    """`app_factory` is "module:function", called as f(config, autosave=..., resume=...);
    `config_factory` is "module:function", called as f(players, seed)."""

    app_factory: str
    config_factory: str

    def make_app(self, config: GameConfig, **kwargs: Any) -> Any:
        return _named(self.app_factory)(config, **kwargs)

    def config(self, seed: int) -> GameConfig:
        """A two-player game."""
        config: GameConfig = _named(self.config_factory)(2, seed)
        return config


def _named(where: str) -> Any:
    module, _, name = where.partition(":")
    return getattr(importlib.import_module(module), name)


def add_bench_parser(sub: Any) -> None:
    bench = sub.add_parser("bench", help="measure start-up and per-key latency")
    bench.add_argument("--keys", type=positive_int, default=60, help="choices to time")
    bench.add_argument("--warmup", type=int, default=150, help="choices before timing")
    bench.add_argument("--starts", type=positive_int, default=5,
                       help="fresh starts of each app for the first frame (the median counts)")


class FirstFrame(Frozen):
    """Seconds from starting a fresh interpreter to its first frame: on the clock, and of
    CPU time."""

    wall: float
    cpu: float


def _first_frame(*argv: str, env: dict[str, str] | None = None) -> FirstFrame:
    started = time.time()
    out = subprocess.run([sys.executable, "-c", *argv], capture_output=True, text=True,
                         check=True, env=env)
    ended, cpu = out.stdout.strip().splitlines()[-1].split()
    return FirstFrame(float(ended) - started, float(cpu))


def _warm_up(*argv: str, env: dict[str, str] | None = None) -> None:
    """One start left out of the figures, allowed to write bytecode: a player's second start
    finds the compiled modules (an installed copy has them anyway) and the parsed component
    data in place, so neither is counted, even where PYTHONDONTWRITEBYTECODE is set."""
    env = {k: v for k, v in (env or os.environ).items() if k != "PYTHONDONTWRITEBYTECODE"}
    _first_frame(*argv, env=env)


def _median(frames: list[FirstFrame]) -> FirstFrame:
    return FirstFrame(statistics.median(f.wall for f in frames),
                      statistics.median(f.cpu for f in frames))


class Starts(Frozen):
    """The median first frames of the game's app (a given game; its new-game form, what a
    player who starts the app with no game to resume sees first; and resuming an autosave),
    and of a bare Textual app."""

    ours: FirstFrame
    form: FirstFrame
    resume: FirstFrame
    bare: FirstFrame


def write_autosave(game: BenchGame, home: Path, choices: int = RESUMED_CHOICES) -> None:
    """The autosave of a game `choices` random choices in, where an app whose BESTIARY_HOME
    is `home` finds it."""
    app = game.make_app(game.config(3), autosave=False, resume=False)
    played = Game(app.rules, game.config(3))
    agent = RandomAgent(3)
    for _ in range(choices):
        if played.prompt is None:
            break
        played.choose(agent.pick(played.prompt))
    old = os.environ.get("BESTIARY_HOME")
    os.environ["BESTIARY_HOME"] = str(home)
    try:
        save(played, autosave_path(app.rules.game_id), app.describe(played))
    finally:
        if old is None:
            del os.environ["BESTIARY_HOME"]
        else:
            os.environ["BESTIARY_HOME"] = old


def first_frame_seconds(game: BenchGame, starts: int = 1) -> Starts:
    """The median first frame of the game's app (with a game, with its new-game form, and
    resuming an autosave) and of a bare Textual app (Header, Static, Footer), each started
    `starts` times after a warm-up start, taking turns so a busy moment hits them all."""
    with tempfile.TemporaryDirectory(prefix="bestiary-bench-") as home:
        write_autosave(game, Path(home))
        resume_env = {**os.environ, "BESTIARY_HOME": home}
        runs: tuple[tuple[tuple[str, ...], dict[str, str] | None], ...] = (
            ((FIRST_FRAME, game.app_factory, game.config_factory), None),
            ((FIRST_FRAME, game.app_factory, ""), None),
            ((FIRST_FRAME, game.app_factory, "resume"), resume_env),
            ((BARE_FRAME,), None))
        for argv, env in runs:
            _warm_up(*argv, env=env)
        timed: list[list[FirstFrame]] = [[] for _ in runs]
        for _ in range(max(1, starts)):
            for frames, (argv, env) in zip(timed, runs, strict=True):
                frames.append(_first_frame(*argv, env=env))
    return Starts(*(_median(frames) for frames in timed))


async def settled(app: Any, quiet: float = 0.002) -> None:
    """Return once the app has handled everything a key caused and drawn the result.

    The process must use no CPU for `quiet` seconds with nothing left to draw; what is
    left is drawn at once rather than at the next tick of Textual's 60 Hz screen timer.
    (Pilot's own pause waits in 20 ms steps, too coarse for a 50 ms goal.)"""
    # lazy: start-up time (Textual is imported when the bench runs, not by `sim`)
    from engine.tui.textual_compat import screen_has_work, update_screen_now

    while True:
        cpu = time.process_time()
        await asyncio.sleep(quiet)
        if time.process_time() - cpu > quiet / 10:
            continue  # still working
        if not screen_has_work(app.screen):
            return
        update_screen_now(app.screen)


@dataclass
class Latency:
    """Milliseconds per key: the engine and autosave alone; until the last frame the key
    caused was drawn (answers and pass-screen lifts, and the lifts alone); until the app
    was idle again (work after the last frame, such as the autosave, counts here)."""

    engine: list[float]
    frame: list[float]
    lifts: list[float]
    idle: list[float]


class FrameClock:
    """Notes when the app last drew a frame (as it starts drawing it)."""

    def __init__(self, app: Any) -> None:
        from engine.tui.textual_compat import each_frame  # lazy: start-up time

        self.last = 0.0
        each_frame(app, self._drawn, before=True)

    def _drawn(self, screen: Any) -> None:
        self.last = time.perf_counter()


async def key_latency(game: BenchGame, keys: int, warmup: int) -> Latency:
    """Time `keys` key presses of a random player from a mid-game position: each answer,
    and each key that lifts a pass screen."""
    # lazy: start-up time (Textual is imported when the bench runs, not by `sim`)
    from engine.tui.collector import IDLE_AFTER
    from engine.tui.pass_screen import PassScreen
    from engine.tui.result_screen import ResultScreen

    app = game.make_app(game.config(2), autosave=True, resume=False)
    agent = RandomAgent(2)
    timed = Latency([], [], [], [])
    async with app.run_test(size=(150, 45)) as pilot:
        await pilot.pause()
        assert app.game is not None
        for _ in range(warmup):  # reach a mid-game position quickly, outside the app
            if app.game.prompt is None:
                break
            app.game.choose(agent.pick(app.game.prompt))
        app._after_choice()
        await pilot.pause()
        # a person looks at the table before the first key: the app's idle work (the
        # collector's, see engine.tui.collector) runs then, not during the timed keys
        await asyncio.sleep(IDLE_AFTER * 1.5)
        clock = FrameClock(app)
        while len(timed.frame) < keys and not isinstance(app.screen, ResultScreen):
            lift = isinstance(app.screen, PassScreen)
            t0 = clock.last = time.perf_counter()
            if lift:
                app.screen.lift()
            else:
                assert app.game is not None and app.game.prompt is not None
                app.answer(agent.pick(app.game.prompt))
                timed.engine.append((time.perf_counter() - t0) * 1000)
            await settled(app)
            timed.idle.append((time.perf_counter() - t0) * 1000)
            timed.frame.append((clock.last - t0) * 1000)
            if lift:
                timed.lifts.append(timed.frame[-1])
    return timed


#: Options in the bare app's list, as many as the table's list shows at 150x45.
BARE_OPTIONS = 15


async def bare_key_latency(keys: int) -> list[float]:
    """Milliseconds per key of a bare Textual app (Header, OptionList, RichLog, Footer),
    each key a new list of options and a log line, as a choice in ours makes: what this
    machine's Textual takes for a key, beside ours (the goal is in milliseconds, and
    machines differ)."""
    # lazy: start-up time (Textual is imported when the bench runs, not by `sim`)
    from textual.app import App, ComposeResult
    from textual.widgets import Footer, Header, OptionList, RichLog

    class BareKeys(App[None]):
        def compose(self) -> ComposeResult:
            yield Header()
            yield OptionList()
            yield RichLog()
            yield Footer()

    app = BareKeys()
    timed: list[float] = []
    async with app.run_test(size=(150, 45)) as pilot:
        await pilot.pause()
        options, log = app.query_one(OptionList), app.query_one(RichLog)
        clock = FrameClock(app)
        for key in range(keys):
            t0 = clock.last = time.perf_counter()
            options.set_options(f"[{i + 1}] option {i} of decision {key}"
                                for i in range(BARE_OPTIONS))
            options.highlighted = 0
            log.write(f"Choice {key} was made.")
            await settled(app)
            timed.append((clock.last - t0) * 1000)
    return timed


def _latency_line(name: str, values: list[float]) -> str:
    if not values:
        return f"{name}: none"
    ordered = sorted(values)
    p95 = ordered[math.ceil(len(ordered) * 0.95) - 1]  # the nearest rank
    return (f"{name}: median {statistics.median(values):.1f} ms, p95 {p95:.1f} ms, "
            f"max {max(values):.1f} ms over {len(values)} keys")


def run_bench(game: BenchGame, args: argparse.Namespace) -> int:
    frames = first_frame_seconds(game, args.starts)
    ours, form, resume, bare = frames.ours, frames.form, frames.resume, frames.bare
    timed = asyncio.run(key_latency(game, args.keys, args.warmup))
    bare_keys = asyncio.run(bare_key_latency(args.keys))
    print(f"time to first frame: {ours.wall:.2f} s (fresh interpreter, headless 150x45, "
          f"median of {max(1, args.starts)} after a warm-up start)")
    print(f"bare Textual app (Header, Static, Footer): {bare.wall:.2f} s; "
          f"ratio {ours.wall / bare.wall:.2f}x (goal: at most 1.5x)")
    print(f"  CPU time to first frame: {ours.cpu:.2f} s, bare app {bare.cpu:.2f} s; "
          f"ratio {ours.cpu / bare.cpu:.2f}x (hardly changed by other programs' load)")
    print(f"  the new-game form (what a start with no game to resume shows first): "
          f"{form.wall:.2f} s, ratio {form.wall / bare.wall:.2f}x (CPU {form.cpu / bare.cpu:.2f}x)")
    print(f"  resuming the autosave of a game {RESUMED_CHOICES} choices in (what a player who "
          f"left a game sees first): {resume.wall:.2f} s, ratio {resume.wall / bare.wall:.2f}x "
          f"(CPU {resume.cpu / bare.cpu:.2f}x)")
    print(_latency_line("per key, engine and autosave", timed.engine))
    print(_latency_line("per key, until its last frame was drawn", timed.frame)
          + " (goal: p95 at most 50 ms)")
    print(_latency_line("  of which pass-screen lifts", timed.lifts))
    print(_latency_line("per key, until the app was idle again", timed.idle))
    print(_latency_line(f"bare Textual app, per key (a new list of {BARE_OPTIONS} options and "
                        "a log line)", bare_keys)
          + _ratio_note(timed.frame, bare_keys))
    return 0


def _ratio_note(ours: list[float], bare: list[float]) -> str:
    """Our median key against the bare app's: a figure less tied to the machine."""
    if not ours or not bare:
        return ""
    return (f"; our median key is {statistics.median(ours) / statistics.median(bare):.2f}x "
            "the bare app's")


__all__ = ["BenchGame", "FirstFrame", "FrameClock", "Latency", "Starts", "add_bench_parser",
           "bare_key_latency", "first_frame_seconds", "key_latency", "run_bench", "settled"]
