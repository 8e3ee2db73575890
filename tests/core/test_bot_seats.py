"""Bot seats through the session: levels in the config and saves, the same game from the
same seed and levels, a seat handed to a bot and taken back, and undo kept from a bot's
choices."""

from __future__ import annotations

import json

import pytest

from engine.core import ConfigError, Game, SaveError, Seat, SeatKind
from engine.core import save as saves
from engine.core.config import refuse_unknown_settings
from engine.core.session import GameSession
from tests.tinygame.bots import PEBBLE_AGENTS
from tests.tinygame.rules import PebbleRules, config


def with_bots(*levels: str, seed: int = 3):  # type: ignore[no-untyped-def]
    """A Pebble config whose seats are bots of `levels` ("" a person)."""
    cfg = config(players=len(levels), seed=seed)
    seats = tuple(s.replace(kind=SeatKind.BOT, level=level) if level else s
                  for s, level in zip(cfg.seats, levels, strict=True))
    return cfg.replace(seats=seats)


def session_for(cfg) -> GameSession:  # type: ignore[no-untyped-def]
    rules = PebbleRules()
    session = GameSession(rules, autosave=False, agents=PEBBLE_AGENTS)
    session.start(Game(rules, cfg))
    return session


def play_bots(session: GameSession) -> None:
    game = session.game
    assert game is not None
    while game.prompt is not None:
        option = session.bot_to_choose()
        assert option is not None, "a person's decision in a game of bots"
        session.bot_chose(option)


def test_a_seat_without_a_level_is_written_as_before_and_a_bot_level_is_kept() -> None:
    person = Seat(name="Ann", colour="red")
    assert "level" not in person.to_data()
    bot = Seat(name="Bo", colour="blue", kind=SeatKind.BOT, level="normal")
    assert bot.to_data()["level"] == "normal" and Seat.check(bot.to_data()) == bot
    assert Seat(name="Old", colour="red", kind=SeatKind.BOT).bot_level == "random"
    assert person.bot_level == ""


def test_an_unknown_level_or_a_level_on_a_person_is_refused_in_one_sentence() -> None:
    with pytest.raises(ConfigError, match=r"^Seat 2 has the bot level 'genius', which is "
                                          r"not one of random, easy, normal, hard for a bot\.$"):
        refuse_unknown_settings(with_bots("", "genius"), ("red", "blue"), {"rounds": int})
    person = config().seats[0].replace(level="normal")
    with pytest.raises(ConfigError, match="Seat 1 has the bot level 'normal'"):
        refuse_unknown_settings(config().replace(seats=(person, config().seats[1])),
                                ("red", "blue"), {"rounds": int})
    refuse_unknown_settings(with_bots("easy", "normal"), ("red", "blue"), {"rounds": int})


def test_the_same_seed_and_levels_play_the_same_game() -> None:
    first, second = session_for(with_bots("normal", "easy")), session_for(
        with_bots("normal", "easy"))
    play_bots(first)
    play_bots(second)
    assert first.game is not None and second.game is not None
    assert first.game.choices == second.game.choices
    assert first.game.state_hash() == second.game.state_hash()
    assert {type(a).__name__ for a in first.bots.values()} == {"LookaheadAgent"}


def test_a_save_keeps_each_seats_kind_and_level_and_loading_brings_the_bots_back() -> None:
    session = session_for(with_bots("", "normal"))
    game = session.game
    assert game is not None and game.prompt is not None
    game.choose(game.prompt.enabled[0].id)
    text = saves.dumps(game)
    seats = json.loads(text)["config"]["seats"]
    assert [(s["kind"], s.get("level")) for s in seats] == [("human", None), ("bot", "normal")]
    loaded = saves.loads(PebbleRules(), text)
    again = GameSession(PebbleRules(), autosave=False, agents=PEBBLE_AGENTS)
    again.start(loaded)
    assert list(again.bots) == [1] and again.bots[1].name == "normal"


