"""The app's help: rule topics from the assets, plus one topic per card, captain,
achievement and special effect icon, all in the project's words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.tui.help import APP_GROUP, APP_TOPICS, Group, HelpBook, Topic
from engine.tui.legend import Mark
from engine.wondrous.api import (
    WINTERFALL,
    Catalog,
    winter_captains,
    winter_creatures,
    winterfall_parts,
)
from wondrous_tui.map_marks import AURORA, CREW_SIGNS, EGG, GROUND, ICON, MARKING, SIGNS
from wondrous_tui.render import KIND_SAYS, card_line, winterfall_card_text

if TYPE_CHECKING:  # read with the Winterfall components, when its topics are first wanted
    from engine.wondrous.api import WinterfallCard

TITLES = {"start": "Start here", "new-game": "New game: modes, seats, seed",
          "captains": "Choosing a captain", "captain": "Your captain",
          "map": "The map", "icons": "Map icon names", "game_end": "End of the game",
          "special-effects": "Special effect icons", "general": "Wondrous Creatures",
          "solo": "Solo play against Tingent", "tingent": "Tingent's turn",
          "tingent-icons": "Tingent's card icons", "tingent-placement": "Where Tingent moves",
          "tingent-tie": "Tingent's tie-break (you choose)",
          "tingent-board": "Tingent's board and its icons",
          "tingent-achievements": "How Tingent completes achievements",
          "tingent-score": "Tingent's final score",
          "scenario-poor": "Scenario: A Poor Adventurer's Challenge",
          "scenario-outlaws": "Scenario: Outlaws", "scenario-haze": "Scenario: Suspicious Haze",
          "tingent-winter": "Tingent in Winterfall",
          "tingent-winter-moves": "Where Tingent moves in Winterfall",
          "tingent-winter-events": "Tingent in the Winterfall events",
          "tingent-winter-score": "Tingent's final score in Winterfall",
          "scenario-unfair": "Scenario: Unfair Game (Winterfall)",
          "scenario-double": "Scenario: Double Trouble (Winterfall)",
          "scenario-eggpocalypse": "Scenario: Eggpocalypse (Winterfall)",
          "winterfall": "Winterfall (the expansion)", "snowfields": "Snowfields and snowflakes",
          "auroras": "Auroras: how a tile fires", "aurora-placement": "Aurora tile placement",
          "winterfall-scoring": "Winterfall scoring order"}


#: help.yaml topics that end with Tingent's Winterfall values by level
WITH_WINTER_VALUES = ("tingent-winter-moves", "tingent-winter-score")
#: help.yaml's words added to "Start here" in a Winterfall game (not a topic of its own)
START_WINTERFALL = "start-winterfall"

#: the headings of the help's list, after the rules
GROUPS = (
    Group("Winterfall rules", ids=(
        "winterfall", "wild-habitats", "snowfields", "big-snowflakes", "blizzards",
        "mountain-tiles", "auroras", "aurora-placement", "winterfall-event", "aurora-event",
        "sequential-effects", "spirits", "discover", "projects", "winterfall-scoring")),
    Group("Solo against Tingent", prefixes=("tingent", "scenario-"), ids=("solo",)),
    Group("Creature cards", prefixes=("card:",)),
    Group("Captains", prefixes=("captain:",)),
    Group("Achievements", prefixes=("achievement:",)),
    Group("Special effect icons", prefixes=("icon:", "track-icon:")),
    Group("Winterfall cards and tiles", prefixes=("winterfall-card:", "prelude:", "aurora:")),
    APP_GROUP,
)


def wondrous_book(cat: Catalog) -> HelpBook:
    """The base game's topics at once; the map's icon names and Winterfall's topics, which
    read Winterfall's components, when first wanted (a start shows a base topic)."""
    topics: dict[str, Topic] = {}
    for key, text in sorted(cat.comps.help.topics.items()):
        if key in (*WITH_WINTER_VALUES, START_WINTERFALL):
            continue  # completed with the values Winterfall's components give, when wanted
        title = TITLES.get(key, key.replace("_", " ").replace("-", " ").capitalize())
        topics[key] = Topic(title, text)
    topics["map"] = Topic(topics["map"].title, f"{topics['map'].text}\n\n{marks_text()}")
    topics["species"] = species_topic(cat, ())
    topics.update(APP_TOPICS)
    for number, card in sorted(cat.creatures.items()):
        topics[f"card:{number}"] = Topic(f"Card #{number} {card.name}",
                                         f"{card_line(cat, number)}\n\n{card.text}")
    for number, captain in sorted(cat.captains.items()):
        topics[f"captain:{number}"] = Topic(f"Captain {captain.name}",
                                            f"{captain.name}, {captain.title}.\n\n{captain.text}")
    for ach in sorted(cat.comps.achievements.achievements, key=lambda a: a.id):
        topics[f"achievement:{ach.id}"] = Topic(f"Achievement: {ach.title}", ach.text)
    for icon in sorted(cat.comps.special_effects.icons, key=lambda i: i.id):
        topics[f"icon:{icon.id}"] = Topic(f"Icon {icon.id.replace('_', ' ')}", icon.text)
    for name, text in sorted(cat.comps.tracks.track_icons.items()):
        topics[f"track-icon:{name}"] = Topic(f"Track icon {name.replace('_', ' ')}", text)
    return HelpBook(topics, more=lambda: {"icons": icons_topic(cat), **winterfall_topics(cat)},
                    groups=GROUPS, variants={WINTERFALL: lambda: winterfall_variants(cat)})


