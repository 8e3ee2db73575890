"""The Poacher's action symbols: taking evidence for your bids or your contracts, from the
lowest- or highest-numbered location, by his card's region priority (a rumor only when
nothing dearer is relevant; you choose among equals), resetting the map's evidence, and in
the Assistant Phase the market takes, renewing the market and removing assistant dice."""

from engine.core.testing import run_step
from engine.cryptic.evidence import on_board
from engine.cryptic.parts.poacher_cards import AssistantLine
from engine.cryptic.solo.evidence import (
    renew,
    reset_evidence,
    take_from_board,
    take_from_market,
)
from engine.cryptic.solo.seats import YOU
from engine.cryptic.solo.turns import BOTTOM, run_line, take_die
from engine.cryptic.state import ASSISTANT, BONUS_RUMOR
from tests.cryptic.poacher_helpers import (
    POACHER,
    arm,
    bids_on,
    card,
    clear_board,
    contracts,
    kinds_of,
    lay,
    market,
    solo_started,
)


def board_situation(*tokens: tuple[str, str], regions=("S", "N", "E", "W")):
    _, ctx = solo_started()
    clear_board(ctx)
    for location, kind in tokens:
        lay(ctx, location, kind)
    bids_on(ctx, "Karadag Snake")  # needs eyewitness and water outline
    contracts(ctx, "evidence_bones", "habitat_water")
    return ctx, card(ctx, region_priority=list(regions))


def take(ctx, poacher_card, action, answers=()):
    return run_step(take_from_board(ctx, poacher_card, action), list(answers))


def test_bid_evidence_from_the_first_priority_region_holding_any():
    ctx, c = board_situation(("N1", "eyewitness"), ("S2", "water_outline"), ("S1", "victim"))
    assert take(ctx, c, "bid_evidence").value == ""
    assert kinds_of(ctx, POACHER) == ["water_outline"]
    assert "S2" not in ctx.state.board and ctx.state.board["S1"]


def test_the_region_priority_is_walked_down():
    ctx, c = board_situation(("E1", "victim"), ("N3", "eyewitness"), regions=("E", "N"))
    take(ctx, c, "bid_evidence")
    assert kinds_of(ctx, POACHER) == ["eyewitness"]


def test_nothing_relevant_means_the_next_action():
    ctx, c = board_situation(("E1", "victim"), ("N3", "footprint"))
    ran = take(ctx, c, "bid_evidence")
    assert ran.value == "no such evidence on the map" and ctx.p(POACHER).evidence == []


def test_a_rumor_only_when_nothing_dearer_is_relevant():
    ctx, c = board_situation(("S1", "rumor"), ("S3", "eyewitness"), ("W1", "victim"))
    take(ctx, c, "bid_evidence")
    assert kinds_of(ctx, POACHER) == ["eyewitness"]
    take(ctx, c, "bid_evidence")  # a rumor is always relevant
    assert kinds_of(ctx, POACHER) == ["eyewitness", "rumor"]


def test_contract_evidence_is_what_your_evidence_contracts_show():
    ctx, c = board_situation(("S1", "water_outline"), ("S2", "bones"))
    take(ctx, c, "contract_evidence")
    assert kinds_of(ctx, POACHER) == ["bones"]  # a habitat contract shows no evidence


def test_lowest_and_highest_numbered_location():
    ctx, c = board_situation(("N1", "victim"), ("N3", "bones"), ("N4", "footprint"),
                             regions=("E", "N"))
    take(ctx, c, "lowest_location")
    take(ctx, c, "highest_location")
    assert kinds_of(ctx, POACHER) == ["footprint", "victim"]
    assert list(ctx.state.board) == ["N3"]


def test_you_choose_among_equal_evidence():
    ctx, c = board_situation(("S1", "eyewitness"), ("S2", "water_outline"))
    ran = take(ctx, c, "bid_evidence", ["poacher-take:S2:0"])
    assert ran.prompts[0].seat == YOU and len(ran.prompts[0].options) == 2
    assert kinds_of(ctx, POACHER) == ["water_outline"]


def test_alike_tokens_in_one_place_are_no_choice():
    ctx, c = board_situation(("S1", "eyewitness"), ("S1", "eyewitness"))
    assert take(ctx, c, "bid_evidence").prompts == []


def test_not_beyond_his_four_slots():
    ctx, c = board_situation(("S1", "eyewitness"))
    arm(ctx, "victim", "bones", "footprint", "victim")
    assert take(ctx, c, "lowest_location").value == "his evidence slots are full"
    assert ctx.state.board["S1"]


def test_the_last_token_off_the_map_lays_it_out_again_you_choose_the_market_token():
    ctx, c = board_situation(("S1", "eyewitness"))
    ran = take(ctx, c, "bid_evidence", ["market:0"])
    assert ran.prompts[0].seat == YOU and ran.prompts[0].kind == "reset-market-token"
    assert on_board(ctx) == 7


