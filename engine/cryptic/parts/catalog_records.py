"""Records for the Cryptic Nature catalog (checked by pydantic when read): map, cryptids,
contracts, requests and evidence (one record kind per file in `assets/cryptic/`); a
module's own files have their records beside it (`wolpertinger_tokens`), and the app's help
texts are `help_texts`.

A model checks what one entry can check on its own (allowed names, ranges, a tile that is
one connected piece); the checks across entries and files live in `catalog`.

Names used everywhere:
- evidence types: the six main ones and rumor (`EVIDENCE`);
- terrains: water, mountains, forests, and special for a tile with its own settling rule;
- cryptid types: beast, bird, reptile, aquatic (designed names for the book's four types);
- a location id is a region (compass letter and number, `N1`) or a city (`aachen`).
"""

from __future__ import annotations

import re
from typing import Annotated, Literal

from engine.core.records import Field, Record, field_check, record_check
from engine.cryptic.parts.squares import StrictInt

Evidence = Literal["victim", "bones", "eyewitness", "footprint", "sky_silhouette",
                   "water_outline", "rumor"]
# what a card may ask for: an evidence type, or '?' for a type drawn from the bag
EvidenceNeed = Literal["victim", "bones", "eyewitness", "footprint", "sky_silhouette",
                       "water_outline", "rumor", "?"]
MainEvidence = Literal["victim", "bones", "eyewitness", "footprint", "sky_silhouette",
                       "water_outline"]
Terrain = Literal["water", "mountains", "forests", "special"]
Habitat = Literal["water", "mountains", "forests"]
CryptidType = Literal["beast", "bird", "reptile", "aquatic"]
Area = Literal["N", "E", "S", "W"]
When = Literal["found", "fail", "relocated", "game_end"]
ContractKind = Literal["evidence", "habitat", "type"]
RequestKind = Literal["region", "type"]

EVIDENCE: tuple[Evidence, ...] = ("victim", "bones", "eyewitness", "footprint",
                                  "sky_silhouette", "water_outline", "rumor")
MAIN_EVIDENCE: tuple[MainEvidence, ...] = EVIDENCE[:6]  # type: ignore[assignment]
TERRAINS: tuple[Terrain, ...] = ("water", "mountains", "forests", "special")
HABITATS: tuple[Habitat, ...] = ("water", "mountains", "forests")
CRYPTID_TYPES: tuple[CryptidType, ...] = ("beast", "bird", "reptile", "aquatic")
AREAS: tuple[Area, ...] = ("N", "E", "S", "W")
UNKNOWN = "?"  # a runaway's location or a drawn evidence: an evidence token decides it

GridIndex = Annotated[int, Field(ge=0, le=40, strict=True)]  # a row or column of the map on screen

REGION_ID = r"^[NESW][1-9]$"
CITY_ID = r"^[a-z][a-z_]*$"

#: The effects a cryptid power may name, each with the parameters it takes (all integers,
#: except `type`, a cryptid type). The rules engine maps each name to its function.
POWER_EFFECTS: dict[str, tuple[str, ...]] = {
    "gain": ("coins", "experience", "evidence_from_bag", "bonus_rumor"),
    "move_assistant": ("spaces",),
    "buy_evidence": (),
    "reset_evidence": (),
    "settle_any_terrain": (),
    "settle_on_cryptids": (),
    "request_and_settle": ("vp",),
    "fewest_found": ("vp",),
    "all_skills": ("vp",),
    "request_fulfilled": ("vp",),
    "per_found_type": ("type", "vp", "cap"),
}

# Fields of a cryptid card the project may have designed (the rest come from the book).
CRYPTID_DESIGNABLE = ("name", "level", "location", "evidence", "find_points",
                      "settle_points", "types", "terrain", "tile", "power")



def _no_repeats(values: list[str], what: str) -> list[str]:
    if len(set(values)) != len(values):
        raise ValueError(f"a {what} is listed twice")
    return values


