"""Text for the Cryptic Nature table's panels, from the engine's view (no rules here, only
drawing).

Every function takes `view` (what `game.view(seat)` gives) and `data`, the static components
(`engine.cryptic.ctx.Data`: the catalog and the table parts, `CrypticRules().data`), and
returns a `rich.text.Text` no wider than `WIDTH` cells. Names are appended as plain text,
never parsed as markup, and every mark has a letter or a word besides its colour.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from rich.cells import cell_len, set_cell_size
from rich.text import Text

from engine.core import Event, Result
from engine.cryptic.assistant import REFRESH_COST, learning_cost
from engine.cryptic.ctx import Data
from engine.cryptic.scoring import STEPS, TIEBREAKS, WOLPERTINGER_STEP

WIDTH = 118  # the widest panel at 120 columns, less its border
View = dict[str, Any]

LEVELS = {1: "I", 2: "II", 3: "III"}
# each terrain its own letter and colour (the colour only helps: the letter says it)
TERRAIN_MARKS = {"water": ("W", "blue"), "mountains": ("M", "dark_orange3"),
                 "forests": ("F", "green"), "special": ("*", "magenta")}
BONUS_LETTERS = {"coin": "c", "experience": "e", "initiative": "i"}
WHEN = {"found": "when found", "fail": "if tracking fails", "relocated": "when relocated",
        "game_end": "at game end"}
AREA_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
DIE_PIPS = "⚀⚁⚂⚃⚄⚅"  # an assistant die's face, by its place on the die
TRACKING_FACES = {"success": "✓ success", "failure": "✗ failure", "luck": "✗ luck"}
STEP_LABELS = {
    "found": "1. Found cryptids",
    "settled": "2. Settled in the sanctuary",
    "requests": "3. Request tokens",
    "general contract": "4. General contract",
    "personal contract": "5. Best personal contract",
    "game-end powers": "6. Game-end powers",
    "sanctuary majority": "7. Most cryptids in the sanctuary",
    "experience": "8. Experience (1 per 3)",
    "coins": "9. Coins and evidence sold (1 per 5)",
    WOLPERTINGER_STEP: "+ Wolpertinger hares and card",
}
CURRENT = "▶"


# --------------------------------------------------------------------------- small pieces


def fit(name: str, cells: int) -> str:
    """A name cut to `cells` screen cells (with an ellipsis when cut), for narrow places."""
    if cell_len(name) <= cells:
        return name
    return set_cell_size(name, cells - 1).rstrip() + "…"


def names(view: View, seats: Sequence[int], cells: int) -> str:
    """Players' names in `cells` screen cells at most, each cut to an equal share."""
    if not seats:
        return "none"
    share = max(4, (cells - 2 * (len(seats) - 1)) // len(seats))
    return ", ".join(fit(view["players"][s]["name"], share) for s in seats)


def flow(head: str, items: Sequence[str], sep: str) -> str:
    """`head` and the items in lines no wider than WIDTH (the next lines indented)."""
    lines = [head]
    for i, item in enumerate(items):
        piece = item + (sep if i < len(items) - 1 else "")
        if cell_len(lines[-1] + piece.rstrip()) > WIDTH:
            lines.append("    ")
        lines[-1] += piece
    return "\n".join(line.rstrip() for line in lines) + "\n"


def evidence_name(data: Data, kind: str) -> str:
    return data.cat.evidence.names[kind]  # type: ignore[index]


def piece_text(data: Data, piece: dict[str, Any] | None) -> str:
    """An evidence piece as on its token: type and price (a bonus rumor says so)."""
    if piece is None:
        return "[ empty ]"
    bonus = " bonus" if piece["piece"] < 0 else ""
    return f"[{evidence_name(data, piece['type'])}{bonus} {piece['price']}c]"


def place_text(data: Data, location: str) -> str:
    loc = data.cat.location(location)
    return f"{loc.name} (city)" if loc.kind == "city" else f"{loc.name} ({loc.id})"


def contract_text(data: Data, contract_id: str) -> str:
    contract = next(c for c in data.cat.contracts.contracts if c.id == contract_id)
    if contract.kind == "evidence":
        return f"cryptid showing {evidence_name(data, contract.target)}"
    if contract.kind == "habitat":
        return f"cryptid living in {contract.target}"
    return f"{data.cat.cryptids.type_names[contract.target]} cryptid"  # type: ignore[index]


def request_text(data: Data, request_id: str) -> str:
    request = next(r for r in data.cat.contracts.requests if r.id == request_id)
    if request.kind == "region":
        return f"2 from the {AREA_NAMES[request.target]}"
    return f"2 {data.cat.cryptids.type_names[request.target]}"  # type: ignore[index]


def types_text(data: Data, types: Iterable[str]) -> str:
    return ", ".join(data.cat.cryptids.type_names[t] for t in types)  # type: ignore[index]


def shape_rows(cells: Iterable[tuple[int, int]], letter: str,
               marks: dict[tuple[int, int], str] | None = None) -> list[str]:
    """A tile drawn in rows, two characters a square: its letter (and a bonus letter)."""
    cells = set(cells)
    rows = max(r for r, _ in cells) + 1
    cols = max(c for _, c in cells) + 1
    marks = marks or {}
    return ["".join((letter + marks.get((r, c), " ")) if (r, c) in cells else "  "
                    for c in range(cols)) for r in range(rows)]


def append_tile_row(text: Text, row: str, terrain: str, cells: int) -> None:
    """One row of a tile drawing padded to `cells`; squares reversed in the terrain colour."""
    colour = TERRAIN_MARKS[terrain][1]
    for i in range(0, len(row), 2):
        square = row[i:i + 2]
        text.append(square, style=f"reverse {colour}" if square.strip() else "")
    text.append(" " * (cells - len(row)))


# --------------------------------------------------------------------------- the cryptid row


def cryptids_text(view: View, data: Data) -> Text:
    """The six revealed cryptid cards, each in a block of four lines with its tile drawn on
    the left, then the decks and discard piles by level."""
    text = Text("Cryptids", style="bold")
    bids = "no-bids" not in view["modules"]
    text.append("  (bids: whose markers lie on a card; only they may track it)\n" if bids else
                "  (played without bids: anyone may track any cryptid)\n", style="dim")
    for slot, card in enumerate(view["row"]):
        if card is None:
            text.append(f"{slot + 1:>2}  (empty: no card left to reveal)\n")
        else:
            card_block(text, view, data, slot, card, bids)
    text.append_text(decks_text(view))
    return text


TILE_COLUMN = 10  # cells kept for the tile drawing (4 squares of 2, and a gap)


def card_block(text: Text, view: View, data: Data, slot: int, card: dict[str, Any],
               bids: bool) -> None:
    cryptid = data.cryptids[card["name"]]
    drawing = shape_rows(cryptid.tile, TERRAIN_MARKS[cryptid.terrain][0])
    room = WIDTH - 4 - TILE_COLUMN  # after the slot number and the drawing
    needs = Text(f"needs {needs_text(data, card)}")
    if bids:
        needs.append("  ·  bids: ")
        needs.append(names(view, card["bids"], room - needs.cell_len))
    lines = [
        card_title(data, card),
        Text(f"at {location_text(data, card)}  ·  {cryptid.terrain} tile, "
             f"{len(cryptid.tile)} squares"),
        needs,
        Text(power_text(data, card["name"], room)),
    ]
    for i in range(max(len(lines), len(drawing))):
        text.append(f"{slot + 1:>2}  " if i == 0 else "    ")
        append_tile_row(text, drawing[i] if i < len(drawing) else "", cryptid.terrain,
                        TILE_COLUMN)
        if i < len(lines):
            text.append_text(lines[i])
        text.append("\n")


def card_title(data: Data, card: dict[str, Any]) -> Text:
    cryptid = data.cryptids[card["name"]]
    line = Text(cryptid.name, style="bold")
    line.append(f"  level {LEVELS[cryptid.level]}  ·  {types_text(data, cryptid.types)}  ·  "
                f"points: {cryptid.find_points} found, {cryptid.settle_points} settled")
    return line


def location_text(data: Data, card: dict[str, Any]) -> str:
    """Where a card's cryptid lives; a runaway's place is the back of its face-down token."""
    if not data.cryptids[card["name"]].runaway:
        return place_text(data, card["location"])
    if card["location"] is None:
        return "? (no token on it)"
    return f"? = {place_text(data, card['location'])}, from its token's back"


def needs_text(data: Data, card: dict[str, Any]) -> str:
    kinds = " + ".join(evidence_name(data, kind) for kind in card["evidence"])
    if data.cryptids[card["name"]].drawn_evidence:
        return f"? = {kinds or 'no token yet'} (the token drawn for it)"
    return kinds


def power_text(data: Data, name: str, cells: int) -> str:
    power = data.cryptids[name].power
    if power.when is None:
        return "no power"
    return fit(f"{WHEN[power.when]}: {power.text}", cells)


def decks_text(view: View) -> Text:
    piles = "  ·  ".join(f"level {LEVELS[int(level)]}: {left} left, "
                         f"{len(view['discards'][level])} discarded"
                         for level, left in view["decks"].items())
    return Text(f"Decks  {piles}\n")


# --------------------------------------------------------------------------- market and supply


def market_text(view: View, data: Data, tracking: Sequence[str] | None = None) -> Text:
    """The evidence market, the supply, the general contract, the request tokens, the dice
    (the assistant dice of this round; `tracking`, the last tracking roll if any) and the
    terrain piles."""
    text = Text("Evidence market  ", style="bold")
    text.append("  ".join(f"{i + 1} {piece_text(data, piece)}"
                          for i, piece in enumerate(view["market"])))
    text.append("  (price in coins)\n", style="dim")
    on_map = sum(len(tokens) for tokens in view["board"].values())
    text.append(f"Supply  bag {view['bag']} tokens  ·  set aside {view['set_aside']}  ·  "
                f"bonus rumors {view['rumor_supply']}  ·  on the map {on_map}")
    if "wolpertinger" in view["modules"]:
        text.append(f"  ·  Wolpertinger tokens {len(view['wolpertinger_cities'])}")
    text.append("\n")
    contract = view["general_contract"]
    if contract:
        text.append("General contract  ", style="bold")
        text.append(f"everyone scores 1 point per found {contract_text(data, contract)}\n")
    requests = "  ".join(f"[{request_text(data, r)}]" for r in view["requests"]) or "none left"
    text.append("Requests  ", style="bold")
    text.append(f"{requests}\n  (each for 2 unsettled cryptids of that area or type, "
                f"{data.cat.contracts.request_points} points)\n")
    text.append_text(assistant_dice_text(view, data))
    if tracking is not None:
        text.append_text(dice_text(tracking))
    text.append_text(piles_text(view))
    return text


def assistant_die(data: Data, face: str) -> str:
    faces = data.parts.dice.assistant_dice.faces
    index = next(i for i, f in enumerate(faces) if f.id == face)
    gain = faces[index]
    what = {"coins": f"{gain.amount} coins", "experience": f"{gain.amount} experience",
            "refresh": f"ready {gain.amount} skills", "bonus_rumor": "bonus rumor"}[gain.gain]
    return f"[{DIE_PIPS[index]} {what}]"


def assistant_dice_text(view: View, data: Data) -> Text:
    text = Text("Assistant dice  ", style="bold")
    if not all(view["dice"]):  # an unrolled die has no face
        text.append(f"{len(view['dice'])}, rolled when the round begins\n")
        return text
    free = [assistant_die(data, f) for f, t in zip(view["dice"], view["dice_taken"], strict=True)
            if not t]
    taken = [assistant_die(data, f) for f, t in zip(view["dice"], view["dice_taken"], strict=True)
             if t]
    text.append("  ".join(free) or "all taken")
    if taken:
        text.append("  ·  taken: ")
        text.append(" ".join(taken), style="strike")
    text.append("\n")
    return text


def piles_text(view: View) -> Text:
    closed = set(view["closed_terrains"])
    piles = "  ·  ".join(f"{TERRAIN_MARKS[t][0]} {t} " +
                         ("closed" if t in closed else f"{len(pile)} tiles")
                         for t, pile in view["terrain_piles"].items())
    return Text(f"Terrain piles  {piles}\n")


# --------------------------------------------------------------------------- dice


def dice_text(dice: Sequence[str], player: dict[str, Any] | None = None,
              data: Data | None = None, lucky: bool = False) -> Text:
    """A tracking roll: each die's face, which dice failed, and (given the roller's board
    from the view and the data) what could still turn it: luck, second chance, a
    Wolpertinger reroll token."""
    text = Text("Tracking dice  ", style="bold")
    if not dice:
        text.append("no dice rolled\n")
        return text
    failed = [i for i, d in enumerate(dice) if d == "failure" or (d == "luck" and not lucky)]
    for i, face in enumerate(dice):
        label = "✓ luck" if face == "luck" and lucky else TRACKING_FACES[face]
        text.append(f"die {i + 1} [{label}]", style="bold reverse" if i in failed else "")
        text.append("  ")
    if not failed:
        text.append("all succeed\n")
        return text
    text.append(f"failed: {'dice' if len(failed) > 1 else 'die'} "
                f"{' and '.join(str(i + 1) for i in failed)}\n")
    if player is not None and data is not None:
        helps = still_helps(dice, player, data, lucky)
        text.append(f"  could still help: {', '.join(helps) or 'nothing'}\n")
    return text


def still_helps(dice: Sequence[str], player: dict[str, Any], data: Data,
                lucky: bool) -> list[str]:
    """What the roller holds, ready, that changes failed dice (luck only turns luck faces)."""
    helps = [data.skills[s].name for s in ("second_chance", "luck")
             if player["skills"].get(s) and s not in player["spent"]
             and (s != "luck" or ("luck" in dice and not lucky))]
    if "reroll" in player["wolpertinger"]:
        helps.append("Wolpertinger reroll token")
    return helps


def last_roll(events: Sequence[Event]) -> list[str] | None:
    """The faces of this round's latest tracking roll, if any. The assistant dice roll, at
    the round's start, shares the event kind: its faces are not tracking faces."""
    for event in reversed(events):
        if event.kind == "dice":
            dice = list(event.payload.get("dice", []))
            return dice if all(face in TRACKING_FACES for face in dice) else None
    return None


# --------------------------------------------------------------------------- initiative track


def track_text(view: View, data: Data) -> Text:
    """The initiative track from the top: on each space the assistant on its left or right
    side; left waits for a Cryptozoologist turn, right for an Assistant turn."""
    track = data.parts.initiative
    text = Text("Initiative track", style="bold")
    text.append(f"  {phase_text(view)}\n")
    text.append("  (the top plays first; ▶ whose turn it is)\n", style="dim")
    head = f"{'space':<10}{'left: waits for Cryptozoologist':<40}right: waits for Assistant\n"
    text.append(head, style="underline")
    for space, seat in enumerate(view["track"], start=1):
        start = " start" if space == track.highlighted else ""
        text.append(f"{space:>3}{start:<7}")
        side = view["sides"][seat] if seat is not None else ""
        text.append(" " * 40 if side == "right" else "")
        if seat is not None:
            mark = CURRENT if seat == view["current"] else " "
            text.append(f"{mark} ")
            text.append(fit(view["players"][seat]["name"], 36),
                        style="bold" if seat == view["current"] else "")
        text.append("\n")
    return text


def phase_text(view: View) -> str:
    if view["phase"] == "over":
        return "the game is over"
    who = view["players"][view["current"]]["name"] if view["current"] >= 0 else "nobody"
    if view["phase"] == "setup":
        return f"setting up: {fit(who, 24)}'s turn"
    final = "  (the final round)" if view["final_round"] == view["round"] else ""
    return f"round {view['round']}, {view['phase'].title()} Phase: {fit(who, 24)}'s turn{final}"


# --------------------------------------------------------------------------- player boards


def player_text(view: View, data: Data, seat: int, own: bool) -> Text:
    """A player's board: evidence, coins, experience, action markers, skills, terrain tiles,
    found cryptids, requests, Wolpertinger tokens; the contracts only when `own` (and only
    a view of that seat holds them)."""
    p = view["players"][seat]
    text = Text(fit(p["name"], 36), style="bold")
    text.append(f"  (player {seat + 1})  at {place_text(data, p['location'])}" if p["location"]
                else f"  (player {seat + 1})  not on the map yet")
    text.append(f"  ·  coins {p['coins']}  ·  experience {p['experience']}\n")
    slots = [piece_text(data, piece) for piece in p["evidence"]]
    slots += [piece_text(data, None)] * (data.parts.player_board.evidence_slots - len(slots))
    text.append(f"Evidence  {' '.join(slots)}\n")
    text.append(f"Actions  main movement {'used' if p['movement_used'] else 'ready'}  ·  "
                f"main action {'used' if p['action_used'] else 'ready'}")
    if "no-bids" not in view["modules"]:
        text.append(f"  ·  bid markers to place {p['free_bids']}")
    text.append("\n")
    text.append_text(skills_text(view, data, p))
    text.append_text(terrain_text(data, p["terrain"]))
    text.append_text(found_text(data, p))
    if "wolpertinger" in view["modules"]:
        held = ", ".join(p["wolpertinger"]) or "none"
        text.append(f"Wolpertinger  stuffed hares {p['hares']}  ·  tokens kept: {held}\n")
    text.append_text(contracts_text(data, p, own))
    return text


SKILL_COLUMN = 58


def skills_text(view: View, data: Data, p: dict[str, Any]) -> Text:
    """Each skill on the board: ready or spent (active), owned (passive), or its price."""
    text = Text("Skills\n")
    cells = []
    for skill in data.parts.player_board.skills:
        owned = p["skills"].get(skill.id, 0)
        if not owned:
            state = f"not owned, {learning_cost(data, len(view['players']), skill.id)} exp"
        elif skill.kind == "passive":
            state = "owned, always on" if skill.copies == 1 else f"{owned} of {skill.copies} owned"
        else:
            state = f"SPENT ({REFRESH_COST} coin)" if skill.id in p["spent"] else "ready"
        cells.append(f"  {skill.name}: {state}")
    for i in range(0, len(cells), 2):
        pair = cells[i].ljust(SKILL_COLUMN) + (cells[i + 1] if i + 1 < len(cells) else "")
        text.append(pair.rstrip() + "\n")
    return text


def terrain_text(data: Data, tiles: Sequence[str]) -> Text:
    """The terrain tiles on the board, drawn side by side with their bonus letters."""
    if not tiles:
        return Text("Terrain tiles  none\n")
    by_id = {t.id: t for t in data.parts.terrain_tiles.tiles}
    text = Text("Terrain tiles  ")
    text.append("(c coin, e experience, i initiative)\n", style="dim")
    drawings = []
    for tile_id in tiles:
        tile = by_id[tile_id]
        marks = {cell: BONUS_LETTERS[bonus] for cell, bonus in tile.bonus_at}
        drawings.append((tile, shape_rows(tile.cells, TERRAIN_MARKS[tile.terrain][0], marks)))
    text.append("  " + "".join(f"{t.id} {t.terrain}".ljust(16) for t, _ in drawings) + "\n")
    for row in range(max(len(rows) for _, rows in drawings)):
        text.append("  ")
        for tile, rows in drawings:
            append_tile_row(text, rows[row] if row < len(rows) else "", tile.terrain, 16)
        text.append("\n")
    return text


def found_text(data: Data, p: dict[str, Any]) -> Text:
    """Found cryptids with where each went: waiting, settled, or given to a request."""
    in_requests = {name for r in p["requests"] for name in r["cryptids"]}
    found = []
    for name in p["found"]:
        where = [w for w, held in (("settled", name in p["settled"]),
                                   ("in a request", name in in_requests),
                                   ("not relocated yet", name in p["unsettled"])) if held]
        found.append(f"{name} ({', '.join(where) or 'relocated'})")
    text = Text(flow(f"Found cryptids ({len(found)})  ", found or ["none yet"], "; "))
    for r in p["requests"]:
        text.append(f"Request [{request_text(data, r['id'])}]  {' + '.join(r['cryptids'])}\n")
    return text


def contracts_text(data: Data, p: dict[str, Any], own: bool) -> Text:
    contracts = p["contracts"]
    if not own or isinstance(contracts, int):
        count = contracts if isinstance(contracts, int) else len(contracts)
        return Text(f"Contracts  {count} face down\n")
    text = Text("Your contracts  ", style="bold")
    text.append("(only you see these; the better one scores)\n", style="dim")
    for contract in contracts:
        text.append(f"  1 point per found {contract_text(data, contract)}\n")
    return text


def players_text(view: View, data: Data) -> Text:
    """The other players' public boards (never their contracts)."""
    text = Text()
    for p in view["players"]:
        if p["seat"] != view["viewer"]:
            text.append_text(player_text(view, data, p["seat"], own=False))
            text.append("\n")
    return text


# --------------------------------------------------------------------------- final scoring


def final_text(result: Result) -> Text:
    """The nine scoring steps (and the Wolpertinger's) for every player, the totals, and how
    the winner was decided."""
    scores = result.scores
    label = max(cell_len(v) for v in STEP_LABELS.values()) + 2
    column = max(8, min(20, (WIDTH - label) // max(1, len(scores)) - 1))
    text = Text("Final scoring".ljust(label), style="bold")
    for s in scores:
        name = fit(s.name, column - 1) + ("*" if s.seat in result.winners else " ")
        text.append(" " * (column + 1 - cell_len(name)) + name, style="bold")
    text.append("\n")
    steps = [*STEPS, *(k for s in scores for k in s.breakdown if k not in STEPS)]
    for step in dict.fromkeys(steps):
        if not any(step in s.breakdown for s in scores):
            continue
        text.append(STEP_LABELS.get(step, step).ljust(label))
        text.append("".join(f" {s.breakdown.get(step, 0):>{column - 1}} " for s in scores) + "\n")
    text.append("Total".ljust(label), style="bold")
    text.append("".join(f" {s.total:>{column - 1}} " for s in scores) + "\n", style="bold")
    text.append_text(tiebreak_text(result))
    return text


def tiebreak_text(result: Result) -> Text:
    """Which tie-break decided, with each tied player's values for the ones compared."""
    winners = "the winners share" if result.tie else "the winner"
    if result.decided_by == "score":
        return Text(f"* marks {winners}: the highest total, no tie-break needed\n")
    best = max(s.total for s in result.scores)
    tied = [s for s in result.scores if s.total == best]
    depth = (TIEBREAKS.index(result.decided_by) + 1 if result.decided_by in TIEBREAKS
             else len(TIEBREAKS))
    # two lines: with "the winners" the sentence is wider than a panel
    text = Text(f"* marks {winners}. Tied on {best} point{'s' if best != 1 else ''}.\n"
                f"  The tie-breaks in order: {', '.join(TIEBREAKS)}\n")
    for s in tied:
        values = ", ".join(f"{name} {value}" for name, value in
                           zip(TIEBREAKS[:depth], s.tiebreak, strict=False))
        text.append(f"  {fit(s.name, 24)}: {values}\n")
    if result.tie:
        text.append("  still tied after every tie-break: the victory is shared\n")
    else:
        text.append(f"  decided by {result.decided_by}\n")
    return text
