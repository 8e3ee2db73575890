"""The Wondrous Creatures game state: plain picklable data, nothing static.

Static component data (cards, board, tracks) stays in `Components`; the state holds only
what changes, by card number, hex coordinate and species name. A module's records are its
own (in its package), each on a field of its own here, None when the module is off.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.core import Rng
from engine.core.hashing import INLINE, UNSET_UNHASHED

if TYPE_CHECKING:  # the modules' records, read only as the fields' types
    from engine.wondrous.solo.state import SoloState
    from engine.wondrous.winterfall.state import WinterfallSeat, WinterfallState

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
