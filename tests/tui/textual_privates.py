"""Finds every use of a private Textual name in our code, by reading it (no import).

Textual's private names (`textual._time`, `Widget._repaint_required`, a subclass's own
`_on_resize`) change without notice in a minor release; `engine.tui.textual_compat` is
the one package allowed to use them, so that such a release breaks one module, which its
test names. This scanner finds, in any other module:

- an import of a private Textual module (`textual._time`, `textual.widgets._option_list`),
  or of a private name from a Textual module (`from textual.x import _y`);
- an attribute `x._name`, or `getattr(x, "_name")`, where `_name` is not ours: no
  function, class attribute, module name or attribute set up in an `__init__` of our code
  base has that name (so it can only be Textual's, or Rich's underneath);
- a method or class attribute whose name starts with `_` in a subclass of a Textual class
  where Textual defines that name (an override of Textual's internals).

Run `python -m tests.tui.textual_privates` for the list.
"""

from __future__ import annotations

import ast
import functools
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import textual

ROOT = Path(__file__).resolve().parents[2]
#: the packages scanned
PACKAGES = ("engine", "wondrous_tui", "cryptic_tui", "bestiary_tui")
#: the one package allowed to use Textual's private names
COMPAT = ROOT / "engine" / "tui" / "textual_compat"
TEXTUAL = Path(textual.__file__).resolve().parent


@dataclass(frozen=True)
class Finding:
    """One use of a private Textual name: where, and what."""

    path: str
    line: int
    what: str

    @property
    def name(self) -> str:
        """The private name used."""
        return re.findall(r"\b_\w+", self.what.replace("'s", ""))[-1] \
            if "_" in self.what else self.what

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.what}"


def is_private(name: str) -> bool:
    """`_name`, not `__dunder__` nor `_` alone."""
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__")) \
        and name != "_"


def is_private_module(module: str) -> bool:
    parts = module.split(".")
    return parts[0] == "textual" and any(part.startswith("_") for part in parts[1:])


def _self_targets(node: ast.AST) -> Iterator[str]:
    """The `self.x` names assigned (or annotated) in `node`'s own statements."""
    targets: list[ast.expr] = []
    if isinstance(node, ast.Assign):
        targets = node.targets
    elif isinstance(node, ast.AnnAssign | ast.AugAssign):
        targets = [node.target]
    for target in targets:
        for sub in ast.walk(target):
            if isinstance(sub, ast.Attribute) and isinstance(sub.value, ast.Name) \
                    and sub.value.id == "self":
                yield sub.attr


def _body_names(body: Iterable[ast.stmt]) -> Iterator[str]:
    """The names a class or module body defines: functions, classes, assigned names."""
    for stmt in body:
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            yield stmt.name
        elif isinstance(stmt, ast.Assign):
            for target in stmt.targets:
                yield from (n.id for n in ast.walk(target) if isinstance(n, ast.Name))
        elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
            yield stmt.target.id


@dataclass
class _Class:
    """A class read from the source: its bases (by simple name) and the private names it
    defines in its body (methods, class attributes) and sets on `self` in its methods."""

    name: str
    line: int
    bases: list[str]
    body: dict[str, int]  # name -> line
    on_self: set[str]


def _base_name(base: ast.expr) -> str | None:
    if isinstance(base, ast.Subscript):  # Screen[ResultType]
        base = base.value
    if isinstance(base, ast.Name):
        return base.id
    if isinstance(base, ast.Attribute):
        return base.attr
    return None


def _read_class(node: ast.ClassDef) -> _Class:
    body = {}
    for stmt in node.body:
        for name in _body_names([stmt]):
            if is_private(name):
                body.setdefault(name, stmt.lineno)
    on_self = {n for sub in ast.walk(node) for n in _self_targets(sub) if is_private(n)}
    bases = [b for b in map(_base_name, node.bases) if b]
    return _Class(node.name, node.lineno, bases, body, on_self)


