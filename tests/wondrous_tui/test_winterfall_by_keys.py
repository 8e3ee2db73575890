"""A whole Winterfall game played by key presses, as two people at one keyboard would:
its events pass the keyboard to each player in turn, and the final scores count the
projects first."""

from __future__ import annotations

import pytest

from engine.core import RandomAgent
from engine.tui.pass_screen import PassScreen
from tests.tui.screen import play_by_keys, screen_text
from tests.wondrous_tui.test_app import SIZE, config, settle
from wondrous_tui.app import make_app


@pytest.mark.slow
async def test_a_whole_winterfall_game_by_keys_to_the_final_scores():
    winter = config(seed=5).replace(modules=("winterfall",))
    app = make_app(winter, resume=False, autosave=False)
    seen: set[str] = set()

    async def note(app, pilot) -> None:  # the decisions the Winterfall events asked
        prompt = app.game.prompt
        if prompt is not None and not isinstance(app.screen, PassScreen):
            seen.add(prompt.kind)

    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await play_by_keys(app, pilot, RandomAgent(5), visit=note)
        assert app.game.is_over
        scores = screen_text(app)
        assert "projects" in scores.lower()
    assert seen & {"snowfield", "mountain-tile", "blizzard-type", "aurora-tile"}
