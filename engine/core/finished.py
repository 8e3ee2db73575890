"""Finished games, kept to be watched again.

When a game ends it is written, like any save (atomically: a crash leaves no half file),
into the game's finished folder. The file name starts with the time it ended, so the
names sort oldest first; only the newest KEPT stay.
"""

from __future__ import annotations

import contextlib
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from engine.core.game import Game
from engine.core.paths import file_stem, finished_dir
from engine.core.save import save

#: How many finished games stay (a long game's file is about 30 kB): the oldest go first.
KEPT = 100


def keep_finished(game: Game[Any], summary: str, now: datetime | None = None) -> Path:
    """Save the finished `game` under a new name in its finished folder; returns the path.

    Raises SaveError when it cannot be written (the older kept games stay as they were)."""
    folder = finished_dir(game.rules.game_id)
    stamp = (now or datetime.now(UTC)).strftime("%Y%m%d-%H%M%S")
    names = file_stem("-".join(seat.name for seat in game.config.seats))
    stem = f"{stamp}-{names}" if names else stamp
    path = folder / f"{stem}.json"
    count = 1
    while path.exists():  # two games ended in the same second
        count += 1
        path = folder / f"{stem}-{count}.json"
    save(game, path, summary)
    prune(folder, KEPT)
    return path


def kept(folder: Path) -> list[Path]:
    """The kept games' files, newest first (unreadable ones too: a list shows why)."""
    return sorted(folder.glob("*.json"), reverse=True) if folder.is_dir() else []


def prune(folder: Path, keep: int) -> None:
    """Remove all but the newest `keep` files; one that cannot be removed stays."""
    for old in kept(folder)[keep:]:
        with contextlib.suppress(OSError):
            old.unlink()
