"""The module hook: modules (the solo mode, its scenarios) plug into seams of the base rules,
and the base modules name none of them."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from engine.core import ConfigError, Game
from engine.core.modules import named_in_config
from engine.wondrous import cards, gains, scoring, time_track
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.modules import MODULES, Setting, WondrousModule
from engine.wondrous.solo.component_set import tingent_parts
from engine.wondrous.winterfall.component_set import winterfall_parts
from tests.wondrous.engine_helpers import config, ctx_of, rules, run_step

ROOT = Path(__file__).resolve().parents[2] / "engine" / "wondrous"
#: the rules of the solo mode's automa and scenarios, and the module plugging Winterfall's
#: rules in (its map rules are read by the base rules: they lie on the map, in the state)
MODULE_RULES = {f"engine.wondrous.{name}" for name in (
    "solo.haze", "solo.tingent", "solo.area", "solo.place", "solo.board_icons",
    "solo.scenarios", "winterfall.tingent", "winterfall.expansion")}
#: not base rules: the solo mode's and Winterfall's packages, the hook itself, the data
#: schema, and rules.py, where every module is imported
NOT_BASE = {"modules", "components", "rules"}


def base_modules() -> dict[str, str]:
    return {
        str(path.relative_to(ROOT)): path.read_text(encoding="utf-8")
        for path in sorted(ROOT.rglob("*.py"))
        if path.stem not in NOT_BASE
        and path.relative_to(ROOT).parts[0] not in ("solo", "winterfall")
    }


def test_no_base_module_imports_a_scenario_or_names_one() -> None:
    scenarios = {s.id for s in tingent_parts(rules().cat.comps).scenarios}
    found = []
    for name, source in base_modules().items():
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.ImportFrom) and node.module:
                names = {node.module} | {f"{node.module}.{a.name}" for a in node.names}
                found += [f"{name} imports {n}" for n in sorted(names & MODULE_RULES)]
            if isinstance(node, ast.Constant) and node.value in scenarios:
                found.append(f"{name} names {node.value!r}")
    assert found == []


def test_the_solo_mode_the_haze_and_winterfall_are_modules() -> None:
    assert {"solo", "haze", "winterfall"} <= {m.id for m in MODULES.registered()}


def test_every_solo_scenario_is_a_registered_module() -> None:
    scenarios = {s.id for s in tingent_parts(rules().cat.comps).scenarios}
    scenarios |= {s.id for s in winterfall_parts(rules().cat.comps).tingent.scenarios}
    assert scenarios == {"poor", "outlaws", "haze", "unfair", "double", "eggpocalypse"}
    assert scenarios <= {m.id for m in MODULES.registered()}


def test_a_config_naming_an_unknown_module_is_refused() -> None:
    bad = config(2, 1).replace(modules=("springtime",))
    with pytest.raises(ConfigError, match="no module called 'springtime'"):
        rules().validate(bad)


def test_a_config_module_sets_up_sweeps_and_adds_time_icons(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: list[str] = []

    def set_up(setting: Setting) -> None:
        seen.append(f"set up after the markers, before the hands: {setting.state.players[0].hand}")

    def sweep(ctx: Ctx, seat: int) -> Step:
        seen.append(f"sweep by {seat}")
        yield from ()

    def net(ctx: Ctx, seat: int | None) -> Step:
        seen.append("net icon")
        yield from ()

    module = WondrousModule("test", named_in_config("test"), in_config=True,
                    set_up={"markers": set_up}, sweep=sweep, closed_slots=lambda state: [0],
                    time_icons={"net": net})
    monkeypatch.setitem(MODULES._modules, "test", module)
    game = Game(rules(), config(2, 1).replace(modules=("test",)))
    ctx = ctx_of(game)
    assert game.state.modules == ["test"]
    assert seen == ["set up after the markers, before the hands: []"]
    wild = list(ctx.state.wilderness)
    run_step(ctx, cards.sweep(ctx, 1))
    assert seen[-1] == "sweep by 1" and ctx.state.wilderness == wild
    for slot in (0, 1):  # two cards swept away by hand: the module keeps slot 0 closed
        ctx.state.discard.append(ctx.state.wilderness[slot])  # type: ignore[arg-type]
        ctx.state.wilderness[slot] = None
    cards.refill_wilderness(ctx)
    assert ctx.state.wilderness[0] is None and ctx.state.wilderness[1] is not None
    ctx.state.time_pos = next(s.index for s in ctx.track.spaces if "net" in s.icons) - 1
    nets = ctx.p(0).nets
    run_step(ctx, time_track.advance(ctx, 0))
    assert seen[-1] == "net icon" and ctx.p(0).nets == nets  # the module's rule, not the base's


def test_without_the_module_the_base_rules_apply() -> None:
    ctx = ctx_of(Game(rules(), config(2, 1)))
    assert MODULES.switched_on(ctx.state) == []
    ctx.state.time_pos = next(s.index for s in ctx.track.spaces if "net" in s.icons) - 1
    nets = ctx.p(0).nets
    run_step(ctx, time_track.advance(ctx, 0))
    assert ctx.p(0).nets == nets + 1


def test_a_module_adds_a_score_category_after_the_base_ones(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    module = WondrousModule("test", named_in_config("test"), in_config=True,
                    scores={"test points": lambda ctx, p: 7 + p.seat})
    monkeypatch.setitem(MODULES._modules, "test", module)
    game = Game(rules(), config(2, 1).replace(modules=("test",)))
    ctx = ctx_of(game)
    result = scoring.result(ctx)
    assert scoring.categories(ctx) == (*scoring.CATEGORIES, "test points")
    for score in result.scores:
        parts = score.breakdown
        assert tuple(parts) == scoring.categories(ctx) and parts["test points"] == 7 + score.seat
        assert score.total == sum(parts.values())


def test_a_module_rule_for_a_score_track_reward(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[int] = []

    def net(ctx: Ctx, seat: int) -> Step:
        seen.append(seat)
        yield from ()

    module = WondrousModule("test", named_in_config("test"), in_config=True,
                    score_rewards={"net": net})
    monkeypatch.setitem(MODULES._modules, "test", module)
    ctx = ctx_of(Game(rules(), config(2, 1).replace(modules=("test",))))
    space = min(s for s, r in ctx.cat.comps.tracks.score_track.rewards.items() if r == "net")
    ctx.p(1).score = space - 1
    nets = ctx.p(1).nets
    run_step(ctx, gains.gain_vp(ctx, 1, 1))
    assert seen == [1] and ctx.p(1).nets == nets
