"""Wondrous Creatures' effects by name: creature abilities, captain powers, special effect
icons and marker rewards all name an effect in the asset data; one small function
implements each name, registered on `EFFECTS` (the core's registry object)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.core.effects import EffectRegistry
from engine.core.records import Frozen
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.modules import MODULES


class Source(Frozen):
    """Where an effect comes from: a creature card (number), a captain, an icon, a reward."""

    kind: str  # "card", "captain", "icon", "reward", or a kind a module adds
    number: int = 0  # card, captain or the module's piece's number
    hex: tuple[int, int] | None = None  # the habitat whose icon fired, a module's tile's hex


Effect = Callable[[Ctx, int, dict[str, Any], Source], Step]
#: Every Wondrous effect. Passive ones never fire on their own: continuous cards react in
#: effects/continuous.py and end cards score in scoring.py.
EFFECTS: EffectRegistry[Effect] = EffectRegistry("Wondrous Creatures")
effect = EFFECTS.effect


def source_name(ctx: Ctx, source: Source) -> str:
    """Where an effect comes from, as a prompt names it: "Housilk", "Captain Marie",
    "The icon at 2,4", "Marker reward"; a module names the kinds of source it adds."""
    if source.kind == "card":
        return ctx.card(source.number).name
    if source.kind == "captain":
        return f"Captain {ctx.cat.captain(source.number).name}"
    if source.kind == "icon":
        return f"The icon at {source.hex[0]},{source.hex[1]}" if source.hex else "The icon"
    name = MODULES.first(ctx.state, lambda m: m.source_names.get(source.kind))
    found = name(ctx, source) if name is not None else None
    return found or "Marker reward"


def num(params: Mapping[str, object], key: str, default: int = 0) -> int:
    """An integer parameter of an effect (asset values are loosely typed)."""
    value = params.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise TypeError(f"parameter {key!r} is not a number: {value!r}")
    return int(value)


def resolve(ctx: Ctx, params: dict[str, Any], source: Source) -> dict[str, Any]:
    """Replace "own" by the source card's habitat or first species."""
    if source.kind != "card" or "own" not in params.values():
        return params
    card = ctx.card(source.number)
    out = dict(params)
    for key, value in params.items():
        if value == "own":
            out[key] = card.habitat if key in ("habitat", "resource") else card.species[0]
    return out


def run(ctx: Ctx, seat: int, name: str, params: dict[str, Any], source: Source) -> Step:
    result = yield from EFFECTS.run(name, ctx, seat, resolve(ctx, params, source), source)
    return result


def run_card(ctx: Ctx, seat: int, number: int) -> Step:
    """Use the ability of creature `number` for `seat`."""
    ability = ctx.card(number).ability
    result = yield from run(ctx, seat, ability.effect, dict(ability.params), Source("card", number))
    return result
