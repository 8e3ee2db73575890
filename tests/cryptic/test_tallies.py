"""`cryptic balance` reads what each seat took off a finished game (engine.cryptic.tallies)."""

from __future__ import annotations

from cryptic_tui.sim_command import config_for, cryptic_rules
from engine.core.agents import play_out, random_agents
from engine.core.game import Game
from engine.cryptic.state import Request
from engine.cryptic.tallies import tally
from tests.cryptic.builder import table


def test_the_tally_names_each_seats_cryptids_contracts_requests_skills_and_tiles() -> None:
    game, ctx, _ = table(players=2, seed=3)
    you, other = ctx.state.players
    you.found = ["Trochus", "Karadag Snake"]
    you.settled = ["Karadag Snake"]
    you.requests = [Request("region_north", ["Lomie", "Dip"])]
    other.skills["interrupt_movement"] = 1
    ctx.emit("construction", "Player 2 places water tile W02.", 1, tile="W02")
    ctx.emit("construction", "None of Player 1's terrain tiles fits.", 0)  # no tile
    seats = tally(game).seats
    assert seats[0] == {"cryptid found": ["Trochus (I)", "Karadag Snake (II)"],
                        "cryptid settled": ["Karadag Snake (II)"],
                        "contract": ["evidence_eyewitness", "evidence_bones"],
                        "request": ["region_north"], "skill": ["flight_ticket"],
                        "terrain tile": []}
    assert seats[1]["skill"] == ["flight_ticket", "interrupt_movement"]
    assert seats[1]["terrain tile"] == ["W02"]
    assert seats[1]["contract"] == ["habitat_forests", "evidence_victim"]


def test_a_finished_games_tiles_are_those_laid_in_the_sanctuary() -> None:
    game = Game(cryptic_rules(), config_for(2, 5))
    play_out(game, {seat: random_agents(seat, 5) for seat in range(2)})
    assert game.is_over
    counted = tally(game)
    placed = sorted(tile for took in counted.seats for tile in took["terrain tile"])
    assert placed and placed == sorted(laid.tile for laid in game.state.sanctuary.laid)
    assert counted.rounds == game.state.round
    assert len(counted.pool["cryptid found"]) == 43
