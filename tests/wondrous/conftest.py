"""Shared fixtures: the built-in Wondrous Creatures components, loaded once."""

import pytest

from engine.wondrous.loading import Components, load_components


@pytest.fixture(scope="session")
def comps() -> Components:
    from engine.core.assets import DEFAULT_ROOT

    return load_components(DEFAULT_ROOT)
