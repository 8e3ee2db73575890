"""Older editions of a game's components, kept so that a game saved before a balance change
replays, and goes on, with the values it was played with.

A balance change keeps the files it changes, as they were before it, in
`assets/<game>/editions/<name>/` under their own paths (`<name>` says which change it
predates: `before_poacher_lines`). A later change copies the old version of each file it
changes into every edition folder that lacks that file, so an edition folder with today's
other files always makes that whole edition again. A save names its edition by the
fingerprint of its components (`Rules.components`); tests/test_editions.py checks that
every edition kept has its own.

An edition is put together in the user's cache directory (today's files, then the
edition's own over them) and loaded as any asset folder is."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TypeVar

from engine.core.errors import AssetError
from engine.core.paths import cache_dir

EDITIONS = "editions"

T = TypeVar("T")


def edition_roots(folder: Path, files: Iterable[str]) -> list[tuple[str, Path]]:
    """(name, asset root) of each edition kept beside the game's files in `folder`
    (`<asset root>/<game>`); `files` are the names its loader reads. An edition that
    cannot be put together (a cache that cannot be written) is left out: its saves are
    refused, saying why."""
    kept = folder / EDITIONS
    if not kept.is_dir():
        return []
    names = list(files)
    found = []
    for edition in sorted(p for p in kept.iterdir() if p.is_dir()):
        root = cache_dir() / EDITIONS / folder.name / edition.name
        try:
            for name in names:
                own = edition / name
                target = root / folder.name / name
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(own if own.is_file() else folder / name, target)
        except OSError:
            continue
        found.append((edition.name, root))
    return found


def kept(folder: Path, files: Iterable[str], load: Callable[[Path], T]) -> list[T]:
    """What `load` makes of each edition's asset root (a game's rules); an edition whose
    files fail their checks (a damaged install) is left out: its saves are refused,
    saying why."""
    made = []
    for _name, root in edition_roots(folder, files):
        try:
            made.append(load(root))
        except AssetError:
            continue
    return made
