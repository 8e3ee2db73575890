"""Basic action 4: recharge. Crew home, the time tracker moves, the hand is cut to five,
then every recharge card fires in the order the player picks."""

from __future__ import annotations

from engine.core import Option
from engine.core.option_ids import read_id
from engine.wondrous import triggers
from engine.wondrous.cards import card_label, discard_from_hand, pick_from_hand
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.place import crew_words
from engine.wondrous.registry import run_card
from engine.wondrous.reserve import of_type
from engine.wondrous.time_track import advance


def can_recharge(ctx: Ctx, seat: int) -> str:
    if any(spot is None for spot in ctx.p(seat).crew):
        return f"recharging needs all {crew_words(ctx)} crew members on the map"
    return ""


def recharge(ctx: Ctx, seat: int) -> Step:
    p = ctx.p(seat)
    p.crew = [None] * len(p.crew)
    ctx.emit("recharge", f"{p.name} recharges: the crew comes home.", seat)
    yield from advance(ctx, seat)
    limit = ctx.limit("hand_limit_at_recharge")
    while len(p.hand) > limit:
        number = yield from pick_from_hand(
            ctx,
            seat,
            f"Hand limit {limit}: discard a card ({len(p.hand) - limit} to go).",
            optional=False,
            kind="hand-limit",
        )
        yield from discard_from_hand(ctx, seat, number)
    yield from activate_recharge_cards(ctx, seat, None, "recharge")
    return True


def activate_recharge_cards(
    ctx: Ctx, seat: int, count: int | None, why: str, exclude: tuple[int, ...] = ()
) -> Step:
    """Fire `count` different recharge cards of the player's choice (None: all of them, in
    the player's order); returns the numbers fired."""
    fired: list[int] = []
    while True:
        cards = [
            c.number
            for c in of_type(ctx, ctx.p(seat), "recharge")
            if c.number not in fired and c.number not in exclude
        ]
        if not cards or (count is not None and len(fired) >= count):
            break
        options = [
            Option(f"fire:{n}", card_label(ctx, n), refs=(f"card:{n}",), help=f"card:{n}")
            for n in cards
        ]
        answer = yield from ctx.ask(
            seat, "fire-recharge", f"Fire which recharge card ({why})?", options, help="recharge"
        )
        number = read_id(answer).number()
        fired.append(number)
        ctx.emit("fire", f"{ctx.name(seat)} fires {ctx.card(number).name}.", seat, card=number)
        yield from run_card(ctx, seat, number)
        yield from triggers.on_recharge_activated(ctx, seat)
    return fired
