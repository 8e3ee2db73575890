"""Asset loading: YAML checked into records, one-line faults naming file, entry and field."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.core import AssetError
from engine.core import assets as assets_module
from engine.core.assets import asset_root, set_asset_root, validate_file
from engine.core.records import Record


class Card(Record):
    name: str
    cost: int


class Deck(Record):
    title: str
    cards: list[Card]


GOOD = """\
# values from the rulebook: cost
title: Forest
cards:
  - name: Fox
    cost: 1
  - name: Owl
    cost: 2
"""


@pytest.fixture(autouse=True)
def reset_root() -> Iterator[None]:
    yield
    set_asset_root(None)


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def faults(path: Path) -> list[str]:
    with pytest.raises(AssetError) as caught:
        validate_file(path, Deck)
    problems = caught.value.problems
    assert str(caught.value) == "\n".join(problems)
    for line in problems:
        assert "\n" not in line and "Traceback" not in line
        assert line.startswith(f"{path}: ")
    return problems


def test_a_good_file_loads(tmp_path: Path) -> None:
    deck = validate_file(write(tmp_path / "deck.yaml", GOOD), Deck)
    assert deck == Deck(title="Forest", cards=[Card(name="Fox", cost=1), Card(name="Owl", cost=2)])


def test_a_bad_field_names_file_entry_and_field(tmp_path: Path) -> None:
    path = write(tmp_path / "deck.yaml", GOOD.replace("cost: 2", "cost: lots"))
    (line,) = faults(path)
    assert line.startswith(f"{path}: entry cards.1 (Owl): field cost: ")
    assert "integer" in line


def test_a_missing_and_an_unknown_field_each_get_a_line(tmp_path: Path) -> None:
    text = GOOD.replace("    cost: 1\n", "").replace("cost: 2", "cost: 2\n    colour: red")
    path = write(tmp_path / "deck.yaml", text)
    problems = faults(path)
    assert len(problems) == 2
    assert problems[0].startswith(f"{path}: entry cards.0 (Fox): field cost: Field required")
    assert problems[1].startswith(f"{path}: entry cards.1 (Owl): field colour: Extra inputs")


def test_a_bad_top_level_field(tmp_path: Path) -> None:
    path = write(tmp_path / "deck.yaml", GOOD.replace("title: Forest", "title: [1, 2]"))
    (line,) = faults(path)
    assert line.startswith(f"{path}: entry top level: field title: ")


def test_an_entry_without_a_name_is_named_by_position(tmp_path: Path) -> None:
    path = write(tmp_path / "deck.yaml", GOOD.replace("name: Owl", "nom: Owl"))
    problems = faults(path)
    assert any(p.startswith(f"{path}: entry cards.1: field name: Field required") for p in problems)


def test_invalid_yaml_gives_file_and_line(tmp_path: Path) -> None:
    path = write(tmp_path / "deck.yaml", GOOD.replace("    cost: 2", "   cost: 2"))
    (line,) = faults(path)
    assert line.startswith(f"{path}: line 7, column 4: not valid YAML")


def test_an_empty_file_is_a_fault_not_a_crash(tmp_path: Path) -> None:
    (line,) = faults(write(tmp_path / "deck.yaml", ""))
    assert "entry top level" in line


def test_a_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nope.yaml"
    assert faults(path) == [f"{path}: the file is missing"]


def test_yaml_is_loaded_safely(tmp_path: Path) -> None:
    path = write(tmp_path / "deck.yaml", "title: !!python/object/apply:os.getcwd []\ncards: []\n")
    (line,) = faults(path)
    assert "not valid YAML" in line


def test_the_packaged_data_is_found_without_importing_it_and_missing_data_is_one_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    root = assets_module.packaged_root()
    assert {"wondrous", "cryptic"} <= {p.name for p in root.iterdir() if p.is_dir()}
    monkeypatch.setattr(assets_module, "PACKAGE", "no_such_bestiary_package")
    with pytest.raises(AssetError, match=r"\(no_such_bestiary_package\) is not installed"):
        assets_module.packaged_root()


def test_root_comes_from_override_then_environment_then_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("BESTIARY_ASSETS", raising=False)
    assert asset_root() == assets_module.packaged_root()
    assert (asset_root() / "wondrous" / "creatures.yaml").is_file()
    monkeypatch.setenv("BESTIARY_ASSETS", str(tmp_path))
    assert asset_root() == tmp_path
    set_asset_root(tmp_path / "other")
    assert asset_root() == tmp_path / "other"
