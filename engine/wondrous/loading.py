"""Load every Wondrous Creatures component file and check the facts that span entries/files.

`load_components()` returns one `Components` object (raises `AssetError` listing every fault);
`check_folder(path)` returns the list of one-line problems for a corrected asset folder.
A folder is either the one holding the YAML files or a root holding a `wondrous/` folder.
The modules' files (their component sets: engine.wondrous.component_sets) are always
checked, into `Components.parts`; the base lists never hold their cards, so a base game is
the same with or without them. From the checked cache, a deferred set's part is unpickled
only when first read (a base game's start never reads it).
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

from engine.core.assets import asset_root, game_folder, validate_files
from engine.core.checked_cache import Deferred, remembered
from engine.core.errors import AssetError
from engine.core.records import Frozen, Record, digest
from engine.wondrous import registered
from engine.wondrous.asset_checks import CardSet, Problems, check_creature_cards, dupes
from engine.wondrous.component_sets import all_files
from engine.wondrous.components import (
    CARD_TYPES,
    RESOURCES,
    SPECIES,
    AbilitiesFile,
    AbilityDef,
    AchievementsFile,
    CaptainsFile,
    ComponentsFile,
    Creature,
    CreaturesFile,
    HabitatTilesFile,
    HelpFile,
    MainBoardFile,
    SpecialEffectsFile,
    TracksFile,
)

GAME = "wondrous"

FILES: dict[str, type[Record]] = {
    "creatures.yaml": CreaturesFile,
    "abilities.yaml": AbilitiesFile,
    "captains.yaml": CaptainsFile,
    "achievements.yaml": AchievementsFile,
    "special_effects.yaml": SpecialEffectsFile,
    "habitat_tiles.yaml": HabitatTilesFile,
    "main_board.yaml": MainBoardFile,
    "tracks.yaml": TracksFile,
    "components.yaml": ComponentsFile,
    "help.yaml": HelpFile,
}
#: every file: the base game's, then each component set's
ALL_NAMES = (*FILES, *all_files())


def set_files() -> dict[str, type[Record]]:
    """The component sets' files and their models (imported only to check the files)."""
    return {name: model for s in registered.SETS for name, model in s.models().items()}


class Components(Frozen):
    creatures: CreaturesFile
    abilities: AbilitiesFile
    captains: CaptainsFile
    achievements: AchievementsFile
    special_effects: SpecialEffectsFile
    habitat_tiles: HabitatTilesFile
    main_board: MainBoardFile
    tracks: TracksFile
    components: ComponentsFile
    help: HelpFile
    folder: Path
    #: each component set's part by the set's id (a deferred one kept pickled until read):
    #: read through `part` or the set's own typed accessor
    parts: dict[str, Any]

    def part(self, set_id: str) -> Any:
        found = self.parts[set_id]
        return found.get() if isinstance(found, Deferred) else found

    def ability(self, name: str) -> AbilityDef:
        """A creature ability, base or a set's (a set's cards may use base ones; a base one
        is found without reading the sets')."""
        found = next((a for a in self.abilities.abilities if a.name == name), None)
        return found or next(a for s in registered.SETS for a in s.abilities(self.part(s.id))
                             if a.name == name)

    def creature(self, number: int) -> Creature:
        """A creature card of any set by its number (each set is numbered in order)."""
        found = _numbered(self.creatures.creatures, number)
        for s in registered.SETS:
            if found is None:
                found = _numbered(list(s.creatures(self.part(s.id))), number)
        if found is None:
            raise KeyError(f"no creature card #{number}")
        return found

    def power(self, number: int) -> float:
        """The designed value of a creature's ability, in victory points."""
        card = self.creature(number)
        assert card.number == number
        spec = self.ability(card.ability.effect)
        total = spec.power
        for param, step in spec.power_per.items():
            value = card.ability.params.get(param, 0)
            if isinstance(value, int | float):
                total += step * value
        return total


def _numbered(cards: list[Creature], number: int) -> Creature | None:
    first = cards[0].number if cards else 0
    return cards[number - first] if first <= number < first + len(cards) else None


def _attr(filename: str) -> str:
    return filename.removesuffix(".yaml")


def resolve_folder(path: Path) -> Path:
    """Accept the folder with the YAML files or a root that holds the game's folder."""
    return game_folder(path, GAME)


