"""Records for every Wondrous Creatures base-game component (checked by pydantic when read).

One model per asset file in `assets/wondrous/`; the Winterfall expansion's files reuse the
creature, ability, captain and achievement models (its own are in
`engine.wondrous.winterfall.components`). The models check what one entry can check on its
own (ranges, allowed names, an energy limit exactly on energy cards); the checks that need
several entries or files live in `engine.wondrous.loading` and `winterfall_checks`.

Names used everywhere:
- resources and habitat types share names: fruit, coral, flower, mushroom;
- species: crustacean, mammal, bird, reptile, fish, insect, dragon (the book's order); the
  Winterfall expansion adds spirit (SPECIES stays the base seven; its component set adds the
  eighth);
- card types: instant, recharge, end, energy, continuous.
"""

from __future__ import annotations

from typing import Literal

from engine.core.records import Field, Record, field_check, record_check

Resource = Literal["fruit", "coral", "flower", "mushroom"]
Species = Literal["crustacean", "mammal", "bird", "reptile", "fish", "insect", "dragon", "spirit"]
CardType = Literal["instant", "recharge", "end", "energy", "continuous"]
PlayerSide = Literal["1-2", "3-4"]

RESOURCES: tuple[Resource, ...] = ("fruit", "coral", "flower", "mushroom")
SPECIES: tuple[Species, ...] = (
    "crustacean",
    "mammal",
    "bird",
    "reptile",
    "fish",
    "insect",
    "dragon",
)
# everything the base game iterates over keeps these seven; Winterfall's eighth comes after
CARD_TYPES: tuple[CardType, ...] = ("instant", "recharge", "end", "energy", "continuous")
PLAYER_SIDES: tuple[PlayerSide, ...] = ("1-2", "3-4")

ParamValue = int | float | bool | str | list[str] | list[int]

# Fields of a creature that the project may have designed (the rest come from the book).
CREATURE_DESIGNABLE = ("habitat", "species", "cost", "ending_score")



class Ability(Record):
    """A registered effect name plus its parameters; the rules engine maps name -> function."""

    effect: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    params: dict[str, ParamValue] = Field(default_factory=dict)


# --------------------------------------------------------------------------- creatures


class Creature(Record):
    """A creature card of the base game (#1-126) or of Winterfall (#141-193)."""

    number: int = Field(ge=1, le=193)
    name: str = Field(min_length=2)
    type: CardType
    habitat: Resource
    species: list[Species] = Field(min_length=1, max_length=2)
    cost: dict[Resource, int]
    ending_score: int = Field(ge=0, le=10)
    energy_limit: int | None = Field(default=None, ge=1, le=3)
    ability: Ability
    same_ability_as: int | None = Field(default=None, ge=1, le=193)
    text: str = Field(min_length=5)
    designed: list[str] = Field(default_factory=list)

    @field_check("species")
    @classmethod
    def _distinct_species(cls, value: list[Species]) -> list[Species]:
        if len(set(value)) != len(value):
            raise ValueError("the two species must differ")
        return value

    @field_check("cost")
    @classmethod
    def _cost_counts(cls, value: dict[Resource, int]) -> dict[Resource, int]:
        if any(n < 1 for n in value.values()):
            raise ValueError("each listed resource needs a count of at least 1")
        if not 1 <= sum(value.values()) <= 6:
            raise ValueError("a cost totals 1 to 6 resources")
        return value

    @field_check("designed")
    @classmethod
    def _designed_fields(cls, value: list[str]) -> list[str]:
        bad = [f for f in value if f not in CREATURE_DESIGNABLE]
        if bad:
            raise ValueError(f"unknown field(s) {bad}; use {list(CREATURE_DESIGNABLE)}")
        return value

    @record_check
    def _energy_limit_on_energy_cards(self) -> Creature:
        if self.type == "energy" and self.energy_limit is None:
            raise ValueError("an energy card needs an energy_limit")
        if self.type != "energy" and self.energy_limit is not None:
            raise ValueError("only energy cards have an energy_limit")
        if self.type == "end" and self.ending_score != 0:
            raise ValueError("an end card's printed ending score is 0")
        return self

    @property
    def cost_total(self) -> int:
        return sum(self.cost.values())


