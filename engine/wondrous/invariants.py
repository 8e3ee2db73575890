"""What must hold at every step: every component in exactly one place, every limit kept."""

from __future__ import annotations

from collections import Counter

from engine.wondrous.board import neighbours
from engine.wondrous.ctx import WINTERFALL, Ctx
from engine.wondrous.habitats import habitat_on, tokens_left
from engine.wondrous.modules import automa_of
from engine.wondrous.solo.mode import tingent_cards
from engine.wondrous.winterfall.blizzards import blizzards_left


def check(ctx: Ctx) -> list[str]:
    s = ctx.state
    comps = ctx.cat.comps.components
    problems: list[str] = []
    cards = list(s.deck) + [n for n in s.wilderness if n is not None] + list(s.discard)
    for p in s.players:
        cards += p.hand + [c.number for c in p.reserve]
    if s.solo is not None:
        cards += s.solo.face_down + list(s.solo.hazed.values())
    if sorted(cards) != ctx.cat.creatures_in(s.modules):
        problems.append("creature cards are not each in exactly one place")
    eggs = Counter(s.pouch) + Counter(s.map_eggs.values()) + Counter(s.supply_eggs)
    for p in s.players:
        eggs += Counter(e.species for e in p.eggs)
        eggs += Counter(sp for c in p.reserve for sp in c.added_species)
    if s.solo is not None:
        eggs += Counter(sp for waiting in s.solo.board_eggs.values() for sp in waiting)
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
    problems += _winter_map(ctx)
    if s.solo is not None:
        problems += _tingent(ctx)
    return problems


def _tingent(ctx: Ctx) -> list[str]:
    s = ctx.state
    solo = s.solo
    assert solo is not None
    t = s.players[solo.seat]
    problems = []
    numbers = sorted(c.number for c in tingent_cards(ctx.cat, s.modules))
    if sorted(solo.deck + solo.drawn) != numbers:
        problems.append("Tingent's cards are not each in exactly one place")
    if any(t.resources.values()) or t.nets or t.hand or any(t.crew[2:]):  # captain, crew member
        problems.append("Tingent holds resources, nets, a hand or a third crew member")
    # Winterfall: brown side up it goes on mountains, and a mountain tile may be laid under
    # it at any time (so only a printed mountain tells a wrong move)
    roams = WINTERFALL in s.modules and solo.brown
    printed = ctx.cat.maps[s.side]
    for spot in t.crew:
        if spot and not roams and any(printed[c].terrain == "mountain" for c in spot):
            problems.append("Tingent stands on a mountain")
    if set(solo.hazed) & {i for i, n in enumerate(s.wilderness) if n is not None}:
        problems.append("a Wilderness slot is both face up and face down")
    if len(solo.hazed) >= ctx.cat.comps.tingent.haze_flip_at:
        problems.append("the face-down Wilderness cards should have turned up")
    return problems


def _winter_map(ctx: Ctx) -> list[str]:
    """Winterfall: a blizzard or an aurora tile lies on a habitat (no blizzard on the
    Butterfly Net Habitat, none under an aurora tile), each tile keeps a token, the
    snowflakes are never negative, no aurora tile or Winterfall card is in two places, and
    the blizzards and aurora tokens are on the map or in the supply, never more than the
    box holds."""
    s = ctx.state
    problems = []
    if blizzards_left(ctx) < 0:
        problems.append(
            f"{len(s.winterfall.blizzards)} blizzards lie on the map: more than the box holds"
        )
    if tokens_left(ctx) < 0:
        problems.append("more aurora tokens lie on the map than the box holds")
    if s.winterfall.blizzards != sorted(set(s.winterfall.blizzards)):
        problems.append("the blizzards are not one per habitat, in order")
    raw = ctx.cat.hexes(ctx.island)
    for coord in s.winterfall.blizzards:
        h = habitat_on(ctx.cat, ctx.island, s.tiles, coord)
        if h is None or h.kind == "net" or coord in s.winterfall.auroras:
            problems.append(f"a blizzard lies on {raw[coord].terrain} at {coord}")
    for coord, lying in s.winterfall.auroras.items():
        if habitat_on(ctx.cat, ctx.island, s.tiles, coord) is None or lying.tokens < 1:
            problems.append(f"the aurora tile at {coord} lies off a habitat or has no token")
    if any(n < 0 for n in s.winterfall.snowfields) or any(
        p.winterfall.snowflakes < 0 for p in s.players
    ):
        problems.append("a snowflake count went below zero")
    tiles = [*s.winterfall.aurora_stack, *s.winterfall.aurora_discard, *s.winterfall.aurora_drawn,
             *(a.tile for a in s.winterfall.auroras.values())]
    if len(tiles) != len(set(tiles)):
        problems.append("an aurora tile is in two places")
    cards = [
        *s.winterfall.winter_deck,
        *s.winterfall.winter_discard,
        *([s.winterfall.winter_card] if s.winterfall.winter_card else []),
    ]
    if len(cards) != len(set(cards)):
        problems.append("a Winterfall card is in two places")
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
