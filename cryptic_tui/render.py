"""Text for the Cryptic Nature table's panels, from the engine's view (no rules here, only
drawing).

Every function takes `view` (what `game.view(seat)` gives) and `data`, the static components
(`engine.cryptic.ctx.Data`: the catalog and the table parts, `CrypticRules().data`), and
returns a `rich.text.Text` no wider than its `width` keyword (the cells the panel may use,
`WIDTH` at the least): lines are laid out for it, the wrapped ones indented under their
heading. Names are appended as plain text, never parsed as markup, and every mark has a
letter or a word besides its colour.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import zip_longest

from rich.cells import cell_len, set_cell_size
from rich.text import Text

from engine.core import Event, Result
from engine.cryptic.api import (
    REFRESH_COST,
    STEPS,
    TIEBREAKS,
    WOLPERTINGER_STEP,
    YOU,
    CrypticView,
    CryptidCard,
    Data,
    EvidencePiece,
    PlayerView,
    PoacherLine,
    learning_cost,
    poacher_parts,
    poacher_words,
)

WIDTH = 68  # the tabs below the map at the smallest window (120x40), less border and bar
WIDE = 90  # from this width a card draws its tile two cells a square, as on the sanctuary

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


def names(view: CrypticView, seats: Sequence[int], cells: int) -> str:
    """Players' names in `cells` screen cells at most, each cut to an equal share."""
    if not seats:
        return "none"
    share = max(4, (cells - 2 * (len(seats) - 1)) // len(seats))
    return ", ".join(fit(view.players[s].name, share) for s in seats)


Piece = str | Text
DOT = "  ·  "  # between the facts of a line
GLUE = "\xa0"  # a space that never breaks a line: words joined by it wrap together


def flow_lines(head: Piece, items: Sequence[Piece], width: int, sep: str = DOT,
               indent: int = 2) -> list[Text]:
    """`head` then the items, each kept whole on a line no wider than `width` (one wider
    than a whole line is cut), the next lines indented by `indent` under the heading."""
    lines = [Text.assemble(head)]
    for i, item in enumerate(items):
        piece, joiner, line = Text.assemble(item), sep if i else "", lines[-1]
        if line.plain.strip() and line.cell_len + cell_len(joiner) + piece.cell_len > width:
            line, joiner = Text(" " * indent), ""
            lines.append(line)
        piece.truncate(width - line.cell_len - cell_len(joiner), overflow="ellipsis")
        line.append(joiner)
        line.append_text(piece)
    for line in lines:
        line.rstrip()
        line.plain = line.plain.replace(GLUE, " ")
    return lines


def flow(head: Piece, items: Sequence[Piece], width: int, sep: str = DOT,
         indent: int = 2) -> Text:
    """The lines of `flow_lines` as one text, each ended by a newline."""
    return Text("\n").join(flow_lines(head, items, width, sep, indent)) + "\n"


def words(text: Text) -> list[Text]:
    """A text's words, each keeping its styles."""
    return [word for word in text.split(" ") if word.plain]


def prose(head: Piece, sentence: str, width: int, style: str = "", indent: int = 2) -> Text:
    """A sentence after its heading, wrapped between words."""
    return flow(head, words(Text(sentence, style=style)), width, " ", indent)


def evidence_name(data: Data, kind: str) -> str:
    return data.cat.evidence.names[kind]  # type: ignore[index]


def piece_text(data: Data, piece: EvidencePiece | None) -> str:
    """An evidence piece as on its token: type and price (a bonus rumor says so)."""
    if piece is None:
        return "[ empty ]"
    bonus = " bonus" if piece.piece < 0 else ""
    return f"[{evidence_name(data, piece.type)}{bonus} {piece.price}c]"


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
               marks: dict[tuple[int, int], str] | None = None,
               square: int = 2) -> list[list[str]]:
    """A tile drawn in rows of squares `square` cells wide: its letter (and a bonus letter
    when there is room for it)."""
    cells = set(cells)
    rows = max(r for r, _ in cells) + 1
    cols = max(c for _, c in cells) + 1
    marks = marks or {}
    return [[(letter + marks.get((r, c), " "))[:square] if (r, c) in cells else " " * square
             for c in range(cols)] for r in range(rows)]


