"""Errors the engine raises on purpose; each carries one plain sentence for a player.

`CheckFailed` is the odd one: outside data a record kind refuses, raised by the checker
(`engine.core.checking`) and caught where the data came in, which words it for the player.
It lives here so that the checker needs nothing of `engine.core.records`."""

from typing import Any


class BestiaryError(Exception):
    """Base of every deliberate engine error."""


class IllegalChoice(BestiaryError):
    """A choice that is not a legal option now; the game is unchanged."""


class UndoRefused(BestiaryError):
    """Undo is not possible now; the message says why."""


class RulesError(BestiaryError):
    """A rules module broke its contract (a bug, not a player mistake); the game was restored."""


class ConfigError(BestiaryError):
    """A game configuration the rules cannot play."""


class SaveError(BestiaryError):
    """A save file that cannot be written or loaded; nothing else changed."""


class AssetError(BestiaryError):
    """Component data that does not validate; `problems` lists one line per fault."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("\n".join(problems))


class CheckFailed(ValueError):
    """Outside data that a record kind refuses: `errors()` lists each fault as a dict with
    its location (`loc`, a tuple of keys and indexes) and its message (`msg`)."""

    def __init__(self, kind: str, errors: list[dict[str, Any]]) -> None:
        self._errors = errors
        lines = [f"{'.'.join(map(str, e['loc'])) or '(whole)'}: {e['msg']}" for e in errors]
        super().__init__(f"{kind}: " + "; ".join(lines))

    def errors(self) -> list[dict[str, Any]]:
        return self._errors
