"""Basic action 1: place a crew member on two neighbouring hexes and use the habitats
around it (and the captain's power, when the captain is placed and unlocked)."""

from __future__ import annotations

from dataclasses import replace

from engine.core import Option
from engine.core.option_ids import OptionId, option_id, read_id
from engine.wondrous.cards import take_into_hand, wild_card_label
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.free import GO_ON, ask_or_free
from engine.wondrous.gains import (
    RESOURCE_NAMES,
    choose_resource,
    gain_nets,
    gain_resource,
    loss_warning,
    pay,
    store_egg,
)
from engine.wondrous.habitats import Habitat, cover_over, habitats_around, is_wild
from engine.wondrous.modules import placement_rewards
from engine.wondrous.registry import Source, run
from engine.wondrous.spot_options import SpotOptions
from engine.wondrous.state import RESOURCES, Coord, Spot

BACK = "back"
CAPTAIN = 0
FREE_MOUNTAINS = "free_mountains"  # Helena's power is a placement rule, nothing to use


def occupied(ctx: Ctx) -> set[Coord]:
    return {c for p in ctx.state.players for spot in p.crew if spot for c in spot}


def parse_spot(answer: str) -> Spot:
    spot = read_id(answer, "spot")
    return (spot.coord(0), spot.coord(1))


def on_mountain(ctx: Ctx, spot: Spot) -> bool:
    return spot in _mountain_spots(ctx)


def _mountain_spots(ctx: Ctx) -> frozenset[Spot]:
    cache = ctx.cat.mountain_spots
    island = ctx.island
    found = cache.get(island)
    if found is None:
        hexes = ctx.cat.hexes(island)
        found = cache[island] = frozenset(
            s for s in crew_spots_cached(ctx)
            if hexes[s[0]].terrain == "mountain" or hexes[s[1]].terrain == "mountain"
        )
    return found


def mountain_free(ctx: Ctx, seat: int, member: int) -> bool:
    p = ctx.p(seat)
    return (
        member == CAPTAIN
        and p.unlocked
        and ctx.cat.captain(p.captain).power.effect == FREE_MOUNTAINS
    )


def legal_spots(ctx: Ctx, seat: int, member: int) -> list[tuple[Spot, bool]]:
    """Free spots with whether a mountain fee is due. Mountains need one resource, unless
    the player cannot pay and only mountain spots are left (then they are free)."""
    taken = occupied(ctx)
    free = [s for s in crew_spots_cached(ctx) if s[0] not in taken and s[1] not in taken]
    broke = sum(ctx.p(seat).resources.values()) < mountain_cost(ctx)
    waived = mountain_free(ctx, seat, member)
    mountains = _mountain_spots(ctx)
    only_mountains = broke and all(s in mountains for s in free)
    charged = not waived and mountain_cost(ctx) > 0
    spots = []
    for spot in free:
        fee = charged and spot in mountains
        if fee and broke:
            if not only_mountains:
                continue
            fee = False
        spots.append((spot, fee))
    return spots


def has_legal_spot(ctx: Ctx, seat: int, member: int) -> bool:
    """Whether `legal_spots` would find anything, stopping at the first (asked every turn)."""
    taken = occupied(ctx)
    broke = sum(ctx.p(seat).resources.values()) < mountain_cost(ctx)
    waived = mountain_free(ctx, seat, member)
    mountain_left = False
    mountains = _mountain_spots(ctx)
    for spot in crew_spots_cached(ctx):
        if spot[0] in taken or spot[1] in taken:
            continue
        if not broke or waived or spot not in mountains:
            return True
        mountain_left = True
    return mountain_left  # broke and only mountains are free: they are free to use


def crew_spots_cached(ctx: Ctx) -> list[Spot]:
    return ctx.cat.crew_spots(ctx.island)


def crew_words(ctx: Ctx) -> str:
    """"three": how many crew members each player has (captain included), for messages."""
    count = ctx.cat.limits["crew_per_player"]
    return {2: "two", 3: "three", 4: "four", 5: "five"}.get(count, str(count))


def mountain_cost(ctx: Ctx) -> int:
    return ctx.cat.limits["mountain_cost"]


