"""AoS4 ability text, word by word (issue 15).

`normalize` removes the mark-up (`**bold**`, `^^KEYWORD^^`, `***Heading:***`, non-breaking spaces and hyphens).
`AoS4Lexer` cuts the text into words and marks and gives each the grammar terminals it may be:

- a run of capitalised words that is a sequence of declared keywords (spec/aos4/keywords.yaml) -> KEYWORD each;
- a run of capitalised words holding a word of no class ("Stinga Bows") -> one NAME; 'Quoted Words' -> QNAME;
- a line's opening words before ':' ("Cauterising Pollen:") -> HEADING;
- 12" -> DISTANCE, 3+ -> ROLL, D3 / 2D6 -> DICE, 1-2 -> RANGE, 7 -> NUMBER, "non-" -> NON;
- any other word -> the terminals of its classes (spec/aos4/words.yaml), or UNKNOWN.

A word with several terminals ("roll": VERB or NOUN; "and": joining words, noun phrases or clauses) takes the
first one with which the parser can read the next few words too (a bounded look-ahead over the LALR tables:
lookahead.py).
"""

from __future__ import annotations

import html
import re
from bisect import bisect_right

from lark.lexer import Lexer

from ..lalr import Position, Stacks
from ..tokens import PlacedToken
from .lookahead import BUDGET, Search
from .vocabulary import vocabulary

_new_str = str.__new__  # a token is made as text/tokens.py's PlacedToken, written out in `lex`
LOOKAHEAD = 60  # at most this many words read ahead (to the end of the sentence) to choose a word's terminal
_SENTENCE_ENDS = {"DOT", "_NL", "BANG"}
_NOUNS = {"NOUN", "KEYWORD", "NAME", "QNAME", "RPAR", "PRON"}
_OPENS_OBJECT = {"DET", "PRON", "NUMBER", "NUMW", "DICE", "DISTANCE", "ADV", "PREP"}
# after a noun, a relative pronoun before a determiner, a verb or participle before an adjective
_AFTER_NOUN = {"REL": -3, "CPRON": -2, "PAST": -2, "PART": -1, "KEYWORD": -1, "NOUN": -1}
# after a noun, a participle before these is a passive ("attacks made by / with / as part of ..."), not a verb
_PASSIVE_AGENTS = {"by", "with", "as part of"}
_NUMBERS = {"NUMBER", "NUMW", "DICE"}

# (the spaces before a word are skipped in the same match: the alternatives are tried once per word, not once more
# at each space, where none of them can match; a word opening with a letter no other kind opens with, as most do,
# is tried first: WORD and WORDX are one kind, the regex spelt twice; a mark, which nothing else opens with, next)
#
# A word is letters, then maybe "(s)", or parts joined by "-" or "'" (not a possessive "'s"), then maybe "!" or the
# "'" of "in'". Each alternative after the letters opens with the one character it needs, so that the regex engine
# (which tries an alternative opening with a literal only where that character is) passes over them at a word's end
# without entering any: the same matches as "letters(?:\(s\)|(?:(?:-|')letters)*(?:!|(?<=in)')?)", spelt out.
_PART = r"[A-Za-z]+(?:(?:-|'(?![sS](?![A-Za-z])))[A-Za-z]+)*(?:!|(?<=in)'(?![A-Za-z]))?"  # after a "-" or a "'"
_WORD_RE = r"and/or|[A-Za-z]+(?:\(s\)|-" + _PART + r"|'(?![sS](?![A-Za-z]))" + _PART + r"|!|'(?<=in')(?![A-Za-z])|)"
_RAW = re.compile(
    r"""[ \t]*(?:(?P<WORD>(?=[A-CE-MO-WYZa-mo-z])(?:""" + _WORD_RE + r"""))
    |(?P<MARK>[.,:;()!/+-])
    |(?P<NL>\n)
    |(?P<BULLET>\u2022)
    |(?P<QNAME>(?<![A-Za-z])'(?=[A-Z0-9])(?:[^'\n]|'(?=[A-Za-z]))*?'(?![A-Za-z]))
    |(?P<DISTANCE>(?<![A-Za-z])(?:\d+/\d+|(?:\d+|X)?D\d+(?:\+\d+)?|\d+|X)")
    |(?P<ROLL>(?<![A-Za-z])\d+\+(?!\d))
    |(?P<DICE>(?<![A-Za-z])\d*D\d+(?:\+\d+)?(?![A-Za-z]))
    |(?P<RANGE>\d+-\d+)
    |(?P<NUMBER>\d+(?:\.\d+)?)
    |(?P<POSS>'[sS](?![A-Za-z])|(?<=[sS])'(?![A-Za-z]))
    |(?P<NON>\b[Nn]on-(?=[A-Za-z]))
    |(?P<WORDX>""" + _WORD_RE + r""")
    |(?P<OTHER>\S))""",
    re.X,
)
# the kind of each group of _RAW by its number (`Match.lastindex`: a number is looked up faster than a name)
_KINDS = (None,) + tuple("WORD" if name == "WORDX" else name
                         for name, _ in sorted(_RAW.groupindex.items(), key=lambda item: item[1]))
