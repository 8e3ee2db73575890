"""Winterfall's records on the game state (`WondrousState.winterfall` and each player's
`PlayerState.winterfall`), which are there only in a game Winterfall is played in: its rules
read them through `winter` and `seat_winter`, and code that runs in any game asks
`winter_if_played` first."""

from __future__ import annotations

from engine.wondrous.state import PlayerState, WondrousState
from engine.wondrous.winterfall.state import WinterfallSeat, WinterfallState


def winter(state: WondrousState) -> WinterfallState:
    """Winterfall's record of a game it is played in (its rules run only there)."""
    record = state.winterfall
    assert record is not None, "Winterfall is not played in this game"
    return record


def winter_if_played(state: WondrousState) -> WinterfallState | None:
    return state.winterfall


def seat_winter(p: PlayerState) -> WinterfallSeat:
    """A player's part of Winterfall, in a game it is played in."""
    record = p.winterfall
    assert record is not None, "Winterfall is not played in this game"
    return record


def lay_record(state: WondrousState) -> None:
    """A new game with Winterfall starts with its records, every part empty."""
    state.winterfall = WinterfallState()
    for p in state.players:
        p.winterfall = WinterfallSeat()
