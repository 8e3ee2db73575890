"""`wondrous data --json` and `--report`."""

import json

from rich.console import Console

from wondrous_tui import cli
from wondrous_tui.data_command import show_report


def test_json_has_the_agreed_fields(capsys):
    assert cli.main(["data", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["creatures"]) == 126
    for k in data["creatures"]:
        assert {
            "number",
            "name",
            "type",
            "habitat",
            "species",
            "cost",
            "ending_score",
            "energy_limit",
            "designed",
        } <= set(k)
        assert isinstance(k["species"], list) and isinstance(k["cost"], dict)
    pheoxi = next(k for k in data["creatures"] if k["name"] == "Pheoxi")
    assert pheoxi["energy_limit"] == 2
    applet = data["creatures"][0]
    assert applet["energy_limit"] is None
    assert [c["number"] for c in data["captains"]] == list(range(1, 10))
    assert all({"number", "name"} <= set(c) for c in data["captains"])
    kinds = {a["kind"] for a in data["achievements"]}
    assert kinds == {"main", "single", "multi"}
    assert all({"id", "kind", "species"} <= set(a) for a in data["achievements"])
    assert data["trophies"] == {"1": 8, "2": 10, "3": 14, "4": 16}
    assert data["score_track"]["rewards"]["5"] == "discovery"
    assert len(data["score_track"]["rewards"]) == 10


def test_report_shows_tables_and_charts():
    from engine.core.assets import packaged_root
    from engine.wondrous.loading import load_components

    console = Console(record=True, width=100, color_system=None)
    show_report(load_components(packaged_root()), console)
    text = console.export_text()
    for heading in (
        "By card type",
        "By habitat",
        "Species icons on cards",
        "By total cost",
        "Cost (rows) against ending score",
        "Every card keeps the balance rule",
    ):
        assert heading in text
    assert "█" in text


def test_no_subcommand_still_opens_the_app(monkeypatch):
    opened = []

    class Fake:
        def __init__(self, *args, **kwargs):
            self.kwargs = kwargs

        def run(self):
            opened.append(self.kwargs)

    import wondrous_tui.app as app

    monkeypatch.setattr(app, "WondrousApp", Fake)
    assert cli.main([]) == 0
    assert cli.main(["--seed", "4", "--new"]) == 0
    assert opened == [{"seed": None, "resume": None}, {"seed": 4, "resume": False}]
