"""Dealing again what a seat cannot see: the fuzz check's variations and the bots' sampled
worlds.

Each pool of hidden things is gathered in a fixed (sorted) order before it is dealt, so the
outcome depends only on what the viewer sees and on the generator, never on the real
arrangement: a bot deciding in such a world cannot read the real bag, decks or hands."""

from __future__ import annotations

from engine.core import Rng
from engine.cryptic.ctx import Ctx
from engine.cryptic.modules import REGISTRY, open_contracts


def deal_again(ctx: Ctx, viewer: int, rng: Rng) -> None:
    """Deal again the bag with the runaways' face-down tokens (each keeps its visible
    back), the cryptid decks, the request pile, what the modules keep face down (the
    Wolpertinger tokens, the Poacher's deck) and the contracts `viewer` cannot see with
    the contract pile."""
    state = ctx.state
    _deal_face_down(ctx, rng)
    for level in sorted(state.decks):
        _shuffled(state.decks[level], rng)
    _shuffled(state.request_pile, rng)
    for redeal in REGISTRY.hooks(state, lambda m: m.redeal):
        redeal(state, rng)
    if not open_contracts(state):
        _deal_contracts(ctx, viewer, rng)


def _shuffled(pile: list[str], rng: Rng) -> None:
    pile.sort()
    rng.shuffle(pile)


def _deal_face_down(ctx: Ctx, rng: Rng) -> None:
    """A runaway's token shows only its back (a place): any bag token with the same back
    could lie there, so the bag and those tokens are dealt again together. A seat's view
    counts the spent tokens near the bag without naming them, so they join the pool too
    (their count kept)."""
    state = ctx.state
    cards = [card for card in state.row if card is not None and card.location_token is not None]
    hidden = sorted([*state.bag, *state.set_aside, *(card.location_token for card in cards
                                                     if card.location_token is not None)])
    backs = {piece: _back(ctx, piece) for piece in hidden}
    for card in cards:
        back = ctx.where(card)
        same = [piece for piece in hidden if backs[piece] == back]
        card.location_token = same[rng.below(len(same))]
        hidden.remove(card.location_token)
    rng.shuffle(hidden)
    spent = len(state.set_aside)
    state.set_aside = sorted(hidden[:spent])
    state.bag = hidden[spent:]


def _back(ctx: Ctx, piece: int) -> str | None:
    token = ctx.token(piece)
    return None if token is None else token.location


def _deal_contracts(ctx: Ctx, viewer: int, rng: Rng) -> None:
    """The others' contracts and the contract pile look alike from `viewer`'s seat."""
    state = ctx.state
    others = [p for p in state.players if p.seat != viewer]
    pool = sorted([*state.contract_deck, *(c for p in others for c in p.contracts)])
    rng.shuffle(pool)
    for p in others:
        count = len(p.contracts)
        p.contracts = pool[:count]
        del pool[:count]
    state.contract_deck = pool
