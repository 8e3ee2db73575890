"""The Poacher's captures: which cryptids he may take (his card's cryptid priority: those
you found and have not relocated, those of your contracts, those with your bid), whether
his evidence covers them (two rumors are wild), his tie-breaks, the capture itself and his
two ways to win."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import Option
from engine.core.option_ids import read_id
from engine.cryptic.ctx import Ctx, Step
from engine.cryptic.ids import option_id
from engine.cryptic.parts.poacher_cards import CAPTURE_NEEDS, PoacherCard, poacher_parts
from engine.cryptic.row import NEXT_LEVEL, clear_slot, offer_returned_bids, reveal
from engine.cryptic.scoring import fits_contract
from engine.cryptic.solo.seats import YOU
from engine.cryptic.state import OVER
from engine.cryptic.supply import discard_pieces

RUMOR = "rumor"
PICK_WORDS = {"found": "cryptids you found and have not relocated",
              "contract": "cryptids of your contracts", "bid": "cryptids with your bid"}


@dataclass(frozen=True)
class Prey:
    """A cryptid he could capture: its name, its row slot (None: one you found), and the
    evidence it needs (None: unknown, a drawn '?' whose token went back)."""

    name: str
    slot: int | None
    needs: tuple[str, ...] | None


def _row_prey(ctx: Ctx, slot: int) -> Prey:
    card = ctx.state.row[slot]
    assert card is not None
    return Prey(card.name, slot, tuple(ctx.needs(card)))


def _found_prey(ctx: Ctx, name: str) -> Prey:
    cryptid = ctx.card(name)
    return Prey(name, None, None if cryptid.drawn_evidence else tuple(cryptid.evidence))


def prey(ctx: Ctx, pick: str) -> list[Prey]:
    """The cryptids one entry of the cryptid priority names."""
    if pick == "found":
        return [_found_prey(ctx, name) for name in ctx.p(YOU).unsettled]
    row = ctx.state.row
    if pick == "bid":
        return [_row_prey(ctx, i) for i, card in enumerate(row)
                if card is not None and YOU in card.bids]
    return [_row_prey(ctx, i) for i, card in enumerate(row)
            if card is not None and any(fits_contract(ctx, card.name, c)
                                        for c in ctx.p(YOU).contracts)]


def cover(ctx: Ctx, pieces: list[int], needs: tuple[str, ...]) -> list[int] | None:
    """The evidence slots that meet every need (a piece of its type, else two rumors for a
    need that is not a rumor); None when they cannot. A piece of the very type is always
    the better use, so the exact pieces go first and the rumors left pair up."""
    free = list(range(len(pieces)))
    used: list[int] = []
    missing = 0
    for need in needs:
        exact = next((i for i in free if ctx.kind(pieces[i]) == need), None)
        if exact is None:
            if need == RUMOR:
                return None
            missing += 1
            continue
        free.remove(exact)
        used.append(exact)
    rumors = [i for i in free if ctx.kind(pieces[i]) == RUMOR]
    if len(rumors) < 2 * missing:
        return None
    return used + rumors[:2 * missing]


def spend(ctx: Ctx, seat: int, action: str, target: Prey) -> list[int] | None:
    """The slots a capture discards, None when this capture cannot take `target`."""
    pieces = ctx.p(seat).evidence
    if action == "capture_any":
        return list(range(len(pieces)))
    if target.needs is None or len(target.needs) != CAPTURE_NEEDS[action]:
        return None
    return cover(ctx, pieces, target.needs)


def _progress(ctx: Ctx, name: str) -> int:
    """How near `name` brings him to 3 cryptids of one of your contracts: the most he would
    then hold for a contract it counts for (0 when it counts for none)."""
    assert ctx.state.poacher is not None
    held = ctx.state.poacher.captured
    return max((1 + sum(fits_contract(ctx, n, c) for n in held)
                for c in ctx.p(YOU).contracts if fits_contract(ctx, name, c)), default=0)


def best(ctx: Ctx, targets: list[Prey]) -> list[Prey]:
    """Nearest to his win first, then the most points you would get for finding it."""
    def key(t: Prey) -> tuple[int, int]:
        return _progress(ctx, t.name), ctx.card(t.name).find_points
    top = max(key(t) for t in targets)
    return [t for t in targets if key(t) == top]


def capture_refusal(ctx: Ctx, card: PoacherCard, action: str) -> tuple[str, list[Prey]]:
    """Why this capture cannot be made, or the cryptids it would take (the first entry of
    his cryptid priority that has any, narrowed by his tie-breaks)."""
    seat = _seat(ctx)
    held = len(ctx.p(seat).evidence)
    if held < CAPTURE_NEEDS[action]:
        return f"he holds only {held} evidence", []
    for pick in card.cryptid_priority:
        targets = [t for t in prey(ctx, pick) if spend(ctx, seat, action, t) is not None]
        if targets:
            return "", best(ctx, targets)
    words = ", ".join(PICK_WORDS[p] for p in card.cryptid_priority)
    if action == "capture_any":
        return f"none of his targets is there ({words})", []
    return (f"his evidence fits none of his targets needing {CAPTURE_NEEDS[action]} evidence "
            f"({words})"), []


def _seat(ctx: Ctx) -> int:
    assert ctx.state.poacher is not None
    return ctx.state.poacher.seat


def capture(ctx: Ctx, card: PoacherCard, action: str) -> Step:
    """Capture by his priority; equal targets are yours to choose between."""
    why, targets = capture_refusal(ctx, card, action)
    if why:
        return why
    options = [Option(option_id("poacher-capture", i), t.name, help="poacher",
                      refs=() if t.slot is None else (f"cryptid:{t.slot}",))
               for i, t in enumerate(targets)]
    answer = yield from ctx.ask(YOU, "poacher-capture", "The Poacher captures one of these: "
                                "which?", options, help="poacher")
    target = targets[read_id(answer, "poacher-capture").number()]
    card_there = None if target.slot is None else ctx.state.row[target.slot]
    owners = [] if card_there is None else list(card_there.bids)
    take(ctx, action, target)
    if ctx.state.phase != OVER:  # your bid back on his capture: you may place it at once
        yield from offer_returned_bids(ctx, _seat(ctx), owners)
    return ""


def take(ctx: Ctx, action: str, target: Prey) -> None:
    """Discard the evidence used, take the cryptid (a row card is replaced as if found; bids
    on it go back), then see whether he has won."""
    seat = _seat(ctx)
    slots = spend(ctx, seat, action, target)
    assert slots is not None
    pieces = ctx.p(seat).evidence
    discard_pieces(ctx, [pieces.pop(i) for i in sorted(slots, reverse=True)])
    if target.slot is None:
        you = ctx.p(YOU)
        you.found.remove(target.name)
        you.unsettled.remove(target.name)
        whose = " (you had found it)"
    else:
        row_card = ctx.state.row[target.slot]
        assert row_card is not None
        for bidder in row_card.bids:
            ctx.p(bidder).free_bids += 1
        row_card.bids.clear()
        clear_slot(ctx, target.slot)
        whose = ""
    poacher = ctx.state.poacher
    assert poacher is not None
    poacher.captured.append(target.name)
    ctx.emit("poacher", f"The Poacher captures {target.name}{whose}, discarding {len(slots)} "
             f"evidence ({len(poacher.captured)} captured).", seat, action=action,
             card=target.name)
    if target.slot is not None:
        reveal(ctx, target.slot, NEXT_LEVEL[ctx.card(target.name).level])
    check_win(ctx)


def win_reason(ctx: Ctx) -> str:
    """Why the Poacher has won, or "": 3 captures for one of your contracts, or 5 in all."""
    poacher = ctx.state.poacher
    assert poacher is not None
    board = poacher_parts(ctx.data.parts).board
    for contract in ctx.p(YOU).contracts:
        count = sum(fits_contract(ctx, n, contract) for n in poacher.captured)
        if count >= board.contract_captures_to_win:
            words = contract.replace("_", " ")  # the id in words, for the final screen
            return f"the Poacher captured {count} cryptids for your contract ({words})"
    if len(poacher.captured) >= board.captures_to_win:
        return f"the Poacher captured {len(poacher.captured)} cryptids"
    return ""


def check_win(ctx: Ctx) -> None:
    reason = win_reason(ctx)
    if not reason:
        return
    state = ctx.state
    assert state.poacher is not None
    state.poacher.won = True
    state.phase = OVER
    state.end_reason = reason
    ctx.emit("end", f"You lose: {reason}.", state.poacher.seat)
