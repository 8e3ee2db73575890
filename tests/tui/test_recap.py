"""The recap of what the others did since a player's last turn, from the public log."""

from __future__ import annotations

from engine.core import Event
from engine.tui.recap import recap, since_last_turn

NAMES = ["Ann", "[b]Bob[/b]"]


def lines(*spec: tuple[int | None, str]) -> list[Event]:
    return [Event("x", text, seat) for seat, text in spec]


def test_the_setup_is_not_news_before_anyone_played():
    events = lines((None, "2 players."))
    assert since_last_turn(events, 0) == []
    assert recap([], NAMES.__getitem__).plain == "Nothing yet."


def test_a_seat_that_has_not_played_hears_all_after_the_setup():
    events = lines((None, "2 players."), (0, "Ann plays."), (None, "Round 2."))
    assert [e.text for e in since_last_turn(events, 1)] == ["Ann plays.", "Round 2."]


def test_the_window_runs_from_the_last_own_line_and_skips_this_turns_own_lines():
    events = lines((0, "Ann old."), (1, "Bob plays."), (None, "Round 2."), (0, "Ann again."))
    assert [e.text for e in since_last_turn(events, 0)] == ["Bob plays.", "Round 2."]


def test_groups_by_seat_keeps_every_line_and_names_stay_text():
    """Nothing is cut to "... and N more": the pass screen scrolls, and the line cut
    could be the Winterfall event or blizzard the next player needs."""
    events = lines(*[(1, f"Bob {i}.") for i in range(30)], (None, "Round 2."))
    shown = recap(events, NAMES.__getitem__).plain.splitlines()
    assert shown[0] == "[b]Bob[/b]"  # a name is never read as markup
    assert shown[1:31] == [f"  Bob {i}." for i in range(30)]
    assert not any("more" in line for line in shown)
    assert shown[-2:] == ["The table", "  Round 2."]


def test_lines_keep_the_order_they_happened_in_a_new_run_for_each_change_of_seat():
    events = lines((1, "Bob recharges."), (None, "A Winterfall card is drawn."),
                   (0, "Ann gains 1 Fruit."), (1, "Bob gains 1 Coral."), (1, "Bob ends."))
    shown = recap(events, NAMES.__getitem__).plain.splitlines()
    assert shown == ["[b]Bob[/b]", "  Bob recharges.", "The table",
                     "  A Winterfall card is drawn.", "Ann", "  Ann gains 1 Fruit.",
                     "[b]Bob[/b]", "  Bob gains 1 Coral.", "  Bob ends."]
