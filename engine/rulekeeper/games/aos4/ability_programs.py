"""Warscroll abilities made programs from their typed text (core.round.ability-timing): an ability in the corpus
format ({name, type, timing, declare, effect, keywords}) is parsed and typed by the AoS4 language (text/aos4:
`interpret`), then made a `Program` the engine runs (warscroll_abilities.py), or left with the reason it cannot run
yet.

What runs, for now: an activated ability (type "Ability (Activated)")
- whose timing is one phase of a turn ("Your Hero Phase", "Any Combat Phase", "Enemy Shooting Phase", "End of Any
  Turn"), perhaps once per turn or per battle ("Once Per Turn (Army)": once for the army, else once for the unit);
- whose declare step is nothing, or picking one unit to be the target: friendly, enemy or either, "another", with
  keywords ("a friendly Hero", "a non-Monster unit", "a Hero or Monster"), visible, (wholly) within N" of this unit
  or within its combat range, in combat with this unit; perhaps only if a condition holds ("If this unit charged
  this turn, pick ...");
- whose effect is Heal (X), inflicting X mortal damage, rolling a dice and what a roll of N+ does, what holds if
  this unit charged this turn or phase or is in combat, in sequence, on this unit or the target (X a number or dice);
  or, until the end of the phase or turn, adding to or subtracting from the hit, wound or save rolls for this unit's
  or the target's attacks (combat or shooting attacks), or the Attacks or Damage of its melee or ranged weapons, or
  a ward ("the target has Ward (5+) for the rest of the turn");
and a passive ability (type "Ability (Passive)") whose effect is such modifiers, always or while this unit charged
this turn or is (not) in combat: "Add 1 to save rolls for this unit if it has not charged this turn" (passives.py
gives them to the attack sequence).

Anything else says what it is: "not carried out yet: the effect Lasting". Without a frequency an ability is used at
most once per phase by each unit (ours: the facts leave it open; a finding on core.round.ability-timing); the
ability keyword Rampage is a label here (the facts say nothing more of it). The program's parts are ability_steps.py.
"""

from __future__ import annotations

from ...kernel.rules import runnable_report as runnable_counts
from ...text import CardTextError, parse
from ...text.aos4 import ability_lines
from ...text.aos4 import ast as T
from ...text.aos4.semantics import SemanticError, interpret
from ...text.aos4.semantics import effects as E
from ...text.aos4.semantics.nodes import Condition, Range, Ref, Thing, Value
from .ability_steps import (AbilityText, Aura, Charged, Cond, ForEach, GrantWard, Heal, IfSo, InCombat, Mortal,
                            NotRunnable, OnRoll, Program, RollDice, StatModifier, TargetPick, Timing, Unless)
from .values import DiceExpr, dice_expr

ACTIVATED, PASSIVE = "Ability (Activated)", "Ability (Passive)"
PHASES = ("hero", "movement", "shooting", "charge", "combat")  # and "end": End of Your / Enemy / Any Turn
SIDES = ("your", "enemy", "any")
LABELS = {"Rampage"}  # ability keywords that change nothing the engine does (module docstring)


_MADE: dict = {}  # (kind, text) -> (program, why): the same ability on many warscrolls is typed once


def read(entry: dict) -> AbilityText:
    """A corpus-format ability entry, with its program or the reason it has none."""
    name, kind, text = str(entry.get("name", "")), str(entry.get("type") or ACTIVATED), ability_lines(entry)
    key = (name, kind, text)
    if key not in _MADE:
        if len(_MADE) > 100_000:  # bounded, whatever the files
            _MADE.clear()
        try:
            _MADE[key] = (program(name, kind, text), "")
        except NotRunnable as exc:
            _MADE[key] = (None, str(exc))
    made, why = _MADE[key]
    return AbilityText(name, kind, text, made, why)


