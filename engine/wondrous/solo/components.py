"""Records for the solo mode's components (assets/wondrous/tingent.yaml: Tingent's cards,
boards and the scenarios), checked by pydantic when read; the loader
(engine.wondrous.loading) reads the file beside the base game's files."""

from __future__ import annotations

from typing import Literal

from engine.core.records import Field, Record, record_check
from engine.wondrous.components import Resource

TingentAction = Literal["draw_face_down", "take_face_up_single", "take_face_up_multi", "gain_egg"]
TingentTrackIcon = Literal[
    "discovery", "advance_time", "main_achievement", "single_achievement", "multi_achievement"
]


class TingentArea(Record):
    move: Literal["captain", "crew"]
    habitats: list[Resource] = Field(min_length=1, max_length=2)
    actions: list[TingentAction] = Field(default_factory=list)

    @record_check
    def _egg_follows_card(self) -> TingentArea:
        # the egg's species comes from the card just taken (or that card's target token)
        for i, action in enumerate(self.actions):
            if action == "gain_egg" and not any(
                a.startswith("take_face_up") for a in self.actions[:i]
            ):
                raise ValueError("gain_egg must come after a take_face_up action")
        return self


class TingentCard(Record):
    number: int = Field(ge=1, le=12)
    yellow: TingentArea
    brown: TingentArea
    red_gear: bool


class TingentSpace(Record):
    gear: Literal["yellow", "brown"]
    icon: TingentTrackIcon | None = None


#: Tingent's levels, easiest first; nightmare comes with Winterfall
TingentLevel = Literal["lazy", "easygoing", "wild", "terrifying", "nightmare"]


class TingentBoard(Record):
    level: TingentLevel
    rank: int = Field(ge=1, le=5)
    name: str
    stars: int = Field(ge=1, le=5)
    face_down_vp: int = Field(ge=1, le=5)
    spaces: list[TingentSpace] = Field(min_length=4)

    @record_check
    def _yellow_then_brown(self) -> TingentBoard:
        gears = [s.gear for s in self.spaces]
        if gears[0] != "yellow" or "brown" not in gears:
            raise ValueError("the track starts yellow and turns brown")
        first = gears.index("brown")
        if any(g != "brown" for g in gears[first:]):
            raise ValueError("once brown, every later space is brown")
        return self

    @property
    def first_brown(self) -> int:
        return [s.gear for s in self.spaces].index("brown")


#: the base game's solo scenarios, then Winterfall's
ScenarioId = Literal["poor", "outlaws", "haze", "unfair", "double", "eggpocalypse"]
Difficulty = Literal["easy", "medium", "hard"]


class ScenarioLevel(Record):
    """One difficulty of a scenario; each scenario reads only its own fields."""

    stars: int = Field(ge=1, le=5)
    starting_nets: int | None = None  # poor: nets instead of 1
    starting_draw: int | None = None  # poor: draw this many and keep them all
    kick_penalty_cards: int | None = None  # outlaws: face-down cards per crew kicked off
    start_face_down: int | None = None  # haze: left-most Wilderness cards turned down
    flip_vp: int | None = None  # haze: Tingent's VP when the face-down cards flip
    brown_from_start: bool | None = None  # unfair: Tingent's cards brown side up from the start
    trophies_at: list[int] | None = None  # unfair: Tingent's score marks that earn a trophy
    event_cards: int | None = None  # double: Winterfall cards turned up per event
    compare_symbols: bool | None = None  # double: whether a matching symbol is discarded
    board_eggs: bool | None = None  # eggpocalypse: eggs wait on the Tingent board


class Scenario(Record):
    id: ScenarioId
    name: str
    summary: str
    levels: dict[Difficulty, ScenarioLevel]

    @record_check
    def _fields_present(self) -> Scenario:
        needed = {
            "poor": ("starting_nets", "starting_draw"),
            "outlaws": ("kick_penalty_cards",),
            "haze": ("start_face_down", "flip_vp"),
            "unfair": ("brown_from_start", "trophies_at"),
            "double": ("event_cards", "compare_symbols"),
            "eggpocalypse": ("board_eggs",),
        }[self.id]
        for name, level in self.levels.items():
            for field in needed:
                if getattr(level, field) is None:
                    raise ValueError(f"{self.id} {name} needs {field}")
        return self


class TingentFile(Record):
    cards: list[TingentCard] = Field(min_length=12, max_length=12)
    boards: list[TingentBoard] = Field(min_length=4, max_length=4)
    end_card_vp: int
    egg_vp: int
    haze_flip_at: int = Field(ge=2)
    hard_warning_stars: int  # combined stars above this are a stern challenge
    scenarios: list[Scenario] = Field(min_length=3, max_length=3)
