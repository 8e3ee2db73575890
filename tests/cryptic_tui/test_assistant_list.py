"""The Assistant phase in Cryptic's tight layout, through the app: with more options than
the decision panel shows, its bottom line says how many are below and that e ends the
turn, and e does once the assistant has moved, at 120x40 and at 160x50."""

from __future__ import annotations

import pytest

from cryptic_tui.app import make_app
from engine.core import RandomAgent
from engine.cryptic.assistant import END
from engine.tui.pass_screen import PassScreen
from engine.tui.prompt_panel import PromptPanel
from tests.cryptic_tui.test_app import config
from tests.tui.screen import lift_cover, look_at_cover, screen_text


@pytest.mark.parametrize("size", [(120, 40), (160, 50)])
async def test_end_your_turn_is_on_e_and_the_list_says_what_is_below(size):
    app = make_app(config(seed=4), resume=False, autosave=False)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        agent = RandomAgent(4)
        game = app.game
        while game.prompt.kind != "assistant" or len(game.prompt.options) < 20:
            game.choose(agent.pick(game.prompt))
        app._after_choice()
        await lift_cover(pilot)
        if isinstance(app.screen, PassScreen):
            await pilot.press("space", "wait:300")
        await pilot.pause()
        assert not game.prompt.option(END).enabled, "the assistant moves first"
        await look_at_cover(pilot)  # a person reads before a key: not a key typed ahead
        await pilot.press("1")  # the required move: the assistant up
        await pilot.pause()
        assert game.prompt.kind == "assistant" and game.prompt.option(END).enabled
        panel = app.screen.query_one(PromptPanel)
        rows = screen_text(app).splitlines()
        shown = [row[panel.region.x:panel.region.right]
                 for row in rows[panel.region.y:panel.region.bottom]]
        assert not any("End your turn" in row for row in shown[:-1]), "below the fold"
        # the fixed key comes first: a narrow panel cuts the counts, not the way out
        assert "e: End your turn" in shown[-1] and "below" in shown[-1], shown[-1]
        seat, before = game.prompt.seat, len(game.choices)
        await look_at_cover(pilot)
        await pilot.press("e")
        await pilot.pause()
        assert game.choices[before].option == END and game.choices[before].seat == seat
