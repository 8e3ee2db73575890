"""Snapshots of the Wondrous Creatures screens (update: pytest --snapshot-update)."""

from __future__ import annotations

import pytest

from engine.core import RandomAgent
from engine.tui.pass_screen import PassScreen
from tests.tui.screen import finish, lift_cover, open_help
from tests.wondrous_tui.test_app import config
from wondrous_tui.app import make_app

SIZE = (150, 45)


def test_new_game_screen(snap_compare):
    assert snap_compare(make_app(None, seed=3, resume=False), terminal_size=SIZE)


async def mid_game(pilot):
    app = pilot.app
    agent = RandomAgent(4)
    for _ in range(120):
        app.game.choose(agent.pick(app.game.prompt))
    while app.game.prompt.kind != "turn":
        app.game.choose(agent.pick(app.game.prompt))
    await lift_cover(pilot)  # the first decision's cover; the table then moves on
    if isinstance(app.screen, PassScreen):  # to the other player's turn
        await pilot.press("space", "wait:300")


def test_game_screen(snap_compare):
    app = make_app(config(seed=4), resume=False, autosave=False)
    assert snap_compare(app, terminal_size=SIZE, run_before=mid_game)


def test_placing_on_the_four_player_side_at_the_smallest_size(snap_compare):
    """Side B at 120x40: the whole map and its legend; the hexes a captain may go to keep
    their colour, the first one picked and the habitats it touches are lit."""

    async def pick_a_first_hex(pilot):
        app = pilot.app
        agent = RandomAgent(4)
        while app.game.prompt.kind != "turn" or not any(
                o.id == "place" for o in app.game.prompt.enabled):
            app.game.choose(agent.pick(app.game.prompt))
        app.game.choose("place")
        app.game.choose(app.game.prompt.enabled[0].id)  # the first crew member offered
        app._after_choice()
        await lift_cover(pilot)
        board = app._board()
        board.map.cursor = sorted(board.selectable)[len(board.selectable) // 2]
        board.map.focus()
        await pilot.press("enter", "wait:100")

    app = make_app(config(seed=4, players=4), resume=False, autosave=False)
    assert snap_compare(app, terminal_size=(120, 40), run_before=pick_a_first_hex)


def test_help_screen(snap_compare):
    app = make_app(config(seed=4), resume=False, autosave=False)
    assert snap_compare(app, terminal_size=SIZE, run_before=open_help)


def test_pass_screen(snap_compare):
    app = make_app(config(seed=4), resume=False, autosave=False)
    assert snap_compare(app, terminal_size=SIZE, run_before=lift_cover, press=["1"])


def test_final_scoring_screen(snap_compare):
    app = make_app(config(seed=6), resume=False, autosave=False)
    assert snap_compare(app, terminal_size=SIZE, run_before=finish)


def test_achievements_tab(snap_compare):
    app = make_app(config(seed=4), resume=False, autosave=False)
    assert snap_compare(app, terminal_size=SIZE, run_before=lift_cover, press=["f5"])


def test_solo_game_with_the_tingent_tab(snap_compare):
    """After some turns against Wild Tingent in the haze: Tingent's area on F4."""
    from wondrous_tui.sim_command import solo_config

    async def some_turns(pilot):
        app = pilot.app
        agent = RandomAgent(6)
        while app.game.view(0).turn < 12 or app.game.prompt.kind != "turn":
            app.game.choose(agent.pick(app.game.prompt))
        app._after_choice()
        await pilot.pause()
        await pilot.press("space", "f4")
        await pilot.pause()

    app = make_app(solo_config("wild", {"haze": "medium"}, 6), resume=False, autosave=False)
    assert snap_compare(app, terminal_size=SIZE, run_before=some_turns)


# NO_COLOR (an accessibility setting) turns on Textual's monochrome filter, which reads
# the style of every segment drawn: the screens must draw, and read, without colour.
NO_COLOR_SCREENS = {"game": (4, mid_game), "help": (4, open_help), "final-scores": (6, finish)}


@pytest.mark.parametrize("screen", list(NO_COLOR_SCREENS))
def test_screens_without_colour(snap_compare, monkeypatch, screen):
    seed, run_before = NO_COLOR_SCREENS[screen]
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(config(seed=seed), resume=False, autosave=False)
    assert app.no_color
    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)


@pytest.mark.parametrize("no_color", [False, True], ids=["colour", "no-colour"])
def test_winterfall_table_at_the_smallest_size(snap_compare, monkeypatch, no_color):
    """A Winterfall table at 120x40: wild habitat, mountain tile, blizzards and aurora tiles
    on the map and in its legend, the snowfields over the Wilderness, the Projects tab."""
    from tests.wondrous_tui.winter_table import winter_app, wintry_table

    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    assert snap_compare(winter_app(), terminal_size=(120, 40), run_before=wintry_table)


def test_winterfall_projects_tab(snap_compare):
    from tests.wondrous_tui.winter_table import winter_app, wintry_table

    assert snap_compare(winter_app(), terminal_size=(120, 40), run_before=wintry_table,
                        press=["f7"])
