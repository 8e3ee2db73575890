"""Marks on a board and the legend that explains them.

A board widget draws its marks from one table of `Mark`s (text, colours, the legend's words)
and says which are on screen now (`legend()`); `MapLegend` writes those out. Each mark has
its own text, so nothing is told by colour alone."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from rich.cells import cell_len
from rich.color import ColorParseError
from rich.segment import Segment
from rich.style import Style
from textual.geometry import Size
from textual.strip import Strip
from textual.widget import Widget


@dataclass(frozen=True)
class Mark:
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


def legend_lines(marks: list[Mark], width: int, base: Style) -> list[list[Segment]]:
    """The marks, each as it looks on the board and what it means, flowed into lines (every
    segment styled: NO_COLOR's filter reads each one)."""
    lines: list[list[Segment]] = []
    line: list[Segment] = []
    used = 0
    for group, words in legend_entries(marks):
        entry: list[Segment] = []
        for mark in group:
            entry += [Segment(mark.text, base + mark.style), Segment(" ", base)]
        entry.append(Segment(words, base))
        size = sum(cell_len(s.text) for s in entry)
        if used and used + 2 + size > width:
            lines.append(line)
            line, used = [], 0
        if used:
            line.append(Segment("  ", base))
            used += 2
        line.extend(entry)
        used += size
    if line:
        lines.append(line)
    return lines


class Legended(Protocol):
    def legend(self) -> list[Mark]:
        """The marks on the board now, in the order the legend lists them."""


class MapLegend(Widget):
    """What every mark on a board means, generated from the board's own marks."""

    DEFAULT_CSS = "MapLegend { height: auto; padding: 0 1; }"

    def __init__(self, board: Legended, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.board = board
        self.marks: list[Mark] = []
        self._drawn: tuple[object, ...] = ()
        self._lines: list[Strip] = []
        # the most lines it has needed at this width: it grows but does not shrink back, so
        # that the table's layout stays put from one key to the next
        self._tallest = (0, 0)  # (width, lines)

    def refresh_marks(self) -> None:
        """Follow the board (after each state it shows): a new line only when marks change,
        a new layout only when it needs more lines than it has."""
        marks = self.board.legend()
        if marks != self.marks:
            self.marks = marks
            width = self.size.width
            taller = len(legend_lines(marks, width, Style())) > self._tallest[1]
            self.refresh(layout=taller or self._tallest[0] != width)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        lines = len(legend_lines(self.marks, width, Style()))
        tallest_width, tallest = self._tallest
        if tallest_width == width and tallest >= lines:
            return tallest
        self._tallest = (width, lines)
        return lines

    def render_line(self, y: int) -> Strip:
        base = self.rich_style
        width = self.size.width
        key = (tuple(self.marks), width, base)
        if key != self._drawn:
            self._lines = [Strip(line).extend_cell_length(width, base)
                           for line in legend_lines(self.marks, width, base)]
            self._drawn = key
        return self._lines[y] if y < len(self._lines) else Strip.blank(width, base)
