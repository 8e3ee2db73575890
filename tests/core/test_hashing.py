"""State hashes: canonical data, no sets, equal states equal, and stable across versions."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from enum import Enum

import pytest

from engine.core import Game
from engine.core.hashing import INLINE, UNSET_UNHASHED, canonical, state_hash
from engine.core.rng import Rng
from tests.tinygame.rules import PebbleRules, config


@dataclass
class Token:
    name: str
    hexes: list[tuple[int, int]]
    rng: Rng


@dataclass
class Bag:
    items: object = field(default_factory=list)


class Colour(Enum):
    RED = "red"


def test_the_hash_of_a_small_value_is_pinned() -> None:
    token = Token("egg", [(1, 2)], Rng(1))
    text = (
        '{"__type__":"Token","hexes":[[1,2]],"name":"egg",'
        '"rng":{"draws":0,"inc":48603,"state":7472395887765766535}}'
    )
    assert state_hash(token) == hashlib.sha256(text.encode()).hexdigest()
    assert state_hash(token) == "f9fe68512529d441c592a109b4a0e03c7608dc4f962c67bee03e06651c729012"


@pytest.mark.parametrize("bad", [{1, 2}, frozenset({"a"}), Bag({3}), [1, {"x": {2}}], object()])
def test_sets_and_unknown_types_are_refused(bad: object) -> None:
    with pytest.raises(TypeError, match="cannot be part of a game state hash"):
        state_hash(bad)


def test_canonical_turns_values_into_plain_json_data() -> None:
    assert canonical(Colour.RED) == "red"
    assert canonical((1, [2, (3,)])) == [1, [2, [3]]]
    assert canonical({1: "a"}) == {"1": "a"}
    assert canonical(Rng(1)) == Rng(1).to_data()
    assert canonical(None) is None


def test_equal_states_hash_equal() -> None:
    assert state_hash(Token("egg", [(1, 2)], Rng(1))) == state_hash(Token("egg", [(1, 2)], Rng(1)))
    assert state_hash({"a": 1, "b": 2}) == state_hash({"b": 2, "a": 1})
    one = Game(PebbleRules(), config(players=3, seed=9))
    two = Game(PebbleRules(), config(players=3, seed=9))
    assert one.state_hash() == two.state_hash()
    one.choose("pebble:1")
    two.choose("pebble:1")
    assert one.state_hash() == two.state_hash()


def test_different_states_hash_differently() -> None:
    base = state_hash(Token("egg", [(1, 2)], Rng(1)))
    assert state_hash(Token("egg", [(2, 1)], Rng(1))) != base
    assert state_hash(Token("egg", [(1, 2)], Rng(2))) != base
    drawn = Rng(1)
    drawn.below(2)
    assert state_hash(Token("egg", [(1, 2)], drawn)) != base
    assert state_hash(True) != state_hash(1)
    assert state_hash(Bag([1])) != state_hash([1])  # the type name counts
    game = Game(PebbleRules(), config(seed=9))
    other = Game(PebbleRules(), config(seed=10))
    assert game.state_hash() != other.state_hash()


@dataclass
class Grown:
    """A state a module grew a field on, left out of the hash while unset."""

    name: str
    snow: list[int] = field(default_factory=list, metadata={UNSET_UNHASHED: True})
    winter: object = field(default=None, metadata={UNSET_UNHASHED: True})


@dataclass
class Plain:
    name: str


def test_a_field_marked_unset_unhashed_leaves_the_hash_alone_until_it_is_set() -> None:
    assert canonical(Grown("egg")) == {"name": "egg", "__type__": "Grown"}
    assert canonical(Grown("egg", [0, 2])) == {"name": "egg", "snow": [0, 2], "__type__": "Grown"}
    assert canonical(Grown("egg", winter=Plain("x")))["winter"] == {"name": "x",
                                                                    "__type__": "Plain"}


@dataclass
class Snow:
    """Fields that used to sit loose on `Grown`, grouped into a record of their own."""

    snow: list[int] = field(default_factory=list, metadata={UNSET_UNHASHED: True})
    winter: object = field(default=None, metadata={UNSET_UNHASHED: True})


@dataclass
class Regrouped:
    name: str
    season: Snow | None = field(default=None, metadata={INLINE: True})


def test_an_inline_record_hashes_as_the_loose_fields_it_replaced() -> None:
    # the class name is part of the hash; compare with the loose layout under the same name
    Regrouped.__name__ = "Grown"
    try:
        assert canonical(Regrouped("egg")) == canonical(Grown("egg"))
        assert canonical(Regrouped("egg", Snow([0, 2], Plain("x")))) == canonical(
            Grown("egg", [0, 2], Plain("x")))
        assert canonical(Regrouped("egg", Snow())) == canonical(Grown("egg"))
    finally:
        Regrouped.__name__ = "Regrouped"
    assert canonical(Regrouped("egg", Snow([1])))["snow"] == [1]
