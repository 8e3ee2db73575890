"""The hint: what a bot would choose for the person deciding now, marked in the prompt
panel with one line of why. It never chooses. F8 asks the `normal` bot (quick); Shift+F8
or the palette asks the `hard` one, which thinks for the think time. The bot thinks off
the UI thread (see `thinking`) while a line says so, and how long it has been at it;
Escape cancels it, and any answer, a load or an undo drops it. Only a person's own
decision gets one, on the table (not on the pass screen, not for another seat), and the
session counts each hint shown, per seat.
"""

from __future__ import annotations

from typing import Any, Protocol

from engine.core.agents import Decision
from engine.core.session import GameSession
from engine.tui.game_screen import GameScreen
from engine.tui.prompt_panel import PromptPanel
from engine.tui.thinking import Think, Thinker, WorkerHost, thinking_words


def thinking_line(level: str, spent: str = "") -> str:
    """The hint line while the bot of `level` thinks (`spent`: how long, once it lasts)."""
    return f"Hint: the {level} bot is thinking... {spent + ' ' if spent else ''}(Escape cancels)"


def hint_words(label: str, reason: str) -> str:
    """The option and why, once: a reason that names the option already says both."""
    if not reason:
        return f"{label} (the bot likes it best)"
    return reason if reason.startswith(label) else f"{label} - {reason}"


class HintHost(WorkerHost, Protocol):
    """What the hint asks of the app."""

    session: GameSession

    def _may_answer(self, say: bool = True) -> bool: ...
    def _game_screen(self) -> GameScreen | None: ...
    def notify(self, message: str, *, severity: Any = "information") -> None: ...


class Hint:
    """One hint at a time: asked, thought, shown or cancelled."""

    def __init__(self, host: HintHost) -> None:
        self._host = host
        self.thinker = Thinker(host, "hint", self._answered, self._failed, self._told)
        self.level = "normal"  # of the hint asked last

    def possible(self, level: str = "normal") -> bool:
        """Whether a person may ask `level` for a hint now (their own decision, on the
        table; a level other than normal only where there is a bot of it)."""
        offered = level == "normal" or level in self._host.session.agents
        return offered and self._host._may_answer(say=False)

    def ask(self, level: str = "normal") -> None:
        session = self._host.session
        if not self._host._may_answer():
            self._host.notify("A hint is for your own decision, at the table.",
                              severity="warning")
            return
        asked = session.hint_table(level)
        panel = self._panel()
        if asked is None or panel is None or session.game is None:
            return
        agent, table = asked
        self.level = session.hint_level(level)
        self.thinker.start(agent, table, session.game, session.timed(self.level))
        panel.say_hint(thinking_line(self.level))

    def _told(self, think: Think) -> None:
        """A hint that lasts: how long it has been thought."""
        panel = self._panel()
        if panel is not None:
            panel.say_hint(thinking_line(self.level, thinking_words(think)))

    def cancel(self) -> bool:
        """Stop a hint being thought (Escape); False when none was."""
        if not self.thinker.busy:
            return False
        self.thinker.cancel()
        panel = self._panel()
        if panel is not None:
            panel.say_hint("")
        return True

    def _panel(self) -> PromptPanel | None:
        screen = self._host._game_screen()
        panels = screen.query(PromptPanel) if screen is not None else None
        return panels.first() if panels else None

    def _answered(self, seat: int, decision: Decision) -> None:
        panel = self._panel()
        game = self._host.session.game
        option = game.prompt.option(decision.option) if game and game.prompt else None
        if panel is None or option is None or not self._host._may_answer(say=False):
            return  # (the seat was handed to a bot meanwhile, say)
        self._host.session.took_hint(seat)
        panel.say_hint(f"Hint: {hint_words(option.label, decision.reason)}", option.id)

    def _failed(self, seat: int, error: BaseException) -> None:
        panel = self._panel()
        if panel is not None:
            panel.say_hint("")
        self._host.notify(f"No hint this time: the bot could not decide ({error}).",
                          severity="warning")
