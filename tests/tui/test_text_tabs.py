"""Text tabs: one bar, one body; a click or `active` shows a tab and asks for its text."""

from __future__ import annotations

from rich.text import Text
from textual.app import App, ComposeResult

from engine.tui.text_tabs import TextTabs

TEXTS = {"a": "Alpha panel", "b": "Beta panel", "c": "Gamma panel"}


class TabsApp(App[None]):
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