def lying(cells: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """A tile turned a quarter when it is taller than wide (a tile is placed in any turn), so
    that its drawing takes at most three lines."""
    cells = list(cells)
    rows = max(r for r, _ in cells) + 1
    cols = max(c for _, c in cells) + 1
    return cells if rows <= cols else [(c, rows - 1 - r) for r, c in cells]


def append_tile_row(text: Text, row: Sequence[str], terrain: str, cells: int) -> None:
    """One row of a tile drawing padded to `cells`; squares reversed in the terrain colour."""
    colour = TERRAIN_MARKS[terrain][1]
    for square in row:
        text.append(square, style=f"reverse {colour}" if square.strip() else "")
    text.append(" " * (cells - sum(len(square) for square in row)))


# --------------------------------------------------------------------------- the cryptid row


def cryptids_text(view: CrypticView, data: Data, *, width: int = WIDTH) -> Text:
    """The six revealed cryptid cards, each in a block of at most three lines with its tile
    drawn on the left, then the decks and discard piles by level."""
    bids = "no-bids" not in view.modules
    note = "(points when found/settled; " + (
        "bids: whose markers lie on a card, only they may track it)" if bids else
        "played without bids: anyone may track any cryptid)")
    text = prose(Text("Cryptids  ", style="bold"), note, width, style="dim")
    for slot, card in enumerate(view.row):
        if card is None:
            text.append(f"{slot + 1} (empty: no card left to reveal)\n")
        else:
            card_block(text, view, data, slot, card, bids, width)
    text.append_text(decks_text(view, width))
    return text


TILE_COLUMN = 10  # cells kept for the tile drawing (4 squares of 2, and a gap)
CARD_LINES = 3  # the most a card takes below WIDE: there the power is cut to fit


def card_block(text: Text, view: CrypticView, data: Data, slot: int, card: CryptidCard,
               bids: bool, width: int) -> None:
    """A card: its number, its tile drawn (when wide enough), then its lines of facts."""
    cryptid = data.cryptids[card.name]
    wide = width >= WIDE
    drawing = shape_rows(lying(cryptid.tile), TERRAIN_MARKS[cryptid.terrain][0]) if wide else []
    column = TILE_COLUMN if wide else 0
    lines = card_lines(view, data, card, bids, width - 2 - column, wide)
    for i, (line, row) in enumerate(zip_longest(lines, drawing)):
        block = Text.assemble((f"{slot + 1} ", "bold") if i == 0 else "  ")
        append_tile_row(block, row or [], cryptid.terrain, column)
        block.append_text(line or Text())
        block.rstrip()
        text.append_text(block)
        text.append("\n")


#: A card's lines by what they are made of: a key that changes the row changes a card or
#: two, and the six are laid out again for each (each entry keeps its Data, whose id it is)
_CARD_LINES: dict[tuple[object, ...], tuple[Data, list[Text]]] = {}


def card_lines(view: CrypticView, data: Data, card: CryptidCard, bids: bool, room: int,
               wide: bool) -> list[Text]:
    """A card's lines (`_card_lines`), kept by what they are made of; copies, to change."""
    bidders = tuple(view.players[s].name for s in card.bids) if bids else ()
    key = (id(data), repr(card), bidders, bids, room, wide)
    kept = _CARD_LINES.get(key)
    if kept is None or kept[0] is not data:
        if len(_CARD_LINES) > 256:
            _CARD_LINES.clear()
        kept = _CARD_LINES[key] = (data, _card_lines(view, data, card, bids, room, wide))
    return [line.copy() for line in kept[1]]


def _card_lines(view: CrypticView, data: Data, card: CryptidCard, bids: bool, room: int,
                wide: bool) -> list[Text]:
    """A card's facts from the most telling, the power last, in lines of `room` cells.
    Wide, whole facts go on a line and the power on lines of its own; narrow, the lines
    break between words, evidence goes by its first word and the power is cut so that
    the card takes at most three lines."""
    cryptid = data.cryptids[card.name]
    facts = [card_title(data, card), Text(types_text(data, cryptid.types)),
             Text(f"points{GLUE}{cryptid.find_points}/{cryptid.settle_points}"),
             Text(f"at {location_text(data, card)}"),
             Text(f"{len(cryptid.tile)}{GLUE}{cryptid.terrain}{GLUE}squares"),
             Text(f"needs {needs_text(data, card, short=not wide)}")]
    if bids:
        bidders = names(view, card.bids, room // 2 if wide else 24)
        facts.append(Text(f"bids:{GLUE}{bidders}"))
    said = power_text(data, card.name)
    power = Text(said.replace(" ", GLUE) if len(said) <= 12 else said, style="italic")
    if wide:
        return flow_lines("", facts, room, " · ", 0) + flow_lines("", words(power), room, " ", 0)
    lines = flow_lines("", words(Text(f"{GLUE}· ").join([*facts, power])), room, " ", 0)
    if len(lines) > CARD_LINES:
        lines[CARD_LINES - 1:] = [Text(" ").join(lines[CARD_LINES - 1:])]
        lines[-1].truncate(room, overflow="ellipsis")
    return lines


def card_title(data: Data, card: CryptidCard) -> Text:
    cryptid = data.cryptids[card.name]
    line = Text(cryptid.name, style="bold")
    line.append(f" level{GLUE}{LEVELS[cryptid.level]}")
    return line


def location_text(data: Data, card: CryptidCard) -> str:
    """Where a card's cryptid lives (a city by its name alone); a runaway's place, after a
    question mark, is the back of its face-down token."""
    location = card.location
    if location is None:
        return "? (no token on it)"
    loc = data.cat.location(location)
    place = loc.name if loc.kind == "city" else f"{loc.name}{GLUE}({loc.id})"
    return f"?{GLUE}={GLUE}{place}" if data.cryptids[card.name].runaway else place


def needs_text(data: Data, card: CryptidCard, short: bool = False) -> str:
    """The evidence a card asks for; `short` names each by its first word."""
    kinds = " + ".join(evidence_name(data, kind).split()[0] if short else
                       evidence_name(data, kind) for kind in card.evidence)
    if data.cryptids[card.name].drawn_evidence:
        return f"?{GLUE}={GLUE}{kinds or 'no token yet'} (drawn)"
    return kinds


def power_text(data: Data, name: str) -> str:
    power = data.cryptids[name].power
    if power.when is None:
        return "no power"
    return f"{WHEN[power.when]}: {power.text}"


def decks_text(view: CrypticView, width: int) -> Text:
    return flow("Decks  ", [f"level {LEVELS[int(level)]}: {left} left, "
                            f"{len(view.discards[level])} discarded"
                            for level, left in view.decks.items()], width)


# --------------------------------------------------------------------------- market and supply


def market_text(view: CrypticView, data: Data, tracking: Sequence[str] | None = None, *,
                width: int = WIDTH) -> Text:
    """The evidence market, the supply, the general contract, the request tokens, the dice
    (the assistant dice of this round; `tracking`, the last tracking roll if any) and the
    terrain piles."""
    slots = [f"{i + 1} {piece_text(data, piece)}" for i, piece in enumerate(view.market)]
    text = flow(Text("Evidence market  ", style="bold"),
                [*slots, Text("(price in coins)", style="dim")], width, "  ")
    on_map = sum(len(tokens) for tokens in view.board.values())
    supply = [f"bag {view.bag} tokens", f"set aside {view.set_aside}",
              f"bonus rumors {view.rumor_supply}", f"on the map {on_map}"]
    if view.wolpertinger is not None:
        supply.append(f"Wolpertinger tokens {len(view.wolpertinger.cities)}")
    text.append_text(flow(Text("Supply  ", style="bold"), supply, width))
    contract = view.general_contract
    if contract:
        text.append_text(prose(Text("General contract  ", style="bold"), "everyone scores 1 "
                               f"point per found {contract_text(data, contract)}", width))
    requests = [f"[{request_text(data, r)}]" for r in view.requests] or ["none left"]
    text.append_text(flow(Text("Requests  ", style="bold"), requests, width, "  "))
    text.append_text(prose("  ", "(each for 2 unsettled cryptids of that area or type, "
                           f"{data.cat.contracts.request_points} points)", width, "dim", indent=4))
    text.append_text(assistant_dice_text(view, data, width))
    if tracking is not None:
        text.append_text(dice_text(tracking, width=width))
    text.append_text(piles_text(view, width))
    return text


def assistant_die(data: Data, face: str) -> str:
    faces = data.parts.dice.assistant_dice.faces
    index = next(i for i, f in enumerate(faces) if f.id == face)
    gain = faces[index]
    what = {"coins": f"{gain.amount} coins", "experience": f"{gain.amount} experience",
            "refresh": f"ready {gain.amount} skills", "bonus_rumor": "bonus rumor"}[gain.gain]
    return f"[{DIE_PIPS[index]} {what}]"


def assistant_dice_text(view: CrypticView, data: Data, width: int) -> Text:
    head = Text("Assistant dice  ", style="bold")
    if not all(view.dice):  # an unrolled die has no face
        return flow(head, [f"{len(view.dice)}, rolled when the round begins"], width)
    dice = list(zip(view.dice, view.dice_taken, strict=True))
    free: list[Piece] = [assistant_die(data, f) for f, taken in dice if not taken]
    taken = [Text(assistant_die(data, f), style="strike") for f, taken in dice if taken]
    if taken:  # "taken:" stays with the first die taken
        taken[0] = Text.assemble("·  taken: ", taken[0])
    return flow(head, [*(free or ["all taken"]), *taken], width, "  ")


def piles_text(view: CrypticView, width: int) -> Text:
    closed = set(view.closed_terrains)
    return flow(Text("Terrain piles  ", style="bold"),
                [f"{TERRAIN_MARKS[t][0]} {t} " + ("closed" if t in closed else f"{len(pile)} tiles")
                 for t, pile in view.terrain_piles.items()], width)


# --------------------------------------------------------------------------- dice


def dice_text(dice: Sequence[str], player: PlayerView | None = None,
              data: Data | None = None, lucky: bool = False, *, width: int = WIDTH) -> Text:
    """A tracking roll: each die's face, which dice failed, and (given the roller's board
    from the view and the data) what could still turn it: luck, second chance, a
    Wolpertinger reroll token."""
    head = Text("Tracking dice  ", style="bold")
    if not dice:
        return flow(head, ["no dice rolled"], width)
    failed = [i for i, d in enumerate(dice) if d == "failure" or (d == "luck" and not lucky)]
    faces: list[Piece] = [
        Text(f"die {i + 1} [{'✓ luck' if face == 'luck' and lucky else TRACKING_FACES[face]}]",
             style="bold reverse" if i in failed else "") for i, face in enumerate(dice)]
    if not failed:
        return flow(head, [*faces, "all succeed"], width, "  ")
    text = flow(head, [*faces, f"failed: {'dice' if len(failed) > 1 else 'die'} "
                                f"{' and '.join(str(i + 1) for i in failed)}"], width, "  ")
    if player is not None and data is not None:
        helps = still_helps(dice, player, data, lucky)
        text.append_text(flow("  could still help: ", helps or ["nothing"], width, ", ", 4))
    return text


def still_helps(dice: Sequence[str], player: PlayerView, data: Data,
                lucky: bool) -> list[str]:
    """What the roller holds, ready, that changes failed dice (luck only turns luck faces)."""
    helps = [data.skills[s].name for s in ("second_chance", "luck")
             if player.skills.get(s) and s not in player.spent
             and (s != "luck" or ("luck" in dice and not lucky))]
    if player.wolpertinger is not None and "reroll" in player.wolpertinger.tokens:
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


def track_text(view: CrypticView, data: Data, *, width: int = WIDTH) -> Text:
    """The initiative track from the top: on each space the assistant on its left or right
    side; left waits for a Cryptozoologist turn, right for an Assistant turn."""
    track = data.parts.initiative
    text = prose(Text("Initiative track  ", style="bold"), phase_text(view), width)
    text.append_text(prose("  ", f"(the top plays first; {CURRENT} whose turn it is; the left "
                           "side waits for a Cryptozoologist turn, the right side for an "
                           "Assistant turn)", width, "dim", indent=4))
    side_cells = side_column(width)
    text.append(f"{'space':<10}{'left: Cryptozoologist':<{side_cells}}right: Assistant\n",
                style="underline")
    for space, seat in enumerate(view.track, start=1):
        start = " start" if space == track.highlighted else ""
        text.append(f"{space:>3}{start:<7}")
        side = view.sides[seat] if seat is not None else ""
        text.append(" " * side_cells if side == "right" else "")
        if seat is not None:
            mark = CURRENT if seat == view.current else " "
            text.append(f"{mark} ")
            text.append(fit(view.players[seat].name, side_cells - 2),
                        style="bold" if seat == view.current else "")
        text.append("\n")
    return text


def side_column(width: int) -> int:
    """The cells of one side of the track, after the space numbers."""
    return min(40, (width - 10) // 2)


def phase_text(view: CrypticView) -> str:
    if view.phase == "over":
        return "the game is over"
    who = view.players[view.current].name if view.current >= 0 else "nobody"
    if view.phase == "setup":
        return f"setting up: {fit(who, 24)}'s turn"
    final = "  (the final round)" if view.final_round == view.round else ""
    return f"round {view.round}, {view.phase.title()} Phase: {fit(who, 24)}'s turn{final}"


# --------------------------------------------------------------------------- player boards


def player_text(view: CrypticView, data: Data, seat: int, own: bool, *, width: int = WIDTH) -> Text:
    """A player's board, what counts most first: evidence, coins, experience, action
    markers, skills, terrain tiles, found cryptids, requests, Wolpertinger tokens; the
    contracts only when `own` (and only a view of that seat holds them)."""
    p = view.players[seat]
    where = f"at {place_text(data, p.location)}" if p.location else "not on the map yet"
    text = flow("", [Text(fit(p.name, width - 12), style="bold"), f"(player {seat + 1})",
                     where], width, "  ")
    slots = [piece_text(data, piece) for piece in p.evidence]
    slots += [piece_text(data, None)] * (data.parts.player_board.evidence_slots - len(slots))
    text.append_text(flow(Text("Evidence  ", style="bold"), slots, width, " "))
    purse = [f"coins {p.coins}", f"experience {p.experience}",
             f"main movement {'used' if p.movement_used else 'ready'}",
             f"main action {'used' if p.action_used else 'ready'}"]
    if "no-bids" not in view.modules:
        purse.append(f"bid markers to place {p.free_bids}")
    text.append_text(flow("", purse, width))
    text.append_text(skills_text(view, data, p, width))
    text.append_text(terrain_text(data, p.terrain, width))
    text.append_text(found_text(data, p, width))
    if p.wolpertinger is not None:
        text.append_text(flow(Text("Wolpertinger  ", style="bold"), [
            f"stuffed hares {p.wolpertinger.hares}",
            f"tokens kept: {', '.join(p.wolpertinger.tokens) or 'none'}"], width))
    text.append_text(contracts_text(data, p, own, width, solo=view.poacher is not None))
    return text


def skills_text(view: CrypticView, data: Data, p: PlayerView, width: int) -> Text:
    """Each skill on the board: ready or spent (active), owned (passive), or its price in
    experience; in as many columns as the width holds."""
    cells = []
    for skill in data.parts.player_board.skills:
        owned = p.skills.get(skill.id, 0)
        if not owned:
            state = f"learn {learning_cost(data, len(view.players), skill.id)} exp"
        elif skill.kind == "passive":
            state = "always on" if skill.copies == 1 else f"{owned} of {skill.copies} owned"
        else:
            state = f"SPENT ({REFRESH_COST}c)" if skill.id in p.spent else "ready"
        cells.append(f"{skill.name}: {state}")
    longest = max(cell_len(cell) for cell in cells)
    columns = max(1, 1 + (width - 2 - longest) // (longest + 2))
    text = prose(Text("Skills  ", style="bold"), "(exp: to learn it; c: coins to ready it)",
                 width, "dim")
    for i in range(0, len(cells), columns):
        row = "".join(cell.ljust(longest + 2) for cell in cells[i:i + columns])
        text.append(f"  {row}".rstrip() + "\n")
    return text


TILE_CELLS = 16  # a terrain tile on the board: its id and terrain, or its drawing, and a gap


def terrain_text(data: Data, tiles: Sequence[str], width: int) -> Text:
    """The terrain tiles on the board, drawn side by side with their bonus letters, in as
    many rows of tiles as the width needs."""
    if not tiles:
        return Text.assemble(("Terrain tiles", "bold"), "  none\n")
    by_id = {t.id: t for t in data.parts.terrain_tiles.tiles}
    text = prose(Text("Terrain tiles  ", style="bold"), "(c coin, e experience, i initiative)",
                 width, "dim")
    per_row = max(1, (width - 2) // TILE_CELLS)
    for first in range(0, len(tiles), per_row):
        row_tiles = [by_id[t] for t in tiles[first:first + per_row]]
        drawings = [shape_rows(t.cells, TERRAIN_MARKS[t.terrain][0],
                               {cell: BONUS_LETTERS[bonus] for cell, bonus in t.bonus_at})
                    for t in row_tiles]
        labels = "".join(f"{t.id} {t.terrain}".ljust(TILE_CELLS) for t in row_tiles)
        text.append(f"  {labels}".rstrip() + "\n")
        for row in range(max(len(rows) for rows in drawings)):
            line = Text("  ")
            for tile, rows in zip(row_tiles, drawings, strict=True):
                append_tile_row(line, rows[row] if row < len(rows) else [], tile.terrain,
                                TILE_CELLS)
            line.rstrip()
            text.append_text(line)
            text.append("\n")
    return text


def found_text(data: Data, p: PlayerView, width: int) -> Text:
    """Found cryptids with where each went: waiting, settled, or given to a request."""
    in_requests = {name for r in p.requests for name in r.cryptids}
    found = []
    for name in p.found:
        where = [w for w, held in (("settled", name in p.settled),
                                   ("in a request", name in in_requests),
                                   ("not relocated yet", name in p.unsettled)) if held]
        found.append(f"{name} ({', '.join(where) or 'relocated'})")
    text = flow(Text(f"Found cryptids ({len(found)})  ", style="bold"), found or ["none yet"],
                width, "; ")
    for r in p.requests:
        text.append_text(flow(Text(f"Request [{request_text(data, r.id)}]  ", style="bold"),
                              r.cryptids, width, " + "))
    return text


def contracts_text(data: Data, p: PlayerView, own: bool, width: int,
                   solo: bool = False) -> Text:
    contracts = p.contracts
    if not own or contracts is None:
        return Text.assemble(("Contracts", "bold"), f"  {p.contract_count} face down\n")
    note = ("(face up in solo: both score, and the Poacher hunts for them)" if solo else
            "(only you see these; the better one scores)")
    text = prose(Text("Your contracts  ", style="bold"), note, width, "dim")
    for contract in contracts:
        text.append_text(prose("  ", f"1 point per found {contract_text(data, contract)}",
                               width, indent=4))
    return text


def players_text(view: CrypticView, data: Data, *, width: int = WIDTH) -> Text:
    """The other players' public boards (never their contracts)."""
    text = Text()
    for p in view.players:
        if p.seat != view.viewer:
            text.append_text(player_text(view, data, p.seat, own=False, width=width))
            text.append("\n")
    return text


# --------------------------------------------------------------------------- final scoring


def final_text(result: Result, *, width: int = WIDTH) -> Text:
    """The nine scoring steps (and the Wolpertinger's) for every player, the totals, and how
    the winner was decided."""
    scores = result.scores
    label = max(cell_len(v) for v in STEP_LABELS.values()) + 2
    column = max(5, min(20, (width - label) // max(1, len(scores)) - 1))
    label = min(label, width - len(scores) * (column + 1))  # cut when the column is narrow
    text = Text(fit("Final scoring", label - 1).ljust(label), style="bold")
    for s in scores:
        name = fit(s.name, column - 1) + ("*" if s.seat in result.winners else " ")
        text.append(" " * (column + 1 - cell_len(name)) + name, style="bold")
    text.append("\n")
    steps = [*STEPS, *(k for s in scores for k in s.breakdown if k not in STEPS)]
    for step in dict.fromkeys(steps):
        if not any(step in s.breakdown for s in scores):
            continue
        text.append(fit(STEP_LABELS.get(step, step), label - 1).ljust(label))
        text.append("".join(f" {s.breakdown.get(step, 0):>{column - 1}} " for s in scores) + "\n")
    text.append("Total".ljust(label), style="bold")
    text.append("".join(f" {s.total:>{column - 1}} " for s in scores) + "\n", style="bold")
    text.append_text(tiebreak_text(result, width))
    return text


def tiebreak_text(result: Result, width: int) -> Text:
    """Which tie-break decided, with each tied player's values for the ones compared."""
    winners = "the winners share" if result.tie else "the winner"
    if result.decided_by == "score":
        return prose("", f"* marks {winners}: the highest total, no tie-break needed", width)
    best = max(s.total for s in result.scores)
    tied = [s for s in result.scores if s.total == best]
    depth = (TIEBREAKS.index(result.decided_by) + 1 if result.decided_by in TIEBREAKS
             else len(TIEBREAKS))
    text = prose("", f"* marks {winners}. Tied on {best} point{'s' if best != 1 else ''}; "
                 f"the tie-breaks in order: {', '.join(TIEBREAKS)}", width)
    for s in tied:
        values = [f"{name} {value}" for name, value in
                  zip(TIEBREAKS[:depth], s.tiebreak, strict=False)]
        text.append_text(flow(f"  {fit(s.name, 24)}: ", values, width, ", ", 4))
    if result.tie:
        text.append_text(prose("  ", "still tied after every tie-break: the victory is shared",
                               width, indent=4))
    else:
        text.append_text(prose("  ", f"decided by {result.decided_by}", width, indent=4))
    return text


# --------------------------------------------------------------------------- the Poacher (solo)

PICK_WORDS = {"found": "found by you and not relocated", "contract": "fitting your contracts",
              "bid": "with your bid"}
# the marks of a used line's actions: done, could not be done, not tried, and the move after
DONE, FAILED, UNTRIED, MOVE = "✓", "✗", "-", "→"


def poacher_text(view: CrypticView, data: Data, *, width: int = WIDTH,
                 offered: Sequence[str] = ()) -> Text:
    """The Poacher's board in a solo game: how near he is to winning, his evidence and
    captures, his cards, and the active card with the line he used in each phase marked
    (▶), each action he tried marked done (✓) or failed (✗, with why). First, while you
    choose his terrain tile, the `offered` tiles drawn."""
    poacher = view.poacher
    assert poacher is not None  # a solo game's view
    p = view.players[poacher.seat]
    text = Text()
    if offered:
        text.append_text(prose(Text("Choose his tile  ", style="bold"), "the ones he may "
                               "place, drawn as they lie before turning:", width))
        text.append_text(terrain_text(data, offered, width))
        text.append("\n")
    text.append_text(flow("", [Text(fit(p.name, width - 30), style="bold"),
                               "(the solo opponent: his cards play him)"], width, "  "))
    text.append_text(poacher_win_text(view, data, width))
    slots = [piece_text(data, piece) for piece in p.evidence]
    room = poacher_parts(data.parts).board.evidence_slots
    slots += [piece_text(data, None)] * (room - len(slots))
    text.append_text(flow(Text("Evidence  ", style="bold"), slots, width, " "))
    captured = poacher.captured
    text.append_text(flow(Text(f"Captured ({len(captured)})  ", style="bold"),
                          captured or ["none yet"], width, "; "))
    if poacher.active:
        text.append_text(poacher_card_text(view, data, width))
    else:
        text.append_text(flow(Text("Cards  ", style="bold"), [
            f"deck {poacher.deck}", "no card in play yet"], width))
    return text


def poacher_win_text(view: CrypticView, data: Data, width: int) -> Text:
    """How near he is to his win: captures in all, and those fitting each of your
    contracts; the count that one more capture would complete is marked."""
    board = poacher_parts(data.parts).board
    poacher = view.poacher
    assert poacher is not None  # a solo game's view
    if poacher.won:
        return Text("He has won: the game is over.\n", style="bold")

    def count(held: int, needed: int, what: str) -> str:
        near = " (ONE MORE WINS)" if held == needed - 1 else ""
        return f"{held} of {needed} {what}{near}"

    text = prose(Text("Toward his win  ", style="bold"),
                 count(len(poacher.captured), board.captures_to_win, "cryptids in all"), width)
    for contract, held in poacher.for_contracts.items():
        text.append_text(prose("  ", count(held, board.contract_captures_to_win, "for your "
                                           f"contract: {contract_text(data, contract)}"),
                               width, indent=4))
    return text


def poacher_card_text(view: CrypticView, data: Data, width: int) -> Text:
    """The active card: what he prefers, then each phase's lines, the one used marked."""
    poacher = view.poacher
    assert poacher is not None and poacher.active is not None  # his card is in play
    card = poacher_parts(data.parts).cards[poacher.active - 1]
    above = view.track.index(poacher.seat) < view.track.index(YOU)
    text = flow(Text(f"Card {card.number} in play  ", style="bold"), [
        f"deck {poacher.deck}", f"discards {len(poacher.discards)}",
        f"his tile: {card.terrain}", "regions in order " + " ".join(card.region_priority)],
        width)
    text.append_text(prose("  ", "He captures first a cryptid " + ", then ".join(
        PICK_WORDS[p] for p in card.cryptid_priority) + ".", width, indent=4))
    held = len(view.players[poacher.seat].evidence)
    text.append_text(prose(Text("Cryptozoologist Phase  ", style="bold"),
                           "(the line for the evidence he holds)", width, "dim"))
    used = poacher.lines.get("cryptozoologist")
    for line, actions in enumerate(card.by_evidence):
        text.append_text(card_line(f"line {line + 1}, holding {line}", actions, False,
                                   used if used and used.line == line else None, width))
    text.append_text(prose(Text("Assistant Phase  ", style="bold"),
                           "(the line for his place on the track, then his meeple moves)",
                           width, "dim"))
    used = poacher.lines.get("assistant")
    for line, (where, part) in enumerate((("above you", card.above), ("below you", card.below))):
        text.append_text(card_line(f"line {line + 1}, {where}",
                                   [*part.actions, f"move:{part.move}"], True,
                                   used if used and used.line == line else None, width))
    if used is None:
        now = "above" if above else "below"
        text.append_text(prose("  ", f"(he is {now} you now; he holds {held} evidence)",
                               width, "dim"))
    return text


def card_line(label: str, actions: Sequence[str], market: bool, used: PoacherLine | None,
              width: int) -> Text:
    """One line of his card: ▶ and each action's outcome when he used it, else plain."""
    def said(action: str) -> str:
        if action.startswith("move:"):
            return f"then his meeple goes just {action[5:]} you"
        return poacher_words(action, market)

    if used is None:
        return prose(f"  {label}: ", "; ".join(said(a) for a in actions), width, indent=4)
    why = dict(used.failed)
    text = Text.assemble(CURRENT, " ", (f"{label}: the line he used", "bold"), "\n")
    for action in actions:
        if action in why:
            piece = f"{FAILED} {said(action)}: {why[action]}"
        elif action == used.done:
            piece = f"{DONE} {said(action)}"
        elif action.startswith("move:"):
            piece = f"{MOVE} {said(action)}"
        else:
            piece = f"{UNTRIED} {said(action)} (not needed)"
        text.append_text(prose("    ", piece, width, "bold" if action == used.done else "",
                               indent=6))
    if not used.done:
        text.append_text(prose("    ", "he could do none of these", width, indent=6))
    return text
