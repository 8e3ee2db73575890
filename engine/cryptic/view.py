"""What one seat may see: the whole table; its own contracts; of hidden things (the bag,
the decks, the other players' contracts, face-down tokens) only counts and places.

A view is a tree of frozen records, named as the rulebook names things, so an app reads
`view.players[seat].coins` and a type checker knows each field. Here are the base game's:
`TableView` (the table) and `BoardView` (a Cryptozoologist's board). The parts a module adds
are its own records, in its file or package, made by its `view_sections` and
`board_sections` hooks (engine.cryptic.modules) and absent (None) when it is off. The
records with a field for each module's part (`CrypticView`, `PlayerView`) are assembled where
the modules are registered (registered.py), and the apps read them through
engine.cryptic.api. The records hold only plain data (no state objects): the fuzz check
compares a seat's views before and after changing what that seat may not see."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

from engine.core.records import Frozen
from engine.cryptic.ctx import Ctx, Data
from engine.cryptic.modules import board_sections, open_contracts, view_sections
from engine.cryptic.sanctuary import LaidTerrain, Sanctuary, SettledCryptid, Spot, placed_squares
from engine.cryptic.state import ASSISTANT, PlayerState, RowCard


class EvidencePiece(Frozen):
    """An evidence token or bonus rumor as it lies face up: its type and price (`piece` is
    its number in the state; a bonus rumor's is negative)."""

    piece: int
    type: str
    price: int


class RequestToken(Frozen):
    """A request token a player fulfilled, and the two cryptids it took."""

    id: str
    cryptids: list[str]


class BoardView(Frozen):
    """A Cryptozoologist's board and pieces. `contracts` are the personal contracts' ids,
    only for the viewer (and in solo, where they lie face up); others' are a count."""

    seat: int
    name: str
    location: str  # "" before setup places the player
    evidence: list[EvidencePiece | None]
    coins: int
    experience: int
    skills: dict[str, int]
    spent: list[str]
    movement_used: bool
    action_used: bool
    free_bids: int
    terrain: list[str]
    found: list[str]
    unsettled: list[str]
    settled: list[str]
    requests: list[RequestToken]
    contract_count: int
    contracts: list[str] | None


class CryptidCard(Frozen):
    """A revealed cryptid card of the row: where it lives (a runaway's place is its token's
    back), the evidence it needs (a drawn token stands for its '?') and the bids on it."""

    name: str
    location: str | None
    evidence: list[str]
    drawn_evidence: int | None
    bids: list[int]


class LaidTile(Frozen):
    """A terrain tile laid in the sanctuary, and the spot it covers."""

    tile: str
    spot: str


class SettledView(Frozen):
    """A cryptid settled in the sanctuary: who settled it, where, on which squares."""

    cryptid: str
    seat: int
    spot: str
    cells: list[tuple[int, int]]
    terrain: str


class SanctuaryView(Frozen):
    """The sanctuary board: fences, opened spaces, laid tiles, settled cryptids."""

    fenced: list[tuple[int, int]]
    opened: dict[str, str]
    laid: list[LaidTile]
    settled: list[SettledView]
    closed: list[str]


Board = TypeVar("Board", bound=BoardView)


class TableView(Frozen, Generic[Board]):
    """The table as one seat sees it (the base game's parts). `modules` says how the panels
    read it (bids or none)."""

    viewer: int
    modules: list[str]
    phase: str
    round: int
    final_round: int  # 0 until the game end is triggered
    current: int
    acted: list[int]
    track: list[int | None]
    sides: list[str]
    dice: list[str]
    dice_taken: list[bool]
    bag: int
    set_aside: int
    market: list[EvidencePiece | None]
    board: dict[str, list[EvidencePiece | None]]
    rumor_supply: int
    row: list[CryptidCard | None]
    decks: dict[int, int]
    discards: dict[int, list[str]]
    general_contract: str
    requests: list[str]
    terrain_piles: dict[str, list[str]]
    closed_terrains: list[str]
    sanctuary: SanctuaryView
    construction_complete: bool
    players: list[Board]


Table = TypeVar("Table", bound=TableView[Any])


def _pieces(ctx: Ctx, pieces: list[int | None] | list[int]) -> list[EvidencePiece | None]:
    return [None if piece is None else EvidencePiece(piece, ctx.kind(piece), ctx.price(piece))
            for piece in pieces]


def _player(ctx: Ctx, p: PlayerState, own: bool, board: Callable[..., BoardView]) -> BoardView:
    return board(
        seat=p.seat,
        name=p.name,
        location=p.location,
        evidence=_pieces(ctx, p.evidence),
        coins=p.coins,
        experience=p.experience,
        skills=dict(p.skills),
        spent=sorted(p.spent),
        movement_used=p.movement_used,
        action_used=p.action_used,
        free_bids=p.free_bids,
        terrain=list(p.terrain),
        found=list(p.found),
        unsettled=list(p.unsettled),
        settled=list(p.settled),
        requests=[RequestToken(r.id, list(r.cryptids)) for r in p.requests],
        contract_count=len(p.contracts),
        contracts=list(p.contracts) if own else None,
        **board_sections(ctx, p),
    )


def _card(ctx: Ctx, card: RowCard | None) -> CryptidCard | None:
    if card is None:
        return None
    return CryptidCard(
        name=card.name,
        location=ctx.where(card),  # a runaway's token lies face down: only its back shows
        evidence=ctx.needs(card),
        drawn_evidence=card.evidence_token,
        bids=list(card.bids),
    )


def _sanctuary(ctx: Ctx) -> SanctuaryView:
    s = ctx.state.sanctuary
    return SanctuaryView(
        fenced=list(s.fenced),
        opened=dict(s.opened),
        laid=[LaidTile(x.tile, x.spot.id) for x in s.laid],
        settled=[SettledView(x.cryptid, x.seat, x.spot.id, list(x.cells), x.terrain)
                 for x in s.settled],
        closed=list(s.closed),
    )


def sanctuary_of(data: Data, shown: SanctuaryView) -> Sanctuary:
    """The sanctuary back from its view (`view(...).sanctuary`), so a board can ask the
    rules' own questions about it (where a tile may go, and why not)."""
    terrains = {t.id: t.terrain for t in data.parts.terrain_tiles.tiles}
    s = Sanctuary(fenced=list(shown.fenced), opened=dict(shown.opened), closed=list(shown.closed))
    for laid in shown.laid:
        tile, spot = laid.tile, Spot.of_id(laid.spot)
        for cell, symbol in placed_squares(data.parts, tile, spot).items():
            s.terrain[cell] = terrains[tile]
            if symbol is not None:
                s.symbols[cell] = symbol
        s.laid.append(LaidTerrain(tile, spot))
    s.settled = [SettledCryptid(x.cryptid, x.seat, Spot.of_id(x.spot), list(x.cells), x.terrain)
                 for x in shown.settled]
    return s


def sides(ctx: Ctx) -> list[str]:
    """Each seat's side of the initiative track: left waits for a Cryptozoologist turn,
    right for an Assistant turn."""
    s = ctx.state
    crypto = s.phase != ASSISTANT
    return [("right" if crypto else "left") if p.seat in s.acted else
            ("left" if crypto else "right") for p in s.players]


def view(ctx: Ctx, seat: int, table: type[Table], board: Callable[..., BoardView]) -> Table:
    """`seat`'s view, as the records `table` and `board` (with a field for each section the
    modules add: registered.py's `CrypticView` and `PlayerView`)."""
    s = ctx.state
    face_up = open_contracts(s)
    return table(
        viewer=seat,
        modules=list(s.modules),  # how the panels read the table (bids or none)
        phase=s.phase,
        round=s.round,
        final_round=s.final_round,
        current=s.current,
        acted=list(s.acted),
        track=list(s.track),
        sides=sides(ctx),
        dice=list(s.dice),
        dice_taken=list(s.dice_taken),
        bag=len(s.bag),
        set_aside=len(s.set_aside),
        market=_pieces(ctx, s.market),
        board={loc: _pieces(ctx, tokens) for loc, tokens in sorted(s.board.items())},
        rumor_supply=s.rumor_supply,
        row=[_card(ctx, card) for card in s.row],
        decks={level: len(deck) for level, deck in sorted(s.decks.items())},
        discards={level: list(pile) for level, pile in sorted(s.discards.items())},
        general_contract=s.general_contract,
        requests=list(s.requests),
        terrain_piles={t: list(pile) for t, pile in sorted(s.terrain_piles.items())},
        closed_terrains=list(s.closed_terrains),
        sanctuary=_sanctuary(ctx),
        construction_complete=s.construction_complete,
        # a module may lay the contracts face up (solo: yours)
        players=[_player(ctx, p, p.seat == seat or face_up, board) for p in s.players],
        **view_sections(ctx, seat),
    )
