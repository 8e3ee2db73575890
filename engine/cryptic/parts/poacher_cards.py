"""The Poacher's components for the solo game (poacher.yaml): his 15 cards with their
action lines, his board, the reset overlay and the rating table. They load with the table
parts (`TableParts.modules`); `poacher_parts(parts)` reads them typed."""

from __future__ import annotations

from itertools import pairwise
from typing import Any, Literal

from engine.core.records import Field, Record, field_check
from engine.cryptic.parts.module_parts import Fault, ModuleParts
from engine.cryptic.parts.squares import (
    StrictInt,
    Terrain,
    text_table,
)

# --------------------------------------------------------------------------- Poacher

POACHER_CARDS = 15

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


def _faults(poacher: PoacherFile, _parts: Any) -> list[Fault]:
    """No card line takes evidence onto a full board."""
    faults = []
    slots = poacher.board.evidence_slots
    for i, card in enumerate(poacher.cards):
        for held, line in enumerate(card.by_evidence[slots:], start=slots):
            takes = [a for a in line if a in BOARD_TAKES]
            if takes:
                faults.append((f"cards.{i} ({card.number})", f"by_evidence.{held}",
                               f"his board is full with {slots} evidence, so he cannot "
                               f"take {takes}"))
    return faults


def _export(poacher: PoacherFile) -> dict[str, Any]:
    return {
        "poacher_cards": [c.to_data() for c in poacher.cards],
        "poacher_board": poacher.board.to_data(),
        "poacher_reset_overlay": poacher.reset_overlay.to_data(),
        "solo_rating": [r.to_data() for r in poacher.rating],
    }


def _line(line: AssistantLine) -> str:
    """A bottom line in short: evidence actions by their target, then where he moves."""
    short = [a.replace("_evidence", "").replace("reset_market", "reset") for a in line.actions]
    return f"{' '.join(short)} > {line.move}"


def _report(poacher: PoacherFile) -> str:
    rows = []
    for card in poacher.cards:
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
    return text_table("Poacher cards", head, rows)


PARTS = ModuleParts("poacher.yaml", PoacherFile, _export, _faults, _report)
poacher_parts = PARTS.of