_OPENERS = {None, "NL", "BULLET", ".", ":", "!", "LABEL"}
_LINE_STARTS = {None, "NL", "BULLET", "LABEL"}
_JOINERS = {"of", "the", "and", "to", "in", "on", "for", "a"}
_LABELS = {"declare", "effect", "keywords", "reaction"}
_HEADING_MAX = 8


_SPACES = re.compile(r"[ \t]+")
# "D3 + 3", "D3+ 1": one dice expression, "D3+3" (opening with its "D", so the regex engine looks only where one is)
_SPACED_DICE = re.compile(r"D(?<![A-Za-z]D)(\d+)(?: \+ ?|\+ )(\d+)\b")


def normalize(text: str) -> str:
    """Mark-up, not words: bold/italic stars, ^^keyword^^ carets, HTML entities, odd spaces and dashes, blank lines,
    spaces inside a dice expression ("D3 + 3")."""
    text = html.unescape(text)
    text = text.replace("\u00a0", " ").replace("\u2011", "-").replace("\u2010", "-").replace("\u2013", "-")
    text = text.replace("\u2014", "-").replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"')
    text = text.replace("\u201d", '"').replace("\r", "")
    text = text.replace("*", "").replace("^", "")
    if "+" in text:
        text = _SPACED_DICE.sub(r"D\1+\2", text)
    # (a line without a tab or two spaces in a row has nothing for _SPACES to change)
    lines = [(_SPACES.sub(" ", line) if "\t" in line or "  " in line else line).strip() for line in text.split("\n")]
    out: list[str] = []
    for line in lines:
        if not line:
            continue
        if out and out[-1][-1:].isalnum() and line[:1].islower():  # a line broken inside a sentence
            out[-1] += " " + line
        else:
            out.append(line)
    return "\n".join(out)


# a word of the text, one tuple for every word of every text: (value, start, end, the terminals it may be, the
# declared keyword when it may be one, else None)
VALUE, START, END, TERMINALS, KEYWORD = range(5)


