"""Widgets that redefine a private step of Textual's own: an option list that keeps the
lines of options seen before, and a text box whose keys act in the order typed.

Each is turned back into Textual's stock widget (`stock_unless`) when a private name it
uses is missing, or on a Textual outside the range tested.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import TYPE_CHECKING, Self, TypeAlias

from rich.text import Text
from textual import events
from textual.app import App
from textual.geometry import Size
from textual.strip import Strip
from textual.style import Style
from textual.visual import Visual, VisualType
from textual.widget import Widget
from textual.widgets import Input, OptionList
from textual.widgets.option_list import Option as ListOption

from engine.tui.textual_compat import needs, stock_unless

if TYPE_CHECKING:
    _WidgetMixin = Widget
else:
    _WidgetMixin = object

#: what `OptionList.set_options` takes: an option, or what makes one (a text; None: a line)
OptionRow: TypeAlias = "ListOption | VisualType | None"


class KeptOptionList(OptionList):
    """An option list that keeps the laid-out text and the drawn lines of an option by what
    it looks like (`look_of`), so that a line seen before is not laid out again.

    Most options come back list after list, but Textual lays out and draws a new list's
    options afresh. Uses OptionList's `_get_visual`, `_update_lines`, `_line_cache`,
    `_get_option_render`, `_option_to_index`, `_option_render_cache` and `_on_resize`
    (taken over by `on_resize`), and Option's `_visual` and `_divider`. Without them:
    Textual's own list, and `option_rows` says None."""

    KEPT = 2048  # looks kept; past it, all are forgotten (a long game's lists stay fast)

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self._visuals: dict[Hashable, Visual] = {}
        self._drawn: dict[Hashable, list[Strip]] = {}
        self._looks: dict[int, tuple[object, Hashable]] = {}  # id(option) -> (prompt, key)
        self._laid_out_at = -1  # the width the options' lines were laid out for

    @staticmethod
    def look_of(text: Text) -> Hashable:
        """What makes two options' texts look the same (the key their lines are kept by)."""
        return text.plain

    def _look(self, option: ListOption) -> Hashable | None:
        prompt = option.prompt
        if not isinstance(prompt, Text):
            return None
        known = self._looks.get(id(option))
        if known is None or known[0] is not prompt:  # a new option, or a new prompt for it
            known = self._looks[id(option)] = (prompt, self.look_of(prompt))
        return known[1]

    def set_options(self, options: Iterable[OptionRow]) -> Self:
        self._looks.clear()  # the old options are gone (an id may come back for another)
        if len(self._visuals) > self.KEPT:
            self._visuals.clear()
        if len(self._drawn) > self.KEPT:
            self._drawn.clear()
        return super().set_options(options)

    def _get_visual(self, option: ListOption) -> Visual:
        if option._visual is None and (look := self._look(option)) is not None:
            kept = self._visuals.get(look)
            if kept is None:
                kept = self._visuals[look] = super()._get_visual(option)
            option._visual = kept
        return super()._get_visual(option)

    def _update_lines(self) -> None:
        if not self._line_cache.lines:  # laid out afresh: at the width it has now
            self._laid_out_at = self.scrollable_content_region.width
        super()._update_lines()

    def on_resize(self, event: events.Resize) -> None:
        # Textual's list lays its options out again at any resize (its handler runs after
        # this one unless stopped); their lines depend on the width alone, and a list made
        # shorter (a hint line shown above it) would draw them in a second frame of its own
        if self.scrollable_content_region.width == self._laid_out_at:
            event.prevent_default()

    def _get_option_render(self, option: ListOption, style: Style) -> list[Strip]:
        look = self._look(option)
        if look is None:
            return super()._get_option_render(option, style)
        # the line carries the option's place (a click reads it), so it is part of the key
        padding = self.get_component_styles("option-list--option").padding
        key = (look, self._option_to_index[option], option._divider, style, padding,
               self.scrollable_content_region.width)
        if (strips := self._drawn.get(key)) is None:
            # Textual's own lines of the option, kept without their width, would be those
            # of the width before a resize until its handler forgets them (a frame later)
            self._option_render_cache.discard((option, style, padding))
            strips = self._drawn[key] = super()._get_option_render(option, style)
        return strips

    def option_rows(self) -> list[tuple[int, int]] | None:
        """Each row of the list as (option index, line of the option), laid out now if it
        was not yet (as it is drawn, which may not have happened yet); None when Textual's
        own list stands in (its rows are not known)."""
        if not _OPTION_LINES:
            return None
        self._update_lines()
        return self._line_cache.lines


_OPTION_LINES = needs(
    "engine.tui.textual_compat.widgets.KeptOptionList",
    (OptionList, "_get_visual", "callable", 2),
    (OptionList, "_update_lines", "callable", 1),
    (OptionList, "_line_cache", "instance attribute"),
    (OptionList, "_get_option_render", "callable", 3),
    (OptionList, "_option_to_index", "instance attribute"),
    (OptionList, "_option_render_cache", "instance attribute"),
    (OptionList, "_on_resize", "callable", 1),
    (ListOption, "_visual", "instance attribute"),
    (ListOption, "_divider", "instance attribute"),
    override=True)
stock_unless(_OPTION_LINES, KeptOptionList,
             "_get_visual", "_update_lines", "on_resize", "_get_option_render")


class SizeTakenInLayout(_WidgetMixin):
    """A widget told when it takes a new size while the screen lays out
    (`resized_in_layout`), to change what it draws in that layout's frame: through
    `Widget._size_updated`. Without it: never told (its `on_resize` still is, a frame
    later). Not a widget class itself, so it goes first among the bases (its step runs
    before theirs) and leaves the widget's CSS to the next."""

    def resized_in_layout(self) -> None:
        """The widget took a new size in the layout under way."""

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size,
                      layout: bool = True) -> bool:
        changed = super()._size_updated(size, virtual_size, container_size, layout)
        if changed:
            self.resized_in_layout()
        return changed


stock_unless(needs("engine.tui.textual_compat.widgets.SizeTakenInLayout",
                   (Widget, "_size_updated", "callable", 5), override=True),
             SizeTakenInLayout, "_size_updated")


class BindingsInTypedOrder(Input):
    """A text box that runs the binding of a key when the key reaches it, in line with the
    letters typed around it, where `runs_binding_now` says so. Textual's `Input` types a
    letter at once, but a key it has a binding for acts only once it has bubbled up to the
    app, behind every key still queued (Textual issue 6605). Uses `Input._on_key` and
    `App._check_bindings`. Without them: Textual's own box (keys bubble up)."""

    def runs_binding_now(self, event: events.Key) -> bool:
        """Whether the app's binding for `event`'s key runs now, as the box gets it."""
        return False

    async def _on_key(self, event: events.Key) -> None:
        if self.runs_binding_now(event) and await self.app._check_bindings(event.key):
            # what the app does with the key once it has bubbled up, only sooner
            event.stop()
            event.prevent_default()
            return
        await super()._on_key(event)


stock_unless(needs("engine.tui.textual_compat.widgets.BindingsInTypedOrder",
                   (Input, "_on_key", "callable", 2), (App, "_check_bindings", "callable", 3),
                   override=True),
             BindingsInTypedOrder, "_on_key")
