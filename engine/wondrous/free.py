"""Free actions: use an energy from an energy card; use a butterfly net on an egg or a
special effect icon next to one of your crew members."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Option
from engine.core.option_ids import option_id, read_id
from engine.core.words import with_article
from engine.wondrous.board import neighbours
from engine.wondrous.cards import card_label
from engine.wondrous.components import Ability
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.gains import RESOURCE_NAMES, store_egg
from engine.wondrous.habitats import MapReading, habitat_at
from engine.wondrous.modules import MODULES
from engine.wondrous.prices import affordable
from engine.wondrous.registry import Source, num, run, run_card
from engine.wondrous.reserve import copyable, cost_total, last_instant, of_type
from engine.wondrous.scoring import end_card_score
from engine.wondrous.state import Coord, InPlay

BACK = "back"


def energy_refusal(ctx: Ctx, seat: int, card: InPlay) -> str:
    """Why this card's energy cannot be used now, or ""."""
    p = ctx.p(seat)
    spec = ctx.card(card.number)
    if card.energies <= 0:
        return "it has no energy left"
    if card.number in p.energy_used:
        return "its energy was already used this turn"
    return ability_refusal(ctx, seat, spec.ability)


#: the energy abilities that copy a card of this type in another player's reserve
COPIES = {"energy_copy_other_energy": "energy", "energy_copy_other_recharge": "recharge"}


def ability_refusal(ctx: Ctx, seat: int, ability: Ability) -> str:
    """Why an energy card's ability cannot be used now by `seat` (its own card's, or one
    it copies), or ""."""
    p = ctx.p(seat)
    if ability.effect == "energy_empty_hand_draw_gain" and p.hand:
        return "your hand must be empty"
    if ability.effect == "energy_replay_cheap_discard":
        last = p.last_discarded
        top = num(ability.params, "max_cost")
        if not last or last not in ctx.state.discard or cost_total(ctx, last) > top:
            return f"you have not just discarded a card costing {top} or less"
    copied = COPIES.get(ability.effect)
    if copied and not any(not ability_refusal(ctx, seat, ctx.card(n).ability)
                          for _owner, n in copyable(ctx, seat, copied)):
        return f"no other player has {with_article(copied)} card to copy"
    return ""


def energy_cards(ctx: Ctx, seat: int) -> list[InPlay]:
    return [c for c in ctx.p(seat).reserve if ctx.card(c.number).type == "energy"]


def use_energy(ctx: Ctx, seat: int, number: int) -> Step:
    p = ctx.p(seat)
    card = next(c for c in p.reserve if c.number == number)
    card.energies -= 1
    ctx.state.energies_supply += 1
    p.energy_used.append(number)
    ctx.emit("energy", f"{p.name} uses an energy of {ctx.card(number).name}.", seat, card=number)
    yield from run_card(ctx, seat, number)


def crew_hexes(ctx: Ctx, seat: int) -> list[Coord]:
    return [c for spot in ctx.p(seat).crew if spot for c in spot]


def near_crew(ctx: Ctx, seat: int) -> list[Coord]:
    mine = crew_hexes(ctx, seat)
    return sorted({n for c in mine for n in neighbours(*c) if n not in mine})


def net_targets(ctx: Ctx, seat: int) -> list[Option]:
    p = ctx.p(seat)
    options = []
    reading = MapReading(ctx)
    for coord in near_crew(ctx, seat):
        r, c = coord
        egg = ctx.state.map_eggs.get(coord)
        if egg is not None:
            options.append(
                Option(
                    option_id("net-egg", coord),
                    f"Take the {egg} egg at {r},{c}",
                    refs=(f"hex:{r},{c}",),
                    help="nets",
                )
            )
        h = reading.at(coord)
        if h is not None and h.special is not None:
            icon = ctx.cat.special(h.special)
            used = coord in p.net_icons_used
            idle = idle_icon(ctx, seat, icon.effect)
            options.append(
                Option(
                    option_id("net-icon", coord),
                    f"Use the icon at {r},{c}: {icon.text}"
                    + (f" Gives nothing now: {idle}." if idle else ""),
                    refs=(f"hex:{r},{c}",),
                    help="special-effects",
                    enabled=not used,
                    reason="a net already used this icon this turn",
                )
            )
    return options


