"""Option ids: one way to build them and to read them back.

An id is a kind and its parts joined by ":" ("hand:12", "spot:3,4:3,5"); a board
coordinate is written "r,c". Saves record these strings, so a given situation must keep
giving exactly the same ids. `option_id` builds one, `read_id` parses one, and the typed
accessors say clearly what was wrong with an id a rule did not expect.
"""

from __future__ import annotations

from dataclasses import dataclass

SEP = ":"

#: What may go into an id: a name, a number or a board coordinate (row, column).
Part = str | int | tuple[int, int]


class OptionIdError(ValueError):
    """An option id that does not have the shape the rule reading it expects."""


def option_id(kind: str, *parts: Part) -> str:
    """`kind` and its parts joined by ":"; a coordinate becomes "r,c"."""
    return SEP.join((kind, *(_part(p) for p in parts)))


def coord_text(coord: tuple[int, int]) -> str:
    """A coordinate as ids and refs write it: "r,c"."""
    row, col = coord
    return f"{row},{col}"


def _part(part: Part) -> str:
    text = coord_text(part) if isinstance(part, tuple) else str(part)
    if not text or SEP in text or " " in text:
        raise OptionIdError(f"{part!r} cannot be part of an option id")
    return text


@dataclass(frozen=True, slots=True)
class OptionId:
    """A parsed option id: its kind and the text of each part."""

    text: str
    kind: str
    parts: tuple[str, ...]

    def word(self, index: int = 0) -> str:
        """Part `index` as it is written."""
        return self._part(index)

    def number(self, index: int = 0) -> int:
        """Part `index` as an integer."""
        part = self._part(index)
        try:
            return int(part)
        except ValueError:
            raise OptionIdError(
                f"part {index} of option id {self.text!r} is not a number"
            ) from None

    def coord(self, index: int = 0) -> tuple[int, int]:
        """Part `index` as a board coordinate written "r,c"."""
        values = self._part(index).split(",")
        try:
            row, col = (int(v) for v in values)
        except ValueError:
            raise OptionIdError(
                f'part {index} of option id {self.text!r} is not a coordinate "r,c"'
            ) from None
        return row, col

    def _part(self, index: int) -> str:
        if not 0 <= index < len(self.parts):
            raise OptionIdError(f"option id {self.text!r} has no part {index}")
        return self.parts[index]


def read_id(text: str, kind: str | None = None) -> OptionId:
    """Parse an option id; with `kind`, an id of another kind is an error."""
    found, *parts = text.split(SEP)
    if not found:
        raise OptionIdError(f"option id {text!r} has no kind")
    if kind is not None and found != kind:
        raise OptionIdError(f"option id {text!r} is not a {kind!r} id")
    return OptionId(text, found, tuple(parts))
