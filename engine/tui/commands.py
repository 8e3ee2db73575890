"""Command palette: the current prompt's options and the app's commands, fuzzy-searched."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from textual.command import DiscoveryHit, Hit, Hits, Provider

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

    async def discover(self) -> Hits:
        for title, help_text, action in self._entries():
            yield DiscoveryHit(title, action, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for title, help_text, action in self._entries():
            score = matcher.match(title)
            if score > 0:
                yield Hit(score, matcher.highlight(title), action, text=title, help=help_text)
