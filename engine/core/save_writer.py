"""Autosaves written on a thread of their own, so a key is answered on screen first."""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from engine.core import save as saves


class SaveWriter:
    """Writes texts to files one at a time, in the order given, on one worker thread.

    Each write is atomic (a temp file, fsync, rename), so a crash at any moment leaves
    the previous save or the new one. When several texts for one path wait, only the
    newest is written: the older ones are out of date anyway. The thread starts with the
    first write and ends at `close` (a later write starts another)."""

    def __init__(self, on_error: Callable[[str], None]) -> None:
        self._on_error = on_error  # called on the worker thread: it must hand over itself
        self._pool: ThreadPoolExecutor | None = None
        self._newest: dict[Path, tuple[int, str]] = {}  # path -> (its order, its text)
        self._order = 0
        self._lock = threading.Lock()
        self._last: Future[None] | None = None

    def write(self, path: Path, text: str) -> None:
        with self._lock:
            self._order += 1
            self._newest[path] = (self._order, text)
            order = self._order
        self._last = self._worker().submit(self._write_newest, path, order)

    def remove(self, path: Path) -> None:
        """Delete `path` once the writes given before are done (and drop any waiting)."""
        with self._lock:
            self._newest.pop(path, None)
        self._last = self._worker().submit(self._remove, path)

    def _worker(self) -> ThreadPoolExecutor:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="save-writer")
        return self._pool

    def _remove(self, path: Path) -> None:
        try:
            path.unlink(missing_ok=True)
        except OSError as exc:
            self._on_error(f"Could not remove {path}: {exc.strerror or exc}.")

    def _write_newest(self, path: Path, order: int) -> None:
        """Write the text given with `order`, unless a later one waits: the task of the
        later one writes it (after any removal given in between)."""
        with self._lock:
            newest = self._newest.get(path)
            if newest is None or newest[0] != order:
                return
            text = self._newest.pop(path)[1]
        try:
            saves.write_atomic(path, text)
        except OSError as exc:
            self._on_error(f"Could not write {path}: {exc.strerror or exc}.")

    def wait(self) -> None:
        """Return once everything given so far is on disk (or has failed)."""
        if self._last is not None:
            self._last.result()

    def close(self) -> None:
        """Wait for everything given so far, then end the thread (an app that quits: the
        front door runs game after game in one process)."""
        self.wait()
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True)


__all__ = ["SaveWriter"]
