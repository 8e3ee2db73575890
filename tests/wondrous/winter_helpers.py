"""Helpers for the Winterfall rules tests: a started game with the module on."""

from __future__ import annotations

from engine.core import Game, testing
from engine.core.testing import first
from engine.wondrous.ctx import Ctx
from engine.wondrous.state import WondrousState
from tests.wondrous.engine_helpers import config, ctx_of, in_play, rules
from tests.wondrous.rule_helpers import clear_map_eggs


def winter(players: int = 2, seed: int = 1) -> tuple[Game[WondrousState], Ctx]:
    """A Winterfall game past its setup decisions, with no egg on the map."""
    game = Game(rules(), config(players, seed).model_copy(update={"modules": ("winterfall",)}))
    testing.play(game, then=first, until=in_play)
    ctx = ctx_of(game)
    clear_map_eggs(ctx)
    return game, ctx


def card_of(ctx: Ctx, habitat: str | None = None, species: tuple[str, ...] = (),
            avoid: tuple[int, ...] = ()) -> int:
    """A deck card of that habitat showing exactly those species (when given)."""
    return next(
        n for n in ctx.state.deck
        if n not in avoid
        and (habitat is None or ctx.card(n).habitat == habitat)
        and (not species or tuple(ctx.card(n).species) == species)
    )