def can_place(ctx: Ctx, seat: int) -> str:
    """Why the action is impossible now, or ""."""
    p = ctx.p(seat)
    home = [i for i, spot in enumerate(p.crew) if spot is None]
    if not home:
        return f"all {crew_words(ctx)} crew members are on the map (recharge to bring them back)"
    if not any(has_legal_spot(ctx, seat, m) for m in home):
        return "there is no free place for a crew member"
    return ""


def member_options(ctx: Ctx, seat: int) -> list[Option]:
    p = ctx.p(seat)
    home = [i for i, spot in enumerate(p.crew) if spot is None]
    crew = next((i for i in home if i != CAPTAIN), 1)
    # both kinds are always listed (greyed when on the map), so their keys never move
    return [
        Option(
            f"member:{m}",
            f"Your captain ({ctx.cat.captain(p.captain).name})"
            if m == CAPTAIN
            else "A crew member",
            help="crew",
            enabled=m in home and has_legal_spot(ctx, seat, m),
            reason="already on the map" if m not in home else "no free place for it",
        )
        for m in (CAPTAIN, crew)
    ] + [Option(BACK, "Back", help="crew")]


def place_crew(ctx: Ctx, seat: int) -> Step:
    """Returns True once placed, False when the player backed out before placing."""
    p = ctx.p(seat)
    answer = yield from ctx.ask(seat, "place-member", "Place which crew member?",
                                lambda: member_options(ctx, seat), help="crew", auto=False)
    if answer == BACK:
        return False
    member = read_id(answer).number()
    spots = legal_spots(ctx, seat, member)
    placed = "your captain" if member == CAPTAIN else "the crew member"
    answer = yield from ctx.ask(
        seat, "place-spot", f"Place {placed} on which two hexes?",
        # Back first, so it always has a key
        lambda: [Option(BACK, "Back", help="crew"), *SpotOptions(ctx).options(ctx, spots)],
        help="placement", auto=False,
    )
    if answer == BACK:
        return False
    spot = parse_spot(answer)
    fee = dict(spots)[spot]
    for _ in range(mountain_cost(ctx) if fee else 0):  # one resource at a time
        have = tuple(r for r in RESOURCES if p.resources[r] > 0)
        resource = yield from choose_resource(
            ctx, seat, "Pay which resource for the mountain?", have, kind="mountain-fee"
        )
        pay(ctx, seat, {resource: 1})
    p.crew[member] = spot
    who = "captain" if member == CAPTAIN else "crew member"
    ctx.emit(
        "place",
        f"{p.name} places a {who} on {spot[0][0]},{spot[0][1]} and {spot[1][0]},{spot[1][1]}.",
        seat,
        member=member,
        spot=[list(spot[0]), list(spot[1])],
    )
    for coord in spot:
        egg = ctx.state.map_eggs.pop(coord, None)
        if egg is not None:
            yield from store_egg(ctx, seat, egg)
    power = (
        member == CAPTAIN
        and p.unlocked
        and ctx.cat.captain(p.captain).power.effect != FREE_MOUNTAINS
    )
    power_used = yield from habitat_rewards(ctx, seat, spot, power)
    if power and not power_used:
        yield from captain_power(ctx, seat, ask_first=True)
    return True


def habitat_rewards(ctx: Ctx, seat: int, spot: Spot, power: bool) -> Step:
    """Each neighbouring habitat gives its resource or a matching Wilderness card (the net
    habitat gives a net), and what the modules' rewards offer besides (modules.
    placement_reward: Winterfall's aurora tile next to the spot), all in the player's order;
    returns whether the captain's power was used in between."""
    pending = habitats_around(ctx, spot)
    extras = placement_rewards(ctx, spot)
    used = False
    for h in [h for h in pending if h.kind == "net"]:
        yield from gain_nets(ctx, seat)
        pending.remove(h)
    while pending or any(extra.options(ctx, seat) for extra in extras):

        def options(used: bool = used) -> list[Option]:
            found = [warned(ctx, seat, h, o) for h in pending for o in habitat_options(ctx, h)]
            found += [o for extra in extras for o in extra.options(ctx, seat)]
            if power and not used:
                found.append(Option("power", "Use your captain's power now", help="captain"))
            # a free action may have taken what a reward offered
            return found or [extra.go_on for extra in extras][:1]

        answer = yield from ask_or_free(
            ctx, seat, "habitat-reward", "Take a habitat's reward.", options, help="habitats"
        )
        if answer == "power":
            used = True
            yield from captain_power(ctx, seat, ask_first=False)
            continue
        if answer == GO_ON:
            break
        picked = read_id(answer)
        extra = next((x for x in extras if x.kind == picked.kind), None)
        if extra is not None:
            yield from extra.take(ctx, seat, picked)
            continue
        h = next(x for x in pending if x.coord == picked.coord())
        pending.remove(h)
        habitat_reward(ctx, seat, h, picked)
    return used


