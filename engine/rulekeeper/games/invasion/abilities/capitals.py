"""A capital where card text names a place to damage or heal (core.capital.*): "deal 2 damage to your capital
(you choose which section(s))", "deal 1 damage to target capital (you choose which zone)", "deal 3 damage to a
section of your capital", "deal 8 damage to one section of target capital (you choose which section)" (every
point on the one section chosen), "heal 1 damage to your capital".

Damage to a capital goes through the damage rules (dealing.deal: cancelled, redirected, burning). The section is
the controller's choice: the next scripted answers naming sections, one per point of damage (a section named for
one point takes the points after it until another is named), else the first section not burned (kingdom, quest,
battlefield). "Target capital" is a player's capital, chosen as the effect resolves (cards_moving.chosen_player:
else the opponent's). Healing removes damage from one section that is not burned (a burned section stays burned,
core.capital.burning), the most damaged unless an answer names another.
Registered into effects.HANDLERS for these shapes of DealDamage and Heal (another shape goes to the handler
registered before).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place
from ..cards import ZONES
from . import effects
from .cards_moving import chosen_player
from .effects import _only, amount


def _one_section(o) -> str | None:
    """"one section of target capital" / "one section of your capital" (a noun phrase, not a place): whose capital,
    every point of the damage on the one section chosen; None for another phrase."""
    if not (isinstance(o, Objects) and tuple(o.kind) == ("section",) and o.ref in ("", "a", "one")
            and getattr(o.count, "value", 1) == 1 and getattr(o.count, "bound", "exactly") == "exactly"
            and not (o.target or o.qualities or o.controller or o.place or o.of) and len(o.described) == 1):
        return None
    post = o.described[0]
    prep = post.parts[0] if isinstance(post, A.Post) and post.kind == "pp" and len(post.parts) == 1 else None
    np = getattr(prep, "np", None)
    if getattr(prep, "prep", "") != "of" or not isinstance(np, A.NounPhrase) or tuple(np.head.nouns) != ("capital",) \
            or np.posts or np.quantity is not None:
        return None
    if tuple(np.dets) == ("your",) and not np.modifiers:
        return "you"
    return "chosen" if not np.dets and tuple(np.modifiers) == ("target",) else None


def _capital(place) -> str | None:
    """Whose capital a place is: "you" | "chosen" (target capital); None for another place."""
    if not isinstance(place, Place) or place.whose is not None or place.position or place.within is not None:
        return None
    if place.zone == "capital" and not place.described:
        if place.ref == "your" and not place.qualities:
            return "you"
        if place.ref == "" and place.qualities == ("target",):
            return "chosen"
    if place.zone == "section" and place.ref == "a" and not place.qualities and of_your_capital(place.described):
        return "you"
    return None


def of_your_capital(described) -> bool:
    """The qualifiers of a place are "... of your capital" alone."""
    post = described[0] if len(described) == 1 else None
    prep = post.parts[0] if isinstance(post, A.Post) and post.kind == "pp" and len(post.parts) == 1 else None
    np = prep.np if isinstance(prep, A.Prep) and prep.prep == "of" else None
    return isinstance(np, A.NounPhrase) and tuple(np.dets) == ("your",) and tuple(np.head.nouns) == ("capital",) \
        and not np.modifiers and not np.posts


def _whose(rt, capital: str) -> str:
    return rt.p if capital == "you" else chosen_player(rt)


def _sections(rt, q: str, n: int) -> list[str]:
    """The section each point of damage goes to."""
    g = rt.g
    open_ = [z for z in ZONES if f"{q}.{z}" not in g.s.burned] or list(ZONES)
    out, current = [], open_[0]
    for _ in range(n):
        current = g.answer(lambda w: w in ZONES) or current
        out.append(current)
    return out


_DEAL = effects.HANDLERS.get(E.DealDamage)


def _deal_check(n, ctx) -> None:
    if (_capital(n.to) or _one_section(n.to)) is None:
        return _DEAL[0](n, ctx)
    _only(n, "amount", "to")
    amount(n.amount, "damage")


@implements("damage.non-combat-damage", "core.capital.burning")
def _deal_run(n, rt) -> bool:
    """Damage to a section of a capital, the section(s) chosen by the controller."""
    from ..dealing import deal
    if (_capital(n.to) or _one_section(n.to)) is None:
        return _DEAL[1](n, rt)
    g, q = rt.g, _whose(rt, _capital(n.to) or _one_section(n.to))
    points = _sections(rt, q, n.amount.value)
    if _one_section(n.to) is not None:  # "one section": the first point's section takes every point
        points = points[:1] * len(points)
    for zone in dict.fromkeys(points):
        if g.over:
            break
        deal(g, f"{q}.{zone}", points.count(zone), ("damage.non-combat-damage",))
    return bool(points)


_HEAL = effects.HANDLERS.get(E.Heal)


def _heal_check(n, ctx) -> None:
    if _capital(n.what) is None:
        return _HEAL[0](n, ctx)
    _only(n, "amount", "what")
    if n.amount is not None:
        amount(n.amount, "damage healed")


@implements("terms.healing", "core.capital.burning")
def _heal_run(n, rt) -> bool:
    """Heal damage on one section of a capital that is not burned."""
    if _capital(n.what) is None:
        return _HEAL[1](n, rt)
    g, q = rt.g, _whose(rt, _capital(n.what))
    hurt = sorted((z for z in ZONES if g.s.zone_damage[f"{q}.{z}"] and f"{q}.{z}" not in g.s.burned),
                  key=lambda z: -g.s.zone_damage[f"{q}.{z}"])
    if not hurt:
        return False
    zone = (g.answer(lambda w: w in hurt) if len(hurt) > 1 else None) or hurt[0]
    key = f"{q}.{zone}"
    healed = g.s.zone_damage[key] if n.amount is None else min(n.amount.value, g.s.zone_damage[key])
    g.s.zone_damage[key] -= healed
    rt.emit("heal_capital", ("terms.healing",), player=q, zone=zone, amount=healed, card=rt.source)
    return bool(healed)


effects.HANDLERS[E.DealDamage] = (_deal_check, _deal_run)
effects.HANDLERS[E.Heal] = (_heal_check, _heal_run)
