"""Winterfall's choices as the lists show them: placements ranked by what they give, an
aurora tile's gift included; a Wilderness card with the snowflakes of its slot; blizzard
lists that name the icon only when the effect uses it."""

from __future__ import annotations

from engine.core import Prompt
from engine.core.option_ids import read_id
from engine.wondrous.habitats import habitat_at, habitats_around
from engine.wondrous.place import parse_spot
from engine.wondrous.registry import Source, run
from engine.wondrous.skip import SKIP
from engine.wondrous.winterfall.auroras import auroras_next_to, gives_nothing
from tests.tui.screen import press_option
from tests.wondrous.engine_helpers import ctx_of
from tests.wondrous.winter_helpers import winter
from tests.wondrous_tui.test_app import listed
from tests.wondrous_tui.winter_table import AURORAS, winter_app, wintry_table
from wondrous_tui.hexmap import hex_coord

FLOWERS_AURORA, VP_AURORA = (8, 3), (5, 1)  # 2 Flower (2 tokens), 4 VP (1 token)
SIZE = (120, 40)


async def to_spots(pilot) -> None:  # type: ignore[no-untyped-def]
    await press_option(pilot, "place")
    await press_option(pilot, "member:0")
    assert pilot.app.game.prompt.kind == "place-spot"


def gains(app, spot_id: str) -> int:  # type: ignore[no-untyped-def]
    """What a placement gives by the rulebook: one reward per habitat next to it that is not
    under an aurora tile, and an aurora tile's gift (two of something) once when one next to
    it would give the player anything."""
    ctx = ctx_of(app.game)
    spot = parse_spot(spot_id)
    aurora = any(not gives_nothing(ctx, 0, c) for c in auroras_next_to(ctx, spot))
    return len(habitats_around(ctx, spot)) + (2 if aurora else 0)


async def test_placements_next_to_an_aurora_rank_by_its_gift_and_the_best_uses_it():
    app = winter_app()
    async with app.run_test(size=SIZE) as pilot:
        await wintry_table(pilot)
        await to_spots(pilot)
        order = listed(app)[1:]
        given = [gains(app, oid) for oid in order]
        assert given == sorted(given, reverse=True), "most given first"
        best = order[0]
        ctx = ctx_of(app.game)
        assert auroras_next_to(ctx, parse_spot(best)) == [VP_AURORA]
        # taken with 2 habitats, it comes before a spot of 3 habitats and no aurora
        assert order.index("spot:5,2:6,2") < order.index("spot:5,8:6,8")
        assert "aurora: score 4 VP at once" in app.game.prompt.option(best).label
        await pilot.press("2")  # the best key: its aurora is activated among the rewards
        rewards = [read_id(o.id).kind for o in app.game.prompt.enabled]
        assert "aurora" in rewards


async def test_an_aurora_that_would_give_nothing_adds_nothing_to_the_rank():
    app = winter_app()
    async with app.run_test(size=SIZE) as pilot:
        await wintry_table(pilot)
        app.game.state.players[0].resources["flower"] = 6  # the most allowed: 2 Flower idle
        app._after_choice()
        await pilot.pause()
        assert AURORAS[FLOWERS_AURORA].tile == 5
        assert list(app.game.view(0).winterfall.idle_auroras) == ["8,3"]
        await to_spots(pilot)
        order = listed(app)[1:]
        given = [gains(app, oid) for oid in order]
        assert given == sorted(given, reverse=True)
        ctx = ctx_of(app.game)
        by_flowers = [o for o in order if auroras_next_to(ctx, parse_spot(o)) == [FLOWERS_AURORA]]
        assert by_flowers and all(gains(app, o) == len(habitats_around(ctx, parse_spot(o)))
                                  for o in by_flowers)


# -- blizzard lists: the icon named when the effect uses it, and only then ----------------

#: Winterfall's blizzard cards and whether the habitat's icon is used after the blizzard
#: (by their texts: Frostroll, Pucalanche and Pucarctica use it; the others give its
#: resource or only move blizzards).
USES_ICON = {143: False, 144: False, 145: False, 148: True, 154: True, 155: True, 157: False}


def blizzard_list(ctx, number: int) -> Prompt:  # type: ignore[no-untyped-def]
    """The first list of habitats a blizzard card's ability asks about (its other
    questions, such as whether to use it, answered with their first option that goes on)."""
    ability = ctx.card(number).ability
    step = run(ctx, 0, ability.effect, dict(ability.params), Source("card", number))
    prompt = next(step)
    while not any(r.startswith("hex:") for o in prompt.options for r in o.refs):
        prompt = step.send(next(o.id for o in prompt.enabled if o.id != SKIP))
    return prompt


def test_every_blizzard_list_names_the_icon_its_effect_uses_and_no_other() -> None:
    _, ctx = winter()
    ctx.state.winterfall.blizzards = [(4, 3)]  # one to lift, for the cards that lift
    for number, uses in USES_ICON.items():
        prompt = blizzard_list(ctx, number)
        spots = [o for o in prompt.options if o.refs]
        assert spots, ctx.card(number).name
        for option in spots:
            h = habitat_at(ctx, hex_coord(option.refs[0]))
            assert h is not None
            icon = ctx.cat.special(h.special).text if h.special else None
            named = icon is not None and icon in option.label
            assert named == (uses and icon is not None), (ctx.card(number).name, option.label)
            assert ("no icon to use" in option.label) == (uses and icon is None), option.label
            assert f"{h.kind} habitat at " in option.label, option.label


# -- a Wilderness card's snowflakes ---------------------------------------------------------


async def test_a_card_taken_from_a_habitat_shows_the_snowflakes_of_its_slot():
    """A card taken from the Wilderness takes the snowflakes over its slot too: the option
    says how many, and taking it gives them."""
    app = winter_app()
    async with app.run_test(size=SIZE) as pilot:
        await wintry_table(pilot)
        await to_spots(pilot)
        state = app.game.state
        spot = next(o for o in listed(app)[1:]
                    if any(h.kind == "wild" for h in habitats_around(ctx_of(app.game),
                                                                    parse_spot(o))))
        await press_option(pilot, spot)
        cards = [o for o in app.game.prompt.enabled if read_id(o.id).kind == "card"]
        assert cards
        for option in cards:
            slot = read_id(option.id).number(1)
            count = state.winterfall.snowfields[slot]
            note = f" + {count} snowflake{'s' if count > 1 else ''}"
            assert option.label.endswith(note) == bool(count), option.label
        snowy = next(o for o in cards if state.winterfall.snowfields[read_id(o.id).number(1)] == 7)
        before = state.players[0].winterfall.snowflakes
        assert snowy.label.endswith(" + 7 snowflakes")
        await press_option(pilot, snowy.id)
        assert state.players[0].winterfall.snowflakes == before + 7
