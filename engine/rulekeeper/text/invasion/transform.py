"""Lark tree -> typed AST (ast.py). One callback per rule of grammar/invasion.lark."""

from __future__ import annotations

from lark import Token, Transformer

from . import ast as A

_CASED = {"WORDNAME", "ICONTAG"}


def _word(t) -> str:
    if isinstance(t, Token):
        if t.type in _CASED:
            return str(t)
        low = t.lower()
        return low if low.isalnum() else " ".join(low.split())  # a phrase token's spaces collapsed
    return t


def _one(c) -> str:
    if isinstance(c, A.Words):
        return c.text
    if isinstance(c, A.Amount):
        return c.sign + c.number
    return _word(c)


def _words(children) -> str:
    if len(children) == 1:  # most rules of words are one word (a callback per word of every text: kept short)
        t = children[0]
        if isinstance(t, Token):
            if t.type in _CASED:
                return str(t)
            low = t.lower()
            return low if low.isalnum() else " ".join(low.split())
    return " ".join([_one(c) for c in children])


_CLOSED: dict = {}  # (kind, text) -> its Words: a frozen value, made once and shared (the same few words recur)


def _closed(kind: str, text: str) -> A.Words:
    words = _CLOSED.get((kind, text))
    if words is None:
        if len(_CLOSED) > 100_000:  # bounded, whatever the texts
            _CLOSED.clear()
        words = _CLOSED[kind, text] = A.Words(kind, text)
    return words


def _tok(children, value) -> bool:
    return any(isinstance(c, Token) and c == value for c in children)


