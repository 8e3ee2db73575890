"""Panels of text behind a one-line tab bar, with one body for all of them.

Textual's TabbedContent builds some twenty widgets for four tabs (tabs, underline,
switcher, panes, scrollers), and every key press lays them all out again. Panels that are
only text need one bar, one scroller and one body: the body shows the active tab's text,
and only that text is made (the app fills it when told which tab is shown)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Static

from engine.tui.layout_once import DrawnOnceScrollbars, SizedInOnePass


class TabBar(Widget):
    """The tab labels on one line; the active one stands out without colour too
    (reversed), and a click on a label shows its tab."""

    DEFAULT_CSS = "TabBar { height: 1; }"

    def __init__(self, tabs: Sequence[tuple[str, str]], **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.tabs = list(tabs)  # (id, label)
        self.active = self.tabs[0][0]

    def spans(self) -> list[tuple[int, int, str]]:
        """Where each label sits on the line: (start, end, tab id)."""
        found, x = [], 1
        for tab_id, label in self.tabs:
            found.append((x, x + len(label) + 2, tab_id))
            x += len(label) + 4
        return found

    def render(self) -> Text:
        line = Text(" ")
        for tab_id, label in self.tabs:
            style = "bold reverse" if tab_id == self.active else "dim"
            line.append(f" {label} ", style=style)
            line.append("  ")
        return line

    def on_click(self, event: events.Click) -> None:
        for start, end, tab_id in self.spans():
            if start <= event.x < end:
                parent = self.parent
                if isinstance(parent, TextTabs):
                    parent.active = tab_id
                return


class TabBody(Static, SizedInOnePass):
    """The active tab's text (a new text of another height is laid out in one pass)."""


class TabScroll(VerticalScroll, SizedInOnePass, DrawnOnceScrollbars):
    """The tab body's scroller: its new height laid out, and its scrollbar drawn, in the
    frame that shows the new text."""


class TextTabs(Vertical):
    """A tab bar and the active tab's text; `active` names the tab shown."""

    DEFAULT_CSS = """
    TextTabs { height: 1fr; }
    TextTabs > VerticalScroll { height: 1fr; padding: 0 1; }
    """

    class Shown(Message):
        """Another tab is shown: the app fills in its text."""

        def __init__(self, tabs: TextTabs, tab: str) -> None:
            super().__init__()
            self.tabs = tabs
            self.tab = tab

    def __init__(self, tabs: Sequence[tuple[str, str]], **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.bar = TabBar(tabs)
        self.body = TabBody("", id="tab-body")
        self._shown: tuple[str, int] | None = None  # what the body holds: its text's key

    def compose(self) -> ComposeResult:
        yield self.bar
        with TabScroll():
            yield self.body

    @property
    def active(self) -> str:
        return self.bar.active

    @active.setter
    def active(self, tab: str) -> None:
        if tab == self.bar.active or tab not in dict(self.bar.tabs):
            return
        self.bar.active = tab
        self.bar.refresh()
        self.query_one(VerticalScroll).scroll_home(animate=False)
        self.post_message(self.Shown(self, tab))

    def show_tab(self, tab: str) -> None:
        """Show `tab`; when it is shown already, its next page (then its top again), so a
        long tab reads with one key."""
        if tab != self.active:
            self.active = tab
            return
        scroller = self.query_one(VerticalScroll)
        if scroller.scroll_y >= scroller.max_scroll_y:
            scroller.scroll_home(animate=False)
        else:
            scroller.scroll_page_down(animate=False)

    def show_text(self, text: Text) -> None:
        """Put the active tab's text in the body (nothing happens when it is unchanged)."""
        key = (text.plain, len(text.spans))
        if key != self._shown:
            self._shown = key
            self.body.update(text)


__all__ = ["TabBar", "TextTabs"]
