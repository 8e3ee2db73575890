"""The module registry both games share."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from engine.core import ConfigError, GameConfig
from engine.core.modules import Module, Registry, named_in_config


class Toy(Module):
    bonus: int | None = None


@dataclass
class State:
    modules: list[str]


def registry() -> Registry[Toy]:
    reg: Registry[Toy] = Registry("toy")
    reg.register(Toy("snow", named_in_config("snow"), in_config=True, bonus=2))
    reg.register(Toy("quiet", named_in_config("quiet"), in_config=True))
    reg.register(Toy("solo", lambda state: "snow" in state.modules, bonus=5))
    return reg


def test_only_modules_the_state_has_on_give_their_hooks_in_registration_order() -> None:
    reg = registry()
    assert [m.id for m in reg.switched_on(State([]))] == []
    assert list(reg.hooks(State(["quiet", "snow"]), lambda m: m.bonus)) == [2, 5]
    assert reg.first(State(["quiet"]), lambda m: m.bonus) is None
    assert reg.first(State(["snow"]), lambda m: m.bonus) == 2


def test_a_module_registers_once() -> None:
    reg = registry()
    with pytest.raises(ValueError, match="'snow' registered twice"):
        reg.register(Toy("snow", named_in_config("snow")))


def test_a_config_may_name_only_modules_a_config_switches_on() -> None:
    reg = registry()
    reg.validate(GameConfig.check({"game": "toy", "seed": 1, "modules": ["snow"],
                                            "seats": [{"name": "A", "colour": "red"}]}))
    for name in ("solo", "fog"):
        config = GameConfig.check({"game": "toy", "seed": 1, "modules": [name],
                                            "seats": [{"name": "A", "colour": "red"}]})
        with pytest.raises(ConfigError, match=f"no module called '{name}' "
                                              r"\(modules: quiet, snow\)"):
            reg.validate(config)
