"""`wondrous bench` runs and prints its figures (the figures are for people to read)."""

import os
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
    bare_key = re.search(r"bare Textual app, per key \(a new list of 15 options and a log line\): "
                         r"median ([\d.]+) ms, .*; our median key is ([\d.]+)x the bare app's", out)
    assert bare_key and float(bare_key.group(1)) > 0 and float(bare_key.group(2)) > 0
    assert re.search(r"CPU time to first frame: [\d.]+ s, bare app [\d.]+ s; ratio [\d.]+x", out)
    assert re.search(r"the new-game form \(what a start with no game to resume shows first\): "
                     r"[\d.]+ s, ratio [\d.]+x \(CPU [\d.]+x\)", out)
    resume = re.search(r"resuming the autosave of a game 150 choices in \(what a player who left "
                       r"a game sees first\): ([\d.]+) s, ratio ([\d.]+)x \(CPU [\d.]+x\)", out)
    assert resume and float(resume.group(1)) > 0
    assert abs(float(resume.group(2)) - float(resume.group(1)) / bare) <= 0.05 * ratio


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
    # timed as the environment has it; the resumed game's start in a home with its autosave
    assert runs[4:6] == [None, None] and runs[7] is None
    assert runs[6]["BESTIARY_HOME"] != os.environ.get("BESTIARY_HOME")
    cpu = (frames.ours.cpu, frames.form.cpu, frames.resume.cpu, frames.bare.cpu)
    assert cpu == (0.5, 0.6, 0.7, 0.8)


def test_the_resumed_start_finds_an_autosave_of_a_game_under_way(tmp_path, monkeypatch):
    from engine.core import save
    from engine.core.paths import autosave_path
    from engine.tui.bench import write_autosave
    from engine.wondrous.rules import WondrousRules
    from wondrous_tui.cli import COMMANDS

    write_autosave(COMMANDS.bench, tmp_path, choices=30)
    monkeypatch.setenv("BESTIARY_HOME", str(tmp_path))
    game = save.load(WondrousRules(), autosave_path("wondrous"))
    assert len(game.choices) == 30 and game.prompt is not None
    assert len(game.config.seats) == 2
