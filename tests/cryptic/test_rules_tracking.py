"""Tracking a cryptid: the three conditions, rumor pairs, finding with all evidence,
attempting with dice (luck, second chance), success and failure, refilling the row."""

from fractions import Fraction

import pytest

from engine.core.testing import play, restart_turn, run_step
from engine.cryptic import tracking
from engine.cryptic.row import KEEP_BID, NEXT_LEVEL, draw_card
from engine.cryptic.state import BONUS_RUMOR, is_bonus_rumor
from engine.cryptic.track import order
from engine.cryptic.tracking import track, track_action_refusal, track_refusal
from tests.cryptic.rules_helpers import ctx_of, give, put_in_row, spend_nothing, started


@pytest.fixture
def dice(monkeypatch):
    """Tracking dice that show the listed faces, in order."""
    faces: list[str] = []

    def roll(ctx, rolled, which):
        for i in which:
            rolled[i] = faces.pop(0)

    monkeypatch.setattr(tracking, "_roll", roll)
    return faces


def situation(card="Karadag Snake", where="E3", seed=1, players=3):
    game = started(players, seed)
    ctx = ctx_of(game)
    seat = game.prompt.seat
    for p in ctx.state.players:  # no starting bonus rumors in the way
        ctx.state.rumor_supply += sum(map(is_bonus_rumor, p.evidence))
        p.evidence = [piece for piece in p.evidence if not is_bonus_rumor(piece)]
    put_in_row(ctx, 0, card, bids=(seat,))
    ctx.p(seat).location = where
    return game, ctx, seat


def test_the_three_conditions():
    _, ctx, seat = situation()
    assert track_refusal(ctx, seat, 0) == "you have none of its evidence"
    give(ctx, seat, "eyewitness")
    assert track_refusal(ctx, seat, 0) == ""
    ctx.p(seat).location = "E2"
    assert track_refusal(ctx, seat, 0) == "you are not where it lives"
    ctx.p(seat).location = "E3"
    ctx.state.row[0].bids.remove(seat)
    ctx.p(seat).free_bids += 1
    assert track_refusal(ctx, seat, 0) == "your bid marker is not on it"


def test_the_closed_track_action_names_the_cryptid_here_and_what_is_missing():
    """A newcomer on their bid's place read "no cryptid can be tracked here": the reason
    names the cryptid and what keeps it from being tracked."""
    _, ctx, seat = situation()
    assert track_action_refusal(ctx, seat) == (
        "Karadag Snake lives here, but you have none of its evidence")
    give(ctx, seat, "eyewitness")
    assert track_action_refusal(ctx, seat) == ""
    ctx.p(seat).location = "W1"  # where none of the row lives
    assert all(ctx.where(card) != "W1" for card in ctx.state.row if card is not None)
    assert track_action_refusal(ctx, seat) == "none of the cryptids you bid on lives here"


def test_no_bids_mode_tracks_any_revealed_cryptid():
    _, ctx, seat = situation()
    ctx.state.row[0].bids.remove(seat)
    ctx.state.modules = ["no-bids"]
    give(ctx, seat, "eyewitness")
    assert track_refusal(ctx, seat, 0) == ""


def test_find_with_all_evidence(dice):
    """The turn example: Karadag Snake found with eyewitness and water outline; the bids
    go back, the finder takes card and tile, gains 1 experience, a level III card comes."""
    _, ctx, seat = situation()
    other = (seat + 1) % 3
    ctx.state.row[0].bids.append(other)
    ctx.p(other).free_bids -= 1
    pieces = give(ctx, seat, "eyewitness", "water_outline", "bones")
    top = ctx.state.decks[3][-1]
    ran = run_step(track(ctx, seat, spend_nothing), ["use:0", "use:1", KEEP_BID])
    assert ran.prompts[-1].seat == other and ran.prompts[-1].kind == "returned-bid"
    p = ctx.p(seat)
    assert p.found == ["Karadag Snake"] and p.unsettled == ["Karadag Snake"]
    assert p.evidence == [pieces[2]]
    assert pieces[0] in ctx.state.set_aside and pieces[1] in ctx.state.set_aside
    assert p.experience == 1
    assert p.free_bids == 1 and ctx.p(other).free_bids == 1
    assert ctx.state.row[0].name == top
    assert not dice


