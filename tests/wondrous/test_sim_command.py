"""`wondrous sim` prints the JSON other tools read; `wondrous fuzz` reports failures."""

from __future__ import annotations

import json

from wondrous_tui.cli import main


def test_sim_json_shape(capsys):
    assert main(["sim", "--players", "3", "--games", "2", "--seed", "5", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 2 and data["errors"] == []
    assert data["games_per_second"] > 0
    assert [g["seed"] for g in data["per_game"]] == [5, 6]
    for game in data["per_game"]:
        assert game["players"] == 3 and game["turns"] > 10 and game["end_reason"]
        assert len(game["scores"]) == 3
        for score in game["scores"]:
            assert score["total"] == sum(score["breakdown"].values())
        assert (game["winner"] is None) == game["tie"]


def test_sim_table_and_fuzz(capsys):
    assert main(["sim", "--games", "2", "--seed", "9"]) == 0
    out = capsys.readouterr().out
    assert "2 games" in out and "0 errors" in out
    assert main(["fuzz", "--games", "1", "--seed", "3", "--save-every", "200"]) == 0
    assert "0 failures" in capsys.readouterr().out


def test_solo_sim_json_has_tingent_as_its_own_seat(capsys):
    args = ["sim", "--solo", "easygoing", "--scenario", "haze:medium", "--games", "2",
            "--seed", "4", "--json"]
    assert main(args) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 2 and data["errors"] == []
    for game in data["per_game"]:
        assert game["players"] == 2
        you, tingent = game["scores"]
        assert tingent["name"] == "Tingent" and tingent["seat"] == 1
        assert "face-down cards" in tingent["breakdown"] and "leftovers" in you["breakdown"]
        for score in game["scores"]:
            assert score["total"] == sum(score["breakdown"].values())
        assert game["winner"] in (0, 1) and not game["tie"]  # ties go to trophies, then Tingent


def test_rounds_scores_each_game_as_it_stands(capsys):
    assert main(["sim", "--solo", "wild", "--games", "2", "--rounds", "5", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    for game in data["per_game"]:
        assert game["turns"] == 10 and game["end_reason"] == "stopped early"
        assert game["scores"][1]["total"] > 0


def test_bad_solo_arguments_are_one_line_errors(capsys):
    import pytest

    for args, words in (
        (["--scenario", "haze:easy"], "needs --solo"),
        (["--solo", "wild", "--scenario", "outlaws:hard"], "not 'hard'"),
        (["--solo", "wild", "--scenario", "fog:easy"], "no scenario called"),
    ):
        with pytest.raises(SystemExit) as stop:
            main(["sim", "--games", "1", *args])
        assert words in str(stop.value)
