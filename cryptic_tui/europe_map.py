"""The map of Europe as one widget drawn with the Line API.

Each location is a small box on a grid (`at: [row, col]` in map.yaml): a region shows its
id and the evidence lying there, a city the start of its name and a Wolpertinger token;
below, the cryptozoologists standing there and, while a move is chosen, how many steps
away a reachable place is. Links are lines between the boxes: across, up and down, or
corner to corner. What each mark means is in `map_marks`; `MapLegend` explains them."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from rich.cells import cell_len
from rich.style import Style
from textual.binding import Binding
from textual.geometry import Region, Size
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from cryptic_tui.map_marks import (
    CITY,
    EVIDENCE,
    FADED,
    FILL,
    LINK,
    LIT,
    MORE,
    REGION,
    STEPS,
    WOLPERTINGER,
    player_mark,
)
from engine.cryptic.components import Location
from engine.cryptic.loading import Catalog
from engine.tui.board import BoardMoved, Cell, CursorBoard, Ref, ref_kind, ref_value
from engine.tui.legend import CURSOR, Mark

Pos = tuple[int, int]  # (row, column) on the map's grid
CURSOR_LEFT, CURSOR_RIGHT = "[", "]"
LEGEND_ROOM = 4  # lines kept below the map for its legend before the boxes grow
MIN_COLUMNS = 7  # places without `at` fill rows this wide below the others
# how a link is drawn: along a row, down a column, or corner to corner
ACROSS, DOWN, FALL, RISE = "─", "│", "╲", "\u2571"  # escaped: ruff takes it for a slash


def location_ref(loc: str) -> Ref:
    return f"location:{loc}"


def locations_in(refs: Iterable[Ref]) -> set[str]:
    """The location ids among board references ("location:N1" -> "N1")."""
    return {ref_value(r) for r in refs if ref_kind(r) == "location"}


def layout(cat: Catalog) -> dict[str, Pos]:
    """Each location's place on the grid: its `at`; a copy of the data without one gets rows
    of its own below the others, in the file's order."""
    spots = {loc.id: loc.at for loc in cat.map.locations if loc.at is not None}
    top = max((r for r, _ in spots.values()), default=-1) + 1
    width = max(MIN_COLUMNS, max((c for _, c in spots.values()), default=-1) + 1)
    loose = [loc.id for loc in cat.map.locations if loc.at is None]
    for i, loc in enumerate(loose):
        spots[loc] = (top + i // width, i % width)
    return spots


def route(a: Pos, b: Pos, taken: set[Pos]) -> str | None:
    """How the line between two places is drawn, or None when it cannot be (they are not
    in one row or column with only empty places between, nor corner to corner)."""
    (r1, c1), (r2, c2) = sorted((a, b))
    if r1 == r2:
        between = {(r1, c) for c in range(c1 + 1, c2)}
        return ACROSS if not between & taken else None
    if c1 == c2:
        between = {(r, c1) for r in range(r1 + 1, r2)}
        return DOWN if not between & taken else None
    if r2 - r1 == 1 and abs(c2 - c1) == 1:
        return FALL if c2 > c1 else RISE
    return None


@dataclass(frozen=True)
class Place:
    """What one location shows now."""

    evidence: tuple[str, ...] = ()  # evidence types lying there
    seats: tuple[int, ...] = ()  # cryptozoologists standing there
    wolpertinger: bool = False
    steps: int | None = None  # distance from the viewer, when reachable in a move
    look: Mark | None = None  # FADED (not a choice now) or LIT (picked or pointed out)


@dataclass(frozen=True)
class Scale:
    """How big a place is drawn: its columns and lines, and the columns between places (a
    line always lies between two rows of places)."""

    width: int
    lines: int
    gap: int

    @property
    def pitch(self) -> tuple[int, int]:
        return self.lines + 1, self.width + self.gap

    def size(self, rows: int, cols: int) -> Size:
        return Size(cols * (self.width + self.gap) - self.gap, rows * (self.lines + 1) - 1)

    def origin(self, pos: Pos) -> tuple[int, int]:
        """The top left corner of a place: (x, y)."""
        down, across = self.pitch
        return pos[1] * across, pos[0] * down


SCALES = (Scale(12, 3, 4), Scale(10, 3, 3), Scale(8, 2, 2))  # the biggest that fits wins


def fit(rows: int, cols: int, width: int, height: int) -> Scale:
    for scale in SCALES:
        size = scale.size(rows, cols)
        if size.width <= width and size.height <= height:
            return scale
    return SCALES[-1]


def place_label(loc: Location, room: int) -> str:
    """A region by its id, a city by the start of its name."""
    return loc.id if loc.kind == "region" else loc.name[:room]


class EuropeMap(CursorBoard, can_focus=True):
    """Arrows or h j k l move the cursor to the nearest place that way; Enter, Space or a
    click picks the place under it (the board's messages name it "location:<id>").

    `cat` is the Cryptic catalog (`engine.cryptic.loading.Catalog`, as `Data.cat`): the map
    and the evidence names; `colours` are the players' colours by seat."""

    DEFAULT_CSS = """
    EuropeMap { height: auto; width: 100%; }
    """
    BINDINGS = [
        Binding("enter,space", "pick", "Pick place", show=False),
    ]
    cursor: reactive[str] = reactive("", always_update=True)

    def __init__(self, cat: Catalog, colours: list[str], **kwargs: object) -> None:
        super().__init__(**kwargs)
        self.border_title = "Map"  # shown when the app gives the map a border
        self.cat = cat
        self.colours = colours
        self.locations = {loc.id: loc for loc in cat.map.locations}
        self.spots = layout(cat)
        self.rows = max(r for r, _ in self.spots.values()) + 1
        self.cols = max(c for _, c in self.spots.values()) + 1
        taken = set(self.spots.values())
        self.routes: dict[tuple[str, str], str | None] = {
            (a, b): route(self.spots[a], self.spots[b], taken) for a, b in cat.map.links}
        self.view: dict[str, Any] = {}
        self.selectable: set[str] = set()
        self.marked: set[str] = set()
        self.places: dict[str, Place] = {loc: Place() for loc in self.spots}
        self.scale = SCALES[-1]
        self._version = 0  # counts the states shown: the drawing is kept until it changes
        self._drawn: tuple[object, ...] = ()
        self.set_reactive(EuropeMap.cursor, min(self.spots, key=lambda loc: self.spots[loc]))

    # -- what it shows -------------------------------------------------------------------

    def show(self, view: dict[str, Any]) -> None:
        """What lies where: the engine's view for the seat at the keyboard."""
        self.view = view
        self._update()

    def highlight(self, selectable: set[str], marked: set[str]) -> None:
        """The decision on the map: `selectable` places lead to an option (the others are
        dimmed while it is not empty); `marked` places are picked or pointed out."""
        self.selectable, self.marked = set(selectable), set(marked)
        self._update()

    def _update(self) -> None:
        places = self._places()
        if places == self.places:
            return
        self.places = places
        self._version += 1
        self.refresh()

    def _places(self) -> dict[str, Place]:
        view = self.view
        board = view.get("board", {})
        players = view.get("players", [])
        tokens = set(view.get("wolpertinger_cities", []))
        steps = self._reach()
        places = {}
        for loc in self.spots:
            evidence = tuple(t["type"] for t in board.get(loc, []) if t is not None)
            seats = tuple(p["seat"] for p in players if p["location"] == loc)
            look = (LIT if loc in self.marked else
                    FADED if self.selectable and loc not in self.selectable else None)
            places[loc] = Place(evidence, seats, loc in tokens, steps.get(loc), look)
        return places

    def _reach(self) -> dict[str, int]:
        """While places are to be picked: the steps from the viewer's cryptozoologist to each
        of them (none before it stands anywhere)."""
        viewer = self.view.get("viewer")
        here = next((p["location"] for p in self.view.get("players", [])
                     if p["seat"] == viewer), "")
        if not self.selectable or not here:
            return {}
        return {loc: d for loc, d in self.cat.distances(here).items()
                if loc in self.selectable and d > 0}

    def player_name(self, seat: int) -> str:
        names = {p["seat"]: p["name"] for p in self.view.get("players", [])}
        return str(names.get(seat, f"Player {seat + 1}"))

    def player(self, seat: int) -> Mark:
        colour = self.colours[seat % len(self.colours)] if self.colours else ""
        return player_mark(seat, colour, self.player_name(seat))

    # -- the legend ----------------------------------------------------------------------

    def legend(self) -> list[Mark]:
        """The marks on the map now: places and links, the evidence lying out, the
        Wolpertinger tokens, the players by seat, then how the decision is shown."""
        places = self.places.values()
        marks = [REGION, CITY, LINK]
        kinds = {kind for place in places for kind in place.evidence}
        marks += [mark for kind, mark in EVIDENCE.items() if kind in kinds]
        if any(len(p.evidence) > self._evidence_room(self._room()) for p in places):
            marks.append(MORE)
        if any(p.wolpertinger for p in places):
            marks.append(WOLPERTINGER)
        seats = sorted({seat for place in places for seat in place.seats})
        marks += [self.player(seat) for seat in seats]
        if any(p.steps is not None for p in places):
            marks.append(STEPS)
        marks.append(CURSOR)
        if any(p.look is FADED for p in places):
            marks.append(FADED)
        if any(p.look is LIT for p in places):
            marks.append(LIT)
        return marks

    # -- size ----------------------------------------------------------------------------

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        # the room around the map decides how big the places may grow
        room = self.parent.size.height if isinstance(self.parent, Widget) else container.height
        self.scale = fit(self.rows, self.cols, width, room - LEGEND_ROOM)
        return self.scale.size(self.rows, self.cols).height + len(self._unrouted_lines(width))

    def _room(self) -> int:
        return self.scale.width - 2  # inside the cursor's brackets

    @staticmethod
    def _evidence_room(room: int) -> int:
        return room - 3  # after a region's id and a space

    # -- drawing -------------------------------------------------------------------------

    def render_line(self, y: int) -> Strip:
        # every segment carries a style built on the widget's own: Textual's filters (such
        # as the monochrome one NO_COLOR turns on) read the style of each segment
        base = self.visual_style.rich_style
        key = (self._version, self.scale, self.size.width, base)
        if key != self._drawn:  # the state or the size changed: draw the map once
            self._lines = self._draw(base)
            self._line_strips, self._cursor_line_strips, self._drawn = {}, {}, key
        return self.line_strip(y, base)

    def _draw(self, base: Style) -> list[list[Cell]]:
        """Every line of the map without the cursor: the links, the places over them, then
        the links the grid cannot draw, in words."""
        size = self.scale.size(self.rows, self.cols)
        grid = [[(" ", base)] * size.width for _ in range(size.height)]
        line_style = base + LINK.style
        for (a, b), how in self.routes.items():
            if how is not None:
                self._draw_link(grid, a, b, how, line_style)
        for loc in self.spots:
            self._draw_place(grid, loc, base)
        self._left = max(0, (self.size.width - size.width) // 2)
        notes = [[(ch, base + LINK.style) for ch in line]
                 for line in self._unrouted_lines(self.size.width)]
        return grid + notes

    def _draw_link(self, grid: list[list[Cell]], a: str, b: str, how: str,
                   style: Style) -> None:
        scale = self.scale
        (xa, ya), (xb, yb) = sorted((scale.origin(self.spots[a]), scale.origin(self.spots[b])),
                                    key=lambda xy: (xy[1], xy[0]))
        if how == ACROSS:
            cells = [(ya, x) for x in range(xa + scale.width, xb)]
        elif how == DOWN:
            cells = [(y, xa + scale.width // 2) for y in range(ya + scale.lines, yb)]
        else:  # one character in the corner between the two rows
            left = min(xa, xb) + scale.width
            cells = [(ya + scale.lines, left + (scale.gap - 1) // 2 if how == FALL
                      else left + scale.gap // 2)]
        for y, x in cells:
            crossing = grid[y][x][0] in (ACROSS, DOWN) and grid[y][x][0] != how
            grid[y][x] = ("┼" if crossing else how, style)

    def _draw_place(self, grid: list[list[Cell]], loc: str, base: Style) -> None:
        x, y = self.scale.origin(self.spots[loc])
        for i, runs in enumerate(self._inside(loc, base)):
            cells = [(ch, style) for text, style in runs for ch in text]
            grid[y + i][x:x + self.scale.width] = cells

    def _inside(self, loc: str, base: Style) -> list[list[tuple[str, Style]]]:
        """A place's lines as runs of text, one blank column each side for the cursor."""
        place, where, room = self.places[loc], self.locations[loc], self._room()
        label_mark = REGION if where.kind == "region" else CITY
        if place.look is FADED:  # no fill: the choices stand out, with colour or not
            fill = base
            text_style = fill + FADED.style
        elif place.look is LIT:  # the whole place reversed, its label without colour
            fill = base + LIT.style
            text_style = fill + Style(bold=True, italic=label_mark is CITY)
        else:
            fill = base + FILL[where.kind]
            text_style = fill + label_mark.style
        label = place_label(where, room - 2)
        top: list[tuple[str, Style]] = [(label, text_style)]
        if where.kind == "region":
            top += [(" ", fill), *self._evidence_runs(place, fill)]
        elif place.wolpertinger:
            top += [(" ", fill), (WOLPERTINGER.text, fill + WOLPERTINGER.style)]
        lines = [top, self._people_runs(place, fill)]
        if self.scale.lines > 2:
            name = where.name if where.kind == "region" else ""
            lines.append([(name[:room], fill + Style(dim=True))])
        return [[(" ", fill), *pad(runs, room, fill), (" ", fill)] for runs in lines]

    def _evidence_runs(self, place: Place, fill: Style) -> list[tuple[str, Style]]:
        room = self._evidence_room(self._room())
        shown = list(place.evidence)
        if len(shown) > room:
            shown = shown[:room - 1]
        runs = [(EVIDENCE[k].text, fill + EVIDENCE[k].style) for k in shown]
        if len(shown) < len(place.evidence):
            runs.append((MORE.text, fill + MORE.style))
        return runs

    def _people_runs(self, place: Place, fill: Style) -> list[tuple[str, Style]]:
        """The cryptozoologists standing there, then how far the place is, at the right."""
        steps = f"→{place.steps}" if place.steps is not None else ""
        room = self._room() - (cell_len(steps) + 1 if steps else 0)
        seats = list(place.seats)
        runs = [(self.player(s).text, fill + self.player(s).style) for s in seats[:room]]
        if len(seats) > room:
            runs[-1] = (MORE.text, fill + MORE.style)
        if steps:
            used = sum(cell_len(text) for text, _ in runs)
            runs += [(" " * (self._room() - used - cell_len(steps)), fill),
                     (steps, fill + STEPS.style)]
        return runs

    def _unrouted_lines(self, width: int) -> list[str]:
        """The links the grid cannot draw (a copy of the data whose places do not line up),
        written under the map."""
        names = [f"{a}-{b}" for (a, b), how in self.routes.items() if how is None]
        if not names:
            return []
        lines, line = [], "Also linked:"
        for name in names:
            if cell_len(line) + 1 + len(name) > max(width, 20):
                lines.append(line)
                line = " "
            line += " " + name
        return [*lines, line]

    def _cursor_region(self, loc: str) -> tuple[int, int, int]:
        """The cursor's place on screen: x of its left bracket, first line, lines."""
        x, y = self.scale.origin(self.spots[loc])
        return x, y, self.scale.lines

    def _cursor_line(self, y: int) -> bool:
        _, top, lines = self._cursor_region(self.cursor)
        return top <= y < top + lines

    def _with_cursor(self, y: int, base: Style) -> list[Cell]:
        """A line through the cursor's place: brackets at its sides, bright while the map
        has the focus."""
        x, _, _ = self._cursor_region(self.cursor)
        style = base + CURSOR.style + Style(reverse=self.has_focus)
        cells = list(self._lines[y])
        cells[x] = (CURSOR_LEFT, style)
        cells[x + self.scale.width - 1] = (CURSOR_RIGHT, style)
        return cells

    # -- moving and picking --------------------------------------------------------------

    def action_move(self, drow: int, dcol: int) -> None:
        """To the nearest place that way, those within 45 degrees of it first."""
        row, col = self.spots[self.cursor]
        best: tuple[tuple[bool, int, int, Pos], str] | None = None
        for loc, (r, c) in self.spots.items():
            ahead = (r - row) * drow + (c - col) * dcol
            aside = abs((r - row) * dcol) + abs((c - col) * drow)
            if ahead <= 0:
                continue
            key = (aside > ahead, ahead + 2 * aside, aside, (r, c))
            if best is None or key < best[0]:
                best = (key, loc)
        if best is not None:
            self.cursor = best[1]

    def watch_cursor(self, old: str, loc: str) -> None:
        for where in {old, loc} & set(self.spots):  # only the two places' lines change
            _, top, lines = self._cursor_region(where)
            self.refresh(Region(0, top, self.size.width, lines))
        self.post_message(BoardMoved(location_ref(loc)))

    def cursor_ref(self) -> Ref:
        return location_ref(self.cursor)

    def thing_at(self, x: int, y: int) -> str | None:
        return self.location_at(x, y)

    def location_at(self, x: int, y: int) -> str | None:
        """The place under a point of the widget's content (lines belong to none)."""
        x -= self._left
        for loc, pos in self.spots.items():
            left, top = self.scale.origin(pos)
            if left <= x < left + self.scale.width and top <= y < top + self.scale.lines:
                return loc
        return None

    # -- help ----------------------------------------------------------------------------

    def describe(self, view: dict[str, Any], loc: str) -> str:
        return describe(self.cat, view, loc)


def pad(runs: list[tuple[str, Style]], width: int, fill: Style) -> list[tuple[str, Style]]:
    """Runs cut or filled with blanks to `width` columns."""
    out: list[tuple[str, Style]] = []
    used = 0
    for text, style in runs:
        text = text[:max(0, width - used)]
        if text:
            out.append((text, style))
            used += cell_len(text)
    if used < width:
        out.append((" " * (width - used), fill))
    return out


def place_name(cat: Catalog, loc: str) -> str:
    """"Frisian Coast (N1)" for a region (its id is on the map), "London" for a city."""
    where = cat.location(loc)
    return f"{where.name} ({loc})" if where.kind == "region" else where.name


def describe(cat: Catalog, view: dict[str, Any], loc: str) -> str:
    """What the help panel says about a place: its kind, what lies there, who stands
    there, and where its links lead (plain text: names are never markup)."""
    where = cat.location(loc)
    lines = [f"{place_name(cat, loc)}, a {where.kind}."]
    tokens = [t for t in view.get("board", {}).get(loc, []) if t is not None]
    if tokens:
        names = cat.evidence.names
        found = ", ".join(f"{names.get(t['type'], t['type'])} ({t['price']} coins)"
                          for t in tokens)
        lines.append(f"Evidence here: {found}.")
    elif where.kind == "region":
        lines.append("No evidence here.")
    if loc in view.get("wolpertinger_cities", []):
        lines.append("A Wolpertinger token lies here, face down.")
    here = [f"{p['name']} (player {p['seat'] + 1})" for p in view.get("players", [])
            if p["location"] == loc]
    if here:
        lines.append("Standing here: " + ", ".join(here) + ".")
    near = sorted(cat.neighbours()[loc], key=lambda n: cat.location(n).name)
    lines.append("Links to: " + ", ".join(place_name(cat, n) for n in near) + ".")
    viewer = view.get("viewer")
    start = next((p["location"] for p in view.get("players", []) if p["seat"] == viewer), "")
    if start and start != loc:
        lines.append(f"{cat.distances(start)[loc]} step(s) from you.")
    return "\n".join(lines)
