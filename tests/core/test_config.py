"""GameConfig and Seat: the check of outside data, immutability, player count."""

from __future__ import annotations

import argparse
import json

import pytest

from engine.core import ConfigError, GameConfig, Seat, SeatKind
from engine.core.commands import seed_argument
from engine.core.config import refuse_unknown_settings
from engine.core.errors import CheckFailed


def seat(name: str = "Ann", kind: SeatKind = SeatKind.HUMAN) -> Seat:
    return Seat(name=name, colour="red", kind=kind)


def checked(**fields: object) -> GameConfig:
    """A config from outside data (a form, a file), with seats as plain dicts."""
    return GameConfig.check(fields)


def seat_data(name: str = "Ann") -> dict[str, str]:
    return {"name": name, "colour": "red"}


def test_a_plain_config_is_accepted() -> None:
    config = GameConfig(game="pebbles", seats=(seat("Ann"), seat("Bob")), seed=5)
    assert config.player_count == 2
    assert config.seat_name(1) == "Bob"
    assert config.modules == ()
    assert config.options == {}


def test_checked_seat_names_are_trimmed() -> None:
    config = checked(game="g", seats=[seat_data("  Ann  ")], seed=1)
    assert config.seats[0].name == "Ann"
    assert config.seats[0].kind is SeatKind.HUMAN
    assert config.seats == (Seat(name="Ann", colour="red"),)


@pytest.mark.parametrize("name", ["", "   ", "A\tB", "bell\x07", "x" * 25])
def test_bad_seat_names_are_refused(name: str) -> None:
    with pytest.raises(CheckFailed) as refused:
        checked(game="g", seats=[seat_data(name)], seed=1)
    assert refused.value.errors()[0]["loc"][:2] == ("seats", 0)


def test_a_config_made_from_entries_is_checked_by_checked() -> None:
    made = GameConfig(game="g", seats=(seat("  Ann "),), seed=1)  # made in code: as given
    assert made.seats[0].name == "  Ann "
    assert made.checked().seats[0].name == "Ann"
    with pytest.raises(CheckFailed):
        made.replace(seed=-1).checked()


def test_seat_needs_a_colour_and_knows_no_other_fields() -> None:
    with pytest.raises(CheckFailed):
        checked(game="g", seats=[{"name": "Ann", "colour": ""}], seed=1)
    with pytest.raises(CheckFailed) as refused:
        checked(game="g", seats=[{"name": "Ann", "colour": "red", "mood": "happy"}], seed=1)
    assert refused.value.errors()[0]["loc"] == ("seats", 0, "mood")
    with pytest.raises(TypeError):
        Seat(name="Ann", colour="red", mood="happy")  # type: ignore[call-arg]


@pytest.mark.parametrize("seed", [0, 1, 2**63 - 1])
def test_seeds_in_range_are_accepted(seed: int) -> None:
    assert checked(game="g", seats=[seat_data()], seed=seed).seed == seed


@pytest.mark.parametrize("seed", [-1, 2**63, 2**64])
def test_seeds_out_of_range_are_refused(seed: int) -> None:
    with pytest.raises(CheckFailed):
        checked(game="g", seats=[seat_data()], seed=seed)


def test_seat_count_limits() -> None:
    with pytest.raises(CheckFailed):
        checked(game="g", seats=[], seed=1)
    with pytest.raises(CheckFailed):
        checked(game="g", seats=[seat_data(f"P{i}") for i in range(7)], seed=1)
    with pytest.raises(CheckFailed):
        checked(game="", seats=[seat_data()], seed=1)


def test_config_and_seats_are_frozen() -> None:
    config = GameConfig(game="g", seats=(seat(),), seed=1)
    with pytest.raises(AttributeError):
        config.seed = 2  # type: ignore[misc]
    with pytest.raises(AttributeError):
        config.seats[0].name = "Eve"  # type: ignore[misc]
    with pytest.raises(TypeError):
        GameConfig(game="g", seats=(seat(),), seed=1, colour="red")  # type: ignore[call-arg]
    with pytest.raises(CheckFailed):
        checked(game="g", seats=[seat_data()], seed=1, colour="red")


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
    again = GameConfig.check(json.loads(json.dumps(config.to_data())))
    assert again == config
    assert again.seats[1].kind is SeatKind.AUTOMA


@pytest.mark.parametrize(("text", "says"), [("-5", "from 0 to"), (str(2**63), "from 0 to"),
                                             ("x", "not a whole number")])
def test_a_command_line_seed_no_game_takes_is_refused_in_a_line(text: str, says: str) -> None:
    with pytest.raises(argparse.ArgumentTypeError, match=says):
        seed_argument(text)
    assert seed_argument("0") == 0 and seed_argument(str(2**63 - 1)) == 2**63 - 1


def test_sim_refuses_a_negative_seed_before_playing(capsys: pytest.CaptureFixture[str]) -> None:
    from tests.tinygame.cli import main

    with pytest.raises(SystemExit) as exited:
        main(["sim", "--seed", "-5", "--games", "1"])
    assert exited.value.code == 2
    assert "--seed: a seed is a whole number from 0 to" in capsys.readouterr().err


@pytest.mark.parametrize("command", ["sim", "fuzz"])
def test_games_whose_last_seed_no_game_takes_are_refused(command: str) -> None:
    from tests.tinygame.cli import main

    with pytest.raises(SystemExit) as refused:
        main([command, "--seed", str(2**63 - 1), "--games", "2"])
    assert str(refused.value) == (f"pebbles {command}: --seed {2**63 - 1} with --games 2 "
                                  f"would play seed {2**63}; the last seed is {2**63 - 1}")


def coloured(*colours: str, **options: object) -> GameConfig:
    seats = tuple(Seat(name=f"P{i}", colour=c) for i, c in enumerate(colours))
    return GameConfig(game="pebbles", seats=seats, options=dict(options), seed=1)


GAME_COLOURS = ("red", "blue")
GAME_OPTIONS = {"short": bool, "solo": dict}


def test_seats_of_the_game_s_colours_and_its_own_options_pass() -> None:
    refuse_unknown_settings(coloured("blue", "red", short=True, solo={}), GAME_COLOURS,
                            GAME_OPTIONS)


@pytest.mark.parametrize(("config", "says"), [
    (coloured("red", "mauve"), "Seat 2 has the colour 'mauve', which is not one of red, blue."),
    (coloured("red", "red"), "Seat 2 has the colour 'red' of another seat."),
    (coloured("red", turbo=True),
     "There is no option called 'turbo' (options: short, solo)."),
    (coloured("red", short="yes"), "The option 'short' must be true or false."),
    (coloured("red", short=1), "The option 'short' must be true or false."),
    (coloured("red", solo="godlike"), "The option 'solo' must be a set of named settings."),
])
def test_an_unknown_or_taken_colour_and_an_unknown_option_are_refused(
    config: GameConfig, says: str
) -> None:
    with pytest.raises(ConfigError) as caught:
        refuse_unknown_settings(config, GAME_COLOURS, GAME_OPTIONS)
    assert str(caught.value) == says


def test_a_game_without_options_says_so() -> None:
    with pytest.raises(ConfigError, match=r"\(options: this game has none\)\.$"):
        refuse_unknown_settings(coloured("red", solo={}), GAME_COLOURS, {})
