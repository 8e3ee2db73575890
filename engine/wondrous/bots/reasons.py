"""One line of why, in game words: the option's label and what it gains most."""

from __future__ import annotations

import re
from collections.abc import Mapping

from engine.core import Option

#: how a gain in each term reads ("4 points in card scores"); holdings read as they grow
SCORE_TERMS = ("during the game", "end cards", "card scores", "achievements", "trophies",
               "leftovers", "projects", "snowflakes")


CARD_NUMBER = re.compile(r"#\d+ ")


def reason(option: Option, gains: Mapping[str, float]) -> str:
    """`option`'s label (without card numbers and card details), then its two biggest
    gains ("4 points now", "more cards in hand"), or that it costs least."""
    label = CARD_NUMBER.sub("", option.label.split(" [")[0]).rstrip(".")
    best = sorted(((g, t) for t, g in gains.items() if g >= 0.5), reverse=True)[:2]
    if not best:
        return f"{label}: of the choices, the one that costs least"
    return f"{label}: " + ", and ".join(_gain(term, gain) for gain, term in best)


def _gain(term: str, gain: float) -> str:
    if term == "during the game":
        return f"{gain:.0f} point{'s' if round(gain) != 1 else ''} now"
    if term in SCORE_TERMS:
        return f"{gain:.0f} point{'s' if round(gain) != 1 else ''} in {term} at the end"
    return f"more {term}"
