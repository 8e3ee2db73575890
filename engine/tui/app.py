"""The base of both apps: owns the Game, forwards choices, autosaves, passes the keyboard.

Widgets get data down (views, prompts, events) and send messages up; no rule logic here.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import math
import sys
import time
from collections.abc import Callable, Iterable, Mapping
from functools import partial
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar

from rich.console import RenderableType
from rich.text import Text
from textual import events, on
from textual._context import active_message_pump
from textual.app import App, ComposeResult, SystemCommand
from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.command import CommandPalette
from textual.containers import Horizontal, Vertical
from textual.dom import NoScreen
from textual.notifications import SeverityLevel
from textual.screen import Screen
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import Header, Static

from engine.core import (
    BACK,
    DONE,
    BestiaryError,
    Event,
    Game,
    GameConfig,
    IllegalChoice,
    Option,
    Prompt,
    RandomAgent,
    Result,
    Rules,
    SaveError,
    SeatKind,
)
from engine.core import save as saves
from engine.core.files import read_text
from engine.core.finished import keep_finished
from engine.core.paths import (
    autosave_path,
    data_dir,
    finished_dir,
    keymap_path,
    save_path,
    saves_dir,
)
from engine.tui.board import Board, BoardMoved, BoardPicked, Highlight, Picking, Ref, ref_title
from engine.tui.collector import IDLE_AFTER, collect_if_due
from engine.tui.commands import GameCommands
from engine.tui.footer import KeyFooter
from engine.tui.help import HelpBook
from engine.tui.inputs import GamePalette
from engine.tui.keys import burst_gap, could_answer, event_clock
from engine.tui.layout_once import DrawnOnceScreen
from engine.tui.panels import EventLog, HelpPanel
from engine.tui.prompt_panel import CONFIRM_KEY, PromptPanel, decision
from engine.tui.recap import recap, since_last_turn
from engine.tui.save_writer import SaveWriter
from engine.tui.screens import (
    ConfirmScreen,
    HelpScreen,
    LoadScreen,
    PassScreen,
    ResultScreen,
    SaveScreen,
    finished_summary,
    too_small,
    verdict,
)
from engine.tui.seats import KIND_LABELS

if TYPE_CHECKING:
    from engine.tui.replay import ReplayScreen

PaletteEntry = tuple[str, str, Callable[[], object]]
REPLAYS = "engine.tui.replay"


def _replays() -> ModuleType | None:
    """The replay screens' module, imported when a replay or the list of finished games is
    first opened (a start shows neither); until then none of its screens can be open."""
    return sys.modules.get(REPLAYS)


class TablePane(Static):
    """The default board: the viewer's view as plain text. Apps replace it with real widgets."""

    DEFAULT_CSS = "TablePane { border: round $primary; height: 1fr; padding: 0 1; }"

    def show(self, view: dict[str, Any], game: Game[Any], viewer: int) -> None:
        lines = [f"{key}: {value}" for key, value in view.items()]
        self.update(Text("\n".join(lines)))  # the view holds names people typed


