"""Game configuration: who sits where, which modules, which options, which seed.

Records (`engine.core.records`): a config made in code is trusted; one made from a
player's entries or read from a file is checked (`GameConfig.check`, `.checked()`)."""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from engine.core.records import Field, Record, field_check

SEED_END = 2**63  # a seed is a whole number from 0 to SEED_END - 1


class SeatKind(StrEnum):
    HUMAN = "human"  # a person at the keyboard
    BOT = "bot"  # a program choosing among prompt options like a person
    AUTOMA = "automa"  # a rules-driven opponent (Tingent, the Poacher) acting inside the engine


class Seat(Record):
    kind: SeatKind = SeatKind.HUMAN
    name: str = Field(min_length=1, max_length=24)
    colour: str = Field(min_length=1, max_length=16)

    @field_check("name")
    @classmethod
    def _name_is_printable(cls, value: str) -> str:
        cleaned = value.strip()
        if not cleaned or not cleaned.isprintable():
            raise ValueError("a seat name needs printable characters")
        return cleaned


class GameConfig(Record):
    """Everything that, with the seed and the list of choices, fixes a whole game."""

    game: str = Field(min_length=1)
    seats: tuple[Seat, ...] = Field(min_length=1, max_length=6)
    modules: tuple[str, ...] = ()
    options: dict[str, Any] = Field(default_factory=dict)
    seed: int = Field(ge=0, lt=SEED_END)

    @property
    def player_count(self) -> int:
        """Seats played by people or bots; automa opponents are not players."""
        return sum(1 for seat in self.seats if seat.kind is not SeatKind.AUTOMA)

    def seat_name(self, seat: int) -> str:
        return self.seats[seat].name

    def with_seed(self, seed: int) -> GameConfig:
        return self.replace(seed=seed)
