"""Help topics: short texts in the project's own words, looked up by a prompt's topic id."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from engine.core.records import Frozen


class Topic(Frozen):
    title: str
    text: str


class Group(Frozen):
    """A heading of the help's list and the topics under it: the ids it names, and those
    that start with one of its prefixes ("card:")."""

    title: str
    prefixes: tuple[str, ...] = ()
    ids: tuple[str, ...] = ()

    def holds(self, topic_id: str) -> bool:
        return topic_id in self.ids or topic_id.startswith(self.prefixes)


#: the heading of topics no group names: the rules, listed first
RULES = Group("Rules")


class HelpBook:
    """All help topics of one app; unknown ids fall back to a general page, never to nothing.
    A "Start here" topic (`start`) comes first in the list, and help opens on it when
    nothing in particular was asked. Topics that need data a start does not load (an
    expansion's) can come from `more`, made when one of them, or the whole list, is first
    wanted; they are listed after the others.

    The list is shown under headings (`groups`, after the rules). A game with a module
    (Winterfall) reads its own text of some topics (`variants`, by module, made when
    first wanted), and the module's own topic, named like it, comes next after "Start
    here": the app says which modules the game on the table has (`modules`)."""

    def __init__(
        self, topics: Mapping[str, Topic], general: str = "general", start: str = "start",
        more: Callable[[], Mapping[str, Topic]] | None = None,
        groups: Sequence[Group] = (),
        variants: Mapping[str, Callable[[], Mapping[str, Topic]]] | None = None,
    ) -> None:
        for needed in (general, start):
            if needed not in topics:
                raise ValueError(f"the help book needs a {needed!r} topic")
        self._topics = {start: topics[start], **topics}  # the first one a newcomer sees
        self._more = more
        self.general = general
        self.start = start
        self.groups = (RULES, *groups)
        self._variants = dict(variants or {})
        self._made: dict[str, Mapping[str, Topic]] = {}
        self.modules: frozenset[str] = frozenset()

    @property
    def topics(self) -> dict[str, Topic]:
        """Every topic, in the order the help lists them (within their groups)."""
        if self._more is not None:
            more, self._more = self._more, None
            self._topics.update(more())
        return self._topics

    def _variant(self, topic_id: str) -> Topic | None:
        """The text of `topic_id` for a module of the game on the table, if it has one."""
        for module in sorted(self.modules & self._variants.keys()):
            if module not in self._made:
                self._made[module] = self._variants[module]()
            if topic_id in self._made[module]:
                return self._made[module][topic_id]
        return None

    def get(self, topic_id: str) -> Topic:
        found = (self._variant(topic_id) or self._topics.get(topic_id)
                 or self.topics.get(topic_id))
        return found or self._topics[self.general]

    def opening(self, asked: str) -> str:
        """The topic help opens on: the one asked about, or "Start here" when nothing in
        particular was (the general page is only the fallback of the help panel)."""
        return asked if asked in self.topics and asked != self.general else self.start

    def grouped(self) -> list[tuple[Group, list[str]]]:
        """Every topic id under its heading, the rules first and "Start here" first of
        them, followed by the topic of each module in play (Winterfall's); a heading with
        nothing under it is left out."""
        first = [self.start, *sorted(m for m in self.modules if m in self.topics)]
        rest = [tid for tid in self.topics if tid not in first]
        found: list[tuple[Group, list[str]]] = []
        for group in self.groups:
            ids = [tid for tid in rest if self.group_of(tid) is group]
            if group is RULES:
                ids = first + ids
            if ids:
                found.append((group, ids))
        return found

    def group_of(self, topic_id: str) -> Group:
        return next((g for g in self.groups[1:] if g.holds(topic_id)), RULES)

    def search(self, words: str) -> list[str]:
        """Topic ids whose title or text holds every word (case-insensitive), best first:
        the title is the query, then starts with it, then holds it, then the rest."""
        query = " ".join(words.lower().split())
        wanted = query.split()
        shown = {tid: self.get(tid) for tid in self.topics}
        found = [
            tid
            for tid, topic in shown.items()
            if all(w in f"{topic.title} {topic.text}".lower() for w in wanted)
        ]
        return sorted(found, key=lambda tid: title_rank(shown[tid].title, query))


def title_rank(title: str, query: str) -> int:
    """0 for a title that is the query, 1 for one that starts with it, 2 for one that
    holds it, 3 otherwise (the words are only in the text, or apart)."""
    title = " ".join(title.lower().split())
    if title == query:
        return 0
    if title.startswith(query):
        return 1
    return 2 if query in title else 3


#: the heading of the app's own topics (keys, saving, replays)
APP_GROUP = Group("Using the app", prefixes=("app.",))

APP_TOPICS = {
    "app.new-game": Topic(
        "New game: seats, bots, seed",
        "Tab and Shift+Tab move between the fields; a ▶ marks the row you are on. Enter opens "
        "a list (arrows, then Enter to choose), ticks a switch or moves on from a name: only "
        "the Start button starts the game. Each seat has a name, a colour and who plays it: "
        "a Person at this keyboard (people take turns and pass it on), a Bot, or an Automa, "
        "a rival the game itself plays by its own rules. A bot plays at a level: random "
        "moves makes a random legal move each time (good for trying the rules, not a real "
        "rival), normal plays with a plan, easy makes a newcomer's slips and hard looks "
        "further ahead. Think (shown where there are hard bots) is how long a hard bot may "
        "think about each decision: 0.3, 1 or 3 seconds. "
        "Every seat may be a bot: then you watch. The seed fixes every shuffle: the same seed "
        "and seats give the same game; leave it empty for a new one. See also \"Bots and "
        "hints\".",
    ),
    "app.bots": Topic(
        "Bots and hints",
        "A bot sees what its seat may see, no more: the others' hands, the decks and the bag "
        "stay hidden from it. Normal weighs each option by what it is likely to bring; easy "
        "does the same but misjudges now and then, so it suits a first game; hard plays "
        "the promising options on in many guesses of what it cannot see, for as long as "
        "its think time allows (set on the new-game form, or "
        "from the palette: \"Think time: ...\"; it is saved with the game); random moves "
        "picks anything legal. While a bot thinks, its seat shows it choosing and the keys "
        "still work; after a moment the line says for how long (for hard, out of its time, "
        "with a bar). Space makes it answer at once with what it has; its turn is then "
        "told in the log line by line, and Space hurries that on too. "
        "A player who must leave can hand their seat to a bot from the palette (Ctrl+P, "
        "\"Hand ... to a bot\") and take it back the same way (\"Take ... back\"); the game "
        "goes on as it was, and a saved game keeps its bots. Nobody undoes a bot's choice. "
        "F8 asks the normal bot what it would do in your place: it marks that option in the "
        "list and says why in one line, but you still choose. Shift+F8 (or \"Hint from "
        "the hard bot\" in the palette) asks the hard bot instead: slower, as long as the "
        "think time, and the hint line counts the time. Escape stops a hint being "
        "thought. The final scores say how many hints each player took.",
    ),
    "app.keys": Topic(
        "Keys",
        "1-9, then a-z, pick the option shown beside them; an option with a key of its own "
        "(e ends the turn) has it in every list. When a list is longer than its box, its "
        "edge says how many more are above or below. Arrows and Enter or a mouse click "
        "work too. Escape goes back (it never "
        "ends a step such as playing cards: pick that option). Ctrl+P "
        "opens the command palette with every option and command, New game among them. "
        "Ctrl+Z undoes, Ctrl+S saves, Ctrl+O loads, F1 or ? opens help, Ctrl+Q quits (after "
        "asking; a game is saved as you play and offered again next time). Ctrl+L "
        "shows in the log only what the others did since your last turn (again: all). While "
        "an automated rival's or a bot's turn is told in the log, Space skips ahead (and it "
        "hurries a bot that is still thinking). F8 marks the option a bot would choose for "
        "you, with why; Shift+F8 asks the hard bot (see \"Bots and hints\"); Escape "
        "cancels a hint still being thought. When you pick "
        "several in a row (a discard of cards, say), Space ticks or unticks the highlighted "
        "option and Enter or 0 answers the ticked ones in the order you ticked them (Escape "
        "unticks them all). The footer "
        "lists the keys of the game at hand (tabs, map).",
    ),
    "app.undo": Topic(
        "Undo",
        "Undo takes back your last choice in this turn. It stops at the start of the turn, and "
        "it cannot take back a choice that showed something hidden or used chance (a drawn "
        "card, a die roll): the game tells you which.",
    ),
    "app.save": Topic(
        "Saving",
        "The game saves itself after every choice, and offers to resume when you start again. "
        "Ctrl+S saves under a name you give; Ctrl+O loads a named save. A game that ends is "
        "kept, to be watched again: R on the final scores, or Replays in the palette.",
    ),
    "app.pass": Topic(
        "Passing the keyboard",
        "When the next player is another person, the screen hides everything until they press "
        "a key, so nobody sees another player's hand. It lists what the others did since "
        "that player's last turn: the log's lines, which are public.",
    ),
    "app.replay": Topic(
        "Watching a replay",
        "A replay shows a finished game again, one choice at a time: the board and the log "
        "as they stood then, and above the log who made the choice and what it was. Right "
        "or . goes one choice on and Left or , one back; Page Down or ] jumps to where the "
        "next turn begins, Page Up or [ to where this one began; Home and End go to the "
        "start and the end. The game is over, so every hand may be seen: V shows the next "
        "player's view. Nothing you do here changes a game. Escape leaves. Finished games "
        "are listed under Replays in the palette (Ctrl+P), or with R in the load screen; "
        "W there watches a finished named save.",
    ),
}
