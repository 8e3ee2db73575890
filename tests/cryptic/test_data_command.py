"""`cryptic data --json`, `--check DIR` and `--report`, and `cryptic` alone."""

import json
import subprocess
import sys

import pytest

from cryptic_tui import cli, data_command
from tests.cryptic.conftest import edit

CRYPTID_KEYS = {"number", "name", "level", "location", "evidence", "find_points",
                "settle_points", "types", "terrain", "tile", "power", "designed"}


def test_json_has_the_agreed_shape(capsys):
    assert cli.main(["data", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["cryptids"]) == 43
    for k in data["cryptids"]:
        assert set(k) >= CRYPTID_KEYS
        assert k["level"] in (1, 2, 3)
        assert k["terrain"] in ("water", "mountains", "forests", "special")
        assert all(isinstance(cell, list) and len(cell) == 2 for cell in k["tile"])
        assert set(k["power"]) >= {"when", "text"}
        assert k["power"]["when"] in ("found", "fail", "relocated", "game_end", None)
        assert isinstance(k["evidence"], list) and isinstance(k["designed"], list)
    snake = next(k for k in data["cryptids"] if k["name"] == "Karadag Snake")
    assert snake["location"] == "E3" and snake["power"]["when"] == "found"
    assert all(set(c) >= {"id", "kind", "target"} for c in data["contracts"])
    assert {r["kind"] for r in data["requests"]} == {"region", "type"}
    assert all(set(t) >= {"type", "price", "location"} for t in data["evidence_tokens"])
    assert data["bonus_rumors"] == 10
    assert {loc["kind"] for loc in data["map"]["locations"]} == {"region", "city"}
    assert all(len(link) == 2 for link in data["map"]["links"])
    assert data["wolpertinger_tokens"] == {"hare": 6, "coins": 2, "evidence": 2, "reroll": 1}


def test_json_has_the_table_parts_too(capsys):
    """The sanctuary, terrain tiles, skills, dice and Poacher cards come from the second
    part of the data; `--json` carries their keys beside the catalog's."""
    assert cli.main(["data", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["terrain_tiles"]) == 51
    assert len(data["sanctuary"]["starting_spaces"]) == 3
    assert set(data["sanctuary"]["fences"]) == {"2", "3"}
    assert all(set(s) >= {"id", "name", "kind", "cost", "copies", "start"}
               for s in data["skills"])
    assert data["assistant_dice"]["faces"] and data["tracking_dice"]["faces"]
    assert data["poacher_cards"]


def test_check_reports_a_fault_in_a_table_part(asset_copy, capsys):
    (asset_copy / "cryptic" / "dice.yaml").write_text("not: [valid", encoding="utf-8")
    assert cli.main(["data", "--check", str(asset_copy)]) == 1
    assert "dice.yaml" in capsys.readouterr().out


def test_check_passes_on_the_shipped_copy(asset_copy, capsys):
    assert cli.main(["data", "--check", str(asset_copy)]) == 0
    assert "valid" in capsys.readouterr().out


def test_check_lists_every_problem_and_fails(asset_copy, capsys):
    edit(asset_copy, "cryptids.yaml", "level: 1\n  location: S4", "level: 4\n  location: S4")
    edit(asset_copy, "evidence.yaml", "{type: victim, price: 3, location: N1,",
         "{type: victim, price: -1, location: N1,")
    assert cli.main(["data", "--check", str(asset_copy)]) == 1
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    assert len(lines) == 2
    assert any("cryptids.yaml: entry cryptids.0 (Trochus): field level:" in x for x in lines)
    assert any("evidence.yaml: entry tokens.0: field price:" in x for x in lines)
    assert "2 problem(s) found." in captured.err


def test_check_of_a_missing_folder(tmp_path, capsys):
    assert cli.main(["data", "--check", str(tmp_path / "nowhere")]) == 1
    assert "not a folder" in capsys.readouterr().out


def test_report_prints_the_balance_tables(capsys):
    assert cli.main(["data", "--report"]) == 0
    out = capsys.readouterr().out
    assert "Points by level" in out and "Contract and request scorability" in out


def test_a_broken_copy_is_one_sentence_not_a_traceback(asset_copy):
    edit(asset_copy, "cryptids.yaml", "level: 1\n  location: S4", "level: x\n  location: S4")
    out = subprocess.run([sys.executable, "-m", "cryptic_tui.cli", "--assets", str(asset_copy),
                          "data", "--json"], capture_output=True, text=True, check=False)
    assert out.returncode == 2
    assert "Traceback" not in out.stderr and out.stdout == ""
    assert "cryptids.yaml: entry cryptids.0 (Trochus): field level:" in out.stderr


def test_another_part_joins_with_one_entry(monkeypatch, asset_copy, capsys):
    """The seam for the table parts: a part adds its JSON keys, its report and its check."""
    extra = data_command.DataPart(
        "dice", load=lambda root: {"faces": [1, 2]}, to_json=lambda d: {"dice": d},
        report=lambda d: "Dice report", check=lambda folder: ["dice.yaml: entry x: field y: z"])
    monkeypatch.setattr(data_command, "PARTS", [*data_command.PARTS, extra])
    assert cli.main(["data", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["dice"] == {"faces": [1, 2]} and len(data["cryptids"]) == 43
    assert cli.main(["data", "--report"]) == 0
    assert "Dice report" in capsys.readouterr().out
    assert cli.main(["data", "--check", str(asset_copy)]) == 1
    assert capsys.readouterr().out.splitlines() == ["dice.yaml: entry x: field y: z"]


@pytest.mark.parametrize("with_assets", [False, True])
def test_cryptic_alone_opens_the_app(monkeypatch, asset_copy, with_assets):
    opened = []

    class Fake:
        def __init__(self, seed, resume):
            opened.append((seed, resume))

        def run(self):
            pass

    import cryptic_tui.app

    monkeypatch.setattr(cryptic_tui.app, "CrypticApp", Fake)
    assert cli.main(["--assets", str(asset_copy)] if with_assets else []) == 0
    assert cli.main(["--seed", "4", "--new"]) == 0
    assert opened == [(None, None), (4, False)]
