"""A game's validated components, kept pickled in the user's cache directory.

Importing pydantic, building its validators and checking every file costs about a fifth of
a second; a start whose files and code have not changed loads the records
(`engine.core.records`) it checked last time, and neither imports nor builds anything.

An entry is used only when it was made from the same asset bytes by the same code (every
Python file of the packages named, this interpreter and pydantic's version file); anything else
(missing, stale, corrupt, unreadable) is a miss, which checks the files again and writes
the entry anew. Writing is best effort. The entry lives in the user's own cache directory,
which only that user can change, as with the interpreter's own bytecode cache.

The code is told apart by each file's size and modification time, as `make` and git do,
without reading it; a file changed so recently that its time could be shared with a later
edit (file times move in steps of a few milliseconds) is read as well.

A part of an entry that most starts never read (one expansion's components) can be kept
as a `Deferred`: it stays pickled, and its classes unimported, until first read.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import pickle
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, Generic, TypeVar

from engine.core.files import read_bytes
from engine.core.paths import cache_dir

T = TypeVar("T")
FORMAT = b"bestiary-checked-2"
#: a code file changed less than this long before a start is read, not only stat'ed
RACY_NS = 2_000_000_000


def _digest(sources: Iterable[Path], packages: Iterable[Path]) -> bytes:
    """What an entry must have been made from: the sources' bytes and the code's files."""
    digest = hashlib.sha256(FORMAT)
    digest.update(sys.version.encode() + _checker_version())
    for path in sources:
        digest.update(str(path.name).encode() + b"\0")
        digest.update(read_bytes(path))  # a pipe or a device is refused, not read
    now = time.time_ns()
    for path in _code_files(packages):
        stat = path.stat()
        digest.update(f"{path}\0{stat.st_size}\0{stat.st_mtime_ns}\0".encode())
        if now - stat.st_mtime_ns < RACY_NS:
            digest.update(path.read_bytes())
    return digest.digest()


def _checker_version() -> bytes:
    """pydantic's version file, found without importing pydantic (a start that finds its
    entry checks nothing, so it does not import it)."""
    spec = importlib.util.find_spec("pydantic")
    if spec is None or spec.origin is None:
        return b"no pydantic"
    return Path(spec.origin).with_name("version.py").read_bytes()


def _code_files(packages: Iterable[Path]) -> list[Path]:
    found: list[Path] = []
    for folder in packages:
        for where, dirs, files in os.walk(folder):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            found.extend(Path(where, name) for name in sorted(files) if name.endswith(".py"))
    return found


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
        return check()  # a file missing or refused: checking says which, in its own words
    path = entry_path(name, folder)
    try:
        raw = read_bytes(path)
        if raw[: len(digest)] == digest:
            found = pickle.loads(raw[len(digest):])
            if isinstance(found, kind):
                return found
    except Exception:
        pass
    checked = check()
    _store(path, digest + pickle.dumps(checked, protocol=pickle.HIGHEST_PROTOCOL))
    return checked


class Deferred(Generic[T]):
    """A value pickled on its own inside an entry: loading the entry copies its bytes, and
    `get()` unpickles them (importing the modules of its classes) the first time."""

    def __init__(self, value: T) -> None:
        self._value: T | None = value
        self._raw: bytes | None = None

    def get(self) -> T:
        if self._raw is not None:
            self._value = pickle.loads(self._raw)
            self._raw = None
        return self._value  # type: ignore[return-value]  # set by either branch

    def __getstate__(self) -> bytes:
        if self._raw is not None:  # never read: pickled as it came
            return self._raw
        return pickle.dumps(self._value, protocol=pickle.HIGHEST_PROTOCOL)

    def __setstate__(self, raw: bytes) -> None:
        self._value, self._raw = None, raw

    def __eq__(self, other: Any) -> bool:
        return isinstance(other, Deferred) and self.get() == other.get()

    __hash__ = None  # type: ignore[assignment]  # equal by value, which may change


def _store(path: Path, raw: bytes) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path.parent, delete=False) as out:
            out.write(raw)
        os.replace(out.name, path)
    except OSError:
        pass
