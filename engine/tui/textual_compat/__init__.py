"""Every use of a private Textual name, in one place.

The apps lean on a few of Textual's internals: to draw each change once (`drawn_once`),
to keep an option list's laid-out lines (`widgets.KeptOptionList`), to run a text box's
keys in the order typed, to know when a screen's first frame is drawn. Textual may rename
any of them in a minor release. So only this package names them (a test reads every other
module to check it: tests/tui/textual_privates.py), each use behind a small function or
mixin that says which private name it uses and what Textual does without it.

At import, each private name relied on is looked up (`needs`): a name missing, or of
another kind, turns off what uses it, and Textual's stock behaviour stands in (slower or
plainer, never broken). What overrides Textual's own steps (the mixins) is also turned off
on a Textual outside the range tested (`TESTED_FROM`, `TESTED_BELOW`: pyproject's pin).
tests/tui/test_textual_compat.py fails naming the private name that changed.

`BESTIARY_STOCK_TEXTUAL=1` in the environment turns every use off: the apps run on
Textual's stock behaviour alone (to tell whether a fault on a new Textual comes from here).
"""

from __future__ import annotations

import os
import re
import sys
import time
from collections.abc import Callable, Iterable
from typing import Any, Literal

import textual
from textual import _context, _time
from textual.app import App
from textual.content import Content
from textual.dom import DOMNode
from textual.message_pump import MessagePump
from textual.notifications import Notification
from textual.screen import Screen
from textual.widget import Widget

from engine.core.records import Frozen

#: The Textual releases these private names were tested with: pyproject's `textual>=8.2,<9`.
TESTED_FROM = (8, 2)
TESTED_BELOW = (9, 0)


def installed_version() -> tuple[int, ...] | None:
    """The installed Textual's version, read from its wheel's record beside the package
    (`importlib.metadata` would add tens of milliseconds to the first frame); None when
    there is none (a copy not installed from a wheel)."""
    site = os.path.dirname(os.path.dirname(textual.__file__))
    try:
        names = os.listdir(site)
    except OSError:
        return None
    for name in names:
        if found := re.fullmatch(r"textual-(\d+(?:\.\d+)*)[^-]*\.dist-info", name):
            return tuple(int(part) for part in found[1].split("."))
    return None


VERSION = installed_version()
#: whether the installed Textual is one the overrides were tested with
TESTED = VERSION is not None and TESTED_FROM <= VERSION < TESTED_BELOW
#: every private name left alone: Textual's stock behaviour throughout
STOCK = os.environ.get("BESTIARY_STOCK_TEXTUAL") == "1"

Kind = Literal["callable", "attribute", "instance attribute"]


class Private(Frozen):
    """A private Textual name we rely on: `owner.name` (a module's or a class's), of a
    kind; for a callable, how many positional parameters it takes (self included)."""

    owner: object
    name: str
    kind: Kind
    used_by: str
    params: int | None = None

    @property
    def where(self) -> str:
        owner = self.owner
        prefix = owner.__name__ if isinstance(owner, type(sys)) else \
            f"{getattr(owner, '__module__', '?')}.{getattr(owner, '__qualname__', '?')}"
        return f"{prefix}.{self.name}"

    def problem(self) -> str | None:
        """Why it cannot be used here ("no longer has ..."), or None when it can."""
        found = _static(self.owner, self.name)
        if found is _ABSENT and self.kind == "instance attribute" and \
                self.name in _init_names(self.owner):
            return None
        if found is _ABSENT:
            return f"no longer has {self.where}"
        if self.kind == "callable":
            call = getattr(found, "__func__", found)
            if not callable(call):
                return f"has {self.where}, but it is no longer callable"
            code = getattr(call, "__code__", None)
            if self.params is not None and code is not None and \
                    code.co_argcount != self.params:
                return (f"has {self.where} with {code.co_argcount} parameters, "
                        f"not {self.params}")
        return None

    def message(self) -> str:
        """The sentence a test fails with."""
        version = ".".join(map(str, VERSION)) if VERSION else "(version unknown)"
        return f"Textual {version} {self.problem()} (used by {self.used_by})"


