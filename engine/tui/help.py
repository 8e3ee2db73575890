"""Help topics: short texts in the project's own words, looked up by a prompt's topic id."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Topic:
    title: str
    text: str


class HelpBook:
    """All help topics of one app; unknown ids fall back to a general page, never to nothing."""

    def __init__(self, topics: Mapping[str, Topic], general: str = "general") -> None:
        if general not in topics:
            raise ValueError(f"the help book needs a {general!r} topic")
        self.topics = dict(topics)
        self.general = general

    def get(self, topic_id: str) -> Topic:
        return self.topics.get(topic_id) or self.topics[self.general]

    def search(self, words: str) -> list[str]:
        """Topic ids whose title or text holds every word (case-insensitive)."""
        wanted = words.lower().split()
        return [
            tid
            for tid, topic in self.topics.items()
            if all(w in f"{topic.title} {topic.text}".lower() for w in wanted)
        ]


APP_TOPICS = {
    "app.keys": Topic(
        "Keys",
        "1-9 and letters pick the option shown beside them (h j k l are left out: they move "
        "on a map); arrows and Enter or a mouse click work too. Escape goes back. Ctrl+P "
        "opens the command palette with every option and command, New game among them. "
        "Ctrl+Z undoes, Ctrl+S saves, Ctrl+O loads, F1 or ? opens help, Ctrl+Q quits. Ctrl+L "
        "shows in the log only what the others did since your last turn (again: all). While "
        "an automated rival's turn is told in the log, Space skips ahead. The footer lists "
        "the keys of the game at hand (tabs, map).",
    ),
    "app.undo": Topic(
        "Undo",
        "Undo takes back your last choice in this turn. It stops at the start of the turn, and "
        "it cannot take back a choice that showed something hidden or used chance (a drawn "
        "card, a die roll): the game tells you which.",
    ),
    "app.save": Topic(
        "Saving",
        "The game saves itself after every choice, and offers to resume when you start again. "
        "Ctrl+S saves under a name you give; Ctrl+O loads a named save.",
    ),
    "app.pass": Topic(
        "Passing the keyboard",
        "When the next player is another person, the screen hides everything until they press "
        "a key, so nobody sees another player's hand. It lists what the others did since "
        "that player's last turn: the log's lines, which are public.",
    ),
}
