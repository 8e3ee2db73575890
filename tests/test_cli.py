"""The console scripts exist and answer."""

import json
import subprocess
import sys
from collections.abc import Callable

import pytest

from cryptic_tui.cli import main as cryptic_main
from wondrous_tui.cli import main as wondrous_main


@pytest.mark.parametrize("module", ["wondrous_tui.cli", "cryptic_tui.cli"])
def test_version(module):
    out = subprocess.run(
        [sys.executable, "-m", module, "--version"], capture_output=True, text=True, check=True
    )
    assert out.stdout.startswith("Bestiary ")


@pytest.mark.parametrize("main", [wondrous_main, cryptic_main], ids=["wondrous", "cryptic"])
@pytest.mark.parametrize("argv", [
    ["sim", "--games", "0"], ["sim", "--games", "-1"], ["fuzz", "--games", "0"],
    ["fuzz", "--check-every", "0"], ["fuzz", "--save-every", "0"], ["sim", "--rounds", "0"],
    ["bench", "--keys", "0"], ["bench", "--starts", "0"],
])
def test_a_count_below_one_is_refused_in_one_sentence(
    main: Callable[[list[str]], int], argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert err.strip().splitlines()[-1].endswith(
        f"error: argument {argv[1]}: {argv[2]} is not a count: give a whole number from 1 up")
    assert "Traceback" not in err


@pytest.mark.parametrize("main", [wondrous_main, cryptic_main], ids=["wondrous", "cryptic"])
@pytest.mark.parametrize(("value", "words"), [
    ("9", "9 ms is too short to think: give 10 or more"),
    ("abc", "'abc' is not a whole number of milliseconds"),
    ("1e3x", "'1e3x' is not a whole number of milliseconds"),
])
def test_a_think_time_below_10_ms_or_not_a_number_is_refused_in_one_sentence(
    main: Callable[[list[str]], int], value: str, words: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["sim", "--games", "1", "--think", value])
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert err.strip().splitlines()[-1].endswith(f"error: argument --think: {words}")
    assert "Traceback" not in err


@pytest.mark.parametrize("main", [wondrous_main, cryptic_main], ids=["wondrous", "cryptic"])
def test_sim_gives_hard_its_think_time_on_every_process(
    main: Callable[[list[str]], int], capsys: pytest.CaptureFixture[str],
) -> None:
    """A round of two games at 50 ms a decision, on two processes: no decision of `hard`
    takes anything like the default second."""
    assert main(["sim", "--players", "2", "--agents", "hard,normal", "--think", "50",
                 "--rounds", "1", "--games", "2", "--jobs", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["errors"] == [] and data["games"] == 2
    assert data["decision_ms"]["hard"]["max"] < 500
