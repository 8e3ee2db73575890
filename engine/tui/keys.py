"""Which key answers which option: 1-9, then letters (h j k l stay free for map cursors)."""

from __future__ import annotations

OPTION_KEYS = "123456789abcdefgimnopqrstuvwxyz"


def key_for(index: int) -> str:
    """The key of the option at `index`, or "" once the keys run out."""
    return OPTION_KEYS[index] if index < len(OPTION_KEYS) else ""
