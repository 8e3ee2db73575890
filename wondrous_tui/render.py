"""Text for the table's panels, from the engine's view (no rules here, only drawing)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text

from engine.wondrous.api import (
    WINTERFALL,
    Achievement,
    Catalog,
    PlayerView,
    ProjectView,
    WinterfallView,
    WondrousView,
    in_pieces,
    scenario,
    tingent_board,
    tingent_cards,
    winter_level,
    winterfall_parts,
)

if TYPE_CHECKING:  # read with the Winterfall components (see Catalog)
    from engine.wondrous.api import WinterfallCard

RES_ABBR = {"fruit": "Fru", "coral": "Cor", "flower": "Flo", "mushroom": "Mus"}
TYPE_ORDER = ("instant", "recharge", "energy", "continuous", "end")


def cost_text(cat: Catalog, number: int) -> str:
    cost = cat.creature(number).cost
    return " ".join(f"{n}{RES_ABBR[r]}" for r, n in cost.items() if n) or "free"


SPECIES_ABBR = {"crustacean": "Crus", "mammal": "Mamm", "bird": "Bird", "reptile": "Rept",
                "fish": "Fish", "insect": "Inse", "dragon": "Drag", "spirit": "Spir"}


def card_line(cat: Catalog, number: int) -> str:
    """One card in about 60 columns: number, name, type, habitat, species, cost, points."""
    c = cat.creature(number)
    species = "/".join(SPECIES_ABBR[s] for s in c.species)
    return (f"#{number:<3} {c.name:<12} {c.type[:5]:<5} {RES_ABBR[c.habitat]} {species:<9} "
            f"{cost_text(cat, number):<11} {c.ending_score}VP")


def table_text(view: WondrousView, cat: Catalog) -> Text:
    # Winterfall: snowflakes go with their slot's card
    snowfields = view.winterfall.snowfields if view.winterfall else None
    text = Text()
    text.append("Wilderness and Snowfields" if snowfields else "Wilderness", style="bold")
    text.append(f"   deck {view.deck}  discard {len(view.discard)}  "
                f"trophies left {view.trophies}\n")
    hazed = set(view.solo.hazed_slots) if view.solo else set()
    for slot, number in enumerate(view.wilderness):
        line = card_line(cat, number) if number is not None else "(empty)"
        if slot in hazed:
            line = "(face down in the haze: nobody may take it)"
        snow = f"snow {snowfields[slot]:<2} " if snowfields else ""
        text.append(f" {slot + 1}. {snow}{line}\n")
    text.append_text(time_track_text(view, cat))  # high up: a short window still shows it
    if view.winterfall:
        text.append_text(winter_text(view.winterfall, cat))
    pool = ", ".join(f"{cat.tiles[t].habitat} ({cat.specials[cat.tiles[t].special].text})"
                     for t in view.tile_pool if t is not None) or "empty"
    text.append(f"Tile pool: {pool} ({view.tile_stack} in the stack)\n")
    text.append_text(score_track_text(view, cat))
    if view.final_turns is not None:
        text.append(f"The trophies are gone: {view.final_turns} final turn(s) left.\n",
                    style="bold")
    return text


def time_track_text(view: WondrousView, cat: Catalog) -> Text:
    players = len(view.players)
    winter = view.winterfall is not None
    tracks = winterfall_parts(cat.comps).tracks.time_tracks if winter else []
    track: Any = (next(t for t in tracks if players in t.players)
                  if winter else cat.track_for(players))
    text = Text("Time: ", style="bold")
    for space in track.spaces:
        mark = "T" if space.index in view.time_tokens else ""
        icons = "".join({"net": "n", "full_sweep": "s", "remove_trophy": "x"}[i]
                        for i in space.icons)
        icons += EVENT_ABBR.get(getattr(space, "event", None) or "", "")
        cell = f"{space.index}{':' if mark or icons else ''}{mark}{icons}"
        if space.index == view.time_pos:  # brackets say it without colour too
            text.append(f"[{cell}]", style="reverse")
        else:
            text.append(cell)
        text.append(" ")
    events = ", W Winterfall, A aurora" if winter else ""
    text.append(f"\n T token, n net, s sweep, x trophy{events}, [ ] now\n",
                style="dim")
    return text


EVENT_ABBR = {"winterfall": "W", "aurora": "A"}


def winter_text(view: WinterfallView, cat: Catalog) -> Text:
    """Winterfall's parts of the table: Auroras and Blizzards on the map, the last
    Winterfall card step by step."""
    counts = winterfall_parts(cat.comps).components.counts  # the supply: the box less the map
    tokens = counts["aurora_tokens"] - sum(a.tokens for a in view.auroras.values())
    text = Text("Auroras", style="bold")
    text.append(f" ({tokens} tokens left): ")
    tiles = {t.id: t for t in winterfall_parts(cat.comps).tiles.aurora_tiles}
    effects = {e.id: e for e in winterfall_parts(cat.comps).tiles.aurora_effects}
    lying = [f"{where} {effects[tiles[a.tile].effect].text.rstrip('.')} ({a.tokens} left)"
             for where, a in view.auroras.items()]
    text.append("; ".join(lying) or "none on the map")
    stack = f"stack {view.aurora_stack}, "
    text.append(f"  ({stack}discard {len(view.aurora_discard)})\n")
    if view.aurora_drawn:  # an aurora event: the two tiles the player chooses from
        drawn = " or ".join(effects[tiles[t].effect].text.rstrip(".")
                            for t in view.aurora_drawn)
        text.append(f"  Aurora event, drawn: {drawn}\n")
    text.append("Blizzards", style="bold")
    text.append(f" ({counts['blizzards'] - len(view.blizzards)} left): "
                f"{', '.join(view.blizzards) or 'none'} (a card there, not a resource)\n")
    text.append_text(winterfall_card_part(view, cat))
    if view.prelude:  # the setup's prelude card
        prelude = next(c for c in winterfall_parts(cat.comps).cards.prelude_cards
                       if c.number == view.prelude)
        text.append(f"Prelude card: {prelude.name} (laid the wild habitats; {prelude.text})\n",
                    style="dim")
    return text


def winterfall_card_part(view: WinterfallView, cat: Catalog) -> Text:
    """The Winterfall card being applied, or else the last one applied, step by step
    (nothing before the first event)."""
    number = view.winter_card or (view.winter_discard or [0])[-1]
    if not number:
        return Text()
    card = next(c for c in winterfall_parts(cat.comps).cards.cards if c.number == number)
    now = "now" if view.winter_card else "last"
    now += f"; deck {view.winter_deck}, discard {len(view.winter_discard)}"
    text = Text(f"Winterfall card ({now}): {card.name}. ", style="bold")
    text.append(winterfall_card_text(card) + "\n")
    return text


KIND_SAYS = {"instructional": "once, by the player who recharged",
             "sequential": "by every player in turn, the recharging player first"}


def winterfall_card_text(card: WinterfallCard) -> str:
    """A Winterfall card step by step: each effect in order, and who does it."""
    steps = [f"{i}. {e.kind.capitalize()} ({KIND_SAYS[e.kind]}): {e.text}"
             for i, e in enumerate(card.effects, start=1)]
    return f"Symbol: {card.symbol}. Its effects, top to bottom:\n" + "\n".join(steps)


def projects_text(view: WondrousView) -> Text:
    """The project board: what each project counts, the points by rank, each player's
    count and what it would score if the game ended now (a Winterfall game)."""
    assert view.winterfall is not None
    projects = view.winterfall.projects
    names = [p.name for p in sorted(view.players, key=lambda p: p.seat)]
    ranks = projects[0].rewards
    text = Text("Projects", style="bold")
    text.append(", scored first at the end. Points by rank: "
                + ", ".join(f"{ORDINALS[i]} {vp}" for i, vp in enumerate(ranks)) + "\n")
    for project in projects:
        text.append(f"{project.slot}. {project_name(project)}: ", style="bold")
        if project.count is None or project.points is None:  # both None, or neither
            text.append("its species token is drawn at setup\n")
            continue
        text.append("  ".join(f"{name} {count} ({vp} VP now)" for name, count, vp in
                              zip(names, project.count, project.points, strict=True)))
        text.append("\n")
    text.append("A species counts its icons on cards and eggs, hatched too; a big snowflake "
                "is 5. Tied players take the next rank's points; none counted, none scored.\n",
                style="dim")
    return text


ORDINALS = ("1st", "2nd", "3rd", "4th")


def project_name(project: ProjectView) -> str:
    if project.counts == "snowflakes":
        return "Snowflakes"
    return f"{(project.species or 'a species').capitalize()} icons"


def score_track_text(view: WondrousView, cat: Catalog) -> Text:
    rewards = cat.comps.tracks.score_track.rewards
    spaces = " ".join(f"{s}:{r}" for s, r in sorted(rewards.items()))
    text = Text("Score track rewards: ", style="bold")
    text.append(spaces + "\n")
    scores = "  ".join(f"{p.name} {p.score}" for p in view.players)
    text.append(f"Points scored during play: {scores}  (cards, achievements and trophies "
                "score at the end)\n")
    return text


def player_text(p: PlayerView, cat: Catalog, own: bool) -> Text:
    captain = cat.captain(p.captain) if p.captain else None
    text = Text(f"{p.name}", style="bold")
    cap = (f"  captain {captain.name} ({'unlocked' if p.unlocked else 'locked'})"
           if captain else "  captain not chosen yet")
    text.append(f"{cap}  score {p.score}  trophies {p.trophies}\n")
    res = "  ".join(f"{RES_ABBR[r]} {n}" for r, n in p.resources.items())
    text.append(f"Resources: {res}   Nets: {p.nets}")
    if p.captain_energies:
        text.append(f"   Captain energies: {p.captain_energies}")
    if p.snowflakes is not None:
        big, small = in_pieces(p.snowflakes)
        pieces = f" ({big} big + {small})" if big else ""
        text.append(f"   Snowflakes: {p.snowflakes}{pieces}")
    text.append("\n")
    slots = []
    for i in range(12):
        if i < len(p.eggs):
            egg = p.eggs[i]
            slots.append(egg.species[:3] + ("(h)" if egg.hatched else ""))
        else:
            slots.append("-")
    text.append("Eggs: " + " ".join(slots) + "\n")
    crew = ["home" if spot is None else f"{spot[0][0]},{spot[0][1]}+{spot[1][0]},{spot[1][1]}"
            for spot in p.crew]
    text.append(f"Crew: captain {crew[0]}, crew {crew[1]}, crew {crew[2]}   "
                f"Markers left: {len(p.markers)}\n")
    hand = p.hand if own else None  # only a view of that seat holds it
    if hand is not None:
        text.append(f"Hand ({len(hand)}):\n", style="bold")
        for number in hand:
            text.append(f"  {card_line(cat, number)}\n")
    else:
        text.append(f"Hand: {p.hand_size} cards (hidden)\n")
    text.append(f"Reserve ({len(p.reserve)}):\n", style="bold")
    for kind in TYPE_ORDER:
        cards = [c for c in p.reserve if cat.creature(c.number).type == kind]
        if not cards:
            continue
        names = []
        for c in cards:
            extra = ""
            if cat.creature(c.number).type == "energy":
                used = ", used this turn" if c.used_this_turn else ""
                extra = f" [{c.energies}/{cat.creature(c.number).energy_limit}E{used}]"
            if c.added_species:
                extra += " +" + "/".join(c.added_species)
            names.append(cat.creature(c.number).name + extra)
        text.append(f"  {kind}: {', '.join(names)}\n")
    return text


TOKEN_COLOURS = {"single": "turquoise", "multi": "yellow", "main": "brown"}


def achievements_text(view: WondrousView, cat: Catalog) -> Text:
    side = "1-2" if len(view.players) <= 2 else "3-4"
    names = {p.seat: p.name for p in view.players}
    targets = {a: kind for kind, a in view.solo.targets.items()} if view.solo else {}
    text = Text()
    for a in view.achievements:
        card = achievement_card(cat, a.id)
        text.append(f"{card.kind.title():<6} {card.title}: ", style="bold")
        text.append(f"{card.text}")
        if a.id in targets:
            colour = TOKEN_COLOURS[targets[a.id]]
            text.append(f"  <- Tingent's {colour} target token", style="bold reverse")
        text.append("\n")
        for i, slot in enumerate(card.sides[side].slots):  # type: ignore[index]
            seat = a.slots[i]
            holder = names.get(seat, "free") if seat is not None else "free"
            need = f"{slot.threshold}+ icons, " if slot.threshold else ""
            where = "upper" if i == 0 else "lower"
            text.append(f"    {where}: {need}{slot.points} VP - {holder}\n")
    return text


def achievement_card(cat: Catalog, aid: str) -> Achievement:
    """An achievement card of either set."""
    if aid in cat.achievements:
        return cat.achievements[aid]
    return next(a for a in winterfall_parts(cat.comps).achievements.achievements if a.id == aid)


def tingent_text(view: WondrousView, cat: Catalog) -> Text:
    """Tingent's area: level, board and tracker, the current card, its cards and eggs."""
    solo = view.solo
    assert solo is not None  # a solo game's view
    me = next(p for p in view.players if p.seat == solo.seat)
    winter = view.winterfall is not None
    board = tingent_board(cat, solo.level)
    text = Text(f"{board.name} ", style="bold")
    text.append(f"({'*' * board.stars})  score so far {me.score}  trophies "
                f"{me.trophies}  markers left {len(me.markers)}\n")
    if solo.scenarios:
        played = ", ".join(f"{scenario(cat, k).name} ({d})" for k, d in solo.scenarios.items())
        text.append(f"Scenarios: {played}\n")
    text.append("Board: ", style="bold")
    for i, space in enumerate(board.spaces):
        icon = TRACK_ABBR.get(space.icon or "", "")
        here = i == solo.tracker
        cell = f"[{'>' if here else ''}{i + 1}{space.gear[0].upper()}{':' + icon if icon else ''}]"
        text.append(cell, style="reverse" if here else "")  # ">" for a screen without colour
        text.append(" ")
    text.append("\n  (Y yellow, B brown; D discovery, T time track, M main, S single, "
                "X multi achievement; > the tracker)\n", style="dim")
    side = "brown" if solo.brown else "yellow"
    text.append(f"Cards: {solo.deck} in the deck, used {side} side up\n")
    if solo.drawn:
        card = tingent_cards(cat, (WINTERFALL,) if winter else ())[solo.drawn[-1] - 1]
        text.append(f"Last card #{card.number}{' (red gear)' if card.red_gear else ''}:\n",
                    style="bold")
        for colour in ("yellow", "brown"):
            area = getattr(card, colour)
            line = f"  {colour:<6} {area.move} by {'/'.join(area.habitats)}"
            if area.actions:
                line += ": " + ", ".join(ACTION_NAMES[a] for a in area.actions)
            text.append(line + "\n", style="bold reverse" if colour == side else "dim")
    targets = []
    for kind in ("single", "multi", "main"):
        target = achievement_card(cat, solo.targets[kind])
        targets.append(f"{TOKEN_COLOURS[kind]} on {target.title}")
    text.append(f"Target tokens: {'; '.join(targets)}\n")
    crew = ["off the map" if spot is None else
            f"{spot[0][0]},{spot[0][1]}+{spot[1][0]},{spot[1][1]}" for spot in me.crew[:2]]
    text.append(f"Crew: captain {crew[0]}, crew member {crew[1]}\n")
    eggs = ", ".join(e.species for e in me.eggs) or "none"
    text.append(f"Eggs ({len(me.eggs)}): {eggs}\n")
    face_down_vp = winter_level(cat, solo.level).face_down_vp if winter else board.face_down_vp
    text.append(f"Face-down cards: {solo.face_down} ({face_down_vp} VP each)\n")
    if winter:
        text.append(tingent_winter_text(view, cat, me))
    if "outlaws" in solo.scenarios:
        text.append(f"Your crew members it knocked off the map: {solo.kicked}\n")
    text.append(f"Face-up cards ({len(me.reserve)}):\n", style="bold")
    for c in me.reserve:
        text.append(f"  {card_line(cat, c.number)}\n")
    return text


