"""Cancelling "an Action just triggered" (faq.45, Mage of Loec): any Action on the unresolved chain, a card's
triggered Action or a tactic played from hand alike; the playing of a unit, support card or development is no
Action and never on the chain, so it can't be cancelled this way.

Cancelling "all damage assigned during the battlefield phase this turn" (Master Rune of Valaya, faq.53): a lasting
effect on the combat damage of one battlefield phase, the next one to apply its damage this turn; then it is used.

Registered into effects.HANDLERS for Cancel on top of the handler registered before (justplayed.py: "a tactic just
played"), which gets every other shape of Cancel.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from . import effects, justplayed


def _battlefield_damage(o) -> bool:
    """"all damage assigned during the battlefield phase this turn"."""
    if not (isinstance(o, Objects) and tuple(o.kind) == ("damage",) and o.ref == "all" and not o.target
            and o.count is None and not o.qualities and len(o.described) == 1):
        return False
    parts = getattr(o.described[0], "parts", ())
    return len(parts) == 3 and parts[0] == "assigned" and getattr(parts[1], "prep", "") == "during" \
        and tuple(parts[1].np.head.nouns) == ("battlefield", "phase") and parts[1].np.dets == ("the",) \
        and tuple(getattr(getattr(parts[2], "head", None), "nouns", ())) == ("turn",) and parts[2].dets == ("this",)


@implements("faq.53")
def combat_damage(g) -> None:
    """Combat damage is about to be applied: an unused "cancel all damage assigned during the battlefield phase"
    cancels all of it, and is used up: it cancels the damage of a single battlefield phase (faq.53)."""
    from .uncancellable import now as now_uncancellable
    c = g.s.combat
    rune = next((m for m in g.s.lasting if m.get("cancel_battlefield_damage") and not m.get("used")), None)
    if c is None or rune is None or now_uncancellable(g, ("core.combat.5",)):
        return  # combat damage that cannot be cancelled: "cannot" beats "can" (core.effects.cannot)
    rune["used"] = True
    g.emit("cancelled", ("faq.53", "damage.cancelling-damage"), name=rune["by"], why="all damage assigned in this "
           "battlefield phase", attacker=dict(c.assigned), defender=dict(c.against))
    c.assigned, c.against = {}, {}


def _just_triggered(o) -> justplayed.OnTheChain | None:
    if isinstance(o, Objects) and o.ref in ("a", "an") and not o.target and o.count is None and not o.qualities \
            and o.controller is None and o.place is None and tuple(o.kind) == ("action",) \
            and len(o.described) == 1 and "('just', 'triggered')" in repr(o.described[0]):
        return justplayed.OnTheChain(tactics_only=False, ref="just triggered")
    return None


_BEFORE = effects.HANDLERS[E.Cancel]


def _check(n, ctx) -> None:
    if _battlefield_damage(n.what) and n.to is None and n.by is None:
        return
    sel = _just_triggered(n.what) if n.to is None and n.by is None else None
    if sel is None:
        return _BEFORE[0](n, ctx)
    ctx.slots.append((n.what, sel))


@implements("faq.45")
def _run(n, rt) -> bool:
    """The chosen Action's entry leaves the chain, unresolved (a tactic so cancelled stays in the discard pile)."""
    if _battlefield_damage(n.what) and n.to is None and n.by is None:
        rt.g.s.lasting.append({"card": -1, "cancel_battlefield_damage": True, "by": rt.name})  # -1: on no card
        rt.emit("lasting_effect", ("faq.53", "damage.cancelling-damage"), effect="cancel all damage assigned",
                on="the battlefield phase")
        return True
    if _just_triggered(n.what) is None or n.to is not None or n.by is not None:
        return _BEFORE[1](n, rt)
    chosen = effects.chosen_targets(rt, n.what)
    return cancel_on_chain(rt, lambda e: e.get("card") in chosen, "an Action cancelled while just triggered")


@implements("faq.45", "timing.B.3")
def cancel_on_chain(rt, picked, why: str) -> bool:
    """The unresolved chain's entries `picked` chooses leave it, unresolved (a tactic so cancelled stays in the
    discard pile): what every "cancel an Action just triggered" does once its Action is known."""
    w = rt.g.s.window or {}
    hit = [e for e in w.get("chain", []) if picked(e)]
    for e in hit:
        w["chain"].remove(e)
        rt.emit("cancelled", ("faq.45", "timing.B.3"), card=e["card"], name=e["name"], by=rt.name, why=why)
    return bool(hit)


effects.HANDLERS[E.Cancel] = (_check, _run)
