"""Age of Sigmar 4 ability text (issue 15): grammar/aos4.lark -> ast.py, printed back by fmt.py.

An ability is its timing line, its declare step and its effect (and the ability's keywords), as
`rulekeeper cards check` joins them from the corpus: "Your Hero Phase\\nDeclare: ...\\nEffect: ...".
Words are data (spec/aos4/words.yaml, spec/aos4/keywords.yaml); the lexer is lexer.py. What an ability means
(timing, picks and rolls, modifiers, damage, moves ...) is the `semantics` package: `interpret(ast)`.
"""

from ..core import Language, register
from .errors import WORDS, expected, explain
from .fmt import fmt
from .lexer import AoS4Lexer, normalize
from .transform import ToAst


def ability_lines(entry: dict) -> str:
    """A corpus-format ability ({timing, declare, effect, keywords}) as the text the language reads: its timing line,
    then "Declare: ...", "Effect: ...", "Keywords: ..."; "" when it has neither a declare step nor an effect."""
    part = {k: str(entry.get(k) or "").strip() for k in ("timing", "declare", "effect", "keywords")}
    lines = [part["timing"]] if part["timing"] else []
    lines += [f"{label}: {part[k]}" for k, label in (("declare", "Declare"), ("effect", "Effect"),
                                                      ("keywords", "Keywords")) if part[k]]
    return "\n".join(lines) if part["effect"] or part["declare"] else ""


LANGUAGE = register(
    Language(
        game="aos4",
        grammar="aos4.lark",
        transformer=ToAst,
        fmt=fmt,
        words=WORDS,
        explain=explain,
        expected=expected,
        normalize=normalize,
        lexer=AoS4Lexer,
        embed_transformer=True,
    )
)