class _Lookup:
    """What one vocabulary says of a lower-case word, worked out once per word (the lexer asks for every word of
    every text): its terminals, whether it is known, and which words may open a keyword."""

    def __init__(self, vocab, literals):
        self.vocab, self.literals = vocab, literals
        self.keyword_starts = _keyword_starts(vocab)
        self.phrase_starts = _phrase_lengths(vocab)
        self.known, self.terminals, self.spellings = {}, {}, {}
        # a mark's terminals: its literal's (",": COMMA, and LCOMMA too), one tuple per mark
        self.marks = {m: (literals.get(m, "UNKNOWN"),) + (("LCOMMA",) if m == "," else ()) for m in ".,:;()!/+-"}

    def word(self, low: str):
        """(known: its classes and literal, terminals: literal first, then its classes or a guess)."""
        if low in self.terminals:
            return self.known[low], self.terminals[low]
        vocab, literals = self.vocab, self.literals
        lit = (literals[low],) if low in literals else ()
        known = vocab.words.get(low, ()) + lit
        base = low[:-3] if low.endswith("(s)") else low  # "target(s)": the word's classes
        terminals = lit + tuple(t for t in vocab.words.get(base, ()) if t not in lit) or vocab.guess(low)
        if len(self.terminals) > 100_000:  # a hostile text of made-up words: the cache stays bounded
            self.known.clear()
            self.terminals.clear()
        self.known[low], self.terminals[low] = known, terminals
        return known, terminals

    def spelling(self, value: str) -> tuple:
        """All `_words` asks of a word as written, a pure function of it and the vocabulary, worked out once per
        spelling: (lower case, known, terminals, the most words of a keyword it may open (0: none), may open a
        phrase, capitalised, terminals with the verb first when it is a verb and a noun, a label ("Effect"), and
        for a plain word (not capitalised, opening no keyword nor phrase, no label: most words) what it is, read
        (its terminals, those for a word opening a sentence), else None)."""
        low = value.lower()
        known, terminals = self.word(low)
        verb_first = _ordered(terminals, "verb") if "VERB" in terminals and "NOUN" in terminals else terminals
        keyword_start, phrase_start, upper, label = \
            self.keyword_starts.get(low, 0), low in self.phrase_starts, value[:1].isupper(), low in _LABELS
        plain = None if keyword_start or phrase_start or upper or label else \
            (terminals or ("UNKNOWN",), verb_first or ("UNKNOWN",))
        found = (low, known, terminals, keyword_start, phrase_start, upper, verb_first, label, plain)
        if len(self.spellings) > 100_000:  # bounded, as `word`
            self.spellings.clear()
        self.spellings[value] = found
        return found


_LOOKUPS: dict = {}
_STARTS: dict = {}


def _keyword_starts(vocab) -> dict:
    """The lower-case words a declared keyword may open with (without its "'s": the lexer cuts that off), each with
    the most words a keyword it may open has (how far `_keyword` reads)."""
    found = _STARTS.get(id(vocab))
    if found is None or found[0] is not vocab:
        if len(_STARTS) > 8:
            _STARTS.clear()
        longest: dict = {}  # a word -> the most words of a keyword whose first word it is, with "'s"s, "'"s cut off
        for k in vocab.keywords:
            w = k[0]
            while True:
                longest[w] = max(longest.get(w, 0), len(k))
                cut = re.sub(r"'s?$", "", w)
                if cut == w:
                    break
                w = cut
        starts = {w: min(longest[w], vocab.longest_keyword)
                  for k in vocab.keywords for w in (k[0], re.sub(r"'s?$", "", k[0]))}
        found = _STARTS[id(vocab)] = (vocab, starts)
    return found[1]


def _lookup(vocab, literals) -> _Lookup:
    key = (id(vocab), id(literals))
    found = _LOOKUPS.get(key)
    if found is None or found.vocab is not vocab or found.literals is not literals:
        if len(_LOOKUPS) > 8:
            _LOOKUPS.clear()
        found = _LOOKUPS[key] = _Lookup(vocab, literals)
    return found


