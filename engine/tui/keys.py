"""Which key answers which option: 1-9, then letters (h j k l stay free for map cursors,
0 confirms the ticked options of a multi-pick).

A new decision numbers its options in order, so the rules' fixed places (Back first, "End
your turn" fifth) are fixed keys. The same decision asked again (the next pick of a
multi-pick, or of a kind the app keeps keys for: seat, kind and turn unchanged, and some
option still offered) keeps every option that is still offered on its key, and never hands
a freed key to another option, so keys planned ahead stay right. A prompt of the same kind
that offers none of the last prompt's options (a tile from the next pile, say) is a new
decision. A key answers only what was on the screen when it was typed (`event_clock`,
`could_answer`)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from textual import events
from textual._time import get_time
from textual.constants import ESCAPE_DELAY

OPTION_KEYS = "123456789abcdefgimnopqrstuvwxyz"


def event_clock() -> float:
    """Now, on the clock Textual stamps every event with (`Key.time`): a key's time and
    the moment a decision showed compare on it."""
    return get_time()


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


def key_for(index: int) -> str:
    """The key of the option at `index`, or "" once the keys run out."""
    return OPTION_KEYS[index] if index < len(OPTION_KEYS) else ""


class KeyRing:
    """Remembers the keys given during runs of prompts (one decision asked again), also
    across a question in between (the captain's power between two habitats' rewards)."""

    KEPT = 8  # the runs remembered, the latest last

    def __init__(self) -> None:
        # per run: option id -> key for every option of the run, and its last prompt's options
        self._runs: dict[Hashable, tuple[dict[str, str], set[str]]] = {}

    def forget(self) -> None:
        """The next prompt starts a new run, whatever it is."""
        self._runs = {}

    def assign(self, run: Hashable, option_ids: Sequence[str]) -> dict[str, str]:
        """The keys of `option_ids` (option id -> key; options past the keys have none).
        `run` names the decision: a value given before continues its run, unless None or
        none of the options its last prompt offered is offered again."""
        given, last = self._runs.pop(run, ({}, set()))
        if run is None or last.isdisjoint(option_ids):
            given = {oid: key_for(i) for i, oid in enumerate(option_ids) if key_for(i)}
        else:
            # freed keys count as taken: a key planned for a gone option picks nothing else
            taken = set(given.values())
            free = iter([key for key in OPTION_KEYS if key not in taken])
            for oid in option_ids:
                if oid not in given:
                    key = next(free, "")
                    if key:
                        given[oid] = key
        if run is not None:
            self._runs[run] = (given, set(option_ids))
            while len(self._runs) > self.KEPT:
                del self._runs[next(iter(self._runs))]
        return {oid: given[oid] for oid in option_ids if oid in given}
