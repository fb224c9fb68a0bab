"""Damage to sections of a capital that the text names itself (core.capital.zones): "deal 1 damage to this section
of your capital" (the section of the zone this card is in), "this unit deals 1 damage to each section of your
capital", "one target section of an opponent's capital" (chosen by the controller as a Forced effect resolves:
unit_or_capital.py); "heal up to 2 damage from this zone's section of your capital" (terms.healing).

Dealt at once through the damage rules (dealing.apply_damage: redirected, cancelled, burning); a burned section
takes no more damage (core.capital.burning). "this unit deals ...": only while the unit is in play (a unit no longer
in play deals no damage). Registered into effects.HANDLERS for these shapes of DealDamage (another shape goes to the
handler registered before), and this shape of Heal.

Reading chosen: "heal up to N damage" from a section heals as much of its damage as there is, at most N (as "take
up to N resources", cards_moving.py: no player would heal less); a burned section is not healed (core.capital.burning).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Objects, Place
from ..cards import ZONES
from ..state import other
from . import effects
from .capitals import of_your_capital
from .effects import _only, amount
from .objects import Unsupported


def _of_an_opponents_capital(described) -> bool:
    post = described[0] if len(described) == 1 else None
    prep = post.parts[0] if isinstance(post, A.Post) and post.kind == "pp" and len(post.parts) == 1 else None
    np = prep.np if isinstance(prep, A.Prep) and prep.prep == "of" else None
    owner = getattr(np, "owner", None)
    return isinstance(np, A.Possessive) and tuple(np.head.nouns) == ("capital",) and not np.modifiers \
        and not np.posts and isinstance(owner, A.NounPhrase) and tuple(owner.dets) in (("an",), ("each",)) \
        and tuple(owner.head.nouns) == ("opponent",) and not owner.posts and not owner.modifiers


def sections_named(place) -> str | None:
    """"each" (each section of your capital) | "this" (this section of your capital) | "opponent's" (one target
    section of an opponent's capital: the one opponent's) | "undeveloped" (an undeveloped section of your capital:
    one whose zone has no development, core.capital.zones) | None (another place)."""
    if isinstance(place, Place) and place.zone == "section" and place.ref in ("a", "an") \
            and place.qualities == ("undeveloped",) and place.whose is None and not place.position \
            and place.within is None and of_your_capital(place.described):
        return "undeveloped"
    if isinstance(place, Place) and place.zone == "section" and place.ref in ("each", "this") \
            and place.whose is None and not place.position and not place.qualities and place.within is None \
            and of_your_capital(place.described):
        return place.ref
    if isinstance(place, Place) and place.zone == "section" and place.ref == "of" and isinstance(place.whose, Place) \
            and place.whose.zone == "zone" and place.whose.ref == "this" and not place.whose.described \
            and not place.position and not place.qualities and place.within is None \
            and of_your_capital(place.described):
        return "this"  # "this zone's section of your capital"
    if isinstance(place, Objects) and tuple(place.kind) == ("section",) and place.target \
            and place.ref in ("", "a", "one") and (place.count is None or place.count.value == 1) \
            and not place.qualities and place.controller is None and place.place is None and place.of is None \
            and _of_an_opponents_capital(place.described):
        return "opponent's"
    return None


def by_this(by) -> bool:
    return isinstance(by, Objects) and by.ref == "this" and not by.described and not by.qualities \
        and by.controller is None and by.place is None and by.of is None and by.count is None


def targets_now(n, rt) -> list[str]:
    """The sections ("A.kingdom") the damage goes to now: none if this unit, dealing it, is gone, or this card
    is in no zone ("this section")."""
    g = rt.g
    if n.by is not None and not g.is_in_play(rt.source):
        return []
    named = sections_named(n.what if isinstance(n, E.Heal) else n.to)
    if named == "each":
        return [f"{rt.p}.{z}" for z in ZONES]
    if named == "opponent's":  # any of them, until the controller chooses (`_chosen_section`)
        return [f"{other(rt.p)}.{z}" for z in ZONES if f"{other(rt.p)}.{z}" not in g.s.burned][:1]
    if named == "undeveloped":  # one not burned, until its player chooses (`_chosen_section`)
        return [f"{rt.p}.{z}" for z in ZONES if f"{rt.p}.{z}" not in g.s.burned and not g.developments(rt.p, z)][:1]
    where = g.place(rt.source)
    return [f"{rt.p}.{where}"] if where in ZONES and g.controller(rt.source) == rt.p else []


@implements("timing.C.1", "core.capital.burning")
def _chosen_section(rt, undeveloped: bool = False) -> list[str]:
    """The section of the opponent's capital the controller chooses as the effect resolves (`undeveloped`: one of
    his own capital whose zone has no development): the next scripted answer naming one not burned; else the first
    not burned (none when all are)."""
    g, q = rt.g, rt.p if undeveloped else other(rt.p)
    open_ = [z for z in ZONES if f"{q}.{z}" not in g.s.burned and not (undeveloped and g.developments(q, z))]
    if not open_:
        return []
    zone = g.answer(lambda w: w in open_) or open_[0]
    rt.emit("choose_section", ("timing.C.1",), player=rt.p, card=rt.source, section=f"{q}.{zone}")
    return [f"{q}.{zone}"]


_DEAL = effects.HANDLERS.get(E.DealDamage)


def _check(n, ctx) -> None:
    if sections_named(n.to) is None:
        return _DEAL[0](n, ctx)
    _only(n, "amount", "to", "by")
    if n.by is not None and not by_this(n.by):
        raise Unsupported("damage to your capital's sections dealt by another card")
    amount(n.amount, "damage")


@implements("damage.non-combat-damage", "core.capital.zones", "core.capital.burning")
def _run(n, rt) -> bool:
    """The damage on each section named, applied at once."""
    from ..dealing import apply_damage
    if sections_named(n.to) is None:
        return _DEAL[1](n, rt)
    named = sections_named(n.to)
    hits = [(t, n.amount.value) for t in (_chosen_section(rt, named == "undeveloped")
                                          if named in ("opponent's", "undeveloped") else targets_now(n, rt))]
    if not hits or rt.g.over:
        return False
    return bool(apply_damage(rt.g, hits, ("damage.non-combat-damage",)))


effects.HANDLERS[E.DealDamage] = (_check, _run)


_HEAL = effects.HANDLERS.get(E.Heal)


def _up_to(c) -> int:
    if isinstance(c, Count) and isinstance(c.value, int) and c.bound in ("up to", "exactly") and not c.sign:
        return c.value
    raise Unsupported("an amount of damage healed that is not a number")


def _heal_check(n, ctx) -> None:
    if sections_named(n.what) != "this":
        return _HEAL[0](n, ctx)
    _only(n, "amount", "what")
    _up_to(n.amount)


@implements("terms.healing", "core.capital.zones", "core.capital.burning")
def _heal_run(n, rt) -> bool:
    """Damage healed from the section of the zone this card is in (none when it is in no zone or burned)."""
    if sections_named(n.what) != "this":
        return _HEAL[1](n, rt)
    g, done = rt.g, False
    for t in targets_now(n, rt):
        healed = min(_up_to(n.amount), g.s.zone_damage[t])
        if healed and t not in g.s.burned:
            g.s.zone_damage[t] -= healed
            rt.emit("heal_capital", ("terms.healing", "core.capital.zones"), player=t.split(".")[0],
                    zone=t.split(".")[1], amount=healed, card=rt.source)
            done = True
    return done


effects.HANDLERS[E.Heal] = (_heal_check, _heal_run)
