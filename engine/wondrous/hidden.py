"""What a seat cannot see, dealt again: the worlds a bot imagines (`sample_hidden`).

Everything one seat's view leaves unknown is gathered into pools in a fixed (sorted)
order and dealt back into the same places and counts with the bot's own generator, so a
sampled world depends only on what the seat sees and on that generator: never on where the
real cards, eggs, tiles and tokens lie. The pools:

- creature cards: the deck, the other players' hands and the face-down cards a module
  holds (the viewer cannot tell these apart);
- the egg pouch, the habitat tile stack, the marks of the face-down time tokens;
- the captain boards another player was offered (all boards but the seen ones);
- each face-down pile of a module (the `unseen` hook of engine.wondrous.modules).

The marks of the time tokens are dealt from every marking of the box (the view shows only
where tokens lie), so a world may forget what the setup's two revealed tokens said.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import Any

from engine.core import Rng
from engine.wondrous import modules
from engine.wondrous.ctx import Catalog
from engine.wondrous.state import WondrousState


def sample_hidden(cat: Catalog, state: WondrousState, viewer: int, rng: Rng) -> None:
    """Deal everything `viewer` cannot see again, in place (lists keep their identity: a
    turn under way may hold them)."""
    _cards(state, viewer, rng)
    _redeal(state.pouch, rng)
    _redeal(state.tile_stack, rng)
    _time_tokens(cat, state, rng)
    _captain_offers(cat, state, viewer, rng)
    for unseen in modules.unseen(state):
        for pile in unseen.piles(state):
            _redeal(pile, rng)


def _redeal(pile: MutableSequence[Any], rng: Rng) -> None:
    """Sort a pile (forgetting its real order), then shuffle it with `rng`."""
    pile[:] = sorted(pile)
    rng.shuffle(pile)


def _cards(state: WondrousState, viewer: int, rng: Rng) -> None:
    """The unseen creature cards, pooled and dealt back to the same places and counts."""
    places: list[list[int]] = [state.deck]
    places += [p.hand for p in state.players if p.seat != viewer]
    held = modules.unseen(state)
    pool = sorted([card for place in places for card in place]
                  + [card for unseen in held for card in unseen.cards(state)])
    rng.shuffle(pool)
    dealt = iter(pool)
    for place in places:
        place[:] = [next(dealt) for _ in place]
    for unseen in held:
        unseen.put_cards(state, dealt)


def _time_tokens(cat: Catalog, state: WondrousState, rng: Rng) -> None:
    """Marks for the face-down tokens, drawn from every marking of the box."""
    spaces = sorted(state.time_tokens)
    marks = sorted(cat.comps.main_board.time_token_markings)
    rng.shuffle(marks)
    state.time_tokens.clear()
    state.time_tokens.update(zip(spaces, marks, strict=False))


def _captain_offers(cat: Catalog, state: WondrousState, viewer: int, rng: Rng) -> None:
    """Others' offers from the boards the viewer has not seen (a chosen captain stays in
    its owner's offer); with any captain allowed, an offer is every board: nothing hidden."""
    others = [p for p in state.players if p.seat != viewer and p.captain_offer]
    if not others or modules.any_captain(state):
        return
    seen = set(state.players[viewer].captain_offer) | {p.captain for p in state.players}
    pool = sorted(set(cat.captains_in(state.modules)) - seen)
    rng.shuffle(pool)
    for p in others:
        kept = [p.captain] if p.captain else []
        drawn = [pool.pop() for _ in range(len(p.captain_offer) - len(kept)) if pool]
        p.captain_offer[:] = sorted(kept + drawn)
