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
    power_text,
    track_text,
)
from engine.core import Game, GameConfig, Seat, SeatScore, rank
from engine.cryptic.rules import COLOURS
from engine.cryptic.scoring import STEPS, TIEBREAKS
from engine.cryptic.state import Request
from engine.cryptic.view import CryptidCard
from engine.tui.result_screen import score_table
from tests.cryptic.purposeful import Purposeful
from tests.cryptic.rules_helpers import ctx_of, put_in_row, rules, take_token, token_of

NAMES = ("[/b]Eve", "[bold]Max[/bold]", "龍" * 24, "Ann")


def game_of(players: int = 3, seed: int = 1, modules: tuple[str, ...] = (),
            names: tuple[str, ...] = NAMES) -> Game:
    seats = tuple(Seat(name=names[i], colour=COLOURS[i]) for i in range(players))
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


WIDTHS = (WIDTH, 90, 118)  # the tabs at 120x40, a wider window, the old fixed width


def panels(game: Game, seat: int, width: int = WIDTH) -> list[Text]:
    view = game.view(seat)
    texts = [cryptids_text(view, data(), width=width),
             market_text(view, data(), last_roll(game.events), width=width),
             track_text(view, data(), width=width), players_text(view, data(), width=width)]
    texts += [player_text(view, data(), p, own=p == seat, width=width)
              for p in range(len(view.players))]
    if game.prompt is None:
        texts.append(final_text(game.result(), width=width))
    return texts


def card_of(text: Text, name: str) -> list[str]:
    """The lines of the card of the cryptid named, from its numbered line to the next."""
    rows = lines(text)
    first = next(i for i, line in enumerate(rows) if line[:1].isdigit() and name in line)
    end = next(i for i in range(first + 1, len(rows)) if not rows[i].startswith(" "))
    return rows[first:end]


def joined(rows: list[str]) -> str:
    """Wrapped lines back as one line (a line is only ever broken at a space)."""
    return " ".join(row.strip() for row in rows)


# --------------------------------------------------------------------------- every panel


@pytest.mark.parametrize(("players", "seed", "modules", "steps"), [
    (2, 3, (), 0),
    (3, 1, ("wolpertinger",), 120),
    (4, 5, ("no-bids",), 260),
    (4, 2, ("wolpertinger",), None),
])
def test_every_panel_fits_the_width_and_keeps_names_as_text(players, seed, modules, steps):
    game = played(game_of(players, seed, modules), seed, steps)
    for width in WIDTHS:
        console = Console(width=width, no_color=True, record=True, file=None,
                          legacy_windows=False)
        for text in panels(game, players - 1, width):
            too_wide = [line for line in lines(text) if cell_len(line) > width]
            assert not too_wide, (width, too_wide)
            with console.capture():
                console.print(text)  # a name with brackets is text: printing it never fails
    shown = "".join(t.plain for t in panels(game, seat=0))
    assert "[/b]Eve" in shown and "[bold]Max[/bold]" in shown


# --------------------------------------------------------------------------- the cryptid row


def card_facts(card: CryptidCard, short: bool) -> list[str]:
    """What a card says, as the row writes it (`short`: evidence by its first word)."""
    cryptid = data().cryptids[card.name]
    evidence = [data().cat.evidence.names[kind] for kind in card.evidence]
    needs = " + ".join(e.split()[0] if short else e for e in evidence)
    return [cryptid.name, f"level {render.LEVELS[cryptid.level]}",
            render.types_text(data(), cryptid.types),
            f"points {cryptid.find_points}/{cryptid.settle_points}",
            f"{len(cryptid.tile)} {cryptid.terrain} squares",
            f"needs ? = {needs} (drawn)" if cryptid.drawn_evidence else f"needs {needs}"]


@pytest.mark.parametrize("width", WIDTHS)
def test_the_row_shows_each_card_and_the_decks(width):
    game = game_of(3, seed=2)
    view = game.view(0)
    text = cryptids_text(view, data(), width=width)
    for card in view.row:
        block = joined(card_of(text, card.name))
        for fact in card_facts(card, short=width < render.WIDE):
            assert fact in block
        assert data().cat.location(card.location).name in block
    assert "level I: 10 left, 0 discarded" in text.plain
    assert "level III: 12 left, 0 discarded" in text.plain


