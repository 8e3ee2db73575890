"""The Winterfall expansion as a module (GameConfig.modules names "winterfall"): a map that
changes while you play. Its rules live in modules named after them (snowfields, projects,
blizzards, wild_habitats, mountain_tiles, auroras); this one plugs them into the hooks.

Setup (the base steps lay out the main board side, the creature deck of both sets, the
Wilderness, the egg pouch of all eight species and the Winterfall time track, through the
catalog's `*_in(modules)` lookups); after the base "four players" step this module lays the
snowfields, draws the projects' species tokens, shuffles the Winterfall deck and the aurora
tile stack, and plays the prelude card. The projects score first at the end."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from engine.core.modules import named_in_config
from engine.wondrous.components import Ability
from engine.wondrous.ctx import Ctx
from engine.wondrous.modules import Setting, Unseen, WondrousModule, register
from engine.wondrous.registry import Source
from engine.wondrous.state import PlayerState
from engine.wondrous.winterfall import invariants as winterfall_invariants
from engine.wondrous.winterfall import placement, projects, snowfields
from engine.wondrous.winterfall.catalog import (
    aurora_tiles,
    wild_habitat_tiles,
    winter_captains,
    winter_cards,
)
from engine.wondrous.winterfall.component_set import WINTERFALL, winterfall_parts
from engine.wondrous.winterfall.played import lay_record, seat_winter, winter
from engine.wondrous.winterfall.track_events import aurora_event, winterfall_event
from engine.wondrous.winterfall.view import board_snowflakes, winterfall_view
from engine.wondrous.winterfall.wild_habitats import lay_wild_habitat

if TYPE_CHECKING:  # read with the Winterfall components (see Catalog)
    from engine.wondrous.winterfall.components import PreludeCard, ProjectSide

PROJECTS = "projects"  # the score category


def start(setting: Setting) -> None:
    """The Winterfall parts of the table, in the rulebook's order of setup."""
    state, rng = setting.state, setting.state.rng
    snowfields.lay_snowfields(state)
    species: list[str] = list(setting.cat.species_in(state.modules))
    rng.shuffle(species)
    record = winter(state)
    record.project_species = species[: species_projects(project_side(setting.ctx))]
    record.winter_deck = sorted(c.number for c in winterfall_parts(setting.cat.comps).cards.cards)
    rng.shuffle(record.winter_deck)
    record.aurora_stack = sorted(aurora_tiles(setting.cat))
    rng.shuffle(record.aurora_stack)
    prelude(setting)


def prelude(setting: Setting) -> None:
    """One prelude card at random: two random wild habitat tiles on its hexes for the board
    side (the left one first), then its own effect."""
    state, rng, ctx = setting.state, setting.state.rng, setting.ctx
    cards = winterfall_parts(setting.cat.comps).cards.prelude_cards
    card = rng.choice(cards)
    winter(state).prelude = card.number
    ctx.emit("prelude", f"The prelude card is {card.name}.", None, card=card.number)
    wild = list(wild_habitat_tiles(setting.cat))
    rng.shuffle(wild)
    for hexref, tile in zip(card.wild_habitats[state.side], wild, strict=False):  # type: ignore[index]
        lay_wild_habitat(ctx, hexref.coord, f"wild habitat {tile.id}", tile.special)
    prelude_effect(ctx, card)


def prelude_effect(ctx: Ctx, card: PreludeCard) -> None:
    """A prelude card's own effect: snowflakes on the snowfields it numbers (from 1)."""
    effect = card.effect
    if effect.effect != "snowflakes_on_snowfields":
        raise ValueError(f"prelude card {card.number}: no setup rule for {effect.effect!r}")
    fields = effect.params["snowfields"]
    assert isinstance(fields, list)
    snowfields.place_snowflakes(ctx, [int(n) - 1 for n in fields])


def project_side(ctx: Ctx) -> ProjectSide:
    return winterfall_parts(ctx.cat.comps).tracks.project_board.side_for(len(ctx.state.players))


def species_projects(side: ProjectSide) -> int:
    return sum(p.counts == "species" for p in side.projects)


def project_scores(ctx: Ctx) -> list[list[int]]:
    """Each project's points per seat, left to right: a species project counts that
    species' icons on cards and all its eggs, the snowflake project the snowflakes."""
    board = winterfall_parts(ctx.cat.comps).tracks.project_board
    rewards = board.points_for(len(ctx.state.players))
    species = iter(winter(ctx.state).project_species)
    scores = []
    for project in project_side(ctx).projects:
        count: Callable[[PlayerState], int] = projects.snowflake_count
        if project.counts == "species":
            count = partial(projects.species_count, ctx, species=next(species))
        scores.append(projects.project_points(ctx, count, rewards))
    return scores


def source_name(ctx: Ctx, source: Source) -> str | None:
    """A Winterfall card by its name, an aurora tile by where it lies (None: no hex)."""
    if source.kind == "winterfall":
        return winter_cards(ctx.cat)[source.number].name
    return f"The aurora at {source.hex[0]},{source.hex[1]}" if source.hex else None


def snowflakes(ctx: Ctx, p: PlayerState) -> int:
    """What an end card scoring per snowflake counts: the total (a big one counts as five)."""
    return seat_winter(p).snowflakes


def captain_free_action(ctx: Ctx, captain: int) -> Ability | None:
    """Winterfall's captain boards' free action (Zuri's)."""
    return winter_captains(ctx.cat)[captain].free_action


def spirit_card(ctx: Ctx, number: int) -> bool:
    """A Spirit energy card: no copying ability reaches it (Frostroll, Gruagail)."""
    return "spirit" in ctx.card(number).species


def projects_score(ctx: Ctx, p: PlayerState) -> int:
    return sum(points[p.seat] for points in project_scores(ctx))


register(WondrousModule(WINTERFALL, named_in_config(WINTERFALL), in_config=True,
                        own_record=lay_record, set_up={"four players": start},
                        taken=snowfields.collect,
                        slot_note=snowfields.snow_note,
                        end_cards={"end_score_per_snowflake": snowflakes},
                        captain_free_action=captain_free_action, uncopied_energy=spirit_card,
                        hides_habitats=lambda state: winter(state).auroras,
                        habitat_cover=placement.BLIZZARDS, placement_reward=placement.aurora_reward,
                        spot_notes=placement.spot_notes,
                        source_names={"winterfall": source_name, "aurora": source_name},
                        scores={PROJECTS: projects_score}, scores_before="end cards",
                        time_icons={"winterfall": winterfall_event, "aurora": aurora_event},
                        invariants=winterfall_invariants.check,
                        unseen=Unseen(piles=lambda state: [winter(state).winter_deck,
                                                           winter(state).aurora_stack]),
                        view_sections={"winterfall": winterfall_view},
                        board_sections={"snowflakes": board_snowflakes}))
