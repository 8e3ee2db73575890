"""The think time: how long a hard bot, or a hint asked of the hard bot, may think about
one decision. The new-game form sets it, the palette changes it during a game, the save
keeps it (`GameSession.think_ms`). Easy and normal bots do not wait for it."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, Protocol

from engine.core.session import TIMED_LEVELS, GameSession

#: The think times on offer, in ms, shortest first (the default, 1 s, among them).
THINK_TIMES = (300, 1000, 3000)

#: A palette entry: its title, its help line, and what it does.
PaletteEntry = tuple[str, str, Callable[[], object]]


class ThinkHost(Protocol):
    """What the think time's commands ask of the app."""

    session: GameSession

    def notify(self, message: str, *, severity: Any = "information") -> None: ...


def think_label(ms: int) -> str:
    """"0.3 s", "1 s", "3 s"."""
    return f"{ms / 1000:g} s"


def offers_timed(session: GameSession) -> bool:
    """Whether there is a bot here that thinks for the think time (hard)."""
    return any(level in session.agents for level in TIMED_LEVELS)


def think_commands(app: ThinkHost) -> list[PaletteEntry]:
    """A palette entry per think time but the one set now."""
    if not offers_timed(app.session):
        return []
    now = app.session.think_ms
    return [(f"Think time: {think_label(ms)} a decision",
             f"Hard bots and hard hints think {think_label(ms)} about each decision "
             f"(now {think_label(now)})", partial(set_think_time, app, ms))
            for ms in THINK_TIMES if ms != now]


def set_think_time(app: ThinkHost, ms: int) -> None:
    app.session.set_think_ms(ms)
    app.notify(f"Hard bots and hard hints think {think_label(ms)} a decision from now on.")
