"""The Poacher's part of a seat's view (`CrypticView.poacher`): the solo module's view
section, so the base view never reads his state itself."""

from __future__ import annotations

from engine.cryptic.ctx import Ctx
from engine.cryptic.scoring import fits_contract
from engine.cryptic.solo.seats import YOU
from engine.cryptic.view import PoacherLine, PoacherView


def poacher_view(ctx: Ctx, seat: int) -> PoacherView:
    """His deck (face down: a count), the active card, the line he used in each phase (and
    why the actions before it failed) and his captures; his evidence is his player's."""
    poacher = ctx.state.poacher
    assert poacher is not None
    return PoacherView(
        seat=poacher.seat,
        deck=len(poacher.deck),
        discards=list(poacher.discards),
        active=poacher.active,
        lines={phase: PoacherLine(line["line"], line["done"],
                                  [(action, why) for action, why in line["failed"]])
               for phase, line in poacher.lines.items()},
        captured=list(poacher.captured),
        # how near he is to winning by one of your contracts: his captures that fit each
        for_contracts={c: sum(fits_contract(ctx, name, c) for name in poacher.captured)
                       for c in ctx.p(YOU).contracts},
        won=poacher.won,
    )
