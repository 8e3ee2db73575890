"""Basic action 4: recharge. Crew home, the time tracker moves (its time token's eggs, its
icons top to bottom, then the event at its bottom on a Winterfall track: track_events.py),
the hand is cut to five, then every recharge card fires in the order the player picks; free
actions are offered at each pause in between."""

from __future__ import annotations

from engine.core import Option
from engine.core.option_ids import read_id
from engine.wondrous import triggers
from engine.wondrous.cards import card_label, discard_from_hand, hand_options
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.free import ask_or_free, pause
from engine.wondrous.place import crew_words
from engine.wondrous.registry import run_card
from engine.wondrous.reserve import of_type
from engine.wondrous.time_track import advance


def can_recharge(ctx: Ctx, seat: int) -> str:
    if any(spot is None for spot in ctx.p(seat).crew):
        return f"recharging needs all {crew_words(ctx)} crew members on the map"
    return ""


def recharge(ctx: Ctx, seat: int) -> Step:
    """Free actions may come at each pause: after the time track space, before and after
    each discard to the hand limit (Throboros may replay the card just discarded), and
    before each recharge card fires (a recharge card played then fires too)."""
    p = ctx.p(seat)
    p.crew = [None] * len(p.crew)
    ctx.emit("recharge", f"{p.name} recharges: the crew comes home.", seat)
    yield from advance(ctx, seat)
    limit = ctx.limit("hand_limit_at_recharge")
    while len(p.hand) > limit:
        answer = yield from ask_or_free(
            ctx,
            seat,
            "hand-limit",
            f"Hand limit {limit}: discard a card ({len(p.hand) - limit} to go).",
            lambda: hand_options(ctx, seat),
            help="hand",
            recheck=True,  # a free action may change the hand
            multi=True,
        )
        if answer is not None:
            yield from discard_from_hand(ctx, seat, read_id(answer).number())
    if not of_type(ctx, p, "recharge"):  # otherwise the first card's question is the pause
        yield from pause(
            ctx,
            seat,
            "recharge-pause",
            "Recharge: a free action now? (You have no recharge card yet; one played now fires.)",
            "Finish the recharge",
            help="recharge",
        )
    yield from activate_recharge_cards(ctx, seat, None, "recharge", free=True)
    return True


def activate_recharge_cards(
    ctx: Ctx,
    seat: int,
    count: int | None,
    why: str,
    exclude: tuple[int, ...] = (),
    free: bool = False,
) -> Step:
    """Fire `count` different recharge cards of the player's choice (None: all of them, in
    the player's order); returns the numbers fired. With `free` (the Recharge action), the
    free actions are offered before each card, and a card played meanwhile fires too.
    A card whose ability is still going on is never offered: it would fire itself again
    (Fronterrier through a tile icon that fires a recharge card), without end."""
    fired: list[int] = []
    while True:

        def cards() -> list[int]:
            return [n for n in _unfired(ctx, seat, fired, exclude) if n not in ctx.firing]

        if count is not None and len(fired) >= count:
            break
        if not cards():
            still = [ctx.card(n).name for n in _unfired(ctx, seat, fired, exclude)]
            if still:  # only cards whose own abilities are going on are left
                ctx.emit("fire", "Still firing, so not fired again inside its own ability: "
                         f"{', '.join(still)}.", seat)
            break

        def options() -> list[Option]:
            return [
                Option(f"fire:{n}", card_label(ctx, n), refs=(f"card:{n}",), help=f"card:{n}")
                for n in cards()
            ]

        instruction = f"Fire which recharge card ({why})?"
        if free:
            answer = yield from ask_or_free(
                ctx, seat, "fire-recharge", instruction, options, help="recharge"
            )
        else:
            answer = yield from ctx.ask(seat, "fire-recharge", instruction, options(),
                                        help="recharge")
        number = read_id(answer).number()
        fired.append(number)
        ctx.emit("fire", f"{ctx.name(seat)} fires {ctx.card(number).name}.", seat, card=number)
        ctx.firing.append(number)
        try:
            yield from run_card(ctx, seat, number)
        finally:
            ctx.firing.remove(number)
        yield from triggers.on_recharge_activated(ctx, seat)
    return fired


def _unfired(ctx: Ctx, seat: int, fired: list[int], exclude: tuple[int, ...]) -> list[int]:
    """The seat's recharge cards this activation may still fire, those firing included."""
    return [c.number for c in of_type(ctx, ctx.p(seat), "recharge")
            if c.number not in fired and c.number not in exclude]
