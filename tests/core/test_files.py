"""Files anyone could put where we look: only a regular file is read, and only up to a cap.

A pipe would block the reader forever and a link to /dev/zero would never end, so these
tests carry a timeout: without the checks they fail by it instead of hanging the run."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from engine.core import Game, SaveError, save
from engine.core.files import MAX_FILE_BYTES, FileRefused, FileTooLarge, read_bytes, read_text
from tests.tinygame.rules import PebbleRules, config

RULES = PebbleRules()
pytestmark = pytest.mark.timeout(30)


def fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


def zero_link(path: Path) -> Path:
    path.symlink_to("/dev/zero")
    return path


def test_a_regular_file_is_read_whole_and_a_link_to_one_too(tmp_path: Path) -> None:
    path = tmp_path / "a.txt"
    path.write_bytes(b"\xef\xbb\xbfone\r\ntwo")
    (tmp_path / "link.txt").symlink_to(path)
    assert read_bytes(tmp_path / "link.txt") == b"\xef\xbb\xbfone\r\ntwo"
    assert read_text(path) == "one\ntwo"  # the byte-order mark and \r go


def test_a_pipe_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    with pytest.raises(FileRefused, match=r"^it is a pipe, not a file$"):
        read_bytes(fifo(tmp_path / "pipe.json"))


def test_a_link_to_a_device_is_refused_unread(tmp_path: Path) -> None:
    with pytest.raises(FileRefused, match=r"^it is a device, not a file$"):
        read_bytes(zero_link(tmp_path / "zero.json"))


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(FileRefused, match=r"^it is a folder, not a file$"):
        read_bytes(tmp_path)


def test_a_file_past_the_cap_is_refused_and_one_at_the_cap_read(tmp_path: Path) -> None:
    path = tmp_path / "big"
    path.write_bytes(b"x" * 101)
    with pytest.raises(FileTooLarge) as caught:
        read_bytes(path, limit=100)
    assert caught.value.size == 101
    assert len(read_bytes(path, limit=101)) == 101
    assert MAX_FILE_BYTES == 16 * 1024 * 1024


def test_a_missing_file_is_still_file_not_found(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        read_bytes(tmp_path / "nothing")


@pytest.mark.parametrize("make", [fifo, zero_link], ids=["pipe", "link to /dev/zero"])
def test_a_save_that_is_no_regular_file_is_refused_in_one_sentence(
    tmp_path: Path, make: Callable[[Path], Path]
) -> None:
    path = make(tmp_path / "odd.json")
    with pytest.raises(SaveError) as caught:
        save.load(RULES, path)
    message = str(caught.value)
    assert message.startswith(f"The save file {path} cannot be read: it is a ")
    assert message.endswith(", not a file.") and "\n" not in message


def test_a_save_that_begins_with_a_byte_order_mark_loads(tmp_path: Path) -> None:
    game = Game(RULES, config(seed=3))
    game.choose(game.prompt.enabled[0].id)  # type: ignore[union-attr]
    path = tmp_path / "edited.json"
    path.write_bytes(b"\xef\xbb\xbf" + save.dumps(game).encode("utf-8"))
    assert save.load(RULES, path).state_hash() == game.state_hash()
