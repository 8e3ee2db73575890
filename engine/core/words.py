"""Small helpers for the English of log lines and labels."""

from __future__ import annotations


def with_article(noun: str) -> str:
    """The noun (or phrase) after "a" or "an": "an insect", "a bird", "an Ocean tile".
    Goes by the first letter, which suits the games' words (no "an hour", no "a unicorn")."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"
