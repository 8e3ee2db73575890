"""Picking on the board answers prompts by any kind of reference: one pick, or a first and
a second pick for an option that names two things."""

from engine.core import Option, Prompt
from engine.tui.board import Board, BoardPicked, Highlight, Picking, ref_title
from tests.tinygame.app import PebbleApp, PebbleBoard, pebble_book
from tests.tinygame.rules import PebbleRules, config
from tests.tui.screen import lift

SPOTS = Prompt(0, "place-spot", "Place it", (
    Option("spot:1,1:1,2", "a", refs=("hex:1,1", "hex:1,2")),
    Option("spot:1,1:2,1", "b", refs=("hex:1,1", "hex:2,1")),
    Option("spot:3,3:3,4", "c", refs=("hex:3,3", "hex:3,4")),
    Option("back", "Back"),
))


def hexes() -> Picking:
    return Picking(frozenset({"hex"}))


def test_a_shared_first_hex_waits_for_the_second():
    picking = hexes()
    assert picking.pick(SPOTS, "hex:1,1") is None
    assert picking.pending == "hex:1,1"
    assert picking.selectable(SPOTS) == {"hex:1,1", "hex:1,2", "hex:2,1"}
    assert picking.pick(SPOTS, "hex:2,1") == "spot:1,1:2,1"
    assert picking.pending is None


def test_a_hex_in_one_option_answers_at_once_and_repicking_lets_go():
    picking = hexes()
    assert picking.pick(SPOTS, "hex:3,4") == "spot:3,3:3,4"
    picking.pick(SPOTS, "hex:1,1")
    assert picking.pick(SPOTS, "hex:1,1") is None and picking.pending is None
    assert picking.pick(SPOTS, "hex:9,9") is None and picking.pending is None
    assert picking.selectable(SPOTS) == {"hex:1,1", "hex:1,2", "hex:2,1", "hex:3,3", "hex:3,4"}


def test_a_second_pick_that_completes_nothing_keeps_the_first():
    picking = hexes()
    picking.pick(SPOTS, "hex:1,1")
    assert picking.pick(SPOTS, "hex:9,9") is None
    assert picking.pending == "hex:1,1"


def test_prompts_without_board_things_select_nothing():
    plain = Prompt(0, "turn", "Turn", (Option("end", "End"),))
    picking = hexes()
    assert picking.selectable(plain) == set()
    assert picking.pick(plain, "hex:1,1") is None


# Cryptic Nature's shape: a card goes to a location on the map or a cell of the sanctuary.
RELEASE = Prompt(0, "release", "Release a cryptid", (
    Option("release:7:loc:2", "7 to the marsh", refs=("card:7", "loc:2")),
    Option("release:7:loc:5", "7 to the cave", refs=("card:7", "loc:5")),
    Option("keep:7:cell:1,2", "7 into the sanctuary", refs=("card:7", "cell:1,2")),
    Option("keep:9:cell:1,2", "9 into the sanctuary", refs=("card:9", "cell:1,2")),
    Option("discard:9", "Discard 9", refs=("card:9", "slot:3"), enabled=False, reason="no"),
))


def test_two_step_picks_across_kinds_offer_only_the_legal_second_steps():
    picking = Picking(frozenset({"card", "loc", "cell"}))
    assert picking.selectable(RELEASE) == {"card:7", "card:9", "loc:2", "loc:5", "cell:1,2"}
    assert picking.pick(RELEASE, "card:7") is None
    assert picking.selectable(RELEASE) == {"card:7", "loc:2", "loc:5", "cell:1,2"}
    assert picking.pick(RELEASE, "loc:5") == "release:7:loc:5"


def test_a_thing_shared_by_options_waits_whichever_kind_comes_first():
    picking = Picking(frozenset({"card", "cell"}))
    assert picking.pick(RELEASE, "cell:1,2") is None  # two cards may go there
    assert picking.selectable(RELEASE) == {"cell:1,2", "card:7", "card:9"}
    assert picking.pick(RELEASE, "card:9") == "keep:9:cell:1,2"


def test_a_board_picks_only_the_kinds_it_shows_and_never_a_disabled_option():
    sanctuary = Picking(frozenset({"cell"}))
    assert sanctuary.selectable(RELEASE) == {"cell:1,2"}
    slots = Picking(frozenset({"slot"}))
    assert slots.selectable(RELEASE) == set()  # the only slot is in a disabled option
    assert slots.pick(RELEASE, "slot:3") is None


def test_references_have_plain_titles():
    assert ref_title("hex:3,4") == "Hex 3,4"
    assert ref_title("loc:5") == "Loc 5"


# The shared app with a board that picks pebbles in the hand ("hand:0"): any kind will do.

class HandBoard(PebbleBoard):
    PICKS = frozenset({"hand"})

    def __init__(self) -> None:
        super().__init__()
        self.shown = Highlight()

    def highlight(self, highlight: Highlight) -> None:
        self.shown = highlight


class HandApp(PebbleApp):
    def make_board(self) -> HandBoard:
        return HandBoard()


async def test_the_shared_app_highlights_and_picks_on_any_board():
    app = HandApp(PebbleRules(), pebble_book(), config(seed=3), autosave=False, resume=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        await lift(pilot)  # the pass screen before the first decision of a hotseat game
        board = app.screen.query_one(HandBoard)
        assert isinstance(board, Board)
        hand = app.game.view(0)["hand"]
        assert board.shown.selectable == {f"hand:{i}" for i in range(len(hand))}
        assert board.shown.marked == {"hand:0"}  # the option focused in the list
        await pilot.press("down")
        await pilot.pause()
        assert board.shown.marked == {"hand:1"}
        board.post_message(BoardPicked("hand:2"))
        await pilot.pause()
        assert app.game.choices[-1].option == "pebble:2"
        assert board.shown == Highlight()  # rolling or stopping is not about the board
