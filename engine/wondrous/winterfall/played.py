"""Winterfall's record on the game state (`WondrousState.winterfall`), which is there only
in a game Winterfall is played in: its rules read it through `winter`, and code that runs in
any game asks `winter_if_played` first."""

from __future__ import annotations

from engine.wondrous.state import WinterfallState, WondrousState


def winter(state: WondrousState) -> WinterfallState:
    """Winterfall's record of a game it is played in (its rules run only there)."""
    record = state.winterfall
    assert record is not None, "Winterfall is not played in this game"
    return record


def winter_if_played(state: WondrousState) -> WinterfallState | None:
    return state.winterfall


def lay_record(state: WondrousState) -> None:
    """A new game with Winterfall starts with its record, every part empty."""
    state.winterfall = WinterfallState()