def test_every_card_takes_three_lines_at_the_narrowest_and_keeps_every_fact():
    game = game_of(4, seed=2)
    ctx = ctx_of(game)
    for cryptid in data().cat.cryptids.cryptids:  # each with four bids: the longest card
        in_row = [c.name if c else "" for c in ctx.state.row]
        card = (ctx.state.row[in_row.index(cryptid.name)] if cryptid.name in in_row else
                put_in_row(ctx, 0, cryptid.name))
        card.bids = [0, 1, 2, 3]
        if cryptid.runaway:
            card.location_token = token_of(ctx, "bones", 2)
        view_card = next(c for c in game.view(0).row if c.name == cryptid.name)
        power = power_text(data(), cryptid.name)
        for width in WIDTHS:
            rows = card_of(cryptids_text(game.view(0), data(), width=width), cryptid.name)
            block = joined(rows)
            assert all(fact in block for fact in card_facts(view_card, width < render.WIDE))
            assert "bids: " in block and "Ann" in block
            if width == WIDTH:
                assert len(rows) <= 3, rows
                cut = block[block.rindex(" · ") + 3:]
                assert cut == power or (cut.endswith("…") and power.startswith(cut[:-1]))
            if width == 118:
                assert power in block


def test_a_runaway_shows_a_question_mark_and_its_tokens_back():
    game = game_of(3, seed=2)
    ctx = ctx_of(game)
    card = put_in_row(ctx, 0, "Bukavac", bids=(1,))
    card.location_token = token_of(ctx, "bones", 2)  # its back names S3
    back = data().cat.evidence.tokens[card.location_token].location
    block = joined(card_of(cryptids_text(game.view(0), data()), "Bukavac"))
    assert f"at ? = {data().cat.location(back).name} ({back})" in block
    assert "bids: [bold]Max[/bold]" in block


def test_a_drawn_evidence_card_names_the_drawn_type_and_the_tile_is_drawn_when_wide():
    game = game_of(3, seed=2)
    ctx = ctx_of(game)
    names = [c.name if c else "" for c in ctx.state.row]
    slot = names.index("Aitvaras") if "Aitvaras" in names else 5
    card = ctx.state.row[slot] if slot != 5 else put_in_row(ctx, 5, "Aitvaras")
    if card.evidence_token is not None:
        ctx.state.bag.append(card.evidence_token)
    card.evidence_token = take_token(ctx, token_of(ctx, "footprint"))
    narrow = cryptids_text(game.view(0), data())
    block = joined(card_of(narrow, "Aitvaras"))
    assert "needs ? = Footprint (drawn)" in block and "when found: Gain 2 coins." in block
    assert card_of(narrow, "Aitvaras")[0].startswith(f"{slot + 1} Aitvaras")
    # Aitvaras' tile is three forest squares in a column, drawn lying beside its first line
    wide = card_of(cryptids_text(game.view(0), data(), width=118), "Aitvaras")
    assert wide[0].startswith(f"{slot + 1} F F F ")


def test_without_bids_the_row_says_so_and_lists_no_bids():
    game = game_of(2, seed=4, modules=("no-bids",))
    text = cryptids_text(game.view(0), data()).plain
    assert "played without bids" in text and "· bids:" not in text


# --------------------------------------------------------------------------- market and supply


def test_the_market_shows_slots_supply_contract_requests_dice_and_piles():
    game = played(game_of(3, seed=1, modules=("wolpertinger",)), 1, 60)
    view = game.view(0)
    ctx = ctx_of(game)
    text = market_text(view, data()).plain
    for i, piece in enumerate(view.market):
        if piece is not None:
            name = data().cat.evidence.names[piece.type]
            assert f"{i + 1} [{name}" in text and f" {piece.price}c]" in text
    assert f"bag {view.bag} tokens" in text
    assert f"bonus rumors {view.rumor_supply}" in text
    assert view.wolpertinger is not None
    assert f"Wolpertinger tokens {len(view.wolpertinger.cities)}" in text
    assert "General contract" in text and len(view.requests) == text.count("[2 ")
    assert text.count("[⚀") + text.count("[⚁") + text.count("[⚂") + text.count("[⚃") + \
        text.count("[⚄") + text.count("[⚅") == len(view.dice)
    taken = text[text.index("taken:"):].split("\n")[0] if any(view.dice_taken) else ""
    assert taken.count("[") == sum(view.dice_taken)
    for terrain, pile in view.terrain_piles.items():
        assert f"{terrain} {len(pile)} tiles" in text
    ctx.state.closed_terrains.append("water")
    assert "W water closed" in market_text(game.view(0), data()).plain


