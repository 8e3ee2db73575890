"""Winterfall solo in the app: the Tingent tab shows its snowflakes, its project tallies
with its level's bonus and the Eggpocalypse eggs on its board, and a whole Winterfall solo
game is played by key presses to the final scores."""

from __future__ import annotations

import pytest

from engine.core import RandomAgent
from tests.tui.screen import play_by_keys, screen_text
from tests.wondrous_tui.test_app import settle
from wondrous_tui.app import make_app
from wondrous_tui.sim_command import solo_config

SIZE = (150, 45)


def winter_solo(level: str, scenarios: dict[str, str], seed: int):  # type: ignore[no-untyped-def]
    config = solo_config(level, scenarios, seed, modules=("winterfall",))
    return make_app(config, resume=False, autosave=False)


async def test_the_tingent_tab_shows_its_winter_parts():
    app = winter_solo("nightmare", {"eggpocalypse": "hard"}, 6)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f4")
        await settle(pilot)
        text = screen_text(app)
        assert "Nightmare Tingent" in text
        assert "Board: [>1Y] [2Y:S]" in text  # the tracker is marked without colour too
        assert "Snowflakes: 0. Projects (its species tallies include +4 for its level)" in text
        solo = app.game.state.solo
        first = min(solo.board_eggs)
        assert f"Eggs waiting on board space {first + 1}: " in text


@pytest.mark.slow
async def test_a_whole_winterfall_solo_game_by_keys_to_the_final_scores():
    app = winter_solo("wild", {"double": "hard"}, 8)
    agent = RandomAgent(8)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await play_by_keys(app, pilot, agent, passes=False)  # solo play needs no pass screen
        result = app.game.result()
        tingent = next(s for s in result.scores if s.name == "Tingent")
        assert list(tingent.breakdown)[:2] == ["during the game", "projects"]
        assert tingent.total == sum(tingent.breakdown.values())
        assert app.rules.invariants(app.game.state) == []
        told = [e.text for e in app.game.events if e.kind == "tingent"]
        assert any("aurora" in line for line in told)  # its winter steps were told
