"""Scoring in the nine steps, the four tie-breaks, and the end of the game one round after
the sanctuary is complete."""

from engine.core.testing import first, play
from engine.cryptic.sanctuary import SettledCryptid, Spot
from engine.cryptic.scoring import STEPS, breakdown, result
from engine.cryptic.state import BONUS_RUMOR, OVER, Request
from tests.cryptic.rules_helpers import ctx_of, started
from tests.cryptic.test_rules_relocation import found


def scored():
    game = started(3, seed=1)
    ctx = ctx_of(game)
    for p in ctx.state.players:
        p.evidence = []
        p.coins = 0
    ctx.state.rumor_supply = 10
    return game, ctx


def test_the_nine_steps():
    _, ctx = scored()
    p = ctx.p(0)
    found(ctx, 0, "Karadag Snake", "Trochus", "Kludde", "Dip")
    p.unsettled = ["Karadag Snake"]
    p.settled = ["Trochus"]
    p.requests = [Request("type_beast", ["Kludde", "Dip"])]
    ctx.state.general_contract = "type_aquatic"  # Karadag Snake, Trochus
    p.contracts = ["habitat_water", "evidence_bones"]  # 3 water (Karadag, Trochus, Kludde)
    p.experience = 7
    p.coins = 8
    p.evidence = [BONUS_RUMOR]  # sold for 2 at the end
    ctx.state.rumor_supply -= 1
    points = breakdown(ctx, p)
    assert list(points) == list(STEPS)
    assert points == {
        "found": 2 + 1 + 1 + 1,
        "settled": 2,  # Trochus; the request covers Kludde's and Dip's
        "requests": 4,
        "general contract": 2,
        "personal contract": 3,  # the better of the two: water 3, bones 2
        "game-end powers": 0,
        "sanctuary majority": 0,  # no marker in the sanctuary
        "experience": 2,  # 7 // 3
        "coins": 2,  # 8 coins + the rumor sold for 2 = 10, // 5
    }


def test_game_end_powers():
    _, ctx = scored()
    found(ctx, 0, "Bird of Vergisson")
    found(ctx, 1, "Trochus", "Kludde")
    found(ctx, 2, "Dip", "Afanc")
    assert breakdown(ctx, ctx.p(0))["game-end powers"] == 3  # fewer than each other player
    found(ctx, 2, "Loch Ness Monster", "Kraken", "Lernaean Hydra", "Zitiron", "Elbst")
    assert breakdown(ctx, ctx.p(2))["game-end powers"] == 3  # other aquatic ones, at most 3
    found(ctx, 1, "Zmey")
    assert breakdown(ctx, ctx.p(1))["game-end powers"] == 0
    ctx.p(1).requests = [Request("type_beast", ["Trochus", "Kludde"])]
    assert breakdown(ctx, ctx.p(1))["game-end powers"] == 2
    found(ctx, 0, "Basilisk", "Tarasque")  # 3 found, as many as player 1
    for skill in ctx.data.parts.player_board.skills:
        ctx.p(0).skills[skill.id] = skill.copies
    assert breakdown(ctx, ctx.p(0))["game-end powers"] == 2  # no longer the fewest


def test_korkodil_lives_where_its_tile_lies():
    _, ctx = scored()
    found(ctx, 0, "Korkodil")
    ctx.p(0).contracts = ["habitat_mountains", "habitat_water"]
    assert breakdown(ctx, ctx.p(0))["personal contract"] == 0  # unsettled: no habitat
    ctx.state.sanctuary.settled.append(SettledCryptid("Korkodil", 0, Spot(0, 0, 0), [(0, 0)],
                                                      "mountains"))
    assert breakdown(ctx, ctx.p(0))["personal contract"] == 1


def test_sanctuary_majority_with_the_area_tie_break():
    _, ctx = scored()
    s = ctx.state.sanctuary
    s.settled += [SettledCryptid("Trochus", 0, Spot(0, 0, 0), [(0, 0), (0, 1)], "water"),
                  SettledCryptid("Dip", 1, Spot(0, 2, 2), [(2, 2), (2, 3), (3, 3)], "water")]
    assert breakdown(ctx, ctx.p(1))["sanctuary majority"] == 2
    assert breakdown(ctx, ctx.p(0))["sanctuary majority"] == 0


def test_tie_breaks_in_order():
    """Most found cryptids, then most relocated, then most experience and coins, else
    the victory is shared."""
    _, ctx = scored()
    ctx.state.general_contract = "evidence_footprint"
    for p in ctx.state.players:
        p.contracts = ["evidence_footprint", "evidence_footprint"]
    r = result(ctx)
    assert r.tie and r.decided_by == "shared" and set(r.winners) == {0, 1, 2}
    found(ctx, 0, "Lomie")  # 1 found + 1 settled
    ctx.p(0).settled, ctx.p(0).unsettled = ["Lomie"], []
    found(ctx, 1, "Trochus")  # 1 found + 1 for 3 experience
    ctx.p(1).experience = 3
    r = result(ctx)
    assert [s.total for s in r.scores[:2]] == [2, 2]
    assert r.winner == 0 and r.decided_by == "relocated cryptids"
    found(ctx, 1, "Kludde")  # 2 found + 3 experience = 3 points
    ctx.p(1).experience = 0
    assert result(ctx).decided_by == "found cryptids"
    ctx.p(0).settled, ctx.p(0).unsettled = [], ["Lomie"]
    found(ctx, 0, "Dip")
    ctx.p(0).coins = 2
    r = result(ctx)
    assert r.winner == 0 and r.decided_by == "experience and coins"


def test_the_game_ends_one_round_after_the_sanctuary_is_complete():
    game = started(2, seed=3)
    ctx = ctx_of(game)
    ctx.state.construction_complete = True  # as if triggered during round 1
    rounds = set()

    def answer(prompt):
        rounds.add(ctx.state.round)
        return "end-turn" if prompt.option("end-turn") and prompt.option(
            "end-turn").enabled else first(prompt)

    play(game, then=answer)
    assert game.state.phase == OVER and rounds == {1, 2}
    assert game.result().end_reason.startswith("the sanctuary was complete")
