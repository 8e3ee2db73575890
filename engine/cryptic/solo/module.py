"""The Poacher as a module: switched on by an automa seat in the config, he plays that
seat (`turns`), changes the setup (`setup`) and your turns (`your_turns`), scores the game
his way (`result`: both your contracts count, no general contract is dealt) and lays your
contracts face up."""

from __future__ import annotations

from engine.cryptic.modules import Automa, CrypticModule
from engine.cryptic.parts.poacher_cards import poacher_parts
from engine.cryptic.solo import result, seats, setup, turns, your_turns
from engine.cryptic.solo.view import poacher_view
from engine.cryptic.state import CrypticState

POACHER = "poacher"


def is_on(state: CrypticState) -> bool:
    return state.poacher is not None


MODULE = CrypticModule(
    id=POACHER,
    is_on=is_on,
    chosen_by=seats.is_solo,
    check_config=seats.validate,
    colours=(seats.POACHER_COLOUR,),
    set_up=setup.set_up,
    after_find=your_turns.bid_at_once,
    replace_cost=your_turns.replace_cost,
    scores_left_out=frozenset({"general contract"}),
    contracts_scored=sum,
    redeal=result.redeal,
    open_contracts=True,
    invariants=result.his_cards,
    view_sections={"poacher": poacher_view},
    automa=Automa(
        seat=lambda state: result.poacher_of(state).seat,
        crypto_turn=turns.crypto_turn,
        assistant_turn=turns.assistant_turn,
        evidence_slots=lambda data: poacher_parts(data.parts).board.evidence_slots,
        holds=result.captured,
        result=result.solo_result,
    ),
)