def test_an_assistant_die_shows_its_face_as_pips_and_its_gain():
    game = played(game_of(2, seed=3), 3, 1)
    ctx = ctx_of(game)
    ctx.state.dice = ["coins_3", "experience_1", "bonus_rumor"]
    ctx.state.dice_taken = [False, True, False]
    text = market_text(game.view(0), data(), width=118).plain
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
    game = game_of(2, seed=3, modules=("wolpertinger",))  # its reroll token may help too
    ctx = ctx_of(game)
    p = ctx.p(0)
    p.skills.update(luck=1, second_chance=1)
    p.spent.append("second_chance")
    player = game.view(0).players[0]
    text = dice_text(["success", "failure", "luck"], player, data()).plain
    assert "die 1 [✓ success]" in text and "die 2 [✗ failure]" in text
    assert "failed: dice 2 and 3" in text
    assert "could still help: Luck" in text and "Second chance" not in text
    lucky = dice_text(["success", "luck"], player, data(), lucky=True).plain
    assert "die 2 [✓ luck]" in lucky and "all succeed" in lucky
    p.wolpertinger.append("reroll")
    p.spent.clear()
    text = dice_text(["failure"], game.view(0).players[0], data()).plain
    assert "could still help: Second chance, Wolpertinger reroll token" in text


# --------------------------------------------------------------------------- initiative track


@pytest.mark.parametrize("width", WIDTHS)
def test_the_track_puts_each_assistant_on_its_side_and_marks_the_turn(width):
    game = played(game_of(3, seed=1), 1, 50)
    view = game.view(0)
    assert set(view.sides) == {"left", "right"}
    text = track_text(view, data(), width=width)
    rows = lines(text)
    at = next(i for i, line in enumerate(rows) if line.startswith("space"))
    right = rows[at].index("right:")
    for seat, side in enumerate(view.sides):
        name = render.fit(view.players[seat].name, render.side_column(width) - 2)
        line = next(line for line in rows[at + 1:] if name in line)
        space = view.track.index(seat) + 1
        assert line.startswith(f"{space:>3}")
        assert (line.index(name) > right) == (side == "right")
        assert ("▶" in line) == (seat == view.current)
    assert f"{view.phase.title()} Phase" in text.plain


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
    assert "Luck: SPENT (1c)" in text and "Flight ticket: ready" not in text
    assert "Movement range: 1 of 2 owned" in text and "Second chance: learn 2 exp" in text
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


def test_the_own_board_puts_what_counts_most_first_and_wrapped_lines_under_headings():
    game = played(game_of(4, seed=2, modules=("wolpertinger",)), 2, 200)
    ctx = ctx_of(game)
    p = ctx.p(2)  # the player with the widest name, with much on the board
    p.found = [c.name for c in data().cat.cryptids.cryptids[16:28]]
    p.unsettled = list(p.found)
    p.requests.append(Request("type_aquatic", p.found[:2]))
    text = player_text(game.view(2), data(), 2, own=True).plain
    order = ["Evidence", "coins", "experience", "Skills", "Terrain tiles", "Found cryptids",
             "Request [", "Wolpertinger", "Your contracts"]
    places = [text.index(word) for word in order]
    assert places == sorted(places)
    headings = ("龍", "Evidence", "coins", "Skills", "Terrain tiles", "Found cryptids",
                "Request [", "Wolpertinger", "Your contracts", " ")
    assert all(line.startswith(headings) for line in lines(text) if line), text
    market = market_text(game.view(2), data()).plain
    headings = ("Evidence market", "Supply", "General contract", "Requests", "Assistant dice",
                "Terrain piles", " ")
    assert all(line.startswith(headings) for line in lines(market) if line), market


def test_the_two_player_price_of_a_skill_is_one_more():
    game = game_of(2, seed=3)
    text = player_text(game.view(0), data(), 0, own=True).plain
    assert "Second chance: learn 3 exp" in text


def test_contracts_show_only_on_their_owners_own_board():
    game = game_of(3, seed=2)
    view = game.view(0)
    mine = [render.contract_text(data(), c) for c in view.players[0].contracts]
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
    text = final_text(result, width=118).plain
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


def test_the_row_kept_from_before_is_the_row_made_afresh():
    """A card's lines are kept by what they are made of: through a game (bids placed and
    taken back, cards found and replaced, names of any length) the row shown is the one
    made with nothing kept."""
    game = game_of(players=3, seed=4, names=("Ada", "Bartholomew-Augustin", "Cy"))
    agent = Purposeful(ctx_of(game), 4)
    seen = set()
    for _ in range(200):
        if game.prompt is None:
            break
        game.choose(agent.pick(game.prompt))
        for width in (WIDTH, 118):
            kept = cryptids_text(game.view(0), data(), width=width)
            cards = dict(render._CARD_LINES)  # what is kept goes on to the next step
            render._CARD_LINES.clear()
            afresh = cryptids_text(game.view(0), data(), width=width)
            render._CARD_LINES.clear()
            render._CARD_LINES.update(cards)
            assert (kept.plain, kept.spans) == (afresh.plain, afresh.spans)
        seen.add(kept.plain)
    assert len(seen) > 10  # the row changed along the way
