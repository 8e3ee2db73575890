"""Through the app: an option keeps its key while the prompts that follow offer it; a prompt
that replaces another without the player's key for it does not take keys typed for the one
before; an option with a fixed key has it everywhere; a list longer than its box says how
many options are out of sight above and below; the letters follow the digits."""

from __future__ import annotations

import re
import string
from typing import ClassVar

from textual import events
from textual.app import App, ComposeResult
from textual.binding import Binding

from engine.core import Option, Prompt
from engine.tui.bench import settled
from engine.tui.prompt_panel import Choices, PromptPanel
from engine.tui.styles import SHARED_CSS
from tests.tinygame.app import PebbleApp, PebbleBoard, pebble_book
from tests.tinygame.rules import PebbleRules, config
from tests.tui.screen import screen_text, shown_key
from tests.tui.test_frames import count_frames

SIZE = (60, 16)


def ask(*ids: str, kind: str = "assistant", seat: int = 0) -> Prompt:
    return Prompt(seat, kind, "Pick one", tuple(Option(i, f"Option {i}") for i in ids))


class PanelApp(App[None]):
    CSS_PATH = [SHARED_CSS]
    CSS = "PromptPanel { height: 100%; }"

    def compose(self) -> ComposeResult:
        yield PromptPanel()


def shown_keys(app) -> dict[str, str]:
    """Option id -> the key drawn beside it, read off the screen ("Option <id>")."""
    return {m.group(2): m.group(1)
            for m in re.finditer(r"\[(\w)\] Option (\S+)", screen_text(app))}


async def test_an_option_keeps_its_key_while_its_kind_of_prompt_offers_it():
    """Cryptic's Assistant phase: after the required move the rest kept their keys; bids
    renumbered after each bid; Revivathan's "No more" moved from 6 to 5. A prompt of
    another kind is a decision of its own, numbered from the top."""
    app = PanelApp()
    async with app.run_test(size=(60, 30)):
        panel = app.query_one(PromptPanel)
        panel.show(ask("up", "down", "buy", "bid1", "bid2", "done"), turn=3)
        await settled(app)
        assert shown_keys(app) == {"up": "1", "down": "2", "buy": "3", "bid1": "4",
                                   "bid2": "5", "done": "6"}
        panel.show(ask("buy", "bid1", "bid2", "done"), turn=3)  # the move is made
        await settled(app)
        assert shown_keys(app) == {"buy": "3", "bid1": "4", "bid2": "5", "done": "6"}
        panel.show(ask("buy", "bid2", "done"), turn=3)  # a bid made
        await settled(app)
        assert shown_keys(app) == {"buy": "3", "bid2": "5", "done": "6"}
        panel.show(ask("buy", "bid2", "done", kind="after-bid"), turn=3)  # another kind
        await settled(app)
        assert shown_keys(app) == {"buy": "1", "bid2": "2", "done": "3"}
        panel.show(ask("buy", "bid2", "done"), turn=4)  # the next turn numbers afresh
        await settled(app)
        assert shown_keys(app) == {"buy": "1", "bid2": "2", "done": "3"}


async def test_a_prompt_that_replaced_the_last_without_a_key_waits_for_its_frame():
    """The last habitat reward taken for the player: the next prompt of the same kind came
    in the same slots, and a key typed for the reward answered it. Keys typed for a prompt
    asked again (its options kept) still answer it: they were planned for it."""
    app = PanelApp()
    async with app.run_test(size=SIZE):
        panel = app.query_one(PromptPanel)
        panel.show(ask("h1-wood", "h1-card", "h2-egg", kind="habitat-reward"), turn=2)
        await settled(app)
        shown = panel.asked_at
        assert shown < float("inf")
        panel.show(ask("h1-card", "h2-egg", kind="habitat-reward"), turn=2)  # asked again
        assert panel.asked_at == shown
        await settled(app)
        typed = events.Key("1", "1")
        panel.show(ask("s1", "s2", kind="habitat-reward"), turn=2)  # the next spot's rewards
        assert typed.time < panel.asked_at  # typed before it was drawn: typed for the last
        await settled(app)
        assert typed.time < panel.asked_at < float("inf")


class EndOnE(PebbleApp):
    FIXED_KEYS: ClassVar = {"stop": "e"}


