"""Option keys: a new decision numbers its options in order; the same decision asked again
keeps every still-offered option on its key and gives no freed key to another."""

from __future__ import annotations

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


def test_only_a_pick_of_several_keeps_its_keys_when_asked_again():
    from engine.core import Option, Prompt
    from engine.tui.prompt_panel import decision

    single = Prompt(0, "track-evidence", "Which?", (Option("a", "A"), Option("b", "B")))
    several = Prompt(0, "discard", "Which?", (Option("a", "A"),), multi=True)
    assert decision(single, 3) is None  # each question numbered from 1 again
    assert decision(several, 3) == decision(several, 3) == (3, 0, "discard")
    ring = KeyRing()
    ring.assign(decision(single, 3), ["a", "b"])
    assert ring.assign(decision(single, 3), ["b"]) == {"b": "1"}


def test_a_run_keeps_its_keys_across_a_question_in_between():
    ring = KeyRing()
    ring.assign(RUN, ["a", "b", "c"])
    assert ring.assign((1, 0, "power"), ["x", "y"]) == {"x": "1", "y": "2"}
    assert ring.assign(RUN, ["b", "c"]) == {"b": "2", "c": "3"}


def test_a_kind_the_app_keeps_keys_for_is_one_decision_asked_again():
    from engine.core import Option, Prompt
    from engine.tui.prompt_panel import decision

    reward = Prompt(0, "habitat-reward", "Take", (Option("a", "A"),))
    assert decision(reward, 3) is None
    assert decision(reward, 3, frozenset({"habitat-reward"})) == (3, 0, "habitat-reward")
