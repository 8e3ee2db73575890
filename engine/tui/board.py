"""The board protocol: an app's board widget draws a view and highlights the things the
current decision refers to; picking one of them on the board answers the decision.

Options name board things by reference strings, `kind:value` ("hex:3,4", "card:17",
"slot:2", "loc:5", "cell:1,2"). A board says which kinds it can pick; a pick that several
options share waits for a second pick, and the board then offers only the things that
complete one of those options.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import groupby
from typing import Any, ClassVar, Protocol, runtime_checkable

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget

from engine.core import Game, Option, Prompt

Ref = str


def ref_kind(ref: Ref) -> str:
    return ref.partition(":")[0]


def ref_value(ref: Ref) -> str:
    return ref.partition(":")[2]


def ref_title(ref: Ref) -> str:
    """A plain name for a reference: "hex:3,4" -> "Hex 3,4"."""
    kind, _, value = ref.partition(":")
    return f"{kind.capitalize()} {value}".strip()


@dataclass(frozen=True)
class Highlight:
    """What the board shows about the decision: `selectable` things lead to an option
    (empty: the decision is not about the board); `marked` things are picked already, or
    pointed out by the app, or named by the option focused in the prompt panel."""

    selectable: frozenset[Ref] = frozenset()
    marked: frozenset[Ref] = frozenset()


@runtime_checkable
class Board(Protocol):
    """What the shared game screen asks of an app's board widget."""

    #: The kinds of reference the board can pick ("hex"); empty for a board that only shows.
    PICKS: frozenset[str]

    def show(self, view: Any, game: Game[Any], viewer: int) -> None:
        """Draw what `viewer` may see (`view` is `game.view(viewer)`)."""

    def highlight(self, highlight: Highlight) -> None:
        """Mark what the current decision refers to; called before `show` and on moves."""


class BoardPicked(Message):
    """The player picked a thing on the board (Enter, Space or a click)."""

    def __init__(self, ref: Ref) -> None:
        super().__init__()
        self.ref = ref


class BoardMoved(Message):
    """The board's cursor moved onto a thing (help describes it)."""

    def __init__(self, ref: Ref) -> None:
        super().__init__()
        self.ref = ref


@dataclass
class Picking:
    """One decision answered by picks on the board, in one step or two."""

    kinds: frozenset[str]
    pending: Ref | None = None  # the first pick of two, waiting for its second

    def refs(self, option: Option) -> tuple[Ref, ...]:
        """The option's references this board can pick."""
        return tuple(r for r in option.refs if ref_kind(r) in self.kinds)

    def selectable(self, prompt: Prompt | None) -> set[Ref]:
        """The things a pick can lead somewhere from: all that the enabled options refer
        to, or while a first pick waits, it and the things that complete it."""
        if prompt is None:
            return set()
        found: set[Ref] = set()
        for option in prompt.enabled:
            refs = self.refs(option)
            if self.pending is None:
                found.update(refs)
            elif self.pending in refs:
                found.update(r for r in refs if r != self.pending)
        if self.pending is not None:
            found.add(self.pending)
        return found

    def pick(self, prompt: Prompt | None, ref: Ref) -> str | None:
        """The option id that picking `ref` chooses, or None when the pick only waits for
        a second one (or leads nowhere). Picking the waiting thing again lets it go."""
        if prompt is None or self.pending == ref:
            self.pending = None
            return None
        matches = [o for o in prompt.enabled if ref in self.refs(o)]
        if self.pending is not None:
            paired = [o for o in matches if self.pending in self.refs(o)]
            if len(paired) == 1:
                self.pending = None
                return paired[0].id
            if not matches:
                return None
        if len(matches) == 1:
            self.pending = None
            return matches[0].id
        if matches:
            self.pending = ref
        return None



Cell = tuple[str, Style]  # one character of a board and its style


class CursorBoard(Widget):
    """A board widget with a cursor: the arrows move it (letters are the options' keys),
    Enter or Space (bound by the board) picks what it is on, a click moves it there and
    picks it. The cursor looks different while the board has the keyboard, so taking or
    losing the focus redraws it.

    A board drawn as lines of cells keeps them in `_lines` (drawn once per state) and
    gets its lines from `line_strip`, which makes each strip once and the cursor's lines
    apart (only they change when it moves)."""

    BINDINGS: ClassVar = [
        Binding("up", "move(-1, 0)", "Up", id="cursor_up", show=False),
        Binding("down", "move(1, 0)", "Down", id="cursor_down", show=False),
        Binding("left", "move(0, -1)", "Left", id="cursor_left", show=False),
        Binding("right", "move(0, 1)", "Right", id="cursor_right", show=False),
    ]
    cursor: Any

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._lines: list[list[Cell]] = []
        self._line_strips: dict[int, Strip] = {}  # by line, without the cursor
        self._cursor_line_strips: dict[int, Strip] = {}  # the lines through the cursor
        self._cursor_drawn: tuple[object, bool] | None = None
        self._left = 0  # blank columns left of the board, to centre it

    def action_move(self, drow: int, dcol: int) -> None:
        raise NotImplementedError

    def line_strip(self, y: int, base: Style) -> Strip:
        if y >= len(self._lines):
            return Strip.blank(self.size.width, base)
        if self._cursor_line(y):
            cursor = (self.cursor, self.has_focus)
            if cursor != self._cursor_drawn:
                self._cursor_line_strips, self._cursor_drawn = {}, cursor
            if y not in self._cursor_line_strips:
                self._cursor_line_strips[y] = self._cells_strip(self._with_cursor(y, base), base)
            return self._cursor_line_strips[y]
        if y not in self._line_strips:
            self._line_strips[y] = self._cells_strip(self._lines[y], base)
        return self._line_strips[y]

    def _cursor_line(self, y: int) -> bool:
        """Whether line `y` goes through the cursor."""
        return False

    def _with_cursor(self, y: int, base: Style) -> list[Cell]:
        return self._lines[y]

    def _cells_strip(self, cells: list[Cell], base: Style) -> Strip:
        # runs of one style object make one segment (Rich caches a sum of styles, so equal
        # styles are mostly the same object: comparing identities is quick)
        segments = [Segment(" " * self._left, base)] if self._left else []
        for _, run in groupby(cells, key=lambda cell: id(cell[1])):
            chars = list(run)
            segments.append(Segment("".join(ch for ch, _ in chars), chars[0][1]))
        strip = Strip(segments).crop(0, self.size.width)
        return strip.extend_cell_length(self.size.width, base)

    def cursor_ref(self) -> Ref:
        """The reference of what the cursor is on."""
        raise NotImplementedError

    def thing_at(self, x: int, y: int) -> Any | None:
        """What is drawn at a point of the widget's content (None: nothing to pick)."""
        raise NotImplementedError

    def move_cursor_to(self, thing: Any) -> None:
        self.cursor = thing

    def action_pick(self) -> None:
        self.post_message(BoardPicked(self.cursor_ref()))

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    def on_click(self, event: events.Click) -> None:
        thing = self.thing_at(event.x, event.y)
        if thing is not None:
            self.move_cursor_to(thing)
            self.action_pick()
