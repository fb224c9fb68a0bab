"""A text box treated as blank for a while (faq.28): "treat target unit's text box as though it were blank until
the end of the turn" (Angi'arie), "... to treat this card's printed text box as though it were blank until the end
of the turn" (Phoenix Ward); Feared N ("while this unit is attacking, blank the text box of N target unit(s)
except for Traits": Screamers of Tzeentch, Zombie Dragon).

Each is a lasting entry {"card", "blank": True} (until the end of the turn, timing.E.3), with "while_attacking":
the Feared unit, for as long as that unit is attacking in the attack under way; blanking.blank reads them, so the
unit has no abilities meanwhile (faq.28: no constant effects, Forced effects, Actions or printed keywords; what is
on it stays). Feared: as the attackers are declared (core.combat.2), each attacking unit with Feared N has its
controller choose N target units (targeting.target: the next scripted answers naming units, else the defending
player's units in the attacked zone first, then their other units; a unit that cannot be targeted is not chosen).

Registered into effects.HANDLERS for Treat (none before: another shape stays refused); combat.done calls `feared`.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Objects
from ..cards import ZONES
from . import effects
from .objects import Unsupported, forbidden

_BEFORE = effects.HANDLERS.get(E.Treat)


def _reads(n) -> bool:
    """"Treat <target unit>'s text box as though it were blank until the end of the turn"."""
    o, c = n.what, n.as_
    if not (n.by is None and isinstance(o, Objects) and tuple(o.kind) == ("text", "box") and o.ref == "of"
            and isinstance(o.of, Objects) and not o.described and o.qualities in ((), ("printed",))):
        return False
    clause = c.clause if isinstance(c, Condition) and c.word == "as though" else None
    return isinstance(clause, E.Lasting) and getattr(clause.duration, "until", None) in effects.LASTING \
        and isinstance(clause.effect, E.State) and clause.effect.state == "blank" and clause.effect.place is None \
        and isinstance(clause.effect.who, Objects) and clause.effect.who.ref == "it"


def _check(n, ctx) -> None:
    if not _reads(n):
        if _BEFORE is None:
            raise Unsupported("the effect Treat")
        return _BEFORE[0](n, ctx)
    sel = ctx.objects(n.what.of)
    if sel.kind != "unit" and sel.ref != "this":  # a unit, or this card itself (Phoenix Ward)
        raise Unsupported("blanking the text box of something other than a unit")


@implements("faq.28", "timing.E.3")
def _run(n, rt) -> bool:
    if not _reads(n):
        return _BEFORE[1](n, rt)
    hit = [c for c in effects.cards(rt, n.what.of) if rt.g.is_in_play(c)]
    for cid in hit:
        entry = {"card": cid, "blank": True}
        rt.g.s.lasting.append(entry)
        rt.emit("lasting", ("faq.28", "timing.E.3"), until="end of turn", name=rt.g.name(cid), **entry)
    return bool(hit)


def blanked(g, cid: int) -> bool:
    """Is a lasting effect blanking this card's text box now?"""
    c = g.s.combat
    for m in g.s.lasting:
        if m["card"] == cid and m.get("blank"):
            src = m.get("while_attacking")
            if src is None or c is not None and src in c.attackers:
                return True
    return False


@implements("faq.28", "targeting.target", "core.combat.2")
def feared(g, p: str) -> None:
    """The attackers were just declared: each with Feared N blanks N target units while it is attacking."""
    from ..state import other
    c = g.s.combat
    if c is None:
        return
    for att in list(c.attackers):
        n = g.keyword(att, "feared")
        if not n:
            continue
        q = other(p)
        order = [u for z in [c.target] + [z for z in ZONES if z != c.target] for u in g.units(q, z)]
        legal = [u for u in order + [u for z in ZONES for u in g.units(p, z) if u != att]
                 if not forbidden(g, u, "be targeted", p)]
        picked = []
        while len(picked) < n and g.s.answers and any(g.name(u) == g.s.answers[0] and u not in picked for u in legal):
            name = g.s.answers.pop(0)
            picked.append(next(u for u in legal if g.name(u) == name and u not in picked))
        picked += [u for u in legal if u not in picked][:n - len(picked)]
        for u in picked:
            entry = {"card": u, "blank": True, "while_attacking": att}
            g.s.lasting.append(entry)
            g.emit("feared", ("faq.28", "targeting.target", "core.combat.2"), card=att, name=g.name(att),
                   target=u, blanked=g.name(u))


effects.HANDLERS[E.Treat] = (_check, _run)