def net_usable(ctx: Ctx, seat: int) -> bool:
    """Whether `net_targets` would offer an enabled target: an egg, or an icon no net used
    this turn, next to the crew (asked at every free-action offer, so without labels)."""
    used = ctx.p(seat).net_icons_used
    reading = MapReading(ctx)
    for coord in near_crew(ctx, seat):
        if ctx.state.map_eggs.get(coord) is not None:
            return True
        h = reading.at(coord)
        if h is not None and h.special is not None and coord not in used:
            return True
    return False


def idle_icon(ctx: Ctx, seat: int, effect: Ability) -> str:
    """Why an icon's effect (or an aurora tile's, or an energy card's) would give this
    player nothing now, or "". Using it is still allowed (the rules do not forbid it); the
    label only warns before a net or an energy is spent."""
    p = ctx.p(seat)
    name = effect.effect
    if name == "gain_resource":
        resource = str(effect.params["resource"])
        top = ctx.limit("resource_max")
        if p.resources[resource] < top:
            return ""
        return f"you already hold the most {RESOURCE_NAMES[resource]} allowed ({top})"
    if name == "gain_random_egg":
        return "" if ctx.state.pouch else "the egg pouch is empty"
    if name == "flip_eggs":
        return "" if p.eggs else "you have no egg to turn over"
    if name == "activate_recharge":
        return "" if of_type(ctx, p, "recharge") else "you have no recharge card"
    if name == "discard_gain_habitat_resources":
        return "" if p.hand else "your hand is empty"
    if name == "play_from_hand_paying":
        payable = any(affordable(ctx, seat, n) for n in p.hand)
        return "" if payable else "you can pay for no card in your hand"
    idle = IDLE.get(name)
    return idle(ctx, seat, effect) if idle else ""


# -- when the effects of Winterfall's icons and aurora tiles give nothing -----------------


def _all_resources_full(ctx: Ctx, seat: int, effect: Ability) -> str:
    """Any resource, or the scarcest one: nothing only when every kind is at its limit."""
    top = ctx.limit("resource_max")
    full = all(n >= top for n in ctx.p(seat).resources.values())
    return f"you already hold the most of every resource allowed ({top})" if full else ""


def _no_net(ctx: Ctx, seat: int, effect: Ability) -> str:
    full = ctx.p(seat).nets >= ctx.limit("nets_max")  # a net beyond the limit scores instead
    return "" if full or ctx.state.nets_supply > 0 else "no net is left in the supply"


def _no_egg(ctx: Ctx, seat: int, effect: Ability) -> str:
    wanted = str(effect.params.get("species", "any"))
    among = ctx.species if wanted == "any" else (wanted,)
    left = any(ctx.state.supply_eggs.get(s, 0) > 0 for s in among)
    return "" if left else "the supply has no such egg left"


def _no_card_left(ctx: Ctx, seat: int, effect: Ability) -> str:
    left = ctx.state.deck or ctx.state.discard
    return "" if left else "no card is left in the deck or the discard pile"


def _empty_wilderness(ctx: Ctx, seat: int, effect: Ability) -> str:
    left = any(n is not None for n in ctx.state.wilderness)
    return "" if left else "the Wilderness is empty"


def _empty_hand(ctx: Ctx, seat: int, effect: Ability) -> str:
    return "" if ctx.p(seat).hand else "your hand is empty"


def _no_recharge_card(ctx: Ctx, seat: int, effect: Ability) -> str:
    return "" if of_type(ctx, ctx.p(seat), "recharge") else "you have no recharge card"


def _no_end_points(ctx: Ctx, seat: int, effect: Ability) -> str:
    p = ctx.p(seat)
    worth = any(end_card_score(ctx, p, c.number) > 0 for c in of_type(ctx, p, "end"))
    return "" if worth else "none of your end cards would score now"


def _nothing_to_repeat(ctx: Ctx, seat: int, effect: Ability) -> str:
    """No instant card played yet, or the last one repeats too (Berrong, Blizard): using
    it again does nothing."""
    last = last_instant(ctx, ctx.p(seat))
    if not last:
        return "you have played no instant card"
    if ctx.card(last).ability.effect == "repeat_last_instant":
        return f"your last instant card, {ctx.card(last).name}, only repeats another"
    return ""


