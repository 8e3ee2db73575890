"""`cryptic sim` and `cryptic fuzz`: the same JSON as `wondrous sim`, both modes."""

import json

import pytest

from cryptic_tui import cli
from engine.cryptic.scoring import STEPS


@pytest.mark.slow
@pytest.mark.parametrize("flags", [[], ["--wolpertinger"], ["--no-bids"]])
def test_sim_json(capsys, flags):
    assert cli.main(["sim", "--players", "2", "--games", "2", "--seed", "4", "--json",
                     *flags]) == 0
    data = json.loads(capsys.readouterr().out)
    assert list(data)[:4] == ["games", "games_per_second", "errors", "per_game"]
    assert data["games"] == 2 and data["errors"] == []
    game = data["per_game"][0]
    assert {"seed", "players", "turns", "end_reason", "scores", "winner", "tie"} <= set(game)
    breakdown = game["scores"][0]["breakdown"]
    assert list(breakdown)[:9] == list(STEPS)
    assert ("wolpertinger" in breakdown) == ("--wolpertinger" in flags)
    assert all(s["total"] == sum(s["breakdown"].values()) for s in game["scores"])


@pytest.mark.slow
def test_fuzz_runs_every_check(capsys):
    assert cli.main(["fuzz", "--players", "3", "--games", "1", "--seed", "9"]) == 0
    assert "0 failures" in capsys.readouterr().out