def test_a_returned_bid_may_be_placed_at_once_in_the_finders_turn(dice):
    """Removed bids may go on a card any time before the round ends: the other owner is
    asked right after the find (the finder places its own during its turn)."""
    _, ctx, seat = situation()
    other = (seat + 1) % 3
    ctx.state.row[0].bids.append(other)
    ctx.p(other).free_bids -= 1
    give(ctx, seat, "eyewitness", "water_outline")
    ran = run_step(track(ctx, seat, spend_nothing), ["use:0", "use:1", "bid:0"])
    asked = ran.prompts[-1]
    assert (asked.seat, asked.kind) == (other, "returned-bid")
    assert KEEP_BID in [o.id for o in asked.options]
    assert ctx.state.row[0].bids == [other] and ctx.p(other).free_bids == 0
    assert ctx.p(seat).free_bids == 1


def test_a_returned_bid_kept_for_later_goes_on_a_card_in_the_owners_turn(dice):
    game, ctx, seat = situation()
    other = order(ctx)[1]  # plays after the finder
    ctx.state.row[0].bids.append(other)
    ctx.p(other).free_bids -= 1
    give(ctx, seat, "eyewitness", "water_outline")
    ctx.p(seat).action_used = True  # the find by the skill, then the turn goes on
    ctx.p(seat).skills["track_cryptid"] = 1
    restart_turn(game)
    play(game, ["skill:track_cryptid", "use:0", "use:1", KEEP_BID, "bid:0", "end-turn"])
    assert game.prompt.seat == other and ctx.p(other).free_bids == 1
    assert "bid:0" in [o.id for o in game.prompt.enabled]


def test_two_rumors_count_as_one_evidence_of_any_type(dice):
    _, ctx, seat = situation()
    give(ctx, seat, "eyewitness", "rumor")
    ctx.p(seat).evidence.append(BONUS_RUMOR)
    ctx.state.rumor_supply -= 1
    ran = run_step(track(ctx, seat, spend_nothing), ["use:0", "use:1:2"])
    assert "use:1:2" in [o.id for o in ran.prompts[1].options]
    assert ctx.p(seat).found == ["Karadag Snake"]
    assert ctx.p(seat).evidence == []
    assert ctx.state.rumor_supply == 10  # the bonus rumor went back to the supply


def test_attempt_rolls_one_die_per_missing_evidence(dice):
    _, ctx, seat = situation()
    give(ctx, seat, "eyewitness")
    dice += ["success"]
    # eyewitness is used, water outline left to a die: forced
    run_step(track(ctx, seat, spend_nothing), ["roll"])
    assert ctx.p(seat).found == ["Karadag Snake"] and not dice


def test_you_may_roll_to_keep_evidence_you_have(dice):
    _, ctx, seat = situation()
    kept = give(ctx, seat, "eyewitness", "water_outline")[1]
    dice += ["success"]
    run_step(track(ctx, seat, spend_nothing), ["use:0", "miss", "roll"])
    assert ctx.p(seat).found == ["Karadag Snake"] and ctx.p(seat).evidence == [kept]


def test_at_least_one_evidence_must_be_used(dice):
    """With only the eyewitness, it cannot go to a die too: nothing would be used."""
    _, ctx, seat = situation()
    give(ctx, seat, "eyewitness")
    ran = run_step(tracking.choose_evidence(ctx, seat, ctx.state.row[0]))
    assert ran.prompts == [] and ran.value.units == [(0,), ()]