async def test_an_option_with_a_fixed_key_shows_it_and_answers_to_it():
    app = EndOnE(PebbleRules(), pebble_book(), config(players=1, seed=3), resume=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await settled(app)
        await pilot.pause(0.2)
        await pilot.press("1")  # play a pebble: roll or stop?
        await settled(app)
        await pilot.pause(0.2)
        assert "[e] Stop" in screen_text(app) and "[2] Stop" not in screen_text(app)
        before = len(app.game.choices)
        await pilot.press("2")  # no option has 2 now
        await settled(app)
        assert len(app.game.choices) == before
        await pilot.press("e")
        await settled(app)
        assert [c.option for c in app.game.choices][-1] == "stop"


async def test_a_long_list_says_how_many_options_are_out_of_sight():
    app = PanelApp()
    async with app.run_test(size=SIZE) as pilot:
        panel = app.query_one(PromptPanel)
        panel.show(ask(*(f"o{i}" for i in range(12)), "end-turn"), turn=1,
                   fixed={"end-turn": "e"})
        await settled(app)
        text = screen_text(app)
        assert "e: Option end-turn · ▼ 3 below" in text and "▲" not in text
        app.query_one(Choices).focus()
        await pilot.press(*["down"] * 12)
        await settled(app)
        text = screen_text(app)
        assert "▲ 3 above" in text and "▼" not in text
        assert "[e] Option end-turn" in text
        frames = count_frames(app)  # the marks come in the frame that scrolls
        await pilot.press("up", "up", "up", "up", "up", "up", "up", "up", "up", "up")
        await settled(app)
        assert "▼ 1 below" in screen_text(app)
        frames.clear()
        await pilot.press("up")
        await settled(app)
        assert len(frames) == 1 and "▼ 2 below" in screen_text(app)
        panel.show(ask("a", "b"), turn=2)  # a list that fits says nothing
        await settled(app)
        text = screen_text(app)
        assert "▲" not in text and "▼" not in text


async def test_the_letters_follow_the_digits():
    """They skipped h, j, k and l (kept for a map's cursor): a list read "g i m n"."""
    app = PanelApp()
    async with app.run_test(size=(60, 50)):
        panel = app.query_one(PromptPanel)
        ids = [f"o{i:02}" for i in range(35)]
        panel.show(ask(*ids), turn=1)
        await settled(app)
        keys = shown_keys(app)
        assert "".join(keys[i] for i in ids) == "123456789" + string.ascii_lowercase


class ShownBeforeLaidOut(PanelApp):
    """A table made under the pass screen: the options are shown before the list has a
    size (a resumed hotseat game)."""

    def on_mount(self) -> None:
        self.query_one(PromptPanel).show(ask(*(f"o{i}" for i in range(12)), "end-turn"),
                                         turn=1, fixed={"end-turn": "e"})


async def test_a_list_filled_before_it_was_laid_out_says_what_is_below():
    app = ShownBeforeLaidOut()
    async with app.run_test(size=SIZE):
        await settled(app)
        assert "e: Option end-turn · ▼ 3 below" in screen_text(app)


class TurningBoard(PebbleBoard, can_focus=True):
    """A board with a key of its own that is also an option's key (Cryptic's sanctuary
    turns its tile on r)."""

    BINDINGS: ClassVar = [Binding("2", "turn", "Turn")]
    turned = 0

    def action_turn(self) -> None:
        self.turned += 1


class BoardWithKeys(PebbleApp):
    def make_board(self) -> TurningBoard:
        return TurningBoard()


async def test_a_key_the_focused_board_binds_is_the_boards():
    app = BoardWithKeys(PebbleRules(), pebble_book(), config(players=1, seed=3), resume=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await settled(app)
        await pilot.pause(0.2)
        assert shown_key(app, app.game.prompt.options[1].id) == "2"
        board = app.screen.query_one(TurningBoard)
        board.focus()
        await pilot.press("2")
        await settled(app)
        assert board.turned == 1 and app.game.choices == []
        app.screen.query_one(Choices).focus()
        await pilot.press("2")  # with the options focused, 2 answers
        await settled(app)
        assert [c.option for c in app.game.choices] == ["pebble:1"]


async def test_options_past_z_are_keyed_by_capital_letters():
    """Cryptic's Assistant phase, its greyed options kept listed, ran past z: the options
    after it had no key at all."""
    app = PanelApp()
    async with app.run_test(size=(60, 50)):
        panel = app.query_one(PromptPanel)
        ids = [f"o{i:02}" for i in range(40)]
        panel.show(ask(*ids), turn=1)
        await settled(app)
        assert [panel.key_of(i) for i in ids[35:]] == ["A", "B", "C", "D", "E"]
        assert panel.option_for_key("B").id == "o36"
        assert panel.option_for_key("b").id == "o10"
