"""The solo scenarios, each a registered module (on when the solo option names it). The
base game's Poor and Outlaws change numbers: the Poor Adventurer's starting nets and cards
(its setup hooks, here), the cards a kicked crew member costs (place.py); the Haze is in
haze.py; the Winterfall ones here change Tingent itself.

- Unfair Game: Tingent's cards are brown side up from the start (so reaching brown on its
  board changes nothing); at hard, its score reaching each mark of `trophies_at` earns it
  a trophy.
- Eggpocalypse: eggs from the supply wait on the first icon spaces of Tingent's board, for
  the achievements' species; the tracker collects them when it reaches their space.
- Double Trouble changes the Winterfall event (track_events.py reads it)."""

from __future__ import annotations

from collections.abc import Callable

from engine.wondrous.ctx import Catalog, Ctx
from engine.wondrous.gains import say_if_last, take_trophy_from_board
from engine.wondrous.modules import Setting, WondrousModule, register
from engine.wondrous.solo.area import keep_egg, solo_of
from engine.wondrous.solo.mode import board, played, played_level, scenario_level
from engine.wondrous.state import WondrousState

# -- Poor Adventurer ------------------------------------------------------------------------


def poor_nets(cat: Catalog, state: WondrousState) -> int:
    poor = played_level(cat, state, "poor")
    assert poor is not None
    return poor.starting_nets or 0


def poor_draw(cat: Catalog, state: WondrousState) -> int:
    poor = played_level(cat, state, "poor")
    assert poor is not None
    return poor.starting_draw or 0


# -- Unfair Game ----------------------------------------------------------------------------


def unfair_start(setting: Setting) -> None:
    assert setting.state.solo is not None
    setting.state.solo.brown = True


def trophy_marks(ctx: Ctx, before: int) -> None:
    """A trophy for each mark Tingent's score passed since `before` (Unfair Game, hard)."""
    level = scenario_level(ctx, "unfair")
    if level is None or not level.trophies_at:
        return
    p = ctx.p(solo_of(ctx).seat)
    for mark in level.trophies_at:
        if before < mark <= p.score:
            took = take_trophy_from_board(ctx)
            p.trophies += took
            what = f"it takes a trophy ({p.trophies})." if took else "no trophy is left for it."
            ctx.emit("tingent", f"Tingent's score reaches {mark} VP: {what}", p.seat, mark=mark)
            if took:
                say_if_last(ctx)


# -- Eggpocalypse ---------------------------------------------------------------------------

#: whose species each of the first icon spaces gets: (achievement kind, which of that kind)
BOARD_EGGS = (("multi", 0), ("single", 0), ("multi", 1), ("single", 1))
EGGS_PER_SPACE = 2


def board_egg_species(setting: Setting) -> list[list[str]]:
    """The eggs of each icon space, first space first: one of each species of a
    multi-species achievement, or two of a single-species one's."""
    cat, state = setting.cat, setting.state
    found = []
    for kind, which in BOARD_EGGS:
        cards = [cat.achievement(a.id) for a in state.achievements
                 if cat.achievement(a.id).kind == kind]
        species: list[str] = list(cards[which].species)
        found.append((species * EGGS_PER_SPACE)[:EGGS_PER_SPACE])
    return found


def lay_board_eggs(setting: Setting) -> None:
    """The eggs from the supply onto the first icon spaces of Tingent's board."""
    state = setting.state
    solo = state.solo
    assert solo is not None
    spaces = [i for i, s in enumerate(board(setting.cat, solo.level).spaces) if s.icon]
    for space, eggs in zip(spaces, board_egg_species(setting), strict=False):
        eggs = [s for s in eggs if take_from_supply(state, s)]
        solo.board_eggs[space] = eggs
    setting.table.emit("eggpocalypse", "Eggpocalypse: eggs wait on Tingent's board ("
                       + "; ".join(f"space {i + 1}: {', '.join(e)}"
                                   for i, e in solo.board_eggs.items()) + ").")


def take_from_supply(state: WondrousState, species: str) -> bool:
    if state.supply_eggs.get(species, 0) <= 0:
        return False
    state.supply_eggs[species] -= 1
    return True


def collect_board_eggs(ctx: Ctx) -> None:
    """The eggs on the space Tingent's tracker just reached become Tingent's."""
    solo = solo_of(ctx)
    for species in solo.board_eggs.pop(solo.tracker, []):
        keep_egg(ctx, species, "from its board")


def on(scenario_id: str) -> Callable[[WondrousState], bool]:
    return lambda state: played(state, scenario_id)


#: a Poor Adventurer keeps every card drawn, and starts with no resources
register(WondrousModule("poor", is_on=on("poor"), keep_whole_hand=True,
                        starting_nets=poor_nets, starting_draw=poor_draw))
register(WondrousModule("outlaws", is_on=on("outlaws")))
register(WondrousModule("unfair", is_on=on("unfair"), set_up={"automa": unfair_start}))
register(WondrousModule("eggpocalypse", is_on=on("eggpocalypse"),
                        set_up={"automa": lay_board_eggs}))
register(WondrousModule("double", is_on=on("double")))
