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
