"""An attack a card effect lets a unit make outside the battlefield phase, as Wolves of the North says: "Action:
During your quest phase, the unit questing on this card can initiate a single attack against a single zone
controlled by an opponent."

- "During your quest phase": the Action can be triggered only in its player's quest phase (core.turn.2), and
  does nothing if it resolves outside it;
- the effect lets the unit questing on the card make one attack (a lasting permission until the end of the
  turn): once the chain is over, its player, with priority in the quest phase's window, declares the target
  zone of the opponent's and then the unit as the attacker. The attack follows every step of combat
  (misc.attacks-made-outside-of-the-battlefield-phase), then the quest phase goes on with a new action window;
- only the permission to attack is given: the unit is declared as an attacker like any other, so a corrupted
  unit can't be (core.effects.corruption, faq.35), and no other unit joins the attack.
Registered into effects.HANDLERS for these shapes of Conditional and Modal; combat.can_attack, actions.do and
fulcrums.after_combat ask `permitted`, `declare` and `back`.
"""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from ...text.invasion.fmt import join, tokens
from ...text.invasion.semantics import effects as E
from ...text.invasion.semantics.nodes import Condition, Objects, Place
from .abilities import effects, run
from .abilities.objects import Unsupported
from .cards import ZONES
from .state import Combat, other

RULE = "misc.attacks-made-outside-of-the-battlefield-phase"


def _text(post) -> str:
    return join(tokens(post)).lower()


def _during_quest_phase(c) -> bool:
    """"During your quest phase"."""
    k = getattr(c, "clause", None)
    return isinstance(c, Condition) and c.word == "during" and isinstance(k, Objects) \
        and tuple(k.kind) == ("quest", "phase") and k.ref == "your" and not (k.described or k.qualities or k.of)


def _attack_granted(n) -> bool:
    """"the unit questing on this card can initiate a single attack against a single zone controlled by an
    opponent"."""
    a = getattr(n, "effect", None)
    if not (isinstance(n, E.Modal) and n.kind == "can" and isinstance(a, E.Attack) and a.by is None
            and a.source is None and a.as_if is None):
        return False
    who, what, attack = a.who, a.what, a.attack
    return isinstance(who, Objects) and tuple(who.kind) == ("unit",) and who.ref == "the" \
        and [_text(d) for d in who.described] == ["questing on this card"] \
        and isinstance(what, Place) and what.zone == "zone" and what.ref == "a" and what.qualities == ("single",) \
        and [_text(d) for d in what.described] == ["controlled by an opponent"] \
        and isinstance(attack, Objects) and tuple(attack.kind) == ("attack",) and attack.qualities == ("single",) \
        and not attack.described


_COND = effects.HANDLERS.get(E.Conditional)
_MODAL = effects.HANDLERS.get(E.Modal)


def _cond_check(n, ctx) -> None:
    if not _during_quest_phase(n.condition):
        if _COND is None:
            raise Unsupported("the condition 'during ...'")
        return _COND[0](n, ctx)
    effects.check(n.effect, ctx)


@implements("core.turn.2")
def _cond_run(n, rt) -> bool:
    if not _during_quest_phase(n.condition):
        return _COND[1](n, rt)
    g = rt.g
    if not (g.s.active == rt.p and g.s.phase == 2):
        rt.emit("condition_not_met", ("core.turn.2",), card=rt.source, name=rt.name, condition="during your quest phase")
        return False
    return effects.run(n.effect, rt)


def _modal_check(n, ctx) -> None:
    if not _attack_granted(n):
        if _MODAL is None:
            raise Unsupported("the effect Modal")
        return _MODAL[0](n, ctx)


@implements(RULE)
def _modal_run(n, rt) -> bool:
    """The unit questing on this card may make one attack (until the end of the turn)."""
    if not _attack_granted(n):
        return _MODAL[1](n, rt)
    g = rt.g
    unit = g.s.questing.get(rt.source)
    if unit is None:
        rt.emit("condition_not_met", (RULE,), card=rt.source, name=rt.name, condition="a unit is questing here")
        return False
    g.s.lasting.append({"card": unit, "may_attack": rt.name})
    rt.emit("may_attack", (RULE,), player=rt.p, card=unit, name=g.name(unit), by=rt.name)
    return True


def permitted(g, cid: int) -> bool:
    """May `cid` make an attack a card effect allows (outside the battlefield phase)?"""
    return any(m["card"] == cid and m.get("may_attack") for m in g.s.lasting)


