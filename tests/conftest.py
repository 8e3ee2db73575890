"""Every test gets its own data directory, so no test reads or writes a player's saves."""

import pytest


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    home = tmp_path / "bestiary-home"
    monkeypatch.setenv("BESTIARY_HOME", str(home))
    monkeypatch.delenv("BESTIARY_ASSETS", raising=False)
    return home
