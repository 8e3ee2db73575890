"""The solo game's seats: you in the first seat, the Poacher as the automa seat in the
second, in his own colour. A solo game is told by its seats alone: no option is needed,
since the Poacher has no difficulty level."""

from __future__ import annotations

from engine.core import ConfigError, GameConfig, Seat, SeatKind
from engine.cryptic.no_bids import NO_BIDS

YOU = 0  # the one player's seat; the Poacher sits in the second
POACHER_COLOUR = "black"


def solo_config(seed: int, modules: tuple[str, ...] = (), name: str = "Player 1",
                colour: str = "orange") -> GameConfig:
    """You in the first seat, the Poacher as the automa seat in the second."""
    seats = (Seat(name=name, colour=colour),
             Seat(name="Poacher", colour=POACHER_COLOUR, kind=SeatKind.AUTOMA))
    return GameConfig(game="cryptic", seats=seats, modules=modules, seed=seed)


def is_solo(config: GameConfig) -> bool:
    return any(seat.kind is SeatKind.AUTOMA for seat in config.seats)


def validate(config: GameConfig) -> None:
    kinds = [seat.kind for seat in config.seats]
    if len(kinds) != 2 or kinds[0] is SeatKind.AUTOMA or kinds[1] is not SeatKind.AUTOMA:
        raise ConfigError("Solo play is one player in the first seat and the Poacher (an "
                          "automa seat) in the second.")
    if NO_BIDS in config.modules:
        raise ConfigError("The mode without bid markers cannot be played against the Poacher.")
