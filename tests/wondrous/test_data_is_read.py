"""Every value in components.yaml is read: a corrected copy given with --assets changes the game.

Each case edits one value in a copy of the assets, points the loader at the copy (as
`--assets DIR` does) and compares the game with the one the shipped data gives.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from engine.core import Game, GameConfig, Seat
from engine.core.assets import set_asset_root
from engine.core.errors import AssetError
from engine.wondrous.loading import load_components
from engine.wondrous.rules import WondrousRules
from engine.wondrous.state import WondrousState


def _config(seed: int = 1) -> GameConfig:
    seats = (Seat(name="Ann", colour="red"), Seat(name="Bo", colour="blue"))
    return GameConfig(game="wondrous", seats=seats, seed=seed)


def _game(root: Path | None) -> Game[WondrousState]:
    set_asset_root(root)
    return Game(WondrousRules(), _config())


def _past_setup(game: Game[WondrousState]) -> Game[WondrousState]:
    """Each setup decision takes its first legal option (captain, cards kept, resources)."""
    while game.state.phase != "play":
        assert game.prompt is not None
        game.choose(game.prompt.enabled[0].id)
    return game


def _mountain_fees(game: Game[WondrousState]) -> int:
    """Place a crew member on a mountain; how many resources are asked for."""
    _past_setup(game)
    game.choose("place")
    assert game.prompt is not None
    game.choose(next(o.id for o in game.prompt.enabled if o.id.startswith("member:")
                     and "captain" not in o.label.lower()))
    assert game.prompt is not None
    game.choose(next(o.id for o in game.prompt.enabled if "(mountain)" in o.label))
    fees = 0
    while game.prompt is not None and game.prompt.kind == "mountain-fee":
        game.choose(game.prompt.enabled[0].id)
        fees += 1
    return fees


def _achievement_kinds(game: Game[WondrousState]) -> list[str]:
    cat = game.rules.cat  # type: ignore[attr-defined]
    return [cat.achievements[a.id].kind for a in game.state.achievements]


# table, key, changed value, what the game shows of it
CASES: dict[str, tuple[str, str, int, Callable[[Game[WondrousState]], Any]]] = {
    "starting_resource_each": ("setup", "starting_resource_each", 2,
                               lambda g: g.state.players[0].resources),
    "crew_per_player": ("limits", "crew_per_player", 4, lambda g: len(g.state.players[1].crew)),
    "mountain_cost": ("limits", "mountain_cost", 2, _mountain_fees),
    "main_achievements": ("setup", "main_achievements", 2, _achievement_kinds),
    "single_achievements": ("setup", "single_achievements", 1, _achievement_kinds),
    "multi_achievements": ("setup", "multi_achievements", 1, _achievement_kinds),
}




def _edit(root: Path, table: str, key: str, value: int) -> None:
    path = root / "wondrous" / "components.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data[table][key] = value
    path.write_text(yaml.safe_dump(data), encoding="utf-8")


@pytest.mark.parametrize("case", CASES)
def test_a_changed_value_changes_the_game(case: str, asset_copy: Path) -> None:
    table, key, value, shown = CASES[case]
    shipped = shown(_game(None))
    _edit(asset_copy, table, key, value)
    changed = shown(_game(asset_copy))
    assert changed != shipped, f"{key} = {value} left the game as it was"


def test_the_changed_values_show_as_the_rules_say(asset_copy: Path) -> None:
    assert _mountain_fees(_game(None)) == 1
    _edit(asset_copy, "limits", "mountain_cost", 2)
    _edit(asset_copy, "limits", "crew_per_player", 4)
    _edit(asset_copy, "setup", "starting_resource_each", 2)
    game = _game(asset_copy)
    assert set(game.state.players[0].resources.values()) == {2}
    assert [len(p.crew) for p in game.state.players] == [4, 4]
    assert _mountain_fees(game) == 2


@pytest.mark.parametrize("key", ["score_token_step", "tingent_crew"])
def test_a_value_no_rule_reads_is_reported(asset_copy: Path, key: str) -> None:
    _edit(asset_copy, "final_scoring" if key == "score_token_step" else "limits", key, 1)
    with pytest.raises(AssetError, match=f"field {key}: not a value any rule reads"):
        load_components(asset_copy)


def test_a_missing_value_is_reported_not_a_key_error(asset_copy: Path) -> None:
    path = asset_copy / "wondrous" / "components.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    del data["limits"]["mountain_cost"]
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(AssetError, match="entry limits: field mountain_cost: missing"):
        load_components(asset_copy)
