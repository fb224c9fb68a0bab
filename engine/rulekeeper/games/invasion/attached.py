"""What an attachment does to the unit it is attached to, as it enters play and while it stays (constant effects
of attachments): "Corrupt that unit." (Warp Lightning Cannon, Fellblade), "Take control of attached unit. Move
that unit to your corresponding zone." (Soul Stealer).

- Corrupting: done as the attachment enters play; played on a unit already corrupted, the attachment is played
  all the same and only its "corrupt that unit" is cancelled (errata.corruption.17).
- Taking control: a constant effect lasts only while its card is in play; when the attachment leaves play, the
  unit's owner regains control of it, and it moves to their corresponding zone (faq.16).
- Grimgor's Spike: its unit defending alone, the attacking units with combat damage assigned to them are destroyed
  once combat damage is applied, the others not (faq.19).
Read by abilities/program.EXTRA_CONSTANTS; attachments.attach, Game.leave_play and damage.apply call `entered`,
`leaving` and `combat_damage`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...kernel import implements
from ...text.invasion.semantics import effects as E
from ...text.invasion.semantics.nodes import Condition, Objects, Place
from .abilities import program


@dataclass(frozen=True)
class OnHost:
    """One thing an attachment does to its unit: "corrupt", "control" (take control), "moved" (to the
    corresponding zone: what taking control does already)."""
    what: str


def _that_unit(o) -> bool:
    return isinstance(o, Objects) and tuple(o.kind) == ("unit",) and not o.target and not o.described \
        and o.controller is None and o.place is None and (o.ref == "that" and not o.qualities
                                                          or o.ref in ("a", "") and o.qualities == ("attached",))


def _reads(ab, name: str) -> OnHost | None:
    e = ab.effect
    if ab.zone is not None or getattr(e, "by", None) is not None:
        return None
    if isinstance(e, E.Corrupt) and _that_unit(e.what):
        return OnHost("corrupt")
    if isinstance(e, E.TakeControl) and _that_unit(e.what):
        return OnHost("control")
    if _spike(e):
        return OnHost("spike")
    if isinstance(e, E.Move) and _that_unit(e.what) and e.source is None and isinstance(e.to, Place) \
            and e.to.zone == "zone" and e.to.ref == "your corresponding" and not e.to.described:
        return OnHost("moved")
    return None


def _spike(e) -> bool:
    """"If attached unit is defending alone, destroy all attacking units when they take combat damage this phase."."""
    if not (isinstance(e, E.Conditional) and isinstance(e.condition, Condition) and e.condition.word == "if"
            and isinstance(e.condition.clause, E.Alone) and isinstance(e.condition.clause.effect, E.State)):
        return False
    alone, inner = e.condition.clause.effect, e.effect
    if not (_that_unit(alone.who) and alone.state == "defending" and alone.place is None
            and isinstance(inner, E.Conditional) and isinstance(inner.condition, Condition)
            and inner.condition.word == "when" and isinstance(inner.condition.clause, E.Lasting)
            and isinstance(inner.effect, E.Destroy) and inner.effect.by is None):
        return False
    when, victims = inner.condition.clause, inner.effect.what
    return getattr(when.duration, "until", "") == "end of phase" and isinstance(when.effect, E.TakeDamage) \
        and when.effect.amount is None and not when.effect.indirect and isinstance(victims, Objects) \
        and tuple(victims.kind) == ("units",) and victims.ref == "all" and victims.qualities == ("attacking",) \
        and not victims.described


def _does(g, att: int) -> set[str]:
    prog = g.card(att).program
    return {x.what for x in (prog.extras if prog else ()) if isinstance(x, OnHost)}


@implements("errata.corruption.17", "faq.16", "core.effects.ownership")
def entered(g, p: str, att: int, host: int) -> None:
    """The attachment has just entered play on `host`: it corrupts it, takes control of it."""
    from .abilities import passive
    from .movement import take_control
    does = _does(g, att)
    if "corrupt" in does:
        if host in g.s.corrupted:
            g.emit("cancelled", ("errata.corruption.17",), card=att, name=g.name(att),
                   why=f"{g.name(host)} is corrupted already: 'corrupt that unit' is cancelled")
        elif passive.forbids(g, host, "corrupted"):  # "This unit cannot be corrupted." wins (core.effects.cannot)
            g.emit("cancelled", ("core.effects.cannot",), card=att, name=g.name(att),
                   why=f"{g.name(host)} cannot be corrupted: 'corrupt that unit' is cancelled")
        else:
            g.s.corrupted.add(host)
            g.emit("corrupt", ("core.effects.corruption",), card=host, name=g.name(host), by=g.name(att))
    if "control" in does and g.is_in_play(host) and g.controller(host) != p:
        take_control(g, p, host)
    from .abilities.becoming import attached_entered
    attached_entered(g, att, host)  # Judgement of Loec: its card is a development now (faq.25)


@implements("faq.16", "core.effects.ownership")
def leaving(g, att: int) -> None:
    """The attachment is leaving play: a unit it took control of goes back to its owner's corresponding zone."""
    host = g.s.attached.get(att)
    if host is None or "control" not in _does(g, att) or not g.is_in_play(host):
        return
    owner = g.s.owner[host]
    if g.controller(host) == owner:
        return
    zone = g.place(host)
    g.s.zones.move(host, f"{owner}.{zone}")
    g.emit("control_returns", ("faq.16", "core.effects.ownership"), player=owner, card=host, name=g.name(host),
           zone=zone, because=g.name(att))


@implements("faq.19")
def combat_damage(g) -> None:
    """Combat damage was just applied: an attachment whose unit defended alone destroys each attacking unit that
    had combat damage assigned to it, and only those (faq.19, Grimgor's Spike)."""
    c = g.s.combat
    if c is None or len(c.defenders) != 1:
        return
    for att, host in list(g.s.attached.items()):
        if host != c.defenders[0] or "spike" not in _does(g, att) or not g.is_in_play(att):
            continue
        for cid in [a for a in c.attackers if c.against.get(str(a), 0) > 0 and g.is_in_play(a)]:
            g.leave_play(cid, "destroyed", ("faq.19", "terms.destroy"))


program.EXTRA_CONSTANTS.append(_reads)
