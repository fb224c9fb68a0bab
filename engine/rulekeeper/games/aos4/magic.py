"""Spells, prayers and manifestations: casting and miscasts (casting), unbinding (unbinding, ability.unbind),
power level (power-level), chanting and ritual points (chanting), summoning and banishing manifestations
(manifestation, ability.banish-manifestation), Magical Intervention and the Place of Power
(ability.activate-place-of-power, terrain.place-of-power).
"""

from __future__ import annotations

from ...kernel import IllegalAction, ask, implements
from . import commands
from .battle import Battle, other
from .battlefield import Model
from .casualties import mortal
from .moving import end_problem

UNBIND_RANGE = BANISH_RANGE = 30  # ability.unbind, ability.banish-manifestation: 30"


def power(b: Battle, u, kind: str) -> int:
    """WIZARD (n) / PRIEST (n); a HERO that activated a Place of Power counts as WIZARD (1) for Unbind and
    Banish this turn."""
    n = u.warscroll.power(kind)
    if kind == "WIZARD" and not n and "place of power: wizard" in u.flags:
        return 1
    return n


def _uses(b: Battle, u) -> int:
    return sum(1 for k in b.used.get("phase", ()) if k == f"power:{u.id}")


@implements("power-level")
def use_power(b: Battle, u, what: str) -> None:
    """SPELL, PRAYER and BANISH abilities per phase, in any combination: at most the power level."""
    level = max(power(b, u, "WIZARD"), power(b, u, "PRIEST"))
    if _uses(b, u) >= level:
        raise IllegalAction("power-level", f"{u.id} has used its {level} SPELL, PRAYER or BANISH "
                                           f"abilit{'y' if level == 1 else 'ies'} this phase")
    b.use("phase", f"power:{u.id}")


def _when(b: Battle, p: str, intervention: bool, rule: str) -> None:
    if b.phase != "hero":
        raise IllegalAction("core.round.ability-timing", f"{rule} is used in a hero phase")
    if intervention:
        if p == b.active:
            raise IllegalAction("ability.magical-intervention", "Magical Intervention is used in the enemy hero phase")
    elif p != b.active:
        raise IllegalAction("core.round.ability-timing", f"{rule} is used in your hero phase "
                                                         "(or with Magical Intervention)")


def _spell(u, name: str, kind: str):
    for s in (u.warscroll.spells if kind == "SPELL" else u.warscroll.prayers):
        if s.name.lower() == name.lower():
            return s
    raise IllegalAction("casting" if kind == "SPELL" else "chanting", f"{u.id} has no {kind} {name!r}")


def _bonus(u) -> int:
    return 1 if "place of power: +1" in u.flags else 0


@implements("casting", "ability.unbind", "unbinding", "ability.magical-intervention")
def cast(b: Battle, p: str, u, name: str, target: str | None = None, at=None, intervention: bool = False) -> None:
    """Casting roll 2D6 against the casting value; two or more unmodified 1s: miscast (D3 mortal damage to the
    WIZARD, no more spells this phase). A cast spell may be unbound by one enemy WIZARD within 30"."""
    _when(b, p, intervention, "a SPELL")
    if not u.warscroll.power("WIZARD"):
        raise IllegalAction("casting", f"{u.id} is not a WIZARD")
    if "miscast" in u.flags:
        raise IllegalAction("casting", f"{u.id} miscast this phase: it cannot use any more spells in it")
    spell = _spell(u, name, "SPELL")
    tgt = _check_target(b, p, u, spell, target, at)
    if intervention:
        commands.spend(b, p, "ability.magical-intervention", u)
    use_power(b, u, "SPELL")
    faces = [b.dice.d6("casting", "casting roll", unit=u.id, spell=spell.name) for _ in range(2)]
    mod = _bonus(u) - (1 if intervention else 0)
    roll = sum(faces) + mod
    rules = ("casting",) + (("ability.magical-intervention",) if intervention else ()) + \
        (("ability.activate-place-of-power",) if _bonus(u) else ())
    if faces.count(1) >= 2:
        u.flags.add("miscast")
        b.log.emit("miscast", "casting", unit=u.id, spell=spell.name, roll=faces)
        mortal(b, u, b.dice.roll(_d3(), "casting", "miscast damage", unit=u.id), "casting")
        return
    if roll < spell.value:
        b.log.emit("spell fails", rules, unit=u.id, spell=spell.name, roll=roll, value=spell.value)
        return
    b.log.emit("spell cast", rules, unit=u.id, spell=spell.name, roll=roll, value=spell.value)
    if unbind(b, u, roll):
        return
    _effect(b, p, u, spell, tgt, at, "casting")


