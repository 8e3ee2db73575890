"""Errors the engine raises on purpose; each carries one plain sentence for a player."""


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
