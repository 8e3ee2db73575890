"""Rules that break the contract on purpose, shared by several test modules."""

from __future__ import annotations

from engine.core import Table, Turn
from tests.tinygame.rules import PebbleRules, PebbleState


class FailsOnRoll(PebbleRules):
    """Changes the state, draws and emits, then raises in the middle of a turn."""

    def play_turn(self, state: PebbleState, table: Table) -> Turn:
        inner = super().play_turn(state, table)
        answer: str | None = None
        while True:
            try:
                prompt = next(inner) if answer is None else inner.send(answer)
            except StopIteration:
                return
            answer = yield prompt
            if answer == "roll":
                state.players[state.current].dice += 99
                state.rng.below(6)
                table.emit("half", "Half of a roll.")
                raise RuntimeError("the die fell off the table")
