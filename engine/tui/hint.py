"""The hint: what the `normal` bot would choose for the person deciding now, marked in the
prompt panel with one line of why. It never chooses. The bot thinks off the UI thread (see
`thinking`) while a line says so; Escape cancels it, and any answer, a load or an undo
drops it. Only a person's own decision gets one, on the table (not on the pass screen,
not for another seat), and the session counts each hint shown, per seat.
"""

from __future__ import annotations

from typing import Any, Protocol

from engine.core.agents import Decision
from engine.core.session import GameSession
from engine.tui.game_screen import GameScreen
from engine.tui.prompt_panel import PromptPanel
from engine.tui.thinking import Thinker, WorkerHost

THINKING = "Hint: the bot is thinking... (Escape cancels)"


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
        self.thinker = Thinker(host, "hint", self._answered, self._failed)

    def possible(self) -> bool:
        """Whether a person may ask for a hint now (their own decision, on the table)."""
        return self._host._may_answer(say=False)

    def ask(self) -> None:
        session = self._host.session
        if not self._host._may_answer():
            self._host.notify("A hint is for your own decision, at the table.",
                              severity="warning")
            return
        asked = session.hint_table()
        panel = self._panel()
        if asked is None or panel is None or session.game is None:
            return
        agent, table = asked
        self.thinker.start(agent, table, session.game)
        panel.say_hint(THINKING)

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
