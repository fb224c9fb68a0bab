"""Damage doubled by a constant effect while a condition holds (core.effects.constant, faq.23):

- "While attached unit is attacking, double all damage dealt to the defending opponent's capital." (Basha's
  Bloodaxe): damage that is dealt (what is applied once redirects and cancellations are done, damage.dealt-damage)
  to a section of the capital of the player defending against the attack the attached unit is in, combat damage
  or not, is doubled as it is put on the section (dealing.apply_damage asks `capital_factor`);
- "While a Lizardmen unit is questing on this card, double all damage assigned to units by the effects of Savage
  as it is being assigned." (Guardians of the Gods, a Quest ability: in its player's quest zone): Savage's damage
  to a unit (savage.strike_back) is doubled as it is assigned (doubling.factor asks `savage_extra`).
Each such effect adds one more of the damage, as doubling effects add up to a net value (faq.23: two make 3).
Read by program.EXTRA_CONSTANTS; a card whose text box is blank doubles nothing (faq.28).
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Objects
from . import program
from .passive import Picks, _text, picks


@dataclass(frozen=True)
class CapitalDoubled:
    """While the attached unit attacks, damage dealt to the defending opponent's capital is doubled."""


@dataclass(frozen=True)
class SavageDoubled:
    """While a unit `questing` picks quests on this card, Savage's damage to units is doubled as assigned."""
    questing: Picks


def _damage(o, said: str) -> bool:
    return isinstance(o, Objects) and tuple(o.kind) == ("damage",) and o.ref == "all" and len(o.described) == 1 \
        and _text(o.described[0]) == said and not (o.qualities or o.target or o.controller or o.place)


def _reads(ab, name: str):
    e = ab.effect
    if not (isinstance(e, E.Conditional) and isinstance(e.condition, Condition) and e.condition.word == "while"
            and isinstance(e.condition.clause, E.State) and isinstance(e.effect, E.Double) and e.effect.by is None):
        return None
    st, what = e.condition.clause, e.effect.what
    if ab.zone is None and st.state == "attacking" and st.place is None and isinstance(st.who, Objects) \
            and st.who.qualities == ("attached",) and tuple(st.who.kind) == ("unit",) and not st.who.described \
            and _damage(what, "dealt to the defending opponent's capital"):
        return CapitalDoubled()
    if ab.zone == "quest" and st.state == "questing" and isinstance(st.place, Objects) and st.place.ref == "this" \
            and tuple(st.place.kind) == ("card",) and not st.place.described and isinstance(st.who, Objects) \
            and st.who.ref in ("a", "an") and not (st.who.described or st.who.controller or st.who.place) \
            and _damage(what, "assigned to units by the effects of savage as it is being assigned"):
        return SavageDoubled(picks(st.who, name))
    return None


program.EXTRA_CONSTANTS.append(_reads)


def _names(g, kind) -> frozenset:
    key = f"_doubled_{kind.__name__}"
    names = g.__dict__.get(key)
    if names is None:
        names = frozenset(n for n, c in g.pool.items() if c.program is not None
                          and any(isinstance(x, kind) for x in c.program.extras))
        g.__dict__[key] = names
    return names


def _active(g, kind, places):
    from ..blanking import blank
    names = _names(g, kind)
    if not names:
        return
    for p in ("A", "B"):
        for z in places:
            for src in g.cards(p, z):
                if g.s.names[src] in names and not blank(g, src):
                    for x in g.card(src).program.extras:
                        if isinstance(x, kind):
                            yield p, src, x


@implements("core.effects.constant", "faq.23", "damage.dealt-damage")
def capital_factor(g, target: str) -> int:
    """How many times the damage dealt to capital section `target` ("B.kingdom") counts now."""
    c = g.s.combat
    if c is None or not _names(g, CapitalDoubled):
        return 1
    from ..cards import ZONES
    n = 1
    for p, src, _ in _active(g, CapitalDoubled, ZONES):
        host = g.s.attached.get(src)
        if host is not None and host in c.attackers and target.split(".")[0] != g.controller(host):
            n += 1  # the attached unit attacks: its opponent is the defending player
    return n


@implements("core.effects.constant", "faq.23")
def savage_extra(g) -> int:
    """How many more times Savage's damage to a unit is assigned now (one for each such quest with its unit)."""
    if not _names(g, SavageDoubled):
        return 0
    n = 0
    for p, src, x in _active(g, SavageDoubled, ("quest",)):
        unit = g.s.questing.get(src)
        if unit is not None and g.is_in_play(unit) and x.questing.matches(g, p, src, unit):
            n += 1
    return n
