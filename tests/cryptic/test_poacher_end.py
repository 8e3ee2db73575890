"""How a solo game ends and scores: you lose at once when the Poacher holds 3 cryptids of
one of your contracts or any 5; your own turns (skills cost 1 more, a bid at once after
finding); the scoring changes (both contracts, the sanctuary majority with one marker, Bird
of Vergisson against his captures, the Wolpertinger card for one hare) and the rating."""

import pytest

from engine.core.agents import play_one, random_agents
from engine.core.testing import first, run_step
from engine.cryptic.assistant import skill_cost
from engine.cryptic.parts.wolpertinger_tokens import wolpertinger_parts
from engine.cryptic.sanctuary import SettledCryptid, Spot
from engine.cryptic.scoring import breakdown, result
from engine.cryptic.solo.capture import check_win
from engine.cryptic.solo.result import rating
from engine.cryptic.solo.seats import YOU, solo_config
from engine.cryptic.state import OVER
from engine.cryptic.tracking import track
from tests.cryptic.poacher_helpers import (
    POACHER,
    bids_on,
    contracts,
    solo_started,
)
from tests.cryptic.rules_helpers import give, rules, spend_nothing


def test_five_captures_win_for_him_at_once():
    _, ctx = solo_started()
    contracts(ctx, "type_bird", "habitat_forests")
    ctx.state.poacher.captured = ["Trochus", "Kludde", "Afanc", "Dip"]
    check_win(ctx)
    assert ctx.state.phase != OVER
    ctx.state.poacher.captured.append("Peluda")
    check_win(ctx)
    assert ctx.state.phase == OVER and ctx.state.poacher.won
    res = result(ctx)
    assert res.winner == POACHER and not res.tie
    assert res.details == {"poacher_won": True, "poacher_captured": 5, "rating": None}


def test_three_for_one_contract_but_not_split_over_two():
    _, ctx = solo_started()
    contracts(ctx, "type_beast", "evidence_bones")
    ctx.state.poacher.captured = ["Kludde", "Cù-Sìth", "Trochus", "Elbst"]  # 2 beasts, 1 bones
    check_win(ctx)
    assert ctx.state.phase != OVER
    ctx.state.poacher.captured = ["Kludde", "Cù-Sìth", "Afanc"]  # 3 beasts
    check_win(ctx)
    assert ctx.state.phase == OVER and "(type beast)" in ctx.state.end_reason


def test_his_winning_capture_ends_the_game_in_his_turn():
    game, ctx = solo_started()
    contracts(ctx, "type_bird", "habitat_forests")
    ctx.state.poacher.captured = ["Trochus", "Kludde", "Afanc", "Dip"]
    deck = ctx.state.poacher.deck
    deck.remove(3)
    deck.append(3)  # card 3: capture any with 4 evidence
    bids_on(ctx, "Peluda")
    give(ctx, POACHER, "victim", "victim", "rumor", "sky_silhouette")
    game.choose("end-turn")
    while game.prompt is not None and game.prompt.kind.startswith("poacher"):
        game.choose(first(game.prompt))  # you choose among his equal targets
    assert game.is_over and game.result().winner == POACHER


def test_skills_cost_one_more():
    _, ctx = solo_started()
    for skill in ctx.data.parts.player_board.skills:
        assert skill_cost(ctx, skill.id) == skill.cost + 1


def test_after_finding_you_bid_again_at_once():
    game, ctx = solo_started()
    bids_on(ctx, "Karadag Snake")  # found with eyewitness and water outline; gives 1 experience
    ctx.p(YOU).location = "E3"
    give(ctx, YOU, "eyewitness", "water_outline")
    assert ctx.p(YOU).free_bids == 1  # the other marker waits in hand
    ran = run_step(track(ctx, YOU, spend_nothing), then=first)
    assert [p.kind for p in ran.prompts][-1] == "solo-bid"
    assert ctx.p(YOU).evidence == [] and ctx.p(YOU).free_bids == 1
    kinds = [e.kind for e in game.events]
    assert kinds.index("bid", kinds.index("found")) < kinds.index("power", kinds.index("found"))


def found(ctx, *names):
    ctx.p(YOU).found = list(names)
    ctx.p(YOU).unsettled = list(names)


def test_both_contracts_score():
    _, ctx = solo_started()
    contracts(ctx, "type_beast", "evidence_bones")
    found(ctx, "Kludde", "Dip", "Trochus")  # beasts: Kludde, Dip; bones: Dip, Trochus
    parts = breakdown(ctx, ctx.p(YOU))
    assert parts["personal contract"] == 4
    assert "general contract" not in parts


def test_the_majority_for_one_marker():
    _, ctx = solo_started()
    assert breakdown(ctx, ctx.p(YOU))["sanctuary majority"] == 0
    found(ctx, "Kludde")
    ctx.p(YOU).unsettled, ctx.p(YOU).settled = [], ["Kludde"]
    ctx.state.sanctuary.settled.append(
        SettledCryptid("Kludde", YOU, Spot(0, 0, 0), [(0, 0), (0, 1)], "water"))
    assert breakdown(ctx, ctx.p(YOU))["sanctuary majority"] == 2


def test_bird_of_vergisson_against_his_captures():
    _, ctx = solo_started()
    found(ctx, "Bird of Vergisson", "Kludde")
    assert breakdown(ctx, ctx.p(YOU))["game-end powers"] == 0
    ctx.state.poacher.captured = ["Trochus", "Dip", "Afanc"]
    assert breakdown(ctx, ctx.p(YOU))["game-end powers"] == 3


def test_the_wolpertinger_card_for_one_hare():
    _, ctx = solo_started(modules=("wolpertinger",))
    ctx.p(YOU).hares = 1
    card = wolpertinger_parts(ctx.data.cat).card.vp
    assert breakdown(ctx, ctx.p(YOU))["wolpertinger"] == 1 + card


@pytest.mark.parametrize(("total", "title"), [
    (0, "Trainee (0-11 points)"), (11, "Trainee (0-11 points)"),
    (12, "Promising newcomer (12-15 points)"), (15, "Promising newcomer (12-15 points)"),
    (16, "Steady field worker (16-19 points)"), (19, "Steady field worker (16-19 points)"),
    (20, "Seasoned cryptozoologist (20-25 points)"),
    (25, "Seasoned cryptozoologist (20-25 points)"),
    (26, "Sanctuary legend (26+ points)"), (60, "Sanctuary legend (26+ points)")])
def test_the_rating_table_with_its_score_band(total, title):
    # the rulebook's table: up to 11, 12-15, 16-19, 20-25, 26 and more
    _, ctx = solo_started()
    assert rating(ctx, total) == title


def test_you_win_when_the_game_ends_as_usual_and_get_a_title():
    _, ctx = solo_started()
    found(ctx, "Karadag Snake")
    ctx.state.phase, ctx.state.end_reason = OVER, "the sanctuary was complete"
    res = result(ctx)
    assert res.winner == YOU
    you = next(s for s in res.scores if s.seat == YOU)
    assert res.details == {"poacher_won": False, "poacher_captured": 0,
                           "rating": rating(ctx, you.total)}


def test_a_random_solo_game_reports_the_poacher():
    summary = play_one(rules(), solo_config(7), random_agents)
    data = summary.to_data()
    assert not summary.error
    assert set(data) >= {"poacher_won", "poacher_captured", "rating"}
    assert data["winner"] == (POACHER if data["poacher_won"] else YOU)
