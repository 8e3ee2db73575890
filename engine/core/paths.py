"""Where Bestiary keeps saves: the user data directory, or $BESTIARY_HOME when set."""

from __future__ import annotations

import os
import re
from pathlib import Path

import platformdirs


def data_dir() -> Path:
    override = os.environ.get("BESTIARY_HOME")
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir("bestiary", appauthor=False))


def saves_dir(game_id: str) -> Path:
    return data_dir() / "saves" / game_id


def autosave_path(game_id: str) -> Path:
    return data_dir() / "autosave" / f"{game_id}.json"


def keymap_path() -> Path:
    """Optional key remapping: a JSON object from binding id to keys."""
    return data_dir() / "keys.json"


def save_path(game_id: str, name: str) -> Path:
    """A save slot for a player-given name, reduced to safe file name characters."""
    stem = re.sub(r"[^A-Za-z0-9_-]+", "-", name.strip()).strip("-")[:40]
    if not re.search(r"[A-Za-z0-9]", stem):
        raise ValueError("A save name needs at least one letter or digit.")
    return saves_dir(game_id) / f"{stem}.json"
