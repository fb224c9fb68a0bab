"""The public face of a battle (kernel.engine.Engine): actions as mappings {"do": ..., "player": ...}, doing one
(IllegalAction naming the rule, before any change, or the state put back), the invariants, views, snapshots.

    {"do": "next"}                                  end the phase (core.round.turn)
    {"do": "move", "unit", "kind": normal|run|retreat, "by": [dx, dy] | "toward": unit or [x, y], "inches": n|"max"}
    {"do": "charge" | "shoot" | "fight", "unit", "target"}
    {"do": "use", "ability": "Rally" ..., "unit", "target", "by" | "toward" ...}   a core ability, or one of the
                                                    unit's warscroll abilities by name (warscroll_abilities.py)
    {"do": "cast", "unit", "spell", "target" | "at", "intervention"}   {"do": "chant", "unit", "prayer", "bank"}
    {"do": "banish", "unit", "target"}   {"do": "gambit", "tactic", "picks"}   {"do": "honour guard", "ability", ...}
    {"do": "begin"}                                 the deployment phase is over: battle round 1 begins
"""

from __future__ import annotations

import copy

from ...kernel import IllegalAction, InvariantViolation
from ...kernel.engine import StateTable
from . import abilities, fighting, honour, magic, moving, rounds, tactics, warscroll_abilities
from .battle import Battle
from .commands import offer

ABILITIES = {"rally": "ability.rally", "redeploy": "ability.redeploy", "covering fire": "ability.covering-fire",
             "counter-charge": "ability.counter-charge", "power through": "ability.power-through",
             "activate place of power": "ability.activate-place-of-power"}


