"""The map as a newcomer reads it on the table, at 160x50 and at 120x40: each link can be
followed character by character from one place to the other, names are whole where there
is room and shortened recognisably where there is not, and the line under the map names
the place under the cursor and where its links go."""

from __future__ import annotations

import re

import pytest

from cryptic_tui.app import make_app
from cryptic_tui.europe_map import EuropeMap
from tests.cryptic_tui.test_app import config
from tests.tui.screen import lift, screen_text

# the sides of a line's character that it reaches: (dx, dy) towards each
ARMS = {
    "─": {(-1, 0), (1, 0)}, "│": {(0, -1), (0, 1)}, "┼": {(-1, 0), (1, 0), (0, -1), (0, 1)},
    "╰": {(0, -1), (1, 0)}, "╮": {(-1, 0), (0, 1)}, "╭": {(1, 0), (0, 1)},
    "╯": {(-1, 0), (0, -1)},
}
SIZES = [(160, 50), (120, 40)]


def drawn(europe: EuropeMap) -> list[str]:
    """The map's lines as the screen shows them (inside its border)."""
    rows = screen_text(europe.app).splitlines()
    region = europe.content_region
    return [rows[y][region.x:region.right] for y in range(region.y, region.bottom)]


def traced(europe: EuropeMap) -> set[frozenset[str]]:
    """Every line that leaves a place, followed through its characters to where it ends:
    the two places it joins. A line that ends nowhere, or in a character that does not
    carry it on, fails the test."""
    lines = drawn(europe)

    def char(x: int, y: int) -> str:
        return lines[y][x] if 0 <= y < len(lines) and 0 <= x < len(lines[y]) else " "

    def place(x: int, y: int) -> str | None:
        return europe.location_at(x, y) if 0 <= y < len(lines) else None

    found: set[frozenset[str]] = set()
    for y, line in enumerate(lines):
        for x in range(len(line)):
            start = place(x, y)
            if start is None:
                continue
            for dx, dy in ARMS["┼"]:  # a line starts next to the place, reaching it
                nx, ny = x + dx, y + dy
                if place(nx, ny) is None and (-dx, -dy) in ARMS.get(char(nx, ny), set()):
                    found.add(frozenset({start, follow(nx, ny, (-dx, -dy), char, place)}))
    return found


def follow(x, y, came_from, char, place) -> str:  # type: ignore[no-untyped-def]
    """From a line's character, entered from the side `came_from`, on to the place where
    the line ends."""
    for _ in range(1000):
        arms = ARMS.get(char(x, y))
        assert arms and came_from in arms, f"a line breaks off at {x},{y}"
        if char(x, y) == "┼":  # straight across a crossing
            dx, dy = -came_from[0], -came_from[1]
        else:
            ((dx, dy),) = arms - {came_from}
        x, y = x + dx, y + dy
        end = place(x, y)
        if end is not None:
            return end
        came_from = (-dx, -dy)
    raise AssertionError("a line that never ends")


@pytest.mark.parametrize("size", SIZES)
async def test_every_link_can_be_followed_from_one_place_to_the_other(size):
    app = make_app(config(seed=4), resume=False, autosave=False)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await lift(pilot)
        europe = app.screen.board.map
        links = {frozenset(link) for link in app.data.cat.map.links}
        assert traced(europe) == links


@pytest.mark.parametrize("size", SIZES)
async def test_the_line_under_the_map_names_the_cursors_place_and_its_links(size):
    app = make_app(config(seed=4), resume=False, autosave=False)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await lift(pilot)
        await pilot.press("f6")
        europe = app.screen.board.map
        cat = app.data.cat
        for loc in ("paris", "W3", "copenhagen", "E2"):
            europe.cursor = loc
            await pilot.pause()
            bottom = screen_text(app).splitlines()[europe.region.bottom - 1]  # its border
            where = cat.location(loc)
            assert where.name in bottom, bottom
            said = re.split(r" [─━]", bottom.partition(": links to ")[2])[0]  # to the border
            assert said, bottom
            for near in cat.neighbours()[loc]:  # each by its id (a region) or name (a city)
                assert (near if cat.location(near).kind == "region"
                        else cat.location(near).name) in said, (loc, near, bottom)
            assert said.count(",") == len(cat.neighbours()[loc]) - 1  # and no other place


def box_lines(europe: EuropeMap, loc: str) -> list[str]:
    """The text inside a place's box, line by line, without its blanks at either end."""
    lines = drawn(europe)
    pos = europe.spots[loc]
    x, y = europe.scale.origin(pos)
    x += europe._left
    return [lines[y + i][x + 1:x + europe.scale.width(pos) - 1].strip()
            for i in range(europe.scale.lines)]


async def test_at_160_columns_every_name_is_whole():
    """A city's name is its first line; a region's follows its id, on one line or two."""
    app = make_app(config(seed=4), resume=False, autosave=False)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        await lift(pilot)
        europe = app.screen.board.map
        for loc in app.data.cat.map.locations:
            lines = box_lines(europe, loc.id)
            shown = lines[0] if loc.kind == "city" else " ".join(lines[1:]).strip()
            assert shown == loc.name, lines


async def test_at_120_columns_city_names_are_shortened_recognisably_and_told_apart():
    """Each city shows the start of its name (a dot where it is cut), no two alike."""
    app = make_app(config(seed=4), resume=False, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await lift(pilot)
        europe = app.screen.board.map
        labels = {loc: box_lines(europe, loc)[0] for loc in europe.spots
                  if europe.locations[loc].kind == "city"}
        assert len(set(labels.values())) == len(labels)
        for loc, label in labels.items():
            name = europe.locations[loc].name
            assert label == name or (label.endswith(".") and name.startswith(label[:-1])
                                     and len(label) >= 6), (name, label)
        assert labels["london"] == "London" and labels["copenhagen"].startswith("Copen")