def test_a_level_this_game_has_no_bot_for_is_refused_on_load(tmp_path) -> None:  # type: ignore[no-untyped-def]
    game = Game(PebbleRules(), with_bots("", "normal"))
    path = tmp_path / "bots.json"
    saves.save(game, path)
    only_random = GameSession(PebbleRules(), autosave=False)  # its agents: random only
    with pytest.raises(SaveError, match=r"^Seat 2 is played by a bot of the level "
                                        r"'normal', which this game does not have \(random\)"):
        only_random.read(path)
    with pytest.raises(ConfigError):
        only_random.start(game)
    assert only_random.game is None


def test_a_seat_handed_to_a_bot_and_back_changes_who_answers_not_the_game() -> None:
    session = session_for(with_bots("", "", seed=8))
    game = session.game
    assert game is not None and game.prompt is not None
    game.choose(game.prompt.enabled[0].id)
    seat = game.prompt.seat
    session.hand_to_bot(seat, "easy")
    assert session.bot_to_choose() is not None and not session.can_answer(game.prompt)
    assert game.config.seats[seat].bot_level == "easy"
    for _ in range(4):  # the bot plays the seat's decisions, the person the others'
        assert game.prompt is not None
        option = session.bot_to_choose() or game.prompt.enabled[-1].id
        session.bot_chose(option) if game.prompt.seat == seat else game.choose(option)
    session.take_back(seat)
    assert seat not in session.bots and game.config.seats[seat].kind is SeatKind.HUMAN
    text = saves.dumps(game)
    replayed = saves.loads(PebbleRules(), text)  # the choices give the same game
    assert replayed.state_hash() == game.state_hash()
    session.hand_to_bot(seat, "normal")
    resumed = saves.loads(PebbleRules(), saves.dumps(game))
    assert resumed.config.seats[seat].bot_level == "normal"  # a resumed game keeps the bot


def test_only_who_answers_may_change_mid_game() -> None:
    game = Game(PebbleRules(), config())
    renamed = config().replace(seats=(config().seats[0].replace(name="Zed"), config().seats[1]))
    with pytest.raises(ValueError, match="only who answers"):
        game.reseat(renamed)
    automa = config().seats[1].replace(kind=SeatKind.AUTOMA)
    with pytest.raises(ValueError, match="only who answers"):
        game.reseat(config().replace(seats=(config().seats[0], automa)))


def test_a_person_does_not_undo_a_bots_choice_nor_while_a_bot_decides() -> None:
    session = session_for(with_bots("random", "", seed=5))
    game = session.game
    assert game is not None and game.prompt is not None and game.prompt.seat == 0
    session.bot_chose(session.bot_to_choose() or "")  # it played a pebble: roll or stop?
    assert game.prompt is not None and game.prompt.seat == 0 and game.turn_choices == 1
    assert not game.undo_refusal()  # the game alone would let the seat take it back
    assert session.undo_refusal() == "Player 1 is deciding: wait for your own decision."
    while game.prompt is not None and game.prompt.seat == 0:  # the bot's whole turn
        session.bot_chose(session.bot_to_choose() or "")
    assert game.prompt is not None and game.prompt.seat == 1
    assert session.undo_refusal()  # nothing of the person's to take back
    # a seat taken back mid-turn: the choice its bot made stays
    session2 = session_for(with_bots("", "", seed=5))
    game2 = session2.game
    assert game2 is not None and game2.prompt is not None
    session2.hand_to_bot(0, "random")
    session2.bot_chose(session2.bot_to_choose() or "")
    session2.take_back(0)
    assert game2.prompt is not None and game2.prompt.seat == 0 and game2.turn_choices == 1
    assert session2.undo_refusal() == "The last choice was made by Player 1's bot."
    assert session2.undo() and len(game2.choices) == 1


def test_hints_taken_are_saved_with_the_game_and_come_back_with_it(tmp_path) -> None:  # type: ignore[no-untyped-def]
    session = session_for(with_bots("", ""))
    assert "hints" not in saves.to_data(session.game, "", session.hint_counts())
    session.took_hint(1)
    session.took_hint(1)
    path = tmp_path / "hinted.json"
    session.save_as(path)
    assert json.loads(path.read_text())["hints"] == [0, 2]
    again = GameSession(PebbleRules(), autosave=False, agents=PEBBLE_AGENTS)
    game = again.read(path)
    again.start(game)
    assert again.hints == {1: 2}
    again.start(Game(PebbleRules(), config()))  # another game starts with none
    assert again.hints == {}
