"""`bestiary`'s command line and `./play`'s choice of command."""

from __future__ import annotations

import os
import subprocess
import sys
import types
from pathlib import Path

import pytest

import bestiary_tui
from bestiary_tui import cli

ROOT = Path(__file__).resolve().parents[2]


def test_help_lists_the_chooser_and_serve(capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(["--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert "usage: bestiary" in out and "serve" in out and "choose a game" in out


@pytest.mark.parametrize("argv", [["play"], ["--winterfall"], ["serve", "--nope"]])
def test_a_bad_command_or_flag_is_one_line_and_exit_2(argv, capsys, monkeypatch) -> None:
    use_serve(monkeypatch, _serve_module([]))
    with pytest.raises(SystemExit) as stop:
        cli.main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1].startswith(("bestiary: error:", "bestiary serve: error:"))
    assert "Traceback" not in "\n".join(err)


def use_serve(monkeypatch, module: types.ModuleType) -> None:
    """`from bestiary_tui import serve` finds `module`, imported before or not."""
    monkeypatch.setitem(sys.modules, "bestiary_tui.serve", module)
    monkeypatch.setattr(bestiary_tui, "serve", module, raising=False)


def _serve_module(calls: list) -> types.ModuleType:
    """What `bestiary serve` is written against: `add_arguments(parser)` and `run(args)`
    of bestiary_tui.serve (that module's own tests are its own)."""
    module = types.ModuleType("bestiary_tui.serve")

    def add_arguments(parser) -> None:
        parser.add_argument("--host", default="127.0.0.1")
        parser.add_argument("--port", type=int, default=8000)

    def run(args) -> int:
        calls.append((args.host, args.port))
        return 7

    module.add_arguments = add_arguments  # type: ignore[attr-defined]
    module.run = run  # type: ignore[attr-defined]
    return module


def test_serve_is_handed_to_the_serve_module(monkeypatch) -> None:
    calls: list = []
    use_serve(monkeypatch, _serve_module(calls))
    assert cli.main(["serve", "--port", "8123"]) == 7
    assert calls == [("127.0.0.1", 8123)]


def test_no_command_opens_the_front_door(monkeypatch) -> None:
    import bestiary_tui.front_door as front_door

    monkeypatch.setattr(front_door, "run", lambda: 5)
    assert cli.main([]) == 5


def _fake_venv(tmp_path: Path) -> Path:
    """A .venv whose commands say what they were called with (./play sets nothing up:
    its stamp is newer than pyproject.toml)."""
    venv = tmp_path / "venv"
    (venv / "bin").mkdir(parents=True)
    for name in ("python", "bestiary", "wondrous", "cryptic"):
        script = venv / "bin" / name
        script.write_text(f'#!/bin/sh\necho {name} "$@"\n', encoding="utf-8")
        script.chmod(0o755)
    stamp = venv / ".bestiary-installed"
    stamp.touch()
    later = (ROOT / "pyproject.toml").stat().st_mtime + 10
    os.utime(stamp, (later, later))
    return venv


@pytest.mark.parametrize(("args", "runs"), [
    ([], "bestiary"),
    (["wondrous", "--new"], "wondrous --new"),
    (["cryptic"], "cryptic"),
    (["serve", "--port", "9000"], "bestiary serve --port 9000"),
])
def test_play_with_no_game_name_opens_the_front_door(tmp_path, args, runs) -> None:
    env = {**os.environ, "BESTIARY_VENV": str(_fake_venv(tmp_path))}
    out = subprocess.run(["sh", str(ROOT / "play"), *args], env=env, capture_output=True,
                         text=True, check=True, timeout=30).stdout
    assert out.strip() == runs
