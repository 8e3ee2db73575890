"""Primitives: the evidence bag, spent evidence, coins, experience and bonus rumors.

Every piece of evidence that leaves play goes through `discard_pieces` (a bonus rumor back
to the supply, a token near the bag) and every draw through `draw_from_bag`: the bag takes
the spent tokens back the moment it is empty and some lie beside it."""

from __future__ import annotations

import itertools

from engine.core.words import count
from engine.cryptic.ctx import Ctx
from engine.cryptic.modules import has_room
from engine.cryptic.state import BONUS_RUMOR, is_bonus_rumor


def draw_from_bag(ctx: Ctx) -> int | None:
    """The next token from the bag; None when there is no token anywhere to draw."""
    state = ctx.state
    if not state.bag:
        return None
    ctx.table.reveal("an evidence token was drawn")
    piece = state.bag.pop()
    refill_bag(ctx)
    return piece


def discard_piece(ctx: Ctx, piece: int) -> None:
    discard_pieces(ctx, [piece])


def discard_pieces(ctx: Ctx, pieces: list[int]) -> None:
    """Pieces leaving play together (bonus rumors to the supply, tokens near the bag)."""
    for piece in pieces:
        if is_bonus_rumor(piece):
            ctx.state.rumor_supply += 1
        else:
            ctx.state.set_aside.append(piece)
    refill_bag(ctx)


def refill_bag(ctx: Ctx) -> None:
    """An empty bag takes back every spent token at once, shuffled."""
    state = ctx.state
    if state.bag or not state.set_aside:
        return
    state.bag, state.set_aside = state.set_aside, []
    state.rng.shuffle(state.bag)
    ctx.emit("bag", "The evidence bag is empty: the spent tokens go back in.")


def gain_coins(ctx: Ctx, seat: int, amount: int, why: str = "") -> None:
    ctx.p(seat).coins += amount
    ctx.emit("coins", f"{ctx.name(seat)} gains {count(amount, 'coin')}{why}.", seat, amount=amount)


def pay_coins(ctx: Ctx, seat: int, amount: int) -> None:
    p = ctx.p(seat)
    if amount > p.coins:
        raise ValueError(f"{p.name} cannot pay {amount} coins")
    p.coins -= amount


def afford_refusal(coins: int, cost: int, keep: int = 0, short: str = "not enough coins") -> str:
    """Why `cost` coins cannot be paid from `coins` while `keep` of them must stay ('' if
    they can): only a turn begun on the top space keeps one, to pay its way off it."""
    if cost > coins:
        return short
    if cost > coins - keep:
        return "keep a coin to leave the top space"
    return ""


def gain_experience(ctx: Ctx, seat: int, amount: int, why: str = "") -> None:
    ctx.p(seat).experience += amount
    ctx.emit("experience", f"{ctx.name(seat)} gains {amount} experience{why}.", seat,
             amount=amount)


def gain_bonus_rumor(ctx: Ctx, seat: int) -> bool:
    """A bonus rumor from the supply into a free slot; False when there is none or no room."""
    if ctx.state.rumor_supply <= 0 or not has_room(ctx, seat):
        return False
    ctx.p(seat).evidence.append(take_bonus_rumor(ctx))
    ctx.emit("rumor", f"{ctx.name(seat)} takes a bonus rumor.", seat)
    return True


def take_bonus_rumor(ctx: Ctx) -> int:
    """One bonus rumor out of the supply, numbered apart from those in play."""
    state = ctx.state
    assert state.rumor_supply > 0, "no bonus rumor in the supply"
    state.rumor_supply -= 1
    in_play = {piece for piece in (*state.market, *(x for p in state.players
                                                    for x in p.evidence))
               if piece is not None and is_bonus_rumor(piece)}
    return next(piece for piece in itertools.count(BONUS_RUMOR, -1) if piece not in in_play)


def gain_from_bag(ctx: Ctx, seat: int) -> bool:
    """An evidence token from the bag into a free slot."""
    if not has_room(ctx, seat):
        return False
    piece = draw_from_bag(ctx)
    if piece is None:
        return False
    ctx.p(seat).evidence.append(piece)
    ctx.emit("evidence", f"{ctx.name(seat)} draws {ctx.piece_name(piece)} from the bag.", seat)
    return True
