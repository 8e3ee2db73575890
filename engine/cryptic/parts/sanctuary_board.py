"""The sanctuary board (sanctuary.yaml): its squares, starting spaces and the fences
for each number of players."""

from __future__ import annotations

import functools
from typing import Any, Literal

from engine.core.records import Field, Record, field_check
from engine.cryptic.parts.squares import (
    EMPTY,
    SQUARE,
    Cell,
    check_picture,
    connected,
    picture_cells,
)

# --------------------------------------------------------------------------- sanctuary

START_LETTERS = "ABC"


class Fence(Record):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    players: list[Literal[2, 3]] = Field(min_length=1)
    covers: list[str] = Field(min_length=1)

    @field_check("covers")
    @classmethod
    def _picture(cls, rows: list[str]) -> list[str]:
        check_picture(rows, SQUARE + EMPTY)
        if not picture_cells(rows, SQUARE):
            raise ValueError("a fence covers at least one square ('#')")
        return rows

    @property
    def cells(self) -> frozenset[Cell]:
        return frozenset(picture_cells(self.covers, SQUARE))


class SanctuaryFile(Record):
    grid: list[str] = Field(min_length=4)
    request_slots: int = Field(strict=True, ge=1)
    terrain_piles: int = Field(strict=True, ge=1)
    fences: list[Fence]
    designed: list[Literal["grid", "fences"]] = Field(default_factory=list)

    @field_check("grid")
    @classmethod
    def _grid(cls, rows: list[str]) -> list[str]:
        check_picture(rows, EMPTY + START_LETTERS)
        if len({len(row) for row in rows}) != 1:
            raise ValueError("every row needs the same number of squares")
        for letter in START_LETTERS:
            space = picture_cells(rows, letter)
            if not space:
                raise ValueError(f"starting space {letter} is missing")
            if not connected(space):
                raise ValueError(f"starting space {letter} must be one piece")
        return rows

    @field_check("fences")
    @classmethod
    def _fences_fit(cls, fences: list[Fence], earlier: dict[str, Any]) -> list[Fence]:
        grid = earlier.get("grid")
        if not grid:
            return fences  # the grid's own error says what is wrong
        for fence in fences:
            if len(fence.covers) != len(grid) or any(len(r) != len(grid[0]) for r in fence.covers):
                raise ValueError(
                    f"fence {fence.id}: draw it on the whole board, {len(grid)} rows of "
                    f"{len(grid[0])} squares"
                )
        return fences

    @property
    def rows(self) -> int:
        return len(self.grid)

    @property
    def cols(self) -> int:
        return len(self.grid[0])

    @functools.cached_property  # read in every placement search
    def squares(self) -> frozenset[Cell]:
        return frozenset(picture_cells(self.grid, EMPTY + START_LETTERS))

    @functools.cached_property  # read in every placement search
    def starting_spaces(self) -> dict[str, frozenset[Cell]]:
        return {letter: frozenset(picture_cells(self.grid, letter)) for letter in START_LETTERS}

    def fences_for(self, players: int) -> list[Fence]:
        """The fences on the board for this many players (none with 4; solo uses 2)."""
        return [f for f in self.fences if players in f.players]

    def fenced(self, players: int) -> frozenset[Cell]:
        return frozenset().union(*(f.cells for f in self.fences_for(players)))

    def open_squares(self, players: int) -> frozenset[Cell]:
        return self.squares - self.fenced(players)

    def visible_starts(self, players: int) -> dict[str, frozenset[Cell]]:
        open_now = self.open_squares(players)
        return {k: cells & open_now for k, cells in self.starting_spaces.items()}