def species_topic(cat: Catalog, modules: tuple[str, ...]) -> Topic:
    """The species of a game with these modules, counted from the data."""
    species = cat.species_in(modules)
    return Topic("Species", cat.comps.help.topics["species"].format(
        count=len(species), names=", ".join(species)))


def winterfall_variants(cat: Catalog) -> dict[str, Topic]:
    """The topics that read otherwise in a Winterfall game: "Start here" points to
    Winterfall's own topic, and the species are eight."""
    start = cat.comps.help.topics["start"]
    return {"start": Topic(TITLES["start"],
                           f"{cat.comps.help.topics[START_WINTERFALL]}\n\n{start}"),
            "species": species_topic(cat, (WINTERFALL,))}


def icons_topic(cat: Catalog) -> Topic:
    """Every special effect icon as the map writes it, Winterfall's too."""
    icons = [Mark(m.text, icon_text(cat, sid), m.style) for sid, m in ICON.items()]
    return Topic(TITLES["icons"], "The special effect icons as the map writes them.\n\n"
                 + mark_lines(icons))


def ruling(card: WinterfallCard) -> list[str]:
    """Where the data decided an effect's kind against the book's slip (Red Aurora)."""
    decided = [int(p.split(".")[1]) for p in card.designed
               if p.startswith("effects.") and p.endswith(".kind")]
    return [f"\n\nRuling: the book calls effect {n + 1} {OTHER_KIND[card.effects[n].kind]}, "
            f"but the effect it points to is {card.effects[n].kind}: here it is done "
            f"{KIND_SAYS[card.effects[n].kind]}." for n in decided]


OTHER_KIND = {"instructional": "sequential", "sequential": "instructional"}


def icon_text(cat: Catalog, sid: str) -> str:
    """What a special effect icon does, a base one or one of Winterfall's."""
    if sid in cat.specials:
        return cat.specials[sid].text
    return next(i.text for i in winterfall_parts(cat.comps).icons.icons if i.id == sid)


