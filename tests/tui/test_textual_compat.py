"""Textual's private names are used in one package only, each still there in the Textual
installed, and what uses one falls back to Textual's stock behaviour without it."""

from __future__ import annotations

import importlib
import os
import pkgutil
import re
import subprocess
import sys
import textwrap
import time
import tomllib

import textual
from textual import _context, _time
from textual.app import App, ComposeResult
from textual.drivers.web_driver import WebDriver
from textual.screen import Screen
from textual.widgets import Input, OptionList, RichLog, Static

import engine.tui.textual_compat as compat
from engine.tui.textual_compat import Private
from tests.tui.textual_privates import ROOT, CodeBase, Source, scan


def all_relied_on() -> list[Private]:
    """Every private name the package relies on (each module records its own at import)."""
    for module in pkgutil.iter_modules(compat.__path__, f"{compat.__name__}."):
        importlib.import_module(module.name)
    return list(compat.RELIED_ON)


# -- (a) each private name relied on is in the Textual installed ---------------------------


def test_every_private_name_relied_on_is_still_there():
    problems = [private.message() for private in all_relied_on() if private.problem()]
    assert not problems, "\n".join(problems)


def test_the_tested_range_is_pyprojects_pin():
    pin = next(dep for dep in tomllib.loads((ROOT / "pyproject.toml").read_text())
               ["project"]["dependencies"] if dep.startswith("textual"))
    low, high = re.fullmatch(r"textual>=([\d.]+),<([\d.]+)", pin).groups()  # type: ignore[union-attr]
    as_tuple = lambda text: tuple(int(p) for p in text.split("."))  # noqa: E731
    assert (compat.TESTED_FROM, compat.TESTED_BELOW[:len(as_tuple(high))]) == \
        (as_tuple(low), as_tuple(high))
    assert compat.VERSION is not None and compat.VERSION[:3] == \
        tuple(int(p) for p in textual.__version__.split(".")[:3])
    assert compat.TESTED


async def test_instance_attributes_relied_on_are_set_on_live_widgets(monkeypatch):
    """The names found in Textual's `__init__`s are there on a running app's objects (and
    on a web driver, made on a pipe: a browser tab's, for the front door's hand-over)."""

    class Live(App[None]):
        def compose(self) -> ComposeResult:
            yield OptionList("one", "two")
            yield RichLog()
            yield Input()

    app = Live()
    async with app.run_test() as pilot:
        await pilot.pause()
        options = app.query_one(OptionList)
        live = [app, app.screen, app.screen._compositor, options,
                options.get_option_at_index(0), app.query_one(RichLog), app.query_one(Input),
                _web_driver(app, monkeypatch)]
        for private in all_relied_on():
            if private.kind != "instance attribute":
                continue
            found = [obj for obj in live if isinstance(obj, private.owner)]  # type: ignore[arg-type]
            assert found, f"no live {private.where} to look at"
            assert all(hasattr(obj, private.name) for obj in found), private.message()


def _web_driver(app: App[None], monkeypatch) -> WebDriver:
    """A web driver, not started, reading a pipe (it selects on stdin when made)."""
    read, write = os.pipe()
    stdin = os.fdopen(read, "rb")
    monkeypatch.setattr(sys, "__stdin__", stdin)
    driver = WebDriver(app)
    stdin.close()
    os.close(write)
    return driver


def test_a_name_gone_is_named_in_a_plain_sentence(monkeypatch):
    monkeypatch.delattr(_time, "get_time")
    private = next(p for p in all_relied_on() if p.name == "get_time")
    version = ".".join(map(str, compat.VERSION or ()))
    assert private.message() == (f"Textual {version} no longer has textual._time.get_time "
                                 "(used by engine.tui.textual_compat.event_time)")
    assert not compat.needs("a test", (_time, "get_time", "callable", 0))


def test_a_method_that_takes_other_parameters_is_named(monkeypatch):
    async def _check_bindings(self, key, priority, more):  # type: ignore[no-untyped-def]
        return False

    monkeypatch.setattr(App, "_check_bindings", _check_bindings)
    private = next(p for p in all_relied_on() if p.name == "_check_bindings")
    assert "has textual.app.App._check_bindings with 4 parameters, not 3" in private.message()


def test_an_override_is_turned_off_on_a_textual_not_tested(monkeypatch):
    monkeypatch.setattr(compat, "TESTED", False)
    assert compat.needs("a test", (_time, "get_time", "callable", 0))
    assert not compat.needs("a test", (_time, "get_time", "callable", 0), override=True)


# -- (b) no private Textual name outside the package -----------------------------------------

SNIPPET = '''
from textual._time import get_time
from textual.widgets._option_list import OptionListContent
from textual.widgets import _private_thing
import textual._context
from textual.screen import Screen
from textual.widgets import OptionList


class Ours:
    def __init__(self):
        self._mine = 1

    def _helper(self):
        return self._mine


class Drawn(Screen):
    def _refresh_layout(self, size=None, scroll=False):
        self._compositor.update_widgets(set())
        return super()._refresh_layout(size, scroll)


class Listed(OptionList):
    def __init__(self):
        super().__init__()
        self._kept = {}

    def read(self, app):
        return self._kept, self._line_cache, getattr(app, "_batch_count"), Ours()._helper()
'''


