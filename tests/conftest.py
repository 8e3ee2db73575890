"""Every test gets its own data directory, so no test reads or writes a player's saves."""

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.core.assets import packaged_root, set_asset_root


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    home = tmp_path / "bestiary-home"
    monkeypatch.setenv("BESTIARY_HOME", str(home))
    monkeypatch.delenv("BESTIARY_ASSETS", raising=False)
    return home


@pytest.fixture
def asset_copy(tmp_path: Path) -> Iterator[Path]:
    """A copy of the shipped component data to change or break; the loader is pointed back
    at the shipped data afterwards."""
    root = tmp_path / "assets"
    shutil.copytree(packaged_root(), root, ignore=shutil.ignore_patterns("__pycache__"))
    yield root
    set_asset_root(None)
