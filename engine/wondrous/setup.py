"""Setting up the table (the parts without decisions; choices come in the first turns)."""

from __future__ import annotations

from engine.core import ConfigError, GameConfig, Rng, Table
from engine.wondrous import modules, solo
from engine.wondrous.components import ComponentsFile
from engine.wondrous.ctx import Catalog
from engine.wondrous.state import RESOURCES, AchievementState, PlayerState, Spot, WondrousState

#: Options a config may carry (all optional).
LEARNING_TROPHIES = "learning_trophies"  # two fewer trophies
STARTER_ACHIEVEMENTS = "starter_achievements"  # main achievements 1, 2 and 3


def validate(config: GameConfig, cat: Catalog) -> None:
    if config.game != "wondrous":
        raise ConfigError(f"This is a configuration for {config.game}, not Wondrous Creatures.")
    solo.validate(config, cat)
    modules.validate(config)
    if not 2 <= len(config.seats) <= 4:
        raise ConfigError("Wondrous Creatures is played by 2 to 4 players here.")


def choose_achievements(cat: Catalog, rng: Rng, starter: bool) -> list[str]:
    """Main achievements, then multi-species ones that share no species, then singles whose
    species none of the multi cards shows (3, 2 and 2 in the rulebook: six species in all)."""
    counts = cat.comps.components.setup
    every = list(cat.achievements.values())
    mains = sorted(a.id for a in every if a.kind == "main")
    if starter:
        mains = sorted(a.id for a in every if a.kind == "main" and (a.number or 0) <= 3)
    rng.shuffle(mains)
    multis = sorted(a.id for a in every if a.kind == "multi")
    rng.shuffle(multis)
    chosen: list[str] = []
    taken: set[str] = set()
    for _ in range(counts["multi_achievements"]):  # the last card first, then down the deck
        pick = next((m for m in reversed(multis)
                     if not taken & set(cat.achievements[m].species)), None)
        if pick is None:
            raise ConfigError("The achievement cards cannot give that many multi-species "
                              "achievements without a shared species.")
        multis.remove(pick)
        chosen.append(pick)
        taken |= set(cat.achievements[pick].species)
    singles = sorted(a.id for a in every if a.kind == "single" and a.species[0] not in taken)
    rng.shuffle(singles)
    return [*mains[: counts["main_achievements"]], *chosen,
            *singles[: counts["single_achievements"]]]


def _player(seat: int, name: str, comps: ComponentsFile) -> PlayerState:
    each = comps.setup["starting_resource_each"]
    crew: list[Spot | None] = [None] * comps.limits["crew_per_player"]
    return PlayerState(seat=seat, name=name, resources=dict.fromkeys(RESOURCES, each), crew=crew)


def new_state(config: GameConfig, cat: Catalog, table: Table) -> WondrousState:
    comps = cat.comps.components
    rng = Rng(config.seed)
    players = len(config.seats)  # a solo game is set up for two, Tingent being one
    side = next(s.side for s in cat.comps.main_board.sides if players in s.players)
    track = cat.track_for(players)
    hexes = cat.maps[side]

    deck = sorted(cat.creatures)
    rng.shuffle(deck)
    pouch: list[str] = [s for s in sorted(comps.eggs) for _ in range(comps.pouch_per_species)]
    rng.shuffle(pouch)
    supply: dict[str, int] = {s: n - comps.pouch_per_species for s, n in sorted(comps.eggs.items())}
    tiles = sorted(cat.tiles)
    rng.shuffle(tiles)
    markings = list(cat.comps.main_board.time_token_markings)
    rng.shuffle(markings)

    trophies = comps.trophies[config.player_count]
    if config.options.get(LEARNING_TROPHIES):
        trophies -= comps.learning_trophy_reduction
    achievements = choose_achievements(cat, rng, bool(config.options.get(STARTER_ACHIEVEMENTS)))
    side_key = "1-2" if players <= 2 else "3-4"
    state = WondrousState(
        rng=rng,
        players=[_player(i, s.name, comps) for i, s in enumerate(config.seats)],
        side=side,
        track=track.id,
        achievement_side=side_key,
        deck=deck,
        wilderness=[deck.pop() for _ in range(comps.limits["wilderness"])],
        discard=[],
        pouch=pouch,
        supply_eggs=supply,
        nets_supply=comps.counts["butterfly_nets"],
        energies_supply=comps.counts["energies"],
        trophies=trophies,
        trophies_removed=0,
        trophies_start=trophies,
        tile_stack=tiles,
        tile_pool=[tiles.pop() for _ in range(comps.limits["tile_pool"])],
        tiles={},
        map_eggs={},
        time_pos=0,
        time_tokens={},
        achievements=[AchievementState(a, [None, None]) for a in achievements],
        modules=list(config.modules),
    )
    if players == 4:
        for coord, hx in sorted(hexes.items()):
            if hx.setup_4p == "habitat_tile":
                state.tiles[coord] = state.tile_stack.pop()
            elif hx.setup_4p == "egg":
                state.map_eggs[coord] = state.pouch.pop()
    revealed = markings[: comps.setup["revealed_time_tokens"]]
    for marking in revealed:
        for coord, hx in sorted(hexes.items()):
            if hx.marking == marking and coord not in state.tiles and coord not in state.map_eggs:
                state.map_eggs[coord] = state.pouch.pop()
    token_spaces = [s.index for s in track.spaces if s.time_token]
    hidden = markings[comps.setup["revealed_time_tokens"] :][: track.time_tokens - len(revealed)]
    rng.shuffle(revealed)
    rng.shuffle(hidden)
    order = hidden + revealed  # the two revealed tokens go on the two rightmost spaces
    state.time_tokens = dict(zip(token_spaces, order, strict=True))
    for p in state.players:
        p.markers = [m.id for m in cat.comps.tracks.achievement_marker_rewards]
    if solo.solo_options(config) is not None:
        solo.set_up(config, cat, state)
    captains = sorted(cat.captains)
    rng.shuffle(captains)
    offered = comps.setup["captain_boards_offered"]
    for seat in solo.people(state):
        p = state.players[seat]
        p.nets = solo.starting_nets(cat, state)
        state.nets_supply -= p.nets
        # solo: any captain may be chosen
        p.captain_offer = sorted(cat.captains) if state.solo else sorted(captains[:offered])
        del captains[:offered]
        p.hand = [state.deck.pop() for _ in range(solo.starting_draw(cat, state))]
        if solo.keeps_whole_hand(state):
            p.resources = dict.fromkeys(p.resources, 0)
    modules.set_up(cat, state)
    table.emit("setup", f"A game for {players} on side {side} of the board, {trophies} trophies.")
    return state
