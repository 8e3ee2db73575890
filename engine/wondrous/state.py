"""The Wondrous Creatures game state: plain picklable data, nothing static.

Static component data (cards, board, tracks) stays in `Components`; the state holds only
what changes, by card number, hex coordinate and species name.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import Rng
from engine.core.hashing import INLINE, UNSET_UNHASHED

#: a field a module added: unset, it leaves base games' hashes (and saves) as they were
MODULE_FIELD = {UNSET_UNHASHED: True}

Coord = tuple[int, int]
Spot = tuple[Coord, Coord]
RESOURCES = ("fruit", "coral", "flower", "mushroom")


@dataclass(frozen=True)
class Overlay:
    """A tile laid over a printed hex that changes what the hex is (a module's tile, such as
    a mountain tile on plains): the fields it sets, None keeping the printed one."""

    tile: str  # what lies there, by id
    terrain: str | None = None
    habitat: str | None = None
    special: str | None = None
    marking: str | None = None


@dataclass
class AuroraOnMap:
    """An aurora tile lying on a habitat (Winterfall), with the tokens left on it."""

    tile: int
    tokens: int


@dataclass
class Egg:
    species: str
    hatched: bool = False


@dataclass
class InPlay:
    """A creature in a reserve, with the energies on it and any species added by an egg."""

    number: int
    energies: int = 0
    added_species: list[str] = field(default_factory=list)


@dataclass
class WinterfallSeat:
    """A player's part of Winterfall (only in a game it is played in)."""

    snowflakes: int = field(default=0, metadata=MODULE_FIELD)  # a big one is 5


@dataclass
class WinterfallState:
    """The Winterfall expansion's state: everything it lays on the table beside the base
    game (only in a game it is played in; every field at its default to start)."""

    #: the snowflakes on each Wilderness slot's snowfield (empty: no snowfields), the
    #: habitats under a blizzard (sorted), the aurora tiles on habitats and their discard
    snowfields: list[int] = field(default_factory=list, metadata=MODULE_FIELD)
    blizzards: list[Coord] = field(default_factory=list, metadata=MODULE_FIELD)
    auroras: dict[Coord, AuroraOnMap] = field(default_factory=dict, metadata=MODULE_FIELD)
    aurora_discard: list[int] = field(default_factory=list, metadata=MODULE_FIELD)
    #: the Winterfall cards (drawn from the end), their face-up discard pile (top last) and
    #: the card being applied (0: none); the aurora tile stack (drawn from the end) and the
    #: two tiles a player holds during an aurora event; the prelude card set up with; the
    #: species tokens on the species projects, left to right
    winter_deck: list[int] = field(default_factory=list, metadata=MODULE_FIELD)
    winter_discard: list[int] = field(default_factory=list, metadata=MODULE_FIELD)
    winter_card: int = field(default=0, metadata=MODULE_FIELD)
    aurora_stack: list[int] = field(default_factory=list, metadata=MODULE_FIELD)
    aurora_drawn: list[int] = field(default_factory=list, metadata=MODULE_FIELD)
    prelude: int = field(default=0, metadata=MODULE_FIELD)
    project_species: list[str] = field(default_factory=list, metadata=MODULE_FIELD)


