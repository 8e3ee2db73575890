"""Every fact the rulebook states about a cryptid card, an evidence token or the Wolpertinger
module holds in the data (the passage is named, in our words, in each docstring)."""

from engine.cryptic.parts.catalog_records import EVIDENCE, MAIN_EVIDENCE, rotations
from engine.cryptic.parts.wolpertinger_tokens import wolpertinger_parts

NAMED_BY_THE_BOOK = (
    "Karadag Snake", "Tulikettu", "Beast of Gévaudan", "Cochlea Sarmatica", "Trochus",
    "Lomie", "Habior", "Mahwot", "Gulon", "Korkodil", "Lagopus", "Zitiron", "Tatzelwurm",
    "Caladrius", "Water Leaper", "Bird of Vergisson",
)


def test_every_cryptid_the_book_names_is_a_card(catalog):
    """The relocation example, the turn example and the power clarifications name 16
    cryptids; each is a card, and a book name is never marked as designed."""
    names = {k.name for k in catalog.cryptids.cryptids}
    assert set(NAMED_BY_THE_BOOK) <= names
    for name in NAMED_BY_THE_BOOK:
        assert "name" not in catalog.cryptid(name).designed
    others = [k for k in catalog.cryptids.cryptids if k.name not in NAMED_BY_THE_BOOK]
    assert len(others) == 27 and all("name" in k.designed for k in others)


def test_karadag_snake(catalog):
    """Turn example, white player: Karadag Snake is tracked in region E3 with eyewitness
    and outline in the water (all it needs), gives 1 experience when found, and being level
    II it is replaced from the level III deck."""
    snake = catalog.cryptid("Karadag Snake")
    assert snake.level == 2
    assert snake.location == "E3"
    assert sorted(snake.evidence) == ["eyewitness", "water_outline"]
    assert snake.power.when == "found"
    assert (snake.power.effect, snake.power.params) == ("gain", {"experience": 1})
    assert not {"level", "location", "evidence", "power"} & set(snake.designed)


def test_trochus_and_lomie_are_level_one(catalog):
    """Turn example, resetting cryptids: the white player wants to replace a level I card;
    Trochus carries a bid, Lomie does not and is replaced by another level I card."""
    assert catalog.cryptid("Trochus").level == 1
    assert catalog.cryptid("Lomie").level == 1


def test_habior_needs_footprint(catalog):
    """Turn example, Assistant Phase: the white player bids on Habior because the footprint
    they hold is evidence it needs."""
    assert "footprint" in catalog.cryptid("Habior").evidence


def test_beast_of_gevaudan_fits_only_after_a_quarter_turn(catalog):
    """Relocation example: the Beast's tile fits once turned by 90 degrees, so turning it
    changes its shape; Tulikettu's tile covers two bonus symbols (1 experience, 1 coin)."""
    beast = rotations(catalog.cryptid("Beast of Gévaudan").tile)
    assert beast[1] != beast[0]
    assert len(catalog.cryptid("Tulikettu").tile) >= 2


def test_gulon_buys_evidence(catalog):
    """Clarifications, Gulon: its power buys evidence, the market refilled after each
    purchase (no swapping)."""
    gulon = catalog.cryptid("Gulon")
    assert gulon.power.effect == "buy_evidence"
    assert "refill" in gulon.power.text


def test_korkodil_lives_where_its_tile_lies(catalog):
    """Clarifications, Korkodil: for habitat contracts it lives on the terrain its tile
    covers, so its tile is not tied to one terrain."""
    korkodil = catalog.cryptid("Korkodil")
    assert korkodil.terrain == "special"
    assert (korkodil.power.when, korkodil.power.effect) == ("relocated", "settle_any_terrain")


def test_lagopus_and_zitiron_settle_on_other_cryptids(catalog):
    """Clarifications, Lagopus and Zitiron: their tiles go on top of other cryptid tiles
    without terrain bonuses (a settling rule, so a 'when relocated' power)."""
    for name in ("Lagopus", "Zitiron"):
        card = catalog.cryptid(name)
        assert card.terrain == "special"
        assert (card.power.when, card.power.effect) == ("relocated", "settle_on_cryptids")
        assert "no terrain bonus" in card.power.text


def test_the_three_special_tiles_are_the_three_special_settlers(catalog):
    """Components: 3 special cryptid tiles; the clarifications give special settling rules
    to exactly Korkodil, Lagopus and Zitiron."""
    special = {k.name for k in catalog.cryptids.cryptids if k.terrain == "special"}
    assert special == {"Korkodil", "Lagopus", "Zitiron"}


def test_tatzelwurm_and_caladrius_reset_evidence(catalog):
    """Clarifications, Tatzelwurm and Caladrius: their power is the reset action, which is
    not allowed with 7 tokens on the board."""
    for name in ("Tatzelwurm", "Caladrius"):
        power = catalog.cryptid(name).power
        assert power.effect == "reset_evidence"
        assert "7 tokens" in power.text


