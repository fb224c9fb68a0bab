"""The thin adapter from the driver to the reference engine (rulekeeper.games.champions).

Setting up a position writes the engine's `State` directly (zones, statuses, health, turn): a scenario
starts from the position a judge describes, not from a played-out game. Actions and readings go through the
engine's own functions. Another engine replaces this module (and keeps the driver's methods).
"""

from __future__ import annotations

import importlib
from pathlib import Path

from ...games.champions import cards as _cards
from ...games.champions.game import Game
from ...games.champions.state import Status, lane_zone, new_zones

card_from_entry = _cards.card_from_entry
_POOL: dict | None = None


def _engine(module: str):
    return importlib.import_module(f"rulekeeper.games.champions.{module}")


def card_pool() -> dict:
    """spec/champions/cards.yaml plus the stock scenario cards (stock.yaml), loaded once (cards are frozen data)."""
    global _POOL
    if _POOL is None:
        pool = {}
        if _cards.default_path().is_file():
            pool.update(_cards.load_cards())
        stock = _cards.load_cards(Path(__file__).with_name("stock.yaml"))
        clash = sorted(set(stock) & set(pool))
        if clash:
            raise _cards.CardDataError("stock.yaml", clash[0], "name", "also in spec/champions/cards.yaml")
        pool.update(stock)
        _POOL = pool
    return _POOL


def new_game(pool: dict, decisions) -> Game:
    game = Game(pool, decisions)
    new_zones(game.s.zones)
    game.s.phase = "action"
    game.s.actions = 2
    return game


def new_card(game: Game, player: str, name: str) -> int:
    cid = len(game.s.names)
    game.s.names.append(name)
    game.s.owner.append(player)
    return cid


def put(game: Game, cid: int, zone: str) -> None:
    game.s.zones.put(cid, zone)


def place(game: Game, cid: int, player: str, lane: int, row: str, rot: int) -> None:
    """Put a card on the battlefield: row champion | blessing (face down) | back (revealed) | front (in play)."""
    game.s.zones.put(cid, lane_zone(player, lane, row))
    game.s.status[cid] = Status(rot=rot, face_up=row != "blessing")


def set_turn(game: Game, player: str, phase: str, actions: int | None) -> None:
    phase = {"end of turn": "end"}.get(phase, phase)
    game.s.active, game.s.phase = player, phase
    game.s.turn = max(game.s.turn, 1)
    if actions is not None:
        game.s.actions = actions


def set_health(game: Game, player: str, n: int) -> None:
    game.s.health[player] = n


def set_actions(game: Game, player: str, n: int) -> None:
    game.s.active = player
    game.s.actions = n


def snapshot_text(game: Game) -> str:
    return game.snapshot_text()


def find_card(game: Game, name: str, player: str | None) -> int | None:
    """A card by name (and owner): the one on the battlefield first, then hand, limbo, discard pile, deck."""
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


def place_of(game: Game, cid: int) -> str:
    zone = game.s.zones.where[cid]
    if zone == "limbo":
        return "limbo"
    last = zone.split(".")[-1]
    return {"front": "play"}.get(last, last)


def _card_in_hand(game: Game, player: str, name: str) -> int:
    cid = game.find(player, name, "hand")
    if cid is None:
        raise AssertionError(f"player {player} has no {name!r} in hand")
    return cid


def _champion(game: Game, player: str, name: str) -> int:
    for _, cid in game.champions(player):
        if game.name(cid) == name:
            return cid
    raise AssertionError(f"player {player} has no champion {name!r} on the battlefield")


def play_card(game: Game, player: str, card: str, champion: str) -> None:
    _engine("actions").play_card(game, player, _card_in_hand(game, player, card), _champion(game, player, champion))


def heroic_act(game: Game, player: str, card: str) -> None:
    cid = find_card(game, card, player)
    if cid is None:
        raise AssertionError(f"player {player} has no {card!r}")
    _engine("actions").heroic_act(game, player, cid)


def pass_action(game: Game, player: str) -> None:
    _engine("actions").pass_actions(game, player)


def run_phase(game: Game, phase: str) -> None:
    _engine("turn").run_phase(game, {"end of turn": "end"}.get(phase, phase))


def start_turn(game: Game) -> None:
    _engine("turn").start_turn(game)


def end_turn(game: Game) -> None:
    _engine("turn").end_turn(game)


def set_up_game(game: Game, first: str) -> None:
    _engine("setup").set_up_game(game, first)


def view(game: Game, viewer: str) -> dict:
    return _engine("view").view(game, viewer)
