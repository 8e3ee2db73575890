"""Records for the Winterfall expansion's components (assets/wondrous/winterfall/), checked
by pydantic when read.

Creatures, abilities, captains and achievements use the base game's models (the same shape,
with Winterfall's numbers); everything new to the expansion is modelled here. As in the base
models, one entry checks what it can alone; facts across entries and files are checked by
`engine.wondrous.loading`.

Names used here:
- board sides "A" (1-2 players) and "B" (3-4 players), as in main_board.yaml;
- a hex is named by its (row, col) on that side's map;
- snowfields are numbered 1-6 from the left, like the Wilderness slots under them.
"""

from __future__ import annotations

from typing import Literal

from engine.core.records import Field, Record, field_check, record_check
from engine.wondrous.components import (
    Ability,
    Captain,
    HabitatTile,
    SpecialEffect,
    Species,
    TimeSpace,
    TimeTrack,
)
from engine.wondrous.solo.components import (
    Scenario,
    TingentAction,
    TingentArea,
    TingentBoard,
    TingentCard,
    TingentLevel,
)

BoardSideId = Literal["A", "B"]
EffectKind = Literal["instructional", "sequential"]
TrackEvent = Literal["winterfall", "aurora"]
# Tingent's two new card icons: take a Wilderness card of the turquoise (single) or yellow
# (multi) target's species face up with the snowflakes above it; take a snowflake.
WinterfallTingentAction = Literal[
    "take_face_up_snowy_single", "take_face_up_snowy_multi", "gain_snowflake"
]
WINTERFALL_TINGENT_ACTIONS: tuple[WinterfallTingentAction, ...] = (
    "take_face_up_snowy_single",
    "take_face_up_snowy_multi",
    "gain_snowflake",
)
ProjectCount = Literal["species", "snowflakes"]

SNOWFIELDS = 6


class HexRef(Record):
    row: int = Field(ge=0, le=30)
    col: int = Field(ge=0, le=30)

    @property
    def coord(self) -> tuple[int, int]:
        return (self.row, self.col)

    @property
    def x(self) -> float:
        """How far right the hex sits (odd rows are half a hex to the right)."""
        return self.col + (0.5 if self.row % 2 else 0.0)


# --------------------------------------------------------------------------- captains


class WinterfallCaptain(Captain):
    """A captain that may also offer a free action (Zuri spends the energies on her board)."""

    free_action: Ability | None = None


# --------------------------------------------------------------------------- cards


class WinterfallEffect(Record):
    """One effect of a Winterfall card, applied top to bottom: an instructional effect once
    (by the player who recharged), a sequential one by every player from that player on."""

    kind: EffectKind
    effect: Ability
    text: str = Field(min_length=5)


class WinterfallCard(Record):
    number: int = Field(ge=1, le=12)
    name: str = Field(min_length=2)
    symbol: str = Field(pattern=r"^[a-z][a-z_]*$")
    effects: list[WinterfallEffect] = Field(min_length=2, max_length=3)
    designed: list[str] = Field(default_factory=list)


class PreludeCard(Record):
    """Chosen at setup: where the two wild habitat tiles go on each board side (the left one
    first), then a small effect of its own."""

    number: int = Field(ge=1, le=6)
    name: str = Field(min_length=2)
    wild_habitats: dict[BoardSideId, list[HexRef]]
    effect: Ability
    text: str = Field(min_length=5)
    designed: list[str] = Field(default_factory=list)

    @record_check
    def _two_per_side(self) -> PreludeCard:
        if set(self.wild_habitats) != {"A", "B"}:
            raise ValueError("give the wild habitat hexes for both sides: 'A' and 'B'")
        for side, hexes in self.wild_habitats.items():
            if len(hexes) != 2:
                raise ValueError(f"side {side}: two wild habitat hexes, the left one first")
            left, right = hexes
            if left.x >= right.x:
                raise ValueError(f"side {side}: the first hex must lie left of the second")
        return self


class CardsFile(Record):
    symbols: list[str] = Field(min_length=2)
    cards: list[WinterfallCard]
    prelude_cards: list[PreludeCard]


# --------------------------------------------------------------------------- tiles, icons


class WildHabitatTile(Record):
    """A wild habitat: every habitat type at once, with a special effect icon."""

    id: int = Field(ge=1, le=6)
    special: str
    designed: list[str] = Field(default_factory=list)


class MountainTile(Record):
    id: int = Field(ge=1, le=8)
    marking: str | None = None  # a marked tile goes only on the plains with its marking


class AuroraEffect(Record):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    effect: Ability
    text: str = Field(min_length=5)


