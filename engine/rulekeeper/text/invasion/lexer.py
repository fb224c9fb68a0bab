"""Invasion card text, word by word: the vocabulary is the grammar's own literals (grammar/invasion.lark) and the
lexicon's words (spec/invasion/lexicon.yaml, every form of each lemma: lexicon.py).

A word the grammar lists becomes that word's terminal whatever its case ("Deal" = "deal"), a word of the lexicon
its class's terminal ("destroys" = VERB_WORD); a run of
capitalised words that holds at least one word the vocabulary does not know ("Grimgor Ironhide",
"Journey to the Gate") is one NAME; "[Power]" is an ICON; digits are a NUMBER. A lower-case word the vocabulary
lacks is read as a new noun, verb or participle by its form and neighbours (newwords.py), unless it is a misspelling
of a known word; any other word is an UNKNOWN token, which the parser then rejects with the line, column and what it
expected.
"""

from __future__ import annotations

import html
import re
from bisect import bisect_right
from functools import lru_cache

from lark.lexer import Lexer

from ..tokens import token
from . import lexicon, newwords

# a hyphenated word is one word ("Iron-talon"), except after the prefix "non-" ("non-Hero" = non, -, Hero)
# "section(s)": a noun with an optional plural ending is one word, of its noun's class
_TOKEN = re.compile(r"\[[^\]\n]*\]|\d+|(?![Nn]on-)[A-Za-z]+(?:-[A-Za-z]+)+|[A-Za-z]+\(s\)|[A-Za-z]+|'s\b|'|\S")
_OPTIONAL_PLURAL = "(s)"
_NAME_JOINERS = {"of", "the", "to", "and", "in", "a"}
# words that are nouns ("enters play") but verbs when they open a sentence ("Play only during your turn.");
# must match the grammar's `verb_or_noun`
_ADJECTIVE_PARTICIPLES = {"attacking", "defending", "questing", "burning", "participating"}
_DETERMINERS = {"a", "an", "the", "this", "that", "each", "any", "all", "another", "your", "his", "their", "its"}
_SUBJECT_MODALS = {"can", "cannot", "may", "must", "would", "could", "will", "does", "do", "did"}
_OBJECT_OPENERS = {"a", "an", "the", "one", "two", "three", "up", "that", "this", "all", "each"}
_ZONES = {"kingdom", "quest", "battlefield"}
_SUBJECTS = {"you", "he", "they"}  # subject pronouns: a form in -ed after one (and "just") is a past tense
_CORRUPT_AFTER = _OBJECT_OPENERS | {"all", "each", "any"}  # "corrupt" after these is an adjective
_LINE_ENDS = {".", ":", ")"}
_SENTENCE_OPENERS = {".", ":", "(", '"', ",", "then"}
_IMPERATIVES = {"start", "targets", "turn", "play", "discard", "attack", "control", "end", "copy", "name", "form", "attacks"}


def _is_word(w: str) -> bool:
    """Letters, maybe joined by hyphens ("Iron-talon")."""
    return w.replace("-", "").isalpha() and not w.startswith("-")


_BREAK = re.compile(r"<br\s*/?>|</p>|<p>", re.I)
_TAG = re.compile(r"</?[a-zA-Z][^>]*>")
# a word or two in single quotes ('all') is a quotation, printed canonically in double quotes
_QUOTED = re.compile(r"(?<![\w'])'([A-Za-z]+(?: [A-Za-z]+)?)'(?![\w'])")
_SPACES = re.compile(r"[ \t]+")


def normalize(text: str) -> str:
    """Mark-up, not words: HTML tags and entities, typographic quotes, non-breaking and repeated spaces."""
    if "<" in text:
        text = _TAG.sub("", _BREAK.sub(" ", text))
    text = html.unescape(text)
    text = text.replace("\u00a0", " ").replace("\u2019", "'").replace("\u2018", "'")
    text = text.replace("\u201c", '"').replace("\u201d", '"').replace("\u2013", "-").replace("\u2014", "-")
    if "'" in text:
        text = _QUOTED.sub(r'"\1"', text)
    text = _SPACES.sub(" ", text).strip()
    # the card list sometimes drops a text's final period; card text ends with one
    return text + "." if text[-1:].isalnum() or text[-1:] in ('"', "]") else text


