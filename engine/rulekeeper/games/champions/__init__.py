"""Warhammer Age of Sigmar: Champions, the reference engine (spec/champions/rules.yaml).

Public API (stable; the conformance driver and `simulate` use only this):

Create a game
    from rulekeeper.games.champions import new_game, from_position, load_pool, Scripted, RandomChoices
    pool = load_pool()                      # name -> Card, from spec/champions/cards.yaml (or pass your own dict,
                                            # e.g. {**load_pool(), **{c.name: c for c in inline_cards}})
    game = new_game(pool, {"A": decklist_a, "B": decklist_b}, seed=1, decisions=RandomChoices(1))
        # 3.2: shuffles, Blessings, Champion placement 1-2-2-2-1 (choices through `decisions`), starting health,
        # opening hands 4/5, then the first turn's Start and Battlefield phases; rests in the Action Phase.
    game = from_position(pool, {"active": "A", "phase": "action", "actions": 2, "players": {"A": {
        "health": 30, "lanes": {1: {"champion": "Bloodreaver Chieftain", "corner": 1,
                                     "blessing": "Name" | {"card": "Name", "revealed": True, "corner": 1},
                                     "front": ["Unit", {"card": "Unit", "corner": 2}]}},
        "hand": [...], "deck": [top first ...], "discard": [...]}, "B": {...}}}, decisions=Scripted([...]))
        # lanes and corners are numbered 1-4 as a judge says them; lane n of A faces lane 5-n of B (2.8).

Take an action (the acting player, names or ids; each raises IllegalAction(rule_id, message) before any change)
    game.play("A", "Pack of Bloodletters", "Bloodreaver Chieftain")   # or a lane number for the Champion
    game.heroic_act("A", "Hungering Vampire Lord")                     # a card in play with a Heroic Act
    game.pass_actions("A")                                             # 4.1.3.4c: passes every remaining action
    game.legal_actions("A")   # [("pass",), ("play", card_id, champion_id), ("heroic", card_id, index)]
    game.do(action)           # carry out one tuple from legal_actions (ids)
    game.begin_turn()         # run Start + Battlefield phases for a position built with phase "start"
    game.swap_champions("A", "Name" | lane, "Name" | lane)   # 2.10.4 (no card text does this yet)
  When the last action is used (or on pass) the engine runs Draw, End (Empty Deck Check) and the opponent's
  Start and Battlefield phases, and rests again in an Action Phase (or the game is over: game.over, s.winner).

The game these return is a `Table` (table.py): the facade on top of `Game` (game.py), the state and helpers the
rules modules share.

Read the state
    game.health("B"); game.s.active; game.s.phase; game.s.turn; game.s.actions; game.s.winner
    game.champion("A", 1) -> id; game.champion("A", "Name") -> id; game.corner(id) -> 1..4
    game.cards_in("A", "hand" | "deck" (top first) | "discard" | "lane0.front" | "lane0.back" | "limbo")
        # zone names are the state's own (state.py): lanes 0-3 there, so "lane0.front" is lane 1's front row
    game.view("A")            # 2.11: only Free information and A's own Private information
    game.check()              # invariant problems ([] when all hold)
    game.log                  # kernel EventLog: events with .kind, .rules (rule ids), .data; .to_json(); .dumps()

Snapshot / restore
    snap = game.snapshot()    # JSON-able dict (cards by name, RNG state, log); game.snapshot_text() canonical
    game.restore(snap)

Decisions: every choice (targets, "up to", "may", discards, placement, empty deck check) goes through
`game.decisions.choose(player, prompt, options) -> index`. `Scripted(["Pack of Bloodletters", "yes", 0])`
answers by option label or index (then the first option when it runs out, or `Scripted(..., default="error")`);
`RandomChoices(seed)` answers at random. Each real choice is logged as a "choice" event.
"""

from __future__ import annotations

from ...kernel import DecisionError, IllegalAction, RandomChoices, Scripted
from . import order  # noqa: F401  (every @implements claim registered; the others come with the table)
from .cards import Card, card_from_entry, load_cards
from .deck import deck_report
from .game import Game
from .simulate import simulation
from .table import Table, from_position, new_game


def load_pool(path=None) -> dict[str, Card]:
    """The project's cards (spec/champions/cards.yaml) by name."""
    return load_cards(path)


__all__ = ["Game", "Table", "new_game", "from_position", "load_pool", "Scripted", "RandomChoices", "IllegalAction",
           "DecisionError", "Card", "simulation", "deck_report", "card_from_entry"]