def test_the_scanner_finds_each_kind_of_private_use():
    found = {(f.line, f.what) for f in CodeBase([Source.of(SNIPPET)]).findings(
        Source.of(SNIPPET))}
    assert found == {
        (2, "from textual._time import ..."),
        (3, "from textual.widgets._option_list import ..."),
        (4, "from textual.widgets import _private_thing"),
        (5, "import textual._context"),
        (19, "Drawn._refresh_layout overrides Textual's"),
        (20, "self._compositor"),
        (21, "self._refresh_layout"),
        (30, "self._line_cache"),
        (30, 'getattr(..., "_batch_count")'),
    }


def test_no_private_textual_name_outside_the_compat_package():
    found = scan()
    assert not found, "private Textual names outside engine/tui/textual_compat:\n" + \
        "\n".join(map(str, found))


# -- (c) without a private name, Textual's stock behaviour -----------------------------------


def test_event_time_is_textuals_clock_and_its_stock_clock():
    assert abs(compat.event_time() - _time.get_time()) < 0.5
    assert abs(compat._STOCK_CLOCK() - _time.get_time()) < 0.5  # (monotonic, as Textual's)


def test_active_pump_without_the_context_variable(monkeypatch):
    monkeypatch.delattr(_context, "active_message_pump")
    monkeypatch.setattr(compat, "_ACTIVE_PUMP", False)
    assert compat.active_pump() is None  # as when nothing runs: taken for the app


class Boxed(App[None]):
    def compose(self) -> ComposeResult:
        yield Input(id="box")
        yield Static("text", id="text")


async def test_fallbacks_do_textuals_stock_job(monkeypatch):
    app = Boxed()
    async with app.run_test() as pilot:
        await pilot.pause()
        box, text = app.query_one(Input), app.query_one(Static)
        # binds_key: the widget's own bindings, read from its screen's active ones
        mine = compat.binds_key(box, "backspace"), compat.binds_key(text, "backspace")
        monkeypatch.setattr(compat, "_OWN_BINDINGS", False)
        assert (compat.binds_key(box, "backspace"),
                compat.binds_key(text, "backspace")) == mine == (True, False)
        # the subtitle set through the reactive
        monkeypatch.setattr(compat, "_SUBTITLE", False)
        compat.set_border_subtitle_in_layout(text, None)
        assert text.border_subtitle is None
        # nothing batched, no notes, no frames watched, no work known
        for flag in ("_BATCHING", "_NOTES", "_FRAMES", "_SCREEN_WORK", "_CHECK_BINDINGS"):
            monkeypatch.setattr(compat, flag, False)
        app.notify("a note")
        assert not compat.is_batching(app) and list(compat.notes_shown(app)) == []
        tops: list[object] = []
        assert compat.each_frame(app, tops.append) is False  # the top screen, once drawn
        await app.push_screen(Screen())
        await pilot.pause()
        await pilot.pause()
        assert tops[-1] is app.screen
        assert not compat.screen_has_work(app.screen)
        compat.update_screen_now(app.screen)
        assert await compat.run_app_binding(app, "tab") is False


async def test_each_frame_sees_the_frames_drawn():
    app = Boxed()
    drawn: list[object] = []
    async with app.run_test() as pilot:
        assert compat.each_frame(app, drawn.append)
        app.query_one(Static).update("changed")
        await pilot.pause()
        await pilot.pause()
        assert app.screen in drawn


STOCK_GAME = """
import asyncio
from engine.core import RandomAgent
from engine.tui import textual_compat
from engine.tui.pass_screen import PassScreen
from tests.tinygame.app import make_app
from tests.tinygame.rules import config
from tests.tui.screen import lift, press_option

assert textual_compat.STOCK and not textual_compat.needs("x")

async def main():
    app = make_app(config(players=2, seed=11), resume=False)
    agent = RandomAgent(5)
    async with app.run_test(size=(120, 36)) as pilot:
        for _ in range(12):
            await pilot.pause()
            await pilot.pause()
            if isinstance(app.screen, PassScreen):
                await lift(pilot, "enter")
                continue
            before = len(app.game.choices)
            await press_option(pilot, agent.pick(app.game.prompt))
            for _ in range(20):
                await pilot.pause()
                if len(app.game.choices) > before:
                    break
            assert len(app.game.choices) == before + 1, "a key did not answer"
    print("played")

asyncio.run(main())
"""


def test_a_game_plays_on_stock_textual():
    """With every private name turned off (as a Textual without them would), the app
    still plays by keys: slower or plainer, never broken."""
    env = {**os.environ, "BESTIARY_STOCK_TEXTUAL": "1"}  # (BESTIARY_HOME: the test's own)
    started = time.monotonic()
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(STOCK_GAME)], cwd=ROOT,
                         env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-3000:]
    assert "played" in out.stdout
    assert time.monotonic() - started < 120
