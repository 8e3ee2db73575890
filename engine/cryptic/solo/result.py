"""The end of a solo game: you win unless the Poacher won first, and your score earns a
title from the rating table; and what the Poacher keeps that the base rules' checks and
re-deals need to know (the cryptids he captured, his deck)."""

from __future__ import annotations

from engine.core import Result, Rng, SeatScore
from engine.cryptic.ctx import Ctx
from engine.cryptic.parts.poacher_cards import poacher_parts
from engine.cryptic.scoring import breakdown
from engine.cryptic.solo.seats import YOU
from engine.cryptic.state import CrypticState, PoacherState


def poacher_of(state: CrypticState) -> PoacherState:
    assert state.poacher is not None
    return state.poacher


def rating(ctx: Ctx, total: int) -> str:
    """The solo rating table's title for a score, with the band of scores it covers (so
    the player sees how far the next title is): "Trainee (0-11 points)"."""
    row = next(r for r in poacher_parts(ctx.data.parts).rating
               if total >= r.min and (r.max is None or total <= r.max))
    return f"{row.title} ({row.band})"


def solo_result(ctx: Ctx) -> Result:
    """You win unless the Poacher won first; then your score earns a title. The sanctuary
    majority and the Wolpertinger card need no change: he never places a marker nor finds
    a hare, so one marker or one hare of yours takes them."""
    poacher = poacher_of(ctx.state)
    you = ctx.p(YOU)
    parts = breakdown(ctx, you)
    total = sum(parts.values())
    scores = (SeatScore(you.seat, you.name, total, parts),
              SeatScore(poacher.seat, ctx.name(poacher.seat), 0, {}))
    winner = poacher.seat if poacher.won else you.seat
    details = {"poacher_won": poacher.won, "poacher_captured": len(poacher.captured),
               "rating": None if poacher.won else rating(ctx, total)}
    return Result(scores, winner, False, "the Poacher" if poacher.won else "solo",
                  ctx.state.end_reason or "the game was stopped", (winner,), details)


def captured(state: CrypticState) -> list[str]:
    return poacher_of(state).captured


def his_cards(ctx: Ctx) -> list[str]:
    """His cards are each in one place: the deck, the discards or the active one."""
    poacher = poacher_of(ctx.state)
    deck = sorted(poacher.deck + poacher.discards + [
        n for n in (poacher.active,) if n is not None])
    if deck != [c.number for c in poacher_parts(ctx.data.parts).cards]:
        return ["the Poacher's cards are not each in one place"]
    return []


def redeal(state: CrypticState, rng: Rng) -> None:
    """His deck is face down; your contracts lie face up."""
    rng.shuffle(poacher_of(state).deck)
