"""The Poacher's two turns: in the Cryptozoologist Phase the round's card and the line for
the evidence he holds, its first possible action left to right (the ones before it failed,
and why, are told); in the Assistant Phase the line for his place above or below you, his
meeple just above or below you, and a terrain tile of the card's type where you choose. He
plays before you when his meeple is above yours."""

from engine.core.testing import first, play, restart_turn, run_step
from engine.cryptic.construction import terrain_of
from engine.cryptic.parts.poacher_cards import BOTTOM_ACTIONS, TOP_ACTIONS
from engine.cryptic.solo import turns as poacher
from engine.cryptic.solo.seats import YOU
from engine.cryptic.solo.turns import assistant_turn, crypto_turn, move_meeple, place_tile
from engine.cryptic.state import ASSISTANT
from tests.cryptic.poacher_helpers import (
    POACHER,
    arm,
    bids_on,
    clear_board,
    contracts,
    kinds_of,
    lay,
    poacher_events,
    set_row,
    solo_started,
)


def on_top(ctx, number: int) -> None:
    deck = ctx.state.poacher.deck
    deck.remove(number)
    deck.append(number)


def test_the_line_for_his_evidence_and_the_first_action_that_works():
    game, ctx = solo_started()
    on_top(ctx, 1)  # line 3 (2 evidence): capture 2, bid evidence, lowest location
    arm(ctx, "victim", "footprint")
    bids_on(ctx, "Karadag Snake")  # needs eyewitness and water outline
    clear_board(ctx)
    lay(ctx, "E2", "eyewitness")
    lay(ctx, "N1", "victim")
    run_step(crypto_turn(ctx))
    assert ctx.state.poacher.active == 1
    assert kinds_of(ctx, POACHER) == ["eyewitness", "footprint", "victim"]
    line = ctx.state.poacher.lines["cryptozoologist"]
    assert line["line"] == 2 and line["done"] == "bid_evidence"
    assert [a for a, _ in line["failed"]] == ["capture_2"]
    told = poacher_events(game)
    assert told[0] == "The Poacher reveals card 1."
    assert told[1].startswith("Card 1, line 3 (he holds 2 evidence): capture a cryptid")
    assert told[2].startswith("He cannot capture a cryptid needing 2 evidence: his evidence")
    assert told[3] == "The Poacher takes eyewitness in Carpathians (E2)."


def test_a_line_he_cannot_do_at_all():
    game, ctx = solo_started()
    on_top(ctx, 3)  # line 5 (4 evidence): capture any
    arm(ctx, "victim", "victim", "rumor", "sky_silhouette")
    bids_on(ctx)
    contracts(ctx, "type_bird", "habitat_forests")
    set_row(ctx, ["Trochus", "Kludde", "Afanc", "Dip", "Peluda", "Elbst"])  # no bird, no forest
    run_step(crypto_turn(ctx))
    assert ctx.state.poacher.lines["cryptozoologist"]["done"] == ""
    assert poacher_events(game)[-1] == "He can do nothing on this line."
    assert len(ctx.p(POACHER).evidence) == 4


def test_each_round_a_new_card_and_a_used_up_deck_is_shuffled_again():
    _, ctx = solo_started()
    p = ctx.state.poacher
    for _ in range(15):
        poacher.reveal_card(ctx)
    assert p.deck == [] and len(p.discards) == 14
    poacher.reveal_card(ctx)
    assert len(p.deck) == 14 and p.active is not None and p.discards == []


def assistant_situation(poacher_above: bool, number: int = 1):
    game, ctx = solo_started()
    on_top(ctx, number)
    poacher.reveal_card(ctx)
    ctx.state.phase = ASSISTANT
    ctx.state.track = [None, None, POACHER, YOU, None, None, None, None] if poacher_above \
        else [None, None, YOU, POACHER, None, None, None, None]
    ctx.state.dice = ["coins_2", "bonus_rumor", "experience_2"]
    ctx.state.dice_taken = [False] * 3
    return game, ctx


