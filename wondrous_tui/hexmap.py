"""The island as one widget drawn with the Line API: two text lines per hex row, a cursor,
and highlights for the hexes the current decision is about."""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding
from textual.geometry import Size
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from engine.tui.board import BoardMoved, BoardPicked, Ref, ref_value
from engine.wondrous.board import neighbours
from engine.wondrous.components import Hex

Coord = tuple[int, int]
CELL = 5  # four characters and a gap
MARGIN = 3  # row numbers on the left
HEADER = 1  # column numbers on top
SPECIES_ABBR = {"crustacean": "Cr", "mammal": "Ma", "bird": "Bi", "reptile": "Re", "fish": "Fi",
                "insect": "In", "dragon": "Dr"}
HABITAT_ABBR = {"fruit": "Fru", "coral": "Cor", "flower": "Flo", "mushroom": "Mus"}
ICON_ABBR = {"gain_fruit": "+Fru", "gain_flower": "+Flo", "gain_coral": "+Cor",
             "gain_mushroom": "+Mus", "score_3": "+3VP", "sweep_take": "Swep",
             "random_egg": "Egg?", "flip_one_egg": "Flp1", "draw_two": "Drw2",
             "take_card_gain_resource": "Card", "activate_recharge": "Rchg",
             "discard_gain_two_resources": "Dsc2", "flip_two_eggs": "Flp2", "play_card": "Play"}
TERRAIN_STYLE = {
    "plains": Style(color="green"), "mountain": Style(color="grey62", bold=True),
    "lake": Style(color="blue"), "net_habitat": Style(color="magenta", bold=True),
}
HABITAT_STYLE = {"fruit": Style(color="red", bold=True), "coral": Style(color="bright_red"),
                 "flower": Style(color="bright_magenta"), "mushroom": Style(color="yellow")}


def hex_ref(coord: Coord) -> Ref:
    return f"hex:{coord[0]},{coord[1]}"


def parse_coord(text: str) -> Coord:
    """"3,4" (the view's and the references' way to write a hex) -> (3, 4)."""
    r, c = text.split(",")
    return int(r), int(c)


def hex_coord(ref: Ref) -> Coord:
    return parse_coord(ref_value(ref))


@dataclass
class MapState:
    """What the map shows beyond the printed board (from the engine's view)."""

    eggs: dict[Coord, str] = field(default_factory=dict)
    tiles: dict[Coord, tuple[str, str]] = field(default_factory=dict)  # habitat, icon
    crew: dict[Coord, tuple[int, bool]] = field(default_factory=dict)  # seat, is captain
    selectable: set[Coord] = field(default_factory=set)  # hexes the decision is about
    marked: set[Coord] = field(default_factory=set)  # picked first hex / habitats touched


def cell_text(hx: Hex, state: MapState, coord: Coord) -> tuple[str, str]:
    """The two 4-character lines of one hex: terrain, then what stands on it."""
    tile = state.tiles.get(coord)
    if tile is not None:
        top = HABITAT_ABBR[tile[0]] + ("*" if tile[1] else " ")
        bottom = ICON_ABBR.get(tile[1], "tile")
    elif hx.terrain == "habitat":
        assert hx.habitat is not None
        top = HABITAT_ABBR[hx.habitat] + ("*" if hx.special else " ")
        bottom = ICON_ABBR.get(hx.special or "", "    ")
    else:
        top = {"plains": " .. ", "mountain": " ^^ ", "lake": " ~~ ", "net_habitat": "NET "}[
            hx.terrain]
        bottom = f" {hx.marking[:2]} " if hx.marking else "    "
    if coord in state.crew:
        seat, captain = state.crew[coord]
        bottom = f"P{seat + 1}{'C' if captain else 'c'} "
    elif coord in state.eggs:
        bottom = f"({SPECIES_ABBR.get(state.eggs[coord], '??')})"
    return top[:4].ljust(4), bottom[:4].ljust(4)