def test_reset_evidence_to_seven_without_bonus_or_cryptids():
    ctx, c = board_situation(("S1", "eyewitness"), ("N2", "bones"))
    row = [x.name for x in ctx.state.row]
    coins = ctx.p(POACHER).coins
    ran = run_step(reset_evidence(ctx, c), ["market:1"])
    assert ran.value == "" and on_board(ctx) == 7
    assert ran.prompts[0].seat == YOU
    assert [x.name for x in ctx.state.row] == row and ctx.p(POACHER).coins == coins
    assert run_step(reset_evidence(ctx, c)).value == "all 7 evidence tokens are on the map"


def market_situation(*kinds: str):
    _, ctx = solo_started()
    bids_on(ctx, "Karadag Snake")
    contracts(ctx, "evidence_bones", "habitat_water")
    return ctx, market(ctx, *kinds)


def test_a_market_take_is_refilled():
    ctx, pieces = market_situation("victim", "eyewitness", "footprint")
    assert run_step(take_from_market(ctx, "bid_evidence", False)).value == ""
    assert kinds_of(ctx, POACHER) == ["eyewitness"]
    assert ctx.state.market[0] == pieces[0] and ctx.state.market[2] == pieces[2]
    assert None not in ctx.state.market and ctx.p(POACHER).coins == 0


def test_a_take_then_renew_empties_the_market_first():
    ctx, pieces = market_situation("bones", "eyewitness", "footprint")
    assert run_step(take_from_market(ctx, "contract_evidence", True)).value == ""
    assert kinds_of(ctx, POACHER) == ["bones"]
    assert not set(pieces) & set(ctx.state.market) and None not in ctx.state.market


def test_no_relevant_market_token_leaves_the_market_alone():
    ctx, pieces = market_situation("victim", "footprint", "sky_silhouette")
    ran = run_step(take_from_market(ctx, "bid_evidence", False))
    assert ran.value == "no such evidence in the market" and ctx.state.market == pieces


# "Reset the evidence market": the renewal is the action; a take goes before it only when
# relevant evidence is in the market, and with his 4 slots full he takes nothing.


def test_take_then_renew_with_nothing_relevant_still_renews():
    ctx, pieces = market_situation("victim", "footprint", "sky_silhouette")
    ran = run_step(take_from_market(ctx, "bid_evidence", True))
    assert ran.value == "" and ctx.p(POACHER).evidence == []
    assert not set(pieces) & set(ctx.state.market) and None not in ctx.state.market


def test_take_then_renew_with_his_board_full_still_renews():
    ctx, pieces = market_situation("bones", "eyewitness", "footprint")
    arm(ctx, "victim", "victim", "footprint", "sky_silhouette")
    held = list(ctx.p(POACHER).evidence)
    ran = run_step(take_from_market(ctx, "contract_evidence", True))
    assert ran.value == "" and ctx.p(POACHER).evidence == held
    assert not set(pieces) & set(ctx.state.market) and None not in ctx.state.market


def test_a_take_then_renew_line_is_done_even_with_nothing_to_take():
    # a line above you: bid evidence then renew the market, else the experience die
    _, ctx = solo_started()
    c = card(ctx, above=AssistantLine(actions=["bid_evidence+reset_market", "die_experience"],
                                      move="below"))
    bids_on(ctx, "Karadag Snake")
    pieces = market(ctx, "victim", "footprint", "sky_silhouette")
    ctx.state.dice, ctx.state.dice_taken = ["experience_2", "coins_2", "coins_3"], [False] * 3
    run_step(run_line(ctx, c, ASSISTANT, 0, "he is above you", c.above.actions, BOTTOM))
    record = ctx.state.poacher.lines[ASSISTANT]
    assert record["done"] == "bid_evidence+reset_market" and record["failed"] == []
    assert ctx.state.dice_taken == [False] * 3  # the line stopped at the renewal
    assert not set(pieces) & set(ctx.state.market)


def test_renew_the_market():
    ctx, pieces = market_situation("victim", "footprint", "sky_silhouette")
    assert renew(ctx) == ""
    assert not set(pieces) & set(ctx.state.market)


def test_dice_the_largest_coins_or_experience_only_a_rumor_gives_him_anything():
    _, ctx = solo_started()
    ctx.state.dice = ["coins_2", "coins_3", "experience_1"]
    ctx.state.dice_taken = [False, False, False]
    assert take_die(ctx, "coins") == ""
    assert ctx.state.dice_taken == [False, True, False] and ctx.p(POACHER).coins == 0
    assert take_die(ctx, "experience") == "" and ctx.p(POACHER).experience == 0
    assert take_die(ctx, "refresh") == "no such die is left"
    ctx.state.dice, ctx.state.dice_taken = ["bonus_rumor"], [False]
    assert take_die(ctx, "bonus_rumor") == ""
    assert ctx.p(POACHER).evidence == [BONUS_RUMOR]
