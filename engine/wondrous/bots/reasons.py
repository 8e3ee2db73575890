"""One line of why, in game words: the option's label and what it gains most."""

from __future__ import annotations

import re
from collections.abc import Mapping

from engine.core import Option
from engine.wondrous.bots.evaluation import HOLDINGS

NOW = "during the game"  # the score category of points scored as the game goes
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
    """A holding reads as it grows ("more nets"), a score category as points."""
    if term in HOLDINGS:
        return f"more {term}"
    points = f"{gain:.0f} point{'s' if round(gain) != 1 else ''}"
    return f"{points} now" if term == NOW else f"{points} in {term} at the end"
