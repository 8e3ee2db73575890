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
    # every option tried in the same sampled worlds (each dealt again from one seed), so
    # what the sample dealt weighs alike on all of them and only the option differs
    common_worlds: bool = False
    # prompts whose answer meets chance (a dice roll): a line reaching one is played on
    # in `chance_samples` worlds that differ only in the chance to come, and averaged
    chance_kinds: frozenset[str] = frozenset()
    chance_samples: int = 1
    # prompts at which a followed line stops and is scored as it stands (the rest of the
    # turn matters little to the evaluation and would cost time)
    follow_stops: frozenset[str] = frozenset()
    #: stop looking when the seat's time budget runs out; off, a decision never depends on
    #: the clock (a busy machine would change the game a seed and agents give), only on a
    #: stop the app asks for
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
        if len(prompt.enabled) == 1:
            return Decision(prompt.enabled[0].id, "the only option")
        judged, before = self.judged(table)
        _value, best, terms = max(judged, key=lambda entry: entry[0])
        gains = {name: terms.get(name, 0.0) - before.get(name, 0.0)
                 for name in set(terms) | set(before)}
        return Decision(best.id, self.evaluation.reason(best, gains))

    def judged(self, table: SeatTable) -> tuple[list[tuple[float, Option, Terms]], Terms]:
        """The options worth a look, each with its value and the seat's terms after it (in
        the order tried, as far as a stop let it go), and the seat's terms before."""
        prompt = table.prompt
        state = table.sample(self.rng).state  # the prior reads a sampled world, not the game
        enabled = worth_trying(self.evaluation, prompt, state)
        ranked = sorted(enabled, key=lambda o: -self.evaluation.prior(prompt, o, state))
        tried = ranked[: max(1, self.style.width)]
        before = self.evaluation.terms(state, table.seat)
        seeds = self._seeds() if self._replayable else []
        scored: list[tuple[float, Option, Terms]] = []
        for option in tried:
            value, terms = (self._look_again(table, option, seeds) if self._replayable
                            else self._look(table, option))
            if self.style.noise:
                value += self.style.noise * (self.rng.below(2001) - 1000) / 1000
            scored.append((value, option, terms))
            if table.budget.stopped() or (self.style.timed and table.budget.expired()):
                break
        return scored, before

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

    @property
    def _replayable(self) -> bool:
        """Whether lines are played in worlds dealt from seeds (common worlds, chance)."""
        return self.style.common_worlds or bool(self.style.chance_kinds)

    def _seeds(self) -> list[int]:
        return [self.rng.below(1 << 31) for _ in range(self.style.samples)]

    def _look_again(self, table: SeatTable, option: Option,
                    seeds: list[int]) -> tuple[float, Terms]:
        """`_look` in worlds dealt from `seeds` (drawn afresh for each option unless the
        worlds are common), where a line meeting chance is played on several times."""
        total = 0.0
        terms: Terms = {}
        for seed in seeds if self.style.common_worlds else self._seeds():
            value, terms = self._line(table, seed, [option.id], chance_at=None)
            total += value
        return total / self.style.samples, terms

    def _line(self, table: SeatTable, seed: int, line: list[str],
              chance_at: tuple[int, int] | None) -> tuple[float, Terms]:
        """Deal the world of `seed`, make the choices of `line` (with `chance_at` =
        (index, n): reseed its chance before choice `index`, the n-th way), answer the
        seat's next questions of this turn by the prior, and score the end: the value and
        the seat's terms. The first question of chance met branches into
        `chance_samples` lines, averaged."""
        seat = table.seat
        world = table.sample(Rng(seed))
        turn = world.turns
        for index, choice in enumerate(line):
            if chance_at is not None and chance_at[0] == index:
                world.state.rng.reseed(Rng(seed ^ (0x9E3779B1 * (chance_at[1] + 1))))
            prompt = world.prompt
            if (chance_at is None and prompt is not None and prompt.seat == seat
                    and prompt.kind in self.style.chance_kinds
                    and self.style.chance_samples > 1):
                return self._branches(table, seed, line)
            world.choose(choice)
        for _ in range(self.style.follow):
            prompt = self._followed(world, seat, turn)
            if prompt is None:
                break
            best = self._by_prior(prompt, world)
            if (chance_at is None and prompt.kind in self.style.chance_kinds
                    and self.style.chance_samples > 1):
                return self._branches(table, seed, [*line, best.id])
            world.choose(best.id)
            line = [*line, best.id]
        terms = self.evaluation.terms(world.state, seat)
        return worth(terms) - self.style.rival_weight * self._rival(world, seat), terms

    def _branches(self, table: SeatTable, seed: int, line: list[str]) -> tuple[float, Terms]:
        """The mean of a line whose last choice meets chance, over its chance samples."""
        at = len(line) - 1
        total = 0.0
        terms: Terms = {}
        for n in range(self.style.chance_samples):
            value, terms = self._line(table, seed, line, chance_at=(at, n))
            total += value
        return total / self.style.chance_samples, terms

    def _follow(self, world: Game[Any], seat: int) -> None:
        """Answer the seat's own next questions of this turn by the prior."""
        turn = world.turns
        for _ in range(self.style.follow):
            prompt = self._followed(world, seat, turn)
            if prompt is None:
                return
            world.choose(self._by_prior(prompt, world).id)

    def _followed(self, world: Game[Any], seat: int, turn: int) -> Prompt | None:
        """The seat's next question of the same turn, if a followed line goes on to it."""
        prompt = world.prompt
        if (prompt is None or prompt.seat != seat or world.turns != turn
                or prompt.kind in self.style.follow_stops):
            return None
        return prompt

    def _by_prior(self, prompt: Prompt, world: Game[Any]) -> Option:
        state = world.state
        return max(prompt.enabled, key=lambda o: self.evaluation.prior(prompt, o, state))

    def _rival(self, world: Game[Any], me: int) -> float:
        return rival_worth(self.evaluation, world, me)


def worth_trying(evaluation: Evaluation, prompt: Prompt, state: Any) -> Sequence[Option]:
    """The enabled options but those the evaluation's optional `worth_trying` hook says are
    never worth a look (a retreat); all of them if it would leave none."""
    trying = getattr(evaluation, "worth_trying", None)
    if trying is None:
        return prompt.enabled
    return [o for o in prompt.enabled if trying(prompt, o, state)] or prompt.enabled


def rival_worth(evaluation: Evaluation, world: Game[Any], me: int) -> float:
    """The best worth among the other seats (0 alone)."""
    others = [worth(evaluation.terms(world.state, seat))
              for seat in range(len(world.config.seats)) if seat != me]
    return max(others, default=0.0)


def levels(evaluation: Callable[[], Evaluation],
           styles: Mapping[str, Style]) -> dict[str, Callable[[int, int], LookaheadAgent]]:
    """Agent makers (seat, game seed) -> agent for each named style of one evaluation."""

    def maker(name: str, style: Style) -> Callable[[int, int], LookaheadAgent]:
        return lambda seat, seed: LookaheadAgent(name, seed * 53 + seat, evaluation(), style)

    return {name: maker(name, style) for name, style in styles.items()}
