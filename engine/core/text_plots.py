"""Plots drawn with plain characters (`#`, `-`, `=`, `|`), read without colour (NO_COLOR)
and in any terminal font: bar charts, a histogram and box lines of spreads."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

WIDTH = 40


def bar_chart(rows: Sequence[tuple[str, float]], top: float | None = None,
              width: int = WIDTH, percent: bool = False) -> list[str]:
    """One line per row: its label, a bar of `#` as long as value / top of `width`, and
    the value (as a percentage with `percent`)."""
    if not rows:
        return []
    most = top if top is not None else max((value for _, value in rows), default=0)
    labels = max(len(label) for label, _ in rows)
    lines = []
    for label, value in rows:
        length = round(width * value / most) if most > 0 else 0
        shown = f"{value * 100:.0f}%" if percent else _number(value)
        lines.append(f"{label.rjust(labels)} |{'#' * min(length, width)} {shown}".rstrip())
    return lines


def histogram(values: Sequence[float], bins: int = 10, width: int = WIDTH) -> list[str]:
    """How many values fall in each of `bins` equal ranges of whole numbers, low to high,
    as bars of `#` (the longest `width`), each with its range and count."""
    if not values:
        return []
    low, high = math.floor(min(values)), math.floor(max(values))
    step = max(1, math.ceil((high - low + 1) / bins))
    counts = [0] * ((high - low) // step + 1)
    for value in values:
        counts[(math.floor(value) - low) // step] += 1
    rows = []
    for i, count in enumerate(counts):
        start = low + i * step
        label = f"{start}" if step == 1 else f"{start}-{start + step - 1}"
        rows.append((label, float(count)))
    return bar_chart(rows, width=width)


def box_lines(spreads: Mapping[str, Mapping[str, float]], width: int = WIDTH) -> list[str]:
    """One line per spread on a shared scale from the lowest min to the highest max:
    `-` from min to max, `=` from the first to the third quartile, `|` at the median."""
    if not spreads:
        return []
    low = min(s["min"] for s in spreads.values())
    high = max(s["max"] for s in spreads.values())
    labels = max(len(name) for name in spreads)

    def at(value: float) -> int:
        return 0 if high == low else round((value - low) / (high - low) * (width - 1))

    lines = []
    for name, s in spreads.items():
        cells = [" "] * width
        for i in range(at(s["min"]), at(s["max"]) + 1):
            cells[i] = "-"
        for i in range(at(s["q1"]), at(s["q3"]) + 1):
            cells[i] = "="
        cells[at(s["median"])] = "|"
        lines.append(f"{name.rjust(labels)} {''.join(cells)}".rstrip())
    scale = f"{_number(low)}".ljust(width - len(_number(high))) + _number(high)
    lines.append(f"{' ' * labels} {scale}")
    return lines


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


__all__ = ["bar_chart", "box_lines", "histogram"]
