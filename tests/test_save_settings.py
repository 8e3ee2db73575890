"""A save whose settings no game of ours has (a colour the box lacks, two seats of one
colour, an option or module the game does not know, a level Tingent does not play) is
refused in one sentence when it is loaded, in both games; an untouched save loads."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from cryptic_tui.sim_command import config_for as cryptic_config
from cryptic_tui.sim_command import cryptic_rules
from engine.core import Game, RandomAgent, SaveError, save
from engine.cryptic.solo.seats import solo_config as cryptic_solo
from wondrous_tui.sim_command import config_for as wondrous_config
from wondrous_tui.sim_command import solo_config as wondrous_solo
from wondrous_tui.sim_command import wondrous_rules

GAMES: dict[str, Callable[[], tuple[Any, Any]]] = {
    "wondrous": lambda: (wondrous_rules(), wondrous_config(2, 5)),
    "wondrous solo": lambda: (wondrous_rules(), wondrous_solo("wild", {}, 5)),
    "cryptic": lambda: (cryptic_rules(), cryptic_config(2, 5)),
    "cryptic solo": lambda: (cryptic_rules(), cryptic_solo(5)),
}
Change = Callable[[dict[str, Any]], None]


def _colour(colour: str) -> Change:
    return lambda config: config["seats"][0].__setitem__("colour", colour)


def _same_colours(config: dict[str, Any]) -> None:
    config["seats"][1]["colour"] = config["seats"][0]["colour"]


def _option(name: str, value: object) -> Change:
    return lambda config: config["options"].__setitem__(name, value)


def _modules(config: dict[str, Any]) -> None:
    config["modules"] = ["turbo"]


CHANGES: dict[str, tuple[Change, str]] = {
    "unknown colour": (_colour("mauve"), "Seat 1 has the colour 'mauve', which is not one of "),
    "two seats of one colour": (_same_colours, "of another seat."),
    "unknown option": (_option("turbo", True), "There is no option called 'turbo'"),
    "unknown module": (_modules, "'turbo'"),
    "solo level godlike": (_option("solo", {"level": "godlike"}), ""),  # each game's words
}


def saved(game_name: str, tmp_path: Path) -> tuple[Any, Path]:
    rules, config = GAMES[game_name]()
    game = Game(rules, config)
    agent = RandomAgent(1)
    for _ in range(3):
        game.choose(agent.pick(game.prompt))
    path = tmp_path / "game.json"
    save.save(game, path)
    return rules, path


@pytest.mark.parametrize("change", CHANGES)
@pytest.mark.parametrize("game_name", GAMES)
def test_a_save_with_settings_the_game_lacks_is_refused_in_one_sentence(
    game_name: str, change: str, tmp_path: Path
) -> None:
    rules, path = saved(game_name, tmp_path)
    assert save.load(rules, path).config.seats  # untouched, it loads
    data = json.loads(path.read_text(encoding="utf-8"))
    alter, words = CHANGES[change]
    alter(data["config"])
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        save.load(rules, path)
    message = str(caught.value)
    assert message.startswith("The save file's settings cannot be played: ")
    assert words in message and message.endswith(".") and "\n" not in message


def test_the_poachers_colour_is_his_alone(tmp_path: Path) -> None:
    """Black is the Poacher's: a hotseat game of Cryptic Nature has no black seat."""
    rules, path = saved("cryptic", tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    _colour("black")(data["config"])
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        save.load(rules, path)
    assert "Seat 1 has the colour 'black', which is not one of " in str(caught.value)
