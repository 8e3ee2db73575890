"""Set-up helpers for the tests of Winterfall's card abilities, icons, aurora tiles, end
cards and main achievements: a Winterfall game whose player 0 holds no cards and scores
without meeting score track rewards (so points never open a prompt of their own)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from engine.core.testing import Answer, Ran
from engine.wondrous.ctx import Ctx
from engine.wondrous.registry import run_card
from tests.wondrous import builder
from tests.wondrous.engine_helpers import hand, run_step
from tests.wondrous.engine_helpers import reserve as reserve  # for the card tests, with hand

#: the table these tests start from: a Winterfall game, every hand back on the deck, every
#: player at 60 points with the score track rewards used up
table = partial(builder.table, winterfall=True, hands="deck", score=60)


def on_deck(ctx: Ctx, *numbers: int) -> None:
    """Stack the deck: the first number given comes first."""
    for number in reversed(numbers):
        hand(ctx, 0, number)
        ctx.p(0).hand.remove(number)
        ctx.state.deck.append(number)


def fire(ctx: Ctx, seat: int, number: int, answers: Sequence[Answer] = ()) -> Ran:
    """Use the ability of card `number` (in `seat`'s reserve) as its owner."""
    return run_step(ctx, run_card(ctx, seat, number), answers)


def cards_of(ctx: Ctx, count: int, card_type: str | None = None, species: str | None = None,
             skip: Sequence[int] = ()) -> list[int]:
    """Base deck cards that react to nothing on their own (neither continuous nor energy),
    of a type and with a species when given."""
    found = [n for n in sorted(ctx.cat.creatures)
             if n not in skip and n in ctx.state.deck
             and ctx.card(n).type not in ("continuous", "energy")
             and (card_type is None or ctx.card(n).type == card_type)
             and (species is None or species in ctx.card(n).species)]
    assert len(found) >= count
    return found[:count]