def _classes(tree: ast.AST) -> list[_Class]:
    return [_read_class(node) for node in ast.walk(tree) if isinstance(node, ast.ClassDef)]


_CLASS_LINE = re.compile(r"^\s*class (\w+)", re.MULTILINE)


@functools.cache
def _textual_files() -> dict[str, list[Path]]:
    """Where each class of the installed Textual is defined, by simple name (found by a
    look at the text: only the files of the classes asked for are parsed)."""
    where: dict[str, list[Path]] = {}
    for path in sorted(TEXTUAL.rglob("*.py")):
        for name in _CLASS_LINE.findall(path.read_text(encoding="utf-8")):
            where.setdefault(name, []).append(path)
    return where


@functools.cache
def _textual_file(path: Path) -> dict[str, list[_Class]]:
    found: dict[str, list[_Class]] = {}
    for cls in _classes(ast.parse(path.read_text(encoding="utf-8"))):
        found.setdefault(cls.name, []).append(cls)
    return found


@functools.cache
def textual_defines(class_name: str) -> frozenset[str]:
    """The private names the Textual class `class_name` and its Textual bases define."""
    names: set[str] = set()

    def bases(name: str) -> list[str]:
        found: list[str] = []
        for path in _textual_files().get(name, ()):
            for cls in _textual_file(path).get(name, ()):
                names.update(cls.body.keys() | cls.on_self)
                found += cls.bases
        return found

    walk_classes(class_name, bases)
    return frozenset(names)


def walk_classes(start: str, step: Callable[[str], Iterable[str]]) -> None:
    """Visit `start` and every class `step` leads to from a visited one, each once."""
    seen: set[str] = set()
    todo = [start]
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo += step(name)


@dataclass
class Source:
    """One module of ours, parsed."""

    path: str
    tree: ast.Module

    @classmethod
    def read(cls, path: Path) -> Source:
        return cls(str(path.relative_to(ROOT)), ast.parse(path.read_text(encoding="utf-8")))

    @classmethod
    def of(cls, text: str, path: str = "<snippet>") -> Source:
        return cls(path, ast.parse(text))

    @functools.cached_property
    def nodes(self) -> list[ast.AST]:
        return list(ast.walk(self.tree))

    @functools.cached_property
    def classes(self) -> list[_Class]:
        return [_read_class(n) for n in self.nodes if isinstance(n, ast.ClassDef)]

    def textual_imports(self) -> set[str]:
        """The names this module imports from Textual (the classes it may derive from)."""
        return {alias.asname or alias.name for node in self.nodes
                if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("textual")
                for alias in node.names}


def our_sources() -> list[Source]:
    return [Source.read(path) for package in PACKAGES
            for path in sorted((ROOT / package).rglob("*.py"))]