def test_failure_discards_one_used_token_gives_experience_and_fires_the_power(dice):
    _, ctx, seat = situation("Elwetritsch", "aachen")
    kept = give(ctx, seat, "footprint", "eyewitness")[1]
    coins = ctx.p(seat).coins
    dice += ["failure"]
    run_step(track(ctx, seat, spend_nothing), ["roll"])  # no skill to save the roll
    p = ctx.p(seat)
    assert p.found == [] and p.evidence == [kept] and p.experience == 1
    assert p.coins == coins + 2  # Elwetritsch: 2 coins when you fail
    assert ctx.state.row[0].name == "Elwetritsch"
    told = next(e.text for e in ctx.table.events if e.kind == "fail")
    assert told.endswith("fails to find Elwetritsch and discards footprint.")


def test_failure_with_a_rumor_pair_and_a_token_lets_you_choose(dice):
    """Notes 1 and 2: two of three used, a pair of rumors and a token: discard either the
    two rumors or the token."""
    _, ctx, seat = situation("Beast of Gévaudan", "W1")
    give(ctx, seat, "victim", "rumor", "rumor")
    dice += ["failure"]
    ran = run_step(track(ctx, seat, spend_nothing), ["use:0", "use:1:2", "roll", "lose:1:2"])
    assert [o.id for o in ran.prompts[-1].options] == ["lose:0", "lose:1:2"]
    assert [ctx.kind(x) for x in ctx.p(seat).evidence] == ["victim"]


def test_luck_turns_luck_faces_into_successes(dice):
    _, ctx, seat = situation("Beast of Gévaudan", "W1")
    give(ctx, seat, "victim")
    ctx.p(seat).skills["luck"] = 1
    dice += ["luck", "success"]
    # the victim is used, two dice forced
    run_step(track(ctx, seat, spend_nothing), ["roll", "luck"])
    assert ctx.p(seat).found == ["Beast of Gévaudan"] and "luck" in ctx.p(seat).spent


def test_second_chance_rerolls_chosen_dice_before_luck(dice):
    _, ctx, seat = situation("Beast of Gévaudan", "W1")
    give(ctx, seat, "victim")
    ctx.p(seat).skills.update(luck=1, second_chance=1)
    dice += ["failure", "luck", "luck"]
    ran = run_step(track(ctx, seat, spend_nothing), ["roll", "second-chance:0", "luck"])
    assert "second-chance:0:1" in [o.id for o in ran.prompts[1].options]
    assert "luck" in [o.id for o in ran.prompts[1].options]
    assert ctx.p(seat).found == ["Beast of Gévaudan"]
    assert sorted(ctx.p(seat).spent) == ["luck", "second_chance"]


def test_the_row_refills_one_level_up_and_decks_reform_from_discards():
    _, ctx, _ = situation()
    assert NEXT_LEVEL == {1: 2, 2: 3, 3: 3}
    deck, discards = ctx.state.decks[3], ctx.state.discards[3]
    discards.extend(deck)
    deck.clear()
    assert draw_card(ctx, 3) is not None and not discards and deck
    deck.clear()
    assert draw_card(ctx, 3) is None


def test_runaway_location_and_drawn_evidence_come_from_tokens():
    _, ctx, _ = situation()
    card = put_in_row(ctx, 1, "Bukavac")
    assert ctx.where(card) is None
    card.location_token = ctx.state.bag.pop()
    assert ctx.where(card) == ctx.token(card.location_token).location
    card = put_in_row(ctx, 2, "Elbst")
    card.evidence_token = ctx.state.bag.pop()
    assert ctx.needs(card) == [ctx.kind(card.evidence_token)]


def test_a_wolpertinger_reroll_token_rolls_chosen_dice_again(dice):
    _, ctx, seat = situation()
    give(ctx, seat, "eyewitness")
    ctx.state.modules.append("wolpertinger")  # a reroll token is the Wolpertinger module's
    ctx.p(seat).wolpertinger = ["reroll"]
    dice += ["failure", "success"]
    ran = run_step(track(ctx, seat, spend_nothing), ["roll", "hare-reroll:0"])
    assert [o.id for o in ran.prompts[1].options] == ["hare-reroll:0", "accept"]
    assert ctx.p(seat).found == ["Karadag Snake"] and ctx.p(seat).wolpertinger == []


