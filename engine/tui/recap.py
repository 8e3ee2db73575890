"""What the others did since a player's last turn, read from the public log.

Every event's text is public: the log shows it to everyone at the table, so a rules module
never names a hidden thing in it (a drawn or kept card, a face-down tile). The recap only
picks and groups those lines; it knows nothing of the game's state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.text import Text

from engine.core import Event


def since_last_turn(events: Sequence[Event], seat: int) -> list[Event]:
    """The events between `seat`'s last turn and now, oldest first.

    Walking back from the newest: first the lines of `seat`'s own turn so far (a resumed game
    may stop mid-turn), then everyone else's up to `seat`'s previous line. A seat that has
    not played yet gets everything after the setup (the lines before any seat's first)."""
    end = len(events)
    while end and events[end - 1].seat == seat:
        end -= 1
    start = end
    while start and events[start - 1].seat != seat:
        start -= 1
    if start == 0:
        start = next((i for i in range(end) if events[i].seat is not None), end)
    return list(events[start:end])


def recap(events: Sequence[Event], name: Callable[[int], str]) -> Text:
    """`events` in the order they happened, each run of lines about one seat ("The table"
    for those of no seat) under that seat's name: a seat that acts again after another
    gets a new run, so nothing is told before what came first. Every line is kept (the
    pass screen scrolls): a Winterfall event or a blizzard may be the one the next player
    needs. Names are plain text, never markup; "Nothing yet." when there is nothing to
    tell."""
    if not events:
        return Text("Nothing yet.")
    runs: list[tuple[int | None, list[str]]] = []
    for event in events:
        if runs and runs[-1][0] == event.seat:
            runs[-1][1].append(event.text)
        else:
            runs.append((event.seat, [event.text]))
    text = Text()
    for seat, lines in runs:
        if text:
            text.append("\n")
        text.append("The table" if seat is None else name(seat), style="bold")
        for line in lines:
            text.append(f"\n  {line}")
    return text
