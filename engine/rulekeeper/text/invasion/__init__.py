"""Warhammer: Invasion card text (issue 4): grammar/invasion.lark -> ast.py, printed back by fmt.py.

Registers the `invasion` Language: its word-level lexer, its lexicon (spec/invasion/lexicon.yaml: lexicon.py),
mark-up normalisation, readable error words, the FAQ's general errata as a rewriting lint (lint.py) and the
language page's section on words and where each may stand (places.py).
"""

from ..core import Language, register
from .errors import WORDS, expected, explain
from .fmt import fmt
from .lexer import InvasionLexer, normalize
from .lint import lint
from .places import words_html
from .transform import ToAst

LANGUAGE = register(
    Language(
        game="invasion",
        grammar="invasion.lark",
        transformer=ToAst,
        fmt=fmt,
        words=WORDS,
        explain=explain,
        expected=expected,
        embed_transformer=True,
        normalize=normalize,
        lint=lint,
        lexer=InvasionLexer,
        words_page=words_html,
    )
)
