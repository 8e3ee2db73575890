"""The solo setup changes, after the base setup: you start first with 1 coin, the
Poacher's meeple just below you; his cards are shuffled; your contracts lie face up and
one of them at least shows evidence."""

from __future__ import annotations

from engine.cryptic.ctx import Ctx
from engine.cryptic.parts.player_pieces import TOP_SPACE
from engine.cryptic.parts.poacher_cards import poacher_parts
from engine.cryptic.solo.seats import YOU
from engine.cryptic.state import PoacherState


def set_up(ctx: Ctx) -> None:
    state = ctx.state
    poacher = state.poacher = PoacherState(seat=YOU + 1)
    poacher.deck = [c.number for c in poacher_parts(ctx.data.parts).cards]
    state.rng.shuffle(poacher.deck)
    track = ctx.data.parts.initiative
    state.track = [None] * track.spaces
    top = track.highlighted - TOP_SPACE
    state.track[top], state.track[top + 1] = YOU, poacher.seat
    state.players[YOU].coins = ctx.data.parts.player_board.starting_coins[0]
    state.players[poacher.seat].coins = 0
    _evidence_contract(ctx)


def _evidence_contract(ctx: Ctx) -> None:
    """While neither contract shows evidence, the last one drawn is discarded for the next
    card of the deck (the discarded cards leave the game)."""
    contracts = ctx.state.players[YOU].contracts
    while not any(_shows_evidence(ctx, c) for c in contracts) and ctx.state.contract_deck:
        contracts[-1] = ctx.state.contract_deck.pop()


def _shows_evidence(ctx: Ctx, contract_id: str) -> bool:
    return any(c.id == contract_id and c.kind == "evidence"
               for c in ctx.data.cat.contracts.contracts)
