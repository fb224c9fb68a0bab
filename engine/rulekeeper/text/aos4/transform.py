"""Lark tree -> typed AST (ast.py): one callback per rule (or alias) of grammar/aos4.lark."""

from __future__ import annotations

from lark import Token, Transformer

from . import ast as A


_WORDS: dict = {}  # (terminal, text) -> its Word: a frozen value, made once and shared (most words recur)


def _word(t) -> A.Word:
    key = (t.type, t.value)
    word = _WORDS.get(key)
    if word is None:
        if len(_WORDS) > 100_000:  # bounded, whatever the texts
            _WORDS.clear()
        word = _WORDS[key] = A.Word(t.type, str(t))
    return word


def _parts(children) -> tuple:
    # this runs for every node of every ability: one loop, the words shared (`_word` without the call when the
    # word was seen before)
    parts = []
    for c in children:
        if isinstance(c, Token):
            if c.type != "_NL":
                word = _WORDS.get((c.type, c.value))
                parts.append(word if word is not None else _word(c))
        else:
            parts.append(c)
    return tuple(parts)


def _pure(callback):
    """Mark a callback pure: its result is made from its children's values alone and keeps no token, so the parse
    may remember it per word (text/lalr.py `_word_chain`)."""
    callback.pure = True
    return callback


def _node(cls):
    made: dict = {}  # a node of one word ("unit" as a NounWord), made once per word: frozen values, shared

    def callback(self, children):
        if len(children) == 1:
            t = children[0]
            if not isinstance(t, Token):
                return cls((t,))  # one construct (`_parts` of it)
            if t.type != "_NL":
                key = (t.type, t.value)
                node = made.get(key)
                if node is None:
                    if len(made) > 100_000:  # bounded, whatever the texts
                        made.clear()
                    node = made[key] = cls((_word(t),))
                return node
        return cls(_parts(children))
    return _pure(callback)


def _lower(children) -> str:
    return " ".join(str(c).lower() for c in children)


def _single(cls):
    """A rule that only chooses among constructs: its one sub-construct, else a node of `cls`."""
    def callback(self, children):
        if len(children) == 1 and not isinstance(children[0], (Token, A.Word)):
            return children[0]  # the one sub-construct
        parts = _parts(children)
        if len(parts) == 1 and not isinstance(parts[0], A.Word):
            return parts[0]
        return cls(parts)
    return _pure(callback)


class _Keywords(tuple):
    """The keyword list while the effect's blocks are being collected."""


class ToAst(Transformer):
    """Builds the frozen AST of one ability."""

    # ---- the ability
    def start(self, c):
        return c[0]

    def ability(self, c):
        timing = next((x for x in c if isinstance(x, A.Timing)), None)
        if isinstance(c[-1], A.Effect):
            return A.Ability(timing, None, c[-1])
        blocks, effect = c[-1]
        return A.Ability(timing, A.Declare(tuple(blocks)), effect)

    def timing(self, c):
        frequency = next((x for x in c if isinstance(x, A.Frequency)), None)
        comma = frequency is not None and isinstance(c[1], Token) and c[1].type == "COMMA"
        moments = tuple(x for x in c if not isinstance(x, (Token, A.Frequency)))
        return A.Timing(frequency, comma, moments)

    def frequency(self, c):
        return A.Frequency(c[0], len(c) > 1)

    @_pure
    def span(self, c):
        return _lower(c)

    def army(self, c):
        return True

    side = phase_name = edge = _pure(lambda self, c: _lower(c))

    def phase(self, c):
        words = [x for x in c if isinstance(x, str) and not isinstance(x, Token)]
        return A.Phase(words[0] if len(words) == 2 else None, words[-1])

    def deployment(self, c):
        return A.Phase(None, "deployment")

    def turn_edge(self, c):
        words = [x for x in c if not isinstance(x, Token)]
        return A.TurnEdge(words[0], words[1] if len(words) > 1 else None)

    def battle_edge(self, c):
        ordinal = next((str(x).lower() for x in c if isinstance(x, Token) and x.type == "ORD"), None)
        return A.BattleEdge(c[0], ordinal, any(isinstance(x, Token) and x.type == "ROUND" for x in c))

    def reaction(self, c):
        chain = next(x for x in c if isinstance(x, A.Chain))
        return A.Reaction(chain, isinstance(c[-1], Token) and c[-1].type == "DOT")

    def passive(self, c):
        return A.Passive()

    # ---- declare and effect
    def declare(self, c):
        c = [x for x in c if not isinstance(x, Token)]
        return c[0], (c[1] if len(c) > 1 else None)

    def steps(self, c):
        """The lines so far (left-recursive: one list, appended to line by line)."""
        c = [x for x in c if not isinstance(x, Token)]
        if len(c) == 1:
            return [c[0]]
        c[0].append(c[1])
        return c[0]

    def effect(self, c):
        c = [x for x in c if not isinstance(x, Token)]
        return A.Effect(tuple(c[0]), tuple(c[1]) if len(c) > 1 else ())

    blocks = steps

    def keyword_list(self, c):
        return _Keywords(str(x) for x in c if isinstance(x, Token) and x.type == "KEYWORD")

    paragraph = _node(A.Paragraph)
    bullet = _node(A.Bullet)
    option = _node(A.Option)

    def sentences(self, c):
        return A.Sentences(tuple(A.OpenSentence((x,)) if isinstance(x, A.Chain) else x for x in c))

    sentence = _node(A.Sentence)
    aside_sentence = _node(A.AsideSentence)

    @_pure
    def end(self, c):
        return A.Word(c[0].type, str(c[0]))

    chain = _node(A.Chain)
    comma = conj = then = but = semicolon = _node(A.Sep)
    clause_segment = _node(A.ClauseSegment)
    phrase_segment = _node(A.PhraseSegment)
    segment = _single(A.ClauseSegment)
    subordinate = _node(A.Subordinate)
    phrase = _node(A.Phrase)
    statement = _node(A.Statement)
    command = _node(A.Command)
    existential = _node(A.Existential)
    vp = _node(A.VerbPhrase)
    ellipsis = _node(A.Ellipsis)
    verb_list = _node(A.VerbList)
    aux = _node(A.Aux)
    verb = _node(A.Verb)
    arg = _single(A.Arg)
    gerund = _node(A.Gerund)
    stranded = _node(A.Stranded)
    aside = _node(A.Aside)
    relclause = _node(A.RelClause)
    pp = _node(A.PrepPhrase)
    infinitive = _node(A.Infinitive)
    prep_gerund = _node(A.PrepGerund)
    double_prep = _node(A.DoublePrep)
    ordinal = _node(A.Ordinal)
    portion = _node(A.Portion)
    rate = _node(A.Rate)
    noun_phrase = _node(A.NounPhrase)
    amount = _node(A.Amount)
    pronoun = _node(A.Pronoun)
    possessive = _node(A.Possessive)
    comparison = _node(A.Comparison)
    np_list = _node(A.NounList)
    pre = _node(A.Modifier)
    nominal = _node(A.Nominal)
    noun_word = _node(A.NounWord)
    value = _node(A.Value)
    quantity = _node(A.Quantity)
    number = _node(A.Number)
    post = _single(A.Post)
    contact_relative = _node(A.ContactRelative)
    contact = _node(A.Contact)
