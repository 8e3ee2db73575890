"""The Cryptic Nature game state: plain picklable data, nothing static.

Static data (the map, cryptid cards, evidence tokens, tiles) stays in the catalog and the
table parts; the state holds what changes, by name and index:
- an evidence piece is an int: 0-31 is the evidence token of that index in `evidence.yaml`,
  a negative one a bonus rumor (they never enter the bag). Bonus rumors look alike, but the
  one you sold is not another one in the market, so each in play has its own number: one
  taken from the supply gets the first free one of -1, -2, ... (`BONUS_RUMOR` is -1);
- a cryptid is its card name; a terrain tile its id; a skill its id.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core import Rng
from engine.cryptic.pickling import FieldsPickled

BONUS_RUMOR = -1
MARKET_SLOTS = 3
ON_BOARD = 7  # evidence tokens on the map after a layout
ROW = 6  # revealed cryptid cards

# phases of the game
SETUP = "setup"
CRYPTO = "cryptozoologist"
ASSISTANT = "assistant"
OVER = "over"


def is_bonus_rumor(piece: int) -> bool:
    return piece < 0


@dataclass
class RowCard(FieldsPickled):
    """A revealed cryptid card, with the bag tokens lying on its question marks and the
    seats whose bid markers are on it."""

    name: str
    location_token: int | None = None  # face down on a runaway's '?': its back is the place
    evidence_token: int | None = None  # face up on a drawn-evidence '?': its type is needed
    bids: list[int] = field(default_factory=list)


@dataclass
class Request(FieldsPickled):
    """A fulfilled request token and the two cryptids it took."""

    id: str
    cryptids: list[str]


@dataclass
class PlayerState(FieldsPickled):
    seat: int
    name: str
    location: str = ""  # where the cryptozoologist stands ("" before setup places it)
    evidence: list[int] = field(default_factory=list)  # the pieces in the evidence slots
    coins: int = 0
    experience: int = 0
    skills: dict[str, int] = field(default_factory=dict)  # skill id -> copies owned
    spent: list[str] = field(default_factory=list)  # active skills in the spent state
    movement_used: bool = False  # the Main Movement action marker is on red
    action_used: bool = False  # the Main Action action marker is on red
    free_bids: int = 0  # bid markers in hand, to be placed before the round ends
    contracts: list[str] = field(default_factory=list)  # hidden: only the owner sees them
    terrain: list[str] = field(default_factory=list)  # terrain tiles on the board's slots
    found: list[str] = field(default_factory=list)  # cryptid cards found, in order
    unsettled: list[str] = field(default_factory=list)  # found cryptids whose tile waits
    settled: list[str] = field(default_factory=list)  # tiles placed in the sanctuary
    requests: list[Request] = field(default_factory=list)
    wolpertinger: list[str] = field(default_factory=list)  # token faces taken, unspent
    hares: int = 0  # stuffed hares (kept face up, scored at the end)
    wolpertinger_spent: int = 0  # tokens discarded for their effect


@dataclass
class PoacherState(FieldsPickled):
    """The Poacher in a solo game: his shuffled cards, the active one, the cryptids he
    captured, and what his last turn did (for the table to show which line he used)."""

    seat: int
    deck: list[int] = field(default_factory=list)  # card numbers, top last
    discards: list[int] = field(default_factory=list)
    active: int | None = None  # the card revealed this round
    captured: list[str] = field(default_factory=list)
    won: bool = False
    # the line of the active card used in each phase: {"line": n, "done": action or "",
    # "failed": [[action, why], ...]}, keyed by the phase
    lines: dict[str, dict[str, Any]] = field(default_factory=dict)


@dataclass
class CrypticState(FieldsPickled):
    rng: Rng
    players: list[PlayerState]
    bag: list[int]  # shuffled when formed; drawn from the end
    modules: list[str] = field(default_factory=list)  # from the config, for reading rules
    set_aside: list[int] = field(default_factory=list)  # spent evidence near the bag
    market: list[int | None] = field(default_factory=list)
    board: dict[str, list[int]] = field(default_factory=dict)  # region -> tokens there
    rumor_supply: int = 0  # bonus rumors in the supply
    row: list[RowCard | None] = field(default_factory=list)
    decks: dict[int, list[str]] = field(default_factory=dict)  # level -> cards, top last
    discards: dict[int, list[str]] = field(default_factory=dict)
    general_contract: str = ""
    contract_deck: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)  # request tokens still on offer
    request_pile: list[str] = field(default_factory=list)  # the rest, in the box
    terrain_piles: dict[str, list[str]] = field(default_factory=dict)  # terrain -> tiles
    closed_terrains: list[str] = field(default_factory=list)  # no longer placed or drawn
    discarded_tiles: list[str] = field(default_factory=list)  # tiles of closed terrains
    sanctuary: Any = None  # the sanctuary module's own plain-data state
    dice: list[str] = field(default_factory=list)  # assistant dice faces this round
    dice_taken: list[bool] = field(default_factory=list)
    track: list[int | None] = field(default_factory=list)  # initiative spaces, top first
    wolpertinger: dict[str, str] = field(default_factory=dict)  # city -> face down token
    phase: str = SETUP
    setup_order: list[int] = field(default_factory=list)  # seats still to set up
    acted: list[int] = field(default_factory=list)  # seats done in this phase
    current: int = -1
    round: int = 0
    turns: int = 0  # player turns finished (both phases)
    construction_complete: bool = False
    final_round: int = 0  # the last round, once the game end is triggered
    end_reason: str = ""
    sold: list[int] = field(default_factory=list)  # evidence sold this Assistant turn
    bought: list[int] = field(default_factory=list)  # evidence bought this Assistant turn
    poacher: PoacherState | None = None  # the solo opponent, in a solo game only

    def player(self, seat: int) -> PlayerState:
        return self.players[seat]