def test_water_leaper_is_settled_after_a_request(catalog):
    """Clarifications, Water Leaper: used for a request, its tile is settled anyway and it
    scores 1 more point at game end besides the request's 4."""
    power = catalog.cryptid("Water Leaper").power
    assert (power.when, power.effect, power.params) == (
        "relocated", "request_and_settle", {"vp": 1})


def test_bird_of_vergisson_rewards_the_fewest_cryptids(catalog):
    """Solo scoring: Bird of Vergisson's game-end power pays when you have fewer cryptids
    than the Poacher, i.e. than your opponents."""
    power = catalog.cryptid("Bird of Vergisson").power
    assert (power.when, power.effect) == ("game_end", "fewest_found")
    assert power.params["vp"] > 0


def test_the_four_power_timings_and_their_examples(catalog):
    """Cryptid cards, special power: a power fires when found, after a failed attempt, when
    relocated or at game end; each example the book gives is a real card's power."""
    powers = {(k.power.when, k.power.effect, tuple(sorted(k.power.params.items())))
              for k in catalog.cryptids.cryptids}
    assert ("game_end", "all_skills", (("vp", 2),)) in powers
    assert ("fail", "gain", (("coins", 2),)) in powers
    assert ("relocated", "gain", (("experience", 1),)) in powers
    assert ("found", "gain", (("evidence_from_bag", 1),)) in powers


def test_card_layout_facts(catalog):
    """Cryptid cards: some live in cities, some are runaways ('?' location), some draw their
    evidence ('?'), some combine 2 types (never more)."""
    cards = catalog.cryptids.cryptids
    cities = set(catalog.city_ids())
    assert any(k.location in cities for k in cards)
    assert any(k.runaway for k in cards)
    assert any(k.drawn_evidence for k in cards)
    assert any(len(k.types) == 2 for k in cards)
    assert all(1 <= len(k.types) <= 2 for k in cards)


def test_evidence_needed_fits_the_tracking_rules(catalog):
    """Track a cryptid and the Poacher's icons: a card names 2 or 3 evidence types (the
    Poacher captures cards needing 2 or 3; 4 tokens take any card), or draws one; the
    tracking example's card needs silhouette in the sky, bones and footprint."""
    for k in catalog.cryptids.cryptids:
        assert k.drawn_evidence or len(k.evidence) in (2, 3), k.name
    needs = {frozenset(k.evidence) for k in catalog.cryptids.cryptids}
    assert frozenset({"sky_silhouette", "bones", "footprint"}) in needs


def test_higher_levels_need_more_evidence(catalog):
    """Evidence tokens, advice: level II and III cryptids need much evidence."""
    def most(level):
        return max(len(k.evidence) for k in catalog.cryptids.cryptids if k.level == level)

    def least(level):
        return min(len(k.evidence) for k in catalog.cryptids.cryptids
                   if k.level == level and not k.drawn_evidence)

    assert most(1) <= least(3) and least(1) <= least(2) <= least(3)


def test_evidence_prices_from_the_turn_example(catalog):
    """Turn example, orange Assistant Phase: a footprint sells for 3 coins and a rumor
    costs 2; the Poacher takes a rumor only when no dearer evidence fits, so a rumor is the
    cheapest."""
    tokens = catalog.evidence.tokens
    assert any(t.type == "footprint" and t.price == 3 for t in tokens)
    assert any(t.type == "rumor" and t.price == 2 for t in tokens)
    rumor = max(t.price for t in tokens if t.type == "rumor")
    assert all(t.price > rumor for t in tokens if t.type in MAIN_EVIDENCE)


def test_every_evidence_type_is_named(catalog):
    """Evidence tokens: the six main kinds (the sky and water ones included) and rumor each
    have a name."""
    assert set(catalog.evidence.names) == set(EVIDENCE)
    assert catalog.evidence.names["sky_silhouette"] == "Silhouette in the sky"


def test_wolpertinger_values(catalog):
    """Wolpertinger module: a search costs 1 rumor; a hare scores 1, a coin token gives 4
    coins, an evidence token 1 evidence from the bag; the card scores 2."""
    w = wolpertinger_parts(catalog)
    assert w.rumors_to_search == 1
    assert w.tokens["hare"].vp == 1
    assert w.tokens["coins"].coins == 4
    assert w.tokens["evidence"].evidence == 1
    assert w.card.vp == 2


def test_contract_and_request_points(catalog):
    """Scoring, steps 3 and 4: a request token is worth 4 points, a contract 1 point per
    cryptid that meets it."""
    assert catalog.contracts.request_points == 4
    assert catalog.contracts.points_per_cryptid == 1
