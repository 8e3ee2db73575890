"""Load the Cryptic Nature catalog (map, cryptids, contracts, requests, evidence, and the
modules' own files: `Catalog.modules`) and check the facts that span entries and files.

`load_catalog(root)` returns one `Catalog` (cached per folder; raises `AssetError` listing
every fault, each naming file, entry and field); `check_catalog(path)` returns those lines
for a corrected folder. A folder is the one holding the YAML files or a root holding
`cryptic/`. The table parts (terrain tiles, sanctuary, player board, dice, Poacher) load
separately (`table`); the `cryptic data` command joins both. The help texts (`load_help`) load apart
too, only when the app asks: the rules never read them.
"""

from __future__ import annotations

from collections import Counter, deque
from functools import cache, cached_property
from pathlib import Path
from typing import Any

from engine.core.assets import asset_root, game_folder, validate_files
from engine.core.checked_cache import remembered
from engine.core.errors import AssetError
from engine.core.records import Frozen, Record
from engine.cryptic.parts.catalog_records import (
    CRYPTID_TYPES,
    EVIDENCE,
    UNKNOWN,
    ContractsFile,
    Cryptid,
    CryptidsFile,
    EvidenceFile,
    Location,
    MapFile,
)
from engine.cryptic.parts.help_texts import HelpFile
from engine.cryptic.parts.module_parts import files_of
from engine.cryptic.parts.registered import CATALOG_PARTS

GAME = "cryptic"

BASE_FILES: dict[str, type[Record]] = {
    "map.yaml": MapFile,
    "cryptids.yaml": CryptidsFile,
    "contracts.yaml": ContractsFile,
    "evidence.yaml": EvidenceFile,
}
#: every catalog file: the base game's, then the modules' (whichever modules are played)
FILES: dict[str, type[Record]] = {**BASE_FILES, **files_of(CATALOG_PARTS)}

# The rulebook's component list: these counts are facts, so a corrected copy keeps them.
CRYPTIDS_PER_LEVEL = {1: 16, 2: 15, 3: 12}
TILES_PER_TERRAIN = {"forests": 13, "mountains": 14, "water": 13, "special": 3}
CITIES = 11
CONTRACTS = 13
REQUESTS = 8
EVIDENCE_TOKENS = 32
BONUS_RUMORS = 10
MAX_TOKENS_PER_LOCATION = 2  # while laying out evidence, never more on one location


class Catalog(Frozen):
    map: MapFile
    cryptids: CryptidsFile
    contracts: ContractsFile
    evidence: EvidenceFile
    folder: Path
    #: the modules' own files by name, each read through its module's accessor
    #: (`ModuleParts.of`)
    modules: dict[str, Record]

    def location(self, location_id: str) -> Location:
        return self._locations[location_id]

    @cached_property  # the rules look places up at every option that names one
    def _locations(self) -> dict[str, Location]:
        return {loc.id: loc for loc in self.map.locations}

    def cryptid(self, name: str) -> Cryptid:
        return next(c for c in self.cryptids.cryptids if c.name == name)

    def neighbours(self) -> dict[str, set[str]]:
        near: dict[str, set[str]] = {loc.id: set() for loc in self.map.locations}
        for a, b in self.map.links:
            near.setdefault(a, set()).add(b)
            near.setdefault(b, set()).add(a)
        return near

    def distances(self, start: str) -> dict[str, int]:
        """Steps along the lines from `start` to every location it reaches."""
        near = self.neighbours()
        steps = {start: 0}
        todo = deque([start])
        while todo:
            here = todo.popleft()
            for there in sorted(near.get(here, ())):
                if there not in steps:
                    steps[there] = steps[here] + 1
                    todo.append(there)
        return steps

    def region_ids(self) -> list[str]:
        return [loc.id for loc in self.map.locations if loc.kind == "region"]

    def city_ids(self) -> list[str]:
        return [loc.id for loc in self.map.locations if loc.kind == "city"]


def resolve_folder(path: Path) -> Path:
    """Accept the folder with the YAML files or a root that holds the game's folder."""
    return game_folder(path, GAME)


def _read(folder: Path) -> Catalog:
    models = validate_files(folder, FILES)
    fields: dict[str, Any] = {name.removesuffix(".yaml"): models[name] for name in BASE_FILES}
    return Catalog(folder=folder, modules={p.file: models[p.file] for p in CATALOG_PARTS},
                   **fields)


