"""Setup for 2, 3 and 4 players, and the players' setup decisions in initiative order."""

import pickle

import pytest

from engine.core import Rng
from engine.core.testing import first, play, run_step
from engine.cryptic import construction
from engine.cryptic.state import CRYPTO, is_bonus_rumor
from engine.cryptic.track import order
from tests.cryptic.rules_helpers import (
    ctx_of,
    new_game,
    put_in_row,
    rules,
    started,
    take_token,
)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_general_setup(players):
    game = new_game(players, seed=7)
    ctx = ctx_of(game)
    s = game.state
    assert len(s.market) == 3 and None not in s.market
    assert sum(len(t) for t in s.board.values()) == 7
    assert all(ctx.data.cat.location(loc).kind == "region" for loc in s.board)
    assert [ctx.card(c.name).level for c in s.row if c] == [1] * 6
    assert {lvl: len(d) for lvl, d in s.decks.items()} == {1: 10, 2: 15, 3: 12}
    for card in s.row:
        assert card is not None
        cryptid = ctx.card(card.name)
        assert (card.location_token is not None) == cryptid.runaway
        assert (card.evidence_token is not None) == cryptid.drawn_evidence
    assert s.general_contract and len(s.requests) == 4
    assert len(s.dice) == {2: 3, 3: 4, 4: 5}[players]
    assert bool(s.sanctuary.fenced) == (players < 4)
    assert not rules_invariants(game)


def rules_invariants(game):
    return game.rules.invariants(game.state)


def test_fences_close_more_of_the_sanctuary_with_fewer_players():
    fenced = [len(new_game(n).state.sanctuary.fenced) for n in (2, 3, 4)]
    assert fenced[0] > fenced[1] > fenced[2] == 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_player_pieces_and_coins_by_initiative(players):
    game = new_game(players, seed=3)
    ctx = ctx_of(game)
    coins = [ctx.p(seat).coins for seat in order(ctx)]
    assert coins == [1, 2, 2, 3][:players]
    rumors = [piece for p in game.state.players for piece in p.evidence]
    assert all(map(is_bonus_rumor, rumors)) and len(set(rumors)) == players  # one each
    for p in game.state.players:
        assert p.skills == {"flight_ticket": 1}
        assert p.free_bids == 2 and len(p.contracts) == 2
    contracts = [c for p in game.state.players for c in p.contracts]
    assert len({*contracts, game.state.general_contract}) == 2 * players + 1


def test_initiative_order_is_random():
    orders = {tuple(order(ctx_of(new_game(4, seed)))) for seed in range(12)}
    assert len(orders) > 3


def test_setup_decisions_in_initiative_order():
    """Each player in turn: a free city, bids on 2 different cryptids, one terrain tile of
    each colour; then round 1 begins with the Cryptozoologist Phase."""
    game = new_game(3, seed=5)
    ctx = ctx_of(game)
    first, second, _ = order(ctx)
    assert game.prompt.seat == first and game.prompt.kind == "setup-city"
    play(game, ["city:aachen"])
    assert game.prompt.kind == "setup-bid"
    play(game, ["bid:0"])
    bids = game.prompt.options  # not twice on one card; still listed, so keys stay put
    assert [o.id for o in bids] == [f"bid:{i}" for i in range(6)]
    assert not bids[0].enabled and bids[0].reason == "your bid marker is on it"
    play(game, ["bid:1"])
    for _ in range(3):
        assert game.prompt.kind == "setup-terrain"
        play(game, [game.prompt.options[0].id])
    p = ctx.p(first)
    assert p.location == "aachen" and p.free_bids == 0
    assert game.state.row[0].bids == [first] and game.state.row[1].bids == [first]
    assert {t.terrain for t in ctx.data.parts.terrain_tiles.tiles if t.id in p.terrain} == {
        "water", "mountains", "forests"}
    assert game.prompt.seat == second
    aachen = game.prompt.option("city:aachen")  # greyed, in its place
    assert aachen is not None and not aachen.enabled
    assert aachen.reason == f"{p.name} starts there"
    play(game, then=lambda prompt: prompt.enabled[0].id,
         until=lambda g: g.state.phase == CRYPTO)
    assert game.state.round == 1 and game.prompt.seat == first


