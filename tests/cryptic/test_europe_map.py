"""The map of Europe as a person sees it: every place where the data puts it with lines for
its links, what lies and stands there, the places a move reaches with their distance, a
cursor that walks the map and picks, a legend for every mark, with colour or without."""

from __future__ import annotations

import re
from dataclasses import dataclass

from rich.style import Style
from textual.app import App, ComposeResult

from cryptic_tui.app import CrypticApp
from cryptic_tui.europe_map import RISE_BENDS, EuropeMap, MapView, layout, locations_in
from cryptic_tui.map_marks import EVIDENCE, FADED
from engine.core import RandomAgent
from engine.core.assets import packaged_root
from engine.cryptic.parts.catalog import check_catalog, load_catalog
from engine.cryptic.view import EvidencePiece
from engine.cryptic.wolpertinger import WolpertingerView
from engine.tui.board import BoardMoved, BoardPicked
from engine.tui.legend import MapLegend
from tests.cryptic.conftest import edit
from tests.cryptic.rules_helpers import new_game
from tests.tui.screen import screen_text

COLOURS = ["orange", "white", "blue", "purple"]
SIZE = (72, 30)  # the map's share of a 120x40 screen, and its legend


def token(kind: str, price: int = 3) -> EvidencePiece:
    return EvidencePiece(piece=0, type=kind, price=price)


@dataclass(frozen=True)
class Standing:
    seat: int
    name: str
    location: str


@dataclass(frozen=True)
class TableView:
    """The parts of the engine's view the map reads (`europe_map.MapView`)."""

    viewer: int
    board: dict[str, list[EvidencePiece | None]]
    wolpertinger: WolpertingerView | None
    players: list[Standing]


def table_view(names: tuple[str, ...] = ("Ada", "Bo", "Cy")) -> MapView:
    """A table as the engine's view has it: evidence on N1 and S4, players in London (two)
    and N1, Wolpertinger tokens in London and Rome; the viewer is player 1."""
    where = ["london", "london", "N1"]
    return TableView(
        viewer=0,
        board={"N1": [token("victim"), token("bones")], "S4": [token("rumor", 2)]},
        wolpertinger=WolpertingerView(["london", "rome"]),
        players=[Standing(i, name, where[i]) for i, name in enumerate(names)],
    )


class MapApp(App[None]):
    """The map and its legend alone; it keeps what the map reports."""

    CSS_PATH = CrypticApp.CSS_PATH

    def __init__(self, view: MapView | None = None) -> None:
        super().__init__()
        self.map = EuropeMap(load_catalog(packaged_root()), COLOURS, id="map")
        self.legend = MapLegend(self.map)
        self.first_view = view if view is not None else table_view()
        self.picked: list[str] = []
        self.moved: list[str] = []

    def compose(self) -> ComposeResult:
        yield self.map
        yield self.legend

    def on_mount(self) -> None:
        self.shown(self.first_view)
        self.map.focus()

    def shown(self, view: MapView, selectable: set[str] | None = None,
              marked: set[str] | None = None) -> None:
        self.map.show(view)
        self.map.highlight(selectable or set(), marked or set())
        self.legend.refresh_marks()

    def on_board_picked(self, message: BoardPicked) -> None:
        self.picked.append(message.ref)

    def on_board_moved(self, message: BoardMoved) -> None:
        self.moved.append(message.ref)


def place_lines(app: MapApp, loc: str) -> list[str]:
    """The text inside a place as the screen shows it, line by line."""
    europe = app.map
    rows = screen_text(app).splitlines()
    x, y = europe.scale.origin(europe.spots[loc])
    width = europe.scale.width(europe.spots[loc])
    x += europe.region.x + europe._left
    y += europe.region.y
    return [rows[y + i][x + 1:x + width - 1] for i in range(europe.scale.lines)]


