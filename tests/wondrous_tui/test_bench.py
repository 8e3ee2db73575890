"""`wondrous bench` runs and prints its figures (the figures are for people to read)."""

import re

from wondrous_tui.cli import main


def test_bench_prints_first_frame_ratio_and_key_latency(capsys):
    assert main(["bench", "--keys", "3", "--warmup", "20", "--starts", "1"]) == 0
    out = capsys.readouterr().out
    ours = float(re.search(r"time to first frame: ([\d.]+) s", out).group(1))
    bare = float(re.search(r"bare Textual app \(Header, Static, Footer\): ([\d.]+) s", out)
                 .group(1))
    ratio = float(re.search(r"ratio ([\d.]+)x", out).group(1))
    assert ours > 0 and bare > 0 and abs(ratio - ours / bare) <= 0.05 * ratio  # rounded figures
    assert "per key, engine and autosave: median" in out
    assert "per key, until its last frame was drawn: median" in out
    assert "per key, until the app was idle again: median" in out
    assert re.search(r"CPU time to first frame: [\d.]+ s, bare app [\d.]+ s; ratio [\d.]+x", out)
    assert re.search(r"the new-game form \(what a start with no game to resume shows first\): "
                     r"[\d.]+ s, ratio [\d.]+x \(CPU [\d.]+x\)", out)
    floor = re.search(r"the bare app after checking a small config with pydantic: ([\d.]+) s, "
                      r"([\d.]+)x the bare app \(CPU [\d.]+x\); ours is ([\d.]+)x of it", out)
    assert floor and float(floor.group(1)) > 0
    assert abs(float(floor.group(3)) - ours / float(floor.group(1))) <= 0.05 * ratio


def test_first_frames_are_timed_after_a_start_that_may_write_bytecode(monkeypatch):
    """Where PYTHONDONTWRITEBYTECODE is set, every timed start would compile the project's
    modules again (an installed copy has them compiled): the warm-up start writes them."""
    import subprocess
    from types import SimpleNamespace

    from engine.tui import bench
    from wondrous_tui.cli import COMMANDS

    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    runs = []

    def run(argv, env=None, **kwargs):
        runs.append(env)
        return SimpleNamespace(stdout=f"{100.0 + len(runs)} 0.{len(runs)}\n")

    monkeypatch.setattr(subprocess, "run", run)
    frames = bench.first_frame_seconds(COMMANDS.bench, starts=1)
    assert len(runs) == 8  # a warm-up start of each of the four, then a timed start of each
    assert all("PYTHONDONTWRITEBYTECODE" not in env for env in runs[:4])
    assert runs[4:] == [None, None, None, None]  # timed as the environment has it
    cpu = (frames.ours.cpu, frames.form.cpu, frames.bare.cpu, frames.pydantic.cpu)
    assert cpu == (0.5, 0.6, 0.7, 0.8)


def test_the_pydantic_floor_is_the_bare_app_after_a_pydantic_check():
    """The third start is the bare app itself, after checking a config with pydantic."""
    from engine.tui import bench

    assert bench.PYDANTIC_FRAME.endswith(bench.BARE_FRAME)
    check = bench.PYDANTIC_FRAME.removesuffix(bench.BARE_FRAME)
    assert "model_validate_json" in check and "from pydantic import" in check
    namespace: dict = {}
    exec(check, namespace)  # the check alone runs, and passes
    assert [s.name for s in namespace["Config"].model_validate_json(
        '{"seats": [{"name": " Ada "}], "seed": 0}').seats] == ["Ada"]
