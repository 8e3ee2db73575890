"""The balance numbers of Winterfall's creature cards (the base report: balance.py)."""

from __future__ import annotations

from engine.wondrous.balance import BalanceReport, card_set_report
from engine.wondrous.loading import Components
from engine.wondrous.winterfall.component_set import WINTERFALL_SPECIES, winterfall_parts


def winterfall_balance_report(comps: Components) -> BalanceReport:
    """The numbers of the expansion's 53 cards; the species supply counts the whole
    Winterfall deck and supply, base cards included."""
    cards = winterfall_parts(comps).creatures.creatures
    return card_set_report(comps, cards, [*comps.creatures.creatures, *cards],
                           WINTERFALL_SPECIES,
                           comps.components.eggs | winterfall_parts(comps).components.eggs)
