"""Every mark the island map draws, in one table: its text, its colours and the words the
legend says about it. The map and its legend both read this table, so they cannot drift
apart; each mark has its own text, so nothing is told by colour alone."""

from __future__ import annotations

from rich.style import Style

from engine.tui.legend import Mark, on_colour


def _ground(bg: str, fg: str) -> Style:
    return Style(bgcolor=bg, color=fg, bold=True)


def _habitat(text: str, name: str, bg: str, fg: str) -> Mark:
    return Mark(text, f"{name} habitat", _ground(bg, fg), group="habitats")


# The ground of a hex: its terrain, or for a habitat its kind; it colours the whole hex.
GROUND: dict[str, Mark] = {
    "plains": Mark("·", "plains", _ground("#35602f", "#d8ecd0")),
    "mountain": Mark("^^^", "mountain: pay 1", _ground("#6b6b6b", "#ffffff")),
    "lake": Mark("~~~", "lake", _ground("#285a9c", "#d8e8ff")),
    "net_habitat": Mark("Net", "net habitat", _ground("#138a8a", "#ffffff")),
    "fruit": _habitat("Fru", "fruit", "#c62828", "#ffffff"),
    "coral": _habitat("Cor", "coral", "#ff8a5c", "#000000"),
    "flower": _habitat("Flo", "flower", "#c857d8", "#000000"),
    "mushroom": _habitat("Mus", "mushroom", "#d6b94c", "#000000"),
    # Winterfall: a wild habitat is every kind at once; an aurora tile hides its habitat
    "wild": _habitat("Wld", "wild (any)", "#f2f2f2", "#000000"),
    "aurora": Mark("Aur", "aurora tile", _ground("#5e35b1", "#ffffff")),
}
#: A habitat tile laid on a lake: the habitat's own mark, with this sign after it.
TILE = Mark("~", "tile on a lake", Style(bold=True))

# Winterfall's signs at the end of a hex's top line, where a lake shows its tile.
MOUNTAIN_TILE = Mark("+", "mountain tile", Style(bold=True))
BLIZZARD = Mark("#", "blizzard", Style(bold=True))
#: an aurora tile's tokens left, one use each
TOKENS: dict[int, Mark] = {
    n: Mark(str(n), "tokens left", Style(bold=True), group="tokens left")
    for n in (1, 2)
}

# Special effect icons on habitats and habitat tiles (their full text is in help).
ICON: dict[str, Mark] = {
    icon: Mark(text, meaning, Style(bold=True), group) for icon, text, meaning, group in [
        ("gain_fruit", "+Fru", "gain 1 fruit", "gain 1"),
        ("gain_coral", "+Cor", "gain 1 coral", "gain 1"),
        ("gain_flower", "+Flo", "gain 1 flower", "gain 1"),
        ("gain_mushroom", "+Mus", "gain 1 mushroom", "gain 1"),
        ("score_3", "3VP", "score 3", ""),
        ("sweep_take", "Swp", "sweep + take", ""),
        ("random_egg", "Egg?", "pouch egg", ""),
        ("flip_one_egg", "Flip", "turn 1 egg", ""),
        ("flip_two_eggs", "Flp2", "turn 2 eggs", ""),
        ("draw_two", "Drw2", "draw 2", ""),
        ("take_card_gain_resource", "Take", "card + resource", ""),
        ("activate_recharge", "Rchg", "fire recharge", ""),
        ("discard_gain_two_resources", "Dsc2", "discard for 2", ""),
        ("play_card", "Play", "play a card", ""),
        # Winterfall's icons (wild habitats, its habitat tiles)
        ("discard_gain_egg", "DsEg", "discard for an egg", ""),
        ("discover_species", "Disc", "discover a species", ""),
        ("score_2", "2VP", "score 2", ""),
        ("draw_one", "Drw1", "draw 1", ""),
        ("gain_any_resource", "+Any", "any 1 resource", ""),
    ]
}

# What an aurora tile gives (by its effect's id in the data; help has the full text).
AURORA: dict[str, Mark] = {
    effect: Mark(text, meaning, Style(bold=True, italic=True)) for effect, text, meaning in [
        ("fruit_2", "2Fru", "2 fruit"), ("coral_2", "2Cor", "2 coral"),
        ("flower_2", "2Flo", "2 flower"), ("mushroom_2", "2Mus", "2 mushroom"),
        ("score_4", "4VP", "score 4"), ("net", "+Net", "a net"), ("egg", "+Egg", "an egg"),
        ("two_cards", "2Crd", "2 Wilderness cards"), ("end_card", "End!", "an end card now"),
        ("all_recharges", "AllR", "every recharge"), ("last_instant", "Inst",
                                                       "last instant again"),
        ("least_resources", "2Low", "2 of your least"),
        ("species_icons", "Spcs", "VP per icon of a species"),
    ]
}

# Time token markings: eggs appear on them when their token turns; and Winterfall's two
# marked plains, where only the mountain tile with that marking goes.
MARKING: dict[str, Mark] = {
    name: Mark(glyph, name, Style(bold=True)) for name, glyph in [
        ("sun", "☼"), ("moon", "☾"), ("star", "*"), ("leaf", "♣"), ("wave", "≈"),
    ]
} | {name: Mark(glyph, f"{name} plains", Style(bold=True))
     for name, glyph in [("peak", "^"), ("crag", "%")]}

EGG: dict[str, Mark] = {
    species: Mark(f"({species[0].upper()})", species, Style(bold=True))
    for species in ("bird", "crustacean", "dragon", "fish", "insect", "mammal", "reptile",
                    "spirit")
}

CAPTAIN, CREW_MEMBER = "★", "●"


CREW_SIGNS = (Mark(CAPTAIN, "captain", Style(bold=True)),
              Mark(CREW_MEMBER, "crew member", Style(bold=True)))


def crew_mark(seat: int, captain: bool, colour: str, name: str) -> Mark:
    """A crew member on the map: a star for the captain, and its player's number on its
    player's colour."""
    sign = CAPTAIN if captain else CREW_MEMBER
    return Mark(f"{sign}{seat + 1}", name, on_colour(colour), group=name)


# How the map shows the decision: written out in the legend when they are on screen.
FADED = Mark("dim", "not a choice", Style(color="#808080"))  # and no fill: see HexMap
LIT = Mark("lit", "picked or touched", Style(reverse=True))
COORD = Mark("3,4", "row,column", Style(dim=True))
#: Walls: the first hex picked of two (until the second is picked), and while the map has
#: the keyboard the six hexes touching the cursor's (a hex's walls are its own glyphs: the
#: marks read without colour too)
FIRST_PICK = Mark("» «", "first hex picked", Style(bold=True))
TOUCHING = Mark("┃ ┃", "touches the cursor's hex", Style(bold=True))

SIGNS = {"tile": TILE, "mountain tile": MOUNTAIN_TILE, "blizzard": BLIZZARD,
         **{f"tokens {n}": m for n, m in TOKENS.items()}}
