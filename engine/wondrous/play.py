"""Basic action 2: play up to two cards from hand into the reserve, paying their cost.

Also the shared way any effect puts a card into a reserve (paid or free)."""

from __future__ import annotations

from engine.core import DONE, Option
from engine.core.option_ids import read_id
from engine.wondrous import triggers, wilderness
from engine.wondrous.cards import card_label, discard_from_hand
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.free import ask_or_free
from engine.wondrous.gains import RESOURCE_NAMES, pay
from engine.wondrous.prices import (
    discard_discount_max,
    discount_note,
    fixed_discount,
    price_refusal,
    shortfall,
)
from engine.wondrous.registry import run_card
from engine.wondrous.state import InPlay

BACK = "back"
def play_cards(ctx: Ctx, seat: int) -> Step:
    """Returns True when at least one card was played, False when the player backed out."""
    played = 0
    top = ctx.limit("cards_per_play_action")
    while played < top:

        def options(played: int = played) -> list[Option]:
            p = ctx.p(seat)
            found = [
                Option(
                    f"play:{n}",
                    card_label(ctx, n) + discount_note(ctx, seat, n),
                    refs=(f"card:{n}",),
                    help=f"card:{n}",
                    enabled=not (refusal := price_refusal(ctx, seat, n)),
                    reason=refusal,
                )
                for n in sorted(set(p.hand))
            ]
            if played:
                found.append(Option(DONE, "Stop playing cards", help="play"))
            else:
                found.append(Option(BACK, "Back", help="play"))
            return found

        which = "first" if not played else "second"
        # energies and nets stay at hand between cards (one may pay for the next card)
        answer = yield from ask_or_free(
            ctx, seat, "play-card", f"Play your {which} card.", options, help="play", auto=False
        )
        if answer in (DONE, BACK):
            break
        yield from play_card(ctx, seat, read_id(answer).number(), source="hand", paid=True)
        played += 1
    return played > 0


def play_card(ctx: Ctx, seat: int, number: int, source: str, paid: bool) -> Step:
    """Move a card from `source` (hand, wilderness, discard) into the reserve, paying for it
    when `paid`; energies go on it, continuous cards react and an instant card fires. The
    card counts as played as soon as it is in the reserve."""
    p = ctx.p(seat)
    state = ctx.state
    card = ctx.card(number)
    if paid:  # the card stays where it is while its owner decides how to pay
        if source == "wilderness":
            ctx.held.add(number)
        yield from pay_for(ctx, seat, number)
        ctx.held.discard(number)
    else:
        p.discount = 0  # a one-card discount is wasted on a card played for free
    if source == "hand":
        p.hand.remove(number)
    elif source == "wilderness":
        wilderness.take(ctx, state.wilderness.index(number), seat)
    elif source == "discard":
        state.discard.remove(number)
    p.reserve.append(InPlay(number))
    ctx.emit("play", f"{p.name} plays {card.name} into the reserve.", seat, card=number)
    if card.type == "energy" and card.energy_limit:
        p.reserve[-1].energies = card.energy_limit
        state.energies_supply -= card.energy_limit
    yield from triggers.on_card_played(ctx, seat, number)
    if card.type == "instant":
        # it is the last played instant card from now on, for anything its ability plays
        # (reserve.last_instant); its own ability looks past it
        p.resolving.append(number)
        yield from run_card(ctx, seat, number)
        p.resolving.pop()


def pay_for(ctx: Ctx, seat: int, number: int) -> Step:
    p = ctx.p(seat)
    card = ctx.card(number)
    discount = fixed_discount(ctx, seat, number)
    p.discount = 0  # Lilizard's discount is spent on this card
    most = discard_discount_max(ctx, seat, number)
    for i in range(most):
        need = shortfall(ctx, seat, number) - discount
        options = [
            Option(f"hand:{n}", card_label(ctx, n), refs=(f"card:{n}",), help="discount")
            for n in sorted(set(p.hand))
            if n != number
        ]
        options.append(
            Option(
                DONE,
                "No more",
                help="discount",
                enabled=need <= 0,
                reason=f"you still lack {need} resource(s)",
            )
        )
        answer = yield from ctx.ask(
            seat,
            "discard-discount",
            f"{card.name}: discard a card for 1 resource off ({i} discarded so far).",
            options,
            help="discount",
            auto=False,
        )
        if answer == DONE:
            break
        yield from discard_from_hand(ctx, seat, read_id(answer).number())
        discount += 1
    cost: dict[str, int] = {r: n for r, n in card.cost.items()}
    # a discount first covers what the player lacks, then what they choose
    for r, n in cost.items():
        lack = max(0, n - p.resources[r])
        cut = min(lack, discount)
        cost[r] -= cut
        discount -= cut
    while discount > 0 and any(cost.values()):
        left = [r for r, n in cost.items() if n > 0]
        options = [
            Option(f"res:{r}", f"{RESOURCE_NAMES[r]} ({cost[r]} to pay)", help="discount")
            for r in left
        ]
        answer = yield from ctx.ask(
            seat, "discount", f"{card.name}: pay 1 less of which?", options, help="discount"
        )
        cost[read_id(answer).word()] -= 1
        discount -= 1
    pay(ctx, seat, cost)
