"""The shape of the code, in the figures issue #35's closing note compares before and after:
modules per folder, the largest files, files in engine/tui over 500 lines, import cycles
among our modules, and imports inside functions.

    .venv/bin/python scripts/shape.py [--json] [ROOT]

ROOT is a checkout (this one by default); nothing is imported, the files are only parsed, so
an older commit in a git worktree can be measured too.

An import cycle is a set of our modules that import each other, directly or through others.
Three graphs are read, each holding the one before: the module-level imports (what runs when
a module is first imported); with the imports inside functions, since an import moved into a
function to dodge a cycle leaves the two modules depending on each other all the same; and
with the imports under `if TYPE_CHECKING:`, which never run but still tie a module to the
other's names (issue #35 counts its four cycles in this last graph, and so does the test).
`from pkg import name` counts as an import of `pkg.name` when that is one of our modules, of
`pkg` otherwise; a parent package is not counted (its `__init__` runs first, whatever it
imports).

An import inside a function is listed with its file and line; one marked with the comment
`# lazy: start-up time` (on its line or the line above) is there to keep the first frame fast
and is listed apart (`lazy`), not as a fault."""

from __future__ import annotations

import argparse
import ast
import json
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

PACKAGES = ("engine", "wondrous_tui", "cryptic_tui", "bestiary_tui")
LAZY_MARK = "# lazy: start-up time"
TUI_FOLDER = "engine/tui"
TUI_LIMIT = 500
LARGEST = 5


#: where an import statement sits, from the one that always runs to the one that never does
MODULE, FUNCTION, TYPING = "module", "function", "typing"
#: the import kinds each graph of cycles reads
GRAPHS = {MODULE: (MODULE,), FUNCTION: (MODULE, FUNCTION), TYPING: (MODULE, FUNCTION, TYPING)}


@dataclass(frozen=True)
class Import:
    """One import statement in our modules: which module, where, of which of our modules
    (empty when it imports only others'), where it sits (MODULE, FUNCTION, TYPING), and what
    it names as written."""

    module: str
    path: str
    line: int
    target: str
    kind: str
    lazy: bool
    written: str = ""

    @property
    def in_function(self) -> bool:
        return self.kind == FUNCTION


@dataclass
class Shape:
    """The figures for one checkout."""

    modules_per_folder: dict[str, int] = field(default_factory=dict)
    lines: dict[str, int] = field(default_factory=dict)
    imports: list[Import] = field(default_factory=list)

    def largest(self, count: int = LARGEST) -> list[tuple[str, int]]:
        """The `count` longest files, longest first."""
        return sorted(self.lines.items(), key=lambda item: (-item[1], item[0]))[:count]

    def long_tui_files(self) -> list[tuple[str, int]]:
        """engine/tui files over the issue's limit of about 500 lines."""
        return [(path, n) for path, n in self.largest(len(self.lines))
                if path.startswith(TUI_FOLDER + "/") and n > TUI_LIMIT]

    def cycles(self, graph: str = TYPING) -> list[list[str]]:
        """Each set of modules that import one another in `graph` (a key of GRAPHS), as a
        path that closes on itself."""
        edges: dict[str, set[str]] = {}
        for found in self.imports:
            if found.target and found.kind in GRAPHS[graph]:
                edges.setdefault(found.module, set()).add(found.target)
        return [closed_path(group, edges) for group in tangles(edges)]

    def function_imports(self, *, lazy: bool) -> list[Import]:
        """The imports inside functions, those marked lazy or the others."""
        return [i for i in self.imports if i.in_function and i.lazy == lazy]


