"""Game setup as the rulebook lays it out, for 2, 3 and 4 players."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core import Game
from engine.core.testing import first, play
from engine.wondrous.state import RESOURCES
from tests.wondrous.engine_helpers import config, ctx_of, rules, started
from tests.wondrous.rule_helpers import ok, option_ids

SIDES = {2: ("A", "a-1-2", "1-2"), 3: ("B", "b-3", "3-4"), 4: ("B", "b-4", "3-4")}


def fresh_setup(players: int, seed: int = 1, **options: object) -> Game:
    """A game still at its first setup decision."""
    return Game(rules(), config(players, seed, **options))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_board_side_time_track_and_achievement_side_follow_the_player_count(players):
    s = fresh_setup(players).state
    assert (s.side, s.track, s.achievement_side) == SIDES[players]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_six_wilderness_cards_and_eight_cards_dealt_to_each_player(players):
    s = fresh_setup(players).state
    assert len(s.wilderness) == 6 and None not in s.wilderness
    assert all(len(p.hand) == 8 for p in s.players)
    assert len(s.deck) == 126 - 6 - 8 * players and s.discard == []
    assert rules().invariants(s) == []


def revealed_markings(game: Game) -> set[str]:
    """The two revealed tokens lie face down on the two rightmost token spaces."""
    tokens = game.state.time_tokens
    return {tokens[i] for i in sorted(tokens)[-2:]}


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_pouch_holds_35_eggs_minus_those_laid_on_the_two_revealed_markings(players, seed):
    game = fresh_setup(players, seed)
    s, ctx = game.state, ctx_of(game)
    marks = revealed_markings(game)
    marked = {c for c, h in ctx.hexes.items() if h.marking in marks}
    assert set(s.map_eggs) == marked  # one egg on every hex with a revealed marking
    assert len(s.pouch) == 35 - len(s.map_eggs)
    in_pouch_or_map = Counter(s.pouch) + Counter(s.map_eggs.values())
    assert all(in_pouch_or_map[sp] == 5 for sp in s.supply_eggs)
    eggs = rules().cat.comps.components.eggs
    assert s.supply_eggs == {sp: n - 5 for sp, n in sorted(eggs.items())}


@pytest.mark.parametrize("players", [2, 3])
def test_three_habitat_tiles_in_the_pool_and_none_on_the_map(players):
    s = fresh_setup(players).state
    assert len([t for t in s.tile_pool if t is not None]) == 3
    assert s.tiles == {} and len(s.tile_stack) == 14 - 3


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_four_players_add_a_tile_and_two_eggs_on_the_four_player_spots(seed):
    game = fresh_setup(4, seed)
    s, ctx = game.state, ctx_of(game)
    tile_spots = [c for c, h in ctx.hexes.items() if h.setup_4p == "habitat_tile"]
    egg_spots = [c for c, h in ctx.hexes.items() if h.setup_4p == "egg"]
    assert len(tile_spots) == 1 and len(egg_spots) == 2
    assert list(s.tiles) == tile_spots
    assert all(c in s.map_eggs for c in egg_spots)
    assert len([t for t in s.tile_pool if t is not None]) == 3
    assert len(s.tile_stack) == 14 - 3 - 1
    marks = revealed_markings(game)
    marked = {c for c, h in ctx.hexes.items() if h.marking in marks and c not in s.tiles}
    assert set(s.map_eggs) == marked | set(egg_spots)
    assert len(s.pouch) == 35 - len(s.map_eggs)


@pytest.mark.parametrize("players, tokens", [(2, 5), (3, 4), (4, 5)])
def test_time_tokens_lie_on_the_yellow_spaces_three_players_use_four(players, tokens):
    game = fresh_setup(players)
    s = game.state
    track = rules().cat.tracks[s.track]
    token_spaces = [sp.index for sp in track.spaces if sp.time_token]
    assert sorted(s.time_tokens) == token_spaces and len(token_spaces) == tokens
    assert len(set(s.time_tokens.values())) == tokens  # different markings
    assert s.time_pos == 0


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(6))
def test_the_revealed_markings_go_on_the_two_rightmost_token_spaces(players, seed):
    game = fresh_setup(players, seed)
    s, ctx = game.state, ctx_of(game)
    right = sorted(s.time_tokens)[-2:]
    laid = {ctx.hexes[c].marking for c in s.map_eggs} - {None}
    assert laid == {s.time_tokens[i] for i in right}
    hidden = [s.time_tokens[i] for i in sorted(s.time_tokens)[:-2]]
    assert not laid & set(hidden)


@pytest.mark.parametrize("players, trophies", [(2, 10), (3, 14), (4, 16)])
def test_trophies_by_player_count_and_two_fewer_while_learning(players, trophies):
    assert fresh_setup(players).state.trophies == trophies
    learning = fresh_setup(players, learning_trophies=True).state
    assert learning.trophies == trophies - 2 and learning.trophies_start == trophies - 2


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(12))
def test_seven_achievements_without_overlapping_species(players, seed):
    s = fresh_setup(players, seed).state
    cat = rules().cat
    cards = [cat.achievements[a.id] for a in s.achievements]
    kinds = [c.kind for c in cards]
    assert kinds == ["main"] * 3 + ["multi"] * 2 + ["single"] * 2
    assert len({c.id for c in cards}) == 7
    multi_a, multi_b = cards[3], cards[4]
    assert not set(multi_a.species) & set(multi_b.species)
    multi_species = set(multi_a.species) | set(multi_b.species)
    singles = [c.species[0] for c in cards[5:]]
    assert not set(singles) & multi_species
    assert len(multi_species | set(singles)) == 6
    assert all(a.slots == [None, None] for a in s.achievements)


@pytest.mark.parametrize("seed", range(5))
def test_starter_option_uses_main_achievements_one_to_three(seed):
    s = fresh_setup(2, seed, starter_achievements=True).state
    assert sorted(a.id for a in s.achievements[:3]) == ["main-1", "main-2", "main-3"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_is_offered_two_captains_and_keeps_the_one_chosen(players):
    game = fresh_setup(players)
    s = game.state
    offers = [p.captain_offer for p in s.players]
    assert all(len(o) == 2 for o in offers)
    every = [c for o in offers for c in o]
    assert len(set(every)) == len(every)  # boards are not shared
    for seat in range(players):
        prompt = game.prompt
        assert prompt.kind == "setup-captain" and prompt.seat == seat
        assert option_ids(prompt) == [f"captain:{n}" for n in offers[seat]]
        game.choose(f"captain:{offers[seat][1]}")
        assert s.players[seat].captain == offers[seat][1]
    assert game.prompt.kind == "setup-keep"


def test_draw_eight_keep_four_and_the_rest_go_face_up_to_the_discard_pile():
    game = fresh_setup(2)
    s = game.state
    for _ in range(2):
        game.choose(game.prompt.enabled[0].id)
    dealt = list(s.players[0].hand)
    dropped = []
    while game.prompt.kind == "setup-keep" and game.prompt.seat == 0:
        assert len(game.prompt.enabled) == len(s.players[0].hand)  # any card may go
        pick = game.prompt.enabled[-1].id
        dropped.append(int(pick.split(":")[1]))
        game.choose(pick)
    assert len(dropped) == 4
    assert sorted(s.players[0].hand) == sorted(set(dealt) - set(dropped))
    assert s.discard == dropped
    assert rules().invariants(s) == []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_everyone_starts_with_one_net_one_of_each_resource_six_markers_and_a_lock(players):
    game = started(players)
    s = game.state
    assert s.nets_supply == 12 - players
    for p in s.players:
        assert p.nets == 1 and not p.unlocked and p.trophies == 0 and p.score == 0
        assert len(p.markers) == 6 and p.achievements == []
        assert p.crew == [None, None, None]
        assert len(p.hand) == 4
    assert s.players[0].resources == dict.fromkeys(RESOURCES, 1)
    ok(game)


def test_players_two_to_four_raise_one_two_three_different_trackers():
    game = fresh_setup(4)
    s = game.state
    play(game, then=first, until=lambda g: g.prompt.kind == "setup-resources")
    picks = {1: ["res:coral"], 2: ["res:fruit", "res:mushroom"],
             3: ["res:flower", "res:fruit", "res:coral"]}
    for seat in (1, 2, 3):
        for n, pick in enumerate(picks[seat]):
            prompt = game.prompt
            assert prompt.kind == "setup-resources" and prompt.seat == seat
            # a tracker already raised is not offered again
            assert not set(picks[seat][:n]) & set(option_ids(prompt))
            game.choose(pick)
    assert s.phase == "play" and game.prompt.kind == "turn" and game.prompt.seat == 0
    raised = [sorted(r for r, v in p.resources.items() if v == 2) for p in s.players]
    assert raised == [[], ["coral"], ["fruit", "mushroom"], ["coral", "flower", "fruit"]]
    assert all(sum(p.resources.values()) == 4 + seat for seat, p in enumerate(s.players))
    ok(game)
