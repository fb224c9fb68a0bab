"""Constant effects that let units attack or defend where the rules would not, or forbid it on the whole declared
set (core.effects.constant, core.combat.2, core.combat.3, clar.legends):

- "Attached legend ... can defend any of your zones." (Descendant of Gods): a legend has no ability of its own to
  defend a zone, a card effect may give it one (clar.legends); read by passive.py as "may defend any zone" (this
  module wraps passive._changes for "can/may defend any of your zones"). A legend defending a zone it is not
  attacked through deals its power icons in that zone (legends.combat_power, as clar.legends has an attacked one).
- "Any unit questing on this card can defend any of your zones, when they are attacked." (Protect the Empire):
  typed as a trigger ("when they are attacked"), read as the permission it is: while a unit quests on this quest,
  it may be declared as a defender of any of its controller's zones (EXTRA_FORCED -> DefendsAnyZone).
- "This unit can attack or defend (from any zone) whenever a [Orc] legend you control attacks or defends." (Da
  Immortulz, Black Guards, Swords of Chaos): the text layer types the "or" inside the whenever clause as a choice of
  three; read as one permission (WithLegend): the unit may be declared an attacker from any of its zones while
  such a legend is among the declared attackers, and a defender of any of its zones while such a legend is
  among the declared defenders or is the attacked legend (declared automatically, unless corrupted, clar.legends).
  Our reading of simultaneous declaration (timing.phase.4): the legend is chosen first, then the unit.
- "Marauding Giant cannot attack or defend alone." (NotAlone): a check on the whole declared set. Our reading:
  it may be chosen only once another card of its side is chosen (an attacked legend that will defend counts), so
  the set it is declared in is never it alone, and no one is left unable to finish declaring.

- "You can declare this unit as an attacker when another player attacks (if you are not defending)." (Brave
  Volunteers, OthersAttack): a permission for a game of more than two players. In the two-player game the engine
  plays, the other player attacks only you, so you are always the defending player: it never applies, and the
  unit is declared an attacker only in its own player's attacks (core.combat.2).

combat.can_attack / can_defend ask `allows` and `refusal`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ....kernel import IllegalAction, implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Objects, Place, Player
from . import passive, program
from .passive import Picks, _text, picks


# ---- "can defend any of your zones" -------------------------------------------------------------------------------
def _any_of_your_zones(o) -> bool:
    return isinstance(o, Objects) and tuple(o.kind) == ("of",) and o.ref == "any" and not o.described \
        and isinstance(o.of, Place) and o.of.zone == "zones" and o.of.ref == "your" \
        and not (o.of.described or o.of.qualities or o.of.position or o.of.whose)


def _defend_any(e) -> bool:
    return isinstance(e, E.Modal) and e.kind in ("can", "may") and isinstance(e.effect, E.Defend) \
        and e.effect.by is None and _any_of_your_zones(e.effect.what)


_CHANGES = passive._changes


def _changes(e, name: str) -> list[tuple]:
    if _defend_any(e):  # "Attached legend ... can defend any of your zones."
        return [("may", e.effect.who, 0, "", "defend_anywhere")]
    return _CHANGES(e, name)


passive._changes = _changes


@dataclass(frozen=True)
class DefendsAnyZone:
    """The unit questing on this quest may defend any of its controller's zones."""


def _questing_on_this(o) -> bool:
    return isinstance(o, Objects) and tuple(o.kind) == ("unit",) and o.ref == "any" and len(o.described) == 1 \
        and _text(o.described[0]) == "questing on this card" and not (o.qualities or o.controller or o.place)


def _forced(ab, name: str):
    """"Any unit questing on this card can defend any of your zones, when they are attacked." """
    t, e = ab.trigger, ab.effect
    if ab.zone is not None or ab.cost is not None or ab.limit is not None or t is None or t.timing != "when":
        return None
    ev = t.event
    if not (isinstance(ev, E.Attack) and ev.who is None and isinstance(ev.what, Objects) and ev.what.ref == "they"
            and ev.source is None and ev.as_if is None and ev.attack is None and ev.by is None):
        return None
    if _defend_any(e) and _questing_on_this(e.effect.who):
        return DefendsAnyZone()
    return None


# ---- "whenever a [race] legend you control attacks or defends" ---------------------------------------------------
@dataclass(frozen=True)
class WithLegend:
    """This unit may attack (defend) from any zone while a legend `legend` picks attacks (defends)."""
    legend: Picks


@dataclass(frozen=True)
class NotAlone:
    """This unit cannot be declared the only attacker (`attack`) / the only defender (`defend`)."""
    attack: bool
    defend: bool


def _this(o, name: str) -> bool:
    return isinstance(o, Objects) and (o.ref == "this" and tuple(o.kind) == ("unit",)
                                       or tuple(o.kind) == (name,) and o.ref in ("a", "")) \
        and not (o.described or o.qualities or o.controller or o.place or o.target)


def _plain(a, name: str) -> bool:
    """"this unit attacks" / "this unit defends", nothing else said."""
    return isinstance(a, (E.Attack, E.Defend)) and _this(a.who, name) and a.what is None and a.by is None \
        and getattr(a, "source", None) is None and getattr(a, "as_if", None) is None \
        and getattr(a, "attack", None) is None


def _legend(o) -> bool:
    return isinstance(o, Objects) and tuple(o.kind)[-1:] == ("legend",) and o.ref in ("a", "an") \
        and isinstance(o.controller, Player) and o.controller.who == "you" and not (o.described or o.place)