@lru_cache(maxsize=None)
def _rule_words(*names: str) -> frozenset[str]:
    """The words of some rules of grammar/invasion.lark (e.g. `verb`: "and"/"or" before one joins two commands)."""
    from ... import paths

    grammar = (paths.grammar_dir() / "invasion.lark").read_text(encoding="utf-8")
    words = set()
    for name in names:
        rule = re.search(r"^!?%s(?:\.\d+)?:(.*?)^\S" % name, grammar, re.M | re.S).group(1)
        words.update(re.findall(r'"([a-z]+)"', rule))
    return frozenset(words)


_token = token  # one Token per word (text/tokens.py)


def _pos(text: str, start: int, line_starts: list[int]):
    """(line, column) of offset `start`: a binary search over the offsets where lines start (issue 17)."""
    line = bisect_right(line_starts, start)
    return line, start - line_starts[line - 1] + 1


class InvasionLexer(Lexer):
    """Words -> the grammar's terminals (see the module docstring)."""

    def __init__(self, lexer_conf):
        self.terminals = {t.pattern.value: t.name for t in lexer_conf.terminals if t.pattern.type == "str"}
        self.learn()

    def learn(self, removed: frozenset[str] = frozenset()) -> None:
        """The vocabulary: the grammar's words and every form of the lexicon's lemmas (lexicon.py), but `removed`
        (the leave-one-cycle-out benchmark). A form the grammar spells out keeps the grammar's terminal."""
        def words(*rules):
            return _rule_words(*rules) - removed

        self.vocab = {w: t for w, t in self.terminals.items() if not set(w.split(" ")) & removed}
        by_class: dict[str, set[str]] = {c: set() for c in lexicon.CLASSES}
        for form, (cls, _) in lexicon.forms().items():
            if form not in self.vocab and form not in removed and cls in lexicon.TERMINALS:
                self.vocab[form] = lexicon.TERMINALS[cls]
                by_class[cls].add(form)
        self.verbs = words("verb", "verb_or_noun", "modal", "lead", "prep") | by_class["verb"]
        self.keywords = words("keyword_name") | by_class["keyword"]
        self.numbers = words("number")
        self.participles = words("participle") | by_class["participle"]
        self.preps = words("prep", "det")
        self.comparatives = words("comparative")
        self.finite = words("verb", "verb_or_noun") | by_class["verb"]
        self.trait_words = frozenset(t for t in lexicon.traits() if t.lower() not in removed)
        self.verb_words = by_class["verb"]  # a word that is only a verb: none stands inside a list of noun phrases
        self.nouns = words("noun") | by_class["noun"]
        self.modifiers = words("modifier") | by_class["adjective"]
        self.modals = words("modal")
        self.determiners = words("det")
        self.np_words = (words("det", "modifier", "noun", "number") | by_class["noun"] | by_class["adjective"]
                         | {"target", "other"})
        self.phrase_starts = {v.split(" ")[0] for v in self.vocab if " " in v}
        # the words whose terminal their neighbours may change (`lex`): every condition there names one of them
        self.special = (self.participles | self.keywords | _IMPERATIVES | _ZONES | {
            "as", "until", "this", "cost", "costs", "limit", "put", "target", "blank", "burn", "action", "actions",
            "corrupt", "and", "or", ",", "(", "-", "one", "another", "that", "just", '"'})
        self._about: dict[str, tuple] = {}
        # what a word the lexicon lacks is checked against, before it is read as a new word (newwords.py)
        self.known = frozenset(w for w in self.vocab if w.isalpha()) | {
            t.lower() for t in lexicon.traits() if t.lower() not in removed}
        self._looks_new: dict[str, bool] = {}
        self.noun_forms = self.nouns | {f for f, (c, _) in lexicon.forms().items() if c == "noun" and f not in removed}

    def new_word(self, low: str, prev: str, nxt: str) -> str:
        """The terminal of a word the vocabulary lacks: its reading as a new word (newwords.py), or UNKNOWN."""
        looks = self._looks_new.get(low)
        if looks is None:
            looks = self._looks_new[low] = newwords.looks_new(low, self.known)
        if not looks:
            return "UNKNOWN"
        return newwords.reading(low, prev, nxt, modals=self.modals, numbers=self.numbers,
                                determiners=self.determiners, nouns=self.noun_forms)

    def _known(self, word: str) -> bool:
        return word.lower() in self.vocab

    def lex(self, data):
        text = data if isinstance(data, str) else data.text
        line_starts = [0] + [m.end() for m in re.finditer("\n", text)] if "\n" in text else None
        raw = [(m.group(), m.start()) for m in _TOKEN.finditer(text)]
        # what each word is on its own, worked out once per distinct word (`_about`)
        about = self._about
        info = [about.get(w) or self._learn_word(w) for w, _ in raw]
        lows = [x[0] for x in info]
        verb_before = None  # worked out when an "and" / "or" first asks
        n = len(raw)
        i, sentence_start, known_until = 0, True, -1
        while i < n:
            word, start = raw[i]
            low, kind, start_kind, known, is_word, special = info[i]
            line_start = i == 0 or raw[i - 1][0] in _LINE_ENDS
            if line_start and self._only_line(raw, i):
                yield self._tok("ONLY_LINE", "", start, text, line_starts)
            m = self._trait_line(raw, i) if line_start and word[0].isupper() else 0
            if m:  # "Epic Spell.": the card's trait printed as a line of its text
                e = raw[i + m - 1][1] + len(raw[i + m - 1][0])
                yield self._tok("TRAIT_LINE", text[start:e], start, text, line_starts)
                i, sentence_start = i + m, False
                continue
            if word == "Epic" and i + 1 < n and raw[i + 1][0] in self.trait_words and (i == 0 or raw[i - 1][0] != "-"):
                e = raw[i + 1][1] + len(raw[i + 1][0])  # "an Epic Spell tactic": the trait "Epic Spell", a name
                yield self._tok("WORDNAME", text[start:e], start, text, line_starts)
                i, sentence_start = i + 2, False
                continue
            # (a run already scanned and found all known is not scanned again from each of its words: linear time)
            if word[0].isupper() and is_word and not (sentence_start and known) and i > known_until:
                j, last_cap, unknown = i, i, False
                # a capitalised run; joiners ("of", "the" ...) only between capitalised words
                while j < n:
                    w = raw[j][0]
                    if info[j][4] and w[0].isupper():
                        if not (j == i and sentence_start and info[j][3]):
                            unknown |= not info[j][3]
                        last_cap = j
                        j += 1
                    elif w in _NAME_JOINERS:
                        k = j
                        while k < n and raw[k][0] in _NAME_JOINERS:
                            k += 1
                        if k < n and raw[k][0][:1].isupper() and info[k][4]:
                            j = k
                        else:
                            break
                    else:
                        break
                if not unknown:
                    known_until = last_cap
                else:
                    first = i
                    if sentence_start and known and last_cap > i:
                        yield self._tok(kind, word, start, text, line_starts)  # its terminal mid-sentence
                        first = i + 1
                    # a known capitalised word right before the name stays a word only at a sentence start
                    s = raw[first][1]
                    e = raw[last_cap][1] + len(raw[last_cap][0])
                    yield self._tok("WORDNAME", text[s:e], s, text, line_starts)
                    i, sentence_start = last_cap + 1, False
                    continue
            if low in self.phrase_starts:
                phrase = self._phrase(lows, i)
                if phrase:  # a fixed phrase of the grammar ("at random", "up to") is one token
                    m, value = phrase
                    s_end = raw[i + m - 1][1] + len(raw[i + m - 1][0])
                    yield self._tok(self.vocab[value], text[start:s_end], start, text, line_starts)
                    i, sentence_start = i + m, False
                    continue
            # the token's kind: the word's terminal, unless its neighbours say otherwise (one Token per word);
            # only the words of `special` have neighbours that can change it
            if sentence_start:
                kind = start_kind
            clause_conj = False
            if kind == "UNKNOWN" and word.islower():  # a word the lexicon lacks yet (newwords.py)
                kind = self.new_word(low, lows[i - 1] if i > 0 else "", lows[i + 1] if i + 1 < n else "")
            if special:
                nxt = lows[i + 1] if i + 1 < n else ""
                prev = lows[i - 1] if i > 0 else ""
                if (prev == "," and low in self.participles and nxt
                        and (nxt in self.preps or nxt in (".", ",") or (
                            low.endswith("ing") and low not in _ADJECTIVE_PARTICIPLES and nxt in self.np_words))):
                    kind = "PARTICIPLE_LEAD"  # ", ignoring loyalty costs"
                if low in ("as", "until") and nxt in ("it", "they", "he", "you"):
                    kind = "SUB_WORD"
                elif low == "this" and (nxt in self.modals or nxt in ("does", "is", "has")):
                    kind = "PRONOUN_THIS"
                elif low in ("cost", "costs") and prev.endswith("s") and (nxt.isdigit() or nxt == "x"):
                    kind = "COST_VERB"
                elif low == "limit" and not line_start and not (nxt.isdigit() or nxt in self.numbers or nxt in ("once", "twice")):
                    kind = "LIMIT_NOUN"
                elif low in self.keywords and prev in _DETERMINERS:
                    kind = "WORDNAME"  # "the Necromancy ability": a name
                elif low == "put" and prev in ("is", "are", "be", "been", "was", "were", "being"):
                    kind = "PUT_PARTICIPLE"
                elif low in _IMPERATIVES and prev in self.nouns and prev not in self.modifiers and (nxt in self.preps or nxt in self.numbers):
                    kind = "IMPERATIVE"  # "Players play with ...", "player targets a unit"
                elif prev in ("that", "who") and low in _IMPERATIVES:
                    kind = "IMPERATIVE"  # "that targets an opponent's card"
                if prev in self.modals and low == "target":
                    kind = "IMPERATIVE"  # "Opponents cannot target ..."
                if (sentence_start or prev == "to") and low in ("target", "blank", "burn") and nxt in _OBJECT_OPENERS:
                    kind = "IMPERATIVE"  # "Target a tactic just played.", "... to target the effects of ..."
                if low in _ZONES and self._zone_prefix(raw, i, sentence_start):
                    kind = "ZONE_WORD"
                if low in ("action", "actions") and not (i + 1 < n and raw[i + 1][0] == ":"):
                    kind = "ACTION_NOUN"
                if line_start and low in self.keywords and self._keyword_line(raw, i):
                    kind = "KEYWORD_LINE"
                if word == "," and self._list_comma(raw, i):
                    kind = "LIST_COMMA"
                if word == "(" and self._aside(raw, i):
                    kind = "ASIDE_PAREN"
                elif word == "-" and prev in self.keywords and line_start is False and nxt.isalpha() \
                        and nxt not in self.numbers and nxt != "x" and i >= 1 and self._keyword_line(raw, i - 1) is False \
                        and (i == 1 or raw[i - 2][0] in (".", ":", ")")):
                    kind = "KEYWORD_DASH"  # "Limited - you cannot play ...": the keyword's reminder after a dash
                elif (low == "one" and prev in self.modifiers and nxt == "of") or (
                        low == "another" and nxt in self.participles and i + 2 < n
                        and lows[i + 2] in ("by", "in", "at", "from", "with")):
                    kind = "NOUN_WORD"  # "a different one of your zones", "another controlled by the same player"
                elif low == "that" and prev == "control" and (nxt in ("is", "are", "has") or nxt in self.modals):
                    kind = "RELATIVE_THAT"  # "target unit you control that is defending alone": a relative clause
                elif low == "just" and prev in _SUBJECTS and nxt.endswith("ed") and nxt in self.participles:
                    kind = "JUST_MODAL"  # "as many cards as you just discarded": "just" before a past tense
                elif kind == "PARTICIPLE_WORD" and prev == "just" and i >= 2 and lows[i - 2] in _SUBJECTS \
                        and low.endswith("ed"):
                    kind = "VERB_WORD"  # ... and the past tense itself, after its subject
                elif word == '"' and prev == ".":
                    kind = "QUOTE_CLOSE"  # 'gains "Action: ... unit."': the quoted sentences end here
                if low in ("and", "or") and i + 1 < n:
                    if verb_before is None:
                        verb_before = self._verb_before(raw)
                    clause_conj = ((nxt in self.verbs or self._subject_then_verb(raw, i + 1, verb_before)
                                    or self.new_word(nxt, low, lows[i + 2] if i + 2 < n else "") == "VERB_WORD")
                                   and nxt not in self.comparatives and prev != "/"
                                   and kind != "ZONE_WORD" and not self._zone_prefix(raw, i + 1, False)
                                   and not (nxt == "discard" and i + 2 < n and lows[i + 2] in ("pile", "piles")))
                if low == "corrupt" and prev in _CORRUPT_AFTER:
                    kind = "CORRUPT_ADJ"
                if clause_conj:
                    kind = "CLAUSE_" + word.upper()
            if line_starts is None:  # one line (most texts): the position without a call
                yield _token(kind, word, start, 1, start + 1, None, None, start + len(word))
            else:
                yield self._tok(kind, word, start, text, line_starts)
            sentence_start = clause_conj or low in _SENTENCE_OPENERS or (
                word == ")" and i + 1 < n and raw[i + 1][0][:1].isupper())
            i += 1

    def _learn_word(self, word: str) -> tuple:
        """What a word is on its own: (lower case without "(s)", its terminal, its terminal opening a sentence,
        known, letters only, whether its neighbours may change its terminal). Remembered for the vocabulary."""
        if len(self._about) > 100_000:  # a hostile text of made-up words: the memory stays bounded
            self._about.clear()
        low = word.lower().removesuffix(_OPTIONAL_PLURAL)
        about = self._about[word] = (low, self._kind(word), self._kind(word, True), self._known(word), _is_word(word),
                                     low in self.special)
        return about

    def _verb_before(self, raw) -> list[bool]:
        """For each word: whether the clause it is in has a finite verb at or before it (one pass, so that a
        long sentence costs linear time, issue 17)."""
        out, seen = [], False
        for w, _ in raw:
            if w in (".", ",", ":", "("):
                seen = False
            elif w.lower() in self.finite:
                seen = True
            out.append(seen)
        return out

    def _subject_then_verb(self, raw, i, verb_before) -> bool:
        """"... and another target unit gains ...": a noun phrase, then a verb ending in -s, opens a clause."""
        # only after a clause that has its own verb: "Attached unit or legend deals" is one subject
        if i < 2 or not verb_before[i - 2]:
            return False
        j = i
        while j < len(raw) and j < i + 6 and (raw[j][0].lower() in self.np_words or raw[j][0].startswith("[")):
            if j > i and raw[j][0].lower() in _DETERMINERS:  # a second noun phrase: not a subject
                return False
            j += 1
        verb = raw[j][0].lower() if j < len(raw) else ""
        return j > i and ((verb in self.finite and verb.endswith("s")) or verb in _SUBJECT_MODALS)

    def _list_comma(self, raw, i) -> bool:
        """A comma in "A, B, and C": an article or number follows, and ", and" / ", or" closes the list, with no
        verb between ("Deal ..., one unit deals ..., and ..." links clauses)."""
        nxt = raw[i + 1][0].lower() if i + 1 < len(raw) else ""
        if nxt in ("and", "or"):  # the comma before the last item, if an earlier list comma exists
            j = i - 1
            while j >= 0 and raw[j][0] not in (".", ":", ";"):
                if raw[j][0] == "," and self._list_comma(raw, j):
                    return True
                j -= 1
            return False
        if nxt not in ("a", "an", "one", "two", "three", "toughness", "counterstrike", "savage") and not nxt.startswith("["):
            return False
        for j in range(i + 2, min(i + 10, len(raw) - 1)):
            if raw[j][0] in (".", ":", ";", "(", ")") or raw[j][0].lower() in self.verb_words:
                return False
            if raw[j][0] == "," and raw[j + 1][0].lower() in ("and", "or"):
                return True
        return False

    @staticmethod
    def _aside(raw, i) -> bool:
        """A "(" whose sentence goes on after its ")": a lower-case word or a comma follows it ("(in any zone)
        one unit", "(you may split them up), corrupted"), not a period, a colon or a new sentence."""
        if i == 0 or raw[i - 1][0] in (".", ":", "(", ")", '"'):
            return False
        depth = 0
        for j in range(i, len(raw)):
            w = raw[j][0]
            if w == "(":
                depth += 1
            elif w == ")":
                depth -= 1
                if depth == 0:
                    nxt = raw[j + 1][0] if j + 1 < len(raw) else ""
                    return nxt == "," or (nxt[:1].islower() and nxt.isalpha()) or (
                        nxt == ":" and raw[i - 1][0].lower() == "to")  # "to (choose 1): deal ..., or ..."
            elif w == "." and depth == 1 and j + 1 < len(raw) and raw[j + 1][0] != ")":
                return False  # sentences inside: reminder text of its own
        return False

    @staticmethod
    def _zone_prefix(raw, i, sentence_start) -> bool:
        """"Quest." "Kingdom or Quest." opening a sentence: zone words of a zone prefix."""
        j = i
        if not sentence_start:  # the second zone of "Kingdom or Quest."
            if not (i >= 2 and raw[i - 1][0].lower() in ("or", "and") and raw[i - 2][0].lower() in _ZONES):
                return False
        else:
            if i + 3 < len(raw) and raw[i + 1][0].lower() in ("or", "and") and raw[i + 2][0].lower() in _ZONES:
                j = i + 2
        return j + 1 < len(raw) and raw[j + 1][0] in (".", ":")

    def _phrase(self, lows, i):
        """(length, phrase) of the longest fixed phrase of the grammar starting at word i, if any."""
        if lows[i] not in self.phrase_starts:
            return None
        for n in (3, 2):
            if i + n <= len(lows):
                value = " ".join(lows[i : i + n])
                if value in self.vocab:
                    return n, value
        return None

    @staticmethod
    def _only_line(raw, i) -> bool:
        """ "<up to three words> only." at a sentence start: a restriction ("Order only.", "High Elf only.")."""
        if not (raw[i][0].isalpha() or raw[i][0].startswith("[")):
            return False
        for j in range(i + 1, min(i + 6, len(raw) - 1)):
            if raw[j][0].lower() == "only":
                return raw[j + 1][0] in (".", "(")
            if not (raw[j][0].isalpha() or raw[j][0].startswith("[") or raw[j][0] == "-"):
                return False
        return False

    def _trait_line(self, raw, i) -> int:
        """How many words open a line that is a trait ("Spell.", "Epic Spell."): a capitalised trait, maybe after
        "Epic", then a period; 0 if the line is not one."""
        j = i + 1 if raw[i][0] == "Epic" else i
        if j + 1 < len(raw) and raw[j][0] in self.trait_words and raw[j + 1][0] == ".":
            return j + 1 - i
        return 0

    def _keyword_line(self, raw, i) -> bool:
        """A keyword, maybe its value, then "." "," or "(", or "Action:" / "Forced:" (a line of its own, its line
        break lost): the sentence is a keyword line."""
        j = i + 1
        if j < len(raw) and (raw[j][0].isdigit() or raw[j][0].lower() in self.numbers or raw[j][0] in ("+", "-")):
            j += 2 if raw[j][0] in ("+", "-") else 1
        return j >= len(raw) or raw[j][0] in (".", ",", "(") or (
            raw[j][0] in ("Action", "Forced") and j + 1 < len(raw) and raw[j + 1][0] == ":")

    def _word(self, word, start, text, line_starts, sentence_start=False):
        return self._tok(self._kind(word, sentence_start), word, start, text, line_starts)

    def _kind(self, word, sentence_start=False) -> str:
        """The terminal of a word on its own."""
        if word.startswith("["):
            return "ICONTAG"
        if word.isdigit():
            return "DIGITS"
        low = word.lower()
        if low.endswith(_OPTIONAL_PLURAL):  # "section(s)": a noun's, and nothing else's
            return self.vocab.get(low[:-3]) if low[:-3] in self.nouns else "UNKNOWN"
        if sentence_start and low in _IMPERATIVES:
            return "IMPERATIVE"
        return self.vocab.get(low) or self.vocab.get(word) or "UNKNOWN"

    @staticmethod
    def _tok(kind, value, start, text, line_starts):
        line, column = (1, start + 1) if line_starts is None else _pos(text, start, line_starts)
        return _token(kind, value, start, line, column, None, None, start + len(value))
