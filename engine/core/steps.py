"""The step/ask helper for rules written as generators.

A rule step is a generator: it yields a `Prompt` whenever it waits for a decision and
receives the chosen option id back. `StepContext` is what every step of a game gets: the
live state, the table (events, commit points) and `ask`, the one way a rule waits.
A game extends it with its own lookups (components, players).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from typing import Any, Generic

from engine.core.prompt import Option, Prompt
from engine.core.rules import S, Table

#: A rule step that may ask questions and returns a value.
Step = Generator[Prompt, str, Any]


class StepContext(Generic[S]):
    """The state a step changes, the table it reports to, and `ask`."""

    def __init__(self, state: S, table: Table) -> None:
        self.state = state
        self.table = table

    def emit(self, kind: str, text: str, seat: int | None = None, **payload: Any) -> None:
        self.table.emit(kind, text, seat, **payload)

    def ask(
        self,
        seat: int,
        kind: str,
        instruction: str,
        options: Sequence[Option] | Callable[[], Sequence[Option]],
        help: str = "",
        auto: bool = True,
        multi: bool = False,
        refs: tuple[str, ...] = (),
    ) -> Step:
        """Wait for `seat` to pick one option; with `auto`, a lone legal option is taken
        without asking (there is nothing to decide). `multi`: see `Prompt.multi`; `refs`
        name what the whole decision is about (the tile being placed, say). `options` may
        be a function that makes them: while the driver replays recorded choices, a
        question that is not `auto` is asked without them (only who is asked and the kind
        of question are checked then), so a long list is not made for nothing."""
        if self.table.replaying and not auto:
            answer = yield Prompt(seat, kind, instruction, (), help=help, multi=multi,
                                  refs=refs)
            return answer
        made = options() if callable(options) else options
        if auto:
            enabled = [o for o in made if o.enabled]
            if len(enabled) == 1:
                return enabled[0].id
        answer = yield Prompt(seat, kind, instruction, tuple(made), help=help, multi=multi,
                              refs=refs)
        return answer