def _build(models: dict[str, Record], folder: Path) -> Components:
    fields: dict[str, Any] = {_attr(name): models[name] for name in FILES}
    parts: dict[str, Any] = {}
    for s in registered.SETS:
        part = s.build({name: models[name] for name in s.files})
        parts[s.id] = Deferred(part) if s.deferred else part
    return Components(folder=folder, parts=parts, **fields)


def played_with(comps: Components) -> str:
    """The fingerprint of the values games are played with (`engine.core.records.digest`):
    every file but the help, and every set's part."""
    values = {name: getattr(comps, _attr(name)) for name in FILES if name != "help.yaml"}
    return digest(values | {"parts": {key: comps.part(key) for key in sorted(comps.parts)}})


def load_components(root: Path | None = None) -> Components:
    """Every component, validated; `root` is an asset root or a wondrous folder (default:
    the current asset root, kept checked between starts and once per process)."""
    if root is None:
        return _remembered((asset_root() / GAME).resolve())
    return _checked(resolve_folder(root))


# the code whose checks an entry of the checked cache stands for
_CODE = (Path(__file__).parent, Path(__file__).parent.parent / "core")


@cache
def _remembered(folder: Path) -> Components:
    return remembered(GAME, folder, [folder / name for name in ALL_NAMES], _CODE,
                      lambda: _checked(folder), Components)


def _checked(folder: Path) -> Components:
    comps = _build(validate_files(folder, FILES | set_files()), folder)
    problems = cross_check(comps)
    if problems:
        raise AssetError(problems)
    return comps


def check_folder(path: Path) -> list[str]:
    """All problems in a (corrected) asset folder, per file and across files."""
    if not path.is_dir():
        return [f"{path}: not a folder"]
    try:
        load_components(path)
    except AssetError as exc:
        return exc.problems
    return []


# --------------------------------------------------------------------------- cross checks


def cross_check(c: Components) -> list[str]:
    p = Problems(c.folder)
    _check_abilities(c, p)
    _check_creatures(c, p)
    _check_icons_and_tiles(c, p)
    _check_board(c, p)
    _check_tracks(c, p)
    if _check_keys(c, p):
        _check_achievements(c, p)
        _check_counts(c, p)
        _check_setup_counts(c, p)
    _check_captains(c, p)
    for s in registered.SETS:
        if s.check is not None:
            p.lines.extend(s.check(c))
    return p.lines


def _check_abilities(c: Components, p: Problems) -> None:
    names = [a.name for a in c.abilities.abilities]
    for d in dupes(names):
        p.add("abilities.yaml", d, "name", "the same effect name is listed twice")
    for i, a in enumerate(c.abilities.abilities):
        for param in a.power_per:
            if param not in a.params:
                p.add(
                    "abilities.yaml",
                    f"abilities.{i} ({a.name})",
                    "power_per",
                    f"'{param}' is not one of its params",
                )


def _check_creatures(c: Components, p: Problems) -> None:
    specs = {a.name: a for a in c.abilities.abilities}
    deck = CardSet("creatures.yaml", first=1, count=126, species=SPECIES, specs_in="abilities.yaml")
    check_creature_cards(p, deck, c.creatures.creatures, specs)


def _check_icons_and_tiles(c: Components, p: Problems) -> None:
    icons = [i.id for i in c.special_effects.icons]
    for d in dupes(icons):
        p.add("special_effects.yaml", d, "id", "listed twice")
    known = set(icons)
    tiles = c.habitat_tiles.tiles
    if [t.id for t in tiles] != list(range(1, len(tiles) + 1)):
        p.add("habitat_tiles.yaml", "tiles", "id", "tiles are numbered 1, 2, 3, ... in order")
    for i, t in enumerate(tiles):
        if t.special not in known:
            p.add(
                "habitat_tiles.yaml",
                f"tiles.{i} ({t.id})",
                "special",
                f"'{t.special}' is not in special_effects.yaml",
            )


