"""What each player may see (core.cards.developments: a player may look at their own developments; hands and
decks are hidden): `view(game, player)`."""

from __future__ import annotations

from .abilities.rising import facedown
from .cards import ZONES
from .game import Game
from .state import PLAYERS


FACEDOWN = "facedown development"  # what the opponent sees of a facedown development that is a unit now


def _in_play(g: Game, cid: int, own: bool = True) -> dict:
    """A card in play as `own` (its controller) or the opponent sees it: a facedown development that is a unit for
    the turn keeps its title from the opponent (core.cards.developments, abilities/rising.py)."""
    s = g.s
    hidden = bool(s.lasting) and facedown(g, cid)
    out = {"card": FACEDOWN if hidden and not own else g.name(cid), "damage": s.damage.get(cid, 0),
           "corrupted": cid in s.corrupted, **({"facedown": True} if hidden else {})}
    if cid in s.attached:
        out["attached_to"] = g.name(s.attached[cid])
    if s.tokens.get(cid):
        out["tokens"] = s.tokens[cid]
    if s.owner[cid] != g.controller(cid):
        out["owner"] = s.owner[cid]
    return out


def hidden_parts(g: Game, q: str, own: bool) -> dict:
    """What of player q's cards `view` shows to q (`own`) or to the opponent: the hand, each zone's cards in play
    and its developments (titles to q, counts to the opponent). The rest of a view is public counts; the
    invariant checked after every step (invariants.py) reads these alone."""
    hand = g.cards(q, "hand")
    return {"hand": [g.name(c) for c in hand] if own else len(hand),
            "zones": {z: {"cards": [_in_play(g, c, own) for c in g.cards(q, z)],
                          "developments": [g.name(c) for c in g.cards(q, f"{z}.dev")] if own
                          else len(g.cards(q, f"{z}.dev"))} for z in ZONES}}


def _zone(g: Game, q: str, z: str, hidden: dict) -> dict:
    """A zone in a view: its cards and developments as `hidden_parts` shows them, then its public counts."""
    return {**hidden, "power": g.power(q, z), "hit_points": g.hit_points(q, z),
            "damage": g.s.zone_damage[f"{q}.{z}"], "burned": f"{q}.{z}" in g.s.burned}


def _deck_top(g: Game, q: str) -> dict:
    """The top card of q's deck, to every player, while the decks are played with it revealed (revealing.py)."""
    from .revealing import shown_top
    cid = shown_top(g, q)
    return {} if cid is None else {"deck_top": g.name(cid)}


def view(g: Game, p: str) -> dict:
    s = g.s
    players = {}
    for q in PLAYERS:
        hidden = hidden_parts(g, q, q == p)
        players[q] = {"race": s.race[q], "resources": s.resources[q], "hand": hidden["hand"],
                      "deck": len(g.cards(q, "deck")), "discard": [g.name(c) for c in g.cards(q, "discard")],
                      **_deck_top(g, q),
                      "zones": {z: _zone(g, q, z, hidden["zones"][z]) for z in ZONES},
                      "legend": [_in_play(g, c) for c in g.cards(q, "legend")]}
    c = s.combat
    common = s.zones.lists.get("common.fulcrums")  # a Cataclysm game: the common play area is public (fulcrums.py)
    extra = {} if common is None else {"common_play_area": [g.name(f) for f in common]}
    return {**extra, "you": p, "turn": s.turn, "phase": s.phase, "active": s.active, "step": s.step, "deciding": s.deciding,
            "winner": s.winner, "players": players,
            "combat": None if c is None else {"target": c.target, "attackers": [g.name(a) for a in c.attackers],
                                               "defenders": [g.name(d) for d in c.defenders]}}
