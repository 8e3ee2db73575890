"""A whole game of bots alone, watched in each real app to its final scores: the form's
"every seat a bot" in Wondrous Creatures together (Winterfall too) and Cryptic Nature, and a
bot in your seat against Tingent and against the Poacher. The bots play at the app's pace
with the pauses taken out."""

from __future__ import annotations

import time

import pytest

from cryptic_tui.app import default_config as cryptic_config
from cryptic_tui.app import make_app as cryptic_app
from engine.core import SeatKind
from engine.cryptic.solo.seats import solo_config as poacher_config
from engine.tui.result_screen import ResultScreen
from engine.wondrous.api import WINTERFALL
from wondrous_tui.app import default_config
from wondrous_tui.app import make_app as wondrous_app
from wondrous_tui.sim_command import solo_config as tingent_config

SIZE = (160, 50)


def all_bots(config):  # type: ignore[no-untyped-def]
    seats = tuple(s.replace(kind=SeatKind.BOT, level="random")
                  if s.kind is SeatKind.HUMAN else s for s in config.seats)
    return config.replace(seats=seats)


async def watch_to_the_end(app, seconds: float) -> None:  # type: ignore[no-untyped-def]
    app.BOT_DELAY = 0  # no pause before a bot's choice, its lines logged at once
    app.AUTOMA_STEP = 0
    async with app.run_test(size=SIZE) as pilot:
        until = time.monotonic() + seconds
        while not isinstance(app.screen, ResultScreen) and time.monotonic() < until:
            await pilot.pause(0.05)
        assert isinstance(app.screen, ResultScreen), f"{len(app.game.choices)} choices in"
        assert app.game.is_over and app.session.hints == {}


@pytest.mark.slow
@pytest.mark.parametrize("make", [
    lambda: wondrous_app(all_bots(default_config(5)), resume=False, autosave=False),
    lambda: wondrous_app(all_bots(tingent_config("wild", {}, 5)), resume=False,
                         autosave=False),
    lambda: wondrous_app(all_bots(default_config(6).replace(modules=(WINTERFALL,))),
                         resume=False, autosave=False),
    lambda: cryptic_app(all_bots(cryptic_config(5)), resume=False, autosave=False),
    lambda: cryptic_app(all_bots(poacher_config(5)), resume=False, autosave=False),
], ids=["wondrous-together", "wondrous-solo", "winterfall", "cryptic-together",
        "cryptic-solo"])
async def test_a_game_of_bots_is_watched_to_its_final_scores(make) -> None:  # type: ignore[no-untyped-def]
    await watch_to_the_end(make(), 400)  # a busy machine is slow; 5-21 s when quiet
