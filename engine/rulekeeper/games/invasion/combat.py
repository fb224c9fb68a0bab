"""The battlefield phase's attack, steps 1-3 (core.combat.1-3): the target zone, the attackers, the defenders
and their Counterstrike. Steps 4-5 (assigning and applying damage) are in damage.py."""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from .abilities import passive, permissions
from .abilities.objects import forbidden
from .cards import ZONES
from .damage import deal_now
from .game import Game
from .legends import auto_defend, is_legend
from .obligations import anywhere
from .state import Combat, other
from .turn import end_turn, expect
from .hooks import Hooks


@implements("core.combat.1", "faq.2")
def declare_target(g: Game, p: str, zone: str | None, legend: bool = False) -> None:
    """One zone of the opponent's capital (a burned one too, faq.2), or the opponent's legend through a zone
    (core.combat.1, clar.legends), or no attack (timing.phase.4)."""
    expect(g, p, "target", "core.combat.1", "declare the target of an attack")
    if zone is None:
        from .obligations import refusal
        if refusal(g, p, "target"):  # a unit that must attack, if able (obligations.py)
            raise refusal(g, p, "target")
        g.emit("no_attack", ("timing.phase.4",), player=p)
        end_turn(g)
        return
    if zone not in ZONES:
        raise IllegalAction("core.combat.1", f"{zone!r} is not a zone of the opponent's capital")
    from .obligations import zone_refusal
    if zone_refusal(g, p, zone):  # "This zone cannot be attacked." (obligations.py)
        raise zone_refusal(g, p, zone)
    from .fulcrums import capital_attack_made
    if capital_attack_made(g):
        raise IllegalAction("faq.56", f"player {p} has attacked a capital zone this battlefield phase: the fulcrum "
                                      "attack is left")
    target = None
    if legend:
        from .legends import legend_of
        target = legend_of(g, other(p))  # the legend, not an attachment beside it (on it, by either player)
        if target is None:
            raise IllegalAction("core.combat.1", f"player {other(p)} has no legend to attack")
    g.s.combat = Combat(zone, legend=target)
    g.emit("target", ("core.combat.1",), player=p, defender=other(p), zone=zone,
           legend=None if target is None else g.name(target))
    _window(g, "attackers")


def _window(g: Game, then: str) -> None:
    """The action window after each step of the attack (timing.phase.4)."""
    from .windows import open_window
    open_window(g, "timing.phase.4", then)


def attackers_step(g: Game) -> None:
    g.s.step, g.s.deciding = "attackers", g.s.active


def defenders_step(g: Game) -> None:
    g.s.step, g.s.deciding = "defenders", other(g.s.active)


ATTACK_ELSEWHERE = Hooks("(g, cid) -> bool: effects that let a unit attack from outside the battlefield")


@implements("core.effects.corruption")
def can_attack(g: Game, p: str, cid: int) -> IllegalAction | None:
    c = g.s.combat
    from .legends import attacker_refusal
    legend = attacker_refusal(g, p, cid)  # a legend attacks with the units (clar.legends, faq.57)
    if legend is not None:
        return legend or None
    where = g.s.zones.where.get(cid, "")
    from .effect_attacks import attacker_refusal, permitted
    elsewhere = where.split(".")[0] == p and where.partition(".")[2] in ZONES \
        and (passive.allows(g, cid, "attack_anywhere")  # "This unit may attack from any zone."
             or c is not None and cid in c.allowed or permitted(g, cid)  # Wolves of the North's attack
             or permissions.allows(g, cid, "attack")  # "... whenever a [Orc] legend you control attacks
             or ATTACK_ELSEWHERE.any(g, cid))  # attacking_elsewhere.py
    if (where != f"{p}.battlefield" and not elsewhere) or not g.card(cid).unit:
        return IllegalAction("core.combat.2", f"card {cid} is not one of player {p}'s units in their battlefield")
    if attacker_refusal(g, p, cid):
        return attacker_refusal(g, p, cid)
    if cid in g.s.corrupted:
        return IllegalAction("core.effects.corruption", f"{g.name(cid)} is corrupted: it can't attack")
    if passive.forbids(g, cid, "attack"):
        return IllegalAction("core.effects.constant", f"{g.name(cid)} can't attack ({passive.forbids(g, cid, 'attack')})")
    if forbidden(g, cid, "attack"):
        return IllegalAction("core.effects.cannot", f"{g.name(cid)} cannot attack this turn (a card effect)")
    if cid in c.attackers:
        return IllegalAction("core.combat.2", f"{g.name(cid)} is already attacking")
    return permissions.refusal(g, p, cid, "attack")  # "cannot attack or defend alone"


@implements("core.combat.2")
def declare_attacker(g: Game, p: str, cid: int) -> None:
    """Units in the attacker's battlefield, not corrupted; chosen one by one, declared together by `done`."""
    expect(g, p, "attackers", "core.combat.2", "declare an attacker")
    problem = can_attack(g, p, cid)
    if problem:
        raise problem
    g.s.combat.attackers.append(cid)


