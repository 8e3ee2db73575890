"""Checks across the Winterfall files (assets/wondrous/winterfall/) and against the base ones.

Each check adds one line per fault naming the file, the entry and the field, as the base
checks in `engine.wondrous.loading` do; `winterfall_problems` runs them all.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Protocol

from engine.wondrous.asset_checks import CardSet, Problems, check_creature_cards, dupes, numbered
from engine.wondrous.components import (
    AbilitiesFile,
    AchievementsFile,
    ComponentsFile,
    CreaturesFile,
    HabitatTilesFile,
    MainBoardFile,
    SpecialEffectsFile,
    TracksFile,
)
from engine.wondrous.solo.components import TingentFile
from engine.wondrous.winterfall.asset_files import Winterfall
from engine.wondrous.winterfall.components import SNOWFIELDS, HexRef
from engine.wondrous.winterfall.names import WINTERFALL_SPECIES


class Components(Protocol):
    """What the checks read of the loader's components (engine.wondrous.loading.Components,
    which runs them): the base files they compare against and Winterfall's part. A protocol,
    so that the checks need not import the loader that imports them."""

    @property
    def folder(self) -> Path: ...
    @property
    def creatures(self) -> CreaturesFile: ...
    @property
    def abilities(self) -> AbilitiesFile: ...
    @property
    def achievements(self) -> AchievementsFile: ...
    @property
    def special_effects(self) -> SpecialEffectsFile: ...
    @property
    def habitat_tiles(self) -> HabitatTilesFile: ...
    @property
    def main_board(self) -> MainBoardFile: ...
    @property
    def tracks(self) -> TracksFile: ...
    @property
    def components(self) -> ComponentsFile: ...
    @property
    def tingent(self) -> TingentFile: ...
    @property
    def winterfall(self) -> Winterfall: ...

W = "winterfall/"
#: the keys of winterfall/components.yaml's counts: each is checked against the data or
#: read by a rule; one missing or unknown is a fault, as in the base components.yaml
COUNT_KEYS = (
    "creature_cards", "achievement_cards", "main_achievements", "single_species_achievements",
    "multi_species_achievements", "prelude_cards", "winterfall_cards", "tingent_cards",
    "captain_boards", "habitat_tiles", "wild_habitat_tiles", "mountain_tiles_unmarked",
    "mountain_tiles_marked", "aurora_tiles", "aurora_tokens", "blizzards", "snowflakes",
    "big_snowflakes", "species_tokens", "spirit_eggs", "time_track_pieces",
    "special_effect_icons",
)  # fmt: skip
MAIN_NUMBERS = (20, 7)  # the main achievement cards are #20-26
CAPTAIN_NUMBERS = (14, 6)  # the captain boards are #14-19


def winterfall_problems(c: Components) -> list[str]:
    p = Problems(c.folder)
    _check_creatures(c, p)
    _check_captains(c, p)
    _check_achievements(c, p)
    _check_cards(c, p)
    _check_preludes(c, p)
    _check_icons_and_tiles(c, p)
    _check_mountains(c, p)
    _check_auroras(c, p)
    _check_tracks(c, p)
    _check_projects(c, p)
    _check_tingent(c, p)
    if _check_count_keys(c, p):
        _check_counts(c, p)
    _check_leaving(c, p)
    return p.lines


def _check_creatures(c: Components, p: Problems) -> None:
    w = c.winterfall
    base_specs = {a.name: a for a in c.abilities.abilities}
    for i, a in enumerate(w.abilities.abilities):
        if a.name in base_specs:
            p.add(W + "abilities.yaml", f"abilities.{i} ({a.name})", "name",
                  "already in the base abilities.yaml: use it from there")
        for param in a.power_per:
            if param not in a.params:
                p.add(W + "abilities.yaml", f"abilities.{i} ({a.name})", "power_per",
                      f"'{param}' is not one of its params")
    for d in dupes([a.name for a in w.abilities.abilities]):
        p.add(W + "abilities.yaml", d, "name", "the same effect name is listed twice")
    specs = base_specs | {a.name: a for a in w.abilities.abilities}
    deck = CardSet(W + "creatures.yaml", first=141, count=53, species=WINTERFALL_SPECIES,
                   specs_in="abilities.yaml or winterfall/abilities.yaml")
    check_creature_cards(p, deck, w.creatures.creatures, specs)
    base_names = {k.name for k in c.creatures.creatures}
    for i, k in enumerate(w.creatures.creatures):
        if k.name in base_names:
            p.add(deck.filename, f"creatures.{i} ({k.name})", "name", "a base card has this name")


def _check_captains(c: Components, p: Problems) -> None:
    caps = c.winterfall.captains.captains
    if not numbered(sorted(x.number for x in caps), *CAPTAIN_NUMBERS):
        p.add(W + "captains.yaml", "captains", "number", "captains are numbered 14-19 once each")
    for d in dupes([x.name for x in caps]):
        p.add(W + "captains.yaml", "captains", "name", f"'{d}' used twice")


def _check_achievements(c: Components, p: Problems) -> None:
    f = W + "achievements.yaml"
    achs = c.winterfall.achievements.achievements
    base_ids = {a.id for a in c.achievements.achievements}
    for d in dupes([a.id for a in achs]) + sorted({a.id for a in achs} & base_ids):
        p.add(f, d, "id", "used twice (ids are shared with the base achievements.yaml)")
    mains = sorted(a.number or 0 for a in achs if a.kind == "main")
    if not numbered(mains, *MAIN_NUMBERS):
        p.add(f, "achievements", "number", f"main achievements must be 20-26, got {mains}")
    singles = [s for a in achs if a.kind == "single" for s in a.species]
    multis = [s for a in achs if a.kind == "multi" for s in a.species]
    # the species cards all come out at setup, where no two may share a species
    if shared := dupes(singles + multis):
        p.add(f, "achievements", "species", f"the species cards share {shared}")


def _check_cards(c: Components, p: Problems) -> None:
    f = W + "cards.yaml"
    cards = c.winterfall.cards
    if not numbered([k.number for k in cards.cards], 1, len(cards.cards)):
        p.add(f, "cards", "number", "cards are numbered 1, 2, 3, ... in order")
    for d in dupes([k.name for k in cards.cards]):
        p.add(f, "cards", "name", f"'{d}' used twice")
    for d in dupes(cards.symbols):
        p.add(f, "symbols", "(whole entry)", f"'{d}' listed twice")
    used = Counter(k.symbol for k in cards.cards)
    for i, k in enumerate(cards.cards):
        if k.symbol not in cards.symbols:
            p.add(f, f"cards.{i} ({k.name})", "symbol", f"'{k.symbol}' is not in symbols")
        for j, e in enumerate(k.effects):
            _check_snowfields(p, f, f"cards.{i} ({k.name})", f"effects.{j}.effect.params",
                              e.effect.params)
    for s in cards.symbols:
        if used[s] < 2:  # a symbol on one card alone never makes a draw repeat
            p.add(f, "symbols", "(whole entry)", f"'{s}' is on {used[s]} card(s); use it twice")


def _check_snowfields(p: Problems, f: str, entry: str, field: str, params: object) -> None:
    slots = params.get("snowfields", []) if isinstance(params, dict) else []
    if not isinstance(slots, list) or any(
        not isinstance(n, int) or not 1 <= n <= SNOWFIELDS for n in slots
    ):
        p.add(f, entry, field, f"snowfields are numbered 1-{SNOWFIELDS}")


def _check_preludes(c: Components, p: Problems) -> None:
    f = W + "cards.yaml"
    preludes = c.winterfall.cards.prelude_cards
    if not numbered([k.number for k in preludes], 1, len(preludes)):
        p.add(f, "prelude_cards", "number", "cards are numbered 1, 2, 3, ... in order")
    marked = {
        (side, h.coord) for side, spots in c.winterfall.tiles.marked_plains.items()
        for h in spots.values()
    }
    for i, k in enumerate(preludes):
        entry = f"prelude_cards.{i} ({k.name})"
        _check_snowfields(p, f, entry, "effect.params", k.effect.params)
        for side, hexes in k.wild_habitats.items():
            for h in hexes:
                where = f"wild_habitats.{side} (row {h.row}, col {h.col})"
                if problem := _plain_plains(c, side, h):
                    p.add(f, entry, where, problem)
                elif (side, h.coord) in marked:
                    p.add(f, entry, where, "a marked plains hex keeps its marking free")


def _plain_plains(c: Components, side: str, h: HexRef) -> str | None:
    """Why the hex cannot take a Winterfall tile on a plains of the map, or None."""
    printed = next((s for s in c.main_board.sides if s.side == side), None)
    found = next((x for x in printed.hexes if (x.row, x.col) == h.coord), None) if printed else None
    if found is None or found.terrain != "plains":
        return f"not a plains hex on side {side} of main_board.yaml"
    if found.marking or found.setup_4p:
        return "a plains hex with a time token marking or a 4-player spot"
    return None


def _check_icons_and_tiles(c: Components, p: Problems) -> None:
    w = c.winterfall
    base_icons = {i.id for i in c.special_effects.icons}
    ids = [i.id for i in w.icons.icons]
    for d in dupes(ids) + sorted(set(ids) & base_icons):
        p.add(W + "icons.yaml", d, "id", "listed twice (ids are shared with special_effects.yaml)")
    for name in w.icons.from_base:
        if name not in base_icons:
            p.add(W + "icons.yaml", "from_base", name, "not in special_effects.yaml")
    known = base_icons | set(ids)
    f = W + "tiles.yaml"
    tiles = w.tiles.habitat_tiles
    first = len(c.habitat_tiles.tiles) + 1
    if not numbered([t.id for t in tiles], first, len(tiles)):
        p.add(f, "habitat_tiles", "id", f"ids go on from the base tiles: {first}, {first + 1}, ...")
    wild = w.tiles.wild_habitat_tiles
    if not numbered([t.id for t in wild], 1, len(wild)):
        p.add(f, "wild_habitat_tiles", "id", "tiles are numbered 1, 2, 3, ... in order")
    specials = [(f"habitat_tiles.{i} ({t.id})", t.special) for i, t in enumerate(tiles)]
    specials += [(f"wild_habitat_tiles.{i} ({t.id})", t.special) for i, t in enumerate(wild)]
    for entry, special in specials:
        if special not in known:
            p.add(f, entry, "special", f"'{special}' is not a special effect icon")
    unused = sorted((set(ids) | set(w.icons.from_base)) - {s for _, s in specials})
    if unused:
        p.add(f, "wild_habitat_tiles", "special", f"the Winterfall icons {unused} are on no tile")


def _check_mountains(c: Components, p: Problems) -> None:
    f = W + "tiles.yaml"
    tiles = c.winterfall.tiles
    if not numbered([t.id for t in tiles.mountain_tiles], 1, len(tiles.mountain_tiles)):
        p.add(f, "mountain_tiles", "id", "tiles are numbered 1, 2, 3, ... in order")
    markings = [t.marking for t in tiles.mountain_tiles if t.marking]
    for d in dupes(markings):
        p.add(f, "mountain_tiles", "marking", f"'{d}' is on two tiles")
    if set(tiles.marked_plains) != {"A", "B"}:
        p.add(f, "marked_plains", "(whole entry)", "give both board sides: 'A' and 'B'")
    for side, spots in tiles.marked_plains.items():
        if sorted(spots) != sorted(markings):
            p.add(f, f"marked_plains.{side}", "(whole entry)",
                  f"one plains hex per mountain marking {sorted(markings)}")
        for d in dupes([h.coord for h in spots.values()]):
            p.add(f, f"marked_plains.{side}", "(whole entry)", f"two markings on {d}")
        for mark, h in spots.items():
            if problem := _plain_plains(c, side, h):
                p.add(f, f"marked_plains.{side}", mark, problem)


def _check_auroras(c: Components, p: Problems) -> None:
    f = W + "tiles.yaml"
    tiles = c.winterfall.tiles
    effects = [e.id for e in tiles.aurora_effects]
    for d in dupes(effects):
        p.add(f, "aurora_effects", "id", f"'{d}' listed twice")
    if not numbered([t.id for t in tiles.aurora_tiles], 1, len(tiles.aurora_tiles)):
        p.add(f, "aurora_tiles", "id", "tiles are numbered 1, 2, 3, ... in order")
    for i, t in enumerate(tiles.aurora_tiles):
        if t.effect not in effects:
            entry = f"aurora_tiles.{i} ({t.id})"
            p.add(f, entry, "effect", f"'{t.effect}' is not one of aurora_effects")
    if unused := sorted(set(effects) - {t.effect for t in tiles.aurora_tiles}):
        p.add(f, "aurora_tiles", "effect", f"the aurora effects {unused} are on no tile")
    # two cards turn tiles until two 2-slot ones show: the stack must hold them
    if sum(t.slots == 2 for t in tiles.aurora_tiles) < 2:
        p.add(f, "aurora_tiles", "slots", "at least two tiles need 2 slots")


def _check_tracks(c: Components, p: Problems) -> None:
    f = W + "tracks.yaml"
    tracks = c.winterfall.tracks.time_tracks
    players = sorted(n for t in tracks for n in t.players)
    if players != [1, 2, 3, 4]:
        p.add(f, "time_tracks", "players", "cover 1, 2, 3 and 4 players once each")
    for i, t in enumerate(tracks):
        entry = f"time_tracks.{i} ({t.id})"
        base = next((b for b in c.tracks.time_tracks if b.players == t.players), None)
        keeps = base is not None and (base.board_side, base.time_tokens) == (
            t.board_side, t.time_tokens
        ) and [(s.time_token, s.icons) for s in base.spaces] == [
            (s.time_token, s.icons) for s in t.spaces
        ]
        if not keeps:
            p.add(f, entry, "spaces", "keep the base track's spaces, time tokens and icons")
        events = [s.event for s in t.spaces]
        if events and (events[0] or events[-1]):
            p.add(f, entry, "spaces", "no event on the start or the last space")
        if {"winterfall", "aurora"} - set(events):
            p.add(f, entry, "spaces", "both a Winterfall event and an aurora event")


def _check_projects(c: Components, p: Problems) -> None:
    f = W + "tracks.yaml"
    board = c.winterfall.tracks.project_board
    if sorted(n for s in board.sides for n in s.players) != [1, 2, 3, 4]:
        p.add(f, "project_board", "sides", "cover 1, 2, 3 and 4 players once each")
    for i, side in enumerate(board.sides):
        entry = f"project_board.sides.{i}"
        if sorted(side.points) != sorted({max(n, 2) for n in side.players}):
            p.add(f, entry, "points", "give points for each player count (solo as 2 players)")
        if [x.counts for x in side.projects].count("snowflakes") != 1:
            p.add(f, entry, "projects", "one project counts snowflakes")


def _check_tingent(c: Components, p: Problems) -> None:
    f = W + "tingent.yaml"
    t = c.winterfall.tingent
    if not numbered([x.number for x in t.cards], 1, 12):
        p.add(f, "cards", "number", "cards are numbered 1-12 in order")
    base_levels = [b.level for b in c.tingent.boards]
    for b in t.boards:
        if b.level in base_levels:
            p.add(f, "boards", b.level, "the base game has this level's board already")
    ranks = sorted(b.rank for b in (*c.tingent.boards, *t.boards))
    if ranks != list(range(1, len(ranks) + 1)):
        p.add(f, "boards", "rank", "the levels of both sets rank 1, 2, 3... once each")
    every = [*base_levels, *(b.level for b in t.boards)]
    if sorted(t.levels) != sorted(every):
        p.add(f, "levels", "", "one entry per Tingent level: " + ", ".join(every))
    base_ids = {s.id for s in c.tingent.scenarios}
    for s in t.scenarios:
        if s.id in base_ids:
            p.add(f, "scenarios", s.id, "a base game scenario, not a Winterfall one")


def _check_count_keys(c: Components, p: Problems) -> bool:
    counts = c.winterfall.components.counts
    missing = [k for k in COUNT_KEYS if k not in counts]
    for key in missing:
        p.add(W + "components.yaml", "counts", key, "missing")
    for key in sorted(set(counts) - set(COUNT_KEYS)):
        p.add(W + "components.yaml", "counts", key, "not a value any rule reads")
    return not missing


def _check_counts(c: Components, p: Problems) -> None:
    f = W + "components.yaml"
    w = c.winterfall
    k = w.components
    achs = Counter(a.kind for a in w.achievements.achievements)
    mountains = w.tiles.mountain_tiles
    pairs = {
        "creature_cards": len(w.creatures.creatures),
        "achievement_cards": len(w.achievements.achievements),
        "main_achievements": achs["main"],
        "single_species_achievements": achs["single"],
        "multi_species_achievements": achs["multi"],
        "prelude_cards": len(w.cards.prelude_cards),
        "winterfall_cards": len(w.cards.cards),
        "tingent_cards": len(w.tingent.cards),
        "captain_boards": len(w.captains.captains),
        "habitat_tiles": len(w.tiles.habitat_tiles),
        "wild_habitat_tiles": len(w.tiles.wild_habitat_tiles),
        "mountain_tiles_unmarked": sum(t.marking is None for t in mountains),
        "mountain_tiles_marked": sum(t.marking is not None for t in mountains),
        "aurora_tiles": len(w.tiles.aurora_tiles),
        "species_tokens": w.tracks.project_board.species_tokens,
        "spirit_eggs": k.eggs.get("spirit", 0),
        "special_effect_icons": len(w.icons.icons) + len(w.icons.from_base),
    }
    for name, actual in pairs.items():
        if k.counts[name] != actual:
            p.add(f, "counts", name, f"says {k.counts[name]} but the data has {actual}")
    if k.counts["species_tokens"] != len(WINTERFALL_SPECIES):
        p.add(f, "counts", "species_tokens", "one species token per species (8)")
    if sorted(k.eggs) != ["spirit"]:
        p.add(f, "eggs", "(whole entry)", "give the count of the new species' eggs only (spirit)")
    supply = c.components.eggs | k.eggs
    if any(k.pouch_per_species > supply.get(s, 0) for s in WINTERFALL_SPECIES):
        p.add(f, "pouch_per_species", "(whole entry)", "more than the eggs of a species")
    if k.counts["aurora_tokens"] < 2:
        p.add(f, "counts", "aurora_tokens", "a 2-slot aurora tile needs 2 tokens")


def _check_leaving(c: Components, p: Problems) -> None:
    f = W + "components.yaml"
    gone = c.winterfall.components.leaves_the_game
    tracks = {t.id for t in c.tracks.time_tracks}
    for t in gone.time_tracks:
        if t not in tracks:
            p.add(f, "leaves_the_game", "time_tracks", f"'{t}' is not a base time track")
    mains = {a.id for a in c.achievements.achievements if a.kind == "main"}
    for a in gone.achievements_kept:
        if a not in mains:
            p.add(f, "leaves_the_game", "achievements_kept", f"'{a}' is not a base main card")
