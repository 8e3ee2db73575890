"""What the chooser offers: each game's new game, the game left last time in each (its
autosave), each game's rules, and how to start each. Nothing here imports a game's engine or
app until that game is chosen (the chooser's first frame would pay for both), nor Textual.

The keys are fixed, so that a hand (or a browser test) that learnt them keeps them:
1, 2, 3 the three new games, 4 and 5 resume the game left in Wondrous Creatures or Cryptic
Nature (listed only when there is one), 6 and 7 the rules of each game.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any, Literal

from engine.core.errors import SaveError
from engine.core.paths import autosave_path, finished_dir, saves_dir
from engine.core.records import Frozen

GameId = Literal["wondrous", "cryptic"]
TITLES: dict[GameId, str] = {"wondrous": "Wondrous Creatures", "cryptic": "Cryptic Nature"}
WINTERFALL = "winterfall"  # Wondrous' module name, as its saves hold it


class Entry(Frozen):
    """One line of the chooser: its key, what it says, and what choosing it does."""

    key: str
    label: str
    detail: str
    action: Literal["play", "resume", "rules"]
    game: GameId
    winterfall: bool = False


GAMES = (
    Entry(key="1", label="Wondrous Creatures", action="play", game="wondrous",
          detail="a new game, on its new-game form"),
    Entry(key="2", label="Wondrous Creatures with Winterfall", action="play", game="wondrous",
          winterfall=True, detail="Winterfall ticked on the new-game form"),
    Entry(key="3", label="Cryptic Nature", action="play", game="cryptic",
          detail="a new game, on its new-game form"),
)
RESUME_KEYS: dict[GameId, str] = {"wondrous": "4", "cryptic": "5"}
RULES = (
    Entry(key="6", label="Rules of Wondrous Creatures", action="rules", game="wondrous",
          detail="the help book, Winterfall included, searchable"),
    Entry(key="7", label="Rules of Cryptic Nature", action="rules", game="cryptic",
          detail="the help book, searchable"),
)


def left_game(game: GameId) -> Entry | None:
    """The Resume entry of the game left last time in `game` (its autosave), or None when
    there is none to resume (none, finished, or a file that cannot be read: the game's own
    start says why when asked to resume it)."""
    # lazy: start-up time (only a player with an autosave pays for the save reader)
    from engine.core.save import read_header

    path = autosave_path(game)
    if not path.is_file():
        return None
    try:
        header = read_header(path)
    except SaveError:
        return None
    if header.summary == "finished":  # both apps' word for a game that has ended
        return None
    title = TITLES[game]
    winter = WINTERFALL in header.config.modules
    if winter:
        title += " with Winterfall"
    names = ", ".join(seat.name for seat in header.config.seats)
    when = header.saved_at.replace("T", " ")[:16]
    where = f"{header.summary}; " if header.summary else ""
    return Entry(key=RESUME_KEYS[game], label=f"Resume {title}, saved {when} UTC",
                 action="resume", game=game, winterfall=winter, detail=f"{where}players: {names}")


def entries() -> list[Entry]:
    """Every line of the chooser, in its order. A new game of a title with a game left
    says that starting it replaces that one (one autosave per title)."""
    left = [e for e in (left_game("wondrous"), left_game("cryptic")) if e is not None]
    kept = {e.game for e in left}
    games = [e.replace(detail=f"{e.detail}; replaces the game left ({RESUME_KEYS[e.game]})")
             if e.game in kept else e for e in GAMES]
    return [*games, *left, *RULES]


def load_game(entry: Entry) -> None:
    """What `wondrous` and `cryptic` do before their app opens, for a play or resume entry
    (the slow part of a start: run it off the UI thread): import the game, load its
    component data (an AssetError says what is wrong), remove the temp files a save killed
    midway left."""
    # lazy: start-up time (the chooser's first frame does without a game's modules)
    from engine.core.save import remove_stale_temps

    import_module(f"{entry.game}_tui.app")
    if entry.game == "wondrous":
        # lazy: start-up time
        from engine.wondrous.api import load_components

        load_components()
    else:
        # lazy: start-up time
        from engine.cryptic.api import load_data

        load_data()
    for folder in (autosave_path(entry.game).parent, saves_dir(entry.game),
                   finished_dir(entry.game)):
        remove_stale_temps(folder)


def open_game(entry: Entry) -> Any:
    """The game's app for a play or resume entry, built as `wondrous`, `wondrous
    --winterfall` or `cryptic` builds it. A new game opens on its form (the chooser offered
    the game left already); a resume entry resumes it unasked."""
    resume = entry.action == "resume"
    if entry.game == "wondrous":
        # lazy: start-up time (loaded already, off the UI thread, by load_game)
        from wondrous_tui.app import WondrousApp

        app: Any = WondrousApp(resume=resume, winterfall=entry.winterfall)
    else:
        # lazy: start-up time (loaded already, off the UI thread, by load_game)
        from cryptic_tui.app import CrypticApp

        app = CrypticApp(resume=resume)
    app.back_to = "the game chooser"  # quitting the game leads back there
    return app


def rules_book(game: GameId) -> Any:
    """The game's help book, the one its app shows (its data loaded on first use)."""
    if game == "wondrous":
        # lazy: start-up time (a game's rules load when asked for)
        from engine.wondrous.api import WondrousRules
        from wondrous_tui.help_book import wondrous_book

        return wondrous_book(WondrousRules().cat)
    # lazy: start-up time (a game's rules load when asked for)
    from cryptic_tui.help_book import cryptic_book
    from engine.cryptic.api import CrypticRules

    return cryptic_book(CrypticRules().data)

