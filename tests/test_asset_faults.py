"""Every command meets broken component data with one sentence on stderr and exit code 2.

The faults: a missing --assets folder, a missing file, a file that is not YAML, and data
that fails validation (a base file or a Winterfall one), each in a copy of the shipped assets.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from cryptic_tui import cli as cryptic_cli
from wondrous_tui import cli as wondrous_cli

COMMANDS = {
    "wondrous": ["--new"],
    "data": ["data", "--json"],
    "sim": ["sim", "--games", "1"],
    "fuzz": ["fuzz", "--games", "1"],
    "bench": ["bench", "--keys", "1", "--warmup", "1"],
}


def _missing_file(root: Path) -> str:
    (root / "wondrous" / "tingent.yaml").unlink()
    return "tingent.yaml: the file is missing"


def _bad_yaml(root: Path) -> str:
    (root / "wondrous" / "captains.yaml").write_text("captains: [\n", encoding="utf-8")
    return "not valid YAML"


def _fails_validation(root: Path) -> str:
    path = root / "wondrous" / "components.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("pouch_per_species: 5",
                                                             "pouch_per_species: five"))
    return "field pouch_per_species"


def _winterfall_fails_validation(root: Path) -> str:
    path = root / "wondrous" / "winterfall" / "tiles.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("slots: 2", "slots: 3", 1))
    return "winterfall/tiles.yaml: entry aurora_tiles.0 (1): field slots"


def _winterfall_file_missing(root: Path) -> str:
    (root / "wondrous" / "winterfall" / "cards.yaml").unlink()
    return "winterfall/cards.yaml: the file is missing"


#: "billion laughs": nine lines whose aliases stand for 9**9 (387 million) strings
ALIAS_BOMB = "\n".join(
    ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    + [f"{name}: &{name} [{', '.join([f'*{prev}'] * 9)}]"
       for prev, name in zip("abcdefgh", "bcdefghi", strict=True)]) + "\n"


def _alias_bomb(root: Path) -> str:
    (root / "wondrous" / "captains.yaml").write_text(ALIAS_BOMB, encoding="utf-8")
    return "captains.yaml: it stands for more than 1,000,000 entries"


def _alias_in_its_own_anchor(root: Path) -> str:
    (root / "wondrous" / "winterfall" / "icons.yaml").write_text("a: &a [*a]\n")
    return "winterfall/icons.yaml: an alias is used inside its own anchor"


def _pipe(root: Path) -> str:
    (root / "wondrous" / "tingent.yaml").unlink()
    os.mkfifo(root / "wondrous" / "tingent.yaml")
    return "tingent.yaml: cannot be read (it is a pipe, not a file)"


def _link_to_dev_zero(root: Path) -> str:
    (root / "wondrous" / "creatures.yaml").unlink()
    (root / "wondrous" / "creatures.yaml").symlink_to("/dev/zero")
    return "creatures.yaml: cannot be read (it is a device, not a file)"


def _missing_folder(root: Path) -> str:
    shutil.rmtree(root)
    return "there is no such folder"


FAULTS: dict[str, Callable[[Path], str]] = {
    "missing file": _missing_file,
    "bad YAML": _bad_yaml,
    "fails validation": _fails_validation,
    "Winterfall fails validation": _winterfall_fails_validation,
    "Winterfall file missing": _winterfall_file_missing,
    "missing folder": _missing_folder,
    "alias bomb": _alias_bomb,
    "alias in its own anchor": _alias_in_its_own_anchor,
    "pipe": _pipe,
    "link to /dev/zero": _link_to_dev_zero,
}




def _one_sentence(err: str, words: str) -> None:
    lines = err.strip().splitlines()
    assert len(lines) == 1, lines
    assert words in lines[0] and lines[0].endswith(".") and "Traceback" not in err


@pytest.mark.timeout(60)  # a pipe read, or an alias bomb built, would hang or fill memory
@pytest.mark.parametrize("fault", FAULTS)
@pytest.mark.parametrize("command", COMMANDS)
def test_wondrous_commands_report_a_broken_copy_in_one_sentence(
    command: str, fault: str, asset_copy: Path, capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import wondrous_tui.app

    monkeypatch.setattr(wondrous_tui.app, "WondrousApp", None)  # must not be reached
    words = FAULTS[fault](asset_copy)
    assert wondrous_cli.main(["--assets", str(asset_copy), *COMMANDS[command]]) == 2
    _one_sentence(capsys.readouterr().err, words)


def test_cryptic_reports_a_missing_assets_folder(
    asset_copy: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    words = _missing_folder(asset_copy)
    assert cryptic_cli.main(["--assets", str(asset_copy)]) == 2
    _one_sentence(capsys.readouterr().err, words)


@pytest.mark.timeout(60)
@pytest.mark.parametrize("command", [["data", "--json"], ["sim", "--games", "1"], []])
def test_cryptic_refuses_an_alias_bomb_in_one_sentence(
    command: list[str], asset_copy: Path, capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import cryptic_tui.app

    monkeypatch.setattr(cryptic_tui.app, "CrypticApp", None)  # must not be reached
    (asset_copy / "cryptic" / "cryptids.yaml").write_text(ALIAS_BOMB, encoding="utf-8")
    assert cryptic_cli.main(["--assets", str(asset_copy), *command]) == 2
    _one_sentence(capsys.readouterr().err, "cryptids.yaml: it stands for more than 1,000,000")


def test_a_fault_from_the_environment_variable_is_one_sentence_too(asset_copy: Path) -> None:
    words = _bad_yaml(asset_copy)
    env = {"BESTIARY_ASSETS": str(asset_copy), "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-m", "wondrous_tui.cli", "sim", "--games", "1"],
                         capture_output=True, text=True, env=env, cwd=asset_copy.parent)
    assert out.returncode == 2 and out.stdout == ""
    _one_sentence(out.stderr, words)


def test_a_missing_folder_in_the_environment_variable_is_named(
    asset_copy: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BESTIARY_ASSETS", str(asset_copy / "nowhere"))
    assert wondrous_cli.main(["sim", "--games", "1"]) == 2
    _one_sentence(capsys.readouterr().err, "BESTIARY_ASSETS=")
