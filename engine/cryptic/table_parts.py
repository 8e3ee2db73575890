"""Cryptic Nature table parts: terrain tiles, the sanctuary, the player board with its skills,
the dice and the Poacher's cards, each validated from its file in `assets/cryptic/`.

`load_table_parts(root)` reads the five files (`root` is the cryptic asset folder) and raises
`AssetError` listing every fault as "file: entry: field: message". `table_parts_json` and
`table_parts_report` give the data as plain JSON and as plain-text tables.

Squares are (row, col) pairs, rows counted from the top. Shapes and boards are drawn in the
files as rows of characters, so that a player holding the printed game can correct them.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar

from engine.core.assets import validate_files
from engine.core.errors import AssetError
from engine.core.records import Field, Record, field_check, record_check

M = TypeVar("M", bound=Record)

Terrain = Literal["water", "mountains", "forests"]
Bonus = Literal["coin", "experience", "initiative"]
# YAML reads "yes" as true and pydantic would take it for 1: every whole number in the
# data is strict, so a boolean is refused with its file, entry and field
StrictInt = Annotated[int, Field(strict=True)]
Cell = tuple[StrictInt, StrictInt]

TERRAINS: tuple[Terrain, ...] = ("water", "mountains", "forests")
BONUSES: tuple[Bonus, ...] = ("coin", "experience", "initiative")
TILES_PER_TERRAIN = 17
PLAYER_COUNTS = (2, 3, 4)
POACHER_CARDS = 15

# the letters of a tile picture; '#' is a square without a symbol
BONUS_LETTERS: dict[str, Bonus] = {"c": "coin", "e": "experience", "i": "initiative"}
SQUARE = "#"
EMPTY = "."



def picture_cells(rows: Iterable[str], letters: str) -> dict[Cell, str]:
    """Every square of a picture whose character is one of `letters`, with that character."""
    return {(r, c): ch for r, row in enumerate(rows) for c, ch in enumerate(row) if ch in letters}


def connected(cells: Iterable[Cell]) -> bool:
    """Whether the squares form one piece, joined side to side."""
    todo = set(cells)
    if not todo:
        return False
    stack = [todo.pop()]
    while stack:
        r, c = stack.pop()
        for near in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if near in todo:
                todo.remove(near)
                stack.append(near)
    return not todo


def normalise(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    """The squares moved so the smallest row and column are 0, sorted."""
    cells = list(cells)
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    return tuple(sorted((r - top, c - left) for r, c in cells))


def turnings(cells: Iterable[Cell]) -> list[tuple[Cell, ...]]:
    """The distinct quarter turns of a shape (tiles may be turned, never flipped)."""
    shape = normalise(cells)
    found: list[tuple[Cell, ...]] = []
    for _ in range(4):
        if shape not in found:
            found.append(shape)
        shape = normalise((c, -r) for r, c in shape)
    return found


def _check_picture(rows: list[str], allowed: str) -> list[str]:
    bad = sorted({ch for row in rows for ch in row} - set(allowed))
    if bad:
        raise ValueError(f"unknown character(s) {bad}; use only {list(allowed)}")
    return rows


# --------------------------------------------------------------------------- terrain tiles


class TerrainTile(Record):
    id: str = Field(pattern=r"^[A-Z][0-9]{2}$")
    terrain: Terrain
    shape: list[str] = Field(min_length=1, max_length=5)
    designed: list[Literal["shape", "bonuses"]] = Field(default_factory=list)

    @field_check("shape")
    @classmethod
    def _one_piece(cls, rows: list[str]) -> list[str]:
        _check_picture(rows, SQUARE + EMPTY + "".join(BONUS_LETTERS))
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


# --------------------------------------------------------------------------- sanctuary

START_LETTERS = "ABC"


class Fence(Record):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    players: list[Literal[2, 3]] = Field(min_length=1)
    covers: list[str] = Field(min_length=1)

    @field_check("covers")
    @classmethod
    def _picture(cls, rows: list[str]) -> list[str]:
        _check_picture(rows, SQUARE + EMPTY)
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
        _check_picture(rows, EMPTY + START_LETTERS)
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


# --------------------------------------------------------------------------- player board

SkillKind = Literal["active", "passive"]


class Skill(Record):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    name: str = Field(min_length=2)
    kind: SkillKind
    cost: int = Field(strict=True, ge=0, le=5)
    copies: int = Field(strict=True, default=1, ge=1, le=3)
    start: bool = False

    @record_check
    def _start_is_free(self) -> Skill:
        if self.start != (self.cost == 0):
            raise ValueError("the starting skill (only) costs 0; the others cost experience")
        return self


class PlayerBoardFile(Record):
    evidence_slots: int = Field(strict=True, ge=1, le=10)
    terrain_slots: int = Field(strict=True, ge=1)
    action_markers: list[Literal["main_movement", "main_action"]]
    cryptid_markers: int = Field(strict=True, ge=1)
    bid_markers: int = Field(strict=True, ge=1)
    start_bonus_rumors: int = Field(strict=True, ge=0)
    starting_coins: list[StrictInt] = Field(min_length=4, max_length=4)
    skills: list[Skill]
    designed: list[Literal["evidence_slots", "skill_order"]] = Field(default_factory=list)

    @field_check("skills")
    @classmethod
    def _one_start(cls, skills: list[Skill]) -> list[Skill]:
        repeated = sorted(i for i, n in Counter(s.id for s in skills).items() if n > 1)
        if repeated:
            raise ValueError(f"skill ids used twice: {repeated}")
        if sum(s.start for s in skills) != 1:
            raise ValueError("exactly one skill is held from the start")
        return skills

    @property
    def skill_slots(self) -> int:
        return sum(s.copies for s in self.skills)


# --------------------------------------------------------------------------- dice

AssistantGain = Literal["coins", "experience", "refresh", "bonus_rumor"]
TrackingFace = Literal["success", "failure", "luck"]


class AssistantFace(Record):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    gain: AssistantGain
    amount: int = Field(strict=True, ge=1, le=5)


class AssistantDice(Record):
    count: int = Field(strict=True, ge=1)
    by_players: dict[StrictInt, StrictInt]
    faces: list[AssistantFace] = Field(min_length=6, max_length=6)
    designed: list[Literal["faces"]] = Field(default_factory=list)

    @record_check
    def _enough_dice(self) -> AssistantDice:
        if sorted(self.by_players) != list(PLAYER_COUNTS):
            raise ValueError(f"by_players names the player counts {list(PLAYER_COUNTS)}")
        if max(self.by_players.values()) > self.count:
            raise ValueError(f"a player count uses more than the {self.count} dice in the box")
        return self


class TrackingDice(Record):
    count: int = Field(strict=True, ge=1)
    faces: list[TrackingFace] = Field(min_length=6, max_length=6)
    designed: list[Literal["faces"]] = Field(default_factory=list)


class DiceFile(Record):
    assistant_dice: AssistantDice
    tracking_dice: TrackingDice


# --------------------------------------------------------------------------- Poacher

Region = Literal["N", "E", "S", "W"]
CryptidPick = Literal["found", "contract", "bid"]
TAKES = ("bid_evidence", "contract_evidence")
BOARD_TAKES = (*TAKES, "lowest_location", "highest_location")
# the least evidence each capture needs on the Poacher's board
CAPTURE_NEEDS = {"capture_2": 2, "capture_3": 3, "capture_any": 4}
TOP_ACTIONS = (*BOARD_TAKES, "reset_evidence", *CAPTURE_NEEDS)
BOTTOM_ACTIONS = (
    "die_coins",
    "die_experience",
    "die_refresh",
    "die_rumor",
    *TAKES,
    "reset_market",
    *(f"{take}+reset_market" for take in TAKES),
)
POACHER_DESIGNABLE = (
    "cryptid_priority",
    "region_priority",
    "by_evidence",
    "above",
    "below",
    "terrain",
)


def _unique_known(actions: list[str], known: tuple[str, ...]) -> list[str]:
    bad = [a for a in actions if a not in known]
    if bad:
        raise ValueError(f"unknown action(s) {bad}; use {list(known)}")
    if len(set(actions)) != len(actions):
        raise ValueError("an action is listed twice in one line")
    return actions


class AssistantLine(Record):
    actions: list[str] = Field(min_length=1)
    move: Literal["above", "below"]

    @field_check("actions")
    @classmethod
    def _known(cls, actions: list[str]) -> list[str]:
        return _unique_known(actions, BOTTOM_ACTIONS)


class PoacherCard(Record):
    number: int = Field(strict=True, ge=1, le=POACHER_CARDS)
    cryptid_priority: list[CryptidPick] = Field(min_length=1, max_length=3)
    region_priority: list[Region] = Field(min_length=1, max_length=4)
    by_evidence: list[list[str]] = Field(min_length=5, max_length=5)
    above: AssistantLine
    below: AssistantLine
    terrain: Terrain
    designed: list[str] = Field(default_factory=list)

    @field_check("cryptid_priority", "region_priority")
    @classmethod
    def _no_repeats(cls, value: list[str]) -> list[str]:
        if len(set(value)) != len(value):
            raise ValueError("a priority lists each entry once")
        return value

    @field_check("by_evidence")
    @classmethod
    def _lines(cls, lines: list[list[str]]) -> list[list[str]]:
        for held, line in enumerate(lines):
            if not line:
                raise ValueError(f"line {held + 1} (holding {held}) has no action")
            _unique_known(line, TOP_ACTIONS)
            short = [a for a in line if CAPTURE_NEEDS.get(a, 0) > held]
            if short:
                raise ValueError(f"line {held + 1}: {short} need more than {held} evidence")
        if "capture_any" not in lines[-1]:
            raise ValueError("with 4 evidence (line 5) he can capture any cryptid")
        return lines

    @field_check("designed")
    @classmethod
    def _designable(cls, value: list[str]) -> list[str]:
        bad = [f for f in value if f not in POACHER_DESIGNABLE]
        if bad:
            raise ValueError(f"unknown field(s) {bad}; use {list(POACHER_DESIGNABLE)}")
        return value


class PoacherBoard(Record):
    evidence_slots: int = Field(strict=True, ge=1)
    captures_to_win: int = Field(strict=True, ge=1)
    contract_captures_to_win: int = Field(strict=True, ge=1)


class ResetOverlay(Record):
    coins: int = Field(strict=True, ge=1)
    cryptid_cards: int = Field(strict=True, ge=1)


class Rating(Record):
    min: int = Field(strict=True, ge=0)
    max: StrictInt | None = None
    title: str = Field(min_length=2)

    @property
    def band(self) -> str:
        """The scores it covers, in words: "12-15 points", "26+ points"."""
        return f"{self.min}+ points" if self.max is None else f"{self.min}-{self.max} points"


class PoacherFile(Record):
    board: PoacherBoard
    reset_overlay: ResetOverlay
    rating: list[Rating] = Field(min_length=1)
    cards: list[PoacherCard]

    @field_check("rating")
    @classmethod
    def _steps(cls, rating: list[Rating]) -> list[Rating]:
        for low, high in pairwise(rating):
            if low.max is None or high.min != low.max + 1:
                raise ValueError("each rating starts one point above the one before it")
        if rating[-1].max is not None:
            raise ValueError("the last rating has no upper end (max: null)")
        return rating

    @field_check("cards")
    @classmethod
    def _numbers(cls, cards: list[PoacherCard]) -> list[PoacherCard]:
        if [c.number for c in cards] != list(range(1, POACHER_CARDS + 1)):
            raise ValueError(f"need the cards 1-{POACHER_CARDS} once each, in order")
        return cards


# --------------------------------------------------------------------------- initiative track

Side = Literal["left", "right"]
Phase = Literal["cryptozoologist", "assistant"]
TOP_SPACE = 1  # spaces are numbered from the top; the top one plays first


class InitiativeFile(Record):
    spaces: int = Field(strict=True, ge=2)
    highlighted: int = Field(strict=True, ge=TOP_SPACE)
    sides: dict[Side, Phase]  # the phase whose turn the assistants on that side wait for
    start_side: Side
    designed: list[Literal["spaces", "highlighted"]] = Field(default_factory=list)

    @field_check("spaces")
    @classmethod
    def _a_free_space(cls, spaces: int) -> int:
        if spaces <= max(PLAYER_COUNTS):
            raise ValueError(f"{max(PLAYER_COUNTS)} assistants need a free space to move to")
        return spaces

    @field_check("highlighted")
    @classmethod
    def _everyone_starts_on_the_track(cls, highlighted: int, earlier: dict[str, Any]) -> int:
        spaces = earlier.get("spaces")
        last = highlighted + max(PLAYER_COUNTS) - 1
        if spaces is not None and last > spaces:
            raise ValueError(f"4 players would start on spaces {highlighted}-{last} of {spaces}")
        return highlighted

    @field_check("sides")
    @classmethod
    def _one_side_per_phase(cls, sides: dict[Side, Phase]) -> dict[Side, Phase]:
        if sorted(sides) != ["left", "right"] or len(set(sides.values())) != 2:
            raise ValueError("name both sides, left and right, each for its own phase")
        return sides

    def starting_spaces(self, players: int) -> list[int]:
        """The spaces the assistants start on, first player first; alone (1), yours and the
        Poacher's below it."""
        return list(range(self.highlighted, self.highlighted + max(players, 2)))


