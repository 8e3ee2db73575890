"""Picking on the board: the options a decision offers, chosen by pointing at the board;
and Escape, which lets go of a pick first.

An option names the things on the board it is about (its refs). The board highlights the
ones a pick can choose and marks those of the option in focus; one pick may choose an
option outright, or be the first of two (a card and the spot it goes to) and wait, marked,
for the second. The pick state is the app's (`picking`, `_focused_refs`: the apps read
them); the rules of picking live here.
"""

from __future__ import annotations

from typing import Any, Protocol

from textual.widget import Widget

from engine.core import BACK, DONE, Game, Option, Prompt
from engine.tui.board import Board, Highlight, Picking, Ref, ref_title
from engine.tui.game_screen import GameScreen
from engine.tui.pacer import AutomaPacer
from engine.tui.panels import HelpPanel
from engine.tui.prompt_panel import PromptPanel


class PicksHost(Protocol):
    """What picking asks of the app."""

    picking: Picking
    _focused_refs: tuple[Ref, ...]  # of the option focused in the prompt panel
    pacer: AutomaPacer

    @property
    def game(self) -> Game[Any] | None: ...
    @property
    def focused(self) -> Widget | None: ...
    def _game_screen(self) -> GameScreen | None: ...
    def can_answer(self, prompt: Prompt) -> bool: ...
    def point_out(self, prompt: Prompt | None) -> set[Ref]: ...
    def describe_ref(self, ref: Ref) -> tuple[str, str]: ...
    def sync_board(self) -> None: ...
    def answer(self, option_id: str) -> None: ...
    def notify(self, message: str, *, severity: Any = "information",
               timeout: float | None = None) -> None: ...


class BoardPicks:
    """Highlights, picks and the help panel's word on them, for the table's board."""

    def __init__(self, host: PicksHost) -> None:
        self._host = host

    def highlight(self, board: Board) -> None:
        """Highlight on `board` what the decision a person may answer refers to."""
        host = self._host
        if host.game is None:
            return
        prompt = host.game.prompt
        if prompt is not None and not host.can_answer(prompt):
            prompt = None
        marked = host.point_out(prompt)
        if host.picking.pending is not None:
            marked.add(host.picking.pending)
        elif prompt is not None:  # a waiting first pick shows alone
            marked.update(host._focused_refs)
        board.highlight(Highlight(frozenset(host.picking.selectable(prompt)), frozenset(marked)))

    def leave_unless_it_picks(self, screen: GameScreen, prompt: Prompt) -> None:
        """A choice made on the board keeps the board focused while the next decision can
        be answered there too; otherwise the options take the keyboard back."""
        focused, board = self._host.focused, screen.board
        on_board = focused is not None and (focused is board or board in focused.ancestors)
        if on_board and not (self._host.can_answer(prompt)
                             and self._host.picking.selectable(prompt)):
            screen.query_one(PromptPanel).query_one("#options").focus()

    def picked(self, ref: Ref) -> None:
        """`ref` was picked on the table's board: answer, wait for a second pick, or say
        why not."""
        host = self._host
        game, screen = host.game, host._game_screen()
        if game is None or screen is None or game.prompt is None:
            return
        if not host.can_answer(game.prompt):
            return
        if host.pacer.lines:  # an automa's turn is still being told
            host.pacer.say_still_playing()
            return
        if ref not in host.picking.selectable(game.prompt):  # say so, not nothing
            host.notify(f"{host.describe_ref(ref)[0]} is not one of the choices now.",
                        severity="warning")
            return
        first = host.picking.pending is None
        option = host.picking.pick(game.prompt, ref)
        if option is not None:
            chosen = game.prompt.option(option)
            if first and chosen is not None and len(host.picking.refs(chosen)) > 1:
                # one pick did the work of two: say so, or a second pick seems refused
                host.notify(f"Only one choice uses {host.describe_ref(ref)[0]}: "
                            f"{chosen.label}.", timeout=5)
            host.answer(option)
            return
        pending = host.picking.pending
        if pending is None:  # let go, or a pick that leads nowhere
            self.let_go(screen)
            return
        host.sync_board()
        screen.query_one(HelpPanel).show_text(  # say so: the first of two picks is only marked
            f"{ref_title(pending)} picked",
            "Now pick the second one: the board offers only those that go with it "
            "(picking this one again, or Escape, lets go).",
        )

    def let_go(self, screen: GameScreen) -> None:
        """Forget a waiting first pick; the board offers every first pick again."""
        host = self._host
        host.picking.pending = None
        host.sync_board()
        prompt = host.game.prompt if host.game is not None else None
        screen.query_one(HelpPanel).show(prompt.help if prompt is not None else "")

    def focus_on(self, option: Option | None) -> None:
        """The option under the prompt panel's highlight shows on the board too."""
        refs = option.refs if option is not None else ()
        if refs != self._host._focused_refs:
            self._host._focused_refs = refs
            self._host.sync_board()

    def show_focused(self, screen: GameScreen) -> None:
        """Mark the first highlighted option's things in the frame that shows the prompt,
        not in a second frame when the highlight's message arrives."""
        self.focus_on(screen.query_one(PromptPanel).highlighted_option())

    def moved(self, ref: Ref) -> None:
        """The board's cursor rests on `ref`: the help panel tells what it is."""
        host = self._host
        screen = host._game_screen()
        if screen is None or host.game is None or host.pacer.lines:
            return
        screen.query_one(HelpPanel).show_text(*host.describe_ref(ref))
        if host.game.prompt is not None:
            host.sync_board()

    def go_back(self) -> None:
        """Escape: let go of a first pick on the board or of the ticked options, leave the
        map for the options, or take the prompt's Back option. It never takes Done (stop
        playing cards, say): that would end a step for good, so it only says which key does."""
        host = self._host
        screen = host._game_screen()
        if screen is not None and host.picking.pending is not None:
            self.let_go(screen)
            return
        if screen is not None and screen.query_one(PromptPanel).untick_all():
            return
        if screen is not None and host.focused is not None and host.focused.id != "options":
            screen.query_one(PromptPanel).query_one("#options").focus()
            return
        prompt = host.game.prompt if host.game else None
        if prompt is None or not host.can_answer(prompt):
            return
        back, done = prompt.option(BACK), prompt.option(DONE)
        if back is not None and back.enabled:
            host.answer(BACK)
        elif done is not None and done.enabled and screen is not None:
            key = screen.query_one(PromptPanel).key_of(DONE)
            where = f"Key {key}: {done.label}." if key else f"Pick {done.label} to end it."
            host.notify(f"Escape does not end this step. {where}")
