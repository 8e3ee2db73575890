"""Cryptic Nature as the apps and agents see it: the one module they import.

Here are the rules object, the typed views (`view(seat)` returns a `CrypticView`), the
static components (`Data`: the catalog and the table parts) with their loading and checks,
and the rules questions a front end asks (where a terrain tile or a cryptid may go in the
sanctuary, and why not). Everything else in `engine.cryptic` is the rules' inside and may
move; tests/test_layering.py keeps the apps to this module."""

from __future__ import annotations

from engine.core.agents import AgentMaker, bot_levels
from engine.cryptic.assistant import (
    END,
    REFRESH_COST,
    TWO_PLAYER_SURCHARGE,
    face_label,
    learning_cost,
)
from engine.cryptic.balance import catalog_report
from engine.cryptic.ctx import Data
from engine.cryptic.no_bids import NO_BIDS
from engine.cryptic.parts.catalog import FILES as CATALOG_FILES
from engine.cryptic.parts.catalog import (
    HELP_FILE,
    Catalog,
    catalog_json,
    check_catalog,
    check_help,
    load_catalog,
    load_help,
    resolve_folder,
)
from engine.cryptic.parts.catalog_records import Contract, Cryptid, Location, Request
from engine.cryptic.parts.help_texts import HelpFile
from engine.cryptic.parts.player_pieces import Skill
from engine.cryptic.parts.poacher_cards import poacher_parts
from engine.cryptic.parts.squares import Cell
from engine.cryptic.parts.table import FILES as TABLE_FILES
from engine.cryptic.parts.table import load_table_parts
from engine.cryptic.parts.table_export import table_parts_json, table_parts_report
from engine.cryptic.parts.tiles import TerrainTile
from engine.cryptic.parts.wolpertinger_tokens import wolpertinger_parts
from engine.cryptic.registered import CrypticView, PlayerView
from engine.cryptic.rules import COLOURS, CrypticRules, load_data
from engine.cryptic.sanctuary import Sanctuary, Spot, placed_squares, terrain_turns, terrain_why_not
from engine.cryptic.scoring import STEPS, TIEBREAKS
from engine.cryptic.settling import cryptid_cells, cryptid_turns, cryptid_why_not, settle_gains
from engine.cryptic.solo.seats import YOU, is_solo, solo_config
from engine.cryptic.solo.turns import words as poacher_words
from engine.cryptic.solo.view import PoacherLine, PoacherView
from engine.cryptic.tallies import tally as balance_tally
from engine.cryptic.tracking import FACE_SIGNS
from engine.cryptic.view import (
    CryptidCard,
    EvidencePiece,
    LaidTile,
    RequestToken,
    SanctuaryView,
    SettledView,
    sanctuary_of,
)
from engine.cryptic.wolpertinger import (
    WOLPERTINGER,
    WOLPERTINGER_STEP,
    WolpertingerBoard,
    WolpertingerView,
)

#: The game's bots by level (`engine.core.config.BOT_LEVELS`), for the app's bot seats,
#: its hint and `sim --agents`. A maker imports its bot when first called: the app starts
#: without them.
AGENTS: dict[str, AgentMaker] = bot_levels("engine.cryptic.bots",
                                           ("easy", "normal", "hard"))

__all__ = [
    "AGENTS",
    "CATALOG_FILES",
    "COLOURS",
    "END",
    "FACE_SIGNS",
    "HELP_FILE",
    "NO_BIDS",
    "REFRESH_COST",
    "STEPS",
    "TABLE_FILES",
    "TIEBREAKS",
    "TWO_PLAYER_SURCHARGE",
    "WOLPERTINGER",
    "WOLPERTINGER_STEP",
    "YOU",
    "Catalog",
    "Cell",
    "Contract",
    "CrypticRules",
    "CrypticView",
    "Cryptid",
    "CryptidCard",
    "Data",
    "EvidencePiece",
    "HelpFile",
    "LaidTile",
    "Location",
    "PlayerView",
    "PoacherLine",
    "PoacherView",
    "Request",
    "RequestToken",
    "Sanctuary",
    "SanctuaryView",
    "SettledView",
    "Skill",
    "Spot",
    "TerrainTile",
    "WolpertingerBoard",
    "WolpertingerView",
    "balance_tally",
    "catalog_json",
    "catalog_report",
    "check_catalog",
    "check_help",
    "cryptid_cells",
    "cryptid_turns",
    "cryptid_why_not",
    "face_label",
    "is_solo",
    "learning_cost",
    "load_catalog",
    "load_data",
    "load_help",
    "load_table_parts",
    "placed_squares",
    "poacher_parts",
    "poacher_words",
    "resolve_folder",
    "sanctuary_of",
    "settle_gains",
    "solo_config",
    "table_parts_json",
    "table_parts_report",
    "terrain_turns",
    "terrain_why_not",
    "wolpertinger_parts",
]
