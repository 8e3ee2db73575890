"""A key press is drawn in one frame: the table's changes, its log's new line and its new
options with their scrollbars, not a second frame a sixtieth of a second later."""

from __future__ import annotations

from engine.tui.app import GameScreen
from engine.tui.bench import settled
from tests.tinygame.app import make_app
from tests.tinygame.rules import config
from tests.tui.screen import lift, press_option

SIZE = (120, 36)


def count_frames(app) -> list[int]:
    frames: list[int] = []
    draw = app._display

    def display(screen, update):
        if update is not None and not app._batch_count:
            frames.append(1)
        draw(screen, update)

    app._display = display
    return frames


async def test_a_choice_is_drawn_in_one_frame():
    app = make_app(config(seed=7), autosave=False, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift(pilot, "space")
        frames = count_frames(app)
        drawn = []
        for _ in range(6):  # choices that write to the log and change the options
            if not isinstance(app.screen, GameScreen):
                break
            frames.clear()
            await press_option(pilot, app.game.prompt.enabled[0].id)
            await settled(app)
            if isinstance(app.screen, GameScreen):  # (not the key that passes the keyboard)
                drawn.append(len(frames))
        assert drawn and all(n == 1 for n in drawn), drawn
