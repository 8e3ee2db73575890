"""Tingent's part of a seat's view (`WondrousView.solo`): the solo module's view section,
so the base view never reads the solo state itself."""

from __future__ import annotations

from engine.core.records import Frozen
from engine.wondrous.ctx import Ctx
from engine.wondrous.solo.mode import project_bonus
from engine.wondrous.winterfall.played import seat_winter, winter_if_played
from engine.wondrous.winterfall.view import project_views


class TingentWinterView(Frozen):
    """Tingent in Winterfall: its snowflakes, its level's extra project icons, its tally in
    each project (those icons counted in; None: not drawn yet) and the eggs waiting on its
    board (Eggpocalypse: board space -> species)."""

    snowflakes: int
    project_bonus: int
    project_tallies: list[int | None]
    board_eggs: dict[str, list[str]]


class TingentView(Frozen):
    """Tingent's board and cards; face-down cards and its deck only as counts. Its crew,
    eggs, face-up cards, markers and points are its player's (`players[seat]`)."""

    seat: int
    level: str
    scenarios: dict[str, str]
    deck: int
    drawn: list[int]
    tracker: int
    brown: bool
    face_down: int
    targets: dict[str, str]
    hazed_slots: list[int]
    kicked: int
    winter: TingentWinterView | None


def tingent_view(ctx: Ctx, seat: int) -> TingentView | None:
    """Tingent's board and cards (see TingentView), the same for every seat; in Winterfall
    also its snowflakes, project tallies and the eggs waiting on its board."""
    solo = ctx.state.solo
    if solo is None:
        return None
    winter = None
    played = winter_if_played(ctx.state)
    if played is not None and played.snowfields:
        t = ctx.p(solo.seat)
        winter = TingentWinterView(
            snowflakes=seat_winter(t).snowflakes,
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
