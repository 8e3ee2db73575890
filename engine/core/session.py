"""A game at the table, without a screen: what a front end, a bot or a test drives.

The session holds the Game, takes answers (one, or several ticked at once), takes one back,
keeps the autosave up to date through the save writer, loads, saves, resumes, keeps a
finished game and opens its replay. It also knows who sits where: which seats are people,
whether they share one keyboard (hotseat) and which of them is known to hold it. Drawing
any of that, and when, is the front end's: nothing here imports a UI library, so the
terminal app, a browser front end or a test can all play through the same session.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from engine.core import save as saves
from engine.core.agents import Agent, AgentMaker, Budget, SeatTable, random_agents
from engine.core.config import BOT_LEVELS, GameConfig, SeatKind
from engine.core.errors import BestiaryError, ConfigError, SaveError
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


#: How long a bot of the app may think about one decision, in ms: the untimed levels
#: (easy, normal) look at it only to answer at once when hurried or cancelled.
THINK_MS = 3000.0
#: The levels that think as long as their budget lets them: they get the session's think
#: time (`GameSession.think_ms`), which the player sets.
TIMED_LEVELS = frozenset({"hard"})
#: The think time of a timed level, in ms, until the player sets another.
DEFAULT_THINK_MS = 1000


def _asked(game: Game[Any]) -> tuple[int, int, str] | None:
    """The decision asked now, as the prompt panel keys it: its turn, seat and kind (a
    pick of several asks the same one again after each pick)."""
    prompt = game.prompt
    return None if prompt is None else (game.turns, prompt.seat, prompt.kind)


class GameSession:
    """The one game being played, its seats and its files.

    `describe` names the game in save lists; `on_save_error` hears of an autosave that
    failed, on the writer's thread (it must hand the message over itself). `agents` are the
    game's bots by level (`engine.core.config.BOT_LEVELS`): each bot seat gets its own,
    made from the game's seed, so the same seed and levels play the same game."""

    def __init__(
        self,
        rules: Rules[Any],
        *,
        autosave: bool = True,
        describe: Describe = describe_game,
        on_save_error: Callable[[str], None] = lambda message: None,
        agents: Mapping[str, AgentMaker] | None = None,
    ) -> None:
        self.rules = rules
        self.agents: Mapping[str, AgentMaker] = agents or {"random": random_agents}
        self.autosave = autosave  # off: tests and benchmarks write nothing
        self.describe = describe
        self.game: Game[Any] | None = None
        self.bots: dict[int, Agent] = {}
        #: The choices (by their index) a bot made in this session: no person undoes them.
        self.bot_choices: set[int] = set()
        #: Hints taken, per seat, in this game (saved with it).
        self.hints: dict[int, int] = {}
        #: How long a timed bot (hard) may think about one decision, in ms (saved with
        #: the game; a new game keeps the one set last).
        self.think_ms = DEFAULT_THINK_MS
        #: The last game read from a file and its save's header (its hints and think
        #: time), kept until it is started.
        self._read: tuple[Game[Any], saves.SaveFile] | None = None
        #: The human seat known to hold the keyboard: None until someone has been passed it
        #: (a new, resumed or loaded game in hotseat shows the pass screen first).
        self.keyboard: int | None = None
        #: A choice is made and its autosave waits (for the frame that shows it, say).
        self.autosave_due = False
        self._writer = SaveWriter(on_save_error)

    # -- seats ---------------------------------------------------------------------------

    def start(self, game: Game[Any]) -> None:
        """Put `game` on the table: its bot seats get their agents, nobody holds the
        keyboard yet. ConfigError (nothing changed) when a seat's level has no bot here."""
        bots = {seat: self.make_agent(seat, s.bot_level, game.config.seed)
                for seat, s in enumerate(game.config.seats) if s.kind is SeatKind.BOT}
        self.game = game
        self.bots = bots
        self.bot_choices = set()
        read, self._read = self._read, None
        self.hints = {}
        if read is not None and read[0] is game:
            header = read[1]
            self.hints = {seat: n for seat, n in enumerate(header.hints) if n > 0}
            self.think_ms = header.think_ms or DEFAULT_THINK_MS
        self.keyboard = None

    def make_agent(self, seat: int, level: str, seed: int) -> Agent:
        """The bot of `level` for `seat` in a game of `seed` (ConfigError for a level this
        game has no bot for)."""
        maker = self.agents.get(level)
        if maker is None:
            raise ConfigError(f"There is no bot of the level {level!r} here "
                              f"(levels: {', '.join(self.agents)}).")
        return maker(seat, seed)

    def levels(self) -> list[str]:
        """The bot levels on offer, weakest first as BOT_LEVELS orders them."""
        from_core = [level for level in BOT_LEVELS if level in self.agents]
        return from_core + [level for level in self.agents if level not in from_core]

    def seat_name(self, seat: int) -> str:
        assert self.game is not None
        return self.game.config.seat_name(seat)

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

    def plays_itself(self, seat: int | None) -> bool:
        """Whether `seat`'s turns are played without a person: an automa's or a bot's."""
        return self.is_automa(seat) or (seat is not None and seat in self.bots)

    def bot_to_choose(self) -> str | None:
        """The option the bot whose decision it is picks now, thinking here (a front end
        thinks off its own thread: see `bot_table`); None when it is no bot's."""
        table = self.bot_table()
        if table is None:
            return None
        return self.bots[table.seat].decide(table).option

    def budget_ms(self, level: str) -> float:
        """How long a bot of `level` may think about one decision: the think time for a
        timed level, THINK_MS (a bound it does not wait for) for the others."""
        return float(self.think_ms) if level in TIMED_LEVELS else THINK_MS

    def bot_table(self) -> SeatTable | None:
        """What the bot whose decision it is looks at: a twin of the game, its own to read
        on any thread while the game goes on, with its level's budget; None when the
        decision is no bot's."""
        game = self.game
        if game is None or game.prompt is None or game.prompt.seat not in self.bots:
            return None
        level = game.config.seats[game.prompt.seat].bot_level
        return SeatTable(game.clone(keep_events=False), Budget(self.budget_ms(level)))

    def hint_level(self, level: str = "normal") -> str:
        """The level a hint asked of `level` comes from: that one, or the strongest here."""
        return level if level in self.agents else self.levels()[-1]

    def hint_table(self, level: str = "normal") -> tuple[Agent, SeatTable] | None:
        """The bot of `level` (see `hint_level`) and a twin of the game, to say what it
        would choose for the person deciding now; None when nobody may ask (no person's
        decision, no bot)."""
        game = self.game
        prompt = game.prompt if game is not None else None
        if game is None or prompt is None or not self.can_answer(prompt):
            return None
        level = self.hint_level(level)
        agent = self.make_agent(prompt.seat, level, game.config.seed + len(game.choices))
        table = SeatTable(game.clone(keep_events=False), Budget(self.budget_ms(level)))
        return agent, table

    def timed(self, level: str) -> bool:
        """Whether a bot of `level` thinks for the whole think time (hard) or not."""
        return level in TIMED_LEVELS

    def set_think_ms(self, ms: int) -> None:
        """A new think time for the timed bots and hints, from their next decision on;
        saved with the game."""
        self.think_ms = ms
        if self.game is not None:
            self.save_now()

    def took_hint(self, seat: int) -> None:
        self.hints[seat] = self.hints.get(seat, 0) + 1

    def hint_counts(self) -> list[int]:
        """The hints taken, as a save writes them: one count per seat."""
        assert self.game is not None
        return [self.hints.get(seat, 0) for seat in range(len(self.game.config.seats))]

    def hand_to_bot(self, seat: int, level: str) -> None:
        """A bot of `level` plays `seat` from now on (its player left): only who answers
        changes; the saved config says so, and a resumed game keeps the bot."""
        agent = self.make_agent(seat, level, self._seed())
        self._reseat(seat, SeatKind.BOT, level)
        self.bots[seat] = agent

    def take_back(self, seat: int) -> None:
        """A person plays `seat` again, from now on."""
        self._reseat(seat, SeatKind.HUMAN, "")
        self.bots.pop(seat, None)

    def _seed(self) -> int:
        assert self.game is not None
        return self.game.config.seed

    def _reseat(self, seat: int, kind: SeatKind, level: str) -> None:
        game = self.game
        assert game is not None
        seats = list(game.config.seats)
        seats[seat] = seats[seat].replace(kind=kind, level=level)
        game.reseat(game.config.replace(seats=tuple(seats)))
        if self.keyboard == seat and kind is SeatKind.BOT:
            self.keyboard = None
        self.save_now()

    def bot_chose(self, option_id: str) -> None:
        """The bot's answer to the decision asked now (as `choose`), kept as a bot's."""
        assert self.game is not None
        index = len(self.game.choices)
        self.game.choose(option_id)
        self.bot_choices.add(index)

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

    def undo_refusal(self) -> str:
        """Why a person cannot undo now, or "": the game's reasons, and a bot's choices
        stay (its decision, or one it just made, is not a person's to take back)."""
        game = self.game
        if game is None:
            return "no game"
        reason = game.undo_refusal()
        if reason:
            return reason
        name = game.config.seat_name
        if game.prompt is not None and not self.can_answer(game.prompt):
            return f"{name(game.prompt.seat)} is deciding: wait for your own decision."
        if len(game.choices) - 1 in self.bot_choices:
            return f"The last choice was made by {name(game.choices[-1].seat)}'s bot."
        return ""

    def undo(self) -> str:
        """Take back the last choice and autosave; or say why not (nothing taken back)."""
        if self.game is None:
            return "no game"
        reason = self.undo_refusal()
        if not reason:
            self.game.undo()
            self.bot_choices = {i for i in self.bot_choices if i < len(self.game.choices)}
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
            self._writer.write(path, saves.dumps(self.game, self.describe(self.game),
                                                 self.hint_counts(), self._think_saved()))

    def save_after(self, later: Callable[[Callable[[], None]], object]) -> None:
        """Autosave when `later` calls back (a front end: once the choice is on screen),
        unless an autosave waits already; `wait_for_saves` makes a waiting one at once."""
        if not self.autosave_due:
            self.autosave_due = True
            later(self.save_now)

    @property
    def played_rules(self) -> Any:
        """The rules of the game on the table, with the components it is played with (an
        older edition for a game saved before a balance change: engine.core.editions);
        the session's own before a game is on the table."""
        return self.game.rules if self.game is not None else self.rules

    def wait_for_saves(self) -> None:
        """Block until every autosave is on disk (before reading one back), a due one
        too."""
        if self.autosave_due:
            self.save_now()
        self._writer.wait()

    def close(self) -> None:
        """Every autosave on disk, a due one too, and the writer's thread ended."""
        self.wait_for_saves()
        self._writer.close()

    def left_game(self) -> saves.SaveFile | None:
        """The header of the game left last time (its autosave), if there is one to offer;
        SaveError when it cannot be read."""
        path = autosave_path(self.rules.game_id)
        if not self.autosave or not path.exists():
            return None
        return saves.read_header(path)

    def read_left(self) -> Game[Any]:
        """The game left last time, from its autosave (SaveError when it cannot be)."""
        return self._replayed(autosave_path(self.rules.game_id))

    def _replayed(self, path: Path) -> Game[Any]:
        """The game saved at `path`, once every bot seat's level is known here (else
        SaveError); its hints and think time are kept for when it is started."""
        header = saves.read_header(path)
        game = saves.replay(self.rules, header)
        self._check_levels(game.config)
        self._read = game, header
        return game

    def _check_levels(self, config: GameConfig) -> None:
        for number, seat in enumerate(config.seats, start=1):
            level = seat.bot_level
            if level and level not in self.agents:
                raise SaveError(f"Seat {number} is played by a bot of the level {level!r}, "
                                f"which this game does not have ({', '.join(self.agents)}).")

    def save_path(self, name: str) -> Path:
        """Where a save named `name` goes (ValueError for a name that makes no file)."""
        return save_path(self.rules.game_id, name)

    def save_as(self, path: Path) -> None:
        assert self.game is not None
        saves.save(self.game, path, self.describe(self.game), self.hint_counts(),
                   self._think_saved())

    def _think_saved(self) -> int:
        """The think time as a save writes it: 0 for the default (a save as before)."""
        return 0 if self.think_ms == DEFAULT_THINK_MS else self.think_ms

    def read(self, path: Path) -> Game[Any]:
        """The game saved at `path`, to play on or to watch (SaveError when unreadable)."""
        return self._replayed(path)

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
