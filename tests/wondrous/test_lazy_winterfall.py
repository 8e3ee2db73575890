"""The Winterfall components are read from the checked cache only when a game needs them:
a base game's start leaves them pickled (their models unimported), and a Winterfall game
started afterwards in the same program still gets all of them."""

from __future__ import annotations

import subprocess
import sys

BASE_THEN_WINTERFALL = """
import sys
from engine.wondrous.winterfall.catalog import aurora_tiles
from engine.wondrous.winterfall.catalog import winter_creatures
from engine.core import Game, GameConfig, Seat
from engine.wondrous.rules import WondrousRules
rules = WondrousRules()
seats = (Seat(name="Ada", colour="red"), Seat(name="Bram", colour="blue"))
base = Game(rules, GameConfig(game="wondrous", seats=seats, seed=1))
base.view(0)
left_out = "engine.wondrous.winterfall.components" not in sys.modules
winter = Game(rules, GameConfig(game="wondrous", seats=seats, modules=("winterfall",), seed=1))
winter.view(0)
print(left_out, len(winter_creatures(rules.cat)), len(aurora_tiles(rules.cat)),
      winter.prompt is not None)
"""


def test_a_winterfall_game_after_a_base_game_from_the_same_cache() -> None:
    runs = [subprocess.run([sys.executable, "-c", BASE_THEN_WINTERFALL], capture_output=True,
                           text=True, check=True).stdout.split() for _ in range(2)]
    # the first start checks every file (Winterfall's too); the second loads the cache
    assert runs[0][1:] == runs[1][1:] == ["53", str(len(set(aurora_ids()))), "True"]
    assert runs[1][0] == "True"


def aurora_ids() -> list[int]:
    from engine.wondrous.loading import load_components
    from engine.wondrous.winterfall.component_set import winterfall_parts

    return [t.id for t in winterfall_parts(load_components()).tiles.aurora_tiles]
