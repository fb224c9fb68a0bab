"""Super Fantasy Brawl (spec/brawl/rules.yaml): the arena and its geometry, the champions and their action cards.

    from rulekeeper.games.brawl import load_arena, load_cards, picture, read_picture, Hex
    arena = load_arena()                # spec/brawl/arena.yaml, validated (ArenaError: file, entry, field)
    arena.hex("E5"); arena.name(Hex(0, 0)); arena.hex_rows()
    champions, cards = load_cards()     # spec/brawl/cards.yaml, every card's text parsed (CardDataError)
    print(picture(arena, {arena.hex("D4"): "Du"}))      # an ASCII hex map; read_picture(arena, text) reads one
    # geometry: hexes.distance, same_row, line, direct_line_clear, steps_towards ...; aoe.aoe_hexes(shape, hex, turns)

The engine (round, attacks, traps, victory) is still to come (issue 14).
"""

from __future__ import annotations

from .arena import Arena, ArenaError, load_arena
from .cards import ActionCard, CardDataError, Champion, load_cards
from .hexes import Hex
from .picture import picture, read_picture

__all__ = ["ActionCard", "Arena", "ArenaError", "CardDataError", "Champion", "Hex", "load_arena", "load_cards",
           "picture", "read_picture"]
