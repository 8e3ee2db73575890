"""`wondrous balance` and `cryptic balance`: the JSON, the report, --jobs, the solo levels
and the refusals (random agents keep the games quick)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from cryptic_tui.cli import main as cryptic_main
from wondrous_tui.cli import main as wondrous_main

Main = Callable[[list[str]], int]


def _json(main: Main, capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["balance", "--json", "--seed", "3", *args]) == 0
    data: dict[str, Any] = json.loads(capsys.readouterr().out)
    return data


def test_the_json_has_its_documented_keys(capsys: pytest.CaptureFixture[str]) -> None:
    data = _json(wondrous_main, capsys, "--games", "2", "--agents", "random,random")
    assert list(data) == ["games", "errors", "agents", "seats", "length", "scores", "taken",
                          "automa", "agent_results", "decision_ms"]
    assert data["games"] == 2 and data["errors"] == [] and data["automa"] == {}
    assert [row["seat"] for row in data["seats"]] == [0, 1]
    assert sum(row["wins"] + row["ties"] for row in data["seats"]) >= 2
    assert list(data["taken"]) == ["achievement", "captain", "creature", "habitat tile"]
    assert list(data["scores"]["categories"])[:2] == ["during the game", "end cards"]
    assert data["scores"]["total"]["count"] == 4
    row = data["taken"]["creature"]["060 Mushmid"]
    assert list(row) == ["taken", "seats", "wins", "take_rate", "win_rate", "mean_score"]
    assert row["seats"] == 4


def test_jobs_give_the_same_figures_as_one_process(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--games", "2", "--agents", "random,easy", "--seat-rotate")
    one = _json(wondrous_main, capsys, *args)
    two = _json(wondrous_main, capsys, *args, "--jobs", "2")
    for data in (one, two):
        data.pop("decision_ms")  # times vary from run to run
    assert one == two and one["games"] == 4


def test_solo_all_plays_each_level_the_mode_allows(capsys: pytest.CaptureFixture[str]) -> None:
    data = _json(wondrous_main, capsys, "--games", "1", "--agents", "random", "--solo", "all")
    assert list(data["automa"]) == ["lazy", "easygoing", "wild", "terrifying"]
    assert all(row["games"] == 1 for row in data["automa"].values())
    assert [row["seat"] for row in data["seats"]] == [0]  # Tingent's seat is no player's
    listed = _json(wondrous_main, capsys, "--games", "1", "--agents", "random", "--solo",
                   "wild,lazy")
    assert list(listed["automa"]) == ["wild", "lazy"]


def test_the_poacher_is_the_automa_of_cryptic_solo(capsys: pytest.CaptureFixture[str]) -> None:
    data = _json(cryptic_main, capsys, "--games", "2", "--agents", "random", "--solo")
    assert list(data["automa"]) == ["Poacher"] and data["automa"]["Poacher"]["games"] == 2
    assert "cryptid found" in data["taken"] and "terrain tile" in data["taken"]


@pytest.mark.parametrize(("main", "argv", "says"), [
    (wondrous_main, ["--solo", "hard"], "argument --solo: there is no level 'hard' (levels: "
     "lazy, easygoing, wild, terrifying, nightmare, or all)"),
    (wondrous_main, ["--solo", "nightmare"], "wondrous: Tingent's level must be one of lazy, "
     "easygoing, wild, terrifying."),
    (wondrous_main, ["--agents", "normal"], "wondrous balance: 1 agent name for 2 seats: give "
     "one name per seat, in seat order."),
    (cryptic_main, ["--agents", "clever,normal"], "cryptic balance: there is no agent called "
     "'clever' (agents: random, easy, normal, hard)."),
    (cryptic_main, ["--games", "0"], "argument --games: 0 is not a count: give a whole number "
     "from 1 up"),
    (cryptic_main, ["--solo", "--no-bids"], "cryptic: --solo cannot be played with --no-bids"),
])
def test_bad_options_are_refused_in_one_sentence(
        main: Main, argv: list[str], says: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["balance", *argv])
    told = capsys.readouterr().err.strip() or str(caught.value.code)
    assert told.splitlines()[-1].endswith(says)
    assert "Traceback" not in told


def test_the_report_draws_plain_plots(capsys: pytest.CaptureFixture[str],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    assert cryptic_main(["balance", "--games", "2", "--agents", "random,random"]) == 0
    out = capsys.readouterr().out
    assert "Win rate by seat position" in out and "Game length" in out
    assert "Wins by seat (a bar of 40 is every game)" in out
    seats = [line for line in out.splitlines() if line.startswith("seat ")]
    assert len(seats) == 2 and all("|" in line and line.endswith("%") for line in seats)
    assert "Categories (- min to max, = quartiles, | median)" in out
    assert "Players' final scores" in out
    assert "Each terrain tile: how often players took it" in out
    assert "\x1b[" not in out
