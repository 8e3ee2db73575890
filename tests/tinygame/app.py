"""The Pebble Dice app: the shared TUI around the tiny test game."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.text import Text
from textual.widgets import Static

from engine.core import Game, GameConfig, SeatKind
from engine.core.agents import AgentMaker
from engine.tui.app import GameApp
from engine.tui.help import APP_TOPICS, HelpBook, Topic
from engine.tui.new_game import FormSpec, NewGameForm, Switch
from engine.tui.styles import app_css
from tests.tinygame.rules import HELP, LONG_GAME, PebbleRules, config

PEBBLE_FORM = FormSpec(
    game="pebbles",
    title="Pebble Dice",
    players=(1, 2, 3, 4),
    kinds=(SeatKind.HUMAN, SeatKind.BOT, SeatKind.AUTOMA),
    switches=(Switch(LONG_GAME, "Long game: five rounds", module=True),),
)


class PebbleBoard(Static):
    def __init__(self) -> None:
        super().__init__(id="board")
        self.border_title = "Table"

    def show(self, view: dict[str, Any], game: Game[Any], viewer: int) -> None:
        text = Text(f"Round {view['round']} of {view['rounds']}   Bag: {view['bag']}\n\n")
        for seat, player in enumerate(view["players"]):
            name = game.config.seat_name(seat)
            turn = ">" if seat == view["current"] else " "
            text.append(
                f"{turn} {name}: {player['played'] + player['dice']} points, "
                f"{player['hand']} pebbles in hand\n"
            )
        hand = " ".join(str(v) for v in view["hand"]) or "(empty)"
        text.append(f"\n{game.config.seat_name(viewer)}'s hand: {hand}\n", style="bold")
        self.update(text)


START_HERE = Topic(
    "Start here",
    "The table shows the round, each player's points and your hand; on the right, the "
    "decision and its options. Press the key beside an option, or use the arrows and Enter, "
    "or Ctrl+P. Ctrl+Z undoes, F1 or ? opens help.",
)


def pebble_book() -> HelpBook:
    topics = {"start": START_HERE, "general": Topic("Pebble Dice", HELP["turn"]), **APP_TOPICS}
    topics.update({key: Topic(key.title(), text) for key, text in HELP.items()})
    return HelpBook(topics)


class PebbleApp(GameApp):
    CSS_PATH = app_css(__file__, "pebbles.tcss")

    def make_board(self) -> PebbleBoard:
        return PebbleBoard()

    def new_game_form(self, last: GameConfig | None) -> NewGameForm:
        return NewGameForm(PEBBLE_FORM, last=last)


def make_app(
    game_config: GameConfig | None = None, *, autosave: bool = True, resume: bool | None = None,
    agents: Mapping[str, AgentMaker] | None = None,
) -> PebbleApp:
    """Starts `game_config`, or asks for the settings on the new-game form; `agents`: the
    bots by level (random moves only, when not given)."""
    return PebbleApp(PebbleRules(), pebble_book(), game_config or config(), autosave=autosave,
                     resume=resume, ask_settings=game_config is None, agents=agents)


if __name__ == "__main__":
    make_app().run()
