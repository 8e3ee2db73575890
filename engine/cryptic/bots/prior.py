"""A quick guess of each option's worth, read from its prompt kind and its id, without
playing it: it ranks the options the lookahead tries, and answers the follow-up questions
inside a tried line. It holds the purpose of a player who knows the game: track what its
evidence allows, relocate what it found, collect what its cryptids need, go where they
live."""

from __future__ import annotations

import threading
from collections.abc import Callable

from engine.core import Option, Prompt
from engine.core.option_ids import read_id
from engine.cryptic.bots.reach import (
    SUCCESS,
    coverage,
    found_worth,
    needed_kinds,
    targets,
    wanted_places,
)
from engine.cryptic.bots.threat import at_risk, at_stake
from engine.cryptic.ctx import Ctx

# the Cryptozoologist turn: actions by how much they usually bring
TURN = {
    "action:track": 10.0, "skill:track_cryptid": 9.5, "action:relocate": 9.0,
    "skill:relocate_cryptid": 8.5, "action:collect": 5.0, "skill:collect_evidence": 4.5,
    "movement": 4.0, "action:wolpertinger": 3.0, "action:move": 2.0,
    "skill:flight_ticket": 1.0, "action:reset": 0.5, "end-turn": 0.0,
}
ASSISTANT = {
    "move-up": 3.0, "move-down": 3.5, "end-turn": 0.0, "pay-market": -1.0,
    "pay-cryptids": -1.0,
}
REWARDS = {"reward:experience": 2.0, "reward:coins": 1.5, "reward:assistant": 0.5}
DIE_GAINS = {"experience": 1.2, "coins": 0.5, "bonus_rumor": 0.9, "refresh": 0.4,
             "evidence": 1.0}


class _Memo(threading.local):
    """What one prompt's options share (the seat's targets and wants), worked out once:
    the prior is asked for each option of a prompt in turn, on an unchanged state. One
    per thread: a bot seat and the hint may think at the same time."""

    prompt: Prompt | None = None
    state: object = None
    places: dict[str, float]
    needs: dict[str, float]
    chances: dict[int, float]


_MEMO = _Memo()


def _shared(ctx: Ctx, prompt: Prompt) -> _Memo:
    memo = _MEMO
    if memo.prompt is not prompt or memo.state is not ctx.state:
        best = targets(ctx, prompt.seat)
        memo.places = wanted_places(ctx, prompt.seat, best)
        memo.needs = needed_kinds(ctx, prompt.seat, best)
        memo.chances = {t.slot: t.worth * SUCCESS ** t.missing * (t.covered > 0)
                        for t in best}
        memo.prompt, memo.state = prompt, ctx.state
    return memo


def guess(ctx: Ctx, prompt: Prompt, option: Option) -> float:
    by_kind = GUESSES.get(prompt.kind)
    return by_kind(ctx, prompt, option) if by_kind is not None else 0.0


def _turn(ctx: Ctx, prompt: Prompt, option: Option) -> float:
    oid = option.id
    if oid in TURN:
        if oid in ("movement", "action:move"):
            return TURN[oid] + (1.0 if _shared(ctx, prompt).places else 0.0)
        return TURN[oid]
    if oid.startswith("bid:"):
        return 6.0 + _bid(ctx, prompt, option)
    if oid.startswith("go-on:"):
        return 3.5
    return 0.2  # a module's keepsake or action


def _move(ctx: Ctx, prompt: Prompt, option: Option) -> float:
    where = ctx.p(prompt.seat).location if option.id == "stay" else option.id.split(":")[-1]
    memo = _shared(ctx, prompt)
    return memo.places.get(where, 0.0) + 0.3 * _evidence_at(ctx, where, memo.needs)


def _evidence_at(ctx: Ctx, where: str, needs: dict[str, float]) -> float:
    return sum(needs.get(ctx.kind(piece), 0.05) for piece in ctx.state.board.get(where, []))


def _collect(ctx: Ctx, prompt: Prompt, option: Option) -> float:
    parts = read_id(option.id, "take").parts
    piece = ctx.state.board[parts[0]][int(parts[1])]
    return _shared(ctx, prompt).needs.get(ctx.kind(piece), 0.0) + 0.05 * ctx.price(piece)


def _track(ctx: Ctx, prompt: Prompt, option: Option) -> float:
    slot = read_id(option.id, "cryptid").number()
    card = ctx.state.row[slot]
    if card is None:
        return 0.0
    kinds = [ctx.kind(piece) for piece in ctx.p(prompt.seat).evidence]
    needs = ctx.needs(card)
    missing = len(needs) - coverage(kinds, needs)
    return found_worth(ctx, prompt.seat, card.name) * SUCCESS ** missing


def _track_evidence(ctx: Ctx, prompt: Prompt, option: Option) -> float:
    if option.id == "miss":
        return 0.0
    return 2.0 - 0.5 * len(read_id(option.id, "use").parts)  # one token before two rumors


def _roll(ctx: Ctx, prompt: Prompt, option: Option) -> float:
    return 1.0 if option.id == "roll" else 0.0


def _dice(ctx: Ctx, prompt: Prompt, option: Option) -> float:
    return 0.0 if option.id == "accept" else 1.0  # a reroll or luck when offered


