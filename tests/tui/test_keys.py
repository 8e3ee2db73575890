"""Option keys: a new decision numbers its options in order, 1-9 then a-z; a prompt that
offers again options of the one before keeps every still-offered option on its key and
gives no freed key to another; a fixed key is its option's wherever it is offered."""

from __future__ import annotations

import string

from engine.tui.keys import OPTION_KEYS, KeyRing

RUN = (1, 0, "setup-keep")  # turn, seat, kind


def test_a_new_decision_numbers_its_options_in_order():
    keys = KeyRing().assign(RUN, ["back", "a", "b"])
    assert keys == {"back": "1", "a": "2", "b": "3"}


def test_options_keep_their_keys_while_they_are_offered():
    ring = KeyRing()
    ring.assign(RUN, ["c1", "c2", "c3", "c4", "done"])
    assert ring.assign(RUN, ["c1", "c3", "c4", "done"]) == {
        "c1": "1", "c3": "3", "c4": "4", "done": "5"}
    assert ring.assign(RUN, ["c3", "done"]) == {"c3": "3", "done": "5"}


def test_a_new_option_takes_a_key_never_given_in_the_run():
    ring = KeyRing()
    ring.assign(RUN, ["a", "b", "c"])
    keys = ring.assign(RUN, ["new", "a", "c"])  # "b" left: its key 2 stays unused
    assert keys == {"new": "4", "a": "1", "c": "3"}


def test_an_option_offered_again_gets_its_old_key_back():
    ring = KeyRing()
    ring.assign(RUN, ["a", "b", "c"])
    ring.assign(RUN, ["a", "c"])
    assert ring.assign(RUN, ["a", "b", "c"]) == {"a": "1", "b": "2", "c": "3"}  # an undo


def test_another_decision_starts_fresh():
    ring = KeyRing()
    ring.assign(RUN, ["a", "b", "c"])
    ring.assign(RUN, ["b", "c"])
    assert ring.assign((1, 1, "setup-keep"), ["b", "c"]) == {"b": "1", "c": "2"}  # seat
    assert ring.assign((2, 1, "setup-keep"), ["c"]) == {"c": "1"}  # next turn
    ring.assign(RUN, ["a", "b"])
    ring.forget()  # nothing shown between: the same decision later is a new one
    assert ring.assign(RUN, ["b"]) == {"b": "1"}


def test_options_past_the_last_key_have_none_and_get_no_freed_key():
    ids = [f"o{i}" for i in range(len(OPTION_KEYS) + 2)]
    ring = KeyRing()
    keys = ring.assign(RUN, ids)
    assert len(keys) == len(OPTION_KEYS) and ids[-1] not in keys
    assert ids[-1] not in ring.assign(RUN, ids[1:])  # o0's key is not passed on


def test_the_same_kind_offering_none_of_the_last_options_is_a_new_decision():
    ring = KeyRing()  # three piles asked in a row, one tile from each
    ring.assign(RUN, [f"forest{i}" for i in range(20)])
    assert ring.assign(RUN, ["mountain1", "mountain2"]) == {"mountain1": "1", "mountain2": "2"}


def test_a_kind_asked_again_keeps_its_keys():
    """Cryptic's Assistant phase: the required move is made, the rest keep their keys."""
    ring = KeyRing()
    run = (4, 0, "assistant")
    ring.assign(run, ["up", "down", "buy-1", "buy-2", "bid-1", "bid-2"])
    assert ring.continued is False
    assert ring.assign(run, ["buy-1", "buy-2", "bid-1", "bid-2"]) == {
        "buy-1": "3", "buy-2": "4", "bid-1": "5", "bid-2": "6"}
    assert ring.continued is True
    assert ring.assign(run, ["learn", "buy-2", "bid-2"]) == {  # the bid made, learning new
        "learn": "7", "buy-2": "4", "bid-2": "6"}


def test_a_prompt_of_another_kind_is_numbered_from_the_top():
    """A net offered in the turn's menu (5) and again among the cards to play: the card
    list read 6, 7, 8, 5 down the screen when the net kept its key across kinds."""
    ring = KeyRing()
    ring.assign((4, 0, "turn"), ["move", "collect", "track", "bid-1", "net"])
    keys = ring.assign((4, 0, "play-card"), ["goatitan", "thunderilla", "back", "net"])
    assert keys == {"goatitan": "1", "thunderilla": "2", "back": "3", "net": "4"}
    assert ring.continued is False  # keys typed for the menu do not answer the cards


def test_sharing_only_back_or_done_is_a_new_decision():
    ring = KeyRing()
    ring.assign((4, 0, "turn"), ["back", "c1", "c2", "done"])
    assert ring.assign((4, 0, "pay"), ["back", "r1", "r2", "done"]) == {
        "back": "1", "r1": "2", "r2": "3", "done": "4"}
    assert ring.continued is False


def test_a_question_in_between_is_a_new_decision_for_typed_keys():
    ring = KeyRing()
    ring.assign(RUN, ["a", "b", "c"])
    ring.assign((1, 0, "power"), ["x", "y"])
    ring.assign(RUN, ["b", "c"])
    assert ring.continued is False  # keys typed for the question do not answer this


def test_letters_follow_the_digits_without_a_gap():
    ids = [f"o{i}" for i in range(len(OPTION_KEYS))]
    keys = KeyRing().assign(RUN, ids)
    assert "".join(keys[oid] for oid in ids) == (
        "123456789" + string.ascii_lowercase + string.ascii_uppercase)


def test_a_fixed_key_is_its_options_in_every_prompt_and_answers_nothing_else():
    ring = KeyRing()
    fixed = {"end-turn": "e"}
    ids = [f"o{i}" for i in range(16)]
    keys = ring.assign((1, 0, "turn"), [*ids, "end-turn"], fixed)
    assert keys["end-turn"] == "e" and list(keys.values()).count("e") == 1
    assert [keys[oid] for oid in ids[9:]] == list("abcdfgh")  # e is taken here
    without = KeyRing().assign((1, 0, "turn"), ids, fixed)  # not offered: e is a letter
    assert [without[oid] for oid in ids[9:]] == list("abcdefg")
    ring = KeyRing()
    ring.assign((1, 0, "turn"), ids, fixed)  # o13 has e
    keys = ring.assign((1, 0, "turn"), [*ids, "end-turn"], fixed)
    assert keys["end-turn"] == "e" and keys["o13"] not in ("e", "") and keys["o12"] == "d"


def test_a_run_keeps_its_keys_across_a_question_in_between():
    ring = KeyRing()
    ring.assign(RUN, ["a", "b", "c"])
    assert ring.assign((1, 0, "power"), ["x", "y"]) == {"x": "1", "y": "2"}
    assert ring.assign(RUN, ["b", "c"]) == {"b": "2", "c": "3"}
