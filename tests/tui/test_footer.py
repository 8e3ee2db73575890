"""The footer: one line of keys, redrawn (never laid out again) when a key comes, goes, is
greyed or lit; a click presses a key; hovering one says what it does."""

from __future__ import annotations

from engine.tui.footer import KeyFooter
from engine.tui.game_screen import GameScreen
from tests.tinygame.app import make_app
from tests.tinygame.rules import config
from tests.tui.screen import lift, press_option

SIZE = (120, 36)


def footer(app) -> KeyFooter:
    screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
    return screen.query_one(KeyFooter)


def entry(app, description: str):
    return next(e for e in footer(app).entries if e.description == description)


def line(app) -> str:
    return footer(app).render().plain


async def test_a_choice_lights_undo_in_the_same_line():
    app = make_app(config(seed=7), autosave=False, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift(pilot, "space")
        bar = footer(app)
        assert not entry(app, "Undo").enabled  # nothing to take back yet
        assert line(app).startswith(" ^z Undo  ^s Save")
        assert line(app).rstrip().endswith("▏^p palette")
        assert len(line(app)) == SIZE[0]
        await press_option(pilot, app.game.prompt.enabled[0].id)
        await pilot.pause()
        assert entry(app, "Undo").enabled
        assert footer(app) is bar and not bar.children  # one line, no key widgets


async def test_clicking_a_key_presses_it_and_a_greyed_one_only_rings(monkeypatch):
    app = make_app(config(seed=7), autosave=False, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift(pilot, "space")
        bells: list[int] = []
        monkeypatch.setattr(app, "bell", lambda: bells.append(1))
        bar = footer(app)
        undo = next(start for start, _end, e in bar._spans if e.description == "Undo")
        await pilot.click(KeyFooter, offset=(undo + 1, 0))
        assert bells == [1] and app.game.choices == []
        help_at = next(start for start, _end, e in bar._spans if e.description == "Help")
        await pilot.click(KeyFooter, offset=(help_at + 1, 0))
        await pilot.pause()
        assert type(app.screen).__name__ == "HelpScreen"


async def test_hovering_a_key_shows_what_it_does():
    app = make_app(config(seed=7), autosave=False, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift(pilot, "space")
        bar = footer(app)
        for description in ("Save", "palette"):
            start = next(s for s, _end, e in bar._spans if e.description == description)
            await pilot.hover(KeyFooter, offset=(start + 1, 0))
            assert bar.tooltip and bar.tooltip == entry_or_palette(app, description).tooltip


def entry_or_palette(app, description: str):
    bar = footer(app)
    return bar.palette if description == "palette" else entry(app, description)
