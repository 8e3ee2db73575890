"""Counting what a reserve holds: species and habitat icons, card types, costs."""

from __future__ import annotations

from engine.wondrous.ctx import Ctx
from engine.wondrous.modules import MODULES
from engine.wondrous.state import InPlay, PlayerState


def card_species(ctx: Ctx, card: InPlay) -> list[str]:
    """A reserve card's species icons, with any species an egg added to it (Plataurora)."""
    return list(ctx.card(card.number).species) + card.added_species


def species_on_cards(ctx: Ctx, p: PlayerState, species: str) -> int:
    return sum(card_species(ctx, c).count(species) for c in p.reserve)


def species_icons(ctx: Ctx, p: PlayerState, species: str, hatched_too: bool) -> int:
    """Icons of a species in the reserve: cards plus eggs (hatched ones only if asked)."""
    eggs = sum(1 for e in p.eggs if e.species == species and (hatched_too or not e.hatched))
    return species_on_cards(ctx, p, species) + eggs


def habitat_icons(ctx: Ctx, p: PlayerState, habitat: str) -> int:
    return sum(1 for c in p.reserve if ctx.card(c.number).habitat == habitat)


def of_type(ctx: Ctx, p: PlayerState, card_type: str) -> list[InPlay]:
    return [c for c in p.reserve if ctx.card(c.number).type == card_type]


def has_ability(ctx: Ctx, p: PlayerState, effect: str) -> list[InPlay]:
    return [c for c in p.reserve if ctx.card(c.number).ability.effect == effect]


def cost_total(ctx: Ctx, number: int) -> int:
    """A card's printed cost in resources, before any discount."""
    return sum(ctx.card(number).cost.values())


def in_play(p: PlayerState, number: int) -> InPlay | None:
    return next((c for c in p.reserve if c.number == number), None)


def last_instant(ctx: Ctx, p: PlayerState) -> int:
    """The last instant card played (0 for none), as the ability running now sees it.

    A card is played once it is in the reserve, before its ability resolves, and the
    reserve keeps the order of play (the rulebook's stack of instant cards, newest on
    top). The card whose own ability is running after its play is passed over: Metaforma
    looks at the card before it and Berrong never repeats itself. A card played during
    that ability (Mushmid playing Cucunet) is newer, so a later Berrong repeats it."""
    skip = p.resolving[-1] if p.resolving else 0
    for card in reversed(p.reserve):
        if card.number != skip and ctx.card(card.number).type == "instant":
            return card.number
    return 0


def distinct_species_on_cards(ctx: Ctx, p: PlayerState) -> int:
    """How many different species the reserve's creature cards show when each card counts
    for one of its species only (Winterfall: Auroraxol, main achievement 26). The player
    picks each card's species at best, so this is a largest matching of cards to species,
    found by augmenting paths."""
    cards = [set(card_species(ctx, c)) for c in p.reserve]
    holder: dict[str, int] = {}  # species -> the card counted for it

    def seat(card: int, seen: set[str]) -> bool:
        for species in sorted(cards[card]):
            if species in seen:
                continue
            seen.add(species)
            if species not in holder or seat(holder[species], seen):
                holder[species] = card
                return True
        return False

    for card in range(len(cards)):
        seat(card, set())
    return len(holder)


def copyable(ctx: Ctx, seat: int, card_type: str) -> list[tuple[int, int]]:
    """(owner, card) for each card of `card_type` in another player's reserve whose ability
    may be copied (Titanorak, Gruagail): not an energy card a module keeps out of reach
    (Winterfall's Spirit cards: the book names Frostroll and Gruagail); in solo, Tingent's
    face-up cards are its reserve."""
    uncopied = list(MODULES.hooks(ctx.state, lambda m: m.uncopied_energy))
    found = []
    for p in ctx.state.players:
        if p.seat == seat:
            continue
        for c in of_type(ctx, p, card_type):
            if card_type == "energy" and any(u(ctx, c.number) for u in uncopied):
                continue
            found.append((p.seat, c.number))
    return found