def test_no_bids_mode_places_no_bid_markers():
    game = new_game(2, seed=2, modules=("no-bids",))
    assert all(p.free_bids == 0 for p in game.state.players)
    play(game, ["city:aachen"])
    assert game.prompt.kind == "setup-terrain"


def test_wolpertinger_puts_one_token_in_each_city():
    game = new_game(2, seed=2, modules=("wolpertinger",))
    ctx = ctx_of(game)
    assert sorted(game.state.wolpertinger) == sorted(ctx.data.cat.city_ids())
    faces = sorted(game.state.wolpertinger.values())
    assert faces.count("hare") == 6 and faces.count("reroll") == 1


def test_the_view_hides_other_players_contracts_and_shows_sides():
    game = started(3, seed=2)
    seat = game.prompt.seat
    view = game.view(seat)
    mine = view.players[seat].contracts
    assert mine == game.state.players[seat].contracts
    assert all(p.contracts is None and p.contract_count == 2
               for p in view.players if p.seat != seat)
    assert view.sides == ["left"] * 3
    play(game, ["end-turn"])
    assert game.view(seat).sides[seat] == "right"
    assert isinstance(view.bag, int) and isinstance(view.decks[1], int)


def test_the_starting_tiles_are_asked_one_terrain_at_a_time_and_say_so():
    game = new_game(2, seed=2, modules=("no-bids",))
    play(game, ["city:aachen"])
    asked = []
    while game.prompt.kind == "setup-terrain":
        asked.append(game.prompt.instruction)
        game.choose(game.prompt.options[0].id)
    assert len(asked) == 3 and all("one of each terrain" in q for q in asked)
    assert len({q for q in asked}) == 3  # each names its terrain


def test_hidden_variation_deals_a_runaways_token_again_with_the_same_back():
    """A runaway's token lies face down: another seat's clone may hold any bag token with
    the same back there, and the view does not change."""
    game = started(3, seed=2)
    ctx = ctx_of(game)
    card = put_in_row(ctx, 0, "Bukavac", bids=(0,))
    backs = [ctx.token(piece).location for piece in ctx.state.bag]
    shared = next(p for p, b in zip(ctx.state.bag, backs, strict=True) if backs.count(b) > 1)
    card.location_token = take_token(ctx, shared)
    back = ctx.where(card)
    before = game.view(1)
    fronts = set()
    for seed in range(40):
        copy = pickle.loads(pickle.dumps(game.state))
        rules().vary_hidden(copy, 1, Rng(seed))
        moved = copy.row[0]
        assert ctx.where(moved) == back  # the back shows
        assert rules().view(copy, 1) == before and not rules().invariants(copy)
        fronts.add(moved.location_token)
    assert len(fronts) > 1


def test_the_log_tells_each_players_starting_terrain_tiles():
    # the tiles lie face up on the player boards: everyone sees which were taken
    game = started(3, seed=5)
    ctx = ctx_of(game)
    told = [(e.seat, e.text) for e in game.events if e.kind == "terrain"]
    expected = [(seat, f"{ctx.name(seat)} takes {ctx.data.parts.terrain_tiles.tile(t).terrain} "
                 f"tile {t} to start.") for seat in order(ctx) for t in ctx.p(seat).terrain]
    assert sorted(told) == sorted(expected) and len(told) == 9


def test_the_log_tells_the_swaps_when_a_terrain_closes(monkeypatch):
    # a terrain that fits nowhere leaves every board; each player takes another tile
    game = started(3, seed=5)
    ctx = ctx_of(game)
    monkeypatch.setattr(construction, "close_terrains", lambda *_: ["water"])
    water = {p.seat: next(t for t in p.terrain if t.startswith("W")) for p in ctx.state.players}
    run_step(construction.close_unplaceable(ctx, 0), then=first)
    told = [e.text for e in ctx.table.events if e.kind == "terrain"][-6:]
    for p in ctx.state.players:
        new = p.terrain[-1]  # the tile taken instead goes in the freed slot
        assert not new.startswith("W")
        assert f"{p.name}'s water tile {water[p.seat]} leaves the game." in told
        assert f"{p.name} takes {construction.tile_name(ctx, new)} instead." in told
