"""What a table is worth to one seat, in named parts a player would use: the points the
final scoring would give now (by its categories), and what the seat holds that turns into
points later (resources, cards in hand, nets, eggs, crew at home, card abilities still to
work), each weighed by how much of the game is left (tempo)."""

from __future__ import annotations

from engine.core import GameConfig, Seat, Table
from engine.wondrous.ctx import Catalog, Ctx
from engine.wondrous.modules import automa_of
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
ABILITY_SHARE = 0.6  # of a lasting ability's designed power, with the whole game ahead


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
