"""The solo changes to your own turns: a bid at once after finding, and the 3-coin
overlay for replacing a cryptid."""

from __future__ import annotations

from engine.cryptic.ctx import Ctx, Step
from engine.cryptic.modules import is_automa
from engine.cryptic.parts.poacher_cards import poacher_parts
from engine.cryptic.row import bid_options, must_bid, place_bid


def bid_at_once(ctx: Ctx, seat: int) -> Step:
    """After finding a cryptid (and refilling the row) your freed bid marker goes on a
    card at once."""
    if not is_automa(ctx.state, seat) and must_bid(ctx, seat):
        answer = yield from ctx.ask(seat, "solo-bid", "Bid again at once: on which cryptid?",
                                    bid_options(ctx, seat), help="bids")
        place_bid(ctx, seat, answer)


def replace_cost(ctx: Ctx) -> tuple[int, int]:
    """(coins, cards) of the Assistant Phase reset of cryptids with the solo overlay: 3
    coins for 1 card (the base game: 1 coin for up to 2)."""
    overlay = poacher_parts(ctx.data.parts).reset_overlay
    return overlay.coins, overlay.cryptid_cards