def place_style(europe: EuropeMap, loc: str) -> Style:
    """The style of the first character inside a place as the terminal gets it (through
    the filters, such as the monochrome one of NO_COLOR)."""
    x, y = europe.scale.origin(europe.spots[loc])
    strip = europe.render_line(y)
    for line_filter in europe.app.get_line_filters():
        strip = strip.apply_filter(line_filter, europe.background_colors[1])
    x += europe._left + 1
    for segment in strip.crop(x, x + 1):
        return segment.style
    raise AssertionError(f"nothing drawn at {loc}")


# -- the data -------------------------------------------------------------------------------


def test_every_place_has_its_spot_and_every_link_a_line(catalog):
    """The shipped map puts each place on the grid and each link between neighbours on it,
    so every link is drawn as a line (none has to be written out in words)."""
    assert all(loc.at is not None for loc in catalog.map.locations)
    europe = EuropeMap(catalog, COLOURS)
    unrouted = [link for link, how in europe.routes.items() if how is None]
    assert not unrouted
    assert europe._unrouted_lines(70) == []


def test_a_copy_without_spots_still_loads_and_its_map_shows_every_place(asset_copy):
    path = asset_copy / "cryptic" / "map.yaml"
    path.write_text(re.sub(r", at: \[\d+, \d+\]", "", path.read_text(encoding="utf-8")),
                    encoding="utf-8")
    assert check_catalog(asset_copy) == []
    cat = load_catalog(asset_copy)
    spots = layout(cat)
    assert len(set(spots.values())) == len(spots) == len(cat.map.locations)
    assert EuropeMap(cat, COLOURS)._unrouted_lines(70)[0].startswith("Also linked:")


def test_two_places_at_one_spot_are_refused(asset_copy):
    edit(asset_copy, "map.yaml", "name: Alps, designed: [name], at: [4, 2]",
         "name: Alps, designed: [name], at: [2, 2]")
    problems = check_catalog(asset_copy)
    assert len(problems) == 1 and "field at: two locations are drawn at [2, 2]" in problems[0]


# -- what the map shows ---------------------------------------------------------------------


async def test_places_show_their_evidence_tokens_and_cryptozoologists():
    app = MapApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert place_lines(app, "N1")[0].strip() == "N1 vb"  # victim, bones
        assert place_lines(app, "N1")[1].strip() == "3"  # the third player
        assert place_lines(app, "S4")[0].strip() == "S4 r"
        assert place_lines(app, "london") == ["London", "* 12  "]  # a token; two players
        assert place_lines(app, "rome") == ["Rome  ", "*     "]
        assert place_lines(app, "paris") == ["Paris ", "      "]  # no token there
        text = screen_text(app)
        for mark in ("v victim", "b bones", "r rumor", "* Wolpertinger token", "1 Ada",
                     "2 Bo", "3 Cy", "N1 region", "Rome city"):
            assert mark in text, mark
        assert "e eyewitness" not in text, "the legend lists only what is on the map"


