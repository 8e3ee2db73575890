"""The Poacher's threat, as a solo player reads it from the open table: which of your
cryptids his next Cryptozoologist turn may capture, and what that would cost you. His
deck is face down but its cards are known (all but his discards and the active one), so
each card left is one equally likely next turn; its line for the evidence he holds is
walked as he walks it (the first action that can be done), and a capture takes the
target his priority and tie-breaks name (among equal ones you choose: the cheapest).

A capture that wins him the game costs the game; another costs what the cryptid was
worth to you and brings him nearer to his win (steeply: the second cryptid of one of your
contracts leaves him one capture short)."""

from __future__ import annotations

from engine.cryptic.bots.reach import SETTLE_SHARE, coverage
from engine.cryptic.ctx import Ctx
from engine.cryptic.modules import has_room
from engine.cryptic.parts.poacher_cards import (
    BOARD_TAKES,
    CAPTURE_NEEDS,
    PoacherCard,
    poacher_parts,
)
from engine.cryptic.reset import reset_refusal
from engine.cryptic.scoring import fits_contract
from engine.cryptic.solo.capture import Prey, capture_refusal, prey
from engine.cryptic.solo.evidence import board_candidates
from engine.cryptic.solo.seats import YOU
from engine.cryptic.state import PoacherState

LOSS = 40.0  # the game lost: more than any score a solo game brings
# his progress toward 3 cryptids of one contract, by how many he would then hold
NEARER = {1: 1.0, 2: 6.0}
# a winning capture his evidence nearly allows (by the evidence it still lacks): his later
# turns may make it, when this one does not
LOOMING = {0: 0.15, 1: 0.06}
LOOMING_CAP = 0.5  # of the game, however many such captures there are
TOWARD_ALL = 1.0  # each capture toward his 5 in all (the last ones count more, below)


def threat(ctx: Ctx) -> float:
    """What his next Cryptozoologist turn is expected to cost you, and a share of the game
    for each winning capture his later turns may make (0: no Poacher)."""
    return sum(at_risk(ctx).values())


def at_risk(ctx: Ctx) -> dict[str, float]:
    """Each cryptid of yours (found, or in the row) he threatens, with what it may cost."""
    risks = at_stake(ctx)
    for name, share in looming(ctx).items():
        risks[name] = risks.get(name, 0.0) + share
    return risks


def looming(ctx: Ctx) -> dict[str, float]:
    """The game's share at risk from each capture that would win him the game, by how near
    his evidence is to allowing it (one he cannot make yet is not safe for long; with all
    his slots full he may capture any)."""
    poacher = ctx.state.poacher
    if poacher is None or poacher.won:
        return {}
    held = ctx.p(poacher.seat).evidence
    kinds = [ctx.kind(piece) for piece in held]
    to_any = max(CAPTURE_NEEDS["capture_any"] - len(held), 0)
    names = {t.name: t.needs for pick in ("found", "contract", "bid") for t in prey(ctx, pick)}
    risks: dict[str, float] = {}
    for name, needs in names.items():
        if not _wins(ctx, poacher, name):
            continue
        missing = to_any if needs is None else min(
            len(needs) - coverage(kinds, list(needs)), to_any)
        if missing in LOOMING:
            risks[name] = LOSS * LOOMING[missing]
    total = sum(risks.values())
    cap = LOSS * LOOMING_CAP
    return risks if total <= cap else {n: r * cap / total for n, r in risks.items()}


def _wins(ctx: Ctx, poacher: PoacherState, name: str) -> bool:
    """Whether capturing `name` now would win him the game."""
    board = poacher_parts(ctx.data.parts).board
    held = [*poacher.captured, name]
    return len(held) >= board.captures_to_win or any(
        sum(fits_contract(ctx, n, c) for n in held) >= board.contract_captures_to_win
        for c in ctx.p(YOU).contracts if fits_contract(ctx, name, c))


def at_stake(ctx: Ctx) -> dict[str, float]:
    """Each cryptid his next Cryptozoologist turn may take, with its expected cost to you
    (its chance to be the one taken times what losing it costs)."""
    poacher = ctx.state.poacher
    if poacher is None or poacher.won:
        return {}
    parts = poacher_parts(ctx.data.parts)
    deck = poacher.deck or poacher.discards
    stakes: dict[str, float] = {}
    for number in deck:
        prey = _next_capture(ctx, parts.cards[number - 1], poacher)
        if prey:
            price, name = min((cost(ctx, poacher, t), t.name) for t in prey)
            stakes[name] = stakes.get(name, 0.0) + price / len(deck)
    return stakes


def _next_capture(ctx: Ctx, card: PoacherCard, poacher: PoacherState) -> list[Prey]:
    """The cryptids the card's line would capture now ([] when it does something else)."""
    held = len(ctx.p(poacher.seat).evidence)
    line = card.by_evidence[min(held, len(card.by_evidence) - 1)]
    for action in line:
        if action in CAPTURE_NEEDS:
            why, prey = capture_refusal(ctx, card, action)
            if not why:
                return prey
        elif action in BOARD_TAKES:
            if has_room(ctx, poacher.seat) and board_candidates(ctx, card, action):
                return []
        elif action == "reset_evidence" and not reset_refusal(ctx):
            return []
    return []


def cost(ctx: Ctx, poacher: PoacherState, prey: Prey) -> float:
    """What losing `prey` to him costs you: the game when it wins him it, else the
    cryptid's worth to you (more when you found it) and his progress."""
    if _wins(ctx, poacher, prey.name):
        return LOSS
    board = poacher_parts(ctx.data.parts).board
    held = [*poacher.captured, prey.name]
    contracts = ctx.p(YOU).contracts
    most = max((sum(fits_contract(ctx, n, c) for n in held) for c in contracts
                if fits_contract(ctx, prey.name, c)), default=0)
    card = ctx.card(prey.name)
    mine = sum(fits_contract(ctx, prey.name, c) for c in contracts)
    worth = float(ctx.data.cat.contracts.points_per_cryptid * mine)
    if prey.slot is None:  # found, not relocated: its points go with it
        worth += card.find_points + SETTLE_SHARE * card.settle_points
    else:
        worth = 0.3 * worth + 0.2 * card.find_points  # one you might have found
    left = board.captures_to_win - len(held)
    return worth + NEARER.get(most, 0.0) + TOWARD_ALL * (4.0 if left == 1 else 1.0)
