"""Reading a served tab's screen as text, in Chromium driven by Playwright.

textual-serve's page draws the app with xterm.js on a canvas, and keeps its terminal object
to itself. An init script catches that object as the page's script stores it (a setter for
the property name `terminal`, which its tab object assigns once) and offers, on `window`:
`__bestiaryScreen()`, the screen's rows as text; `__bestiaryLastWrite`, when the app last
sent anything; and for the speed script `__bestiaryRenders`, the time of each frame xterm.js
drew, `__bestiaryKeys`, the time of each key pressed, and `__bestiaryShown`, when each text
of `__bestiaryWatch` was first drawn (times from `performance.now()`: milliseconds since
the page began to load).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

#: Debian's package; Playwright's own browser download is not used (nor reachable here)
CHROMIUM_PATHS = ("/usr/bin/chromium", "/usr/bin/chromium-browser")
CHROMIUM_ARGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync")
MISSING = ("the browser test needs Chromium and Playwright: `apt-get install chromium` "
           "and `pip install -e .[test]` (Playwright's own browser download is not needed)")

CATCH_TERMINAL = """
(() => {
  window.__bestiaryRenders = [];
  window.__bestiaryLastWrite = performance.now();
  window.__bestiaryWatch = window.__bestiaryWatch || [];  // texts whose first frame to time
  window.__bestiaryShown = {};
  window.__bestiaryKeys = [];
  document.addEventListener('keydown', () => window.__bestiaryKeys.push(performance.now()),
                            true);
  Object.defineProperty(Object.prototype, 'terminal', {
    configurable: true,
    set(value) {
      Object.defineProperty(this, 'terminal',
                            {value, writable: true, configurable: true, enumerable: true});
      if (value && value.buffer && value.onRender && !window.__bestiaryTerminal) {
        window.__bestiaryTerminal = value;
        value.onRender(() => {
          const now = performance.now();
          window.__bestiaryRenders.push(now);
          if (window.__bestiaryWatch.length === 0) return;
          const text = window.__bestiaryScreen();
          for (const watched of window.__bestiaryWatch) {
            if (!(watched in window.__bestiaryShown) && text.includes(watched)) {
              window.__bestiaryShown[watched] = now;
            }
          }
        });
        value.onWriteParsed(() => { window.__bestiaryLastWrite = performance.now(); });
      }
    },
  });
  window.__bestiaryScreen = () => {
    const term = window.__bestiaryTerminal;
    if (!term) return '';
    const buffer = term.buffer.active, rows = [];
    for (let y = 0; y < term.rows; y++) {
      const line = buffer.getLine(buffer.viewportY + y);
      rows.push(line ? line.translateToString(true) : '');
    }
    return rows.join('\\n');
  };
})();
"""


def chromium_path() -> str | None:
    return next((path for path in CHROMIUM_PATHS if Path(path).is_file()), None)


def playwright_ready() -> bool:
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return False
    return chromium_path() is not None


def focus(page: Any) -> None:
    """Give the terminal the keyboard, as a click on it would (without the click, which the
    app would also receive as a mouse event)."""
    page.wait_for_function("() => window.__bestiaryTerminal !== undefined")
    page.evaluate("window.__bestiaryTerminal.focus()")


@contextmanager
def browser_page(profile: Path, width: int = 1400, height: int = 900) -> Iterator[Any]:
    """A fresh Chromium (its own profile folder) with one page; every page of it can read
    its screen (`page.context.new_page()` for another tab)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(profile), executable_path=chromium_path(), headless=True,
            args=list(CHROMIUM_ARGS), viewport={"width": width, "height": height})
        try:
            context.add_init_script(CATCH_TERMINAL)
            yield context.new_page()
        finally:
            context.close()


def screen(page: Any) -> str:
    return str(page.evaluate("window.__bestiaryScreen()"))


def wait_for_screen(page: Any, text: str, timeout_s: float = 30.0) -> str:
    """Wait until the screen shows `text` (polled in the page on each animation frame),
    and return the screen; on time-out fail with what the screen showed."""
    try:
        page.wait_for_function("(text) => window.__bestiaryScreen().includes(text)",
                               arg=text, timeout=timeout_s * 1000)
    except Exception as error:  # Playwright's TimeoutError: say what was on screen
        raise AssertionError(f"{text!r} never showed; the screen was:\n{screen(page)}") \
            from error
    return screen(page)


#: how long the app must have sent nothing before a key is pressed: a person reacts no
#: faster, and the app drops a key that comes before it has marked its screen as shown (the
#: hotseat gate: keys typed ahead answer nothing)
SETTLED_MS = 300


def press(page: Any, key: str, then: str, timeout_s: float = 60.0,
          again_after_s: float = 10.0) -> str:
    """Press `key` once the screen has settled, and wait for `then` to show; the screen.

    A key the app dropped leaves the screen as it was: after `again_after_s` of an
    unchanged screen the key is pressed once more (at most twice more). Pressing again is
    safe: a key that comes before the screen it would answer was shown is dropped too.
    """
    for _ in range(3):
        page.wait_for_function("(ms) => performance.now() - window.__bestiaryLastWrite >= ms",
                               arg=SETTLED_MS, timeout=timeout_s * 1000)
        before = screen(page)
        page.keyboard.press(key)
        try:
            page.wait_for_function(
                "([then, before]) => { const now = window.__bestiaryScreen();"
                " return now.includes(then) || now !== before; }",
                arg=[then, before], timeout=again_after_s * 1000)
        except Exception:  # Playwright's TimeoutError: the key did nothing
            continue
        return wait_for_screen(page, then, timeout_s)
    raise AssertionError(f"{key} pressed three times did nothing; the screen was:\n"
                         f"{screen(page)}")