@cache
def _load_folder(folder: Path) -> Catalog:
    catalog = _read(folder)
    if problems := cross_check(catalog):
        raise AssetError(problems)
    return catalog


def load_catalog(root: Path | None = None) -> Catalog:
    """The validated catalog from `root` (an asset root or a cryptic folder; default: the
    current asset root), read once per folder."""
    return _load_folder(resolve_folder(root if root is not None else asset_root()).resolve())


def check_catalog(path: Path) -> list[str]:
    """Every problem in a (corrected) folder, per file and across files; never cached."""
    if not path.is_dir():
        return [f"{path}: not a folder"]
    try:
        catalog = _read(resolve_folder(path))
    except AssetError as exc:
        return exc.problems
    return cross_check(catalog)


# --------------------------------------------------------------------------- help texts

HELP_FILE = "help.yaml"


# the code whose checks an entry of the checked cache stands for
CODE = (Path(__file__).parent.parent, Path(__file__).parent.parent.parent / "core")


def _checked_help(folder: Path) -> HelpFile:
    help_file = validate_files(folder, {HELP_FILE: HelpFile})[HELP_FILE]
    assert isinstance(help_file, HelpFile)
    return help_file


@cache
def _load_help(folder: Path) -> HelpFile:
    return remembered(f"{GAME}-help", folder, [folder / HELP_FILE], CODE,
                      lambda: _checked_help(folder), HelpFile)


def load_help(root: Path | None = None) -> HelpFile:
    """The validated help texts from `root` (as for `load_catalog`), read once per folder
    and kept checked between starts."""
    return _load_help(resolve_folder(root if root is not None else asset_root()).resolve())


def check_help(path: Path) -> list[str]:
    """The problems of a (corrected) folder's help texts; never cached."""
    try:
        validate_files(resolve_folder(path), {HELP_FILE: HelpFile})
    except AssetError as exc:
        return exc.problems
    return []


# --------------------------------------------------------------------------- cross checks


class _Problems:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.lines: list[str] = []

    def add(self, filename: str, entry: str, field: str, msg: str) -> None:
        self.lines.append(f"{self.folder / filename}: entry {entry}: field {field}: {msg}")


def _dupes(values: list[Any]) -> list[Any]:
    return sorted((v for v, n in Counter(values).items() if n > 1), key=str)


def cross_check(c: Catalog) -> list[str]:
    p = _Problems(c.folder)
    _check_map(c, p)
    _check_cryptids(c, p)
    _check_contracts(c, p)
    _check_evidence(c, p)
    for parts in CATALOG_PARTS:
        for entry, field, msg in parts.faults(c):
            p.add(parts.file, entry, field, msg)
    return p.lines


def _check_map(c: Catalog, p: _Problems) -> None:
    f = "map.yaml"
    ids = [loc.id for loc in c.map.locations]
    for d in _dupes(ids):
        p.add(f, "locations", "id", f"'{d}' is used twice")
    places = [loc.at for loc in c.map.locations if loc.at is not None]
    for place in _dupes(places):
        p.add(f, "locations", "at", f"two locations are drawn at {list(place)}")
    known = set(ids)
    for i, (a, b) in enumerate(c.map.links):
        for end in (a, b):
            if end not in known:
                p.add(f, f"links.{i} ({a}-{b})", "(whole entry)", f"'{end}' is not a location")
    for d in _dupes([tuple(sorted(link)) for link in c.map.links]):
        p.add(f, "links", "(whole entry)", f"{d[0]}-{d[1]} is listed twice")
    if len(c.city_ids()) != CITIES:
        p.add(f, "locations", "kind", f"the board has {CITIES} cities, got {len(c.city_ids())}")
    if ids and (unreached := sorted(known - set(c.distances(ids[0])))):
        p.add(f, "links", "(whole entry)", f"cannot be reached from {ids[0]}: {unreached}")


