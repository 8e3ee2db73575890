"""Winterfall's part in placing a crew member (place.py leaves these seams, modules.py):
the blizzards that cover habitats (only a card is taken there, and the blizzard goes), the
aurora tile next to the spot that the placement activates (one at most, and only one that
would give something), and what a spot's label says of both."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import Option
from engine.core.option_ids import OptionId
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.free import GO_ON
from engine.wondrous.habitats import habitats_around, rim
from engine.wondrous.modules import HabitatCover
from engine.wondrous.state import Coord, Spot
from engine.wondrous.winterfall.auroras import (
    activate,
    aurora_gift,
    aurora_options,
    auroras_next_to,
)
from engine.wondrous.winterfall.blizzards import remove_blizzard
from engine.wondrous.winterfall.played import winter

BLIZZARDS = HabitatCover(
    on=lambda state: winter(state).blizzards,
    lift=remove_blizzard,
    name="blizzard",
    help="blizzards",
    card_note="and off goes its blizzard",
    no_card="Remove the blizzard at {where} (no card of its kind to take)",
)


@dataclass
class AuroraReward:
    """The aurora tiles next to a new crew member (those already there: one laid later
    gives nothing); one is activated per placement, when it would give something."""

    near: list[Coord] = field(default_factory=list)
    kind: str = "aurora"
    go_on: Option = field(default_factory=lambda: Option(
        GO_ON, "Go on: the aurora would give nothing now", help="auroras"))

    def options(self, ctx: Ctx, seat: int) -> list[Option]:
        return aurora_options(ctx, seat, self.near)

    def take(self, ctx: Ctx, seat: int, picked: OptionId) -> Step:
        self.near = []  # one aurora per placement
        yield from activate(ctx, seat, picked.coord())


def aurora_reward(ctx: Ctx, spot: Spot) -> AuroraReward:
    return AuroraReward(auroras_next_to(ctx, spot))


SPOT_NOTES = "winterfall.spot_notes"  # the catalog's cache of spot notes


def spot_notes(ctx: Ctx, spots: list[Spot]) -> dict[Spot, str]:
    """The note of each spot with a blizzard or an aurora tile next to it (spot_note)."""
    state = ctx.state
    blizzards, auroras = winter(state).blizzards, winter(state).auroras
    if not blizzards and not auroras:
        return {}
    weather = {*blizzards, *auroras}
    notes = {}
    for spot in spots:
        if not weather.isdisjoint(rim(ctx, spot)):
            note = spot_note(ctx, spot)
            if note:
                notes[spot] = note
    return notes


def spot_note(ctx: Ctx, spot: Spot) -> str:
    """"; 1 blizzard; aurora: gain 2 Fruit": the blizzards on the habitats next to a spot,
    then what the aurora tiles there give (one of them is used per placement, so two read
    as a choice). Asked of every spot in a list, so cached under the tiles, blizzards and
    aurora tiles on its rim."""
    state = ctx.state
    blizzards, auroras = winter(state).blizzards, winter(state).auroras
    if not blizzards and not auroras:
        return ""
    around = rim(ctx, spot)
    weather = tuple(
        (c, c in blizzards, auroras[c].tile if c in auroras else None)
        for c in around
        if c in blizzards or c in auroras
    )
    if not weather:
        return ""
    tiles = tuple((c, state.tiles[c]) for c in around if c in state.tiles)
    key = (ctx.island, spot, tiles, weather)
    cache: dict[object, str] = ctx.cat.kept(SPOT_NOTES, dict)
    found = cache.get(key)
    if found is None:
        found = cache[key] = _spot_note(ctx, spot)
    return found


def _spot_note(ctx: Ctx, spot: Spot) -> str:
    text = ""
    storms = sum(1 for h in habitats_around(ctx, spot) if h.covered)
    if storms:
        text += f"; {storms} blizzard{'s' if storms > 1 else ''}"
    gifts = [aurora_gift(ctx, winter(ctx.state).auroras[c].tile)
             for c in auroras_next_to(ctx, spot)]
    if len(gifts) == 1:
        text += f"; aurora: {gifts[0]}"
    elif gifts:
        text += f"; auroras (one is used): {' or '.join(gifts)}"
    return text