TRACK_ABBR = {"discovery": "D", "advance_time": "T", "main_achievement": "M",
              "single_achievement": "S", "multi_achievement": "X"}
ACTION_NAMES = {"draw_face_down": "face-down card", "take_face_up_single": "turquoise card",
                "take_face_up_multi": "yellow card", "gain_egg": "egg",
                "take_face_up_snowy_single": "turquoise card with its snowflakes",
                "take_face_up_snowy_multi": "yellow card with its snowflakes",
                "gain_snowflake": "snowflake"}


def tingent_winter_text(view: WondrousView, cat: Catalog, me: PlayerView) -> str:
    """Tingent's snowflakes, its tally in each project (its level's bonus included) and the
    Eggpocalypse eggs still waiting on its board."""
    solo, winterfall = view.solo, view.winterfall
    assert solo is not None and solo.winter is not None and winterfall is not None
    values = winter_level(cat, solo.level)
    waiting = "".join(f"Eggs waiting on board space {int(space) + 1}: {', '.join(eggs)}\n"
                      for space, eggs in solo.winter.board_eggs.items() if eggs)
    tallies = []
    for project in winterfall.projects:
        if project.count is None:
            continue
        what = project.species or "snowflakes"
        tallies.append(f"{what} {project.count[me.seat]}")
    return (f"Snowflakes: {me.snowflakes}. Projects (its species tallies include +"
            f"{values.project_icons} for its level): {', '.join(tallies) or 'none yet'}\n"
            + waiting)


def players_text(view: WondrousView, cat: Catalog) -> Text:
    text = Text()
    for p in view.players:
        if p.seat != view.viewer:
            text.append_text(player_text(p, cat, own=False))
            text.append("\n")
    return text
