"""The game framework both titles share: no Textual, no Rich."""

from engine.core.agents import Agent, GameSummary, RandomAgent, play_out, simulate
from engine.core.config import GameConfig, Seat, SeatKind
from engine.core.errors import (
    AssetError,
    BestiaryError,
    ConfigError,
    IllegalChoice,
    RulesError,
    SaveError,
    UndoRefused,
)
from engine.core.events import Event
from engine.core.game import Choice, Game
from engine.core.prompt import BACK, DONE, Option, Prompt, done_option
from engine.core.result import Result, SeatScore, rank
from engine.core.rng import Rng
from engine.core.rules import Rules, Table, Turn

__all__ = [
    "BACK",
    "DONE",
    "Agent",
    "AssetError",
    "BestiaryError",
    "Choice",
    "ConfigError",
    "Event",
    "Game",
    "GameConfig",
    "GameSummary",
    "IllegalChoice",
    "Option",
    "Prompt",
    "RandomAgent",
    "Result",
    "Rng",
    "Rules",
    "RulesError",
    "SaveError",
    "Seat",
    "SeatKind",
    "SeatScore",
    "Table",
    "Turn",
    "UndoRefused",
    "done_option",
    "play_out",
    "rank",
    "simulate",
]
