"""Numbers that show whether the creature deck is balanced (pure data, no drawing).

The designed rule: a card's value, ending score + ability power, sits at cost + 2 (end
cards, which print 0: cost + 1), within one point. `gap` is value minus that target.
"""

from __future__ import annotations

from collections import Counter

from engine.core.records import Field, Frozen
from engine.wondrous.components import CARD_TYPES, RESOURCES, SPECIES, Creature, Species
from engine.wondrous.loading import Components

TOLERANCE = 1.0


def target_value(card: Creature) -> int:
    return card.cost_total + (1 if card.type == "end" else 2)


class CardBalance(Frozen):
    number: int
    name: str
    cost: int
    ending: int
    power: float
    gap: float


class BalanceReport(Frozen):
    by_type: dict[str, int]
    by_habitat: dict[str, int]
    by_species: dict[str, int]
    by_cost: dict[int, int]
    by_ending: dict[int, int]
    cost_resources: dict[str, int]
    cost_vs_ending: dict[int, dict[int, int]]
    mean_cost: float
    mean_ending: float
    dual_species_cards: int
    species_supply: dict[str, int]
    cards: list[CardBalance] = Field(default_factory=list)

    @property
    def outliers(self) -> list[CardBalance]:
        return [c for c in self.cards if abs(c.gap) > TOLERANCE]


def balance_report(comps: Components) -> BalanceReport:
    """The base deck's numbers."""
    base = comps.creatures.creatures
    return card_set_report(comps, base, base, SPECIES, comps.components.eggs)


def card_set_report(comps: Components, cards: list[Creature], deck: list[Creature],
                    species: tuple[Species, ...], eggs: dict[Species, int]) -> BalanceReport:
    """The numbers of a set of `cards`; the species supply counts the `deck` they are
    played in and its `eggs` (a module's set: engine.wondrous.winterfall.balance)."""
    by_type = Counter(c.type for c in cards)
    by_habitat = Counter(c.habitat for c in cards)
    by_species = Counter(s for c in cards for s in c.species)
    in_deck = Counter(s for c in deck for s in c.species)
    by_cost = Counter(c.cost_total for c in cards)
    by_ending = Counter(c.ending_score for c in cards)
    resources: Counter[str] = Counter()
    for c in cards:
        resources.update(c.cost)
    matrix: dict[int, dict[int, int]] = {}
    for c in cards:
        row = matrix.setdefault(c.cost_total, {})
        row[c.ending_score] = row.get(c.ending_score, 0) + 1
    balance = []
    for c in cards:
        power = comps.power(c.number)
        gap = c.ending_score + power - target_value(c)
        balance.append(CardBalance(c.number, c.name, c.cost_total, c.ending_score, power, gap))
    n = len(cards) or 1
    return BalanceReport(
        by_type={t: by_type.get(t, 0) for t in CARD_TYPES},
        by_habitat={h: by_habitat.get(h, 0) for h in RESOURCES},
        by_species={s: by_species.get(s, 0) for s in species},
        by_cost=dict(sorted(by_cost.items())),
        by_ending=dict(sorted(by_ending.items())),
        cost_resources={r: resources.get(r, 0) for r in RESOURCES},
        cost_vs_ending={k: dict(sorted(v.items())) for k, v in sorted(matrix.items())},
        mean_cost=sum(c.cost_total for c in cards) / n,
        mean_ending=sum(c.ending_score for c in cards) / n,
        dual_species_cards=sum(len(c.species) == 2 for c in cards),
        species_supply={s: in_deck.get(s, 0) + eggs.get(s, 0) for s in species},
        cards=balance,
    )
