"""AoS 4's random play for `rulekeeper simulate` / `explain`: battles between random armies drawn from a units
file (spec/aos4/units.yaml, or --units FILE in the corpus format), each army 2 to 4 units of one faction (an army
is one faction; the first HERO is its general and leads the one regiment), deployed in its territory, with three
objectives across the middle. The players' choices (actions, reactions, the priority roll) are random and legal.
"""

from __future__ import annotations

import random

from ...kernel import EventLog, IllegalAction, Rng
from . import magic, moving, warscroll_abilities
from .battle import DEPTH, WIDTH, Battle, Objective, other
from .battlefield import MM_PER_INCH, Battlefield, unit_distance
from .commands import can_spend
from .dice import Dice
from .fighting import check_shooting_target, weapons_for
from .position import block
from .roster import deploy, read_roster
from .rounds import fighters
from .table import Table
from .tactics import PICKS, available
from .targets import attacking_models
from .units_file import load_abilities, load_report, load_warscrolls, with_abilities
from .weapon_abilities import ShootInCombat

ALLIANCES = ("ORDER", "CHAOS", "DEATH", "DESTRUCTION")
ARMY = (2, 4)  # units per army


def playable(ws) -> bool:
    """A unit random play can field: it moves, has a weapon it can use, and is no manifestation."""
    return ws.move is not None and ws.banishment is None and any(not w.deferred for w in ws.weapons)


def alliance(ws) -> str | None:
    return next((a for a in ALLIANCES if a in ws.keywords), None)


class Aos4Simulation:
    game = "aos4"

    def __init__(self, warscrolls: dict, roster: dict | None = None, roster_file: str = "", units_file: str = ""):
        self.warscrolls = warscrolls
        self.roster, self.roster_file = roster, roster_file
        by_faction: dict[str, list[str]] = {}
        for name, ws in sorted(warscrolls.items()):
            if playable(ws):
                by_faction.setdefault(ws.faction or "-", []).append(name)
        self.factions = {f: names for f, names in sorted(by_faction.items()) if len(names) >= ARMY[0]}
        if roster is None and len(self.factions) < 1:
            where = f"{units_file}: " if units_file else ""
            raise ValueError(f"{where}no faction with two units random play can field (each army is {ARMY[0]} to "
                             f"{ARMY[1]} units of one faction that move and have a weapon)")
        if roster is not None:  # deployed once now: a bad roster is an error before any battle
            self._battle("check", None)

    def _battle(self, seed: str, decisions) -> Battle:
        log = EventLog()
        rng = Rng(seed)
        b = Battle(Battlefield(), Dice(log, rng=rng), log, decisions, rng, warscrolls=self.warscrolls)
        b.phase = "deployment"
        b.objectives = [Objective(str(i + 1), x, DEPTH / 2) for i, x in enumerate((15.0, WIDTH / 2, 45.0))]
        if self.roster is not None:
            deploy(b, self.roster, self.roster_file)
        return b

    def start(self, seed: str, decisions) -> tuple[Table, str]:
        b = self._battle(seed, decisions)
        if self.roster is not None:
            label = " vs ".join(f"{p}: {', '.join(u.id for u in b.units(p))}" for p in ("A", "B"))
            b.log.emit("battle", "core.round.turn", armies=label)
            return Table(b), label
        pick = random.Random(f"armies:{seed}")
        labels = []
        for p, y in (("A", 5.0), ("B", DEPTH - 5.0)):
            faction = pick.choice(sorted(self.factions))
            names = pick.sample(self.factions[faction], min(len(self.factions[faction]), pick.randint(*ARMY)))
            ids = []
            for i, name in enumerate(names):
                ws = self.warscrolls[name]
                uid = f"{p}{i + 1} {name}"
                b.bf.place(uid, p, ws, block(6 + i * 14.0, y, ws.models, ws.base_mm / MM_PER_INCH))
                ids.append(uid)
            heroes = [u for u in ids if b.bf.units[u].has("HERO")]
            leader = heroes[0] if heroes else ids[0]
            b.general[p] = leader
            b.regiments[p] = [{"leader": leader, "units": [u for u in ids if u != leader]}]
            b.alliance[p] = alliance(self.warscrolls[names[0]])
            labels.append(f"{faction} ({p}: {', '.join(names)})")
        b.log.emit("battle", "core.round.turn", armies=labels)
        return Table(b), " vs ".join(labels)


def simulation(cards: str | None = None, decks: str | None = None, abilities: str | None = None) -> Aos4Simulation:
    """`rulekeeper simulate --game aos4 [--units FILE] [--decks ROSTER] [--abilities FILE]`: random armies from the
    units file (UnitsError names what is wrong with it; units that do not load are left out, as `units_report`
    lists them), or the two armies of a roster file (roster.py), deployed where it says; the units' named abilities
    get their text from the abilities file, and those that run are used (warscroll_abilities.py)."""
    report = load_report(cards) if cards else None
    if report is None:
        scrolls = load_warscrolls()
    elif not report.warscrolls:
        raise ValueError(f"{report.file}: no unit loads; the first failure: {report.failures[0]}" if report.failures
                         else f"{report.file}: no units in the file")
    else:
        scrolls = report.warscrolls
    units_file = report.file if report is not None else ""
    if abilities:
        scrolls = with_abilities(scrolls, load_abilities(abilities))
    if decks:
        return Aos4Simulation(scrolls, read_roster(decks), str(decks), units_file=units_file)
    return Aos4Simulation(scrolls, units_file=units_file)


