"""`bench` for any app: time to the first frame, against a bare Textual app, and per-key
latency on a mid-game position, pass screens included. The first frame is timed for a
given game (the figure the goal is set for) and for the new-game form (what a start with
no game to resume shows); and the bare app is timed once more after a pydantic check, the
least an app whose data pydantic checks can pay.

A game gives a `BenchGame`: where its app factory lives (imported again in a fresh
interpreter for the first frame) and the config of a two-player game for a seed.
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
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core.config import GameConfig

# Each script prints the wall-clock time of its first frame (time.time(), comparable with
# the parent's clock), so the figure counts the interpreter's start but not its exit; and the
# CPU time the process used until then, which other programs' load hardly changes.
FIRST_FRAME = """
import asyncio, importlib, sys, time
module, _, name = sys.argv[1].partition(":")
make_app = getattr(importlib.import_module(module), name)
from engine.core import GameConfig
config = GameConfig.model_validate_json(sys.argv[2]) if sys.argv[2] else None  # None: the form
async def main():
    app = make_app(config, autosave=False, resume=False)
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

# The same bare app, having first checked a small config with pydantic as the games do
# theirs (with its plugin search off, as the apps have it): the least any app that checks
# its data with pydantic pays before its first frame.
PYDANTIC_FRAME = """
import os
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
from pydantic import BaseModel, Field, field_validator
class Seat(BaseModel, frozen=True):
    name: str = Field(min_length=1, max_length=24)
    @field_validator("name")
    @classmethod
    def _stripped(cls, value: str) -> str:
        return value.strip()
class Config(BaseModel, frozen=True):
    seats: tuple[Seat, ...] = Field(min_length=1)
    seed: int = Field(ge=0)
Config.model_validate_json('{"seats": [{"name": "Ada"}, {"name": "Bram"}], "seed": 1}')
""" + BARE_FRAME


@dataclass(frozen=True)
class BenchGame:
    """`app_factory` is "module:function", called as f(config, autosave=..., resume=...)."""

    app_factory: str
    config: Callable[[int], GameConfig]

    def make_app(self, config: GameConfig, **kwargs: Any) -> Any:
        module, _, name = self.app_factory.partition(":")
        return getattr(importlib.import_module(module), name)(config, **kwargs)


def add_bench_parser(sub: Any) -> None:
    bench = sub.add_parser("bench", help="measure start-up and per-key latency")
    bench.add_argument("--keys", type=int, default=60, help="choices to time")
    bench.add_argument("--warmup", type=int, default=150, help="choices before timing")
    bench.add_argument("--starts", type=int, default=5,
                       help="fresh starts of each app for the first frame (the median counts)")


@dataclass(frozen=True)
class FirstFrame:
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