class HexMap(ScrollView, can_focus=True):
    """Arrows or h j k l move the cursor; Enter or a click picks the hex under it (the
    board's messages name it as "hex:r,c")."""

    DEFAULT_CSS = "HexMap { border: round $primary; height: auto; max-height: 27; }"
    BINDINGS = [
        Binding("up,k", "move(-1, 0)", "Up", show=False),
        Binding("down,j", "move(1, 0)", "Down", show=False),
        Binding("left,h", "move(0, -1)", "Left", show=False),
        Binding("right,l", "move(0, 1)", "Right", show=False),
        Binding("enter,space", "pick", "Pick hex", show=False),
    ]
    cursor: reactive[Coord] = reactive((0, 0), always_update=True)

    def __init__(self, hexes: dict[Coord, Hex], colours: list[str], **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.hexes = hexes
        self.colours = colours
        self.state = MapState()
        self.rows = max(r for r, _ in hexes) + 1
        self.cols = max(c for _, c in hexes) + 1
        self.virtual_size = Size(MARGIN + self.cols * CELL + 3, HEADER + self.rows * 2)
        self.border_title = "Map"
        self.set_reactive(HexMap.cursor, min(hexes))

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return HEADER + self.rows * 2

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return MARGIN + self.cols * CELL + 3

    def show(self, state: MapState) -> None:
        self.state = state
        self.refresh()

    # -- drawing ---------------------------------------------------------------------------

    def render_line(self, y: int) -> Strip:
        # every segment carries a style built on the widget's own: Textual's filters (such
        # as the monochrome one NO_COLOR turns on) read the style of each segment
        base = self.rich_style
        width = self.size.width
        scroll_x, scroll_y = self.scroll_offset
        y += scroll_y
        dim = base + Style(dim=True)
        if y < HEADER:  # column numbers, over the even rows' cells
            head = " " * (MARGIN + 1) + "".join(f"{c:<{CELL}}" for c in range(self.cols))
            strip = Strip([Segment(head, dim)]).crop(scroll_x, scroll_x + width)
            return strip.extend_cell_length(width, base)
        row, half = divmod(y - HEADER, 2)
        if row >= self.rows:
            return Strip.blank(width, base)
        label = f"{row:>2} " if not half else " " * MARGIN
        segments = [Segment(label, dim), Segment("   " if row % 2 else " ", base)]
        for col in range(self.cols):
            coord = (row, col)
            hx = self.hexes.get(coord)
            if hx is None:
                segments.append(Segment(" " * CELL, base))
                continue
            text = cell_text(hx, self.state, coord)[half]
            segments.append(Segment(text, base + self._style(coord, hx, half)))
            segments.append(Segment(" ", base))
        strip = Strip(segments).crop(scroll_x, scroll_x + width)
        return strip.extend_cell_length(width, base)

    def _style(self, coord: Coord, hx: Hex, half: int) -> Style:
        tile = self.state.tiles.get(coord)
        if tile is not None:
            style = HABITAT_STYLE[tile[0]] + Style(underline=True)
        elif hx.terrain == "habitat" and hx.habitat:
            style = HABITAT_STYLE[hx.habitat]
        else:
            style = TERRAIN_STYLE[hx.terrain]
        if half and coord in self.state.crew:
            seat = self.state.crew[coord][0]
            style = Style(color=self.colours[seat % len(self.colours)], bold=True)
        if self.state.selectable and coord not in self.state.selectable:
            style += Style(dim=True)
        if coord in self.state.marked:
            style += Style(bold=True, underline=True)
        if coord == self.cursor and self.has_focus:
            style += Style(reverse=True)
        elif coord == self.cursor:
            style += Style(underline=True)
        return style

    # -- moving ----------------------------------------------------------------------------

    def action_move(self, drow: int, dcol: int) -> None:
        row, col = self.cursor
        target = (row + drow, col + dcol)
        if drow and target not in self.hexes:  # slide to the nearest hex in the next row
            options = [c for c in self.hexes if c[0] == row + drow]
            if not options:
                return
            target = min(options, key=lambda c: abs(c[1] - col))
        if target in self.hexes:
            self.cursor = target

    def watch_cursor(self, coord: Coord) -> None:
        self.refresh()
        self.post_message(BoardMoved(hex_ref(coord)))

    def action_pick(self) -> None:
        self.post_message(BoardPicked(hex_ref(self.cursor)))

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    def on_click(self, event: events.Click) -> None:
        coord = self.coord_at(event.x + self.scroll_offset.x, event.y + self.scroll_offset.y)
        if coord is not None:
            self.cursor = coord
            self.post_message(BoardPicked(hex_ref(coord)))

    def coord_at(self, x: int, y: int) -> Coord | None:
        if y < HEADER:
            return None
        row = (y - HEADER) // 2
        start = MARGIN + (3 if row % 2 else 1)
        col, offset = divmod(x - start, CELL)
        if offset == 4 or x < start:
            return None
        coord = (row, col)
        return coord if coord in self.hexes else None

    def neighbours_of(self, coord: Coord) -> list[Coord]:
        return [n for n in neighbours(*coord) if n in self.hexes]
