"""Relocating a cryptid, in a city: settle one found cryptid's tile in the sanctuary, or
fulfil a request with two found cryptids (their tiles leave the game, the token scores
instead of their settle points)."""

from __future__ import annotations

from itertools import combinations

from engine.core import Option
from engine.core.option_ids import read_id
from engine.cryptic.construction import choose_spot
from engine.cryptic.ctx import Ctx, Step
from engine.cryptic.ids import option_id
from engine.cryptic.powers import run_power
from engine.cryptic.reset import replace_and_reward
from engine.cryptic.sanctuary import Spot
from engine.cryptic.settling import cryptid_spots
from engine.cryptic.settling import settle as place_cryptid
from engine.cryptic.state import Request
from engine.cryptic.supply import gain_coins, gain_experience
from engine.cryptic.track import bonus_move


def fits_request(ctx: Ctx, name: str, request_id: str) -> bool:
    """A region request wants a cryptid living in that compass area (a city or a runaway's
    drawn place does not count); a type request one of that type."""
    request = next(r for r in ctx.data.cat.contracts.requests if r.id == request_id)
    cryptid = ctx.card(name)
    if request.kind == "type":
        return request.target in cryptid.types
    if cryptid.runaway or ctx.is_city(cryptid.location):
        return False
    return cryptid.location[0] == request.target


def request_pairs(ctx: Ctx, seat: int) -> list[tuple[str, str, str]]:
    """(request, cryptid, cryptid) for every request `seat` can fulfil now."""
    unsettled = ctx.p(seat).unsettled
    return [
        (request, a, b)
        for request in ctx.state.requests
        for a, b in combinations(unsettled, 2)
        if fits_request(ctx, a, request) and fits_request(ctx, b, request)
    ]


def relocate_refusal(ctx: Ctx, seat: int) -> str:
    p = ctx.p(seat)
    if not ctx.is_city(p.location):
        return "you are not in a city"
    if not p.unsettled:
        return "you have no cryptid waiting to be relocated"
    if not request_pairs(ctx, seat) and not settle_choices(ctx, seat):
        return "no cryptid fits the sanctuary or a request"
    return ""


def markers_left(ctx: Ctx, seat: int) -> int:
    placed = sum(1 for x in ctx.state.sanctuary.settled if x.seat == seat)
    return ctx.data.parts.player_board.cryptid_markers - placed


def settle_spots(ctx: Ctx, name: str) -> list[Spot]:
    return cryptid_spots(ctx.state.sanctuary, ctx.data.cat, name)


def settle_choices(ctx: Ctx, seat: int) -> list[str]:
    """Found cryptids whose tile fits somewhere in the sanctuary now."""
    if markers_left(ctx, seat) <= 0:
        return []
    return [name for name in ctx.p(seat).unsettled if settle_spots(ctx, name)]


def settle(ctx: Ctx, seat: int, name: str) -> Step:
    """Place the tile with a cryptid marker on it and take the covered symbols' bonuses."""
    spot = yield from choose_spot(ctx, seat, "settle-spot", f"Where does {name} settle?",
                                  settle_spots(ctx, name), "relocation", f"found:{name}")
    gains = place_cryptid(ctx.state.sanctuary, ctx.data.cat, name, seat, spot)
    p = ctx.p(seat)
    if name in p.unsettled:  # Water Leaper settles from its request
        p.unsettled.remove(name)
    p.settled.append(name)
    ctx.emit("settle", f"{p.name} settles {name} in the sanctuary.", seat, card=name)
    if gains.coins:
        gain_coins(ctx, seat, gains.coins, " from the sanctuary")
    if gains.experience:
        gain_experience(ctx, seat, gains.experience, " from the sanctuary")
    for _ in range(gains.initiative):
        yield from bonus_move(ctx, seat, 1)


def relocate(ctx: Ctx, seat: int) -> Step:
    options = [
        Option(option_id("settle", i), f"Settle {name} in the sanctuary",
               refs=(f"found:{name}",), help="relocation")
        for i, name in enumerate(ctx.p(seat).unsettled)
        if name in settle_choices(ctx, seat)
    ]
    options += [
        Option(option_id("request", request, ctx.p(seat).unsettled.index(a),
                         ctx.p(seat).unsettled.index(b)),
               f"Fulfil the {_request_label(ctx, request)} request with {a} and {b}",
               refs=(f"request:{request}",), help="requests")
        for request, a, b in request_pairs(ctx, seat)
    ]
    answer = yield from ctx.ask(seat, "relocate", "Relocate which cryptid?", options,
                                help="relocation")
    chosen = read_id(answer)
    unsettled = ctx.p(seat).unsettled
    if chosen.kind == "settle":
        name = unsettled[chosen.number()]
        yield from settle(ctx, seat, name)
        yield from run_power(ctx, seat, name, "relocated")
        return
    pair = [unsettled[chosen.number(1)], unsettled[chosen.number(2)]]
    yield from fulfil(ctx, seat, chosen.word(0), pair)


def _request_label(ctx: Ctx, request_id: str) -> str:
    request = next(r for r in ctx.data.cat.contracts.requests if r.id == request_id)
    if request.kind == "type":
        return ctx.data.cat.cryptids.type_names[request.target]  # type: ignore[index]
    return f"area {request.target}"


def fulfil(ctx: Ctx, seat: int, request_id: str, pair: list[str]) -> Step:
    p = ctx.p(seat)
    for name in pair:
        p.unsettled.remove(name)
    ctx.state.requests.remove(request_id)
    p.requests.append(Request(request_id, list(pair)))
    ctx.emit("request", f"{p.name} fulfils the {_request_label(ctx, request_id)} request with "
             f"{pair[0]} and {pair[1]}.", seat, request=request_id)
    for name in pair:
        if (ctx.card(name).power.effect == "request_and_settle" and markers_left(ctx, seat) > 0
                and settle_spots(ctx, name)):
            yield from settle(ctx, seat, name)  # Water Leaper's tile stays in play
    for name in pair:
        yield from run_power(ctx, seat, name, "relocated")
    # kept without bid markers too: that mode takes the replacement away from the reset
    # action and the coin reset only, and every card is then a card without bids
    yield from replace_and_reward(ctx, seat, "request-replace")