def _lose(ctx: Ctx, prompt: Prompt, option: Option) -> float:
    """After a failed attempt: keep what the targets need, give up the cheapest."""
    needs = _shared(ctx, prompt).needs
    pieces = ctx.p(prompt.seat).evidence
    units = [int(x) for x in read_id(option.id, "lose").parts]
    return -sum(needs.get(ctx.kind(pieces[i]), 0.0) + 0.05 * ctx.price(pieces[i])
                for i in units if i < len(pieces))


def _relocate(ctx: Ctx, prompt: Prompt, option: Option) -> float:
    kind, _, what = option.id.partition(":")
    if kind == "request":
        return float(ctx.data.cat.contracts.request_points)
    if kind == "settle":
        name = ctx.p(prompt.seat).unsettled[int(what)]
        return ctx.card(name).settle_points + at_stake(ctx).get(name, 0.0)
    return 0.0


def _assistant(ctx: Ctx, prompt: Prompt, option: Option) -> float:
    oid = option.id
    p = ctx.p(prompt.seat)
    if oid == "move-up":
        return 4.0 if p.experience >= 2 or p.spent else 1.0
    if oid == "pay-cryptids":  # worth a look when the row holds a cryptid he threatens
        risks = at_risk(ctx)
        return max((risks.get(c.name, 0.0) / 4 for c in ctx.state.row if c is not None),
                   default=0.0) + ASSISTANT[oid]
    if oid in ASSISTANT:
        return ASSISTANT[oid]
    kind = oid.partition(":")[0]
    if kind == "learn":
        return 5.0
    if kind in ("refresh", "ready"):
        return 3.0
    if kind == "buy":
        piece = ctx.state.market[read_id(oid, "buy").number()]
        wanted = 0.0 if piece is None else _shared(ctx, prompt).needs.get(ctx.kind(piece), 0.0)
        return 2.0 + wanted if wanted else -0.5
    if kind == "sell":
        return -1.0
    if kind == "rebid":
        return _rebid(ctx, prompt, option)
    return -0.3


def _rebid(ctx: Ctx, prompt: Prompt, option: Option) -> float:
    """Move a bid only to a cryptid clearly nearer to being found."""
    a, b = (int(x) for x in read_id(option.id, "rebid").parts)
    chance = _shared(ctx, prompt).chances
    row = ctx.state.row
    card = row[b]
    if card is None:
        return -1.0
    kinds = [ctx.kind(piece) for piece in ctx.p(prompt.seat).evidence]
    needs = ctx.needs(card)
    gain = found_worth(ctx, prompt.seat, card.name) * SUCCESS ** (len(needs) - coverage(
        kinds, needs)) * (coverage(kinds, needs) > 0)
    return gain - chance.get(a, 0.0) - 1.0


def _bid(ctx: Ctx, prompt: Prompt, option: Option) -> float:
    """A cryptid to bid on: its worth, its evidence held and how near it lives."""
    if not option.id.startswith("bid:"):
        return 0.0  # keep a returned bid marker for later
    card = ctx.state.row[read_id(option.id, "bid").number()]
    if card is None:
        return 0.0
    p = ctx.p(prompt.seat)
    kinds = [ctx.kind(piece) for piece in p.evidence]
    needs = ctx.needs(card)
    covered = coverage(kinds, needs)
    where = ctx.where(card)
    distance = ctx.data.distances(p.location).get(where, 6) if where and p.location else 3
    worth = found_worth(ctx, prompt.seat, card.name)
    return 1.0 + worth * (0.4 + 0.3 * covered) / (1 + len(needs)) - 0.15 * distance


def _die(ctx: Ctx, prompt: Prompt, option: Option) -> float:
    if not option.id.startswith("die:"):
        return 0.0
    face_id = ctx.state.dice[read_id(option.id, "die").number()]
    face = next(f for f in ctx.data.parts.dice.assistant_dice.faces if f.id == face_id)
    return DIE_GAINS.get(face.gain, 0.3) * face.amount


def _city(ctx: Ctx, prompt: Prompt, option: Option) -> float:
    """A starting city: near many revealed cryptids."""
    city = read_id(option.id, "city").word()
    far = ctx.data.distances(city)
    return sum(1.0 / (1 + far.get(w, 6)) for card in ctx.state.row
               if card is not None and (w := ctx.where(card)))


def _reward(ctx: Ctx, prompt: Prompt, option: Option) -> float:
    return REWARDS.get(option.id, 0.0)


def _skip(ctx: Ctx, prompt: Prompt, option: Option) -> float:
    """Replacing cryptids or renewing the market: rarely worth it for a bot, unless a
    cryptid in the row is one the Poacher threatens to win with."""
    if option.id in ("keep", "done"):
        return 1.0
    if option.id.startswith("replace:"):
        card = ctx.state.row[read_id(option.id, "replace").number()]
        return 0.0 if card is None else at_risk(ctx).get(card.name, 0.0) / 4
    return 0.0


GUESSES: dict[str, Callable[[Ctx, Prompt, Option], float]] = {
    "turn": _turn, "move": _move, "fly": _move, "collect": _collect, "track": _track,
    "track-evidence": _track_evidence, "track-roll": _roll, "track-dice": _dice,
    "track-fail": _lose, "relocate": _relocate, "assistant": _assistant,
    "setup-bid": _bid, "returned-bid": _bid, "solo-bid": _bid, "assistant-die": _die,
    "setup-city": _city, "reward": _reward, "pay-replace": _skip, "reset-replace": _skip,
    "replace": _skip,
}
