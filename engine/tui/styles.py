"""Where the apps' stylesheets are. The look lives in .tcss files, not in the widgets'
DEFAULT_CSS: one place to read (or change) it, beside the app it belongs to.

Every app loads the shared widgets' and screens' rules (SHARED_CSS,
engine/tui/bestiary.tcss) first, then its own (`app_css`). All are read at start, once:
a screen's own stylesheet (Textual's Screen.CSS_PATH) would have Textual parse every rule
again the first time that screen shows, a cost a key press would pay.

A widget shown outside these apps (a test's bare app, say) brings no style of its own: that
app names the stylesheets it wants in its CSS_PATH, as the games do."""

from __future__ import annotations

from pathlib import Path, PurePath

#: the widgets and screens every game's app shows (engine/tui/bestiary.tcss)
SHARED_CSS = Path(__file__).with_name("bestiary.tcss")


def app_css(module_file: str, name: str) -> list[str | PurePath]:
    """An app's CSS_PATH: the shared stylesheet, then `name`, the app's own, beside
    `module_file` (the app module's __file__); on a tie, the app's rule wins."""
    return [SHARED_CSS, Path(module_file).with_name(name)]