class Table(StateTable):
    def __init__(self, battle: Battle):
        self.s = battle

    def to_act(self) -> str:
        b = self.s
        if b.phase == "combat" and b.fight_next and rounds.fighters(b, b.fight_next):
            return b.fight_next
        return b.active

    def legal_actions(self, player: str) -> list[dict]:
        from .simulate import legal_actions

        return legal_actions(self, player)

    def do(self, action: dict) -> None:
        b = self.s
        if b.winner is not None:
            raise IllegalAction("core.round.battle-rounds", "the battle is over")
        p = action.get("player", self.to_act())
        do = action.get("do")
        handler = getattr(self, "_" + str(do).replace(" ", "_").replace("-", "_"), None)
        if handler is None:
            raise ValueError(f"no action {do!r}")
        b.just_moved = []
        handler(b, p, action)
        self._after(b)

    # --- actions -------------------------------------------------------------------------------------------------
    def _next(self, b, p, a):
        rounds.next_phase(b, p)

    def _begin(self, b, p, a):
        if b.phase != "deployment":
            raise IllegalAction("core.round.turn", "the battle has already begun")
        rounds.start_round(b)

    def _mine_in(self, b, p, phase, rule):
        if b.phase != phase or p != b.active:
            raise IllegalAction("core.round.ability-timing", f"{rule} is used in your {phase} phase")

    def _move(self, b, p, a):
        kind = a.get("kind", "normal")
        rule = {"normal": "core.movement.normal-move", "run": "core.movement.run",
                "retreat": "core.movement.retreat"}.get(kind)
        if rule is None:
            raise ValueError(f"a move is normal, run or retreat, not {kind!r}")
        self._mine_in(b, p, "movement", "moving")
        u = b.own(p, a["unit"], rule)
        dx, dy, inches = moving.vector(b, u, a.get("by"), a.get("toward"), a.get("inches"), a.get("away", False))
        if kind == "normal":
            moving.normal_move(b, u, dx, dy, inches)
        elif kind == "retreat":
            moving.retreat(b, u, dx, dy, inches)
        else:
            moving._may_move(b, u, rule)
            double = offer(b, p, "ability.at-the-double", u) if not b.in_combat(u) else False
            moving.run(b, u, dx, dy, inches, double)

    def _charge(self, b, p, a):
        self._mine_in(b, p, "charge", "a charge")
        u = b.own(p, a["unit"], "core.combat.charge")
        moving.charge(b, u, b.enemy(p, a["target"], "core.combat.charge"))

    def _shoot(self, b, p, a):
        self._mine_in(b, p, "shooting", "shooting")
        u = b.own(p, a["unit"], "core.shooting.targets")
        fighting.shoot(b, u, b.enemy(p, a["target"], "core.shooting.targets"), a.get("weapons"))

    def _fight(self, b, p, a):
        if b.phase != "combat":
            raise IllegalAction("core.round.ability-timing", "units fight in the combat phase")
        u = b.own(p, a["unit"], "core.combat.fight-order")
        fighting.fight(b, p, u, b.enemy(p, a["target"], "core.combat.attack-sequence"), a.get("weapons"))

    def _use(self, b, p, a):
        name = str(a.get("ability", "")).lower().replace("’", "'")
        rule = ABILITIES.get(name)
        if rule is None:  # one of the unit's warscroll abilities, run from its text
            u = b.own(p, a["unit"], warscroll_abilities.RULE)
            text = u.warscroll.ability(name)
            if text is None:
                raise ValueError(f"{u.id} has no ability {a.get('ability')!r} (core abilities: {', '.join(ABILITIES)}; "
                                 f"its own: {', '.join(x.name for x in u.warscroll.ability_texts) or 'none with text'})")
            if text.program is None:
                raise ValueError(f"{text.name}: {text.why}")
            if text.program.timing is None:
                raise IllegalAction(warscroll_abilities.RULE, f"{text.name} is a passive ability: it is not used, it "
                                                              "applies by itself")
            warscroll_abilities.use(b, p, u, text.program, a.get("target"))
            return
        u = b.own(p, a["unit"], rule)
        if rule == "ability.rally":
            abilities.rally(b, p, u)
        elif rule == "ability.redeploy":
            dx, dy, inches = moving.vector(b, u, a.get("by"), a.get("toward"), a.get("inches"), a.get("away", False))
            abilities.redeploy(b, p, u, dx, dy, inches)
        elif rule == "ability.covering-fire":
            abilities.covering_fire(b, p, u)
        elif rule == "ability.counter-charge":
            abilities.counter_charge(b, p, u, b.enemy(p, a["target"], rule))
        elif rule == "ability.power-through":
            abilities.power_through(b, p, u, b.enemy(p, a["target"], rule), a.get("by"))
        else:
            magic.place_of_power(b, p, u)

    def _cast(self, b, p, a):
        u = b.own(p, a["unit"], "casting")
        magic.cast(b, p, u, a["spell"], a.get("target"), a.get("at"), bool(a.get("intervention")))

    def _chant(self, b, p, a):
        u = b.own(p, a["unit"], "chanting")
        magic.chant(b, p, u, a["prayer"], a.get("target"), bool(a.get("bank")), bool(a.get("intervention")))

    def _banish(self, b, p, a):
        magic.banish(b, p, b.own(p, a["unit"], "ability.banish-manifestation"), a["target"])

    def _gambit(self, b, p, a):
        tactics.gambit(b, p, a["tactic"], list(a.get("picks", [])))

    def _honour_guard(self, b, p, a):
        honour.choose(b, p, a["ability"], a["unit"], a.get("anti"))

    # --- after every action ----------------------------------------------------------------------------------------
    def _after(self, b: Battle) -> None:
        """Remember who was in combat with whom this turn (battle tactics); a side with no units left loses."""
        units = b.units()
        pairs = b.turn_events.setdefault("combat pairs", [])
        for u in units:
            for v in units:
                if u.player == "A" and v.player == "B" and b.in_combat_with(u, v):
                    key = frozenset((u.id, v.id))
                    if key not in pairs:
                        pairs.append(key)
        if b.phase == "combat" and b.fight_next and not rounds.fighters(b, b.fight_next) \
                and rounds.fighters(b, "B" if b.fight_next == "A" else "A"):
            b.fight_next = "B" if b.fight_next == "A" else "A"
        if b.winner is None and b.phase != "deployment":
            alive = {u.player for u in units if not u.manifestation}
            if len(alive) < 2:
                rounds.end_battle(b, "an army has no units left")

    # --- the Engine interface --------------------------------------------------------------------------------------
    def view(self, player: str) -> dict:
        """Everything on a battlefield is open information."""
        b = self.s
        return {"round": b.round, "active": b.active, "phase": b.phase, "cp": dict(b.cp), "vp": dict(b.vp),
                "units": {u.id: [(m.x, m.y) for m in u.models] for u in b.units()}}

    def check(self) -> list[str]:
        b = self.s
        out = []
        try:
            b.bf.check()
        except InvariantViolation as exc:
            out.append(str(exc))
        for u in b.units():
            if u.id in b.just_moved and not b.bf.coherent(u):
                out.append(f"coherency: {u.id} ended a move not in a single coherent group")
            if len(u.models) > max(u.size, 1):
                out.append(f"core.units.damage: {u.id} has more models than it started with")
        for p in ("A", "B"):
            if b.cp[p] < 0:
                out.append(f"command-points: player {p} has {b.cp[p]} command points")
        return out

    def snapshot(self) -> dict:
        return {"state": copy.deepcopy(self.s)}

    def restore(self, snapshot: dict) -> None:
        self.s = copy.deepcopy(snapshot["state"])
