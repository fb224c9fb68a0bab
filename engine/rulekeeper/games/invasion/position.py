"""A position given explicitly (scenarios, the conformance protocol), instead of a game set up from decks.

    {"active": "A", "turn": 3, "phase": "capital" | "beginning" | "battlefield", "first": "A",
     "developed": false,
     "players": {"A": {"race": "Empire", "resources": 3, "hand": [...], "deck": [top first ...], "discard": [...],
                       "kingdom": ["Unit", {"card": "Unit", "damage": 1, "corrupted": true, "owner": "B"}],
                       (a quest: {"card": "Quest", "tokens": 2}; a unit on it: {"card": "Unit", "questing_on": "Quest"};
                        an attachment: {"card": "Attachment", "attached_to": "Unit"}, in its player's zone of that name)
                       "quest": [...],
                       "battlefield": [...], "developments": {"kingdom": ["Card", ...]},
                       "damage": {"kingdom": 3}, "burned": ["quest"]}, "B": {...}}}

"beginning" rests before phase 0 (the next `begin_turn` runs phases 0-2 and rests in the capital phase);
"battlefield" rests at the attack's first decision. A ValueError names what is wrong.
"""

from __future__ import annotations

from ...kernel import Rng
from .cards import ZONES, Card
from .game import Game
from .state import PLAYERS, State

PHASES = {"beginning": (0, "begin"), "capital": (3, "capital"), "battlefield": (4, "target")}


def _list(value, what: str) -> list:
    if value is None:
        return []
    if not isinstance(value, list):
        raise ValueError(f"{what} is a list, not {value!r}")
    return value


def from_position(pool: dict[str, Card], position: dict, seed: int | str = 1, cls=Game) -> Game:
    s = State(rng=Rng(seed))
    s.add_players()
    g = cls(pool, s)
    s.active = position.get("active", "A")
    if s.active not in PLAYERS:
        raise ValueError(f"'active' is A or B, not {s.active!r}")
    s.first = position.get("first", "A")
    s.turn = int(position.get("turn", 2))
    phase = position.get("phase", "capital")
    if phase not in PHASES:
        raise ValueError(f"'phase' is one of {', '.join(PHASES)}, not {phase!r}")
    s.phase, s.step = PHASES[phase]
    s.under_way = {3: "capital", 4: "battlefield"}.get(s.phase)  # a position in a phase has it under way
    s.deciding, s.developed = s.active, bool(position.get("developed", False))
    s.mulligans = {p: 99 for p in PLAYERS}
    players = position.get("players") or {}
    questing: list = []
    if not isinstance(players, dict) or set(players) - set(PLAYERS):
        raise ValueError("'players' maps A and B to what each has")
    for p in PLAYERS:
        spec = players.get(p) or {}
        s.race[p] = str(spec.get("race", "Neutral"))
        s.resources[p] = int(spec.get("resources", 0))
        for name in reversed(_list(spec.get("deck"), f"player {p}'s deck")):
            _add(g, name, p, "deck")
        for pile in ("hand", "discard"):
            for name in _list(spec.get(pile), f"player {p}'s {pile}"):
                _add(g, name, p, pile)
        for z in ZONES:
            for item in _list(spec.get(z), f"player {p}'s {z}"):
                item = item if isinstance(item, dict) else {"card": item}
                owner = item.get("owner") or p
                if owner not in PLAYERS:
                    raise ValueError(f"player {p}'s {item.get('card')!r}: 'owner' is A or B, not {owner!r}")
                cid = _add(g, item.get("card"), p, z, owner)
                if item.get("damage"):
                    card = g.card(cid)
                    if not card.unit or not 0 < int(item["damage"]) < card.health:
                        raise ValueError(f"player {p}'s {card.name} in the {z} can't hold {item['damage']} damage "
                                         f"(a unit holds less than its {card.health} hit points)")
                    s.damage[cid] = int(item["damage"])
                if item.get("corrupted"):
                    s.corrupted.add(cid)
                if item.get("tokens"):
                    s.tokens[cid] = int(item["tokens"])
                if item.get("questing_on"):
                    questing.append((p, cid, item["questing_on"]))
                if item.get("attached_to"):  # an attachment on a unit in play: {"card", "attached_to": "Unit"}
                    questing.append((p, cid, {"host": item["attached_to"]}))
            for name in _list((spec.get("developments") or {}).get(z), f"player {p}'s {z} developments"):
                _add(g, name, p, f"{z}.dev")
        if spec.get("legend"):
            item = spec["legend"] if isinstance(spec["legend"], dict) else {"card": spec["legend"]}
            cid = _add(g, item.get("card"), p, "legend")
            if g.card(cid).type != "Legend":
                raise ValueError(f"player {p}'s legend {g.name(cid)!r} is not a legend")
            for name in _list(item.get("attachments"), f"player {p}'s legend's attachments"):
                s.attached[_add(g, name, p, "legend")] = cid  # an attachment on the legend (core.cards.attachment)
            if item.get("damage"):
                s.damage[cid] = int(item["damage"])
            if item.get("corrupted"):
                s.corrupted.add(cid)
        for z, n in (spec.get("damage") or {}).items():
            if z not in ZONES:
                raise ValueError(f"player {p}'s damage: {z!r} is not a zone")
            s.zone_damage[f"{p}.{z}"] = min(int(n), g.hit_points(p, z))
            if s.zone_damage[f"{p}.{z}"] >= g.hit_points(p, z):
                s.burned.add(f"{p}.{z}")
        for z in _list(spec.get("burned"), f"player {p}'s burned zones"):
            if z not in ZONES:
                raise ValueError(f"player {p}'s burned zones: {z!r} is not a zone")
            s.burned.add(f"{p}.{z}")
            s.zone_damage[f"{p}.{z}"] = g.hit_points(p, z)
    for p, cid, quest in questing:
        if isinstance(quest, dict):  # attached_to: the first unit of that name in play, either player's
            host = next((c for q_ in PLAYERS for z in ZONES for c in g.cards(q_, z) if g.name(c) == quest["host"]
                         and c != cid), None)
            if host is None or "Attachment" not in g.card(cid).traits or g.place(host) != g.place(cid):
                raise ValueError(f"player {p}'s {g.name(cid)} can't be attached to {quest['host']!r}: an attachment "
                                 "goes on a card in play in the zone of the same name")
            s.attached[cid] = host
            continue
        q = next((c for c in g.cards(p, "quest") if g.name(c) == quest and c not in s.questing), None)
        if q is None or g.place(cid) != "quest":
            raise ValueError(f"player {p}'s {g.name(cid)} can't quest on {quest!r}: a unit quests on a quest in "
                             "its own quest zone")
        s.questing[q] = cid
    from .fulcrums import place
    place(g, position)  # fulcrums: in the common play area or a player's battlefield (faq.55-61)
    from .abilities.developments_as_units import keep
    keep(g)  # the developments a card in play makes units are units from the start
    g.settle_quests()
    g.check_victory()
    return g


def _add(g: Game, name, p: str, place: str, owner: str | None = None) -> int:
    if not isinstance(name, str) or name not in g.pool:
        raise ValueError(f"unknown card {name!r} (player {p}'s {place})")
    return g.s.new_card(name, owner or p, f"{p}.{place}")