def program(name: str, kind: str, text: str) -> Program:
    """The ability as the engine runs it; NotRunnable says why it cannot yet."""
    if kind not in (ACTIVATED, PASSIVE):
        raise NotRunnable(f"not carried out yet: {kind.lower()} abilities")
    if not text:
        raise NotRunnable("no text")
    try:
        meaning = interpret(parse("aos4", text))
    except CardTextError as exc:
        raise NotRunnable(f"text does not parse: {str(exc).splitlines()[0]}") from None
    except SemanticError as exc:
        raise NotRunnable(f"text is not typed: {exc}") from None
    if set(meaning.keywords) - LABELS:
        raise NotRunnable(f"not carried out yet: the ability keywords {', '.join(meaning.keywords)}")
    if kind == PASSIVE:
        return _passive(name, meaning)
    requires, declare = _requires(meaning.declare)
    pick = _pick(declare)
    steps = _steps(meaning.effect, pick is not None)
    _rolled_first(steps, 0)
    return Program(name, _timing(meaning.when), pick, steps, requires)


def _rolled_first(steps: tuple, rolled: int) -> int:
    """Every "On a N+" reads the one dice rolled before it, every "For each N+" the dice rolled before it (`rolled`:
    how many were, 0 for none)."""
    for s in steps:
        if isinstance(s, (OnRoll, ForEach)) and not rolled:
            raise NotRunnable(f"not carried out yet: '{'On a' if isinstance(s, OnRoll) else 'For each'} N+' with no "
                              "dice rolled before it")
        if isinstance(s, OnRoll) and rolled > 1:
            raise NotRunnable("not carried out yet: 'On a N+' after several dice rolled")
        if isinstance(s, RollDice):  # a dice for each model: as many as it has (2: "more than one")
            rolled = 2 if s.per_model_of else s.count
        if isinstance(s, IfSo):
            _rolled_first(s.steps, rolled)
    return rolled


def _requires(declare: tuple) -> tuple[tuple, tuple]:
    """("If <condition>, pick ..." -> the condition, the pick)."""
    if len(declare) == 1 and isinstance(declare[0], E.Guarded) and declare[0].condition.word == "if":
        return (_condition(declare[0].condition.clause),), (declare[0].effect,)
    return (), declare


def _timing(when) -> Timing:
    if when is None or len(when.moments) != 1:
        raise NotRunnable("not carried out yet: a timing of several moments or none")
    m = when.moments[0]
    if isinstance(m, T.Phase) and m.phase in PHASES and m.side in SIDES:
        phase, side = m.phase, m.side
    elif isinstance(m, T.TurnEdge) and m.edge == "end" and m.side in SIDES:
        phase, side = "end", m.side
    else:
        raise NotRunnable(f"not carried out yet: the timing {_name(m)}")
    f = when.frequency
    if f is None:
        return Timing(phase, side)
    if f.span not in ("turn", "battle"):
        raise NotRunnable(f"not carried out yet: once per {f.span}")
    return Timing(phase, side, f.span, f.army)


