"""The parsed form of each component file, kept as JSON in the user's cache directory.

Parsing YAML (and importing PyYAML) is most of the cost of loading the component data at
start-up; reading JSON is a small part of it. An entry is used only when it was made from
the same bytes (its SHA-256) in this format; anything else (missing, stale, corrupt,
unreadable) is a miss, and a miss is parsed again and written anew. Writing is best effort:
a read-only or missing cache directory only means parsing every time.

YAML gives mappings with keys JSON cannot hold (numbers, booleans, null): such a mapping is
kept as {PAIRS: [[key, value], ...]}. Data holding anything else (dates, sets, binary) is
not cached, and an entry must give back data equal to what it was made from.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from engine.core.files import read_bytes
from engine.core.paths import cache_dir

FORMAT = 1
PAIRS = "\x00pairs"  # no key of a component file starts with a NUL
_SCALARS = (str, int, float, bool, type(None))


class Uncacheable(Exception):
    """The data holds a value JSON cannot give back as it was."""


def entry_path(source: Path) -> Path:
    """One entry per source file (by its absolute path), so a changed file replaces it."""
    where = hashlib.sha256(str(source.resolve()).encode()).hexdigest()[:16]
    return cache_dir() / "parsed" / f"{source.stem}-{where}.json"


def _encode(value: Any) -> Any:
    if isinstance(value, dict):
        if all(type(key) is str for key in value) and PAIRS not in value:
            return {key: _encode(item) for key, item in value.items()}
        if not all(isinstance(key, _SCALARS) for key in value):
            raise Uncacheable
        return {PAIRS: [[key, _encode(item)] for key, item in value.items()]}
    if isinstance(value, list):
        return [_encode(item) for item in value]
    if isinstance(value, _SCALARS):
        return value
    raise Uncacheable


def _decode_mapping(mapping: dict[str, Any]) -> dict[Any, Any]:
    if len(mapping) == 1 and PAIRS in mapping:
        return {key: item for key, item in mapping[PAIRS]}
    return mapping


def _digest(raw: bytes) -> str:
    return hashlib.sha256(raw).hexdigest()


def load(source: Path, raw: bytes) -> Any | None:
    """The data cached for `raw` (the bytes of `source`), or None on any miss."""
    try:
        entry = json.loads(read_bytes(entry_path(source)), object_hook=_decode_mapping)
    except (OSError, ValueError, TypeError):  # TypeError: a tagged mapping of the wrong shape
        return None
    if (not isinstance(entry, dict) or entry.get("format") != FORMAT
            or entry.get("source") != _digest(raw) or "data" not in entry):
        return None
    return entry["data"]


def store(source: Path, raw: bytes, data: Any) -> None:
    """Keep `data`, parsed from `raw`, for the next start; quietly nothing when it cannot."""
    try:
        encoded = json.dumps({"format": FORMAT, "source": _digest(raw), "data": _encode(data)},
                             allow_nan=False)
    except (Uncacheable, ValueError):
        return
    if json.loads(encoded, object_hook=_decode_mapping)["data"] != data:
        return  # e.g. a key that is 1 in one place and True in another
    path = entry_path(source)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # written beside the entry and renamed over it, so a reader never sees half of it
        fd, temp = tempfile.mkstemp(dir=path.parent, prefix=path.stem, suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                out.write(encoded)
            os.replace(temp, path)
        except BaseException:
            os.unlink(temp)
            raise
    except OSError:
        return
