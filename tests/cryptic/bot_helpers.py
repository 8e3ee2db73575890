"""Building Cryptic Nature positions for the bot tests: games of each mode played part way,
twins whose hidden things differ, and tables arranged before a turn begins."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Game, GameConfig, RandomAgent, Rng
from engine.core.errors import RulesError
from engine.core.testing import table_of
from engine.cryptic.api import solo_config
from engine.cryptic.ctx import Ctx
from tests.cryptic.rules_helpers import config, rules

# (players, modules, solo): every mode the bots must play
MODES = [
    (2, (), False), (3, (), False), (4, (), False),
    (3, ("wolpertinger",), False), (2, ("no-bids",), False),
    (4, ("wolpertinger", "no-bids"), False),
    (1, (), True), (1, ("wolpertinger",), True),
]


def mode_config(players: int, modules: tuple[str, ...], solo: bool, seed: int) -> GameConfig:
    return solo_config(seed, modules) if solo else config(players, seed, modules)


def twin_with_other_hidden(game: Game, seat: int, rng: Rng) -> Game | None:
    """The same game whose hidden things (for `seat`) were dealt otherwise when this turn
    began, replayed to the same choice; None when the turn so far cannot be replayed on
    it (a token drawn this turn showed what was hidden)."""
    try:
        return game.replayed_from(lambda state: rules().vary_hidden(state, seat, rng))
    except (RulesError, ValueError, AssertionError, IndexError, KeyError):
        return None


def arranged(game: Game, change: Callable[[Ctx], None]) -> Game:
    """`game` with its current turn begun again on a table changed by `change` (which
    gets a rules context on the state the turn began from)."""
    assert game.turn_choices == 0, "arrange a table only before a turn's first choice"
    return game.replayed_from(lambda state: change(Ctx(state, table_of(game), rules().data)))


def randomly_played(game: Game, seed: int, steps: int | None = None) -> Game:
    """`game` played on by random choices: `steps` of them, or to its end."""
    agent = RandomAgent(seed)
    done = 0
    while game.prompt is not None and (steps is None or done < steps):
        game.choose(agent.pick(game.prompt))
        done += 1
    return game
