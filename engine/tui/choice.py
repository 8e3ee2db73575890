"""A field that holds one of a few values, light enough to show many at once.

Textual's `Select` is six widgets and a list, made with the field; the new-game form shows
six of them before its first frame. A `Choice` is one widget, drawn as "label ▼" in a
box: Enter, Space, Up, Down or a click opens its values as a list (made only then, where a
typed letter jumps to the next value starting with it), Left and Right step through them
in place.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, ClassVar, Generic, TypeVar

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.geometry import Size
from textual.message import Message
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from engine.tui.footer import KeyFooter

V = TypeVar("V")


class Choice(Widget, Generic[V], can_focus=True):
    """One of `options` (label, value); `value` is the chosen one's value."""

    BINDINGS: ClassVar = [
        Binding("enter,space,up,down", "open", "Open the list", id="open_list", show=False),
        Binding("left", "step(-1)", "Previous", id="previous_value", show=False),
        Binding("right", "step(1)", "Next", id="next_value", show=False),
    ]

    class Changed(Message):
        """The value changed: `choice` is the field, `value` its new value."""

        def __init__(self, choice: Choice[Any], value: Any) -> None:
            super().__init__()
            self.choice = choice
            self.value = value

        @property
        def control(self) -> Choice[Any]:
            return self.choice

    def __init__(self, options: Iterable[tuple[str, V]], value: V, *, id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._options: list[tuple[str, V]] = list(options)
        self._value = value if self._index_of(value) is not None else self._options[0][1]

    @property
    def options(self) -> Sequence[tuple[str, V]]:
        return tuple(self._options)

    @property
    def value(self) -> V:
        return self._value

    @value.setter
    def value(self, value: V) -> None:
        if self._index_of(value) is None:
            raise ValueError(f"{value!r} is not one of this field's values")
        if value != self._value:
            self._value = value
            self.refresh()
            self.post_message(self.Changed(self, value))

    @property
    def expanded(self) -> bool:
        return self.has_class("-expanded")

    def set_options(self, options: Iterable[tuple[str, V]]) -> None:
        """New values; the chosen one stays if it is still there, else the first is."""
        self._options = list(options)
        if self._index_of(self._value) is None:
            self.value = self._options[0][1]
        self.refresh(layout=True)  # its width is its longest value's

    def label(self) -> str:
        index = self._index_of(self._value)
        return self._options[index][0] if index is not None else ""

    def get_content_width(self, container: Size, viewport: Size) -> int:
        """As wide as the longest value, so the field keeps its width as it changes."""
        return max(cell_len(label) for label, _ in self._options) + 2

    def render(self) -> Text:
        return Text.assemble(self.label(), " ", ("▼", "bold"), no_wrap=True, overflow="ellipsis")

    def _index_of(self, value: Any) -> int | None:
        return next((i for i, (_, v) in enumerate(self._options) if v == value), None)

    def action_step(self, step: int) -> None:
        index = self._index_of(self._value) or 0
        self.value = self._options[(index + step) % len(self._options)][1]

    def action_open(self) -> None:
        if self.expanded:
            return
        self.add_class("-expanded")
        self.app.push_screen(ChoiceList(self), self._picked)

    def _picked(self, index: int | None) -> None:
        self.remove_class("-expanded")
        if index is not None:
            self.value = self._options[index][1]

    async def on_click(self, event: events.Click) -> None:
        event.stop()
        self.focus()
        self.action_open()


class ChoiceList(ModalScreen[int | None]):
    """A choice's values as a list under the field: Enter or a click picks one; Escape or
    a click beside it leaves the value as it was; a letter jumps to the next value that
    starts with it; F1 opens the help of the screen below."""

    BINDINGS: ClassVar = [
        Binding("escape", "dismiss(None)", "Close the list", id="close_list"),
        Binding("f1,question_mark", "help", "Help", id="help"),
    ]

    def __init__(self, choice: Choice[Any]) -> None:
        super().__init__()
        self.choice = choice

    def compose(self) -> ComposeResult:
        # labels may carry names from the data (Tingent's boards): shown as written
        options = OptionList(*(Option(Text(label)) for label, _ in self.choice.options))
        index = self.choice._index_of(self.choice.value)
        options.highlighted = index
        with Vertical():
            yield options
        yield KeyFooter()

    def on_mount(self) -> None:
        """Put the list just under the field (above it when there is no room below)."""
        field = self.choice.region
        box = self.query_one(Vertical)
        rows = min(len(self.choice.options), 12) + 2
        below = field.bottom if field.bottom + rows <= self.size.height else field.y - rows
        box.styles.offset = (field.x, max(0, below))
        self.query_one(OptionList).focus()

    def action_help(self) -> None:
        """The help of the screen the field is on (the list says nothing of its own)."""
        show_help = getattr(self.choice.screen, "action_help", None)
        self.dismiss(None)
        if show_help is not None:
            show_help()

    def on_key(self, event: events.Key) -> None:
        """A letter jumps to the next value that starts with it, after the highlighted one."""
        if not (event.character and event.character.isalnum()):
            return
        options = self.query_one(OptionList)
        labels = [label.casefold() for label, _ in self.choice.options]
        start = options.highlighted if options.highlighted is not None else -1
        for step in range(1, len(labels) + 1):
            index = (start + step) % len(labels)
            if labels[index].startswith(event.character.casefold()):
                options.highlighted = index
                event.stop()
                return

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option_index)

    async def on_click(self, event: events.Click) -> None:
        if self.get_widget_at(event.screen_x, event.screen_y)[0] is self:
            self.dismiss(None)  # a click beside the list