def _pick(declare: tuple) -> TargetPick | None:
    if not declare:
        return None
    if len(declare) != 1 or not isinstance(declare[0], E.Pick):
        raise NotRunnable("not carried out yet: the declare step " + " + ".join(_name(d) for d in declare))
    p = declare[0]
    t = p.what
    if p.purpose is not None or p.by is not None or not isinstance(t, Thing) or not t.target:
        raise NotRunnable("not carried out yet: picking " + _name(t) + " for something other than a target")
    if t.kind not in (("unit",), ()) or not (t.kind or t.keywords) or t.ref not in ("a", "an", "another") \
            or t.count is not None or t.value is not None or t.name or t.whose is not None or t.described:
        raise NotRunnable("not carried out yet: picking " + _describe(t))
    if set(t.qualities) - {"visible"}:
        raise NotRunnable(f"not carried out yet: picking a {' '.join(t.qualities)} unit")
    within, wholly, in_combat = None, False, False
    for r in t.ranges:
        if isinstance(r, Range) and r.prep == "within" and not r.wholly and within is None and r.distance is None \
                and isinstance(r.of, Thing) and r.of.kind == ("combat", "range") and _is_this(r.of.whose):
            within = "combat range"
            continue
        if not (isinstance(r, Range) and r.prep == "within" and (_is_this(r.of) or _is_it(r.of))
                and isinstance(r.distance, Value) and r.distance.unit == "inches" and within is None):
            raise NotRunnable("not carried out yet: picking a unit at a distance other than within N\" of this unit")
        within, wholly = float(_number(r.distance.value.rstrip('"'))), r.wholly
    for prep, what in t.qualifiers:
        if prep == "in" and isinstance(what, Thing) and what.kind == ("combat",) and what.qualifiers \
                and all(q == "with" and (_is_this(x) or _is_it(x)) for q, x in what.qualifiers):
            in_combat = True
        else:
            raise NotRunnable(f"not carried out yet: picking a unit '{prep} ...'")
    return TargetPick(side=t.side, another=t.ref == "another", keywords=tuple(t.keywords), either=t.either,
                      visible="visible" in t.qualities, within=within, wholly=wholly, in_combat_with_this=in_combat)


def _steps(m, has_target: bool) -> tuple:
    if isinstance(m, E.Sequence):
        return tuple(s for step in m.steps for s in _steps(step, has_target))
    if isinstance(m, E.Roll):
        d = m.dice
        if isinstance(d, Thing) and d.kind == ("dice",) and not m.kind and m.per is None and m.by is None \
                and m.count is None and not m.qualities and not d.described and not d.ranges and d.whose is None \
                and (d.ref == "a" and d.count is None or not d.ref and isinstance(d.count, Value)
                     and d.count.value.isdigit()):
            count = 1 if d.count is None else int(d.count.value)
            if not d.qualifiers:
                return (RollDice(count),)
            per = _per_model(d.qualifiers, has_target)
            if per and count == 1:  # "Roll a dice for each model in this unit"
                return (RollDice(1, per),)
        raise NotRunnable("not carried out yet: a roll other than of one dice")
    if isinstance(m, E.Guarded) and m.condition.word == "if":
        return (IfSo(_condition(m.condition.clause), _steps(m.effect, has_target)),)
    if isinstance(m, E.Guarded):
        c = m.condition
        if isinstance(c, Condition) and c.word in ("on", "for") and isinstance(c.clause, Value) \
                and c.clause.unit == "roll" and c.clause.value.endswith("+") and c.clause.value[:-1].isdigit():
            (step,) = _steps(m.effect, has_target) if not isinstance(m.effect, E.Sequence) else (None,)
            if c.word == "on" and isinstance(step, (Heal, Mortal, StatModifier, GrantWard)):
                return (OnRoll(int(c.clause.value[:-1]), step),)
            if c.word == "for" and isinstance(step, (Heal, Mortal)):  # "For each 3+, ..."
                return (ForEach(int(c.clause.value[:-1]), step),)
        raise NotRunnable(f"not carried out yet: the condition '{getattr(c, 'word', '?')} ...'")
    if isinstance(m, E.Lasting):
        return (_modifier(m, has_target),)
    if isinstance(m, E.Heal) and m.by is None:
        return (Heal(_amount(m.amount), _who(m.what, has_target)),)
    if isinstance(m, E.Inflict) and m.by is None:
        d = m.damage
        if isinstance(d, Thing) and d.kind == ("damage",) and d.qualities == ("mortal",) and not d.ref \
                and isinstance(d.count, Value) and not d.qualifiers and not d.described:
            return (Mortal(_amount(d.count), _who(m.on, has_target)),)
        raise NotRunnable("not carried out yet: damage other than N mortal damage")
    raise NotRunnable(f"not carried out yet: the effect {_name(m)}")


