"""The rulebook's turn example, played move by move: orange, white and blue, first the
Cryptozoologist Phase, then the Assistant Phase."""

from engine.core.testing import play, restart_turn
from engine.cryptic.row import KEEP_BID
from engine.cryptic.sanctuary import place_terrain, terrain_spots
from engine.cryptic.state import ASSISTANT, RowCard, is_bonus_rumor
from engine.cryptic.track import order
from tests.cryptic import builder

ORANGE, WHITE, BLUE = 0, 1, 2


def tok(ctx, kind, back):
    """The evidence token of this type whose back names `back`."""
    return next(i for i, t in enumerate(ctx.data.cat.evidence.tokens)
                if t.type == kind and t.location == back)


def lay_first(ctx, terrain):
    tile = ctx.state.terrain_piles[terrain].pop()
    spot = terrain_spots(ctx.state.sanctuary, ctx.data.parts, tile)[0]
    place_terrain(ctx.state.sanctuary, ctx.data.parts, tile, spot)


def the_table():
    game, ctx, _seat = builder.table(seed=11)
    s = ctx.state
    # evidence: gather every token, then place each where the example needs it
    for p in s.players:
        s.rumor_supply += sum(map(is_bonus_rumor, p.evidence))
        p.evidence = []
    for card in s.row:
        s.bag += [t for t in (card.location_token, card.evidence_token) if t is not None]
    s.bag = sorted(set(range(32)))
    s.set_aside, s.board, s.market = [], {}, [None, None, None]
    placed = {
        "E1": [tok(ctx, "bones", "N2")], "E2": [tok(ctx, "footprint", "N4")],
        "S4": [tok(ctx, "water_outline", "N2")], "W2": [tok(ctx, "eyewitness", "W2")],
        "N2": [tok(ctx, "victim", "N1")], "S2": [tok(ctx, "victim", "S3")],
    }
    s.board = dict(sorted(placed.items()))
    s.market = [tok(ctx, "rumor", "N4"), tok(ctx, "rumor", "E1"), tok(ctx, "victim", "E2")]
    s.players[WHITE].evidence = [tok(ctx, "eyewitness", "E4"), tok(ctx, "water_outline", "E3")]
    s.players[ORANGE].evidence = [tok(ctx, "footprint", "E1")]
    used = {t for ts in s.board.values() for t in ts} | set(s.market) | {
        t for p in s.players for t in p.evidence}
    chain = [tok(ctx, "victim", "W4"), tok(ctx, "rumor", "N3")]  # drawn last first
    s.bag = [t for t in range(32) if t not in used and t not in chain]
    s.bag = [s.bag[-1], *s.bag[:-1], *chain]  # the next draws: rumor (back N3), victim (W4)
    # cryptids in the row and the bids on them
    row = [("Karadag Snake", [WHITE, ORANGE]), ("Lomie", []), ("Trochus", [BLUE, ORANGE]),
           ("Habior", [BLUE]), ("Mahwot", [WHITE]), ("Kludde", [])]
    for card in s.row:
        s.decks[ctx.card(card.name).level].append(card.name)
    for name, _ in row:
        s.decks[ctx.card(name).level].remove(name)
    s.row = [RowCard(name, bids=bids) for name, bids in row]
    for p in s.players:
        p.free_bids = 0
    # the players
    s.players[ORANGE].location = "aachen"
    white = s.players[WHITE]
    white.location = "S1"
    white.skills = {sk.id: sk.copies for sk in ctx.data.parts.player_board.skills}
    white.spent = ["luck"]
    white.coins = 4
    s.players[ORANGE].coins = 0
    s.track = [None, None, ORANGE, WHITE, BLUE, None, None, None]
    lay_first(ctx, "water")
    lay_first(ctx, "mountains")
    assert not game.rules.invariants(game.state)
    restart_turn(game)  # orange's turn again, on this table: orange rolls the dice
    s.dice = ["experience_2", "coins_3", "refresh_2", "bonus_rumor"]
    return game, ctx


