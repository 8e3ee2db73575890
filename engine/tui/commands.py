"""Command palette: the current prompt's options and the app's commands; each word typed is
fuzzy-searched on its own, in any order."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, Protocol, cast

from textual.command import DiscoveryHit, Hit, Hits, Matcher, Provider
from textual.content import Content
from textual.screen import Screen
from textual.style import Style

from engine.core import Game, Option, Prompt, Result, SeatKind
from engine.core.session import GameSession
from engine.tui.bot_turns import BotTurns
from engine.tui.game_screen import GameScreen
from engine.tui.hint import Hint
from engine.tui.seats import LEVEL_LABELS
from engine.tui.think_time import think_commands, think_label

#: A palette entry: its title, its help line, and what it does.
PaletteEntry = tuple[str, str, Callable[[], object]]


class PaletteHost(Protocol):
    """What the palette asks of the app: the decision to offer, and the app's commands."""

    session: GameSession
    bot_turns: BotTurns
    hint: Hint

    @property
    def game(self) -> Game[Any] | None: ...
    def can_answer(self, prompt: Prompt) -> bool: ...
    def shown_options(self, prompt: Prompt) -> tuple[Option, ...]: ...
    def answer(self, option_id: str) -> None: ...
    def _game_screen(self) -> GameScreen | None: ...
    def result_screen(self, result: Result) -> Screen[Any]: ...
    def push_screen(self, screen: Screen[Any]) -> Any: ...
    def action_undo(self) -> None: ...
    def action_save(self) -> None: ...
    def action_load(self) -> None: ...
    def action_help(self) -> None: ...
    def action_replays(self) -> None: ...
    def action_new_game(self) -> None: ...
    def action_hint(self, level: str = "normal") -> None: ...
    def notify(self, message: str, *, severity: Any = "information") -> None: ...


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
        entries.extend(table_commands(app))
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


def table_commands(app: PaletteHost) -> list[PaletteEntry]:
    """The app's commands, in the palette's order."""
    game = app.game
    entries: list[PaletteEntry] = []
    refusal = app.session.undo_refusal()
    entries.append(("Undo", refusal or "Take back the last choice", app.action_undo))
    entries.append(("Save game", "Save under a name", app.action_save))
    entries.append(("Load game", "Load a named save", app.action_load))
    entries.append(("Help", "Open the rules and help topics", app.action_help))
    if app.hint.possible("hard"):
        entries.append(("Hint from the hard bot",
                        f"Mark the option the hard bot would choose for you; it thinks "
                        f"{think_label(app.session.think_ms)} (Escape cancels)",
                        partial(app.action_hint, "hard")))
    screen = app._game_screen()
    if screen is not None:
        entries.append(("Log: since your last turn",
                        "Only what the others did since your last turn, or all again",
                        screen.action_toggle_log))
    result = game.result() if game is not None else None
    if result is not None:  # closed with Escape: here it is again
        entries.append(("Final scores", "The scores of the game that ended",
                        lambda: app.push_screen(app.result_screen(result))))
    if game is not None and result is None:
        entries.extend(seat_commands(app))
    entries.extend(think_commands(app))
    entries.append(("Replays", "Watch a finished game again, step by step",
                    app.action_replays))
    entries.append(("New game", "Start over with new settings", app.action_new_game))
    return entries


def seat_commands(app: PaletteHost) -> list[PaletteEntry]:
    """Hand a person's seat to a bot for the rest of the game (a player who must leave), at
    each level but random moves; take a bot's seat back."""
    game = app.game
    assert game is not None
    levels = [level for level in app.session.levels() if level != "random"]
    entries: list[PaletteEntry] = []
    for seat, sitting in enumerate(game.config.seats):
        name = sitting.name
        if sitting.kind is SeatKind.HUMAN:
            for level in levels:
                label = LEVEL_LABELS.get(level, level).removeprefix("Bot ")
                entries.append((f"Hand {name} to a bot {label}",
                                f"A bot plays {name}'s seat from now on; take it back any time",
                                partial(app.bot_turns.hand_over, seat, level)))
        elif sitting.kind is SeatKind.BOT:
            entries.append((f"Take {name} back", f"A person plays {name}'s seat again",
                            partial(app.bot_turns.take_back, seat)))
    return entries


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