def _check_board(c: Components, p: Problems) -> None:
    f = "main_board.yaml"
    known = {i.id for i in c.special_effects.icons}
    markings = c.main_board.time_token_markings
    if len(set(markings)) != len(markings):
        p.add(f, "time_token_markings", "(whole entry)", "the five markings must differ")
    if [s.side for s in c.main_board.sides] != ["A", "B"]:
        p.add(f, "sides", "side", "list side A, then side B")
    for si, side in enumerate(c.main_board.sides):
        where = f"sides.{si} ({side.side})"
        coords = [(h.row, h.col) for h in side.hexes]
        for d in dupes(coords):
            p.add(f, where, "hexes", f"two hexes at row {d[0]}, col {d[1]}")
        for hi, h in enumerate(side.hexes):
            entry = f"{where}.hexes.{hi} (row {h.row}, col {h.col})"
            if h.special is not None and h.special not in known:
                p.add(f, entry, "special", f"'{h.special}' is not in special_effects.yaml")
            if h.marking is not None and h.marking not in markings:
                p.add(f, entry, "marking", f"'{h.marking}' is not a time token marking")
            if h.setup_4p is not None and side.side != "B":
                p.add(f, entry, "setup_4p", "4-player spots belong on side B")
        nets = sum(h.terrain == "net_habitat" for h in side.hexes)
        if nets != 1:
            p.add(f, where, "hexes", f"needs exactly one butterfly net habitat, has {nets}")
        present = {h.special for h in side.hexes if h.special}
        if missing := sorted(known - present):
            p.add(f, where, "hexes", f"special effect icons missing from the map: {missing}")
        for res in RESOURCES:
            if not any(h.habitat == res and h.special for h in side.hexes):
                p.add(f, where, "hexes", f"no {res} habitat with a special effect icon")
        for m in markings:
            if not any(h.marking == m for h in side.hexes):
                p.add(f, where, "hexes", f"the marking '{m}' is not on the map")
        spots = Counter(h.setup_4p for h in side.hexes if h.setup_4p)
        want = Counter({"habitat_tile": 1, "egg": 2}) if side.side == "B" else Counter()
        if spots != want:
            p.add(f, where, "hexes", f"4-player spots: expected {dict(want)}, got {dict(spots)}")


def _check_achievements(c: Components, p: Problems) -> None:
    f = "achievements.yaml"
    achs = c.achievements.achievements
    for d in dupes([a.id for a in achs]):
        p.add(f, d, "id", "used twice")
    kinds = Counter(a.kind for a in achs)
    counts = c.components.counts
    want = {kind: counts.get(key) for kind, key in ACHIEVEMENT_COUNTS.items()}
    if dict(kinds) != want:
        p.add(f, "achievements", "kind", f"expected {want}, got {dict(kinds)}")
    mains = sorted(a.number or 0 for a in achs if a.kind == "main")
    if mains != [1, 2, 3, 4, 5]:
        p.add(f, "achievements", "number", f"main achievements must be 1-5, got {mains}")
    singles = sorted(a.species[0] for a in achs if a.kind == "single")
    if singles != sorted(SPECIES):
        p.add(f, "achievements", "species", "one single-species card per species")
    multi = Counter(s for a in achs if a.kind == "multi" for s in a.species)
    if any(multi[s] != 2 for s in SPECIES):
        p.add(f, "achievements", "species", "each species must be on exactly two multi cards")


def _check_tracks(c: Components, p: Problems) -> None:
    f = "tracks.yaml"
    t = c.tracks
    players = sorted(n for tr in t.time_tracks for n in tr.players)
    if players != [1, 2, 3, 4]:
        p.add(f, "time_tracks", "players", "cover 1, 2, 3 and 4 players once each")
    for i, tr in enumerate(t.time_tracks):
        entry = f"time_tracks.{i} ({tr.id})"
        want = 4 if tr.players == [3] else 5
        if tr.time_tokens != want:
            p.add(f, entry, "time_tokens", f"{tr.players} players use {want} time tokens")
        last = tr.spaces[-1].icons if tr.spaces else []
        if not {"net", "remove_trophy"} <= set(last):
            p.add(f, entry, "spaces", "the last space gives a net and removes a trophy")
        for side in c.main_board.sides:
            if side.side == tr.board_side and not set(tr.players) <= set(side.players):
                p.add(f, entry, "board_side", f"side {side.side} is for {side.players} players")
    length = t.score_track.length
    for space in t.score_track.rewards:
        if not 1 <= space <= length:
            p.add(f, "score_track", "rewards", f"space {space} is off the track")
    if [e.slot for e in t.egg_storage] != list(range(1, 13)):
        p.add(f, "egg_storage", "slot", "slots 1-12 in order")
    for d in dupes([m.id for m in t.achievement_marker_rewards]):
        p.add(f, "achievement_marker_rewards", "id", f"'{d}' used twice")


