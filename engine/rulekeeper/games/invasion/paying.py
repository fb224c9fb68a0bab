"""Paying for a card as it is played in other ways than with resources, chosen when the player announces the play
(faq.51: an ability that lowers a card's cost as it is played can be used then and only then; once the card is in
play it can't any more; a change to a card's cost changes only the cost to play it):
- "You may sacrifice 3 developments to lower this unit's cost to 0." (Tunnel Fighter): the developments named,
  the player's own, are sacrificed and the unit is played for 0;
- "During your capital phase, you may spend damage on this unit as though it were resources." (Urguck): each
  damage removed from that unit counts as 1 resource spent on the card played (errata.core.62).
The action ("play_paying", card, zone, {"developments": [ids], "damage": [[unit, n], ...]}); the protocol's play
reaches it with `sacrificing` / `spending_damage`. Read by abilities/program.EXTRA_CONSTANTS.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...kernel import IllegalAction, implements
from ...text.invasion.semantics import effects as E
from ...text.invasion.semantics.nodes import Condition, Objects
from .abilities import program
from .capital import _hand, _zone, cost, own_capital_phase, play, refusal
from .cards import ZONES
from .turn import expect


@dataclass(frozen=True)
class LowersOwnCost:
    """Sacrificing `developments` of its player's developments lowers this card's cost to 0."""
    developments: int


@dataclass(frozen=True)
class DamageAsResources:
    """In its controller's capital phase, the damage on this unit may be spent as resources."""


def _this(o) -> bool:
    return isinstance(o, Objects) and o.ref == "this" and not o.described and not o.qualities


def _reads(ab, name: str):
    e = ab.effect
    if ab.zone is not None:
        return None
    if isinstance(e, E.Paid) and isinstance(e.cost, E.Modal) and e.cost.kind == "may" \
            and isinstance(e.cost.effect, E.Sacrifice) and isinstance(e.effect, E.LowerCost):
        what, low = e.cost.effect.what, e.effect
        if isinstance(what, Objects) and tuple(what.kind) == ("developments",) and what.ref == "" \
                and not what.described and not what.qualities and what.count is not None \
                and what.count.bound == "exactly" and isinstance(what.count.value, int) and _this(low.what) \
                and low.amount is None and low.raise_ is None and low.to is not None and low.to.value == 0:
            return LowersOwnCost(what.count.value)
    if isinstance(e, E.Conditional) and isinstance(e.condition, Condition) and e.condition.word == "during" \
            and isinstance(e.condition.clause, Objects) and tuple(e.condition.clause.kind) == ("capital", "phase") \
            and e.condition.clause.ref == "your" and isinstance(e.effect, E.Modal) and e.effect.kind == "may" \
            and isinstance(e.effect.effect, E.SpendAsResources) and _this(e.effect.effect.source):
        what = e.effect.effect.what
        if isinstance(what, Objects) and tuple(what.kind) == ("damage",) and not what.described:
            return DamageAsResources()
    return None


def _has(g, cid: int, kind):
    prog = g.card(cid).program
    return next((x for x in (prog.extras if prog else ()) if isinstance(x, kind)), None)


@implements("faq.51", "errata.core.62", "core.cards.cost")
def play_paying(g, p: str, cid, zone, paying) -> None:
    """Play card `cid` from hand into `zone`, paying as `paying` says; everything checked before anything changes."""
    own_capital_phase(g, p, "play a card from hand")
    expect(g, p, "capital", "core.turn.3", "play a card")
    _hand(g, p, cid)
    _zone(zone)
    if not isinstance(paying, dict) or set(paying) - {"developments", "damage"}:
        raise IllegalAction("core.cards.cost", f"{paying!r}: a play pays with 'developments' and/or 'damage'")
    problem = refusal(g, p, cid, zone, free=True)  # every restriction but the cost, checked below
    if problem:
        raise problem
    devs, spent = list(paying.get("developments") or []), list(paying.get("damage") or [])
    if devs:
        lower = _has(g, cid, LowersOwnCost)
        if lower is None:
            raise IllegalAction("faq.51", f"{g.name(cid)} has no ability that lowers its cost as it is played")
        mine = [c for z in ZONES for c in g.cards(p, f"{z}.dev")]
        if len(devs) != lower.developments or len(set(devs)) != len(devs) or not all(d in mine for d in devs):
            raise IllegalAction("faq.51", f"{g.name(cid)}: sacrifice {lower.developments} different developments "
                                          f"of player {p}'s")
    total = 0
    for unit, n in spent:
        if not isinstance(unit, int) or unit not in g.s.zones.where or g.controller(unit) != p \
                or not g.is_in_play(unit) or _has(g, unit, DamageAsResources) is None:
            raise IllegalAction("errata.core.62", f"card {unit!r} is not a unit of player {p}'s whose damage may be "
                                                  "spent as resources")
        if isinstance(n, bool) or not isinstance(n, int) or not 0 < n <= g.s.damage.get(unit, 0):
            raise IllegalAction("errata.core.62", f"{g.name(unit)} has {g.s.damage.get(unit, 0)} damage to spend, "
                                                  f"not {n!r}")
        total += n
    price = 0 if devs else cost(g, p, g.card(cid), zone=zone)
    if total > price:
        raise IllegalAction("errata.core.62", f"{total} damage spent on a card that costs {price}")
    if price - total > g.s.resources[p]:
        raise IllegalAction("core.cards.cost", f"{g.name(cid)} costs {price}; player {p} has {g.s.resources[p]} "
                                               f"resources and spends {total} damage")
    for d in devs:  # the cost lowered as the play is announced (faq.51)
        g.leave_play(d, "sacrificed", ("faq.51", "terms.sacrifice"))
    for unit, n in spent:  # each damage removed is 1 resource spent (errata.core.62)
        g.s.damage[unit] -= n
        g.s.resources[p] += n
        g.emit("spend_damage", ("errata.core.62",), player=p, card=unit, name=g.name(unit), amount=n)
    play(g, p, cid, zone, free=bool(devs))


program.EXTRA_CONSTANTS.append(_reads)