def test_a_failed_roll_says_which_dice_failed(dice):
    _, ctx, seat = situation("Beast of Gévaudan", "W1")
    give(ctx, seat, "victim")
    ctx.p(seat).skills["second_chance"] = 1
    dice += ["success", "failure"]
    ran = run_step(track(ctx, seat, spend_nothing), ["roll", "accept"])
    assert ran.prompts[1].instruction.startswith("Die 2 failed.")
    told = [e.text for e in ctx.table.events if e.kind == "dice"]
    assert told[-1].endswith("rolls die 1 ✓ success, die 2 ✗ failure.")


# Attempt to find (the rulebook): one die per evidence left missing, and the cryptid is
# found only when every die succeeds. The dice in assets: 3 successes, 2 failures and 1
# luck face of 6; luck turns luck faces into successes, second chance rerolls failed dice.


def test_the_chance_of_finding_by_hand():
    _, ctx, seat = situation()
    half, quarter = Fraction(1, 2), Fraction(1, 4)
    assert tracking.find_chance(ctx, seat, 1) == half  # 3 of 6 faces
    assert tracking.find_chance(ctx, seat, 2) == quarter  # both dice: 1/2 * 1/2
    assert tracking.find_chance(ctx, seat, 2, aids=True) == quarter  # no aid ready
    ctx.p(seat).skills["luck"] = 1
    assert tracking.find_chance(ctx, seat, 2, aids=True) == Fraction(4, 6) ** 2  # 4/9
    ctx.p(seat).skills["second_chance"] = 1
    # luck and one reroll: a die fails only on a failure twice, 1 - (2/6)^2 = 8/9 each
    assert tracking.find_chance(ctx, seat, 2, aids=True) == Fraction(64, 81)
    ctx.p(seat).spent = ["luck"]
    # a reroll without luck: a die fails on failure or luck twice, 1 - (1/2)^2 = 3/4 each
    assert tracking.find_chance(ctx, seat, 1, aids=True) == Fraction(3, 4)


def test_before_the_roll_the_chance_is_shown_and_you_may_turn_back(dice):
    game, ctx, seat = situation("Beast of Gévaudan", "W1")
    give(ctx, seat, "victim")
    ctx.p(seat).skills["luck"] = 1
    restart_turn(game)
    play(game, ["action:track"])  # the victim is used, two dice forced
    asked = game.prompt
    assert asked.kind == "track-roll" and [o.id for o in asked.options] == ["roll",
                                                                           "dont-track"]
    assert asked.options[0].label == ("Roll 2 dice: 25% chance to find Beast of Gévaudan "
                                      "(44% using Luck)")
    # the victim was the only way to track (picked unasked): the question names it
    assert asked.instruction.startswith("Beast of Gévaudan: 2 evidence missing. It uses "
                                        "your "), asked.instruction
    assert "victim" in asked.instruction.lower()
    play(game, ["dont-track"])
    p = ctx.p(seat)
    assert game.prompt.kind == "turn" and not p.action_used and dice == []
    assert [ctx.kind(x) for x in p.evidence] == ["victim"] and p.experience == 0
    assert game.prompt.option("action:track").enabled  # the action is still there


def test_a_skill_is_spent_only_when_the_dice_roll(dice):
    game, ctx, seat = situation("Beast of Gévaudan", "W1")
    give(ctx, seat, "victim")
    ctx.p(seat).skills["track_cryptid"] = 1
    restart_turn(game)
    play(game, ["skill:track_cryptid", "dont-track"])
    assert ctx.ready(seat, "track_cryptid")
    dice += ["failure", "success"]
    play(game, ["skill:track_cryptid", "roll"])
    assert not ctx.ready(seat, "track_cryptid") and ctx.p(seat).experience == 1


def test_with_all_evidence_nothing_is_rolled_nor_asked(dice):
    game, ctx, seat = situation()
    give(ctx, seat, "eyewitness", "water_outline")
    restart_turn(game)
    play(game, ["action:track", "use:0", "use:1"])
    assert ctx.p(seat).found == ["Karadag Snake"]
    assert game.prompt.kind != "track-roll" and ctx.p(seat).action_used
