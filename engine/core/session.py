"""A game at the table, without a screen: what a front end, a bot or a test drives.

The session holds the Game, takes answers (one, or several ticked at once), takes one back,
keeps the autosave up to date through the save writer, loads, saves, resumes, keeps a
finished game and opens its replay. It also knows who sits where: which seats are people,
whether they share one keyboard (hotseat) and which of them is known to hold it. Drawing
any of that, and when, is the front end's: nothing here imports a UI library, so the
terminal app, a browser front end or a test can all play through the same session.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from engine.core import save as saves
from engine.core.agents import RandomAgent
from engine.core.config import SeatKind
from engine.core.errors import BestiaryError, SaveError
from engine.core.finished import keep_finished
from engine.core.game import Game
from engine.core.paths import autosave_path, save_path
from engine.core.playback import Playback
from engine.core.prompt import Prompt
from engine.core.rules import Rules
from engine.core.save_writer import SaveWriter

#: One line for save lists: where a game stands.
Describe = Callable[[Game[Any]], str]


def describe_game(game: Game[Any]) -> str:
    """Where `game` stands, in the words of the save lists (an app may say more)."""
    prompt = game.prompt
    if prompt is None:
        return "finished"
    return f"turn {game.turns}, {game.config.seat_name(prompt.seat)} to decide"


def _asked(game: Game[Any]) -> tuple[int, int, str] | None:
    """The decision asked now, as the prompt panel keys it: its turn, seat and kind (a
    pick of several asks the same one again after each pick)."""
    prompt = game.prompt
    return None if prompt is None else (game.turns, prompt.seat, prompt.kind)


class GameSession:
    """The one game being played, its seats and its files.

    `describe` names the game in save lists; `on_save_error` hears of an autosave that
    failed, on the writer's thread (it must hand the message over itself)."""

    def __init__(
        self,
        rules: Rules[Any],
        *,
        autosave: bool = True,
        describe: Describe = describe_game,
        on_save_error: Callable[[str], None] = lambda message: None,
    ) -> None:
        self.rules = rules
        self.autosave = autosave  # off: tests and benchmarks write nothing
        self.describe = describe
        self.game: Game[Any] | None = None
        self.bots: dict[int, RandomAgent] = {}
        #: The human seat known to hold the keyboard: None until someone has been passed it
        #: (a new, resumed or loaded game in hotseat shows the pass screen first).
        self.keyboard: int | None = None
        #: A choice is made and its autosave waits (for the frame that shows it, say).
        self.autosave_due = False
        self._writer = SaveWriter(on_save_error)

    # -- seats ---------------------------------------------------------------------------

    def start(self, game: Game[Any]) -> None:
        """Put `game` on the table: its bot seats get their agents, nobody holds the
        keyboard yet."""
        self.game = game
        self.bots = {
            seat: RandomAgent(game.config.seed * 97 + seat)
            for seat, s in enumerate(game.config.seats)
            if s.kind is SeatKind.BOT
        }
        self.keyboard = None

    def human_seats(self) -> list[int]:
        assert self.game is not None
        return [i for i, s in enumerate(self.game.config.seats) if s.kind is SeatKind.HUMAN]

    def is_hotseat(self) -> bool:
        """Two or more people share the keyboard (and so hide their hands from each other)."""
        return len(self.human_seats()) > 1

    def can_answer(self, prompt: Prompt) -> bool:
        """People answer only prompts of human seats; bots and automa answer their own."""
        return self.game is not None and self.game.seat_kind(prompt.seat) is SeatKind.HUMAN

    def is_automa(self, seat: int | None) -> bool:
        return (self.game is not None and seat is not None
                and self.game.seat_kind(seat) is SeatKind.AUTOMA)

    def bot_to_choose(self) -> str | None:
        """The option the bot whose decision it is picks now; None when it is no bot's."""
        game = self.game
        if game is None or game.prompt is None or game.prompt.seat not in self.bots:
            return None
        return self.bots[game.prompt.seat].pick(game.prompt)

    # -- answers -------------------------------------------------------------------------

    def choose(self, option_id: str) -> None:
        """Answer the decision asked now; the engine's errors (IllegalChoice for a choice
        no longer offered) go to the caller, the game unchanged."""
        assert self.game is not None
        self.game.choose(option_id)

    def choose_ticked(self, option_ids: Sequence[str]) -> tuple[int, BestiaryError | None]:
        """Answer the ticked options of a multi-pick in turn, each only while the same
        decision is asked again and still offers it: how many were answered, and the
        engine's error that stopped it, if one did (the ones before it stay answered)."""
        game = self.game
        assert game is not None and game.prompt is not None
        asked, answered = _asked(game), 0
        for option_id in option_ids:
            prompt = game.prompt
            option = prompt.option(option_id) if prompt is not None else None
            if prompt is None or _asked(game) != asked or option is None or not option.enabled:
                break
            try:
                game.choose(option_id)
            except BestiaryError as exc:
                return answered, exc
            answered += 1
        return answered, None

    def undo(self) -> str:
        """Take back the last choice and autosave; or say why not (nothing taken back)."""
        if self.game is None:
            return "no game"
        reason = self.game.undo_refusal()
        if not reason:
            self.game.undo()
            self.save_now()
        return reason

    # -- files ---------------------------------------------------------------------------

    def save_now(self) -> None:
        """Hand the game to the save writer: the text is made now, the file is written on
        the writer's thread. A game that has ended leaves no autosave."""
        self.autosave_due = False
        if not self.autosave or self.game is None:
            return
        path = autosave_path(self.rules.game_id)
        if self.game.is_over:
            self._writer.remove(path)
        else:
            self._writer.write(path, saves.dumps(self.game, self.describe(self.game)))

    def save_after(self, later: Callable[[Callable[[], None]], object]) -> None:
        """Autosave when `later` calls back (a front end: once the choice is on screen),
        unless an autosave waits already; `wait_for_saves` makes a waiting one at once."""
        if not self.autosave_due:
            self.autosave_due = True
            later(self.save_now)

    def wait_for_saves(self) -> None:
        """Block until every autosave is on disk (before reading one back), a due one
        too."""
        if self.autosave_due:
            self.save_now()
        self._writer.wait()

    def left_game(self) -> saves.SaveFile | None:
        """The header of the game left last time (its autosave), if there is one to offer;
        SaveError when it cannot be read."""
        path = autosave_path(self.rules.game_id)
        if not self.autosave or not path.exists():
            return None
        return saves.read_header(path)

    def read_left(self) -> Game[Any]:
        """The game left last time, from its autosave (SaveError when it cannot be)."""
        return saves.load(self.rules, autosave_path(self.rules.game_id))

    def save_path(self, name: str) -> Path:
        """Where a save named `name` goes (ValueError for a name that makes no file)."""
        return save_path(self.rules.game_id, name)

    def save_as(self, path: Path) -> None:
        assert self.game is not None
        saves.save(self.game, path, self.describe(self.game))

    def read(self, path: Path) -> Game[Any]:
        """The game saved at `path`, to play on or to watch (SaveError when unreadable)."""
        return saves.load(self.rules, path)

    def keep_finished(self, summary: str) -> None:
        """Keep the game that just ended, to be watched again (with the autosave on: tests
        and benchmarks keep nothing). SaveError when it cannot be written."""
        game = self.game
        if game is not None and game.is_over and self.autosave:
            keep_finished(game, summary)

    # -- replays -------------------------------------------------------------------------

    def playback(self, game: Game[Any]) -> Playback[Any]:
        """Every step of `game`, on copies of its own: `game` itself is left alone."""
        return Playback(self.rules, game.config, game.choices)


__all__ = ["Describe", "GameSession", "SaveError", "describe_game"]
