"""A Winterfall table for the app's tests: a game past its setup with a wintry map laid on
its state directly (the events that lay these are the engine helpers' work)."""

from __future__ import annotations

from engine.core import GameConfig, testing
from engine.core.testing import first
from engine.wondrous.state import Overlay
from engine.wondrous.winterfall.component_set import WINTERFALL
from engine.wondrous.winterfall.state import AuroraOnMap
from tests.tui.screen import lift_cover
from tests.wondrous.engine_helpers import in_play
from tests.wondrous_tui.test_app import config
from wondrous_tui.app import WondrousApp, make_app

# Side A: blizzards on the coral 4,3 and the fruit 6,3; a 4 VP aurora tile with 1 token on
# the mushroom 5,1 and a 2 flower one with 2 tokens on the flower 8,3; a wild habitat over
# the plains 3,3 (icon: score 2); a mountain tile on the plains 0,2
BLIZZARDS = [(4, 3), (6, 3)]
AURORAS = {(5, 1): AuroraOnMap(9, 1), (8, 3): AuroraOnMap(5, 2)}
WILD, MOUNTAIN_TILE = (3, 3), (0, 2)
SNOWFIELDS = [1, 0, 2, 0, 7, 0]


def winter_config(seed: int = 4, players: int = 2) -> GameConfig:
    return config(seed=seed, players=players).replace(modules=(WINTERFALL,))


def winter_app(seed: int = 4, players: int = 2) -> WondrousApp:
    return make_app(winter_config(seed, players), resume=False, autosave=False)


def lay_winter(app: WondrousApp) -> None:
    """Play the setup with the first options, then lay the wintry map and the snow."""
    game = app.game
    assert game is not None
    testing.play(game, then=first, until=in_play)
    state = game.state
    state.winterfall.blizzards = list(BLIZZARDS)
    state.winterfall.auroras = {c: AuroraOnMap(a.tile, a.tokens) for c, a in AURORAS.items()}
    state.overlays[WILD] = Overlay("wild habitat 3", terrain="habitat", habitat="wild",
                                   special="score_2")
    state.overlays[MOUNTAIN_TILE] = Overlay("mountain tile", terrain="mountain")
    state.winterfall.snowfields = list(SNOWFIELDS)
    state.players[0].winterfall.snowflakes = 6
    state.players[1].winterfall.snowflakes = 12
    app._after_choice()


async def wintry_table(pilot) -> None:  # type: ignore[no-untyped-def]
    """For snapshots and Pilot tests: the wintry table of the first player, uncovered."""
    await pilot.pause()
    lay_winter(pilot.app)
    await lift_cover(pilot)
