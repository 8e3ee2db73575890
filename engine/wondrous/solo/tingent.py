"""Tingent's turn: draw a Tingent card, use its yellow or brown area, then move the tracker
on a red gear (with the icon of the space reached). In Winterfall its own cards are used:
their take-face-up icons also weigh the snowflakes above the cards, and a new icon takes a
snowflake from the supply."""

from __future__ import annotations

from engine.core.words import with_article
from engine.wondrous import wilderness
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.modules import Automa, WondrousModule, register
from engine.wondrous.solo import invariants as solo_invariants
from engine.wondrous.solo.area import draw_face_down, keep_egg, solo_of
from engine.wondrous.solo.board_icons import track_icon
from engine.wondrous.solo.components import TingentArea, TingentCard
from engine.wondrous.solo.haze import cover_slot
from engine.wondrous.solo.mode import (
    board,
    played,
    seat_tingent,
    tingent_breakdown,
    tingent_cards,
    validate,
)
from engine.wondrous.solo.place import move
from engine.wondrous.solo.scenarios import collect_board_eggs, trophy_marks
from engine.wondrous.solo.view import tingent_view
from engine.wondrous.state import InPlay, WondrousState
from engine.wondrous.winterfall import tingent as tingent_winter
from engine.wondrous.winterfall.played import winter_if_played
from engine.wondrous.winterfall.snowfields import gain_snowflakes


def tingent_turn(ctx: Ctx) -> Step:
    """A card's turn; then the trophies its score earned on the way (Unfair Game)."""
    before = ctx.p(solo_of(ctx).seat).score
    yield from play_card(ctx)
    trophy_marks(ctx, before)


def play_card(ctx: Ctx) -> Step:
    solo = solo_of(ctx)
    for _ in deck_cards(ctx):  # at most one try per card
        card = draw_card(ctx)
        area = card.brown if solo.brown else card.yellow
        colour = "brown" if solo.brown else "yellow"
        ctx.emit("tingent", f"Tingent draws card {card.number} and uses its {colour} area.",
                 solo.seat, card=card.number, area=colour)
        if (yield from move(ctx, area.move, tuple(area.habitats))):
            break
        kinds = with_article(" or ".join(h.title() for h in area.habitats))
        ctx.emit("tingent", f"Tingent's {area.move} finds no free place by {kinds} habitat: "
                 "it draws another card.", solo.seat)
    else:
        ctx.emit("tingent", "No Tingent card can move a crew member: Tingent does nothing.",
                 solo.seat)
        return
    card_icons(ctx, area)
    if card.red_gear:
        yield from advance_tracker(ctx)


def draw_card(ctx: Ctx) -> TingentCard:
    solo = solo_of(ctx)
    if not solo.deck:
        solo.deck, solo.drawn = solo.drawn, []
        ctx.state.rng.shuffle(solo.deck)
        ctx.emit("tingent", "Tingent's deck is empty: its cards are shuffled again.", solo.seat)
    number = solo.deck.pop()
    solo.drawn.append(number)
    ctx.table.reveal("a Tingent card was drawn")
    return deck_cards(ctx)[number - 1]


def deck_cards(ctx: Ctx) -> list[TingentCard]:
    return tingent_cards(ctx.cat, ctx.state.modules)


def card_icons(ctx: Ctx, area: TingentArea) -> None:
    """The card, egg and snowflake icons of the area, in order; an egg goes with the card
    just taken."""
    target = "single"
    taken: int | None = None
    actions: list[str] = list(area.actions)  # a Winterfall card's area has more icons
    for action in actions:
        if action == "draw_face_down":
            draw_face_down(ctx)
        elif action == "gain_egg":
            take_egg(ctx, target, taken)
        elif action == "gain_snowflake":
            gain_snowflakes(ctx, solo_of(ctx).seat, 1, "its card's snowflake icon")
        else:
            target = action.rsplit("_", 1)[1]
            taken = take_face_up(ctx, target, snowy="_snowy_" in action)


def target_species(ctx: Ctx, kind: str) -> tuple[str, ...]:
    """The species on the achievement holding that colour's target token, left first."""
    return tuple(ctx.cat.achievement(solo_of(ctx).targets[kind]).species)


