"""`wondrous balance` reads what each seat took off a finished game (engine.wondrous.tallies)."""

from __future__ import annotations

import math

from engine.core.agents import play_out, random_agents
from engine.core.game import Game
from engine.wondrous.discovery import place_tile
from engine.wondrous.state import InPlay
from engine.wondrous.tallies import tally
from tests.wondrous.builder import table
from wondrous_tui.sim_command import config_for, wondrous_rules


def test_the_tally_names_each_seats_creatures_captain_achievements_and_tiles() -> None:
    game, ctx = table(players=2, seed=3)
    state = ctx.state
    state.players[0].reserve = [InPlay(60), InPlay(4)]
    state.players[1].reserve = [InPlay(121)]
    state.players[0].captain, state.players[1].captain = 2, 7
    state.players[1].achievements = ["single-fish"]
    lakes = [c for c, h in ctx.cat.maps[state.side].items() if h.terrain == "lake"]
    place_tile(ctx, 1, 8, lakes[0])
    place_tile(ctx, None, 9, lakes[1])  # a tile laid by no seat is nobody's
    seats = tally(game).seats
    assert seats[0] == {"creature": ["060 Mushmid", "004 Cavigator"], "captain": ["02 Freya"],
                        "achievement": [], "habitat tile": []}
    assert seats[1] == {"creature": ["121 Duckaiser"], "captain": ["07 Octavia"],
                        "achievement": ["single-fish"],
                        "habitat tile": ["08 flower (gain_mushroom)"]}


def test_a_finished_games_tally_agrees_with_its_table() -> None:
    game = Game(wondrous_rules(), config_for(2, 11))
    play_out(game, {seat: random_agents(seat, 11) for seat in range(2)})
    assert game.is_over
    counted = tally(game)
    for p, took in zip(game.state.players, counted.seats, strict=True):
        held = sum(slot == p.seat for a in game.state.achievements for slot in a.slots)
        assert len(took["achievement"]) == held  # the markers on the cards, read apart
        assert len(took["creature"]) == len(p.reserve) and len(took["captain"]) == 1
    laid = sorted(len(t["habitat tile"]) for t in counted.seats)
    assert sum(laid) == len(game.state.tiles)  # at 2 players, setup lays no tile
    assert len(counted.pool["creature"]) == 126 and len(counted.pool["captain"]) == 9
    assert counted.rounds == math.ceil(game.rules.turn_count(game.state) / 2)
