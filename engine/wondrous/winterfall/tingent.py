"""Tingent in the Winterfall events (the Winterfall solo rules). When a Winterfall card's
sequential effect or an aurora event comes to its seat, Tingent acts by itself, asking
nobody, and gains no resource:

- a snowflake goes on a snowfield whose card shows the species of the single-species
  achievement under Tingent's turquoise target token; when no Wilderness card shows it, one
  of the two species of the multi-species achievement under its yellow token. Among those:
  the most snowflakes, then the card with the highest ending score, then the leftmost; when
  no card shows a target species, the same order over every snowfield.
- two blizzards go on empty wild habitats first, then on empty habitats with a special
  effect icon, the leftmost then the topmost first.
- a mountain tile goes on unmarked plains next to a wild habitat: the one next to the most
  habitats, then the leftmost, then the topmost; when no such plains is next to a wild
  habitat, the one next to the most habitats anywhere.
- in an aurora event it draws one tile, not two, and lays it on the leftmost wild habitat,
  else on the leftmost habitat with a special effect icon, the topmost on a tie; a blizzard
  there goes back to the supply and scores nothing.

"Leftmost" and "topmost" read the map as it is drawn: odd rows sit half a hex to the right
(board.left_to_right). An empty habitat holds no blizzard and no aurora tile. A habitat
under an aurora tile is none while the tile lies there (habitats.habitat_at): a mountain
tile's plains next to a wild habitat under a tile is not "next to a wild habitat"."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.option_ids import coord_text
from engine.wondrous.board import left_to_right
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.habitats import habitat_at, habitats_around, is_wild
from engine.wondrous.modules import AutomaStep
from engine.wondrous.solo.area import solo_of
from engine.wondrous.state import Coord
from engine.wondrous.winterfall.auroras import aurora_spots, draw_aurora, lay_aurora, tile_of
from engine.wondrous.winterfall.blizzards import blizzard_spots, blizzards_left, place_blizzard
from engine.wondrous.winterfall.effects.events import egg_on_new_tile
from engine.wondrous.winterfall.mountain_tiles import (
    lay_mountain_tile,
    mountain_tile_spots,
    tiles_left,
)
from engine.wondrous.winterfall.played import winter
from engine.wondrous.winterfall.snowfields import place_snowflakes, slots_with_species
from engine.wondrous.winterfall.wild_habitats import wild_habitats

BLIZZARDS = 2  # Tingent lays this many, of any types, where a player lays a same-type pair
TARGETS = ("single", "multi")  # the target tokens naming its snowflake's species, in turn


# -- a snowflake ----------------------------------------------------------------------------


def snowflake(ctx: Ctx, params: Mapping[str, Any]) -> Step:
    solo = solo_of(ctx)
    wilderness = ctx.state.wilderness
    species, slots = target_snowfields(ctx)
    pool = slots or [s for s, n in enumerate(wilderness) if n is not None]
    if not pool:
        ctx.emit("tingent", "The Wilderness is empty: Tingent places no snowflake.", solo.seat)
        return

    def order(slot: int) -> tuple[int, int, int]:
        number = wilderness[slot]
        assert number is not None
        return (winter(ctx.state).snowfields[slot], ctx.card(number).ending_score, -slot)

    slot = max(pool, key=order)
    number = wilderness[slot]
    assert number is not None
    name = ctx.card(number).name
    why = (f"its card shows {' or '.join(s.title() for s in species)}" if slots
           else "no card shows a species Tingent aims at")
    ctx.emit("tingent", f"Tingent puts a snowflake on snowfield {slot + 1} above {name} "
             f"({why}).", solo.seat, slot=slot)
    place_snowflakes(ctx, [slot], solo.seat)
    yield from ()


def target_snowfields(ctx: Ctx) -> tuple[tuple[str, ...], list[int]]:
    """The species Tingent aims its snowflake at and the slots whose card shows one: the
    turquoise token's achievement, else the yellow one's; ((), []) when no card shows any."""
    targets = solo_of(ctx).targets
    for kind in TARGETS:
        if kind not in targets:
            continue
        species = tuple(ctx.cat.achievement(targets[kind]).species)
        slots = sorted({s for sp in species for s in slots_with_species(ctx, sp)})
        if slots:
            return species, slots
    return (), []


# -- blizzards ------------------------------------------------------------------------------


def blizzards(ctx: Ctx, params: Mapping[str, Any]) -> Step:
    solo = solo_of(ctx)
    chosen = blizzard_habitats(ctx)[:min(BLIZZARDS, blizzards_left(ctx))]
    if not chosen:
        why = ("No blizzard is left in the supply" if blizzards_left(ctx) <= 0 else
               "No wild habitat and no habitat with a special effect icon is empty")
        ctx.emit("tingent", f"{why}: Tingent lays no blizzard.", solo.seat)
        return
    where = " and ".join(coord_text(c) for c in chosen)
    ctx.emit("tingent", f"Tingent lays {len(chosen)} blizzard(s), on the habitat(s) at {where}.",
             solo.seat)
    for coord in chosen:
        place_blizzard(ctx, coord, solo.seat)
    yield from ()


def blizzard_habitats(ctx: Ctx) -> list[Coord]:
    """Empty habitats in Tingent's order: the wild ones, then those with a special effect
    icon, each leftmost then topmost first."""
    empty = [(c, h) for c in blizzard_spots(ctx) if (h := habitat_at(ctx, c)) is not None]
    wild = sorted((c for c, h in empty if is_wild(h.kind)), key=left_to_right)
    iconed = sorted((c for c, h in empty if h.special and not is_wild(h.kind)),
                    key=left_to_right)
    return wild + iconed


# -- a mountain tile ------------------------------------------------------------------------


def mountain(ctx: Ctx, params: Mapping[str, Any]) -> Step:
    lay_tingent_mountain(ctx)
    yield from ()


def mountain_with_egg(ctx: Ctx, params: Mapping[str, Any]) -> Step:
    coord = lay_tingent_mountain(ctx)
    if coord is not None:
        egg_on_new_tile(ctx, coord, solo_of(ctx).seat)
    yield from ()


def lay_tingent_mountain(ctx: Ctx) -> Coord | None:
    """An unmarked mountain tile where Tingent's order puts it; returns the hex (None when
    no tile or no unmarked plains is left)."""
    solo = solo_of(ctx)
    coord = mountain_hex(ctx)
    if coord is None:
        ctx.emit("tingent", "No unmarked mountain tile or unmarked plains is left: Tingent "
                 "lays no mountain tile.", solo.seat)
        return None
    near = len(habitats_around(ctx, (coord,)))
    ctx.emit("tingent", f"Tingent lays a mountain tile on the plains at {coord_text(coord)}, "
             f"next to {near} habitat(s).", solo.seat, hex=list(coord))
    lay_mountain_tile(ctx, coord, None, solo.seat)
    return coord


def mountain_hex(ctx: Ctx) -> Coord | None:
    """Unmarked plains next to a wild habitat if any (else any), the one next to the most
    habitats, then the leftmost, then the topmost."""
    spots = mountain_tile_spots(ctx) if tiles_left(ctx) > 0 else []
    if not spots:
        return None
    around = {c: habitats_around(ctx, (c,)) for c in spots}
    by_wild = [c for c in spots if any(is_wild(h.kind) for h in around[c])]
    return min(by_wild or spots, key=lambda c: (-len(around[c]), left_to_right(c)))


# -- its aurora -----------------------------------------------------------------------------


def aurora(ctx: Ctx) -> Step:
    solo = solo_of(ctx)
    tile = draw_aurora(ctx)
    if tile is None:
        ctx.emit("tingent", "No aurora tile is left for Tingent to draw.", solo.seat)
        return
    coord = aurora_habitat(ctx)
    if coord is None:
        winter(ctx.state).aurora_discard.append(tile)
        ctx.emit("tingent", "No wild habitat or habitat with a special effect icon can take "
                 "Tingent's aurora tile: it goes to the discard pile.", solo.seat, tile=tile)
        return
    h = habitat_at(ctx, coord)
    kind = "wild habitat" if h is not None and is_wild(h.kind) else "habitat"
    ctx.emit("tingent", f"Tingent draws an aurora tile ({tile_of(ctx, tile).text.rstrip('.')}) "
             f"and lays it on the {kind} at {coord_text(coord)}.", solo.seat, tile=tile)
    lay_aurora(ctx, tile, coord, solo.seat)
    yield from ()


def aurora_habitat(ctx: Ctx) -> Coord | None:
    """The leftmost wild habitat free of an aurora tile, else the leftmost habitat with a
    special effect icon free of one (topmost on a tie), else None."""
    free = set(aurora_spots(ctx))
    wild = [c for c in wild_habitats(ctx) if c in free]
    if wild:
        return wild[0]
    iconed = [c for c in free if (h := habitat_at(ctx, c)) is not None and h.special]
    return min(iconed, key=left_to_right, default=None)


#: Tingent's step for each sequential effect of the Winterfall cards (by effect name)
SEQUENTIAL: dict[str, AutomaStep] = {
    "snowflake_gain_resource": snowflake,
    "blizzard_pair_gain_resource": blizzards,
    "mountain_gain_resource": mountain,
    "mountain_egg_gain_resource": mountain_with_egg,
}
