"""The hard level at the table, with a stand-in for the search (`HardStandIn`: it thinks
until its budget runs out or says stop): the form offers it and its think time, the palette
hands a seat to it and changes the think time, Shift+F8 asks it for a hint, a think that
lasts shows how long, and Escape, Space and Ctrl+Q stop it with no thread thinking on.
Both games' forms offer it too, once their bots have the level."""

from __future__ import annotations

import time
from typing import Any

import pytest

from engine.core import SeatKind
from engine.core.session import DEFAULT_THINK_MS
from engine.tui.commands import table_commands
from engine.tui.new_game import NewGameForm
from engine.tui.prompt_panel import PromptPanel
from engine.tui.screens import ConfirmScreen
from tests.tinygame.app import make_app
from tests.tinygame.bots import PEBBLE_AGENTS, HardStandIn, hard_agents
from tests.tinygame.rules import config
from tests.tui.screen import screen_text

SIZE = (120, 40)


def seated(*levels: str, seed: int = 6):  # type: ignore[no-untyped-def]
    """A Pebble config whose seats are bots of `levels` ("" a person, "automa" the automa)."""
    cfg = config(players=len(levels), seed=seed)
    seats = tuple(s.replace(kind=SeatKind.AUTOMA) if level == "automa"
                  else s.replace(kind=SeatKind.BOT, level=level) if level else s
                  for s, level in zip(cfg.seats, levels, strict=True))
    return cfg.replace(seats=seats)


async def wait_until(pilot, done, seconds: float = 5.0) -> None:  # type: ignore[no-untyped-def]
    until = time.monotonic() + seconds
    while not done() and time.monotonic() < until:
        await pilot.pause(0.02)
    assert done(), "it did not happen in time"


def workers(app, group: str) -> list:  # type: ignore[no-untyped-def]
    return [w for w in app.workers if w.group == group]


def instruction(app) -> str:  # type: ignore[no-untyped-def]
    return str(app.screen.query_one("#instruction").render())


def hint_line(app) -> str:  # type: ignore[no-untyped-def]
    line = app.screen.query_one(PromptPanel).query_one("#hint-line")
    return str(line.render()) if line.display else ""


def run_entry(app, title: str) -> None:  # type: ignore[no-untyped-def]
    """Do what the palette entry called `title` does."""
    entries = {name: action for name, _help, action in table_commands(app)}
    assert title in entries, sorted(entries)
    entries[title]()


async def test_the_form_offers_hard_bots_and_their_think_time_which_the_bot_gets() -> None:
    agent = HardStandIn()
    app = make_app(None, resume=False, autosave=False, agents=hard_agents(agent))
    app.BOT_DELAY = 0.01
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameForm)
        assert [label for label, _ in form.query_one("#kind-1").options] == [
            "Person", "Bot (easy)", "Bot (normal)", "Bot (hard)", "Bot (random moves)", "Automa"]
        think = form.query_one("#think")
        assert [value for _, value in think.options] == [300, 1000, 3000]
        assert think.value == DEFAULT_THINK_MS == 1000
        assert "Think" in screen_text(app) and "1 s a decision (hard bots)" in screen_text(app)
        form.query_one("#kind-0").value = "bot:hard"
        think.value = 300
        form.query_one("#start").press()
        await pilot.pause()
        assert app.game.config.seats[0].level == "hard" and app.session.think_ms == 300
        await wait_until(pilot, lambda: len(app.game.choices) == 1)
        # thought its 0.3 s (under load its next decision may have begun meanwhile)
        assert agent.budgets[0] == 300.0 and set(agent.budgets) == {300.0}
        assert agent.stopped[0] is False
        # the next form offers the think time again (by the actions, not keys: the hotseat
        # gate drops a key typed while the bot's next decision comes up, by design)
        app.action_new_game()
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        app.screen.action_answer(True)  # abandon this game
        await wait_until(pilot, lambda: isinstance(app.screen, NewGameForm))
        assert app.screen.query_one("#think").value == 300


async def test_no_think_time_on_the_form_without_a_hard_bot() -> None:
    app = make_app(None, resume=False, autosave=False, agents=PEBBLE_AGENTS)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not app.screen.query("#think") and "Think" not in screen_text(app)


async def test_the_palette_hands_a_seat_to_a_hard_bot_and_sets_the_think_time() -> None:
    agent = HardStandIn()
    app = make_app(seated("", ""), resume=False, autosave=False, agents=hard_agents(agent))
    app.BOT_DELAY = 0.01
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        run_entry(app, "Think time: 0.3 s a decision")
        assert app.session.think_ms == 300
        assert "Think time: 1 s a decision" in [t for t, _, _ in table_commands(app)]
        run_entry(app, "Hand Player 1 to a bot (hard)")
        seat = app.game.config.seats[0]
        assert (seat.kind, seat.level) == (SeatKind.BOT, "hard")
        await wait_until(pilot, lambda: len(app.game.choices) == 1)
        assert agent.budgets == [300.0]


async def test_a_hard_bot_that_thinks_shows_how_long_and_space_hurries_it() -> None:
    agent = HardStandIn()
    app = make_app(seated("hard", ""), resume=False, autosave=False, agents=hard_agents(agent))
    app.BOT_DELAY = 0.01
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: " s of 1 s " in instruction(app))
        said = instruction(app)
        assert said.startswith("Player 1, Bot (hard), is thinking... 0.")
        assert said.endswith("(Space hurries)") and "▱" in said  # its second of five
        await pilot.press("space")
        await wait_until(pilot, lambda: len(app.game.choices) == 1, 1.0)
        assert agent.stopped[0] is True  # (its next decision may be thought already)


