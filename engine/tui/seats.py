"""What the app calls each kind of seat, wherever it shows one."""

from __future__ import annotations

from engine.core import SeatKind

#: A bot picks among the legal options at random (see GameApp.start): its name says so.
KIND_LABELS = {
    SeatKind.HUMAN: "Person",
    SeatKind.BOT: "Bot (random moves)",
    SeatKind.AUTOMA: "Automa",
}
