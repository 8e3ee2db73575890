"""Which key answers which option: 1-9, then letters (h j k l stay free for map cursors,
0 confirms the ticked options of a multi-pick).

A new decision numbers its options in order, so the rules' fixed places (Back first, "End
your turn" fifth) are fixed keys. The same decision asked again (the next pick of a
multi-pick: seat, kind and turn unchanged, and some option still offered) keeps every
option that is still offered on its key, and never hands a freed key to another option, so
keys planned ahead stay right. A prompt of the same kind that offers none of the last
prompt's options (a tile from the next pile, say) is a new decision."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

OPTION_KEYS = "123456789abcdefgimnopqrstuvwxyz"


def key_for(index: int) -> str:
    """The key of the option at `index`, or "" once the keys run out."""
    return OPTION_KEYS[index] if index < len(OPTION_KEYS) else ""


class KeyRing:
    """Remembers the keys given during one run of prompts (one decision asked again)."""

    def __init__(self) -> None:
        self._run: Hashable = None
        self._given: dict[str, str] = {}  # option id -> key, for every option of the run
        self._last: set[str] = set()  # the options of the last prompt

    def forget(self) -> None:
        """The next prompt starts a new run, whatever it is."""
        self._run = None
        self._given = {}
        self._last = set()

    def assign(self, run: Hashable, option_ids: Sequence[str]) -> dict[str, str]:
        """The keys of `option_ids` (option id -> key; options past the keys have none).
        `run` names the decision: the same value as the last call continues its run."""
        continues = run is not None and run == self._run and not self._last.isdisjoint(option_ids)
        self._last = set(option_ids)
        if not continues:
            self._run = run
            self._given = {oid: key_for(i) for i, oid in enumerate(option_ids) if key_for(i)}
        else:
            # freed keys count as taken: a key planned for a gone option picks nothing else
            taken = set(self._given.values())
            free = iter([key for key in OPTION_KEYS if key not in taken])
            for oid in option_ids:
                if oid not in self._given:
                    key = next(free, "")
                    if key:
                        self._given[oid] = key
        return {oid: self._given[oid] for oid in option_ids if oid in self._given}
