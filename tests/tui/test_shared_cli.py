"""The shared command line serves any game: Pebble Dice gets sim, fuzz and bench from it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.tinygame.cli import main

ROOT = Path(__file__).resolve().parents[2]


def test_sim_json_for_the_test_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--players", "3", "--games", "3", "--seed", "7", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert list(data) == ["games", "games_per_second", "errors", "per_game"]
    assert data["games"] == 3 and data["errors"] == []
    assert [g["seed"] for g in data["per_game"]] == [7, 8, 9]
    assert all(g["players"] == 3 and len(g["scores"]) == 3 for g in data["per_game"])


def test_sim_rounds_and_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--games", "2", "--rounds", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {g["end_reason"] for g in data["per_game"]} == {"stopped early"}
    assert main(["sim", "--games", "2"]) == 0
    assert "2 games" in capsys.readouterr().out


def test_fuzz_for_the_test_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["fuzz", "--games", "2", "--seed", "3", "--save-every", "5"]) == 0
    assert "2 games with every check" in capsys.readouterr().out


def test_fuzz_can_thin_out_its_costly_checks(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["fuzz", "--games", "2", "--seed", "3", "--check-every", "7"]) == 0
    assert "other checks every 7" in capsys.readouterr().out


def test_a_player_count_the_game_does_not_take_is_refused() -> None:
    with pytest.raises(SystemExit):
        main(["sim", "--players", "4"])


def test_bench_for_the_test_game(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)  # the first-frame interpreter imports tests.tinygame from here
    assert main(["bench", "--keys", "3", "--warmup", "0"]) == 0
    out = capsys.readouterr().out
    assert "time to first frame:" in out and "over 3 keys" in out
