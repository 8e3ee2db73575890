"""Saves written before a change of the code's shape still load and replay to the state
they recorded (tests/saves: one game per mode, finished and halfway, written with commit
e6effa1 by tests/saves/write_saves.py).

A failure here means a save a player has would be refused as "altered". The usual cause is
the state hash: it reads every dataclass's class name and field names, so renaming a state
class or moving fields into a new record changes it. A record that groups fields which
used to sit loose on another is hashed as before when its field is marked
`hashing.INLINE` (see engine/core/hashing.py)."""

from __future__ import annotations

import gzip
from pathlib import Path
from typing import Any

import pytest

from engine.core.save import loads
from engine.cryptic.rules import CrypticRules
from engine.wondrous.rules import WondrousRules

SAVES = sorted((Path(__file__).parent / "saves").glob("*.json.gz"))


def rules_for(path: Path) -> Any:
    return CrypticRules() if path.name.startswith(("cryptic", "poacher")) else WondrousRules()


def test_there_is_a_save_of_every_mode_finished_and_halfway() -> None:
    names = {p.name.removesuffix(".json.gz") for p in SAVES}
    assert len(names) == 24
    assert sum(n.startswith(("cryptic", "poacher")) for n in names) == 10
    assert {n.rsplit("-", 1)[1] for n in names} == {"halfway", "finished"}


@pytest.mark.parametrize("path", SAVES, ids=lambda p: p.name.removesuffix(".json.gz"))
def test_an_old_save_replays_to_the_state_it_recorded(path: Path) -> None:
    text = gzip.decompress(path.read_bytes()).decode()
    game = loads(rules_for(path), text)  # raises SaveError when the hash differs
    assert game.is_over == path.name.endswith("-finished.json.gz")


def test_an_old_save_resumes_in_the_app_session_with_the_default_think_time(
        tmp_path: Path) -> None:
    """Saves from before the think time (none of them has one) load with the default."""
    from engine.core.session import DEFAULT_THINK_MS, GameSession

    path = next(p for p in SAVES if p.name == "cryptic-2-halfway.json.gz")
    plain = tmp_path / "old.json"
    plain.write_bytes(gzip.decompress(path.read_bytes()))
    assert "think_ms" not in plain.read_text()
    session = GameSession(rules_for(path), autosave=False)
    session.think_ms = 3000
    session.start(session.read(plain))
    assert session.think_ms == DEFAULT_THINK_MS