# --------------------------------------------------------------------------- map


class Location(Record):
    id: str = Field(min_length=2)
    kind: Literal["region", "city"]
    name: str = Field(min_length=2)
    designed: list[Literal["id", "name"]] = Field(default_factory=list)
    #: where the app draws it: (row, column) on a grid, rows from the north (display only)
    at: tuple[GridIndex, GridIndex] | None = None

    @record_check
    def _id_fits_kind(self) -> Location:
        pattern = REGION_ID if self.kind == "region" else CITY_ID
        if not re.match(pattern, self.id):
            shape = "a compass letter and a number (N1)" if self.kind == "region" else (
                "lower-case letters (aachen)")
            raise ValueError(f"a {self.kind} id is {shape}, got '{self.id}'")
        return self

    @property
    def area(self) -> Area | None:
        """A region's compass area (its letter); a city has none."""
        return self.id[0] if self.kind == "region" else None  # type: ignore[return-value]


class MapFile(Record):
    locations: list[Location] = Field(min_length=2)
    links: list[tuple[str, str]] = Field(min_length=1)
    designed: list[Literal["links"]] = Field(default_factory=list)

    @field_check("links")
    @classmethod
    def _no_loops(cls, value: list[tuple[str, str]]) -> list[tuple[str, str]]:
        for a, b in value:
            if a == b:
                raise ValueError(f"'{a}' is linked to itself")
        return value


# --------------------------------------------------------------------------- cryptids


class Power(Record):
    """A cryptid's power: when it fires, what it does (effect + params) and its card text."""

    when: When | None = None
    effect: str | None = None
    params: dict[str, StrictInt | str] = Field(default_factory=dict)
    text: str = ""

    @record_check
    def _complete(self) -> Power:
        parts = (self.when is not None, self.effect is not None, bool(self.text))
        if any(parts) and not all(parts):
            raise ValueError("a power needs when, effect and text together (or none of them)")
        if self.effect is None:
            if self.params:
                raise ValueError("params without an effect")
            return self
        allowed = POWER_EFFECTS.get(self.effect)
        if allowed is None:
            raise ValueError(f"unknown effect '{self.effect}'; use one of {sorted(POWER_EFFECTS)}")
        if extra := sorted(set(self.params) - set(allowed)):
            raise ValueError(f"'{self.effect}' takes {list(allowed)}, not {extra}")
        for key, value in self.params.items():
            if key == "type" and value not in CRYPTID_TYPES:
                raise ValueError(f"'type' must be one of {list(CRYPTID_TYPES)}")
            if key != "type" and not isinstance(value, int):
                raise ValueError(f"'{key}' must be a number")
        return self


def _rotate(cells: list[tuple[int, int]]) -> list[tuple[int, int]]:
    return normalized([(c, -r) for r, c in cells])


