"""What a seat can reach: the cryptids it may track and how near it is to finding each
(evidence held, dice left to luck, the road to where it lives), and how much of the game is
left. Both the evaluation and the prior read these; they change nothing."""

from __future__ import annotations

from dataclasses import dataclass

from engine.cryptic.ctx import Ctx
from engine.cryptic.modules import bid_markers
from engine.cryptic.movement import movement_range
from engine.cryptic.relocation import request_pairs, settle_choices
from engine.cryptic.scoring import fits_contract
from engine.cryptic.state import OVER, RowCard

SUCCESS = 0.5  # a tracking die's chance (3 of its 6 faces)
ROUNDS = 9.0  # a game's usual length, before the sanctuary shows how fast it fills
ONE_MORE = 0.6  # a chance that waits for one more evidence, against one taken now
SETTLE_SHARE = 0.8  # a found cryptid is usually settled (or sent to a request) in time


@dataclass(frozen=True)
class Target:
    """A revealed cryptid a seat may track: its slot, its worth once found, the evidence
    it still lacks, and how far away it lives."""

    slot: int
    name: str
    worth: float
    missing: int
    covered: int
    distance: int

    @property
    def chance(self) -> float:
        """Of finding it with what is held now (none held: tracking is closed)."""
        return SUCCESS ** self.missing if self.covered else 0.0


def coverage(kinds: list[str], needs: list[str]) -> int:
    """How many of `needs` the evidence `kinds` covers (two rumors stand for one)."""
    free = list(kinds)
    covered = 0
    open_needs = []
    for need in needs:
        if need in free:
            free.remove(need)
            covered += 1
        else:
            open_needs.append(need)
    rumors = free.count("rumor")
    covered += min(rumors // 2, sum(1 for n in open_needs if n != "rumor"))
    return covered


def rounds_left(ctx: Ctx) -> float:
    """Rounds still to play (this one counts in part), read from the sanctuary's growth."""
    state = ctx.state
    if state.phase == OVER:
        return 0.0
    part = 0.5 if state.phase == "assistant" else 1.0
    if state.final_round:
        return state.final_round - state.round + part - 1 + 0.5
    played = max(state.round - 1, 0) + (1 - part)
    filled = _filled(ctx)
    if filled < 0.15 or played < 1:
        return max(ROUNDS - played, 1.5)
    return max(min(played * (1 - filled) / filled, ROUNDS), 1.0) + 1.0


def _filled(ctx: Ctx) -> float:
    sanctuary = ctx.state.sanctuary
    total = _board_size(ctx) - len(sanctuary.fenced)
    return len(sanctuary.terrain) / total if total > 0 else 1.0


_SIZE: dict[int, int] = {}


def _board_size(ctx: Ctx) -> int:
    key = id(ctx.data)
    if key not in _SIZE:
        grid = ctx.data.parts.sanctuary.grid
        _SIZE[key] = sum(len(row) for row in grid)
    return _SIZE[key]


def trackable_by(ctx: Ctx, seat: int, card: RowCard) -> bool:
    return not bid_markers(ctx) or seat in card.bids


def found_worth(ctx: Ctx, seat: int, name: str) -> float:
    """What finding `name` is worth to `seat`: its points, its settling to come, and the
    contracts it counts for (the general one and the seat's own, the better one scores)."""
    cryptid = ctx.card(name)
    p = ctx.p(seat)
    worth = cryptid.find_points + SETTLE_SHARE * cryptid.settle_points
    contracts = ctx.data.cat.contracts
    if ctx.state.general_contract and fits_contract(ctx, name, ctx.state.general_contract):
        worth += contracts.points_per_cryptid
    if any(fits_contract(ctx, name, c) for c in p.contracts):
        worth += 0.7 * contracts.points_per_cryptid
    return worth


def targets(ctx: Ctx, seat: int, distances: dict[str, int] | None = None) -> list[Target]:
    """The revealed cryptids `seat` may track, best chance times worth first."""
    p = ctx.p(seat)
    kinds = [ctx.kind(piece) for piece in p.evidence]
    far = distances if distances is not None else ctx.data.distances(p.location or "")
    bids = bid_markers(ctx)
    found = []
    for slot, card in enumerate(ctx.state.row):
        if card is None or (bids and seat not in card.bids):
            continue
        needs = ctx.needs(card)
        covered = coverage(kinds, needs) if needs else 0
        where = ctx.where(card)
        distance = far.get(where, 9) if where else 9
        found.append(Target(slot, card.name, found_worth(ctx, seat, card.name),
                            max(len(needs) - covered, 0), covered, distance))
    found.sort(key=lambda t: -(t.worth * reach_chance(ctx, seat, t)))
    return found


def reach_chance(ctx: Ctx, seat: int, target: Target) -> float:
    """A rough chance to find `target` before the game ends: the dice for what is missing
    (one more evidence may still be collected), the road there and the time left."""
    now = SUCCESS ** target.missing if target.covered else 0.0
    # or collect one more evidence first (a turn spent, so it counts for less)
    later = SUCCESS ** max(target.missing - 1, 0) if target.missing else 1.0
    dice = max(now, ONE_MORE * later)
    steps = movement_range(ctx, seat)
    if target.distance == 0:
        road = 1.0
    elif target.distance <= steps:
        road = 0.85
    elif target.distance <= 2 * steps or ctx.ready(seat, "flight_ticket"):
        road = 0.7
    else:
        road = 0.5
    return dice * road


def wanted_places(ctx: Ctx, seat: int, best: list[Target] | None = None) -> dict[str, float]:
    """Places worth going to, with how much: where the seat's cryptids live (more with
    evidence in hand) and a city while a found cryptid waits (`best`: its targets, when
    known)."""
    places: dict[str, float] = {}
    for target in (targets(ctx, seat) if best is None else best)[:3]:
        card = ctx.state.row[target.slot]
        where = ctx.where(card) if card is not None else None
        if where:
            value = target.worth * (SUCCESS ** target.missing if target.covered else 0.1)
            places[where] = max(places.get(where, 0.0), value)
    p = ctx.p(seat)
    if p.unsettled and (settle_choices(ctx, seat) or request_pairs(ctx, seat)):
        for city in ctx.data.cat.city_ids():
            places[city] = max(places.get(city, 0.0), 1.5 * len(p.unsettled))
    return places


def needed_kinds(ctx: Ctx, seat: int, best: list[Target] | None = None) -> dict[str, float]:
    """Evidence types the seat's best targets still lack, by how much one is worth."""
    p = ctx.p(seat)
    kinds = [ctx.kind(piece) for piece in p.evidence]
    wanted: dict[str, float] = {}
    for target in (targets(ctx, seat) if best is None else best)[:3]:
        card = ctx.state.row[target.slot]
        if card is None:
            continue
        free = list(kinds)
        for need in ctx.needs(card):
            if need in free:
                free.remove(need)
            else:
                wanted[need] = max(wanted.get(need, 0.0), 0.3 * target.worth)
    if wanted:
        wanted.setdefault("rumor", 0.2)
    return wanted
