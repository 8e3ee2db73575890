"""The table parts as one record (`TableParts`) and their loader: `load_table_parts(root)`
reads the base game's five files and the modules' own (`root` is the cryptic asset folder),
validates each, checks the facts that span files, and raises `AssetError` listing every
fault as "file: entry: field: message"."""

from __future__ import annotations

import functools
from pathlib import Path

from engine.core.assets import validate_files
from engine.core.errors import AssetError
from engine.core.records import Frozen, Record
from engine.cryptic.parts.module_parts import files_of
from engine.cryptic.parts.player_pieces import DiceFile, InitiativeFile, PlayerBoardFile
from engine.cryptic.parts.registered import TABLE_PARTS
from engine.cryptic.parts.sanctuary_board import SanctuaryFile
from engine.cryptic.parts.squares import M, Terrain
from engine.cryptic.parts.tiles import TerrainTile, TerrainTilesFile

# --------------------------------------------------------------------------- loading

FILES: dict[str, type[Record]] = {
    "terrain_tiles.yaml": TerrainTilesFile,
    "sanctuary.yaml": SanctuaryFile,
    "player_board.yaml": PlayerBoardFile,
    "dice.yaml": DiceFile,
    "initiative.yaml": InitiativeFile,
    **files_of(TABLE_PARTS),  # the modules' own files (whichever modules are played)
}


class TableParts(Frozen):
    terrain_tiles: TerrainTilesFile
    sanctuary: SanctuaryFile
    player_board: PlayerBoardFile
    dice: DiceFile
    initiative: InitiativeFile
    folder: Path
    #: the modules' own files by name, each read through its module's accessor
    #: (`ModuleParts.of`)
    modules: dict[str, Record]

    def tiles_of(self, terrain: Terrain) -> list[TerrainTile]:
        return list(self._tiles_by_terrain.get(terrain, ()))

    @functools.cached_property  # asked at every closing of terrains
    def _tiles_by_terrain(self) -> dict[str, tuple[TerrainTile, ...]]:
        found: dict[str, list[TerrainTile]] = {}
        for tile in self.terrain_tiles.tiles:
            found.setdefault(tile.terrain, []).append(tile)
        return {terrain: tuple(tiles) for terrain, tiles in found.items()}


def load_table_parts(root: Path) -> TableParts:
    """Every table part in `root` (the cryptic asset folder), validated; raises AssetError
    with one line per fault, naming the file, the entry and the field."""
    models = validate_files(root, FILES)
    parts = TableParts(
        terrain_tiles=_as(models["terrain_tiles.yaml"], TerrainTilesFile),
        sanctuary=_as(models["sanctuary.yaml"], SanctuaryFile),
        player_board=_as(models["player_board.yaml"], PlayerBoardFile),
        dice=_as(models["dice.yaml"], DiceFile),
        initiative=_as(models["initiative.yaml"], InitiativeFile),
        folder=root,
        modules={p.file: models[p.file] for p in TABLE_PARTS},
    )
    problems = _cross_check(parts)
    if problems:
        raise AssetError(problems)
    return parts


def _as(model: Record, kind: type[M]) -> M:
    assert isinstance(model, kind)
    return model


def _cross_check(parts: TableParts) -> list[str]:
    """Facts that span entries or files."""
    lines: list[str] = []

    def add(filename: str, entry: str, field: str, msg: str) -> None:
        lines.append(f"{parts.folder / filename}: entry {entry}: field {field}: {msg}")

    board = parts.sanctuary
    for players in (2, 3):
        for letter, cells in board.visible_starts(players).items():
            if not cells:
                add(
                    "sanctuary.yaml",
                    "fences",
                    "covers",
                    f"{players} players: fences hide all of starting space {letter}",
                )
    for module in TABLE_PARTS:
        for entry, field, msg in module.faults(parts):
            add(module.file, entry, field, msg)
    return lines
