"""Which key answers which option: 1-9, then the letters a-z and A-Z in order (0 confirms the
ticked options of a multi-pick; the map's cursor keys are the arrows, so no letter is left
out). An option the game gives a fixed key (`GameApp.FIXED_KEYS`: "End your turn" on e)
has it in every prompt that offers it, and that key answers nothing else there.

A new decision numbers its options in order. An option keeps its key for as long as it is
offered: a prompt of the same kind that offers again some of the options of the last one
of its kind (the same seat, in the same turn: the next pick of several, the same menu
after a step of the turn) keeps every one of them on its key, and never hands a freed key
to another option, so keys planned ahead stay right. A prompt of another kind is a
decision of its own, numbered from the top, even when it shares an option (a net offered
in the turn's menu and among the cards): its list reads 1, 2, 3 down the screen. Options
that leave a decision (Back, Done) are in many prompts: sharing only them does not make a
prompt go on from the one before. A run also comes back after a question in between (the
captain's power between two habitats' rewards). Keys typed before a prompt was drawn
answer it only when it goes on from the very prompt they were typed for (`event_clock`,
`could_answer`, `KeyRing.continued`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from textual import events
from textual.constants import ESCAPE_DELAY

from engine.core import BACK, DONE
from engine.tui.textual_compat import event_time

#: a-z, then A-Z (Shift and the letter): an Assistant phase that keeps its greyed options
#: listed runs past z
OPTION_KEYS = "123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
#: Options found in many prompts, leaving the decision: sharing only these is no run.
LEAVING = frozenset({BACK, DONE})
#: A run of prompts: the turn, the seat and the prompt's kind.
Run = tuple[int, int, str]


def event_clock() -> float:
    """Now, on the clock Textual stamps every event with (`Key.time`): a key's time and
    the moment a decision showed compare on it."""
    return event_time()


def burst_gap(gap: float) -> float:
    """Seconds between two keys of one burst: `gap`, or more where the terminal holds
    Escape back longer, as it waits to see whether more of a key's sequence follows
    (ESCDELAY)."""
    return max(gap, ESCAPE_DELAY + 0.05)


def could_answer(key: events.Key) -> bool:
    """Whether a key may answer a decision (a character, an option's key or a map's, or
    Enter): only such keys are held back while the player cannot have seen what they
    would answer. Arrows, function keys (tabs, help, map) and Escape always act."""
    return key.is_printable or key.key == "enter"


class KeyRing:
    """Remembers the keys given during runs of prompts: the last prompt of each kind, in
    the current turn and seat."""

    KEPT = 8  # the runs remembered, the latest last

    def __init__(self) -> None:
        # per run: option id -> key for every option of the run, and its last prompt's options
        self._runs: dict[Run, tuple[dict[str, str], set[str]]] = {}
        self._last: Run | None = None  # the run of the prompt just before
        #: whether the last prompt keyed went on from the one before it (shared options):
        #: the same decision asked again, keys planned for it still answer it
        self.continued = False

    def forget(self) -> None:
        """The next prompt starts a new run, whatever it is."""
        self._runs = {}
        self._last = None
        self.continued = False

    def assign(self, run: Run, option_ids: Sequence[str],
               fixed: Mapping[str, str] | None = None) -> dict[str, str]:
        """The keys of `option_ids` (option id -> key; options past the keys have none).
        `fixed`: option id -> the key it always has (the game's)."""
        pinned = {oid: key for oid, key in (fixed or {}).items() if oid in option_ids}
        ids = [oid for oid in option_ids if oid not in pinned]
        offered = set(ids) - LEAVING
        given, last = self._runs.pop(run, ({}, set()))
        goes_on = not offered.isdisjoint(last)
        # keys typed ahead still answer only the very decision they were typed for
        self.continued = goes_on and run == self._last
        if not goes_on:  # a new decision of this kind: numbered from the top
            given = {}
        skip = frozenset(pinned.values())
        given = self._go_on(given, ids, skip)  # a new run: every key free, in order
        self._runs[run] = (given, set(ids))
        self._last = run
        while len(self._runs) > self.KEPT:
            del self._runs[next(iter(self._runs))]
        keys = {oid: given[oid] for oid in ids if oid in given}
        return {oid: pinned.get(oid) or keys.get(oid, "") for oid in option_ids
                if oid in pinned or oid in keys}

    @staticmethod
    def _go_on(given: dict[str, str], ids: Sequence[str], skip: frozenset[str]) -> dict[str, str]:
        """Keys kept from the run: every option keeps its key, a new one takes a key never
        given in the run (freed keys count as taken: a key planned for a gone option picks
        nothing else); a key now fixed for another option is given up."""
        given = {oid: key for oid, key in given.items() if key not in skip}
        taken = set(given.values()) | skip
        free = iter([key for key in OPTION_KEYS if key not in taken])
        for oid in ids:
            if oid not in given and (key := next(free, "")):
                given[oid] = key
        return given
