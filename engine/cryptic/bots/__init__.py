"""Cryptic Nature's bots: `easy` and `normal` look one decision ahead in worlds sampled
from their seat's view (engine.core.lookahead) and judge them by the game's evaluation;
`random` stays for the tests. `AGENTS` maps each level to its maker (seat, seed) ->
agent."""

from __future__ import annotations

from functools import cache

from engine.core.agents import AgentMaker, random_agents
from engine.core.lookahead import Style, levels
from engine.cryptic.bots.evaluation import CrypticEvaluation
from engine.cryptic.rules import load_data

STYLES = {
    "normal": Style(width=8, samples=1, follow=8),
    "easy": Style(width=4, samples=1, follow=8, noise=2.0),
}


@cache
def evaluation() -> CrypticEvaluation:
    return CrypticEvaluation(load_data())


AGENTS: dict[str, AgentMaker] = {"random": random_agents, **levels(evaluation, STYLES)}

__all__ = ["AGENTS", "STYLES", "CrypticEvaluation"]
