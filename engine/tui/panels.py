"""The event log and the help panel."""

from __future__ import annotations

from collections.abc import Iterable

from rich.text import Text
from textual import events
from textual.widgets import RichLog

from engine.core import Event
from engine.tui.help import HelpBook
from engine.tui.recap import since_last_turn
from engine.tui.textual_compat.drawn_once import DrawnOnceScrollbars, SizedInOnePass


class EventLog(RichLog, DrawnOnceScrollbars):
    """Every event's line of text, newest at the bottom, wrapped to the panel; or, filtered,
    only what the others did since one seat's last turn.

    Lines are wrapped once, when written (adding stays cheap); when the panel's width
    changes they are wrapped again, so none is cut off after a resize."""

    def __init__(self, **kwargs: object) -> None:
        # min_width: wrap at the panel's own width (RichLog's default floor is 78 columns)
        super().__init__(max_lines=2000, wrap=True, markup=False, min_width=20, **kwargs)  # type: ignore[arg-type]
        self.border_title = "Log"
        self.events: list[Event] = []  # all shown so far: the filter picks from them
        self.since_seat: int | None = None  # the seat the filter is for; None: the whole log
        self.wrapped_at = 0  # the width the shown lines were wrapped to
        #: whether a resize gave the log a width: RichLog keeps what is written back
        #: until then (its handler, which writes it, runs after `on_resize`)
        self.width_known = False

    def add(self, events: Iterable[Event]) -> None:
        new = list(events)
        self.events.extend(new)
        if self.since_seat is not None:  # the window moves as turns pass: draw it anew
            self._rewrite()
            return
        self._write_all(Text(event.text) for event in new)

    def clear(self) -> EventLog:
        self.events = []
        super().clear()
        return self

    def on_resize(self, event: events.Resize) -> None:
        width = self.scrollable_content_region.width
        if self.width_known and width != self.wrapped_at:  # before: RichLog writes them
            self._rewrite()
        self.wrapped_at = width
        if event.size.width:
            self.width_known = True

    def filter_since(self, seat: int | None) -> None:
        """Show only what the others did since `seat`'s last turn; None: the whole log."""
        self.since_seat = seat
        self.border_title = "Log" if seat is None else "Log: the others since your last turn"
        self._rewrite()

    def _rewrite(self) -> None:
        super().clear()
        if self.since_seat is None:
            shown = self.events
        else:
            shown = since_last_turn(self.events, self.since_seat)
            if not shown:
                self.write(Text("Nothing yet.", style="italic"))
        self._write_all(Text(event.text) for event in shown)

    def _write_all(self, lines: Iterable[Text]) -> None:
        """Write the lines as one text (one render and one scroll, not one per line: a
        resumed game's log is long), then show the newest at once: in the frame that shows
        them, not in a second frame after it (RichLog scrolls after the next refresh)."""
        shown = list(lines)
        if not shown:
            return
        block = Text("\n").join(shown)
        # before its first layout RichLog keeps the text back, and scrolls after writing
        # it only when told to now
        later = not self.width_known
        self.write(block, scroll_end=later)
        if not later:
            self.scroll_end(animate=False, immediate=True, x_axis=False)


class TextPanel(SizedInOnePass):
    """A fixed-size panel of text: changing the text redraws it without a new layout,
    which keeps a key press quick; shown or hidden, its size is laid out in one pass."""

    def __init__(self, text: str = "", **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.text: Text = Text(text)

    def set_text(self, text: Text | str) -> None:
        text = Text(text) if isinstance(text, str) else text
        if text.plain != self.text.plain or text.spans != self.text.spans:
            self.text = text
            self.refresh()

    def render(self) -> Text:
        return self.text


class HelpPanel(TextPanel):
    """Explains whatever is focused or asked, from the app's help book."""

    def __init__(self, book: HelpBook, **kwargs: object) -> None:
        super().__init__("", **kwargs)
        self.book = book
        self.topic_id = book.general
        self.border_title = "Help"

    def show_text(self, title: str, text: str) -> None:
        """Explain something that is not a topic (a hex under the cursor, say)."""
        self._title(f"Help: {title}")
        self.set_text(text)

    def show(self, topic_id: str) -> None:
        self.topic_id = topic_id or self.book.general
        topic = self.book.get(self.topic_id)
        self._title(f"Help: {topic.title}")
        self.set_text(topic.text)

    def _title(self, title: str) -> None:
        """Set the title only when it changes: setting it redraws the panel."""
        if str(self.border_title) != title:
            self.border_title = Text(title)  # a Text: never read as markup
