"""Card text as a language: Lark (LALR) grammar -> typed frozen AST -> canonical text (DESIGN.md, "Card text").

Each game registers a `Language` (its grammar file, its Transformer into AST nodes, its `fmt`, and words for
its terminals); `parse`, `fmt` and `CardTextError` are shared by all games.
"""

from .errors import CardTextError
from .core import Language, register, language, parse, fmt, parser

__all__ = ["CardTextError", "Language", "register", "language", "parse", "fmt", "parser"]
