"""The event log and the help panel."""

from __future__ import annotations

from collections.abc import Iterable

from rich.text import Text
from textual.widgets import Log, Static

from engine.core import Event
from engine.tui.help import HelpBook


class EventLog(Log):
    """Every event's line of text, newest at the bottom."""

    DEFAULT_CSS = "EventLog { border: round $primary; height: 1fr; }"

    def __init__(self, **kwargs: object) -> None:
        super().__init__(max_lines=2000, **kwargs)  # type: ignore[arg-type]
        self.border_title = "Log"

    def add(self, events: Iterable[Event]) -> None:
        self.write_lines([event.text for event in events])


class HelpPanel(Static):
    """Explains whatever is focused or asked, from the app's help book."""

    DEFAULT_CSS = (
        "HelpPanel { border: round $secondary; height: auto; max-height: 12; padding: 0 1; }"
    )

    def __init__(self, book: HelpBook, **kwargs: object) -> None:
        super().__init__("", **kwargs)  # type: ignore[arg-type]
        self.book = book
        self.topic_id = book.general
        self.border_title = "Help"

    def show(self, topic_id: str) -> None:
        self.topic_id = topic_id or self.book.general
        topic = self.book.get(self.topic_id)
        self.border_title = f"Help: {topic.title}"
        self.update(Text(topic.text))
