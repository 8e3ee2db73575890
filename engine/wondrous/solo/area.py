"""Tingent's area: what it collects (face-down cards, eggs, VP), shared by its turn, its
placement, its board icons and the Haze."""

from __future__ import annotations

from engine.wondrous.ctx import Ctx
from engine.wondrous.deck import deal
from engine.wondrous.solo.state import SoloState
from engine.wondrous.state import Egg


def solo_of(ctx: Ctx) -> SoloState:
    assert ctx.state.solo is not None, "a solo rule ran outside a solo game"
    return ctx.state.solo


def draw_face_down(ctx: Ctx, why: str = "") -> None:
    solo = solo_of(ctx)
    number = deal(ctx)
    if number is None:
        ctx.emit("tingent", "Tingent would draw a card, but none is left.", solo.seat)
        return
    solo.face_down.append(number)
    ctx.emit("tingent", f"Tingent draws a card face down{f' {why}' if why else ''} "
             f"({len(solo.face_down)} face down).", solo.seat)


def keep_egg(ctx: Ctx, species: str, where: str) -> None:
    """An egg into Tingent's area (no storage limit, no rewards, never hatched)."""
    solo = solo_of(ctx)
    ctx.p(solo.seat).eggs.append(Egg(species))
    ctx.emit("tingent", f"Tingent takes the {species} egg {where}.", solo.seat, species=species)


def tingent_vp(ctx: Ctx, vp: int, why: str = "") -> None:
    """Tingent's points during the game (it takes no score track rewards); said in the log
    when `why` is given (a move already says its points)."""
    solo = solo_of(ctx)
    p = ctx.p(solo.seat)
    p.score += vp
    if why:
        ctx.emit("tingent", f"Tingent scores {vp} VP ({why}): {p.score} in all.", solo.seat,
                 vp=vp)
