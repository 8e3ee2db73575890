"""Records: plain frozen objects made unchecked in code, and checked from outside data."""

from __future__ import annotations

import functools
import pickle
import subprocess
import sys
from enum import StrEnum
from typing import Annotated, Literal

import pytest

from engine.core.errors import CheckFailed
from engine.core.records import Field, Record, field_check, record_check

Small = Annotated[int, Field(ge=0, le=9)]


class Mood(StrEnum):
    CALM = "calm"
    WILD = "wild"


class Power(Record):
    effect: str = Field(pattern=r"^[a-z_]+$")
    params: dict[str, int] = Field(default_factory=dict)


class Beast(Record):
    number: int = Field(ge=1, le=99)
    kind: Literal["fox", "owl"]
    tags: list[str] = Field(min_length=1)
    mood: Mood = Mood.CALM
    limit: int | None = None
    power: Power
    spots: tuple[Small, ...] = ()
    notes: list[str] = []

    @field_check("tags")
    @classmethod
    def _distinct(cls, tags: list[str]) -> list[str]:
        if len(set(tags)) != len(tags):
            raise ValueError("a tag is given twice")
        return tags

    @field_check("limit")
    @classmethod
    def _below_number(cls, limit: int | None, earlier: dict[str, object]) -> int | None:
        if limit is not None and limit > earlier.get("number", 99):  # type: ignore[operator]
            raise ValueError("the limit is above the number")
        return limit

    @record_check
    def _owls_have_limits(self) -> Beast:
        if self.kind == "owl" and self.limit is None:
            raise ValueError("an owl needs a limit")
        return self

    @functools.cached_property
    def tag_count(self) -> int:
        return len(self.tags)


class Den(Record):
    name: str
    beasts: list[Beast]


def beast(**changes: object) -> Beast:
    fields: dict[str, object] = {"number": 3, "kind": "fox", "tags": ["red"],
                                 "power": Power(effect="dig")}
    return Beast(**(fields | changes))


def data(**changes: object) -> dict[str, object]:
    return {"number": 3, "kind": "fox", "tags": ["red"], "power": {"effect": "dig"}} | changes


def test_a_record_made_in_code_takes_its_values_as_given_with_defaults() -> None:
    fox = beast(number=500)  # made in code: unchecked
    assert (fox.number, fox.mood, fox.limit, fox.spots, fox.notes) == (500, Mood.CALM, None,
                                                                     (), [])
    assert fox.power.params == {}
    assert beast().notes is not beast().notes  # a mutable default is each record's own
    assert beast().power.params is not beast().power.params


def test_a_missing_or_unknown_field_is_refused_when_made() -> None:
    with pytest.raises(TypeError, match="needs power"):
        Beast(number=1, kind="fox", tags=["a"])  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="no field colour"):
        beast(colour="red")


def test_records_are_frozen_and_replace_copies() -> None:
    fox = beast()
    with pytest.raises(AttributeError, match="frozen"):
        fox.number = 4  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del fox.number
    other = fox.replace(number=4)
    assert (fox.number, other.number, other.tags) == (3, 4, ["red"])
    with pytest.raises(TypeError, match="no field colour"):
        fox.replace(colour="red")


def test_records_are_equal_and_hashed_by_their_fields_only() -> None:
    fox, same = beast(tags=["a", "b"], notes=()), beast(tags=["a", "b"], notes=())
    assert fox.tag_count == 2  # a cached property lives in the record's dict too
    assert fox == same and fox != beast(number=4)
    assert Power(effect="dig") == Power(effect="dig")
    assert hash(Power(effect="dig", params=())) == hash(Power(effect="dig", params=()))  # type: ignore[arg-type]
    assert fox != "fox" and Power(effect="dig") != Den(name="dig", beasts=[])
    with pytest.raises(TypeError):
        hash(fox)  # a list field: unhashable, as a frozen pydantic model's was
    assert repr(Power(effect="dig")) == "Power(effect='dig', params={})"


def test_to_data_gives_json_types_and_from_data_gives_the_record_back() -> None:
    fox = beast(mood=Mood.WILD, limit=2, spots=(1, 2), power=Power(effect="dig", params={"n": 1}))
    plain = fox.to_data()
    assert plain == {"number": 3, "kind": "fox", "tags": ["red"], "mood": "wild", "limit": 2,
                     "power": {"effect": "dig", "params": {"n": 1}}, "spots": [1, 2],
                     "notes": []}
    assert list(plain) == list(Beast.record_fields)  # the declared order
    assert fox.to_data(exclude=("power", "notes"))["spots"] == [1, 2]
    assert "power" not in fox.to_data(exclude=("power",))
    again = Beast.from_data(plain)
    assert again == fox and again.mood is Mood.WILD and again.spots == (1, 2)
    assert Beast.check(plain) == fox  # the check gives the same record
    den = Den(name="home", beasts=[fox, beast()])
    assert Den.from_data(den.to_data()) == den == Den.check(den.to_data())


def test_records_pickle() -> None:
    fox = beast(limit=1)
    assert fox.tag_count == 1
    assert pickle.loads(pickle.dumps(fox)) == fox


def test_check_applies_types_limits_and_defaults() -> None:
    fox = Beast.check(data(spots=[0, 9], mood="wild"))
    assert fox.spots == (0, 9) and fox.mood is Mood.WILD and fox.power == Power(effect="dig")
    cases = [
        (data(number=0), ("number",)),
        (data(kind="cat"), ("kind",)),
        (data(tags=[]), ("tags",)),
        (data(spots=[10]), ("spots", 0)),
        (data(power={"effect": "Dig!"}), ("power", "effect")),
        (data(power={"effect": "dig", "extra": 1}), ("power", "extra")),
        (data(colour="red"), ("colour",)),
    ]
    for bad, where in cases:
        with pytest.raises(CheckFailed) as refused:
            Beast.check(bad)
        assert refused.value.errors()[0]["loc"] == where, bad


def test_field_and_record_checks_run_on_outside_data_only_and_say_where() -> None:
    assert beast(tags=["a", "a"]).tags == ["a", "a"]  # made in code: not checked
    with pytest.raises(CheckFailed) as refused:
        Den.check({"name": "home", "beasts": [data(), data(tags=["a", "a"])]})
    [fault] = refused.value.errors()
    assert fault["loc"] == ("beasts", 1, "tags") and "a tag is given twice" in fault["msg"]
    with pytest.raises(CheckFailed) as refused:
        Beast.check(data(limit=7, number=5))  # the check sees the number given before
    assert refused.value.errors()[0]["loc"] == ("limit",)
    with pytest.raises(CheckFailed) as refused:
        Den.check({"name": "home", "beasts": [data(kind="owl")]})
    assert refused.value.errors()[0]["loc"] == ("beasts", 0)  # the whole entry
    assert "an owl needs a limit" in str(refused.value)
    with pytest.raises(CheckFailed):
        beast(kind="owl").checked()
    assert beast(kind="owl", limit=1).checked() == beast(kind="owl", limit=1)


def test_making_and_pickling_records_imports_no_pydantic() -> None:
    code = ("import sys, pickle\n"
            "from engine.core.config import GameConfig, Seat\n"
            "c = GameConfig(game='g', seats=(Seat(name='A', colour='red'),), seed=1)\n"
            "assert pickle.loads(pickle.dumps(c)) == c\n"
            "assert GameConfig.from_data(c.to_data()) == c\n"
            "print('pydantic' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"
