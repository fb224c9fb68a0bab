"""Damage as the FAQ's Damage section has it (damage.*): damage is first assigned, then, right before it is
applied, redirected (damage.redirecting-damage) and cancelled (Toughness and cancel effects,
damage.cancelling-damage), then applied all at once; a unit "has been dealt damage" only when at least one
point is applied to it (damage.dealt-damage). Combat damage (damage.py) and non-combat damage (effects) both go
through `apply_damage`; non-combat damage is applied as soon as it is assigned (damage.non-combat-damage).

A target is a unit's card id or a capital section "A.kingdom". Damage moved from one unit to another is not
dealt: no redirect, no cancellation (damage.moving-damage).
"""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from .abilities import damage_instead, doubling, passive, redirects, savage
from .abilities.doubled_damage import capital_factor
from .abilities.uncancellable import now as uncancellable_now
from .game import Game
from .hooks import Hooks

Target = int | str


def _label(g: Game, t: Target) -> str:
    return g.name(t) if isinstance(t, int) else t


def _shields(g: Game, t: Target, kind: str, combat: bool = True) -> list[dict]:
    """The shields on `t`; a capital section also has those on its whole capital ("<player>.capital"); a shield
    on combat damage only ("combat_only") waits for combat damage (`combat`)."""
    whole = f"{t.split('.')[0]}.capital" if isinstance(t, str) else None
    return [x for x in g.s.shields if x["on"] in (t, whole) and x["kind"] == kind and x["left"] > 0
            and (combat or not x.get("combat_only"))]


def known_cancellation(g: Game, cid: int, combat: bool = True) -> int:
    """What will be cancelled of the next damage to this unit: Toughness and cancel effects (core.combat.4: the
    attacker counts these when assigning; redirect effects are not counted, damage.redirecting-damage)."""
    return g.toughness(cid) + sum(x["left"] for x in _shields(g, cid, "cancel")) + passive.known_cancel(g, cid, combat) \
        + KNOWN_CANCELS.total(g, cid)


CANCELS = Hooks("(g, target, n) -> how much of n more is cancelled (damage_cap.py)")
KNOWN_CANCELS = Hooks("(g, cid) -> what an attacker counts as cancelled of the next damage (damage_cap.py)")


@implements("damage.redirecting-damage", "faq.52")
def _redirect(g: Game, hits: dict[Target, int], combat: bool = False) -> dict[Target, int]:
    """Redirect effects move assigned damage to their other target, right before it is applied."""
    out: dict[Target, int] = {}
    for t, n in hits.items():
        for to, moved in redirects.redirect(g, t, n):  # "Redirect the first point of damage ... each turn"
            if not _takes_damage(g, to):
                continue
            n -= moved
            out[to] = out.get(to, 0) + moved
        shields = [x for x in _shields(g, t, "redirect", combat) if _takes_damage(g, x["to"])]
        widest = max(shields, key=lambda x: x["left"], default=None)  # the first of the largest (faq.52)
        moved = min(n, widest["left"]) if widest else 0
        if moved:
            for shield in shields:  # each redirects "the next" damage: the same damage, not more of it (faq.52)
                shield["left"] -= min(moved, shield["left"])
            n -= moved
            out[widest["to"]] = out.get(widest["to"], 0) + moved
            g.emit("redirect", ("damage.redirecting-damage", "faq.52"), source=_label(g, t),
                   to=_label(g, widest["to"]), amount=moved)
        out[t] = out.get(t, 0) + n
    return {t: n for t, n in out.items() if n}


def _takes_damage(g: Game, to: Target) -> bool:
    """Can damage be redirected onto `to` now: a capital section, or a unit in play (a unit that has become a
    development since the redirect was set up is none: the damage stays where it was, card-types.developments)."""
    return not isinstance(to, int) or g.is_in_play(to) and g.card(to).unit


@implements("damage.cancelling-damage")
def _cancel(g: Game, t: Target, n: int, uncancellable: bool, combat: bool = False) -> int:
    """The damage left once Toughness (units) and cancel effects have cancelled what they can."""
    if uncancellable:
        return n
    cancelled = 0
    if isinstance(t, int):
        cancelled = min(n, g.toughness(t))
    cancelled += passive.cancels(g, t, n - cancelled, combat)  # constant effects (core.effects.constant)
    for f in CANCELS:  # "cancel all but 1 of that damage" (damage_cap.py)
        cancelled += f(g, t, n - cancelled)
    for shield in _shields(g, t, "cancel"):
        used = min(n - cancelled, shield["left"])
        shield["left"] -= used
        cancelled += used
        if used and shield.get("gain"):  # "For each damage thus canceled, gain 1 resource." (cancel_gains.py)
            g.s.resources[shield["gain"]] += used
            g.emit("gain", ("damage.cancelling-damage", "core.turn.1"), player=shield["gain"], resources=used,
                   by=shield.get("by"), why="for each damage thus cancelled")
    if cancelled:
        g.emit("cancel", ("damage.cancelling-damage",), target=_label(g, t), amount=cancelled)
    return n - cancelled


