"""The Cryptic Nature panels' text, from views of seeded games at setup, mid-game and the
end: each panel shows what the table holds, names stay text, contracts only to their owner,
and no line is wider than the panel."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from rich.console import Console
from rich.text import Text

from cryptic_tui import render
from cryptic_tui.render import (
    WIDTH,
    cryptids_text,
    dice_text,
    final_text,
    last_roll,
    market_text,
    player_text,
    players_text,
    track_text,
)
from engine.core import Game, GameConfig, Seat, SeatScore, rank
from engine.cryptic.scoring import STEPS, TIEBREAKS
from engine.cryptic.state import Request
from engine.tui.screens import score_table
from tests.cryptic.purposeful import Purposeful
from tests.cryptic.rules_helpers import ctx_of, put_in_row, rules, take_token, token_of

NAMES = ("[/b]Eve", "[bold]Max[/bold]", "龍" * 24, "Ann")


def game_of(players: int = 3, seed: int = 1, modules: tuple[str, ...] = (),
            names: tuple[str, ...] = NAMES) -> Game:
    seats = tuple(Seat(name=names[i], colour=f"c{i}") for i in range(players))
    return Game(rules(), GameConfig(game="cryptic", seats=seats, modules=modules, seed=seed))


def played(game: Game, seed: int, steps: int | None = None) -> Game:
    """Play on with a purposeful player: `steps` decisions, or to the end."""
    agent = Purposeful(ctx_of(game), seed)
    done = 0
    while game.prompt is not None and (steps is None or done < steps):
        game.choose(agent.pick(game.prompt))
        done += 1
    return game


def data():
    return rules().data


def lines(text: Text | str) -> list[str]:
    return (text.plain if isinstance(text, Text) else text).split("\n")


def panels(game: Game, seat: int) -> list[Text]:
    view = game.view(seat)
    texts = [cryptids_text(view, data()), market_text(view, data(), last_roll(game.events)),
             track_text(view, data()), players_text(view, data())]
    texts += [player_text(view, data(), p, own=p == seat) for p in range(len(view["players"]))]
    if game.prompt is None:
        texts.append(final_text(game.result()))
    return texts


# --------------------------------------------------------------------------- every panel


@pytest.mark.parametrize(("players", "seed", "modules", "steps"), [
    (2, 3, (), 0),
    (3, 1, ("wolpertinger",), 120),
    (4, 5, ("no-bids",), 260),
    (4, 2, ("wolpertinger",), None),
])
def test_every_panel_fits_the_width_and_keeps_names_as_text(players, seed, modules, steps):
    game = played(game_of(players, seed, modules), seed, steps)
    console = Console(width=WIDTH, no_color=True, record=True, file=None, legacy_windows=False)
    for text in panels(game, seat=players - 1):
        too_wide = [line for line in lines(text) if cell_len(line) > WIDTH]
        assert not too_wide, too_wide
        with console.capture():
            console.print(text)  # a name with brackets is text: printing it never fails
    shown = "".join(t.plain for t in panels(game, seat=0))
    assert "[/b]Eve" in shown and "[bold]Max[/bold]" in shown


# --------------------------------------------------------------------------- the cryptid row


def test_the_row_shows_each_card_and_the_decks():
    game = game_of(3, seed=2)
    view = game.view(0)
    text = cryptids_text(view, data()).plain
    for card in view["row"]:
        cryptid = data().cryptids[card["name"]]
        block = text[text.index(cryptid.name):][:400]
        assert f"level {render.LEVELS[cryptid.level]}" in block
        assert f"{cryptid.find_points} found, {cryptid.settle_points} settled" in block
        assert f"{cryptid.terrain} tile, {len(cryptid.tile)} squares" in block
        for kind in card["evidence"]:
            assert data().cat.evidence.names[kind] in block
        for kind in cryptid.types:
            assert data().cat.cryptids.type_names[kind] in block
    assert "level I: 10 left, 0 discarded" in text
    assert "level III: 12 left, 0 discarded" in text


def test_a_runaway_shows_a_question_mark_and_its_tokens_back():
    game = game_of(3, seed=2)
    ctx = ctx_of(game)
    card = put_in_row(ctx, 0, "Bukavac", bids=(1,))
    card.location_token = token_of(ctx, "bones", 2)  # its back names S3
    back = data().cat.evidence.tokens[card.location_token].location
    text = cryptids_text(game.view(0), data()).plain
    assert f"at ? = {data().cat.location(back).name} ({back}), from its token's back" in text
    assert "bids: [bold]Max[/bold]" in text


def test_a_drawn_evidence_card_names_the_drawn_type_and_the_tile_is_drawn():
    game = game_of(3, seed=2)
    ctx = ctx_of(game)
    names = [c.name if c else "" for c in ctx.state.row]
    slot = names.index("Aitvaras") if "Aitvaras" in names else 5
    card = ctx.state.row[slot] if slot != 5 else put_in_row(ctx, 5, "Aitvaras")
    if card.evidence_token is not None:
        ctx.state.bag.append(card.evidence_token)
    card.evidence_token = take_token(ctx, token_of(ctx, "footprint"))
    text = cryptids_text(game.view(0), data())
    assert "needs ? = Footprint (the token drawn for it)" in text.plain
    assert "when found: Gain 2 coins." in text.plain
    # Aitvaras' tile is three forest squares in a column, drawn beside its first lines
    block = next(line for line in lines(text) if line.startswith(f"{slot + 1:>2}"))
    index = lines(text).index(block)
    assert [line[4:6] for line in lines(text)[index:index + 3]] == ["F ", "F ", "F "]


def test_without_bids_the_row_says_so_and_lists_no_bids():
    game = game_of(2, seed=4, modules=("no-bids",))
    text = cryptids_text(game.view(0), data()).plain
    assert "played without bids" in text and "  ·  bids: " not in text


# --------------------------------------------------------------------------- market and supply


def test_the_market_shows_slots_supply_contract_requests_dice_and_piles():
    game = played(game_of(3, seed=1, modules=("wolpertinger",)), 1, 60)
    view = game.view(0)
    ctx = ctx_of(game)
    text = market_text(view, data()).plain
    for i, piece in enumerate(view["market"]):
        if piece is not None:
            name = data().cat.evidence.names[piece["type"]]
            assert f"{i + 1} [{name}" in text and f" {piece['price']}c]" in text
    assert f"bag {view['bag']} tokens" in text
    assert f"bonus rumors {view['rumor_supply']}" in text
    assert f"Wolpertinger tokens {len(view['wolpertinger_cities'])}" in text
    assert "General contract" in text and len(view["requests"]) == text.count("[2 ")
    assert text.count("[⚀") + text.count("[⚁") + text.count("[⚂") + text.count("[⚃") + \
        text.count("[⚄") + text.count("[⚅") == len(view["dice"])
    taken = text[text.index("taken:"):].split("\n")[0] if any(view["dice_taken"]) else ""
    assert taken.count("[") == sum(view["dice_taken"])
    for terrain, pile in view["terrain_piles"].items():
        assert f"{terrain} {len(pile)} tiles" in text
    ctx.state.closed_terrains.append("water")
    assert "W water closed" in market_text(game.view(0), data()).plain


def test_an_assistant_die_shows_its_face_as_pips_and_its_gain():
    game = played(game_of(2, seed=3), 3, 1)
    ctx = ctx_of(game)
    ctx.state.dice = ["coins_3", "experience_1", "bonus_rumor"]
    ctx.state.dice_taken = [False, True, False]
    text = market_text(game.view(0), data()).plain
    assert "[⚁ 3 coins]  [⚅ bonus rumor]  ·  taken: [⚂ 1 experience]" in text


def test_the_market_shows_this_rounds_tracking_roll_only():
    game = played(game_of(3, seed=1, modules=("wolpertinger",)), 1)
    rolls = [e for e in game.events if e.kind == "dice" and "assistant dice" not in e.text]
    assert rolls, "this game has a tracking roll"
    at = game.events.index(rolls[-1])
    shown = last_roll(game.events[:at + 1])
    assert shown == rolls[-1].payload["dice"]
    assert "Tracking dice" in market_text(game.view(0), data(), shown).plain
    assert last_roll(game.events[:1]) is None
    later_round = next((i for i, e in enumerate(game.events) if i > at and e.kind == "dice"),
                       None)
    if later_round is not None:  # a new round's assistant roll hides the old tracking roll
        assert last_roll(game.events[:later_round + 1]) is None


# --------------------------------------------------------------------------- dice


def test_a_failed_roll_says_which_dice_failed_and_what_could_help():
    game = game_of(2, seed=3)
    ctx = ctx_of(game)
    p = ctx.p(0)
    p.skills.update(luck=1, second_chance=1)
    p.spent.append("second_chance")
    player = game.view(0)["players"][0]
    text = dice_text(["success", "failure", "luck"], player, data()).plain
    assert "die 1 [✓ success]" in text and "die 2 [✗ failure]" in text
    assert "failed: dice 2 and 3" in text
    assert "could still help: Luck" in text and "Second chance" not in text
    lucky = dice_text(["success", "luck"], player, data(), lucky=True).plain
    assert "die 2 [✓ luck]" in lucky and "all succeed" in lucky
    p.wolpertinger.append("reroll")
    p.spent.clear()
    text = dice_text(["failure"], game.view(0)["players"][0], data()).plain
    assert "could still help: Second chance, Wolpertinger reroll token" in text


# --------------------------------------------------------------------------- initiative track


def test_the_track_puts_each_assistant_on_its_side_and_marks_the_turn():
    game = played(game_of(3, seed=1), 1, 50)
    view = game.view(0)
    assert set(view["sides"]) == {"left", "right"}
    text = track_text(view, data())
    rows = lines(text)
    at = next(i for i, line in enumerate(rows) if line.startswith("space"))
    right = rows[at].index("right:")
    for seat, side in enumerate(view["sides"]):
        name = render.fit(view["players"][seat]["name"], 36)
        line = next(line for line in rows[at + 1:] if name in line)
        space = view["track"].index(seat) + 1
        assert line.startswith(f"{space:>3}")
        assert (line.index(name) > right) == (side == "right")
        assert ("▶" in line) == (seat == view["current"])
    assert f"{view['phase'].title()} Phase" in text.plain


# --------------------------------------------------------------------------- player boards


def test_a_board_shows_evidence_coins_skills_markers_tiles_and_found_cryptids():
    game = played(game_of(3, seed=1, modules=("wolpertinger",)), 1, 40)
    ctx = ctx_of(game)
    p = ctx.p(1)
    p.coins, p.experience = 7, 4
    p.skills.update(luck=1, movement_range=1)
    p.spent.append("luck")
    p.action_used = True
    p.found += ["Trochus", "Kludde", "Afanc", "Peluda"]
    p.settled.append("Trochus")
    p.unsettled.append("Kludde")
    p.requests.append(Request("type_aquatic", ["Afanc", "Peluda"]))
    p.hares = 2
    p.wolpertinger.append("coins")
    view = game.view(0)
    text = player_text(view, data(), 1, own=False).plain
    assert "[bold]Max[/bold]  (player 2)" in text and "coins 7  ·  experience 4" in text
    assert text.count("[") - text.count("[bold]") - text.count("[/bold]") == 5 + 1
    assert "main action used" in text
    assert "Luck: SPENT (1 coin)" in text and "Flight ticket: ready" not in text
    assert "Movement range: 1 of 2 owned" in text and "Second chance: not owned, 2 exp" in text
    for tile in p.terrain:
        assert tile in text
    assert "Trochus (settled)" in text and "Kludde (not relocated yet)" in text
    assert "Afanc (in a request)" in text
    assert "Request [2 Aquatic]  Afanc + Peluda" in text
    assert "stuffed hares 2  ·  tokens kept: coins" in text


def test_a_long_list_of_found_cryptids_wraps_within_the_width():
    game = game_of(4, seed=2)
    ctx = ctx_of(game)
    p = ctx.p(2)  # the player with the widest name
    p.location = "E4"
    p.found = [c.name for c in data().cat.cryptids.cryptids[16:28]]
    p.unsettled = list(p.found)
    text = player_text(game.view(2), data(), 2, own=True)
    assert max(cell_len(line) for line in lines(text)) <= WIDTH
    flat = " ".join(lines(text))
    assert all(f"{name} (not relocated yet)" in flat for name in p.found)


def test_the_two_player_price_of_a_skill_is_one_more():
    game = game_of(2, seed=3)
    text = player_text(game.view(0), data(), 0, own=True).plain
    assert "Second chance: not owned, 3 exp" in text


def test_contracts_show_only_on_their_owners_own_board():
    game = game_of(3, seed=2)
    view = game.view(0)
    mine = [render.contract_text(data(), c) for c in view["players"][0]["contracts"]]
    own = player_text(view, data(), 0, own=True).plain
    assert all(f"1 point per found {c}" in own for c in mine) and "Your contracts" in own
    public = player_text(view, data(), 0, own=False).plain
    assert "2 face down" in public and not any(c in public for c in mine)
    others = players_text(view, data()).plain
    assert "[/b]Eve" not in others and others.count("2 face down") == 2
    assert "2 face down" in player_text(view, data(), 1, own=True).plain  # not in this view


# --------------------------------------------------------------------------- final scoring


def test_the_final_text_gives_the_nine_steps_for_everyone_and_the_tie_break():
    game = played(game_of(2, seed=1), 1)  # seed 1 ends tied, decided by the last tie-break
    result = game.result()
    assert result.decided_by == TIEBREAKS[2]
    text = final_text(result).plain
    for step in STEPS:
        row = next(line for line in lines(text) if line.startswith(render.STEP_LABELS[step]))
        assert row.split()[-2:] == [str(s.breakdown[step]) for s in result.scores]
    winner = result.scores[result.winner]
    assert f"{render.fit(winner.name, 19)}*" in text
    assert f"decided by {TIEBREAKS[2]}" in text
    values = ", ".join(f"{name} {value}" for name, value in zip(TIEBREAKS, winner.tiebreak,
                                                                    strict=True))
    assert f"{render.fit(winner.name, 24)}: {values}" in text


def test_a_shared_victory_names_every_tie_break_compared():
    scores = [SeatScore(s, f"P{s}", 5, {"found": 5}, (1, 2, 3)) for s in range(2)]
    text = final_text(rank(scores, TIEBREAKS, "test")).plain
    assert "P1: found cryptids 1, relocated cryptids 2, experience and coins 3" in text
    assert "the victory is shared" in text


def test_the_wolpertinger_step_follows_the_nine():
    game = played(game_of(3, seed=2, modules=("wolpertinger",)), 2)
    text = final_text(game.result()).plain
    assert text.index("9. Coins") < text.index("+ Wolpertinger") < text.index("Total")


def test_the_shared_final_table_lists_the_nine_steps_by_name():
    game = played(game_of(3, seed=5), 5)
    console = Console(width=200, no_color=True, record=True)
    with console.capture() as shown:
        console.print(score_table(game.result()))
    rows = [line.split("│")[1].strip() for line in shown.get().splitlines() if "│" in line]
    assert [r for r in rows if r in STEPS] == list(STEPS)