async def test_the_links_are_drawn_as_lines():
    """London-Paris runs down, London-N1 across, N1-Copenhagen corner to corner (bending
    in the line between the rows: up from N1's right end, across, up into Copenhagen's
    left end), and Madrid-S4 across the empty place between them."""
    app = MapApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        europe = app.map
        rows = screen_text(app).splitlines()
        scale = europe.scale

        def at(x: int, y: int) -> str:
            return rows[europe.region.y + y][europe.region.x + europe._left + x]

        def width(loc: str) -> int:
            return scale.width(europe.spots[loc])

        lx, ly = scale.origin(europe.spots["london"])
        assert at(lx + width("london") // 2, ly + scale.lines) == "│"
        assert at(lx + width("london"), ly) == "─"
        nx, ny = scale.origin(europe.spots["N1"])
        cx, _ = scale.origin(europe.spots["copenhagen"])
        bend_up, bend_in = RISE_BENDS
        line = "".join(at(x, ny - 1) for x in range(nx + width("N1") - 2, cx + 2))
        assert line == bend_up + "─" * (len(line) - 2) + bend_in
        mx, my = scale.origin(europe.spots["madrid"])
        sx, _ = scale.origin(europe.spots["S4"])
        assert {at(x, my) for x in range(mx + width("madrid"), sx)} == {"─"}


async def test_a_move_marks_the_reachable_places_with_their_steps_and_dims_the_rest():
    app = MapApp()
    async with app.run_test(size=SIZE) as pilot:
        app.shown(table_view(), selectable={"paris", "N1", "aachen"})
        await pilot.pause()
        # the viewer stands in London: Paris and N1 one step away, Aachen two
        assert place_lines(app, "paris")[1].endswith("→1")
        assert place_lines(app, "aachen")[1].endswith("→2")
        assert place_lines(app, "N1")[1] == "3   →1"  # the player there, then the steps
        assert "→" not in "".join(place_lines(app, "W3"))
        europe = app.map
        assert europe.places["W3"].look is FADED and europe.places["paris"].look is None
        assert place_style(europe, "W3").bgcolor != place_style(europe, "paris").bgcolor
        assert "→2 steps away" in screen_text(app) and "dim not a choice now" in screen_text(app)


async def test_a_real_move_prompt_shows_the_engines_distances():
    """From a game: the places the move options name are the reachable ones, each with
    the distance its option states."""
    game = new_game(3, seed=2)
    agent = RandomAgent(1)
    while game.prompt.kind != "move":
        game.choose(agent.pick(game.prompt))
    options = [o for o in game.prompt.enabled if o.refs]
    app = MapApp(game.view(game.prompt.seat))
    async with app.run_test(size=SIZE) as pilot:
        app.shown(game.view(game.prompt.seat), locations_in(r for o in options for r in o.refs))
        await pilot.pause()
        for option in options:
            loc = locations_in(option.refs).pop()
            steps = re.search(r"(\d) step", option.label).group(1)
            assert place_lines(app, loc)[1].endswith(f"→{steps}"), (loc, option.label)


async def test_the_picked_place_is_lit():
    app = MapApp()
    async with app.run_test(size=SIZE) as pilot:
        app.shown(table_view(), selectable={"paris", "N1"}, marked={"paris"})
        await pilot.pause()
        assert place_style(app.map, "paris").reverse
        assert not place_style(app.map, "N1").reverse
        assert "lit picked or pointed out" in screen_text(app)


# -- the cursor -----------------------------------------------------------------------------


async def test_arrows_walk_to_the_nearest_place_that_way():
    app = MapApp()
    async with app.run_test(size=SIZE) as pilot:
        app.map.cursor = "london"
        await pilot.pause()
        app.moved.clear()
        await pilot.press("right", "down", "left", "up", "up", "right", "right", "down")
        await pilot.pause()
        assert app.moved == ["location:N1", "location:aachen", "location:paris",
                             "location:london", "location:W4", "location:copenhagen",
                             "location:stockholm", "location:E4"]
        await pilot.press("left", "left", "left", "left", "left")  # and stops at the edge
        await pilot.pause()
        assert app.moved[-4:] == ["location:N4", "location:N1", "location:london",
                                  "location:W3"]
        assert app.map.cursor == "W3"


async def test_enter_and_space_pick_the_place_under_the_cursor():
    app = MapApp()
    async with app.run_test(size=SIZE) as pilot:
        app.map.cursor = "S4"
        await pilot.press("enter")
        app.map.cursor = "rome"
        await pilot.press("space")
        await pilot.pause()
        assert app.picked == ["location:S4", "location:rome"]


async def test_a_click_on_a_place_picks_it():
    app = MapApp()
    async with app.run_test(size=SIZE) as pilot:
        europe = app.map
        x, y = europe.scale.origin(europe.spots["vienna"])
        await pilot.click(EuropeMap, offset=(europe._left + x + 2, y + 1))
        await pilot.pause()
        assert europe.cursor == "vienna"
        assert app.picked == ["location:vienna"]
        gap_x = europe._left + x + europe.scale.width(europe.spots["vienna"])  # a line: nothing
        await pilot.click(EuropeMap, offset=(gap_x, y))
        await pilot.pause()
        assert app.picked == ["location:vienna"]


async def test_the_map_is_drawn_once_per_change_and_not_for_a_cursor_move():
    app = MapApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        europe = app.map
        draws = []
        original = europe._draw

        def counted(base):
            draws.append(1)
            return original(base)

        europe._draw = counted
        await pilot.press("right", "down", "left", "up")
        await pilot.pause()
        assert not draws, "moving the cursor keeps the drawn map"
        app.shown(table_view())  # the same table again
        await pilot.pause()
        assert not draws
        app.shown(table_view(), selectable={"paris"})
        await pilot.pause()
        assert len(draws) == 1


# -- room, colour, names --------------------------------------------------------------------


async def test_the_map_fits_70_columns_and_grows_with_the_window():
    app = MapApp()
    async with app.run_test(size=(70, 30)) as pilot:
        await pilot.pause()
        assert app.map.scale.lines == 2
        assert app.map.region.width <= 70 and app.map.region.height <= 22
        assert all(place_lines(app, loc) for loc in app.map.spots)  # every place on screen
    app = MapApp()
    async with app.run_test(size=(140, 45)) as pilot:
        await pilot.pause()
        assert app.map.scale.lines == 3
        # the region's name too, whole on two lines
        assert [line.strip() for line in place_lines(app, "N1")[1:]] == ["Frisian", "Coast"]
        # who stands there and the steps away share the first line with the evidence
        assert place_lines(app, "N1")[0].split() == ["N1", "vb", "3"]
        app.shown(table_view(), selectable={"N1", "W3"})
        await pilot.pause()
        assert place_lines(app, "N1")[0].split() == ["N1", "vb", "3", "→1"]
        assert place_lines(app, "W3")[0].split() == ["W3", "→1"]


async def test_without_colour_every_mark_is_still_there(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    app = MapApp()
    async with app.run_test(size=SIZE) as pilot:
        app.shown(table_view(), selectable={"paris", "N1"})
        await pilot.press("down")
        await pilot.pause()
        europe = app.map
        assert place_lines(app, "N1")[1].strip() == "3   →1"
        assert place_lines(app, "london") == ["London", "* 12  "]
        # the places to pick keep their (grey) fill, the others have none
        assert place_style(europe, "paris").bgcolor != place_style(europe, "W3").bgcolor


async def test_player_names_are_text_never_markup():
    names = ("[bold]Ada[/]", "[red", "Cy")
    app = MapApp(table_view(names))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "1 [bold]Ada[/]" in text and "2 [red" in text
        said = app.map.describe(table_view(names), "london")
        assert "[bold]Ada[/] (player 1), [red (player 2)" in said


def test_help_says_what_lies_and_stands_at_a_place(catalog):
    europe = EuropeMap(catalog, COLOURS)
    said = europe.describe(table_view(), "N1")
    assert said.splitlines() == [
        "Frisian Coast (N1), a region.",
        "Evidence here: Victim (3 coins), Bones (3 coins).",
        "Standing here: Cy (player 3).",
        "Links to: Aachen, Copenhagen, London.",
        "1 step(s) from you.",
    ]
    said = europe.describe(table_view(), "rome")
    assert "A Wolpertinger token lies here, face down." in said
    assert "Links to: Apennines (S2), Tyrrhenian Isles (S4)." in said


def test_every_evidence_type_has_its_own_letter(catalog):
    letters = [mark.text for mark in EVIDENCE.values()]
    assert len(set(letters)) == len(letters)
    assert set(EVIDENCE) == set(catalog.evidence.names)


# -- the picture ----------------------------------------------------------------------------


def test_snapshot_of_a_move(snap_compare):
    async def a_move(pilot):
        app = pilot.app
        app.shown(table_view(), selectable={"paris", "N1", "aachen", "W3", "W4"},
                  marked={"aachen"})
        app.map.cursor = "N1"
        await pilot.pause()

    assert snap_compare(MapApp(), terminal_size=SIZE, run_before=a_move)
