"""Each change laid out and drawn once.

Textual sometimes lays a screen out, or draws part of it, a second time for nothing: the
second pass finds what the first found, but costs a frame of its own after the one a key
needed. The mixins here drop those passes where they are known to find nothing new:

- a new size, found while the screen lays out, set through a reactive that asks for
  another layout (`SizedInOnePass`, and the scrollbars of `DrawnOnceScrollbars`);
- scrollbars drawn again, alike, a moment after the frame that drew them;
- a screen told of a terminal size it was already laid out for: a pushed screen is told
  the size once it is first laid out, and so is the screen under it, which is then laid
  out again though nothing changed (`DrawnOnceScreen`);
- a screen that is to be laid out and drawn whole in the same update (one that has just
  come back to the top, say) draws its changed parts and then, in a frame of its own,
  everything again (`DrawnOnceScreen`);
- a screen under an opaque one (the table under the pass screen) that changes: Textual
  has the screen on top draw those parts again, though they do not show through it
  (the app's empty default screen, at the bottom of the stack, is one too);
- a screen just shown, laid out and drawn whole, then drawn whole again at its next
  update, and again when the widgets mounted into it ask for a layout (`DrawnOnceScreen`);
- a layout that leaves widgets wanting another (a list that now needs its scrollbar, a
  text that grew a line as it took its width): the next update ran it, in a frame of
  its own; `DrawnOnceScreen` runs it at once, and draws once, after the last pass;
- widgets that took a new size in a layout ask to be drawn again, and were, in a frame of
  their own, though the layout's frame had just drawn them whole (`DrawnOnceScreen`).

Each mixin redefines private steps of Textual's (`Widget._size_updated`,
`Widget._scroll_update`, `Screen._refresh_layout`, `Screen._compositor_refresh`, ...) and
reads its private state (`_compositor`, `_repaint_required`, `_layout_required`, ...).
When one of them is missing (`needs`), or on a Textual outside the range tested, the
mixin's overrides are taken off (`stock_unless`): Textual draws as it does by itself, a
frame more here and there.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Self, TypeVar

from textual import events
from textual._compositor import Compositor
from textual.app import App
from textual.geometry import Region, Size
from textual.screen import Screen
from textual.scrollbar import ScrollBar
from textual.widget import Widget

from engine.tui.textual_compat import is_batching, needs, stock_unless

ResultType = TypeVar("ResultType")


class SizedInOnePass(Widget):
    """A widget whose new size, found while the screen lays out, is simply taken. Textual
    sets it through a reactive that asks for another layout; for a body of text (no
    children), the scroller that holds it or a scrollbar, that second layout
    finds the same sizes."""

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size,
                      layout: bool = True) -> bool:
        return super()._size_updated(size, virtual_size, container_size, layout=False)


class OnePassScrollBar(SizedInOnePass, ScrollBar):
    """A scrollbar whose new length, when its list grows or shrinks, is laid out in the
    same pass as the list."""


class DrawnOnceScrollbars(Widget):
    """A scrolling widget whose scrollbars are drawn in the frame that lays them out, and
    whose vertical scrollbar takes its new length in that same pass.

    When a layout changes the widget's virtual size (a log line written, a list of options
    replaced), Textual draws the widget's whole region, scrollbars included, in that frame,
    then draws the scrollbars again, alike, in a frame of their own a moment later."""

    def _scroll_update(self, virtual_size: Size) -> None:
        super()._scroll_update(virtual_size)
        # called while the screen lays out, before it draws the changed regions: this
        # widget's region, scrollbars included, is drawn in the same frame
        for bar in (self._vertical_scrollbar, self._horizontal_scrollbar):
            if bar is not None:
                bar._repaint_required = False

    @property
    def vertical_scrollbar(self) -> ScrollBar:
        # Textual makes its own kind the first time it is asked for; this makes ours then
        if self._vertical_scrollbar is None:
            bar = OnePassScrollBar(vertical=True, name="vertical",
                                   thickness=self.scrollbar_size_vertical)
            bar.display = False
            self._vertical_scrollbar = bar
            self.app._start_widget(self, bar)
        return self._vertical_scrollbar


#: the layout passes a screen runs again, at most, before drawing what it laid out
AGAIN_AT_MOST = 2


def _take_layout_request(widget: Widget) -> None:
    """Take up, in the layout under way, a widget's request for another: as Textual does
    when it hands the request on to the screen (`Widget._check_refresh`), the arrangement
    of its containers is worked out again, up to the first of fixed size."""
    widget._layout_required = False
    for ancestor in widget.ancestors:
        if not isinstance(ancestor, Widget):
            break
        ancestor._clear_arrangement_cache()
        ancestor._layout_updates += 1
        if not ancestor.styles.auto_dimensions:
            break


class DrawnOnceScreen(Screen[ResultType]):
    """A screen laid out again on a new terminal size only (anything else that changed is
    laid out anyway at its next update), and drawn whole in the layout's own frame when it
    was to be drawn whole anyway.

    Not for a see-through (modal) screen: Textual draws the screen below it only from a
    second layout on."""

    def _screen_resized(self, size: Size) -> None:
        if size != self._compositor.size:
            super()._screen_resized(size)

    _draw_held = False  # while laying out: the frame asked for is drawn at the end
    _draw_wanted = False

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False,
                recompose: bool = False) -> Self:
        # A layout draws what it moved or resized, so a layout asked of the whole screen
        # (Textual asks one once the widgets mounted into it are ready) need not draw
        # everything again with it
        if layout and not regions:
            repaint = False
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    def _refresh_layout(self, size: Size | None = None, scroll: bool = False) -> None:
        if self._repaint_required and self.is_current and not is_batching(self.app):
            # the layout draws what it changed; the whole screen is drawn in that frame
            # instead of in the next one, which would draw it all again
            self._repaint_required = False
            self._dirty_widgets.add(self)
        # Widgets may find, as they take their new sizes, that they need another pass (a
        # list that now needs its scrollbar, a text that grew a line): that pass is run
        # here, before the frame is drawn, not at the next update in a frame of its own
        before = dict(self._compositor._full_map)
        self._draw_held = True
        try:
            for passes in range(1 + AGAIN_AT_MOST):
                super()._refresh_layout(size, scroll)
                again = [w for w in self._compositor.widgets if w._layout_required]
                if not again or passes == AGAIN_AT_MOST:
                    break  # (what is left is laid out at the next update, as before)
                for widget in again:
                    _take_layout_request(widget)
                scroll = False  # a whole layout: sizes changed
        finally:
            self._draw_held = False
        if self._draw_wanted:
            self._draw_wanted = False
            self._compositor_refresh()
            if self is self.app.screen:
                self._drop_repaints_drawn(before)

    def _drop_repaints_drawn(self, before: Mapping[Widget, object]) -> None:
        """A widget that moved or took a new size in the layout just drawn was drawn whole
        in its frame, after it asked to be drawn again (as a new size makes it): that
        request would draw it once more, alike, in a frame of its own."""
        for widget, geometry in self._compositor._full_map.items():
            if widget._repaint_required and before.get(widget) != geometry:
                widget._repaint_required = False

    def _on_screen_resume(self, event: events.ScreenResume) -> None:
        # A screen shown at a size it was not laid out for (the first time, or after a
        # resize while hidden) is laid out, its own region changes, and so it is drawn
        # whole; Textual then asks to draw it whole again at its next update. (Textual
        # calls each class's handler in turn: this one calls Screen's itself, to follow
        # it, and keeps Textual from calling it a second time.)
        event.prevent_default()
        laid_out = self.is_attached and self._size != self.app.size
        Screen._on_screen_resume(self, event)
        if laid_out and self.is_current:
            self._repaint_required = False

    def _compositor_refresh(self) -> None:
        if self._draw_held:  # drawn once the layout is done
            self._draw_wanted = True
            return
        top = self.app.screen
        if top is not self and top.styles.background.a == 1 and not self.app.is_inline:
            # hidden by an opaque screen: drawn whole when it comes back to the top
            self._compositor._dirty_regions.clear()
            self._dirty_widgets.clear()
            return
        super()._compositor_refresh()


stock_unless(needs("engine.tui.textual_compat.drawn_once.SizedInOnePass",
                   (Widget, "_size_updated", "callable", 5), override=True),
             SizedInOnePass, "_size_updated")
stock_unless(needs("engine.tui.textual_compat.drawn_once.DrawnOnceScrollbars",
                   (Widget, "_scroll_update", "callable", 2),
                   (Widget, "_vertical_scrollbar", "instance attribute"),
                   (Widget, "_horizontal_scrollbar", "instance attribute"),
                   (Widget, "_repaint_required", "instance attribute"),
                   (App, "_start_widget", "callable", 3), override=True),
             DrawnOnceScrollbars, "_scroll_update", "vertical_scrollbar")
stock_unless(needs("engine.tui.textual_compat.drawn_once.DrawnOnceScreen",
                   (Screen, "_screen_resized", "callable", 2),
                   (Screen, "_refresh_layout", "callable", 3),
                   (Screen, "_compositor_refresh", "callable", 1),
                   (Screen, "_on_screen_resume", "callable", 2),
                   (Screen, "_compositor", "instance attribute"),
                   (Screen, "_dirty_widgets", "instance attribute"),
                   (Screen, "_size", "instance attribute"),
                   (Widget, "_repaint_required", "instance attribute"),
                   (Widget, "_layout_required", "instance attribute"),
                   (Widget, "_layout_updates", "instance attribute"),
                   (Widget, "_clear_arrangement_cache", "callable", 1),
                   (Compositor, "size", "instance attribute"),
                   (Compositor, "widgets", "instance attribute"),
                   (Compositor, "_full_map", "instance attribute"),
                   (Compositor, "_dirty_regions", "instance attribute"),
                   (App, "_batch_count", "instance attribute"), override=True),
             DrawnOnceScreen, "_screen_resized", "refresh", "_refresh_layout",
             "_on_screen_resume", "_compositor_refresh")