async def test_the_hard_hint_shows_its_thinking_and_escape_cancels_it_with_no_thread_left(
) -> None:
    agent = HardStandIn()
    app = make_app(seated("", "automa"), resume=False, autosave=False,
                   agents=hard_agents(agent))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        await pilot.press("shift+f8")
        await pilot.pause()
        assert hint_line(app) == "Hint: the hard bot is thinking... (Escape cancels)"
        assert workers(app, "hint")
        await wait_until(pilot, lambda: " s of 1 s " in hint_line(app))
        assert hint_line(app).startswith("Hint: the hard bot is thinking... 0.")
        await pilot.press("escape")
        await pilot.pause()
        assert hint_line(app) == "" and not workers(app, "hint")
        assert agent.ended.wait(0.5) and agent.stopped == [True]  # it saw the stop
        await pilot.pause(0.2)
        assert app.screen.query_one(PromptPanel).hinted == "" and app.session.hints == {}
        run_entry(app, "Think time: 0.3 s a decision")  # a hint thought to its end
        run_entry(app, "Hint from the hard bot")
        await wait_until(pilot, lambda: app.screen.query_one(PromptPanel).hinted != "")
        assert agent.budgets == [1000.0, 300.0] and agent.stopped == [True, False]
        assert hint_line(app).endswith("the first option, thought over")
        assert app.session.hints == {0: 1} and app.game.choices == []


async def test_no_hard_hint_where_there_is_no_hard_bot() -> None:
    app = make_app(seated("", "automa"), resume=False, autosave=False, agents=PEBBLE_AGENTS)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        await pilot.press("shift+f8")
        await pilot.pause(0.2)
        assert not workers(app, "hint") and hint_line(app) == ""
        assert "Hint from the hard bot" not in [t for t, _, _ in table_commands(app)]


@pytest.mark.parametrize("who", ["bot", "hint"])
async def test_ctrl_q_while_the_hard_bot_thinks_leaves_no_thread(who: str) -> None:
    agent = HardStandIn()
    levels = ("hard", "") if who == "bot" else ("", "automa")
    app = make_app(seated(*levels), resume=False, autosave=False, agents=hard_agents(agent))
    app.BOT_DELAY = 0.01
    app.session.think_ms = 60_000  # it would think a minute
    started = time.monotonic()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        if who == "hint":
            await pilot.press("shift+f8")
        await wait_until(pilot, agent.thinking.is_set)
        await pilot.press("ctrl+q")  # asks first
        await pilot.pause()
        await pilot.press("ctrl+q")  # and again quits
        await pilot.pause()
    # the app waited for the think's thread: it has returned, told to stop
    assert agent.ended.is_set() and agent.stopped == [True]
    assert not workers(app, who) and app.game.choices == []
    assert time.monotonic() - started < 5.0


async def test_a_save_keeps_the_think_time_and_an_older_save_plays_with_the_default(
        tmp_path: Any) -> None:
    agent = HardStandIn()
    app = make_app(seated("hard", ""), resume=False, autosave=False, agents=hard_agents(agent))
    app.BOT_DELAY = 30  # the hard bot waits to think
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        old, set_ = tmp_path / "old.json", tmp_path / "set.json"
        app.session.save_as(old)  # the default is written as before: no think time
        assert "think_ms" not in old.read_text()
        app.session.set_think_ms(3000)
        app.session.save_as(set_)
        assert '"think_ms": 3000' in set_.read_text()
        app.BOT_DELAY = 0.01
        for path, budget in ((old, 1000.0), (set_, 3000.0)):
            app.start(app.session.read(path))
            assert app.session.think_ms == budget
            await wait_until(pilot, agent.thinking.is_set)
            assert agent.budgets[-1] == budget
            await pilot.press("space")
            await wait_until(pilot, lambda: not agent.thinking.is_set())


@pytest.mark.parametrize("title", ["wondrous", "cryptic"])
async def test_both_games_offer_the_hard_bot_and_its_think_time(title: str) -> None:
    """The real apps, their bots given the level (the stand-in until the search lands)."""
    if title == "wondrous":
        from wondrous_tui.app import WondrousApp as App
    else:
        from cryptic_tui.app import CrypticApp as App  # type: ignore[assignment]
    agent = HardStandIn()
    app = App(None, resume=False, autosave=False)  # type: ignore[call-arg]
    app.session.agents = {**app.session.agents, "hard": lambda seat, seed: agent}
    app.BOT_DELAY = 0.01
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameForm)
        assert "Bot (hard)" in [label for label, _ in form.query_one("#kind-0").options]
        for seat in (0, 1):  # (whoever decides first: a bot, watched)
            form.query_one(f"#kind-{seat}").value = "bot:hard"
        form.query_one("#think").value = 3000
        form.query_one("#start").press()
        await pilot.pause()
        assert [s.level for s in app.game.config.seats if s.kind is SeatKind.BOT] == [
            "hard", "hard"]
        await wait_until(pilot, agent.thinking.is_set, 10)
        assert agent.budgets == [3000.0]
        await pilot.press("ctrl+q", "ctrl+q")
        await pilot.pause()
    assert agent.ended.is_set() and agent.stopped == [True]