def normalized(cells: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The cells moved to row 0 and column 0, sorted (so equal shapes compare equal)."""
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    return sorted((r - top, c - left) for r, c in cells)


def rotations(cells: list[tuple[int, int]]) -> list[list[tuple[int, int]]]:
    """The four quarter turns of a tile (a tile may be turned, never flipped)."""
    turns = [normalized(cells)]
    for _ in range(3):
        turns.append(_rotate(turns[-1]))
    return turns


def _connected(cells: list[tuple[int, int]]) -> bool:
    todo, seen = [cells[0]], {cells[0]}
    while todo:
        r, c = todo.pop()
        for near in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if near in cells and near not in seen:
                seen.add(near)
                todo.append(near)
    return len(seen) == len(cells)


class Cryptid(Record):
    number: int = Field(strict=True, ge=1)
    name: str = Field(min_length=2)
    description: str = Field(min_length=10)
    level: int = Field(strict=True, ge=1, le=3)
    location: str = Field(min_length=1)
    evidence: list[EvidenceNeed] = Field(min_length=1, max_length=4)
    find_points: int = Field(strict=True, ge=0, le=10)
    settle_points: int = Field(strict=True, ge=0, le=10)
    types: list[CryptidType] = Field(min_length=1, max_length=2)
    terrain: Terrain
    tile: list[tuple[StrictInt, StrictInt]] = Field(min_length=1, max_length=8)
    power: Power = Field(default_factory=Power)
    designed: list[str] = Field(default_factory=list)

    @field_check("evidence")
    @classmethod
    def _evidence(cls, value: list[str]) -> list[str]:
        if UNKNOWN in value and value != [UNKNOWN]:
            raise ValueError("drawn evidence is written alone: ['?']")
        return _no_repeats(value, "evidence type")

    @field_check("types")
    @classmethod
    def _types(cls, value: list[str]) -> list[str]:
        return _no_repeats(value, "type")

    @field_check("tile")
    @classmethod
    def _tile(cls, value: list[tuple[int, int]]) -> list[tuple[int, int]]:
        if len(set(value)) != len(value):
            raise ValueError("a cell is listed twice")
        if any(r < 0 or c < 0 for r, c in value):
            raise ValueError("rows and columns start at 0")
        if not _connected(value):
            raise ValueError("the cells must form one piece (side by side)")
        return value

    @field_check("designed")
    @classmethod
    def _designed(cls, value: list[str]) -> list[str]:
        if bad := [f for f in value if f not in CRYPTID_DESIGNABLE]:
            raise ValueError(f"unknown field(s) {bad}; use {list(CRYPTID_DESIGNABLE)}")
        return _no_repeats(value, "field")

    @property
    def runaway(self) -> bool:
        return self.location == UNKNOWN

    @property
    def drawn_evidence(self) -> bool:
        return self.evidence == [UNKNOWN]


class CryptidsFile(Record):
    type_names: dict[CryptidType, str]
    cryptids: list[Cryptid]
    designed: list[Literal["type_names"]] = Field(default_factory=list)


# --------------------------------------------------------------------------- contracts


class Contract(Record):
    """A scoring card: 1 point per found cryptid showing the evidence, living in the
    habitat, or being of the type."""

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    kind: ContractKind
    target: str
    designed: list[Literal["kind", "target"]] = Field(default_factory=list)

    @record_check
    def _target_fits_kind(self) -> Contract:
        allowed: tuple[str, ...] = {"evidence": MAIN_EVIDENCE, "habitat": HABITATS,
                                    "type": CRYPTID_TYPES}[self.kind]
        if self.target not in allowed:
            raise ValueError(f"a {self.kind} contract targets one of {list(allowed)}")
        return self


class Request(Record):
    """A request token: two cryptids of one compass area or of one type."""

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    kind: RequestKind
    target: str
    designed: list[Literal["kind", "target"]] = Field(default_factory=list)

    @record_check
    def _target_fits_kind(self) -> Request:
        allowed: tuple[str, ...] = AREAS if self.kind == "region" else CRYPTID_TYPES
        if self.target not in allowed:
            raise ValueError(f"a {self.kind} request targets one of {list(allowed)}")
        return self


class ContractsFile(Record):
    points_per_cryptid: int = Field(strict=True, ge=0)  # paid per cryptid that counts
    request_points: int = Field(strict=True, ge=0)  # what a fulfilled request token is worth
    contracts: list[Contract]
    requests: list[Request]


# --------------------------------------------------------------------------- evidence


class EvidenceToken(Record):
    type: Evidence
    price: int = Field(strict=True, ge=0, le=9)
    location: str = Field(pattern=REGION_ID)
    designed: list[Literal["type", "price", "location"]] = Field(default_factory=list)


class BonusRumors(Record):
    count: int = Field(strict=True, ge=0)
    price: int = Field(strict=True, ge=0, le=9)
    designed: list[Literal["count", "price"]] = Field(default_factory=list)


class EvidenceFile(Record):
    names: dict[Evidence, str]
    tokens: list[EvidenceToken]
    bonus_rumors: BonusRumors