def _warm_up(*argv: str) -> None:
    """One start left out of the figures, allowed to write bytecode: a player's second start
    finds the compiled modules (an installed copy has them anyway) and the parsed component
    data in place, so neither is counted, even where PYTHONDONTWRITEBYTECODE is set."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    _first_frame(*argv, env=env)


def _median(frames: list[FirstFrame]) -> FirstFrame:
    return FirstFrame(statistics.median(f.wall for f in frames),
                      statistics.median(f.cpu for f in frames))


@dataclass(frozen=True)
class Starts:
    """The median first frames of the game's app (a given game; and its new-game form, what
    a player who starts the app with no game to resume sees first), of a bare Textual app,
    and of the bare app that checks a config with pydantic first."""

    ours: FirstFrame
    form: FirstFrame
    bare: FirstFrame
    pydantic: FirstFrame


def first_frame_seconds(game: BenchGame, starts: int = 1) -> Starts:
    """The median first frame of the game's app (with a game, and with its new-game form),
    of a bare Textual app (Header, Static, Footer) and of that app after a pydantic check,
    each started `starts` times after a warm-up start, taking turns so a busy moment hits
    them all."""
    config = game.config(1).model_dump_json()
    scripts: tuple[tuple[str, ...], ...] = (
        (FIRST_FRAME, game.app_factory, config), (FIRST_FRAME, game.app_factory, ""),
        (BARE_FRAME,), (PYDANTIC_FRAME,))
    for argv in scripts:
        _warm_up(*argv)
    timed: list[list[FirstFrame]] = [[] for _ in scripts]
    for _ in range(max(1, starts)):
        for frames, argv in zip(timed, scripts, strict=True):
            frames.append(_first_frame(*argv))
    return Starts(*(_median(frames) for frames in timed))


def _busy_screen(app: Any) -> bool:
    """Whether the screen still has something to lay out, draw or call after drawing."""
    screen = app.screen
    return bool(screen._layout_required or screen._scroll_required or screen._repaint_required
                or screen._recompose_required or screen._dirty_widgets or screen._callbacks)


async def settled(app: Any, quiet: float = 0.002) -> None:
    """Return once the app has handled everything a key caused and drawn the result.

    The process must use no CPU for `quiet` seconds with nothing left to draw; what is
    left is drawn at once rather than at the next tick of Textual's 60 Hz screen timer.
    (Pilot's own pause waits in 20 ms steps, too coarse for a 50 ms goal.)"""
    while True:
        cpu = time.process_time()
        await asyncio.sleep(quiet)
        if time.process_time() - cpu > quiet / 10:
            continue  # still working
        if not _busy_screen(app):
            return
        app.screen._on_timer_update()


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
    """Notes when the app last drew a frame: Textual hands every screen update to
    `App._display`, headless or not."""

    def __init__(self, app: Any) -> None:
        self.last = 0.0
        draw = app._display

        def display(screen: Any, update: Any) -> None:
            if update is not None and not app._batch_count:
                self.last = time.perf_counter()
            draw(screen, update)

        app._display = display


async def key_latency(game: BenchGame, keys: int, warmup: int) -> Latency:
    """Time `keys` key presses of a random player from a mid-game position: each answer,
    and each key that lifts a pass screen."""
    from engine.core import RandomAgent
    from engine.tui.collector import IDLE_AFTER
    from engine.tui.screens import PassScreen, ResultScreen

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


def _latency_line(name: str, values: list[float]) -> str:
    if not values:
        return f"{name}: none"
    ordered = sorted(values)
    p95 = ordered[math.ceil(len(ordered) * 0.95) - 1]  # the nearest rank
    return (f"{name}: median {statistics.median(values):.1f} ms, p95 {p95:.1f} ms, "
            f"max {max(values):.1f} ms over {len(values)} keys")


def run_bench(game: BenchGame, args: argparse.Namespace) -> int:
    frames = first_frame_seconds(game, args.starts)
    ours, form, bare, floor = frames.ours, frames.form, frames.bare, frames.pydantic
    timed = asyncio.run(key_latency(game, args.keys, args.warmup))
    print(f"time to first frame: {ours.wall:.2f} s (fresh interpreter, headless 150x45, "
          f"median of {max(1, args.starts)} after a warm-up start)")
    print(f"bare Textual app (Header, Static, Footer): {bare.wall:.2f} s; "
          f"ratio {ours.wall / bare.wall:.2f}x (goal: at most 1.5x)")
    print(f"  CPU time to first frame: {ours.cpu:.2f} s, bare app {bare.cpu:.2f} s; "
          f"ratio {ours.cpu / bare.cpu:.2f}x (hardly changed by other programs' load)")
    print(f"  the new-game form (what a start with no game to resume shows first): "
          f"{form.wall:.2f} s, ratio {form.wall / bare.wall:.2f}x (CPU {form.cpu / bare.cpu:.2f}x)")
    print(f"  the bare app after checking a small config with pydantic: {floor.wall:.2f} s, "
          f"{floor.wall / bare.wall:.2f}x the bare app (CPU {floor.cpu / bare.cpu:.2f}x); "
          f"ours is {ours.wall / floor.wall:.2f}x of it (CPU {ours.cpu / floor.cpu:.2f}x)")
    print(_latency_line("per key, engine and autosave", timed.engine))
    print(_latency_line("per key, until its last frame was drawn", timed.frame)
          + " (goal: p95 at most 50 ms)")
    print(_latency_line("  of which pass-screen lifts", timed.lifts))
    print(_latency_line("per key, until the app was idle again", timed.idle))
    return 0


__all__ = ["BenchGame", "FirstFrame", "FrameClock", "Latency", "Starts", "add_bench_parser",
           "first_frame_seconds", "key_latency", "run_bench", "settled"]
