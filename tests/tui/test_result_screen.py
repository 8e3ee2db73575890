"""The final scores answer the commands the table does: Ctrl+O loads a save, Ctrl+S saves,
F1 opens help (they were the table screen's alone, and did nothing here)."""

from __future__ import annotations

from engine.core import RandomAgent
from engine.core.paths import saves_dir
from engine.tui.result_screen import ResultScreen
from engine.tui.save_screens import LoadScreen, SaveScreen
from engine.tui.screens import HelpScreen
from tests.tinygame.app import make_app
from tests.tinygame.rules import config
from tests.tui.screen import lift_cover, screen_text

SIZE = (120, 36)


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.pause()


async def test_ctrl_o_on_the_final_scores_loads_a_save_and_ctrl_s_saves():
    app = make_app(config(players=2, seed=3), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await lift_cover(pilot)
        await pilot.press("1")
        await settle(pilot)
        app.action_save()
        await settle(pilot)
        await pilot.press(*"mid", "enter")
        await settle(pilot)
        mid = len(app.game.choices)
        agent = RandomAgent(6)
        while app.game.prompt is not None:  # on to the end
            app.game.choose(agent.pick(app.game.prompt))
        app._after_choice()
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
        footer = screen_text(app).splitlines()[-1]
        assert "^o Load" in footer and "^s Save" in footer and "f1 Help" in footer
        await pilot.press("ctrl+s")  # the finished game, kept under a name
        await settle(pilot)
        assert isinstance(app.screen, SaveScreen)
        await pilot.press(*"done", "enter")
        await settle(pilot)
        assert (saves_dir("pebbles") / "done.json").exists()
        await pilot.press("f1")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
        await pilot.press("ctrl+o")
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen)
        saves = app.screen.query_one("#saves")
        saves.highlighted = next(i for i in range(saves.option_count)
                                 if saves.get_option_at_index(i).id.endswith("mid.json"))
        await pilot.press("enter")
        await settle(pilot)
        assert not app.game.is_over and len(app.game.choices) == mid  # the save, on the table
        assert not isinstance(app.screen, ResultScreen)
