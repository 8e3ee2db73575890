"""Winterfall's part in placing a crew member (place.py leaves these seams, modules.py):
the blizzards that cover habitats (only a card is taken there, and the blizzard goes), the
aurora tile next to the spot that the placement activates (one at most, and only one that
would give something), and what a spot's label says of both."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import Option
from engine.core.option_ids import OptionId
from engine.wondrous.board import neighbours
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.free import GO_ON
from engine.wondrous.habitats import habitats_around, rim, rim_key
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
    """"; 1 blizzard; aurora: gain 2 Fruit": for each spot with a blizzard or an aurora
    tile next to it, the blizzards on the habitats there, then what the aurora tiles give
    (one of them is used per placement, so two read as a choice). Asked of every spot in a
    list, so each note is kept under the habitats, blizzards and aurora tiles on its rim."""
    blizzards, auroras = winter(ctx.state).blizzards, winter(ctx.state).auroras
    if not blizzards and not auroras:
        return {}
    weather = {*blizzards, *auroras}
    near = {n for c in weather for n in neighbours(*c)}  # a spot must touch one of these
    cache: dict[object, str] = ctx.cat.kept(SPOT_NOTES, dict)
    notes = {}
    for spot in spots:
        if spot[0] not in near and spot[1] not in near:
            continue
        around = rim(ctx, spot)
        if weather.isdisjoint(around):
            continue
        here = tuple((c, c in blizzards, auroras[c].tile if c in auroras else None)
                     for c in around if c in weather)
        key = (rim_key(ctx, spot), here)
        note = cache.get(key)
        if note is None:
            note = cache[key] = _spot_note(ctx, spot)
        if note:
            notes[spot] = note
    return notes


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
