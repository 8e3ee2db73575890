"""Solo mode against Tingent: the configuration, the setup changes, Tingent's final score
and the scenarios' settings. Tingent's turn and the scenarios' rules plug into the base
rules as modules (modules.py; registered in tingent.py and haze.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import ConfigError, GameConfig, SeatKind
from engine.wondrous.ctx import Catalog, Ctx
from engine.wondrous.modules import Setting
from engine.wondrous.solo.component_set import tingent_parts
from engine.wondrous.solo.components import Scenario, ScenarioLevel, TingentBoard, TingentCard
from engine.wondrous.solo.state import SoloState
from engine.wondrous.state import PlayerState, WondrousState
from engine.wondrous.winterfall.component_set import WINTERFALL, winterfall_parts

if TYPE_CHECKING:  # read with the Winterfall components (see Catalog)
    from engine.wondrous.winterfall.components import WinterLevel

#: The config option holding {"level": ..., "scenarios": {id: difficulty}}.
SOLO = "solo"
LEVELS = ("lazy", "easygoing", "wild", "terrifying", "nightmare")
WINTER_ONLY_LEVELS = ("nightmare",)
TARGET_KINDS = ("main", "single", "multi")


def solo_options(config: GameConfig) -> dict[str, Any] | None:
    found = config.options.get(SOLO)
    return found if isinstance(found, dict) else None


def validate(config: GameConfig, cat: Catalog) -> None:
    kinds = [seat.kind for seat in config.seats]
    if SeatKind.AUTOMA not in kinds:
        if solo_options(config) is not None:
            raise ConfigError("Solo options need Tingent in the second seat.")
        return
    if len(kinds) != 2 or kinds[1] is not SeatKind.AUTOMA or kinds[0] is SeatKind.AUTOMA:
        raise ConfigError("Solo play is one player in the first seat and Tingent in the second.")
    options = solo_options(config)
    if options is None:
        raise ConfigError("A solo game needs the 'solo' option with Tingent's level.")
    winter = WINTERFALL in config.modules
    levels = LEVELS if winter else tuple(x for x in LEVELS if x not in WINTER_ONLY_LEVELS)
    if options.get("level") not in levels:
        raise ConfigError(f"Tingent's level must be one of {', '.join(levels)}.")
    scenarios = options.get("scenarios", {})
    if not isinstance(scenarios, dict):
        raise ConfigError("The solo scenarios must map a scenario to its difficulty.")
    known = {s.id: s for s in scenarios_for(cat, winter)}
    other_set = {s.id: s for s in scenarios_for(cat, not winter)}
    for name, difficulty in scenarios.items():
        if name in other_set:
            needs = "without" if winter else "with"
            raise ConfigError(f"{other_set[name].name} is played {needs} Winterfall "
                              f"(scenarios here: {', '.join(known)}).")
        if name not in known:
            raise ConfigError(f"There is no scenario called {name!r} ({', '.join(known)}).")
        if difficulty not in known[name].levels:
            choices = ", ".join(known[name].levels)
            raise ConfigError(f"{known[name].name} is played {choices}, not {difficulty!r}.")


def scenarios_for(cat: Catalog, winterfall: bool) -> list[Scenario]:
    """The scenarios a solo game may add: Winterfall has its own three."""
    if winterfall:
        return winterfall_parts(cat.comps).tingent.scenarios
    return tingent_parts(cat.comps).scenarios


def tingent_cards(cat: Catalog, modules: list[str] | tuple[str, ...]) -> list[TingentCard]:
    """Tingent's deck: Winterfall's cards take the place of the base ones."""
    if WINTERFALL in modules:
        return list(winterfall_parts(cat.comps).tingent.cards)
    return list(tingent_parts(cat.comps).cards)


def winter_level(cat: Catalog, level: str) -> WinterLevel:
    return winterfall_parts(cat.comps).tingent.levels[level]  # type: ignore[index]


def project_bonus(ctx: Ctx, p: PlayerState) -> int:
    """The species icons Tingent's level adds to its tally in every species project."""
    solo = ctx.state.solo
    if solo is None or p.seat != solo.seat:
        return 0
    return winter_level(ctx.cat, solo.level).project_icons


