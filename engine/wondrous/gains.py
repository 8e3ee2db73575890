"""Gaining and paying: resources, nets, victory points (and the score track), trophies,
eggs (and egg storage). Each respects its limit and fires the continuous cards it should."""

from __future__ import annotations

from engine.core import Option
from engine.core.option_ids import read_id
from engine.core.words import with_article
from engine.wondrous import modules, triggers
from engine.wondrous.cards import take_from_wilderness
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.discovery import discovery
from engine.wondrous.habitats import is_wild
from engine.wondrous.skip import SKIP, with_skip
from engine.wondrous.state import RESOURCES, Egg

RESOURCE_NAMES = {r: r.title() for r in RESOURCES}


def gain_resource(ctx: Ctx, seat: int, resource: str, amount: int = 1, why: str = "") -> None:
    """`why` names where the gain comes from when the log line would not show it (an
    event's effect, not the player's own action)."""
    p = ctx.p(seat)
    top = ctx.limit("resource_max")
    got = max(0, min(amount, top - p.resources[resource]))
    p.resources[resource] += got
    if amount > 0:
        lost = f" ({amount - got} lost: at most {top})" if got < amount else ""
        ctx.emit(
            "resource",
            f"{p.name} gains {got} {RESOURCE_NAMES[resource]}{lost}"
            + (f" ({why})." if why else "."),
            seat,
            resource=resource,
            amount=got,
        )


def loss_warning(ctx: Ctx, seat: int, resource: str, amount: int = 1) -> str:
    """Said before a gain that the limit would cut (a label's note), or ""."""
    have, top = ctx.p(seat).resources[resource], ctx.limit("resource_max")
    lost = min(amount, have + amount - top)
    if lost <= 0:
        return ""
    if lost == amount:
        return f"you have {have}, the most allowed: {'it' if amount == 1 else 'all'} would be lost"
    return f"you have {have}, at most {top}: {lost} of {amount} would be lost"


def choose_resource(
    ctx: Ctx,
    seat: int,
    instruction: str,
    among: tuple[str, ...] = RESOURCES,
    kind: str = "resource",
    gaining: int = 0,
    skippable: bool = False,
) -> Step:
    """Ask which resource (one of `among`); returns its name. For a gain of `gaining`, each
    label warns when the limit would cut it. A question that starts a creature's ability
    (`skippable`) offers its skip when asked at all (a gain: skip.py); None if skipped."""
    p = ctx.p(seat)

    def note(r: str) -> str:
        return (gaining and loss_warning(ctx, seat, r, gaining)) or f"you have {p.resources[r]}"

    options = [Option(f"res:{r}", f"{RESOURCE_NAMES[r]} ({note(r)})", help="resources")
               for r in among]
    answer = yield from ctx.ask(seat, kind, instruction,
                                with_skip(options, skippable, costly=False), help="resources")
    return None if answer == SKIP else read_id(answer).word()


def gain_any(ctx: Ctx, seat: int, amount: int, why: str) -> Step:
    """Gain `amount` resources, each of the player's choice; `why` names what gives them
    ("Egg slot 5", a card's name), so the question says what the gain is for."""
    for i in range(amount):
        left = f" ({i + 1} of {amount})" if amount > 1 else ""
        resource = yield from choose_resource(ctx, seat, f"{why}: gain which resource?{left}",
                                              gaining=1)
        gain_resource(ctx, seat, resource)


def gain_habitat_resource(ctx: Ctx, seat: int, kind: str, amount: int, why: str) -> Step:
    """`amount` of a habitat type's resource; any one of the player's choice from a wild
    habitat (Winterfall: it is a habitat of every type)."""
    if is_wild(kind):
        asked = f"{why[:1].upper()}{why[1:]}: gain which resource?"  # why may start a line
        kind = yield from choose_resource(ctx, seat, asked, gaining=amount)
    gain_resource(ctx, seat, kind, amount, why)


def pay(ctx: Ctx, seat: int, cost: dict[str, int]) -> None:
    p = ctx.p(seat)
    for resource, amount in cost.items():
        if p.resources[resource] < amount:
            raise ValueError(f"{p.name} cannot pay {amount} {resource}")
        p.resources[resource] -= amount
    paid = ", ".join(f"{n} {RESOURCE_NAMES[r]}" for r, n in cost.items() if n)
    if paid:
        ctx.emit("pay", f"{p.name} pays {paid}.", seat, cost=dict(cost))


