"""Whole Pebble Dice games for tests: played out by a random agent, or rebuilt to a step."""

from __future__ import annotations

from engine.core import Game, GameConfig, RandomAgent
from tests.tinygame.rules import PebbleRules, PebbleState

RULES = PebbleRules()


def played_out(game_config: GameConfig, seed: int) -> Game[PebbleState]:
    """The game played to its end by a random agent seeded with `seed`."""
    game = Game(RULES, game_config)
    agent = RandomAgent(seed)
    while game.prompt is not None:
        game.choose(agent.pick(game.prompt))
    return game


def rebuilt(game: Game[PebbleState], position: int) -> Game[PebbleState]:
    """The game after its first `position` choices, replayed from its start."""
    fresh = Game(RULES, game.config)
    for choice in game.choices[:position]:
        fresh.choose(choice.option)
    return fresh