def board(cat: Catalog, level: str) -> TingentBoard:
    """The level's board: the base game's, else Winterfall's (read only then: a base game
    never loads the Winterfall components)."""
    found = next((b for b in tingent_parts(cat.comps).boards if b.level == level), None)
    return found or next(b for b in winterfall_parts(cat.comps).tingent.boards if b.level == level)


def scenario(cat: Catalog, scenario_id: str) -> Scenario:
    found = next((s for s in tingent_parts(cat.comps).scenarios if s.id == scenario_id), None)
    return found or next(s for s in winterfall_parts(cat.comps).tingent.scenarios
                         if s.id == scenario_id)


def played(state: WondrousState, scenario_id: str) -> bool:
    return state.solo is not None and scenario_id in state.solo.scenarios


def played_level(cat: Catalog, state: WondrousState, scenario_id: str) -> ScenarioLevel | None:
    """The difficulty settings of a scenario in play, or None when it is not played."""
    if state.solo is None or scenario_id not in state.solo.scenarios:
        return None
    return scenario(cat, scenario_id).levels[state.solo.scenarios[scenario_id]]  # type: ignore[index]


def scenario_level(ctx: Ctx, scenario_id: str) -> ScenarioLevel | None:
    return played_level(ctx.cat, ctx.state, scenario_id)


def stars(cat: Catalog, level: str, scenarios: dict[str, str]) -> int:
    """The combined difficulty: the level's stars plus each scenario's."""
    extra = 0
    for scenario_id, difficulty in scenarios.items():
        extra += scenario(cat, scenario_id).levels[difficulty].stars  # type: ignore[index]
    return board(cat, level).stars + extra


def set_up(config: GameConfig, cat: Catalog, state: WondrousState) -> None:
    """Tingent's seat (no resources, nets, cards or captain), its deck and target tokens."""
    options = solo_options(config)
    assert options is not None
    deck = sorted(c.number for c in tingent_cards(cat, config.modules))
    state.rng.shuffle(deck)
    solo = state.solo = SoloState(
        seat=1, level=options["level"], scenarios=dict(options.get("scenarios", {})), deck=deck
    )
    state.players[solo.seat].resources = dict.fromkeys(state.players[solo.seat].resources, 0)
    for kind in TARGET_KINDS:  # each token starts on the left-most card of its kind
        solo.targets[kind] = next(
            a.id for a in state.achievements if cat.achievement(a.id).kind == kind
        )


def seat_tingent(setting: Setting) -> None:
    """The base setup step "automa": Tingent's seat, when the config has the solo option."""
    if solo_options(setting.config) is not None:
        set_up(setting.config, setting.cat, setting.state)


# ------------------------------------------------------------------------------ scoring

def tingent_breakdown(ctx: Ctx, achievements: int) -> dict[str, int]:
    """Tingent's final score by category (a module's categories, Winterfall's projects,
    are added by scoring.breakdown)."""
    solo = ctx.state.solo
    assert solo is not None
    t = tingent_parts(ctx.cat.comps)
    p = ctx.p(solo.seat)
    cards = [ctx.card(c.number) for c in p.reserve]
    final = ctx.cat.comps.components.final_scoring
    return {
        "during the game": p.score,
        "end cards": t.end_card_vp * sum(1 for c in cards if c.type == "end"),
        "card scores": sum(c.ending_score for c in cards),
        "achievements": achievements,
        "trophies": final["trophy_vp"] * p.trophies,
        "eggs": t.egg_vp * len(p.eggs),
        "face-down cards": face_down_vp(ctx) * len(solo.face_down),
    }


def face_down_vp(ctx: Ctx) -> int:
    """What each face-down card is worth to Tingent at the end: its winter level's value
    in Winterfall, its board's otherwise."""
    solo = ctx.state.solo
    assert solo is not None
    if WINTERFALL in ctx.state.modules:
        return winter_level(ctx.cat, solo.level).face_down_vp
    return board(ctx.cat, solo.level).face_down_vp
