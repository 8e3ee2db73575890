"""The modes the bots' tests play, and positions to decide from: a game's configs by mode,
a twin whose hidden things differ, and random games stopped at turn starts."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from engine.core import Game, GameConfig, RandomAgent, Rng, Seat, SeatKind
from engine.core.testing import restart_turn
from engine.wondrous.api import COLOURS, SOLO, WINTERFALL, WondrousRules

RULES = WondrousRules()

#: every mode the bots play: (name, players, Winterfall, solo level, scenarios)
MODES: tuple[tuple[str, int, bool, str | None, dict[str, str]], ...] = (
    ("2 players", 2, False, None, {}),
    ("3 players", 3, False, None, {}),
    ("4 players", 4, False, None, {}),
    ("Winterfall, 2", 2, True, None, {}),
    ("Winterfall, 3", 3, True, None, {}),
    ("Winterfall, 4", 4, True, None, {}),
    *((f"solo {level}", 1, False, level, {})
      for level in ("lazy", "easygoing", "wild", "terrifying")),
    *((f"Winterfall solo {level}", 1, True, level, {})
      for level in ("lazy", "easygoing", "wild", "terrifying", "nightmare")),
    ("solo poor", 1, False, "wild", {"poor": "hard"}),
    ("solo outlaws", 1, False, "wild", {"outlaws": "medium"}),
    ("solo haze", 1, False, "wild", {"haze": "hard"}),
    ("Winterfall solo unfair", 1, True, "wild", {"unfair": "hard"}),
    ("Winterfall solo double", 1, True, "wild", {"double": "hard"}),
    ("Winterfall solo eggpocalypse", 1, True, "wild", {"eggpocalypse": "hard"}),
)


def config(players: int, winterfall: bool, level: str | None, scenarios: dict[str, str],
           seed: int) -> GameConfig:
    """A game's config: `players` people, or one against Tingent at `level`."""
    modules = (WINTERFALL,) if winterfall else ()
    if level is None:
        seats = tuple(Seat(name=f"Player {i + 1}", colour=COLOURS[i]) for i in range(players))
        return GameConfig(game="wondrous", seats=seats, seed=seed, modules=modules)
    seats = (Seat(name="Player 1", colour="blue"),
             Seat(name="Tingent", colour="red", kind=SeatKind.AUTOMA))
    options = {SOLO: {"level": level, "scenarios": dict(scenarios)}}
    return GameConfig(game="wondrous", seats=seats, options=options, seed=seed,
                      modules=modules)


def people(game: Game[Any]) -> list[int]:
    return [i for i, seat in enumerate(game.config.seats) if seat.kind != SeatKind.AUTOMA]


def turn_starts(game: Game[Any], seed: int, every: int) -> Iterator[Game[Any]]:
    """Play `game` with random agents, stopping at every `every`-th quiet turn start (a
    prompt with no choice of its turn taken yet, nothing changed since the turn began:
    Tingent may play before a person's first prompt): yields the game there (play goes on
    after)."""
    agents = {seat: RandomAgent(seed * 7 + seat) for seat in people(game)}
    starts = 0
    while game.prompt is not None:
        if game.turn_choices == 0 and _quiet(game):
            if starts % every == 0:
                yield game
            starts += 1
        game.choose(agents[game.prompt.seat].pick(game.prompt))


def _quiet(game: Game[Any]) -> bool:
    """Whether the turn, begun again from the live state, asks the same at once (nothing
    ran before its first prompt that would run again)."""
    again = game.clone(keep_events=False)
    return restart_turn(again) == game.prompt and again.state == game.state


def twin_with_other_secrets(game: Game[Any], viewer: int, seed: int) -> Game[Any]:
    """A copy of `game` (at a quiet turn start) whose hidden things for `viewer` are dealt
    otherwise, its turn begun again from there so its clones replay from that state."""
    assert game.turn_choices == 0
    twin = game.clone()
    RULES.vary_hidden(twin.state, viewer, Rng(seed, stream=0x7117))
    restart_turn(twin)
    return twin
