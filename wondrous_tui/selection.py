"""Answering a prompt by picking hexes on the map: one hex, or two for a crew spot."""

from __future__ import annotations

from engine.core import Option, Prompt

Coord = tuple[int, int]


def hex_refs(option: Option) -> list[Coord]:
    coords = []
    for ref in option.refs:
        if ref.startswith("hex:"):
            r, c = ref[4:].split(",")
            coords.append((int(r), int(c)))
    return coords


def selectable(prompt: Prompt | None, pending: Coord | None) -> set[Coord]:
    """The hexes a pick can lead somewhere from (empty: the decision is not about hexes)."""
    if prompt is None:
        return set()
    found: set[Coord] = set()
    for option in prompt.enabled:
        refs = hex_refs(option)
        if pending is None:
            found.update(refs)
        elif pending in refs:
            found.update(c for c in refs if c != pending)
    if pending is not None:
        found.add(pending)
    return found


def pick(prompt: Prompt | None, coord: Coord, pending: Coord | None) -> tuple[str | None,
                                                                             Coord | None]:
    """(option to choose, new pending hex). Picking the pending hex again cancels it."""
    if prompt is None:
        return None, None
    if pending == coord:
        return None, None
    matches = [o for o in prompt.enabled if coord in hex_refs(o)]
    if pending is not None:
        paired = [o for o in matches if pending in hex_refs(o)]
        if len(paired) == 1:
            return paired[0].id, None
        if not matches:
            return None, pending
    if len(matches) == 1:
        return matches[0].id, None
    if matches:
        return None, coord
    return None, pending
