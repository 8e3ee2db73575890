"""The deck: the lowest layer every card move starts from (cards, the Haze, Tingent)."""

from __future__ import annotations

from engine.wondrous.ctx import Ctx


def deal(ctx: Ctx) -> int | None:
    """The top card of the deck, shuffling the discard pile into a new deck if needed."""
    state = ctx.state
    if not state.deck:
        if not state.discard:
            return None
        state.deck, state.discard = state.discard, []
        state.rng.shuffle(state.deck)
        ctx.emit("reshuffle", "The discard pile is shuffled into a new deck.")
    ctx.table.reveal("a card was drawn from the deck")
    return state.deck.pop()
