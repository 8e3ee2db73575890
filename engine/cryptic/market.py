"""The evidence market: buying, selling and swapping evidence for coins (never buying back
what you sold this phase, nor selling what you just bought)."""

from __future__ import annotations

from engine.core import Option
from engine.core.option_ids import option_id, read_id
from engine.core.words import count
from engine.cryptic.ctx import Ctx, Step
from engine.cryptic.evidence import refill_market
from engine.cryptic.modules import has_room
from engine.cryptic.supply import afford_refusal, discard_piece, pay_coins


def buy_options(ctx: Ctx, seat: int, keep: int = 0) -> list[Option]:
    """`keep`: coins that must stay (see `afford_refusal`)."""
    p = ctx.p(seat)
    room = has_room(ctx, seat)
    options = []
    for i, piece in enumerate(ctx.state.market):
        if piece is None:
            continue
        why = ("you sold it this phase" if piece in ctx.state.sold else
               "no free evidence slot" if not room else
               afford_refusal(p.coins, ctx.price(piece), keep))
        options.append(ctx.once(_buy_option, i, piece, why))
    return options


def _buy_option(ctx: Ctx, slot: int, piece: int, why: str) -> Option:
    return Option(option_id("buy", slot), f"Buy {ctx.piece_name(piece)} for "
                  f"{ctx.price(piece)}", refs=(f"market:{slot}",), help="market",
                  enabled=not why, reason=why)


def buy(ctx: Ctx, seat: int, answer: str) -> None:
    slot = read_id(answer, "buy").number()
    piece = ctx.state.market[slot]
    assert piece is not None
    pay_coins(ctx, seat, ctx.price(piece))
    ctx.state.market[slot] = None
    ctx.p(seat).evidence.append(piece)
    ctx.state.bought.append(piece)
    ctx.emit("buy", f"{ctx.name(seat)} buys {ctx.piece_name(piece)} for {ctx.price(piece)}.",
             seat)


def sell_options(ctx: Ctx, seat: int) -> list[Option]:
    options = []
    for i, piece in enumerate(ctx.p(seat).evidence):
        why = "you bought it this phase" if piece in ctx.state.bought else ""
        options.append(ctx.once(_sell_option, i, piece, why))
    return options


def _sell_option(ctx: Ctx, slot: int, piece: int, why: str) -> Option:
    return Option(option_id("sell", slot), f"Sell {ctx.piece_name(piece)} for "
                  f"{ctx.price(piece)}", refs=(f"evidence:{slot}",), help="market",
                  enabled=not why, reason=why)


def sell(ctx: Ctx, seat: int, answer: str) -> Step:
    """Sell one piece; with the market full, a market token goes near the bag first."""
    index = read_id(answer, "sell").number()
    market = ctx.state.market
    if None not in market:
        options = [Option(option_id("market", i), f"Remove the {ctx.piece_name(piece)}",
                          refs=(f"market:{i}",), help="market")
                   for i, piece in enumerate(market) if piece is not None]
        chosen = yield from ctx.ask(seat, "sell-make-room", "The market is full: which token "
                                    "goes near the bag?", options, help="market")
        slot = read_id(chosen, "market").number()
        old = market[slot]
        assert old is not None
        discard_piece(ctx, old)
        market[slot] = None
    piece = ctx.p(seat).evidence.pop(index)
    market[market.index(None)] = piece
    ctx.state.sold.append(piece)
    ctx.p(seat).coins += ctx.price(piece)
    ctx.emit("sell", f"{ctx.name(seat)} sells {ctx.piece_name(piece)} for "
             f"{ctx.price(piece)}.", seat)


def swap_options(ctx: Ctx, seat: int, keep: int = 0) -> list[Option]:
    p = ctx.p(seat)
    options = []
    for mine, own in enumerate(p.evidence):
        if own in ctx.state.bought:
            continue
        for slot, piece in enumerate(ctx.state.market):
            if piece is None or piece in ctx.state.sold:
                continue
            cost = ctx.price(piece) - ctx.price(own)
            if not afford_refusal(p.coins, cost, keep):
                options.append(ctx.once(_swap_option, mine, own, slot, piece))
    return options


def _swap_option(ctx: Ctx, mine: int, own: int, slot: int, piece: int) -> Option:
    cost = ctx.price(piece) - ctx.price(own)
    return Option(option_id("swap", mine, slot), f"Swap your {ctx.piece_name(own)} for the "
                  f"{ctx.piece_name(piece)} ({swap_price(cost)})",
                  refs=(f"evidence:{mine}", f"market:{slot}"), help="market")


def swap_price(cost: int) -> str:
    """What a swap costs, in words: "you pay 1 coin", "you get 2 coins", "even"."""
    if cost == 0:
        return "even"
    return f"you {'pay' if cost > 0 else 'get'} {count(abs(cost), 'coin')}"


def swap(ctx: Ctx, seat: int, answer: str) -> None:
    chosen = read_id(answer, "swap")
    mine, slot = chosen.number(0), chosen.number(1)
    p, market = ctx.p(seat), ctx.state.market
    own, piece = p.evidence[mine], market[slot]
    assert piece is not None
    p.coins -= ctx.price(piece) - ctx.price(own)
    p.evidence[mine] = piece
    market[slot] = own
    ctx.state.sold.append(own)
    ctx.state.bought.append(piece)
    ctx.emit("swap", f"{p.name} swaps {ctx.piece_name(own)} for {ctx.piece_name(piece)}.", seat)


def buy_and_refill(ctx: Ctx, seat: int) -> Step:
    """Gulon's power: buy any number of tokens, the market refilling after each purchase
    (no selling meanwhile)."""
    while True:
        options = [*buy_options(ctx, seat), Option("done", "Buy nothing more", help="market")]
        answer = yield from ctx.ask(seat, "power-buy", "Buy evidence from the market?",
                                    options, help="market")
        if answer == "done":
            return
        buy(ctx, seat, answer)
        refill_market(ctx)
