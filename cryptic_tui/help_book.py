"""The Cryptic Nature app's help: the rule topics of help.yaml, the shared app topics, and
one topic per cryptid, skill, contract, request token, die face and Wolpertinger token,
built from the component data (whose texts are already in the project's words).

Topic ids: the rule topics by their help.yaml id (the ids the engine's decisions name),
`skill:<id>`, `contract:<id>`, `request:<id>`, `assistant-die:<face id>`,
`tracking-die:<face>`, `wolpertinger:<face>` and `cryptid_topic(name)` for a cryptid.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.cryptic.api import (
    FACE_SIGNS,
    TWO_PLAYER_SURCHARGE,
    Contract,
    Cryptid,
    Data,
    HelpFile,
    Request,
    Skill,
    TerrainTile,
    face_label,
    load_help,
    wolpertinger_parts,
)
from engine.tui.help import APP_GROUP, APP_TOPICS, Group, HelpBook, Topic

LEVELS = {1: "I", 2: "II", 3: "III"}
TERRAIN_WORDS = {"water": "water (blue)", "mountains": "mountains (brown)",
                 "forests": "forests (green)", "special": "special: its power says where"}
WHEN = {"found": "When found", "fail": "If you fail to find it",
        "relocated": "When relocated", "game_end": "At game end"}


#: the headings of the help's list, after the rules
GROUPS = (
    Group("Solo against the Poacher", prefixes=("poacher",), ids=("solo",)),
    Group("Cryptids", prefixes=("cryptid:",)),
    Group("Skills", prefixes=("skill:",)),
    Group("Contracts and requests", prefixes=("contract:", "request:")),
    Group("Dice and tokens", prefixes=("assistant-die:", "tracking-die:", "wolpertinger:")),
    Group("Terrain tiles", prefixes=("tile:",)),
    APP_GROUP,
)


def cryptid_topic(name: str) -> str:
    """The help topic id of a cryptid's card."""
    return f"cryptid:{name}"


def tile_topic(tile_id: str) -> str:
    """The help topic id of a terrain tile (its options point to it)."""
    return f"tile:{tile_id}"


def cryptic_book(data: Data) -> HelpBook:
    """Every help topic of the app; the texts come from help.yaml in the data's folder."""
    words = load_help(data.cat.folder)
    fill = _numbers(data)
    topics = {tid: Topic(t.title, t.text.format_map(fill)) for tid, t in words.topics.items()}
    topics.update(APP_TOPICS)
    topics.update((cryptid_topic(c.name), _cryptid(data, c)) for c in data.cat.cryptids.cryptids)
    topics.update((f"skill:{s.id}", _skill(words, s)) for s in data.parts.player_board.skills)
    topics.update((f"contract:{c.id}", _contract(data, words, c))
                  for c in data.cat.contracts.contracts)
    topics.update((f"request:{r.id}", _request(data, words, r))
                  for r in data.cat.contracts.requests)
    topics.update(_dice(data, words))
    for face, token in wolpertinger_parts(data.cat).tokens.items():
        topics[f"wolpertinger:{face}"] = Topic(f"Wolpertinger token: {face}",
                                               f"{token.text} There are {token.count}.")
    topics.update((tile_topic(t.id), _terrain_tile(t)) for t in data.parts.terrain_tiles.tiles)
    _add_lists(data, topics)
    return HelpBook(topics, groups=GROUPS)


def _numbers(data: Data) -> dict[str, Any]:
    """What the rule topics' {fields} stand for, read from the component files."""
    by_players = data.parts.dice.assistant_dice.by_players
    return {
        "slots": data.parts.player_board.evidence_slots,
        "request_points": data.cat.contracts.request_points,
        "points": data.cat.contracts.points_per_cryptid,
        "rumors": wolpertinger_parts(data.cat).rumors_to_search,
        "coins": ", ".join(map(str, data.parts.player_board.starting_coins)),
        "dice": ", ".join(f"{dice} with {n} players" for n, dice in sorted(by_players.items())),
    }


def _cryptid(data: Data, card: Cryptid) -> Topic:
    cat = data.cat
    names = cat.evidence.names
    if card.runaway:
        home = "a runaway: a token from the bag, laid on its card, says where it is"
    else:
        place = cat.location(card.location)
        home = f"the city of {place.name}" if place.kind == "city" else (
            f"{place.name} ({place.id})")
    needs = ("one kind, shown by a token from the bag laid on its card" if card.drawn_evidence
             else ", ".join(names[e] for e in card.evidence))  # type: ignore[index]
    types = " and ".join(cat.cryptids.type_names[t] for t in card.types)
    lines = [
        card.description,
        "",
        f"Level {LEVELS[card.level]}. Lives in: {home}.",
        f"Evidence: {needs}.",
        f"Points: {card.find_points} for finding it, {card.settle_points} for settling it.",
        f"Type: {types}.",
        f"Tile: {TERRAIN_WORDS[card.terrain]}, {len(card.tile)} squares:",
        *shape_lines(card.tile),
    ]
    if card.power.when is not None:
        lines.append(f"Power, {WHEN[card.power.when].lower()}: {card.power.text}")
    return Topic(f"{card.name} (level {LEVELS[card.level]} cryptid)", "\n".join(lines))


