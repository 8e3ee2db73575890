# Shared by ./play and ./test: make .venv on first use, reinstall when pyproject.toml changes.
VENV="${BESTIARY_VENV:-.venv}"

find_python() {
  for candidate in python3.13 python3.12 python3.11 python3 python; do
    if command -v "$candidate" >/dev/null 2>&1 &&
       "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
      echo "$candidate"
      return 0
    fi
  done
  echo "Bestiary needs Python 3.11 or newer; none was found on PATH." >&2
  return 1
}

ensure_venv() {
  extra="$1"
  stamp="$VENV/.bestiary-installed$extra"
  if [ ! -x "$VENV/bin/python" ]; then
    py="$(find_python)"
    echo "Setting up $VENV with $py (first run only)..." >&2
    "$py" -m venv "$VENV"
  fi
  if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
    echo "Installing Bestiary$extra into $VENV..." >&2
    # -qq: errors only. With one -q pip still shows warnings, the build backend's among
    # them (an editable install of a mapped folder always gets one), a screen of text that
    # reads like a failed install; a real failure is an error and still shows.
    "$VENV/bin/python" -m pip install -qq --disable-pip-version-check --upgrade pip >&2
    "$VENV/bin/python" -m pip install -qq --disable-pip-version-check -e ".$extra" >&2
    touch "$stamp"
  fi
}
