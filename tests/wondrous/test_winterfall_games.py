"""Random Winterfall games on a wintry map (blizzards, aurora tiles, a wild habitat, a
mountain tile laid at the start, as the events will later): every per-step check holds
(clone, save and load, undo, views, invariants) and the base games' hashes stay as they
were."""

from __future__ import annotations

import pytest

from engine.core import Game
from engine.core.fuzz import FuzzPlan, fuzz
from engine.wondrous import modules
from engine.wondrous.modules import Setting
from engine.wondrous.state import Overlay
from engine.wondrous.winterfall.catalog import AURORA_TILES
from engine.wondrous.winterfall.expansion import WINTERFALL
from engine.wondrous.winterfall.state import AuroraOnMap, WinterfallState
from tests.wondrous.engine_helpers import config, rules
from tests.wondrous.test_auroras import FLOWERS, POINTS, TILES
from tests.wondrous.winter_helpers import registered_only


def wintry_map(setting: Setting) -> None:
    """Side A: blizzards on the coral 4,3 and the fruit 6,3, aurora tiles on the mushroom
    5,1 and the flower 8,3, a wild habitat over plains 3,3, a mountain tile on plains 0,2."""
    state = setting.state
    state.winterfall.blizzards = [(4, 3), (6, 3)]
    state.winterfall.auroras = {(5, 1): AuroraOnMap(POINTS, 1), (8, 3): AuroraOnMap(FLOWERS, 2)}
    state.winterfall.aurora_stack = [
        t for t in state.winterfall.aurora_stack if t not in (POINTS, FLOWERS)
    ]
    state.overlays[(3, 3)] = Overlay("test wild habitat", terrain="habitat", habitat="wild",
                                     special="score_3")
    state.overlays[(0, 2)] = Overlay("mountain tile", terrain="mountain")
    state.winterfall.snowfields = [1, 0, 2, 0, 3, 0]


@pytest.mark.slow  # two whole games, every check at every step
def test_random_games_on_a_wintry_map_pass_every_check(monkeypatch: pytest.MonkeyPatch) -> None:
    module = modules.MODULES._modules[WINTERFALL]
    steps = {**module.set_up, "people": wintry_map}
    monkeypatch.setitem(modules.MODULES._modules, WINTERFALL, module.replace(set_up=steps))
    monkeypatch.setitem(rules().cat.made, AURORA_TILES, TILES)
    # the map's rules alone: only cards, captains, achievements and tiles whose rules are
    # in (the others have their own tests)
    registered_only(monkeypatch)
    winter = config(2, 1).replace(modules=(WINTERFALL,))
    plan = FuzzPlan(clone_every=1, save_every=60, undo_every=1, view_every=3)
    report = fuzz(rules(), lambda s: winter.replace(seed=s), 2, 11, plan)
    assert [str(f) for f in report.failures] == []
    assert report.steps > 600


def test_a_base_games_hash_leaves_out_the_winterfall_fields() -> None:
    game = Game(rules(), config(2, 1))
    before = game.state_hash()
    assert game.state.winterfall is None
    game.state.winterfall = WinterfallState()  # an empty record hashes as none at all
    assert game.state_hash() == before
    game.state.winterfall.snowfields = [0] * 6
    assert game.state_hash() != before
    game.state.winterfall.snowfields = []
    assert game.state_hash() == before
