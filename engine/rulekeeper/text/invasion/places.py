"""Where a word may stand (issue 13): its terminal, the word class (rule of grammar/invasion.lark) that takes it, and
each rule that takes that class, read off the parser's own rules. For a card author ("where can 'empowered' go?")
and for the language page's word index (`words_html`).
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache
from html import escape

from . import lexicon

_INTERNAL = re.compile(r"^__(\w+?)_(?:star|plus|opt)_\d+$")
# rules named for a word class: a word of these stands where the class stands
_CLASS_RULES = ("verb", "verb_or_noun", "participle", "noun", "modifier", "modifier_participle", "keyword_name",
                "adverb", "prep", "det", "pronoun", "number", "modal", "lead", "sub_word", "comparative", "conj",
                "modifier_conj")


def _lexer():
    from ..core import parser

    front = parser("invasion").parser
    return getattr(front.lexer, "lexer", front.lexer)


def _user(name: str) -> str:
    """The grammar's own name of a rule (Lark names the helper rules of `x*` and `x?` `__rule_star_0`)."""
    m = _INTERNAL.match(name)
    return m.group(1) if m else name


@lru_cache(maxsize=1)
def _uses() -> dict[str, frozenset[str]]:
    """Symbol (terminal or rule) -> the rules whose alternatives name it."""
    from ..core import parser

    out: dict[str, set[str]] = defaultdict(set)
    for rule in parser("invasion").rules:
        for sym in rule.expansion:
            origin = _user(rule.origin.name)
            if origin != sym.name:
                out[sym.name].add(origin)
    return {k: frozenset(v) for k, v in out.items()}


@dataclass(frozen=True)
class Places:
    word: str
    terminal: str
    lemma: str | None  # the lexicon lemma the word is a form of (None: a word the grammar spells out)
    word_class: str | None  # its lexicon class (verb, noun ...)
    classes: tuple[str, ...]  # the rules that take the word itself ("verb")
    places: dict  # each of those rules -> the rules that take it ("predicate")

    def describe(self) -> str:
        article = "an" if (self.word_class or "")[:1] in "aeiou" else "a"
        origin = (f"a form of '{self.lemma}', {article} {self.word_class} of spec/invasion/lexicon.yaml" if self.lemma
                  else "a word of grammar/invasion.lark")
        parts = []
        for c in self.classes:
            users = self.places.get(c, ())
            parts.append(f"as {c} (in {', '.join(users)})" if users and c in _CLASS_RULES else f"in {c}")
        return f"'{self.word}' ({origin}) stands " + "; ".join(parts) + "."


def places(word: str) -> Places | None:
    """Where `word` may stand, or None if it is not a word of Invasion card text."""
    lex, low = _lexer(), word.lower()
    terminal = lex.vocab.get(low) or lex.vocab.get(word)
    if terminal is None:
        return None
    uses = _uses()
    classes = tuple(sorted(uses.get(terminal, ())))
    found = lexicon.forms().get(low) if terminal in lexicon.TERMINALS.values() else None
    return Places(word, terminal, found[1] if found else None, found[0] if found else None, classes,
                  {c: tuple(sorted(uses.get(c, ()))) for c in classes})


def words_html() -> str:
    """The language page's section on words: the lexicon's classes with their lemmas, then every word the grammar
    spells out, each with the rules it may stand in (linked to the rules above on the page)."""
    uses = _uses()

    def rules(names) -> str:
        return ", ".join(f'<a href="#grammar-{escape(n)}"><code>{escape(n)}</code></a>' for n in sorted(names))

    out = ["## Words and where they stand { #words }\n",
           "<p>Open-class words are data: <code>spec/invasion/lexicon.yaml</code> lists each lemma once with its class "
           "and its irregular forms; every form (-s, past, past participle, -ing; a noun's plural) is a word of its "
           "class. A new mechanic's word is added there, not in the grammar. A form two lemmas make goes to the class "
           "listed first below. Traits are read as card names and are listed for \"did you mean\".</p>",
           "<p>A lower-case word in no entry (a new set's word) is read by its form and its place: after a form of "
           "<em>be</em>, or ending in -ing or -ed, a participle (\"this fulcrum is channeled\"); after a modal, or "
           "before what opens an object (a determiner, a number, <em>target</em>), a verb (\"steal 1 dominance\"); "
           "ending in -s right after a noun and before a comma, a period or a preposition, a verb (\"after your turn "
           "begins,\"); anywhere else a noun (\"1 dominance\"). A word one edit from a word of the language, or two "
           "of its words run together, is a misspelling: an error with \"did you mean\". So is a word under four "
           "letters or one that does not look like English. An error at a new word says how it was read.</p>"]
    for cls in ("noun", "adjective", "participle", "keyword", "verb", "trait"):
        entries = [e for e in lexicon.entries() if e.cls == cls]
        terminal = lexicon.TERMINALS.get(cls)
        where = rules({u for c in uses.get(terminal, ()) for u in (uses.get(c, ()) if c in _CLASS_RULES else (c,))}
                      ) if terminal else "read as a name (<code>WORDNAME</code>)"
        items = []
        for e in entries:
            extra = sorted(f for f in e.forms if f != e.name.lower())
            note = (" (value)" if e.value else "") + (" (token kind)" if e.token else "")
            items.append(f"{escape(e.name)}{escape(note)}" + (f" <small>{escape(', '.join(extra))}</small>" if extra else ""))
        out.append(f"<h3>{cls}s ({len(entries)} lemmas)</h3><p>Stand in: {where}.</p><p>{' · '.join(items)}</p>")
    literal = defaultdict(set)
    for w, t in _lexer().terminals.items():
        for c in uses.get(t, ()):
            literal[(w, t)].add(c)
    rows = "".join(f"<tr><td>{escape(w)}</td><td><code>{escape(t)}</code></td><td>{rules(cs)}</td></tr>"
                   for (w, t), cs in sorted(literal.items()))
    out.append("<h3>Words the grammar spells out</h3><p>Each with its terminal and the rules that name it.</p>"
               '<div class="rk-words"><table><thead><tr><th>word</th><th>terminal</th><th>rules</th></tr></thead>'
               f"<tbody>{rows}"
               "</tbody></table></div>")
    return "\n\n".join(out) + "\n"
