"""Tingent's part of a seat's view (`WondrousView.solo`): the solo module's view section,
so the base view never reads the solo state itself."""

from __future__ import annotations

from engine.wondrous.ctx import Ctx
from engine.wondrous.solo.mode import project_bonus
from engine.wondrous.view import TingentView, TingentWinterView
from engine.wondrous.winterfall.view import project_views


def tingent_view(ctx: Ctx, seat: int) -> TingentView | None:
    """Tingent's board and cards (see TingentView), the same for every seat; in Winterfall
    also its snowflakes, project tallies and the eggs waiting on its board."""
    solo = ctx.state.solo
    if solo is None:
        return None
    winter = None
    if ctx.state.winterfall.snowfields:
        t = ctx.p(solo.seat)
        winter = TingentWinterView(
            snowflakes=t.winterfall.snowflakes,
            project_bonus=project_bonus(ctx, t),
            project_tallies=[p.count[solo.seat] if p.count else None for p in project_views(ctx)],
            board_eggs={str(space): list(eggs) for space, eggs in sorted(solo.board_eggs.items())},
        )
    return TingentView(
        seat=solo.seat,
        level=solo.level,
        scenarios=dict(solo.scenarios),
        deck=len(solo.deck),
        drawn=list(solo.drawn),
        tracker=solo.tracker,
        brown=solo.brown,
        face_down=len(solo.face_down),
        targets=dict(solo.targets),
        hazed_slots=sorted(solo.hazed),
        kicked=solo.kicked,
        winter=winter,
    )
