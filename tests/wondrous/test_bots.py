"""The Wondrous Creatures bots: worlds dealt only from what a seat sees, fair decisions,
legal whole games in every mode, the same game from the same seed, and the evaluation
preferring the plainly better option."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from engine.core import Game, Option, Rng
from engine.core.agents import Agent, Budget, SeatTable, play_out
from engine.wondrous.api import AGENTS
from engine.wondrous.bots import judge
from engine.wondrous.bots.evaluation import HOLDINGS
from engine.wondrous.bots.reasons import reason
from tests.wondrous import builder
from tests.wondrous.bot_helpers import (
    MODES,
    RULES,
    config,
    people,
    turn_starts,
    twin_with_other_secrets,
)
from tests.wondrous.engine_helpers import hand, reserve
from tests.wondrous.rule_helpers import choose, restart_turn, set_resources

MERNETID, KILPINK = 81, 79  # instants: 4 points (and 2 nets) for 2 Coral 2 Flower; 1 for 1 Flower


def _bot(level: str, seat: int, seed: int = 1) -> Agent:
    return AGENTS[level](seat, seed)


def _positions(modes: tuple[tuple[str, int, bool, str | None, dict[str, str]], ...],
               seeds: tuple[int, ...], every: int) -> list[tuple[str, Game, Game]]:
    """(mode, game, twin) at quiet turn starts of random games: the twin's hidden things,
    for the seat to decide, dealt otherwise."""
    found = []
    for name, players, winterfall, level, scenarios in modes:
        for seed in seeds:
            game = Game(RULES, config(players, winterfall, level, scenarios, seed))
            for n, position in enumerate(turn_starts(game, seed, every)):
                assert position.prompt is not None
                twin = twin_with_other_secrets(position, position.prompt.seat, seed * 100 + n)
                found.append((name, position.clone(), twin))
    return found


def _check_fair(positions: list[tuple[str, Game, Game]], levels: tuple[str, ...]) -> None:
    for name, game, twin in positions:
        seat = game.prompt.seat
        assert twin.view(seat) == game.view(seat), name
        world = SeatTable(game).sample(Rng(1))
        assert world.view(seat) == game.view(seat), f"{name}: a world shows another table"
        assert not RULES.invariants(world.state), f"{name}: a world lost or doubled a part"
        assert world.state == SeatTable(twin).sample(Rng(1)).state, (
            f"{name}: a world follows the real hidden things")
        for level in levels:
            mine, theirs = _bot(level, seat), _bot(level, seat)
            assert mine.decide(SeatTable(game)) == theirs.decide(SeatTable(twin)), (
                f"{name}: the {level} bot read something hidden")


def test_a_world_and_a_decision_depend_only_on_what_the_seat_sees() -> None:
    _check_fair(_positions(MODES, (1,), every=14), ("normal", "easy"))


@pytest.mark.slow
def test_fair_over_many_positions_seeds_and_modes() -> None:
    _check_fair(_positions(MODES, (2, 3, 4), every=3), ("normal", "easy"))


def _play(name_config: tuple[int, bool, str | None, dict[str, str]], levels: list[str],
          seed: int, choices: int | None = None) -> Game:
    """A game of bots to its end (or its first `choices` choices)."""
    players, winterfall, level, scenarios = name_config
    game = Game(RULES, config(players, winterfall, level, scenarios, seed))
    agents: Mapping[int, Agent] = {
        seat: _bot(levels[i % len(levels)], seat, seed) for i, seat in enumerate(people(game))}
    stop = None if choices is None else (lambda g: len(g.choices) >= choices)
    play_out(game, agents, stop=stop)  # an illegal answer raises IllegalChoice
    if choices is None:
        assert game.is_over and game.result() is not None
    return game


QUICK = (
    ((2, False, None, {}), ["normal", "easy"]),
    ((3, True, None, {}), ["random", "easy", "random"]),
    ((1, False, "terrifying", {"haze": "hard"}), ["easy"]),
    ((1, True, "nightmare", {}), ["easy"]),
)


@pytest.mark.parametrize("mode, levels", QUICK)
def test_bots_play_whole_games_legally(mode: tuple, levels: list[str]) -> None:
    _play(mode, levels, seed=5)


@pytest.mark.slow
@pytest.mark.parametrize("mode", MODES, ids=[m[0] for m in MODES])
def test_bots_play_whole_games_in_every_mode(mode: tuple) -> None:
    _name, players, winterfall, level, scenarios = mode
    mixes = (["normal"], ["easy"], ["normal", "easy", "random", "normal"])
    for seed, levels in enumerate(mixes):
        _play((players, winterfall, level, scenarios), levels, seed)


def test_the_same_seed_and_bots_give_the_same_game() -> None:
    games = [_play((2, True, None, {}), ["normal", "easy"], seed=3, choices=150)
             for _ in range(2)]
    assert len(games[0].choices) == 150 and games[0].choices == games[1].choices
    assert games[0].state_hash() == games[1].state_hash()


def test_a_decision_does_not_depend_on_the_clock() -> None:
    """A busy machine must not change the game a seed and agents give: with no time at all
    the bots look at as much as with plenty."""
    game = Game(RULES, config(2, False, None, {}, 6))
    for n, position in enumerate(turn_starts(game, 6, every=4)):
        seat = position.prompt.seat
        for level in ("normal", "easy"):
            rushed = _bot(level, seat).decide(SeatTable(position, Budget(0)))
            assert rushed == _bot(level, seat).decide(SeatTable(position)), f"turn start {n}"


def _decide(game: Game, level: str = "normal") -> str:
    assert game.prompt is not None
    return _bot(level, game.prompt.seat).decide(SeatTable(game)).option


def test_it_plays_the_card_worth_four_points_over_the_one_worth_one() -> None:
    game, ctx = builder.table(bare=True)
    hand(ctx, 0, KILPINK, MERNETID)
    set_resources(ctx, 0, 0, 2, 2, 0)  # either card, not both
    restart_turn(game)
    assert _decide(game) == "play"
    choose(game, "play")
    assert _decide(game) == f"play:{MERNETID}"


def test_it_completes_an_achievement_it_can_complete() -> None:
    game, ctx = builder.table(empty_map=True, achievements=(
        "main-1", "main-2", "main-3", "multi-mammal-fish", "multi-insect-bird",
        "single-dragon", "single-reptile"))
    dragons = [n for n in sorted(ctx.cat.creatures)
               if list(ctx.card(n).species) == ["dragon"]
               and ctx.card(n).type not in ("continuous", "energy")]
    reserve(ctx, 0, *dragons[:6])
    prompt = restart_turn(game)
    assert prompt.option("achieve") is not None and prompt.option("achieve").enabled
    assert _decide(game) == "achieve"


def test_it_does_not_waste_a_reward_that_fires_recharge_cards_it_lacks() -> None:
    game, ctx = builder.table(empty_map=True, achievements=(
        "main-1", "main-2", "main-3", "multi-mammal-fish", "multi-insect-bird",
        "single-dragon", "single-reptile"))
    dragons = [n for n in sorted(ctx.cat.creatures)
               if list(ctx.card(n).species) == ["dragon"] and ctx.card(n).type == "instant"]
    reserve(ctx, 0, *dragons[:6])
    restart_turn(game)
    choose(game, "achieve")
    while game.prompt is not None and game.prompt.kind != "marker":
        choose(game, game.prompt.enabled[0].id)
    assert game.prompt is not None
    assert _decide(game) not in ("marker:all_recharges", "marker:restore_energy")


def test_a_reason_is_one_line_naming_the_option() -> None:
    game, ctx = builder.table(bare=True)
    hand(ctx, 0, KILPINK, MERNETID)
    set_resources(ctx, 0, 0, 2, 2, 0)
    restart_turn(game)
    choose(game, "play")
    decision = _bot("normal", 0).decide(SeatTable(game))
    assert game.prompt is not None
    assert decision.option == f"play:{MERNETID}"
    assert decision.reason.startswith("Mernetid: ") and "\n" not in decision.reason
    assert "points" in decision.reason


def test_a_reason_names_the_biggest_gains_in_game_words() -> None:
    play = Option("play:60", "#60 Mushmid [instant, mushroom, reptile, cost 2Mu 1Co, 3 VP]")
    gains = {"during the game": 4.0, "achievement progress": 1.5, "resources": -1.0,
             "card scores": 0.2}
    assert reason(play, gains) == "Mushmid: 4 points now, and more achievement progress"
    assert reason(Option("hand:3", "#3 Bearmour"), {"resources": -1.0}) == (
        "Bearmour: of the choices, the one that costs least")
    assert reason(Option("res:fruit", "Fruit"), {"achievements": 6.0}) == (
        "Fruit: 6 points in achievements at the end")


@pytest.mark.parametrize("mode", [(2, True, None, {}), (1, False, "wild", {})])
def test_the_worth_of_any_seat_holds_its_score_by_category(mode: tuple) -> None:
    """Tingent's seat too: the lookahead weighs the best rival, automa or not."""
    game = _play(mode, ["random"], seed=2)
    result = game.result()
    assert result is not None
    evaluation = judge()
    for score in result.scores:
        terms = evaluation.terms(game.state, score.seat)
        assert {c: terms[c] for c in score.breakdown} == score.breakdown
    people_terms = evaluation.terms(game.state, 0)
    assert set(people_terms) == set(result.scores[0].breakdown) | set(HOLDINGS)
    tingent = evaluation.terms(game.state, len(game.config.seats) - 1)
    assert mode[2] is None or set(tingent) == set(result.scores[-1].breakdown)


def test_a_world_deals_others_captain_offers_from_the_boards_the_seat_has_not_seen() -> None:
    game = Game(RULES, config(3, False, None, {}, 8))
    assert game.prompt is not None and game.prompt.kind == "setup-captain"
    seat = game.prompt.seat
    mine = set(game.state.players[seat].captain_offer)
    offers = set()
    for n in range(12):
        world = SeatTable(game).sample(Rng(n)).state
        for p in world.players:
            if p.seat != seat:
                assert not mine & set(p.captain_offer)
                assert len(p.captain_offer) == len(game.state.players[p.seat].captain_offer)
                offers.add(tuple(p.captain_offer))
        assert not RULES.invariants(world)
    assert len(offers) > 2  # guessed, not read


def test_a_chain_of_icons_that_gains_nothing_ends() -> None:
    """Winterfall solo, seed 12: Fronterrier uses a pool tile's icon, whose icon fires a
    recharge card: Fronterrier again. A bot that went on while it gained nothing nested the
    chain until Python's recursion limit broke the turn."""
    game = _play((1, True, "easygoing", {}), ["normal"], seed=12)
    assert game.result() is not None
