"""Where Tingent's captain or crew member goes: next to the most habitats of the kinds its
card shows, never on a mountain, always to two new hexes; ties broken by the other
habitats, then special effect icons, then eggs, and last by the player's choice.

Winterfall changes it: the most aurora tiles around come first (even with no habitat of the
card's kinds there), a wild habitat is of every kind and a habitat under a blizzard still
counts; once its cards are brown side up it goes on mountains too, for nothing. It scores
for what it finds there: each blizzard around is removed for the level's blizzard VP, and
each aurora tile around loses a token for the level's aurora VP."""

from __future__ import annotations

from typing import NamedTuple

from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.habitats import habitats_around, is_wild, rim
from engine.wondrous.modules import people
from engine.wondrous.place import (
    crew_spots_cached,
    on_mountain,
    parse_spot,
)
from engine.wondrous.solo.area import draw_face_down, keep_egg, solo_of, tingent_vp
from engine.wondrous.solo.mode import played, scenario_level, winter_level
from engine.wondrous.spot_options import SpotOptions
from engine.wondrous.state import Spot
from engine.wondrous.winterfall.auroras import auroras_next_to, spend_token
from engine.wondrous.winterfall.blizzards import remove_blizzard
from engine.wondrous.winterfall.component_set import WINTERFALL
from engine.wondrous.winterfall.played import winter_if_played

MEMBERS = {"captain": 0, "crew": 1}
WHO = {0: "captain", 1: "crew member"}


class Rating(NamedTuple):
    """How good a spot is for Tingent, compared field by field (the tie-break order). With
    the wanted habitats equal, more others is more habitats in all (Winterfall's wording)."""

    auroras: int  # aurora tiles around it (only Winterfall lays them)
    wanted: int  # habitats of the card's kinds around it (a wild one is of every kind)
    others: int  # any other habitats around it
    specials: int  # special effect icons around it
    eggs: int  # eggs on it or around it


def rate(ctx: Ctx, spot: Spot, kinds: tuple[str, ...]) -> Rating:
    around = habitats_around(ctx, spot)  # a blizzard on one does not matter here
    wanted = sum(1 for h in around if h.kind in kinds or is_wild(h.kind))
    eggs = sum(1 for c in (*spot, *rim(ctx, spot)) if c in ctx.state.map_eggs)
    played = winter_if_played(ctx.state)
    auroras = len(auroras_next_to(ctx, spot)) if played and played.auroras else 0
    return Rating(auroras, wanted, len(around) - wanted, sum(1 for h in around if h.special),
                  eggs)


def mountains_open(ctx: Ctx) -> bool:
    """Winterfall: Tingent goes on mountains once its cards are brown side up."""
    return WINTERFALL in ctx.state.modules and solo_of(ctx).brown


def candidates(ctx: Ctx) -> list[Spot]:
    """Spots a member may move to: free of Tingent's own crew (including where the moving
    one stands now), not on a mountain (unless they are open to it), and free of your crew
    unless Tingent is an Outlaw."""
    blocked = {c for spot in ctx.p(solo_of(ctx).seat).crew if spot for c in spot}
    if not played(ctx.state, "outlaws"):
        blocked |= {c for p in ctx.state.players for spot in p.crew if spot for c in spot}
    mountains = mountains_open(ctx)
    return [
        s
        for s in crew_spots_cached(ctx)
        if s[0] not in blocked and s[1] not in blocked and (mountains or not on_mountain(ctx, s))
    ]


def best_spots(ctx: Ctx, kinds: tuple[str, ...]) -> list[Spot]:
    """The spots tied for best after the automatic tie-breaks ([] when no free spot touches
    a habitat of the card's kinds or an aurora tile)."""
    rated = [(rate(ctx, s, kinds), s) for s in candidates(ctx)]
    rated = [(r, s) for r, s in rated if r.wanted > 0 or r.auroras > 0]
    if not rated:
        return []
    top = max(r for r, _ in rated)
    return [s for r, s in rated if r == top]