def _check_cryptids(c: Catalog, p: _Problems) -> None:
    f = "cryptids.yaml"
    cards = c.cryptids.cryptids
    numbers = [k.number for k in cards]
    if numbers != list(range(1, len(cards) + 1)):
        p.add(f, "cryptids", "number", "cards are numbered 1, 2, 3, ... in order")
    for d in _dupes([k.name for k in cards]):
        p.add(f, "cryptids", "name", f"'{d}' is used twice")
    levels = dict(sorted(Counter(k.level for k in cards).items()))
    if levels != CRYPTIDS_PER_LEVEL:
        p.add(f, "cryptids", "level", f"cards per level must be {CRYPTIDS_PER_LEVEL}, "
                                      f"got {levels}")
    terrains = Counter(k.terrain for k in cards)
    if dict(terrains) != TILES_PER_TERRAIN:
        p.add(f, "cryptids", "terrain", f"tiles per terrain must be {TILES_PER_TERRAIN}, "
                                        f"got {dict(terrains)}")
    if sorted(c.cryptids.type_names) != sorted(CRYPTID_TYPES):
        p.add(f, "type_names", "(whole entry)", f"name each type once: {list(CRYPTID_TYPES)}")
    known = {loc.id for loc in c.map.locations}
    for i, k in enumerate(cards):
        if k.location != UNKNOWN and k.location not in known:
            p.add(f, f"cryptids.{i} ({k.name})", "location",
                  f"'{k.location}' is not on the map (map.yaml)")


def _check_contracts(c: Catalog, p: _Problems) -> None:
    f = "contracts.yaml"
    contracts, requests = c.contracts.contracts, c.contracts.requests
    if len(contracts) != CONTRACTS:
        p.add(f, "contracts", "(whole entry)", f"{CONTRACTS} cards, got {len(contracts)}")
    if len(requests) != REQUESTS:
        p.add(f, "requests", "(whole entry)", f"{REQUESTS} tokens, got {len(requests)}")
    for table, items in (("contracts", contracts), ("requests", requests)):
        for d in _dupes([x.id for x in items]):
            p.add(f, table, "id", f"'{d}' is used twice")


def _check_evidence(c: Catalog, p: _Problems) -> None:
    f = "evidence.yaml"
    e = c.evidence
    if sorted(e.names) != sorted(EVIDENCE):
        p.add(f, "names", "(whole entry)", f"name each evidence type once: {list(EVIDENCE)}")
    if len(e.tokens) != EVIDENCE_TOKENS:
        p.add(f, "tokens", "(whole entry)", f"{EVIDENCE_TOKENS} tokens, got {len(e.tokens)}")
    if e.bonus_rumors.count != BONUS_RUMORS:
        p.add(f, "bonus_rumors", "count", f"there are {BONUS_RUMORS}")
    regions = set(c.region_ids())
    for i, t in enumerate(e.tokens):
        if t.location not in regions:
            p.add(f, f"tokens.{i}", "location",
                  f"'{t.location}' is not a region on the map (map.yaml)")
    if missing := sorted(set(EVIDENCE) - {t.type for t in e.tokens}):
        p.add(f, "tokens", "type", f"no token of {missing}")
    backs = Counter(t.location for t in e.tokens)
    for region, n in sorted(backs.items()):
        if n > MAX_TOKENS_PER_LOCATION:
            p.add(f, "tokens", "location", f"{region} is named on {n} backs; laying out "
                  f"would put more than {MAX_TOKENS_PER_LOCATION} tokens there")


# --------------------------------------------------------------------------- JSON


def catalog_json(c: Catalog) -> dict[str, Any]:
    """The catalog in the shape `cryptic data --json` prints (issue 13)."""
    def dump(model: Record) -> Any:
        return model.to_data()

    cryptids = []
    for k in c.cryptids.cryptids:
        card = dump(k)
        card["tile"] = [list(cell) for cell in k.tile]
        cryptids.append(card)
    return {
        "cryptids": cryptids,
        "cryptid_types": dict(c.cryptids.type_names),
        "contracts": [dump(x) for x in c.contracts.contracts],
        "contract_points_per_cryptid": c.contracts.points_per_cryptid,
        "request_points": c.contracts.request_points,
        "requests": [dump(x) for x in c.contracts.requests],
        "evidence_types": dict(c.evidence.names),
        "evidence_tokens": [dump(t) for t in c.evidence.tokens],
        "bonus_rumors": c.evidence.bonus_rumors.count,
        "bonus_rumor_price": c.evidence.bonus_rumors.price,
        "map": {
            "locations": [dump(loc) for loc in c.map.locations],
            "links": [list(link) for link in c.map.links],
            "designed": list(c.map.designed),
        },
        **{key: value for parts in CATALOG_PARTS for key, value in parts.exported(c).items()},
    }


__all__ = ["FILES", "HELP_FILE", "Catalog", "catalog_json", "check_catalog",
           "check_help", "cross_check", "load_catalog", "load_help", "resolve_folder"]
