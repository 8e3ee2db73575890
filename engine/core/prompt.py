"""Prompts: every decision the game waits for, with a finite list of options."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeVar, cast, dataclass_transform

C = TypeVar("C", bound=type)


@dataclass_transform(frozen_default=True)
def read_only(cls: C) -> C:
    """A dataclass the type checker holds read-only (it refuses any assignment to a field)
    that Python builds as a plain one: games make options by the thousand (every prompt, in
    every world a bot looks at), and a frozen dataclass takes twice as long to build."""
    return cast(C, dataclass(slots=True, unsafe_hash=True)(cls))


@read_only
class Option:
    """One answer to a prompt.

    `id` is stable (the same situation always gives the same ids) and is what saves record.
    `refs` name the board things this option is about ("hex:3,4", "card:17") so a UI can
    highlight them. A disabled option stays listed with the `reason` it is not legal now.
    """

    id: str
    label: str
    refs: tuple[str, ...] = ()
    help: str = ""
    enabled: bool = True
    reason: str = ""

    def __post_init__(self) -> None:
        if not self.id or " " in self.id or not self.id.isprintable():
            raise ValueError(f"option id {self.id!r} must be non-empty without spaces")
        if not self.enabled and not self.reason:
            raise ValueError(f"disabled option {self.id!r} needs a reason")


@read_only
class Prompt:
    """What the game waits for: who decides, what kind of decision, and the options.

    `multi` marks one pick of a multi-pick: the same decision is asked again after each
    pick until enough are picked (or Done), so a UI may let the player pick several at once
    and answer them in turn. It changes nothing in the options. `refs` name what the whole
    decision is about (the tile a spot is asked for), as the options' refs do for each."""

    seat: int
    kind: str
    instruction: str
    options: tuple[Option, ...]
    help: str = ""
    refs: tuple[str, ...] = ()
    multi: bool = False
    _index: dict[str, Option] = field(init=False, repr=False, compare=False)
    _enabled: tuple[Option, ...] | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        index = {opt.id: opt for opt in self.options}
        object.__setattr__(self, "_index", index)
        object.__setattr__(self, "_enabled", None)

    @property
    def fingerprint(self) -> str:
        """What a save records next to each choice, so replay notices a mismatch at once."""
        return f"{self.kind}@{self.seat}"

    @staticmethod
    def seat_of(fingerprint: str) -> int:
        """The seat that answered the prompt a fingerprint was taken of."""
        return int(fingerprint.rpartition("@")[2])

    def option(self, option_id: str) -> Option | None:
        return self._index.get(option_id)

    @property
    def enabled(self) -> tuple[Option, ...]:
        found = self._enabled
        if found is None:  # made once: agents ask for it at every decision
            found = tuple(opt for opt in self.options if opt.enabled)
            object.__setattr__(self, "_enabled", found)
        return found

    def problems(self) -> list[str]:
        """Contract breaches a rules module must never produce."""
        found: list[str] = []
        if not self.options:
            found.append(f"prompt {self.kind!r} has no options")
        if len(self._index) != len(self.options):
            found.append(f"prompt {self.kind!r} repeats an option id")
        if self.options and not self.enabled:
            found.append(f"prompt {self.kind!r} has no legal option")
        return found


DONE = "done"
BACK = "back"  # the option that leaves a decision unanswered, where one may (listed first)


def done_option(label: str = "Done", help_topic: str = "") -> Option:
    """The option that ends a multi-pick (a sequence of single picks)."""
    return Option(DONE, label, help=help_topic)
