"""The thin adapter from the driver to the reference engine's public API (rulekeeper.games.champions).

Another engine replaces this module and keeps its functions. Where the public API has no entry point for a
step (one phase on its own, unplaced Champions, a Champion swap), the adapter says which engine function it uses.
"""

from __future__ import annotations

import importlib
import json
from pathlib import Path

from ...games import champions as engine
from ...games.champions import cards as _cards
from ...games.champions import deck as _deck
from ...kernel import IllegalAction

card_from_entry = _cards.card_from_entry
_POOL: dict | None = None
__all__ = ["IllegalAction"]


def card_pool() -> dict:
    """spec/champions/cards.yaml plus the stock scenario cards (stock.yaml), loaded once (cards are frozen data)."""
    global _POOL
    if _POOL is None:
        pool = dict(engine.load_pool()) if _cards.default_path().is_file() else {}
        stock = _cards.load_cards(Path(__file__).with_name("stock.yaml"))
        clash = sorted(set(stock) & set(pool))
        if clash:
            raise _cards.CardDataError("stock.yaml", clash[0], "name", "also in spec/champions/cards.yaml")
        _POOL = {**pool, **stock}
    return _POOL


def build(pool: dict, position: dict, unplaced: dict, decisions):
    game = engine.from_position(pool, position, decisions=decisions)
    if any(unplaced.values()):
        from ...games.champions.setup import add_card
        for p, names in unplaced.items():
            for n in names:
                add_card(game.s, n, p, f"{p}.champions")
    return game


def set_up(pool: dict, decks: dict, first: str, decisions):
    lists = {p: list(_deck.deck_from_entry(d, f"player {p}'s deck").all) for p, d in decks.items()}
    return engine.new_game(pool, lists, seed=1, decisions=decisions, first=first, start=True)


def check_deck(pool: dict, entry: dict) -> list[tuple[str | None, str]]:
    deck = _deck.deck_from_entry(entry, "scenario")
    return [(p.rule, p.message) for p in _deck.check_deck(deck, pool)]


def snapshot_text(game) -> str:
    return game.snapshot_text()


def find_card(game, name: str, player: str | None) -> int | None:
    """A card by name (and owner): on the battlefield first, then hand, limbo, discard pile, deck."""
    order = {"lane": 0, "hand": 1, "limbo": 2, "discard": 3, "deck": 4}
    best = None
    for cid, n in enumerate(game.s.names):
        if n != name or (player is not None and game.s.owner[cid] != player) or cid not in game.s.zones.where:
            continue
        zone = game.s.zones.where[cid]
        rank = next((v for k, v in order.items() if k in zone), 5)
        if best is None or rank < best[0]:
            best = (rank, cid)
    return None if best is None else best[1]


def place_of(game, cid: int) -> str:
    zone = game.s.zones.where[cid]
    if zone == "limbo":
        return "limbo"
    last = zone.split(".")[-1]
    return {"front": "play"}.get(last, last)


def play_card(game, player: str, card: str, champion: str) -> None:
    game.play(player, card, champion)


def heroic_act(game, player: str, card: str, index: int = 0) -> None:
    game.heroic_act(player, card, index)


def pass_actions(game, player: str) -> None:
    game.pass_actions(player)


def begin_turn(game) -> None:
    game.begin_turn()


def battlefield_phase(game) -> None:
    """The public API runs phases only as part of a turn; one phase alone is `turn.battlefield_phase`."""
    from ...games.champions.game import GameOver
    try:
        importlib.import_module("rulekeeper.games.champions.turn").battlefield_phase(game)
    except GameOver:
        pass


def end_turn(game) -> None:
    """The rest of the active player's turn: pass the remaining actions (the engine then runs Draw and End)."""
    game.pass_actions(game.s.active)


def swap_champions(game, player: str, first: str, second: str) -> None:
    mod = importlib.import_module("rulekeeper.games.champions.moving")
    fn = getattr(mod, "swap_champions", None)
    if fn is None:
        raise NotImplementedError("the engine has no API to swap two Champions' positions (2.10.4)")
    fn(game, game.champion(player, first), game.champion(player, second))


def support(game, player: str, lane: int) -> int:
    """The Support (6.1.2) of the Stack in a lane (0-based), as the engine computes it: `moving.support` of the
    lane's top card (the engine's @implements("6.1.2.support")); 0 for an empty lane."""
    top = game.top(player, lane)
    if top is None:
        return 0
    return importlib.import_module("rulekeeper.games.champions.moving").support(game, top)


def deck_actions(entry: dict) -> list[str]:
    """The Action cards of a deck list, in the order the list gives them (before any shuffle)."""
    return list(_deck.deck_from_entry(entry, "scenario").actions)


def shows_sequence(view, seq: list[str]) -> bool:
    """Does a player's view hold this list of names, in this order or reversed, anywhere?"""
    if isinstance(view, dict):
        return any(shows_sequence(v, seq) for v in view.values())
    if isinstance(view, list):
        return view in (seq, seq[::-1]) or any(shows_sequence(v, seq) for v in view)
    return False


def visible(view: dict, name: str) -> bool:
    """Does a player's view (2.11) show this card's name anywhere?"""
    return f'"{name}"' in json.dumps(view, ensure_ascii=False)
