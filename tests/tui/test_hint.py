"""The hint key on Pebble Dice: it marks the option the normal bot would choose, with one
line of why, and chooses nothing; Escape cancels a hint being thought; only a person's own
decision gets one; the final scores say how many each player took; keys.json remaps it."""

from __future__ import annotations

import time

from engine.core import RandomAgent, SeatKind
from engine.tui.hint import hint_words
from engine.tui.prompt_panel import PromptPanel
from engine.tui.result_screen import ResultScreen
from tests.tinygame.app import make_app
from tests.tinygame.bots import PEBBLE_AGENTS, slow_agents
from tests.tinygame.rules import config
from tests.tui.screen import screen_text

SIZE = (120, 40)


def test_the_hint_names_the_option_once() -> None:
    assert hint_words("Roll", "Roll: +3 points") == "Roll: +3 points"
    assert hint_words("Roll", "3 points") == "Roll - 3 points"
    assert hint_words("Roll", "") == "Roll (the bot likes it best)"


def panel(app) -> PromptPanel:  # type: ignore[no-untyped-def]
    return app.screen.query_one(PromptPanel)


def hint_line(app) -> str:  # type: ignore[no-untyped-def]
    line = panel(app).query_one("#hint-line")
    return str(line.render()) if line.display else ""


def hint_workers(app) -> list:  # type: ignore[no-untyped-def]
    return [w for w in app.workers if w.group == "hint"]


async def wait_until(pilot, done, seconds: float = 5.0) -> None:  # type: ignore[no-untyped-def]
    until = time.monotonic() + seconds
    while not done() and time.monotonic() < until:
        await pilot.pause(0.02)
    assert done(), "it did not happen in time"


def alone(seed: int = 4, level: str = ""):  # type: ignore[no-untyped-def]
    """A person against a bot (of `level`; an automa when "")."""
    cfg = config(players=2, seed=seed)
    other = (cfg.seats[1].replace(kind=SeatKind.BOT, level=level) if level
             else cfg.seats[1].replace(kind=SeatKind.AUTOMA))
    return cfg.replace(seats=(cfg.seats[0], other))


async def test_the_hint_marks_an_option_with_why_chooses_nothing_and_is_counted() -> None:
    app = make_app(alone(), resume=False, autosave=False, agents=PEBBLE_AGENTS)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert "f8 Hint" in screen_text(app)  # in the footer
        await pilot.press("f8")
        await wait_until(pilot, lambda: panel(app).hinted != "")
        hinted = app.game.prompt.option(panel(app).hinted)
        assert hint_line(app).startswith(f"Hint: {hinted.label}: ")  # named once
        assert "points" in hint_line(app)  # the bot's reason, in the game's words
        assert "◆ hint: " + hinted.label in screen_text(app)
        assert app.game.choices == [] and app.session.hints == {0: 1}
        await pilot.press("1")  # the person answers: the hint goes with its decision
        await pilot.pause()
        assert len(app.game.choices) == 1
        assert hint_line(app) == "" and panel(app).hinted == ""
        app.AUTOMA_STEP = 0  # the automa's turns logged at once
        agent = RandomAgent(2)  # the rest of the game at once, then the final scores
        while app.game.prompt is not None:
            app.game.choose(agent.pick(app.game.prompt))
        app._after_choice()
        await wait_until(pilot, lambda: isinstance(app.screen, ResultScreen))
        await pilot.pause()
        await pilot.pause()
        assert "Hints taken: Player 1 1." in app.screen.notes


async def test_escape_cancels_a_hint_being_thought_and_leaves_no_worker() -> None:
    app = make_app(alone(), resume=False, autosave=False, agents=slow_agents(3.0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        await pilot.press("f8")
        await pilot.pause()
        assert hint_line(app) == "Hint: the normal bot is thinking... (Escape cancels)"
        assert hint_workers(app)
        await pilot.press("escape")
        await pilot.pause()
        assert hint_line(app) == "" and not hint_workers(app)
        await pilot.pause(0.2)
        assert panel(app).hinted == "" and app.session.hints == {} and app.game.choices == []


async def test_no_hint_while_another_seat_decides() -> None:
    app = make_app(alone(level="random"), resume=False, autosave=False, agents=PEBBLE_AGENTS)
    app.BOT_DELAY = 30
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        await pilot.press("1")
        await pilot.pause()
        await pilot.press("2")
        await pilot.pause()
        assert app.game.prompt.seat == 1  # the bot's decision
        assert "f8 Hint" not in screen_text(app)
        await pilot.press("f8")
        await pilot.pause(0.2)
        assert not hint_workers(app) and app.session.hints == {} and hint_line(app) == ""


async def test_keys_json_remaps_the_hint(_isolated_home) -> None:  # type: ignore[no-untyped-def]
    _isolated_home.mkdir(parents=True, exist_ok=True)
    (_isolated_home / "keys.json").write_text('{"hint": "f9"}')
    app = make_app(alone(), resume=False, autosave=False, agents=PEBBLE_AGENTS)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        await pilot.press("f9")
        await wait_until(pilot, lambda: panel(app).hinted != "")
        assert app.session.hints == {0: 1}
