"""A footer that rebuilds its keys only when they change."""

from __future__ import annotations

from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

#: What one key of the footer shows, without whether it can be pressed now.
Shown = tuple[str, str, str, str]


class KeyFooter(Footer):
    """Textual's footer rebuilds all its key widgets whenever the screen's bindings are
    looked at again (every focus change, every choice, a screen on top), and that costs a
    layout of the whole screen after the frame. This one rebuilds only when the keys it
    shows change; a key that only turns on or off (Undo) is greyed in place."""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self._shown: tuple[Shown, ...] | None = None

    def _keys(self, screen: Screen[object]) -> dict[Shown, bool]:
        return {
            (binding.key, binding.description, binding.action, tooltip): enabled
            for (_, binding, enabled, tooltip) in screen.active_bindings.values()
            if binding.show or binding.action == "command_palette"
        }

    def bindings_changed(self, screen: Screen[object]) -> None:
        if not (self.is_attached and screen is self.screen and screen.app.app_focus):
            return super().bindings_changed(screen)
        if screen is not self.app.screen and not self.app.screen.is_modal:
            return  # hidden under a whole screen: it is looked at again when uncovered
        keys = self._keys(screen)
        shown = tuple(keys)
        if self._bindings_ready and shown == self._shown:
            enabled = {(shown[0], shown[2]): on for shown, on in keys.items()}
            for key in self.query(FooterKey):
                on = enabled.get((key.key, key.action))
                if on is not None:  # as FooterKey marks it when built (Textual 8)
                    key._disabled = not on
                    key.set_class(not on, "-disabled")
            return
        self._shown = shown
        super().bindings_changed(screen)


__all__ = ["KeyFooter"]