class CreaturesFile(Record):
    creatures: list[Creature]


class AbilityDef(Record):
    """One registered effect: which card type uses it, its parameter names and its power.

    `power` is the designed value of the ability in victory points over a typical game,
    used only to balance cost against ending score: power + sum(power_per[p] * params[p]).
    """

    name: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    type: CardType
    params: list[str] = Field(default_factory=list)
    power: float = Field(ge=0, le=10)
    power_per: dict[str, float] = Field(default_factory=dict)
    summary: str = Field(min_length=5)


class AbilitiesFile(Record):
    abilities: list[AbilityDef]


# --------------------------------------------------------------------------- captains


class Captain(Record):
    number: int = Field(ge=1, le=19)
    name: str
    title: str
    power: Ability
    unlock: Ability | None = None
    text: str = Field(min_length=5)


class CaptainsFile(Record):
    captains: list[Captain]


# --------------------------------------------------------------------------- achievements


class Slot(Record):
    threshold: int | None = Field(default=None, ge=1, le=20)
    points: int = Field(ge=1, le=30)


class AchievementSide(Record):
    """Slots from the upper (first) to the lower (last)."""

    slots: list[Slot] = Field(min_length=2, max_length=2)

    @record_check
    def _upper_is_better(self) -> AchievementSide:
        upper, lower = self.slots
        if upper.points < lower.points:
            raise ValueError("the upper slot must be worth at least the lower slot")
        both = upper.threshold is not None and lower.threshold is not None
        if both and (upper.threshold or 0) <= (lower.threshold or 0):
            raise ValueError("the upper slot needs a higher threshold than the lower")
        return self


class Achievement(Record):
    id: str = Field(pattern=r"^[a-z0-9-]+$")
    kind: Literal["main", "single", "multi"]
    number: int | None = Field(default=None, ge=1, le=26)
    name: str = ""  # main cards: a short name for logs and labels (species cards use species)
    species: list[Species] = Field(default_factory=list, max_length=2)
    condition: Ability | None = None
    sides: dict[PlayerSide, AchievementSide]
    text: str = Field(min_length=5)
    designed: list[str] = Field(default_factory=list)

    @property
    def title(self) -> str:
        """What logs and labels call the card: its name, or its species ("Mammal and fish")."""
        return self.name or " and ".join(self.species).capitalize()

    @record_check
    def _shape(self) -> Achievement:
        want = {"main": 0, "single": 1, "multi": 2}[self.kind]
        if len(self.species) != want:
            raise ValueError(f"a {self.kind} achievement names {want} species")
        if len(set(self.species)) != len(self.species):
            raise ValueError("the species must differ")
        if (self.kind == "main") != (self.condition is not None):
            raise ValueError("main achievements (only) have a condition")
        if (self.kind == "main") != (self.number is not None):
            raise ValueError("main achievements (only) have a number")
        if (self.kind == "main") != bool(self.name):
            raise ValueError("main achievements (only) have a name")
        if set(self.sides) != set(PLAYER_SIDES):
            raise ValueError("give both sides: '1-2' and '3-4'")
        for side in self.sides.values():
            has = [s.threshold is not None for s in side.slots]
            if self.kind == "main" and any(has):
                raise ValueError("main achievement slots take their threshold from the condition")
            if self.kind != "main" and not all(has):
                raise ValueError("species achievement slots need thresholds")
        return self


class AchievementsFile(Record):
    achievements: list[Achievement]


# --------------------------------------------------------------------------- icons, tiles


class SpecialEffect(Record):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    effect: Ability
    text: str = Field(min_length=5)


class SpecialEffectsFile(Record):
    icons: list[SpecialEffect] = Field(min_length=14, max_length=14)


class HabitatTile(Record):
    id: int = Field(ge=1, le=16)
    habitat: Resource
    special: str
    designed: list[str] = Field(default_factory=list)


