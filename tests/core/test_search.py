"""The searching agent (`hard`) on the test game: it finds the plainly better option, stops
at its budget and at a stop from another thread, answers a forced choice at once, stops
early when no other option can catch up, and its choice follows only what its seat sees.

`hard` is timed by nature (it thinks as long as its budget allows), so the tests that
compare choices cap its lines and turn the clock off: then a decision depends only on
the seat's view and the agent's seed."""

from __future__ import annotations

import dataclasses
import threading
import time
from typing import Any

from engine.core import Game, Option, Prompt, RandomAgent, Rng
from engine.core.agents import Budget, SeatTable, play_out
from engine.core.lookahead import Style
from engine.core.search import SearchAgent, SearchStyle
from tests.tinygame.bots import PebblePoints
from tests.tinygame.rules import PebbleRules, PebbleState, config

CAPPED = SearchStyle(worlds=8, timed=False)


def _hard(seed: int = 1, style: SearchStyle = CAPPED, evaluation: Any = None) -> SearchAgent:
    return SearchAgent("hard", seed, evaluation or PebblePoints(), style, Style(timed=False))


def _play_prompts(seed: int) -> list[Game[PebbleState]]:
    """Copies of a random game at each of its seats' "play a pebble" questions."""
    game = Game(PebbleRules(), config(players=2, seed=seed))
    agent = RandomAgent(seed)
    found = []
    while game.prompt is not None:
        if game.prompt.kind == "play" and len(set(game.state.players[game.prompt.seat].hand)) > 1:
            found.append(game.clone(keep_events=False))
        game.choose(agent.pick(game.prompt))
    return found


def _played(game: Game[PebbleState], option: str) -> int:
    """The value of the pebble `option` plays."""
    seat = game.prompt.seat if game.prompt else 0
    return game.state.players[seat].hand[int(option.split(":")[1])]


def test_it_plays_the_pebble_worth_far_more() -> None:
    checked = 0
    for seed in range(16):
        for game in _play_prompts(seed):
            hand = sorted(game.state.players[game.prompt.seat].hand)  # type: ignore[union-attr]
            if hand[-1] - hand[-2] < 3:
                continue  # only where one pebble is plainly the best
            decision = _hard(seed).decide(SeatTable(game))
            assert _played(game, decision.option) == hand[-1], hand
            assert decision.reason
            checked += 1
    assert checked >= 5


def test_it_plays_whole_games_legally_and_beats_random() -> None:
    wins = 0
    for seed in range(20):
        game = Game(PebbleRules(), config(players=2, seed=seed))
        seat = seed % 2
        agents = {seat: _hard(seed, SearchStyle(worlds=4, timed=False)),
                  1 - seat: RandomAgent(seed)}
        play_out(game, agents)
        result = game.result()
        assert result is not None
        wins += result.winner == seat
    assert wins >= 13  # random against random wins 45-50 in 100


def test_it_stops_at_its_budget() -> None:
    game = _play_prompts(2)[0]
    agent = _hard(style=SearchStyle(), evaluation=Indifferent())  # only the clock stops it
    started = time.perf_counter()
    agent.decide(SeatTable(game, Budget(150)))
    spent = (time.perf_counter() - started) * 1000
    assert 100 <= spent < 400, spent  # a loaded machine adds a little, never seconds


def test_a_stop_from_another_thread_ends_the_search_within_a_few_ms() -> None:
    game = _play_prompts(3)[0]
    budget = Budget(60_000)
    stopped_at: list[float] = []

    def stop_soon() -> None:
        time.sleep(0.1)
        stopped_at.append(time.perf_counter())
        budget.stop()

    thread = threading.Thread(target=stop_soon)
    thread.start()
    decision = _hard(style=SearchStyle(), evaluation=Indifferent()).decide(
        SeatTable(game, budget))
    answered = time.perf_counter()
    thread.join()
    assert (answered - stopped_at[0]) * 1000 < 30
    assert game.prompt is not None and game.prompt.option(decision.option) is not None


def test_a_stopped_budget_still_gets_a_legal_answer() -> None:
    game = _play_prompts(4)[0]
    budget = Budget(60_000)
    budget.stop()
    decision = _hard(style=SearchStyle()).decide(SeatTable(game, budget))
    assert game.prompt is not None and game.prompt.option(decision.option) is not None


class Indifferent(PebblePoints):
    """An evaluation to which every line is worth the same: no option ever falls behind,
    so only the clock, a stop or the cap ends the search."""

    def terms(self, state: PebbleState, seat: int) -> dict[str, float]:
        return {"points": 0.0}


class OnlyTheFirst(PebblePoints):
    """An evaluation whose hook leaves one option worth trying."""

    def worth_trying(self, prompt: Prompt, option: Option, state: Any) -> bool:
        return option.id == prompt.enabled[0].id


def test_a_forced_choice_is_answered_at_once() -> None:
    game = _play_prompts(5)[0]
    assert game.prompt is not None and len(game.prompt.enabled) > 1
    agent = _hard(style=SearchStyle(), evaluation=OnlyTheFirst())
    started = time.perf_counter()
    decision = agent.decide(SeatTable(game, Budget(60_000)))
    assert (time.perf_counter() - started) * 1000 < 50
    assert decision.option == game.prompt.enabled[0].id
    assert agent.lines == 0


