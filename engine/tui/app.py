"""The base of both apps: the game table, made of parts that each do one thing.

The app composes them: the session (`engine.core.session`: the game, answers, undo,
autosave, files; no Textual), the table screen (`game_screen`), the hotseat gate (the pass
screen, keys typed ahead: `hotseat`), the pacer (an automa's or a bot's turn told line by
line: `pacer`), the bots' turns (thought off the UI thread: `bot_turns`), picking on the
board (`board_picks`), the opening (resume or a new game: `opening`) and the file menu
(save, load, replays: `file_menu`), on `shell`'s App; each app's own part is in
`app_hooks`. What is left here is the table's own flow: after each choice, what to show and
to whom, and the keys' actions. Widgets get data down (views, prompts, events) and send
messages up; no rule logic here.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from textual import events, on
from textual.app import App
from textual.screen import Screen
from textual.widget import Widget
from textual.worker import Worker

from engine.core import (
    BestiaryError,
    Event,
    Game,
    GameConfig,
    IllegalChoice,
    Option,
    Prompt,
    Rules,
)
from engine.core.agents import AgentMaker
from engine.core.session import GameSession
from engine.tui.app_hooks import AppHooks
from engine.tui.board import Board, BoardMoved, BoardPicked, Picking, Ref
from engine.tui.board_picks import BoardPicks
from engine.tui.bot_turns import BotTurns
from engine.tui.collector import IDLE_AFTER
from engine.tui.commands import GameCommands
from engine.tui.file_menu import FileMenu
from engine.tui.game_screen import GameScreen
from engine.tui.help import HelpBook
from engine.tui.hint import Hint
from engine.tui.hotseat import HotseatGate
from engine.tui.keymap import apply_keymap, key_scopes
from engine.tui.opening import Opening
from engine.tui.pacer import AutomaPacer
from engine.tui.pass_screen import PassScreen
from engine.tui.prompt_panel import PromptPanel
from engine.tui.result_screen import ResultScreen
from engine.tui.save_screens import LoadScreen
from engine.tui.screens import HelpScreen
from engine.tui.seats import seat_label
from engine.tui.shell import ShellApp
from engine.tui.styles import SHARED_CSS
from engine.tui.textual_compat import each_frame

if TYPE_CHECKING:
    from engine.tui.replay import ReplayScreen


class GameApp(AppHooks, ShellApp):
    """Runs one game at a time through the shared screens; subclasses supply the table."""

    CSS_PATH = [SHARED_CSS]  # an app with a board of its own adds its stylesheet
    COMMANDS: ClassVar = App.COMMANDS | {GameCommands}
    MIN_SIZE: ClassVar[tuple[int, int]] = (80, 24)
    #: the board's widgets with keys of their own (keys.json may not give one of theirs)
    KEYED_WIDGETS: ClassVar[tuple[type[Widget], ...]] = ()
    #: seconds a bot's decision shows before it thinks, and between the lines of its turn
    BOT_DELAY: ClassVar[float] = 0.7
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
        agents: Mapping[str, AgentMaker] | None = None,
    ) -> None:
        super().__init__()
        self.rules = rules
        self.book = book
        self.config = config
        self.ask_settings = ask_settings  # a new game starts on the new-game form
        self.resume = resume  # None: ask when an autosave exists
        #: where quitting leads ("" ends the program; the front door sets "the game
        #: chooser"), for the questions that ask before quitting
        self.back_to = ""
        self.session = GameSession(rules, autosave=autosave, describe=self.describe,
                                   on_save_error=self._save_failed, agents=agents)
        self.gate = HotseatGate(self)
        each_frame(self, self._frame_drawn)
        self.pacer = AutomaPacer(self)
        self.bot_turns = BotTurns(self)
        self.hint = Hint(self)
        self.files = FileMenu(self)
        self.picks = BoardPicks(self)
        self.opening = Opening(self)
        self.viewer = 0  # whose view the table shows
        self.picking = Picking(frozenset())
        self._focused_refs: tuple[Ref, ...] = ()  # of the option focused in the prompt panel
        self._shown_order: tuple[Prompt, tuple[Option, ...]] | None = None

    @property
    def game(self) -> Game[Any] | None:
        """The game on the table (the session's)."""
        return self.session.game

    # the parts' state, by the names the tests read it under

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

    # -- starting ------------------------------------------------------------------------

    def on_mount(self) -> None:
        self.keep_loop()  # the writer thread's way back here
        self.title = self.rules.title
        # the collector's big passes, once the table is up and the player reads it
        self.set_interval(IDLE_AFTER, self.collect_when_idle)
        keymap = apply_keymap(self, key_scopes(type(self), self.KEYED_WIDGETS))
        if "skip_ahead" in keymap:
            self.pacer.skip_key = keymap["skip_ahead"]
        self.opening.open()

    def bot_levels(self) -> list[str]:
        """The bot levels a seat may be given (the new-game form's list)."""
        return self.session.levels()

    def start(self, game: Game[Any]) -> None:
        self.stop_thinking()
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
        """Whether the keyboard must pass before the decision now (see the gate)."""
        return self.gate.passes_keyboard()

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

    def _may_answer(self, say: bool = True) -> bool:
        """Whether a person may answer the prompt now (while an automa's turn is told, say
        so, unless not to `say`)."""
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
            if say:
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
        self.hint.cancel()  # it was for the decision just answered
        if self.game is not None and self.game.is_over:
            self.files.keep_finished()
        self._after_choice()
        # once the frame showing the choice is drawn: making the text (the state hash) is a
        # good part of a key press; until then `wait_for_saves` makes it
        self.session.save_after(self.call_after_refresh)

    def showing_result(self) -> bool:
        """The final scores are up already: a game of bots alone can end while a paced line
        is still told, and both would bring them up."""
        return any(isinstance(screen, ResultScreen) for screen in self.screen_stack)

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
            if result is not None and not self.showing_result():
                self.push_screen(self.result_screen(result))
            return
        if self.passes_keyboard():
            if not self.gate.covered():  # one cover at a time; lifting it comes back here
                self.gate.pass_keyboard(game, screen, prompt.seat)
            return
        if self.can_answer(prompt):
            self.viewer = self.session.keyboard = prompt.seat
        bots = self.session.bots
        seat = game.config.seats[prompt.seat]
        bot = f", {seat_label(seat)}," if prompt.seat in bots else ""
        waiting = f"{seat.name}{bot} is choosing..."
        screen.show_game(game, self.viewer, waiting, self.can_answer(prompt))
        self.picks.show_focused(screen)
        self.picks.leave_unless_it_picks(screen, prompt)
        self._refresh_undo_binding()
        if prompt.seat in bots:
            self.bot_turns.due()

    @on(Worker.StateChanged)
    def _worker_settled(self, event: Worker.StateChanged) -> None:
        """A bot's think (or the hint's) ended: its answer, if the game still asks it."""
        self.bot_turns.settled(event.worker) or self.hint.thinker.settled(event.worker,
                                                                          self.game)

    def _refresh_undo_binding(self) -> None:
        """Grey or light the Undo key, redrawing the footer only when that changes."""
        can = not self.session.undo_refusal()
        if can != getattr(self, "_undo_shown", None):
            self._undo_shown = can
            self.refresh_bindings()

    # -- picking on the board (see engine.tui.board_picks) -------------------------------

    def board(self) -> Board | None:
        """The game screen's board, when it is one that highlights and picks."""
        screen = self._game_screen()
        return screen.board if screen is not None and isinstance(screen.board, Board) else None

    def sync_board(self) -> None:
        """Highlight on the board what the decision a person may answer refers to."""
        board = self.board()
        if board is not None:
            self.picks.highlight(board)

    @on(BoardPicked)
    def _board_picked(self, event: BoardPicked) -> None:
        self.picks.picked(event.ref)

    @on(PromptPanel.Focused)
    def _option_focused(self, event: PromptPanel.Focused) -> None:
        self.picks.focus_on(event.option)

    @on(BoardMoved)
    def _board_moved(self, event: BoardMoved) -> None:
        self.picks.moved(event.ref)

    # -- an automa's turn (see engine.tui.pacer) -----------------------------------------

    def asked_for_automa(self, prompt: Prompt | None) -> bool:
        """Whether a person is to decide for an automa now, in its turn (its rules say
        so): the turn is then logged at once and the question asked, not left waiting
        behind the telling with no option to pick."""
        return False

    def action_skip_ahead(self) -> None:
        """Space: the rest of a turn being told at once, or a bot hurried to answer."""
        if self.pacer.lines:
            self.pacer.skip_ahead()
        else:
            self.bot_turns.hurry()

    def automa_told(self) -> None:
        """The automa's turn has been told: show what is asked now, and keep the keys of a
        burst typed meanwhile from answering it (see the hotseat gate)."""
        self.pacer.stop()
        self.gate.automa_told()
        self._after_choice()

    # -- passing the keyboard (see engine.tui.hotseat) ------------------------------------

    @on(PassScreen.Lifted)
    async def _passed(self) -> None:
        await self.gate.lifted()

    def typed_ahead(self, key: events.Key) -> bool:
        return self.gate.typed_ahead(key)

    def _frame_drawn(self, screen: Screen[Any]) -> None:
        """A frame drawn (`each_frame`): the first of the screen on top (since another was)
        is when keys start to act on it."""
        if screen is self.screen and screen is not self.gate.top_shown and screen.is_mounted:
            self.gate.drawn(screen)

    # -- autosave (see engine.core.session) ----------------------------------------------

    def _save_failed(self, message: str) -> None:
        """From the writer's thread: say so on the app's (see `ShellApp.note_from_thread`)."""
        self.note_from_thread(f"Autosave failed: {message}")

    def wait_for_saves(self) -> None:
        """Block until every autosave is on disk (before reading one back), the one
        waiting for a frame too."""
        self.session.wait_for_saves()

    def stop_thinking(self, wait: bool = False) -> None:
        """No bot or hint thinks on (a game left); `wait`: until their threads have
        returned (quitting). A think stops at its agent's next look at its budget."""
        self.bot_turns.cancel()
        self.hint.cancel()
        for thinker in (self.bot_turns.thinker, self.hint.thinker):
            if wait:
                thinker.wait_ended()

    def on_unmount(self) -> None:
        self.stop_thinking(wait=True)
        self.session.close()

    # -- commands ------------------------------------------------------------------------

    #: Actions that only mean something on the game screen (hidden elsewhere).
    GAME_ACTIONS: ClassVar[frozenset[str]] = frozenset({"undo", "go_back", "hint"})

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "command_palette" and isinstance(self.screen, PassScreen):
            return False  # it lists the options, and they name the hidden cards
        if action == "command_palette" and self.files.watching():
            return False  # its commands act on the table's game: a replay only reads
        if action in self.GAME_ACTIONS and not isinstance(self.screen, GameScreen):
            return False
        if action == "undo":
            return None if self.session.undo_refusal() else True
        if action == "hint":
            return self.hint.possible(*map(str, parameters))
        if action == "skip_ahead":
            return bool(self.pacer.lines) or self.bot_turns.waiting()
        return True

    def action_undo(self) -> None:
        if self.game is None:
            return
        reason = self.session.undo_refusal()
        if reason:
            self.notify(reason, title="Cannot undo", severity="warning")
            return
        self.pacer.stop()
        self.hint.cancel()
        self.session.undo()  # autosaved at once
        self.notify("Took back the last choice.")
        self._after_choice()

    def action_go_back(self) -> None:
        """Escape: a hint being thought is cancelled; else a step back in a pick."""
        if not self.hint.cancel():
            self.picks.go_back()

    def action_hint(self, level: str = "normal") -> None:
        self.hint.ask(level)

    def action_save(self) -> None:
        self.files.save()

    def action_load(self) -> None:
        self.files.load()

    def action_help(self) -> None:
        self.push_screen(HelpScreen(self.book, self.help_asked()))

    def help_asked(self) -> str:
        """The topic F1 (or ?) opens on; "" means "Start here": that, until every seat has
        finished its first turn (setup included), since a newcomer's F1 means "how does
        this work?"; after that, the table's topic (see `GameScreen.help_topic`)."""
        screen, game = self._game_screen(), self.game
        if screen is None or game is None \
                or self.rules.turn_count(game.state) < len(game.config.seats):
            return ""
        return screen.help_topic()

    async def action_quit(self) -> None:
        self.opening.ask_quit()

    def action_new_game(self) -> None:
        self.opening.ask_new_game()

    # -- replays (see engine.tui.file_menu) ----------------------------------------------

    def action_watch_replay(self) -> None:
        """From the final scores: the game that just ended, step by step."""
        self.files.watch_ended()

    def action_replays(self) -> None:
        self.files.replays()

    @on(LoadScreen.Watch)
    def _watch_save(self, event: LoadScreen.Watch) -> None:
        self.files.watch_file(event.path)