def test_above_you_the_first_line():
    # card 1 above: bid evidence, bonus rumor die, contract evidence, coins die; then just
    # below you (an empty market: no evidence to take)
    _, ctx = assistant_situation(poacher_above=True)
    ctx.state.market = [None] * len(ctx.state.market)
    run_step(assistant_turn(ctx), then=first)
    assert ctx.state.dice_taken == [False, True, False]
    assert kinds_of(ctx, POACHER) == ["rumor"]
    assert ctx.state.track.index(POACHER) == ctx.state.track.index(YOU) + 1
    assert ctx.state.poacher.lines["assistant"] == {
        "line": 0, "done": "die_rumor",
        "failed": [["bid_evidence", "no such evidence in the market"]]}


def test_below_you_the_second_line():
    # card 1 below: contract evidence, experience die, bid evidence; then just above you
    _, ctx = assistant_situation(poacher_above=False)
    ctx.state.market = [None] * len(ctx.state.market)
    run_step(assistant_turn(ctx), then=first)
    assert ctx.state.dice_taken == [False, False, True]
    assert ctx.state.track.index(POACHER) == ctx.state.track.index(YOU) - 1
    assert ctx.state.poacher.lines["assistant"]["line"] == 1


def test_his_meeple_stays_on_the_edge_or_where_it_is():
    game, ctx = assistant_situation(poacher_above=False)
    ctx.state.track = [YOU, POACHER, None, None, None, None, None, None]
    move_meeple(ctx, "above")  # you are on the top space
    assert ctx.state.track[:2] == [YOU, POACHER]
    move_meeple(ctx, "below")  # already there
    assert ctx.state.track[:2] == [YOU, POACHER]
    assert poacher_events(game)[-2:] == ["His meeple stays: you are on the top space.",
                                         "His meeple is already just below you."]
    ctx.state.track = [None] * 7 + [YOU]
    ctx.state.track[3] = POACHER
    move_meeple(ctx, "above")
    assert ctx.state.track[6:] == [POACHER, YOU]


def test_his_terrain_tile_of_the_cards_type_where_you_choose():
    _, ctx = assistant_situation(poacher_above=False)
    pile = list(ctx.state.terrain_piles["water"])
    ran = run_step(place_tile(ctx, "water"), then=first)
    assert {p.seat for p in ran.prompts} == {YOU}
    assert [p.kind for p in ran.prompts] == ["poacher-tile", "poacher-spot"]
    assert len(ctx.state.terrain_piles["water"]) == len(pile) - 1
    (laid,) = ctx.state.sanctuary.laid
    assert laid.tile in pile


def test_another_terrain_when_his_is_gone():
    _, ctx = assistant_situation(poacher_above=False)
    ctx.state.discarded_tiles += ctx.state.terrain_piles["water"]
    ctx.state.terrain_piles["water"] = []
    run_step(place_tile(ctx, "water"), then=first)
    (laid,) = ctx.state.sanctuary.laid
    assert terrain_of(ctx, laid.tile) != "water"


def test_no_tile_once_the_sanctuary_is_complete():
    _, ctx = assistant_situation(poacher_above=False)
    ctx.state.construction_complete = True
    assert run_step(place_tile(ctx, "water")).prompts == []
    assert ctx.state.sanctuary.laid == []


def test_he_plays_first_when_above_you():
    game, ctx = solo_started()
    ctx.state.track = [None, None, POACHER, YOU, None, None, None, None]
    restart_turn(game)
    told = poacher_events(game)
    assert told and told[0].startswith("The Poacher reveals card")
    assert game.prompt.seat == YOU and game.prompt.kind == "turn"


def test_after_your_turn_his_then_the_assistant_phase():
    game, _ = solo_started()
    play(game, ["end-turn"])
    assert any(t.startswith("The Poacher reveals card") for t in poacher_events(game))
    play(game, then=first, until=lambda g: g.state.phase == ASSISTANT
         and g.prompt.kind == "assistant")
    assert game.prompt.seat == YOU


def test_every_symbol_his_cards_may_show_is_played():
    assert set(poacher.TOP) == set(TOP_ACTIONS)
    assert set(poacher.BOTTOM) == set(BOTTOM_ACTIONS)
    assert all(poacher.words(a) for a in [*TOP_ACTIONS, *BOTTOM_ACTIONS])