def test_the_turn_example():
    game, ctx = the_table()
    s = ctx.state
    assert order(ctx) == [ORANGE, WHITE, BLUE] and game.prompt.seat == ORANGE

    # orange: Main Movement Aachen -> E1, collect the bones, end
    play(game, ["movement", "go:E1", "action:collect", "end-turn"])
    orange = s.players[ORANGE]
    assert [ctx.kind(t) for t in orange.evidence] == ["footprint", "bones"]
    assert s.acted == [ORANGE] and game.prompt.seat == WHITE

    # white: flight ticket S1 -> E3, the track skill finds Karadag Snake with all evidence;
    # orange, whose bid came back, keeps it for later (it goes on Mahwot in the next phase)
    white = s.players[WHITE]
    play(game, ["skill:flight_ticket", "fly:E3", "skill:track_cryptid", "use:0",
                "use:1", KEEP_BID])
    assert white.found == ["Karadag Snake"] and white.evidence == [] and white.experience == 1
    assert white.free_bids == 1 and orange.free_bids == 1  # the bids go back to their owners
    assert ctx.card(s.row[0].name).level == 3  # a level II card is replaced from level III

    # white's Main Action: reset: 5 on the map, the rumor leaves the market, N3 then W4
    assert sum(len(t) for t in s.board.values()) == 5
    play(game, ["action:reset", "market:0"])
    assert sum(len(t) for t in s.board.values()) == 7
    assert "N3" in s.board and "W4" in s.board
    # then Lomie (no bids) is replaced, Trochus (blue's bid) cannot be
    options = [o.id for o in game.prompt.options]
    assert "replace:1" in options and "replace:2" not in options
    play(game, ["replace:1", "keep", "reward:assistant", "assistant:up:2"])
    assert s.row[1].name != "Lomie" and order(ctx)[0] == WHITE  # over orange, to the top

    # white's Main Movement: E3 -> E2, the collect skill takes the footprint, on to Aachen
    play(game, ["movement", "go:E2", "skill:collect_evidence"])
    assert [ctx.kind(t) for t in white.evidence] == ["footprint"]
    play(game, ["go-on:movement", "go:aachen", "end-turn"])
    assert white.location == "aachen"

    # blue's turn passes; the Assistant Phase begins with white, now on top
    play(game, ["end-turn"])
    assert s.phase == ASSISTANT and game.prompt.seat == WHITE
    assert sorted(white.spent) == ["collect_evidence", "flight_ticket", "luck", "track_cryptid"]


def test_the_turn_example_assistant_phase():
    game, ctx = the_table()
    s = ctx.state
    white, orange = s.players[WHITE], s.players[ORANGE]
    play(game, ["movement", "go:E1", "action:collect", "end-turn",
                "skill:flight_ticket", "fly:E3", "skill:track_cryptid",
                "use:0", "use:1", KEEP_BID, "action:reset", "market:0", "replace:1", "keep",
                "reward:assistant", "assistant:up:2", "movement", "go:E2",
                "skill:collect_evidence", "go-on:movement", "go:aachen", "end-turn",
                "end-turn"])
    assert game.prompt.seat == WHITE and s.phase == ASSISTANT
    habior = next(i for i, c in enumerate(s.row) if c.name == "Habior")
    # white: up, readies the 4 spent skills for 4 coins, bids on Habior, builds water
    play(game, ["move-up", "refresh:collect_evidence", "refresh:flight_ticket",
                "refresh:luck", "refresh:track_cryptid"])
    assert white.spent == [] and white.coins == 0
    assert len(s.dice_taken) == 4 and not any(s.dice_taken)  # 4 dice left for the next
    play(game, [f"bid:{habior}", "end-turn"])
    assert WHITE in s.row[habior].bids
    water = next(t for t in white.terrain if t in {x.id for x in ctx.data.parts.tiles_of("water")})
    play(game, [f"place:{water}"])
    spot = game.prompt.options[0].id
    play(game, [spot])
    new_water = next(o.id for o in game.prompt.options)
    play(game, [new_water])
    assert len(white.terrain) == 3 and not white.movement_used and not white.action_used
    laid = [x.tile for x in s.sanctuary.laid]
    assert water in laid

    # orange: places the bid on Mahwot, swaps the footprint (3) for the rumor (2): +1 coin,
    # pays it to move up 1, then moves down for the die with 2 experience, builds mountains
    assert game.prompt.seat == ORANGE
    mahwot = next(i for i, c in enumerate(s.row) if c.name == "Mahwot")
    footprint = next(i for i, t in enumerate(orange.evidence) if ctx.kind(t) == "footprint")
    rumor = next(i for i, t in enumerate(s.market) if t is not None and ctx.kind(t) == "rumor")
    play(game, [f"bid:{mahwot}", f"swap:{footprint}:{rumor}"])
    assert orange.coins == 1 and "rumor" in [ctx.kind(t) for t in orange.evidence]
    play(game, ["pay-move:up", "move-down", "die:0"])
    assert orange.coins == 0 and orange.experience == 2
    mountain = next(t for t in orange.terrain
                    if t in {x.id for x in ctx.data.parts.tiles_of("mountains")})
    play(game, ["end-turn", f"place:{mountain}"])
    play(game, [game.prompt.options[0].id])
    play(game, [game.prompt.options[0].id])
    assert mountain in [x.tile for x in s.sanctuary.laid]
    assert game.prompt.seat == BLUE
