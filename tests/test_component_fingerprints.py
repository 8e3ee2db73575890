"""The fingerprint of the component values a game is played with (`Rules.components`),
which a save keeps so that one no longer replaying after a balance change says why."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from engine.core import Game
from engine.core.assets import asset_root
from engine.core.save import dumps
from engine.cryptic.rules import CrypticRules, load_data
from engine.wondrous.loading import load_components
from engine.wondrous.rules import WondrousRules
from tests.cryptic.bot_helpers import mode_config, randomly_played


def test_the_fingerprints_are_the_same_for_every_load_and_differ_between_games() -> None:
    assert WondrousRules().components == WondrousRules().components
    assert CrypticRules().components == CrypticRules().components
    assert len(WondrousRules().components) == 16
    assert WondrousRules().components != CrypticRules().components


def test_the_same_files_in_another_folder_have_the_same_fingerprint(tmp_path: Path) -> None:
    """Where the files are read from is not one of their values."""
    shutil.copytree(asset_root(), tmp_path / "assets")
    assert WondrousRules(load_components(tmp_path / "assets")).components == \
        WondrousRules().components
    assert CrypticRules(load_data(tmp_path / "assets")).components == CrypticRules().components


def test_one_changed_cryptid_value_changes_the_fingerprint() -> None:
    data = load_data()
    first, *rest = data.cat.cryptids.cryptids
    cryptids = data.cat.cryptids.replace(
        cryptids=[first.replace(find_points=first.find_points + 1), *rest])
    changed = data.replace(cat=data.cat.replace(cryptids=cryptids))
    assert CrypticRules(changed).components != CrypticRules(data).components


def test_one_changed_creature_value_changes_it_and_a_help_text_does_not() -> None:
    comps = load_components()
    first, *rest = comps.creatures.creatures
    changed = comps.replace(creatures=comps.creatures.replace(
        creatures=[first.replace(ending_score=first.ending_score + 1), *rest]))
    helped = comps.replace(help=comps.help.replace(
        topics={**comps.help.topics, "new topic": "Words only a player reads."}))
    assert WondrousRules(changed).components != WondrousRules(comps).components
    assert WondrousRules(helped).components == WondrousRules(comps).components


def test_a_cryptic_save_records_its_fingerprint() -> None:
    rules = CrypticRules()
    game = randomly_played(Game(rules, mode_config(2, (), False, 4)), 4, steps=12)
    assert json.loads(dumps(game))["components"] == rules.components
