"""The base of both apps: the game table, made of parts that each do one thing.

The app composes them: the session (`engine.core.session`: the game, answers, undo,
autosave, files; no Textual), the table screen (`game_screen`), the hotseat gate (the pass
screen, keys typed ahead), the pacer (an automa's turn told line by line) and the file menu
(save, load, replays). What is left here is the table's own flow: after each choice, what
to show, to whom, and whether the keyboard must pass first; and the board's picks. Widgets
get data down (views, prompts, events) and send messages up; no rule logic here.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Iterable, Mapping
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar

from rich.console import RenderableType
from textual import events, on
from textual._context import active_message_pump
from textual.app import App, SystemCommand
from textual.await_complete import AwaitComplete
from textual.command import CommandPalette
from textual.dom import NoScreen
from textual.notifications import SeverityLevel
from textual.screen import Screen
from textual.widget import Widget

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
    Result,
    Rules,
    SaveError,
    SeatKind,
)
from engine.core.paths import data_dir, keymap_path
from engine.core.session import GameSession, describe_game
from engine.tui.board import Board, BoardMoved, BoardPicked, Highlight, Picking, Ref, ref_title
from engine.tui.collector import IDLE_AFTER, collect_if_due
from engine.tui.commands import GameCommands, PaletteEntry
from engine.tui.file_menu import FileMenu
from engine.tui.game_screen import GameScreen, TablePane
from engine.tui.help import HelpBook
from engine.tui.hotseat import HotseatGate
from engine.tui.inputs import GamePalette
from engine.tui.keymap import keymap_clashes, read_keymap
from engine.tui.layout_once import DrawnOnceScreen
from engine.tui.pacer import AutomaPacer
from engine.tui.panels import HelpPanel
from engine.tui.pass_screen import PassScreen
from engine.tui.prompt_panel import PromptPanel
from engine.tui.result_screen import ResultScreen, verdict
from engine.tui.save_screens import LoadScreen
from engine.tui.screens import ConfirmScreen, HelpScreen
from engine.tui.seats import KIND_LABELS

if TYPE_CHECKING:
    from engine.tui.replay import ReplayScreen


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
        self.resume = resume  # None: ask when an autosave exists
        self.session = GameSession(rules, autosave=autosave, describe=self.describe,
                                   on_save_error=self._save_failed)
        self.gate = HotseatGate(self)
        self.pacer = AutomaPacer(self)
        self.files = FileMenu(self)
        self.viewer = 0  # whose view the table shows
        self._last_input = 0.0  # when the last key or click came (time.monotonic)
        self._quit_question: ConfirmScreen | None = None
        self.picking = Picking(frozenset())
        self._focused_refs: tuple[Ref, ...] = ()  # of the option focused in the prompt panel
        self._shown_order: tuple[Prompt, tuple[Option, ...]] | None = None

    @property
    def game(self) -> Game[Any] | None:
        """The game on the table (the session's)."""
        return self.session.game

    # The parts' state, by the names the tests read it under.

    @property
    def _paced(self) -> list[Event]:
        return self.pacer.lines

    @property
    def _shown_events(self) -> int:
        return self.pacer.logged

    @property
    def _autosave_due(self) -> bool:
        return self.session.autosave_due

    @property
    def _top_shown(self) -> Screen[Any] | None:
        return self.gate.top_shown

    @_top_shown.setter
    def _top_shown(self, screen: Screen[Any] | None) -> None:
        self.gate.top_shown = screen

    def _pace_step(self) -> None:
        self.pacer.step()

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
        return describe_game(game)

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
        if self.resume is False:
            self.begin_new_game()
            return
        try:
            header = self.session.left_game()
        except SaveError as exc:
            self.notify(f"The autosave could not be read: {exc}", severity="warning")
            self.begin_new_game()
            return
        if header is None:
            self.begin_new_game()
            return
        if self.resume:
            self._resume(True)
            return
        when = header.saved_at.replace("T", " ")[:16]
        question = f"Resume the game you left ({header.summary}, saved {when} UTC)?"
        self.push_screen(ConfirmScreen(question, "Resume", "New game"), self._resume)

    def _load_keymap(self) -> None:
        """Players remap keys in keys.json beside their saves (see engine.tui.keymap)."""
        path = keymap_path()
        if not path.exists():
            return
        try:
            keymap = read_keymap(path)
        except (OSError, ValueError) as exc:
            self.notify(f"Ignoring {path}: {exc}", severity="warning")
            return
        clashes = keymap_clashes(keymap, (*type(self).__mro__, *GameScreen.__mro__))
        if clashes:  # a key doing two things does one of them: neither is what was asked
            self.notify(f"Ignoring part of {path}: {'; '.join(clashes.values())}.",
                        severity="warning")
        keymap = {binding: keys for binding, keys in keymap.items() if binding not in clashes}
        self.set_keymap(keymap)
        if "skip_ahead" in keymap:
            self.pacer.skip_key = keymap["skip_ahead"]

    def _resume(self, answer: bool | None) -> None:
        if answer:
            try:
                game = self.session.read_left()
                self.gate.resumed = f"Resumed the game you left ({self.describe(game)})."
                self.start(game)
                if not self.passes_keyboard():  # no pass screen to say it on: a long note
                    self.notify(self.gate.resumed, timeout=10)
                    self.gate.resumed = ""
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
        self.session.save_now()

    def start(self, game: Game[Any]) -> None:
        self.session.start(game)  # nobody is known to hold the keyboard yet
        self.book.modules = frozenset(game.config.modules)  # help reads as this game plays
        self.pacer.start(game)
        # in hotseat, a new, resumed or loaded game shows the pass screen before the first
        # hidden thing
        humans = self.session.human_seats()
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
        return (prompt is not None and self.can_answer(prompt) and self.session.is_hotseat()
                and prompt.seat != self.session.keyboard and not self.pacer.lines)

    def can_answer(self, prompt: Prompt) -> bool:
        """People answer only prompts of human seats; bots and automa answer their own."""
        return self.session.can_answer(prompt)

    # -- the one way choices reach the engine ---------------------------------------------

    def answer(self, option_id: str) -> None:
        if self._may_answer():
            self._choose(option_id)

    def replay_shown(self) -> ReplayScreen | None:
        """The replay on screen, if one is (its board has the table's tabs)."""
        return self.files.replay_shown()

    def _may_answer(self) -> bool:
        """Whether a person may answer the prompt now (while an automa's turn is told, say
        so)."""
        game = self.game
        if game is None or game.prompt is None or not self.can_answer(game.prompt):
            return False
        if self.files.watching():
            return False
        if self.session.is_hotseat() and (game.prompt.seat != self.session.keyboard
                                          or self.gate.covered()):
            return False  # keys typed before the pass screen came up: not this player's
        screen = self._game_screen()
        if screen is not None and screen.has_class("too-small"):
            return False
        if self.pacer.lines:
            self.pacer.say_still_playing()
            return False
        return True

    def answer_ticked(self, option_ids: tuple[str, ...]) -> None:
        """Answer the ticked options of a multi-pick in turn, each only while the same
        decision is asked again and still offers it; the table is redrawn once, after."""
        game = self.game
        if game is None or game.prompt is None or not self._may_answer():
            return
        answered, error = self.session.choose_ticked(option_ids)
        if error is not None:
            self.notify(str(error), severity="error")
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
        self._last_input = time.monotonic()  # however it came (key, click, palette)
        try:
            self.session.choose(option_id)
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
            self.files.keep_finished()
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
        if self.pacer.pace(game, screen):
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
            if not self.gate.covered():  # one cover at a time; lifting it comes back here
                self._pass_keyboard(game, screen, prompt.seat)
            return
        if self.can_answer(prompt):
            self.viewer = self.session.keyboard = prompt.seat
        bots = self.session.bots
        bot = f", {KIND_LABELS[SeatKind.BOT]}," if prompt.seat in bots else ""
        waiting = f"{game.config.seat_name(prompt.seat)}{bot} is choosing..."
        screen.show_game(game, self.viewer, waiting, self.can_answer(prompt))
        self._show_focused_refs(screen)
        self._leave_board_unless_it_picks(screen, prompt)
        self._refresh_undo_binding()
        if prompt.seat in bots:
            self.set_timer(self.BOT_DELAY, self._bot_step)

    def _bot_step(self) -> None:
        option_id = self.session.bot_to_choose()
        if option_id is not None:
            self._choose(option_id)

    def _refresh_undo_binding(self) -> None:
        """Grey or light the Undo key, redrawing the footer only when that changes."""
        can = self.game is not None and not self.game.undo_refusal()
        if can != getattr(self, "_undo_shown", None):
            self._undo_shown = can
            self.refresh_bindings()

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
        if self.pacer.lines:  # an automa's turn is still being told
            self.pacer.say_still_playing()
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
        if screen is None or self.game is None or self.pacer.lines:
            return
        screen.query_one(HelpPanel).show_text(*self.describe_ref(event.ref))
        if self.game.prompt is not None:
            self.sync_board()

    # -- an automa's turn (see engine.tui.pacer) -----------------------------------------

    def asked_for_automa(self, prompt: Prompt | None) -> bool:
        """Whether a person is to decide for an automa now, in its turn (its rules say
        so): the turn is then logged at once and the question asked, not left waiting
        behind the telling with no option to pick."""
        return False

    def action_skip_ahead(self) -> None:
        self.pacer.skip_ahead()

    def automa_told(self) -> None:
        """The automa's turn has been told: show what is asked now, and keep the keys of a
        burst typed meanwhile from answering it (see the hotseat gate)."""
        self.pacer.stop()
        self.gate.automa_told()
        self._after_choice()

    # -- passing the keyboard (see engine.tui.hotseat) ------------------------------------

    def _pass_keyboard(self, game: Game[Any], screen: GameScreen, seat: int) -> None:
        """Cover the table until `seat`'s player lifts the pass screen. The table is drawn
        for them already, under the cover: once it is lifted, no frame of the hand of the
        one before can show."""
        self._table_for(game, screen, seat)
        self.gate.push_cover(game, seat)

    def _table_for(self, game: Game[Any], screen: GameScreen, seat: int) -> None:
        """The whole table, options too, drawn for `seat` under the cover (nobody sees
        it), so that lifting the cover only has to uncover it."""
        self.viewer = seat
        screen.show_game(game, seat, "Passing the keyboard...", True)
        self._show_focused_refs(screen)

    def cover_first(self) -> PassScreen:
        """The pass screen a game opens with (`passes_keyboard`), before the table is made."""
        assert self.game is not None and self.game.prompt is not None
        self.viewer = self.game.prompt.seat
        return self.gate.push_cover(self.game, self.viewer)

    def fill_under_cover(self, screen: GameScreen) -> None:
        """The table, made under the opening cover, shown for the player it names."""
        game = self.game
        if game is None:
            return
        self.pacer.logged = screen.log_events(game, self.pacer.logged)
        self._table_for(game, screen, self.gate.passing_to)
        self._refresh_undo_binding()

    @on(PassScreen.Lifted)
    async def _passed(self) -> None:
        """Take the cover away and show the table in one frame: popping a screen draws
        the one below twice (once uncovered, once more when the cover's widgets are gone),
        so nothing is drawn until both are done."""
        cover = self.gate.cover
        self._last_input = time.monotonic()
        table = self._game_screen()
        if table is not None:
            await table.ready.wait()  # a key that came before the table was made
        with self.batch_update():
            if cover is not None and self.screen is cover:
                await cover.dismiss(None)
            self.viewer = self.session.keyboard = self.gate.passing_to
            self._after_choice()

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.InputEvent):
            self._last_input = time.monotonic()
        if isinstance(event, events.Key) and self.gate.typed_ahead(event):
            return  # dropped: it must not act on a screen or decision nobody has seen yet
        await super().on_event(event)

    def _display(self, screen: Screen[Any], renderable: RenderableType | None) -> None:
        """Draw; the first frame of the screen on top (since another was) is when keys
        start to act on it."""
        super()._display(screen, renderable)
        if renderable is not None and not self._batch_count and screen is self.screen \
                and screen is not self.gate.top_shown and screen.is_mounted:
            self.gate.drawn(screen)

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

    def _collect_when_idle(self) -> None:
        """The collector's full pass, while nobody is typing (see engine.tui.collector)."""
        if time.monotonic() - self._last_input >= IDLE_AFTER:
            collect_if_due()

    # -- autosave (see engine.core.session) ----------------------------------------------

    def _autosave_after_frame(self) -> None:
        """Autosave once the frame showing the choice is drawn: making the text (the state
        hash) is a good part of a key press. Until then `wait_for_saves` makes it."""
        if not self.session.autosave_due:
            self.session.autosave_due = True
            self.call_after_refresh(self.session.save_now)

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
        self.session.wait_for_saves()

    def on_unmount(self) -> None:
        self.wait_for_saves()

    # -- commands ------------------------------------------------------------------------

    #: Actions that only mean something on the game screen (hidden elsewhere).
    GAME_ACTIONS: ClassVar[frozenset[str]] = frozenset({"undo", "go_back"})

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "command_palette" and isinstance(self.screen, PassScreen):
            return False  # it lists the options, and they name the hidden cards
        if action == "command_palette" and self.files.watching():
            return False  # its commands act on the table's game: a replay only reads
        if action in self.GAME_ACTIONS and not isinstance(self.screen, GameScreen):
            return False
        if action == "undo":
            return None if self.game is None or self.game.undo_refusal() else True
        if action == "skip_ahead":
            return bool(self.pacer.lines)
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
        self.pacer.stop()
        self.session.undo()  # autosaved at once
        self.notify("Took back the last choice.")
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
        self.files.save()

    def action_load(self) -> None:
        self.files.load()

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
        kept = ("It is saved as you play: start again to resume it." if self.session.autosave
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

    # -- replays (see engine.tui.file_menu) ----------------------------------------------

    def action_watch_replay(self) -> None:
        """From the final scores: the game that just ended, step by step."""
        if self.game is not None and self.game.is_over:
            self.files.open_replay(self.game)

    def action_replays(self) -> None:
        self.files.replays()

    @on(LoadScreen.Watch)
    def _watch_save(self, event: LoadScreen.Watch) -> None:
        self.files.watch_file(event.path)
