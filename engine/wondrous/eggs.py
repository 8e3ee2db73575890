"""Hatching and flipping eggs in storage (one flipping event fires Lunantula once)."""

from __future__ import annotations

from engine.core import DONE, Option
from engine.core.option_ids import read_id
from engine.wondrous import triggers
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.skip import skip_option


def egg_label(ctx: Ctx, seat: int, index: int) -> str:
    egg = ctx.p(seat).eggs[index]
    return f"Egg {index + 1}: {egg.species} ({'hatched' if egg.hatched else 'unhatched'})"


def pick_eggs(
    ctx: Ctx,
    seat: int,
    most: int,
    instruction: str,
    unhatched_only: bool,
    least: int = 0,
    kind: str = "pick-eggs",
    allow: list[int] | None = None,
    skippable: bool = False,
) -> Step:
    """Pick up to `most` different eggs (at least `least`), one at a time; returns indexes.
    An ability's first pick (`skippable`) may skip the ability: then nothing is picked,
    even where `least` asks for some."""
    chosen: list[int] = []
    while len(chosen) < most:
        p = ctx.p(seat)
        options = [
            Option(f"egg:{i}", egg_label(ctx, seat, i), help="eggs")
            for i, egg in enumerate(p.eggs)
            if i not in chosen
            and (not unhatched_only or not egg.hatched)
            and (allow is None or i in allow)
        ]
        if not options:
            break
        if skippable and not chosen and least:
            options.append(skip_option())
        else:
            options.append(
                Option(
                    DONE,
                    "Done" if chosen else "None",
                    help="eggs",
                    enabled=len(chosen) >= least,
                    reason=f"pick {least - len(chosen)} more",
                )
            )
        left = picked_text(len(chosen), least, most)
        answer = yield from ctx.ask(
            seat, kind, instruction + left, options, help="eggs", auto=False
        )
        if answer == DONE:
            break
        chosen.append(read_id(answer).number())
    return chosen


def picked_text(picked: int, least: int, most: int) -> str:
    if least >= most:
        return f" ({picked} of {most} picked)"
    if least:
        return f" ({picked} picked: at least {least}, up to {most})"
    return f" ({picked} of up to {most} picked)"


def flip(ctx: Ctx, seat: int, indexes: list[int]) -> Step:
    """Turn the given eggs over; one event for the continuous cards."""
    if not indexes:
        return
    p = ctx.p(seat)
    for i in indexes:
        p.eggs[i].hatched = not p.eggs[i].hatched
    names = ", ".join(egg_label(ctx, seat, i) for i in indexes)
    ctx.emit("flip", f"{p.name} turns over {names}.", seat, eggs=list(indexes))
    yield from triggers.on_flip(ctx, seat)


def hatch(ctx: Ctx, seat: int, indexes: list[int]) -> Step:
    p = ctx.p(seat)
    unhatched = [i for i in indexes if not p.eggs[i].hatched]
    yield from flip(ctx, seat, unhatched)


def unhatched(ctx: Ctx, seat: int) -> list[int]:
    return [i for i, e in enumerate(ctx.p(seat).eggs) if not e.hatched]
