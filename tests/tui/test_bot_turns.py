"""Bots at the shared table, proved on Pebble Dice: the form's seat choices, a bot's turn
thought off the UI thread and told line by line, a game of bots watched to its end, and an
app that answers Ctrl+Q, F1 and Space while a slow bot thinks."""

from __future__ import annotations

import time

import pytest

from engine.core import SeatKind
from engine.tui.new_game import NewGameForm
from engine.tui.panels import EventLog
from engine.tui.pass_screen import PassScreen
from engine.tui.result_screen import ResultScreen
from engine.tui.screens import HelpScreen
from tests.tinygame.app import make_app
from tests.tinygame.bots import PEBBLE_AGENTS, SlowAgent, slow_agents
from tests.tinygame.rules import config
from tests.tui.screen import lift_cover

SIZE = (120, 40)


def bots(*levels: str, seed: int = 6, players: int | None = None):  # type: ignore[no-untyped-def]
    """A Pebble config whose seats are bots of `levels` ("" a person)."""
    cfg = config(players=players or len(levels), seed=seed)
    seats = tuple(s.replace(kind=SeatKind.BOT, level=level) if level else s
                  for s, level in zip(cfg.seats, levels, strict=True))
    return cfg.replace(seats=seats)


def instruction(app) -> str:  # type: ignore[no-untyped-def]
    return str(app.screen.query_one("#instruction").render())


def bot_workers(app) -> list:  # type: ignore[no-untyped-def]
    return [w for w in app.workers if w.group == "bot"]


async def wait_until(pilot, done, seconds: float = 5.0) -> None:  # type: ignore[no-untyped-def]
    until = time.monotonic() + seconds
    while not done() and time.monotonic() < until:
        await pilot.pause(0.02)
    assert done(), "it did not happen in time"


async def test_the_form_offers_each_seat_to_a_person_or_a_bot_of_each_level() -> None:
    app = make_app(None, resume=False, autosave=False, agents=PEBBLE_AGENTS)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameForm)
        kinds = form.query_one("#kind-1")
        assert [label for label, _value in kinds.options] == [
            "Person", "Bot (easy)", "Bot (normal)", "Bot (random moves)", "Automa"]
        form.query_one("#kind-0").value = "bot:normal"
        form.query_one("#kind-1").value = "bot:easy"  # nobody at the keyboard: watched
        form.query_one("#start").press()
        await pilot.pause()
        seats = app.game.config.seats
        assert [(s.kind, s.level) for s in seats] == [(SeatKind.BOT, "normal"),
                                                       (SeatKind.BOT, "easy")]
        assert sorted(app.session.bots) == [0, 1]
        await pilot.press("ctrl+n")  # the next game offers the same bots again
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.query_one("#kind-0").value == "bot:normal"
        assert app.screen.query_one("#kind-1").value == "bot:easy"


async def test_a_bots_turn_is_thought_off_the_ui_thread_and_told_then_the_person_plays() -> None:
    app = make_app(bots("", "normal"), resume=False, autosave=False, agents=PEBBLE_AGENTS)
    app.BOT_DELAY = 0.05
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        app.BOT_DELAY = 30  # its decision stays on screen a while
        await pilot.press("1")  # the person plays a pebble
        await pilot.pause()
        await pilot.press("2")  # and stops
        await pilot.pause()
        assert app.game.prompt.seat == 1
        assert instruction(app) == "Player 2, Bot (normal), is choosing..."
        app.BOT_DELAY = 0.05
        await pilot.press("space")  # it need not wait
        await wait_until(pilot, lambda: app.game.prompt.seat == 0 and not app._paced)
        log = [line.text for line in app.screen.query_one(EventLog).lines]
        assert any(line.startswith("Player 2") for line in log)  # its turn was told
        assert app.session.bot_choices  # made by the bot, kept from undo
        assert not bot_workers(app)
        before = len(app.game.choices)
        await pilot.pause(app.PASS_BURST_GAP + 0.05)
        await pilot.press("1")  # the person's turn follows
        await pilot.pause()
        assert len(app.game.choices) == before + 1


@pytest.mark.parametrize("delay", [0.01, 0])  # 0: no pause, each bot at once after the last
async def test_a_game_of_bots_alone_is_watched_to_the_final_scores(delay: float) -> None:
    app = make_app(bots("normal", "easy", "random"), resume=False, autosave=False,
                   agents=PEBBLE_AGENTS)
    app.BOT_DELAY = delay
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, ResultScreen), 30)
        assert app.game.is_over
        plays = [e.seat for e in app.game.events if e.kind == "play"]
        assert plays == [0, 1, 2] * 3


