"""The option-id codec: ids keep their exact strings, and malformed ids fail clearly."""

from __future__ import annotations

import pytest

from engine.core.option_ids import OptionIdError, option_id, read_id


def test_ids_are_the_kind_and_parts_joined_by_colons() -> None:
    assert option_id("hand", 12) == "hand:12"
    assert option_id("species", "bird") == "species:bird"
    assert option_id("spot", (3, 4), (3, 5)) == "spot:3,4:3,5"
    assert option_id("card", (2, 7), 0) == "card:2,7:0"
    assert option_id("done") == "done"


def test_reading_gives_back_each_part_typed() -> None:
    spot = read_id("spot:3,4:3,5", "spot")
    assert (spot.kind, spot.coord(0), spot.coord(1)) == ("spot", (3, 4), (3, 5))
    card = read_id("card:2,7:0")
    assert (card.coord(), card.number(1)) == ((2, 7), 0)
    assert read_id("species:bird").word() == "bird"
    assert read_id("done").parts == ()


def test_reading_round_trips_negative_and_large_numbers() -> None:
    assert read_id(option_id("lake", (-1, 10), 123456)).coord() == (-1, 10)
    assert read_id(option_id("lake", (-1, 10), 123456)).number(1) == 123456


@pytest.mark.parametrize(
    ("text", "read", "message"),
    [
        ("hand:x", lambda i: i.number(), "part 0 of option id 'hand:x' is not a number"),
        ("lake:3", lambda i: i.coord(), "not a coordinate"),
        ("lake:3,4,5", lambda i: i.coord(), "not a coordinate"),
        ("lake:a,b", lambda i: i.coord(), "not a coordinate"),
        ("hand", lambda i: i.number(), "has no part 0"),
        ("hand:1", lambda i: i.word(1), "has no part 1"),
    ],
)
def test_a_malformed_id_says_what_is_wrong(text: str, read: object, message: str) -> None:
    parsed = read_id(text)
    with pytest.raises(OptionIdError, match=message):
        read(parsed)  # type: ignore[operator]


def test_an_id_of_another_kind_or_without_kind_is_refused() -> None:
    with pytest.raises(OptionIdError, match="is not a 'spot' id"):
        read_id("hand:1", "spot")
    with pytest.raises(OptionIdError, match="has no kind"):
        read_id(":1")


@pytest.mark.parametrize("part", ["a:b", "", "two words"])
def test_a_part_that_would_break_the_id_is_refused(part: str) -> None:
    with pytest.raises(OptionIdError, match="cannot be part of an option id"):
        option_id("kind", part)
