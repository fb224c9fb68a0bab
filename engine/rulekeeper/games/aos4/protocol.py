"""Our AoS 4 engine behind the conformance protocol (kernel/protocol.py). A scenario sets up a position
(position.py), fixes its dice, acts and reads:

    {"type": "setup", "position": {"units": [{"id": "Liberators", "player": "A", "at": [10, 10]}, ...],
                                   "phase": "hero", "active": "A", "dice": [6, 4, 1], ...}, "answers": [...]}
    {"type": "act", "action": {"do": "fight", "player": "A", "unit": "Liberators", "target": "Blood Warriors"}}
        also "dice" {"faces": [...]} (more fixed dice), "choose" {"answers": [...]} and every action of table.py
    {"type": "query", "what": "unit", "unit": "Liberators"}  -> {"models", "damage", "at", "in_combat", ...}
        also "snapshot", "outcome", "battle" (round, active, phase, cp, vp, ...), "distance" (unit, other),
        "objective" (name), "card_check"
"""

from __future__ import annotations

import json
from typing import Any

from ... import __version__
from ...kernel import DecisionError
from ...kernel.protocol import ProtocolError, TableServer
from .battlefield import unit_distance
from .dice import DiceError
from .position import from_position
from .table import Table
from .units_file import load_warscrolls, warscroll
from .warscrolls import UnitsError


class Server(TableServer):
    game = "aos4"
    engine = f"rulekeeper {__version__}"

    def __init__(self) -> None:
        super().__init__()
        self._warscrolls = load_warscrolls()

    def card(self, entry: Any):
        """A warscroll a scenario writes inline (the units.yaml format)."""
        try:
            return warscroll("the scenario", entry)
        except (UnitsError, TypeError, KeyError) as exc:
            raise ProtocolError(str(exc)) from None

    def setup(self, request: dict) -> list[dict]:
        pos, answers = request.get("position", {}), request.get("answers", [])
        if not isinstance(pos, dict) or not isinstance(answers, list):
            raise ProtocolError("a setup carries a position {...} and answers [...]")
        scrolls = dict(self._warscrolls)
        for entry in request.get("cards", []):
            ws = self.card(entry)
            scrolls[ws.name] = ws
        try:
            self._game = Table(from_position(pos, scrolls, answers))
        except (ValueError, KeyError, TypeError, DiceError) as exc:
            raise ProtocolError(f"the position can't be set up: {exc}") from None
        return self.table.log.to_json()

    def act(self, action: dict) -> list[dict]:
        g: Table = self.table
        b = g.s
        start = len(b.log)
        do = action["do"]
        if do in ("choose", "dice"):
            items = action.get("answers" if do == "choose" else "faces", [])
            if not isinstance(items, list):
                raise ProtocolError(f"a {do} action carries a list, not {items!r}")
            try:
                b.decisions.add(*map(str, items)) if do == "choose" else b.dice.extend(items)
            except DiceError as exc:
                raise ProtocolError(str(exc)) from None
            return []
        if action.get("player") not in ("A", "B"):
            raise ProtocolError(f"an action names its player, A or B: {action!r}")
        saved = g.snapshot()
        try:
            g.do(action)
        except (DiceError, DecisionError, ValueError, KeyError, TypeError, IndexError, AttributeError) as exc:
            g.restore(saved)  # a field of the wrong shape, a unit that isn't there: the scenario's mistake
            raise ProtocolError(f"the action can't be carried out: {type(exc).__name__}: {exc}") from None
        return [e.to_dict() for e in g.log.since(start)]

    def query(self, what: str, request: dict) -> Any:
        if what == "card_check":  # a warscroll the scenario writes out: checked before any game is set up
            return self.card_check(request.get("card"))
        g: Table = self.table
        b = g.s
        if what == "snapshot":
            units = [(u.id, u.player, [(m.x, m.y) for m in u.models], u.damage, u.slain, u.charged,
                      sorted(u.flags), u.ritual) for u in b.bf.units.values()]
            return json.dumps([units, b.cp, b.vp, b.round, b.active, b.phase, b.dice.used,
                               repr(b.objectives), b.attempted, b.honour_guard, b.effects, b.winner, len(b.log)],
                              sort_keys=True, default=str)
        if what == "outcome":
            return {"winner": b.winner, "removed": [u for u, x in b.bf.units.items() if x.destroyed]}
        if what == "battle":
            return {"round": b.round, "active": b.active, "phase": b.phase, "first": b.first, "cp": dict(b.cp),
                    "vp": dict(b.vp), "seized": b.seized, "double_turn": b.double_turn, "winner": b.winner,
                    "attempted": b.attempted, "completed": b.completed, "honour_guard": b.honour_guard,
                    "dice_left": b.dice.left}
        if what == "unit":
            u = b.bf.units.get(request.get("unit"))
            if u is None:
                raise ProtocolError(f"no unit {request.get('unit')!r} in the position")
            return {"player": u.player, "models": len(u.models), "damage": u.damage, "destroyed": u.destroyed,
                    "at": [round(u.models[0].x, 2), round(u.models[0].y, 2)] if u.models else None,
                    "in_combat": (not u.destroyed) and b.in_combat(u), "ritual": u.ritual,
                    "charged": u.charged, "flags": sorted(u.flags)}
        if what == "distance":
            u, v = b.bf.units.get(request.get("unit")), b.bf.units.get(request.get("other"))
            if u is None or v is None:
                raise ProtocolError(f"no unit {request.get('unit')!r} or {request.get('other')!r}")
            return round(unit_distance(u, v), 2)
        if what == "objective":
            o = next((o for o in b.objectives if o.name == request.get("name")), None)
            if o is None:
                raise ProtocolError(f"no objective {request.get('name')!r}")
            return {"controller": o.controller}
        raise ProtocolError(f"no query {what!r}")
