"""The bots of Wondrous Creatures: `normal` looks one decision ahead in worlds dealt from
what its seat sees and judges them by the game's evaluation; `easy` is `normal` with a
narrower look and a noisy judgement; `hard` searches many such worlds a round ahead
(engine.core.search) within its time budget; `random` picks any legal option (for tests).

`AGENTS` maps each level's name to its maker (seat, game seed) -> agent."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from engine.core import Option, Prompt
from engine.core.agents import AgentMaker, random_agents
from engine.core.lookahead import Style, Terms, levels
from engine.core.search import SearchStyle, search_levels
from engine.wondrous.bots.evaluation import WondrousEvaluation
from engine.wondrous.bots.prior import prior
from engine.wondrous.bots.reasons import reason
from engine.wondrous.ctx import Catalog, catalog
from engine.wondrous.loading import load_components
from engine.wondrous.state import WondrousState

#: how each level plays (engine.core.lookahead.Style)
#: (untimed: the same seed and agents give the same game however busy the machine is; the
#: width and follow bound the work instead)
STYLES = {
    "normal": Style(width=8, samples=1, follow=6, rival_weight=0.5, timed=False),
    "easy": Style(width=3, samples=1, follow=4, noise=3.0, rival_weight=0.3, timed=False),
}
#: the searching level (engine.core.search.SearchStyle): timed, by nature, and done after
#: four worlds (more of the same lines add little: Wondrous hides little)
SEARCH_STYLES = {"hard": SearchStyle(common=False, worlds=4)}


class WondrousJudge(WondrousEvaluation):
    """The evaluation with its prior and reasons: what a lookahead agent asks for."""

    def prior(self, prompt: Prompt, option: Option, state: WondrousState) -> float:
        return prior(self.cat, self.power, prompt, option, state)

    def worth_trying(self, prompt: Prompt, option: Option, state: WondrousState) -> bool:
        """Never step back: an agent that may retreat may walk in circles."""
        return option.id != "back"

    def reason(self, option: Option, gains: Terms) -> str:
        return reason(option, gains)


@cache
def shared_catalog() -> Catalog:
    """The components, read once for every bot of the process."""
    return catalog(load_components())


def judge() -> WondrousJudge:
    return WondrousJudge(shared_catalog())


AGENTS: Mapping[str, AgentMaker] = {"random": random_agents, **levels(judge, STYLES),
                                    **search_levels(judge, SEARCH_STYLES, STYLES["normal"])}

__all__ = ["AGENTS", "SEARCH_STYLES", "STYLES", "WondrousJudge", "judge"]
