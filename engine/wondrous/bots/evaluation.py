"""What a table is worth to one seat, in named parts a player would use: the points the
final scoring would give now (by its categories), and what the seat holds that turns into
points later (resources, cards in hand, nets, eggs, crew at home, card abilities still to
work), each weighed by how much of the game is left (tempo)."""

from __future__ import annotations

from collections import Counter

from engine.core import GameConfig, Seat, Table
from engine.wondrous.ctx import Catalog, Ctx
from engine.wondrous.modules import automa_of
from engine.wondrous.reserve import card_species
from engine.wondrous.scoring import breakdown
from engine.wondrous.state import PlayerState, WondrousState

#: reserve card types whose ability keeps working after the card is played
LASTING = ("recharge", "continuous", "energy")

#: worth while the whole game is ahead, in points (they fall to nothing at the end)
RESOURCE = 0.55
HAND_CARD = 0.9
NET = 0.7
EGG = 0.45
CREW_HOME = 0.9
ENERGY = 0.3
CAPTAIN_AWAKE = 2.5
PROGRESS_SHARE = 0.5  # of an open achievement slot's points, once its icons are there
ABILITY_SHARE = 0.6  # of a lasting ability's designed power, with the whole game ahead


#: the terms for what a seat holds (the others are its score categories)
HOLDINGS = ("achievement progress", "resources", "cards in hand", "nets", "eggs",
            "crew at home", "energies", "abilities to come", "captain")


def quiet_table() -> Table:
    """A table whose events nobody reads (the rules' context wants one)."""
    return Table(GameConfig(game="wondrous", seats=(Seat(name="-", colour="-"),), seed=0))


def tempo(state: WondrousState) -> float:
    """How much of the game is gone, 0 to 1: the further of the time track and the
    trophies that left the board."""
    if state.phase == "over":
        return 1.0
    start = state.trophies_start or 1
    gone = 1 - state.trophies / start
    return min(1.0, max(gone, 0.0))


class WondrousEvaluation:
    """The terms of a seat's worth (engine.core.lookahead.Evaluation), with the prior and
    the reasons of engine.wondrous.bots.prior and .reasons."""

    def __init__(self, cat: Catalog) -> None:
        self.cat = cat
        self._table = quiet_table()
        self._power: dict[int, float] = {}

    def power(self, number: int) -> float:
        """A card's designed ability value in points (cached)."""
        found = self._power.get(number)
        if found is None:
            found = self._power[number] = self.cat.comps.power(number)
        return found

    def terms(self, state: WondrousState, seat: int) -> dict[str, float]:
        ctx = Ctx(state, self._table, self.cat)
        p = state.players[seat]
        found: dict[str, float] = {c: float(v) for c, v in breakdown(ctx, p).items()}
        if automa_of(state, seat) is not None:
            return found  # an automa's worth is its score: it holds nothing to plan with
        ahead = 1.0 - tempo(state)
        found.update(self.holdings(ctx, p, ahead))
        return found

    def holdings(self, ctx: Ctx, p: PlayerState, ahead: float) -> dict[str, float]:
        """What the seat holds that becomes points later, with `ahead` of the game left."""
        cat = self.cat
        hand = 0.0
        for number in p.hand:
            card = cat.creature(number)
            hand += max(0.2, 0.25 * (card.ending_score + self.power(number))
                        - 0.1 * card.cost_total)
        engine = sum(self.power(c.number) for c in p.reserve
                     if cat.creature(c.number).type in LASTING)
        home = sum(1 for spot in p.crew if spot is None)
        return {
            "achievement progress": self.progress(ctx, p),
            "resources": RESOURCE * ahead * sum(p.resources.values()),
            "cards in hand": HAND_CARD * ahead * min(len(p.hand), 6) / max(1, len(p.hand))
            * hand if p.hand else 0.0,
            "nets": NET * ahead * p.nets,
            "eggs": EGG * sum(1 for e in p.eggs if not e.hatched),
            "crew at home": CREW_HOME * ahead * home,
            "energies": ENERGY * ahead * sum(c.energies for c in p.reserve),
            "abilities to come": ABILITY_SHARE * ahead * engine,
            "captain": CAPTAIN_AWAKE * ahead if p.unlocked else 0.0,
        }

    def progress(self, ctx: Ctx, p: PlayerState) -> float:
        """The species achievements the seat is on its way to: for each one not yet its
        own, a share of the best open slot's points, growing with the square of how near
        its icons (cards and unhatched eggs) are to that slot's threshold."""
        if not p.markers:
            return 0.0  # no marker left: no achievement can be completed
        state = ctx.state
        icons: Counter[str] = Counter()
        for in_play in p.reserve:
            icons.update(card_species(ctx, in_play))
        icons.update(e.species for e in p.eggs if not e.hatched)
        total = 0.0
        for held in state.achievements:
            card = self.cat.achievement(held.id)
            if card.kind == "main" or held.id in p.achievements:
                continue
            have = sum(icons[sp] for sp in card.species)
            slots = card.sides[state.achievement_side].slots  # type: ignore[index]
            best = 0.0
            for slot, holder in zip(slots, held.slots, strict=True):
                if holder is None and slot.threshold:
                    near = min(1.0, have / slot.threshold)
                    best = max(best, slot.points * near * near)
            total += PROGRESS_SHARE * best
        return total
