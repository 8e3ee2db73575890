"""A game's validated components, kept pickled in the user's cache directory.

Building pydantic's validators for every model and checking every file costs about a tenth
of a second of each start; the models are declared with `defer_build`, so a start whose
files and code have not changed loads the objects it checked last time and builds nothing.

An entry is used only when it was made from the same asset bytes by the same code (every
Python file of the packages named, this interpreter and pydantic's version); anything else
(missing, stale, corrupt, unreadable) is a miss, which checks the files again and writes
the entry anew. Writing is best effort. The entry lives in the user's own cache directory,
which only that user can change, as with the interpreter's own bytecode cache.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TypeVar

import pydantic

from engine.core.paths import cache_dir

T = TypeVar("T")
FORMAT = b"bestiary-checked-1"


def _digest(sources: Iterable[Path], packages: Iterable[Path]) -> bytes:
    """What an entry must have been made from: the sources' bytes and the code's."""
    digest = hashlib.sha256(FORMAT)
    digest.update(sys.version.encode() + pydantic.VERSION.encode())
    code = sorted(p for folder in packages for p in folder.rglob("*.py"))
    for path in [*sources, *code]:
        digest.update(str(path.name).encode() + b"\0")
        digest.update(path.read_bytes())
    return digest.digest()


def entry_path(name: str, folder: Path) -> Path:
    where = hashlib.sha256(str(folder.resolve()).encode()).hexdigest()[:16]
    return cache_dir() / "checked" / f"{name}-{where}.pickle"


def remembered(name: str, folder: Path, sources: Iterable[Path], packages: Iterable[Path],
               check: Callable[[], T], kind: type[T]) -> T:
    """What `check()` returns for the `sources` in `folder`, from the cache when it was made
    from the same bytes by the same code in `packages`; `check` raises on faulty files
    and then nothing is kept."""
    try:
        digest = _digest(sources, packages)
    except OSError:
        return check()  # a file went missing: checking says which, in its own words
    path = entry_path(name, folder)
    try:
        raw = path.read_bytes()
        if raw[: len(digest)] == digest:
            found = pickle.loads(raw[len(digest):])
            if isinstance(found, kind):
                return found
    except Exception:
        pass
    checked = check()
    _store(path, digest + pickle.dumps(checked, protocol=pickle.HIGHEST_PROTOCOL))
    return checked


def _store(path: Path, raw: bytes) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path.parent, delete=False) as out:
            out.write(raw)
        os.replace(out.name, path)
    except OSError:
        pass