# --- the legal actions of random play ---------------------------------------------------------------------------
def legal_actions(t: Table, p: str) -> list[dict]:
    b = t.s
    acts: list[dict] = []
    mine = b.units(p)
    foes = b.units(other(p))
    if b.phase == "deployment":
        return [{"do": "begin", "player": p}]
    if b.phase == "combat":
        abilities = _ability_uses(b)
        for u in fighters(b, p):
            for e in foes:
                if b.bf.within(u, e, 3.0):
                    acts.append({"do": "fight", "player": p, "unit": u.id, "target": e.id})
        if acts or fighters(b, other(p)):
            return abilities + acts or [{"do": "next", "player": b.active}]
        return abilities + [{"do": "next", "player": p}]
    if p != b.active:
        return [{"do": "next", "player": b.active}]
    acts.append({"do": "next", "player": p})
    acts += _ability_uses(b)
    if b.phase == "start":
        for tid in available(b, p):
            if tid not in PICKS and b.gambit_round.get(p) != b.round and not (b.double_turn == p
                                                                           and b.behind_by(p) < 6):
                acts.append({"do": "gambit", "player": p, "tactic": tid, "picks": []})
    elif b.phase == "hero":
        acts += _magic(b, p, mine, foes)
        if not can_spend(b, p, "ability.rally"):
            acts += [{"do": "use", "player": p, "ability": "Rally", "unit": u.id} for u in mine
                     if (u.damage or len(u.models) < u.size) and not b.in_combat(u)]
    elif b.phase == "movement":
        for u in mine:
            acts += _moves(b, u, foes)
    elif b.phase == "shooting":
        for u in mine:
            acts += _shots(b, u, foes)
    elif b.phase == "charge":
        for u in mine:
            if u.warscroll.move is None or u.flags & {"ran", "retreated", "charge attempted"} or b.in_combat(u):
                continue
            acts += [{"do": "charge", "player": p, "unit": u.id, "target": e.id} for e in foes
                     if unit_distance(u, e) <= 12]
    elif b.phase == "end":
        for u in mine:
            if u.charged and not b.was_used("turn", f"power through:{u.id}"):
                acts += [{"do": "use", "player": p, "ability": "Power Through", "unit": u.id, "target": e.id}
                         for e in foes if b.in_combat_with(u, e) and e.warscroll.health < u.warscroll.health]
    return acts


def _ability_uses(b: Battle) -> list[dict]:
    """The warscroll abilities both players may use now, where their timing says ("Any Hero Phase", "Enemy
    Shooting Phase", "End of Any Turn" ...): offered beside the actions of the player to act, each naming its
    player, so the other player's abilities are used too (in any order: ours)."""
    return warscroll_abilities.offers(b, "A") + warscroll_abilities.offers(b, "B")


def _moves(b: Battle, u, foes) -> list[dict]:
    if u.warscroll.move is None or u.flags & {"moved", "ran", "retreated"} or not foes:
        return []
    near = min(foes, key=lambda e: unit_distance(u, e))
    out = []
    allowed = moving.move_allowance(b, u)
    if b.in_combat(u):
        dx, dy, _ = moving.vector(b, u, toward=near.id, away=True)
        if moving.can_move(b, u, dx, dy, allowed, moving._not_in_combat_end(b, u, "core.movement.retreat")):
            out.append({"kind": "retreat", "toward": near.id, "away": True})
        return [{"do": "move", "player": u.player, "unit": u.id, "inches": "max", **m} for m in out]
    dx, dy, _ = moving.vector(b, u, toward=near.id)
    if moving.can_move(b, u, dx, dy, allowed, moving._not_in_combat_end(b, u, "core.movement.normal-move")):
        out += [{"kind": "normal", "toward": near.id}, {"kind": "run", "toward": near.id}]
    return [{"do": "move", "player": u.player, "unit": u.id, "inches": "max", **m} for m in out]


def _shots(b: Battle, u, foes) -> list[dict]:
    if u.flags & {"ran", "retreated", "shot"}:
        return []
    out = []
    for e in foes:
        try:
            check_shooting_target(b, u, e)
        except IllegalAction:
            continue
        ws = weapons_for(u, "ranged")
        if b.in_combat(u):
            ws = [w for w in u.warscroll.weapons if w.kind == "ranged" and not w.deferred
                  and w.has(ShootInCombat)]
        if any(attacking_models(u, w, e) for w in ws):
            out.append({"do": "shoot", "player": u.player, "unit": u.id, "target": e.id})
    return out


def _magic(b: Battle, p: str, mine, foes) -> list[dict]:
    """Spells with a target (mortal damage on an enemy), prayers (healing a friend) and banishing, while the
    WIZARD or PRIEST has power left this phase (summoning is left to scenarios)."""
    out = []
    for u in mine:
        level = max(magic.power(b, u, "WIZARD"), magic.power(b, u, "PRIEST"))
        if not level or b.used.get("phase", []).count(f"power:{u.id}") >= level:
            continue
        if "miscast" not in u.flags:
            out += [{"do": "cast", "player": p, "unit": u.id, "spell": s.name, "target": e.id}
                    for s in u.warscroll.spells if s.mortal is not None for e in foes
                    if b.bf.within(u, e, s.range)]
        out += [{"do": "chant", "player": p, "unit": u.id, "prayer": s.name, "target": f.id, "bank": bank}
                for s in u.warscroll.prayers for f in mine if b.bf.within(u, f, s.range) for bank in (False, True)]
        out += [{"do": "banish", "player": p, "unit": u.id, "target": e.id} for e in foes
                if e.manifestation and b.bf.within(u, e, magic.BANISH_RANGE)
                and not b.was_used("turn", f"banish:{e.id}")]
    return out
