"""Damage that effects keep from being cancelled (core.effects.constant, core.effects.cannot,
damage.cancelling-damage): "Kingdom. Indirect damage cannot be cancelled by card effects." (White Tower Aspirant),
"Damage cannot be cancelled." (Bloodthirster: any damage, while the card is in play), and, until the end of the
turn, "Until the end of the turn, combat damage cannot be canceled." (Mob Up).

The constants are read by program.EXTRA_CONSTANTS into an `Uncancellable`; the lasting one is an entry
{"card": -1 (on no card), "uncancellable": "combat"} that the end of the turn clears (timing.E.3). dealing.apply_damage
asks `now` and then cancels none of the damage (Toughness, cancel effects and constant effects are all card
effects); "cannot" beats "can" (core.effects.cannot), so an effect cancelling all combat damage (cancelling.py,
damage_shields.py) asks it too; indirect.py asks `indirect`, so a unit is not given more indirect damage than
destroys it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Duration, Objects
from ..cards import ZONES
from . import effects, program


@dataclass(frozen=True)
class Uncancellable:
    """Damage (`damage`: indirect | all) can't be cancelled while the source is in `zone` (anywhere: None)."""
    zone: str | None
    damage: str = "indirect"


def _damage(o, *kind: str) -> bool:
    return isinstance(o, Objects) and tuple(o.kind) == kind and o.ref in ("a", "") and not o.qualities \
        and not o.described and o.place is None and o.controller is None and o.of is None and o.count is None


def _reads(ab, name: str) -> Uncancellable | None:
    e = ab.effect
    if not (isinstance(e, E.Modal) and e.kind == "cannot" and isinstance(e.effect, E.Cancel)):
        return None
    c = e.effect
    what, by = c.what, c.by
    if _damage(what, "damage") and by is None and c.to is None:
        return Uncancellable(ab.zone, "all")  # "Damage cannot be cancelled."
    if not (isinstance(what, Objects) and tuple(what.kind) == ("damage",) and what.qualities == ("indirect",)
            and not what.described and what.place is None and what.controller is None and c.to is None
            and isinstance(by, Objects) and tuple(by.kind) == ("card", "effects") and by.of is None
            and not by.described and not by.qualities):
        return None
    return Uncancellable(ab.zone)


def _names(g):
    names = g.__dict__.get("_uncancellable")
    if names is None:
        names = frozenset(n for n, c in g.pool.items() if c.program is not None
                          and any(isinstance(x, Uncancellable) for x in c.program.extras))
        g.__dict__["_uncancellable"] = names
    return names


def _in_play(g, damage: str) -> bool:
    """Is such a card in play, in the zone its prefix names?"""
    names = _names(g)
    if not names:
        return False
    for q in ("A", "B"):
        for z in ZONES:
            for src in g.cards(q, z):
                if g.name(src) in names and any(isinstance(x, Uncancellable) and x.zone in (None, z)
                                                and x.damage == damage for x in g.card(src).program.extras):
                    return True
    return False


@implements("damage.indirect-damage", "damage.cancelling-damage", "core.effects.constant")
def indirect(g) -> bool:
    """Is indirect damage uncancellable now?"""
    return _in_play(g, "indirect") or _in_play(g, "all")


@implements("damage.cancelling-damage", "core.effects.cannot", "core.effects.constant", "timing.E.3")
def now(g, rules: tuple[str, ...]) -> bool:
    """Is the damage dealt now for these rules (combat damage: core.combat.5) uncancellable?"""
    if _in_play(g, "all"):
        return True
    if "core.combat.5" in rules and any(m.get("uncancellable") == "combat" for m in g.s.lasting):
        return True
    return "damage.indirect-damage" in rules and _in_play(g, "indirect")


def _until_end_of_turn(n) -> bool:
    """The lasting "Until the end of the turn, combat damage cannot be canceled." (Mob Up)."""
    e = n.effect
    return isinstance(n.duration, Duration) and n.duration.until in effects.LASTING and isinstance(e, E.Modal) \
        and e.kind == "cannot" and isinstance(e.effect, E.Cancel) and _damage(e.effect.what, "combat", "damage") \
        and e.effect.by is None and e.effect.to is None


_LASTING = effects.HANDLERS[E.Lasting]


def _lasting_check(n, ctx) -> None:
    if not _until_end_of_turn(n):
        _LASTING[0](n, ctx)


@implements("core.effects.cannot", "timing.E.3")
def _lasting_run(n, rt) -> bool:
    if not _until_end_of_turn(n):
        return _LASTING[1](n, rt)
    entry = {"card": -1, "uncancellable": "combat", "by": rt.name}
    rt.g.s.lasting.append(entry)
    rt.emit("lasting", ("core.effects.cannot", "timing.E.3"), until="end of turn", **entry)
    return True


effects.HANDLERS[E.Lasting] = (_lasting_check, _lasting_run)


program.EXTRA_CONSTANTS.append(_reads)
