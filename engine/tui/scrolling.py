"""Scrollbars drawn once per layout.

When a layout changes a scrolling widget's virtual size (a log line written, a list of
options replaced), Textual sets its scrollbars' new sizes during the layout and draws the
widget's whole region, scrollbars included, in that frame; it then draws the scrollbars a
second time, alike, in a frame of their own a moment later (a sixtieth of a second at
least), so the key's last frame comes later than it needs to. Widgets with this mixin drop
that second, identical drawing."""

from __future__ import annotations

from textual.geometry import Size
from textual.widget import Widget


class DrawnOnceScrollbars(Widget):
    def _scroll_update(self, virtual_size: Size) -> None:
        super()._scroll_update(virtual_size)
        # called while the screen lays out, before it draws the changed regions: this
        # widget's region, scrollbars included, is drawn in the same frame
        for bar in (self._vertical_scrollbar, self._horizontal_scrollbar):
            if bar is not None:
                bar._repaint_required = False


class SizedInOnePass(Widget):
    """A widget whose new size, found while the screen lays out, is simply taken. Textual
    sets it through a reactive that asks for another layout; for a body of text (no
    children) and the scroller that holds it, that second layout finds the same sizes but
    costs a frame of its own, after the one the key needed."""

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size,
                      layout: bool = True) -> bool:
        return super()._size_updated(size, virtual_size, container_size, layout=False)