UNTIL = {"the end of the turn": "turn", "the end of the phase": "phase"}
ROLLS = {("hit", "rolls"): "hit", ("wound", "rolls"): "wound", ("save", "rolls"): "save"}
CHARACTERISTICS = {("attacks", "characteristic"): "attacks", ("damage", "characteristic"): "damage"}
ATTACKS = {("attacks",): "", ("combat", "attacks"): "melee", ("shooting", "attacks"): "ranged"}


def _passive(name: str, meaning) -> Program:
    """A passive ability: no timing (or "Passive"), no declare step, modifiers that hold always or while a
    condition of this unit does ("While this unit is in combat, add 1 to ...")."""
    w = meaning.when
    if w is not None and (w.frequency is not None or w.moments != (T.Passive(),)) or meaning.declare:
        raise NotRunnable("not carried out yet: a passive ability with a timing or a declare step")
    return Program(name, None, None, _passive_steps(meaning.effect))


def _passive_steps(m) -> tuple:
    if isinstance(m, E.Sequence):
        return tuple(s for step in m.steps for s in _passive_steps(step))
    if isinstance(m, E.Guarded) and m.condition.word == "while" and isinstance(m.effect, (E.Modify, E.Has)) \
            and _aura_range(m.condition.clause) is not None:  # "... for friendly X units while they are within 12" ..."
        aura = _aura_range(m.condition.clause)
        return (_modify(m.effect, False, "always", aura) if isinstance(m.effect, E.Modify)
                else _ward(m.effect, False, "always", aura),)
    if isinstance(m, E.Guarded) and m.condition.word in ("if", "while"):
        return (IfSo(_condition(m.condition.clause), _passive_steps(m.effect)),)
    if isinstance(m, E.Modify):
        return (_modify(m, False, "always"),)
    if isinstance(m, E.Has):
        return (_ward(m, False, "always"),)
    raise NotRunnable(f"not carried out yet: the passive effect {_name(m)}")


def _aura_range(c) -> tuple[float, bool] | None:
    """"they are (wholly) within N" of this unit": (N, wholly), else None."""
    if not (isinstance(c, E.Is) and isinstance(c.who, Ref) and c.who.word == "they" and not c.who.qualifiers
            and isinstance(c.what, Thing) and c.what in (Thing(()), Thing((), qualities=("wholly",)))
            and len(c.roles) == 1 and c.roles[0][0] == "within"):
        return None
    amount = c.roles[0][1]
    if not (isinstance(amount, Thing) and amount.kind == ("amount",) and isinstance(amount.count, Value)
            and amount.count.unit == "inches" and len(amount.qualifiers) == 1 and amount.qualifiers[0][0] == "of"
            and _is_this(amount.qualifiers[0][1]) and not amount.ref and not amount.described):
        return None
    return float(_number(amount.count.value.rstrip('"'))), c.what.qualities == ("wholly",)


def _modifier(m, has_target: bool):
    """Lasting(until the end of the turn / phase, Modify(the rolls or characteristic, +/-n) or Has(Ward (N+)))."""
    until, mod = UNTIL.get(m.duration.until), m.effect
    if until is None or not isinstance(mod, (E.Modify, E.Has)):
        raise NotRunnable(f"not carried out yet: the effect Lasting ({_name(m.effect)}, until {m.duration.until})")
    return _modify(mod, has_target, until) if isinstance(mod, E.Modify) else _ward(mod, has_target, until)


def _ward(has, has_target: bool, until: str, aura: tuple | None = None) -> GrantWard:
    """Has(this unit / the target / units of an aura, Ward (N+)): a ward save granted (core.combat.ward)."""
    w = has.what
    if has.lose or not (isinstance(w, Thing) and w.kind == () and w.keywords == ("Ward",)
                        and isinstance(w.value, Value) and w.value.unit == "roll" and w.value.value.endswith("+")
                        and w.value.value[:-1].isdigit() and not w.qualifiers and not w.described):
        raise NotRunnable(f"not carried out yet: having {_describe(w)}")
    who = _who(has.who, has_target, aura) if not (aura is None and _is_it(has.who)) else "this"
    return GrantWard(int(w.value.value[:-1]), who, until)


