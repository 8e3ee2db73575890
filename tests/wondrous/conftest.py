"""Shared fixtures: the built-in Wondrous Creatures components, loaded once."""

import pytest

from engine.wondrous.loading import Components, load_components


@pytest.fixture(scope="session")
def comps() -> Components:
    from engine.core.assets import packaged_root

    return load_components(packaged_root())
