"""Wondrous Creatures as the apps and agents see it: the one module they import.

Here are the rules object, the typed views (`view(seat)` returns a `WondrousView`), the
components' catalog and the few rules questions a front end asks (which habitats a crew
spot touches, where a map hex lies, what a solo option plays). Everything else in
`engine.wondrous` is the rules' inside and may move; tests/test_layering.py keeps the apps
to this module."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.agents import AgentMaker, bot_levels
from engine.wondrous.balance import TOLERANCE, BalanceReport, balance_report
from engine.wondrous.board import neighbours
from engine.wondrous.components import Achievement, Hex
from engine.wondrous.ctx import Catalog
from engine.wondrous.flow import END_TURN
from engine.wondrous.habitats import habitats_touching, is_wild, rim_on
from engine.wondrous.loading import ALL_NAMES, Components, check_folder, load_components
from engine.wondrous.rules import COLOURS, PlayerView, WondrousRules, WondrousView
from engine.wondrous.setup import LEARNING_TROPHIES, STARTER_ACHIEVEMENTS
from engine.wondrous.solo.component_set import tingent_parts
from engine.wondrous.solo.components import Scenario, TingentBoard
from engine.wondrous.solo.mode import (
    LEVELS,
    SOLO,
    WINTER_ONLY_LEVELS,
    scenario,
    scenarios_for,
    solo_options,
    stars,
    tingent_cards,
    winter_level,
)
from engine.wondrous.solo.mode import board as tingent_board
from engine.wondrous.solo.view import TingentView, TingentWinterView
from engine.wondrous.tallies import tally as balance_tally
from engine.wondrous.view import AchievementView, EggView, ReserveCard, island_of_view
from engine.wondrous.winterfall.balance import winterfall_balance_report
from engine.wondrous.winterfall.catalog import aurora_tiles, winter_captains, winter_creatures
from engine.wondrous.winterfall.component_set import WINTERFALL, winterfall_parts
from engine.wondrous.winterfall.snowfields import in_pieces
from engine.wondrous.winterfall.view import AuroraView, ProjectView, WinterfallView

if TYPE_CHECKING:  # its module is read with the Winterfall components, when a game needs them
    from engine.wondrous.winterfall.components import WinterfallCard

#: The game's bots by level (`engine.core.config.BOT_LEVELS`), for the app's bot seats,
#: its hint and `sim --agents`. A maker imports its bot when first called: the app starts
#: without them.
AGENTS: dict[str, AgentMaker] = bot_levels("engine.wondrous.bots",
                                           ("easy", "normal", "hard"))

__all__ = [
    "AGENTS",
    "ALL_NAMES",
    "COLOURS",
    "END_TURN",
    "LEARNING_TROPHIES",
    "LEVELS",
    "SOLO",
    "STARTER_ACHIEVEMENTS",
    "TOLERANCE",
    "WINTERFALL",
    "WINTER_ONLY_LEVELS",
    "Achievement",
    "AchievementView",
    "AuroraView",
    "BalanceReport",
    "Catalog",
    "Components",
    "EggView",
    "Hex",
    "PlayerView",
    "ProjectView",
    "ReserveCard",
    "Scenario",
    "TingentBoard",
    "TingentView",
    "TingentWinterView",
    "WinterfallCard",
    "WinterfallView",
    "WondrousRules",
    "WondrousView",
    "aurora_tiles",
    "balance_report",
    "balance_tally",
    "check_folder",
    "habitats_touching",
    "in_pieces",
    "is_wild",
    "island_of_view",
    "load_components",
    "neighbours",
    "rim_on",
    "scenario",
    "scenarios_for",
    "solo_options",
    "stars",
    "tingent_board",
    "tingent_cards",
    "tingent_parts",
    "winter_captains",
    "winter_creatures",
    "winter_level",
    "winterfall_balance_report",
    "winterfall_parts",
]