def _modify(mod, has_target: bool, until: str, aura: tuple | None = None) -> StatModifier:
    """Modify(the hit / wound / save rolls or the Attacks / Damage of weapons, +/-n); `aura`: (inches, wholly) of
    the units it is for ("friendly X units while they are wholly within 12" of this unit")."""
    if mod.by is not None or mod.operation not in ("add", "subtract"):
        raise NotRunnable(f"not carried out yet: to {mod.operation} {_describe(mod.what)}")
    v = mod.amount
    if not (isinstance(v, Value) and v.value.isdigit() and v.sign in "+-" and v.sign and not v.unit):
        raise NotRunnable("not carried out yet: a modifier other than +/- a number")
    amount = int(v.value) * (1 if v.sign == "+" else -1)
    what = mod.what
    if not isinstance(what, Thing) or len(what.qualifiers) != 1 or what.whose or what.described or what.ranges:
        raise NotRunnable("not carried out yet: modifying " + _describe(what))
    prep, of = what.qualifiers[0]
    if what.kind in ROLLS and prep == "for":
        stat = ROLLS[what.kind]
        who = _who_or_none(of, has_target, aura)  # "save rolls for the target", "wound rolls for friendly X units"
        if who is not None:
            return StatModifier(stat, amount, who, "", until)
        who = _who_or_none(of.whose, has_target, aura) if isinstance(of, Thing) and of.kind in ATTACKS \
            and _bare(of) and stat != "save" else None  # "hit rolls for this unit's combat attacks"
        if who is not None:
            return StatModifier(stat, amount, who, ATTACKS[of.kind], until)
    if what.kind in CHARACTERISTICS and what.ref == "the" and prep == "of" and isinstance(of, Thing) \
            and of.kind == ("weapons",) and of.qualities in (("melee",), ("ranged",)) and not of.keywords \
            and not of.qualifiers and not of.described:
        who = _who_or_none(of.whose, has_target, aura)  # "the Damage characteristic of this unit's melee weapons"
        if who is not None:
            return StatModifier(CHARACTERISTICS[what.kind], amount, who, of.qualities[0], until)
    return _unsupported(what)


def _unsupported(what):
    raise NotRunnable("not carried out yet: modifying " + _describe(what))


def _bare(t: Thing) -> bool:
    return not (t.ref or t.count or t.side or t.keywords or t.qualities or t.value or t.name or t.ranges
                or t.qualifiers or t.described)


def _who_or_none(w, has_target: bool, aura: tuple | None = None):
    """`_who`, or None where it would say NotRunnable."""
    try:
        return _who(w, has_target, aura)
    except NotRunnable:
        return None


def _per_model(qualifiers: tuple, has_target: bool) -> str:
    """(("for", each model in this unit / the target unit),) -> "this" / "target", else ""."""
    if len(qualifiers) != 1 or qualifiers[0][0] != "for":
        return ""
    each = qualifiers[0][1]
    if not (isinstance(each, Thing) and each.kind == ("model",) and each.ref == "each" and len(each.qualifiers) == 1
            and each.qualifiers[0][0] == "in" and not each.described and not each.ranges):
        return ""
    unit = each.qualifiers[0][1]
    if isinstance(unit, Thing) and unit.kind in (("target", "unit"), ("unit",)) and unit.ref == "the" \
            and unit.kind[0] == "target" and has_target and _bare(Thing(unit.kind, qualifiers=unit.qualifiers)):
        return "target"
    return "this" if _is_this(unit) else ""


