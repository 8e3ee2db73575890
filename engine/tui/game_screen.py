"""The table: the app's board on the left; the decision, help and log on the right.

The screen draws what its host (the app) gives it and hands keys and picks back to it; the
host is known by what the screen asks of it (`TableHost`), not by its class, so the table
needs nothing of the app module.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from contextlib import AbstractContextManager
from typing import Any, ClassVar, Protocol, cast

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Header, Static

from engine.core import Game, Option, Prompt
from engine.tui.footer import KeyFooter
from engine.tui.help import HelpBook
from engine.tui.keys import could_answer
from engine.tui.panels import EventLog, HelpPanel
from engine.tui.prompt_panel import CONFIRM_KEY, PromptPanel
from engine.tui.screens import FILE_AND_HELP, too_small
from engine.tui.textual_compat import binds_key
from engine.tui.textual_compat.drawn_once import DrawnOnceScreen


class Cover(Protocol):
    """What covers a table that opens under a pass screen (the hotseat gate)."""

    def cover_first(self) -> Screen[Any]: ...
    def fill_under_cover(self, screen: GameScreen) -> None: ...


class TableHost(Protocol):
    """What the table asks of the app it is on."""

    MIN_SIZE: ClassVar[tuple[int, int]]
    FIXED_KEYS: ClassVar[Mapping[str, str]]
    viewer: int

    @property
    def gate(self) -> Cover: ...
    def _after_choice(self) -> None: ...
    def batch_update(self) -> AbstractContextManager[None]: ...
    def action_undo(self) -> None: ...
    def answer(self, option_id: str) -> None: ...
    def answer_ticked(self, option_ids: tuple[str, ...]) -> None: ...
    def shown_options(self, prompt: Prompt) -> tuple[Option, ...]: ...
    def notify(self, message: str, *, severity: Any = "information") -> None: ...


class TablePane(Static):
    """The default board: the viewer's view as plain text. Apps replace it with real widgets."""

    def show(self, view: dict[str, Any], game: Game[Any], viewer: int) -> None:
        lines = [f"{key}: {value}" for key, value in view.items()]
        self.update(Text("\n".join(lines)))  # the view holds names people typed


