"""The Poacher's captures: a cryptid needing 2 or 3 evidence with the evidence he holds
(two rumors are wild), any cryptid with 4; only cryptids on his card's priority (found by
you and not relocated, of your contracts, with your bid), in its order; then nearest to his
win, then the most points for you, then your choice; a row card is replaced as if found."""

from engine.core.testing import run_step
from engine.cryptic.row import KEEP_BID
from engine.cryptic.solo.capture import capture
from engine.cryptic.solo.seats import YOU
from tests.cryptic.poacher_helpers import (
    POACHER,
    arm,
    bids_on,
    card,
    contracts,
    kinds_of,
    set_row,
    solo_started,
)


def situation(*bids: str, priority=("bid",), deals=("type_bird", "habitat_forests")):
    _, ctx = solo_started()
    bids_on(ctx, *bids)
    contracts(ctx, *deals)
    return ctx, card(ctx, cryptid_priority=list(priority))


def catch(ctx, poacher_card, action, answers=()):
    """His capture; a bid of yours it returns is kept for one of your turns."""
    return run_step(capture(ctx, poacher_card, action), list(answers), then=KEEP_BID)


def test_capture_2_with_the_evidence_it_needs():
    ctx, c = situation("Trochus")  # water outline and bones
    arm(ctx, "water_outline", "bones", "victim")
    bids = ctx.p(YOU).free_bids
    assert catch(ctx, c, "capture_2").value == ""
    assert ctx.state.poacher.captured == ["Trochus"]
    assert kinds_of(ctx, POACHER) == ["victim"]
    assert ctx.card(ctx.state.row[0].name).level == 2  # replaced as if found
    assert ctx.p(YOU).free_bids == bids + 1  # your bid marker comes back


def test_your_bid_back_from_his_capture_may_go_on_a_card_at_once():
    ctx, c = situation("Trochus")
    arm(ctx, "water_outline", "bones", "victim")
    bids = ctx.p(YOU).free_bids
    ran = catch(ctx, c, "capture_2", ["bid:0"])
    assert (ran.prompts[-1].seat, ran.prompts[-1].kind) == (YOU, "returned-bid")
    assert YOU in ctx.state.row[0].bids and ctx.p(YOU).free_bids == bids


def test_two_rumors_are_wild():
    ctx, c = situation("Trochus")
    arm(ctx, "water_outline", "rumor", "rumor")
    catch(ctx, c, "capture_2")
    assert ctx.state.poacher.captured == ["Trochus"] and ctx.p(POACHER).evidence == []


def test_without_the_evidence_no_capture():
    ctx, c = situation("Trochus")
    arm(ctx, "water_outline", "rumor")
    ran = catch(ctx, c, "capture_2")
    assert ran.value.startswith("his evidence fits none")
    assert ctx.state.poacher.captured == [] and len(ctx.p(POACHER).evidence) == 2


def test_capture_3_takes_only_a_cryptid_needing_3():
    ctx, c = situation("Trochus", "Zitiron")  # Zitiron: water outline, eyewitness, bones
    arm(ctx, "water_outline", "eyewitness", "bones", "footprint")  # Trochus' two as well
    catch(ctx, c, "capture_3")
    assert ctx.state.poacher.captured == ["Zitiron"]
    assert kinds_of(ctx, POACHER) == ["footprint"]


def test_capture_any_with_four_discards_all():
    ctx, c = situation("Tatzelwurm")
    arm(ctx, "victim", "victim", "rumor", "sky_silhouette")
    catch(ctx, c, "capture_any")
    assert ctx.state.poacher.captured == ["Tatzelwurm"] and ctx.p(POACHER).evidence == []
    arm(ctx, "victim", "rumor", "sky_silhouette")
    assert catch(ctx, c, "capture_any").value == "he holds only 3 evidence"


def test_the_cryptid_priority_in_its_order():
    ctx, c = situation("Tatzelwurm", priority=("found", "bid"))
    ctx.p(YOU).found = ["Kludde", "Afanc"]
    ctx.p(YOU).unsettled = ["Kludde"]  # Afanc is relocated: safe
    ctx.p(YOU).settled = ["Afanc"]
    arm(ctx, "victim", "victim", "rumor", "sky_silhouette")
    catch(ctx, c, "capture_any")
    assert ctx.state.poacher.captured == ["Kludde"]
    assert ctx.p(YOU).found == ["Afanc"] and ctx.p(YOU).unsettled == []
    arm(ctx, "victim", "victim", "rumor", "sky_silhouette")
    catch(ctx, c, "capture_any")  # nothing of yours waits: the bid comes next
    assert ctx.state.poacher.captured == ["Kludde", "Tatzelwurm"]


def test_contract_cryptids_in_the_row():
    ctx, c = situation(priority=("contract",), deals=("type_reptile", "evidence_bones"))
    set_row(ctx, ["Kludde", "Tatzelwurm", "Lomie", "Elbst", "Dip", "Raróg"])
    arm(ctx, "victim", "eyewitness")  # Kludde needs them but fits no contract
    assert catch(ctx, c, "capture_2").value.startswith("his evidence fits none")
    arm(ctx, "victim", "bones")  # Dip needs them and shows bones
    catch(ctx, c, "capture_2")
    assert ctx.state.poacher.captured == ["Dip"]


def test_only_cryptids_of_his_priority():
    ctx, c = situation(priority=("found", "bid"))
    arm(ctx, "victim", "victim", "rumor", "sky_silhouette")
    ran = catch(ctx, c, "capture_any")
    assert ran.value.startswith("none of his targets") and ctx.state.poacher.captured == []


def test_nearest_to_his_win_before_points():
    # Trochus (1 point) shows bones, one of your contracts; Karadag Snake (2 points) none
    ctx, c = situation("Trochus", "Karadag Snake", deals=("type_bird", "evidence_bones"))
    arm(ctx, "victim", "victim", "rumor", "sky_silhouette")
    catch(ctx, c, "capture_any")
    assert ctx.state.poacher.captured == ["Trochus"]


def test_what_he_holds_counts_for_nearness():
    ctx, c = situation("Trochus", "Kludde", deals=("type_beast", "evidence_bones"))
    ctx.state.poacher.captured = ["Afanc"]  # a beast: Kludde makes 2 beasts
    arm(ctx, "victim", "victim", "rumor", "sky_silhouette")
    catch(ctx, c, "capture_any")
    assert ctx.state.poacher.captured == ["Afanc", "Kludde"]


def test_then_the_most_points_for_you():
    ctx, c = situation("Trochus", "Karadag Snake")
    arm(ctx, "victim", "victim", "rumor", "sky_silhouette")
    catch(ctx, c, "capture_any")
    assert ctx.state.poacher.captured == ["Karadag Snake"]


def test_still_equal_you_choose():
    ctx, c = situation("Trochus", "Kludde")
    arm(ctx, "victim", "victim", "rumor", "sky_silhouette")
    ran = catch(ctx, c, "capture_any", ["poacher-capture:1"])
    assert ran.prompts[0].seat == YOU and len(ran.prompts[0].options) == 2
    assert ctx.state.poacher.captured == ["Kludde"]
