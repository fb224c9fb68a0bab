"""Super Fantasy Brawl (spec/brawl/rules.yaml): the arena and its geometry, the champions and their action cards.

    from rulekeeper.games.brawl import load_arena, load_cards
    arena = load_arena()                # spec/brawl/arena.yaml, validated (ArenaError: file, entry, field)
    arena.hex("E5"); arena.name(Hex(0, 0)); arena.hex_rows()
    champions, cards = load_cards()     # spec/brawl/cards.yaml, every card's text parsed (CardDataError)

The engine (round, attacks, traps, victory) is still to come (issue 14).
"""

from __future__ import annotations

from .arena import Arena, ArenaError, load_arena
from .hexes import Hex

__all__ = ["Arena", "ArenaError", "Hex", "load_arena"]