def _with_legend(e, name: str) -> WithLegend | None:
    if not (isinstance(e, E.Choice) and len(e.options) == 3 and all(
            isinstance(m, E.Modal) and m.kind == "can" for m in e.options)):
        return None
    att, mid, dfd = (m.effect for m in e.options)
    if not (isinstance(att, E.Attack) and _plain(att, name) and isinstance(dfd, E.Defend) and _plain(dfd, name)):
        return None
    if not (isinstance(mid, E.Conditional) and isinstance(mid.condition, Condition)
            and mid.condition.word == "whenever" and isinstance(mid.effect, E.Defend) and _plain(mid.effect, name)):
        return None
    ev = mid.condition.clause
    if not (isinstance(ev, E.Attack) and _legend(ev.who) and ev.what is None and ev.by is None
            and ev.source is None and ev.as_if is None and ev.attack is None):
        return None
    return WithLegend(picks(replace(ev.who, ref="a"), name))  # "an [Orc] legend": any such legend


def _not_alone(e, name: str) -> NotAlone | None:
    opts = e.options if isinstance(e, E.Choice) else (e,)
    acts = []
    for m in opts:
        if not (isinstance(m, E.Modal) and m.kind == "cannot" and isinstance(m.effect, E.Alone)
                and _plain(m.effect.effect, name)):
            return None
        acts.append(type(m.effect.effect))
    return NotAlone(E.Attack in acts, E.Defend in acts)


@dataclass(frozen=True)
class OthersAttack:
    """This unit may be declared an attacker when another player attacks, if its player is not defending (never
    in a two-player game)."""


def _others_attack(e, name: str) -> OthersAttack | None:
    if not (isinstance(e, E.Modal) and e.kind == "can" and isinstance(e.effect, E.Conditional)):
        return None
    cond, d = e.effect.condition, e.effect.effect
    ev = getattr(cond, "clause", None)
    if getattr(cond, "word", "") == "when" and isinstance(ev, E.Attack) and isinstance(ev.who, Player) \
            and ev.who.who == "player" and ev.who.ref == "another" and ev.what is None and ev.by is None \
            and isinstance(d, E.Declare) and _this(d.what, name) and isinstance(d.as_, Objects) \
            and tuple(d.as_.kind) == ("attacker",) and not d.as_.described \
            and isinstance(d.by, Player) and d.by.who == "you" and not d.by.of:
        return OthersAttack()
    return None


def _constant(ab, name: str):
    if ab.zone is not None:
        return _others_attack(ab.effect, name)  # "Battlefield. You can declare this unit ..." (never applies)
    return _with_legend(ab.effect, name) or _not_alone(ab.effect, name) or _others_attack(ab.effect, name)


program.EXTRA_CONSTANTS.append(_constant)
program.EXTRA_FORCED.append(_forced)


# ---- the table ------------------------------------------------------------------------------------------------------
def _mine(g, cid: int, kind) -> list:
    prog = g.card(cid).program
    xs = [x for x in (prog.extras if prog else ()) if isinstance(x, kind)]
    if xs:
        from ..blanking import blank
        if blank(g, cid):  # a blank text box has no permission (faq.28)
            return []
    return xs


def _legend_in(g, p: str, cid: int, w: WithLegend, side: list) -> bool:
    from ..legends import legend_of
    leg = legend_of(g, p)
    return leg is not None and w.legend.matches(g, p, cid, leg) and leg in side


@implements("core.effects.constant", "core.combat.2", "core.combat.3", "clar.legends")
def allows(g, cid: int, action: str) -> bool:
    """May `cid` be declared an attacker ("attack") from a zone other than the battlefield, or a defender
    ("defend") of a zone it is not in, by the permissions of this module?"""
    c = g.s.combat
    if c is None:
        return False
    p = g.controller(cid)
    for w in _mine(g, cid, WithLegend):
        if action == "attack" and _legend_in(g, p, cid, w, c.attackers):
            return True
        if action == "defend":
            auto = [c.legend] if c.legend is not None and c.legend not in g.s.corrupted else []
            if _legend_in(g, p, cid, w, list(c.defenders) + auto):
                return True
    if action == "defend":
        for quest, unit in g.s.questing.items():
            if unit == cid and g.is_in_play(quest) and g.controller(quest) == p and g.place(quest) == "quest" \
                    and _mine(g, quest, DefendsAnyZone):
                return True
    return False


@implements("core.effects.cannot", "core.combat.2", "core.combat.3")
def refusal(g, p: str, cid: int, action: str) -> IllegalAction | None:
    """"cannot attack or defend alone": refused while no other card of its side is chosen."""
    c = g.s.combat
    if c is None:
        return None
    for x in _mine(g, cid, NotAlone):
        if action == "attack" and x.attack and not [a for a in c.attackers if a != cid]:
            return IllegalAction("core.effects.cannot", f"{g.name(cid)} cannot attack alone: choose another "
                                                         "attacker first")
        auto = [c.legend] if c.legend is not None and c.legend not in g.s.corrupted and p != g.s.active else []
        if action == "defend" and x.defend and not [d for d in list(c.defenders) + auto if d != cid]:
            return IllegalAction("core.effects.cannot", f"{g.name(cid)} cannot defend alone: choose another "
                                                         "defender first")
    return None
