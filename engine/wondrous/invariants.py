"""What must hold at every step: every component in exactly one place, every limit kept.
The modules on count the components they hold and check their own parts (the `held_cards`,
`held_eggs` and `invariants` hooks of engine.wondrous.modules)."""

from __future__ import annotations

from collections import Counter

from engine.wondrous import modules
from engine.wondrous.board import neighbours
from engine.wondrous.ctx import Ctx
from engine.wondrous.modules import automa_of


def check(ctx: Ctx) -> list[str]:
    s = ctx.state
    comps = ctx.cat.comps.components
    problems: list[str] = []
    cards = list(s.deck) + [n for n in s.wilderness if n is not None] + list(s.discard)
    for p in s.players:
        cards += p.hand + [c.number for c in p.reserve]
    cards += modules.held_cards(s)
    if sorted(cards) != ctx.cat.creatures_in(s.modules):
        problems.append("creature cards are not each in exactly one place")
    eggs = Counter(s.pouch) + Counter(s.map_eggs.values()) + Counter(s.supply_eggs)
    for p in s.players:
        eggs += Counter(e.species for e in p.eggs)
        eggs += Counter(sp for c in p.reserve for sp in c.added_species)
    eggs += Counter(modules.held_eggs(s))
    if dict(eggs) != {k: v for k, v in ctx.cat.eggs_in(s.modules).items() if v}:
        problems.append(f"eggs are not conserved: {dict(eggs)}")
    if any(n < 0 for n in s.supply_eggs.values()):
        problems.append("the egg supply went below zero")
    nets = s.nets_supply + sum(p.nets for p in s.players)
    if nets != comps.counts["butterfly_nets"] or s.nets_supply < 0:
        problems.append(f"nets are not conserved ({nets})")
    energies = s.energies_supply + sum(
        p.captain_energies + sum(c.energies for c in p.reserve) for p in s.players
    )
    if energies != comps.counts["energies"]:
        problems.append(f"energies are not conserved ({energies})")
    tiles = list(s.tile_stack) + [t for t in s.tile_pool if t is not None] + list(s.tiles.values())
    if sorted(tiles) != ctx.cat.tiles_in(s.modules):
        problems.append("habitat tiles are not each in exactly one place")
    held = s.trophies + s.trophies_removed + sum(p.trophies for p in s.players)
    if held != s.trophies_start:
        problems.append(f"trophies are not conserved ({held})")
    problems += _limits(ctx)
    problems += modules.problems(ctx)
    return problems


def _limits(ctx: Ctx) -> list[str]:
    s = ctx.state
    lim = ctx.cat.limits
    marker_rewards = ctx.cat.comps.tracks.achievement_marker_rewards
    problems = []
    seen: set[tuple[int, int]] = set()
    for p in s.players:
        if any(not 0 <= v <= lim["resource_max"] for v in p.resources.values()):
            problems.append(f"{p.name}'s resources are out of 0..{lim['resource_max']}")
        if not 0 <= p.nets <= lim["nets_max"]:
            problems.append(f"{p.name} holds {p.nets} nets")
        if len(p.eggs) > lim["egg_storage"] and automa_of(s, p.seat) is None:
            problems.append(f"{p.name} stores {len(p.eggs)} eggs")
        if len(p.markers) + len(p.achievements) != len(marker_rewards):
            problems.append(f"{p.name}'s achievement markers do not add up")
        for spot in p.crew:
            if spot is None:
                continue
            a, b = spot
            if b not in neighbours(*a):
                problems.append(f"{p.name} has a crew member on two hexes that do not touch")
            for coord in spot:
                if coord in seen:
                    problems.append(f"two crew members share the hex {coord}")
                seen.add(coord)
                if ctx.hexes[coord].terrain not in ("plains", "mountain"):
                    problems.append(f"a crew member stands on {ctx.hexes[coord].terrain}")
        for card in p.reserve:
            limit = ctx.card(card.number).energy_limit or 0
            if card.energies > limit:
                problems.append(f"{ctx.card(card.number).name} holds too many energies")
    for ach in s.achievements:
        holders = [x for x in ach.slots if x is not None]
        if len(holders) != len(set(holders)):
            problems.append(f"one player holds two slots of {ach.id}")
    return problems
