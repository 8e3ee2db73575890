"""The Table tab of a Winterfall game at the smallest window: it runs to a second page, the
line under it says so and names the key, and the Winterfall card reads on one page."""

from __future__ import annotations

from tests.tui.screen import screen_text
from tests.wondrous_tui.winter_table import winter_app, wintry_table
from wondrous_tui.app import WondrousApp


def note(app: WondrousApp) -> str | None:
    shown = app.screen.query_one("#page-note")
    return str(shown.render()) if shown.display else None


def page_rows(app: WondrousApp) -> list[str]:
    """The rows of the Table tab as the screen shows them (long lines wrap)."""
    region = app.screen.query_one("#tabs").query_one("TabScroll").scrollable_content_region
    rows = screen_text(app).splitlines()[region.y:region.bottom]
    return [row[region.x:region.right].rstrip() for row in rows]


async def test_the_winter_table_says_it_has_a_second_page_and_keeps_the_card_whole():
    app = winter_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await wintry_table(pilot)
        app.game.state.winterfall.winter_discard = [4]  # Earthquake: three long effects
        app._after_choice()
        await pilot.pause()
        said = note(app)
        assert said is not None and said.startswith("page 1/")
        # the card, moved whole to the next page, is named where it was looked for
        assert "press F2 again for more (Winterfall card (last" in said
        card = [row for row in page_rows(app) if row.startswith("Winterfall card")]
        while not card:
            await pilot.press("f2")
            await pilot.pause()
            card = [row for row in page_rows(app) if row.startswith("Winterfall card")]
        rows = page_rows(app)
        steps = rows[rows.index(card[0]):]
        assert any(s.startswith("1. Instructional") for s in steps)
        assert any(s.startswith("3. Sequential") for s in steps)  # the card's last effect
        assert steps[-1].startswith(("Prelude", "Tile pool"))  # the last effect ended above
