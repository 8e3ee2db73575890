"""What a game's rules module provides to the driver.

Rules are written as generators: a turn yields `Prompt`s and receives the chosen option id.
The driver can take a pure-data snapshot of the state at each turn boundary (no generator
is running then; it takes one when first asked for, by replaying from an earlier one), so
clone and undo restore that snapshot and replay the turn's choices. Everything that matters
between turns therefore lives in the state, never in a generator.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from engine.core.events import Event
from engine.core.prompt import Prompt
from engine.core.result import Result
from engine.core.rng import Rng

if TYPE_CHECKING:
    from engine.core.config import GameConfig

#: A turn: yields prompts, receives option ids, returns when the turn is over.
Turn = Generator[Prompt, str, None]


class State(Protocol):
    """A game state: plain picklable data holding the game's one random generator."""

    rng: Rng


S = TypeVar("S", bound=State)


class Table:
    """The rules' handle on the driver while a turn runs: events and commit points."""

    def __init__(self, config: GameConfig) -> None:
        self.config = config
        self.events: list[Event] = []
        self.commit_reason = ""
        #: while the driver replays choices already made (a copy, an undo): each question
        #: asked then only has to match the one recorded, so `ask` need not make its options
        self.replaying = False

    def emit(self, kind: str, text: str, seat: int | None = None, **payload: Any) -> None:
        self.events.append(Event(kind, text, seat, payload))

    def reveal(self, reason: str) -> None:
        """Mark a commit point: something hidden was shown, so undo may not cross it."""
        self.commit_reason = reason


class Rules(Protocol[S]):
    """The contract each game implements (Wondrous Creatures, Cryptic Nature, test games)."""

    game_id: str
    title: str
    #: Bumped whenever a change of the rules changes which prompts a game asks, since a
    #: save made under other rules would no longer replay.
    rules_version: int

    @property
    def components(self) -> str:
        """A fingerprint of the component values played with (`engine.core.records.digest`):
        a save keeps it. A game may also offer `editions() -> list[Rules]`, the rules with
        each older edition of its components it keeps (engine.core.editions), with which
        a save played before a balance change replays."""

    def validate(self, config: GameConfig) -> None:
        """Raise ConfigError with a plain sentence if the rules cannot play this config."""

    def setup(self, config: GameConfig, table: Table) -> S:
        """The starting state; decisions made during setup belong in the first turns."""

    def play_turn(self, state: S, table: Table) -> Turn:
        """Play the next turn (a setup step, a player's turn, an automa's turn)."""

    def is_over(self, state: S) -> bool: ...

    def turn_count(self, state: S) -> int:
        """How many turns the players have finished (sim's --rounds and its reports)."""

    def result(self, state: S) -> Result:
        """Final scores; only asked once `is_over` is true."""

    def view(self, state: S, seat: int) -> Any:
        """What `seat` may see: the game's own typed view (frozen records, see its api module)
        or JSON-like data; hidden things appear only as counts."""

    def invariants(self, state: S) -> list[str]:
        """Broken invariants (components conserved, limits kept), empty when all hold."""

    def vary_hidden(self, state: S, viewer: int, rng: Rng) -> None:
        """Change only what `viewer` may not see (others' hands, deck order), for tests."""

    def sample_hidden(self, state: S, viewer: int, rng: Rng) -> None:
        """Deal again everything `viewer` may not see, as `vary_hidden` does, but so that
        the outcome depends only on what `viewer` sees and on `rng` (gather each hidden
        pool in a fixed order before shuffling it): a bot's sampled world, which must not
        carry the real hidden arrangement."""
