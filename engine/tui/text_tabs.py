"""Panels of text behind a one-line tab bar, with one body for all of them.

Textual's TabbedContent builds some twenty widgets for four tabs (tabs, underline,
switcher, panes, scrollers), and every key press lays them all out again. Panels that are
only text need one bar, one scroller and one body: the body shows the active tab's text,
and only that text is made (the app fills it when told which tab is shown).

A text taller than its room reads in pages, turned by the tab's key; a line under it says
which page shows and which key turns it (nothing else tells that the key does more). A
page ends before a part of the text (a line that starts in bold: "Auroras", a Winterfall
card) that would not fit whole, so that part starts the next page."""

from __future__ import annotations

import re
from collections.abc import Sequence

from rich.style import Style
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Static

from engine.tui.textual_compat.drawn_once import DrawnOnceScrollbars, SizedInOnePass


class TabBar(Widget):
    """The tab labels on one line; the active one stands out without colour too
    (reversed), and a click on a label shows its tab."""

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

    def on_resize(self) -> None:
        # another width (a scrollbar came or went) wraps the text, so pages, anew
        tabs = next((a for a in self.ancestors if isinstance(a, TextTabs)), None)
        if tabs is not None:
            self.call_after_refresh(tabs.show_page)


class TabScroll(VerticalScroll, SizedInOnePass, DrawnOnceScrollbars):
    """The tab body's scroller: its new height laid out, and its scrollbar drawn, in the
    frame that shows the new text."""


class PageNote(Static):
    """Which page of a long tab shows, and the key that turns it; hidden for a tab that
    fits."""


class TextTabs(Vertical):
    """A tab bar and the active tab's text; `active` names the tab shown."""

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
        self.note = PageNote("", id="page-note", markup=False)
        self._shown: tuple[str, int] | None = None  # what the body holds: its text's key
        self._text = Text()
        self._rows: tuple[int, list[Row]] = (-1, [])  # the text's rows at a width, kept

    def compose(self) -> ComposeResult:
        yield self.bar
        with TabScroll():
            yield self.body
        yield self.note

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
        starts = self.page_starts()
        later = [y for y in starts if y > scroller.scroll_y]
        scroller.scroll_to(y=later[0] if later else 0, animate=False, immediate=True)
        self.show_page()

    def show_text(self, text: Text) -> None:
        """Put the active tab's text in the body (nothing happens when it is unchanged)."""
        key = (text.plain, len(text.spans))
        if key != self._shown:
            self._shown = key
            self._text = text
            self._rows = (-1, [])
            self.body.update(text)
            self.show_page()  # in the frame that shows the text, from the sizes it had
            self.call_after_refresh(self.show_page)  # sizes the new text changed

    def on_resize(self) -> None:
        self.call_after_refresh(self.show_page)

    def page_starts(self) -> list[int]:
        """The first row of each page of the active tab's text, as the body wraps it; the
        note under a text that does not fit takes a row of its room."""
        return self._pages(self._wrapped())

    def _wrapped(self) -> list[Row]:
        """The text's rows as the body wraps it now: wrapped once per text and width (a
        new text is asked about several times as its sizes settle)."""
        width = self.body.size.width
        if self._rows[0] != width:
            self._rows = (width, wrapped_rows(self._text, width))
        return self._rows[1]

    def _pages(self, rows: list[Row]) -> list[int]:
        # the room under the bar, from this widget's own height: the scroller's changes a
        # frame later when the note comes or goes, and the pages must not change with it
        room = self.content_region.height - self.bar.outer_size.height
        if len(rows) <= room or room <= 1:
            return [0]
        return page_starts([starts for starts, _ in rows], room - 1)

    def show_page(self) -> None:
        """Say which page shows, the key that turns it and, when the next page begins with
        a heading, that heading (a Winterfall card moved there whole is named where it was
        looked for), or nothing when the text fits (a note changed only when its words do:
        each change is a frame)."""
        rows = self._wrapped()
        starts = self._pages(rows)
        scroller = self.query_one(VerticalScroll)
        shown = sum(1 for y in starts if y <= scroller.scroll_y)
        key = tab_key(dict(self.bar.tabs)[self.active])
        words = f"page {shown}/{len(starts)}: press {key} again for "
        # the first row out of sight (the last page overlaps the one before: it ends with
        # the text), named when a part begins there
        unseen = round(scroller.scroll_y) + scroller.scrollable_content_region.height
        head = rows[unseen][1].strip() if unseen < len(rows) and rows[unseen][0] else ""
        if shown < len(starts) and head:
            room = max(8, self.body.size.width - len(words) - len("more (…)"))
            words += f"more ({head[:room].rstrip()}…)" if len(head) > room else f"more ({head})"
        elif shown < len(starts):  # the middle of a part: its first words would puzzle
            words += "more"
        else:
            words += "the top"
        wanted = len(starts) > 1
        if wanted != self.note.display:
            self.note.display = wanted
        if wanted and words != str(self.note.content):
            self.note.update(words)


def tab_key(label: str) -> str:
    """The key a tab's label names at its end ("Table [F2]", "Table F2"), or the words
    for it when it names none."""
    found = re.search(r"\[?(F\d+)\]?$", label)
    return found.group(1) if found else "the tab's key"


#: a row of a text as the body wraps it: whether it starts a part (a heading), its words
Row = tuple[bool, str]


def wrapped_rows(text: Text, width: int) -> list[Row]:
    """The rows of `text` wrapped to `width`, each with whether it starts a part of the
    text (a line that starts in bold: a heading)."""
    rows: list[Row] = []
    for line in text.split("\n", allow_blank=True):
        wrapped = Content.from_rich_text(line).wrap(max(1, width)) or [Content("")]
        rows += [(n == 0 and starts_bold(line), row.plain) for n, row in enumerate(wrapped)]
    return rows


def starts_bold(line: Text) -> bool:
    styles = [line.style] + [span.style for span in line.spans if span.start == 0]
    return any(bool((s if isinstance(s, Style) else Style.parse(s)).bold) for s in styles if s)


def page_starts(parts: list[bool], room: int) -> list[int]:
    """The first row of each page, pages `room` rows high: a page ends before the last
    part that would run past it, unless that part began the page (a part taller than a
    page is cut); the last page ends with the text."""
    last = max(0, len(parts) - room)  # the last page shows the last rows, as scrolled
    starts = [0]
    while starts[-1] < last:
        cut = starts[-1] + room
        later = [row for row in range(starts[-1] + 1, cut + 1) if parts[row]]
        starts.append(min(later[-1] if later else cut, last))
    return starts


__all__ = ["TabBar", "TextTabs"]
