"""The options of the spots a crew member may go on (place.py; Tingent's tie in solo), with
their labels: "2,3 + 2,4: next to 2 Coral, Fruit; 1 icon; egg: bird".

A list of spots is asked for at each placement and holds a hundred options, so what the
labels read is kept with the catalog, each under what it depends on: the habitats around a
spot depend only on the island, the tiles on its lakes and the hexes the modules' pieces
hide; an option's label besides on the eggs on its hexes, what the modules note there
(Winterfall's blizzards and aurora tiles) and whether a mountain fee is due."""

from __future__ import annotations

import functools
from collections import Counter
from dataclasses import dataclass, field

from engine.core import Option
from engine.core.option_ids import option_id
from engine.wondrous.board import neighbours
from engine.wondrous.ctx import Ctx
from engine.wondrous.habitats import habitats_around, rim, rim_key
from engine.wondrous.modules import MODULES
from engine.wondrous.state import Coord, Spot


@functools.cache  # a map has a few hundred spots; each list of them asks every id again
def spot_id(spot: Spot) -> str:
    return option_id("spot", *spot)


@functools.cache
def spot_refs(spot: Spot) -> tuple[str, ...]:
    return tuple(f"hex:{r},{c}" for r, c in spot)


@dataclass
class MapTexts:
    """The spot options made on one map (an island with the tiles on its lakes)."""

    #: by help topic: (spot, fee) -> its option, for a spot with no egg, no note and no
    #: hidden hex next to it
    plain: dict[str, dict[tuple[Spot, bool], Option]] = field(default_factory=dict)
    #: (spot, fee, help, the eggs on its hexes, the modules' notes, the hidden hexes next
    #: to it) -> its option
    made: dict[tuple[Spot, bool, str, tuple[str | None, ...], str, tuple[Coord, ...]],
               Option] = field(default_factory=dict)
    #: whole lists, under the spots and fees asked, the eggs on the map, the notes and the
    #: hidden hexes (a player backs out and asks again; a bot's worlds ask alike)
    lists: dict[object, list[Option]] = field(default_factory=dict)


class SpotOptions:
    """The options of the spots of one list, on the map as it is now. Kept for a few maps
    at a time: a game lays tiles (a new map), and sims play many games. The modules'
    pieces that hide habitats come and go more often (Winterfall's aurora tiles), so the
    spots next to one are kept under those hexes instead."""

    MAPS_KEPT = 64
    LISTS_KEPT = 256  # per map

    def __init__(self, ctx: Ctx) -> None:
        state = ctx.state
        on = MODULES.switched_on(state)
        self.noters = [m.spot_notes for m in on if m.spot_notes is not None]
        self.hidden = frozenset(c for m in on if m.hides_habitats is not None
                                for c in m.hides_habitats(state))
        self.near_hidden = {n for c in self.hidden for n in neighbours(*c)}
        key = (ctx.island, tuple(sorted(state.tiles.items())))
        cache = ctx.cat.map_texts
        found = cache.get(key)
        if found is None:
            if len(cache) >= self.MAPS_KEPT:
                cache.clear()
            found = cache[key] = MapTexts()
        self.map: MapTexts = found

    def options(self, ctx: Ctx, spots: list[tuple[Spot, bool]],
                help: str = "placement") -> list[Option]:
        """An option for each (spot, whether a mountain fee is due)."""
        map_eggs = ctx.state.map_eggs
        notes = self.notes(ctx, [spot for spot, _fee in spots])
        key = (help, tuple(spots), tuple(sorted(map_eggs.items())), tuple(notes.items()),
               self.hidden)
        known = self.map.lists.get(key)
        if known is None:
            if len(self.map.lists) >= self.LISTS_KEPT:
                self.map.lists.clear()
            known = self.map.lists[key] = self._options(ctx, spots, help, notes)
        return list(known)

    def _options(self, ctx: Ctx, spots: list[tuple[Spot, bool]], help: str,
                 notes: dict[Spot, str]) -> list[Option]:
        map_eggs = ctx.state.map_eggs
        plain = self.map.plain.setdefault(help, {})
        found = []
        near_hidden = self.near_hidden
        for spot, fee in spots:
            note = notes.get(spot, "")
            if (note or spot[0] in map_eggs or spot[1] in map_eggs
                    or spot[0] in near_hidden or spot[1] in near_hidden):
                found.append(self._made(ctx, spot, fee, help, note))
                continue
            option = plain.get((spot, fee))
            if option is None:
                option = plain[(spot, fee)] = self._made(ctx, spot, fee, help, "")
            found.append(option)
        return found

    def notes(self, ctx: Ctx, spots: list[Spot]) -> dict[Spot, str]:
        """What the modules note of each spot that has a note, in their order."""
        notes: dict[Spot, str] = {}
        for noter in self.noters:
            for spot, note in noter(ctx, spots).items():
                notes[spot] = notes.get(spot, "") + note
        return notes

    def _made(self, ctx: Ctx, spot: Spot, fee: bool, help: str, note: str) -> Option:
        eggs = (ctx.state.map_eggs.get(spot[0]), ctx.state.map_eggs.get(spot[1]))
        near_hidden = spot[0] in self.near_hidden or spot[1] in self.near_hidden
        under = tuple(c for c in rim(ctx, spot) if c in self.hidden) if near_hidden else ()
        key = (spot, fee, help, eggs, note, under)
        option = self.map.made.get(key)
        if option is None:
            label = self._label(ctx, spot, fee, [e for e in eggs if e is not None], note,
                                under)
            option = self.map.made[key] = Option(spot_id(spot), label, refs=spot_refs(spot),
                                                 help=help)
        return option

    def _label(self, ctx: Ctx, spot: Spot, fee: bool, eggs: list[str], note: str,
               under: tuple[Coord, ...]) -> str:
        near = _near_text(ctx, spot, under)
        extra = f"; egg: {', '.join(eggs)}" if eggs else ""
        count = ctx.cat.limits["mountain_cost"]
        cost = f"; costs {count} resource{'s' if count > 1 else ''} (mountain)" if fee else ""
        return f"{_spot_text(spot)}: next to {near}{note}{extra}{cost}"


def _near_text(ctx: Ctx, spot: Spot, under: tuple[Coord, ...]) -> str:
    """"2 Coral, Fruit; 1 icon": the habitats a spot touches (but those `under` a piece
    that hides them) and the special effect icons among them (a net can use those later).
    Only what lies on its rim matters, so it is kept under that (a new map changes few)."""
    key = (rim_key(ctx, spot), under)
    text = ctx.cat.near_texts.get(key)
    if text is None:
        habitats = habitats_around(ctx, spot)
        kinds = Counter(h.kind for h in habitats)  # first seen, first
        text = ", ".join(
            f"{n} {k.title()}" if n > 1 else k.title() for k, n in kinds.items()
        ) or "no habitat"
        icons = sum(1 for h in habitats if h.special)
        if icons:
            text += f"; {icons} icon{'s' if icons > 1 else ''}"
        ctx.cat.near_texts[key] = text
    return text


@functools.cache
def _spot_text(spot: Spot) -> str:
    (r1, c1), (r2, c2) = spot
    return f"{r1},{c1} + {r2},{c2}"
