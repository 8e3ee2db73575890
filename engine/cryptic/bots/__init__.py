"""Cryptic Nature's bots: `easy` and `normal` look one decision ahead in worlds sampled
from their seat's view (engine.core.lookahead) and judge them by the game's evaluation;
`hard` searches many such worlds further ahead within its time budget
(engine.core.search); `random` stays for the tests. `AGENTS` maps each level to its maker
(seat, seed) -> agent."""

from __future__ import annotations

from functools import cache

from engine.core.agents import AgentMaker, random_agents
from engine.core.lookahead import Style, levels
from engine.core.search import SearchStyle, search_levels
from engine.cryptic.bots.evaluation import CrypticEvaluation
from engine.cryptic.rules import load_data

CHANCE = frozenset({"track-roll", "track-dice"})  # answers that roll tracking dice
# the end of an Assistant turn: placing and drawing terrain tiles (the line is scored
# before it, as the rest of the turn changes little of a seat's worth)
BUILDING = frozenset({"construction-tile", "construction-spot", "draw-terrain",
                      "construction-return", "construction-take", "replace-terrain"})

# untimed: a decision never depends on the clock, so a seed and agents give one game on any
# machine (the app can still cut a think short through its budget's stop)
STYLES = {
    "normal": Style(width=8, samples=1, follow=16, common_worlds=True,
                    chance_kinds=CHANCE, chance_samples=8, follow_stops=BUILDING, timed=False),
    "easy": Style(width=5, samples=1, follow=16, noise=1.0, common_worlds=True,
                  chance_kinds=CHANCE, chance_samples=2, follow_stops=BUILDING, timed=False),
}
#: the searching level (engine.core.search.SearchStyle): timed, by nature; the dice to
#: come are dealt afresh in each of its worlds (eight at most), and a line answers a roll
#: by the prior (a look in one world would see its dice). Nested looks of two, not four:
#: at 1 s both won 17 of 30 games against normal (seeds 1-15, seats rotated), two in a
#: third of the time (its lines are long)
SEARCH_STYLES = {"hard": SearchStyle(replies=True, by_prior=CHANCE, worlds=8, nested=2)}


@cache
def evaluation() -> CrypticEvaluation:
    return CrypticEvaluation(load_data())


AGENTS: dict[str, AgentMaker] = {"random": random_agents, **levels(evaluation, STYLES),
                                 **search_levels(evaluation, SEARCH_STYLES, STYLES["normal"])}

__all__ = ["AGENTS", "SEARCH_STYLES", "STYLES", "CrypticEvaluation"]
