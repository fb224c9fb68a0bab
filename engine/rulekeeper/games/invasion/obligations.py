"""Units that must attack or defend, and units that may defend any zone, by card effects:
- "This unit must attack during your battlefield phase, if able." (Vicious Marauder, a constant effect);
- "Target unit must defend this turn, if able." (Animosity, until the end of the turn);
- "That unit must attack this turn if able." (Wolf Rider Assault): an entry {"card", "must_attack"} until the end of
  the turn, binding as MustAttack does;
- "When this unit attacks, target unit must defend if able." (Alluring Daemonettes, no duration): the obligation of
  the attack under way, an entry {"card", "must_defend", "during": this card}, binding only while this card is
  attacking (our reading: no duration named, so the attack the trigger is about; none if it no longer attacks);
- "Choose a zone. Units in that zone may defend any zone this turn." (Tactical Misdirection, its player may);
- "This zone cannot be attacked." (Phoenix Ward, a constant effect of a card in the zone, while its text box is not
  blank, faq.28): the attacker may not declare that zone the target (core.combat.1, core.effects.cannot);
- "When this unit attacks, one target unit cannot defend against this attack." (Gold Wizard Acolyte): an entry
  {"card", "cannot_defend_with": the attacking source}; it forbids defending (core.effects.cannot) only while that
  source is attacking in the attack under way, so it ends with this attack (objects.FORBIDS reads it).

"If able" (faq.54): the obligation binds only while the unit could be declared (combat.can_attack / can_defend: in
play where it may attack or defend, not corrupted, no "cannot"); "cannot" beats "must" (core.effects.cannot).
While a unit that must attack could attack, its player may not decline to attack in the battlefield phase (no "no
attack", core.combat.1) nor end the declaring of attackers without it (core.combat.2); likewise a unit that must
defend, for the defenders (core.combat.3). The lasting ones are entries {"card", "must_defend"} /
{"card", "defend_anywhere"}, gone at the end of the turn (timing.E.3).

Read by abilities/program.EXTRA_CONSTANTS (MustAttack) and registered into effects.HANDLERS for Lasting on top of
the handler before it; combat.declare_target / combat.done and actions.legal_actions ask `refusal`, combat.can_defend
asks `anywhere`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...kernel import IllegalAction, implements
from ...text.invasion.semantics import effects as E
from ...text.invasion.semantics.nodes import Condition, Objects, Place
from .abilities import effects, program
from .abilities.objects import FORBIDS, Unsupported

_LASTING = effects.HANDLERS[E.Lasting]


@dataclass(frozen=True)
class MustAttack:
    """This unit must attack during its controller's battlefield phase, if able."""


@dataclass(frozen=True)
class NoAttack:
    """The zone this card is in cannot be attacked."""


def _this_unit(o) -> bool:
    return isinstance(o, Objects) and o.ref == "this" and tuple(o.kind) == ("unit",) and not o.described


def _reads(ab, name: str) -> MustAttack | NoAttack | None:
    e = ab.effect
    if ab.zone is None and isinstance(e, E.Modal) and e.kind == "cannot" and isinstance(e.effect, E.Attack) \
            and e.effect.who is None and isinstance(e.effect.what, Place) and e.effect.what.zone == "zone" \
            and e.effect.what.ref == "this" and not e.effect.what.described and e.effect.source is None \
            and e.effect.as_if is None and e.effect.attack is None and e.effect.by is None:
        return NoAttack()
    if ab.zone is not None or not (isinstance(e, E.Conditional) and isinstance(e.condition, Condition)
                                   and e.condition.word == "if" and isinstance(e.condition.clause, E.State)
                                   and e.condition.clause.state == "able" and e.condition.clause.who is None):
        return None
    must = e.effect
    if not (isinstance(must, E.Modal) and must.kind == "must" and isinstance(must.effect, E.Conditional)):
        return None
    during, attack = must.effect.condition, must.effect.effect
    if isinstance(during, Condition) and during.word == "during" and isinstance(during.clause, Objects) \
            and tuple(during.clause.kind) == ("battlefield", "phase") and during.clause.ref == "your" \
            and isinstance(attack, E.Attack) and _this_unit(attack.who) and attack.what is None \
            and attack.source is None and attack.as_if is None and attack.attack is None and attack.by is None:
        return MustAttack()
    return None


