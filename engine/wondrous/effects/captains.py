"""Captain powers (the parts that are not plain shared effects)."""

from __future__ import annotations

from typing import Any

from engine.core import DONE, Option
from engine.core.option_ids import option_id, read_id
from engine.wondrous.board import neighbours
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.eggs import flip, pick_eggs
from engine.wondrous.free import crew_hexes, near_crew, special_effect
from engine.wondrous.gains import RESOURCE_NAMES, choose_resource, gain_resource, store_egg
from engine.wondrous.habitats import habitat_at, habitats_around
from engine.wondrous.place import CAPTAIN
from engine.wondrous.registry import EFFECTS, Source, effect, run, source_name
from engine.wondrous.skip import SKIP, may_skip, with_skip
from engine.wondrous.state import RESOURCES

Params = dict[str, Any]

CHOICES = {
    "take_adjacent_egg": "Take an egg next to your captain",
    "flip_eggs_2": "Turn over up to 2 of your eggs",
    "store_energy": "Put 1 energy on your captain board",
    "distribute_energy": "Move captain board energies onto your energy cards",
}


@effect("choose_one")
def choose_one(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    options = [
        Option(f"pick:{name}", CHOICES.get(name, name), help="captain")
        for name in params["options"]
    ]
    options.append(Option(DONE, "Neither", help="captain"))
    answer = yield from ctx.ask(
        seat, "captain-choice", "Which power?", options, help="captain", auto=False
    )
    if answer != DONE:
        yield from run(ctx, seat, read_id(answer).word(), {}, source)


@effect("take_adjacent_egg")
def take_adjacent_egg(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    spot = ctx.p(seat).crew[CAPTAIN]
    if spot is None:
        return
    near = sorted({n for c in spot for n in _around(c) if n in ctx.state.map_eggs})
    if not near:
        ctx.emit("egg", "No egg lies next to the captain.", seat)
        return
    options = [
        Option(
            option_id("egg", (r, c)),
            f"The {ctx.state.map_eggs[(r, c)]} egg at {r},{c}",
            refs=(f"hex:{r},{c}",),
            help="eggs",
        )
        for r, c in near
    ]
    answer = yield from ctx.ask(seat, "captain-egg", "Take which egg?", options, help="eggs")
    r, c = read_id(answer).coord()
    yield from store_egg(ctx, seat, ctx.state.map_eggs.pop((r, c)))


def _around(coord: tuple[int, int]) -> list[tuple[int, int]]:
    return neighbours(*coord)


@effect("flip_eggs_2")
def flip_eggs_2(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    chosen = yield from pick_eggs(ctx, seat, 2, f"{source_name(ctx, source)}: turn over which "
                                  "egg(s)?", unhatched_only=False)
    yield from flip(ctx, seat, chosen)


@effect("free_mountains")
def free_mountains(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    yield from ()  # Helena's power is a placement rule (see place.mountain_free)


@effect("activate_faced_special_effect")
def activate_faced_special_effect(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """Macus uses one icon next to him; which way he faces is the player's choice when
    placing him, so any neighbouring icon can be the one he faces."""
    spot = ctx.p(seat).crew[CAPTAIN]
    if spot is None:
        return
    icons = [h for h in habitats_around(ctx, spot) if h.special is not None]
    if not icons:
        ctx.emit("captain", "No special effect icon is next to Macus.", seat)
        return
    options = [
        Option(
            option_id("icon", h.coord),
            ctx.cat.special(h.special).text if h.special else "",
            refs=(f"hex:{h.coord[0]},{h.coord[1]}",),
            help="special-effects",
        )
        for h in icons
    ]
    answer = yield from ctx.ask(
        seat, "macus-icon", "Macus faces which icon?", options, help="special-effects"
    )
    r, c = read_id(answer).coord()
    yield from special_effect(ctx, seat, (r, c))


@effect("activate_pool_tile_effect")
def activate_pool_tile_effect(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    pool = [t for t in ctx.state.tile_pool if t is not None]
    if not pool:
        return
    options = [
        Option(f"tile:{t}", ctx.cat.special(ctx.cat.tile(t).special).text, help="special-effects")
        for t in pool
    ]
    # Fronterrier's recharge ability may be skipped, Captain Marie's power is used (skip.py)
    answer = yield from ctx.ask(
        seat, "marie-tile", "Use the icon of which pool tile?",
        with_skip(options, may_skip(source)), help="special-effects"
    )
    if answer == SKIP:
        return
    icon = ctx.cat.special(ctx.cat.tile(read_id(answer).number()).special)
    yield from run(ctx, seat, icon.effect.effect, dict(icon.effect.params), Source("icon"))


@effect("gain_least_resource_trophy_bonus")
def gain_least_resource_trophy_bonus(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    p = ctx.p(seat)
    least = min(p.resources.values())
    among = tuple(r for r in RESOURCES if p.resources[r] == least)
    amount = 1 + p.trophies // int(params["per_trophies"])
    resource = yield from choose_resource(
        ctx, seat, f"{source_name(ctx, source)}: gain which of your scarcest resources?", among,
        gaining=amount,
    )
    gain_resource(ctx, seat, resource, amount)


@effect("store_energy")
def store_energy(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    p = ctx.p(seat)
    p.captain_energies += int(params.get("count", 1))
    ctx.state.energies_supply -= int(params.get("count", 1))
    ctx.emit(
        "energy", f"{p.name} puts an energy on the captain board ({p.captain_energies}).", seat
    )
    yield from ()


@effect("distribute_energy")
def distribute_energy(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    p = ctx.p(seat)
    while p.captain_energies > 0:
        room = [
            c
            for c in p.reserve
            if ctx.card(c.number).type == "energy"
            and c.energies < (ctx.card(c.number).energy_limit or 0)
        ]
        if not room:
            break
        options = [
            Option(
                f"card:{c.number}",
                f"{ctx.card(c.number).name} ({c.energies} of {ctx.card(c.number).energy_limit})",
                help="energy",
            )
            for c in room
        ]
        options.append(Option(DONE, "Stop", help="energy"))
        answer = yield from ctx.ask(
            seat,
            "distribute-energy",
            f"Move an energy onto which card ({p.captain_energies} left)?",
            options,
            help="energy",
            auto=False,
        )
        if answer == DONE:
            break
        card = next(c for c in room if c.number == read_id(answer).number())
        card.energies += 1
        p.captain_energies -= 1


__all__ = ["EFFECTS", "RESOURCE_NAMES", "crew_hexes", "habitat_at", "near_crew"]
