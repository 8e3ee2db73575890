"""Snapshots of the Cryptic Nature screens (update: pytest --snapshot-update)."""

from __future__ import annotations

import pytest

from cryptic_tui.app import make_app
from engine.core import RandomAgent
from engine.cryptic.solo.seats import solo_config
from engine.tui.bench import settled
from engine.tui.pass_screen import PassScreen
from tests.cryptic_tui.test_app import config
from tests.tui.screen import finish, lift_cover, open_help, press_option

SIZE = (120, 40)


def test_new_game_screen(snap_compare):
    assert snap_compare(make_app(None, seed=3, resume=False, autosave=False),
                        terminal_size=SIZE)


async def mid_game(pilot):
    """Random choices into the second round, then the table at a player's turn."""
    app = pilot.app
    agent = RandomAgent(4)
    while app.game.view(0).round < 2 or app.game.prompt.kind != "turn":
        app.game.choose(agent.pick(app.game.prompt))
    app._after_choice()
    await lift_cover(pilot)  # the first decision's cover; the table then moves on
    if isinstance(app.screen, PassScreen):  # to the player whose turn it is
        await pilot.press("space", "wait:300")


async def placing(pilot):
    """A terrain tile being placed: the sanctuary with the tile under the cursor."""
    app = pilot.app
    agent = RandomAgent(4)
    while app.game.prompt.kind != "construction-spot":
        app.game.choose(agent.pick(app.game.prompt))
    app._after_choice()
    await lift_cover(pilot)
    if isinstance(app.screen, PassScreen):
        await pilot.press("space", "wait:300")
    await pilot.press("f7", "right", "r", "wait:100")


SCREENS = {"game": (4, mid_game), "sanctuary": (4, placing), "help": (4, open_help),
           "final-scores": (6, finish)}


@pytest.mark.parametrize("screen", list(SCREENS))
def test_screens(snap_compare, screen):
    seed, run_before = SCREENS[screen]
    app = make_app(config(seed=seed), resume=False, autosave=False)
    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)


async def to_the_next_player(pilot):
    """The first player's setup by keys, up to the cover that passes the keyboard on."""
    await lift_cover(pilot)
    while not isinstance(pilot.app.screen, PassScreen):
        await press_option(pilot, pilot.app.game.prompt.enabled[0].id)
    await pilot.pause()


def test_pass_screen(snap_compare):
    app = make_app(config(seed=4), resume=False, autosave=False)
    assert snap_compare(app, terminal_size=SIZE, run_before=to_the_next_player)


# NO_COLOR turns on Textual's monochrome filter, which reads every segment's style.
@pytest.mark.parametrize("screen", ["game", "sanctuary", "final-scores"])
def test_screens_without_colour(snap_compare, monkeypatch, screen):
    seed, run_before = SCREENS[screen]
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(config(seed=seed), resume=False, autosave=False)
    assert app.no_color
    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)


async def poacher_tab(pilot):
    """Solo: random choices until the Poacher has used a line in both phases, his turn told
    at once, then his board in the F5 tab."""
    app = pilot.app
    agent = RandomAgent(3)
    while len(app.game.view(0).poacher.lines) < 2 or app.game.prompt.kind != "turn":
        app.game.choose(agent.pick(app.game.prompt))
    app._after_choice()
    await settled(app)  # a key answers only what has been drawn
    await pilot.press("space", "f5")
    await pilot.pause()


@pytest.mark.parametrize("no_color", [False, True])
def test_solo_table_with_the_poacher_tab(snap_compare, monkeypatch, no_color):
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(solo_config(3), resume=False, autosave=False)
    assert snap_compare(app, terminal_size=SIZE, run_before=poacher_tab)
