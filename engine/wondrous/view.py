"""What one seat may see: the whole table, its own hand, and only counts of hidden things.

A view is a tree of frozen records, named as the rulebook names things, so an app reads
`view.players[seat].nets` and a type checker knows each field. Here are the base game's:
`TableView` (the table) and `BoardView` (a player's board). The parts a module adds are its
own records, in its package, made by its `view_sections` and `board_sections` hooks
(engine.wondrous.modules) and absent (None) when the module is not played. The records with
a field for each module's part (`WondrousView`, `PlayerView`) are the rules' (rules.py: the
one place that knows every module), and the apps read them through engine.wondrous.api.
Map places are "row,col" strings. The records hold only plain data: the fuzz check compares
a seat's views before and after changing what that seat may not see."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

from engine.core.records import Frozen
from engine.wondrous.board import Island, overlays_view
from engine.wondrous.ctx import Ctx
from engine.wondrous.modules import board_sections, view_sections
from engine.wondrous.state import Overlay, PlayerState


class EggView(Frozen):
    """An egg on a player's board; a hatched one stays, turned."""

    species: str
    hatched: bool


class ReserveCard(Frozen):
    """A creature in a reserve: its energies, the species an egg added to it, and whether
    its energy was used this turn (said in the log: public)."""

    number: int
    energies: int
    added_species: list[str]
    used_this_turn: bool


class BoardView(Frozen):
    """A player's board. `hand` and `captain_offer` only for the viewer (others': a count).
    A crew spot is its two hexes ([row, col] each), None at home; `captain` is 0 until
    chosen."""

    seat: int
    name: str
    resources: dict[str, int]
    nets: int
    eggs: list[EggView]
    reserve: list[ReserveCard]
    captain: int
    unlocked: bool
    captain_energies: int
    crew: list[list[list[int]] | None]
    markers: list[str]
    achievements: list[str]
    trophies: int
    score: int
    hand_size: int
    hand: list[int] | None
    captain_offer: list[int] | None


class AchievementView(Frozen):
    """An achievement card on the table and the seat holding each of its slots (upper
    first; None: free)."""

    id: str
    slots: list[int | None]


Board = TypeVar("Board", bound=BoardView)


class TableView(Frozen, Generic[Board]):
    """The table as one seat sees it (the base game's parts)."""

    phase: str
    current: int
    turn: int
    viewer: int
    side: str
    overlays: dict[str, dict[str, Any]]
    deck: int
    discard: list[int]
    wilderness: list[int | None]
    pouch: int
    supply_eggs: dict[str, int]
    trophies: int
    tile_stack: int
    tile_pool: list[int | None]
    tiles: dict[str, int]
    map_eggs: dict[str, str]
    time_pos: int
    time_tokens: list[int]  # where face-down tokens lie, not their marks
    achievements: list[AchievementView]
    final_turns: int | None
    players: list[Board]


Table = TypeVar("Table", bound=TableView[Any])


def island_of_view(view: TableView[Any]) -> Island:
    """The map a view shows (the app reads geometry through it, like the rules)."""
    return Island(view.side, tuple(((int(k.split(",")[0]), int(k.split(",")[1])), Overlay(**f))
                                   for k, f in view.overlays.items()))


def _board(ctx: Ctx, p: PlayerState, own: bool, board: Callable[..., BoardView]) -> BoardView:
    return board(
        seat=p.seat,
        name=p.name,
        resources=dict(p.resources),
        nets=p.nets,
        eggs=[EggView(e.species, e.hatched) for e in p.eggs],
        reserve=[ReserveCard(c.number, c.energies, list(c.added_species), c.number in p.energy_used)
                 for c in p.reserve],
        captain=p.captain,
        unlocked=p.unlocked,
        captain_energies=p.captain_energies,
        crew=[[list(h) for h in spot] if spot else None for spot in p.crew],
        markers=list(p.markers),
        achievements=list(p.achievements),
        trophies=p.trophies,
        score=p.score,
        hand_size=len(p.hand),
        hand=sorted(p.hand) if own else None,
        captain_offer=list(p.captain_offer) if own else None,
        **board_sections(ctx, p),
    )


def view(ctx: Ctx, seat: int, table: type[Table], board: Callable[..., BoardView]) -> Table:
    """`seat`'s view, as the records `table` and `board` (with a field for each section the
    modules add: rules.py's `WondrousView` and `PlayerView`)."""
    s = ctx.state
    return table(
        phase=s.phase,
        current=s.current,
        turn=s.turn,
        viewer=seat,
        side=s.side,
        overlays=overlays_view(s),
        deck=len(s.deck),
        discard=list(s.discard),
        wilderness=list(s.wilderness),
        pouch=len(s.pouch),
        supply_eggs=dict(s.supply_eggs),
        trophies=s.trophies,
        tile_stack=len(s.tile_stack),
        tile_pool=list(s.tile_pool),
        tiles={f"{r},{c}": t for (r, c), t in sorted(s.tiles.items())},
        map_eggs={f"{r},{c}": e for (r, c), e in sorted(s.map_eggs.items())},
        time_pos=s.time_pos,
        time_tokens=sorted(s.time_tokens),
        achievements=[AchievementView(a.id, list(a.slots)) for a in s.achievements],
        final_turns=s.final_turns,
        players=[_board(ctx, p, p.seat == seat, board) for p in s.players],
        **view_sections(ctx, seat),
    )
