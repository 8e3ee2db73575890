"""The icons on Tingent's board: Discovery, the time track, and completing the achievement
under a target token (then moving that token on)."""

from __future__ import annotations

from engine.wondrous.achieve import achievement_name
from engine.wondrous.board import left_to_right
from engine.wondrous.components import Achievement
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.discovery import open_lakes, place_tile, refill_pool
from engine.wondrous.gains import say_if_last, take_trophy_from_board
from engine.wondrous.reserve import species_icons
from engine.wondrous.solo.area import keep_egg, solo_of
from engine.wondrous.state import AchievementState
from engine.wondrous.time_track import advance


def track_icon(ctx: Ctx, icon: str) -> Step:
    if icon == "discovery":
        discovery(ctx)
    elif icon == "advance_time":
        ctx.emit("tingent", "Tingent moves the time tracker.", solo_of(ctx).seat)
        yield from advance(ctx, None)  # no net for Tingent
    else:
        complete(ctx, icon.split("_")[0])


def discovery(ctx: Ctx) -> None:
    """A tile from the stack onto the left-most lake with an egg (Tingent takes the egg),
    else onto the left-most lake. With the stack empty, the left-most pool tile is used."""
    state = ctx.state
    solo = solo_of(ctx)
    lakes = open_lakes(ctx)
    if not lakes:
        ctx.emit("tingent", "Tingent's Discovery: no open lake is left.", solo.seat)
        return
    tile: int | None
    if state.tile_stack:
        tile = state.tile_stack.pop()
        ctx.table.reveal("a habitat tile was revealed")
    else:
        slot = next((i for i, t in enumerate(state.tile_pool) if t is not None), None)
        if slot is None:
            ctx.emit("tingent", "Tingent's Discovery: no habitat tile is left.", solo.seat)
            return
        tile, state.tile_pool[slot] = state.tile_pool[slot], None
        refill_pool(ctx)
    assert tile is not None
    with_egg = [c for c in lakes if c in state.map_eggs]
    lake = min(with_egg or lakes, key=left_to_right)
    ctx.emit("tingent", "Tingent makes a Discovery.", solo.seat)
    place_tile(ctx, solo.seat, tile, lake)
    egg = state.map_eggs.pop(lake, None)
    if egg is not None:
        keep_egg(ctx, egg, "from that lake")


def tingent_icons(ctx: Ctx, card: Achievement) -> int:
    """Tingent's icons for a species achievement: its face-up cards' and its eggs'."""
    p = ctx.p(solo_of(ctx).seat)
    return sum(species_icons(ctx, p, s, hatched_too=True) for s in card.species)


def choose_slot(ctx: Ctx, kind: str, ach: AchievementState) -> int | None:
    """The slot Tingent takes on the target card, or None when it forfeits. Main: the upper
    slot, else the lower. Species: the upper slot when its icons exceed the lower slot's
    threshold, else (or when the upper is yours) the lower."""
    solo = solo_of(ctx)
    if solo.seat in ach.slots:
        return None
    upper_free, lower_free = ach.slots[0] is None, ach.slots[1] is None
    if kind == "main":
        return 0 if upper_free else 1 if lower_free else None
    card = ctx.cat.achievement(ach.id)
    lower = card.sides[ctx.state.achievement_side].slots[1].threshold  # type: ignore[index]
    assert lower is not None
    if upper_free and tingent_icons(ctx, card) > lower:
        return 0
    return 1 if lower_free else None


def complete(ctx: Ctx, kind: str) -> None:
    solo = solo_of(ctx)
    p = ctx.p(solo.seat)
    ach = next(a for a in ctx.state.achievements if a.id == solo.targets[kind])
    slot = choose_slot(ctx, kind, ach) if p.markers else None
    if slot is None:
        why = "no marker left" if not p.markers else "no slot it may take"
        ctx.emit("tingent", f"Tingent gives up on the {achievement_name(ctx, ach.id)} ({why}).",
                 solo.seat)
    else:
        ach.slots[slot] = solo.seat
        p.markers.pop()
        p.achievements.append(ach.id)
        where = "upper" if slot == 0 else "lower"
        ctx.emit("tingent", f"Tingent completes the {achievement_name(ctx, ach.id)} ({where} "
                 "slot).", solo.seat, achievement=ach.id, slot=slot)
        if take_trophy_from_board(ctx):
            p.trophies += 1
            ctx.emit("tingent", f"Tingent takes a trophy ({p.trophies}).", solo.seat)
            say_if_last(ctx)
    move_target(ctx, kind)


def move_target(ctx: Ctx, kind: str) -> None:
    """Main: to the next main card on the right. Species: to another card of that kind
    Tingent has not completed. With nowhere to go, the token stays."""
    solo = solo_of(ctx)
    p = ctx.p(solo.seat)
    same = [a.id for a in ctx.state.achievements if ctx.cat.achievement(a.id).kind == kind]
    here = same.index(solo.targets[kind])
    if kind == "main":
        ahead = same[here + 1 : here + 2]
    else:
        ahead = [a for a in same if a != solo.targets[kind] and a not in p.achievements]
    if ahead:
        solo.targets[kind] = ahead[0]
        ctx.emit("tingent", f"Tingent's {kind} target token moves to the "
                 f"{achievement_name(ctx, ahead[0])}.", solo.seat)
