"""[Optional] Scenario Modules: A Poor Adventurer's Challenge, Outlaws, Suspicious Haze."""

from __future__ import annotations

import pytest

from engine.wondrous import cards
from engine.wondrous.place import can_place, place_crew
from engine.wondrous.solo import haze
from engine.wondrous.solo.place import move
from engine.wondrous.solo.tingent import take_face_up
from engine.wondrous.spot_options import spot_id
from tests.wondrous.engine_helpers import run_step
from tests.wondrous.solo_helpers import (
    PLAYER,
    a_card,
    aim,
    all_spots,
    creatures,
    crew_hexes,
    drive,
    expected_spots,
    fill_wilderness,
    kinds_around,
    no_problems,
    plains_spots,
    run_tingent,
    solo,
    solo_fresh,
    solo_setup,
    species_of,
    stack_tingent_deck,
    tingent,
)

# ================================================================ A Poor Adventurer's Challenge


@pytest.mark.parametrize(("difficulty", "nets", "hand"),
                         [("easy", 3, 6), ("medium", 1, 5), ("hard", 0, 4)])
def test_poor_adventurer_setup(difficulty, nets, hand):
    game, prompts = solo_setup("wild", {"poor": difficulty})
    s = game.state
    me = s.players[PLAYER]
    assert set(me.resources.values()) == {0}
    assert me.nets == nets
    assert len(me.hand) == hand
    # the whole hand is kept: no discard question, only the captain is chosen
    assert [p.kind for p in prompts] == ["setup-captain"]
    assert s.phase == "play" and game.prompt is not None and game.prompt.kind == "turn"
    from engine.wondrous.invariants import check
    from tests.wondrous.engine_helpers import ctx_of

    assert check(ctx_of(game)) == []


def test_without_the_scenario_the_player_keeps_four_of_eight():
    _game, prompts = solo_setup("wild", {})
    assert [p.kind for p in prompts].count("setup-keep") == 4


# ================================================================ Outlaws


def _best_covered_by_player(ctx, kinds):
    """The player's captain on Tingent's best place (unique on a fresh map)."""
    best = expected_spots(ctx, kinds, outlaws=True)
    assert len(best) == 1
    ctx.p(PLAYER).crew[0] = best[0]
    return best[0]


@pytest.mark.parametrize("difficulty", ["easy", "medium"])
def test_outlaws_tingent_ignores_the_players_crew_and_kicks_it_home(difficulty):
    _game, ctx = solo_fresh("wild", {"outlaws": difficulty})
    best = _best_covered_by_player(ctx, ["mushroom"])
    drawn = list(ctx.state.deck[-1:])
    drive(ctx, move(ctx, "captain", ("mushroom",)))
    assert tingent(ctx).crew[0] == best  # right where the player stood
    assert ctx.p(PLAYER).crew[0] is None  # back on the player board
    assert solo(ctx).kicked == 1
    if difficulty == "easy":
        assert solo(ctx).face_down == []
    else:  # medium: one face-down card for the crew member knocked off
        assert solo(ctx).face_down == drawn
    no_problems(ctx)


def test_outlaws_a_member_overlapping_one_hex_is_kicked_too():
    _game, ctx = solo_fresh("wild", {"outlaws": "easy"})
    best = expected_spots(ctx, ["mushroom"], outlaws=True)[0]
    overlap = next(s for s in all_spots(ctx) if best[1] in s and s != best)
    ctx.p(PLAYER).crew[2] = overlap
    drive(ctx, move(ctx, "captain", ("mushroom",)))
    assert tingent(ctx).crew[0] == best
    assert ctx.p(PLAYER).crew[2] is None
    no_problems(ctx)


def test_outlaws_medium_one_card_per_crew_member_kicked():
    _game, ctx = solo_fresh("wild", {"outlaws": "medium"})
    best = expected_spots(ctx, ["mushroom"], outlaws=True)[0]
    me = ctx.p(PLAYER)
    me.crew[1] = next(s for s in all_spots(ctx) if best[0] in s and best[1] not in s)
    me.crew[2] = next(s for s in all_spots(ctx) if best[1] in s and best[0] not in s
                      and not set(s) & set(me.crew[1]))
    top_two = ctx.state.deck[-2:]
    drive(ctx, move(ctx, "captain", ("mushroom",)))
    assert tingent(ctx).crew[0] == best
    assert me.crew[1] is None and me.crew[2] is None
    assert sorted(solo(ctx).face_down) == sorted(top_two)
    no_problems(ctx)


def test_outlaws_crew_elsewhere_is_left_alone():
    _game, ctx = solo_fresh("wild", {"outlaws": "medium"})
    best = expected_spots(ctx, ["mushroom"], outlaws=True)[0]
    far = next(s for s in plains_spots(ctx) if not set(s) & set(best))
    ctx.p(PLAYER).crew[1] = far
    drive(ctx, move(ctx, "captain", ("mushroom",)))
    assert ctx.p(PLAYER).crew[1] == far
    assert solo(ctx).kicked == 0 and solo(ctx).face_down == []


