"""Game configuration: who sits where, which modules, which options, which seed.

Records (`engine.core.records`): a config made in code is trusted; one made from a
player's entries or read from a file is checked (`GameConfig.check`, `.checked()`)."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from enum import StrEnum
from typing import Any

from engine.core.errors import ConfigError
from engine.core.records import Field, Record, field_check

SEED_END = 2**63  # a seed is a whole number from 0 to SEED_END - 1

#: The levels a bot seat may play at, weakest first: "random" picks any legal option (as
#: every bot did before levels), "easy" is "normal" with a newcomer's mistakes, "hard"
#: searches within a time budget.
BOT_LEVELS = ("random", "easy", "normal", "hard")


class SeatKind(StrEnum):
    HUMAN = "human"  # a person at the keyboard
    BOT = "bot"  # a program choosing among prompt options like a person
    AUTOMA = "automa"  # a rules-driven opponent (Tingent, the Poacher) acting inside the engine


class Seat(Record):
    kind: SeatKind = SeatKind.HUMAN
    name: str = Field(min_length=1, max_length=24)
    colour: str = Field(min_length=1, max_length=16)
    #: A bot seat's level (one of BOT_LEVELS); "" for people, automa and the bots of
    #: saves made before levels, which play "random"
    level: str = Field(default="", max_length=16)

    @property
    def bot_level(self) -> str:
        """The level this seat's bot plays at ("" when the seat is no bot's)."""
        if self.kind is not SeatKind.BOT:
            return ""
        return self.level or "random"

    def to_data(self, exclude: tuple[str, ...] = ()) -> dict[str, Any]:
        """A seat without a level is written as before levels were, so that a save of a
        game without them is the same file it always was."""
        return super().to_data(exclude + (() if self.level else ("level",)))

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


#: how a sentence names the kind of value an option takes
_KINDS = {bool: "true or false", int: "a whole number", str: "text",
          dict: "a set of named settings"}


def refuse_unknown_settings(config: GameConfig, colours: Collection[str],
                            options: Mapping[str, type]) -> None:
    """ConfigError when a seat has a colour the game does not have, or one another seat has,
    or a bot level there is not (or has a level and is no bot), or an option is not one of
    the game's `options` (name -> the type of its value): a config read from a file may say
    anything, and a rule would read it as nothing."""
    taken: set[str] = set()
    for number, seat in enumerate(config.seats, start=1):
        if seat.colour not in colours:
            raise ConfigError(f"Seat {number} has the colour {seat.colour!r}, which is not one "
                              f"of {', '.join(colours)}.")
        if seat.colour in taken:
            raise ConfigError(f"Seat {number} has the colour {seat.colour!r} of another seat.")
        taken.add(seat.colour)
        if seat.level and (seat.kind is not SeatKind.BOT or seat.level not in BOT_LEVELS):
            raise ConfigError(f"Seat {number} has the bot level {seat.level!r}, which is not "
                              f"one of {', '.join(BOT_LEVELS)} for a bot.")
    for name, value in config.options.items():
        if name not in options:
            known = ", ".join(options) or "this game has none"
            raise ConfigError(f"There is no option called {name!r} (options: {known}).")
        if type(value) is not options[name]:  # exactly: True is an int, but not a count
            kind = _KINDS.get(options[name], options[name].__name__)
            raise ConfigError(f"The option {name!r} must be {kind}.")
