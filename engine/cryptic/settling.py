"""Settling cryptid tiles on the sanctuary (`sanctuary` builds it), and what it scores.

Settling (the relocation "settle a cryptid in the sanctuary"):
- `cryptid_spots(s, catalog, cryptid)`: every legal `Spot` for a cryptid tile: turned but
  never flipped, wholly on terrain tiles of its terrain, over no other cryptid tile. Powers
  change this by effect name: `settle_any_terrain` (Korkodil) lies wholly on one terrain of
  any kind; `settle_on_cryptids` (Lagopus, Zitiron) lies wholly on other cryptid tiles
  (covering one or two, stacking allowed) and takes no symbol.
  `cryptid_cells(catalog, cryptid, spot)`: the squares it would cover there.
- `settle(s, catalog, cryptid, seat, spot) -> Gains`: places it with the seat's cryptid
  marker and returns the symbols it covered: 1 coin, 1 experience or 1 optional one-space
  assistant move each (the engine pays them and runs the "when relocated" power).
- `habitat(s, cryptid)`: the terrain a settled tile lies on (Korkodil's habitat).

Previews (for the board while a spot is chosen): `cryptid_turns`, the turns that look
different; `cryptid_why_not`, why a spot is illegal ("" when it is legal); `settle_gains`,
what a spot would give.

Scoring step 7: `markers(s)` and `area(s)` per seat; `majority(s)`: the seats that score
the sanctuary majority (most markers, then the largest area covered, then all still tied;
nobody while no marker is placed).
"""


from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from engine.cryptic.parts.catalog import Catalog
from engine.cryptic.parts.squares import Cell
from engine.cryptic.parts.table import TableParts
from engine.cryptic.sanctuary import (
    Gains,
    Sanctuary,
    SettledCryptid,
    Spot,
    Squares,
    blocked_by,
    cells_at,
    in_order,
    shape_cells,
    shape_turns,
)

# --------------------------------------------------------------------------- settling

ANY_TERRAIN = "settle_any_terrain"  # Korkodil: wholly on one terrain of any kind
ON_CRYPTIDS = "settle_on_cryptids"  # Lagopus, Zitiron: wholly on other cryptid tiles


def _cryptid_rule(catalog: Catalog, cryptid: str) -> str:
    """How a cryptid's tile settles: on its own terrain, or by its power's rule."""
    card = catalog.cryptid(cryptid)
    if card.power.effect in (ANY_TERRAIN, ON_CRYPTIDS):
        return card.power.effect
    return card.terrain


def _cryptid_squares(catalog: Catalog, cryptid: str) -> Squares:
    return tuple(((r, c), None) for r, c in catalog.cryptid(cryptid).tile)


ON_AT_MOST = 2  # "they may cover spaces of 2 cryptid tiles": no more than two


def _covered(s: Sanctuary) -> dict[Cell, str]:
    """Each square under a cryptid tile, with the cryptid whose tile is uppermost there."""
    return {cell: settled.cryptid for settled in s.settled for cell in settled.cells}


def _on_cryptids_refusal(cells: list[Cell], covered: dict[Cell, str]) -> str:
    """Why a Lagopus or Zitiron tile may not lie on these squares ('' if it may)."""
    if not covered.keys() >= set(cells):
        return "it must lie wholly on other cryptid tiles"
    if len({covered[c] for c in cells}) > ON_AT_MOST:
        return f"it may cover at most {ON_AT_MOST} cryptid tiles"
    return ""


def _lies_on(s: Sanctuary, rule: str, cells: list[Cell], covered: dict[Cell, str]) -> str | None:
    """The terrain under a cryptid tile if it may lie there ("" for one lying on other
    cryptid tiles: wholly on them, and on one or two of them), else None."""
    if rule == ON_CRYPTIDS:
        return None if _on_cryptids_refusal(cells, covered) else ""
    if not covered.keys().isdisjoint(cells):
        return None
    under = {s.terrain.get(c) for c in cells}
    terrain = under.pop() if len(under) == 1 else None
    if terrain is None or rule not in (ANY_TERRAIN, terrain):
        return None
    return terrain


def _cryptid_spots(s: Sanctuary, catalog: Catalog, cryptid: str) -> dict[Spot, str]:
    """Each legal spot with the terrain the tile would lie on there."""
    rule = _cryptid_rule(catalog, cryptid)
    covered = _covered(s)
    anchors = sorted(covered) if rule == ON_CRYPTIDS else sorted(s.terrain)
    found: dict[Spot, str] = {}
    for turn, squares in shape_turns(_cryptid_squares(catalog, cryptid)):
        cells = shape_cells(squares)
        first_r, first_c = cells[0]  # the tile's first square lies on some anchor
        for ar, ac in anchors:
            spot = Spot(turn, ar - first_r, ac - first_c)
            terrain = _lies_on(s, rule, cells_at(cells, spot), covered)
            if terrain is not None:
                found[spot] = terrain
    return found


