"""The hotseat gate: keys reach only what the player has seen, and hidden hands stay hidden.

Two things share one keyboard here. The pass screen covers the table until the next person
has it (`cover`); and keys typed ahead (a paste, keys piled up while the app was busy, the
rest of a burst that ended a turn or lifted the cover) are dropped instead of answering a
screen or a decision nobody has seen yet. The gate keeps the moments those decisions need
(when the screen on top was first drawn, when the cover was lifted, when an automa's turn
was told to its end) and says whether a key is to be dropped; the app asks it for every key.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any, ClassVar, Protocol

from textual import events
from textual.screen import Screen

from engine.core import Game, Prompt
from engine.core.session import GameSession
from engine.tui.board_picks import BoardPicks
from engine.tui.game_screen import GameScreen
from engine.tui.keys import burst_gap, could_answer, event_clock
from engine.tui.pacer import AutomaPacer
from engine.tui.pass_screen import PassScreen
from engine.tui.recap import recap, since_last_turn


class GateHost(Protocol):
    """What the gate asks of the app: its screens and the table, the session's seats, and
    how close keys make a burst."""

    #: Keys less than this apart are one burst (see GameApp.PASS_BURST_GAP).
    PASS_BURST_GAP: ClassVar[float]
    #: Keys that act however fast they come: the way out.
    ALWAYS_ACTS: ClassVar[frozenset[str]]

    session: GameSession
    pacer: AutomaPacer
    picks: BoardPicks
    viewer: int
    _last_input: float

    @property
    def screen(self) -> Screen[Any]: ...
    @property
    def screen_stack(self) -> list[Screen[Any]]: ...
    def call_after_refresh(self, callback: Callable[..., Any], *args: Any) -> bool: ...
    def push_screen(self, screen: Screen[Any]) -> Any: ...
    def batch_update(self) -> AbstractContextManager[None]: ...
    def can_answer(self, prompt: Prompt) -> bool: ...
    def _game_screen(self) -> GameScreen | None: ...
    def _after_choice(self) -> None: ...
    def _refresh_undo_binding(self) -> None: ...


class HotseatGate:
    """The pass screen's comings and goings, and which keys were typed ahead."""

    def __init__(self, host: GateHost) -> None:
        self._host = host
        self.cover: PassScreen | None = None  # the last pass screen, until its burst ends
        self.passing_to = 0  # the seat the last pass screen named
        self.resumed = ""  # said on the next pass screen: the game was resumed
        self._told_at: float | None = None  # when an automa's turn was told to its end
        self._burst_last = 0.0  # when the last key of that burst was typed
        self.top_shown: Screen[Any] | None = None  # the top screen, once it is drawn
        self._top_shown_at = 0.0  # when it was first drawn (the event clock)
        self._ahead_last = -math.inf  # the last key typed before the top screen was drawn

    # -- the pass screen -----------------------------------------------------------------

    def passes_keyboard(self) -> bool:
        """Whether the keyboard must pass before the decision now (hotseat, a person to
        decide who is not known to hold it, no automa turn being told): a new, resumed or
        loaded game opens this way, and a turn that ends at another person's decision."""
        session = self._host.session
        prompt = session.game.prompt if session.game else None
        return (prompt is not None and self._host.can_answer(prompt) and session.is_hotseat()
                and prompt.seat != session.keyboard and not self._host.pacer.lines)

    def pass_keyboard(self, game: Game[Any], screen: GameScreen, seat: int) -> None:
        """Cover the table until `seat`'s player lifts the pass screen. The table is drawn
        for them already, under the cover: once it is lifted, no frame of the hand of the
        one before can show."""
        self._table_for(game, screen, seat)
        self.push_cover(game, seat)

    def _table_for(self, game: Game[Any], screen: GameScreen, seat: int) -> None:
        """The whole table, options too, drawn for `seat` under the cover (nobody sees
        it), so that lifting the cover only has to uncover it."""
        self._host.viewer = seat
        screen.show_game(game, seat, "Passing the keyboard...", True)
        self._host.picks.show_focused(screen)

    def cover_first(self) -> PassScreen:
        """The pass screen a game opens with (`passes_keyboard`), before the table is made."""
        game = self._host.session.game
        assert game is not None and game.prompt is not None
        self._host.viewer = game.prompt.seat
        return self.push_cover(game, self._host.viewer)

    def fill_under_cover(self, screen: GameScreen) -> None:
        """The table, made under the opening cover, shown for the player it names."""
        game = self._host.session.game
        if game is None:
            return
        pacer = self._host.pacer
        pacer.logged = screen.log_events(game, pacer.logged)
        self._table_for(game, screen, self.passing_to)
        self._host._refresh_undo_binding()

    async def lifted(self) -> None:
        """Take the cover away and show the table in one frame: popping a screen draws
        the one below twice (once uncovered, once more when the cover's widgets are gone),
        so nothing is drawn until both are done."""
        host = self._host
        cover = self.cover
        host._last_input = time.monotonic()
        table = host._game_screen()
        if table is not None:
            await table.ready.wait()  # a key that came before the table was made
        with host.batch_update():
            if cover is not None and host.screen is cover:
                await cover.dismiss(None)
            host.viewer = host.session.keyboard = self.passing_to
            host._after_choice()

    def push_cover(self, game: Game[Any], seat: int) -> PassScreen:
        """Cover the table for `seat`'s player, telling what the others did since their
        last turn."""
        news = recap(since_last_turn(game.events, seat), game.config.seat_name)
        self.cover = PassScreen(game.config.seat_name(seat), news, self.resumed)
        self.resumed = ""
        self.passing_to = seat
        self._burst_last = 0.0
        self._host.push_screen(self.cover)
        return self.cover

    def covered(self) -> bool:
        """The last pass screen is still up."""
        return self.cover is not None and self.cover in self._host.screen_stack

    def automa_told(self) -> None:
        """An automa's turn has been told to its end: keys of a burst typed meanwhile
        (Space to skip ahead, and what followed it) do not answer what is asked now."""
        self._told_at, self._burst_last = event_clock(), 0.0

    def drawn(self, screen: Screen[Any]) -> None:
        """`screen`, on top, has its first frame: keys start to act on it."""
        self.top_shown, self._top_shown_at = screen, event_clock()

    # -- keys typed ahead ----------------------------------------------------------------

    def typed_ahead(self, key: events.Key) -> bool:
        """Whether `key` was typed for something not yet (or no longer) on the screen: the
        one place every key passes, as it comes in and again when it comes back up from
        the screen's widgets to run a binding. The way out (Ctrl+Q) always acts."""
        if key.key in self._host.ALWAYS_ACTS:
            return False
        return (self._typed_before_shown(key) or self._rest_of_burst(key)
                or self.typed_before_asked(key))

    def _typed_before_shown(self, key: events.Key) -> bool:
        """Whether `key` came before the screen on top was drawn (any screen: the table,
        the palette, help, a question), or in a burst that did: it was typed for the screen
        before, not for this one. Coming back up to run a binding after its screen was
        closed (its Enter queued behind the one that closed it), it acts on none either."""
        top = self._host.screen
        drawn = self.top_shown is top
        ahead = key.time < (self._top_shown_at if drawn else math.inf)
        if not ahead and not key.is_forwarded:  # the rest of a burst typed before it
            ahead = key.time - self._ahead_last < burst_gap(self._host.PASS_BURST_GAP)
        if ahead and not key.is_forwarded:
            self._ahead_last = max(self._ahead_last, key.time)
        if not drawn:  # a screen back on top with nothing new to draw draws no frame
            self._host.call_after_refresh(self._draw_unless_shown, top)
        return ahead

    def _draw_unless_shown(self, screen: Screen[Any]) -> None:
        """Have the screen on top drawn, if it still has no frame of its own: until then
        no key acts on it."""
        if screen is self._host.screen and self.top_shown is not screen:
            screen.refresh()

    def typed_before_asked(self, key: events.Key) -> bool:
        """Whether `key`, one that could answer, was typed before the decision on the
        table was on the screen (see `GameScreen.typed_before_asked`)."""
        screen = self._host.screen
        return isinstance(screen, GameScreen) and screen.typed_before_asked(key)

    def _rest_of_burst(self, key: events.Key) -> bool:
        """Whether `key` belongs with the key that lifted the pass screen (any key), or with
        the keys typed while an automa's turn was told (a key that could answer: a
        character or Enter; the tab, help and map keys still work): typed before that
        moment, or less than PASS_BURST_GAP after it or the key before. A terminal hands
        over a burst (a paste, keys piled up while the app was busy) in parts, some only
        after the moment has passed."""
        cover = self.cover
        began = cover.lifted_at if cover is not None else None
        if began is None:
            began = self._told_at if could_answer(key) else None
        if began is None:
            return False
        last = max(began, self._burst_last)
        if key.time - last < burst_gap(self._host.PASS_BURST_GAP):
            self._burst_last = max(last, key.time)
            return True
        self.cover = self._told_at = None  # a pause: the burst is over, keys answer again
        return False
