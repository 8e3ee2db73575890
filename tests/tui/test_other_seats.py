"""A turn that asks another seat (a card every player carries out): in hotseat the keyboard
passes to that seat behind the pass screen and comes back; undo never takes back another
seat's choice and says why."""

from __future__ import annotations

from engine.tui.pass_screen import PassScreen
from tests.core.broken_rules import AsksTheNext
from tests.tinygame.app import PebbleApp, pebble_book
from tests.tinygame.rules import config
from tests.tui.screen import lift, press_option

SIZE = (120, 36)


def notes(app) -> list[str]:  # type: ignore[no-untyped-def]
    return [n.message for n in app._notifications]


async def test_the_keyboard_goes_to_the_seat_asked_and_undo_keeps_the_others_choice():
    app = PebbleApp(AsksTheNext(), pebble_book(), config(players=2), autosave=False,
                    resume=False, ask_settings=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift(pilot, "space")
        assert app.game.prompt.seat == 0
        await press_option(pilot, "a")
        await pilot.pause()
        assert isinstance(app.screen, PassScreen)  # Player 2 is asked within the turn
        await lift(pilot, "space")
        assert app.viewer == 1 and app.game.prompt.seat == 1
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert notes(app)[-1] == "The last choice was Player 1's: Player 2 cannot take it back."
        assert len(app.game.choices) == 1
        await press_option(pilot, "b")
        await pilot.pause()
        await pilot.press("ctrl+z")  # Player 2 takes back Player 2's own choice
        await pilot.pause()
        assert len(app.game.choices) == 1 and app.game.prompt.seat == 1
        await press_option(pilot, "b")
        await press_option(pilot, "a")
        await pilot.pause()
        assert isinstance(app.screen, PassScreen)  # back to Player 1, whose turn it is
        await lift(pilot, "space")
        assert app.viewer == 0 and app.game.prompt.kind == "finish"
