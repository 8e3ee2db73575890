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
    assert list(data) == ["games", "games_per_second", "errors", "per_game", "agents",
                          "decision_ms", "agent_results"]
    assert data["games"] == 3 and data["errors"] == []
    assert [g["seed"] for g in data["per_game"]] == [7, 8, 9]
    assert all(g["players"] == 3 and len(g["scores"]) == 3 for g in data["per_game"])


def _sim(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    assert main(["sim", "--games", "3", "--seed", "4", "--json", *args]) == 0
    data: dict[str, object] = json.loads(capsys.readouterr().out)
    data.pop("games_per_second")
    data.pop("decision_ms")  # times vary from run to run
    return data


def test_sim_agents_name_each_seat_and_count_their_games(
        capsys: pytest.CaptureFixture[str]) -> None:
    main(["sim", "--players", "2", "--games", "2", "--json", "--agents", "random,random"])
    data = json.loads(capsys.readouterr().out)
    assert data["agents"] == ["random", "random"]
    assert set(data["decision_ms"]["random"]) == {"median", "p95", "max"}
    assert data["agent_results"]["random"]["seats"] == 4
    assert all(g["agents"] == ["random", "random"] for g in data["per_game"])
    # the same games as without --agents: random is the default agent
    assert _sim(capsys, "--agents", "random,random")["per_game"] == _sim(capsys)["per_game"]


def test_seat_rotate_plays_each_seed_once_per_rotation(
        capsys: pytest.CaptureFixture[str]) -> None:
    data = _sim(capsys, "--players", "3", "--agents", "random,random,random", "--seat-rotate")
    games = data["per_game"]
    assert isinstance(games, list)
    assert [g["seed"] for g in games] == [4, 4, 4, 5, 5, 5, 6, 6, 6]


def test_jobs_give_the_same_output_as_one_process(capsys: pytest.CaptureFixture[str]) -> None:
    assert _sim(capsys, "--jobs", "2", "--seat-rotate") == _sim(capsys, "--seat-rotate")


@pytest.mark.parametrize(("args", "words"), [
    (["--agents", "genius,random"], "no agent called 'genius'"),
    (["--agents", "random"], "1 agent name for 2 seats"),
    (["--jobs", "0"], "0 is not a count"),
])
def test_bad_agent_lists_and_job_counts_are_refused_in_one_sentence(
        capsys: pytest.CaptureFixture[str], args: list[str], words: str) -> None:
    with pytest.raises(SystemExit):
        main(["sim", "--games", "1", *args])
    assert words in capsys.readouterr().err + _exit_text(args)


def _exit_text(args: list[str]) -> str:
    try:
        main(["sim", "--games", "1", *args])
    except SystemExit as stop:
        return str(stop.code)
    return ""


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