def _d3():
    from .values import dice_expr

    return dice_expr("D3")


def unbind(b: Battle, caster, casting_roll: int) -> bool:
    """The opponent may answer with 'Unbind' from one WIZARD within 30" that has unbinds left this phase (as
    many per phase as its power level); once per casting roll. Unbound if the 2D6 roll exceeds the casting roll."""
    foe = other(caster.player)
    wizards = [w for w in b.units(foe) if power(b, w, "WIZARD") and b.bf.within(w, caster, UNBIND_RANGE)
               and sum(1 for k in b.used.get("phase", ()) if k == f"unbind:{w.id}") < power(b, w, "WIZARD")]
    if not wizards:
        return False
    i = ask(b.decisions, b.log, foe, f"unbind {caster.id}'s spell?", ["no"] + [f"Unbind with {w.id}" for w in wizards],
            ("ability.unbind",))
    if i == 0:
        return False
    w = wizards[i - 1]
    b.use("phase", f"unbind:{w.id}")
    roll = sum(b.dice.d6("ability.unbind", "unbinding roll", unit=w.id) for _ in range(2))
    ok = roll > casting_roll
    b.log.emit("unbind", ("ability.unbind", "unbinding"), unit=w.id, roll=roll, casting_roll=casting_roll,
               unbound=ok)
    return ok


def _check_target(b: Battle, p, u, spell, target, at):
    if spell.summon:
        if at is None:
            raise IllegalAction("manifestation", f"{spell.name}: say where the manifestation is set up")
        m = Model(float(at[0]), float(at[1]), 0.0)
        if min(max(0.0, n.centre_distance(m) - n.radius) for n in u.models) > spell.range:
            raise IllegalAction("manifestation", f"{spell.name}: set up within {spell.range}\" of {u.id}")
        return None
    t = b.unit(target or "")
    if spell.mortal is not None and t.player == p:
        raise IllegalAction("casting", f"{spell.name} targets an enemy unit")
    if spell.heal is not None and t.player != p:
        raise IllegalAction("chanting", f"{spell.name} targets a friendly unit")
    if not b.bf.within(u, t, spell.range):
        raise IllegalAction("casting" if spell in u.warscroll.spells else "chanting",
                            f"{t.id} is not within {spell.range}\" of {u.id}")
    return t


def _effect(b: Battle, p, u, spell, t, at, rule) -> None:
    if spell.mortal is not None:
        mortal(b, t, b.dice.roll(spell.mortal, rule, spell.name, unit=t.id), rule, by=u)
    elif spell.heal is not None:
        heal(b, t, b.dice.roll(spell.heal, rule, spell.name, unit=t.id), rule)
    else:
        summon(b, p, u, spell.summon, at)


def heal(b: Battle, u, n: int, rule: str) -> int:
    """Heal (n): remove up to n damage points from the unit."""
    healed = min(n, u.damage)
    u.damage -= healed
    b.log.emit("heal", rule, unit=u.id, healed=healed)
    return healed


@implements("manifestation")
def summon(b: Battle, p: str, u, name: str, at) -> None:
    ws = b.warscrolls.get(name)
    if ws is None or ws.banishment is None:
        raise IllegalAction("manifestation", f"no manifestation {name!r}")
    uid = name if name not in b.bf.units else f"{name} {sum(1 for k in b.bf.units if k.startswith(name)) + 1}"
    m = b.bf.place(uid, p, ws, [(float(at[0]), float(at[1]))])
    m.summoner = u.id
    m.flags.add("set up")
    b.just_moved.append(uid)
    bad = end_problem(b, m, m.models)
    if bad:
        raise IllegalAction(*bad)
    b.log.emit("manifestation", "manifestation", unit=uid, player=p, summoner=u.id, at=list(at))


