"""Final scoring in the rulebook's order, and the winner with its tie-breaks."""

from __future__ import annotations

from engine.core import Result, SeatScore, rank
from engine.wondrous.ctx import Ctx
from engine.wondrous.modules import MODULES, automa_of
from engine.wondrous.registry import EFFECTS, num
from engine.wondrous.reserve import (
    distinct_species_on_cards,
    habitat_icons,
    of_type,
    species_icons,
)
from engine.wondrous.state import RESOURCES, PlayerState

EFFECTS.passive(
    {
        "end_score_per_species_icon",
        "end_score_per_card_type",
        "end_score_per_egg",
        "end_score_habitat_sets",
        "end_score_leftovers",
        "end_repeat_end_card",
        "end_score_distinct_card_types",
        "end_score_distinct_species_cards",
        "end_score_per_achievement_marker",
    }
)

CATEGORIES = (
    "during the game",
    "end cards",
    "card scores",
    "achievements",
    "trophies",
    "leftovers",
)


def end_card_score(ctx: Ctx, p: PlayerState, number: int) -> int:
    """What one end card is worth for `p` now (Bustosaur repeats the best other one)."""
    ability = ctx.card(number).ability
    params = dict(ability.params)
    cap = num(params, "cap")
    vp = num(params, "vp", 1)
    effect = ability.effect
    if effect == "end_score_per_species_icon":
        species = ctx.card(number).species[0] if params["species"] == "own" else params["species"]
        points = vp * species_icons(ctx, p, str(species), hatched_too=True)
    elif effect == "end_score_per_card_type":
        points = vp * len(of_type(ctx, p, str(params["card_type"])))
    elif effect == "end_score_per_egg":
        points = vp * len(p.eggs)
    elif effect == "end_score_habitat_sets":
        points = vp * min(habitat_icons(ctx, p, r) for r in RESOURCES)
    elif effect == "end_score_leftovers":
        points = vp * (sum(p.resources.values()) + p.nets)
    elif effect == "end_repeat_end_card":
        others = [
            c.number
            for c in of_type(ctx, p, "end")
            if ctx.card(c.number).ability.effect != "end_repeat_end_card"
        ]
        points = max((end_card_score(ctx, p, n) for n in others), default=0)
    elif effect == "end_score_distinct_card_types":
        points = vp * len({ctx.card(c.number).type for c in p.reserve})
    elif effect == "end_score_distinct_species_cards":
        points = vp * distinct_species_on_cards(ctx, p)
    elif effect == "end_score_per_achievement_marker":
        points = vp * len(p.achievements)  # one marker on each achievement completed
    else:
        count = MODULES.first(ctx.state, lambda m: m.end_cards.get(effect))
        if count is None:
            raise ValueError(f"{effect!r} is not an end card ability")
        points = vp * count(ctx, p)
    return min(points, cap) if cap else points


def achievement_points(ctx: Ctx, seat: int) -> int:
    points = 0
    for a in ctx.state.achievements:
        side = ctx.cat.achievement(a.id).sides[ctx.state.achievement_side]  # type: ignore[index]
        points += sum(side.slots[i].points for i, s in enumerate(a.slots) if s == seat)
    return points


def breakdown(ctx: Ctx, p: PlayerState) -> dict[str, int]:
    """A seat's final score by category: an automa's own (Tingent's) or the base ones, then
    each module's, in place."""
    automa = automa_of(ctx.state, p.seat)
    parts = (automa.scores(ctx, achievement_points(ctx, p.seat)) if automa is not None
             else base_breakdown(ctx, p))
    for module in MODULES.switched_on(ctx.state):
        for category, score in module.scores.items():
            parts[category] = score(ctx, p)
    return {c: parts[c] for c in categories(ctx, tuple(parts))}


def base_breakdown(ctx: Ctx, p: PlayerState) -> dict[str, int]:
    final = ctx.cat.comps.components.final_scoring
    achievements = achievement_points(ctx, p.seat)
    leftovers = (sum(p.resources.values()) + p.nets) // final["leftovers_per_vp"]
    return {
        "during the game": p.score,
        "end cards": sum(end_card_score(ctx, p, c.number) for c in of_type(ctx, p, "end")),
        "card scores": sum(ctx.card(c.number).ending_score for c in p.reserve),
        "achievements": achievements,
        "trophies": final["trophy_vp"] * p.trophies,
        "leftovers": leftovers,
    }


def categories(ctx: Ctx, base: tuple[str, ...] = CATEGORIES) -> tuple[str, ...]:
    """A seat's score categories in this game, in the order they are scored: the base ones
    (or an automa's), each module's placed before the one it names (or last)."""
    # `base` may be a breakdown already holding the modules' categories: they go in below
    order = [c for c in base if not any(c in m.scores for m in MODULES.switched_on(ctx.state))]
    for module in MODULES.switched_on(ctx.state):
        at = order.index(module.scores_before) if module.scores_before else len(order)
        order[at:at] = module.scores
    return tuple(order)


def result(ctx: Ctx) -> Result:
    """Ties go to trophies, then remaining resources; with an automa (Tingent), to trophies,
    then the automa."""
    scores = []
    automa = next(MODULES.hooks(ctx.state, lambda m: m.automa), None)
    for p in ctx.state.players:
        parts = breakdown(ctx, p)
        second = (int(p.seat == automa.seat(ctx.state)) if automa is not None
                  else sum(p.resources.values()))
        scores.append(SeatScore(p.seat, p.name, sum(parts.values()), parts, (p.trophies, second)))
    names = ("trophies", automa.tie_break if automa is not None else "remaining resources")
    return rank(scores, names, ctx.state.end_reason or "game over")
