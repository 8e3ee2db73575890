"""The deck: the lowest layer every card move starts from (cards, the Haze, Tingent)."""

from __future__ import annotations

from collections.abc import Callable

from engine.wondrous.ctx import Ctx

#: what reacts to a player's Discover, with the card found (Snoworm): plain functions, as a
#: Discover asks nothing
Discovered = Callable[[Ctx, int, int], None]
_DISCOVERED: list[Discovered] = []


def on_discover(react: Discovered) -> Discovered:
    """Decorator: call `react(ctx, seat, card)` after each card a player discovers."""
    _DISCOVERED.append(react)
    return react


def deal(ctx: Ctx) -> int | None:
    """The top card of the deck, shuffling the discard pile into a new deck if needed."""
    state = ctx.state
    return top_of(ctx, state.deck, state.discard, "a card was drawn from the deck",
                  ("reshuffle", "The discard pile is shuffled into a new deck."))


def top_of(ctx: Ctx, pile: list[int], discard: list[int], revealed: str,
           reshuffled: tuple[str, str]) -> int | None:
    """The top of a face-down pile (the creature deck, the aurora stack), None when it and
    its discard pile are empty. An empty pile is made again from the discard pile, shuffled,
    with the event `reshuffled` (kind, text); `revealed` says what the table now knows."""
    if not pile:
        if not discard:
            return None
        pile[:] = discard
        discard.clear()
        ctx.state.rng.shuffle(pile)
        ctx.emit(*reshuffled)
    ctx.table.reveal(revealed)
    return pile.pop()


def discover(ctx: Ctx, seat: int, match: Callable[[int], bool], wanted: str) -> int | None:
    """Discover (Winterfall): reveal cards from the deck, shuffling the discard pile into a
    new deck when it runs out, until one matches; it goes to the hand, the others face up
    to the discard pile. Neither a draw nor a discard, so no card reacts as to those.
    Returns the card, or None (nothing revealed) when no card in the deck or the discard
    pile matches. `wanted` names what is looked for ("an end card")."""
    state = ctx.state
    p = state.players[seat]
    if not any(match(n) for n in (*state.deck, *state.discard)):
        ctx.emit("discover", f"{p.name} looks for {wanted}: there is none in the deck or the "
                 "discard pile.", seat)
        return None
    passed: list[int] = []
    while not match(number := _reveal(ctx)):
        state.discard.append(number)  # at once: a reshuffle takes it back into the deck
        passed.append(number)
    p.hand.append(number)
    ctx.emit("discover", f"{p.name} discovers {ctx.card(number).name} ({wanted}) after "
             f"{len(passed)} other card(s), which go to the discard pile.", seat,
             card=number, passed=passed)
    for react in _DISCOVERED:
        react(ctx, seat, number)
    return number


def _reveal(ctx: Ctx) -> int:
    number = deal(ctx)
    assert number is not None, "a matching card was in the deck or the discard pile"
    return number
