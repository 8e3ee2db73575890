"""The core step context: `ask` waits for a decision unless there is nothing to decide."""

from __future__ import annotations

from engine.core import Option, Table
from engine.core.steps import Step, StepContext
from engine.core.testing import run_step
from tests.tinygame.rules import PebbleRules, PebbleState, config

LONE = [Option("go", "Go"), Option("wait", "Wait", enabled=False, reason="too late")]


def context() -> StepContext[PebbleState]:
    cfg = config()
    table = Table(cfg)
    return StepContext(PebbleRules().setup(cfg, table), table)


def asking(ctx: StepContext[PebbleState], auto: bool) -> Step:
    answer = yield from ctx.ask(0, "when", "When?", LONE, help="roll", auto=auto)
    ctx.emit("went", f"chose {answer}", 0, answer=answer)
    return answer


def test_a_lone_legal_option_is_taken_without_asking() -> None:
    ctx = context()
    assert run_step(asking(ctx, auto=True)) == ("go", [])
    assert ctx.table.events[-1].payload == {"answer": "go"}


def test_without_auto_even_a_lone_option_is_asked() -> None:
    ran = run_step(asking(context(), auto=False), ["go"])
    (prompt,) = ran.prompts
    assert (prompt.seat, prompt.kind, prompt.help) == (0, "when", "roll")
    assert prompt.options == tuple(LONE) and ran.value == "go"


def test_two_legal_options_are_asked() -> None:
    both = [Option("go", "Go"), Option("wait", "Wait")]
    ran = run_step(context().ask(1, "when", "When?", both), ["wait"])
    assert ran.value == "wait"
    assert [(p.seat, [o.id for o in p.options]) for p in ran.prompts] == [(1, ["go", "wait"])]


def test_options_given_as_a_function_are_made_when_asked() -> None:
    ctx = context()
    made: list[int] = []

    def options() -> list[Option]:
        made.append(1)
        return [Option("go", "Go"), Option("wait", "Wait")]

    step = ctx.ask(0, "when", "When?", options, auto=False)
    prompt = next(step)
    assert made == [1] and [o.id for o in prompt.options] == ["go", "wait"]


def test_a_replayed_question_is_asked_without_its_options_unless_it_may_be_automatic() -> None:
    ctx = context()
    made: list[str] = []

    def options(which: str) -> list[Option]:
        made.append(which)
        return LONE

    ctx.table.replaying = True
    prompt = next(ctx.ask(0, "when", "When?", lambda: options("asked"), auto=False))
    assert prompt.fingerprint == "when@0" and prompt.options == () and made == []
    # an automatic question must know its options: a lone legal one is no question at all
    assert run_step(ctx.ask(0, "when", "When?", lambda: options("auto"))) == ("go", [])
    assert made == ["auto"]