def test_outlaws_still_never_on_tingents_own_other_member():
    _game, ctx = solo_fresh("wild", {"outlaws": "easy"})
    best = expected_spots(ctx, ["mushroom"], outlaws=True)[0]
    tingent(ctx).crew[1] = best
    drive(ctx, move(ctx, "captain", ("mushroom",)))
    assert not set(tingent(ctx).crew[0]) & set(best)


def test_without_outlaws_the_players_crew_blocks_tingent():
    _game, ctx = solo_fresh("wild", {})
    best = _best_covered_by_player(ctx, ["mushroom"])
    drive(ctx, move(ctx, "captain", ("mushroom",)))
    assert ctx.p(PLAYER).crew[0] == best
    assert not set(tingent(ctx).crew[0]) & set(best)


def test_outlaws_the_kicked_member_can_be_placed_again():
    _game, ctx = solo_fresh("wild", {"outlaws": "easy"})
    best = expected_spots(ctx, ["mushroom"], outlaws=True)[0]
    spots = [s for s in plains_spots(ctx) if not set(s) & set(best)]
    me = ctx.p(PLAYER)
    me.crew = [best, spots[0], next(s for s in spots if not set(s) & set(spots[0]))]
    assert can_place(ctx, PLAYER) != ""  # all three on the map
    drive(ctx, move(ctx, "captain", ("mushroom",)))
    assert me.crew[0] is None
    assert can_place(ctx, PLAYER) == ""
    again = next(s for s in plains_spots(ctx) if not kinds_around(ctx, s)
                 and not set(s) & crew_hexes(ctx))
    done, _ = run_step(ctx, place_crew(ctx, PLAYER), ["member:0", spot_id(again)])
    assert done is True and me.crew[0] == again
    no_problems(ctx)


# ================================================================ Suspicious Haze

FLIP_VP = {"easy": 4, "medium": 7, "hard": 10}
TAKE = a_card("yellow", actions=["take_face_up_single"])


def pick(ctx, species, score, skip=()):
    found = creatures(ctx, lambda n: species_of(ctx, n) == tuple(species)
                      and ctx.card(n).ending_score == score and n not in skip)
    assert found
    return found[0]


def hide(ctx, *slots):
    """Turn these Wilderness slots face down (as the haze would)."""
    for slot in slots:
        number = ctx.state.wilderness[slot]
        assert number is not None
        solo(ctx).hazed[slot] = number
        ctx.state.wilderness[slot] = None


@pytest.mark.parametrize(("difficulty", "down"), [("easy", 0), ("medium", 2), ("hard", 2)])
def test_haze_medium_and_hard_start_with_the_two_left_most_cards_face_down(difficulty, down):
    _game, ctx = solo_fresh("wild", {"haze": difficulty})
    assert sorted(solo(ctx).hazed) == list(range(down))
    assert all(ctx.state.wilderness[i] is None for i in range(down))
    assert all(n is not None for n in ctx.state.wilderness[down:])
    no_problems(ctx)


def test_haze_tingent_takes_the_highest_score_whatever_the_target():
    _game, ctx = solo_fresh("wild", {"haze": "easy"})
    aim(ctx, "single", "single-fish")
    best = pick(ctx, ["mammal"], 3)
    tie = pick(ctx, ["reptile"], 3)
    fill_wilderness(ctx, [
        pick(ctx, ["fish"], 2), pick(ctx, ["fish"], 1), best, pick(ctx, ["bird"], 2), tie,
        pick(ctx, ["insect"], 1),
    ])
    assert take_face_up(ctx, "single") == best  # left-most of the two 3s
    assert [c.number for c in tingent(ctx).reserve] == [best]


def test_haze_the_slot_is_refilled_face_down_and_stays_unavailable():
    _game, ctx = solo_fresh("wild", {"haze": "easy"})
    aim(ctx, "single", "single-fish")
    top = pick(ctx, ["fish"], 4)
    fill_wilderness(ctx, [
        pick(ctx, ["fish"], 2), pick(ctx, ["fish"], 1), top, pick(ctx, ["bird"], 2),
        pick(ctx, ["reptile"], 1), pick(ctx, ["insect"], 1),
    ])
    next_card = ctx.state.deck[-1]
    take_face_up(ctx, "single")
    assert solo(ctx).hazed == {2: next_card}
    assert ctx.state.wilderness[2] is None
    # the end of the turn refills no face-down slot, and nobody can take that card
    from engine.wondrous.flow import end_of_turn

    ctx.state.current = 1
    end_of_turn(ctx)
    assert ctx.state.wilderness[2] is None and solo(ctx).hazed == {2: next_card}
    _taken, prompts = run_step(ctx, cards.take_from_wilderness(ctx, PLAYER), [
        lambda p: p.enabled[0].id])
    assert "wild:2" not in [o.id for o in prompts[0].options]
    no_problems(ctx)


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard"])
def test_haze_four_face_down_cards_flip_and_tingent_scores(difficulty):
    _game, ctx = solo_fresh("wild", {"haze": difficulty})
    s = solo(ctx)
    for slot in range(3):
        if slot not in s.hazed:
            hide(ctx, slot)
    assert len(s.hazed) == 3
    score = tingent(ctx).score
    taken = take_face_up(ctx, "single")
    assert taken is not None
    assert s.hazed == {}
    assert all(n is not None for n in ctx.state.wilderness)  # all turned face up
    assert tingent(ctx).score == score + FLIP_VP[difficulty]
    no_problems(ctx)


