"""Shared fixtures: the built-in Cryptic Nature catalog, and a copy to break."""

from pathlib import Path

import pytest

from engine.cryptic.parts.catalog import Catalog, load_catalog


@pytest.fixture(scope="session")
def catalog() -> Catalog:
    from engine.core.assets import packaged_root

    return load_catalog(packaged_root())


def edit(root: Path, filename: str, old: str, new: str, count: int = 1) -> Path:
    """Replace `old` by `new` in a copied asset file (it must be there `count` times)."""
    path = root / "cryptic" / filename
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == count, f"{old!r} is in {filename} {text.count(old)} times"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path
