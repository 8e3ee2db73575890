"""Text tabs: one bar, one body; a click or `active` shows a tab and asks for its text."""

from __future__ import annotations

import re

from rich.text import Text
from textual.app import App, ComposeResult

from engine.tui.styles import SHARED_CSS
from engine.tui.text_tabs import TabScroll, TextTabs, page_starts, tab_key

TEXTS = {"a": "Alpha panel", "b": "Beta panel", "c": "Gamma panel"}


class TabsApp(App[None]):
    CSS_PATH = [SHARED_CSS]

    def compose(self) -> ComposeResult:
        yield TextTabs([("a", "Alpha [F2]"), ("b", "Beta [F3]"), ("c", "Gamma")], id="tabs")

    def on_mount(self) -> None:
        self.fill(self.query_one(TextTabs))

    def fill(self, tabs: TextTabs) -> None:
        tabs.show_text(Text(TEXTS[tabs.active]))

    def on_text_tabs_shown(self, event: TextTabs.Shown) -> None:
        self.fill(event.tabs)


def body(app: App[None]) -> str:
    return str(app.query_one("#tab-body").render())


async def test_a_click_on_a_label_shows_its_tab():
    app = TabsApp()
    async with app.run_test(size=(60, 10)) as pilot:
        await pilot.pause()
        tabs = app.query_one(TextTabs)
        assert body(app) == "Alpha panel"
        start, _end, _ = next(s for s in tabs.bar.spans() if s[2] == "b")
        await pilot.click(tabs.bar, offset=(start + 2, 0))
        await pilot.pause()
        assert tabs.active == "b" and body(app) == "Beta panel"
        assert "Beta [F3]" in str(tabs.bar.render())


async def test_setting_active_shows_the_tab_and_an_unknown_tab_is_ignored():
    app = TabsApp()
    async with app.run_test(size=(60, 10)) as pilot:
        await pilot.pause()
        tabs = app.query_one(TextTabs)
        tabs.active = "c"
        await pilot.pause()
        assert body(app) == "Gamma panel"
        tabs.active = "nowhere"
        await pilot.pause()
        assert tabs.active == "c" and body(app) == "Gamma panel"


async def test_the_same_text_again_does_not_redraw_the_body():
    app = TabsApp()
    async with app.run_test(size=(60, 10)) as pilot:
        await pilot.pause()
        tabs = app.query_one(TextTabs)
        updates: list[object] = []
        original = tabs.body.update
        tabs.body.update = lambda *a, **k: (updates.append(a), original(*a, **k))  # type: ignore[method-assign]
        tabs.show_text(Text("Alpha panel"))
        assert updates == []
        tabs.show_text(Text("Alpha panel, changed"))
        assert len(updates) == 1


async def test_showing_the_shown_tab_again_turns_a_page_then_goes_back_to_the_top():
    app = TabsApp()
    async with app.run_test(size=(60, 10)) as pilot:
        await pilot.pause()
        tabs = app.query_one(TextTabs)
        tabs.show_text(Text("\n".join(f"line {i}" for i in range(30))))
        await pilot.pause()
        scroller = tabs.body.parent
        tabs.show_tab("a")
        await pilot.pause()
        assert scroller.scroll_y > 0
        while scroller.scroll_y < scroller.max_scroll_y:
            tabs.show_tab("a")
            await pilot.pause()
        tabs.show_tab("a")  # at the end: back to the top
        await pilot.pause()
        assert scroller.scroll_y == 0
        tabs.show_tab("b")
        await pilot.pause()
        assert tabs.active == "b"


async def test_a_text_of_another_height_is_drawn_in_one_frame_with_its_scrollbar():
    """Textual would lay the body out a second time when its height changes, and draw
    the scroller's bar once more: two frames for one key."""
    from engine.tui.bench import settled
    from tests.tui.test_frames import count_frames

    app = TabsApp()
    async with app.run_test(size=(60, 10)) as pilot:
        await pilot.pause()
        tabs = app.query_one(TextTabs)
        frames = count_frames(app)
        # taller and shorter, the panel scrolling or not (a scrollbar that comes or goes
        # changes the width for the text: that takes a layout of its own)
        for lines in (3, 5, 2, 20, 40, 25):
            frames.clear()
            tabs.show_text(Text("\n".join(f"line {i}" for i in range(lines))))
            await settled(app)
            if lines != 20:
                assert len(frames) == 1, (lines, len(frames))
            assert body(app).splitlines()[-1] == f"line {lines - 1}"