def _any_zone(p) -> bool:
    return isinstance(p, Place) and p.zone == "zone" and p.ref == "any" and not p.described and not p.qualities \
        and p.whose is None


def _defends(e) -> str | None:
    """"<unit> must defend" -> "must_defend" (under a "must"), "<units> may defend any zone" -> "defend_anywhere"."""
    if not (isinstance(e, E.Defend) and e.by is None and isinstance(e.who, Objects)):
        return None
    if e.what is None:
        return "must_defend"
    return "defend_anywhere" if _any_zone(e.what) else None


def _attacks(e) -> bool:
    """"<unit> must attack" (under a "must"): no target zone, source or other attack named."""
    return isinstance(e, E.Attack) and isinstance(e.who, Objects) and e.what is None and e.source is None \
        and e.as_if is None and e.attack is None and e.by is None


def _lasting_check(n, ctx) -> None:
    if _attacks(n.effect):
        if getattr(n.duration, "until", None) not in effects.LASTING:
            raise Unsupported(f"a duration until the {getattr(n.duration, 'until', n.duration)}")
        if ctx.objects(n.effect.who).kind != "unit":
            raise Unsupported("attacking by something other than units")
        return None
    if _defends(n.effect) is None:
        return _LASTING[0](n, ctx)
    if getattr(n.duration, "until", None) not in effects.LASTING:
        raise Unsupported(f"a duration until the {getattr(n.duration, 'until', n.duration)}")
    if ctx.objects(n.effect.who).kind != "unit":
        raise Unsupported("defending by something other than units")


@implements("timing.E.3", "core.combat.3")
def _lasting_run(n, rt) -> bool:
    """An entry for each unit in play the phrase picks ("must defend" under its "must"; "if able" is `refusal`'s)."""
    what = "must_attack" if _attacks(n.effect) else _defends(n.effect)
    if what is None:
        return _LASTING[1](n, rt)
    g = rt.g
    hit = [c for c in effects.cards(rt, n.effect.who) if g.is_in_play(c) and g.card(c).unit]
    for cid in hit:
        entry = {"card": cid, what: True}
        g.s.lasting.append(entry)
        rt.emit("lasting", ("timing.E.3", "core.combat.3"), until="end of turn", name=g.name(cid), **entry)
    return bool(hit)


def anywhere(g, cid: int) -> bool:
    """May this unit defend a zone it is not in (a lasting effect: "may defend any zone this turn")?"""
    return any(m.get("defend_anywhere") for m in g.s.lasting if m["card"] == cid) \
        or any(f(g, cid) for f in DEFEND_ANYWHERE)


DEFEND_ANYWHERE: list = []  # (g, cid) -> bool: other readings that let a unit defend any zone (questing_defence.py)


def _must_attack(g, cid: int) -> bool:
    prog = g.card(cid).program
    return any(isinstance(x, MustAttack) for x in (prog.extras if prog else ())) \
        or any(m.get("must_attack") for m in g.s.lasting if m["card"] == cid)  # "must attack this turn if able"


def _could_attack(g, p: str, cid: int) -> bool:
    """Could this unit be declared as an attacker in an attack now (before the target: any zone may be attacked)?"""
    from .abilities import passive
    from .abilities.objects import forbidden
    return g.place(cid) == "battlefield" and g.card(cid).unit and cid not in g.s.corrupted \
        and not passive.forbids(g, cid, "attack") and not forbidden(g, cid, "attack")


@implements("core.combat.1", "core.effects.cannot", "faq.28")
def zone_refusal(g, p: str, zone: str) -> IllegalAction | None:
    """Why `p` may not attack this zone of the opponent's capital: a card there says it cannot be attacked."""
    from .blanking import blank
    from .state import other
    for cid in g.cards(other(p), zone):
        prog = g.card(cid).program
        if prog is not None and any(isinstance(x, NoAttack) for x in prog.extras) and not blank(g, cid):
            return IllegalAction("core.effects.cannot", f"player {other(p)}'s {zone} cannot be attacked "
                                                        f"({g.name(cid)})")
    return None


