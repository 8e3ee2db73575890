"""`wondrous data --json` and `--report`."""

import json

from rich.console import Console

from wondrous_tui import cli
from wondrous_tui.data_command import show_report


def test_json_has_the_agreed_fields(capsys):
    assert cli.main(["data", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    base = [k for k in data["creatures"] if k["set"] == "base"]
    assert len(base) == 126
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
    assert [c["number"] for c in data["captains"] if c["set"] == "base"] == list(range(1, 10))
    assert all({"number", "name"} <= set(c) for c in data["captains"])
    kinds = {a["kind"] for a in data["achievements"]}
    assert kinds == {"main", "single", "multi"}
    assert all({"id", "kind", "species"} <= set(a) for a in data["achievements"])
    assert data["trophies"] == {"1": 8, "2": 10, "3": 14, "4": 16}
    assert data["score_track"]["rewards"]["5"] == "discovery"
    assert len(data["score_track"]["rewards"]) == 10


WINTERFALL_COUNTS = {"blizzards": 18, "snowflakes": 25, "big_snowflakes": 6,
                     "wild_habitat_tiles": 6, "mountain_tiles_unmarked": 6,
                     "mountain_tiles_marked": 2, "aurora_tokens": 14, "spirit_eggs": 11}


def test_json_names_the_set_and_has_the_winterfall_object(capsys):
    assert cli.main(["data", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    for kind, base, winterfall in (("creatures", 126, 53), ("captains", 9, 6),
                                   ("achievements", 19, 11)):
        sets = [x["set"] for x in data[kind]]
        assert (sets.count("base"), sets.count("winterfall")) == (base, winterfall), kind
    numbers = [k["number"] for k in data["creatures"] if k["set"] == "winterfall"]
    assert numbers == list(range(141, 194))
    w = data["winterfall"]
    assert {"cards", "prelude_cards", "aurora_tiles", "tingent_cards", "projects",
            "components"} <= set(w)
    assert [c["number"] for c in w["cards"]] == list(range(1, 13))
    for card in w["cards"]:
        assert {"number", "name", "symbol", "effects"} <= set(card)
        assert all(e["kind"] in ("instructional", "sequential") for e in card["effects"])
    assert (len(w["prelude_cards"]), len(w["aurora_tiles"]), len(w["tingent_cards"])) == (6, 18, 12)
    assert {k: w["components"][k] for k in WINTERFALL_COUNTS} == WINTERFALL_COUNTS
    assert [len(s["projects"]) for s in w["projects"]["sides"]] == [3, 3]


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
        "Winterfall set: 53 creature cards (#141-193)",
    ):
        assert heading in text
    assert text.count("Every card keeps the balance rule") == 2
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
    assert cli.main(["--winterfall"]) == 0
    assert opened == [{"seed": None, "resume": None, "winterfall": False},
                      {"seed": 4, "resume": False, "winterfall": False},
                      {"seed": None, "resume": None, "winterfall": True}]
