"""What one seat may see: the whole table; its own contracts; of hidden things (the bag,
the decks, the other players' contracts, face-down tokens) only counts and places."""

from __future__ import annotations

from typing import Any

from engine.cryptic.ctx import Ctx, Data
from engine.cryptic.sanctuary import LaidTerrain, Sanctuary, SettledCryptid, Spot, placed_squares
from engine.cryptic.scoring import fits_contract
from engine.cryptic.solo.seats import YOU
from engine.cryptic.state import ASSISTANT, PlayerState, RowCard


def _pieces(ctx: Ctx, pieces: list[int | None] | list[int]) -> list[dict[str, Any] | None]:
    return [None if piece is None else {"piece": piece, "type": ctx.kind(piece),
                                        "price": ctx.price(piece)} for piece in pieces]


def _player(ctx: Ctx, p: PlayerState, own: bool) -> dict[str, Any]:
    data: dict[str, Any] = {
        "seat": p.seat,
        "name": p.name,
        "location": p.location,
        "evidence": _pieces(ctx, p.evidence),
        "coins": p.coins,
        "experience": p.experience,
        "skills": dict(p.skills),
        "spent": sorted(p.spent),
        "movement_used": p.movement_used,
        "action_used": p.action_used,
        "free_bids": p.free_bids,
        "terrain": list(p.terrain),
        "found": list(p.found),
        "unsettled": list(p.unsettled),
        "settled": list(p.settled),
        "requests": [{"id": r.id, "cryptids": list(r.cryptids)} for r in p.requests],
        "wolpertinger": list(p.wolpertinger),
        "hares": p.hares,
        "contracts": len(p.contracts),
    }
    if own:
        data["contracts"] = list(p.contracts)
    return data


def _card(ctx: Ctx, card: RowCard | None) -> dict[str, Any] | None:
    if card is None:
        return None
    evidence = card.evidence_token
    return {
        "name": card.name,
        "location": ctx.where(card),  # a runaway's token lies face down: only its back shows
        "evidence": ctx.needs(card),
        "drawn_evidence": None if evidence is None else evidence,
        "bids": list(card.bids),
    }


def _sanctuary(ctx: Ctx) -> dict[str, Any]:
    s = ctx.state.sanctuary
    return {
        "fenced": [list(c) for c in s.fenced],
        "opened": dict(s.opened),
        "laid": [{"tile": x.tile, "spot": x.spot.id} for x in s.laid],
        "settled": [{"cryptid": x.cryptid, "seat": x.seat, "spot": x.spot.id,
                     "cells": [list(c) for c in x.cells], "terrain": x.terrain}
                    for x in s.settled],
        "closed": list(s.closed),
    }


def sanctuary_of(data: Data, shown: dict[str, Any]) -> Sanctuary:
    """The sanctuary back from its view (`view(...)["sanctuary"]`), so a board can ask the
    rules' own questions about it (where a tile may go, and why not)."""
    terrains = {t.id: t.terrain for t in data.parts.terrain_tiles.tiles}
    s = Sanctuary(fenced=[(r, c) for r, c in shown["fenced"]], opened=dict(shown["opened"]),
                  closed=list(shown["closed"]))
    for laid in shown["laid"]:
        tile, spot = laid["tile"], Spot.of_id(laid["spot"])
        for cell, symbol in placed_squares(data.parts, tile, spot).items():
            s.terrain[cell] = terrains[tile]
            if symbol is not None:
                s.symbols[cell] = symbol
        s.laid.append(LaidTerrain(tile, spot))
    s.settled = [SettledCryptid(x["cryptid"], x["seat"], Spot.of_id(x["spot"]),
                                [(r, c) for r, c in x["cells"]], x["terrain"])
                 for x in shown["settled"]]
    return s


def sides(ctx: Ctx) -> list[str]:
    """Each seat's side of the initiative track: left waits for a Cryptozoologist turn,
    right for an Assistant turn."""
    s = ctx.state
    crypto = s.phase != ASSISTANT
    return [("right" if crypto else "left") if p.seat in s.acted else
            ("left" if crypto else "right") for p in s.players]


def view(ctx: Ctx, seat: int) -> dict[str, Any]:
    s = ctx.state
    return {
        "viewer": seat,
        "modules": list(s.modules),  # how the panels read the table (bids or none, hares)
        "phase": s.phase,
        "round": s.round,
        "final_round": s.final_round,
        "current": s.current,
        "acted": list(s.acted),
        "track": list(s.track),
        "sides": sides(ctx),
        "dice": list(s.dice),
        "dice_taken": list(s.dice_taken),
        "bag": len(s.bag),
        "set_aside": len(s.set_aside),
        "market": _pieces(ctx, s.market),
        "board": {loc: _pieces(ctx, tokens) for loc, tokens in sorted(s.board.items())},
        "rumor_supply": s.rumor_supply,
        "row": [_card(ctx, card) for card in s.row],
        "decks": {level: len(deck) for level, deck in sorted(s.decks.items())},
        "discards": {level: list(pile) for level, pile in sorted(s.discards.items())},
        "general_contract": s.general_contract,
        "requests": list(s.requests),
        "terrain_piles": {t: list(pile) for t, pile in sorted(s.terrain_piles.items())},
        "closed_terrains": list(s.closed_terrains),
        "sanctuary": _sanctuary(ctx),
        "construction_complete": s.construction_complete,
        "wolpertinger_cities": sorted(s.wolpertinger),  # the tokens lie face down
        # solo: your contracts lie face up
        "players": [_player(ctx, p, p.seat == seat or s.poacher is not None) for p in s.players],
    } | ({"poacher": _poacher(ctx)} if s.poacher is not None else {})


def _poacher(ctx: Ctx) -> dict[str, Any]:
    """His deck (face down: a count), the active card, the line he used in each phase (and
    why the actions before it failed) and his captures; his evidence is his player's."""
    poacher = ctx.state.poacher
    assert poacher is not None
    return {
        "seat": poacher.seat,
        "deck": len(poacher.deck),
        "discards": list(poacher.discards),
        "active": poacher.active,
        "lines": {phase: dict(line) for phase, line in poacher.lines.items()},
        "captured": list(poacher.captured),
        # how near he is to winning by one of your contracts: his captures that fit each
        "for_contracts": {c: sum(fits_contract(ctx, name, c) for name in poacher.captured)
                          for c in ctx.p(YOU).contracts},
        "won": poacher.won,
    }
