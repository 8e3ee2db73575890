"""A player's pieces: the player board with its skills (player_board.yaml), the assistant
and tracking dice (dice.yaml) and the initiative track (initiative.yaml)."""

from __future__ import annotations

from collections import Counter
from typing import Any, Literal

from engine.core.records import Field, Record, field_check, record_check
from engine.cryptic.parts.squares import (
    PLAYER_COUNTS,
    StrictInt,
)

# --------------------------------------------------------------------------- player board

SkillKind = Literal["active", "passive"]


class Skill(Record):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    name: str = Field(min_length=2)
    kind: SkillKind
    cost: int = Field(strict=True, ge=0, le=5)
    copies: int = Field(strict=True, default=1, ge=1, le=3)
    start: bool = False

    @record_check
    def _start_is_free(self) -> Skill:
        if self.start != (self.cost == 0):
            raise ValueError("the starting skill (only) costs 0; the others cost experience")
        return self


class PlayerBoardFile(Record):
    evidence_slots: int = Field(strict=True, ge=1, le=10)
    terrain_slots: int = Field(strict=True, ge=1)
    action_markers: list[Literal["main_movement", "main_action"]]
    cryptid_markers: int = Field(strict=True, ge=1)
    bid_markers: int = Field(strict=True, ge=1)
    start_bonus_rumors: int = Field(strict=True, ge=0)
    starting_coins: list[StrictInt] = Field(min_length=4, max_length=4)
    skills: list[Skill]
    designed: list[Literal["evidence_slots", "skill_order"]] = Field(default_factory=list)

    @field_check("skills")
    @classmethod
    def _one_start(cls, skills: list[Skill]) -> list[Skill]:
        repeated = sorted(i for i, n in Counter(s.id for s in skills).items() if n > 1)
        if repeated:
            raise ValueError(f"skill ids used twice: {repeated}")
        if sum(s.start for s in skills) != 1:
            raise ValueError("exactly one skill is held from the start")
        return skills

    @property
    def skill_slots(self) -> int:
        return sum(s.copies for s in self.skills)


# --------------------------------------------------------------------------- dice

AssistantGain = Literal["coins", "experience", "refresh", "bonus_rumor"]
TrackingFace = Literal["success", "failure", "luck"]


class AssistantFace(Record):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    gain: AssistantGain
    amount: int = Field(strict=True, ge=1, le=5)


class AssistantDice(Record):
    count: int = Field(strict=True, ge=1)
    by_players: dict[StrictInt, StrictInt]
    faces: list[AssistantFace] = Field(min_length=6, max_length=6)
    designed: list[Literal["faces"]] = Field(default_factory=list)

    @record_check
    def _enough_dice(self) -> AssistantDice:
        if sorted(self.by_players) != list(PLAYER_COUNTS):
            raise ValueError(f"by_players names the player counts {list(PLAYER_COUNTS)}")
        if max(self.by_players.values()) > self.count:
            raise ValueError(f"a player count uses more than the {self.count} dice in the box")
        return self


class TrackingDice(Record):
    count: int = Field(strict=True, ge=1)
    faces: list[TrackingFace] = Field(min_length=6, max_length=6)
    designed: list[Literal["faces"]] = Field(default_factory=list)


class DiceFile(Record):
    assistant_dice: AssistantDice
    tracking_dice: TrackingDice



# --------------------------------------------------------------------------- initiative track

Side = Literal["left", "right"]
Phase = Literal["cryptozoologist", "assistant"]
TOP_SPACE = 1  # spaces are numbered from the top; the top one plays first


class InitiativeFile(Record):
    spaces: int = Field(strict=True, ge=2)
    highlighted: int = Field(strict=True, ge=TOP_SPACE)
    sides: dict[Side, Phase]  # the phase whose turn the assistants on that side wait for
    start_side: Side
    designed: list[Literal["spaces", "highlighted"]] = Field(default_factory=list)

    @field_check("spaces")
    @classmethod
    def _a_free_space(cls, spaces: int) -> int:
        if spaces <= max(PLAYER_COUNTS):
            raise ValueError(f"{max(PLAYER_COUNTS)} assistants need a free space to move to")
        return spaces

    @field_check("highlighted")
    @classmethod
    def _everyone_starts_on_the_track(cls, highlighted: int, earlier: dict[str, Any]) -> int:
        spaces = earlier.get("spaces")
        last = highlighted + max(PLAYER_COUNTS) - 1
        if spaces is not None and last > spaces:
            raise ValueError(f"4 players would start on spaces {highlighted}-{last} of {spaces}")
        return highlighted

    @field_check("sides")
    @classmethod
    def _one_side_per_phase(cls, sides: dict[Side, Phase]) -> dict[Side, Phase]:
        if sorted(sides) != ["left", "right"] or len(set(sides.values())) != 2:
            raise ValueError("name both sides, left and right, each for its own phase")
        return sides

    def starting_spaces(self, players: int) -> list[int]:
        """The spaces the assistants start on, first player first; alone (1), yours and the
        Poacher's below it."""
        return list(range(self.highlighted, self.highlighted + max(players, 2)))
