"""Watching a game again: the list of kept finished games, and the replay viewer.

The viewer shows the app's own board and the log as they were after any choice, stepping
forward and back. It only reads: its games are rebuilt by a Playback, never the game on the
table, and nothing on it reaches the app's choosing (board picks stop here).
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import Header, Log

from engine.core import BestiaryError, Event, Game, SeatKind
from engine.core.finished import kept
from engine.core.playback import Playback
from engine.core.save import SaveFile
from engine.tui.board import BoardMoved, BoardPicked
from engine.tui.footer import KeyFooter
from engine.tui.help import HelpBook
from engine.tui.panels import TextPanel
from engine.tui.result_screen import verdict
from engine.tui.save_screens import SaveList
from engine.tui.screens import HelpScreen
from engine.tui.textual_compat.drawn_once import DrawnOnceScreen

HELP_TOPIC = "app.replay"


class ReplayList(SaveList):
    """The kept finished games, newest first."""

    QUESTION = "Watch which finished game? (Enter watches, Escape goes back)"
    NONE_YET = "No finished games yet: each game is kept here when it ends."

    def __init__(self, folder: Path) -> None:
        super().__init__(kept(folder))

    def describe(self, path: Path, header: SaveFile) -> str:
        when = header.saved_at.replace("T", " ")[:16]
        return f"{when} UTC  {header.summary}"


def setup_turns(playback: Playback[Any]) -> int:
    """How many of the game's first turns (as `Game.turns` counts them) are its setup.
    Setup decisions are not players' turns (the rules' `turn_count`): the first players'
    turn is the last one begun before a players' turn has been finished, and every turn
    before it is setup. Played from the start on a game of its own, up to that point."""
    game = Game(playback.game.rules, playback.game.config)
    first_played = 1
    for choice in playback.choices:
        if game.prompt is None or game.rules.turn_count(game.state) > 0:
            break
        first_played = game.turns
        try:
            game.choose(choice.option)
        except BestiaryError:
            break  # a file changed after it was checked: the steps are told as they come
    return first_played - 1


class StepPanel(TextPanel):
    """Which step is shown, who made its choice and what it was."""


class ReplayLog(Log):
    """The log as it was at a step. Every step writes it anew, which is quick: the lines are
    plain text (names are never markup), wrapped once per event and width, and a Log draws
    only the lines in view (a RichLog would render all of them again on a step back)."""

    # the scroll bar always shows: the width lines are wrapped to stays the same

    def __init__(self) -> None:
        super().__init__(highlight=False, auto_scroll=True)
        self.border_title = "Log"
        self.events: Sequence[Event] = ()
        self._wrapped: list[list[str]] = []  # each event's lines, at `_wrap_width`
        self._wrap_width = 0

    def show(self, events: Sequence[Event]) -> None:
        self.events = events
        self._write()

    def on_resize(self) -> None:
        self._write()

    def _write(self) -> None:
        width = max(20, self.scrollable_content_region.width)
        if width != self._wrap_width:
            self._wrap_width, self._wrapped = width, []
        for event in self.events[len(self._wrapped):]:
            self._wrapped.append(textwrap.wrap(event.text, width, subsequent_indent="  ")
                                 or [""])
        self.clear()
        self.write_lines(line for lines in self._wrapped[: len(self.events)] for line in lines)


class ReplayScreen(DrawnOnceScreen[None]):
    """One game, step by step: the board on the left, the step and the log on the right."""

    # priority: the arrows must step the replay even while the board's map has the focus
    BINDINGS = [
        Binding("left,comma", "back", "Back", id="previous_step", priority=True),
        Binding("right,full_stop", "forward", "Next", id="next_step", priority=True),
        # the footer shows "[" (shorter than "pgup"): with an app's own keys room is short
        Binding("pageup,left_square_bracket", "previous_turn", "Turn back", key_display="[",
                id="previous_turn", priority=True),
        Binding("pagedown,right_square_bracket", "next_turn", "Next turn", key_display="]",
                id="next_turn", priority=True),
        Binding("home", "start", "Start", id="first_step", priority=True),
        Binding("end", "end", "End", id="last_step", priority=True),
        Binding("v", "switch_view", "View", id="switch_view"),
        Binding("f1,question_mark", "help", "Help", id="help"),
        Binding("escape", "leave", "Leave", id="leave_replay"),
    ]

    def __init__(self, playback: Playback[Any], board: Widget, book: HelpBook) -> None:
        super().__init__()
        self.playback = playback
        self.board = board
        self.book = book
        config = playback.game.config
        seats = [i for i, s in enumerate(config.seats) if s.kind is not SeatKind.AUTOMA]
        humans = [i for i in seats if config.seats[i].kind is SeatKind.HUMAN]
        self.viewers = seats or [0]  # the automa plays in the open: it has no view of its own
        self.viewer = (humans or self.viewers)[0]
        self.setup_turns = setup_turns(playback)

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="main"):
            self.board.add_class("board")
            yield self.board
            with Vertical(id="side"):
                yield StepPanel()
                yield ReplayLog()
        yield KeyFooter(compact=True)  # the app's keys come after the replay's: room for all

    def on_mount(self) -> None:
        self.query_one(StepPanel).border_title = "Replay"
        self.query_one(ReplayLog).focus()
        self._show()

    # -- stepping ---------------------------------------------------------------------------

    def action_forward(self) -> None:
        self._move(lambda: self.playback.go(self.playback.position + 1))

    def action_back(self) -> None:
        self._move(lambda: self.playback.go(self.playback.position - 1))

    def action_next_turn(self) -> None:
        self._move(self.playback.next_turn)

    def action_previous_turn(self) -> None:
        self._move(self.playback.previous_turn)

    def action_start(self) -> None:
        self._move(lambda: self.playback.go(0))

    def action_end(self) -> None:
        self._move(lambda: self.playback.go(self.playback.length))

    def action_switch_view(self) -> None:
        self.viewer = self.viewers[(self.viewers.index(self.viewer) + 1) % len(self.viewers)]
        self._show()

    def _move(self, go: Callable[[], object]) -> None:
        try:
            go()
        except BestiaryError as exc:  # only a file changed after it was checked does this
            self.app.notify(f"The replay cannot go on: {exc}", severity="error")
        self._show()

    # -- drawing ----------------------------------------------------------------------------

    def _show(self) -> None:
        game = self.playback.game
        show = getattr(self.board, "show", None)
        if show is not None:
            show(game.view(self.viewer), game, self.viewer)
        self.query_one(StepPanel).set_text(self.describe_step(game))
        self.query_one(ReplayLog).show(game.events)

    def describe_step(self, game: Game[Any]) -> Text:
        playback, name = self.playback, game.config.seat_name
        number = playback.position
        text = Text(f"Step {number} of {playback.length}", style="bold")
        if number == 0:
            text.append("\nThe start: nothing chosen yet.")
        else:
            step = playback.step(number)
            text.append(f"\n{self.turn_label(step.turn)}, {name(step.seat)} chose: ",
                        style="bold")
            text.append(step.label)
            text.append(f"\nAsked: {step.instruction}", style="italic")
        result = game.result()
        if result is not None:
            said = getattr(self.app, "verdict", verdict)  # the app's own words, if it has them
            text.append(f"\nThe end: {said(result)}")
        elif game.prompt is not None:  # where the next step starts, after a turn jump say
            text.append(f"\nNext: {name(game.prompt.seat)} decides in "
                        f"{self.turn_label(game.turns).lower()}")
        text.append(f"\nShown: {name(self.viewer)}'s view", style="dim")
        if len(self.viewers) > 1:
            text.append(" (V: the next player's)", style="dim")
        return text

    def turn_label(self, turn: int) -> str:
        """A turn as the players count it: the setup's turns apart ("Setup 2/8"), then the
        players' turns from 1 (the game counts both alike)."""
        if turn <= self.setup_turns:
            return f"Setup {turn}/{self.setup_turns}"
        return f"Turn {turn - self.setup_turns}"

    # -- elsewhere --------------------------------------------------------------------------

    @on(BoardPicked)
    @on(BoardMoved)
    def _read_only(self, event: BoardPicked | BoardMoved) -> None:
        event.stop()  # the app would answer the table's decision with it

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen(self.book, HELP_TOPIC))

    def action_leave(self) -> None:
        self.dismiss(None)