def test_haze_medium_two_takes_lift_the_haze():
    _game, ctx = solo_fresh("wild", {"haze": "medium"})
    score = tingent(ctx).score
    take_face_up(ctx, "single")
    assert len(solo(ctx).hazed) == 3 and tingent(ctx).score == score
    take_face_up(ctx, "single")
    assert solo(ctx).hazed == {} and tingent(ctx).score == score + 7
    no_problems(ctx)


def test_haze_tingent_never_takes_a_face_down_card():
    _game, ctx = solo_fresh("wild", {"haze": "easy"})
    high = pick(ctx, ["fish"], 4)
    fill_wilderness(ctx, [high, pick(ctx, ["bird"], 1), pick(ctx, ["insect"], 1),
                          pick(ctx, ["dragon"], 1), pick(ctx, ["reptile"], 1),
                          pick(ctx, ["mammal"], 1)])
    hide(ctx, 0)
    taken = take_face_up(ctx, "single")
    assert taken != high and solo(ctx).hazed.get(0) == high


def test_haze_a_turn_takes_the_card_and_its_egg():
    _game, ctx = solo_fresh("wild", {"haze": "easy"})
    aim(ctx, "single", "single-fish")
    best = pick(ctx, ["mammal"], 3)
    fill_wilderness(ctx, [
        pick(ctx, ["fish"], 2), best, pick(ctx, ["fish"], 1), pick(ctx, ["bird"], 2),
        pick(ctx, ["reptile"], 1), pick(ctx, ["insect"], 1),
    ])
    stack_tingent_deck(ctx, a_card("yellow", actions=["take_face_up_single", "gain_egg"]))
    run_tingent(ctx)
    assert [c.number for c in tingent(ctx).reserve] == [best]
    assert [e.species for e in tingent(ctx).eggs] == ["mammal"]  # the card's species
    assert 1 in solo(ctx).hazed
    no_problems(ctx)


def test_haze_a_sweep_turns_face_down_cards_up_instead():
    _game, ctx = solo_fresh("wild", {"haze": "easy"})
    hide(ctx, 1, 4, 5)
    face_up = list(ctx.state.wilderness)
    hidden = dict(solo(ctx).hazed)
    discard = list(ctx.state.discard)
    _value, prompts = run_step(ctx, cards.sweep(ctx, PLAYER))
    assert prompts == []  # no left/right question
    assert solo(ctx).hazed == {}
    for slot, number in enumerate(face_up):
        assert ctx.state.wilderness[slot] == (number if number is not None else hidden[slot])
    assert ctx.state.discard == discard  # nothing was swept away
    no_problems(ctx)


def test_haze_cards_turned_up_by_a_sweep_cannot_be_undone():
    """Turning face-down cards up shows something hidden: a commit point, like a draw."""
    _game, ctx = solo_fresh("wild", {"haze": "easy"})
    hide(ctx, 2)
    ctx.table.commit_reason = ""
    run_step(ctx, cards.sweep(ctx, PLAYER))
    assert "turned up" in ctx.table.commit_reason


def test_haze_a_sweep_with_nothing_face_down_changes_nothing():
    _game, ctx = solo_fresh("wild", {"haze": "easy"})
    before = list(ctx.state.wilderness)
    _value, prompts = run_step(ctx, cards.sweep(ctx, PLAYER))
    assert prompts == [] and ctx.state.wilderness == before


def test_haze_a_full_sweep_replaces_only_the_face_up_cards():
    _game, ctx = solo_fresh("wild", {"haze": "hard"})
    hidden = dict(solo(ctx).hazed)
    up = [n for n in ctx.state.wilderness if n is not None]
    assert len(hidden) == 2 and len(up) == 4
    cards.full_sweep(ctx)
    assert solo(ctx).hazed == hidden  # not affected
    assert ctx.state.wilderness[0] is None and ctx.state.wilderness[1] is None
    assert all(n is not None and n not in up for n in ctx.state.wilderness[2:])
    assert set(up) <= set(ctx.state.discard)
    no_problems(ctx)


def test_haze_turn_up_goes_left_to_right_and_stops_at_three():
    _game, ctx = solo_fresh("wild", {"haze": "easy"})
    hide(ctx, 0, 2, 3)
    assert haze.turn_up(ctx, 2) == 2
    assert sorted(solo(ctx).hazed) == [3]


def test_without_the_haze_a_sweep_asks_which_side():
    _game, ctx = solo_fresh("wild", {})
    _value, prompts = run_step(ctx, cards.sweep(ctx, PLAYER), ["left"])
    assert [p.kind for p in prompts] == ["sweep"]
