"""The final score table says what its star means (a newcomer asked)."""

from __future__ import annotations

from rich.console import Console

from engine.core import Game, RandomAgent
from engine.tui.result_screen import score_table
from tests.tinygame.rules import PebbleRules, config


def test_the_final_scores_star_the_winner_and_say_so() -> None:
    game = Game(PebbleRules(), config(seed=3))
    agent = RandomAgent(3)
    while game.prompt is not None:
        game.choose(agent.pick(game.prompt))
    result = game.result()
    assert result is not None
    console = Console(record=True, width=100, color_system=None)
    console.print(score_table(result))
    text = console.export_text()
    winner = next(s.name for s in result.scores if s.seat in result.winners)
    assert f"{winner} *" in text and "* the winner" in text
