"""The checked-components cache: a start whose files and code are unchanged loads what was
checked last time; any change, or a damaged entry, checks the files again."""

from __future__ import annotations

import os
import pickle
import time
from pathlib import Path

import pytest

from engine.core import checked_cache
from engine.core.checked_cache import Deferred, entry_path, remembered
from engine.core.errors import AssetError


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(checked_cache, "cache_dir", lambda: tmp_path / "cache")
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "deck.yaml").write_text("cards: 3\n")
    (tmp_path / "code").mkdir()
    (tmp_path / "code" / "rules.py").write_text("LIMIT = 3\n")
    return tmp_path


class Checker:
    """A stand-in for a game's loader: counts its runs, returns what the files say."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.runs = 0

    def __call__(self) -> dict[str, str]:
        self.runs += 1
        text = (self.folder / "data" / "deck.yaml").read_text()
        if "bad" in text:
            raise AssetError(["deck.yaml: bad"])
        return {"deck": text}

    def load(self) -> dict[str, str]:
        data = self.folder / "data"
        return remembered("pebbles", data, [data / "deck.yaml"], [self.folder / "code"],
                          self, dict)


def test_an_unchanged_start_loads_what_was_checked(folder: Path) -> None:
    check = Checker(folder)
    first = check.load()
    again = check.load()
    assert again == first == {"deck": "cards: 3\n"} and check.runs == 1


def test_changed_data_or_changed_code_is_checked_again(folder: Path) -> None:
    check = Checker(folder)
    check.load()
    (folder / "data" / "deck.yaml").write_text("cards: 4\n")
    assert check.load() == {"deck": "cards: 4\n"} and check.runs == 2
    (folder / "code" / "rules.py").write_text("LIMIT = 4\n")
    check.load()
    assert check.runs == 3


def test_a_damaged_entry_is_a_miss_and_is_written_anew(folder: Path) -> None:
    check = Checker(folder)
    check.load()
    path = entry_path("pebbles", folder / "data")
    path.write_bytes(path.read_bytes()[:40])  # cut short: the digest no longer matches
    assert check.load() == {"deck": "cards: 3\n"} and check.runs == 2
    assert check.load() and check.runs == 2


def test_a_faulty_file_raises_every_time_and_nothing_is_kept(folder: Path) -> None:
    (folder / "data" / "deck.yaml").write_text("bad\n")
    check = Checker(folder)
    for _ in range(2):
        with pytest.raises(AssetError, match=r"deck\.yaml: bad"):
            check.load()
    assert check.runs == 2 and not entry_path("pebbles", folder / "data").exists()


def test_an_unwritable_cache_still_loads(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (folder / "cache").write_text("a file where the folder should be")
    check = Checker(folder)
    assert check.load() == check.load() == {"deck": "cards: 3\n"} and check.runs == 2


def test_the_games_load_their_checked_components_from_the_cache() -> None:
    """Both games go through the cache, and within one process load once."""
    from engine.cryptic import rules
    from engine.cryptic.rules import load_data
    from engine.wondrous import loading
    from engine.wondrous.loading import load_components

    loading._remembered.cache_clear()  # as a fresh start (the cache is this test's own)
    rules._remembered.cache_clear()
    assert load_components() is load_components()
    assert load_data() is load_data()
    comps = load_components()
    assert entry_path("wondrous", comps.folder).exists()
    assert entry_path("cryptic", load_data().cat.folder).exists()


def test_an_unchanged_start_reads_no_code_file(folder: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """Code changed long ago is told apart by its size and time, without reading it."""
    code = folder / "code" / "rules.py"
    os.utime(code, ns=(0, time.time_ns() - 60 * 10**9))  # written a minute ago
    read: list[str] = []
    read_bytes = Path.read_bytes

    def counted(path: Path) -> bytes:
        read.append(path.name)
        return read_bytes(path)

    monkeypatch.setattr(Path, "read_bytes", counted)
    check = Checker(folder)
    check.load()
    check.load()
    assert "rules.py" not in read and check.runs == 1


def test_code_edited_within_one_tick_of_the_clock_is_still_seen(folder: Path) -> None:
    """File times move in steps of milliseconds: an edit that leaves size and time as they
    were is seen because a file that recent is read as well."""
    code = folder / "code" / "rules.py"
    check = Checker(folder)
    check.load()
    stamp = code.stat().st_mtime_ns
    code.write_text("LIMIT = 9\n")  # the same size
    os.utime(code, ns=(stamp, stamp))
    check.load()
    assert check.runs == 2


def test_a_deferred_part_is_unpickled_when_first_read() -> None:
    part = Deferred({"cards": [1, 2, 3]})
    again = pickle.loads(pickle.dumps(part))
    assert again._raw is not None  # loaded as bytes
    assert pickle.loads(pickle.dumps(again)).get() == {"cards": [1, 2, 3]}  # kept unread
    assert again.get() == {"cards": [1, 2, 3]} and again._raw is None and again == part
