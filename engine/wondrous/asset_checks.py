"""What the cross-file checks of the component data share: one-line problems, duplicates and
the checks of a set of creature cards (base and Winterfall)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from engine.core.records import Frozen
from engine.core.words import with_article
from engine.wondrous.components import AbilityDef, Creature, Species


class Problems:
    """The faults found, each one line naming the file, the entry and the field."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.lines: list[str] = []

    def add(self, filename: str, entry: str, field: str, msg: str) -> None:
        self.lines.append(f"{self.folder / filename}: entry {entry}: field {field}: {msg}")


def dupes(values: list[Any]) -> list[Any]:
    return sorted((v for v, n in Counter(values).items() if n > 1), key=str)


def numbered(values: list[int], first: int, count: int) -> bool:
    """The numbers first, first + 1, ... (count of them), in order."""
    return values == list(range(first, first + count))


class CardSet(Frozen):
    """Where a set of creature cards lives and what it may hold."""

    filename: str
    first: int  # its numbers run first, first + 1, ... (count of them)
    count: int
    species: tuple[Species, ...]
    specs_in: str  # where its abilities are listed, for the message


def check_creature_cards(
    p: Problems, deck: CardSet, cards: list[Creature], specs: dict[str, AbilityDef]
) -> None:
    """Numbers, names, abilities and shared abilities of one set of creature cards."""
    f = deck.filename
    numbers = [k.number for k in cards]
    if not numbered(numbers, deck.first, deck.count):
        last = deck.first + deck.count - 1
        missing = sorted(set(range(deck.first, last + 1)) - set(numbers))
        p.add(
            f,
            "creatures",
            "number",
            f"need the {deck.count} numbers {deck.first}-{last} once each, in order (missing "
            f"{missing[:8]}, repeated {dupes(numbers)[:8]})",
        )
    for d in dupes([k.name for k in cards]):
        p.add(f, "creatures", "name", f"'{d}' is used twice")
    by_number = {k.number: k for k in cards}
    for i, k in enumerate(cards):
        entry = f"creatures.{i} ({k.name})"
        _check_ability(p, f, entry, k, specs.get(k.ability.effect), deck.specs_in)
        if other := [s for s in k.species if s not in deck.species]:
            p.add(f, entry, "species", f"{other} not in this set's species {list(deck.species)}")
        if k.ability.params.get("species") == "own" and len(k.species) != 1:
            p.add(f, entry, "species", "an ability counting its own species needs one species")
        for d in dupes(k.designed):
            p.add(f, entry, "designed", f"'{d}' listed twice")
        if k.same_ability_as is not None:
            _check_shared(p, f, entry, k, by_number.get(k.same_ability_as))


def _check_ability(
    p: Problems, f: str, entry: str, k: Creature, spec: AbilityDef | None, specs_in: str
) -> None:
    if spec is None:
        p.add(f, entry, "ability.effect", f"'{k.ability.effect}' is not in {specs_in}")
        return
    if spec.type != k.type:
        p.add(
            f,
            entry,
            "type",
            f"'{k.ability.effect}' is {with_article(spec.type)} ability, the card says {k.type}",
        )
    if sorted(k.ability.params) != sorted(spec.params):
        p.add(
            f,
            entry,
            "ability.params",
            f"expected the parameters {spec.params}, got {sorted(k.ability.params)}",
        )


def _check_shared(p: Problems, f: str, entry: str, k: Creature, ref: Creature | None) -> None:
    """A card that shares another's ability ("Refer to #N") points at the original."""
    if ref is None or ref.number == k.number:
        p.add(f, entry, "same_ability_as", "must name another card")
    elif ref.same_ability_as is not None:
        msg = f"#{ref.number} itself refers on; point at the original card"
        p.add(f, entry, "same_ability_as", msg)
    else:
        if ref.ability != k.ability:
            msg = f"differs from #{ref.number} ({ref.name}), whose ability it shares"
            p.add(f, entry, "ability", msg)
        if ref.type != k.type:
            p.add(f, entry, "type", f"differs from #{ref.number} ({ref.name})")
        if ref.energy_limit != k.energy_limit:
            p.add(f, entry, "energy_limit", f"differs from #{ref.number} ({ref.name})")