def cryptid_spots(s: Sanctuary, catalog: Catalog, cryptid: str) -> list[Spot]:
    """Every legal placement of a cryptid's tile, by square then turn."""
    return in_order(_cryptid_spots(s, catalog, cryptid))


def cryptid_cells(catalog: Catalog, cryptid: str, spot: Spot) -> list[Cell]:
    """The squares a cryptid's tile covers at a spot."""
    turns = dict(shape_turns(_cryptid_squares(catalog, cryptid)))
    if spot.turn not in turns:
        raise ValueError(f"turn {spot.turn} repeats an earlier turn of {cryptid}'s tile")
    return sorted(cells_at(shape_cells(turns[spot.turn]), spot))


def settle(s: Sanctuary, catalog: Catalog, cryptid: str, seat: int, spot: Spot) -> Gains:
    """Settle a cryptid's tile with the seat's marker on it; return what the covered
    symbols give (nothing for a tile on other cryptid tiles)."""
    if any(x.cryptid == cryptid for x in s.settled):
        raise ValueError(f"{cryptid} is already settled")
    terrain = _cryptid_spots(s, catalog, cryptid).get(spot)
    if terrain is None:
        raise ValueError(f"{cryptid} may not settle at {spot.id}")
    cells = cryptid_cells(catalog, cryptid, spot)
    s.settled.append(SettledCryptid(cryptid, seat, spot, cells, terrain))
    return _gains(s, cells) if terrain else Gains()


def _gains(s: Sanctuary, cells: Iterable[Cell]) -> Gains:
    symbols = Counter(s.symbols[c] for c in cells if c in s.symbols)
    return Gains(symbols["coin"], symbols["experience"], symbols["initiative"])


def habitat(s: Sanctuary, cryptid: str) -> str | None:
    """The terrain a settled cryptid's tile lies on (None if unsettled or on other tiles);
    Korkodil lives there for habitat contracts."""
    for settled in s.settled:
        if settled.cryptid == cryptid:
            return settled.terrain or None
    return None


def cryptid_turns(catalog: Catalog, cryptid: str) -> list[int]:
    """The turns of a cryptid's tile that look different (0 first)."""
    return [turn for turn, _ in shape_turns(_cryptid_squares(catalog, cryptid))]


def cryptid_why_not(s: Sanctuary, parts: TableParts, catalog: Catalog, cryptid: str,
                    spot: Spot) -> str:
    """Why a cryptid's tile may not settle at a spot, in a few words ("" when it may):
    the same rules as `cryptid_spots`, one reason each."""
    cells = cryptid_cells(catalog, cryptid, spot)
    rule = _cryptid_rule(catalog, cryptid)
    covered = _covered(s)
    blocked = blocked_by(s, parts, cells)
    if blocked:
        return blocked
    if rule == ON_CRYPTIDS:
        return _on_cryptids_refusal(cells, covered)
    if not covered.keys().isdisjoint(cells):
        return "it covers another cryptid tile"
    under = {s.terrain.get(c) for c in cells}
    if None in under:
        return "part of it is not on a terrain tile"
    if len(under) > 1:
        return "it lies on more than one terrain"
    if rule != ANY_TERRAIN and under != {rule}:
        return f"it must lie on {rule}"
    return ""


def settle_gains(s: Sanctuary, catalog: Catalog, cryptid: str, spot: Spot) -> Gains:
    """What settling a cryptid's tile at a (legal) spot would give."""
    if _cryptid_rule(catalog, cryptid) == ON_CRYPTIDS:
        return Gains()
    return _gains(s, cryptid_cells(catalog, cryptid, spot))


# --------------------------------------------------------------------------- scoring


def markers(s: Sanctuary) -> dict[int, int]:
    """Cryptid markers in the sanctuary per seat (a marker moved onto Lagopus or Zitiron
    still counts for its owner)."""
    return dict(sorted(Counter(x.seat for x in s.settled).items()))


def area(s: Sanctuary) -> dict[int, int]:
    """Squares covered by each seat's cryptid tiles, counted per tile."""
    total: Counter[int] = Counter()
    for settled in s.settled:
        total[settled.seat] += len(settled.cells)
    return dict(sorted(total.items()))


def majority(s: Sanctuary) -> list[int]:
    """The seats that score the sanctuary majority: most markers, then the largest area,
    then every seat still tied."""
    counts = markers(s)
    if not counts:
        return []
    most = max(counts.values())
    tied = [seat for seat, n in counts.items() if n == most]
    sizes = area(s)
    largest = max(sizes[seat] for seat in tied)
    return [seat for seat in tied if sizes[seat] == largest]
