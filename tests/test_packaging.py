"""The installed package carries every module, every stylesheet and all component data.

`assets/` stays at the top of the repository and is installed as `bestiary_assets`; the
package list in pyproject.toml is written out (a search cannot see that mapping), so a
test checks that it names every package folder.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CODE = ("engine", "wondrous_tui", "cryptic_tui", "bestiary_tui")
ASSETS, INSTALLED_ASSETS = "assets", "bestiary_assets"


def _shipped(path: Path) -> bool:
    """Files a build takes along: not hidden (.gitkeep) and not compiled caches."""
    parts = path.relative_to(ROOT).parts
    return not any(p.startswith(".") or p == "__pycache__" for p in parts)


def _installed_name(path: Path) -> str:
    relative = path.relative_to(ROOT).as_posix()
    if relative.startswith(ASSETS + "/"):
        return INSTALLED_ASSETS + relative.removeprefix(ASSETS)
    return relative


def _package_folders() -> set[str]:
    folders = {p.parent for top in CODE for p in (ROOT / top).rglob("__init__.py")}
    # every folder of data is a package (Python can import any folder), however deep
    folders |= {ROOT / ASSETS} | {p for p in (ROOT / ASSETS).rglob("*") if p.is_dir()}
    return {_installed_name(f / "x").removesuffix("/x").replace("/", ".")
            for f in folders if _shipped(f)}


def test_the_package_list_names_every_package_folder() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    assert listed == _package_folders()
    assert config["tool"]["setuptools"]["package-dir"] == {INSTALLED_ASSETS: ASSETS}


def _expected_files() -> set[str]:
    files = {p for p in (ROOT / ASSETS).rglob("*") if p.is_file()}
    for top in CODE:
        files |= {p for pattern in ("*.py", "*.tcss", "*.html")  # html: `bestiary serve`
                  for p in (ROOT / top).rglob(pattern)}
    return {_installed_name(p) for p in files if _shipped(p)}


@pytest.mark.slow
def test_a_built_wheel_holds_every_module_and_data_file(tmp_path: Path) -> None:
    # a copy without build/: setuptools would put stale files from an earlier build
    # into the wheel (modules deleted since), which would hide a missing file here
    source = tmp_path / "src"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".*", "build", "dist", "*.egg-info", "__pycache__", "snapshot_report.html"))
    # no build isolation and no dependencies: builds offline with the test extra's setuptools
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
         "--quiet", "--wheel-dir", str(tmp_path), str(source)],
        check=True, capture_output=True, text=True,
    )
    # setuptools says nothing about our configuration (a folder missing from the package
    # list is a screen of warnings, which reads like a failed install)
    assert "BuildBackendWarning" not in built.stderr, built.stderr
    (wheel,) = tmp_path.glob("bestiary-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    expected = _expected_files()
    assert any(n.startswith(INSTALLED_ASSETS + "/wondrous/") for n in expected)
    assert expected - names == set()
    shipped_code = {n for n in names if n.endswith((".py", ".tcss"))}
    assert shipped_code - expected == set()
