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
    ours, bare = bench.first_frame_seconds(COMMANDS.bench, starts=1)
    assert len(runs) == 4  # a warm-up start of each app, then one timed start of each
    assert all("PYTHONDONTWRITEBYTECODE" not in env for env in runs[:2])
    assert runs[2:] == [None, None]  # timed as the environment has it
    assert (ours.cpu, bare.cpu) == (0.3, 0.4)
