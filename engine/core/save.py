"""Save files: config, seed and the list of choices; loading replays and verifies them.

A save is therefore also a replay. Every way a file can be unusable ends in a SaveError
with one sentence for the player, and nothing outside the function changes.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from engine import __version__
from engine.core.config import GameConfig
from engine.core.errors import BestiaryError, CheckFailed, SaveError
from engine.core.files import FileTooLarge, read_bytes
from engine.core.game import Game
from engine.core.paths import cache_dir
from engine.core.records import Field, Record, field_check
from engine.core.rng import ALGORITHM
from engine.core.rules import Rules, S

FORMAT = 1
MAGIC = "bestiary-save"
MAX_BYTES = 4 * 1024 * 1024  # a long game is about 100 kB; anything this big is not ours
#: the think times a save may hold, in ms (below 10 ms a search sees next to nothing)
MIN_THINK_MS, MAX_THINK_MS = 10, 600_000


class SaveFile(Record):
    magic: str
    format: int
    app_version: str
    prng: str
    game: str
    rules_version: int = 1
    #: the fingerprint of the component values played with (older saves have none)
    components: str = ""
    title: str = ""
    saved_at: str = ""
    summary: str = ""
    config: GameConfig
    seed: int
    choices: list[tuple[str, str]]
    state_hash: str
    #: hints taken so far, per seat (written only once one was: older saves have none)
    hints: list[int] = Field(default_factory=list)
    #: how long a hard bot (or a hard hint) may think about one decision, in ms; 0: the
    #: default (written only when another time was set: older saves have none)
    think_ms: int = Field(default=0, ge=0, le=MAX_THINK_MS)

    @field_check("think_ms")
    @classmethod
    def _think_long_enough(cls, value: int) -> int:
        if 0 < value < MIN_THINK_MS:
            raise ValueError(f"a think time is at least {MIN_THINK_MS} ms")
        return value


def to_data(game: Game[Any], summary: str = "", hints: list[int] | None = None,
            think_ms: int = 0) -> dict[str, Any]:
    data = {
        "magic": MAGIC,
        "format": FORMAT,
        "app_version": __version__,
        "prng": ALGORITHM,
        "game": game.rules.game_id,
        "rules_version": game.rules.rules_version,
        "components": game.rules.components,
        "title": game.rules.title,
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "summary": summary,
        "config": game.config.to_data(),
        "seed": game.config.seed,
        "choices": [[c.option, c.fingerprint] for c in game.choices],
        "state_hash": game.state_hash(),
    }
    if hints and any(hints):
        data["hints"] = hints
    if think_ms:
        data["think_ms"] = think_ms
    return data


def dumps(game: Game[Any], summary: str = "", hints: list[int] | None = None,
          think_ms: int = 0) -> str:
    return json.dumps(to_data(game, summary, hints, think_ms), indent=1)


TEMP_SUFFIX = ".tmp"
STALE_AFTER = 60.0  # seconds: a save is written in milliseconds, so an older temp file is left over


def _temp_prefix(path: Path) -> str:
    return f".{path.name}."


def write_atomic(path: Path, text: str) -> None:
    """Write via a temp file, fsync and rename, so a crash leaves the old file or the new."""
    raw = text.encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=_temp_prefix(path), suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:  # bytes: what the note below says, on any system
            handle.write(raw)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _note_written(path, raw)
    try:
        dir_fd = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)


def _written_note(path: Path) -> Path:
    where = hashlib.sha256(str(path.resolve()).encode()).hexdigest()[:16]
    return cache_dir() / "written" / where


def _note_written(path: Path, raw: bytes) -> None:
    """Remember what this program last wrote at `path` (best effort; the note lives in the
    user's own cache, as the checked components do)."""
    note = _written_note(path)
    with contextlib.suppress(OSError):
        note.parent.mkdir(parents=True, exist_ok=True)
        note.write_text(_fingerprint(raw), encoding="ascii")


def _written_here(path: Path | None, raw: bytes) -> bool:
    """Whether `raw` is exactly what this program last wrote at `path`."""
    if path is None:
        return False
    try:
        noted = read_bytes(_written_note(path), 1024).decode("ascii")
    except (OSError, ValueError):
        return False
    return noted == _fingerprint(raw)


def _fingerprint(raw: bytes) -> str:
    """The bytes, as written by this version: another version's records may differ."""
    return hashlib.sha256(__version__.encode() + b"\0" + raw).hexdigest()


def remove_stale_temps(folder: Path, now: float | None = None) -> list[Path]:
    """Delete the temp files a process killed while saving left in `folder`.

    Only files older than STALE_AFTER go: a younger one may be another running app's
    save in progress. Returns what was removed; a file that cannot be removed stays.
    """
    now = time.time() if now is None else now
    removed = []
    for temp in sorted(folder.glob(f".*{TEMP_SUFFIX}")) if folder.is_dir() else []:
        with contextlib.suppress(OSError):
            if now - temp.stat().st_mtime > STALE_AFTER:
                temp.unlink()
                removed.append(temp)
    return removed


def save(game: Game[Any], path: Path, summary: str = "",
         hints: list[int] | None = None, think_ms: int = 0) -> None:
    try:
        write_atomic(path, dumps(game, summary, hints, think_ms))
    except OSError as exc:
        raise SaveError(f"Could not write the save to {path}: {exc.strerror or exc}.") from exc


def read_header(path: Path) -> SaveFile:
    """Parse and check a save file without replaying it (for listing saves)."""
    try:
        raw = read_bytes(path, MAX_BYTES)  # a pipe, a device or a huge file: refused, not read
    except FileNotFoundError:
        raise SaveError(f"There is no save file at {path}.") from None
    except FileTooLarge as exc:
        raise SaveError(f"The file is too large to be a save ({exc.size // 1024} kB).") from None
    except OSError as exc:
        raise SaveError(f"The save file {path} cannot be read: {exc.strerror or exc}.") from exc
    return parse(raw, path)


def parse(raw: bytes, path: Path | None = None) -> SaveFile:
    """The header of a save, checked; a file read from `path` that is exactly what this
    program last wrote there (an autosave, mostly) is known good: its header is rebuilt
    without the check, which would import pydantic and build its validators (a fifth of a
    bare Textual app's start). The other checks below still run."""
    if len(raw) > MAX_BYTES:
        raise SaveError(
            f"The file is too large to be a save ({len(raw) // 1024} kB; saves are small)."
        )
    if not raw.strip():
        raise SaveError("The save file is empty.")
    try:
        text = raw.decode("utf-8-sig")  # some editors begin the text with a byte-order mark
        data = json.loads(text)
    except UnicodeDecodeError:
        raise SaveError("The save file is corrupted: it is not text.") from None
    except json.JSONDecodeError as exc:
        # A file cut inside a string fails where that string starts, not at the end.
        cut = exc.msg.startswith("Unterminated string") or exc.pos >= len(text.rstrip()) - 1
        if cut:
            raise SaveError("The save file is truncated: it stops before its end.") from None
        raise SaveError(
            f"The save file is corrupted: it is not valid JSON (line {exc.lineno})."
        ) from None
    except (ValueError, RecursionError):
        # Numbers too long to convert, or nesting too deep to parse: not a file we wrote.
        raise SaveError("The save file is corrupted: it is not valid JSON.") from None
    if not isinstance(data, dict) or data.get("magic") != MAGIC:
        raise SaveError("This file is not a Bestiary save.")
    fmt = data.get("format")
    if isinstance(fmt, (int, float, str)) and not isinstance(fmt, bool):
        # not a number: the model check below reports it
        with contextlib.suppress(ValueError, OverflowError):
            _refuse_newer(int(float(fmt)))
    try:
        known = _known_header(data) if _written_here(path, raw) else None
        header = known if known is not None else SaveFile.check(data)
    except CheckFailed as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "the file"
        raise SaveError(f"The save file is corrupted: {where} is missing or wrong.") from None
    if header.format < 1:
        raise SaveError(f"The save file is corrupted: format {header.format} never existed.")
    if header.prng != ALGORITHM:
        raise SaveError(
            f"This save uses the random generator {header.prng!r}, which this version does not "
            "have, so it cannot be replayed."
        )
    return header


def _known_header(data: dict[str, Any]) -> SaveFile | None:
    """The header of a file this program wrote, rebuilt unchecked; None if it does not fit
    the records as they are now (then the check says what is wrong)."""
    try:
        return SaveFile.from_data(data)
    except (KeyError, TypeError, ValueError, AttributeError):
        return None


def _refuse_newer(fmt: int) -> None:
    if fmt > FORMAT:
        raise SaveError(
            f"This save comes from a newer Bestiary (format {fmt}); this version reads up to "
            f"format {FORMAT}, so update Bestiary to load it."
        )


def replay(rules: Rules[S], header: SaveFile) -> Game[S]:
    """Rebuild the game from the header's choices and check it ends in the saved state.

    A save played with an older edition of the components (a balance change since) is
    replayed with that edition when the rules keep it (their optional `editions()`), and
    the game goes on with it; a save older than the fingerprint tries today's components,
    then each kept edition."""
    if header.game != rules.game_id:
        # A title equal to ours would read "a game of Pebble Dice, not Pebble Dice".
        title = header.title if header.title and header.title != rules.title else header.game
        raise SaveError(f"This save is a game of {title}, not {rules.title}.")
    if header.config.game != header.game:
        raise SaveError("The save file has been altered: its two game names differ.")
    if header.rules_version != rules.rules_version:
        raise SaveError(
            f"This save follows version {header.rules_version} of the {rules.title} rules, but "
            f"this Bestiary plays version {rules.rules_version}, so it cannot be replayed."
        )
    if header.seed != header.config.seed:
        raise SaveError("The save file has been altered: its two seeds differ.")
    first: SaveError | None = None
    for candidate in _editions_to_try(rules, header):
        try:
            return _replayed(candidate, header)
        except SaveError as exc:
            first = first or exc  # today's components' reason is the one told
    assert first is not None
    raise first


def _editions_to_try(rules: Rules[S], header: SaveFile) -> list[Rules[S]]:
    """The rules to replay with: the edition the save names, else today's and then (for a
    save without a fingerprint) every kept edition."""
    if header.components == rules.components:
        return [rules]
    kept: Callable[[], list[Rules[S]]] | None = getattr(rules, "editions", None)
    editions = kept() if kept is not None else []
    if header.components:
        return [e for e in editions if e.components == header.components][:1] or [rules]
    return [rules, *editions]


def _replayed(rules: Rules[S], header: SaveFile) -> Game[S]:
    try:
        game = Game(rules, header.config)
    except BestiaryError as exc:
        raise SaveError(f"The save file's settings cannot be played: {exc}") from None
    for index, (option, fingerprint) in enumerate(header.choices, start=1):
        prompt = game.prompt
        if prompt is None or prompt.fingerprint != fingerprint:
            raise _unreplayable(rules, header, f"choice {index} does not fit the game")
        try:
            game.choose(option)
        except BestiaryError:
            raise _unreplayable(rules, header,
                                f"choice {index} is not legal in the game") from None
    if game.state_hash() != header.state_hash:
        raise _unreplayable(rules, header, "the replayed game ends elsewhere")
    return game


def _unreplayable(rules: Rules[S], header: SaveFile, why: str) -> SaveError:
    """A replay gone astray: after a change of component values (a balance change) when
    the save was played with others, else the file was changed."""
    if header.components and header.components != rules.components:
        return SaveError(
            f"This save was played with other {rules.title} components (a card's or a "
            f"tile's values have changed since), so it cannot be replayed: {why}."
        )
    return SaveError(f"The save file has been altered: {why}.")


def load(rules: Rules[S], path: Path) -> Game[S]:
    return replay(rules, read_header(path))


def loads(rules: Rules[S], text: str) -> Game[S]:
    return replay(rules, parse(text.encode("utf-8")))
