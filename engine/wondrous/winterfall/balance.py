"""The balance numbers of Winterfall's creature cards (the base report: balance.py)."""

from __future__ import annotations

from engine.wondrous.balance import BalanceReport, card_set_report
from engine.wondrous.components import WINTERFALL_SPECIES
from engine.wondrous.loading import Components


def winterfall_balance_report(comps: Components) -> BalanceReport:
    """The numbers of the expansion's 53 cards; the species supply counts the whole
    Winterfall deck and supply, base cards included."""
    cards = comps.winterfall.creatures.creatures
    return card_set_report(comps, cards, [*comps.creatures.creatures, *cards],
                           WINTERFALL_SPECIES,
                           comps.components.eggs | comps.winterfall.components.eggs)
