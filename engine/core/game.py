"""The game driver: prompts, choices, events, undo and clone on top of a rules module."""

from __future__ import annotations

import pickle
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Generic

from engine.core.config import GameConfig, SeatKind
from engine.core.errors import IllegalChoice, RulesError, UndoRefused
from engine.core.events import Event
from engine.core.hashing import state_hash
from engine.core.prompt import Prompt
from engine.core.result import Result
from engine.core.rules import Rules, S, Table, Turn

CHANCE = "the game drew on chance"


@dataclass(frozen=True, slots=True)
class Choice:
    """One answered prompt as saves record it; `commit` says why undo may not cross it."""

    option: str
    fingerprint: str
    commit: str = ""

    @property
    def seat(self) -> int:
        """Who made the choice."""
        return Prompt.seat_of(self.fingerprint)


@dataclass(slots=True)
class _TurnStart:
    choice_index: int  # how many choices were made before this turn
    event_count: int
    turn: int
    snapshot: bytes | None = None  # the pickled state before the turn began, once made


class Game(Generic[S]):
    """A game is a function of (config, seed, choices); this object replays it on demand."""

    #: a world dealt for a bot (hidden things dealt anew from its seat's view): its turn
    #: start is the real game's, so a copy or an undo would bring the real hidden things
    #: back; it refuses both (deal the world again instead)
    dealt = False

    def __init__(self, rules: Rules[S], config: GameConfig) -> None:
        rules.validate(config)
        self.rules = rules
        self.config = config
        self.choices: list[Choice] = []
        self.turns = 0
        self._table = Table(config)
        self._state: S = rules.setup(config, self._table)
        self._turn: Turn | None = None
        self._prompt: Prompt | None = None
        self._eager = False  # a snapshot at each turn start, or only when one is asked for
        self._start = self._begin_turn(keep=True)  # the first: where every replay can begin
        self._saved = self._start  # the latest turn start whose snapshot is made
        self._run(None)

    # -- reading ------------------------------------------------------------------------

    @property
    def prompt(self) -> Prompt | None:
        """The decision the game waits for, or None once the game is over."""
        return self._prompt

    @property
    def state(self) -> S:
        """The live state, for reading only (agents, fuzz, views, tools); rules change it."""
        return self._state

    @property
    def events(self) -> list[Event]:
        return self._table.events

    @property
    def is_over(self) -> bool:
        return self._prompt is None

    def result(self) -> Result | None:
        return self.rules.result(self._state) if self.is_over else None

    def view(self, seat: int) -> Any:
        return self.rules.view(self._state, seat)

    def state_hash(self) -> str:
        return state_hash(self._state)

    @property
    def turn_choices(self) -> int:
        """How many choices the current turn has taken so far."""
        return len(self.choices) - self._start.choice_index

    def seat_kind(self, seat: int) -> SeatKind:
        return self.config.seats[seat].kind

    def reseat(self, config: GameConfig) -> None:
        """Take `config` for the rest of the game, where only who answers a person's or a
        bot's seat changed (a player leaves a seat to a bot, or takes it back). The rules
        read no seat's kind but an automa's, so the game plays on as it would have: a save
        replays its choices under the new config to the same end."""
        old, new = self.config.seats, config.seats
        same = len(old) == len(new) and all(
            a == b or (a.replace(kind=b.kind, level=b.level) == b
                       and SeatKind.AUTOMA not in (a.kind, b.kind))
            for a, b in zip(old, new, strict=False))
        if not same or config.replace(seats=old) != self.config:
            raise ValueError("only who answers a person's or a bot's seat may change")
        self.config = self._table.config = config

    # -- deciding -----------------------------------------------------------------------

    def choose(self, option_id: str) -> None:
        """Apply one legal option; anything else raises IllegalChoice and changes nothing."""
        prompt = self._prompt
        if prompt is None:
            raise IllegalChoice("The game is over; there is nothing left to choose.")
        option = prompt.option(option_id)
        if option is None:
            raise IllegalChoice(
                f"'{option_id}' is not one of the options for: {prompt.instruction}"
            )
        if not option.enabled:
            raise IllegalChoice(f"{option.label} is not possible now: {option.reason}")
        start, count = self._start, len(self.choices)
        draws = self._state.rng.draws
        self._table.commit_reason = ""
        self.choices.append(Choice(option_id, prompt.fingerprint))
        try:
            self._run(option_id)
        except Exception as exc:
            self._restore(start, count)
            raise RulesError(
                f"The rules failed on '{option_id}' ({exc!r}); the game was restored."
            ) from exc
        commit = self._table.commit_reason or (CHANCE if self._state.rng.draws != draws else "")
        if commit:
            self.choices[count] = Choice(option_id, prompt.fingerprint, commit)

    def undo_refusal(self) -> str:
        """Why undo is impossible now, or "" when it is possible."""
        if self.is_over:  # the final scores are shown (and the game is kept): they stand
            return "The game is over: its result stands."
        if self.turn_choices <= 0:
            return "There is nothing to undo in this turn."
        last = self.choices[-1]
        if last.commit:
            return f"The last choice cannot be taken back: {last.commit}."
        deciding = self._prompt.seat if self._prompt is not None else last.seat
        if last.seat != deciding:  # a turn may ask other seats: nobody undoes another's choice
            name = self.config.seat_name
            return (f"The last choice was {name(last.seat)}'s: {name(deciding)} cannot take "
                    "it back.")
        return ""

    def _not_dealt(self) -> None:
        if self.dealt:
            raise RulesError("A world dealt for a bot cannot be copied or undone (its turn "
                             "began with the real hidden things): deal it again.")

    def undo(self) -> None:
        """Take back the last choice of this turn by replaying the turn without it."""
        self._not_dealt()
        reason = self.undo_refusal()
        if reason:
            raise UndoRefused(reason)
        self._restore(self._start, len(self.choices) - 1)

    def clone(self, keep_events: bool = True) -> Game[S]:
        """A twin at the same point; without `keep_events` its log starts empty (a bot's
        sampled world, played forward and thrown away, needs no copy of the whole log)."""
        self._not_dealt()
        twin: Game[S] = Game.__new__(Game)
        twin.rules = self.rules
        twin.config = self.config
        twin.choices = list(self.choices)
        twin._table = Table(self.config)
        twin._table.events = list(self.events) if keep_events else []
        twin._eager, twin._saved = self._eager, self._saved
        twin._restore(self._start, len(self.choices))
        return twin

    def replayed_from(self, change: Callable[[S], None]) -> Game[S]:
        """A twin whose current turn began from a state that `change` altered (a what-if
        for tests and tools: other hidden things dealt when the turn began), replayed to
        the same choice. Raises when the turn so far cannot be replayed on it (the rules'
        own error, or RulesError when a prompt differs)."""
        state = pickle.loads(self._snapshot(self._start))
        change(state)
        start = replace(self._start,
                        snapshot=pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))
        twin = self.clone()
        twin._restore(start, len(self.choices))
        return twin

    # -- the machinery ------------------------------------------------------------------

    def _begin_turn(self, keep: bool = False) -> _TurnStart:
        """Start the next turn; with `keep` (or an eager game), snapshot the state first."""
        self.turns += 1
        start = _TurnStart(len(self.choices), len(self._table.events), self.turns)
        if keep or self._eager:
            start.snapshot = pickle.dumps(self._state, protocol=pickle.HIGHEST_PROTOCOL)
            self._saved = start
        self._turn = self.rules.play_turn(self._state, self._table)
        return start

    def _snapshot(self, start: _TurnStart) -> bytes:
        """The state `start`'s turn began from. A game played straight on never reads one,
        so it is made only when asked for (a copy, an undo, a failed choice): by replaying
        the choices since the latest turn start that has one, on an eager twin, which
        reaches the same state as a game is a function of its choices."""
        if start.snapshot is None:
            twin: Game[S] = Game.__new__(Game)
            twin.rules, twin.config = self.rules, self.config
            twin.choices = self.choices[: start.choice_index]
            twin._table = Table(self.config)
            twin._eager, twin._saved = True, self._saved
            twin._restore(self._saved, start.choice_index)
            if twin._start.turn != start.turn or twin._start.snapshot is None:
                raise RulesError("Replaying the game reached another turn: the rules are not "
                                 "deterministic.")
            start.snapshot = twin._start.snapshot
        return start.snapshot

    def _run(self, answer: str | None) -> None:
        """Resume the turn with `answer` (None: start it) until the next prompt or the end."""
        while True:
            turn = self._turn
            if turn is None:
                if self.rules.is_over(self._state):
                    self._prompt = None
                    return
                self._start = self._begin_turn()
                turn, answer = self._turn, None
                assert turn is not None
            try:
                prompt = next(turn) if answer is None else turn.send(answer)
            except StopIteration:
                self._turn = None
                answer = None
                continue
            problems = [] if self._table.replaying else prompt.problems()
            if problems:
                raise RulesError("; ".join(problems))
            self._prompt = prompt
            return

    def _restore(self, start: _TurnStart, upto: int) -> None:
        """Return to the turn that began at `start`, replaying its choices before `upto`."""
        self._state = pickle.loads(self._snapshot(start))
        self._saved = start
        del self._table.events[start.event_count :]
        del self.choices[upto:]
        self.turns = start.turn
        self._start = start
        self._turn = self.rules.play_turn(self._state, self._table)
        replayed = self.choices[start.choice_index : upto]
        try:
            # the prompts before the last choice are only checked against the recorded
            # ones (Table.replaying): nobody sees them, so their options need not be made
            self._table.replaying = bool(replayed)
            self._run(None)
            for index, choice in enumerate(replayed):
                if self._prompt is None or self._prompt.fingerprint != choice.fingerprint:
                    raise RulesError("Replaying the turn gave a different prompt: the rules "
                                     "are not deterministic.")
                self._table.replaying = index < len(replayed) - 1
                self._run(choice.option)
        finally:
            self._table.replaying = False
