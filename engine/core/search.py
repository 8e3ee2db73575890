"""The `hard` level of every game: a search over the futures its seat cannot tell apart.

First it judges the options exactly as the game's `normal` bot does (engine.core.lookahead:
the options the prior ranks best, each played in a world dealt from the seat's view, the
rest of the seat's turn answered by the prior, the end judged by the evaluation against
the best rival), untimed, so it never plays worse than `normal` for lack of time. That is
its answer when time is short.

Then it looks at better lines. A line plays an option in a world dealt from the seat's
view and answers the seat's own next questions of that turn by a small look of their own
(`nested`): the prior's best few answers are each played to the end of the turn by the
prior and judged, and the best is taken, as the seat itself will choose when it gets
there. The first world tries up to `wide` options (normal's best first, then the prior's);
the best `deep_width` of them are played again in world after world and averaged, so
hidden things and dice weigh by how often they come. With `common`, every option of a
round meets the same world (the same deal, the same dice), so options are compared in
pairs; with `replies`, a line goes on through the others' turns (by the prior) to the
seat's next turn.

After `least_worlds` rounds an option whose mean falls short of the leader's by more
than `confidence` standard errors of their differences is dropped, and when one option is
left the search answers. Otherwise it stops at its cap of rounds (`worlds`), its time
budget, or a stop from another thread (checked between any two steps of a line), and
answers the best mean of the options its rounds tried (normal's best is tried first).

Tried, in trials against `normal`: a tree of the seat's own decisions shared by the worlds
(information-set Monte Carlo), and lines answering the seat's whole turn by the prior,
compared in more and more worlds: neither was stronger (9, 9 and 10 wins of 20 in
Wondrous, Winterfall and Cryptic Nature): the prior plays a whole turn poorly, and more
worlds of the same lines only average the same misjudgements. What won is the nested look
at the seat's own follow-ups. Untimed trials in Wondrous, 2 players, seeds 1-10 with seats
rotated (scripts/hard_duel.py): nested looks of 4 with 16 options in the first world won
15 of 20 (mean 135.7 to 112.8); 16 options with the prior's follow-ups lost, 6 of 20
(112.8 to 125.8): a wider look is worth only with better lines. Timed figures (`sim
--think 1000`) are in the README's Bots section.

Tried in Cryptic Nature, timed (`scripts/hard_duel.py cryptic 20 200 timed=True ...`,
seeds 200-219, seats rotated; the kept shape won 24 of 40): keeping normal's best in the
race after the first world, whose dice can sink it (23 of 40); lines that stop at the
seat's turn end instead of going on through the others' replies (6 of 15, stopped: the
replies matter); six options in the rounds instead of four (12 of 21, stopped). None was
clearly stronger: 40 games tell apart only differences of 20 points or so.

Judged by decisions instead (scripts/decision_gain.py: where `hard` answers otherwise than
`normal`, both answers played to the end by `normal` in 12 futures; 259 positions), the
kept Cryptic shape's changed answers were no better (-0.12 points a decision, standard
error 0.09), the most frequent one paying to move up the initiative track. Its lines stop
at the seat's next turn, which moving up brings sooner, before fewer of the others' turns:
`every_seat` judges every option after one more turn of each seat (no difference by the
same measure, +0.02, se 0.10; in 200 timed games it won 105, 52.5%, against the kept
shape's 110: off). Leaving normal's answer unless beaten by one standard error
in the same worlds changed 7 answers of 63 and not the gain. Answering the Assistant
Phase's prompts by normal's look alone, where the measure called the search's answers
worse, won 100 of 200 timed games (50%, 13.6 to 12.8) against the kept shape's 110: the
measure's futures, played by `normal`, undervalue those answers; removed.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.core.agents import Decision, SeatTable
from engine.core.game import Game
from engine.core.lookahead import (
    Evaluation,
    LookaheadAgent,
    Style,
    Terms,
    rival_worth,
    worth,
    worth_trying,
)
from engine.core.prompt import Option, Prompt
from engine.core.rng import Rng


class OutOfTime(Exception):
    """The budget ran out (or a stop came) in the middle of a line."""


@dataclass(frozen=True)
class SearchStyle:
    """How the search plays: how many options it compares, how a line answers the seat's
    own questions, how sure it must be to drop an option, and when it stops. How far a
    line follows the seat's turn and how much the best rival counts are normal's (`Style`)."""

    wide: int = 16  # options tried in the first world (normal's best first)
    deep_width: int = 4  # the best of them compared in world after world
    #: at each of the seat's own next questions of the turn (as many as normal's `follow`,
    #: up to its `follow_stops`), the prior's best `nested` answers are played to the
    #: turn's end and judged (0: the prior answers alone, as in `normal`'s lines)
    nested: int = 4
    #: prompts a line answers by the prior alone (a dice roll: a look in one world would
    #: see the dice to come)
    by_prior: frozenset[str] = frozenset()
    #: whether a line goes on through the others' replies (by the prior) to the seat's
    #: next turn before it is judged
    replies: bool = False
    #: with `replies`, a line goes on until every seat, this one too, has had one more turn
    #: (the seat's own by the prior): an option that changes the order of play would
    #: otherwise be judged before fewer of the others' turns, and look better for it
    every_seat: bool = False
    #: every option of a round in the same world (the same deal, the same dice), or each
    #: in its own
    common: bool = True
    depth: int = 120  # at most this many choices in a line
    confidence: float = 2.0  # standard errors behind the leader that drop an option
    least_worlds: int = 4  # worlds played before any option is dropped
    worlds: int = 0  # a cap on the worlds per decision (0: none)
    answer_by: float = 0.95  # the share of the budget spent looking (the rest: answering)
    #: stop at the seat's time budget; off, only the cap and a stop the app asks for end
    #: the search (a test's decision is then the same on any machine)
    timed: bool = True


@dataclass
class Tally:
    """One option's lines: their values, world by world, and their summed terms."""

    option: Option
    values: list[float] = field(default_factory=list)
    terms: dict[str, float] = field(default_factory=dict)

    def mean(self) -> float:
        return sum(self.values) / len(self.values) if self.values else -math.inf

    def add(self, value: float, terms: Terms) -> None:
        self.values.append(value)
        for name, amount in terms.items():
            self.terms[name] = self.terms.get(name, 0.0) + amount