def _no_species_icon(ctx: Ctx, seat: int, effect: Ability) -> str:
    p = ctx.p(seat)
    return "" if p.reserve or p.eggs else "you have no species icon"


def _no_egg_to_turn(ctx: Ctx, seat: int, effect: Ability) -> str:
    return "" if ctx.p(seat).eggs else "you have no egg to turn over"


def _none_in_hand(card_type: str) -> Callable[[Ctx, int, Ability], str]:
    def idle(ctx: Ctx, seat: int, effect: Ability) -> str:
        held = any(ctx.card(n).type == card_type for n in ctx.p(seat).hand)
        return "" if held else f"you have no {card_type} card in your hand"

    return idle


IDLE: dict[str, Callable[[Ctx, int, Ability], str]] = {
    # energy cards: using one that can do nothing is allowed; its label warns
    "energy_activate_recharge": _no_recharge_card,
    "energy_play_recharge_free": _none_in_hand("recharge"),
    "energy_play_end_card_free": _none_in_hand("end"),
    "energy_flip_eggs_score": _no_egg_to_turn,
    "energy_discard_gain_habitat_resources": _empty_hand,
    # icons and aurora tiles
    "gain_any_resources": _all_resources_full,
    "gain_least_resources": _all_resources_full,
    "gain_nets": _no_net,
    "gain_egg": _no_egg,
    "draw_cards": _no_card_left,
    "discover_species": _no_card_left,
    "take_wilderness": _empty_wilderness,
    "discard_gain_matching_eggs": _empty_hand,
    "activate_all_recharges": _no_recharge_card,
    "trigger_end_card_now": _no_end_points,
    "repeat_last_instant": _nothing_to_repeat,
    "score_chosen_species_icons": _no_species_icon,
}


def use_net(ctx: Ctx, seat: int) -> Step:
    options = [*net_targets(ctx, seat), Option(BACK, "Back", help="nets")]
    answer = yield from ctx.ask(seat, "net", "Use a net on what?", options, help="nets", auto=False)
    if answer == BACK:
        return
    p = ctx.p(seat)
    picked = read_id(answer)
    r, c = picked.coord()
    p.nets -= 1
    ctx.state.nets_supply += 1
    if picked.kind == "net-egg":
        egg = ctx.state.map_eggs.pop((r, c))
        ctx.emit("net", f"{p.name} nets the {egg} egg at {r},{c}.", seat)
        yield from store_egg(ctx, seat, egg)
    else:
        p.net_icons_used.append((r, c))
        ctx.emit("net", f"{p.name} uses a net on the icon at {r},{c}.", seat)
        yield from special_effect(ctx, seat, (r, c))


def special_effect(ctx: Ctx, seat: int, coord: Coord) -> Step:
    h = habitat_at(ctx, coord)
    assert h is not None and h.special is not None
    icon = ctx.cat.special(h.special)
    yield from run(
        ctx, seat, icon.effect.effect, dict(icon.effect.params), Source("icon", hex=coord)
    )


def energy_options(ctx: Ctx, seat: int) -> list[Option]:
    out = []
    for card in energy_cards(ctx, seat):
        reason = energy_refusal(ctx, seat, card)
        # a refused one short, so its reason shows (not a card's details and energies left)
        label = (f"Use an energy of #{card.number} {ctx.card(card.number).name}" if reason
                 else f"Use an energy: {card_label(ctx, card.number)} ({card.energies} left)")
        idle = "" if reason else idle_icon(ctx, seat, ctx.card(card.number).ability)
        label += f" Gives nothing now: {idle}." if idle else ""
        out.append(
            Option(
                f"energy:{card.number}",
                label,
                refs=(f"card:{card.number}",),
                help=f"card:{card.number}",
                enabled=not reason,
                reason=reason or "-",
            )
        )
    return out


def energy_number(option_id: str) -> int:
    return read_id(option_id).number()


NET = "net"


