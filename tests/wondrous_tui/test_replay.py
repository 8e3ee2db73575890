"""A finished Wondrous Creatures game watched again: the island and the table panels step
back and forth as a game rebuilt to each step shows them, every player's view, no colour."""

from __future__ import annotations

from engine.core import Game, RandomAgent
from engine.core.finished import keep_finished
from engine.tui.replay import ReplayList, ReplayLog, ReplayScreen, StepPanel
from engine.wondrous.rules import WondrousRules
from tests.tui.screen import lift, screen_text
from tests.wondrous_tui.test_app import SIZE, config
from wondrous_tui.app import make_app
from wondrous_tui.board import WondrousBoard

RULES = WondrousRules()


def finished(seed: int) -> Game:
    game = Game(RULES, config(seed=seed))
    agent = RandomAgent(seed)
    while game.prompt is not None:
        game.choose(agent.pick(game.prompt))
    return game


def rebuilt(game: Game, position: int) -> Game:
    fresh = Game(RULES, game.config)
    for choice in game.choices[:position]:
        fresh.choose(choice.option)
    return fresh


def assert_shows(app, game: Game, viewer: int) -> None:
    board = app.screen.query_one(WondrousBoard)
    assert board.view == game.view(viewer) and board.viewer == viewer
    log = app.screen.query_one(ReplayLog)
    assert " ".join(" ".join(log.lines).split()) == " ".join(
        " ".join(e.text for e in game.events).split())


async def test_a_wondrous_replay_steps_back_and_forth_in_every_view(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")  # an accessibility setting: it must draw without
    done = finished(seed=3)
    keep_finished(done, "Ada 40, Bram 38. Ada wins.")
    app = make_app(config(seed=5), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift(pilot)
        app.action_replays()
        await pilot.pause()
        assert isinstance(app.screen, ReplayList)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        await pilot.press(*["right"] * 12)
        await pilot.pause()
        assert_shows(app, rebuilt(done, 12), viewer=0)
        assert f"Step 12 of {len(done.choices)}" in screen_text(app)
        await pilot.press("pagedown", "pagedown", "left")
        await pilot.pause()
        position = app.screen.playback.position
        assert position > 12
        assert_shows(app, rebuilt(done, position), viewer=0)
        await pilot.press("v", "f3")  # Bram's view, his own panel
        await pilot.pause()
        assert_shows(app, rebuilt(done, position), viewer=1)
        assert "Bram" in str(app.screen.query_one("#tab-body").render())
        await pilot.press("end")
        await pilot.pause()
        assert_shows(app, done, viewer=1)
        assert "The end:" in app.screen.query_one(StepPanel).text.plain
        await pilot.press("pageup", "left")
        await pilot.pause()
        position = app.screen.playback.position
        assert_shows(app, rebuilt(done, position), viewer=1)
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, ReplayScreen)
        assert not app.game.is_over  # the table's game is its own


async def test_setup_choices_are_numbered_as_setup_and_the_turns_from_one():
    """The captains, the cards kept and the resources raised are the setup's eight turns
    (three players), not turns 1 to 8: the first player's turn is turn 1."""
    game = Game(RULES, config(seed=4, players=3))
    agent = RandomAgent(4)
    while game.prompt is not None:
        game.choose(agent.pick(game.prompt))
    keep_finished(game, "over")
    app = make_app(config(seed=5), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift(pilot)
        app.action_replays()
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)

        def told() -> str:
            return " ".join(screen.query_one(StepPanel).text.plain.split())

        await pilot.press("right")
        await pilot.pause()
        assert "Setup 1/8, Ada chose:" in told()
        first_turn = next(n for n in range(1, 40) if rebuilt(game, n).prompt.kind == "turn")
        await pilot.press(*["right"] * (first_turn - 1))
        await pilot.pause()
        assert "Setup 8/8, Bram chose" in told() or "Setup 8/8, Cleo chose" in told()
        assert "Next: Ada decides in turn 1" in told()
        await pilot.press("right")
        await pilot.pause()
        assert "Turn 1, Ada chose:" in told()
