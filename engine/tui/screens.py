"""Screens both apps share that belong to no one part: a yes-or-no question, help, and the
sentence for a window too small.
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.geometry import Size
from textual.screen import ModalScreen
from textual.widgets import Button, Input, OptionList, Static
from textual.widgets.option_list import Option as ListOption

from engine.tui.help import HelpBook
from engine.tui.inputs import TypedInput

#: Saving, loading and help: the table's commands, which every screen a game ends on keeps
#: too (one list, so the keys and their ids are the same on each)
FILE_AND_HELP = (
    Binding("ctrl+s", "app.save", "Save", id="save"),
    Binding("ctrl+o", "app.load", "Load", id="load"),
    Binding("f1,question_mark", "app.help", "Help", id="help"),
)


def too_small(size: Size, need: tuple[int, int]) -> str:
    """What the window lacks for the table ("" when it is large enough): said on the
    new-game form before Start, and over the table itself."""
    width, height = need
    if size.width >= width and size.height >= height:
        return ""
    return (f"The window is {size.width}x{size.height}; the game needs at least "
            f"{width}x{height}. Make it larger")


class ConfirmScreen(ModalScreen[bool]):
    """A yes/no question, keyboard first (y / n)."""

    BINDINGS = [
        Binding("y", "answer(True)", "Yes", id="yes"),
        Binding("n,escape", "answer(False)", "No", id="no"),
    ]

    def __init__(self, question: str, yes: str = "Yes", no: str = "No") -> None:
        super().__init__()
        self.question, self.yes, self.no = question, yes, no

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text(self.question))  # questions carry save and player names
            with Horizontal():
                yield Button(f"{self.yes} (y)", id="yes", variant="primary")
                yield Button(f"{self.no} (n)", id="no")

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)


class HelpScreen(ModalScreen[None]):
    """Every help topic, searchable; opens on the topic that was asked about, or on
    "Start here" when nothing in particular was."""

    BINDINGS = [
        Binding("escape,f1", "close", "Close help", id="close_help"),
        # in the list, the list's own Down comes first: this one only acts from the search
        Binding("down", "to_list", "Topics", id="to_topics", show=False),
        # a topic taller than the pane reads on (the list's own Page keys come first there)
        Binding("pagedown", "topic_page(1)", "Read on", id="read_on", show=False),
        Binding("pageup", "topic_page(-1)", "Read back", id="read_back", show=False),
    ]

    def __init__(self, book: HelpBook, topic_id: str) -> None:
        super().__init__()
        self.book = book
        self.topic_id = book.opening(topic_id)

    def compose(self) -> ComposeResult:
        with Horizontal():
            with Vertical(id="topics-side"):
                yield TypedInput(placeholder="search help", id="search")
                yield OptionList(id="topics")
            with VerticalScroll(id="topic-pane", can_focus=False):
                yield Static(id="topic")

    def on_mount(self) -> None:
        self._fill_grouped()
        self._show(self.topic_id)
        topics = self.query_one("#topics", OptionList)
        topics.highlighted = topics.get_option_index(self.topic_id)
        self.query_one("#search", Input).focus()

    def action_to_list(self) -> None:
        """Down in the search box goes into the list (a binding, not a key handler: the
        search box runs it in turn with the letters typed before it)."""
        self.query_one("#topics", OptionList).focus()

    def _fill(self, ids: list[str]) -> None:
        """The topics found by a search, best first."""
        topics = self.query_one("#topics", OptionList)
        topics.clear_options()
        topics.add_options(self._entry(tid) for tid in ids)

    def _fill_grouped(self) -> None:
        """Every topic under its heading (a heading is not picked: the arrows pass it)."""
        topics = self.query_one("#topics", OptionList)
        topics.clear_options()
        for group, ids in self.book.grouped():
            # titles come from data (a card's name): never read as markup
            topics.add_option(ListOption(Text(f"── {group.title} ──", style="bold"),
                                         disabled=True))
            topics.add_options(self._entry(tid) for tid in ids)

    def _entry(self, topic_id: str) -> ListOption:
        return ListOption(Text(self.book.get(topic_id).title), id=topic_id)

    def _show(self, topic_id: str) -> None:
        topic = self.book.get(topic_id)
        body = Text(topic.title + "\n\n", style="bold")
        body.append(topic.text, style="")
        self.query_one("#topic", Static).update(body)
        self.query_one("#topic-pane", VerticalScroll).scroll_home(animate=False)

    def action_topic_page(self, pages: int) -> None:
        """Page Down and Page Up scroll a long topic, from the search box too."""
        pane = self.query_one("#topic-pane", VerticalScroll)
        if pages > 0:
            pane.scroll_page_down(animate=False)
        else:
            pane.scroll_page_up(animate=False)

    @on(Input.Changed, "#search")
    def _search(self, event: Input.Changed) -> None:
        topics = self.query_one("#topics", OptionList)
        if not event.value.strip():
            self._fill_grouped()
            topics.highlighted = topics.get_option_index(self.book.start)
            self._show(self.book.start)
            return
        ids = self.book.search(event.value)
        self._fill(ids)
        if ids:  # the text follows the search
            topics.highlighted = 0
            self._show(ids[0])

    @on(OptionList.OptionHighlighted, "#topics")
    def _highlight(self, event: OptionList.OptionHighlighted) -> None:
        if event.option.id:
            self._show(event.option.id)

    def action_close(self) -> None:
        self.dismiss(None)