class AuroraTile(Record):
    id: int = Field(ge=1, le=18)
    effect: str  # an AuroraEffect id
    slots: int = Field(ge=1, le=2)  # aurora tokens it takes when placed
    designed: list[str] = Field(default_factory=list)


class TilesFile(Record):
    habitat_tiles: list[HabitatTile]
    wild_habitat_tiles: list[WildHabitatTile]
    mountain_tiles: list[MountainTile]
    #: per board side, the one plains hex of each mountain marking
    marked_plains: dict[BoardSideId, dict[str, HexRef]]
    aurora_effects: list[AuroraEffect]
    aurora_tiles: list[AuroraTile]


class IconsFile(Record):
    """The special effect icons the expansion adds; `from_base` names the base icons that
    its appendix lists again (same icon, same effect)."""

    icons: list[SpecialEffect]
    from_base: list[str] = Field(default_factory=list)


# --------------------------------------------------------------------------- tracks, projects


class WinterfallTimeSpace(TimeSpace):
    event: TrackEvent | None = None  # the event icon at the bottom of the space


class WinterfallTimeTrack(TimeTrack):
    spaces: list[WinterfallTimeSpace]  # type: ignore[assignment]


class Project(Record):
    slot: Literal["a", "b", "c"]
    counts: ProjectCount
    text: str = Field(min_length=5)


class ProjectSide(Record):
    players: list[int] = Field(min_length=1)
    projects: list[Project] = Field(min_length=3, max_length=3)
    #: points by rank (first place first) for each player count of this side
    points: dict[int, list[int]]

    @field_check("projects")
    @classmethod
    def _left_to_right(cls, value: list[Project]) -> list[Project]:
        if [p.slot for p in value] != ["a", "b", "c"]:
            raise ValueError("projects a, b, c from left to right")
        return value

    @field_check("points")
    @classmethod
    def _ranks(cls, value: dict[int, list[int]]) -> dict[int, list[int]]:
        for players, ranks in value.items():
            if len(ranks) != players:
                raise ValueError(f"{players} players need {players} rank points")
            if ranks != sorted(ranks, reverse=True):
                raise ValueError(f"{players} players: a higher rank never scores less")
        return value


class ProjectBoard(Record):
    sides: list[ProjectSide] = Field(min_length=2, max_length=2)
    species_tokens: int = Field(ge=1)

    def side_for(self, players: int) -> ProjectSide:
        return next(s for s in self.sides if players in s.players)

    def points_for(self, players: int) -> list[int]:
        """Rank points; solo ranks two (the player and Tingent), as in a 2-player game."""
        return self.side_for(players).points[max(players, 2)]


class TracksFile(Record):
    time_tracks: list[WinterfallTimeTrack]
    event_icons: dict[TrackEvent, str]
    project_board: ProjectBoard


# --------------------------------------------------------------------------- Tingent


class WinterfallTingentArea(TingentArea):
    actions: list[TingentAction | WinterfallTingentAction] = Field(  # type: ignore[assignment]
        default_factory=list
    )


class WinterfallTingentCard(TingentCard):
    yellow: WinterfallTingentArea
    brown: WinterfallTingentArea


class WinterLevel(Record):
    """What one Tingent level gives in Winterfall, besides its board."""

    blizzard_vp: int = Field(ge=0)  # per blizzard its crew removes
    aurora_vp: int = Field(ge=0)  # per aurora token its crew takes
    project_icons: int = Field(ge=0)  # added to its species icon tally in every project
    face_down_vp: int = Field(ge=0)  # per face-down card at the end


class TingentFile(Record):
    cards: list[WinterfallTingentCard] = Field(min_length=12, max_length=12)
    boards: list[TingentBoard] = Field(min_length=1)  # the levels Winterfall adds
    levels: dict[TingentLevel, WinterLevel]
    scenarios: list[Scenario] = Field(min_length=3, max_length=3)


# --------------------------------------------------------------------------- supplies


class LeavesTheGame(Record):
    """Base components that stay in the box when Winterfall is on."""

    supply_board: bool
    time_tracks: list[str]  # base time track ids (tracks.yaml)
    achievements_kept: list[str]  # the only base achievement cards still used
    tingent_cards: bool  # the base Tingent cards give way to Winterfall's


class ComponentsFile(Record):
    counts: dict[str, int]
    eggs: dict[Species, int]  # the new species' eggs in the supply
    pouch_per_species: int = Field(ge=1)
    big_snowflake_value: int = Field(ge=2)
    leaves_the_game: LeavesTheGame


class CaptainsFile(Record):
    captains: list[WinterfallCaptain]