def move(ctx: Ctx, member_kind: str, kinds: tuple[str, ...]) -> Step:
    """Move Tingent's captain or crew member; returns False when it cannot move."""
    solo = solo_of(ctx)
    member = MEMBERS[member_kind]
    spots = best_spots(ctx, kinds)
    if not spots:
        return False
    spot = spots[0]
    if len(spots) > 1:
        spot = yield from _ask_where(ctx, member, spots)
    tingent = ctx.p(solo.seat)
    tingent.crew[member] = spot
    rating = rate(ctx, spot, kinds)
    wanted = rating.wanted
    names = " or ".join(k.title() for k in kinds)
    where = f"{spot[0][0]},{spot[0][1]} + {spot[1][0]},{spot[1][1]}"
    near = (f"next to {wanted} {names} habitat(s): +{wanted} VP" if wanted else
            f"by {rating.auroras} aurora tile(s) and no {names} habitat")
    ctx.emit(
        "tingent",
        f"Tingent's {WHO[member]} moves to {where}, {near}.",
        solo.seat,
        member=member,
        spot=[list(spot[0]), list(spot[1])],
    )
    _kick_off(ctx, spot)  # after the move's line, so the log reads in order
    tingent_vp(ctx, wanted)  # the move's line says the points
    _winter_toll(ctx, spot)
    for coord in spot:
        egg = ctx.state.map_eggs.pop(coord, None)
        if egg is not None:
            keep_egg(ctx, egg, f"at {coord[0]},{coord[1]}")
    return True


def _winter_toll(ctx: Ctx, spot: Spot) -> None:
    """Winterfall: the blizzards around the spot go back to the supply, then each aurora
    tile around it loses a token (the last takes the tile off), each for the level's VP."""
    storms = [h.coord for h in habitats_around(ctx, spot) if h.covered]
    played = winter_if_played(ctx.state)
    auroras = auroras_next_to(ctx, spot) if played and played.auroras else []
    if not storms and not auroras:
        return
    solo = solo_of(ctx)
    level = winter_level(ctx.cat, solo.level)
    for coord in storms:
        remove_blizzard(ctx, coord, solo.seat)
    if storms:
        tingent_vp(ctx, level.blizzard_vp * len(storms), f"{len(storms)} blizzard(s) removed, "
                   f"{level.blizzard_vp} VP each")
    for coord in auroras:
        spend_token(ctx, solo.seat, coord)
        tingent_vp(ctx, level.aurora_vp, f"a token of the aurora at {coord[0]},{coord[1]}")


def _ask_where(ctx: Ctx, member: int, spots: list[Spot]) -> Step:
    """The last tie-break: the player decides where Tingent goes."""
    options = SpotOptions(ctx).options(ctx, [(s, False) for s in spots], help="tingent-tie")
    answer = yield from ctx.ask(
        people(ctx.state)[0],
        "tingent-spot",
        f"Tingent's {WHO[member]} ties between {len(spots)} places: you choose where it goes.",
        options,
        help="tingent-tie",
        auto=False,
    )
    return parse_spot(answer)


def _kick_off(ctx: Ctx, spot: Spot) -> None:
    """Outlaws: your crew members on those hexes go back to your board (medium: Tingent
    also draws a face-down card for each)."""
    outlaws = scenario_level(ctx, "outlaws")
    if outlaws is None:
        return
    solo = solo_of(ctx)
    for p in ctx.state.players:
        if p.seat == solo.seat:
            continue
        for i, mine in enumerate(p.crew):
            if mine and set(mine) & set(spot):
                p.crew[i] = None
                solo.kicked += 1
                who = "captain" if i == 0 else "crew member"
                ctx.emit("tingent", f"Tingent knocks {p.name}'s {who} off the map; it is back "
                         "on their board.", p.seat)
                for _ in range(outlaws.kick_penalty_cards or 0):
                    draw_face_down(ctx, "for the crew it knocked off")
