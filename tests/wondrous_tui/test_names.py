"""Text people type stays text: names that look like markup, wide signs and the longest
allowed name pass through every screen of a whole game and show as typed."""

from __future__ import annotations

import pytest
from textual.command import CommandPalette
from textual.widgets import Checkbox, Input

from engine.core import RandomAgent
from engine.tui.pass_screen import PassScreen
from engine.tui.save_screens import LoadScreen, SaveScreen
from engine.tui.screens import ConfirmScreen, HelpScreen
from engine.wondrous.setup import LEARNING_TROPHIES
from tests.tui.screen import play_by_keys, screen_text
from tests.wondrous_tui.test_app import SIZE, settle
from wondrous_tui.app import GameScreen, make_app
from wondrous_tui.new_game import NewGameScreen

NAMES = ("[/b]Eve", "[link=http://x]Zed", "李小龍🐉", "Wilhelmina Abernathy-Cox")
SEED = 8


async def fill_in_names(app, pilot) -> None:
    """Four players, their names typed key by key; a learning game, so it ends sooner."""
    form = app.screen
    assert isinstance(form, NewGameScreen)
    form.query_one("#players").value = 4
    form.query_one(f"#switch-{LEARNING_TROPHIES}", Checkbox).value = True
    await settle(pilot)
    for i, name in enumerate(NAMES):
        box = form.query_one(f"#name-{i}", Input)
        box.focus()
        box.clear()
        await pilot.press(*name)
        assert box.value == name


class Tour:
    """Checks each screen as the game goes by, and once takes a detour through help, the
    command palette, saving and loading."""

    def __init__(self) -> None:
        self.covers = 0
        self.seen_deciding: set[str] = set()
        self.detoured = False

    async def visit(self, app, pilot) -> None:
        if isinstance(app.screen, PassScreen):
            self.covers += 1
            name = app.game.config.seat_name(app.game.prompt.seat)
            assert f"Pass the keyboard to {name}." in screen_text(app)
            return
        if not isinstance(app.screen, GameScreen) or app._paced:
            return
        name = app.game.config.seat_name(app.game.prompt.seat)
        if name not in self.seen_deciding:  # each player's first decision on screen
            self.seen_deciding.add(name)
            assert f"Decision: {name}" in screen_text(app)
        if not self.detoured and app.game.prompt.kind == "turn" and len(self.seen_deciding) == 4:
            self.detoured = True
            await self.help_and_palette(app, pilot, name)
            await self.save_and_load(app, pilot, name)

    async def help_and_palette(self, app, pilot, name: str) -> None:
        await pilot.press("f1")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await settle(pilot)
        await pilot.press("ctrl+p")
        await pilot.pause(0.3)
        assert isinstance(app.screen, CommandPalette)
        assert f"{name}: your turn." in screen_text(app)  # the instruction under each option
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)

    async def save_and_load(self, app, pilot, name: str) -> None:
        saved = app.game.state_hash()
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, SaveScreen)
        await pilot.press(*"[b]night", "enter")
        await settle(pilot)
        assert "Saved as b-night." in [n.message for n in app._notifications]
        await pilot.press("ctrl+o")
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen)
        assert f"{name} to decide" in screen_text(app)  # the save's summary
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        assert "Load b-night?" in screen_text(app)
        await pilot.press("y")
        await settle(pilot)
        assert app.game.state_hash() == saved
        assert isinstance(app.screen, PassScreen)  # the driver lifts it next


@pytest.mark.slow
async def test_names_people_typed_stay_as_typed_through_a_whole_game():
    assert len(NAMES[3]) == 24  # the longest name a seat may have
    app = make_app(None, seed=SEED, resume=False)
    tour = Tour()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await fill_in_names(app, pilot)
        form = screen_text(app)
        assert "[/b]Eve" in form and "李小龍🐉" in form  # the boxes show the short ones whole
        app.screen.query_one("#start").focus()  # Enter in a name box moves on; Start starts
        await pilot.press("enter")
        await settle(pilot)
        assert [s.name for s in app.game.config.seats] == list(NAMES)
        # by keys until every player has decided, the detour is taken and the keyboard has
        # gone round twice; the rest at once, then the final scores
        await play_by_keys(app, pilot, RandomAgent(SEED), visit=tour.visit,
                           enough=lambda: tour.detoured and tour.covers >= 8)
        scores = screen_text(app).splitlines()
        header = next(line for line in scores if "Category" in line)
        for name in NAMES:  # whole, in the table's head and beside its bar
            assert name in header
            assert any(line.strip(" │").startswith(f"{name} #") for line in scores)
    assert tour.detoured and tour.covers >= 8
    assert tour.seen_deciding == set(NAMES)
