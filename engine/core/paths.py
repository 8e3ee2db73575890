"""Where Bestiary keeps saves: the user data directory, or $BESTIARY_HOME when set; and what
it can rebuild (parsed component data): the user cache directory, or $BESTIARY_HOME/cache."""

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


def cache_dir() -> Path:
    override = os.environ.get("BESTIARY_HOME")
    if override:
        return Path(override) / "cache"
    return Path(platformdirs.user_cache_dir("bestiary", appauthor=False))


def saves_dir(game_id: str) -> Path:
    return data_dir() / "saves" / game_id


def autosave_path(game_id: str) -> Path:
    return data_dir() / "autosave" / f"{game_id}.json"


def keymap_path() -> Path:
    """Optional key remapping: a JSON object from binding id to keys."""
    return data_dir() / "keys.json"


def finished_dir(game_id: str) -> Path:
    """Finished games, kept to be watched again: beside the named saves (which the load
    screen lists from the folder above, so these never mix with them)."""
    return saves_dir(game_id) / "finished"


#: names Windows keeps for devices, whatever the extension
DEVICE_NAMES = frozenset({"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)),
                          *(f"LPT{i}" for i in range(1, 10))})


def file_stem(name: str) -> str:
    """A name people typed, reduced to letters and digits of any script, "_" and "-" (""
    when no letter or digit is left): no path, no character a file system refuses."""
    stem = re.sub(r"[^\w-]+", "-", name.strip()).strip("-")[:40]
    if stem.upper() in DEVICE_NAMES:
        stem += "-save"
    return stem if re.search(r"[^\W_]", stem) else ""


def save_path(game_id: str, name: str) -> Path:
    """A save slot for a player-given name, reduced to safe file name characters."""
    stem = file_stem(name)
    if not stem:
        raise ValueError("A save name needs at least one letter or digit.")
    return saves_dir(game_id) / f"{stem}.json"