@implements("chanting", "power-level")
def chant(b: Battle, p: str, u, name: str, target: str | None = None, bank: bool = False,
          intervention: bool = False) -> None:
    """Chanting roll D6: an unmodified 1 fails and removes D3 ritual points; otherwise bank the roll as ritual
    points, or add the ritual points to it: answered if it reaches the chanting value (ritual points reset)."""
    _when(b, p, intervention, "a PRAYER")
    if not u.warscroll.power("PRIEST"):
        raise IllegalAction("chanting", f"{u.id} is not a PRIEST")
    prayer = _spell(u, name, "PRAYER")
    t = _check_target(b, p, u, prayer, target, None)
    if intervention:
        commands.spend(b, p, "ability.magical-intervention", u)
    use_power(b, u, "PRAYER")
    face = b.dice.d6("chanting", "chanting roll", unit=u.id, prayer=prayer.name)
    roll = face + _bonus(u) - (1 if intervention else 0)
    if face == 1:
        lost = min(u.ritual, b.dice.roll(_d3(), "chanting", "ritual points removed", unit=u.id))
        u.ritual -= lost
        b.log.emit("prayer fails", "chanting", unit=u.id, prayer=prayer.name, ritual_lost=lost, ritual=u.ritual)
        return
    if bank:
        u.ritual += roll
        b.log.emit("ritual points", "chanting", unit=u.id, gained=roll, ritual=u.ritual)
        return
    total = roll + u.ritual
    if total < prayer.value:
        b.log.emit("prayer not answered", "chanting", unit=u.id, prayer=prayer.name, roll=total, value=prayer.value)
        return
    b.log.emit("prayer answered", "chanting", unit=u.id, prayer=prayer.name, roll=total, value=prayer.value)
    u.ritual = 0
    _effect(b, p, u, prayer, t, None, "chanting")


@implements("ability.banish-manifestation")
def banish(b: Battle, p: str, u, target: str) -> None:
    """2D6 banishment roll, +1 per enemy manifestation after the first; equal to or above the banishment value:
    removed. Not the same manifestation more than once per turn."""
    rule = "ability.banish-manifestation"
    if b.phase != "hero" or p != b.active:
        raise IllegalAction("core.round.ability-timing", "Banish Manifestation is used in your hero phase")
    if not (power(b, u, "WIZARD") or power(b, u, "PRIEST")):
        raise IllegalAction(rule, f"{u.id} is not a WIZARD or PRIEST")
    m = b.enemy(p, target, rule)
    if not m.manifestation:
        raise IllegalAction(rule, f"{target} is not a manifestation")
    if not b.bf.within(u, m, BANISH_RANGE):
        raise IllegalAction(rule, f"{target} is not within {BANISH_RANGE}\" of {u.id}")
    if b.was_used("turn", f"banish:{m.id}"):
        raise IllegalAction(rule, f"{target} was already picked to be banished this turn")
    use_power(b, u, "BANISH")
    b.use("turn", f"banish:{m.id}")
    extra = max(0, sum(1 for x in b.units(m.player) if x.manifestation) - 1)
    roll = sum(b.dice.d6(rule, "banishment roll", unit=u.id) for _ in range(2)) + extra
    ok = roll >= m.warscroll.banishment
    b.log.emit("banish", rule, unit=u.id, target=m.id, roll=roll, extra=extra, value=m.warscroll.banishment,
               banished=ok)
    if ok:
        m.models.clear()
        b.log.emit("manifestation removed", rule, unit=m.id)


@implements("ability.activate-place-of-power", "terrain.place-of-power", "core.terrain.place-of-power")
def place_of_power(b: Battle, p: str, hero) -> None:
    """Start of any turn: a friendly HERO within 3" of a Place of Power rolls a dice: on a 1, D3 mortal damage;
    on a 2+, +1 to its casting or chanting rolls this turn if a WIZARD or PRIEST, else Unbind and Banish
    Manifestation as if it had WIZARD (1)."""
    rule = "ability.activate-place-of-power"
    if b.phase != "start":
        raise IllegalAction("core.round.ability-timing", "Activate Place of Power is used at the start of a turn")
    if not hero.has("HERO"):
        raise IllegalAction(rule, f"{hero.id} is not a HERO")
    if not any("place of power" in f.rules and any(f.distance(m) <= 3 + 1e-9 for m in hero.models)
               for f in b.terrain):
        raise IllegalAction("terrain.place-of-power", f"{hero.id} is not within 3\" of a Place of Power")
    if b.was_used("turn", f"place of power:{hero.id}"):
        raise IllegalAction(rule, f"{hero.id} has already used it this turn")
    b.use("turn", f"place of power:{hero.id}")
    face = b.dice.d6(rule, "place of power", unit=hero.id)
    if face == 1:
        mortal(b, hero, b.dice.roll(_d3(), rule, "place of power damage", unit=hero.id), rule)
    elif hero.warscroll.power("WIZARD") or hero.warscroll.power("PRIEST"):
        hero.flags.add("place of power: +1")
        b.log.emit("place of power", (rule, "terrain.place-of-power"), unit=hero.id, gives="+1 casting/chanting")
    else:
        hero.flags.add("place of power: wizard")
        b.log.emit("place of power", (rule, "terrain.place-of-power"), unit=hero.id, gives="WIZARD (1)")
