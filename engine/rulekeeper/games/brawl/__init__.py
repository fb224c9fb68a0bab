"""Super Fantasy Brawl (spec/brawl/rules.yaml): the arena and its geometry, the champions and their action cards.

    from rulekeeper.games.brawl import load_arena, load_cards, picture, read_picture, Hex
    arena = load_arena()                # spec/brawl/arena.yaml, validated (ArenaError: file, entry, field)
    arena.hex("E5"); arena.name(Hex(0, 0)); arena.hex_rows()
    champions, cards = load_cards()     # spec/brawl/cards.yaml, every card's text parsed (CardDataError)
    print(picture(arena, {arena.hex("D4"): "Du"}))      # an ASCII hex map; read_picture(arena, text) reads one
    # geometry: hexes.distance, same_row, line, direct_line_clear, steps_towards ...; aoe.aoe_hexes(shape, hex, turns)

The engine (state.py, game.py, and a module per section of the rulebook):
    from rulekeeper.games.brawl import new_game, Scripted
    game = new_game(seed=7, decisions=Scripted([...]))   # setup.*: first player, casual draft, traps, hands, deploy
    game.legal_actions("A")  # [("end",), ("play", "Shield Bash"), ...]; game.do(action) or IllegalAction(rule, ...)
    game.view("A"); game.check(); game.log; game.snapshot() / game.restore(snap)
Every choice inside a card (moves, targets, AoE orientation, the opponent's reaction) goes through `decisions`.
`simulation()` is what `rulekeeper simulate --game brawl` plays; `position.from_position` builds a position from
an ASCII hex map (tests, scenarios) and `protocol.Server` answers the conformance protocol.
Also: challenges (challenges.py), standard actions (standard.py), the competitive draft (setup.py) and Super Team
Tornado (tornado.py: `new_game(variant="tornado", draft=...)`); the lost texts are ours, `illustrative`.
"""

from __future__ import annotations

from .arena import Arena, ArenaError, load_arena
from .cards import ActionCard, CardDataError, Champion, load_cards
from .hexes import Hex
from .picture import picture, read_picture
from .simulate import simulation
from .svg import scenario_picture, step_pictures
from .table import Table, new_game
from ...kernel import IllegalAction, RandomChoices, Scripted

__all__ = ["ActionCard", "Arena", "ArenaError", "CardDataError", "Champion", "Hex", "load_arena", "load_cards",
           "picture", "read_picture", "scenario_picture", "simulation", "step_pictures", "Table", "new_game", "IllegalAction", "RandomChoices", "Scripted"]
