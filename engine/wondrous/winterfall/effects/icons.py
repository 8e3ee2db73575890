"""Winterfall's special effect icons and aurora tile effects that the base game has no
function for (the others reuse base effects: see assets/wondrous/winterfall/icons.yaml and
tiles.yaml). free.idle_icon says when each gives nothing, so an aurora is not activated
for nothing."""

from __future__ import annotations

from typing import Any

from engine.core import Option
from engine.core.option_ids import read_id
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.deck import discover
from engine.wondrous.effects.recharge import pick_scarcest
from engine.wondrous.gains import gain_resource, gain_vp
from engine.wondrous.registry import Source, effect, num, source_name
from engine.wondrous.reserve import species_icons
from engine.wondrous.winterfall.effects.instant import choose_species

Params = dict[str, Any]


@effect("discover_species")
def discover_species(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """Declare a species; Discover a card showing it (one of its icons is enough)."""
    species = yield from choose_species(ctx, seat, source_name(ctx, source),
                                        "discover a card of which species?")
    discover(ctx, seat, lambda n: species in ctx.card(n).species, f"a {species} card")


def reserve_species(ctx: Ctx, seat: int) -> dict[str, int]:
    """Each species with icons in the reserve: cards and every egg, hatched or not."""
    p = ctx.p(seat)
    counts = {s: species_icons(ctx, p, s, hatched_too=True)
              for s in ctx.species}
    return {s: n for s, n in counts.items() if n}


@effect("score_chosen_species_icons")
def score_chosen_species_icons(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """Name a species of the reserve: `vp` per icon of it, on cards and eggs of both sides."""
    counts = reserve_species(ctx, seat)
    if not counts:
        ctx.emit("score", f"{ctx.name(seat)} has no species icon.", seat)
        return
    options = [Option(f"species:{s}", f"{s.title()}: {n} icon(s)", help="species")
               for s, n in counts.items()]
    answer = yield from ctx.ask(seat, "count-species",
                                f"{source_name(ctx, source)}: count which species?", options,
                                help="species")
    species = read_id(answer).word()
    yield from gain_vp(ctx, seat, num(params, "vp", 1) * counts[species], f"{species} icons")


@effect("gain_least_resources")
def gain_least_resources(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """`amount` of the resource the player holds fewest of (their pick among ties)."""
    resource = yield from pick_scarcest(ctx, seat)
    gain_resource(ctx, seat, resource, num(params, "amount", 2))
