"""AST -> canonical Champions card text: one spelling per meaning, so `parse(fmt(ast)) == ast` (DESIGN.md, "Card text").

Canonical form: sentences joined by one space; each Heroic Act on its own line (2.9.2); defaults printed explicitly
("to your opponent"); "a"/"an" and singular/plural chosen from the words that follow.
"""

from __future__ import annotations

from . import ast as A

_PLURAL = {A.Kind.ABILITY: "Abilities", A.Kind.CARD: "cards"}


def fmt(text: A.CardText) -> str:
    lines = []
    if text.sentences:
        lines.append(" ".join(sentence(s) for s in text.sentences))
    for act in text.heroic_acts:
        lines.append("Heroic Act: " + " ".join(sentence(s) for s in act.sentences))
    return "\n".join(lines)


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def sentence(s: A.Sentence) -> str:
    if isinstance(s, A.Triggered):
        return f"{_cap(trigger(s.trigger))}, {instruction(s.body)}."
    if isinstance(s, A.LastStand):
        return f"Last Stand: {instruction(s.body)}."
    return _cap(instruction(s)) + "."


def trigger(t: A.Trigger) -> str:
    if t.when is A.When.AFTER_PLAYING:
        return f"after playing {pick(t.pick)}"
    return t.when.value


def instruction(i: A.Instruction) -> str:
    body = " and ".join(effect(e) for e in i.effects)
    return f"{condition(i.condition)}, {body}" if i.condition else body


def condition(c: A.Condition) -> str:
    if isinstance(c, A.HealthAtMost):
        have = "you have" if c.who is A.Player.YOU else f"{c.who.value} has"
        return f"if {have} {c.n} or less health"
    if isinstance(c, A.TookDamage):
        return f"if {c.who.value} took damage since your last turn"
    control = "you control" if c.who is A.Player.YOU else f"{c.who.value} controls"
    if isinstance(c.count, A.AtLeast):
        return f"if {control} {c.count.n} or more {_kinds(c.tag, c.kinds, c.count.n != 1)}"
    return f"if {control} {_counted(c.count, _kinds(c.tag, c.kinds, False))}"


def amount(a: A.Amount) -> str:
    if isinstance(a, A.Fixed):
        return str(a.n)
    if isinstance(a, A.UpTo):
        return f"up to {a.n}"
    raise ValueError(f"{a!r} has no spelling here")


def _quantity(a: A.Amount, noun: str, plural: str | None = None) -> str:
    if isinstance(a, A.CornerValue):
        return f"{plural or noun} equal to the corner value"
    many = plural and a.n != 1
    return f"{amount(a)} {plural if many else noun}"


def _player_verb(who: A.Player, verb: str, rest: str) -> str:
    return f"{verb} {rest}" if who is A.Player.YOU else f"{who.value} {verb}s {rest}"


def effect(e: A.Effect) -> str:  # noqa: C901 (one line per effect kind)
    match e:
        case A.DealDamage(a, to, rend):
            who = "you" if to is A.Player.YOU else to.value
            return f"deal {_quantity(a, 'damage')} to {who}" + (" with Rend" if rend else "")
        case A.GainHealth(a, who):
            return _player_verb(who, "gain", _quantity(a, "health"))
        case A.LoseHealth(a, who):
            return _player_verb(who, "lose", _quantity(a, "health"))
        case A.Draw(a, who):
            return _player_verb(who, "draw", _quantity(a, "card", "cards"))
        case A.Discard(a, who):
            return _player_verb(who, "discard", _quantity(a, "card", "cards"))
        case A.Remove(t):
            return f"remove {target(t)}"
        case A.Rotate(t, direction, n):
            return f"rotate {target(t)} {direction.value} {n} corner{'s' if n != 1 else ''}"
        case A.Restart(t):
            return f"restart {target(t)}"
        case A.Exhaust(t):
            return f"exhaust {target(t)}"
        case A.Deploy(p, source):
            return f"deploy {pick(p)} from {source.value}"
        case A.Move(p, source, destination):
            return f"move {pick(p)} from {source.value} to {destination.value}"
        case A.Swap(t, p, source):
            return f"swap {target(t)} with {pick(p)} from {source.value}"
        case A.Replace(t, p, source):
            return f"replace {target(t)} with {pick(p)} from {source.value}"
        case A.Return(t):
            return f"return {target(t)} to its owner's hand"
        case A.Modify(change, measure, a):
            return f"{change.value} {measure.value} by {amount(a)}"
        case A.Dormant(t):
            return f"{target(t)} {'are' if _plural(t) else 'is'} Dormant"
        case A.Forbid(t, act):
            return f"{target(t)} can't {act.value}"
        case A.TriggerEffects(t):
            return f"trigger the effects of {target(t)}"
        case A.Grant(t, ability):
            return f'give {target(t)} "Last Stand: {instruction(ability.body)}"'
        case A.Optional(inner):
            if not is_imperative(inner):
                raise ValueError(f"only what the owner does can be optional (2.2.2), not {inner!r}")
            return f"you may {effect(inner)}"
    raise ValueError(f"not a Champions effect: {e!r}")


def is_imperative(e: A.Effect) -> bool:
    """An effect the card's owner carries out (may be made optional), as opposed to a statement about others."""
    if isinstance(e, (A.GainHealth, A.LoseHealth, A.Draw, A.Discard)):
        return e.who is A.Player.YOU
    return not isinstance(e, (A.Dormant, A.Forbid, A.Optional))


def _plural(t: A.Target) -> bool:
    return isinstance(t, A.Cards) and isinstance(t.count, (A.Fixed, A.UpTo)) and t.count.n != 1


def _kinds(tag: str | None, kinds: tuple[A.Kind, ...], plural: bool) -> str:
    words = " or ".join((_PLURAL.get(k, k.value + "s") if plural else k.value) for k in kinds)
    return f"{tag} {words}" if tag else words


def _counted(count: A.Count, rest: str) -> str:
    """"a"/"an" for one, else the number ("up to 2", "each")."""
    if isinstance(count, A.Each):
        return f"each {rest}"
    if isinstance(count, A.UpTo):
        return f"up to {count.n} {rest}"
    if count.n == 1:
        vowel = rest[:1].lower() in "aeio" or (rest[:1].lower() == "u" and not rest.lower().startswith("uni"))
        return ("an " if vowel else "a ") + rest
    return f"{count.n} {rest}"


def target(t: A.Target) -> str:
    if isinstance(t, A.This):
        return "this"
    if isinstance(t, A.ThisChampion):
        return "this Champion"
    words = []
    if t.highlighted:
        words.append("highlighted")
    if t.side:
        words.append(t.side.value)
    words.append(_kinds(t.tag, t.kinds, _plural(t)))
    text = _counted(t.count, " ".join(words))
    if t.lanes:
        text += " in " + " or ".join(lane.value for lane in t.lanes)
    return text


def pick(p: A.Pick) -> str:
    plural = isinstance(p.count, (A.Fixed, A.UpTo)) and p.count.n != 1
    return _counted(p.count, _kinds(p.tag, p.kinds, plural))
