"""The Poacher's part of a seat's view (`CrypticView.poacher`): the solo module's view
section, so the base view never reads his state itself."""

from __future__ import annotations

from engine.core.records import Frozen
from engine.cryptic.ctx import Ctx
from engine.cryptic.scoring import fits_contract
from engine.cryptic.solo.seats import YOU


class PoacherLine(Frozen):
    """The line of his card the Poacher used in a phase: the action he did ('' none) and
    why each action tried before it failed (action, reason)."""

    line: int
    done: str
    failed: list[tuple[str, str]]


class PoacherView(Frozen):
    """The Poacher (solo): his deck (a count), the active card, the line he used in each
    phase, his captures, how many of them fit each of your contracts, and whether he won."""

    seat: int
    deck: int
    discards: list[int]
    active: int | None
    lines: dict[str, PoacherLine]
    captured: list[str]
    for_contracts: dict[str, int]
    won: bool


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