def _words(text: str, literals: dict) -> tuple[list[tuple], list[int]]:
    """The text's words (tuples: VALUE, START ... above), and where sentences end: the indices of the words whose
    first terminal is a full stop, a "!" or a line break, in order (how far the look-ahead reads)."""
    vocab = vocabulary()
    lookup = _lookup(vocab, literals)
    spellings, spelling, marks = lookup.spellings, lookup.spelling, lookup.marks
    # (kind, text, start, end): every group of _RAW ends where its match does
    raw = [(_KINDS[g := m.lastindex], m[g], m.start(g), m.end()) for m in _RAW.finditer(text)]
    out: list[tuple] = []
    ends: list[int] = []
    n_raw = len(raw)
    i, prev = 0, None
    while i < n_raw:
        kind, value, start, end = raw[i]
        if kind == "WORD":
            if prev in _LINE_STARTS:
                n = _heading(raw, i)
                if n:
                    heading = text[start:raw[i + n - 1][3]]
                    out.append((heading[:1].upper() + heading[1:], start, raw[i + n - 1][3], ("HEADING",), None))
                    i, prev = i + n, "WORD"
                    continue
            found = spellings.get(value)  # (`lookup.spelling`, without the call: most words were seen before)
            if found is None:
                found = spelling(value)
            plain = found[8]
            if plain is not None:  # what the rest of this branch makes of it, worked out once (`spelling`)
                if prev in _OPENERS:  # a sentence opens with its verb ("Set up")
                    out.append((found[0], start, end, plain[1], None))
                else:
                    out.append((value, start, end, plain[0], None))
                i, prev = i + 1, "WORD"
                continue
            low, known, terminals, keyword_start, phrase_start, upper, verb_first, label, _ = found
            opener = prev in _OPENERS
            taken = _keyword_length(raw, i, vocab, keyword_start) if keyword_start and upper else 0
            if taken and (taken > 1 or not known):
                key = " ".join(raw[j][1].lower() for j in range(i, i + taken)).replace(" '", "'")
                out.append((vocab.keywords[tuple(key.split())], start, raw[i + taken - 1][3], ("KEYWORD",), None))
                i, prev = i + taken, "WORD"
                continue
            if upper and (not known or not opener and _unknown_in_run(raw, i, vocab, literals)):
                j = _name_end(raw, i, vocab, literals)
                out.append((text[start:raw[j - 1][3]], start, raw[j - 1][3], ("NAME",), None))
                i, prev = j, "WORD"
                continue
            phrase = _phrase(raw, i, vocab) if phrase_start else None
            if phrase:
                n, terminals = phrase
                out.append((" ".join(raw[j][1].lower() for j in range(i, i + n)), start, raw[i + n - 1][3], terminals, None))
                i, prev = i + n, "WORD"
                continue
            if opener:  # a sentence opens with its verb ("Set up")
                terminals = verb_first
                value = low
            if taken:
                if opener:  # a one-word keyword that is also a word ("Charge" / "charge"): both
                    terminals += ("KEYWORD",)
                else:
                    lit = (literals[low],) if low in literals else ()
                    terminals = lit + ("KEYWORD",) + terminals[len(lit):]
                out.append((value, start, end, terminals or ("UNKNOWN",), vocab.keywords[(low,)]))
            else:
                out.append((value, start, end, terminals or ("UNKNOWN",), None))
            prev = "LABELWORD" if label and i + 1 < n_raw and raw[i + 1][1] == ":" else "WORD"
        elif kind == "MARK":
            terminals = marks[value]
            if terminals[0] in _SENTENCE_ENDS:
                ends.append(len(out))
            out.append((value, start, end, terminals, None))
            prev = "LABEL" if prev == "LABELWORD" else value
        elif kind == "NL":
            ends.append(len(out))
            out.append((value, start, end, ("_NL",), None))
            prev = kind
        elif kind == "OTHER":
            out.append((value, start, end, ("UNKNOWN",), None))
            prev = "WORD"
        else:  # "non-" in any case is the one prefix (fmt capitalizes it where it opens a sentence)
            value = value.lower() if kind == "NON" else value
            out.append((value, start, end, (kind,), None))
            prev = kind if kind == "BULLET" else "WORD"
        i += 1
    return out, ends