@implements("faq.54", "core.combat.1", "core.combat.2", "core.combat.3", "core.effects.cannot")
def refusal(g, p: str, step: str) -> IllegalAction | None:
    """Why `p` may not decline now ("no attack" at the target step, "done" with attackers or defenders): a unit that
    must attack or defend and could is not declared. None when nothing binds."""
    from .combat import can_attack, can_defend
    c = g.s.combat
    if step == "target":
        bound = [cid for cid in g.cards(p, "battlefield") if _must_attack(g, cid) and _could_attack(g, p, cid)]
        if bound and g.s.active == p and any(zone_refusal(g, p, z) is None for z in ("kingdom", "quest", "battlefield")):
            return IllegalAction("core.combat.1", f"{g.name(bound[0])} must attack during your battlefield phase, "
                                                  "if able: player " + p + " attacks")
    elif step == "attackers" and c is not None and g.s.phase == 4:  # not an attack an effect allows elsewhere
        bound = [cid for cid in g.cards(p, "battlefield") if _must_attack(g, cid) and can_attack(g, p, cid) is None]
        if bound:
            return IllegalAction("core.combat.2", f"{g.name(bound[0])} must attack, if able: declare it")
    elif step == "defenders" and c is not None:
        bound = [m["card"] for m in g.s.lasting if m.get("must_defend") and g.is_in_play(m["card"])
                 and m.get("during", c.attackers[0] if c.attackers else None) in c.attackers
                 and g.controller(m["card"]) == p and m["card"] not in c.defenders
                 and can_defend(g, p, m["card"]) is None]
        if bound:
            return IllegalAction("core.combat.3", f"{g.name(bound[0])} must defend this turn, if able: declare it")
    return None


def _this_attack(n) -> bool:
    """"<unit> cannot defend against this attack"."""
    e = n.effect if isinstance(n, E.Modal) and n.kind == "cannot" else None
    return isinstance(e, E.Defend) and e.by is None and isinstance(e.who, Objects) and isinstance(e.what, Objects) \
        and e.what.ref == "this" and tuple(e.what.kind) == ("attack",) and not e.what.described


_MODAL = effects.HANDLERS[E.Modal]


def _modal_check(n, ctx) -> None:
    if not _this_attack(n):
        return _MODAL[0](n, ctx)
    if ctx.objects(n.effect.who).kind != "unit":
        raise Unsupported("defending by something other than units")


@implements("core.effects.cannot", "core.combat.3")
def _modal_run(n, rt) -> bool:
    if not _this_attack(n):
        return _MODAL[1](n, rt)
    c = rt.g.s.combat
    if c is None or rt.source not in c.attackers:
        return False  # no attack of this card's under way: nothing to forbid
    hit = [cid for cid in effects.cards(rt, n.effect.who) if rt.g.is_in_play(cid)]
    for cid in hit:
        entry = {"card": cid, "cannot_defend_with": rt.source}
        rt.g.s.lasting.append(entry)
        rt.emit("lasting", ("core.effects.cannot", "core.combat.3"), until="the end of this attack",
                name=rt.g.name(cid), **entry)
    return bool(hit)


def _defend_check(n, ctx) -> None:
    if not (n.by is None and n.what is None and isinstance(n.who, Objects)):
        raise Unsupported("the effect Defend")
    if ctx.objects(n.who).kind != "unit":
        raise Unsupported("defending by something other than units")


@implements("core.combat.3", "faq.54")
def _defend_run(n, rt) -> bool:
    """"target unit must defend if able" (no duration): during the attack this card makes (refusal reads it)."""
    c, g = rt.g.s.combat, rt.g
    if c is None or rt.source not in c.attackers:
        return False  # no attack of this card's under way
    hit = [cid for cid in effects.cards(rt, n.who) if g.is_in_play(cid) and g.card(cid).unit]
    for cid in hit:
        entry = {"card": cid, "must_defend": True, "during": rt.source}
        g.s.lasting.append(entry)
        rt.emit("lasting", ("core.combat.3", "faq.54"), until="the end of this attack", name=g.name(cid), **entry)
    return bool(hit)


def _forbids(g, cid: int, what: str, by) -> bool:
    c = g.s.combat
    return what == "defend" and c is not None and any(
        m.get("cannot_defend_with") in c.attackers for m in g.s.lasting if m["card"] == cid)


program.EXTRA_CONSTANTS.append(_reads)
effects.HANDLERS[E.Lasting] = (_lasting_check, _lasting_run)
effects.HANDLERS[E.Modal] = (_modal_check, _modal_run)
if E.Defend not in effects.HANDLERS:
    effects.HANDLERS[E.Defend] = (_defend_check, _defend_run)
FORBIDS.append(_forbids)
