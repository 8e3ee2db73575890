"""Write the saves tests/test_old_saves.py loads: one random game per mode, played to the end
and saved, plus the same game saved halfway (as an autosave would be). Run once, with the
code whose saves must keep loading:

    PYTHONPATH=<that checkout> python tests/saves/write_saves.py tests/saves

The files are gzipped JSON saves, exactly as the app writes them."""

from __future__ import annotations

import gzip
import sys
from pathlib import Path
from typing import Any

from engine.core import Game, GameConfig, RandomAgent
from engine.core.save import dumps


def seats(count: int, colours: tuple[str, ...]) -> list[dict[str, Any]]:
    return [{"name": f"Player {i + 1}", "colour": colours[i]} for i in range(count)]


W_COLOURS = ("blue", "red", "green", "yellow")
C_COLOURS = ("orange", "white", "blue", "purple")
TINGENT = {"name": "Tingent", "colour": "red", "kind": "automa"}
POACHER = {"name": "Poacher", "colour": "black", "kind": "automa"}

#: name -> config data (seed 7 for all)
MODES: dict[str, dict[str, Any]] = {
    "wondrous-2": {"game": "wondrous", "seats": seats(2, W_COLOURS)},
    "wondrous-4": {"game": "wondrous", "seats": seats(4, W_COLOURS)},
    "winterfall-2": {"game": "wondrous", "seats": seats(2, W_COLOURS),
                     "modules": ["winterfall"]},
    "winterfall-3": {"game": "wondrous", "seats": seats(3, W_COLOURS),
                     "modules": ["winterfall"]},
    "tingent-wild-haze": {"game": "wondrous", "seats": [*seats(1, W_COLOURS), TINGENT],
                          "options": {"solo": {"level": "wild",
                                               "scenarios": {"haze": "hard",
                                                             "outlaws": "easy"}}}},
    "tingent-terrifying-poor": {"game": "wondrous", "seats": [*seats(1, W_COLOURS), TINGENT],
                                "options": {"solo": {"level": "terrifying",
                                                     "scenarios": {"poor": "hard"}}}},
    "tingent-nightmare-winterfall": {
        "game": "wondrous", "seats": [*seats(1, W_COLOURS), TINGENT],
        "modules": ["winterfall"],
        "options": {"solo": {"level": "nightmare",
                             "scenarios": {"unfair": "hard", "eggpocalypse": "hard",
                                           "double": "hard"}}}},
    "cryptic-2": {"game": "cryptic", "seats": seats(2, C_COLOURS)},
    "cryptic-4-wolpertinger": {"game": "cryptic", "seats": seats(4, C_COLOURS),
                               "modules": ["wolpertinger"]},
    "cryptic-3-no-bids": {"game": "cryptic", "seats": seats(3, C_COLOURS),
                          "modules": ["no-bids"]},
    "poacher": {"game": "cryptic", "seats": [*seats(1, C_COLOURS), POACHER]},
    "poacher-wolpertinger": {"game": "cryptic", "seats": [*seats(1, C_COLOURS), POACHER],
                             "modules": ["wolpertinger"]},
}


def rules_for(game: str) -> Any:
    if game == "wondrous":
        from engine.wondrous.rules import WondrousRules
        return WondrousRules()
    from engine.cryptic.rules import CrypticRules
    return CrypticRules()


def write(folder: Path) -> None:
    for name, data in MODES.items():
        config = GameConfig.check({**data, "seed": 7})
        game = Game(rules_for(config.game), config)
        agents = {seat: RandomAgent(70 + seat) for seat in range(len(config.seats))}
        halfway: str | None = None
        while game.prompt is not None:
            game.choose(agents[game.prompt.seat].pick(game.prompt))
            if halfway is None and len(game.choices) >= 80:
                halfway = dumps(game, "halfway")
        assert halfway is not None
        for stem, text in ((f"{name}-halfway", halfway), (f"{name}-finished", dumps(game))):
            (folder / f"{stem}.json.gz").write_bytes(gzip.compress(text.encode(), mtime=0))
        print(name, len(game.choices), "choices")


if __name__ == "__main__":
    write(Path(sys.argv[1]))
