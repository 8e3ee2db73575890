"""Reading a file that anyone could have put where we look (a save, the autosave, a finished
game, keys.json, a component file): only a regular file, and only up to a size.

A pipe (FIFO) would block the reader until something writes into it, and a link to a device
such as /dev/zero never ends: both would hang the app or fill its memory. The file is opened
without blocking (a pipe then opens at once) and checked again on the open handle, so a file
swapped between the check and the open is caught too.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

#: no file we read comes near this (the largest component file is about 50 kB, a long save
#: about 100 kB); a cap only keeps a wrong file from filling the memory
MAX_FILE_BYTES = 16 * 1024 * 1024
_CHUNK = 1024 * 1024


class FileRefused(OSError):
    """A path that is not a regular file, or is too large: the message says which, as a
    clause ("it is a pipe, not a file") for the caller's sentence."""


class FileTooLarge(FileRefused):
    def __init__(self, size: int, limit: int) -> None:
        super().__init__(f"it is larger than {limit // 1024} kB")
        self.size, self.limit = size, limit


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def _refuse_unless_regular(info: os.stat_result, limit: int) -> None:
    if not stat.S_ISREG(info.st_mode):
        kind = _kind(info.st_mode)
        raise FileRefused(kind if kind.startswith("not") else f"it is {kind}, not a file")
    if info.st_size > limit:
        raise FileTooLarge(info.st_size, limit)


def read_bytes(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file at `path` (links followed); FileRefused when it is
    anything else or holds more than `limit` bytes, OSError as reading raises it."""
    _refuse_unless_regular(os.stat(path), limit)  # a device is not even opened
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        _refuse_unless_regular(os.fstat(fd), limit)
        chunks: list[bytes] = []
        got = 0
        while got <= limit:  # the file may have grown since fstat
            chunk = os.read(fd, min(_CHUNK, limit + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
    finally:
        os.close(fd)
    if got > limit:
        raise FileTooLarge(got, limit)
    return b"".join(chunks)


def read_text(path: Path, limit: int = MAX_FILE_BYTES) -> str:
    """`read_bytes` as UTF-8 text (a byte-order mark, which some editors write, dropped)
    with the line ends made "\\n"; UnicodeDecodeError when it is not UTF-8."""
    text = read_bytes(path, limit).decode("utf-8-sig")
    return text.replace("\r\n", "\n").replace("\r", "\n")


__all__ = ["MAX_FILE_BYTES", "FileRefused", "FileTooLarge", "read_bytes", "read_text"]