def module_name(path: Path, root: Path) -> str:
    """`engine/core/records.py` -> `engine.core.records`; a package's `__init__` is the
    package."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def our_files(root: Path, packages: tuple[str, ...] = PACKAGES) -> Iterator[Path]:
    """Every Python file of our packages, in a stable order."""
    for package in packages:
        yield from sorted(p for p in (root / package).rglob("*.py")
                          if "__pycache__" not in p.parts)


def is_type_checking(test: ast.expr) -> bool:
    """`if TYPE_CHECKING:` or `if typing.TYPE_CHECKING:`."""
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def import_nodes(body: Iterable[ast.stmt], kind: str = MODULE
                 ) -> Iterator[tuple[ast.Import | ast.ImportFrom, str]]:
    """Every import statement, each with where it sits (MODULE, FUNCTION, TYPING)."""
    for node in body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node, kind
        elif isinstance(node, ast.If) and is_type_checking(node.test):
            yield from import_nodes(node.body, TYPING)
            yield from import_nodes(node.orelse, kind)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield from import_nodes(node.body, TYPING if kind == TYPING else FUNCTION)
        else:
            children = [c for c in ast.iter_child_nodes(node) if isinstance(c, ast.stmt)]
            handlers = [c for c in ast.iter_child_nodes(node)
                        if isinstance(c, ast.ExceptHandler | ast.match_case)]
            for handler in handlers:
                children.extend(handler.body)
            yield from import_nodes(children, kind)


def targets(node: ast.Import | ast.ImportFrom, module: str, is_package: bool,
            known: set[str]) -> Iterator[str]:
    """Which of our modules an import statement loads (not its parent packages: their
    `__init__` runs first, so it never closes a cycle by itself)."""
    if isinstance(node, ast.Import):
        for alias in node.names:
            if alias.name in known:
                yield alias.name
        return
    base = node.module or ""
    if node.level:
        parts = module.split(".")
        keep = len(parts) - node.level + (1 if is_package else 0)
        base = ".".join(parts[:keep] + ([base] if base else []))
    for alias in node.names:
        if f"{base}.{alias.name}" in known:
            yield f"{base}.{alias.name}"
        elif base in known:
            yield base


def marked_lazy(lines: list[str], line: int) -> bool:
    """The start-up mark on the import's line, or just above the run of import lines it
    belongs to (one mark serves a block of late imports)."""
    here = lines[line - 1] if line - 1 < len(lines) else ""
    if LAZY_MARK in here:
        return True
    above = line - 2
    while above >= 0 and lines[above].strip().startswith(("from ", "import ")):
        above -= 1
    return above >= 0 and lines[above].strip().startswith(LAZY_MARK)


def measure(root: Path, packages: tuple[str, ...] = PACKAGES) -> Shape:
    """The shape of the checkout at `root` (of its `packages`: ours unless told)."""
    shape = Shape()
    files = list(our_files(root, packages))
    names = {module_name(p, root): p for p in files}
    known = set(names)
    for name, path in names.items():
        relative = path.relative_to(root).as_posix()
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        shape.lines[relative] = len(lines)
        if path.name != "__init__.py":
            folder = path.parent.relative_to(root).as_posix()
            shape.modules_per_folder[folder] = shape.modules_per_folder.get(folder, 0) + 1
        else:
            shape.modules_per_folder.setdefault(path.parent.relative_to(root).as_posix(), 0)
        tree = ast.parse(text, filename=str(path))
        for node, kind in import_nodes(tree.body):
            lazy = marked_lazy(lines, node.lineno)
            ours = [t for t in targets(node, name, path.name == "__init__.py", known)
                    if t != name]
            written = (", ".join(a.name for a in node.names) if isinstance(node, ast.Import)
                       else "." * node.level + (node.module or ""))
            for target in ours or [""]:
                shape.imports.append(
                    Import(name, relative, node.lineno, target, kind, lazy, written))
    shape.modules_per_folder = dict(sorted(shape.modules_per_folder.items()))
    return shape


def tangles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted, in a
    stable order."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(start: str) -> None:
        # iterative, so a long chain of imports cannot reach the recursion limit
        work = [(start, iter(sorted(edges.get(start, ()))))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        groups.append(sorted(group))
            elif child not in index:
                index[child] = low[child] = len(index)
                stack.append(child)
                on_stack.add(child)
                work.append((child, iter(sorted(edges.get(child, ())))))
            elif child in on_stack:
                low[node] = min(low[node], index[child])

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return sorted(groups)


def closed_path(group: list[str], edges: dict[str, set[str]]) -> list[str]:
    """A shortest way round a tangled group, from its first module back to it, naming every
    module of the group it passes (a group of two reads `a -> b -> a`)."""
    members = set(group)
    start = group[0]
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for child in sorted(edges.get(node, ())):
                if child == start:
                    path = [start]
                    while node != start:
                        path.append(node)
                        node = came_from[node]
                    return [start, *reversed(path[1:]), start]
                if child in members and child not in came_from:
                    came_from[child] = node
                    following.append(child)
        frontier = following
    return [*group, start]  # not reached: a tangled group always leads back


def as_json(shape: Shape) -> dict[str, object]:
    """The figures as plain data."""

    def listed(imports: list[Import]) -> list[dict[str, object]]:
        return [{"at": f"{i.path}:{i.line}", "imports": i.target or i.written,
                 "ours": bool(i.target)} for i in imports]

    largest = shape.largest()
    return {
        "modules_per_folder": shape.modules_per_folder,
        "largest_files": [{"path": p, "lines": n} for p, n in largest],
        "largest_file": {"path": largest[0][0], "lines": largest[0][1]} if largest else None,
        "tui_files_over_500_lines": [{"path": p, "lines": n} for p, n in shape.long_tui_files()],
        "cycles": shape.cycles(TYPING),
        "cycles_at_run_time": shape.cycles(FUNCTION),
        "cycles_module_level": shape.cycles(MODULE),
        "function_imports": listed(_unique(shape.function_imports(lazy=False))),
        "function_imports_lazy": listed(_unique(shape.function_imports(lazy=True))),
    }


def _unique(imports: list[Import]) -> list[Import]:
    """One entry per statement (a statement importing two of our modules is listed once)."""
    seen: dict[tuple[str, int], Import] = {}
    for found in imports:
        seen.setdefault((found.path, found.line), found)
    return list(seen.values())


def report(shape: Shape) -> str:
    """The figures as text, one section per figure."""
    data = as_json(shape)
    out = ["Modules per folder (without __init__.py):"]
    width = max(map(len, shape.modules_per_folder), default=0)
    out += [f"  {folder:<{width}} {n}" for folder, n in shape.modules_per_folder.items()]
    out.append(f"Largest files (top {LARGEST}):")
    out += [f"  {p:<40} {n}" for p, n in shape.largest()]
    long = shape.long_tui_files()
    out.append(f"Files in {TUI_FOLDER} over {TUI_LIMIT} lines: {len(long)}")
    out += [f"  {p:<40} {n}" for p, n in long]
    for title, key in (("Import cycles (every import, TYPE_CHECKING ones too)", "cycles"),
                       ("  of which at run time (inside functions too)", "cycles_at_run_time"),
                       ("  of which at module level", "cycles_module_level")):
        cycles = data[key]
        assert isinstance(cycles, list)
        out.append(f"{title}: {len(cycles)}")
        out += ["  " + " -> ".join(cycle) for cycle in cycles]
    for title, key in (("Imports inside functions", "function_imports"),
                       (f"Imports inside functions marked '{LAZY_MARK}'",
                        "function_imports_lazy")):
        found = data[key]
        assert isinstance(found, list)
        out.append(f"{title}: {len(found)}")
        out += [f"  {i['at']:<44} {i['imports']}" for i in found]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("root", nargs="?", type=Path,
                        default=Path(__file__).resolve().parent.parent,
                        help="the checkout to measure (this one by default)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    shape = measure(args.root.resolve())
    print(json.dumps(as_json(shape), indent=2) if args.json else report(shape))
    return 0


if __name__ == "__main__":
    sys.exit(main())
