"""Marks on a board and the legend that explains them.

A board widget draws its marks from one table of `Mark`s (text, colours, the legend's words)
and says which are on screen now (`legend()`); `MapLegend` writes those out. Each mark has
its own text, so nothing is told by colour alone."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from rich.cells import cell_len
from rich.color import ColorParseError
from rich.segment import Segment
from rich.style import Style
from textual.geometry import Size
from textual.strip import Strip
from textual.widget import Widget

from engine.core.records import Frozen


class Mark(Frozen):
    text: str  # as drawn on the board
    meaning: str  # the legend's words
    style: Style  # colours on the board (the text alone must still say it)
    group: str = ""  # marks of a group share one entry in the legend: "Fru Cor habitats"


#: The cursor of every board: brackets around the thing it is on.
CURSOR = Mark("[ ]", "cursor", Style(bold=True))

#: Colour names people pick that the terminal library does not know, as it spells them.
_ALIASES = {"orange": "#ff8700"}
#: Text on a player's colour: dark on the light colours, light on the dark ones.
_LIGHT = {"yellow", "green", "cyan", "white", "orange"}


def on_colour(colour: str) -> Style:
    """Bold text on a player's colour. A colour the terminal library does not know (an
    edited save, say) draws reversed instead: the text still says whose it is."""
    fg = "#000000" if colour in _LIGHT else "#ffffff"
    try:
        return Style(bgcolor=_ALIASES.get(colour, colour), color=fg, bold=True)
    except ColorParseError:
        return Style(bold=True, reverse=True)


def legend_entries(marks: list[Mark]) -> list[tuple[list[Mark], str]]:
    """One entry per mark, except that the marks of a group next to each other share one:
    their texts, then the group's name ("Fru Cor Flo Mus habitats")."""
    entries: list[tuple[list[Mark], str]] = []
    for mark in marks:
        if mark.group and entries and entries[-1][0][-1].group == mark.group:
            entries[-1][0].append(mark)
        else:
            entries.append(([mark], mark.group or mark.meaning))
    return [(group, words if len(group) > 1 else group[0].meaning) for group, words in entries]


#: The last words of a legend cut short to leave room below it.
MORE = "… F6: the map and its whole key"


def legend_lines(marks: list[Mark], width: int, base: Style,
                 most: int | None = None) -> list[list[Segment]]:
    """The marks, each as it looks on the board and what it means, flowed into lines (every
    segment styled: NO_COLOR's filter reads each one). With `most`, no more lines than
    that: the marks that do not fit give way to a note saying where the rest is."""
    lines = _flow([_entry(group, words, base) for group, words in legend_entries(marks)],
                  width)
    if most is None or len(lines) <= most:
        return [_joined(line, base) for line in lines]
    kept = lines[:max(1, most)]
    note = [Segment(MORE, base + Style(italic=True))]
    while kept[-1] and sum(_size(e) for e in kept[-1]) + 2 * len(kept[-1]) + len(MORE) > width:
        kept[-1].pop()
    kept[-1].append(note)
    return [_joined(line, base) for line in kept]


def _entry(group: list[Mark], words: str, base: Style) -> list[Segment]:
    entry: list[Segment] = []
    for mark in group:
        entry += [Segment(mark.text, base + mark.style), Segment(" ", base)]
    entry.append(Segment(words, base))
    return entry


def _size(entry: list[Segment]) -> int:
    return sum(cell_len(s.text) for s in entry)


def _flow(entries: list[list[Segment]], width: int) -> list[list[list[Segment]]]:
    """Entries into lines of at most `width` cells, two spaces between them."""
    lines: list[list[list[Segment]]] = []
    used = 0
    for entry in entries:
        size = _size(entry)
        if lines and used + 2 + size <= width:
            lines[-1].append(entry)
            used += 2 + size
        else:
            lines.append([entry])
            used = size
    return lines


def _joined(line: list[list[Segment]], base: Style) -> list[Segment]:
    segments: list[Segment] = []
    for entry in line:
        if segments:
            segments.append(Segment("  ", base))
        segments.extend(entry)
    return segments


class Legended(Protocol):
    def legend(self) -> list[Mark]:
        """The marks on the board now, in the order the legend lists them."""


class MapLegend(Widget):
    """What every mark on a board means, generated from the board's own marks. `room`, when
    given, says how many lines it may take now (None: all it needs): a short window keeps
    the lines for the panels below, and the marks listed first."""

    def __init__(self, board: Legended, room: Callable[[], int | None] | None = None,
                 **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.board = board
        self.room = room or (lambda: None)
        self.marks: list[Mark] = []
        self._drawn: tuple[object, ...] = ()
        self._lines: list[Strip] = []
        # the most lines it has needed at this width and room: it grows but does not shrink
        # back, so that the table's layout stays put from one key to the next
        self._tallest: tuple[int, int | None, int] = (0, None, 0)  # (width, room, lines)

    def refresh_marks(self) -> None:
        """Follow the board (after each state it shows): a new line only when marks change,
        a new layout only when it needs more lines than it has."""
        marks = self.board.legend()
        if marks != self.marks:
            self.marks = marks
            width, room = self.size.width, self.room()
            taller = len(legend_lines(marks, width, Style(), room)) > self._tallest[2]
            self.refresh(layout=taller or self._tallest[:2] != (width, room))

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        room = self.room()
        lines = len(legend_lines(self.marks, width, Style(), room))
        tallest_width, tallest_room, tallest = self._tallest
        if (tallest_width, tallest_room) == (width, room) and tallest >= lines:
            return tallest
        self._tallest = (width, room, lines)
        return lines

    def render_line(self, y: int) -> Strip:
        base = self.visual_style.rich_style
        width = self.size.width
        room = self.room()
        key = (tuple(self.marks), width, base, room)
        if key != self._drawn:
            self._lines = [Strip(line).extend_cell_length(width, base)
                           for line in legend_lines(self.marks, width, base, room)]
            self._drawn = key
        return self._lines[y] if y < len(self._lines) else Strip.blank(width, base)