def _keyword(raw, i, vocab) -> int:
    """How many raw tokens from i make one declared keyword (longest first), 0 if none; "'s" joins its word."""
    kind, value = raw[i][0], raw[i][1]
    longest = _keyword_starts(vocab).get(value.lower()) if kind == "WORD" and value[0].isupper() else None
    return _keyword_length(raw, i, vocab, longest) if longest else 0


def _keyword_length(raw, i, vocab, longest: int) -> int:
    """`_keyword` of a capitalised word that may open a keyword of at most `longest` words."""
    words, best, j = [], 0, i
    while j < len(raw) and len(words) <= longest:
        kind, value = raw[j][0], raw[j][1].lower()
        if kind == "POSS" and words:
            words[-1] += value
        elif kind == "WORD":
            words.append(value)
        else:
            break
        j += 1
        if (j == len(raw) or raw[j][0] != "POSS") and tuple(words) in vocab.keywords:
            best = j - i
    return best


def _name_end(raw, i, vocab, literals) -> int:
    """The end of a name: capitalised words, joined by of/the/to ... only between capitalised words."""
    j = i + 1
    while j < len(raw):
        if raw[j][0] == "WORD" and raw[j][1][:1].isupper() and not _keyword(raw, j, vocab):
            j += 1
        elif raw[j][0] == "WORD" and raw[j][1] in _JOINERS and j + 1 < len(raw) and raw[j + 1][0] == "WORD" \
                and raw[j + 1][1][:1].isupper() and not _keyword(raw, j + 1, vocab):
            j += 2
        else:
            break
    return j


def _unknown_in_run(raw, i, vocab, literals) -> bool:
    """A capitalised run ("Trap Launcher", "Firing Drill") holding a word of no class: it is one name."""
    return any(raw[j][0] == "WORD" and raw[j][1][:1].isupper() and raw[j][1].lower() not in vocab.words
               and raw[j][1].lower() not in literals for j in range(i, _name_end(raw, i, vocab, literals)))


def _heading(raw, i) -> int:
    """Words opening a line and closed by ':' ("Cauterising Pollen:", "Designer's Note:"): how many, else 0."""
    if raw[i][1].lower() in _LABELS:
        return 0
    j = i
    while j < len(raw) and j - i < _HEADING_MAX and raw[j][0] in ("WORD", "POSS"):
        # the first word's case is not looked at: fmt capitalizes it anyway
        if raw[j][0] == "WORD" and j > i and not (raw[j][1][:1].isupper() or raw[j][1] in _JOINERS):
            return 0
        j += 1
    return j - i if j > i and j < len(raw) - 1 and raw[j][1] == ":" else 0


def _phrase(raw, i, vocab):
    """A phrase of the vocabulary ("up to", "in addition") opening at i, longest first: (its length, terminals)."""
    lengths = _phrase_lengths(vocab).get(raw[i][1].lower())
    if not lengths:
        return None
    for n in lengths:
        if n <= len(raw) - i:
            key = tuple(raw[j][1].lower() for j in range(i, i + n))
            if key in vocab.phrases and all(raw[j][0] == "WORD" for j in range(i, i + n)):
                return n, vocab.phrases[key]
    return None


_LENGTHS: dict = {}


def _phrase_lengths(vocab) -> dict:
    """First word of a phrase -> the lengths of the phrases it opens, longest first (worked out once per vocabulary)."""
    found = _LENGTHS.get(id(vocab))
    if found is None or found[0] is not vocab:
        if len(_LENGTHS) > 8:
            _LENGTHS.clear()
        lengths: dict = {}
        for p in vocab.phrases:
            if len(p) > 1 and p[0] in vocab.phrase_starts:
                lengths.setdefault(p[0], set()).add(len(p))
        found = _LENGTHS[id(vocab)] = (vocab, {w: sorted(ns, reverse=True) for w, ns in lengths.items()})
    return found[1]


