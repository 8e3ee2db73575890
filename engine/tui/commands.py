"""Command palette: the current prompt's options and the app's commands, fuzzy-searched."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from textual.command import DiscoveryHit, Hit, Hits, Matcher, Provider
from textual.content import Content

if TYPE_CHECKING:
    from engine.tui.app import GameApp


class GameCommands(Provider):
    def _entries(self) -> list[tuple[str, str, Callable[[], object]]]:
        app: GameApp = self.app  # type: ignore[assignment]
        entries: list[tuple[str, str, Callable[[], object]]] = []
        prompt = app.game.prompt if app.game is not None else None
        if prompt is not None and app.can_answer(prompt):
            for option in prompt.enabled:
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
        matcher = self.matcher(query)
        for title, help_text, action in self._entries():
            score = matcher.match(title)
            if score > 0:
                yield Hit(score, highlight(matcher, title), action, text=title,
                          help=markup_literal(help_text))


def highlight(matcher: Matcher, title: str) -> Content:
    """The title as plain text with the letters the query matched marked
    (`Matcher.highlight` would read the title as markup)."""
    content = Content(title)
    _, offsets = matcher.fuzzy_search.match(matcher.query, title)
    for offset in offsets:
        if not title[offset].isspace():
            content = content.stylize(matcher.match_style, offset, offset + 1)
    return content


def markup_literal(text: str) -> str:
    """Text that Textual's markup shows as it is: every "[" escaped opens no tag (where
    `textual.markup.escape` lets "[Eve]" or "[$x]" through as tags)."""
    return text.replace("[", "\\[")
