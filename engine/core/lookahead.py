"""A bot that looks one decision ahead in sampled worlds and judges them by the game's
evaluation: the `normal` and `easy` levels of every game, and the ground a searching level
builds on.

For each option worth trying (the game's `prior` ranks them; a wide list keeps its best
`width`), the agent takes a world sampled consistently with its seat's view, answers the
prompt with the option, lets its own follow-up questions of that turn be answered by the
prior, and scores the world with the evaluation: the seat's named terms (points now, points
expected at the end by category, resources, tempo) against the best other seat's. `easy`
adds noise to those scores, so it makes the mistakes a newcomer makes: near-misses more
often than blunders.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from engine.core.agents import Decision, SeatTable
from engine.core.game import Game
from engine.core.prompt import Option, Prompt
from engine.core.rng import Rng

Terms = Mapping[str, float]


class Evaluation(Protocol):
    """A game's judgement of a state for a seat: named terms whose sum is its worth."""

    def terms(self, state: Any, seat: int) -> Terms:
        """The seat's worth in named parts (points now, expected end points, resources)."""

    def prior(self, prompt: Prompt, option: Option, state: Any) -> float:
        """A quick guess of an option's worth, without playing it: ranks the options worth
        looking at and answers the follow-up questions inside a looked-at line."""

    def reason(self, option: Option, gains: Terms) -> str:
        """One line in game words saying why `option` (what each term gained by it)."""

    # optional: worth_trying(prompt, option, state) -> bool, False for an option the agent
    # never picks while another is enabled (a game's "back", which could walk in circles)


@dataclass(frozen=True)
class Style:
    """How a level plays: how many options it looks at, in how many sampled worlds, how
    far it follows its own turn, and how noisy its judgement is (0: none)."""

    width: int = 12
    samples: int = 1
    follow: int = 6
    noise: float = 0.0
    rival_weight: float = 0.5  # how much the best other seat's worth counts against
    #: stop looking when the seat's time budget runs out; off, a decision never depends on
    #: the clock (a busy machine would change the game a seed and agents give)
    timed: bool = True


def worth(terms: Terms) -> float:
    return sum(terms.values())


class LookaheadAgent:
    """Chooses the option whose sampled futures the evaluation likes best."""

    def __init__(self, name: str, seed: int, evaluation: Evaluation, style: Style) -> None:
        self.name = name
        self.rng = Rng(seed, stream=0xB075)
        self.evaluation = evaluation
        self.style = style

    def decide(self, table: SeatTable) -> Decision:
        prompt = table.prompt
        enabled: Sequence[Option] = prompt.enabled
        if len(enabled) == 1:
            return Decision(enabled[0].id, "the only option")
        state = table.sample(self.rng).state  # the prior reads a sampled world, not the game
        trying = getattr(self.evaluation, "worth_trying", None)
        if trying is not None:  # an optional hook: options never worth a look (a retreat)
            enabled = [o for o in enabled if trying(prompt, o, state)] or enabled
        ranked = sorted(enabled, key=lambda o: -self.evaluation.prior(prompt, o, state))
        tried = ranked[: max(1, self.style.width)]
        before = self.evaluation.terms(state, table.seat)
        scored: list[tuple[float, Option, Terms]] = []
        for option in tried:
            value, terms = self._look(table, option)
            if self.style.noise:
                value += self.style.noise * (self.rng.below(2001) - 1000) / 1000
            scored.append((value, option, terms))
            if self.style.timed and table.budget.expired():
                break
        value, best, terms = max(scored, key=lambda entry: entry[0])
        gains = {name: terms.get(name, 0.0) - before.get(name, 0.0)
                 for name in set(terms) | set(before)}
        return Decision(best.id, self.evaluation.reason(best, gains))

    def _look(self, table: SeatTable, option: Option) -> tuple[float, Terms]:
        """The mean worth of `option` over the style's samples, and its terms in the last."""
        total = 0.0
        terms: Terms = {}
        for _ in range(self.style.samples):
            world = table.sample(self.rng)
            world.choose(option.id)
            self._follow(world, table.seat)
            terms = self.evaluation.terms(world.state, table.seat)
            total += worth(terms) - self.style.rival_weight * self._rival(world, table.seat)
        return total / self.style.samples, terms

    def _follow(self, world: Game[Any], seat: int) -> None:
        """Answer the seat's own next questions of this turn by the prior."""
        turn = world.turns
        for _ in range(self.style.follow):
            prompt = world.prompt
            if prompt is None or prompt.seat != seat or world.turns != turn:
                return
            state = world.state
            best = max(prompt.enabled, key=lambda o: self.evaluation.prior(prompt, o, state))
            world.choose(best.id)

    def _rival(self, world: Game[Any], me: int) -> float:
        """The best worth among the other seats (0 alone)."""
        others = [worth(self.evaluation.terms(world.state, seat))
                  for seat in range(len(world.config.seats)) if seat != me]
        return max(others, default=0.0)


def levels(evaluation: Callable[[], Evaluation],
           styles: Mapping[str, Style]) -> dict[str, Callable[[int, int], LookaheadAgent]]:
    """Agent makers (seat, game seed) -> agent for each named style of one evaluation."""

    def maker(name: str, style: Style) -> Callable[[int, int], LookaheadAgent]:
        return lambda seat, seed: LookaheadAgent(name, seed * 53 + seat, evaluation(), style)

    return {name: maker(name, style) for name, style in styles.items()}
