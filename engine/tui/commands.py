"""Command palette: the current prompt's options and the app's commands; each word typed is
fuzzy-searched on its own, in any order."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, Protocol, cast

from textual.command import DiscoveryHit, Hit, Hits, Matcher, Provider
from textual.content import Content
from textual.style import Style

from engine.core import Game, Option, Prompt

#: A palette entry: its title, its help line, and what it does.
PaletteEntry = tuple[str, str, Callable[[], object]]


class PaletteHost(Protocol):
    """What the palette asks of the app: the decision to offer, and the app's commands."""

    @property
    def game(self) -> Game[Any] | None: ...
    def can_answer(self, prompt: Prompt) -> bool: ...
    def shown_options(self, prompt: Prompt) -> tuple[Option, ...]: ...
    def answer(self, option_id: str) -> None: ...
    def palette_commands(self) -> list[PaletteEntry]: ...


class GameCommands(Provider):
    """The options of the decision a person may answer now, then the app's commands."""

    def _entries(self) -> list[PaletteEntry]:
        app = cast(PaletteHost, self.app)
        entries: list[PaletteEntry] = []
        prompt = app.game.prompt if app.game is not None else None
        if prompt is not None and app.can_answer(prompt):
            for option in (o for o in app.shown_options(prompt) if o.enabled):
                entries.append(
                    (f"Choose: {option.label}", prompt.instruction, partial(app.answer, option.id))
                )
        for title, help_text, action in app.palette_commands():
            entries.append((title, help_text, action))
        return entries

    # Titles and help name options and instructions, which can hold the names people typed:
    # they are shown as plain text, never read as markup.

    async def discover(self) -> Hits:
        for title, help_text, action in self._entries():
            yield DiscoveryHit(Content(title), action, text=title, help=markup_literal(help_text))

    async def search(self, query: str) -> Hits:
        matchers = [self.matcher(word) for word in query.split()]
        if not matchers:  # the palette discovers instead; nothing to match against
            return
        for title, help_text, action in self._entries():
            found = match_words(matchers, title)
            if found is not None:
                score, offsets = found
                marked = highlight(title, offsets, matchers[0].match_style)
                yield Hit(score, marked, action, text=title,
                          help=markup_literal(help_text))


def match_words(matchers: list[Matcher], title: str) -> tuple[float, set[int]] | None:
    """Every word of the query matched in `title`, in any order ("net 4,7" finds
    "4,7 ... net"): the summed score and the matched letters; None when a word is missing."""
    total, offsets = 0.0, set[int]()
    for matcher in matchers:
        score, found = matcher.fuzzy_search.match(matcher.query, title)
        if score <= 0:
            return None
        total += score
        offsets.update(found)
    return total, offsets


def highlight(title: str, offsets: set[int], style: Style) -> Content:
    """The title as plain text with the letters the words matched marked
    (`Matcher.highlight` would read the title as markup)."""
    content = Content(title)
    for offset in sorted(offsets):
        if not title[offset].isspace():
            content = content.stylize(style, offset, offset + 1)
    return content


def markup_literal(text: str) -> str:
    """Text that Textual's markup shows as it is: every "[" escaped opens no tag (where
    `textual.markup.escape` lets "[Eve]" or "[$x]" through as tags)."""
    return text.replace("[", "\\[")
