"""Which components a game uses: a Winterfall game adds the expansion's creatures, captains
and the Spirits; a base game has none of them."""

from __future__ import annotations

from engine.wondrous.winterfall.catalog import aurora_tiles
from engine.wondrous.winterfall.component_set import WINTERFALL
from tests.wondrous.engine_helpers import ctx_of, rules, started


def test_a_base_game_uses_the_base_sets_only() -> None:
    cat = rules().cat
    assert cat.creatures_in(()) == list(range(1, 127))
    assert cat.captains_in(()) == list(range(1, 10))
    assert "spirit" not in cat.species_in(())


def test_a_winterfall_game_adds_the_expansions_cards_captains_and_spirits() -> None:
    cat = rules().cat
    assert cat.creatures_in((WINTERFALL,)) == [*range(1, 127), *range(141, 194)]
    assert cat.captains_in((WINTERFALL,)) == [*range(1, 10), *range(14, 20)]
    assert cat.species_in((WINTERFALL,))[-1] == "spirit"
    assert cat.creature(152).name == "Jelluffle" and cat.captain(16).name.startswith("Kaashif")


def test_a_cards_lookup_finds_either_set_in_a_game() -> None:
    ctx = ctx_of(started())
    assert ctx.card(1).name == "Applet" and ctx.card(193).name == "Melacial"


def test_every_aurora_tile_carries_its_effect() -> None:
    tiles = aurora_tiles(rules().cat)
    assert sorted(tiles) == list(range(1, 19))
    assert {tile.slots for tile in tiles.values()} == {1, 2}
    assert all(tile.effect.effect and tile.text for tile in tiles.values())
