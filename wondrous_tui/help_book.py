"""The app's help: rule topics from the assets, plus one topic per card, captain,
achievement and special effect icon, all in the project's words."""

from __future__ import annotations

from engine.tui.help import APP_TOPICS, HelpBook, Topic
from engine.tui.legend import Mark
from engine.wondrous.ctx import Catalog
from wondrous_tui.map_marks import CREW_SIGNS, EGG, GROUND, ICON, MARKING, TILE
from wondrous_tui.render import card_line

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
          "scenario-outlaws": "Scenario: Outlaws", "scenario-haze": "Scenario: Suspicious Haze"}


def wondrous_book(cat: Catalog) -> HelpBook:
    topics: dict[str, Topic] = {}
    for key, text in sorted(cat.comps.help.topics.items()):
        title = TITLES.get(key, key.replace("_", " ").replace("-", " ").capitalize())
        topics[key] = Topic(title, text)
    topics["map"] = Topic(topics["map"].title, f"{topics['map'].text}\n\n{marks_text()}")
    icons = [Mark(m.text, cat.specials[sid].text, m.style) for sid, m in ICON.items()]
    topics["icons"] = Topic(TITLES["icons"], "The special effect icons as the map writes them.\n\n"
                            + mark_lines(icons))
    topics.update(APP_TOPICS)
    for number, card in sorted(cat.creatures.items()):
        topics[f"card:{number}"] = Topic(f"Card #{number} {card.name}",
                                         f"{card_line(cat, number)}\n\n{card.text}")
    for number, captain in sorted(cat.captains.items()):
        topics[f"captain:{number}"] = Topic(f"Captain {captain.name}",
                                            f"{captain.name}, {captain.title}.\n\n{captain.text}")
    for aid, ach in sorted(cat.achievements.items()):
        topics[f"achievement:{aid}"] = Topic(f"Achievement: {ach.title}", ach.text)
    for sid, icon in sorted(cat.specials.items()):
        topics[f"icon:{sid}"] = Topic(f"Icon {sid.replace('_', ' ')}", icon.text)
    for name, text in sorted(cat.comps.tracks.track_icons.items()):
        topics[f"track-icon:{name}"] = Topic(f"Track icon {name.replace('_', ' ')}", text)
    return HelpBook(topics)


def mark_lines(marks: list[Mark]) -> str:
    return "\n".join(f"{m.text:<5}{m.meaning}" for m in marks)


def marks_text() -> str:
    """The map's marks, from the table the map draws with (the icons have their topic)."""
    crew = "then the player's number, on the player's colour"
    sections = [
        ("Top line, what the hex is:", [*GROUND.values(), TILE]),
        ("At its end, a time token marking (eggs appear there when its token turns):",
         list(MARKING.values())),
        ("Below, an egg:", list(EGG.values())),
        ("Or a crew member:", [Mark(m.text, f"{m.meaning}, {crew}", m.style)
                               for m in CREW_SIGNS]),
    ]
    return "\n\n".join(f"{title}\n{mark_lines(marks)}" for title, marks in sections)
