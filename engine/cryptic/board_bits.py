"""The sanctuary's squares as bits of one integer, for the placement searches.

A set of squares is an int with bit `row * cols + col` set for each; whether a tile's
squares are all free, touch a starting space or reach a terrain is then one `&` of two
ints, where sets of pairs cost a loop each. Searches ask this a thousand times per turn
(every turn, every tile, every place), so it is worth a second spelling of the squares.
Everything here is static: it depends only on the board's grid, built once per process.
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Iterable
from itertools import repeat
from typing import NamedTuple

from engine.cryptic.parts.sanctuary_board import SanctuaryFile
from engine.cryptic.parts.squares import Cell


class ShapeBits(NamedTuple):
    """Where a shape may lie, as bits of corners: bit `row * cols + col` stands for the
    shape with the top left corner of its outline on that square. Shifting a set of
    squares right by a square's offset in the shape gives the corners that put that square
    of the shape on one of them, so one shift per square answers for every corner at once."""

    offsets: tuple[int, ...]  # each square's bit offset from the corner
    corners: int  # the corners where the shape lies wholly on the board
    one_start: int  # the corners where it touches exactly one starting space

    def covering_all(self, squares: int) -> int:
        """The corners where every square of the shape is one of `squares`."""
        found = self.corners
        for offset in self.offsets:
            found &= squares >> offset
        return found

    def touching(self, squares: int) -> int:
        """The corners where some square of the shape is one of `squares`."""
        found = 0
        for offset in self.offsets:
            found |= squares >> offset
        return found & self.corners


class BoardBits:
    """One board's squares as bits, and where each shape may lie on it."""

    def __init__(self, rows: int, cols: int, squares: frozenset[Cell],
                 starts: dict[str, frozenset[Cell]]) -> None:
        self.rows, self.cols = rows, cols
        self.squares = squares
        self._bit = {(r, c): 1 << (r * cols + c) for r, c in squares}
        self.all = self.bits(squares)
        self.starts = {letter: self.bits(cells) for letter, cells in starts.items()}
        # the squares of the first and the last column: a step sideways must not wrap
        self._first_col = self.bits((r, 0) for r in range(rows))
        self._last_col = self.bits((r, cols - 1) for r in range(rows))
        self._fenced: dict[tuple[Cell, ...], int] = {}

    def bits(self, cells: Iterable[Cell]) -> int:
        """The squares as bits; squares off the board have none."""
        return functools.reduce(operator.or_, map(self._bit.get, cells, repeat(0)), 0)

    def near(self, bits: int) -> int:
        """The squares next to these (side to side), on the board."""
        sideways = ((bits & ~self._last_col) << 1) | ((bits & ~self._first_col) >> 1)
        return (sideways | (bits << self.cols) | (bits >> self.cols)) & self.all

    def cover(self, fenced: list[Cell], terrain: dict[Cell, str]) -> tuple[int, dict[str, int]]:
        """The squares under a fence or a tile, and those under each terrain."""
        key = tuple(fenced)  # the same all game: its bits are kept
        if key not in self._fenced:
            self._fenced[key] = self.bits(fenced)
        covered, under = self._fenced[key], dict.fromkeys(terrain.values(), 0)
        for cell, there in terrain.items():
            bit = self._bit[cell]
            covered |= bit
            under[there] |= bit
        return covered, under

    @functools.cache  # noqa: B019 - one BoardBits per board lives as long as the process
    def shape(self, cells: tuple[Cell, ...]) -> ShapeBits:
        """A shape (its squares counted from its corner) on this board."""
        corners = self.bits((row, col) for row in range(self.rows) for col in range(self.cols)
                            if self.squares.issuperset((r + row, c + col) for r, c in cells))
        shape = ShapeBits(tuple(r * self.cols + c for r, c in cells), corners, 0)
        once = more = 0  # corners touching a starting space, and touching two or more
        for start in self.starts.values():
            touch = shape.touching(start)
            more |= once & touch
            once |= touch
        return ShapeBits(shape.offsets, corners, one_start=once & ~more)

    def corner(self, bit: int) -> Cell:
        """The square a single bit stands for."""
        return divmod(bit.bit_length() - 1, self.cols)


# by the board's id, with the board itself: kept alive, its id names no other board
_BITS: dict[int, tuple[SanctuaryFile, BoardBits]] = {}


def board_bits(board: SanctuaryFile) -> BoardBits:
    """The bits of this board (a corrected copy of the data gets its own)."""
    found = _BITS.get(id(board))
    if found is None:
        bits = BoardBits(board.rows, board.cols, board.squares, board.starting_spaces)
        found = _BITS[id(board)] = (board, bits)
    return found[1]
