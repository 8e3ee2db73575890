"""Winterfall setup as the expansion's rulebook lays it out: the board sides, the project
board with its species tokens, the creature deck of both sets, the Winterfall deck and the
aurora stack, the egg pouch of all eight species, the Winterfall time track, the prelude
card with its wild habitats, both sets' captains and the achievements that stay."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core import Game
from engine.core.testing import first
from engine.wondrous.components import SPECIES
from engine.wondrous.effects.instant import gain_egg_effect
from engine.wondrous.registry import Source
from engine.wondrous.state import WondrousState
from engine.wondrous.winterfall.catalog import wild_habitat_tiles
from engine.wondrous.winterfall.component_set import WINTERFALL, winterfall_parts
from tests.wondrous.engine_helpers import config, ctx_of, rules, run_step
from tests.wondrous.winter_helpers import winter


def set_up(players: int = 2, seed: int = 1) -> WondrousState:
    """A Winterfall table as setup leaves it, before anyone decides anything."""
    return Game(rules(), config(players, seed).replace(modules=(WINTERFALL,))).state


@pytest.mark.parametrize(("players", "side", "track"), [(2, "A", "w-1-2"), (3, "B", "w-3"),
                                                       (4, "B", "w-4")])
def test_the_board_side_and_the_winterfall_time_track_follow_the_player_count(
        players: int, side: str, track: str) -> None:
    state = set_up(players)
    assert state.side == side and state.track == track


def test_the_time_tracks_events_are_read_from_the_catalog() -> None:
    cat = rules().cat
    events = {i: cat.track_event("w-3", i) for i in range(13)}
    assert [i for i, e in events.items() if e == "winterfall"] == [2, 6, 10]
    assert [i for i, e in events.items() if e == "aurora"] == [4, 8, 11]
    assert cat.track_event("b-2", 2) is None  # a base track has no events


@pytest.mark.parametrize(("players", "side_players"), [(2, [1, 2]), (3, [3, 4]), (4, [3, 4])])
def test_the_project_board_side_and_two_species_tokens_drawn(
        players: int, side_players: list[int]) -> None:
    from engine.wondrous.winterfall.expansion import project_side

    game = Game(rules(), config(players).replace(modules=(WINTERFALL,)))
    assert project_side(ctx_of(game)).players == side_players
    drawn = [set_up(players, seed).winterfall.project_species for seed in range(1, 30)]
    assert all(len(set(d)) == 2 for d in drawn)
    assert {s for d in drawn for s in d} == {*SPECIES, "spirit"}  # any of the 8 tokens


def test_the_creature_deck_holds_both_sets_and_the_wilderness_six_cards() -> None:
    state = set_up(4)
    cards = [*state.deck, *state.wilderness, *(n for p in state.players for n in p.hand)]
    assert sorted(cards) == [*range(1, 127), *range(141, 194)]
    assert len(state.wilderness) == 6 and None not in state.wilderness
    assert len(state.winterfall.snowfields) == 6


def test_the_winterfall_deck_and_the_aurora_stack_are_shuffled() -> None:
    one, two = set_up(2, 1), set_up(2, 2)
    assert (
        sorted(one.winterfall.winter_deck)
        == list(range(1, 13))
        == sorted(two.winterfall.winter_deck)
    )
    assert (
        sorted(one.winterfall.aurora_stack)
        == list(range(1, 19))
        == sorted(two.winterfall.aurora_stack)
    )
    assert (
        one.winterfall.winter_deck != two.winterfall.winter_deck
        and one.winterfall.aurora_stack != two.winterfall.aurora_stack
    )
    assert (
        one.winterfall.winter_discard == []
        and one.winterfall.auroras == {}
        and one.winterfall.aurora_discard == []
    )


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_pouch_holds_40_eggs_5_of_each_species_and_the_supply_the_rest(
        players: int) -> None:
    state = set_up(players)
    pouch = Counter(state.pouch) + Counter(state.map_eggs.values())  # some went on the map
    assert pouch == dict.fromkeys((*SPECIES, "spirit"), 5)
    assert sum(pouch.values()) == 40
    assert state.supply_eggs == {**dict.fromkeys((*SPECIES, "spirit"), 6), "insect": 7}


def test_the_prelude_card_lays_two_wild_habitats_on_its_hexes_and_its_snowflakes() -> None:
    seen = set()
    for players, seed in [(2, 1), (2, 2), (3, 3), (4, 4), (2, 5), (3, 6)]:
        state = set_up(players, seed)
        card = next(c for c in winterfall_parts(rules().cat.comps).cards.prelude_cards
                    if c.number == state.winterfall.prelude)
        hexes = [h.coord for h in card.wild_habitats[state.side]]  # type: ignore[index]
        wild = {c: o for c, o in state.overlays.items() if o.habitat == "wild"}
        assert sorted(wild) == sorted(hexes)
        specials = {t.special for t in wild_habitat_tiles(rules().cat)}
        assert all(o.terrain == "habitat" and o.special in specials for o in wild.values())
        assert len({o.tile for o in wild.values()}) == 2  # two different tiles
        fields = card.effect.params["snowfields"]
        assert isinstance(fields, list)
        assert state.winterfall.snowfields == [int(i + 1 in fields) for i in range(6)]
        seen.add(state.winterfall.prelude)
    assert len(seen) > 1  # the card is drawn, not fixed


@pytest.mark.parametrize("players", [2, 3, 4])
def test_captains_are_offered_from_both_sets(players: int) -> None:
    offered = {n for seed in range(1, 9) for p in set_up(players, seed).players
               for n in p.captain_offer}
    assert offered <= {*range(1, 10), *range(14, 20)}
    assert offered & {*range(14, 20)} and offered & {*range(1, 10)}
    assert all(len(p.captain_offer) == 2 for p in set_up(players).players)


def test_only_base_main_cards_1_to_3_stay_with_the_winterfall_achievements() -> None:
    cat = rules().cat
    kept = winterfall_parts(cat.comps).components.leaves_the_game.achievements_kept
    pool = [a.id for a in cat.achievements_in((WINTERFALL,))]
    winter = [a.id for a in winterfall_parts(cat.comps).achievements.achievements]
    assert pool == [*kept, *winter] and kept == ["main-1", "main-2", "main-3"]
    mains = set()
    for seed in range(1, 12):
        chosen = [cat.achievements[a.id] for a in set_up(3, seed).achievements]
        assert [a.kind for a in chosen] == ["main"] * 3 + ["multi"] * 2 + ["single"] * 2
        assert all(a.id in pool for a in chosen)
        assert sorted(a.id for a in chosen if a.kind != "main") == sorted(
            a for a in winter if not a.startswith("main"))
        mains |= {a.id for a in chosen if a.kind == "main"}
    assert mains & set(kept) and mains - set(kept)


def test_winterfall_cards_leave_a_base_game_as_it_was() -> None:
    base = Game(rules(), config(3)).state
    cat = rules().cat
    assert base.track == "b-3" and base.winterfall is None  # no Winterfall record at all
    assert not base.overlays
    assert all(cat.achievements[a.id] in cat.comps.achievements.achievements
               for a in base.achievements)
    assert Counter(base.pouch) + Counter(base.map_eggs.values()) == dict.fromkeys(SPECIES, 5)
    assert "spirit" not in base.supply_eggs
    assert sorted(base.tile_stack + [t for t in base.tile_pool if t]) == list(range(1, 15))
    assert [a.id for a in cat.achievements_in(())] == [
        a.id for a in cat.comps.achievements.achievements]


def test_the_two_winterfall_habitat_tiles_join_the_tile_stack() -> None:
    state = set_up(4)
    tiles = [*state.tile_stack, *(t for t in state.tile_pool if t), *state.tiles.values()]
    assert sorted(tiles) == list(range(1, 17))


def test_an_egg_of_any_species_may_be_a_spirit_with_winterfall_only() -> None:
    _game, ctx = winter()
    ran = run_step(ctx, gain_egg_effect(ctx, 0, {"species": "any"}, Source("card", 1)),
                   then=first)
    assert [o.id for o in ran.prompts[0].options][-2:] == ["species:spirit", "done"]  # skip
    base = ctx_of(Game(rules(), config(2)))
    ran = run_step(base, gain_egg_effect(base, 0, {"species": "any"}, Source("card", 1)),
                   then=first)
    assert [o.id for o in ran.prompts[0].options] == [*(f"species:{s}" for s in SPECIES), "done"]


def test_the_view_lists_the_species_and_the_winterfall_table() -> None:
    game, _ctx = winter()
    view = game.view(0).winterfall
    assert view.species[-1] == "spirit" and len(view.species) == 8
    assert len(view.project_species) == 2 and view.prelude >= 1
    assert view.winter_deck == 12 and view.aurora_stack == 18
    assert Game(rules(), config(2)).view(0).winterfall is None