def test_it_stops_early_once_one_option_is_clearly_ahead() -> None:
    cap = 200
    early = 0
    for game in _play_prompts(1)[:4]:
        agent = _hard(style=dataclasses.replace(CAPPED, worlds=cap))
        agent.decide(SeatTable(game))
        assert agent.lines <= cap * CAPPED.deep_width
        early += agent.lines < cap
    assert early >= 2


def test_its_choice_follows_only_what_its_seat_sees() -> None:
    compared = 0
    for seed in range(8):
        for game in _play_prompts(seed)[:3]:
            seat = game.prompt.seat  # type: ignore[union-attr]
            twin = game.replayed_from(
                lambda state, seat=seat: PebbleRules().vary_hidden(state, seat, Rng(77)))
            assert twin.view(seat) == game.view(seat)
            compared += twin.state != game.state
            assert (_hard(seed).decide(SeatTable(game))
                    == _hard(seed).decide(SeatTable(twin)))
    assert compared >= 8


def test_the_same_seed_gives_the_same_game_with_capped_lines() -> None:
    def choices(seed: int) -> list[str]:
        game = Game(PebbleRules(), config(players=2, seed=seed))
        play_out(game, {0: _hard(seed), 1: _hard(seed + 1)})
        return [choice.option for choice in game.choices]

    assert choices(3) == choices(3)


class Reckless(PebblePoints):
    """An evaluation whose prior always rolls the die again: a poor answer to the seat's
    own follow-up questions, which a line's nested look should correct."""

    def prior(self, prompt: Prompt, option: Option, state: Any) -> float:
        return 1.0 if option.id == "roll" else 0.0


def test_a_nested_look_answers_the_follow_ups_better_than_the_prior() -> None:
    """In the same world, a line whose follow-ups (roll or stop) are answered by a nested
    look ends at least as well as one answered by the prior, and better where the prior
    rolls into a 1."""
    nested = _hard(style=SearchStyle(nested=2, timed=False), evaluation=Reckless())
    by_prior = _hard(style=SearchStyle(nested=0, timed=False), evaluation=Reckless())
    better = 0
    for seed in range(6):
        for game in _play_prompts(seed)[:2]:
            table = SeatTable(game)
            option = table.prompt.enabled[0]
            for world in range(4):
                looked, _ = nested._line(table, world, option)
                guessed, _ = by_prior._line(table, world, option)
                assert looked >= guessed
                better += looked > guessed
    assert better >= 5


def test_the_first_world_tries_more_options_than_normal_looks_at() -> None:
    """`wide` options get a line in the first world, normal's best first: here every
    pebble of a hand of three, though the look behind it tries one."""
    for game in _play_prompts(1)[:3]:
        agent = SearchAgent("hard", 1, PebblePoints(), SearchStyle(worlds=1, timed=False),
                            Style(width=1, timed=False))
        agent.decide(SeatTable(game))
        assert agent.lines == len(game.prompt.enabled)  # type: ignore[union-attr]


def test_prompts_named_by_prior_are_answered_by_the_prior_inside_a_line() -> None:
    """A roll named in `by_prior` is not looked at in one world (which would see its
    die): the line rolls as the prior says, as a line without nested looks does."""
    style = SearchStyle(nested=2, by_prior=frozenset({"push"}), timed=False)
    nested = _hard(style=style, evaluation=Reckless())
    by_prior = _hard(style=SearchStyle(nested=0, timed=False), evaluation=Reckless())
    for game in _play_prompts(2)[:3]:
        table = SeatTable(game)
        option = table.prompt.enabled[0]
        for world in range(4):
            assert nested._line(table, world, option) == by_prior._line(table, world, option)



def _line_end(style: SearchStyle, turns: list[tuple[int, int]], seat: int = 0) -> int | None:
    """The turn at which a line stops, given the (turn, asking seat) of each question that
    follows the decision's (turn 5); None if it never stops."""
    agent = _hard(style=style)
    began: dict[int, int] = {}
    for turns_now, asked in turns:
        if agent._line_ends(asked, seat, turns_now, 5, began):
            return turns_now
    return None


def test_a_line_stops_at_the_seats_next_turn_or_once_every_seat_has_had_one() -> None:
    """Seat 0 decides in turn 5. Alternating turns: the reply line stops at its next turn
    (7); with `every_seat` it plays that turn too and stops at seat 1's second (8). When
    seat 0 plays next (its move changed the order), the reply line would stop at once (6),
    before any reply, so the option would be judged before fewer of the other's turns:
    with `every_seat` it stops where the other line does, after one turn of each (8)."""
    replies = SearchStyle(replies=True, timed=False)
    every = SearchStyle(replies=True, every_seat=True, timed=False)
    alternating = [(5, 0), (6, 1), (6, 1), (7, 0), (7, 0), (8, 1)]
    first_again = [(5, 0), (6, 0), (6, 0), (7, 1), (8, 0), (9, 1)]
    assert _line_end(replies, alternating) == 7
    assert _line_end(every, alternating) == 8
    assert _line_end(replies, first_again) == 6
    assert _line_end(every, first_again) == 8
    # a turn that asks nothing (turn 6 passes unseen) counts no seat, and a question to
    # seat 0 inside seat 1's turn does not end the line
    assert _line_end(every, [(7, 1), (7, 0), (7, 1), (8, 0), (9, 1)]) == 9