class ToAst(Transformer):
    """Builds the frozen AST; closed-class words become lower-case strings."""

    # ---- abilities
    def start(self, c):
        return A.Card(tuple(c))

    def ability(self, c):
        return A.Ability(c[0], c[1]) if len(c) == 2 else A.Ability(None, c[0])

    def zone_prefix(self, c):
        return A.ZonePrefix(" ".join(str(x).lower() for x in c[:-1]), str(c[-1]))

    def triggered(self, c):
        return A.Triggered(c[0], tuple(c[1:]))

    def action(self, c):
        return "action"

    def forced(self, c):
        return "forced"

    def constant(self, c):
        return A.Constant(c[0])

    def reminder_line(self, c):
        return A.ReminderLine(c[0], len(c) > 1)

    def limit_line(self, c):
        return A.LimitLine(c[0], c[1] if len(c) > 1 else None)

    def keyword_line(self, c):
        keywords = tuple(x for x in c if isinstance(x, A.Keyword))
        dot = next((i for i, x in enumerate(c) if isinstance(x, Token) and x == "."), None)
        if dot is None:  # "Necromancy (You may play ... turn.)": the period is inside the reminder
            keywords = tuple(x for x in c if isinstance(x, A.Keyword))
            return A.KeywordLine(keywords, tuple(x for x in c if isinstance(x, A.Reminder)), (), period=False)
        before = tuple(x for x in c[:dot] if isinstance(x, A.Reminder))
        after = tuple(x for x in c[dot:] if isinstance(x, A.Reminder))
        return A.KeywordLine(keywords, before, after)

    def trait_line(self, c):
        return A.TraitLine(str(c[0]))

    def dash_keyword_line(self, c):
        """"Limited - you cannot play more than one limited card per turn."."""
        return A.KeywordLine((c[0],), (A.DashReminder(c[2]),))

    def keyword(self, c):
        name = str(c[0]).lower() if isinstance(c[0], Token) and c[0].type == "KEYWORD_LINE" else c[0]
        return A.Keyword(str(name) if isinstance(name, Token) else name, c[1] if len(c) > 1 else None)

    def only(self, c):
        c = [x for x in c if not isinstance(x, Token)]  # the lexer's ONLY_LINE mark
        return A.OnlyRestriction(c[0], c[1] if len(c) > 1 else None)

    def limit_per(self, c):
        heads = [x for x in c if isinstance(x, A.NounHead)]
        reminder = c[-1] if isinstance(c[-1], A.Reminder) else None
        what, per = (heads[0], heads[1]) if len(heads) == 2 else (None, heads[0])
        return A.LimitPer(c[0], what, per, reminder)

    def per_phrase(self, c):
        frequency, _, per = _words(c).split(" ")
        return A.Limit(frequency, A.NounHead((per,)))

    def limit(self, c):
        if len(c) == 1:  # "Limit once per turn" read as one phrase
            return c[0]
        return A.Limit(c[0], c[1])

    def reminder(self, c):
        return A.Reminder(tuple(c[1:-1]))

    def aside(self, c):
        inner = c[1:-1]
        conj = _word(inner[0]) if isinstance(inner[0], Token) else ""
        return A.Aside(tuple(x for x in inner if not isinstance(x, Token)), conj)

    def reminder_item(self, c):
        period = isinstance(c[-1], Token) and c[-1] == "."
        c = c[:-1] if period else c
        if isinstance(c[0], str):  # "(paying all costs)"
            return A.ReminderItem(A.Participial((), c[0], tuple(c[1:])), period)
        return A.ReminderItem(c[0], period)

    def participial_phrase(self, c):
        return A.Participial((), str(c[0]).lower(), tuple(c[1:]))

    def controller_relative(self, c):
        return A.Post("controller", tuple(x.text if isinstance(x, A.Words) else _word(x) for x in c))

    def quoted_arg(self, c):
        return A.Colon(c[0])

    def led_setting(self, c):
        return A.Conditioned(tuple(c[:-1]), A.Setting((c[-1],)))

    # ---- sentences
    def sentence(self, c):
        dot = next((i for i, x in enumerate(c) if isinstance(x, Token)), None)
        if dot is None:  # "... (limit once per turn.)": the period is inside the reminder
            return A.Sentence(c[0], c[1], None, period=False)
        inner = c[1] if dot == 2 else None
        after = c[dot + 1] if len(c) > dot + 1 else None
        return A.Sentence(c[0], inner, after, after_period=len(c) > dot + 2)

    def chain(self, c):
        return A.Chain(c[0], tuple(A.Link(c[i], c[i + 1]) for i in range(1, len(c), 2)))

    def _sep(kind):
        return lambda self, c: A.Sep(kind, tuple(_word(x) for x in c))

    comma, then, and_, or_ = _sep("comma"), _sep("then"), _sep("and"), _sep("or")
    semicolon, but = _sep("semicolon"), _sep("but")

    def segment(self, c):
        return A.Conditioned(tuple(c[:-1]), c[-1])

    def setting(self, c):
        return A.Setting(tuple(c))

    def if_so(self, c):
        return A.IfSo(tuple(c[:-2]), c[-2], c[-1])

    def participial(self, c):
        return A.Participial(tuple(c[:-1]), c[-1])

    def if_able(self, c):
        return A.Participial(("if",), "able")

    # ---- clauses
    def statement(self, c):
        return A.Statement(c[0], c[1])

    def each_statement(self, c):
        return A.EachStatement(c[0], c[-1])

    def command(self, c):
        return A.Command(c[0])

    def existential(self, c):
        return A.Existential(c[0])

    def predicate(self, c):
        modals = tuple(x.text for x in c if isinstance(x, A.Words) and x.kind == "modal")
        rest = [x for x in c if not (isinstance(x, A.Words) and x.kind == "modal")]
        return A.Predicate(modals, rest[0], tuple(rest[1:]))

    def ellipsis(self, c):
        """"... but did not": the verb is the one just said."""
        return A.Predicate(tuple(x.text for x in c), "")

    def causative(self, c):
        modals = tuple(x.text for x in c[:-2] if isinstance(x, A.Words))
        return A.Causative(modals, c[-2], c[-1])

    def arg(self, c):
        x = c[0]
        return A.Words("participle", x) if isinstance(x, str) else x

    def subordinate(self, c):
        words = [x for x in c if isinstance(x, (Token, str))]
        nodes = [x for x in c if isinstance(x, A.Node)]
        body = nodes[0] if nodes else None
        if isinstance(c[-1], str) and len(c) > 1 and not isinstance(c[-1], Token):
            body, words = A.Words("participle", c[-1]), words[:-1]
        return A.Subordinate(_words(words), body)

    def pp(self, c):
        return A.Prep(c[0], c[1])

    def prep_participle(self, c):
        """"without paying its cost", "instead of discarding it"."""
        return A.Prep(c[0], (A.Words("participle", c[1]),) + tuple(c[2:]))

    def instead_of(self, c):
        """"instead of into your discard pile"."""
        return A.Prep("instead of", c[0])

    def to_infinitive(self, c):
        return A.ToInfinitive(c[-1], c[0] if len(c) == 2 else None)

    def to_colon_infinitive(self, c):
        return A.ToInfinitive(c[-1], c[0], colon=True)

    # ---- noun phrases
    def noun_phrase(self, c):
        # one pass (a noun phrase is built for most nouns of every text): determiners, the first quantity,
        # modifiers (words and non-X, in order), the first head, what follows it
        dets, mods, posts, quantity, head = [], [], [], None, None
        for x in c:
            if isinstance(x, A.Words):
                if x.kind == "det":
                    dets.append(x.text)
                elif x.kind in ("modifier", "modifier_conj"):
                    mods.append(x.text)
            elif isinstance(x, A.Non):
                mods.append(x)
            elif isinstance(x, A.NounHead):
                if head is None:
                    head = x
            elif isinstance(x, A.Post):
                posts.append(x)
            elif isinstance(x, A.Quantity) and quantity is None:
                quantity = x
        if head is None:
            head = next(x for x in c if isinstance(x, A.NounHead))  # (no head: the grammar never gives one)
        return A.NounPhrase(tuple(dets), quantity, tuple(mods), head, tuple(posts))

    def modifier_conj(self, c):
        return A.Words("modifier_conj", _words(c))

    def participial_phrase(self, c):
        leads = tuple(x for x in c if isinstance(x, str))[:-1] if False else ()
        words = [x for x in c if isinstance(x, str)]
        nodes = [x for x in c if not isinstance(x, str)]
        return A.Participial(tuple(words[:-1]), words[-1], tuple(nodes))

    def pronoun_phrase(self, c):
        return A.PronounPhrase(c[0], tuple(c[1:]))

    def keyword_phrase(self, c):
        return A.KeywordPhrase(c[0])

    def amount_phrase(self, c):
        return A.AmountPhrase(tuple(x.text for x in c[:-1]), c[-1])

    def possessive(self, c):
        mods = tuple(x.text if isinstance(x, A.Words) else x for x in c[2:]
                     if isinstance(x, (A.Words, A.Non)))
        head = next(x for x in c if isinstance(x, A.NounHead))
        posts = tuple(x for x in c if isinstance(x, A.Post))
        return A.Possessive(c[0], c[1], mods, head, posts)

    def np_list(self, c):
        conj = " ".join(_word(x) if isinstance(x, Token) else x for x in c[1:-1])
        return A.NounList(c[0], conj, c[-1])

    def each_segment(self, c):
        """", each with a printed cost 3 or lower": a phrase about each of the things just named."""
        return A.Conditioned((), A.PronounPhrase("each", (A.Post("pp", (A.Prep(str(c[1]).lower(), c[2]),)),)))

    def each_phrase(self, c):
        return A.PronounPhrase("each", (A.Post("pp", (c[0],)),))

    def quoted(self, c):
        c = [x for x in c if not isinstance(x, Token)]  # the lexer's QUOTE_CLOSE
        return A.Quoted(c[0] if len(c) == 1 else tuple(c))

    def quoted_period(self, c):
        """spend "all." (the period inside the quotes)."""
        return A.Quoted(c[0], period=True)

    def partitive(self, c):
        part = c[0].text if isinstance(c[0], A.Words) else c[0]
        return A.Partitive(part, c[1])

    def non(self, c):
        return A.Non(_word(c[-1]))  # a noun, or the keyword "epic" (non-Epic)

    def noun_head(self, c):
        return A.NounHead(tuple(c))

    def quantity(self, c):
        return A.Quantity(tuple(x if isinstance(x, A.Amount) else _word(x) for x in c))

    def amount(self, c):
        return A.Amount(str(c[0]), c[1]) if len(c) == 2 else A.Amount("", c[0])

    def _post(kind):
        def post(self, c):
            return A.Post(kind, tuple(_word(x) if isinstance(x, Token) else x for x in c))
        return post

    np_pp, reduced_relative, relative = _post("pp"), _post("reduced"), _post("relative")
    you_relative = he_relative = they_relative = your_relative = _post("controller")
    in_play, value, already = _post("in_play"), _post("value"), _post("already")

    # ---- closed classes of words
    _text = staticmethod(_words)

    keyword_name = frequency = lead = sub_word = prep = conj = comparative = number = _text
    noun = noun_or_verb = verb_or_noun = pronoun = verb = participle = pro_do = possessive_mark = have_verb = each_prep = _text
    modifier_participle = participles = _text

    def modal(self, c):
        return _closed("modal", _words(c))

    def det(self, c):
        return _closed("det", _words(c))

    def modifier(self, c):
        if len(c) == 1 and isinstance(c[0], A.Non):
            return c[0]
        return _closed("modifier", _words(c))

    def adverb(self, c):
        return _closed("adverb", _words(c))