# --------------------------------------------------------------------------- loading

FILES: dict[str, type[Record]] = {
    "terrain_tiles.yaml": TerrainTilesFile,
    "sanctuary.yaml": SanctuaryFile,
    "player_board.yaml": PlayerBoardFile,
    "dice.yaml": DiceFile,
    "poacher.yaml": PoacherFile,
    "initiative.yaml": InitiativeFile,
}


@dataclass(frozen=True)
class TableParts:
    terrain_tiles: TerrainTilesFile
    sanctuary: SanctuaryFile
    player_board: PlayerBoardFile
    dice: DiceFile
    poacher: PoacherFile
    initiative: InitiativeFile
    folder: Path

    def tiles_of(self, terrain: Terrain) -> list[TerrainTile]:
        return [t for t in self.terrain_tiles.tiles if t.terrain == terrain]


def load_table_parts(root: Path) -> TableParts:
    """Every table part in `root` (the cryptic asset folder), validated; raises AssetError
    with one line per fault, naming the file, the entry and the field."""
    models = validate_files(root, FILES)
    parts = TableParts(
        terrain_tiles=_as(models["terrain_tiles.yaml"], TerrainTilesFile),
        sanctuary=_as(models["sanctuary.yaml"], SanctuaryFile),
        player_board=_as(models["player_board.yaml"], PlayerBoardFile),
        dice=_as(models["dice.yaml"], DiceFile),
        poacher=_as(models["poacher.yaml"], PoacherFile),
        initiative=_as(models["initiative.yaml"], InitiativeFile),
        folder=root,
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
    slots = parts.poacher.board.evidence_slots
    for i, card in enumerate(parts.poacher.cards):
        for held, line in enumerate(card.by_evidence[slots:], start=slots):
            takes = [a for a in line if a in BOARD_TAKES]
            if takes:
                add(
                    "poacher.yaml",
                    f"cards.{i} ({card.number})",
                    f"by_evidence.{held}",
                    f"his board is full with {slots} evidence, so he cannot take {takes}",
                )
    return lines


# --------------------------------------------------------------------------- JSON


def _cells(cells: Iterable[Cell]) -> list[list[int]]:
    return [[r, c] for r, c in sorted(cells)]


def table_parts_json(parts: TableParts) -> dict[str, Any]:
    board = parts.sanctuary
    dice = parts.dice
    return {
        "terrain_tiles": [
            {
                "id": t.id,
                "terrain": t.terrain,
                "cells": _cells(t.cells),
                "bonuses": list(t.bonuses),
                "bonus_at": [[r, c, b] for (r, c), b in t.bonus_at],
                "designed": list(t.designed),
            }
            for t in parts.terrain_tiles.tiles
        ],
        "sanctuary": {
            "grid": list(board.grid),
            "rows": board.rows,
            "cols": board.cols,
            "starting_spaces": [
                {"id": k, "cells": _cells(v)} for k, v in board.starting_spaces.items()
            ],
            "fences": {str(n): _cells(board.fenced(n)) for n in (2, 3)},
            "fence_pieces": [
                {"id": f.id, "players": list(f.players), "cells": _cells(f.cells)}
                for f in board.fences
            ],
            "open_squares": {str(n): len(board.open_squares(n)) for n in PLAYER_COUNTS},
            "request_slots": board.request_slots,
            "terrain_piles": board.terrain_piles,
            "designed": list(board.designed),
        },
        "skills": [s.to_data() for s in parts.player_board.skills],
        "player_board": parts.player_board.to_data(exclude=("skills",))
        | {"skill_slots": parts.player_board.skill_slots},
        "assistant_dice": dice.assistant_dice.to_data(),
        "tracking_dice": dice.tracking_dice.to_data(),
        "poacher_cards": [c.to_data() for c in parts.poacher.cards],
        "poacher_board": parts.poacher.board.to_data(),
        "poacher_reset_overlay": parts.poacher.reset_overlay.to_data(),
        "solo_rating": [r.to_data() for r in parts.poacher.rating],
        "initiative_track": _initiative_json(parts.initiative),
    }


def _initiative_json(track: InitiativeFile) -> dict[str, Any]:
    return {
        "spaces": track.spaces,
        "top": TOP_SPACE,
        "highlighted": track.highlighted,
        "sides": dict(track.sides),
        "start_side": track.start_side,
        "starts": {str(n): track.starting_spaces(n) for n in (1, *PLAYER_COUNTS)},
        "designed": list(track.designed),
    }


# --------------------------------------------------------------------------- report


def _table(title: str, head: list[str], rows: list[list[Any]]) -> str:
    cells = [head, *[[str(x) for x in row] for row in rows]]
    widths = [max(len(row[i]) for row in cells) for i in range(len(head))]
    lines = [
        "  ".join(v.ljust(w) for v, w in zip(row, widths, strict=True)).rstrip() for row in cells
    ]
    rule = "  ".join("-" * w for w in widths)
    return "\n".join([title, "", lines[0], rule, *lines[1:]])


def _tiles_table(parts: TableParts) -> str:
    rows = []
    for terrain in TERRAINS:
        tiles = parts.tiles_of(terrain)
        symbols = Counter(b for t in tiles for b in t.bonuses)
        sizes = Counter(len(t.cells) for t in tiles)
        rows.append(
            [
                terrain,
                len(tiles),
                sum(len(t.cells) for t in tiles),
                " ".join(f"{n}x{size}" for size, n in sorted(sizes.items())),
                *(symbols[b] for b in BONUSES),
                sum(not t.bonuses for t in tiles),
            ]
        )
    head = ["terrain", "tiles", "squares", "sizes", *BONUSES, "no symbol"]
    return _table("Terrain tiles by terrain and bonus", head, rows)


def _sanctuary_table(parts: TableParts) -> str:
    board = parts.sanctuary
    rows = []
    for n in PLAYER_COUNTS:
        starts = board.visible_starts(n)
        rows.append(
            [
                n,
                ", ".join(f.id for f in board.fences_for(n)) or "-",
                len(board.open_squares(n)),
                len(board.open_squares(n)) // n,
                " ".join(f"{k}:{len(v)}" for k, v in starts.items()),
            ]
        )
    head = ["players", "fences", "open squares", "per player", "starting squares seen"]
    return _table(f"Sanctuary ({board.rows} x {board.cols})", head, rows)


def _skills_table(parts: TableParts) -> str:
    skills = sorted(parts.player_board.skills, key=lambda s: (s.cost, s.kind, s.name))
    rows = [[s.cost, s.name, s.kind, s.copies, "yes" if s.start else ""] for s in skills]
    total = sum(s.cost * s.copies for s in skills)
    return _table(
        f"Skills by basic cost (all of them: {total} experience)",
        ["cost", "skill", "kind", "copies", "at start"],
        rows,
    )


def _dice_table(parts: TableParts) -> str:
    assistant = parts.dice.assistant_dice
    tracking = parts.dice.tracking_dice
    rows = [
        ["assistant", assistant.count, ", ".join(f.id for f in assistant.faces)],
        ["tracking", tracking.count, ", ".join(tracking.faces)],
    ]
    return _table("Dice faces", ["dice", "count", "faces"], rows)


def _line(line: AssistantLine) -> str:
    """A bottom line in short: evidence actions by their target, then where he moves."""
    short = [a.replace("_evidence", "").replace("reset_market", "reset") for a in line.actions]
    return f"{' '.join(short)} > {line.move}"


def _poacher_table(parts: TableParts) -> str:
    rows = []
    for card in parts.poacher.cards:
        captures = sum(a in CAPTURE_NEEDS for line in card.by_evidence for a in line)
        rows.append(
            [
                card.number,
                " ".join(card.cryptid_priority),
                "".join(card.region_priority),
                captures,
                _line(card.above),
                _line(card.below),
                card.terrain,
            ]
        )
    head = ["card", "cryptids first", "regions", "captures", "above", "below", "terrain"]
    return _table("Poacher cards", head, rows)


def _initiative_table(parts: TableParts) -> str:
    track = parts.initiative
    coins = parts.player_board.starting_coins
    rows = []
    for n in (1, *PLAYER_COUNTS):
        starts = track.starting_spaces(n)
        rows.append(
            [
                "solo" if n == 1 else n,
                " ".join(map(str, starts)),
                starts[0] - TOP_SPACE,
                track.spaces - starts[-1],
                " ".join(map(str, coins[:n])),
            ]
        )
    head = ["players", "start spaces", "free above", "free below", "coins"]
    title = f"Initiative track ({track.spaces} spaces, start on the {track.start_side})"
    return _table(title, head, rows)


def table_parts_report(parts: TableParts) -> str:
    return (
        "\n\n".join(
            [
                _tiles_table(parts),
                _sanctuary_table(parts),
                _skills_table(parts),
                _dice_table(parts),
                _poacher_table(parts),
                _initiative_table(parts),
            ]
        )
        + "\n"
    )