def _condition(c) -> Cond:
    """What "If ..." asks, of this unit: it charged this turn or phase, it is (not) in combat."""
    if isinstance(c, E.Not):
        inner = _condition(c.effect)
        if not isinstance(inner, Unless):
            return Unless(inner)
    if isinstance(c, E.Event) and c.action == "charge" and (_is_this(c.who) or _is_it(c.who)) and not c.roles \
            and isinstance(c.what, Thing) and c.what.kind in (("turn",), ("phase",)) and c.what.ref == "this":
        return Charged(c.what.kind[0])
    if isinstance(c, E.Is) and (_is_this(c.who) or _is_it(c.who)) and isinstance(c.what, Thing) and _empty(c.what) \
            and len(c.roles) == 1 and c.roles[0][0] == "in" and isinstance(c.roles[0][1], Thing) \
            and c.roles[0][1].kind == ("combat",) and _empty(c.roles[0][1], kind=("combat",)):
        return InCombat()
    raise NotRunnable(f"not carried out yet: the condition 'if {_name(c)} ...'")


def _empty(t: Thing, kind: tuple = ()) -> bool:
    return t == Thing(kind)


def _amount(v) -> DiceExpr:
    if not isinstance(v, Value) or v.unit not in ("", "dice") or v.bound != "exactly" or v.sign:
        raise NotRunnable("not carried out yet: an amount other than a number or dice")
    try:
        return dice_expr(v.value)
    except ValueError:
        raise NotRunnable(f"not carried out yet: the amount {v.value}") from None


def _who(w, has_target: bool, aura: tuple | None = None):
    """this | target | an Aura (`aura` given, and `w` units of a side and at most one keyword)."""
    if aura is not None:
        if isinstance(w, Thing) and w.kind in (("units",), ()) and (w.kind or len(w.keywords) == 1) and not w.ref \
                and w.count is None and len(w.keywords) <= 1 and not w.qualities and not w.ranges \
                and not w.qualifiers and not w.described and w.whose is None and w.value is None and not w.name:
            return Aura(w.side, w.keywords[0] if w.keywords else "", *aura)
        raise NotRunnable("not carried out yet: an aura for " + _describe(w))
    if _is_this(w):
        return "this"
    if has_target and (isinstance(w, Thing) and w.kind in (("target",), ("target", "unit")) and w.ref == "the"
                       and not w.qualifiers and not w.ranges and not w.described
                       or isinstance(w, Ref) and w.word in ("it", "that unit") and not w.qualifiers):
        return "target"
    raise NotRunnable("not carried out yet: an effect on " + _describe(w))


def _is_this(w) -> bool:
    """"this unit", or "this Manifestation" / "this Hero": the unit the ability is on, by one of its keywords."""
    return isinstance(w, Thing) and w.ref == "this" and not w.qualifiers and not w.ranges and not w.side \
        and not w.described and (w.kind == ("unit",) and not w.keywords or w.kind == () and len(w.keywords) == 1) \
        and w.count is None and not w.qualities and w.whose is None


def _is_it(w) -> bool:
    return isinstance(w, Ref) and w.word == "it" and not w.qualifiers and not w.described


def _number(text: str) -> float:
    try:
        return float(text)
    except ValueError:
        raise NotRunnable(f"not carried out yet: the distance {text}\"") from None


def _name(m) -> str:
    return type(m).__name__


def _describe(t) -> str:
    if isinstance(t, Thing):
        words = [t.ref, t.side, *t.qualities, *t.keywords, *t.kind]
        return " ".join(w for w in words if w) + (" ..." if t.qualifiers or t.described or t.whose else "")
    return _name(t)


def runnable_report(abilities: list) -> dict:
    """For `cards check`: how many abilities the engine runs, and the biggest groups of the others by reason
    (kernel.rules.runnable_report)."""
    return runnable_counts((bool(a.text), a.program is not None, a.why) for a in abilities)