def winterfall_topics(cat: Catalog) -> dict[str, Topic]:
    """A topic per Winterfall card, captain, achievement, Winterfall card, prelude card,
    aurora tile effect and new icon, from the data (the rules are help.yaml's topics)."""
    winter = winterfall_parts(cat.comps)
    topics: dict[str, Topic] = {}
    for number, card in sorted(winter_creatures(cat).items()):
        topics[f"card:{number}"] = Topic(f"Card #{number} {card.name}",
                                         f"{card_line(cat, number)}\n\n{card.text}\n\n"
                                         "A Winterfall card.")
    for number, captain in sorted(winter_captains(cat).items()):
        topics[f"captain:{number}"] = Topic(
            f"Captain #{number} {captain.name}",
            f"{captain.name}, {captain.title}.\n\n{captain.text}")
    for ach in winter.achievements.achievements:
        topics[f"achievement:{ach.id}"] = Topic(f"Achievement: {ach.title}",
                                                f"{ach.text}\n\nA Winterfall card.")
    for event in winter.cards.cards:
        topics[f"winterfall-card:{event.number}"] = Topic(
            f"Winterfall card {event.number}: {event.name}",
            winterfall_card_text(event) + "".join(ruling(event)))
    for prelude in winter.cards.prelude_cards:
        topics[f"prelude:{prelude.number}"] = Topic(
            f"Prelude card {prelude.number}: {prelude.name}",
            f"Lays the two wild habitats at setup, then: {prelude.text}")
    for effect in winter.tiles.aurora_effects:
        tiles = [t for t in winter.tiles.aurora_tiles if t.effect == effect.id]
        slots = ", ".join(f"#{t.id} {t.slots} token{'s' if t.slots > 1 else ''}" for t in tiles)
        topics[f"aurora:{effect.id}"] = Topic(
            f"Aurora tile: {AURORA[effect.id].meaning}",
            f"{effect.text}\n\nOn the map as {AURORA[effect.id].text}. Tiles: {slots}. Each "
            "crew member placed next to it spends a token for this; see Auroras.")
    for name, text in sorted(winter.tracks.event_icons.items()):
        topics[f"track-icon:{name}"] = Topic(f"Track icon {name} event (Winterfall)", text)
    for icon in winter.icons.icons:
        topics[f"icon:{icon.id}"] = Topic(f"Icon {icon.id.replace('_', ' ')}",
                                          f"{icon.text}\n\nOn the map as {ICON[icon.id].text}.")
    for key in WITH_WINTER_VALUES:
        topics[key] = Topic(TITLES[key], f"{cat.comps.help.topics[key]}\n\n"
                            + winter_levels_text(cat))
    return topics


def winter_levels_text(cat: Catalog) -> str:
    """Tingent's Winterfall values by level, from the data."""
    rows = ["Level        Blizzard  Aurora token  Project bonus  Face-down card"]
    for level, values in winterfall_parts(cat.comps).tingent.levels.items():
        rows.append(f"{level.capitalize():<13}{values.blizzard_vp:>3} VP{values.aurora_vp:>10} VP"
                    f"{values.project_icons:>11} icons{values.face_down_vp:>11} VP")
    return "\n".join(rows)



def mark_lines(marks: list[Mark]) -> str:
    return "\n".join(f"{m.text:<5}{m.meaning}" for m in marks)


def marks_text() -> str:
    """The map's marks, from the table the map draws with (the icons have their topic)."""
    crew = "then the player's number, on the player's colour"
    sections = [
        ("Top line, what the hex is:", list(GROUND.values())),
        ("At its end, a tile or a blizzard (Winterfall), or an aurora's tokens left:",
         list(SIGNS.values())),
        ("Or a time token marking (eggs appear there when its token turns):",
         list(MARKING.values())),
        ("Below, what an aurora tile gives (Winterfall):", list(AURORA.values())),
        ("Below, an egg:", list(EGG.values())),
        ("Or a crew member:", [Mark(m.text, f"{m.meaning}, {crew}", m.style)
                               for m in CREW_SIGNS]),
    ]
    return "\n\n".join(f"{title}\n{mark_lines(marks)}" for title, marks in sections)
