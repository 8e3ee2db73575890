"""The footer keeps its key widgets while the keys stay the same, and greys a key in place."""

from __future__ import annotations

from textual.widgets._footer import FooterKey

from engine.tui.app import GameScreen
from engine.tui.footer import KeyFooter
from tests.tinygame.app import make_app
from tests.tinygame.rules import config
from tests.tui.screen import lift, press_option

SIZE = (120, 36)


def footer_keys(app) -> dict[str, FooterKey]:
    screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
    return {key.action: key for key in screen.query_one(KeyFooter).query(FooterKey)}


async def test_a_choice_keeps_the_footer_and_lights_undo_in_place():
    app = make_app(config(seed=7), autosave=False, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift(pilot, "space")
        before = footer_keys(app)
        assert before["app.undo"].has_class("-disabled")  # nothing to take back yet
        await press_option(pilot, app.game.prompt.enabled[0].id)
        await pilot.pause()
        after = footer_keys(app)
        assert all(after[action] is key for action, key in before.items())  # not rebuilt
        assert not after["app.undo"].has_class("-disabled")


async def test_the_footer_under_a_pass_screen_is_the_same_once_lifted():
    """Two seats share the keyboard: after the cover goes, the footer is not rebuilt."""
    app = make_app(config(seed=7), autosave=False, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift(pilot, "space")
        shown = footer_keys(app)
        for _ in range(20):  # play on until the other seat's cover has come and gone
            seat = app.game.prompt.seat
            await press_option(pilot, app.game.prompt.enabled[-1].id)
            await pilot.pause()
            if not isinstance(app.screen, GameScreen):
                await lift(pilot, "space")
                await pilot.pause()
            if app.game.prompt.seat != seat:
                break
        assert app.game.prompt.seat != seat
        again = footer_keys(app)
        assert set(again) == set(shown)
        assert all(again[action] is shown[action] for action in shown if action != "app.undo")