class HabitatTilesFile(Record):
    tiles: list[HabitatTile]


# --------------------------------------------------------------------------- main board

Terrain = Literal["plains", "mountain", "lake", "habitat", "net_habitat"]


class Hex(Record):
    """A hex in odd-r offset coordinates: rows top to bottom, odd rows sit half a hex right."""

    row: int = Field(ge=0, le=30)
    col: int = Field(ge=0, le=30)
    terrain: Terrain
    habitat: Resource | None = None
    special: str | None = None
    marking: str | None = None
    setup_4p: Literal["habitat_tile", "egg"] | None = None

    @record_check
    def _consistent(self) -> Hex:
        if (self.terrain == "habitat") != (self.habitat is not None):
            raise ValueError("a habitat hex (only) names its habitat type")
        if self.special is not None and self.terrain != "habitat":
            raise ValueError("only habitat hexes carry a special effect icon")
        if self.marking is not None and self.terrain not in ("plains", "mountain", "lake"):
            raise ValueError("time token markings sit on plains, mountain or lake hexes")
        if self.setup_4p == "habitat_tile" and self.terrain != "lake":
            raise ValueError("the 4-player tile spot is a lake hex")
        if self.setup_4p == "egg" and self.terrain not in ("plains", "mountain"):
            raise ValueError("4-player egg spots are plains or mountain hexes")
        return self


class BoardSide(Record):
    side: Literal["A", "B"]
    players: list[int]
    hexes: list[Hex]


class MainBoardFile(Record):
    coordinates: str
    time_token_markings: list[str] = Field(min_length=5, max_length=5)
    sides: list[BoardSide] = Field(min_length=2, max_length=2)


# --------------------------------------------------------------------------- tracks

TrackIcon = Literal["net", "full_sweep", "remove_trophy"]
ScoreReward = Literal["net", "discovery", "trophy"]


class TimeSpace(Record):
    index: int = Field(ge=0)
    time_token: bool = False
    icons: list[TrackIcon] = Field(default_factory=list)


class TimeTrack(Record):
    id: str
    players: list[int]
    board_side: Literal["A", "B"]
    time_tokens: int = Field(ge=4, le=5)
    spaces: list[TimeSpace]

    @record_check
    def _shape(self) -> TimeTrack:
        if [s.index for s in self.spaces] != list(range(len(self.spaces))):
            raise ValueError("spaces are numbered 0, 1, 2, ... in order")
        if sum(s.time_token for s in self.spaces) != self.time_tokens:
            raise ValueError("the number of time token spaces must equal time_tokens")
        if self.spaces and (self.spaces[0].icons or self.spaces[0].time_token):
            raise ValueError("space 0 is the start: no icons, no token")
        return self


class ScoreTrack(Record):
    length: int = Field(ge=10)
    rewards: dict[int, ScoreReward]


class EggSlotReward(Record):
    slot: int = Field(ge=1, le=12)
    reward: Literal["none", "wilderness_card", "vp", "resource"]
    vp: int = Field(default=0, ge=0, le=5)
    designed: bool = True

    @record_check
    def _vp(self) -> EggSlotReward:
        if (self.reward == "vp") != (self.vp > 0):
            raise ValueError("a vp reward (only) has vp above 0")
        return self


class MarkerReward(Record):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    effect: Ability
    text: str


class TracksFile(Record):
    time_tracks: list[TimeTrack]
    score_track: ScoreTrack
    egg_storage: list[EggSlotReward] = Field(min_length=12, max_length=12)
    full_storage_vp: int
    achievement_marker_rewards: list[MarkerReward] = Field(min_length=6, max_length=6)
    marker_reward_alternative_vp: int
    track_icons: dict[str, str]


# --------------------------------------------------------------------------- supplies


class ComponentsFile(Record):
    counts: dict[str, int]
    eggs: dict[Species, int]
    pouch_per_species: int
    trophies: dict[int, int]
    learning_trophy_reduction: int
    limits: dict[str, int]
    setup: dict[str, int]
    final_scoring: dict[str, int]


class HelpFile(Record):
    topics: dict[str, str]
