"""A position built directly (tests, scenarios), the way a judge sketches one: an ASCII hex map (picture.py) with
each Champion as two letters, capitalised for player A and lower case for player B ("Du" Dugrun of A, "gw"
Gwaien of B), or named hexes.

    from_position({"map": '''
        D  .   .   Du  gw  .   .   .   .
    ''', "gate": {"A": ["Deryn"]}, "hand": {"A": ["Shield Bash"]}, "traps": {"C2": "root"},
        "damage": {"Dugrun": 3}, "levelled": ["Dugrun"], "active": "A", "vp": {"A": 4}}, decisions=Scripted([...]))

A team's other cards are in its deck (sorted by name, top last) unless "deck" / "discard" say where; the Cores
are ready unless "exhausted" names them ({"A": ["Destruction"]}). Hexes may also be given as {"hex": {"Dugrun":
"E4"}}; the owner of a Champion given only by hex or gate is the "owner" entry ({"Dugrun": "A"}).
"track": the challenge track's slots left to right (a challenge's name or None; the rest are the challenge deck);
"variant": "tornado" for a Super Team Tornado position (players A-D, A with C, B with D; "order" the turn order).
"""

from __future__ import annotations

from ...kernel import Rng
from .arena import load_arena
from .cards import load_cards
from .picture import read_picture
from .challenges import TORNADO_TRACK, TRACK
from .game import default_extras
from .state import PLAYERS, Fighter, State
from .table import Table
from .tornado import fresh_state


def mark(name: str, player: str) -> str:
    """The map mark of a Champion: its first two letters, capitalised for A, lower case for B."""
    two = name.replace("'", "")[:2]
    return two.capitalize() if player == "A" else two.lower()


def from_position(pos: dict, decisions=None, seed: int | str = 0, arena=None, cards=None) -> Table:
    arena = arena or load_arena()
    champions, action_cards = cards or load_cards()
    marks = {mark(n, p): (n, p) for n in champions for p in PLAYERS}
    s = fresh_state(seed) if pos.get("variant") == "tornado" else State(seed=str(seed), rng=Rng(f"brawl:{seed}"))
    s.order = list(pos.get("order", s.order))
    s.first = pos.get("first", s.order[0])
    s.active = pos.get("active", s.first)
    s.phase, s.turn, s.round = "activation", pos.get("turn", 1), pos.get("round", 1)
    s.deployment = pos.get("deployment", {p: "north" if s.sides[p] == s.sides["A"] else "south" for p in s.players})
    for h, word in read_picture(arena, pos.get("map", ""), "position map").items():
        if word not in marks:
            raise ValueError(f"{word!r} on {arena.name(h)} is no Champion's mark ({', '.join(sorted(marks))})")
        name, p = marks[word]
        s.fighters[name] = Fighter(name, p, h)
    for name, h in pos.get("hex", {}).items():
        s.fighters[name] = Fighter(name, pos["owner"][name], arena.hex(h))
    for p, names in pos.get("gate", {}).items():
        for name in names:
            s.fighters[name] = Fighter(name, p, None)
    for name, n in pos.get("damage", {}).items():
        s.fighters[name].damage = n
    for name in pos.get("levelled", ()):
        s.fighters[name].levelled = True
    for name in pos.get("rooted", ()):
        s.fighters[name].rooted = True
    for p in s.players:
        team = {f.champion for f in s.fighters.values() if f.owner == p}
        s.hand[p] = list(pos.get("hand", {}).get(p, []))
        s.discard[p] = list(pos.get("discard", {}).get(p, []))
        placed = set(s.hand[p]) | set(s.discard[p])
        for c in sorted(placed | set(pos.get("deck", {}).get(p) or ())):
            if c not in action_cards or action_cards[c].champion not in team:
                raise ValueError(f"player {p} holds {c!r}, which is no card of their Champions ({', '.join(sorted(team))})")
        given = pos.get("deck", {}).get(p)
        s.deck[p] = list(reversed(given)) if given is not None else sorted(
            (c for c, card in action_cards.items() if card.champion in team and c not in placed), reverse=True)
        for core in pos.get("exhausted", {}).get(p, ()):
            s.cores[p][core] = False
        s.vp[p] = pos.get("vp", {}).get(p, 0)
    s.traps = {arena.hex(h): token for h, token in pos.get("traps", {}).items()}
    s.trap_supply = list(pos.get("supply", ["damage 1"] * 4))
    challenges, standard = default_extras()
    track = list(pos.get("track", []))
    for c in track:
        if c is not None and c not in challenges:
            raise ValueError(f"{c!r} is no challenge card ({', '.join(sorted(challenges))})")
    slots = len(TORNADO_TRACK if s.tornado else TRACK)
    if len(track) > slots:
        raise ValueError(f"the challenge track has {slots} slots, the position gives {len(track)}")
    s.track = track + [None] * (slots - len(track))
    s.challenge_deck = sorted((c for c in challenges if c not in track), reverse=True)
    s.standard_used = list(pos.get("standard_used", []))
    table = Table(arena, champions, action_cards, decisions, s)
    table.board()
    return table
