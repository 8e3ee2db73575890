"""Shared helpers for the Wondrous Creatures rules tests."""

from __future__ import annotations

from functools import cache

from engine.core import GameConfig, Seat
from engine.wondrous.rules import WondrousRules

COLOURS = ("red", "blue", "green", "yellow")


@cache
def rules() -> WondrousRules:
    return WondrousRules()


def config(players: int = 2, seed: int = 1, **options: object) -> GameConfig:
    return GameConfig(
        game="wondrous",
        seats=tuple(Seat(name=f"P{i + 1}", colour=COLOURS[i]) for i in range(players)),
        options=dict(options),
        seed=seed,
    )
