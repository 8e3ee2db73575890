"""Watching a game again: any step of it, rebuilt quickly, forward or back.

A game is a function of (config, seed, choices), so position k is the game after its first
k choices. Going forward makes the next choice on a working copy; going back copies the
nearest checkpoint at or before k (one is kept every CHECKPOINT_EVERY positions on the way)
and chooses forward from there, so no step replays the game from its start. Nothing here
touches the game it was made from: every Game it builds is its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic

from engine.core.config import GameConfig
from engine.core.errors import BestiaryError, RulesError
from engine.core.game import Choice, Game
from engine.core.rules import Rules, S

#: Positions between checkpoints: going back costs at most this many choices (a choice
#: takes about 2 ms in a Wondrous game, 30 ms at worst), and each checkpoint is a game copy.
CHECKPOINT_EVERY = 8


@dataclass(frozen=True, slots=True)
class Step:
    """One choice as a viewer tells it: who chose, what was asked, the option's label, and
    the game's turn count when it was made."""

    seat: int
    instruction: str
    label: str
    turn: int


class Playback(Generic[S]):
    """Positions 0 (before any choice) to `length` (after the last) of one game."""

    def __init__(self, rules: Rules[S], config: GameConfig, choices: Sequence[Choice]) -> None:
        self.choices = tuple(choices)
        self.game: Game[S] = Game(rules, config)  # the working copy, at `position`
        self.position = 0
        self._steps: list[Step] = []  # the choices passed so far, in order
        self._checkpoints: dict[int, Game[S]] = {0: self.game.clone()}

    @property
    def length(self) -> int:
        return len(self.choices)

    def step(self, number: int) -> Step:
        """Choice `number` (1 to the position reached); its game must have been passed."""
        return self._steps[number - 1]

    def go(self, position: int) -> Game[S]:
        """The game at `position` (clamped to 0..length); RulesError when the choices do not
        fit the game (a save that loaded cleanly never does that)."""
        position = max(0, min(position, self.length))
        if position < self.position:
            base = max(p for p in self._checkpoints if p <= position)
            self.game, self.position = self._checkpoints[base].clone(), base
        while self.position < position:
            self._forward()
        return self.game

    def next_turn(self) -> Game[S]:
        """Forward to where the next turn begins (or the end)."""
        turn = self.game.turns
        while self.position < self.length and self.game.turns == turn:
            self._forward()
        return self.game

    def previous_turn(self) -> Game[S]:
        """Back to where the current turn began, or the one before when already there."""
        position = self.position - 1
        while position > 0 and self._steps[position - 1].turn == self._steps[position].turn:
            position -= 1
        return self.go(position)

    def _forward(self) -> None:
        game, choice = self.game, self.choices[self.position]
        prompt = game.prompt
        option = prompt.option(choice.option) if prompt is not None else None
        if prompt is None or option is None or prompt.fingerprint != choice.fingerprint:
            raise RulesError(f"Choice {self.position + 1} does not fit the game.")
        if self.position == len(self._steps):
            self._steps.append(Step(prompt.seat, prompt.instruction, option.label, game.turns))
        try:
            game.choose(choice.option)
        except BestiaryError as exc:
            raise RulesError(f"Choice {self.position + 1} cannot be made: {exc}") from None
        self.position += 1
        if self.position % CHECKPOINT_EVERY == 0 and self.position not in self._checkpoints:
            self._checkpoints[self.position] = game.clone()