# a word's terminals put in the order a context prefers (stable: the others keep theirs)
_PREFER = {"conj": lambda t: t not in ("VCONJ", "CL_CONJ"), "after noun": lambda t: _AFTER_NOUN.get(t, 0),
           "verb": lambda t: t != "VERB", "participle": lambda t: t != "PART", "adjective": lambda t: t != "AMOD"}
_ORDERED: dict = {}


def _ordered(terminals: tuple, context: str) -> tuple:
    """`terminals` sorted by the context's preference, worked out once per (terminals, context)."""
    key = (terminals, context)
    found = _ORDERED.get(key)
    if found is None:
        if len(_ORDERED) > 10_000:
            _ORDERED.clear()
        found = _ORDERED[key] = tuple(sorted(terminals, key=_PREFER[context]))
    return found


class AoS4Lexer(Lexer):
    """Words -> terminals, each ambiguous word resolved by what the parser can read next (module docstring)."""

    __future_interface__ = 1
    numbered_stacks = True  # lalr.FastParser hands `lex` a lalr.Position: the stacks it parses over

    def __init__(self, lexer_conf):
        self.literals = {t.pattern.value: t.name for t in lexer_conf.terminals if t.pattern.type == "str"}
        # the stacks met and the steps between them (lalr.Stacks) when the parser is Lark's own (an interactive
        # parse): shared by every such text
        self._steps = None
        # (LALR state, a word's terminals) -> those the state has an action for, in order (one lexer, one table)
        self._viable: dict = {}

    def lex(self, lexer_state, parser_state):
        text = lexer_state.text
        text = getattr(text, "text", text)
        words, self._sentence_ends = _words(text, self.literals)
        self._terminals = terms = [w[TERMINALS] for w in words]
        self._position = parser_state if parser_state.__class__ is Position else None
        if self._position is not None:
            self._search = Search(parser_state.parse_conf, terms, parser_state.stacks, self._viable)
        elif parser_state is not None:
            conf = parser_state.parse_conf
            # between texts only: a search in flight holds the numbers of the stacks it has seen
            if self._steps is None or self._steps.states is not conf.states or self._steps.full():
                self._steps = Stacks.of_conf(conf)
            self._search = Search(conf, terms, self._steps, self._viable)
        else:
            self._search = None
        prev = None
        choose, position, viable_of = self._choose, self._position, self._viable
        tops = position.stacks.tops if position is not None else None
        i = -1
        for value, start, end, terminals, keyword in words:
            i += 1
            if len(terminals) == 1:
                terminal = terminals[0]
            else:  # (`_choose`'s first look-up without the call: the parser can often read just one of them)
                viable = viable_of.get((tops[position.at], terminals)) if tops is not None else None
                terminal = viable[0] if viable is not None and len(viable) == 1 else \
                    choose(parser_state, words, i, prev)
            prev = terminal
            if keyword and terminal == "KEYWORD":
                value = keyword
            # (text/tokens.py's PlacedToken, made here: a call per word costs more than the stores themselves; its
            # line and column come from its offset when asked, so the loop walks no line breaks, issue 17)
            tok = _new_str(PlacedToken, value)
            tok.type = terminal
            tok.start_pos = start
            tok.value = value
            tok.end_pos = end
            tok.text = text
            yield tok

    def _choose(self, parser_state, words, i, prev=None) -> str:
        terms = self._terminals
        terminals = terms[i]
        if len(terminals) == 1:  # most words: nothing to choose
            return terminals[0]
        position = self._position
        if position is None:
            return self._choose_lark(parser_state, words, i, prev)
        # the orders below only permute the terminals (stable sorts), and filtering a stable sort's result is sorting
        # the filtered ones: so the terminals the parser can read here, ordered, are those of the table (worked out
        # once per state and terminals), ordered by the same tests as `_choose_lark`'s
        stacks = position.stacks
        key = (stacks.tops[position.at], terminals)
        viable = self._viable.get(key)
        if viable is None:
            viable = self._search.viable_at(key)
        if len(viable) <= 1:  # when the parser can read just one of them, it is it
            return viable[0] if viable else self._ordered_terminals(words, i, prev, terminals)[0]
        return self._search_from(position.at, i, self._ordered_terminals(words, i, prev, viable, terminals))

    def _ordered_terminals(self, words, i, prev, terminals, all_terminals=None) -> tuple:
        """`terminals` in the order the context prefers (the tests look at all of the word's terminals,
        `all_terminals`, when `terminals` are those of them the parser can read)."""
        terms = self._terminals
        every = terminals if all_terminals is None else all_terminals
        if "CL_CONJ" in every and i + 2 < len(words) and "VERB" in terms[i + 1] \
                and terms[i + 2][0] in _OPENS_OBJECT:  # "remove it and set it up": clauses joined
            terminals = _ordered(terminals, "conj")
        if prev in _NUMBERS and "AMOD" in every and i + 1 < len(words) and "NOUN" in terms[i + 1]:
            terminals = _ordered(terminals, "adjective")  # "3 fewer rally rolls": the adjective of the noun
        if prev in _NOUNS:  # after a noun: "units that ...", "attacks made by ..."
            terminals = _ordered(terminals, "after noun")
            if "PART" in every and i + 1 < len(words) and words[i + 1][VALUE] in _PASSIVE_AGENTS:
                terminals = _ordered(terminals, "participle")
        if "VERB" in every and i and (
                prev in ("MODAL", "REL")  # "it can move", "an attack that targets"
                or words[i - 1][VALUE].lower() in ("and", "or", "then", "to", ",") and i + 1 < len(words)
                and terms[i + 1][0] in _OPENS_OBJECT  # "and set it up", "to use this", ", return up to 3"
                or prev in _NOUNS and (i + 1 == len(words) or terms[i + 1][0] in _SENTENCE_ENDS  # "... ends."
                                       or terms[i + 1][0] in ("AMOD", "DET"))):  # "attacks score critical"
            terminals = _ordered(terminals, "verb")
        return terminals

    def _choose_lark(self, parser_state, words, i, prev) -> str:
        """`_choose` where the parser is Lark's own (an interactive parse) or there is none."""
        terminals = self._ordered_terminals(words, i, prev, self._terminals[i])
        if parser_state is None:
            return terminals[0]
        search = self._search
        at = search.stacks.number(parser_state.state_stack)
        actions = search.states[search.stacks.tops[at]]
        viable = tuple([t for t in terminals if t in actions])
        if len(viable) <= 1:
            return viable[0] if viable else terminals[0]
        return self._search_from(at, i, viable)

    def _search_from(self, at: int, i: int, viable: tuple) -> str:
        """The first of `viable` (two or more, in order) with which the parser reads from stack `at` to the end of
        word i's sentence (and one word past it), within a budget of parser steps; else the one that reads
        furthest, so that the error is where it fails."""
        search = self._search
        if i > search.horizon and search.memo:
            search.memo.clear()  # no search from here on can ask what those did: the memo stays one sentence long
        ends = self._sentence_ends  # (`_sentence_end`, without the call)
        k = bisect_right(ends, i)
        end = ends[k] if k < len(ends) else len(self._terminals) - 1
        depth = min(end + 1 - i, LOOKAHEAD)
        search.horizon = max(search.horizon, i + depth)  # the furthest word this search's memo entries are about
        search.budget = BUDGET
        best, reach = viable[0], -1
        memo = search.memo
        for t in viable:
            r = memo.get((at, i, t, depth))  # (`reach`'s own look-up first, without the call: the last search
            if r is None:  # in the sentence often went this way)
                r = search.reach(at, i, t, depth)
            if r == depth + 1:
                return t
            if r > reach:  # none reads to the end: the one that reads furthest, so the error is where it fails
                best, reach = t, r
        return best