_ABSENT = object()


def _static(owner: object, name: str) -> object:
    """`owner.name` as defined (a module's name, a class's attribute, method or property),
    without running a property."""
    if isinstance(owner, type):
        for cls in owner.__mro__:
            if name in cls.__dict__:
                return cls.__dict__[name]
        return _ABSENT
    return getattr(owner, name, _ABSENT)


def _init_names(owner: object) -> set[str]:
    """The attribute names the `__init__`s of `owner` (a class) and its bases set or read:
    an instance attribute Textual sets up there is found without making an instance."""
    names: set[str] = set()
    for cls in getattr(owner, "__mro__", ()):
        code = getattr(cls.__dict__.get("__init__"), "__code__", None)
        if code is not None:
            names.update(code.co_names)
    return names


#: every private name this package relies on, as looked up at import
RELIED_ON: list[Private] = []


def needs(used_by: str, *wanted: tuple[object, str, Kind] | tuple[object, str, Kind, int],
          override: bool = False) -> bool:
    """Record the private names `used_by` relies on; whether all are here with their kind
    (and, for an `override` of Textual's own steps, whether this Textual was tested)."""
    ok = True
    for spec in wanted:
        private = Private(spec[0], spec[1], spec[2], used_by,
                          spec[3] if len(spec) > 3 else None)
        RELIED_ON.append(private)
        ok = ok and private.problem() is None
    return ok and not STOCK and (TESTED or not override)


def stock_unless(usable: bool, cls: type, *names: str) -> None:
    """Take the overrides `names` off `cls` unless `usable`: Textual's own steps stand."""
    if not usable:
        for name in names:
            if name in cls.__dict__:
                delattr(cls, name)


# -- the event clock ------------------------------------------------------------------------

_EVENT_TIME = needs("engine.tui.textual_compat.event_time",
                    (_time, "get_time", "callable", 0))
_STOCK_CLOCK: Callable[[], float] = time.perf_counter if sys.platform == "win32" \
    else time.monotonic
_clock: Callable[[], float] = _time.get_time if _EVENT_TIME else _STOCK_CLOCK


def event_time() -> float:
    """Now, on the clock Textual stamps every event with (`Key.time`): `textual._time.
    get_time`. Without it: the clock it was (monotonic; perf_counter on Windows)."""
    return _clock()


# -- who is running -------------------------------------------------------------------------

_ACTIVE_PUMP = needs("engine.tui.textual_compat.active_pump",
                     (_context, "active_message_pump", "attribute"))


def active_pump() -> MessagePump | None:
    """The app or widget whose code runs now: `textual._context.active_message_pump`.
    Without it: None, as when nothing runs (the caller takes it for the app itself)."""
    if not _ACTIVE_PUMP:
        return None
    return _context.active_message_pump.get(None)


# -- bindings -------------------------------------------------------------------------------

_OWN_BINDINGS = needs("engine.tui.textual_compat.binds_key",
                      (DOMNode, "_bindings", "instance attribute"))


def binds_key(widget: Widget, key: str) -> bool:
    """Whether `widget` has a binding of its own for `key`: `DOMNode._bindings`. Without
    it: whether the binding the screen finds active for `key` is the widget's (slower:
    the whole chain of bindings is gathered)."""
    if _OWN_BINDINGS:
        return key in widget._bindings.key_to_bindings
    active = widget.screen.active_bindings.get(key)
    return active is not None and active.node is widget


_CHECK_BINDINGS = needs("engine.tui.textual_compat.run_app_binding",
                        (App, "_check_bindings", "callable", 3))


async def run_app_binding(app: App[Any], key: str) -> bool:
    """Run the binding the app finds for `key` (the focused widget's, its screen's, the
    app's), as it does once the key has bubbled up to it: `App._check_bindings`. Without
    it: False (nothing run, the key goes Textual's way)."""
    if not _CHECK_BINDINGS:
        return False
    return await app._check_bindings(key)


# -- drawing ----------------------------------------------------------------------------------

_BATCHING = needs("engine.tui.textual_compat.is_batching",
                  (App, "_batch_count", "instance attribute"))


