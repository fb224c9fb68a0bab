"""AST -> canonical Brawl card text: one section a line (movement, pre-attack, the action, post-attack), keywords
capitalised as the rulebook prints them, whom a keyword acts on only when it isn't the rules' default."""

from __future__ import annotations

from . import ast as A


def fmt(card: A.Card) -> str:
    lines = [] if card.movement is None else [f"Move {card.movement}."]
    action = card.action
    kind = type(action)
    if isinstance(action, A.Attack):
        if action.pre:
            lines.append("Pre-attack: " + sentences(action.pre, kind))
        attack = [f"Attack: {targeting(action.targeting)}, strength {action.strength}."]
        if action.double:
            attack.append("Double.")
        if action.lifesteal:
            attack.append("Lifesteal.")
        if action.poison is not None:
            attack.append(f"Poison {action.poison}.")
        attack += [f"{_cap(condition(b.condition))}, +{b.n} strength." for b in action.bonuses]
        lines.append(" ".join(attack))
        if action.post:
            lines.append("Post-attack: " + sentences(action.post, kind))
    elif isinstance(action, A.Skill):
        head = f"Skill: {targeting(action.targeting)}." if action.targeting else "Skill:"
        lines.append(head + " " + sentences(action.effects, kind))
    else:
        parts = ["Reaction:"]
        if action.defence is not None:
            parts.append(f"Defence {action.defence:+d}.")
        if action.effects:
            parts.append(sentences(action.effects, kind))
        lines.append(" ".join(parts))
        if action.post:
            lines.append("Post-attack: " + sentences(action.post, kind))
    return "\n".join(lines)


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def sentences(items, kind: type) -> str:
    return " ".join(sentence(s, kind) for s in items)


def sentence(s: A.Sentence, kind: type) -> str:
    if isinstance(s, A.Conditional):
        return f"{_cap(condition(s.condition))}, {effect(s.effect, kind)}."
    return _cap(effect(s, kind)) + "."


def condition(c: A.Condition) -> str:
    if isinstance(c, A.Bloodied):
        return f"if {c.ref.value} is Bloodied"
    return f"if you control the {c.area.value} area"


def _hexes(n: int) -> str:
    return f"{n} hex" if n == 1 else f"{n} hexes"


def who(w: A.Who) -> str:
    if isinstance(w, A.Ref):
        return w.value
    side = w.side.value
    if w.within == 1:
        noun = f"adjacent {side}"
    elif w.within is None:
        noun = side
    else:
        noun = f"{side} within {_hexes(w.within)}"
    if w.each:
        return f"each {noun}"
    return ("an " if noun[0].lower() in "aeiou" else "a ") + noun


_KEYWORD = {A.Push: "Push", A.Pull: "Pull", A.Fear: "Fear", A.Force: "Force", A.Heal: "Heal", A.Dash: "Dash",
            A.Jump: "Jump", A.Swoop: "Swoop", A.Move: "Move", A.Draw: "Draw", A.Plan: "Plan"}


def effect(e: A.Effect, kind: type) -> str:
    if isinstance(e, A.DealDamage):
        return f"deal {e.n} damage to {who(e.who)}"
    if isinstance(e, A.Place):
        near = "adjacent to" if e.within == 1 else f"within {_hexes(e.within)} of"
        return f"place {who(e.who)} on an unoccupied hex {near} {e.near.value}"
    if isinstance(e, (A.Root, A.Stun)):
        body = type(e).__name__
    else:
        body = f"{_KEYWORD[type(e)]} {e.n}"
        if isinstance(e, A.Move) and e.heading is not None:
            body += f" {e.heading.value} {e.ref.value}"
    if isinstance(e, A.WITH_SUBJECT) and e.who != A.default_who(type(e), kind):
        return f"{who(e.who)}: {body}"
    return body


def _range(r: A.Range) -> str:
    return f"range {r.high}" if r.low == 1 else f"range {r.low}-{r.high}"


def shape(s: A.Shape) -> str:
    if isinstance(s, A.Burst):
        return f"burst {s.radius}"
    if isinstance(s, A.Line):
        return f"line {s.length}"
    if isinstance(s, A.Arc):
        return f"arc {s.size}"
    return "hexes " + " ".join(f"({q}, {r})" for q, r in s.hexes)


def targeting(t: A.Targeting) -> str:
    if isinstance(t, A.AreaOfEffect):
        return f"AoE {shape(t.shape)}"
    if isinstance(t, A.Melee):
        text = "melee"
    else:
        text = f"{'indirect' if isinstance(t, A.IndirectShot) else 'direct'} shot, {_range(t.range)}"
    return text if t.whom is A.Whom.ENEMY else f"{text}, targeting {t.whom.value}"