def net_option(ctx: Ctx, seat: int) -> Option:
    p = ctx.p(seat)
    reason = "you have no net" if p.nets <= 0 else "no egg or usable icon is next to your crew"
    return Option(NET, "Use a butterfly net", help="nets",
                  enabled=p.nets > 0 and net_usable(ctx, seat), reason=reason)


CAPTAIN_FREE = "captain-free"


def captain_free_action(ctx: Ctx, seat: int) -> Ability | None:
    """The free action of the player's captain board (a module's: Winterfall's Zuri), once
    unlocked."""
    p = ctx.p(seat)
    if not p.captain or not p.unlocked:
        return None
    if p.captain in ctx.cat.captains:  # a base captain board has none
        return None
    free_action = MODULES.first(ctx.state, lambda m: m.captain_free_action)
    return None if free_action is None else free_action(ctx, p.captain)


def captain_options(ctx: Ctx, seat: int) -> list[Option]:
    """The captain board's free action, once a turn while energies lie on the board (none
    for a captain without one, so base games' prompts stay as they were)."""
    if captain_free_action(ctx, seat) is None:
        return []
    p = ctx.p(seat)
    reason = ("it was already used this turn" if p.captain_free_used
              else "no energy lies on the captain board")
    name = ctx.cat.captain(p.captain).name
    return [
        Option(
            CAPTAIN_FREE,
            f"Use {name}'s board ({p.captain_energies} energy)",
            help="captain",
            enabled=not p.captain_free_used and p.captain_energies > 0,
            reason=reason,
        )
    ]


def free_options(ctx: Ctx, seat: int) -> list[Option]:
    """Energies, nets and a captain board's free action, offered wherever the player may
    use a free action."""
    return [*energy_options(ctx, seat), net_option(ctx, seat), *captain_options(ctx, seat)]


def usable_free_options(ctx: Ctx, seat: int) -> list[Option]:
    return [o for o in free_options(ctx, seat) if o.enabled]


def is_free(option_id: str) -> bool:
    return option_id in (NET, CAPTAIN_FREE) or option_id.startswith("energy:")


def do_free(ctx: Ctx, seat: int, option_id: str) -> Step:
    if option_id == NET:
        yield from use_net(ctx, seat)
    elif option_id == CAPTAIN_FREE:
        action = captain_free_action(ctx, seat)
        assert action is not None
        source = Source("captain", ctx.p(seat).captain)
        yield from run(ctx, seat, action.effect, dict(action.params), source)
    else:
        yield from use_energy(ctx, seat, energy_number(option_id))


def ask_or_free(ctx: Ctx, seat: int, kind: str, instruction: str,
                build: Callable[[], list[Option]], help: str, auto: bool = True,
                recheck: bool = False, multi: bool = False) -> Step:
    """Ask a question inside a basic action, with the free actions offered beside it: a
    free action runs and the question comes back (rebuilt, as things may have changed).
    With `recheck`, None is returned after a free action instead, for a caller whose
    question may have been settled by it (a discard down to the hand limit)."""
    while True:
        if auto:  # a lone option is taken without asking only when no free action is usable
            frees = usable_free_options(ctx, seat)
            answer = yield from ctx.ask(seat, kind, instruction, build() + frees, help=help,
                                        auto=not frees, multi=multi)
        else:
            answer = yield from ctx.ask(
                seat, kind, instruction, lambda: build() + usable_free_options(ctx, seat),
                help=help, auto=False, multi=multi)
        if not is_free(answer):
            return answer
        yield from do_free(ctx, seat, answer)
        if recheck:
            return None


GO_ON = "go-on"


def pause(ctx: Ctx, seat: int, kind: str, instruction: str, go_on: str, help: str) -> Step:
    """A moment inside a basic action where only free actions may be taken, for as long as
    the player likes; asked only while one of them is usable."""
    while True:
        frees = [o for o in free_options(ctx, seat) if o.enabled]
        if not frees:
            return
        options = [Option(GO_ON, go_on, help=help), *frees]  # first: its key never moves
        answer = yield from ctx.ask(seat, kind, instruction, options, help=help, auto=False)
        if answer == GO_ON:
            return
        yield from do_free(ctx, seat, answer)
