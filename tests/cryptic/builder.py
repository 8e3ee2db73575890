"""One way to lay a Cryptic Nature table for the rules tests: a game past its setup
decisions (each took its first option), at round 1, seen from the seat whose turn it is.

    from tests.cryptic.builder import table
    game, ctx, seat = table(modules=("wolpertinger",), at="london")

Three test files used to build this table each in their own words."""

from __future__ import annotations

from typing import NamedTuple

from engine.core import Game
from engine.cryptic.ctx import Ctx
from tests.cryptic.rules_helpers import ctx_of, started


class Table(NamedTuple):
    """The game, a rules context on its live state, and the seat to play; unpacks as
    `game, ctx, seat`."""

    game: Game
    ctx: Ctx
    seat: int


def table(players: int = 3, seed: int = 1, *, modules: tuple[str, ...] = (),
          at: str | None = None) -> Table:
    """A started game with these modules; with `at`, the seat to play stands in that city."""
    game = started(players, seed, modules)
    ctx = ctx_of(game)
    assert game.prompt is not None
    seat = game.prompt.seat
    if at is not None:
        ctx.p(seat).location = at
    return Table(game, ctx, seat)