@dataclass
class PlayerState:
    seat: int
    name: str
    # setup gives the starting resources and the crew (components.yaml)
    resources: dict[str, int] = field(default_factory=lambda: dict.fromkeys(RESOURCES, 0))
    nets: int = 0
    eggs: list[Egg] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    reserve: list[InPlay] = field(default_factory=list)
    captain: int = 0  # captain board number, 0 until chosen
    captain_offer: list[int] = field(default_factory=list)
    unlocked: bool = False
    captain_energies: int = 0  # the Tingent captain keeps energies on its board
    crew: list[Spot | None] = field(default_factory=list)  # 0: captain; None: at home
    markers: list[str] = field(default_factory=list)  # marker rewards still on the board
    rewards_taken: list[str] = field(default_factory=list)
    achievements: list[str] = field(default_factory=list)
    trophies: int = 0
    score: int = 0  # immediate VP gained during the game
    track_done: bool = False  # passed 50: no more score track rewards
    # reset at the start of each turn
    energy_used: list[int] = field(default_factory=list)
    net_icons_used: list[Coord] = field(default_factory=list)
    discount: int = 0  # Lilizard's one-resource discount on the next card
    last_discarded: int = 0  # Throboros watches the card just discarded
    overflow_vp: int = 0  # VP from gains beyond a limit (nets, eggs): kept in `score` too
    # instant cards whose own ability is running after their play, innermost last (empty
    # between turns); the last played instant card is read from the reserve's order
    resolving: list[int] = field(default_factory=list)
    #: a captain board's free action was used this turn (reset each turn; hashed only when
    #: set, as when it sat on Winterfall's record: only its captains have one)
    captain_free_used: bool = field(default=False, metadata=MODULE_FIELD)
    #: Winterfall's parts of a player (None when it is not played; hashed as loose fields,
    #: as they were before)
    winterfall: WinterfallSeat | None = field(default=None, metadata={INLINE: True})


@dataclass
class AchievementState:
    id: str
    slots: list[int | None]  # seat holding each slot, upper first


@dataclass
class SoloState:
    """Tingent, the solo opponent: its own deck, board tracker and face-down cards. Its
    crew, eggs, face-up cards (as `reserve`), markers, trophies and VP live in its
    `PlayerState`, like anyone's."""

    seat: int  # Tingent's seat
    level: str  # lazy, easygoing, wild, terrifying, nightmare (Winterfall)
    scenarios: dict[str, str]  # scenario id -> difficulty
    deck: list[int]  # Tingent cards, drawn from the end
    drawn: list[int] = field(default_factory=list)  # the face-up pile, newest last
    tracker: int = 0  # space on the Tingent board
    brown: bool = False  # the cards were turned brown side up
    face_down: list[int] = field(default_factory=list)  # creature cards
    targets: dict[str, str] = field(default_factory=dict)  # main/single/multi -> achievement
    hazed: dict[int, int] = field(default_factory=dict)  # Wilderness slot -> face-down card
    kicked: int = 0  # your crew members Tingent knocked off the map (Outlaws)
    #: Tingent board space -> the eggs waiting there, until its tracker comes (Eggpocalypse)
    board_eggs: dict[int, list[str]] = field(default_factory=dict)


@dataclass
class WondrousState:
    rng: Rng
    players: list[PlayerState]
    side: str  # main board side, "A" or "B"
    track: str  # time track id
    achievement_side: str  # "1-2" or "3-4"
    deck: list[int]
    wilderness: list[int | None]
    discard: list[int]
    pouch: list[str]  # shuffled when formed; eggs drawn from the end
    supply_eggs: dict[str, int]
    nets_supply: int
    energies_supply: int
    trophies: int
    trophies_removed: int
    trophies_start: int
    tile_stack: list[int]
    tile_pool: list[int | None]
    tiles: dict[Coord, int]  # lake hex -> habitat tile on it
    map_eggs: dict[Coord, str]
    time_pos: int
    time_tokens: dict[int, str]  # track space -> marking of the face-down token there
    achievements: list[AchievementState]
    phase: str = "captain"  # captain, keep, resources, play, over
    setup_seat: int = 0
    current: int = 0
    turn: int = 0
    trophies_gone: bool = False  # the last trophy left the board: final turns follow
    final_turns: int | None = None
    end_reason: str = ""
    solo: SoloState | None = None
    modules: list[str] = field(default_factory=list)  # switched on by the config
    overlays: dict[Coord, Overlay] = field(default_factory=dict)  # the map as it is now
    #: Winterfall's state, one record (None when it is not played; hashed as loose fields,
    #: as they were before, so the saves of earlier games still replay)
    winterfall: WinterfallState | None = field(default=None, metadata={INLINE: True})

    def player(self, seat: int) -> PlayerState:
        return self.players[seat]
