"""What one seat may see: the whole table, its own hand, and only counts of hidden things.

A view is a tree of frozen records (`WondrousView` at the top), named as the rulebook names
things, so an app reads `view.players[seat].nets` and a type checker knows each field. The
parts a module adds are their own records, absent (None) when the module is not played:
`solo` (Tingent's board and cards) and `winterfall` (snowfields, blizzards, auroras, the
Winterfall cards and the project board). Map places are "row,col" strings. The records hold
only plain data: the fuzz check compares a seat's views before and after changing what that
seat may not see."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.wondrous.board import Island, overlays_view
from engine.wondrous.ctx import Ctx
from engine.wondrous.modules import view_sections
from engine.wondrous.state import Overlay, PlayerState


@dataclass(frozen=True)
class EggView:
    """An egg on a player's board; a hatched one stays, turned."""

    species: str
    hatched: bool


@dataclass(frozen=True)
class ReserveCard:
    """A creature in a reserve: its energies, the species an egg added to it, and whether
    its energy was used this turn (said in the log: public)."""

    number: int
    energies: int
    added_species: list[str]
    used_this_turn: bool


@dataclass(frozen=True)
class PlayerView:
    """A player's board. `hand` and `captain_offer` only for the viewer (others': a count);
    `snowflakes` only in a Winterfall game. A crew spot is its two hexes ([row, col] each),
    None at home; `captain` is 0 until chosen."""

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
    snowflakes: int | None
    hand: list[int] | None
    captain_offer: list[int] | None


@dataclass(frozen=True)
class AchievementView:
    """An achievement card on the table and the seat holding each of its slots (upper
    first; None: free)."""

    id: str
    slots: list[int | None]


@dataclass(frozen=True)
class AuroraView:
    """An aurora tile lying on a habitat, with the tokens left on it."""

    tile: int
    tokens: int


@dataclass(frozen=True)
class ProjectView:
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


@dataclass(frozen=True)
class WinterfallView:
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


@dataclass(frozen=True)
class TingentWinterView:
    """Tingent in Winterfall: its snowflakes, its level's extra project icons, its tally in
    each project (those icons counted in; None: not drawn yet) and the eggs waiting on its
    board (Eggpocalypse: board space -> species)."""

    snowflakes: int
    project_bonus: int
    project_tallies: list[int | None]
    board_eggs: dict[str, list[str]]


@dataclass(frozen=True)
class TingentView:
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


@dataclass(frozen=True)
class WondrousView:
    """The table as one seat sees it."""

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
    players: list[PlayerView]
    # the modules' sections (modules.py `view_sections`): None when the module is off
    solo: TingentView | None = None
    winterfall: WinterfallView | None = None


def island_of_view(view: WondrousView) -> Island:
    """The map a view shows (the app reads geometry through it, like the rules)."""
    return Island(view.side, tuple(((int(k.split(",")[0]), int(k.split(",")[1])), Overlay(**f))
                                   for k, f in view.overlays.items()))


def _player(p: PlayerState, own: bool, winter: bool) -> PlayerView:
    return PlayerView(
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
        snowflakes=p.winterfall.snowflakes if winter else None,
        hand=sorted(p.hand) if own else None,
        captain_offer=list(p.captain_offer) if own else None,
    )


def view(ctx: Ctx, seat: int) -> WondrousView:
    s = ctx.state
    winter = bool(s.winterfall.snowfields)  # a Winterfall game: the map's winter parts are shown
    return WondrousView(
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
        players=[_player(p, p.seat == seat, winter) for p in s.players],
        **view_sections(ctx, seat),
    )
