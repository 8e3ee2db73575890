"""The terrain tiles (terrain_tiles.yaml): each tile's picture, terrain and bonus
symbols."""

from __future__ import annotations

import functools
from collections import Counter
from typing import Literal

from engine.core.records import Field, Record, field_check
from engine.cryptic.parts.squares import (
    BONUS_LETTERS,
    EMPTY,
    SQUARE,
    TERRAINS,
    TILES_PER_TERRAIN,
    Bonus,
    Cell,
    Terrain,
    check_picture,
    connected,
    picture_cells,
    turnings,
)

# --------------------------------------------------------------------------- terrain tiles


class TerrainTile(Record):
    id: str = Field(pattern=r"^[A-Z][0-9]{2}$")
    terrain: Terrain
    shape: list[str] = Field(min_length=1, max_length=5)
    designed: list[Literal["shape", "bonuses"]] = Field(default_factory=list)

    @field_check("shape")
    @classmethod
    def _one_piece(cls, rows: list[str]) -> list[str]:
        check_picture(rows, SQUARE + EMPTY + "".join(BONUS_LETTERS))
        cells = picture_cells(rows, SQUARE + "".join(BONUS_LETTERS))
        if not 2 <= len(cells) <= 6:
            raise ValueError(f"a terrain tile has 2 to 6 squares, this one {len(cells)}")
        if not connected(cells):
            raise ValueError("the squares must form one piece, joined side to side")
        return rows

    # cached (as tuples, which nobody can change): every placement search reads them

    @functools.cached_property
    def square_items(self) -> tuple[tuple[Cell, Bonus | None], ...]:
        """The squares in order, each with its bonus symbol (None: no symbol)."""
        letters = SQUARE + "".join(BONUS_LETTERS)
        return tuple(sorted((cell, BONUS_LETTERS.get(ch))
                            for cell, ch in picture_cells(self.shape, letters).items()))

    @property
    def squares(self) -> dict[Cell, Bonus | None]:
        return dict(self.square_items)

    @functools.cached_property
    def cells(self) -> tuple[Cell, ...]:
        return tuple(cell for cell, _ in self.square_items)

    @functools.cached_property
    def outline(self) -> tuple[Cell, ...]:
        """The same for tiles of one shape, however turned (the least of its turnings)."""
        return min(turnings(self.cells))

    @functools.cached_property
    def bonus_at(self) -> tuple[tuple[Cell, Bonus], ...]:
        return tuple((cell, b) for cell, b in self.square_items if b is not None)

    @property
    def bonuses(self) -> tuple[Bonus, ...]:
        return tuple(b for _, b in self.bonus_at)


class TerrainTilesFile(Record):
    tiles: list[TerrainTile]

    def tile(self, tile_id: str) -> TerrainTile:
        """The tile with this id; raises ValueError for an unknown id."""
        try:
            return self._by_id[tile_id]
        except KeyError:
            raise ValueError(f"no terrain tile {tile_id!r}") from None

    @functools.cached_property  # the rules look tiles up by id in every search
    def _by_id(self) -> dict[str, TerrainTile]:
        return {t.id: t for t in self.tiles}

    @field_check("tiles")
    @classmethod
    def _counts(cls, tiles: list[TerrainTile]) -> list[TerrainTile]:
        repeated = sorted(i for i, n in Counter(t.id for t in tiles).items() if n > 1)
        if repeated:
            raise ValueError(f"tile ids used twice: {repeated}")
        per = Counter(t.terrain for t in tiles)
        wrong = {t: per[t] for t in TERRAINS if per[t] != TILES_PER_TERRAIN}
        if wrong:
            raise ValueError(f"need {TILES_PER_TERRAIN} tiles of each terrain, found {wrong}")
        return tiles
