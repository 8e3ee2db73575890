"""The game's invariants: every component is somewhere exactly once, limits are kept (a
module checks its own components: `modules`)."""

from __future__ import annotations

from collections import Counter

from engine.cryptic.ctx import Ctx
from engine.cryptic.modules import REGISTRY, automa, bid_markers, evidence_slots, is_automa
from engine.cryptic.state import is_bonus_rumor


def check(ctx: Ctx) -> list[str]:
    return [*_evidence(ctx), *_cards(ctx), *_pieces(ctx), *_tiles(ctx)]


def _evidence(ctx: Ctx) -> list[str]:
    s = ctx.state
    found = [*s.bag, *s.set_aside, *(p for p in s.market if p is not None)]
    found += [piece for tokens in s.board.values() for piece in tokens]
    found += [piece for p in s.players for piece in p.evidence]
    found += [t for card in s.row if card is not None
              for t in (card.location_token, card.evidence_token) if t is not None]
    counts = Counter(found)
    problems = []
    tokens = len(ctx.data.cat.evidence.tokens)
    if sorted(k for k in counts if not is_bonus_rumor(k)) != list(range(tokens)) or any(
            n > 1 for n in counts.values()):
        problems.append("the evidence tokens and bonus rumors are not each in one place")
    rumors = sum(1 for k in counts if is_bonus_rumor(k))
    if rumors + s.rumor_supply != ctx.data.cat.evidence.bonus_rumors.count:
        problems.append("bonus rumors are not conserved")
    if any(is_bonus_rumor(k) for k in (*s.bag, *s.set_aside)):
        problems.append("a bonus rumor went near the bag")
    if s.set_aside and not s.bag:
        problems.append("the bag is empty but spent tokens still lie beside it")
    for p in s.players:
        if len(p.evidence) > evidence_slots(ctx, p.seat):
            problems.append(f"{p.name} holds more evidence than the slots")
    return problems


def _cards(ctx: Ctx) -> list[str]:
    s = ctx.state
    names = [*(n for deck in s.decks.values() for n in deck),
             *(n for pile in s.discards.values() for n in pile),
             *(card.name for card in s.row if card is not None),
             *(n for p in s.players for n in p.found)]
    problems = []
    played = automa(s)
    if played is not None:
        names += played.holds(s)
    for check in REGISTRY.hooks(s, lambda m: m.invariants):
        problems += check(ctx)
    if sorted(names) != sorted(ctx.data.cryptids):
        problems.append("the cryptid cards are not each in one place")
    for p in s.players:
        requested = [n for r in p.requests for n in r.cryptids]
        placed = Counter([*p.unsettled, *p.settled, *requested])
        extra = [n for n, k in placed.items() if k > 1 and not (
            n in p.settled and n in requested)]
        if extra or set(placed) != set(p.found):
            problems.append(f"{p.name}'s found cryptids are not each waiting or relocated")
    return problems


def _pieces(ctx: Ctx) -> list[str]:
    s = ctx.state
    problems = []
    if sorted(x for x in s.track if x is not None) != list(range(len(s.players))):
        problems.append("each assistant is not on the track exactly once")
    board = ctx.data.parts.player_board
    copies = {skill.id: skill.copies for skill in board.skills}
    for p in s.players:
        bids = sum(1 for card in s.row if card is not None and p.seat in card.bids)
        if bid_markers(ctx) and not is_automa(s, p.seat) and (
                bids + p.free_bids != board.bid_markers):
            problems.append(f"{p.name}'s bid markers are not conserved")
        if p.coins < 0 or p.experience < 0:
            problems.append(f"{p.name} has a negative supply")
        if any(n > copies[k] for k, n in p.skills.items()):
            problems.append(f"{p.name} owns a skill more often than the board allows")
        if any(k not in p.skills for k in p.spent) or len(set(p.spent)) != len(p.spent):
            problems.append(f"{p.name} has a spent skill that is not owned")
        markers = sum(1 for x in s.sanctuary.settled if x.seat == p.seat)
        if markers > board.cryptid_markers or markers != len(p.settled):
            problems.append(f"{p.name}'s cryptid markers do not match the settled cryptids")
    return problems


def _tiles(ctx: Ctx) -> list[str]:
    s = ctx.state
    tiles = [*(t for pile in s.terrain_piles.values() for t in pile), *s.discarded_tiles,
             *(t for p in s.players for t in p.terrain), *(x.tile for x in s.sanctuary.laid)]
    every = sorted(t.id for t in ctx.data.parts.terrain_tiles.tiles)
    if sorted(tiles) != every:
        return ["the terrain tiles are not each in one place"]
    return []