class SearchAgent:
    """Chooses the option whose sampled futures, played as the seat would play its turn,
    the evaluation likes best, for as long as its cap and budget allow."""

    def __init__(self, name: str, seed: int, evaluation: Evaluation, style: SearchStyle,
                 look: Style) -> None:
        self.name = name
        self.rng = Rng(seed, stream=0x5EA2)
        self.evaluation = evaluation
        self.style = style
        self.lines_style = look  # how far a line follows the turn, how rivals count
        # the first judgement is the `normal` bot's, untimed: the search only refines it
        self.look = LookaheadAgent(name, seed, evaluation, look)
        self.lines = 0  # the lines played for the last decision (measures, tests)

    def decide(self, table: SeatTable) -> Decision:
        self.lines = 0
        prompt = table.prompt
        if len(prompt.enabled) == 1:
            return Decision(prompt.enabled[0].id, "the only option")
        judged, before = self.look.judged(table)  # normal's own look: never worse than it
        near = sorted((Tally(option, [value], dict(terms)) for value, option, terms in judged),
                      key=Tally.mean, reverse=True)
        try:
            alive = self._first_world(table, near)
            played = 1
            while len(alive) > 1 and not self._time_up(table, played):
                self._round(table, alive)
                played += 1
                alive = self._survivors(alive, played)
        except OutOfTime:
            pass
        tried = [tally for tally in alive if tally.values]
        return self._answer(tried or near[:1], before)

    def _first_world(self, table: SeatTable, near: list[Tally]) -> list[Tally]:
        """Up to `wide` options in one world each (normal's order, then the prior's); the
        best `deep_width` go on. A cut leaves those tried (normal's best is tried first)."""
        seen = {tally.option.id for tally in near}
        state = table.sample(self.rng).state
        rest = sorted((o for o in self._worth_trying(table.prompt, state) if o.id not in seen),
                      key=lambda o: -self.evaluation.prior(table.prompt, o, state))
        options = [tally.option for tally in near] + rest
        if len(options) == 1:
            return near  # one option makes sense: no need to look further
        tallies = [Tally(option) for option in options[: max(self.style.wide, 1)]]
        seed = self.rng.below(1 << 31)
        try:
            for tally in tallies:
                tally.add(*self._line(table, seed if self.style.common
                                      else self.rng.below(1 << 31), tally.option))
        except OutOfTime:
            return [tally for tally in tallies if tally.values] or tallies[:1]
        tallies.sort(key=Tally.mean, reverse=True)
        return tallies[: self.style.deep_width]

    def _round(self, table: SeatTable, alive: list[Tally]) -> None:
        """One more world for every option still in the race (all or none of them)."""
        seed = self.rng.below(1 << 31)
        lines = [self._line(table, seed if self.style.common else self.rng.below(1 << 31),
                            tally.option) for tally in alive]
        for tally, line in zip(alive, lines, strict=True):
            tally.add(*line)

    def _time_up(self, table: SeatTable, played: int) -> bool:
        return bool(self.style.worlds and played >= self.style.worlds) or self._out_of_time(
            table)

    def _out_of_time(self, table: SeatTable) -> bool:
        """Told to answer (checked between any two steps of a line), or out of time."""
        budget = table.budget
        return budget.stopped() or (
            self.style.timed and budget.spent_ms() >= self.style.answer_by * budget.ms)

    def _survivors(self, alive: list[Tally], played: int) -> list[Tally]:
        """The options still in the race: none dropped before `least_worlds` worlds, then
        those whose paired differences from the leader's lines are not clearly below 0
        (one always as far behind counts as clearly behind)."""
        if played < self.style.least_worlds:
            return alive
        leader = max(alive, key=Tally.mean)
        kept = []
        for tally in alive:
            gaps = [mine - best for mine, best in zip(tally.values, leader.values,
                                                       strict=True)]
            mean = sum(gaps) / played
            spread = math.sqrt(sum((gap - mean) ** 2 for gap in gaps) / (played - 1) / played)
            if tally is leader or mean + self.style.confidence * spread >= 0:
                kept.append(tally)
        return kept

    def _answer(self, alive: list[Tally], before: Terms) -> Decision:
        """The option with the best mean, with the reason its lines give."""
        best = max(alive, key=Tally.mean)
        count = len(best.values)
        gains = {name: best.terms.get(name, 0.0) / count - before.get(name, 0.0)
                 for name in sorted(set(best.terms) | set(before))}
        return Decision(best.option.id, self.evaluation.reason(best.option, gains))

    # -- one line -----------------------------------------------------------------------

    def _deal(self, table: SeatTable, seed: int, line: Sequence[str]) -> Game[Any]:
        """The world of `seed` (the same deal and dice each time) after the choices of
        `line`: a look inside a line deals its world again, as a copy of a dealt world
        would restore the real game's hidden things."""
        if self._out_of_time(table):
            raise OutOfTime
        world = table.sample(Rng(seed))
        for choice in line:
            world.choose(choice)
        return world

    def _line(self, table: SeatTable, seed: int, option: Option) -> tuple[float, Terms]:
        """Play `option` in the world of `seed`, answer the seat's next questions of the
        turn by nested looks (with `replies`, the others' turns by the prior, up to the
        seat's next turn) and judge the end: the value and the seat's terms."""
        seat = table.seat
        world = self._deal(table, seed, [])
        turn = world.turns
        world.choose(option.id)
        line = [option.id]
        self.lines += 1
        began: dict[int, int] = {}  # the later turns the line has met, by seat
        for step in range(self.style.depth):
            prompt = world.prompt
            if prompt is None or self._line_ends(prompt.seat, seat, world.turns, turn, began):
                break
            mine = (prompt.seat == seat and world.turns == turn
                    and step < self.lines_style.follow
                    and prompt.kind not in self.lines_style.follow_stops)
            if not mine and not self.style.replies:
                break
            if self._out_of_time(table):
                raise OutOfTime
            if mine and self.style.nested > 1 and prompt.kind not in self.style.by_prior:
                choice = self._nested(table, seed, line, prompt, world, step)
            else:
                choice = self._by_prior(prompt, world.state).id
            world.choose(choice)
            line.append(choice)
        return self._judged(world, seat)

    def _line_ends(self, asked: int, seat: int, turns: int, turn: int,
                   began: dict[int, int]) -> bool:
        """Whether a line stops before this question of seat `asked` in turn `turns`: at
        the seat's next turn, or (`every_seat`) at a turn of a seat that has had one since
        the decision (`began`: each later turn met, by the seat it asked first)."""
        if turns == turn or turns in began:
            return False  # the decision's turn, or one already met
        if not self.style.every_seat:
            return asked == seat
        if asked in began.values():
            return True
        began[turns] = asked
        return False

    def _nested(self, table: SeatTable, seed: int, line: list[str], prompt: Prompt,
                world: Game[Any], step: int) -> str:
        """The seat's answer inside a line: the prior's best `nested` answers, each played
        to the end of the seat's turn by the prior, judged; the best."""
        state = world.state
        ranked = sorted(self._worth_trying(prompt, state),
                        key=lambda o: -self.evaluation.prior(prompt, o, state))
        if len(ranked) == 1:
            return ranked[0].id
        best, best_value = ranked[0].id, -math.inf
        for option in ranked[: self.style.nested]:
            branch = self._deal(table, seed, [*line, option.id])
            self._follow(branch, table.seat, world.turns,
                         self.lines_style.follow - step - 1)
            value, _terms = self._judged(branch, table.seat)
            if value > best_value:
                best, best_value = option.id, value
        return best

    def _follow(self, world: Game[Any], seat: int, turn: int, steps: int) -> None:
        """Answer the seat's own next questions of `turn` by the prior (at most `steps`)."""
        for _ in range(max(steps, 0)):
            prompt = world.prompt
            if (prompt is None or prompt.seat != seat or world.turns != turn
                    or prompt.kind in self.lines_style.follow_stops):
                return
            world.choose(self._by_prior(prompt, world.state).id)

    def _judged(self, world: Game[Any], seat: int) -> tuple[float, Terms]:
        terms = self.evaluation.terms(world.state, seat)
        rival = rival_worth(self.evaluation, world, seat)
        return worth(terms) - self.lines_style.rival_weight * rival, terms

    def _worth_trying(self, prompt: Prompt, state: Any) -> Sequence[Option]:
        return worth_trying(self.evaluation, prompt, state)

    def _by_prior(self, prompt: Prompt, state: Any) -> Option:
        return max(self._worth_trying(prompt, state),
                   key=lambda o: self.evaluation.prior(prompt, o, state))


def search_levels(evaluation: Callable[[], Evaluation], styles: Mapping[str, SearchStyle],
                  look: Style) -> dict[str, Callable[[int, int], SearchAgent]]:
    """Agent makers (seat, game seed) -> agent for each named search style, each starting
    from the look of `look` (the game's `normal` style)."""

    def maker(name: str, style: SearchStyle) -> Callable[[int, int], SearchAgent]:
        return lambda seat, seed: SearchAgent(name, seed * 59 + seat, evaluation(), style, look)

    return {name: maker(name, style) for name, style in styles.items()}
