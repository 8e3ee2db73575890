"""Winterfall scoring: the three projects first, left to right, with the project board's
points for the player count (the rulebook's examples 8/5/3/0 and the tie 5/5/3/0), then
the base game's order; the breakdown, `wondrous sim --winterfall --json` and `wondrous fuzz
--winterfall` carry a "projects" category."""

from __future__ import annotations

import json

import pytest

from engine.core import Game
from engine.wondrous import scoring
from engine.wondrous.ctx import Ctx
from engine.wondrous.winterfall.expansion import PROJECTS, project_scores
from engine.wondrous.winterfall.state import WinterfallSeat
from tests.wondrous.engine_helpers import config, ctx_of, move_card, rules
from tests.wondrous.rule_helpers import store
from tests.wondrous.winter_helpers import card_of, registered_only, winter
from wondrous_tui.cli import main

BASE_ORDER = ("end cards", "card scores", "achievements", "trophies", "leftovers")


def birds(ctx: Ctx, seat: int, cards: int, hatched: int = 0, unhatched: int = 0) -> None:
    """Give `seat` bird-only cards and bird eggs."""
    for _ in range(cards):
        move_card(ctx, card_of(ctx, species=("bird",)), seat, "reserve")
    store(ctx, seat, *["bird"] * hatched, hatched=True)
    store(ctx, seat, *["bird"] * unhatched)


def test_the_rulebooks_project_examples_score_through_the_board() -> None:
    """Bird icons 8, 5, 4, 1 score 8/5/3/0 (hatched and unhatched eggs count); nobody has a
    fish, so nobody scores it; snowflakes 6, 6, 5, 4 score 5/5/3/0."""
    _game, ctx = winter(4)
    ctx.state.winterfall.project_species = ["bird", "fish"]
    birds(ctx, 0, 5, hatched=2, unhatched=1)
    birds(ctx, 1, 4, hatched=1)
    birds(ctx, 2, 3, unhatched=1)
    birds(ctx, 3, 1)
    for p, flakes in zip(ctx.state.players, (6, 6, 5, 4), strict=True):
        p.winterfall.snowflakes = flakes
    assert project_scores(ctx) == [[8, 5, 3, 0], [0, 0, 0, 0], [5, 5, 3, 0]]
    parts = [scoring.breakdown(ctx, p) for p in ctx.state.players]
    assert [b[PROJECTS] for b in parts] == [13, 10, 6, 0]


@pytest.mark.parametrize(("players", "points"), [(2, [7, 0]), (3, [8, 4, 0])])
def test_the_board_side_for_the_player_count_gives_the_points(
        players: int, points: list[int]) -> None:
    _game, ctx = winter(players)
    for p in ctx.state.players:
        p.winterfall.snowflakes = 10 - p.seat  # ranked by seat
    ctx.state.players[
        -1
    ].winterfall.snowflakes = 0  # the last has none: no points whatever its rank
    assert project_scores(ctx)[2] == points


def test_projects_are_scored_first_then_the_base_order() -> None:
    _game, ctx = winter(2)
    ctx.p(0).winterfall.snowflakes = 3
    parts = scoring.breakdown(ctx, ctx.p(0))
    assert tuple(parts) == ("during the game", PROJECTS, *BASE_ORDER)
    assert parts[PROJECTS] == 7
    assert scoring.categories(ctx) == tuple(parts)
    seat = scoring.result(ctx).scores[0]
    assert seat.total == sum(seat.breakdown.values()) and seat.breakdown[PROJECTS] == 7


def test_a_base_game_scores_as_before() -> None:
    ctx = ctx_of(Game(rules(), config(2)))
    assert ctx.p(0).winterfall is None  # a base game has no Winterfall record ...
    ctx.p(0).winterfall = WinterfallSeat(snowflakes=3)  # ... and one laid by hand scores no project
    assert tuple(scoring.breakdown(ctx, ctx.p(0))) == scoring.CATEGORIES
    assert scoring.categories(ctx) == ("during the game", *BASE_ORDER)


def test_sim_winterfall_json_has_the_projects(capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    registered_only(monkeypatch)
    args = ["sim", "--winterfall", "--players", "3", "--games", "2", "--seed", "3", "--json"]
    assert main(args) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["errors"] == [] and len(data["per_game"]) == 2
    for game in data["per_game"]:
        assert game["players"] == 3
        for score in game["scores"]:
            assert tuple(score["breakdown"]) == ("during the game", PROJECTS, *BASE_ORDER)
            assert score["total"] == sum(score["breakdown"].values())
    assert any(s["breakdown"][PROJECTS] for g in data["per_game"] for s in g["scores"])


def test_sim_table_names_the_projects(capsys: pytest.CaptureFixture[str],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    registered_only(monkeypatch)
    assert main(["sim", "--winterfall", "--players", "2", "--games", "1"]) == 0
    assert "projects" in capsys.readouterr().out


@pytest.mark.slow  # one whole game with every check at every step
def test_fuzz_winterfall_passes_every_check(capsys: pytest.CaptureFixture[str],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    registered_only(monkeypatch)
    args = ["fuzz", "--winterfall", "--players", "4", "--games", "1", "--seed", "2",
            "--save-every", "100"]
    assert main(args) == 0
    assert "0 failures" in capsys.readouterr().out