class CodeBase:
    """Our modules read together: which classes derive from Textual's (through ours too),
    which private names are ours."""

    def __init__(self, sources: list[Source]) -> None:
        self.sources = sources
        # our class name -> (its bases, the Textual names imported where it is defined)
        self._ours: dict[str, list[tuple[list[str], set[str]]]] = {}
        for source in sources:
            imported = source.textual_imports()
            for cls in source.classes:
                self._ours.setdefault(cls.name, []).append((cls.bases, imported))
        self._inherited: dict[str, frozenset[str]] = {}
        self.owned = self._owned_names()

    def textual_ancestors(self, class_name: str) -> set[str]:
        """The Textual classes `class_name` (ours) derives from, directly or through ours."""
        found: set[str] = set()

        def ours(name: str) -> list[str]:
            further: list[str] = []
            for bases, imported in self._ours.get(name, ()):
                for base in bases:
                    if base in imported:
                        found.add(base)
                    else:
                        further.append(base)
            return further

        walk_classes(class_name, ours)
        return found

    def inherited(self, class_name: str) -> frozenset[str]:
        """The private names Textual defines for our class `class_name` to inherit."""
        if class_name not in self._inherited:
            names: set[str] = set()
            for ancestor in self.textual_ancestors(class_name):
                names |= textual_defines(ancestor)
            self._inherited[class_name] = frozenset(names)
        return self._inherited[class_name]

    def overrides(self, source: Source) -> Iterator[Finding]:
        """Methods and class attributes of ours that redefine a private Textual name."""
        for cls in source.classes:
            inherited = self.inherited(cls.name)
            for name, line in cls.body.items():
                if name in inherited:
                    yield Finding(source.path, line, f"{cls.name}.{name} overrides Textual's")

    def _owned_names(self) -> set[str]:
        """Private names our code defines: module names, functions, class attributes and
        attributes set on `self`, less those a Textual class the class derives from
        defines too."""
        owned: set[str] = set()
        for source in self.sources:
            owned.update(n for n in _body_names(source.tree.body) if is_private(n))
            for node in source.nodes:
                if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and \
                        is_private(node.name):
                    owned.add(node.name)
        overridden: set[str] = set()
        for source in self.sources:
            for cls in source.classes:
                inherited = self.inherited(cls.name)
                owned |= (cls.body.keys() | cls.on_self) - inherited
                overridden |= cls.body.keys() & inherited
        return owned - overridden

    def findings(self, source: Source) -> Iterator[Finding]:
        """Every use of a private Textual name in `source`."""
        seen: set[int] = set()  # the attributes found as a Textual subclass's own
        for node in source.nodes:
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if is_private_module(alias.name):
                        yield Finding(source.path, node.lineno, f"import {alias.name}")
            elif isinstance(node, ast.ImportFrom) and \
                    (node.module or "").split(".")[0] == "textual":
                module = node.module or ""
                if is_private_module(module):
                    yield Finding(source.path, node.lineno, f"from {module} import ...")
                for alias in node.names:
                    if is_private(alias.name):
                        yield Finding(source.path, node.lineno,
                                      f"from {module} import {alias.name}")
            elif isinstance(node, ast.ClassDef):
                inherited = self.inherited(node.name)
                for sub in ast.walk(node):  # self._x or super()._x of a Textual subclass
                    if isinstance(sub, ast.Attribute) and sub.attr in inherited and \
                            _is_self(sub.value) and id(sub) not in seen:
                        seen.add(id(sub))
                        yield Finding(source.path, sub.lineno, f"self.{sub.attr}")
            elif isinstance(node, ast.Attribute):
                if is_private(node.attr) and node.attr not in self.owned and \
                        id(node) not in seen:
                    yield Finding(source.path, node.lineno, f".{node.attr}")
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                    node.func.id in {"getattr", "setattr", "hasattr", "delattr"} and \
                    len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) and \
                    isinstance(node.args[1].value, str) and is_private(node.args[1].value) \
                    and node.args[1].value not in self.owned:
                yield Finding(source.path, node.lineno,
                              f'{node.func.id}(..., "{node.args[1].value}")')
        yield from self.overrides(source)


def _is_self(node: ast.expr) -> bool:
    """`self`, or `super()`."""
    return (isinstance(node, ast.Name) and node.id == "self") or (
        isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        and node.func.id == "super")


def scan(sources: list[Source] | None = None, *, skip: Path | None = COMPAT) -> list[Finding]:
    """Every use of a private Textual name in `sources` (default: our code base, less the
    compatibility package)."""
    base = CodeBase(our_sources() if sources is None else sources)
    left_out = f"{skip.relative_to(ROOT)}/" if skip is not None else None
    return sorted({finding for source in base.sources
                   if left_out is None or not source.path.startswith(left_out)
                   for finding in base.findings(source)},
                  key=lambda f: (f.path, f.line, f.what))


def main() -> None:
    found = scan()
    for finding in found:
        print(finding)
    names = {finding.name for finding in found}
    print(f"{len(found)} uses of {len(names)} private Textual names outside "
          f"{COMPAT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
