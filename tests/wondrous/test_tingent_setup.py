"""Solo Mode, Game Setup Changes: trophies, captains, Tingent's area, the target tokens, the
Tingent deck, the first player, and the configurations the solo mode refuses."""

from __future__ import annotations

import pytest

from engine.core import ConfigError, Game, GameConfig, Seat, SeatKind
from tests.wondrous.engine_helpers import ctx_of, rules
from tests.wondrous.solo_helpers import (
    PLAYER,
    TINGENT,
    no_problems,
    solo,
    solo_setup,
    solo_started,
    tingent,
)
from wondrous_tui.sim_command import solo_config


@pytest.mark.parametrize("level", ["lazy", "easygoing", "wild", "terrifying"])
def test_eight_trophies_on_the_board(level):
    _game, ctx = solo_started(level)
    assert ctx.state.trophies == 8
    assert ctx.state.trophies_start == 8
    no_problems(ctx)


def test_the_player_may_choose_any_of_the_nine_captains():
    game, prompts = solo_setup()
    captain = prompts[0]
    assert captain.kind == "setup-captain" and captain.seat == PLAYER
    ids = sorted(o.id for o in captain.enabled)
    assert ids == sorted(f"captain:{n}" for n in range(1, 10))
    # Tingent is never asked anything during the setup
    assert all(p.seat == PLAYER for p in prompts)
    assert tingent(ctx_of(game)).captain == 0


@pytest.mark.parametrize("number", [1, 5, 9])
def test_the_chosen_captain_is_kept(number):
    game = Game(rules(), solo_config("wild", {}, 3))
    game.choose(f"captain:{number}")
    assert game.state.players[PLAYER].captain == number


def test_tingent_has_no_hand_resources_nets_or_captain_and_six_markers():
    _game, ctx = solo_started()
    t = tingent(ctx)
    assert t.hand == []
    assert t.reserve == []
    assert set(t.resources.values()) == {0}
    assert t.nets == 0
    assert t.captain == 0 and t.captain_offer == []
    assert len(t.markers) == 6 and t.achievements == []
    assert t.eggs == [] and t.trophies == 0 and t.score == 0
    assert t.crew == [None, None, None]
    # the player set up as usual: 4 cards kept, 1 net, one of each resource
    me = ctx.p(PLAYER)
    assert len(me.hand) == 4 and me.nets == 1
    assert me.resources == {"fruit": 1, "coral": 1, "flower": 1, "mushroom": 1}
    no_problems(ctx)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_target_tokens_start_on_the_left_most_card_of_each_kind(seed):
    _game, ctx = solo_started(seed=seed)
    kinds = {a.id: ctx.cat.achievements[a.id].kind for a in ctx.state.achievements}
    order = [a.id for a in ctx.state.achievements]
    for kind in ("single", "multi", "main"):
        first = next(a for a in order if kinds[a] == kind)
        assert solo(ctx).targets[kind] == first
    assert set(solo(ctx).targets) == {"single", "multi", "main"}


def test_the_tingent_deck_is_all_twelve_cards_and_the_board_starts_at_space_one():
    _game, ctx = solo_started()
    s = solo(ctx)
    assert sorted(s.deck) == list(range(1, 13))
    assert s.drawn == [] and s.face_down == [] and s.hazed == {}
    assert s.tracker == 0 and s.brown is False
    assert s.seat == TINGENT and s.level == "wild"


def test_the_tingent_deck_is_shuffled_by_the_seed():
    orders = {tuple(solo(solo_started(seed=seed)[1]).deck) for seed in range(1, 6)}
    assert len(orders) > 1


def test_the_player_goes_first():
    game, ctx = solo_started()
    assert ctx.state.current == PLAYER
    assert game.prompt is not None
    assert game.prompt.kind == "turn" and game.prompt.seat == PLAYER
    assert any(e.kind == "start" for e in game.events)


def _config(seats, options):
    return GameConfig(game="wondrous", seats=seats, options=options, seed=1)


ME = Seat(name="Me", colour="blue")
BOT = Seat(name="Tingent", colour="red", kind=SeatKind.AUTOMA)


@pytest.mark.parametrize(
    ("seats", "options", "words"),
    [
        ((BOT, ME), {"solo": {"level": "wild"}}, "first seat"),
        ((ME, BOT), {}, "needs the 'solo' option"),
        ((ME, BOT), {"solo": {}}, "level must be one of"),
        ((ME, BOT), {"solo": {"level": "insane"}}, "level must be one of"),
        ((ME, BOT), {"solo": {"level": "wild", "scenarios": {"zombies": "easy"}}},
         "no scenario called 'zombies'"),
        ((ME, BOT), {"solo": {"level": "wild", "scenarios": {"outlaws": "hard"}}},
         "not 'hard'"),
        ((ME, BOT), {"solo": {"level": "wild", "scenarios": ["haze"]}}, "scenarios"),
        ((ME, ME), {"solo": {"level": "wild"}}, "Tingent in the second seat"),
        ((ME, BOT, ME), {"solo": {"level": "wild"}}, "Tingent in the second"),
    ],
)
def test_bad_solo_configurations_are_refused_with_a_message(seats, options, words):
    with pytest.raises(ConfigError) as err:
        rules().validate(_config(seats, options))
    assert words in str(err.value)
    with pytest.raises(ConfigError):
        Game(rules(), _config(seats, options))


@pytest.mark.parametrize(
    "scenarios",
    [{}, {"poor": "hard"}, {"outlaws": "medium"}, {"haze": "easy"},
     {"poor": "easy", "outlaws": "easy", "haze": "hard"}],
)
def test_good_solo_configurations_are_accepted(scenarios):
    rules().validate(solo_config("lazy", scenarios, 1))
