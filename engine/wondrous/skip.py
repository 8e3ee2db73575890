"""Using a creature's ability is its owner's choice: playing the card does not oblige them
to use it (base rulebook, creature abilities; its example of optional parts is Housilk, a
recharge card). So the first question an instant ability asks, before it has done anything,
and the first question a recharge ability asks each time it fires, offer to skip it; an
ability that asks nothing only gives (points, resources, cards, eggs, nets), which can never
leave its owner worse off, so it is simply used.

An ability that may cost something or change the table (a sweep, a hatch, a swap, snow or
a blizzard laid, a pool tile's icon) offers the skip even when it would otherwise have
nothing to ask; one that only gives offers it only on a question it asks anyway, so no
question is added to a gain with nothing to choose. A pick that may already end empty
("None", "Take nothing") is a skip too: it answers with the same id."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core import DONE, Option
from engine.wondrous.registry import Source

SKIP = DONE


def may_skip(source: Source) -> bool:
    """Whether an effect may be skipped: a creature's ability may; the same effect on a
    special effect icon (used with a net, a choice made already), on an aurora tile (which
    must fire when it gives anything) or on a marker reward is carried out.

    A recharge card fired by another card (Cabot, Mammothog, Pheoxi, Sugarider,
    Crystalama...) runs as a card too (registry.run_card): the rule is about a card's own
    effect, whatever set it off, so its ability may still be skipped, as an instant's is.
    Whatever the firing card gives for it (Mammothog's egg of its species) follows the
    firing, not the fired card's choice. A captain's power (Captain Marie's pool tile, the
    same effect as Fronterrier's) and a Winterfall card (Cold Wave's snowflake, Ozerro's)
    are no creature's ability: carried out."""
    return source.kind == "card"


def skip_option() -> Option:
    """The skip, explained by its own help topic."""
    return Option(SKIP, "Skip this ability", help="skip-ability")


def with_skip(options: Sequence[Option], offered: bool = True,
              costly: bool = True) -> list[Option]:
    """`options` with the skip last when `offered` (see `may_skip`): always for an ability
    that may cost (`costly`); for a gain, only when the question is asked anyway (two
    options or more to choose from)."""
    if not offered or (not costly and sum(o.enabled for o in options) < 2):
        return list(options)
    return [*options, skip_option()]