class GameScreen(DrawnOnceScreen[None]):
    """The table: the app's board on the left; decision, help and log on the right."""

    BINDINGS = [
        Binding("ctrl+z", "app.undo", "Undo", id="undo"),
        *FILE_AND_HELP,
        Binding("ctrl+n", "app.new_game", "New game", id="new_game", show=False),
        Binding("escape", "app.go_back", "Back", id="back", show=False),
        Binding("f8", "app.hint", "Hint", id="hint",
                tooltip="Mark the option the normal bot would choose, and say why"),
        Binding("shift+f8", "app.hint('hard')", "Hard hint", id="hint_hard", show=False,
                tooltip="Mark the option the hard bot would choose (it thinks a while)"),
        # priority: it must win over the map's own Space while an automa's turn is told
        Binding("space", "app.skip_ahead", "Skip ahead", id="skip_ahead", priority=True),
        Binding("ctrl+l", "toggle_log", "Log filter", id="log_filter", show=False,
                tooltip="The log: only what the others did since your last turn, or all"),
        # shown only in a multi-pick (a discard of several cards, say), with the list focused
        Binding("space", "tick", "Tick", id="tick",
                tooltip="Tick or untick the highlighted option"),
        Binding(CONFIRM_KEY, "confirm_ticks", "Confirm ticked", id="confirm_ticked",
                tooltip="Answer the ticked options, in the order ticked"),
    ]

    def __init__(self, board: Widget, book: HelpBook, *, covered: bool = False) -> None:
        super().__init__()
        self.board = board
        self.book = book
        # a table that opens under a pass screen is composed after the cover's first frame,
        # so that the cover shows at once; `ready` is set once the table is there
        self._covered = covered
        self.ready = asyncio.Event()

    @property
    def host(self) -> TableHost:
        """The app, as the table knows it."""
        return cast(TableHost, self.app)

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("", id="too-small")
        if not self._covered:
            yield self._table()
        yield KeyFooter()

    def _table(self) -> Horizontal:
        self.board.add_class("board")
        side = Vertical(PromptPanel(), HelpPanel(self.book), EventLog(), id="side")
        return Horizontal(self.board, side, id="main")

    def on_mount(self) -> None:
        app = self.host
        if self._covered:
            app.gate.cover_first().call_after_refresh(self._compose_under_cover)
            return
        self._take_keyboard()
        # filled in after its own first refresh: after the app's (asked for before this
        # screen was mounted), it was drawn empty and then once more, full
        self.call_after_refresh(app._after_choice)

    async def _compose_under_cover(self) -> None:
        self._covered = False
        app = self.host
        with app.batch_update():
            await self.mount(self._table(), before=self.query_one(KeyFooter))
            if not self.query(PromptPanel):  # the app is closing: nothing was mounted
                return
            self._take_keyboard()
            app.gate.fill_under_cover(self)

    def _take_keyboard(self) -> None:
        self.query_one(PromptPanel).query_one("#options").focus()
        self._check_size()
        self.ready.set()

    def on_resize(self, event: events.Resize) -> None:
        if self.ready.is_set():
            self._check_size()

    def _check_size(self) -> None:
        app = self.host
        lacks = too_small(self.size, app.MIN_SIZE)
        self.set_class(bool(lacks), "too-small")
        self.query_one("#too-small", Static).update(f"{lacks}.")

    def on_key(self, event: events.Key) -> None:
        app = self.host
        if self.has_class("too-small"):  # nothing acts while the table cannot be seen
            event.stop()
            event.prevent_default()
            return
        if event.key == "ctrl+z":  # the binding is greyed out: say why instead of nothing
            event.stop()
            app.action_undo()
            return
        option = self.query_one(PromptPanel).option_for_key(event.character or "")
        if option is None or self._bound_by_focus(event.key):
            return
        event.stop()
        if self.app.screen is self and self.typed_before_asked(event):
            # the app let it through while the decision it was typed for was still shown;
            # the key before it (in its queue before it) answered that one meanwhile
            return
        if option.enabled:
            app.answer(option.id)
        else:
            # the label may be a sentence of its own: quoted, it reads as the option's name
            app.notify(f"Not now: \"{option.label.rstrip('.')}\" ({option.reason}).",
                       severity="warning")

    def typed_before_asked(self, key: events.Key) -> bool:
        """Whether `key`, one that could answer (a character or Enter), was typed before
        the decision on the table was on the screen: keys piled up (a paste, keys typed
        while the app was busy) answer only what the player saw. Keys typed for a decision
        asked again (a pick of several, the same menu after a step: its options keep their
        keys) keep going; a prompt that replaces it without them (the game took the last
        pick for the player) is a decision of its own."""
        if not could_answer(key):
            return False
        panels = self.query(PromptPanel)
        return bool(panels) and key.time < panels.first().asked_at

    def _bound_by_focus(self, key: str) -> bool:
        """Whether the widget with the keyboard has a key of its own for `key` (the
        sanctuary turns its tile on r): there, the key is the widget's, not an option's."""
        focused = self.focused
        return focused is not None and binds_key(focused, key)

    @on(PromptPanel.Chosen)
    def _chosen(self, event: PromptPanel.Chosen) -> None:
        app = self.host
        app.answer(event.option_id)

    @on(PromptPanel.Confirmed)
    def _confirmed(self, event: PromptPanel.Confirmed) -> None:
        app = self.host
        app.answer_ticked(event.option_ids)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action not in ("tick", "confirm_ticks"):
            return True
        panel = next(iter(self.query(PromptPanel)), None)
        if panel is None:  # asked before the screen is composed
            return False
        if action == "tick":  # Space elsewhere (the map's pick) stays theirs
            return panel.can_tick and self.focused is panel.query_one("#options")
        return bool(panel.ticked)

    def action_tick(self) -> None:
        self.query_one(PromptPanel).tick()

    def action_confirm_ticks(self) -> None:
        self.query_one(PromptPanel).confirm()

    @on(PromptPanel.Focused)
    def _focused(self, event: PromptPanel.Focused) -> None:
        self._explain(event.option, event.prompt)

    def _explain(self, option: Option | None, prompt: Prompt | None) -> None:
        """The help panel shows the focused option's topic, else the decision's."""
        self.query_one(HelpPanel).show((option.help if option else "")
                                       or (prompt.help if prompt else ""))

    def show_game(self, game: Game[Any], viewer: int, waiting: str, answerable: bool) -> None:
        show = getattr(self.board, "show", None)
        if show is not None:
            show(game.view(viewer), game, viewer)
        panel = self.query_one(PromptPanel)
        prompt = game.prompt
        if prompt is not None and answerable:
            app = self.host
            panel.show(prompt, waiting, game.turns, app.shown_options(prompt), app.FIXED_KEYS)
        else:
            panel.show(None, waiting, game.turns)
        title = f"Decision: {game.config.seat_name(prompt.seat)}" if prompt else "Decision"
        if str(panel.border_title) != title:  # setting it redraws the whole panel
            panel.border_title = Text(title)  # a Text: the seat's name is not markup
        # what the highlight's message would show a moment later, shown in this frame
        self._explain(panel.highlighted_option(), prompt)
        log = self.query_one(EventLog)
        if log.since_seat not in (None, viewer):  # the filter follows the keyboard
            log.filter_since(viewer)

    def help_topic(self) -> str:
        """The topic of the decision at hand, the one the help panel names, when the focus
        is on the options or on the map; with the focus anywhere else (the log, the tabs)
        no option is in question: "" ("Start here"). Search reaches every topic."""
        if not (self.query_one(PromptPanel).has_focus_within or self.board.has_focus_within):
            return ""
        return self.query_one(HelpPanel).topic_id

    def action_toggle_log(self) -> None:
        """The log: only what the others did since the viewer's last turn, or all of it."""
        app = self.host
        log = self.query_one(EventLog)
        log.filter_since(app.viewer if log.since_seat is None else None)

    def log_events(self, game: Game[Any], shown: int) -> int:
        log = self.query_one(EventLog)
        if shown > len(game.events):  # undo removed some: write the log anew
            log.clear()
            shown = 0
        log.add(game.events[shown:])
        return len(game.events)
