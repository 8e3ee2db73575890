"""Cryptic Nature's evaluation for the lookahead bots: what a state is worth to a seat, in
named terms of the game (points scored now, points the seat's cryptids and resources may
still bring, discounted by the rounds left), a quick prior for each option, and the one
line of why (reasons.py)."""

from __future__ import annotations

from typing import Any

from engine.core import GameConfig, Option, Prompt, Seat, Table
from engine.core.lookahead import Terms
from engine.cryptic.bots import prior, reasons
from engine.cryptic.bots.reach import (
    SETTLE_SHARE,
    Target,
    needed_kinds,
    reach_chance,
    rounds_left,
    targets,
)
from engine.cryptic.bots.threat import LOSS, NEARER, threat
from engine.cryptic.ctx import Ctx, Data
from engine.cryptic.modules import automa, bid_markers
from engine.cryptic.relocation import fits_request
from engine.cryptic.scoring import breakdown, fits_contract
from engine.cryptic.state import OVER, CrypticState

# what a resource may still bring per round left (a few rounds make it whole)
EXPERIENCE = 0.12  # skills to learn
COINS = 0.05  # skills readied, assistant moves, evidence bought
SKILL = 0.35
READY = 0.4  # an active skill ready to use (readying a spent one costs a coin or a die)
EVIDENCE = 0.08  # an evidence token of no use yet: it may sell or serve later
TRACKS = 2  # in the mode without bid markers, the cryptids counted as within reach
PENDING = 0.35  # a cryptid not yet found: an action still to spend, a rival may be first
AUTOMA_CAPTURE = 3.0  # how much each cryptid an automa holds brings it toward its win
AUTOMA_WIN = 40.0
AT_RISK = 0.6  # a found cryptid left unsettled while an automa hunts (it takes those too)

# A table for reading: nothing it records is kept.
_QUIET = Table(GameConfig(game="cryptic", seats=(Seat(name="-", colour="-"),), seed=0))


class CrypticEvaluation:
    """The worth of a Cryptic Nature state for a seat (engine.core.lookahead.Evaluation)."""

    def __init__(self, data: Data) -> None:
        self.data = data

    def ctx(self, state: CrypticState) -> Ctx:
        return Ctx(state, _QUIET, self.data)

    def terms(self, state: CrypticState, seat: int) -> Terms:
        ctx = self.ctx(state)
        played = automa(state)
        if played is not None and seat == played.seat(state):
            return _automa_terms(ctx, seat)
        points = breakdown(ctx, ctx.p(seat))
        left = rounds_left(ctx)
        terms = {"points now": float(sum(points.values()))}
        if played is not None:
            if state.phase == OVER:
                if played.result(ctx).winner == played.seat(state):
                    terms["game lost"] = -LOSS
            else:
                terms["the Poacher's threat"] = -threat(ctx)
        if left <= 0:
            return terms
        soon = min(left / 3.0, 1.0)  # how much of what takes a few turns can still happen
        hunted = AT_RISK if played is not None else 1.0  # an automa may take them first
        terms["cryptids to relocate"] = soon * hunted * _to_relocate(ctx, seat)
        best = targets(ctx, seat)
        terms["cryptids within reach"] = soon * _within_reach(ctx, seat, best)
        terms["evidence"] = soon * _evidence(ctx, seat, best)
        p = ctx.p(seat)
        later = min(left, 4.0)
        terms["experience"] = EXPERIENCE * later * min(p.experience, 6)
        terms["coins"] = COINS * later * min(p.coins, 8)
        terms["skills"] = SKILL * later * sum(p.skills.values()) + READY * soon * sum(
            1 for skill in p.skills if skill in self.data.skills
            and self.data.skills[skill].kind == "active" and skill not in p.spent)
        return terms

    def prior(self, prompt: Prompt, option: Option, state: Any) -> float:
        return prior.guess(self.ctx(state), prompt, option)

    def reason(self, option: Option, gains: Terms) -> str:
        return reasons.line(option, gains)


def _automa_terms(ctx: Ctx, seat: int) -> Terms:
    """A seat the module plays: how near it is to its own win (it scores no points)."""
    played = automa(ctx.state)
    assert played is not None
    holds = played.holds(ctx.state)
    held = len(holds)
    near = max((sum(fits_contract(ctx, n, c) for n in holds)
                for p in ctx.state.players if p.seat != seat for c in p.contracts), default=0)
    terms = {"cryptids held": AUTOMA_CAPTURE * held,
             "toward a contract": NEARER.get(near, 0.0),
             "evidence": 0.5 * len(ctx.p(seat).evidence)}
    if ctx.state.phase == OVER and played.result(ctx).winner == seat:
        terms["win"] = AUTOMA_WIN
    return terms


def _to_relocate(ctx: Ctx, seat: int) -> float:
    """Found cryptids whose tile waits: their settling points to come, or a request."""
    p = ctx.p(seat)
    settle = sum(ctx.card(name).settle_points for name in p.unsettled)
    best = settle
    for request in ctx.state.requests:
        fitting = sorted((ctx.card(n).settle_points for n in p.unsettled
                          if fits_request(ctx, n, request)), reverse=True)
        if len(fitting) >= 2:
            pair = fitting[0] + fitting[1]
            best = max(best, settle - pair + ctx.data.cat.contracts.request_points)
    return SETTLE_SHARE * best


def _within_reach(ctx: Ctx, seat: int, found: list[Target]) -> float:
    """The cryptids the seat may track, each its worth times a rough chance to find it."""
    if not bid_markers(ctx):
        found = found[:TRACKS]
    return PENDING * sum(t.worth * reach_chance(ctx, seat, t) for t in found)


def _evidence(ctx: Ctx, seat: int, best: list[Target]) -> float:
    """Tokens held: a little each (they sell, they may serve), more those a target needs
    (their part in the reach above counts already; this keeps collecting purposeful)."""
    wanted = needed_kinds(ctx, seat, best)
    p = ctx.p(seat)
    return sum(EVIDENCE + 0.1 * wanted.get(ctx.kind(piece), 0.0) for piece in p.evidence)