def note(app: App[None]) -> str | None:
    """The line under the tab's text, or None while hidden."""
    shown = app.query_one("#page-note")
    return str(shown.render()) if shown.display else None


async def test_a_text_taller_than_its_room_says_its_page_and_the_key_that_turns_it():
    app = TabsApp()
    async with app.run_test(size=(60, 10)) as pilot:
        await pilot.pause()
        tabs = app.query_one(TextTabs)
        assert note(app) is None  # one line: nothing to turn
        tabs.show_text(Text("\n".join(f"line {i}" for i in range(20))))
        await pilot.pause()
        pages = len(tabs.page_starts())
        assert pages > 1
        # the next page begins inside the text, not with a heading: nothing to name
        assert note(app) == f"page 1/{pages}: press F2 again for more"
        for page in range(2, pages + 1):
            tabs.show_tab("a")
            await pilot.pause()
            assert note(app).startswith(f"page {page}/{pages}: press F2 again for ")
        assert note(app).endswith("for the top")
        assert body(app).splitlines()[-1] == "line 19"
        tabs.show_tab("a")
        await pilot.pause()
        assert note(app).startswith(f"page 1/{pages}")
        tabs.show_text(Text("short again"))
        await pilot.pause()
        assert note(app) is None


async def test_a_part_that_would_run_past_a_page_starts_the_next_one_whole():
    """The Winterfall card's effects were split across two pages."""
    app = TabsApp()
    async with app.run_test(size=(60, 9)) as pilot:
        await pilot.pause()
        tabs = app.query_one(TextTabs)
        text = Text()
        for i in range(5):
            text.append(f"slot {i}\n")
        text.append("Winterfall card (last): Storm.\n", style="bold")
        for i in range(1, 5):
            text.append(f"{i}. effect {i}\n")
        text.append("\n".join(f"score line {i}" for i in range(8)))
        tabs.show_text(text)
        await pilot.pause()
        assert tabs.query_one(TabScroll).scrollable_content_region.height == 7
        first = body_rows(tabs)
        assert first[5] == "Winterfall card (last): Storm." and "2. effect 2" not in first
        tabs.show_tab("a")
        await pilot.pause()
        shown = body_rows(tabs)
        assert shown[0] == "Winterfall card (last): Storm."
        assert "4. effect 4" in shown


def body_rows(tabs: TextTabs) -> list[str]:
    """The body's rows the scroller shows."""
    scroller = tabs.query_one(TabScroll)
    first = round(scroller.scroll_y)
    room = scroller.scrollable_content_region.height
    return body(tabs.app).splitlines()[first:first + room]


def test_pages_end_before_a_part_that_does_not_fit_and_a_long_part_is_cut():
    parts = [True, False, False, True, False, False, False, True, False]
    assert page_starts(parts, 5) == [0, 3, 4]  # the part at 3 runs past row 4: it moves
    assert page_starts([True] + [False] * 9, 4) == [0, 4, 6]  # one long part: cut
    assert page_starts([False] * 3, 5) == [0]


def test_a_tab_key_is_read_off_its_label():
    assert tab_key("Table [F2]") == "F2" and tab_key("Projects F7") == "F7"
    assert tab_key("Gamma") == "the tab's key"


async def test_a_next_page_that_begins_with_a_heading_is_named_by_it():
    """"more" is more of what: a page that starts a part (a bold line) names it."""
    app = TabsApp()
    async with app.run_test(size=(60, 10)) as pilot:
        await pilot.pause()
        tabs = app.query_one(TextTabs)
        parts = [Text.assemble((f"Part {n}", "bold"), "\n", "\n".join(["words"] * 3))
                 for n in range(4)]
        tabs.show_text(Text("\n").join(parts))
        await pilot.pause()
        said = note(app)
        assert said is not None and said.startswith("page 1/")
        assert re.search(r"press F2 again for more \(Part [1-3]\)$", said), said