@implements("core.turn.2")
def action_refusal(g, p: str, cid: int) -> IllegalAction | None:
    """An Action "During your quest phase, ..." is triggered only then."""
    prog = g.card(cid).program
    acts = prog.actions if prog else ()
    if acts and all(isinstance(ab.effect, E.Conditional) and _during_quest_phase(ab.effect.condition)
                    for _, ab in acts) and not (g.s.active == p and g.s.phase == 2):
        return IllegalAction("core.turn.2", f"{g.name(cid)}'s Action is triggered only during its player's quest "
                                            f"phase (it is player {g.s.active}'s turn, phase {g.s.phase})")
    return None


def options(g, p: str) -> list[tuple]:
    """The ("attack", zone) a player may declare now, as `declare` would take it (actions.legal_actions)."""
    from .windows import window
    s = g.s
    if not (s.step == "window" and s.window is not None and s.phase == 2 and s.active == p) or not any(
            m.get("may_attack") and g.controller(m["card"]) == p for m in s.lasting):
        return []
    w = window(g)
    try:
        w.check(p)
    except IllegalAction:
        return []
    from .obligations import zone_refusal
    return [] if w.chain else [("attack", z) for z in ZONES if zone_refusal(g, p, z) is None]


@implements(RULE, "core.combat.1")
@implements(RULE, "faq.35")
def declare(g, p: str, zone: str | None, legend: bool = False) -> None:
    """Player p, with priority in their quest phase's window and nothing on the chain, makes the attack an effect
    allowed: the target zone now, then the attackers (only units allowed to make it), every step of combat."""
    from .combat import _window
    from .windows import window
    s = g.s
    if not (s.step == "window" and s.window is not None and s.phase == 2 and s.active == p):
        raise IllegalAction("core.combat.1", f"player {p} can't declare an attack now (phase {s.phase}, the game "
                                             f"waits for player {s.deciding}: {s.step})")
    w = window(g)
    w.check(p)
    if w.chain:
        raise IllegalAction("timing.B.3", "the chain has not resolved yet: the attack comes after it")
    allowed = [m["card"] for m in s.lasting if m.get("may_attack") and g.controller(m["card"]) == p]
    if not allowed:
        raise IllegalAction(RULE, f"no card effect lets player {p} make an attack now")
    if zone not in ZONES or legend:
        raise IllegalAction("core.combat.1", f"{zone!r} is not a zone of the opponent's capital")
    from .obligations import zone_refusal
    if zone_refusal(g, p, zone):  # "This zone cannot be attacked." (obligations.py)
        raise zone_refusal(g, p, zone)
    s.lasting = [m for m in s.lasting if not m.get("may_attack")]  # a single attack
    s.window, s.ready = None, []
    s.combat = Combat(zone, outside=True, back="quest", allowed=allowed)
    g.emit("target", ("core.combat.1", RULE), player=p, defender=other(p), zone=zone, legend=None)
    _window(g, "attackers")


@implements("faq.59")
def declare_fulcrum(g, p: str, fulcrum) -> None:
    """An attack a card effect allows is never the fulcrum attack of the Cataclysm rules (faq.59)."""
    if any(m.get("may_attack") and g.controller(m["card"]) == p for m in g.s.lasting):
        raise IllegalAction("faq.59", "an attack made outside the battlefield phase can't target a fulcrum: only the "
                                      "fulcrum attack of the battlefield phase can")
    raise IllegalAction("faq.56", f"player {p} can't attack a fulcrum now: only in their battlefield phase")


@implements(RULE)
def attacker_refusal(g, p: str, cid: int) -> IllegalAction | None:
    """In an attack an effect allowed, only the units it allowed are declared as attackers."""
    c = g.s.combat
    if c is not None and c.allowed and cid not in c.allowed:
        return IllegalAction(RULE, f"{g.name(cid)} is not the unit the effect lets attack")
    return None


def back(g) -> None:
    """The attack is over: the quest phase goes on, with a new action window (timing.phase.2)."""
    from .turn import _window
    _window(g, "timing.D.2", "capital_begins", ("timing.phase.2",))


effects.HANDLERS[E.Conditional] = (_cond_check, _cond_run)
effects.HANDLERS[E.Modal] = (_modal_check, _modal_run)
run.ACTION_REFUSALS.append(action_refusal)
