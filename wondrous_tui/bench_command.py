"""`wondrous bench`: time to the first frame and per-key latency on a mid-game position."""

from __future__ import annotations

import argparse
import asyncio
import statistics
import subprocess
import sys
import time
from typing import Any

FIRST_FRAME = """
import time, asyncio
start = time.perf_counter()
from wondrous_tui.app import make_app
from engine.core import GameConfig, Seat
config = GameConfig(game="wondrous", seats=(Seat(name="A", colour="red"),
                    Seat(name="B", colour="blue")), seed=1)
async def main():
    app = make_app(config, autosave=False, resume=False)
    async with app.run_test(size=(150, 45)) as pilot:
        await pilot.pause()
        print(time.perf_counter() - start)
asyncio.run(main())
"""


def add_parser(sub: Any) -> None:
    bench = sub.add_parser("bench", help="measure start-up and per-key latency")
    bench.add_argument("--keys", type=int, default=60, help="choices to time")
    bench.add_argument("--warmup", type=int, default=150, help="choices before timing")


def first_frame_seconds() -> float:
    """A fresh interpreter: imports, building the app, and its first frame."""
    started = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", FIRST_FRAME], capture_output=True, text=True,
                         check=True)
    inner = float(out.stdout.strip().splitlines()[-1])
    return max(inner, time.perf_counter() - started - 0.0)


async def key_latency(keys: int, warmup: int) -> tuple[list[float], list[float]]:
    from engine.core import GameConfig, RandomAgent, Seat
    from engine.tui.screens import PassScreen, ResultScreen
    from wondrous_tui.app import make_app

    config = GameConfig(game="wondrous", seats=(Seat(name="A", colour="red"),
                        Seat(name="B", colour="blue")), seed=2)
    app = make_app(config, autosave=True, resume=False)
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


def run(args: argparse.Namespace) -> int:
    frame = first_frame_seconds()
    engine_ms, total_ms = asyncio.run(key_latency(args.keys, args.warmup))

    def line(name: str, values: list[float]) -> str:
        ordered = sorted(values)
        p95 = ordered[max(0, int(len(ordered) * 0.95) - 1)]
        return (f"{name}: median {statistics.median(values):.1f} ms, p95 {p95:.1f} ms, "
                f"max {max(values):.1f} ms over {len(values)} keys")

    print(f"time to first frame: {frame:.2f} s (fresh interpreter, headless 150x45)")
    print(line("per key, engine and autosave", engine_ms))
    print(line("per key, until the screen has settled", total_ms))
    return 0