class GameScreen(DrawnOnceScreen[None]):
    """The table: the app's board on the left; decision, help and log on the right."""

    DEFAULT_CSS = """
    GameScreen #main > .board { width: 3fr; min-width: 60; }
    GameScreen #side { width: 2fr; min-width: 44; max-width: 72; }
    GameScreen #too-small { display: none; width: 100%; height: 100%;
                            content-align: center middle; }
    GameScreen.too-small #too-small { display: block; }
    GameScreen.too-small #main { display: none; }
    """
    BINDINGS = [
        Binding("ctrl+z", "app.undo", "Undo", id="undo"),
        Binding("ctrl+s", "app.save", "Save", id="save"),
        Binding("ctrl+o", "app.load", "Load", id="load"),
        Binding("f1,question_mark", "app.help", "Help", id="help"),
        Binding("ctrl+n", "app.new_game", "New game", id="new_game", show=False),
        Binding("escape", "app.go_back", "Back", id="back", show=False),
        # priority: it must win over the map's own Space while an automa's turn is told
        Binding("space", "app.skip_ahead", "Skip ahead", id="skip_ahead", priority=True),
        Binding("ctrl+l", "toggle_log", "Log filter", id="log_filter", show=False,
                tooltip="The log: only what the others did since your last turn, or all"),
        # shown only in a multi-pick (a discard of several cards, say), with the list focused
        Binding("space", "tick", "Tick", tooltip="Tick or untick the highlighted option"),
        Binding(CONFIRM_KEY, "confirm_ticks", "Confirm ticked",
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
        app: GameApp = self.app  # type: ignore[assignment]
        if self._covered:
            app.cover_first().call_after_refresh(self._compose_under_cover)
            return
        self._take_keyboard()
        # filled in after its own first refresh: after the app's (asked for before this
        # screen was mounted), it was drawn empty and then once more, full
        self.call_after_refresh(app._after_choice)

    async def _compose_under_cover(self) -> None:
        self._covered = False
        app: GameApp = self.app  # type: ignore[assignment]
        with app.batch_update():
            await self.mount(self._table(), before=self.query_one(KeyFooter))
            if not self.query(PromptPanel):  # the app is closing: nothing was mounted
                return
            self._take_keyboard()
            app.fill_under_cover(self)

    def _take_keyboard(self) -> None:
        self.query_one(PromptPanel).query_one("#options").focus()
        self._check_size()
        self.ready.set()

    def on_resize(self, event: events.Resize) -> None:
        if self.ready.is_set():
            self._check_size()

    def _check_size(self) -> None:
        app: GameApp = self.app  # type: ignore[assignment]
        lacks = too_small(self.size, app.MIN_SIZE)
        self.set_class(bool(lacks), "too-small")
        self.query_one("#too-small", Static).update(f"{lacks}.")

    def on_key(self, event: events.Key) -> None:
        app: GameApp = self.app  # type: ignore[assignment]
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
        if app._typed_before_asked(event):
            # the app let it through while the decision it was typed for was still shown;
            # the key before it (in its queue before it) answered that one meanwhile
            return
        if option.enabled:
            app.answer(option.id)
        else:
            # the label may be a sentence of its own: quoted, it reads as the option's name
            app.notify(f"Not now: \"{option.label.rstrip('.')}\" ({option.reason}).",
                       severity="warning")

    def _bound_by_focus(self, key: str) -> bool:
        """Whether the widget with the keyboard has a key of its own for `key` (the
        sanctuary turns its tile on r): there, the key is the widget's, not an option's."""
        focused = self.focused
        return focused is not None and key in focused._bindings.key_to_bindings

    @on(PromptPanel.Chosen)
    def _chosen(self, event: PromptPanel.Chosen) -> None:
        app: GameApp = self.app  # type: ignore[assignment]
        app.answer(event.option_id)

    @on(PromptPanel.Confirmed)
    def _confirmed(self, event: PromptPanel.Confirmed) -> None:
        app: GameApp = self.app  # type: ignore[assignment]
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
            app: GameApp = self.app  # type: ignore[assignment]
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

    def action_toggle_log(self) -> None:
        """The log: only what the others did since the viewer's last turn, or all of it."""
        app: GameApp = self.app  # type: ignore[assignment]
        log = self.query_one(EventLog)
        log.filter_since(app.viewer if log.since_seat is None else None)

    def log_events(self, game: Game[Any], shown: int) -> int:
        log = self.query_one(EventLog)
        if shown > len(game.events):  # undo removed some: write the log anew
            log.clear()
            shown = 0
        log.add(game.events[shown:])
        return len(game.events)


class GameApp(App[None]):
    """Runs one game at a time through the shared screens; subclasses supply the table."""

    COMMANDS: ClassVar = App.COMMANDS | {GameCommands}
    MIN_SIZE: ClassVar[tuple[int, int]] = (80, 24)
    BOT_DELAY: ClassVar[float] = 0.3
    AUTOMA_STEP: ClassVar[float] = 0.7  # seconds between the lines of an automa's turn
    #: Keys less than this apart, from the one that lifts the pass screen on, are one burst
    #: and only lift it. A person looks at the table before answering; a burst is faster.
    #: The same after an automa's turn has been told to its end: keys of the burst typed
    #: meanwhile (Space to skip ahead, and what followed it) do not answer.
    PASS_BURST_GAP: ClassVar[float] = 0.15
    #: Keys that act however fast they come: the way out.
    ALWAYS_ACTS: ClassVar[frozenset[str]] = frozenset({"ctrl+q", "ctrl+c"})
    #: Option id -> the key the game always gives it, shown beside it in every prompt
    #: that offers it (the option that ends the turn, say: reachable however long the list).
    FIXED_KEYS: ClassVar[Mapping[str, str]] = {}
    #: Binding ids the footer leaves out first when its line is full (keys the table shows
    #: elsewhere too, such as on its tab bar).
    FOOTER_SPARE: ClassVar[frozenset[str]] = frozenset()

    def __init__(
        self,
        rules: Rules[Any],
        book: HelpBook,
        config: GameConfig,
        *,
        autosave: bool = True,
        resume: bool | None = None,
        ask_settings: bool = False,
    ) -> None:
        super().__init__()
        self.rules = rules
        self.book = book
        self.config = config
        self.ask_settings = ask_settings  # a new game starts on the new-game form
        self.autosave = autosave
        self.resume = resume  # None: ask when an autosave exists
        self.game: Game[Any] | None = None
        self.viewer = 0  # whose view the table shows
        self._keyboard: int | None = None  # the human seat known to hold the keyboard
        self._cover: PassScreen | None = None  # the last pass screen, until its burst ends
        self._told_at: float | None = None  # when an automa's turn was told to its end
        self._burst_last = 0.0  # when the last key of that burst was typed
        self._top_shown: Screen[Any] | None = None  # the top screen, once it is drawn
        self._top_shown_at = 0.0  # when it was first drawn (the event clock)
        self._ahead_last = -math.inf  # the last key typed before the top screen was drawn
        self._last_input = 0.0  # when the last key or click came (time.monotonic)
        self._passing_to = 0  # the seat the last pass screen named
        self._resumed = ""  # said on the next pass screen: the game was resumed
        self._quit_question: ConfirmScreen | None = None
        self._shown_events = 0
        self._bots: dict[int, RandomAgent] = {}
        self._paced: list[Event] = []  # automa turns, still to be shown line by line
        self._teller: int | None = None  # the automa seat whose turn is being told
        self._pace_timer: Timer | None = None
        self._told = 0  # events before this index (a loaded game's past) are never paced
        self._skip_key = "Space"
        self.picking = Picking(frozenset())
        self._focused_refs: tuple[Ref, ...] = ()  # of the option focused in the prompt panel
        self._saves = SaveWriter(self._save_failed)
        self._autosave_due = False  # a choice is shown, its autosave waits for the frame
        self._shown_order: tuple[Prompt, tuple[Option, ...]] | None = None

    # -- hooks for the apps --------------------------------------------------------------

    def make_board(self) -> Widget:
        return TablePane()

    def board_for(self, game: Game[Any]) -> Widget:
        """A board for `game` when it is not the one on the table (a replay); an app whose
        board depends on the game's settings builds it from `game`."""
        return self.make_board()

    def new_config(self) -> GameConfig:
        return self.config

    def new_game_form(self, last: GameConfig | None) -> Screen[GameConfig | None] | None:
        """The app's new-game screen, offering `last` (the game before) again; None: the
        app has none and starts `new_config()`."""
        return None

    def describe_ref(self, ref: Ref) -> tuple[str, str]:
        """Title and text for the help panel when the board's cursor rests on `ref`."""
        return ref_title(ref), ""

    def option_order(self, prompt: Prompt) -> tuple[Option, ...]:
        """The prompt's options in the order the prompt panel lists them (and gives keys):
        an app may put the better ones first. The engine's order is left alone (saves and
        the random agent rely on it)."""
        return prompt.options

    def point_out(self, prompt: Prompt | None) -> set[Ref]:
        """Things to mark on the board besides a waiting first pick (e.g. what a placement
        would touch); `prompt` is None when no person may answer now."""
        return set()

    def describe(self, game: Game[Any]) -> str:
        """One line for save lists: where the game stands."""
        prompt = game.prompt
        if prompt is None:
            return "finished"
        return f"turn {game.turns}, {game.config.seat_name(prompt.seat)} to decide"

    def verdict(self, result: Result) -> str:
        """Who won, for the final screen and the list of finished games; a mode with its
        own way to win or lose (solo against an automa) says it in its own words."""
        return verdict(result)

    def result_notes(self, result: Result) -> list[str]:
        """More lines for the final screen, told from the result's details (a rating)."""
        return []

    def result_screen(self, result: Result) -> ResultScreen:
        return ResultScreen(result, self.verdict(result), self.result_notes(result))

    # -- starting ------------------------------------------------------------------------

    def get_default_screen(self) -> Screen[Any]:
        # The empty screen at the bottom of the stack, under every screen the app shows.
        # Textual's own kind, laid out once it is under the form or the table, has the
        # screen on top drawn whole again, though nothing of it shows through.
        return DrawnOnceScreen(id="_default")

    def on_mount(self) -> None:
        self._main_loop = asyncio.get_running_loop()  # the writer thread's way back here
        self.title = self.rules.title
        # the collector's big passes, once the table is up and the player reads it
        self.set_interval(IDLE_AFTER, self._collect_when_idle)
        self._load_keymap()
        path = autosave_path(self.rules.game_id)
        if not self.autosave or self.resume is False or not path.exists():
            self.begin_new_game()
            return
        try:
            header = saves.read_header(path)
        except SaveError as exc:
            self.notify(f"The autosave could not be read: {exc}", severity="warning")
            self.begin_new_game()
            return
        if self.resume:
            self._resume(True)
            return
        when = header.saved_at.replace("T", " ")[:16]
        question = f"Resume the game you left ({header.summary}, saved {when} UTC)?"
        self.push_screen(ConfirmScreen(question, "Resume", "New game"), self._resume)

    def _load_keymap(self) -> None:
        """Players remap keys in keys.json beside their saves: {"undo": "ctrl+u"}."""
        path = keymap_path()
        if not path.exists():
            return
        try:
            keymap = json.loads(read_text(path))  # a pipe or a device: refused, not read
            if not isinstance(keymap, dict) or not all(
                isinstance(k, str) and isinstance(v, str) for k, v in keymap.items()
            ):
                raise ValueError("it must map binding ids to keys")
        except (OSError, ValueError) as exc:
            self.notify(f"Ignoring {path}: {exc}", severity="warning")
            return
        clashes = self._keymap_clashes(keymap)
        if clashes:  # a key doing two things does one of them: neither is what was asked
            self.notify(f"Ignoring part of {path}: {'; '.join(clashes.values())}.",
                        severity="warning")
        keymap = {binding: keys for binding, keys in keymap.items() if binding not in clashes}
        self.set_keymap(keymap)
        if "skip_ahead" in keymap:
            self._skip_key = keymap["skip_ahead"]

    def _keymap_clashes(self, keymap: dict[str, str]) -> dict[str, str]:
        """The entries of `keymap` that give a key another binding keeps, or that another
        entry gives too: binding id -> why it is left out."""
        owners: dict[str, str] = {}  # key -> what it does now
        for cls in (*type(self).__mro__, *GameScreen.__mro__):
            for binding in cls.__dict__.get("BINDINGS", ()):
                if isinstance(binding, Binding) and binding.id not in keymap:
                    for key in binding.key.split(","):
                        owners.setdefault(key.strip(), binding.description or binding.action)
        clashes: dict[str, str] = {}
        for binding_id, keys in keymap.items():
            for key in (k.strip() for k in keys.split(",")):
                if key in owners:
                    clashes[binding_id] = f'{binding_id}: "{key}" is {owners[key]} already'
                owners.setdefault(key, binding_id)
        return clashes

    def _resume(self, answer: bool | None) -> None:
        if answer:
            try:
                game = saves.load(self.rules, autosave_path(self.rules.game_id))
                self._resumed = f"Resumed the game you left ({self.describe(game)})."
                self.start(game)
                if not self.passes_keyboard():  # no pass screen to say it on: a long note
                    self.notify(self._resumed, timeout=10)
                    self._resumed = ""
                return
            except SaveError as exc:
                self.notify(f"The autosave could not be resumed: {exc}", severity="error")
        self.begin_new_game()

    def begin_new_game(self) -> None:
        """Show the new-game form (when asked to and the app has one), or start a game with
        `new_config()` at once."""
        last = self.game.config if self.game else None
        form = self.new_game_form(last) if self.ask_settings else None
        if form is not None:
            self.push_screen(form, self._configured)
            return
        self._configured(self.new_config())

    def _configured(self, config: GameConfig | None) -> None:
        if config is None:  # the form was left: the player wants out
            self.exit()
            return
        self.config = config
        self.start(Game(self.rules, config))
        self._autosave()

    def start(self, game: Game[Any]) -> None:
        self.game = game
        self.book.modules = frozenset(game.config.modules)  # help reads as this game plays
        self._bots = {
            seat: RandomAgent(game.config.seed * 97 + seat)
            for seat, s in enumerate(game.config.seats)
            if s.kind is SeatKind.BOT
        }
        self._shown_events = 0
        self._stop_pacing()
        self._told = len(game.events)
        # nobody is known to hold the keyboard yet: in hotseat, a new, resumed or loaded
        # game shows the pass screen before the first hidden thing
        self._keyboard = None
        humans = self.human_seats()
        self.viewer = (
            game.prompt.seat
            if game.prompt and game.prompt.seat in humans
            else (humans[0] if humans else 0)
        )
        board = self.make_board()
        self.picking = Picking(board.PICKS if isinstance(board, Board) else frozenset())
        screen = GameScreen(board, self.book, covered=self.passes_keyboard())
        while len(self.screen_stack) > 1:  # every screen goes, whichever asks for it
            App.pop_screen(self)
        self.push_screen(screen)  # which fills itself in once mounted (see its on_mount)

    def passes_keyboard(self) -> bool:
        """Whether the keyboard must pass before the decision now (hotseat, a person to
        decide who is not known to hold it, no automa turn being told): a new, resumed or
        loaded game opens this way, and a turn that ends at another person's decision."""
        prompt = self.game.prompt if self.game else None
        return (prompt is not None and self.can_answer(prompt) and self.is_hotseat()
                and prompt.seat != self._keyboard and not self._paced)

    def human_seats(self) -> list[int]:
        assert self.game is not None
        return [i for i, s in enumerate(self.game.config.seats) if s.kind is SeatKind.HUMAN]

    def is_hotseat(self) -> bool:
        """Two or more people share the keyboard (and so hide their hands from each other)."""
        return len(self.human_seats()) > 1

    def can_answer(self, prompt: Prompt) -> bool:
        """People answer only prompts of human seats; bots and automa answer their own."""
        return self.game is not None and self.game.seat_kind(prompt.seat) is SeatKind.HUMAN

    # -- the one way choices reach the engine ---------------------------------------------

    def answer(self, option_id: str) -> None:
        if self._may_answer():
            self._choose(option_id)

    def _watching(self) -> bool:
        """A replay, or its list, is open (help may be on top of it): the table waits."""
        replays = _replays()
        return replays is not None and any(
            isinstance(screen, replays.ReplayScreen | replays.ReplayList)
            for screen in self.screen_stack)

    def replay_shown(self) -> ReplayScreen | None:
        """The replay on screen, if one is (its board has the table's tabs)."""
        replays = _replays()
        screen = self.screen
        return screen if replays is not None and isinstance(screen, replays.ReplayScreen) else None

    def _may_answer(self) -> bool:
        """Whether a person may answer the prompt now (while an automa's turn is told, say
        so)."""
        game = self.game
        if game is None or game.prompt is None or not self.can_answer(game.prompt):
            return False
        if self._watching():
            return False
        if self.is_hotseat() and (game.prompt.seat != self._keyboard or self._covered()):
            return False  # keys typed before the pass screen came up: not this player's
        screen = self._game_screen()
        if screen is not None and screen.has_class("too-small"):
            return False
        if self._paced:
            self.say_still_playing()
            return False
        return True

    def answer_ticked(self, option_ids: tuple[str, ...]) -> None:
        """Answer the ticked options of a multi-pick in turn, each only while the same
        decision is asked again and still offers it; the table is redrawn once, after."""
        game = self.game
        if game is None or game.prompt is None or not self._may_answer():
            return
        asked, answered = decision(game.prompt, game.turns), 0
        for option_id in option_ids:
            prompt = game.prompt
            option = prompt.option(option_id) if prompt is not None else None
            if prompt is None or decision(prompt, game.turns) != asked or option is None \
                    or not option.enabled:
                break
            try:
                game.choose(option_id)
            except BestiaryError as exc:
                self.notify(str(exc), severity="error")
                break
            answered += 1
        if answered < len(option_ids):  # no names: the next player may be looking already
            self.notify(f"Answered {answered} of the {len(option_ids)} ticked: the "
                        "decision was over or no longer offered the rest.", severity="warning")
        if answered:
            self._chosen()

    def shown_options(self, prompt: Prompt) -> tuple[Option, ...]:
        """`option_order(prompt)`, worked out once per prompt."""
        shown = self._shown_order
        if shown is None or shown[0] is not prompt:
            shown = self._shown_order = (prompt, self.option_order(prompt))
        return shown[1]

    def _choose(self, option_id: str) -> None:
        assert self.game is not None
        self._last_input = time.monotonic()  # however it came (key, click, palette)
        try:
            self.game.choose(option_id)
        except IllegalChoice:  # a palette entry or list kept from a decision that is over
            self.notify("That choice is no longer offered: the decision has changed.",
                        severity="warning")
            return
        except BestiaryError as exc:
            self.notify(str(exc), severity="error")
            return
        self._chosen()

    def _chosen(self) -> None:
        """After one or more choices: keep a game that has ended, show, autosave."""
        if self.game is not None and self.game.is_over:
            self._keep_finished()
        self._after_choice()
        self._autosave_after_frame()

    def _game_screen(self) -> GameScreen | None:
        for screen in self.screen_stack:
            if isinstance(screen, GameScreen):
                return screen
        return None

    def _after_choice(self) -> None:
        game, screen = self.game, self._game_screen()
        if game is None or screen is None or not screen.ready.is_set():
            return  # (a table still being made under its cover shows the game once made)
        self.picking.pending = None
        self._focused_refs = ()  # the new prompt's options say theirs when focused
        self.sync_board()
        if self._pace_automa(game, screen):
            return
        prompt = game.prompt
        if prompt is None:
            screen.show_game(game, self.viewer, "The game is over.", False)
            self._refresh_undo_binding()
            result = game.result()
            if result is not None:
                self.push_screen(self.result_screen(result))
            return
        if self.passes_keyboard():
            if not self._covered():  # one cover at a time; lifting it comes back here
                self._pass_keyboard(game, screen, prompt.seat)
            return
        if self.can_answer(prompt):
            self.viewer = self._keyboard = prompt.seat
        bot = f", {KIND_LABELS[SeatKind.BOT]}," if prompt.seat in self._bots else ""
        waiting = f"{game.config.seat_name(prompt.seat)}{bot} is choosing..."
        screen.show_game(game, self.viewer, waiting, self.can_answer(prompt))
        self._show_focused_refs(screen)
        self._leave_board_unless_it_picks(screen, prompt)
        self._refresh_undo_binding()
        if prompt.seat in self._bots:
            self.set_timer(self.BOT_DELAY, self._bot_step)

    # -- picking on the board -------------------------------------------------------------

    def board(self) -> Board | None:
        """The game screen's board, when it is one that highlights and picks."""
        screen = self._game_screen()
        return screen.board if screen is not None and isinstance(screen.board, Board) else None

    def sync_board(self) -> None:
        """Highlight on the board what the decision a person may answer refers to."""
        board = self.board()
        if board is None or self.game is None:
            return
        prompt = self.game.prompt
        if prompt is not None and not self.can_answer(prompt):
            prompt = None
        marked = self.point_out(prompt)
        if self.picking.pending is not None:
            marked.add(self.picking.pending)
        elif prompt is not None:  # a waiting first pick shows alone
            marked.update(self._focused_refs)
        board.highlight(Highlight(frozenset(self.picking.selectable(prompt)), frozenset(marked)))

    def _leave_board_unless_it_picks(self, screen: GameScreen, prompt: Prompt) -> None:
        """A choice made on the board keeps the board focused while the next decision can
        be answered there too; otherwise the options take the keyboard back."""
        focused, board = self.focused, screen.board
        on_board = focused is not None and (focused is board or board in focused.ancestors)
        if on_board and not (self.can_answer(prompt) and self.picking.selectable(prompt)):
            screen.query_one(PromptPanel).query_one("#options").focus()

    @on(BoardPicked)
    def _board_picked(self, event: BoardPicked) -> None:
        game, screen = self.game, self._game_screen()
        if game is None or screen is None or game.prompt is None:
            return
        if not self.can_answer(game.prompt):
            return
        if self._paced:  # an automa's turn is still being told
            self.say_still_playing()
            return
        if event.ref not in self.picking.selectable(game.prompt):  # say so, not nothing
            self.notify(f"{self.describe_ref(event.ref)[0]} is not one of the choices now.",
                        severity="warning")
            return
        first = self.picking.pending is None
        option = self.picking.pick(game.prompt, event.ref)
        if option is not None:
            chosen = game.prompt.option(option)
            if first and chosen is not None and len(self.picking.refs(chosen)) > 1:
                # one pick did the work of two: say so, or a second pick seems refused
                self.notify(f"Only one choice uses {self.describe_ref(event.ref)[0]}: "
                            f"{chosen.label}.", timeout=5)
            self.answer(option)
            return
        pending = self.picking.pending
        if pending is None:  # let go, or a pick that leads nowhere
            self._let_go(screen)
            return
        self.sync_board()
        screen.query_one(HelpPanel).show_text(  # say so: the first of two picks is only marked
            f"{ref_title(pending)} picked",
            "Now pick the second one: the board offers only those that go with it "
            "(picking this one again, or Escape, lets go).",
        )

    def _let_go(self, screen: GameScreen) -> None:
        """Forget a waiting first pick; the board offers every first pick again."""
        self.picking.pending = None
        self.sync_board()
        prompt = self.game.prompt if self.game is not None else None
        screen.query_one(HelpPanel).show(prompt.help if prompt is not None else "")

    @on(PromptPanel.Focused)
    def _option_focused(self, event: PromptPanel.Focused) -> None:
        """The option under the prompt panel's highlight shows on the board too."""
        refs = event.option.refs if event.option is not None else ()
        if refs != self._focused_refs:
            self._focused_refs = refs
            self.sync_board()

    def _show_focused_refs(self, screen: GameScreen) -> None:
        """Mark the first highlighted option's things in the frame that shows the prompt,
        not in a second frame when the highlight's message arrives."""
        focused = screen.query_one(PromptPanel).highlighted_option()
        refs = focused.refs if focused is not None else ()
        if refs != self._focused_refs:
            self._focused_refs = refs
            self.sync_board()

    @on(BoardMoved)
    def _board_moved(self, event: BoardMoved) -> None:
        screen = self._game_screen()
        if screen is None or self.game is None or self._paced:
            return
        screen.query_one(HelpPanel).show_text(*self.describe_ref(event.ref))
        if self.game.prompt is not None:
            self.sync_board()

    # -- an automa's turn, shown at a pace a person can follow ---------------------------

    def _pace_automa(self, game: Game[Any], screen: GameScreen) -> bool:
        """Log the new events; from an automa's first one on, queue them to appear one by
        one. Returns True while lines are queued (the next prompt waits for them)."""
        if self._paced:
            return True
        start = self._shown_events
        first = next(
            (
                i
                for i in range(max(start, self._told), len(game.events))
                if self._is_automa(game.events[i].seat)
            ),
            None,
        )
        if first is None or self.AUTOMA_STEP <= 0 or self.asked_for_automa(game.prompt):
            self._shown_events = screen.log_events(game, self._shown_events)
            return False
        screen.query_one(EventLog).add(game.events[start:first])
        self._paced = list(game.events[first:])
        self._shown_events = len(game.events)
        self._teller = game.events[first].seat
        screen.show_game(game, self.viewer, self._telling(), False)
        self._pace_timer = self.set_interval(self.AUTOMA_STEP, self._pace_step)
        self.refresh_bindings()
        return True

    def asked_for_automa(self, prompt: Prompt | None) -> bool:
        """Whether a person is to decide for an automa now, in its turn (its rules say
        so): the turn is then logged at once and the question asked, not left waiting
        behind the telling with no option to pick."""
        return False

    def _telling(self) -> str:
        return (
            f"{self._automa_name()} is playing; the log tells its turn step by step and the "
            f"board already shows where it ends. {self._skip_key} skips ahead."
        )

    def say_still_playing(self) -> None:
        self.notify(f"{self._automa_name()} is still playing: {self._skip_key} skips ahead.")

    def _pace_step(self) -> None:
        screen = self._game_screen()
        if screen is None or self.screen is not screen:
            return  # wait while help, a save dialog or the like is on top
        if self._paced:
            event = self._paced.pop(0)
            screen.query_one(EventLog).add([event])
            if self._is_automa(event.seat) and event.seat != self._teller:
                self._teller = event.seat  # the next automa's turn begins: say whose
                screen.query_one(PromptPanel).show(None, self._telling())
        if not self._paced:
            self._automa_told()

    def action_skip_ahead(self) -> None:
        screen = self._game_screen()
        if not self._paced or screen is None:
            return
        screen.query_one(EventLog).add(self._paced)
        self._automa_told()

    def _automa_told(self) -> None:
        """The automa's turn has been told: show what is asked now, and keep the keys of a
        burst typed meanwhile from answering it (see `_rest_of_burst`)."""
        self._stop_pacing()
        self._told_at, self._burst_last = event_clock(), 0.0
        self._after_choice()

    def _stop_pacing(self) -> None:
        self._paced = []
        self._teller = None
        if self._pace_timer is not None:
            self._pace_timer.stop()
            self._pace_timer = None
            self.refresh_bindings()

    def _is_automa(self, seat: int | None) -> bool:
        return (
            self.game is not None and seat is not None
            and self.game.seat_kind(seat) is SeatKind.AUTOMA
        )

    def _automa_name(self) -> str:
        """The name of the automa whose turn is being told (there may be several)."""
        assert self.game is not None
        if self._teller is None:
            return "The automa"
        return self.game.config.seat_name(self._teller)

    def _refresh_undo_binding(self) -> None:
        """Grey or light the Undo key, redrawing the footer only when that changes."""
        can = self.game is not None and not self.game.undo_refusal()
        if can != getattr(self, "_undo_shown", None):
            self._undo_shown = can
            self.refresh_bindings()

    def _pass_keyboard(self, game: Game[Any], screen: GameScreen, seat: int) -> None:
        """Cover the table until `seat`'s player lifts the pass screen. The table is drawn
        for them already, under the cover: once it is lifted, no frame of the hand of the
        one before can show."""
        self._table_for(game, screen, seat)
        self._push_cover(game, seat)

    def _table_for(self, game: Game[Any], screen: GameScreen, seat: int) -> None:
        """The whole table, options too, drawn for `seat` under the cover (nobody sees
        it), so that lifting the cover only has to uncover it."""
        self.viewer = seat
        screen.show_game(game, seat, "Passing the keyboard...", True)
        self._show_focused_refs(screen)

    def _push_cover(self, game: Game[Any], seat: int) -> PassScreen:
        news = recap(since_last_turn(game.events, seat), game.config.seat_name)
        self._cover = PassScreen(game.config.seat_name(seat), news, self._resumed)
        self._resumed = ""
        self._passing_to = seat
        self._burst_last = 0.0
        self.push_screen(self._cover)
        return self._cover

    def cover_first(self) -> PassScreen:
        """The pass screen a game opens with (`passes_keyboard`), before the table is made."""
        assert self.game is not None and self.game.prompt is not None
        self.viewer = self.game.prompt.seat
        return self._push_cover(self.game, self.viewer)

    def fill_under_cover(self, screen: GameScreen) -> None:
        """The table, made under the opening cover, shown for the player it names."""
        game = self.game
        if game is None:
            return
        self._shown_events = screen.log_events(game, self._shown_events)
        self._table_for(game, screen, self._passing_to)
        self._refresh_undo_binding()

    def _covered(self) -> bool:
        return self._cover is not None and self._cover in self.screen_stack

    @on(PassScreen.Lifted)
    async def _passed(self) -> None:
        """Take the cover away and show the table in one frame: popping a screen draws
        the one below twice (once uncovered, once more when the cover's widgets are gone),
        so nothing is drawn until both are done."""
        cover = self._cover
        self._last_input = time.monotonic()
        table = self._game_screen()
        if table is not None:
            await table.ready.wait()  # a key that came before the table was made
        with self.batch_update():
            if cover is not None and self.screen is cover:
                await cover.dismiss(None)
            self.viewer = self._keyboard = self._passing_to
            self._after_choice()

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.InputEvent):
            self._last_input = time.monotonic()
        if isinstance(event, events.Key) and self._typed_ahead(event):
            return  # dropped: it must not act on a screen or decision nobody has seen yet
        await super().on_event(event)

    def _typed_ahead(self, key: events.Key) -> bool:
        """Whether `key` was typed for something not yet (or no longer) on the screen: the
        one place every key passes, as it comes in and again when it comes back up from
        the screen's widgets to run a binding. The way out (Ctrl+Q) always acts."""
        if key.key in self.ALWAYS_ACTS:
            return False
        return (self._typed_before_shown(key) or self._rest_of_burst(key)
                or self._typed_before_asked(key))

    def _typed_before_shown(self, key: events.Key) -> bool:
        """Whether `key` came before the screen on top was drawn (any screen: the table,
        the palette, help, a question), or in a burst that did: it was typed for the screen
        before, not for this one. Coming back up to run a binding after its screen was
        closed (its Enter queued behind the one that closed it), it acts on none either."""
        top = self.screen
        drawn = self._top_shown is top
        ahead = key.time < (self._top_shown_at if drawn else math.inf)
        if not ahead and not key.is_forwarded:  # the rest of a burst typed before it
            ahead = key.time - self._ahead_last < burst_gap(self.PASS_BURST_GAP)
        if ahead and not key.is_forwarded:
            self._ahead_last = max(self._ahead_last, key.time)
        if not drawn:  # a screen back on top with nothing new to draw draws no frame
            self.call_after_refresh(self._draw_unless_shown, top)
        return ahead

    def _draw_unless_shown(self, screen: Screen[Any]) -> None:
        """Have the screen on top drawn, if it still has no frame of its own: until then
        no key acts on it."""
        if screen is self.screen and self._top_shown is not screen:
            screen.refresh()

    def _display(self, screen: Screen[Any], renderable: RenderableType | None) -> None:
        """Draw; the first frame of the screen on top (since another was) is when keys
        start to act on it."""
        super()._display(screen, renderable)
        if renderable is not None and not self._batch_count and screen is self.screen \
                and screen is not self._top_shown and screen.is_mounted:
            self._top_shown, self._top_shown_at = screen, event_clock()

    def pop_screen(self) -> AwaitComplete:
        """Textual's `Screen.dismiss` pops whatever screen is on top, so a screen that was
        dismissed already (a second Enter queued in its box, say) would take the table
        away, then fail on the empty stack: a pop asked from a screen no longer on the
        stack does nothing, and so does a pop of the last one."""
        if len(self._screen_stack) <= 1 or self._asked_by_a_gone_screen():
            return AwaitComplete(asyncio.sleep(0))  # (done at once, as awaited or not)
        return super().pop_screen()

    def _asked_by_a_gone_screen(self) -> bool:
        """Whether the code running now runs for a screen (or a widget on one) that is no
        longer on the stack."""
        pump = active_message_pump.get(None)
        if not isinstance(pump, Widget):  # the app itself
            return False
        try:
            screen = pump.screen
        except NoScreen:
            return True
        return screen not in self._screen_stack

    def _typed_before_asked(self, key: events.Key) -> bool:
        """Whether `key`, one that could answer (a character or Enter), was typed before
        the decision on the table was on the screen: keys piled up (a paste, keys typed
        while the app was busy) answer only what the player saw. Keys typed for a decision
        asked again (a pick of several, the same menu after a step: its options keep their
        keys) keep going; a prompt that replaces it without them (the game took the last
        pick for the player) is a decision of its own."""
        screen = self.screen
        if not isinstance(screen, GameScreen) or not could_answer(key):
            return False
        panels = screen.query(PromptPanel)
        return bool(panels) and key.time < panels.first().asked_at

    def _collect_when_idle(self) -> None:
        """The collector's full pass, while nobody is typing (see engine.tui.collector)."""
        if time.monotonic() - self._last_input >= IDLE_AFTER:
            collect_if_due()

    def _rest_of_burst(self, key: events.Key) -> bool:
        """Whether `key` belongs with the key that lifted the pass screen (any key), or with
        the keys typed while an automa's turn was told (a key that could answer: a
        character or Enter; the tab, help and map keys still work): typed before that
        moment, or less than PASS_BURST_GAP after it or the key before. A terminal hands
        over a burst (a paste, keys piled up while the app was busy) in parts, some only
        after the moment has passed."""
        cover = self._cover
        began = cover.lifted_at if cover is not None else None
        if began is None:
            began = self._told_at if could_answer(key) else None
        if began is None:
            return False
        last = max(began, self._burst_last)
        if key.time - last < burst_gap(self.PASS_BURST_GAP):
            self._burst_last = max(last, key.time)
            return True
        self._cover = self._told_at = None  # a pause: the burst is over, keys answer again
        return False

    def _bot_step(self) -> None:
        game = self.game
        if game is None or game.prompt is None or game.prompt.seat not in self._bots:
            return
        self._choose(self._bots[game.prompt.seat].pick(game.prompt))

    def _autosave_after_frame(self) -> None:
        """Autosave once the frame showing the choice is drawn: making the text (the state
        hash) is a good part of a key press. Until then `wait_for_saves` makes it."""
        if not self._autosave_due:
            self._autosave_due = True
            self.call_after_refresh(self._autosave)

    def _autosave(self) -> None:
        """Hand the game to the save writer: the text is made now, the file is written on
        the writer's thread while the screen shows the choice."""
        self._autosave_due = False
        if not self.autosave or self.game is None:
            return
        path = autosave_path(self.rules.game_id)
        if self.game.is_over:
            self._saves.remove(path)
        else:
            self._saves.write(path, saves.dumps(self.game, self.describe(self.game)))

    def _save_failed(self, message: str) -> None:
        """From the writer's thread: say so on the app's own, without waiting for it (the
        app may be waiting for the writer)."""
        with contextlib.suppress(RuntimeError):  # the app has closed its loop meanwhile
            self._main_loop.call_soon_threadsafe(
                partial(self.notify, f"Autosave failed: {message}", severity="warning")
            )

    def wait_for_saves(self) -> None:
        """Block until every autosave is on disk (before reading one back), the one
        waiting for a frame too."""
        if self._autosave_due:
            self._autosave()
        self._saves.wait()

    def on_unmount(self) -> None:
        self.wait_for_saves()

    # -- commands ------------------------------------------------------------------------

    #: Actions that only mean something on the game screen (hidden elsewhere).
    GAME_ACTIONS: ClassVar[frozenset[str]] = frozenset({"undo", "go_back"})

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "command_palette" and isinstance(self.screen, PassScreen):
            return False  # it lists the options, and they name the hidden cards
        if action == "command_palette" and self._watching():
            return False  # its commands act on the table's game: a replay only reads
        if action in self.GAME_ACTIONS and not isinstance(self.screen, GameScreen):
            return False
        if action == "undo":
            return None if self.game is None or self.game.undo_refusal() else True
        if action == "skip_ahead":
            return bool(self._paced)
        return True

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """Textual's own palette commands, less two that do not fit: its "Keys" panel takes
        any widget named HelpPanel for its own (it would take the table's help away), and
        its "Screenshot" writes to a Downloads folder that may not exist. F1 and the footer
        tell the keys; "Screenshot" saves in the data folder and says where."""
        for command in super().get_system_commands(screen):
            if command.title == "Screenshot":
                yield SystemCommand("Screenshot", "Save a picture of the screen (an SVG file) "
                                    "in the data folder", self.save_picture)
            elif command.title != "Keys":
                yield command

    def save_picture(self) -> None:
        folder = data_dir() / "screenshots"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            saved = self.save_screenshot(path=str(folder))
        except OSError as exc:
            self.notify(f"The picture could not be saved: {exc.strerror or exc}.",
                        severity="error")
            return
        self.notify(f"Saved a picture of the screen: {saved}", timeout=10)

    def action_command_palette(self) -> None:
        """Textual's palette, its search box keeping typed keys in order."""
        if self.use_command_palette and not isinstance(self.screen, CommandPalette):
            self.push_screen(GamePalette(id="--command-palette"))

    def action_undo(self) -> None:
        if self.game is None:
            return
        reason = self.game.undo_refusal()
        if reason:
            self.notify(reason, title="Cannot undo", severity="warning")
            return
        self._stop_pacing()
        self.game.undo()
        self.notify("Took back the last choice.")
        self._autosave()
        self._after_choice()

    def action_go_back(self) -> None:
        """Escape: let go of a first pick on the board or of the ticked options, leave the
        map for the options, or take the prompt's Back option. It never takes Done (stop
        playing cards, say): that would end a step for good, so it only says which key does."""
        screen = self._game_screen()
        if screen is not None and self.picking.pending is not None:
            self._let_go(screen)
            return
        if screen is not None and screen.query_one(PromptPanel).untick_all():
            return
        if screen is not None and self.focused is not None and self.focused.id != "options":
            screen.query_one(PromptPanel).query_one("#options").focus()
            return
        prompt = self.game.prompt if self.game else None
        if prompt is None or not self.can_answer(prompt):
            return
        back, done = prompt.option(BACK), prompt.option(DONE)
        if back is not None and back.enabled:
            self.answer(BACK)
        elif done is not None and done.enabled and screen is not None:
            key = screen.query_one(PromptPanel).key_of(DONE)
            where = f"Key {key}: {done.label}." if key else f"Pick {done.label} to end it."
            self.notify(f"Escape does not end this step. {where}")

    def action_save(self) -> None:
        if self.game is not None:
            self.push_screen(SaveScreen(), self._save_as)

    def _save_as(self, name: str | None) -> None:
        if not name or self.game is None:
            return
        try:
            path = save_path(self.rules.game_id, name)
        except ValueError as exc:
            self.notify(str(exc), severity="error")
            return
        if not path.exists():
            self._write_save(path)
            return
        # two names may make the same file ("x?" and "x!"): never replace one unasked
        question = f"There is a save named {path.stem} already. Replace it with this game?"
        self.push_screen(ConfirmScreen(question, "Replace", "Keep it"),
                         lambda replace: self._write_save(path) if replace else None)

    def _write_save(self, path: Path) -> None:
        if self.game is None:
            return
        try:
            saves.save(self.game, path, self.describe(self.game))
        except SaveError as exc:
            self.notify(str(exc), severity="error")
            return
        self.notify(f"Saved as {path.stem}.")

    def action_load(self) -> None:
        self.push_screen(LoadScreen(saves_dir(self.rules.game_id)), self._load_from)

    def _load_from(self, path: Path | None) -> None:
        if path is None:
            return
        if self.game is not None and not self.game.is_over and len(self.game.choices) > 0:
            question = f"Load {path.stem}? The game on the table is left behind."
            self.push_screen(ConfirmScreen(question, "Load", "Keep playing"),
                             lambda yes: self._load_now(path) if yes else None)
            return
        self._load_now(path)

    def _load_now(self, path: Path) -> None:
        try:
            game = saves.load(self.rules, path)
        except SaveError as exc:
            self.notify(str(exc), title="Cannot load", severity="error")
            return
        self.start(game)
        self._autosave()
        self.notify(f"Loaded {path.stem}.")

    def action_help(self) -> None:
        self.push_screen(HelpScreen(self.book, self.help_asked()))

    def help_asked(self) -> str:
        """The topic F1 (or ?) opens on; "" means "Start here".

        Until every seat has finished its first turn (setup included), help opens on
        "Start here": a newcomer's F1 means "how does this work?". After that it opens on
        the topic of the decision at hand, the one the help panel names, when the focus is
        on the options or on the map; with the focus anywhere else (the log, the tabs) no
        option is in question, so again "Start here". Search reaches every topic."""
        screen = self._game_screen()
        game = self.game
        if screen is None or game is None:
            return ""
        if self.rules.turn_count(game.state) < len(game.config.seats):
            return ""
        if not (screen.query_one(PromptPanel).has_focus_within or screen.board.has_focus_within):
            return ""
        return screen.query_one(HelpPanel).topic_id

    async def action_quit(self) -> None:
        """Ctrl+Q: during a game, ask first, and say that the game is kept; Ctrl+Q again on
        the question quits."""
        game = self.game
        if game is None or game.is_over or self.screen is self._quit_question:
            self.exit()
            return
        kept = ("It is saved as you play: start again to resume it." if self.autosave
                else "This game is not saved.")
        self._quit_question = ConfirmScreen(f"Quit now? {kept}", "Quit", "Keep playing")
        self.push_screen(self._quit_question, self._confirm_quit)

    def _confirm_quit(self, answer: bool | None) -> None:
        self._quit_question = None
        if answer:
            self.exit()

    def action_new_game(self) -> None:
        if self.game is not None and not self.game.is_over:
            self.push_screen(
                ConfirmScreen("Abandon this game and start a new one?", "New game", "Keep playing"),
                self._confirm_new,
            )
        else:
            self._confirm_new(True)

    def _confirm_new(self, answer: bool | None) -> None:
        if answer:
            self.begin_new_game()

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = False,
    ) -> None:
        """Every note here may carry a name, a save name or a path: never read as markup.
        A note still on screen is not stacked again (a key pressed ten times says it once)."""
        if any(n.message == message and n.title == title for n in self._notifications):
            return
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=False)

    def palette_commands(self) -> list[PaletteEntry]:
        entries: list[PaletteEntry] = []
        refusal = self.game.undo_refusal() if self.game else "no game"
        entries.append(("Undo", refusal or "Take back the last choice", self.action_undo))
        entries.append(("Save game", "Save under a name", self.action_save))
        entries.append(("Load game", "Load a named save", self.action_load))
        entries.append(("Help", "Open the rules and help topics", self.action_help))
        screen = self._game_screen()
        if screen is not None:
            entries.append(("Log: since your last turn",
                            "Only what the others did since your last turn, or all again",
                            screen.action_toggle_log))
        result = self.game.result() if self.game is not None else None
        if result is not None:  # closed with Escape: here it is again
            entries.append(("Final scores", "The scores of the game that ended",
                            lambda: self.push_screen(self.result_screen(result))))
        entries.append(("Replays", "Watch a finished game again, step by step",
                        self.action_replays))
        entries.append(("New game", "Start over with new settings", self.action_new_game))
        return entries

    # -- replays -------------------------------------------------------------------------

    def _keep_finished(self) -> None:
        """The game that just ended is kept, to be watched again (with the autosave on:
        tests and benchmarks keep nothing)."""
        game = self.game
        result = game.result() if game is not None and self.autosave else None
        if game is None or result is None:
            return
        try:
            keep_finished(game, finished_summary(result, self.verdict(result)))
        except SaveError as exc:
            self.notify(f"The finished game could not be kept: {exc}", severity="warning")

    def action_watch_replay(self) -> None:
        """From the final scores: the game that just ended, step by step."""
        if self.game is not None and self.game.is_over:
            self.open_replay(self.game)

    def action_replays(self) -> None:
        from engine.tui.replay import ReplayList

        self.push_screen(ReplayList(finished_dir(self.rules.game_id)), self._watch_file)

    @on(LoadScreen.Watch)
    def _watch_save(self, event: LoadScreen.Watch) -> None:
        self._watch_file(event.path)

    def _watch_file(self, path: Path | None) -> None:
        if path is None:
            return
        try:
            game = saves.load(self.rules, path)
        except SaveError as exc:
            self.notify(str(exc), title="Cannot watch", severity="error")
            return
        if not game.is_over:  # a replay shows every hand: not of a game still played
            self.notify("Only a finished game can be watched: that one is not over.",
                        title="Cannot watch", severity="warning")
            return
        self.open_replay(game)

    def open_replay(self, game: Game[Any]) -> None:
        """Open the replay of `game` (its own copies: `game` itself is left alone)."""
        from engine.core.playback import Playback
        from engine.tui.replay import ReplayScreen

        playback = Playback(self.rules, game.config, game.choices)
        self.push_screen(ReplayScreen(playback, self.board_for(playback.game), self.book))
