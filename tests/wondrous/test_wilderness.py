"""Every card that leaves the Wilderness leaves through `wilderness.take`."""

from __future__ import annotations

import sys
from collections import Counter

import pytest

from engine.core import Game, RandomAgent
from engine.wondrous import wilderness
from engine.wondrous.ctx import Ctx
from engine.wondrous.state import WondrousState
from tests.wondrous.engine_helpers import config, ctx_of, rules
from wondrous_tui.sim_command import solo_config

#: the rules that take a card from a slot, each named by the function that calls `take`
PATHS = {
    "take_into_hand",  # a Wilderness reward, a habitat's card, an egg slot's card
    "take_wilderness_by_species",  # an instant card naming a species
    "play_card",  # a card played straight from the Wilderness
    "take_face_up",  # Tingent
    "sweep",
    "full_sweep",  # the time track's sweep
}


def face_up(state: WondrousState) -> set[int]:
    return {n for n in state.wilderness if n is not None}


def play_watched(game: Game[WondrousState], seed: int, taken: list[tuple[int, str]]) -> None:
    """Play a random game; after each choice, every card gone from a slot went through
    `take` meanwhile."""
    agents = {s: RandomAgent(seed * 7 + s) for s in range(len(game.config.seats))}
    while game.prompt is not None:
        before, mark = face_up(game.state), len(taken)
        prompt = game.prompt
        game.choose(agents[prompt.seat].pick(prompt))
        gone = before - face_up(game.state)
        assert gone <= {n for n, _ in taken[mark:]}, f"left without take: {gone}"


@pytest.fixture
def taken(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, str]]:
    """Each card through `take` with the function that took it."""
    seen: list[tuple[int, str]] = []
    real = wilderness.take

    def watched(ctx: Ctx, slot: int, taker: int | None) -> int:
        number = real(ctx, slot, taker)
        seen.append((number, sys._getframe(1).f_code.co_name))
        return number

    monkeypatch.setattr(wilderness, "take", watched)
    return seen


def test_every_card_leaves_the_wilderness_through_take(taken: list[tuple[int, str]]) -> None:
    for seed in range(6):
        play_watched(Game(rules(), config(2 + seed % 3, seed)), seed, taken)
    for seed in range(2):
        play_watched(Game(rules(), solo_config("wild", {}, seed)), seed, taken)
    assert set(Counter(path for _, path in taken)) == PATHS


def test_take_empties_the_slot_and_gives_the_card() -> None:
    game = Game(rules(), config(2, 1))
    ctx = ctx_of(game)
    card = game.state.wilderness[2]
    assert card is not None and wilderness.take(ctx, 2, 0) == card
    assert game.state.wilderness[2] is None
