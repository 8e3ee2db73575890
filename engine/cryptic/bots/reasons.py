"""The one line of why a bot chose an option (and the hint shows): the option's own label
and the terms it gained most, in the game's words."""

from __future__ import annotations

from engine.core import Option
from engine.core.lookahead import Terms

# each term as the line names a gain in it
GAIN_WORDS = {
    "points now": "{n} now",
    "cryptids to relocate": "a found cryptid to relocate",
    "cryptids within reach": "nearer to finding a cryptid",
    "evidence": "evidence your cryptids need",
    "experience": "experience for skills",
    "coins": "coins to spend",
    "skills": "a skill to use",
    "the Poacher's threat": "a cryptid kept from the Poacher",
}


def line(option: Option, gains: Terms) -> str:
    """"Track a cryptid: 3 points now and a found cryptid to relocate"."""
    best = sorted(((gain, name) for name, gain in gains.items()
                   if gain > 0.05 and name in GAIN_WORDS), reverse=True)[:2]
    best.sort(key=lambda entry: entry[1] != "points now")  # points scored first
    if not best:
        return f"{option.label}: it keeps your position best"
    words = [GAIN_WORDS[name].format(n=_points(gain)) for gain, name in best]
    return f"{option.label}: {' and '.join(words)}"


def _points(gain: float) -> str:
    whole = max(round(gain), 1)
    return f"{whole} point" if whole == 1 else f"{whole} points"
