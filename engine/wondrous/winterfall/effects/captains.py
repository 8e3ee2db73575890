"""Winterfall's captain powers (#14-19): most grow with the stored eggs or the trophies; Zuri
spends the energies on her board in a free action, once a turn."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core import Option
from engine.wondrous.cards import draw, take_from_wilderness
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.effects.recharge import pick_top_habitat
from engine.wondrous.gains import gain_resource, gain_vp
from engine.wondrous.play import play_card
from engine.wondrous.registry import Source, effect, num, source_name
from engine.wondrous.winterfall.effects.instant import choose_species, discover_species
from engine.wondrous.winterfall.snowfields import snow_on_species

Params = dict[str, Any]
BACK = "back"


def tier(params: Params, count: int) -> int:
    """Which tier `count` reaches (1 for the lowest): `tiers` lists each tier's least count."""
    least: Sequence[int] = params["tiers"]
    return sum(1 for n in least if count >= n)


@effect("draw_by_stored_eggs")
def draw_by_stored_eggs(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """Aquilo: eggs face up or down all count."""
    reached = tier(params, len(ctx.p(seat).eggs))
    drawn = yield from draw(ctx, seat, 1)
    if not drawn or reached < 2:
        return
    card = ctx.card(drawn[0])
    gain_resource(ctx, seat, card.habitat)
    if reached >= 3:  # an end card's printed ending score is 0
        yield from gain_vp(ctx, seat, card.ending_score, source_name(ctx, source))


@effect("score_by_stored_eggs")
def score_by_stored_eggs(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """Freya (#15): 1 VP per tier reached."""
    eggs = len(ctx.p(seat).eggs)
    yield from gain_vp(ctx, seat, tier(params, eggs), f"{source_name(ctx, source)}: {eggs} eggs")


@effect("snowflakes_by_species_score")
def snowflakes_by_species_score(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """Kaashif: only the snowflakes he places score (and a captain's are no card's: no
    Bansheer)."""
    why = source_name(ctx, source)
    done = yield from snow_on_species(ctx, seat, why)
    if done is not None:
        yield from gain_vp(ctx, seat, num(params, "vp") * done[1], f"{why}: snowflakes")


@effect("take_wilderness_by_trophies")
def take_wilderness_by_trophies(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    why = source_name(ctx, source)
    reached = tier(params, ctx.p(seat).trophies)
    taken = yield from take_from_wilderness(ctx, seat, 1, why=why)
    if reached >= 2 and taken:
        gain_resource(ctx, seat, ctx.card(taken[0]).habitat)
    if reached >= 3:
        yield from gain_vp(ctx, seat, num(params, "vp"), why)


@effect("gain_top_habitat_resource_by_trophies")
def gain_top_habitat_resource_by_trophies(ctx: Ctx, seat: int, params: Params,
                                          source: Source) -> Step:
    why = source_name(ctx, source)
    reached = tier(params, ctx.p(seat).trophies)
    resource = yield from pick_top_habitat(ctx, seat, why)
    gain_resource(ctx, seat, resource, 2 if reached >= 2 else 1)
    if reached >= 3:
        yield from gain_vp(ctx, seat, num(params, "vp"), why)


@effect("captain_energy_discover")
def captain_energy_discover(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """Zuri's free action: spend 1 energy of her board to discover a card of a named species,
    or 3 to discover one and play it for free (no action spent). The caller lets it run once
    a turn; going back spends nothing."""
    p = ctx.p(seat)
    uses = {"discover": num(params, "discover_cost"), "discover-play": num(params, "play_cost")}
    labels = {"discover": "Discover a card of a species",
              "discover-play": "Discover a card of a species and play it for free"}
    options = [Option(use, f"{labels[use]} ({cost} energy)", help="captain",
                      enabled=p.captain_energies >= cost,
                      reason=f"it needs {cost} energies on the captain board")
               for use, cost in uses.items()]
    options.append(Option(BACK, "Back", help="captain"))
    why = source_name(ctx, source)
    use = yield from ctx.ask(seat, "captain-energy", f"{why}: spend energies how "
                             f"({p.captain_energies} on the board)?", options, help="captain",
                             auto=False)
    if use == BACK:
        return
    p.captain_energies -= uses[use]
    ctx.state.energies_supply += uses[use]
    p.captain_free_used = True
    ctx.emit("energy", f"{p.name} spends {uses[use]} energy of {why}'s board "
             f"({p.captain_energies} left).", seat)
    species = yield from choose_species(ctx, seat, why)
    found = discover_species(ctx, seat, (species,))
    if found is not None and use == "discover-play":
        yield from play_card(ctx, seat, found, source="hand", paid=False)

