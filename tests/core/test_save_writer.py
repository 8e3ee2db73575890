"""Autosaves are written on a thread of their own, in order, newest text per file."""

from __future__ import annotations

import threading
from pathlib import Path

from engine.core.save_writer import SaveWriter


def test_the_newest_text_is_on_disk_after_wait(tmp_path: Path) -> None:
    errors: list[str] = []
    writer = SaveWriter(errors.append)
    path = tmp_path / "saves" / "auto.json"
    for n in range(50):
        writer.write(path, f"save {n}")
    writer.wait()
    assert path.read_text() == "save 49"
    assert errors == []
    assert [p.name for p in path.parent.iterdir()] == ["auto.json"]  # no temp file left


def test_a_removal_after_writes_leaves_no_file(tmp_path: Path) -> None:
    """A finished game's autosave is removed: a write still waiting must not bring it back."""
    writer = SaveWriter(lambda message: None)
    path = tmp_path / "auto.json"
    gate = threading.Event()
    writer._worker().submit(gate.wait)  # hold the worker so the writes below wait in line
    writer.write(path, "one")
    writer.write(path, "two")
    writer.remove(path)
    gate.set()
    writer.wait()
    assert not path.exists()


def test_a_write_after_a_removal_stays(tmp_path: Path) -> None:
    """A game ends (its autosave removed) and the next one is saved before the worker got
    to the earlier write: the new game's save must be on disk at the end."""
    writer = SaveWriter(lambda message: None)
    path = tmp_path / "auto.json"
    gate = threading.Event()
    writer._worker().submit(gate.wait)
    writer.write(path, "old game")
    writer.remove(path)
    writer.write(path, "new game")
    gate.set()
    writer.wait()
    assert path.read_text() == "new game"


def test_a_failed_write_is_reported_and_wait_returns(tmp_path: Path) -> None:
    errors: list[str] = []
    writer = SaveWriter(errors.append)
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    writer.write(blocked / "auto.json", "text")  # its folder is a file: cannot be written
    writer.wait()
    assert len(errors) == 1 and "auto.json" in errors[0]
    writer.write(tmp_path / "ok.json", "fine")  # the writer goes on after a failure
    writer.wait()
    assert (tmp_path / "ok.json").read_text() == "fine"


def _writer_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("save-writer")]


def test_close_leaves_the_saves_on_disk_and_no_thread(tmp_path: Path) -> None:
    """The front door runs game after game in one process: each game's writer ends."""
    before = len(_writer_threads())
    writer = SaveWriter(lambda message: None)
    assert len(_writer_threads()) == before  # no thread until there is something to write
    writer.write(tmp_path / "auto.json", "one")
    writer.close()
    assert (tmp_path / "auto.json").read_text() == "one"
    assert len(_writer_threads()) == before


def test_a_write_after_close_is_still_written(tmp_path: Path) -> None:
    writer = SaveWriter(lambda message: None)
    writer.write(tmp_path / "auto.json", "one")
    writer.close()
    writer.write(tmp_path / "auto.json", "two")
    writer.wait()
    assert (tmp_path / "auto.json").read_text() == "two"
    writer.close()
