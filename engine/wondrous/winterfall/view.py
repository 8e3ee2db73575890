"""Winterfall's part of a seat's view (`WondrousView.winterfall`): the Winterfall module's
view section, so the base view never reads Winterfall's state itself; and the snowflakes on
a player's board (`PlayerView.snowflakes`, its board section)."""

from __future__ import annotations

from engine.core.records import Frozen
from engine.wondrous.ctx import Ctx
from engine.wondrous.state import PlayerState
from engine.wondrous.winterfall.auroras import gives_nothing
from engine.wondrous.winterfall.component_set import winterfall_parts
from engine.wondrous.winterfall.played import seat_winter, winter
from engine.wondrous.winterfall.projects import rank_points, snowflake_count, species_count


class AuroraView(Frozen):
    """An aurora tile lying on a habitat, with the tokens left on it."""

    tile: int
    tokens: int


class ProjectView(Frozen):
    """A project of the project board as it would score now: what it counts (a species,
    once drawn at setup, or snowflakes), the points by rank, each seat's count and the
    points that count would earn (None both while its species is not drawn)."""

    slot: str  # "a", "b" or "c", left to right
    counts: str
    species: str | None
    text: str
    rewards: list[int]
    count: list[int] | None
    points: list[int] | None


class WinterfallView(Frozen):
    """Winterfall's parts of the table: the snowflakes on each Wilderness slot, blizzards,
    aurora tiles (and those that would give the viewer nothing now, with why), the decks
    of Winterfall cards and aurora tiles (their backs: counts), the Winterfall card being
    applied (0: none), the prelude card, the species of the game and the project board."""

    species: list[str]
    prelude: int
    project_species: list[str]
    snowfields: list[int]
    blizzards: list[str]
    auroras: dict[str, AuroraView]
    aurora_discard: list[int]
    aurora_stack: int
    aurora_drawn: list[int]  # shown to all, as the prompt shows them
    winter_deck: int
    winter_discard: list[int]
    winter_card: int
    projects: list[ProjectView]
    idle_auroras: dict[str, str]


def board_snowflakes(ctx: Ctx, p: PlayerState) -> int | None:
    """A player's snowflakes, once the snowfields are laid (None before)."""
    return seat_winter(p).snowflakes if winter(ctx.state).snowfields else None


def winterfall_view(ctx: Ctx, seat: int) -> WinterfallView | None:
    """Winterfall's parts of the table (see WinterfallView); None until its setup laid the
    snowfields. The idle aurora tiles are for the app to rank placements: a crew member
    placed next to one does not activate it, so it adds nothing to what a spot gives."""
    s = ctx.state
    if not winter(s).snowfields:
        return None
    idle = (
        {}
        if seat >= len(s.players)
        else {
            f"{r},{c}": why
            for r, c in sorted(winter(s).auroras)
            if (why := gives_nothing(ctx, seat, (r, c)))
        }
    )
    return WinterfallView(
        species=list(ctx.species),
        prelude=winter(s).prelude,
        project_species=list(winter(s).project_species),
        snowfields=list(winter(s).snowfields),
        blizzards=[f"{r},{c}" for r, c in winter(s).blizzards],
        auroras={f"{r},{c}": AuroraView(a.tile, a.tokens)
                 for (r, c), a in sorted(winter(s).auroras.items())},
        aurora_discard=list(winter(s).aurora_discard),
        aurora_stack=len(winter(s).aurora_stack),
        aurora_drawn=list(winter(s).aurora_drawn),
        winter_deck=len(winter(s).winter_deck),
        winter_discard=list(winter(s).winter_discard),
        winter_card=winter(s).winter_card,
        projects=project_views(ctx),
        idle_auroras=idle,
    )


def project_views(ctx: Ctx) -> list[ProjectView]:
    """The project board as it would score now (for the app's Projects tab): each project
    left to right."""
    s = ctx.state
    board = winterfall_parts(ctx.cat.comps).tracks.project_board
    rewards = board.points_for(len(s.players))
    # the species tokens drawn at setup, left first (wf-setup adds the field to the state)
    drawn = iter(winter(s).project_species)
    found = []
    for project in board.side_for(len(s.players)).projects:
        species = next(drawn, None) if project.counts == "species" else None
        if project.counts == "snowflakes":
            counts: list[int] | None = [snowflake_count(p) for p in s.players]
        elif species is not None:
            counts = [species_count(ctx, p, species) for p in s.players]
        else:
            counts = None  # its species is not drawn yet
        found.append(ProjectView(
            slot=project.slot, counts=project.counts, species=species, text=project.text,
            rewards=list(rewards), count=counts,
            points=rank_points(counts, rewards) if counts is not None else None))
    return found
