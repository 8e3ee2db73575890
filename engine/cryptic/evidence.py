"""Evidence on the map and in the market: the layout chain, collecting, the reset of the
board (steps 1-3 of the reset action, also the automatic reset) and refilling the market."""

from __future__ import annotations

from engine.core import Option
from engine.core.option_ids import read_id
from engine.cryptic.ctx import Ctx, Step
from engine.cryptic.ids import option_id
from engine.cryptic.modules import has_room
from engine.cryptic.state import MARKET_SLOTS, ON_BOARD
from engine.cryptic.supply import discard_piece, discard_pieces, draw_from_bag


def on_board(ctx: Ctx) -> int:
    return sum(len(tokens) for tokens in ctx.state.board.values())


def lay_chain(ctx: Ctx, start: str) -> None:
    """Lay tokens from the bag, each where the previous back names (the first at `start`),
    until 7 lie on the map; then they are all face up."""
    where = start
    while on_board(ctx) < ON_BOARD:
        piece = draw_from_bag(ctx)
        if piece is None:
            break
        ctx.state.board.setdefault(where, []).append(piece)
        token = ctx.token(piece)
        assert token is not None  # the bag never holds bonus rumors
        where = token.location
    ctx.state.board = {loc: ts for loc, ts in sorted(ctx.state.board.items()) if ts}


def refill_market(ctx: Ctx) -> None:
    """Fill the empty market slots face up from the bag."""
    market = ctx.state.market
    for i, piece in enumerate(market):
        if piece is None:
            market[i] = draw_from_bag(ctx)


def renew_market(ctx: Ctx) -> None:
    """Every market token goes near the bag and 3 new ones are drawn."""
    market = ctx.state.market
    discard_pieces(ctx, [piece for piece in market if piece is not None])
    market[:] = [None] * len(market)
    refill_market(ctx)


def reset_board(ctx: Ctx, seat: int, automatic: bool = False, chooser: int | None = None
                ) -> Step:
    """Steps 1-3: swap one market token for a new one from the bag, whose back starts the
    chain that brings the map back to 7 tokens. `chooser` picks the market token when it is
    not `seat` (you choose for the Poacher)."""
    market = ctx.state.market
    present = [i for i, piece in enumerate(market) if piece is not None]
    slot = next(i for i, piece in enumerate(market) if piece is None) if len(present) < len(
        market) else None
    if slot is None:
        options = [
            Option(option_id("market", i), f"Swap the {ctx.piece_name(piece)} "
                   f"({ctx.price(piece)})", refs=(f"market:{i}",), help="reset")
            for i, piece in enumerate(market) if piece is not None
        ]
        answer = yield from ctx.ask(seat if chooser is None else chooser, "reset-market-token",
                                    "Which market token goes back near the bag?", options,
                                    help="reset")
        slot = read_id(answer, "market").number()
        old = market[slot]
        assert old is not None
        discard_piece(ctx, old)
    market[slot] = new = draw_from_bag(ctx)
    if new is None:
        return
    token = ctx.token(new)
    assert token is not None
    lay_chain(ctx, token.location)
    how = "The map is empty: " if automatic else ""
    ctx.emit("reset-evidence", f"{how}{ctx.name(seat)} lays evidence out again "
             f"({on_board(ctx)} on the map).", seat)


def collect_places(ctx: Ctx, seat: int) -> list[str]:
    """Where `seat` may collect from: here, and next door with the nearby skill."""
    here = ctx.p(seat).location
    places = [here]
    if ctx.owns(seat, "collect_adjacent"):
        places += sorted(ctx.data.neighbours[here])
    return [loc for loc in places if ctx.state.board.get(loc)]


def collect_refusal(ctx: Ctx, seat: int) -> str:
    if not has_room(ctx, seat):
        return "your evidence slots are full"
    if not collect_places(ctx, seat):
        return "no evidence within reach"
    return ""


def collect(ctx: Ctx, seat: int) -> Step:
    """Take one token within reach into a free slot; the last token off the map lays the
    evidence out again at once."""
    options = [
        Option(option_id("take", loc, i), f"{ctx.piece_name(piece)} in "
               f"{ctx.place_label(loc)}", refs=(f"location:{loc}",), help="evidence")
        for loc in collect_places(ctx, seat)
        for i, piece in enumerate(ctx.state.board[loc])
    ]
    answer = yield from ctx.ask(seat, "collect", "Which evidence do you collect?", options,
                                help="evidence")
    picked = read_id(answer, "take")
    loc, index = picked.word(0), picked.number(1)
    piece = ctx.state.board[loc].pop(index)
    if not ctx.state.board[loc]:
        del ctx.state.board[loc]
    ctx.p(seat).evidence.append(piece)
    ctx.emit("collect", f"{ctx.name(seat)} collects {ctx.piece_name(piece)} in "
             f"{ctx.place_name(loc)}.", seat, location=loc)
    if on_board(ctx) == 0:
        yield from reset_board(ctx, seat, automatic=True)


def market_full(ctx: Ctx) -> bool:
    return sum(p is not None for p in ctx.state.market) == MARKET_SLOTS