@implements("core.effects.corruption")
def can_defend(g: Game, p: str, cid: int) -> IllegalAction | None:
    c = g.s.combat
    from .fulcrums import defender_refusal
    fulcrum = defender_refusal(g, p, cid)  # a fulcrum attack: faq.55, faq.58, faq.60
    if fulcrum is not None:
        return fulcrum or None
    where = g.s.zones.where.get(cid, "")
    legend = where == f"{p}.legend" and is_legend(g.card(cid)) and c.target in ZONES \
        and passive.allows(g, cid, "defend", c.target)  # "Attached legend can defend any of your zones."
    elsewhere = legend or where.split(".")[0] == p and where.partition(".")[2] in ZONES \
        and (passive.allows(g, cid, "defend", c.target) or anywhere(g, cid)  # "this unit may defend any zone"
             or permissions.allows(g, cid, "defend"))  # Protect the Empire, "... whenever a legend defends"
    if (where != f"{p}.{c.target}" and not elsewhere) or not (g.card(cid).unit or legend):
        return IllegalAction("core.combat.3", f"card {cid} is not one of player {p}'s units in the attacked zone")
    if cid in g.s.corrupted:
        return IllegalAction("core.effects.corruption", f"{g.name(cid)} is corrupted: it can't defend")
    if passive.forbids(g, cid, "defend"):
        return IllegalAction("core.effects.constant", f"{g.name(cid)} can't defend ({passive.forbids(g, cid, 'defend')})")
    if forbidden(g, cid, "defend"):
        return IllegalAction("core.effects.cannot", f"{g.name(cid)} cannot defend this turn (a card effect)")
    if cid in c.defenders:
        return IllegalAction("core.combat.3", f"{g.name(cid)} is already defending")
    return permissions.refusal(g, p, cid, "defend")  # "cannot attack or defend alone"


@implements("core.combat.3")
def declare_defender(g: Game, p: str, cid: int) -> None:
    expect(g, p, "defenders", "core.combat.3", "declare a defender")
    problem = can_defend(g, p, cid)
    if problem:
        raise problem
    g.s.combat.defenders.append(cid)


@implements("timing.phase.4", "faq.32")
def done(g: Game, p: str) -> None:
    """The attackers (or the defenders) chosen so far are declared, all at once (timing.phase.4)."""
    s, c = g.s, g.s.combat
    from .obligations import refusal
    if s.step in ("attackers", "defenders") and s.deciding == p and refusal(g, p, s.step):
        raise refusal(g, p, s.step)  # a unit that must attack or defend, if able (obligations.py)
    if s.step == "attackers":
        expect(g, p, "attackers", "core.combat.2", "declare attackers")
        if not c.attackers:
            from .fulcrums import after_combat
            g.emit("no_attack", ("timing.phase.4",), player=p)
            after_combat(g)  # the turn goes on (a Cataclysm battlefield phase: the other attack, faq.56)
            return
        g.emit("attackers", ("core.combat.2", "timing.phase.4"), player=p, cards=list(c.attackers))
        from .abilities.blank_for_turn import feared
        feared(g, p)  # Feared N: N target units blanked while it attacks
        _window(g, "defenders")
    else:
        expect(g, p, "defenders", "core.combat.3", "declare defenders")
        auto_defend(g, p)
        g.emit("defenders", ("core.combat.3", "timing.phase.4"), player=p, cards=list(c.defenders))
        c.strikes = [[d, g.keyword(d, "counterstrike")] for d in c.defenders  # constant effects count too
                     if g.is_in_play(d) and g.keyword(d, "counterstrike")]
        _next_strike(g)


def strikes_settled(g: Game) -> None:
    """After the Forced effects of an action: Counterstrikes waiting with no attacking unit left to strike are over
    (core.combat.3.counterstrike), and combat goes on to assigning damage. A Forced effect on declared defenders can
    destroy every attacker (Friedrich Hemmler: 1 damage to all attacking and defending units)."""
    if g.s.step == "counterstrike" and not g.s.combat.attackers:
        _next_strike(g)


def _next_strike(g: Game) -> None:
    s, c = g.s, g.s.combat
    while c.strikes and not c.attackers:  # nothing left to strike
        c.strikes.pop(0)
    if c.strikes:
        s.step, s.deciding = "counterstrike", other(s.active)
    else:
        _window(g, "assign")


@implements("core.combat.3.counterstrike", "keyword.counterstrike", "clar.card-effects")
def counterstrike(g: Game, p: str, target: int) -> None:
    """A declared defender's Counterstrike N: N damage to one attacking unit at once, not cancellable. Triggered
    when its unit was declared, it exists apart from it: it still strikes if the unit has left play since."""
    expect(g, p, "counterstrike", "core.combat.3.counterstrike", "aim a Counterstrike")
    c = g.s.combat
    if target not in c.attackers:
        raise IllegalAction("core.combat.3.counterstrike", f"card {target} is not an attacking unit")
    defender, n = c.strikes.pop(0)
    g.emit("counterstrike", ("core.combat.3.counterstrike",), card=defender, target=target, amount=n)
    deal_now(g, target, n, ("core.combat.3.counterstrike", "keyword.counterstrike"))
    _next_strike(g)