def habitat_options(ctx: Ctx, h: Habitat) -> list[Option]:
    """What one habitat next to a new crew member offers: its resource (any one from a wild
    habitat) or a Wilderness card of its kind (any card from a wild habitat). Under a
    module's cover (Winterfall's blizzard) only the card, and the cover goes even when no
    card fits."""
    where = f"{h.coord[0]},{h.coord[1]}"
    refs = (f"hex:{where}",)
    wild = is_wild(h.kind)
    cover = cover_over(ctx, h.coord)  # as it is now: a free action may have changed it
    found = []
    if cover is None and wild:
        found += [Option(option_id("res", h.coord, r),
                         f"{RESOURCE_NAMES[r]} from the wild habitat at {where}",
                         refs=refs, help="wild-habitats") for r in RESOURCES]
    elif cover is None:
        found.append(Option(option_id("res", h.coord),
                            f"{RESOURCE_NAMES[h.kind]} from the habitat at {where}",
                            refs=refs, help="habitats"))
    off = f" ({cover.card_note})" if cover else ""
    cards = [Option(option_id("card", h.coord, slot),
                    f"Card from {where}{off}: {wild_card_label(ctx, slot)}",
                    refs=(*refs, f"card:{n}"), help=cover.help if cover else "habitats")
             for slot, n in enumerate(ctx.state.wilderness)
             if n is not None and (wild or ctx.card(n).habitat == h.kind)]
    if cover and not cards:
        cards.append(Option(option_id(cover.name, h.coord), cover.no_card.format(where=where),
                            refs=refs, help=cover.help))
    return found + cards


def reward_resource(h: Habitat, picked: OptionId) -> str:
    """The resource a habitat's "res" option gives: the one picked from a wild habitat."""
    return picked.word(1) if is_wild(h.kind) else h.kind


def warned(ctx: Ctx, seat: int, h: Habitat, option: Option) -> Option:
    """A habitat's resource option, saying when the limit would waste the gain."""
    if not option.id.startswith("res:"):  # only a resource can be lost to the limit
        return option
    picked = read_id(option.id)
    warning = loss_warning(ctx, seat, reward_resource(h, picked))
    return replace(option, label=f"{option.label} ({warning})") if warning else option


def habitat_reward(ctx: Ctx, seat: int, h: Habitat, picked: OptionId) -> None:
    if picked.kind == "res":
        gain_resource(ctx, seat, reward_resource(h, picked))
        return
    cover = cover_over(ctx, h.coord)
    if cover is not None:
        cover.lift(ctx, h.coord, seat)
    if picked.kind == "card":
        take_into_hand(ctx, seat, picked.number(1))
    else:  # the cover's own option: no card fitted
        ctx.emit(picked.kind, f"{ctx.name(seat)} finds no card of that kind to take.", seat)


def captain_power(ctx: Ctx, seat: int, ask_first: bool) -> Step:
    p = ctx.p(seat)
    captain = ctx.cat.captain(p.captain)
    if ask_first:
        options = [
            Option("power", f"Use {captain.name}'s power", help="captain"),
            Option("skip", "Do not use it", help="captain"),
        ]
        answer = yield from ctx.ask(
            seat,
            "captain-power",
            f"{captain.name}: {captain.text}",
            options,
            help="captain",
            auto=False,
        )
        if answer == "skip":
            return
    ctx.emit("captain", f"{p.name} uses {captain.name}'s power.", seat)
    spot = p.crew[CAPTAIN]
    where = spot[0] if spot else None
    source = Source("captain", captain.number, hex=where)
    yield from run(ctx, seat, captain.power.effect, dict(captain.power.params), source)