def take_face_up(ctx: Ctx, kind: str, snowy: bool = False) -> int | None:
    """The Wilderness card of the target's species (any, in the Haze) with the highest
    ending score, left-most first; `snowy` (a Winterfall card's icon): the one under the
    most snowflakes first. A face-down draw when none fits. Returns the card. Whoever takes
    a card takes its snowflakes (snowfields.collect), Tingent too."""
    state = ctx.state
    solo = solo_of(ctx)
    haze = played(state, "haze")
    wanted = set(target_species(ctx, kind))
    fitting = [
        (slot, n)
        for slot, n in enumerate(state.wilderness)
        if n is not None and (haze or wanted & set(ctx.card(n).species))
    ]
    if not fitting:
        draw_face_down(ctx, "as no Wilderness card fits")
        return None
    record = winter_if_played(ctx.state)
    fields = record.snowfields if record is not None else []

    def rank(sn: tuple[int, int]) -> tuple[int, int, int]:
        snow = fields[sn[0]] if snowy and fields else 0
        return (snow, ctx.card(sn[1]).ending_score, -sn[0])

    slot, number = max(fitting, key=rank)
    ctx.p(solo.seat).reserve.append(InPlay(wilderness.take(ctx, slot, solo.seat)))
    c = ctx.card(number)
    ctx.emit("tingent", f"Tingent takes {c.name} ({'/'.join(c.species)}, {c.ending_score} VP) "
             "from the Wilderness, face up.", solo.seat, card=number)
    if haze:
        cover_slot(ctx, slot)
    return number


def egg_species(ctx: Ctx, kind: str, card: int | None) -> str:
    """The card's species; for a two-species card, or no card, the target's (left first)."""
    target = target_species(ctx, kind)
    if card is None:
        return target[0]
    own = list(dict.fromkeys(ctx.card(card).species))
    return own[0] if len(own) == 1 else next((s for s in target if s in own), own[0])


def take_egg(ctx: Ctx, kind: str, card: int | None) -> None:
    species = egg_species(ctx, kind, card)
    supply = ctx.state.supply_eggs
    if supply.get(species, 0) <= 0:
        ctx.emit("tingent", f"Tingent would take {with_article(species)} egg, but none is left.",
                 solo_of(ctx).seat)
        return
    supply[species] -= 1
    keep_egg(ctx, species, "from the supply")


def advance_tracker(ctx: Ctx) -> Step:
    """One space on the Tingent board (it stays on the last), then the eggs waiting there
    (Eggpocalypse) and that space's icon; the first brown space turns every Tingent card
    brown side up, shuffled (in the Unfair Game they are brown from the start and stay)."""
    solo = solo_of(ctx)
    spaces = board(ctx.cat, solo.level).spaces
    if solo.tracker >= len(spaces) - 1:
        ctx.emit("tingent", "Tingent's tracker is already on its last space.", solo.seat)
        return
    solo.tracker += 1
    space = spaces[solo.tracker]
    ctx.emit("tingent", f"Red gear: Tingent's tracker moves to space {solo.tracker + 1}.",
             solo.seat, tracker=solo.tracker)
    if space.gear == "brown" and not solo.brown:
        solo.brown = True
        solo.deck += solo.drawn
        solo.drawn = []
        ctx.state.rng.shuffle(solo.deck)
        ctx.emit("tingent", "Tingent's tracker reaches brown: its cards are shuffled and "
                 "used brown side up from now on.", solo.seat)
    collect_board_eggs(ctx)
    if space.icon is not None:
        yield from track_icon(ctx, space.icon)


def tingent_seat(state: WondrousState) -> int:
    assert state.solo is not None
    return state.solo.seat


register(WondrousModule("solo", is_on=lambda state: state.solo is not None,
                        check_config=validate, seat_automa=seat_tingent, any_captain=True,
                        automa=Automa(seat=tingent_seat, turn=tingent_turn,
                                      scores=tingent_breakdown,
                                      sequential=tingent_winter.SEQUENTIAL,
                                      track_events={"aurora": tingent_winter.aurora},
                                      tie_break="ties go to Tingent"),
                        invariants=solo_invariants.check,
                        held_cards=solo_invariants.held_cards,
                        held_eggs=solo_invariants.held_eggs,
                        unseen=solo_invariants.UNSEEN,
                        view_sections={"solo": tingent_view}))
