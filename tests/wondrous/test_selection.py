"""Picking hexes answers map prompts: one hex, or a first and a second hex for a spot."""

from engine.core import Option, Prompt
from wondrous_tui.selection import pick, selectable

SPOTS = Prompt(0, "place-spot", "Place it", (
    Option("spot:1,1:1,2", "a", refs=("hex:1,1", "hex:1,2")),
    Option("spot:1,1:2,1", "b", refs=("hex:1,1", "hex:2,1")),
    Option("spot:3,3:3,4", "c", refs=("hex:3,3", "hex:3,4")),
    Option("back", "Back"),
))


def test_a_shared_first_hex_waits_for_the_second():
    assert pick(SPOTS, (1, 1), None) == (None, (1, 1))
    assert selectable(SPOTS, (1, 1)) == {(1, 1), (1, 2), (2, 1)}
    assert pick(SPOTS, (2, 1), (1, 1)) == ("spot:1,1:2,1", None)


def test_a_hex_in_one_option_answers_at_once_and_repicking_cancels():
    assert pick(SPOTS, (3, 4), None) == ("spot:3,3:3,4", None)
    assert pick(SPOTS, (1, 1), (1, 1)) == (None, None)
    assert pick(SPOTS, (9, 9), None) == (None, None)
    assert selectable(SPOTS, None) == {(1, 1), (1, 2), (2, 1), (3, 3), (3, 4)}


def test_prompts_without_hexes_select_nothing():
    plain = Prompt(0, "turn", "Turn", (Option("end", "End"),))
    assert selectable(plain, None) == set()
    assert pick(plain, (1, 1), None) == (None, None)
