"""Snapshots of the Wondrous Creatures screens (update: pytest --snapshot-update)."""

from __future__ import annotations

from engine.core import RandomAgent
from engine.tui.screens import PassScreen
from tests.wondrous_tui.test_app import config
from wondrous_tui.app import make_app

SIZE = (150, 45)
# a hotseat game opens behind the pass screen: a key lifts it, and keys right after it
# would count as the same burst
LIFT = ["space", "wait:300"]


def test_new_game_screen(snap_compare):
    assert snap_compare(make_app(None, seed=3, resume=False), terminal_size=SIZE)


def test_game_screen(snap_compare):
    async def mid_game(pilot):
        app = pilot.app
        agent = RandomAgent(4)
        for _ in range(120):
            app.game.choose(agent.pick(app.game.prompt))
        while app.game.prompt.kind != "turn":
            app.game.choose(agent.pick(app.game.prompt))
        await pilot.press(*LIFT)  # the cover of the first decision; the table shows the next
        await pilot.pause()
        if isinstance(app.screen, PassScreen):
            await pilot.press(*LIFT)
            await pilot.pause()

    app = make_app(config(seed=4), resume=False, autosave=False)
    assert snap_compare(app, terminal_size=SIZE, run_before=mid_game)


def test_help_screen(snap_compare):
    app = make_app(config(seed=4), resume=False, autosave=False)
    assert snap_compare(app, terminal_size=SIZE, press=[*LIFT, "f1"])


def test_pass_screen(snap_compare):
    app = make_app(config(seed=4), resume=False, autosave=False)
    assert snap_compare(app, terminal_size=SIZE, press=[*LIFT, "1"])


def test_final_scoring_screen(snap_compare):
    async def finish(pilot):
        app = pilot.app
        await pilot.press(*LIFT)
        agent = RandomAgent(6)
        while app.game.prompt is not None:
            app.game.choose(agent.pick(app.game.prompt))
        app._after_choice()
        await pilot.pause()

    app = make_app(config(seed=6), resume=False, autosave=False)
    assert snap_compare(app, terminal_size=SIZE, run_before=finish)


def test_achievements_tab(snap_compare):
    app = make_app(config(seed=4), resume=False, autosave=False)
    assert snap_compare(app, terminal_size=SIZE, press=[*LIFT, "f5"])


def test_solo_game_with_the_tingent_tab(snap_compare):
    """After some turns against Wild Tingent in the haze: Tingent's area on F4."""
    from wondrous_tui.sim_command import solo_config

    async def some_turns(pilot):
        app = pilot.app
        agent = RandomAgent(6)
        while app.game._state.turn < 12 or app.game.prompt.kind != "turn":
            app.game.choose(agent.pick(app.game.prompt))
        app._after_choice()
        await pilot.pause()
        await pilot.press("space", "f4")
        await pilot.pause()

    app = make_app(solo_config("wild", {"haze": "medium"}, 6), resume=False, autosave=False)
    assert snap_compare(app, terminal_size=SIZE, run_before=some_turns)
