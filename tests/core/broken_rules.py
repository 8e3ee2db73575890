"""Rules that bend Pebble Dice for a test (some break the contract on purpose), shared by
several test modules."""

from __future__ import annotations

from engine.core import Option, Prompt, Table, Turn
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


class AsksTheNext(PebbleRules):
    """A turn that asks the next seat twice too (as a card every player carries out), then
    its own player again."""

    def play_turn(self, state: PebbleState, table: Table) -> Turn:
        me, other = state.current, (state.current + 1) % len(state.players)
        both = (Option("a", "A"), Option("b", "B"))
        yield Prompt(me, "start", "Start", both)
        yield Prompt(other, "join", "Join", both)
        yield Prompt(other, "join", "Join again", both)
        yield Prompt(me, "finish", "Finish", both)
        state.over = True