#: The keys of components.yaml's tables: each is read by a rule (or, for counts, checked
#: against the other files); a key missing or unknown is a fault, not silently ignored.
COMPONENT_KEYS: dict[str, tuple[str, ...]] = {
    "counts": ("creature_cards", "achievement_cards", "main_achievements",
               "single_species_achievements", "multi_species_achievements",
               "captain_boards", "habitat_tiles", "energies", "eggs", "trophies",
               "butterfly_nets"),
    "limits": ("resource_max", "nets_max", "hand_limit_at_recharge", "egg_storage",
               "wilderness", "tile_pool", "cards_per_play_action", "sweep_cards",
               "crew_per_player", "mountain_cost"),
    "setup": ("starting_draw", "starting_keep", "starting_resource_each", "starting_nets",
              "revealed_time_tokens", "main_achievements", "single_achievements",
              "multi_achievements", "captain_boards_offered", "extra_resources_player_2",
              "extra_resources_player_3", "extra_resources_player_4"),
    "final_scoring": ("trophy_vp", "leftovers_per_vp", "net_overflow_vp"),
}


def component_keys() -> dict[str, tuple[str, ...]]:
    """COMPONENT_KEYS with the count keys the component sets check against their files."""
    added = tuple(key for s in registered.SETS for key in (s.counts or {}))
    return {**COMPONENT_KEYS, "counts": (*COMPONENT_KEYS["counts"], *added)}


ACHIEVEMENT_COUNTS = {"main": "main_achievements", "single": "single_species_achievements",
                      "multi": "multi_species_achievements"}


def _check_keys(c: Components, p: Problems) -> bool:
    """Every table has exactly its keys; False when one is missing (later checks read them)."""
    complete = True
    for table, keys in component_keys().items():
        values: dict[str, int] = getattr(c.components, table)
        for key in keys:
            if key not in values:
                p.add("components.yaml", table, key, "missing")
                complete = False
        for key in sorted(set(values) - set(keys)):
            p.add("components.yaml", table, key, "not a value any rule reads")
    return complete


def _check_setup_counts(c: Components, p: Problems) -> None:
    """The rules' numbers must be playable with these components."""
    f = "components.yaml"
    limits, setup = c.components.limits, c.components.setup
    if limits["crew_per_player"] < 2:
        p.add(f, "limits", "crew_per_player", "a captain and at least one crew member")
    if limits["mountain_cost"] < 0:
        p.add(f, "limits", "mountain_cost", "cannot be negative")
    if not 0 <= setup["starting_resource_each"] <= limits["resource_max"]:
        p.add(f, "setup", "starting_resource_each", "must be between 0 and resource_max")
    kinds: Counter[str] = Counter(a.kind for a in c.achievements.achievements)
    for kind in ACHIEVEMENT_COUNTS:
        if not 0 <= setup[f"{kind}_achievements"] <= kinds[kind]:
            p.add(f, "setup", f"{kind}_achievements", f"there are {kinds[kind]} {kind} cards")


def _check_counts(c: Components, p: Problems) -> None:
    f = "components.yaml"
    k = c.components
    counts = k.counts
    pairs = {
        "creature_cards": len(c.creatures.creatures),
        "achievement_cards": len(c.achievements.achievements),
        "captain_boards": len(c.captains.captains),
        "habitat_tiles": len(c.habitat_tiles.tiles),
        **{key: count(c.part(s.id)) for s in registered.SETS
           for key, count in (s.counts or {}).items()},
        "eggs": sum(k.eggs.values()),
        "trophies": max(k.trophies.values(), default=0),
    }
    for name, actual in pairs.items():
        if counts.get(name) != actual:
            p.add(f, "counts", name, f"says {counts.get(name)} but the data has {actual}")
    if sorted(k.eggs) != sorted(SPECIES):
        p.add(f, "eggs", "(whole entry)", "give a count for each of the 7 species")
    if any(k.pouch_per_species > n for n in k.eggs.values()):
        p.add(f, "pouch_per_species", "(whole entry)", "more than the eggs of a species")
    if sorted(k.trophies) != [1, 2, 3, 4]:
        p.add(f, "trophies", "(whole entry)", "give trophies for 1, 2, 3 and 4 players")


def _check_captains(c: Components, p: Problems) -> None:
    caps = c.captains.captains
    if sorted(x.number for x in caps) != list(range(1, 10)):
        p.add("captains.yaml", "captains", "number", "captains are numbered 1-9 once each")
    for d in dupes([x.name for x in caps]):
        p.add("captains.yaml", "captains", "name", f"'{d}' used twice")


__all__ = [
    "ALL_NAMES",
    "CARD_TYPES",
    "FILES",
    "Components",
    "check_folder",
    "cross_check",
    "load_components",
    "resolve_folder",
    "set_files",
]
