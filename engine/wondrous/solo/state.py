"""The solo mode's record on the game state (`WondrousState.solo`, None in a game
without Tingent)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class SoloState:
    """Tingent, the solo opponent: its own deck, board tracker and face-down cards. Its
    crew, eggs, face-up cards (as `reserve`), markers, trophies and VP live in its
    `PlayerState`, like anyone's."""

    seat: int  # Tingent's seat
    level: str  # lazy, easygoing, wild, terrifying, nightmare (Winterfall)
    scenarios: dict[str, str]  # scenario id -> difficulty
    deck: list[int]  # Tingent cards, drawn from the end
    drawn: list[int] = field(default_factory=list)  # the face-up pile, newest last
    tracker: int = 0  # space on the Tingent board
    brown: bool = False  # the cards were turned brown side up
    face_down: list[int] = field(default_factory=list)  # creature cards
    targets: dict[str, str] = field(default_factory=dict)  # main/single/multi -> achievement
    hazed: dict[int, int] = field(default_factory=dict)  # Wilderness slot -> face-down card
    kicked: int = 0  # your crew members Tingent knocked off the map (Outlaws)
    #: Tingent board space -> the eggs waiting there, until its tracker comes (Eggpocalypse)
    board_eggs: dict[int, list[str]] = field(default_factory=dict)
