"""Solo setup against the Poacher: the seats, the 2-player table with every fence and 3
dice, no general contract, you first with 1 coin and his meeple just below, your contracts
face up with evidence on one at least, his shuffled cards; the 3-coin overlay."""

import pytest

from engine.core import ConfigError, GameConfig, Seat, SeatKind
from engine.core.testing import first, play, run_step
from engine.cryptic.assistant import reset_cryptids, reset_options
from engine.cryptic.sanctuary import new_sanctuary
from engine.cryptic.solo import setup as solo_setup
from engine.cryptic.solo.seats import YOU, solo_config
from engine.cryptic.state import ASSISTANT
from tests.cryptic.poacher_helpers import POACHER, solo_game, solo_started
from tests.cryptic.rules_helpers import ctx_of, rules


def test_the_poacher_is_the_automa_second_seat():
    bad = GameConfig(game="cryptic", seed=1, seats=(
        Seat(name="Poacher", colour="black", kind=SeatKind.AUTOMA),
        Seat(name="You", colour="orange")))
    with pytest.raises(ConfigError, match="first seat"):
        rules().validate(bad)
    with pytest.raises(ConfigError, match="without bid markers"):
        rules().validate(solo_config(1, ("no-bids",)))
    rules().validate(solo_config(1, ("wolpertinger",)))


def test_two_player_table_without_general_contract():
    game = solo_game()
    state = game.state
    assert state.general_contract == ""
    assert len(state.dice) == 3
    assert state.sanctuary.fenced == new_sanctuary(rules().data.parts, 2).fenced
    assert game.prompt.seat == YOU  # only you set up: the Poacher has no city, bids or tiles
    poacher = state.players[POACHER]
    assert (poacher.evidence, poacher.coins, poacher.free_bids, poacher.contracts,
            poacher.skills) == ([], 0, 0, [], {})


def test_you_are_first_with_one_coin_and_his_meeple_just_below():
    for seed in range(1, 6):
        state = solo_game(seed).state
        top = rules().data.parts.initiative.highlighted - 1
        assert state.track[top:top + 2] == [YOU, POACHER]
        assert state.players[YOU].coins == 1


def test_a_contract_with_evidence_and_both_face_up():
    cat = rules().data.cat
    kind = {c.id: c.kind for c in cat.contracts.contracts}
    for seed in range(1, 40):
        state = solo_game(seed).state
        assert "evidence" in [kind[c] for c in state.players[YOU].contracts], seed
        assert len(state.players[YOU].contracts) == 2
    game = solo_game(3)
    assert game.view(POACHER).players[YOU].contracts == game.state.players[YOU].contracts


def test_neither_contract_with_evidence_draws_again():
    """Dealt two contracts without evidence, the last one is replaced until one shows it."""
    _, ctx = solo_started(seed=2)
    ctx.p(YOU).contracts = ["habitat_water", "type_bird"]
    ctx.state.contract_deck = ["evidence_bones", "type_beast", "habitat_forests"]
    solo_setup._evidence_contract(ctx)
    assert ctx.p(YOU).contracts == ["habitat_water", "evidence_bones"]
    assert ctx.state.contract_deck == []


def test_his_cards_are_shuffled_face_down():
    decks = {tuple(solo_game(seed).state.poacher.deck) for seed in range(1, 6)}
    assert len(decks) > 1
    assert all(sorted(d) == list(range(1, 16)) for d in decks)
    assert solo_game().view(YOU).poacher.deck == 15


def test_the_overlay_replaces_one_cryptid_for_three_coins():
    _, ctx = solo_started()
    ctx.state.phase = ASSISTANT
    option = next(o for o in reset_options(ctx, YOU) if o.id == "pay-cryptids")
    assert "3 coins" in option.label and not option.enabled  # you have 1 coin
    ctx.p(YOU).coins = 3
    for card in ctx.state.row:
        card.bids.clear()
    option = next(o for o in reset_options(ctx, YOU) if o.id == "pay-cryptids")
    assert option.enabled
    old = ctx.state.row[0].name
    ran = run_step(reset_cryptids(ctx, YOU), ["replace:0"])
    assert len(ran.prompts) == 1  # one card, no second replacement offered
    assert ctx.p(YOU).coins == 0 and ctx.state.row[0].name != old


def test_setup_plays_into_your_first_turn():
    game = solo_game(4)
    play(game, then=first, until=lambda g: g.state.round == 1)
    assert game.prompt.kind == "turn" and game.prompt.seat == YOU
    assert ctx_of(game).state.setup_order == []