def is_batching(app: App[Any]) -> bool:
    """Whether the app is inside `batch_update` (what it draws now is not a frame yet):
    `App._batch_count`. Without it: False."""
    return bool(app._batch_count) if _BATCHING else False


_SUBTITLE = needs("engine.tui.textual_compat.set_border_subtitle_in_layout",
                  (Widget, "_border_subtitle", "instance attribute"),
                  (Widget, "_styles_cache", "instance attribute"),
                  (Screen, "_compositor", "instance attribute"))


def set_border_subtitle_in_layout(widget: Widget, subtitle: Content | None) -> None:
    """Set the border's subtitle while the screen lays out, drawn in that layout's frame:
    the `border_subtitle` reactive would ask for a frame of its own. Uses
    `Widget._border_subtitle`, `Widget._styles_cache` and `Screen._compositor`. Without
    them: the reactive (one frame more)."""
    if not _SUBTITLE:
        widget.border_subtitle = subtitle
        return
    widget._border_subtitle = subtitle
    widget._styles_cache.clear()
    widget.screen._compositor.update_widgets({widget})


# -- notifications ----------------------------------------------------------------------------

_NOTES = needs("engine.tui.textual_compat.notes_shown",
               (App, "_notifications", "instance attribute"))


def notes_shown(app: App[Any]) -> Iterable[Notification]:
    """The notifications still on screen: `App._notifications`. Without it: none (a note
    repeated is shown again, as Textual does)."""
    return app._notifications if _NOTES else ()


# -- frames -----------------------------------------------------------------------------------

_FRAMES = needs("engine.tui.textual_compat.each_frame",
                (App, "_display", "callable", 3),
                (App, "_batch_count", "instance attribute"))


def each_frame(app: App[Any], drawn: Callable[[Screen[Any]], None], *,
               before: bool = False) -> bool:
    """Have `drawn(screen)` called for every frame the app draws (an update of a screen
    outside a batch), after it is drawn, or `before`: every update passes through
    `App._display`, headless or not, which this wraps on the app. Without it: called once
    for each screen that comes to the top, after its next refresh (about its first frame),
    and False is returned (frames are not seen one by one)."""
    if not _FRAMES:
        def changed(screen: Screen[Any]) -> None:
            screen.call_after_refresh(drawn, screen)

        def watch() -> None:  # (a signal takes subscribers once the app runs)
            app.screen_change_signal.subscribe(app, changed)
            if app.screen_stack:
                changed(app.screen)

        if app.is_running:
            watch()
        else:
            app.call_next(watch)
        return False
    draw = app._display

    def display(screen: Screen[Any], update: Any) -> None:
        frame = update is not None and not app._batch_count
        if frame and before:
            drawn(screen)
        draw(screen, update)
        if frame and not before:
            drawn(screen)

    app._display = display  # type: ignore[method-assign,assignment]
    return True


# -- waiting for the screen (bench) -----------------------------------------------------------

_SCREEN_WORK = needs("engine.tui.textual_compat.screen_has_work",
                     *((Screen, name, "instance attribute") for name in (
                         "_layout_required", "_scroll_required", "_repaint_required",
                         "_recompose_required", "_dirty_widgets", "_callbacks")),
                     (Screen, "_on_timer_update", "callable", 1))


def screen_has_work(screen: Screen[Any]) -> bool:
    """Whether the screen still has something to lay out, draw or call after drawing:
    its `_layout_required`, `_scroll_required`, `_repaint_required`,
    `_recompose_required`, `_dirty_widgets` and `_callbacks`. Without them: False (a
    caller waiting for it waits for the CPU to go quiet only)."""
    if not _SCREEN_WORK:
        return False
    return bool(screen._layout_required or screen._scroll_required
                or screen._repaint_required or screen._recompose_required
                or screen._dirty_widgets or screen._callbacks)


def update_screen_now(screen: Screen[Any]) -> None:
    """Draw what the screen has to draw now, not at the next tick of its 60 Hz timer:
    `Screen._on_timer_update`. Without it: nothing (the timer draws it)."""
    if _SCREEN_WORK:
        screen._on_timer_update()
