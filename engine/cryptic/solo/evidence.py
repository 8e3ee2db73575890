"""How the Poacher takes evidence: what is relevant to him (what your bid cryptids need,
what your contracts show; a rumor always), where he looks on the map (his card's region
priority, the lowest- or highest-numbered location) and in the market. Each action returns
"" when done, or why it could not be done (then nothing changed)."""

from __future__ import annotations

from engine.core import Option
from engine.cryptic.ctx import Ctx, Step
from engine.cryptic.evidence import on_board, refill_market, renew_market, reset_board
from engine.cryptic.ids import option_id
from engine.cryptic.modules import has_room
from engine.cryptic.parts.poacher_cards import PoacherCard
from engine.cryptic.reset import reset_refusal
from engine.cryptic.solo.seats import YOU

RUMOR = "rumor"
WHAT = {"bid_evidence": "evidence a cryptid with your bid needs",
        "contract_evidence": "evidence one of your contracts shows"}


def poacher_seat(ctx: Ctx) -> int:
    assert ctx.state.poacher is not None
    return ctx.state.poacher.seat


def relevant(ctx: Ctx, take: str) -> set[str]:
    """The evidence types a take is after; a rumor is always relevant (two are wild)."""
    kinds = {RUMOR}
    if take == "bid_evidence":
        for card in ctx.state.row:
            if card is not None and YOU in card.bids:
                kinds |= set(ctx.needs(card))
    else:
        contracts = {c.id: c for c in ctx.data.cat.contracts.contracts}
        kinds |= {contracts[c].target for c in ctx.p(YOU).contracts
                  if contracts[c].kind == "evidence"}
    return kinds


def _number(location: str) -> int:
    return int(location[1:])


def _region_tokens(ctx: Ctx, region: str) -> list[tuple[str, int]]:
    """(location, index) of every token in a compass region, by location number."""
    return [(loc, i) for loc in sorted(ctx.state.board, key=_number)
            if ctx.data.cat.location(loc).area == region
            for i in range(len(ctx.state.board[loc]))]


def board_candidates(ctx: Ctx, card: PoacherCard, take: str) -> list[tuple[str, int]]:
    """The tokens he may take: in the first region of his priority that has any; for a
    relevant take every relevant token there, else those of its lowest or highest
    numbered location."""
    for region in card.region_priority:
        tokens = _region_tokens(ctx, region)
        if take in WHAT:
            kinds = relevant(ctx, take)
            tokens = [(loc, i) for loc, i in tokens
                      if ctx.kind(ctx.state.board[loc][i]) in kinds]
        if not tokens:
            continue
        if take in WHAT:
            return tokens
        pick = min if take == "lowest_location" else max
        place = pick((loc for loc, _ in tokens), key=_number)
        return [(loc, i) for loc, i in tokens if loc == place]
    return []


def _dearest(ctx: Ctx, pieces: list[int]) -> list[int]:
    """Indexes into `pieces` he would take: a rumor only when nothing dearer is there."""
    others = [i for i, piece in enumerate(pieces) if ctx.kind(piece) != RUMOR]
    return others or list(range(len(pieces)))


def _distinct(ctx: Ctx, places: list[str], pieces: list[int], keep: list[int]) -> list[int]:
    """One of each (place, type): tokens alike in the same place are the same choice."""
    seen: set[tuple[str, str]] = set()
    chosen = []
    for i in keep:
        key = (places[i], ctx.kind(pieces[i]))
        if key not in seen:
            seen.add(key)
            chosen.append(i)
    return chosen


def _pick(ctx: Ctx, labels: list[str], ids: list[str], question: str) -> Step:
    """You choose among equal evidence for him (a single one is taken without asking)."""
    options = [Option(i, label, help="poacher") for i, label in zip(ids, labels, strict=True)]
    answer = yield from ctx.ask(YOU, "poacher-evidence", question, options, help="poacher")
    return ids.index(answer)


def take_from_board(ctx: Ctx, card: PoacherCard, take: str) -> Step:
    seat = poacher_seat(ctx)
    if not has_room(ctx, seat):
        return "his evidence slots are full"
    found = board_candidates(ctx, card, take)
    if not found:
        return "no such evidence on the map" if take in WHAT else "the map has no evidence"
    board = ctx.state.board
    pieces = [board[loc][i] for loc, i in found]
    places = [loc for loc, _ in found]
    keep = _distinct(ctx, places, pieces, _dearest(ctx, pieces))
    labels = [f"{ctx.piece_name(pieces[i])} in {ctx.place_name(places[i])} ({places[i]})"
              for i in keep]
    ids = [option_id("poacher-take", *found[i]) for i in keep]
    which = yield from _pick(ctx, labels, ids, "The Poacher takes one of these: which?")
    loc, index = found[keep[which]]
    piece = board[loc].pop(index)
    if not board[loc]:
        del board[loc]
    ctx.p(seat).evidence.append(piece)
    ctx.emit("poacher", f"The Poacher takes {ctx.piece_name(piece)} in "
             f"{ctx.place_label(loc)}.", seat, action=take, location=loc)
    if on_board(ctx) == 0:
        yield from reset_board(ctx, seat, automatic=True, chooser=YOU)
    return ""


def reset_evidence(ctx: Ctx, card: PoacherCard) -> Step:
    """The map back to 7 tokens; no bonus, no cryptids replaced. You pick the market token
    that goes near the bag."""
    why = reset_refusal(ctx)
    if why:
        return why
    yield from reset_board(ctx, poacher_seat(ctx), chooser=YOU)
    return ""


def take_from_market(ctx: Ctx, take: str, then_renew: bool) -> Step:
    """A relevant token from the market, then the market refilled. With `then_renew` the
    renewal is the action itself: he takes first only when a relevant token is there and
    he has room, and the market is renewed whole either way."""
    why = yield from _buy(ctx, take)
    if not then_renew:
        if not why:
            refill_market(ctx)
        return why
    if why:
        ctx.emit("poacher", f"He takes nothing from the market first: {why}.",
                 poacher_seat(ctx), action=take, reason=why)
    return renew(ctx)


def _buy(ctx: Ctx, take: str) -> Step:
    """Move a relevant market token onto his board (you choose among equals); returns ""
    when done, or why not (then nothing changed)."""
    seat = poacher_seat(ctx)
    if not has_room(ctx, seat):
        return "his evidence slots are full"
    market = ctx.state.market
    kinds = relevant(ctx, take)
    found = [(i, piece) for i, piece in enumerate(market)
             if piece is not None and ctx.kind(piece) in kinds]
    if not found:
        return "no such evidence in the market"
    slots, pieces = [i for i, _ in found], [piece for _, piece in found]
    keep = _distinct(ctx, ["market"] * len(slots), pieces, _dearest(ctx, pieces))
    labels = [f"{ctx.piece_name(pieces[i])} ({ctx.price(pieces[i])})" for i in keep]
    ids = [option_id("poacher-buy", slots[i]) for i in keep]
    which = yield from _pick(ctx, labels, ids, "The Poacher takes one of these from the "
                             "market: which?")
    slot = slots[keep[which]]
    piece = market[slot]
    assert piece is not None
    market[slot] = None
    ctx.p(seat).evidence.append(piece)
    ctx.emit("poacher", f"The Poacher takes {ctx.piece_name(piece)} from the market.", seat,
             action=take)
    return ""


def renew(ctx: Ctx) -> str:
    renew_market(ctx)
    ctx.emit("poacher", "The Poacher renews the market.", poacher_seat(ctx),
             action="reset_market")
    return ""

