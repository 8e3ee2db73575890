"""`bench` for any app: time to the first frame and per-key latency on a mid-game position.

A game gives a `BenchGame`: where its app factory lives (imported again in a fresh
interpreter for the first frame) and the config of a two-player game for a seed.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core.config import GameConfig

FIRST_FRAME = """
import asyncio, importlib, sys, time
start = time.perf_counter()
module, _, name = sys.argv[1].partition(":")
make_app = getattr(importlib.import_module(module), name)
from engine.core import GameConfig
config = GameConfig.model_validate_json(sys.argv[2])
async def main():
    app = make_app(config, autosave=False, resume=False)
    async with app.run_test(size=(150, 45)) as pilot:
        await pilot.pause()
        print(time.perf_counter() - start)
asyncio.run(main())
"""


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


def first_frame_seconds(game: BenchGame) -> float:
    """A fresh interpreter: imports, building the app, and its first frame."""
    config = game.config(1).model_dump_json()
    started = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", FIRST_FRAME, game.app_factory, config],
                         capture_output=True, text=True, check=True)
    inner = float(out.stdout.strip().splitlines()[-1])
    return max(inner, time.perf_counter() - started)  # the outer time counts start-up too


async def key_latency(game: BenchGame, keys: int, warmup: int) -> tuple[list[float], list[float]]:
    from engine.core import RandomAgent
    from engine.tui.screens import PassScreen, ResultScreen

    app = game.make_app(game.config(2), autosave=True, resume=False)
    agent = RandomAgent(2)
    engine_ms: list[float] = []
    total_ms: list[float] = []
    async with app.run_test(size=(150, 45)) as pilot:
        await pilot.pause()
        assert app.game is not None
        for _ in range(warmup):  # reach a mid-game position quickly, outside the app
            if app.game.prompt is None:
                break
            app.game.choose(agent.pick(app.game.prompt))
        app._after_choice()
        await pilot.pause()
        while len(total_ms) < keys and not isinstance(app.screen, ResultScreen):
            if isinstance(app.screen, PassScreen):
                app.screen.lift()
                await pilot.pause()
                continue
            assert app.game.prompt is not None
            choice = agent.pick(app.game.prompt)
            t0 = time.perf_counter()
            app.answer(choice)
            t1 = time.perf_counter()
            await pilot.pause()
            t2 = time.perf_counter()
            engine_ms.append((t1 - t0) * 1000)
            total_ms.append((t2 - t0) * 1000)
    return engine_ms, total_ms


def _latency_line(name: str, values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[max(0, int(len(ordered) * 0.95) - 1)]
    return (f"{name}: median {statistics.median(values):.1f} ms, p95 {p95:.1f} ms, "
            f"max {max(values):.1f} ms over {len(values)} keys")


def run_bench(game: BenchGame, args: argparse.Namespace) -> int:
    frame = first_frame_seconds(game)
    engine_ms, total_ms = asyncio.run(key_latency(game, args.keys, args.warmup))
    print(f"time to first frame: {frame:.2f} s (fresh interpreter, headless 150x45)")
    print(_latency_line("per key, engine and autosave", engine_ms))
    print(_latency_line("per key, until the screen has settled", total_ms))
    return 0


__all__ = ["BenchGame", "add_bench_parser", "first_frame_seconds", "key_latency", "run_bench"]