def gain_nets(ctx: Ctx, seat: int, count: int = 1) -> Step:
    p = ctx.p(seat)
    for _ in range(count):
        if p.nets >= ctx.limit("nets_max"):
            ctx.emit("net", f"{p.name} already holds {p.nets} nets: 1 VP instead.", seat)
            yield from gain_vp(ctx, seat, ctx.cat.comps.components.final_scoring["net_overflow_vp"])
        elif ctx.state.nets_supply > 0:
            ctx.state.nets_supply -= 1
            p.nets += 1
            ctx.emit("net", f"{p.name} takes a net.", seat)


def gain_vp(ctx: Ctx, seat: int, vp: int, why: str = "") -> Step:
    """Immediate points; reaching or passing a score track reward space gives its reward
    (until the tracker has passed 50)."""
    if vp <= 0:
        return
    p = ctx.p(seat)
    old, p.score = p.score, p.score + vp
    ctx.emit(
        "vp", f"{p.name} scores {vp} VP{f' ({why})' if why else ''}: {p.score} in all.", seat, vp=vp
    )
    if p.track_done:
        return
    track = ctx.cat.comps.tracks.score_track
    if p.score > track.length:
        p.track_done = True
    for space in sorted(track.rewards):
        if old < space <= min(p.score, track.length):
            yield from score_reward(ctx, seat, track.rewards[space], space)


def score_reward(ctx: Ctx, seat: int, reward: str, space: int) -> Step:
    ctx.emit("track", f"{ctx.name(seat)} reaches the {reward} reward at {space}.", seat)
    rule = modules.score_reward(ctx.state, reward) or SCORE_REWARDS[reward]
    yield from rule(ctx, seat)


def discovery_reward(ctx: Ctx, seat: int) -> Step:
    egg = yield from discovery(ctx, seat)
    if egg is not None:
        yield from store_egg(ctx, seat, egg)


def take_trophy_from_board(ctx: Ctx) -> bool:
    """One trophy off the board, if any is left; the caller says who took it, then
    `say_if_last` says when that was the last."""
    state = ctx.state
    if state.trophies <= 0:
        return False
    state.trophies -= 1
    if state.trophies == 0:
        state.trophies_gone = True
        state.end_reason = "the last trophy left the board"
    return True


def say_if_last(ctx: Ctx) -> None:
    if ctx.state.trophies == 0:
        ctx.emit("trophies", "The last trophy has left the board: the game is ending.")


def gain_trophy(ctx: Ctx, seat: int) -> Step:
    p = ctx.p(seat)
    if not take_trophy_from_board(ctx):
        ctx.emit("trophy", f"No trophy is left for {p.name}.", seat)
        return
    p.trophies += 1
    ctx.emit("trophy", f"{p.name} takes a trophy ({p.trophies}).", seat)
    say_if_last(ctx)
    yield from triggers.on_trophy(ctx, seat)


def gain_egg(ctx: Ctx, seat: int, species: str) -> Step:
    """An egg of `species` from the supply, if any is left."""
    state = ctx.state
    if state.supply_eggs.get(species, 0) <= 0:
        ctx.emit("egg", f"No {species} egg is left in the supply.", seat)
        return
    state.supply_eggs[species] -= 1
    yield from store_egg(ctx, seat, species)


def store_egg(ctx: Ctx, seat: int, species: str) -> Step:
    """Put an egg, already taken from somewhere, into storage; when storage is full it goes
    back to the supply and scores instead."""
    p = ctx.p(seat)
    if len(p.eggs) >= ctx.limit("egg_storage"):
        ctx.state.supply_eggs[species] += 1
        vp = ctx.cat.comps.tracks.full_storage_vp
        ctx.emit("egg", f"{p.name}'s egg storage is full: {vp} VP instead.", seat)
        yield from gain_vp(ctx, seat, vp, "full egg storage")
        yield from triggers.on_egg(ctx, seat)
        return
    p.eggs.append(Egg(species))
    slot = len(p.eggs)
    ctx.emit("egg", f"{p.name} stores {with_article(species)} egg in slot {slot}.", seat,
             species=species)
    reward = ctx.cat.comps.tracks.egg_storage[slot - 1]
    if reward.reward == "vp":
        yield from gain_vp(ctx, seat, reward.vp, f"egg slot {slot}")
    elif reward.reward == "wilderness_card":
        yield from take_from_wilderness(ctx, seat, 1, why=f"egg slot {slot}")
    elif reward.reward == "resource":
        yield from gain_any(ctx, seat, 1, f"Egg slot {slot} reward")
    yield from triggers.on_egg(ctx, seat)


#: the base game's score track rewards (a module may add its own, see modules.py)
SCORE_REWARDS: dict[str, modules.Reward] = {
    "net": gain_nets,
    "trophy": gain_trophy,
    "discovery": discovery_reward,
}