@implements("core.combat.5", "damage.dealt-damage", "core.combat.non-combat-damage", "faq.47")
def apply_damage(g: Game, hits: list[tuple[Target, int]], rules: tuple[str, ...],
                 uncancellable: bool = False) -> dict[Target, int]:
    """Assigned damage applied at once: redirected, cancelled, then put on the units and capital sections; units
    whose damage reaches their hit points are destroyed. Returns what was applied, by target."""
    s = g.s
    uncancellable = uncancellable or uncancellable_now(g, rules)  # "Indirect damage cannot be cancelled ..."
    assigned: dict[Target, int] = {}
    for t, n in hits:
        if n > 0:
            assigned[t] = assigned.get(t, 0) + n
    applied: dict[Target, int] = {}
    for t, n in _redirect(g, assigned, combat="core.combat.5" in rules).items():
        if isinstance(t, int) and not g.is_in_play(t):
            continue  # a unit that left play meanwhile: its damage has nowhere to go
        left = _cancel(g, t, n, uncancellable, combat="core.combat.5" in rules)
        left = damage_instead.prevent(g, t, left)  # "... you may remove a resource token from this card instead"
        if isinstance(t, int):
            s.damage[t] = s.damage.get(t, 0) + left
            g.emit("damage", rules, card=t, name=g.name(t), assigned=n, cancelled=n - left, applied=left)
            if left:
                applied[t] = left
                g.emit("dealt_damage", ("damage.dealt-damage",), card=t, name=g.name(t), amount=left)
        else:
            p, zone = t.split(".")
            k = capital_factor(g, t)  # "While attached unit is attacking, double all damage dealt to ..."
            if k > 1 and left:
                g.emit("damage_doubled", ("core.effects.constant", "faq.23"), target=t, dealt=left, now=left * k)
                left *= k
            before, burned = s.zone_damage[t], t in s.burned
            g.damage_zone(p, zone, left, rules)
            if left and not burned and s.zone_damage[t] > before:
                applied[t] = left  # all of it is dealt, though what is beyond the zone's hit points does nothing (faq.47)
                g.emit("dealt_damage", ("damage.dealt-damage", "faq.47"), player=p, zone=zone, amount=left)
    g.check_destroyed(rules)
    savage.strike_back(g, applied)  # Savage N: "whenever this unit is dealt damage, it may deal N damage ..."
    return applied


def deal(g: Game, target: Target, n: int, rules: tuple[str, ...], uncancellable: bool = False,
         savage: bool = False) -> dict[Target, int]:
    """Non-combat damage (and Counterstrike's): applied as soon as it is assigned (damage.non-combat-damage,
    rulebook-errata.3). `savage`: dealt by the effect of Savage (doubled_damage.py)."""
    if isinstance(target, int) and g.card(target).unit:
        n *= doubling.factor(g, savage)  # damage assigned to a unit is doubled as it is assigned (faq.23)
    return apply_damage(g, [(target, n)], rules, uncancellable)


@implements("damage.moving-damage", "faq.22")
def move_damage(g: Game, source: int, to: int, n: int) -> None:
    """Damage tokens moved from one unit to another: not dealt, not assigned, so Toughness cancels none."""
    s = g.s
    if n < 1:
        raise IllegalAction("damage.moving-damage", f"moving damage moves at least 1 damage, not {n}")
    if s.damage.get(source, 0) < n:
        raise IllegalAction("damage.moving-damage", f"{g.name(source)} has {s.damage.get(source, 0)} damage, "
                                                    f"not {n} to move")
    capped = min(n, g.damage_to_destroy(to))  # no more than it takes to destroy the unit (faq.22)
    rules = ("damage.moving-damage",) if capped == n else ("damage.moving-damage", "faq.22")
    n = capped
    s.damage[source] -= n
    if not s.damage[source]:
        del s.damage[source]
    s.damage[to] = s.damage.get(to, 0) + n
    g.emit("move_damage", rules, source=g.name(source), to=g.name(to), amount=n)
    g.check_destroyed(("damage.moving-damage",))


@implements("terms.healing", "faq.13")
def heal(g: Game, cid: int, n: int, by: str | None = None) -> None:
    """Healing removes damage tokens from a unit: a unit without damage can't be healed. `by`: the player whose
    effect heals it (each unit healed is its own event, faq.13)."""
    have = g.s.damage.get(cid, 0)
    if not have:
        raise IllegalAction("terms.healing", f"{g.name(cid)} has no damage to heal")
    from .abilities.lasting_triggers import heal_instead
    if heal_instead(g, cid):  # "when target unit is healed, destroy that unit instead" (a replacement)
        return
    healed = min(n, have)
    g.s.damage[cid] = have - healed
    if not g.s.damage[cid]:
        del g.s.damage[cid]
    g.emit("heal", ("terms.healing",), card=cid, name=g.name(cid), amount=healed, **({"by": by} if by else {}))


@implements("clar.conditional-actions")
def shield(g: Game, kind: str, on: Target, n: int, to: Target | None = None) -> None:
    """A lasting effect on the next n damage to `on` this turn: cancel it, or redirect it to `to`; it ends when
    used up or at the end of the turn (clar.conditional-actions)."""
    rule = "damage.cancelling-damage" if kind == "cancel" else "damage.redirecting-damage"
    g.s.shields.append({"on": on, "kind": kind, "left": n, "to": to})
    g.emit("lasting_effect", (rule, "clar.conditional-actions"), effect=kind, on=_label(g, on),
           to=None if to is None else _label(g, to), amount=n)
