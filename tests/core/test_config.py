"""GameConfig and Seat: validation, immutability, player count."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from engine.core import GameConfig, Seat, SeatKind


def seat(name: str = "Ann", kind: SeatKind = SeatKind.HUMAN) -> Seat:
    return Seat(name=name, colour="red", kind=kind)


def test_a_plain_config_is_accepted() -> None:
    config = GameConfig(game="pebbles", seats=(seat("Ann"), seat("Bob")), seed=5)
    assert config.player_count == 2
    assert config.seat_name(1) == "Bob"
    assert config.modules == ()
    assert config.options == {}


def test_seat_names_are_trimmed() -> None:
    assert seat("  Ann  ").name == "Ann"


@pytest.mark.parametrize("name", ["", "   ", "A\tB", "bell\x07", "x" * 25])
def test_bad_seat_names_are_refused(name: str) -> None:
    with pytest.raises(ValidationError):
        seat(name)


def test_seat_needs_a_colour_and_knows_no_other_fields() -> None:
    with pytest.raises(ValidationError):
        Seat(name="Ann", colour="")
    with pytest.raises(ValidationError):
        Seat(name="Ann", colour="red", mood="happy")  # type: ignore[call-arg]


@pytest.mark.parametrize("seed", [0, 1, 2**63 - 1])
def test_seeds_in_range_are_accepted(seed: int) -> None:
    assert GameConfig(game="g", seats=(seat(),), seed=seed).seed == seed


@pytest.mark.parametrize("seed", [-1, 2**63, 2**64])
def test_seeds_out_of_range_are_refused(seed: int) -> None:
    with pytest.raises(ValidationError):
        GameConfig(game="g", seats=(seat(),), seed=seed)


def test_seat_count_limits() -> None:
    with pytest.raises(ValidationError):
        GameConfig(game="g", seats=(), seed=1)
    with pytest.raises(ValidationError):
        GameConfig(game="g", seats=tuple(seat(f"P{i}") for i in range(7)), seed=1)
    with pytest.raises(ValidationError):
        GameConfig(game="", seats=(seat(),), seed=1)


def test_config_and_seats_are_frozen() -> None:
    config = GameConfig(game="g", seats=(seat(),), seed=1)
    with pytest.raises(ValidationError):
        config.seed = 2  # type: ignore[misc]
    with pytest.raises(ValidationError):
        config.seats[0].name = "Eve"  # type: ignore[misc]
    with pytest.raises(ValidationError):
        GameConfig(game="g", seats=(seat(),), seed=1, colour="red")  # type: ignore[call-arg]


def test_with_seed_copies_and_leaves_the_original() -> None:
    config = GameConfig(game="g", seats=(seat(),), seed=1)
    other = config.with_seed(99)
    assert (config.seed, other.seed) == (1, 99)
    assert other.seats == config.seats


def test_player_count_excludes_automa_seats() -> None:
    config = GameConfig(
        game="g",
        seats=(
            seat("Ann"),
            seat("Bot", SeatKind.BOT),
            seat("Tingent", SeatKind.AUTOMA),
        ),
        seed=1,
    )
    assert len(config.seats) == 3
    assert config.player_count == 2


def test_config_round_trips_through_json() -> None:
    config = GameConfig(
        game="g",
        seats=(seat("Ann"), seat("Tingent", SeatKind.AUTOMA)),
        modules=("winterfall",),
        options={"rounds": 4},
        seed=12,
    )
    again = GameConfig.model_validate_json(config.model_dump_json())
    assert again == config
    assert again.seats[1].kind is SeatKind.AUTOMA
