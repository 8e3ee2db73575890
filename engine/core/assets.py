"""Component data: YAML files read with safe_load and checked into records
(`engine.core.records`: pydantic checks them).

What the YAML gave is kept as JSON in the user's cache (`engine.core.parsed_cache`), so a
start whose files have not changed neither imports nor runs the YAML parser.

A fault names the file, the entry and the field in one line. `set_asset_root` (the apps'
`--assets DIR`) points the loader at a corrected copy. The data
shipped with Bestiary is the package `bestiary_assets` (the repository's `assets/` folder,
mapped at build time), found where the installed package lies, so that any install reads it.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path
from typing import Any, TypeVar

from engine.core import parsed_cache
from engine.core.errors import AssetError, CheckFailed
from engine.core.files import read_bytes
from engine.core.records import Record

M = TypeVar("M", bound=Record)

PACKAGE = "bestiary_assets"
_root_override: Path | None = None
#: the largest shipped file has about 5,000 YAML nodes, nested 9 deep; aliases (`*name`)
#: repeat a node without copying it, so a file of a few lines can stand for billions of
#: entries, which building the data (or caching it) would try to hold
MAX_NODES = 1_000_000
MAX_DEPTH = 100


def packaged_root() -> Path:
    """The data installed with Bestiary; an error, not a traceback, if it is missing."""
    # found, not imported (nor importlib.resources, which costs a start more): the folder
    # the package's __init__ lies in
    spec = importlib.util.find_spec(PACKAGE)
    if spec is None or spec.origin is None:
        raise AssetError([f"the component data ({PACKAGE}) is not installed"])
    root = Path(spec.origin).parent
    # pip installs packages as plain folders; a zipped install would need extracting first
    if not root.is_dir():
        raise AssetError([f"the component data ({PACKAGE}) is not a folder: {root}"])
    return root


def asset_root() -> Path:
    """The folder holding one sub-folder per game: --assets, then $BESTIARY_ASSETS."""
    if _root_override is not None:
        return _root_override
    env = os.environ.get("BESTIARY_ASSETS")
    return Path(env) if env else packaged_root()


def set_asset_root(root: Path | None) -> None:
    global _root_override
    _root_override = root


def read_yaml(path: Path) -> Any:
    try:
        raw = read_bytes(path)
        text = raw.decode("utf-8").replace("\r\n", "\n").replace("\r", "\n")  # as read_text
    except FileNotFoundError:
        raise AssetError([f"{path}: the file is missing"]) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise AssetError([f"{path}: cannot be read ({exc})"]) from None
    cached = parsed_cache.load(path, raw)
    if cached is not None:
        return cached
    data = _parse_yaml(path, text)
    parsed_cache.store(path, raw, data)
    return data


def _parse_yaml(path: Path, text: str) -> Any:
    # lazy: start-up time (only when the cache missed: yaml's import is a good part of a start)
    import yaml

    # the C loader when PyYAML has it (much faster), with the same safe constructors
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        _refuse_oversized(path, node)
        return loader.construct_document(node)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else "somewhere"
        raise AssetError([f"{path}: {where}: not valid YAML ({exc.problem})"]) from None
    except yaml.YAMLError as exc:
        raise AssetError([f"{path}: not valid YAML ({exc})"]) from None
    finally:
        loader.dispose()


def _refuse_oversized(path: Path, root: Any) -> None:
    """Count the nodes the document stands for, each alias as the copy it becomes, before
    anything is built from it; refuse a document past MAX_NODES or MAX_DEPTH, or one that
    holds itself (an alias inside its own anchor)."""
    sizes: dict[int, tuple[int, int]] = {}  # id(node) -> (nodes, depth), each counted once
    open_nodes: set[int] = set()

    def measure(node: Any, depth: int) -> tuple[int, int]:
        if id(node) in sizes:
            return sizes[id(node)]
        if id(node) in open_nodes:
            raise AssetError([f"{path}: an alias is used inside its own anchor"])
        if depth > MAX_DEPTH:
            raise AssetError([f"{path}: entries are nested more than {MAX_DEPTH} deep"])
        # a node's id is its kind: "scalar", "sequence" or "mapping" (of key, value pairs)
        if node.id == "mapping":
            children = [part for pair in node.value for part in pair]
        else:
            children = list(node.value) if node.id == "sequence" else []
        open_nodes.add(id(node))
        count, deepest = 1, 0
        for child in children:
            nodes, below = measure(child, depth + 1)
            count, deepest = count + nodes, max(deepest, below)
            if count > MAX_NODES:
                raise AssetError([f"{path}: it stands for more than {MAX_NODES:,} entries "
                                  "(each alias counted as the copy it makes)"])
        open_nodes.discard(id(node))
        sizes[id(node)] = (count, deepest + 1)
        return sizes[id(node)]

    _nodes, height = measure(root, 1)
    if height > MAX_DEPTH:
        raise AssetError([f"{path}: entries are nested more than {MAX_DEPTH} deep"])


def _entry_name(data: Any, loc: tuple[int | str, ...]) -> tuple[str, tuple[int | str, ...]]:
    """Split an error location into the entry it is in (with its name) and the field."""
    node = data
    for depth, part in enumerate(loc):
        try:
            node = node[part]
        except (KeyError, IndexError, TypeError):
            break
        if isinstance(part, int) and isinstance(node, dict):
            label = next((str(node[k]) for k in ("name", "id", "number") if k in node), "")
            entry = ".".join(str(p) for p in loc[: depth + 1])
            return (f"{entry} ({label})" if label else entry), loc[depth + 1 :]
    return ("top level" if len(loc) <= 1 else ".".join(str(p) for p in loc[:-1])), loc[-1:]


def problems_of(path: Path, data: Any, error: CheckFailed) -> list[str]:
    lines = []
    for item in error.errors():
        entry, rest = _entry_name(data, tuple(item["loc"]))
        field = ".".join(str(p) for p in rest) or "(whole entry)"
        lines.append(f"{path}: entry {entry}: field {field}: {item['msg']}")
    return lines


def validate_file(path: Path, model: type[M]) -> M:
    data = read_yaml(path)
    try:
        return model.check(data)
    except CheckFailed as exc:
        raise AssetError(problems_of(path, data, exc)) from None


def game_folder(path: Path, game: str) -> Path:
    """Accept a game's folder of YAML files, or an asset root that holds `<game>/`."""
    inner = path / game
    return inner if inner.is_dir() else path


def validate_files(folder: Path, files: dict[str, type[Record]]) -> dict[str, Record]:
    """Every file of `files` (name -> model) in `folder`, validated; raises one AssetError
    listing the faults of all of them, so a corrected copy is fixed in one go."""
    problems: list[str] = []
    models: dict[str, Record] = {}
    for name, model in files.items():
        try:
            models[name] = validate_file(folder / name, model)
        except AssetError as exc:
            problems.extend(exc.problems)
    if problems:
        raise AssetError(problems)
    return models
