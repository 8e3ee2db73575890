"""Every mark the map of Europe draws, in one table: its text, its colours and the words the
legend says about it. The map and its legend both read this table, so they cannot drift
apart; each mark has its own text, so nothing is told by colour alone."""

from __future__ import annotations

from rich.style import Style

from engine.tui.legend import Mark, on_colour

# The places: a region by its id (compass letter and number), a city by its name.
REGION = Mark("N1", "region", Style(bold=True, color="#d7d7ff"))
CITY = Mark("Rome", "city", Style(bold=True, italic=True, color="#ffd7af"))
#: The fill of a place, so that it stands out from the lines between places.
FILL = {"region": Style(bgcolor="#1f3347"), "city": Style(bgcolor="#472f1f")}

# Evidence lying on a region: a letter per type, lower case (the region ids are capitals).
EVIDENCE: dict[str, Mark] = {
    kind: Mark(letter, words, Style(bold=True, color=colour))
    for kind, letter, words, colour in [
        ("victim", "v", "victim", "#ff5f5f"),
        ("bones", "b", "bones", "#eeeeee"),
        ("eyewitness", "e", "eyewitness", "#5fd7ff"),
        ("footprint", "f", "footprint", "#d7af5f"),
        ("sky_silhouette", "s", "silhouette in the sky", "#87afff"),
        ("water_outline", "w", "outline in the water", "#5fd7af"),
        ("rumor", "r", "rumor", "#d787d7"),
    ]
}
#: More evidence than the place has room to show: help lists it all.
MORE = Mark("+", "more evidence", Style(bold=True))
WOLPERTINGER = Mark("*", "Wolpertinger token", Style(bold=True, color="#ffd700"))


def player_mark(seat: int, colour: str, name: str) -> Mark:
    """A cryptozoologist: its player's number on the player's colour."""
    return Mark(str(seat + 1), name, on_colour(colour), group=name)


#: A link: a line from one place to the other, bending in the gap between two rows.
LINK = Mark("─│╰╮", "links (a step each)", Style(color="#8a8a8a"))
#: A place within reach of the move, with its distance in steps.
STEPS = Mark("→2", "steps away", Style(bold=True, color="#afff5f"))

# How the map shows the decision: written out in the legend when they are on screen.
FADED = Mark("dim", "not a choice now", Style(color="#6c6c6c"))  # and no fill: see EuropeMap
LIT = Mark("lit", "picked or pointed out", Style(reverse=True))
