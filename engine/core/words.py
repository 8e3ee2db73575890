"""Small helpers for the English of log lines and labels."""

from __future__ import annotations


def with_article(noun: str) -> str:
    """The noun (or phrase) after "a" or "an": "an insect", "a bird", "an Ocean tile".
    Goes by the first letter, which suits the games' words (no "an hour", no "a unicorn")."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def count(n: int, noun: str, plural: str = "") -> str:
    """A number and its noun, singular for one: "1 step", "2 steps", "2 dice"."""
    return f"{n} {noun if n == 1 else plural or noun + 's'}"
