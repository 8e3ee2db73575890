"""Suspicious Haze (solo scenario): slots Tingent takes from are refilled face down; four
face-down cards turn up together and score for Tingent; a sweep turns face-down cards up
instead of replacing cards. Face-down cards sit in `solo.hazed`, so their Wilderness slot
reads as empty to every other rule."""

from __future__ import annotations

from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.deck import deal
from engine.wondrous.modules import Setting, WondrousModule, register
from engine.wondrous.solo.area import solo_of, tingent_vp
from engine.wondrous.solo.component_set import tingent_parts
from engine.wondrous.solo.mode import played, played_level, scenario_level
from engine.wondrous.state import WondrousState


def haze_start(setting: Setting) -> None:
    """Medium and hard: the left-most Wilderness cards start face down (turned over in
    their slots before play: they do not leave the Wilderness, so not through `take`)."""
    state = setting.state
    haze = played_level(setting.cat, state, "haze")
    if haze is None or state.solo is None:
        return
    for slot in range(haze.start_face_down or 0):
        card = state.wilderness[slot]
        if card is not None:
            state.solo.hazed[slot] = card
            state.wilderness[slot] = None


def cover_slot(ctx: Ctx, slot: int) -> None:
    """Refill the slot Tingent took from with a face-down card."""
    solo = solo_of(ctx)
    number = deal(ctx)
    if number is None:
        return
    solo.hazed[slot] = number
    ctx.emit("haze", f"The haze: Wilderness slot {slot + 1} is refilled face down "
             f"({len(solo.hazed)} face down).", slot=slot)
    if len(solo.hazed) >= tingent_parts(ctx.cat.comps).haze_flip_at:
        flip_all(ctx)


def flip_all(ctx: Ctx) -> None:
    """Four face-down cards: all turn face up and Tingent scores."""
    level = scenario_level(ctx, "haze")
    assert level is not None and level.flip_vp is not None
    turn_up(ctx)
    tingent_vp(ctx, level.flip_vp, "the haze lifts")


def turn_up(ctx: Ctx, most: int | None = None) -> int:
    """Turn face-down Wilderness cards face up (left to right, at most `most`)."""
    cards = solo_of(ctx).hazed
    slots = sorted(cards)[:most]
    for slot in slots:
        ctx.state.wilderness[slot] = cards.pop(slot)
    if slots:
        ctx.table.reveal("face-down Wilderness cards were turned up")
        ctx.emit("haze", f"{len(slots)} face-down Wilderness card(s) turn face up.")
    return len(slots)


def sweep(ctx: Ctx, seat: int) -> Step:
    """A sweep turns up to three face-down cards face up instead of replacing cards."""
    if not turn_up(ctx, ctx.limit("sweep_cards")):
        ctx.emit("sweep", "The sweep finds no face-down card to turn up.", seat)
    yield from ()  # asks nothing


def face_down_slots(state: WondrousState) -> list[int]:
    """Slots holding a face-down card: no refill, no sweep."""
    return list(state.solo.hazed) if state.solo else []


register(WondrousModule("haze", is_on=lambda state: played(state, "haze"),
                        set_up={"people": haze_start}, sweep=sweep,
                        closed_slots=face_down_slots))
