"""What one seat may see: the whole table, its own hand, and only counts of hidden things."""

from __future__ import annotations

from typing import Any

from engine.wondrous.board import overlays_view
from engine.wondrous.ctx import Ctx
from engine.wondrous.solo.mode import project_bonus
from engine.wondrous.state import PlayerState
from engine.wondrous.winterfall.projects import rank_points, snowflake_count, species_count


def _player(p: PlayerState, own: bool, winter: bool) -> dict[str, Any]:
    data: dict[str, Any] = {
        "seat": p.seat,
        "name": p.name,
        "resources": dict(p.resources),
        "nets": p.nets,
        "eggs": [{"species": e.species, "hatched": e.hatched} for e in p.eggs],
        "reserve": [
            {"number": c.number, "energies": c.energies, "added_species": list(c.added_species),
             "used_this_turn": c.number in p.energy_used}  # said in the log: public
            for c in p.reserve
        ],
        "captain": p.captain,
        "unlocked": p.unlocked,
        "captain_energies": p.captain_energies,
        "crew": [[list(h) for h in spot] if spot else None for spot in p.crew],
        "markers": list(p.markers),
        "achievements": list(p.achievements),
        "trophies": p.trophies,
        "score": p.score,
        "hand_size": len(p.hand),
    }
    if winter:
        data["snowflakes"] = p.snowflakes
    if own:
        data["hand"] = sorted(p.hand)
        data["captain_offer"] = list(p.captain_offer)
    return data


def view(ctx: Ctx, seat: int) -> dict[str, Any]:
    s = ctx.state
    winter = bool(s.snowfields)  # a Winterfall game: the map's winter parts are shown
    data = {
        "phase": s.phase,
        "current": s.current,
        "turn": s.turn,
        "viewer": seat,
        "side": s.side,
        "overlays": overlays_view(s),
        "deck": len(s.deck),
        "discard": list(s.discard),
        "wilderness": list(s.wilderness),
        "pouch": len(s.pouch),
        "supply_eggs": dict(s.supply_eggs),
        "trophies": s.trophies,
        "tile_stack": len(s.tile_stack),
        "tile_pool": list(s.tile_pool),
        "tiles": {f"{r},{c}": t for (r, c), t in sorted(s.tiles.items())},
        "map_eggs": {f"{r},{c}": e for (r, c), e in sorted(s.map_eggs.items())},
        "time_pos": s.time_pos,
        "time_tokens": sorted(s.time_tokens),  # where face-down tokens lie, not their marks
        "achievements": [{"id": a.id, "slots": list(a.slots)} for a in s.achievements],
        "final_turns": s.final_turns,
        "players": [_player(p, p.seat == seat, winter) for p in s.players],
        "solo": _solo(ctx),
    }
    if winter:
        data |= _winter(ctx)
        data["projects"] = _projects(ctx)
    return data


def _winter(ctx: Ctx) -> dict[str, Any]:
    """Winterfall's parts of the table: snowfields, blizzards, aurora tiles, the decks of
    Winterfall cards and aurora tiles (their backs: counts), the prelude card, the species
    of the game and the species projects' tokens."""
    s = ctx.state
    return {
        "species": list(ctx.species),
        "prelude": s.prelude,
        "project_species": list(s.project_species),
        "snowfields": list(s.snowfields),
        "blizzards": [f"{r},{c}" for r, c in s.blizzards],
        "auroras": {f"{r},{c}": {"tile": a.tile, "tokens": a.tokens}
                    for (r, c), a in sorted(s.auroras.items())},
        "aurora_discard": list(s.aurora_discard),
        "aurora_stack": len(s.aurora_stack),
        "aurora_drawn": list(s.aurora_drawn),  # shown to all, as the prompt shows them
        "winter_deck": len(s.winter_deck),
        "winter_discard": list(s.winter_discard),
        "winter_card": s.winter_card,  # the Winterfall card being applied (0: none)
    }


def _projects(ctx: Ctx) -> list[dict[str, Any]]:
    """The project board as it would score now (for the app's Projects tab): each project
    left to right with what it counts (a species, once drawn at setup, or snowflakes),
    the points by rank, each seat's count and the points that count would earn now."""
    s = ctx.state
    board = ctx.cat.comps.winterfall.tracks.project_board
    rewards = board.points_for(len(s.players))
    # the species tokens drawn at setup, left first (wf-setup adds the field to the state)
    drawn = iter(s.project_species)
    found = []
    for project in board.side_for(len(s.players)).projects:
        species = next(drawn, None) if project.counts == "species" else None
        if project.counts == "snowflakes":
            counts: list[int] | None = [snowflake_count(p) for p in s.players]
        elif species is not None:
            counts = [species_count(ctx, p, species) for p in s.players]
        else:
            counts = None  # its species is not drawn yet
        found.append({"slot": project.slot, "counts": project.counts, "species": species,
                      "text": project.text, "rewards": list(rewards), "count": counts,
                      "points": rank_points(counts, rewards) if counts is not None else None})
    return found


def _solo(ctx: Ctx) -> dict[str, Any] | None:
    """Tingent's board and cards; face-down cards and its deck only as counts. In
    Winterfall also its snowflakes, its tally in each project (its level's extra icons
    counted in), those extra icons, and the eggs still waiting on its board (Eggpocalypse:
    space -> species)."""
    solo = ctx.state.solo
    if solo is None:
        return None
    data = {
        "seat": solo.seat,
        "level": solo.level,
        "scenarios": dict(solo.scenarios),
        "deck": len(solo.deck),
        "drawn": list(solo.drawn),
        "tracker": solo.tracker,
        "brown": solo.brown,
        "face_down": len(solo.face_down),
        "targets": dict(solo.targets),
        "hazed_slots": sorted(solo.hazed),
        "kicked": solo.kicked,
    }
    if ctx.state.snowfields:
        t = ctx.p(solo.seat)
        data |= {
            "snowflakes": t.snowflakes,
            "project_bonus": project_bonus(ctx, t),
            "project_tallies": [p["count"][solo.seat] if p["count"] else None
                                for p in _projects(ctx)],
            "board_eggs": {str(space): list(eggs) for space, eggs in
                           sorted(solo.board_eggs.items())},
        }
    return data
