"""What the app calls each kind of seat, and each bot level, wherever it shows one."""

from __future__ import annotations

from collections.abc import Iterable

from engine.core import Seat, SeatKind

#: A bot without a level picks among the legal options at random: its name says so.
KIND_LABELS = {
    SeatKind.HUMAN: "Person",
    SeatKind.BOT: "Bot (random moves)",
    SeatKind.AUTOMA: "Automa",
}
#: The bot levels as the form and the table name them, in the form's order.
LEVEL_LABELS = {
    "easy": "Bot (easy)",
    "normal": "Bot (normal)",
    "hard": "Bot (hard)",
    "random": KIND_LABELS[SeatKind.BOT],
}


def seat_label(seat: Seat) -> str:
    """"Person", "Bot (normal)", ...: who plays `seat`."""
    level = seat.bot_level
    return LEVEL_LABELS.get(level, f"Bot ({level})") if level else KIND_LABELS[seat.kind]


def seat_value(seat: Seat) -> str:
    """The form's value for who plays `seat`: its kind, and a bot's level after a colon
    (a bot without one, or a random one, is "bot", as before levels)."""
    level = seat.bot_level
    return f"bot:{level}" if level not in ("", "random") else seat.kind.value


def seat_of(value: str) -> tuple[SeatKind, str]:
    """The kind and level a form value names (see `seat_value`)."""
    kind, _, level = value.partition(":")
    return SeatKind(kind), level


def seat_choices(kinds: Iterable[SeatKind], levels: Iterable[str]) -> list[tuple[str, str]]:
    """The form's list of who may play a seat: each kind, a bot once per level (levels in
    LEVEL_LABELS' order, then any others)."""
    levels = list(levels)
    ordered = [lvl for lvl in LEVEL_LABELS if lvl in levels] + [
        lvl for lvl in levels if lvl not in LEVEL_LABELS]
    choices: list[tuple[str, str]] = []
    for kind in kinds:
        if kind is not SeatKind.BOT:
            choices.append((KIND_LABELS[kind], kind.value))
            continue
        for level in ordered or ["random"]:
            bot = Seat(name="bot", colour="bot", kind=kind, level=level)
            choices.append((seat_label(bot), seat_value(bot)))
    return choices
