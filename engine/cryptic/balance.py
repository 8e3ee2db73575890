"""How balanced the Cryptic Nature catalog is, as numbers and as plain-text tables.

The designed rules (issue 13): points rise with level (every card of a level scores more,
found plus settled, than every card of the level below); every region, city, evidence type
and cryptid type is used by some cryptid; every contract can score with at least
`MIN_SCORERS` cryptids; every request can be met by at least 2 cryptids.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from engine.cryptic.parts.catalog import Catalog
from engine.cryptic.parts.catalog_records import (
    AREAS,
    CRYPTID_TYPES,
    EVIDENCE,
    TERRAINS,
    Contract,
    Cryptid,
    Request,
)

MIN_SCORERS = 5


def total_points(card: Cryptid) -> int:
    return card.find_points + card.settle_points


def counts_for_contract(card: Cryptid, contract: Contract) -> bool:
    """Whether a found card scores for the contract. Drawn evidence does not count; a card
    that settles on any terrain counts for the habitat it is given."""
    if contract.kind == "evidence":
        return contract.target in card.evidence
    if contract.kind == "habitat":
        return card.terrain == contract.target or card.power.effect == "settle_any_terrain"
    return contract.target in card.types


def meets_request(card: Cryptid, request: Request, c: Catalog) -> bool:
    """Whether the card can be one of a request's two: a region request wants a cryptid of
    a region in that compass area (not a city, not a runaway)."""
    if request.kind == "type":
        return request.target in card.types
    if card.runaway:
        return False
    return c.location(card.location).area == request.target


def by_level(c: Catalog) -> dict[int, list[Cryptid]]:
    levels: dict[int, list[Cryptid]] = {}
    for card in c.cryptids.cryptids:
        levels.setdefault(card.level, []).append(card)
    return dict(sorted(levels.items()))


def balance_problems(c: Catalog) -> list[str]:
    """Every broken balance rule, one sentence each (empty when balanced)."""
    problems = []
    levels = by_level(c)
    for low, high in zip(levels, list(levels)[1:], strict=False):
        top = max(total_points(k) for k in levels[low])
        bottom = min(total_points(k) for k in levels[high])
        if bottom <= top:
            problems.append(f"points do not rise: a level {high} card scores {bottom}, "
                            f"a level {low} card {top}")
    cards = c.cryptids.cryptids
    for name, used in (("region", uses_of_regions(c)), ("city", uses_of_cities(c)),
                       ("evidence type", uses_of_evidence(c)),
                       ("cryptid type", uses_of_types(c))):
        problems += [f"no cryptid uses the {name} {key}" for key, n in used.items() if n == 0]
    for contract in c.contracts.contracts:
        n = sum(counts_for_contract(k, contract) for k in cards)
        if n < MIN_SCORERS:
            problems.append(f"contract {contract.id} scores with only {n} cryptids")
    for request in c.contracts.requests:
        n = sum(meets_request(k, request, c) for k in cards)
        if n < 2:
            problems.append(f"request {request.id} can be met by only {n} cryptids")
    return problems


def uses_of_regions(c: Catalog) -> dict[str, int]:
    used = Counter(k.location for k in c.cryptids.cryptids)
    return {r: used[r] for r in c.region_ids()}


def uses_of_cities(c: Catalog) -> dict[str, int]:
    used = Counter(k.location for k in c.cryptids.cryptids)
    return {city: used[city] for city in c.city_ids()}


def uses_of_evidence(c: Catalog) -> dict[str, int]:
    used = Counter(e for k in c.cryptids.cryptids for e in k.evidence)
    return {e: used[e] for e in EVIDENCE}


def uses_of_types(c: Catalog) -> dict[str, int]:
    used = Counter(t for k in c.cryptids.cryptids for t in k.types)
    return {t: used[t] for t in CRYPTID_TYPES}


# --------------------------------------------------------------------------- text tables


def text_table(title: str, headers: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """A plain table: title, header, rule, rows; columns of numbers lean right."""
    cells = [[str(h) for h in headers], *[[str(v) for v in row] for row in rows]]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers))]
    numeric = [all(_numeric(row[i]) for row in cells[1:]) for i in range(len(headers))]

    def line(row: list[str]) -> str:
        return "  ".join(v.rjust(w) if right else v.ljust(w)
                         for v, w, right in zip(row, widths, numeric, strict=True)).rstrip()

    rule = "  ".join("-" * w for w in widths)
    return "\n".join([title, line(cells[0]), rule, *(line(r) for r in cells[1:])])


def _numeric(text: str) -> bool:
    return text == "-" or text.replace("-", "").replace(".", "").replace("/", "").isdigit()


def _span(values: list[int]) -> str:
    return f"{min(values)}-{max(values)}" if min(values) != max(values) else str(values[0])


def _points_table(c: Catalog) -> str:
    rows = []
    for level, cards in by_level(c).items():
        totals = [total_points(k) for k in cards]
        rows.append([f"level {level}", len(cards), _span([k.find_points for k in cards]),
                     _span([k.settle_points for k in cards]), _span(totals),
                     f"{sum(totals) / len(totals):.2f}",
                     _span([len(k.evidence) for k in cards]),
                     _span([len(k.tile) for k in cards])])
    return text_table("Points by level", ["level", "cards", "find", "settle", "total",
                                          "mean total", "evidence", "tile cells"], rows)


def _locations_table(c: Catalog) -> str:
    backs = Counter(t.location for t in c.evidence.tokens)
    rows = [[loc.id, loc.name, loc.kind, sum(k.location == loc.id for k in c.cryptids.cryptids),
             backs[loc.id] if loc.kind == "region" else "-"] for loc in c.map.locations]
    runaways = sum(k.runaway for k in c.cryptids.cryptids)
    rows.append(["?", "runaway (drawn region)", "-", runaways, "-"])
    return text_table("Use of each location", ["id", "name", "kind", "cryptids",
                                               "token backs"], rows)


def _evidence_table(c: Catalog) -> str:
    tokens = Counter(t.type for t in c.evidence.tokens)
    prices: dict[str, set[int]] = {}
    for t in c.evidence.tokens:
        prices.setdefault(t.type, set()).add(t.price)
    used = uses_of_evidence(c)
    rows = [[c.evidence.names.get(e, e), used[e], tokens[e],
             "/".join(str(x) for x in sorted(prices.get(e, ())))] for e in EVIDENCE]
    rows.append(["drawn ('?')", sum(k.drawn_evidence for k in c.cryptids.cryptids), "-", "-"])
    return text_table("Use of each evidence type", ["evidence", "cryptids asking",
                                                    "tokens", "price"], rows)


def _types_table(c: Catalog) -> str:
    used = uses_of_types(c)
    rows = []
    for t in CRYPTID_TYPES:
        per_level = Counter(k.level for k in c.cryptids.cryptids if t in k.types)
        rows.append([c.cryptids.type_names.get(t, t), used[t],
                     *(per_level[lv] for lv in (1, 2, 3))])
    terrains = Counter(k.terrain for k in c.cryptids.cryptids)
    table = text_table("Use of each cryptid type", ["type", "cryptids", "I", "II", "III"], rows)
    tiles = text_table("Cryptid tiles by terrain", ["terrain", "tiles"],
                       [[t, terrains[t]] for t in TERRAINS])
    return table + "\n\n" + tiles


def _scoring_table(c: Catalog) -> str:
    cards = c.cryptids.cryptids
    rows: list[list[object]] = []
    for contract in c.contracts.contracts:
        scorers = [k for k in cards if counts_for_contract(k, contract)]
        per_level = Counter(k.level for k in scorers)
        rows.append([f"contract {contract.id}", len(scorers),
                     *(per_level[lv] for lv in (1, 2, 3))])
    for request in c.contracts.requests:
        fits = [k for k in cards if meets_request(k, request, c)]
        per_level = Counter(k.level for k in fits)
        rows.append([f"request {request.id}", len(fits), *(per_level[lv] for lv in (1, 2, 3))])
    return text_table("Contract and request scorability (cryptids that count)",
                      ["card", "cryptids", "I", "II", "III"], rows)


def catalog_report(c: Catalog) -> str:
    """The balance of the catalog as plain-text tables, and a verdict."""
    problems = balance_problems(c)
    verdict = ["Balance problems:", *(f"  {p}" for p in problems)] if problems else [
        "Balance: every rule holds (points rise with level, every region, city, evidence "
        "type and cryptid type is used, every contract and request can score)."]
    areas = Counter(c.location(k.location).area for k in c.cryptids.cryptids
                    if not k.runaway and c.location(k.location).kind == "region")
    area_line = "Cryptids per compass area: " + ", ".join(f"{a} {areas[a]}" for a in AREAS)
    parts = [f"Cryptic Nature catalog: {len(c.cryptids.cryptids)} cryptids, "
             f"{len(c.map.locations)} locations, {len(c.evidence.tokens)} evidence tokens",
             _points_table(c), _locations_table(c), area_line, _evidence_table(c),
             _types_table(c), _scoring_table(c), "\n".join(verdict)]
    return "\n\n".join(parts) + "\n"