def shape_lines(cells: list[tuple[int, int]]) -> list[str]:
    """A tile drawn in text, '#' for its squares, one line per row."""
    rows = 1 + max(r for r, _ in cells)
    cols = 1 + max(c for _, c in cells)
    return ["  " + " ".join("#" if (r, c) in cells else "." for c in range(cols))
            for r in range(rows)]


def _terrain_tile(tile: TerrainTile) -> Topic:
    """A terrain tile's shape, its bonus symbols in place (c coin, e experience, i a step up
    the initiative track), so a tile can be chosen by its look."""
    drawing = ["  " + " ".join(row) for row in tile.shape]
    bonuses = ", ".join(tile.bonuses) or "none"
    return Topic(f"Terrain tile {tile.id} ({tile.terrain})",
                 "\n".join([f"{tile.terrain.capitalize()}, {len(tile.cells)} squares "
                            f"(# a square, a letter a square with a bonus symbol):", "",
                            *drawing, "", f"Bonus symbols: {bonuses}.",
                            "See \"Building the sanctuary\" for where a tile may go."]))


def _skill(words: HelpFile, skill: Skill) -> Topic:
    if skill.start:
        cost = "Everyone has it from the start."
    else:
        cost = (f"Costs {skill.cost} experience ({skill.cost + TWO_PLAYER_SURCHARGE} in a "
                "game of two).")
    kind = ("Active: used once, then spent until you ready it again." if skill.kind == "active"
            else "Passive: always on.")
    copies = f" You may learn it {skill.copies} times." if skill.copies > 1 else ""
    return Topic(f"Skill: {skill.name}", f"{words.skills.get(skill.id, '')}\n\n{kind} "
                                         f"{cost}{copies}".strip())


def _target(data: Data, kind: str, target: str) -> str:
    """A contract's or request's target in words."""
    if kind == "evidence":
        return data.cat.evidence.names[target]  # type: ignore[index]
    if kind == "type":
        return data.cat.cryptids.type_names[target]  # type: ignore[index]
    return target.capitalize()


def _contract(data: Data, words: HelpFile, contract: Contract) -> Topic:
    target = _target(data, contract.kind, contract.target)
    text = words.contract_kinds[contract.kind].format(
        target=target, points=data.cat.contracts.points_per_cryptid)
    return Topic(f"Contract: {target} {contract.kind}", text)


def _request(data: Data, words: HelpFile, request: Request) -> Topic:
    if request.kind == "region":
        target = words.areas[request.target]  # type: ignore[index]
        title = f"Request: two from the {target}"
    else:
        target = _target(data, "type", request.target)
        title = f"Request: two of type {target}"
    text = words.request_kinds[request.kind].format(
        target=target, points=data.cat.contracts.request_points)
    return Topic(title, text)


def _dice(data: Data, words: HelpFile) -> dict[str, Topic]:
    dice = data.parts.dice
    topics = {}
    for face in dice.assistant_dice.faces:
        label = face_label(face.gain, face.amount)
        topics[f"assistant-die:{face.id}"] = Topic(
            f"Assistant die: {label}", words.assistant_faces[face.gain].format(amount=face.amount))
    sides = Counter(dice.tracking_dice.faces)
    for side, count in sides.items():
        topics[f"tracking-die:{side}"] = Topic(
            f"Tracking die: {side}",
            f"{words.tracking_faces[side]} The log shows it as {FACE_SIGNS[side]}. It is on "
            f"{count} of the die's {sum(sides.values())} faces.")
    return topics


def _add_lists(data: Data, topics: dict[str, Topic]) -> None:
    """Rule topics end with the list of what they are about, from the data."""
    parts = data.parts
    lists = {
        "skills": [_skill_line(s) for s in parts.player_board.skills],
        "dice": [face_label(f.gain, f.amount) for f in parts.dice.assistant_dice.faces],
        "tracking-dice": [f"{FACE_SIGNS[face]} {face}: {n} of {len(parts.dice.tracking_dice.faces)}"
                          for face, n in Counter(parts.dice.tracking_dice.faces).items()],
        "evidence": [f"{name}: {_prices(data, kind)}" for kind, name
                     in data.cat.evidence.names.items()],
        "wolpertinger": [*(f"{face}: {t.count}" for face, t
                           in wolpertinger_parts(data.cat).tokens.items()),
                         f"The card: {wolpertinger_parts(data.cat).card.text}"],
    }
    for tid, items in lists.items():
        if tid in topics:
            topics[tid] = Topic(topics[tid].title, topics[tid].text + "\n\n" + "\n".join(
                f"  {item}" for item in items))


def _skill_line(skill: Skill) -> str:
    cost = "held from the start" if skill.start else f"{skill.cost} experience"
    copies = f", {skill.copies} of them" if skill.copies > 1 else ""
    return f"{skill.name} ({skill.kind}): {cost}{copies}"


def _prices(data: Data, kind: str) -> str:
    """What the tokens of one evidence kind cost, and how many there are."""
    prices = Counter(t.price for t in data.cat.evidence.tokens if t.type == kind)
    return ", ".join(f"{n} at {price} coins" for price, n in sorted(prices.items()))
