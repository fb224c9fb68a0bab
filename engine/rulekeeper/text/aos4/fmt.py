"""AST -> canonical AoS4 ability text (issue 15): `parse(fmt(ast)) == ast`.

The canonical form is the warscroll's: the timing line, "Declare: ...", "Effect: ...", "Keywords: ...", one
line each (an effect's later lines follow its first); keywords and names as declared, no mark-up.
"""

from __future__ import annotations

from . import ast as A

_NO_SPACE_BEFORE = {"COMMA", "LCOMMA", "DOT", "COLON", "SEMICOLON", "RPAR", "BANG", "POSS"}
_OPENS_SENTENCE = {None, "DOT", "COLON", "BANG", "BULLET"}


def words(node) -> list[A.Word]:
    """The words and marks of a construct, in order."""
    if isinstance(node, A.Word):
        return [node]
    if isinstance(node, A.Node):
        return [w for p in node.parts for w in words(p)]
    if isinstance(node, tuple):
        return [w for p in node for w in words(p)]
    raise TypeError(f"not a construct of AoS4 ability text: {node!r}")


def join(ws: list[A.Word]) -> str:
    """Spacing and capitals: no space before , . : ; ) 's; none after ( non- and a sign; a capital opens a sentence."""
    out, prev = "", None
    for w in ws:
        text = w.text
        if prev is None or prev.cls in _OPENS_SENTENCE:
            text = text[:1].upper() + text[1:]
        glue = prev is None or w.cls in _NO_SPACE_BEFORE or prev.cls in ("LPAR", "NON") or (
            prev.cls in ("PLUS", "MINUS") and w.cls == "NUMBER")
        out += text if glue else " " + text
        prev = w
    return out


def _title(words: str) -> str:
    return " ".join(w.capitalize() for w in words.split())


def _moment(m) -> str:
    if isinstance(m, A.Phase):
        return " ".join(x for x in (_title(m.side or ""), _title(m.phase), "Phase") if x)
    if isinstance(m, A.TurnEdge):
        return f"{_title(m.edge)} of {_title(m.side) + ' ' if m.side else ''}Turn"
    if isinstance(m, A.BattleEdge):
        return f"{_title(m.edge)} of {_title(m.ordinal) + ' ' if m.ordinal else ''}Battle{' Round' if m.round else ''}"
    if isinstance(m, A.Reaction):
        return "Reaction: " + join(words(m.event)) + ("." if m.period else "")
    if isinstance(m, A.Passive):
        return "Passive"
    raise TypeError(f"not a moment of an AoS4 timing: {m!r}")


def timing(t: A.Timing) -> str:
    head = ""
    if t.frequency is not None:
        head = f"Once Per {_title(t.frequency.span)}{' (Army)' if t.frequency.army else ''}{',' if t.comma else ''} "
    return head + ", ".join(_moment(m) for m in t.moments)


def fmt(ability: A.Ability) -> str:
    if not isinstance(ability, A.Ability):
        raise TypeError(f"not an AoS4 ability: {ability!r}")
    lines = []
    if ability.timing is not None:
        lines.append(timing(ability.timing))
    if ability.declare is not None:
        steps = [join(words(b)) for b in ability.declare.blocks]
        lines.append("Declare: " + steps[0])
        lines.extend(steps[1:])
    if ability.effect is None:
        return "\n".join(lines)
    blocks = [join(words(b)) for b in ability.effect.blocks]
    lines.append("Effect: " + blocks[0])
    lines.extend(blocks[1:])
    if ability.effect.keywords:
        lines.append("Keywords: " + ", ".join(ability.effect.keywords))
    return "\n".join(lines)