async def test_while_a_slow_bot_thinks_f1_and_space_answer_at_once() -> None:
    app = make_app(bots("normal", ""), resume=False, autosave=False, agents=slow_agents(2.0))
    app.BOT_DELAY = 0.01
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: bot_workers(app) != [])
        asked = time.monotonic()
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert time.monotonic() - asked < 1.0 and len(app.game.choices) == 0  # still thinking
        await pilot.press("escape")
        await pilot.pause()
        hurried = time.monotonic()
        await pilot.press("space")  # the bot answers now with what it has
        await wait_until(pilot, lambda: len(app.game.choices) == 1, 1.5)
        assert time.monotonic() - hurried < 1.0


async def test_ctrl_q_quits_at_once_while_a_slow_bot_thinks_and_leaves_no_worker() -> None:
    app = make_app(bots("normal", ""), resume=False, autosave=False, agents=slow_agents(5.0))
    app.BOT_DELAY = 0.01
    started = time.monotonic()
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: bot_workers(app) != [])
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert time.monotonic() - started < 3.0  # not the bot's five seconds
    assert not bot_workers(app) and app.game.choices == []


async def test_an_answer_to_a_decision_that_is_gone_is_dropped() -> None:
    agent = SlowAgent(0.4)
    agents = {**PEBBLE_AGENTS, "normal": lambda seat, seed: agent}
    app = make_app(bots("normal", ""), resume=False, autosave=False, agents=agents)
    app.BOT_DELAY = 0.01
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: bot_workers(app) != [])
        old = app.game
        app.start(type(old)(old.rules, old.config.with_seed(99)))  # a new game meanwhile
        await wait_until(pilot, lambda: agent.thought >= 1, 2)
        await pilot.pause(0.1)
        assert old.choices == [] and app.game is not old  # the old answer went nowhere


async def palette(pilot, words: str) -> None:  # type: ignore[no-untyped-def]
    """Run the palette entry that `words` find first."""
    await pilot.press("ctrl+p", *words)
    await pilot.pause(0.3)
    await pilot.press("enter")
    await pilot.pause()


async def test_the_palette_hands_a_seat_to_a_bot_and_takes_it_back() -> None:
    app = make_app(bots("", "", seed=8), resume=False, autosave=False, agents=PEBBLE_AGENTS)
    app.BOT_DELAY = 30  # the bot waits until the test lets it go
    async with app.run_test(size=SIZE) as pilot:
        await lift_cover(pilot)
        assert app.session.is_hotseat()
        await palette(pilot, "Hand Player 2 normal")
        seat = app.game.config.seats[1]
        assert (seat.kind, seat.level) == (SeatKind.BOT, "normal") and 1 in app.session.bots
        assert not app.session.is_hotseat()
        assert any("plays for Player 2 now" in n.message for n in app._notifications)
        await pilot.press("1")
        await pilot.pause()
        await pilot.press("2")  # Player 1 plays and stops: the bot's turn for Player 2
        await pilot.pause()
        assert app.game.prompt.seat == 1
        assert instruction(app) == "Player 2, Bot (normal), is choosing..."
        await palette(pilot, "Take Player 2 back")
        assert app.game.config.seats[1].kind is SeatKind.HUMAN and not app.session.bots
        assert not app.bot_turns.waiting()  # the bot left the decision to its person
        assert isinstance(app.screen, PassScreen)  # two people again: the keyboard passes
        choices = len(app.game.choices)
        await pilot.pause(0.2)
        assert len(app.game.choices) == choices


async def test_a_game_left_with_a_handed_seat_resumes_with_its_bot() -> None:
    app = make_app(bots("", "", seed=8), resume=False, agents=PEBBLE_AGENTS)
    app.BOT_DELAY = 30
    async with app.run_test(size=SIZE) as pilot:
        await lift_cover(pilot)
        await palette(pilot, "Hand Player 2 easy")
        await pilot.press("1")
        await pilot.pause()
        chosen = list(app.game.choices)
    again = make_app(config(), resume=True, agents=PEBBLE_AGENTS)
    again.BOT_DELAY = 30
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert again.game.choices == chosen
        seats = again.game.config.seats
        assert [(s.kind, s.level) for s in seats] == [(SeatKind.HUMAN, ""),
                                                       (SeatKind.BOT, "easy")]
        assert again.session.bots[1].name == "easy"
