"""The six revealed cryptids: drawing from the decks, covering question marks, replacing
cards without bids, and the bid markers on them."""

from __future__ import annotations

from engine.core import Option
from engine.core.option_ids import read_id
from engine.cryptic.ctx import Ctx, Step
from engine.cryptic.ids import option_id
from engine.cryptic.modules import bid_markers
from engine.cryptic.state import RowCard
from engine.cryptic.supply import discard_pieces, draw_from_bag
from engine.cryptic.track import order

NEXT_LEVEL = {1: 2, 2: 3, 3: 3}


def draw_card(ctx: Ctx, level: int) -> str | None:
    """The top card of a level's deck; an empty deck is its discard pile, shuffled."""
    state = ctx.state
    deck = state.decks[level]
    if not deck and state.discards[level]:
        deck.extend(state.discards[level])
        state.discards[level].clear()
        state.rng.shuffle(deck)
        ctx.emit("deck", f"The level {level} deck is formed again from its discards.")
    if not deck:
        return None
    ctx.table.reveal("a cryptid card was revealed")
    return deck.pop()


def reveal(ctx: Ctx, slot: int, level: int) -> None:
    """Put a new card of `level` in row slot `slot`, covering its question marks."""
    name = draw_card(ctx, level)
    if name is None:
        ctx.state.row[slot] = None
        ctx.emit("row", f"No level {level} cryptid is left to reveal.")
        return
    card = RowCard(name)
    cryptid = ctx.card(name)
    if cryptid.runaway:
        card.location_token = draw_from_bag(ctx)
    if cryptid.drawn_evidence:
        card.evidence_token = draw_from_bag(ctx)
    ctx.state.row[slot] = card
    ctx.emit("reveal", f"{name} (level {level}) is revealed.", card=name)


def clear_slot(ctx: Ctx, slot: int) -> RowCard:
    """Take a card out of the row; the tokens on its question marks go near the bag."""
    card = ctx.state.row[slot]
    assert card is not None
    discard_pieces(ctx, [piece for piece in (card.location_token, card.evidence_token)
                         if piece is not None])
    ctx.state.row[slot] = None
    return card


def without_bids(ctx: Ctx) -> list[int]:
    return [i for i, card in enumerate(ctx.state.row) if card is not None and not card.bids]


def replace_card(ctx: Ctx, slot: int) -> None:
    """Discard a card without bids and reveal one of the same level in its place."""
    card = clear_slot(ctx, slot)
    level = ctx.card(card.name).level
    ctx.state.discards[level].append(card.name)
    ctx.emit("replace", f"{card.name} is discarded.", card=card.name)
    reveal(ctx, slot, level)


def replace_up_to_two(ctx: Ctx, seat: int, kind: str) -> Step:
    """Replace up to two cards without bids (the same slot twice is allowed)."""
    for count in range(2):
        options = [
            Option(option_id("replace", i), f"Replace {card.name}", refs=(f"cryptid:{i}",),
                   help="replace")
            for i in without_bids(ctx)
            if (card := ctx.state.row[i]) is not None
        ]
        if not options:
            return
        options.append(Option("keep", "Replace no more" if count else "Replace none",
                              help="replace"))
        answer = yield from ctx.ask(seat, kind, "Replace a cryptid without bids?", options,
                                    help="replace", auto=False)
        if answer == "keep":
            return
        replace_card(ctx, read_id(answer, "replace").number())


def bid_slots(ctx: Ctx, seat: int) -> list[int]:
    """Cards that can take one more bid marker of `seat` (one per card)."""
    return [i for i, card in enumerate(ctx.state.row) if card is not None
            and seat not in card.bids]


def bid_options(ctx: Ctx, seat: int, kind: str = "bid") -> list[Option]:
    """Every revealed card in row order, one that has your bid already greyed: a card
    keeps its key from one bid to the next."""
    open_slots = bid_slots(ctx, seat)
    return [ctx.once(_bid_option, kind, i, card.name, i in open_slots)
            for i, card in enumerate(ctx.state.row) if card is not None]


def _bid_option(ctx: Ctx, kind: str, slot: int, name: str, open_slot: bool) -> Option:
    return Option(option_id(kind, slot), f"Bid on {name}", refs=(f"cryptid:{slot}",),
                  help="bids", enabled=open_slot,
                  reason="" if open_slot else "your bid marker is on it")


def place_bid(ctx: Ctx, seat: int, answer: str) -> None:
    slot = read_id(answer).number()
    card = ctx.state.row[slot]
    assert card is not None and seat not in card.bids
    card.bids.append(seat)
    ctx.p(seat).free_bids -= 1
    ctx.emit("bid", f"{ctx.name(seat)} bids on {card.name}.", seat, card=card.name)


KEEP_BID = "keep-bid"


def offer_returned_bids(ctx: Ctx, acting: int, owners: list[int]) -> Step:
    """Returned bid markers may go on a card at once: each owner but the acting player
    (who may place them at any point of the turn) is asked now, in initiative order, and
    may keep them for one of their own turns instead. The latest is the end of their
    Assistant turn, so every marker is placed before the round ends."""
    for seat in order(ctx):
        while seat in owners and seat != acting and must_bid(ctx, seat):
            options = [*bid_options(ctx, seat),
                       Option(KEEP_BID, "Keep it for one of your turns", help="bids")]
            answer = yield from ctx.ask(seat, "returned-bid", f"{ctx.name(seat)}: your bid "
                                        "marker came back. Place it now?", options,
                                        help="bids")
            if answer == KEEP_BID:
                break
            place_bid(ctx, seat, answer)


def must_bid(ctx: Ctx, seat: int) -> bool:
    """A bid marker in hand that has a card to go on."""
    return bid_markers(ctx) and ctx.p(seat).free_bids > 0 and bool(bid_slots(ctx, seat))
