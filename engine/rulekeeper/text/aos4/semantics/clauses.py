"""A clause by its verb (issue 15): subject, modals, the verb's lemma, its arguments as roles (Args).

Every argument must be consumed by a role of the verb (verbs.py) or by an adjunct every clause may have (a
duration, a condition, "for each ...", "instead", a parenthesised reminder); else `SemanticError` names the word.
"""

from __future__ import annotations

from functools import lru_cache

from ...frozen import replace  # dataclasses.replace, faster (text/frozen.py)
from .. import ast as A
from ..fmt import words
from . import effects as E
from .nodes import Condition, Duration, Ref, SemanticError, Thing, Value
from .things import duration, fail, prep_phrase, text, thing
from .verbs import VERBS, build

NP_NODES = (A.NounPhrase, A.Amount, A.Pronoun, A.Possessive, A.NounList, A.Comparison, A.Ordinal, A.Portion)

IRREGULAR = {
    "is": "be", "are": "be", "was": "be", "were": "be", "been": "be", "being": "be", "has": "have", "had": "have",
    "made": "make", "makes": "make", "chose": "choose", "chosen": "choose", "did": "do", "does": "do", "done": "do",
    "given": "give", "gets": "get", "led": "lead", "left": "leave", "lost": "lose", "slain": "slay", "spent": "spend",
    "struck": "strike", "won": "win", "set": "set", "cast": "cast", "hit": "hit", "hidden": "hide",
    "re-rolled": "re-roll", "rerolled": "re-roll", "reroll": "re-roll", "rerolls": "re-roll",
}


@lru_cache(maxsize=100_000)  # worked out once per distinct word, bounded whatever the texts
def lemma(word: str) -> str:
    return _lemma(word)


def _lemma(word: str) -> str:
    from .verbs import VERBS
    w = word.lower()
    if w in IRREGULAR:
        return IRREGULAR[w]
    if w in VERBS:
        return w
    for suffix, repl in (("ies", "y"), ("ied", "y"), ("es", ""), ("s", ""), ("ed", ""), ("ed", "e"), ("d", ""),
                         ("ing", ""), ("ing", "e")):
        if w.endswith(suffix) and w[: len(w) - len(suffix)] + repl in VERBS:
            return w[: len(w) - len(suffix)] + repl
    if w.endswith("ed") and len(w) > 4 and w[-3] == w[-4] and w[:-3] in VERBS:  # "equalled"
        return w[:-3]
    return w


class Args:
    """A verb's arguments, consumed by roles; `done` fails on the first one left over."""

    def __init__(self, clause, items):
        self.clause, self.items = clause, list(items)

    def _take(self, pred):
        for i, x in enumerate(self.items):
            if pred(x):
                return self.items.pop(i)
        return None

    def np(self, required=True):
        node = self._take(lambda x: isinstance(x, NP_NODES))
        if node is None:
            # "pick up to 3 units": the quantity lead read as a preposition
            pp = self._take(lambda x: isinstance(x, A.PrepPhrase) and _prep(x) == "up to")
            if pp is not None:
                node = A.Comparison((A.Word("QLEAD", "up to"), pp.nodes()[0]))
        if node is None and required:
            fail(self.clause, "the verb needs an object", word=_verb_word(self.clause))
        return node

    def obj(self, required=True):
        """The next object, with the relative clauses and participles that follow it as its qualifiers."""
        at = next((i for i, x in enumerate(self.items) if isinstance(x, NP_NODES)), None)
        node = self.np(required)
        if node is None:
            return None
        t = thing(node)
        if at is not None and at < len(self.items) and isinstance(self.items[at], A.NounPhrase):
            joined = _keywords_then_side(t, self.items[at])
            if joined is not None:
                self.items.pop(at)
                t = joined
        if isinstance(t, Thing) and t.kind in _MULTIPLES and not t.qualifiers and at is not None and at < len(
                self.items) and isinstance(self.items[at], NP_NODES):  # "double the number of ...": a multiple of it
            t = replace(t, qualifiers=(("of", thing(self.items.pop(at))),))
        extra = []
        while at is not None and at < len(self.items) and _np_modifier(self.items[at]):
            extra.append(self.items.pop(at))
        if extra and hasattr(t, "described"):
            t = replace(t, described=t.described + tuple(extra))
        if at is not None and at + 1 < len(self.items) and _is_equal(self.items[at]) and isinstance(
                self.items[at + 1], A.PrepPhrase) and _prep(self.items[at + 1]) == "to" and isinstance(t, Thing):
            self.items.pop(at)
            t = replace(t, qualifiers=t.qualifiers + (("equal to", prep_phrase(self.items.pop(at))[1]),))
        return t

    def ranges(self):
        """Distances standing as arguments: "more than 9\" from all enemy units", "within 6\" of X"."""
        out = []
        while True:
            node = self._take(lambda x: isinstance(x, (A.Comparison, A.Amount)) and _is_range(thing(x)))
            if node is None:
                return tuple(out)
            m = thing(node)
            out.append(("range", m))

    def prep(self, *preps):
        node = self._take(lambda x: isinstance(x, (A.PrepPhrase, A.DoublePrep)) and _prep(x) in preps)
        return None if node is None else prep_phrase(node)[1]

    def preps(self, *preps):
        out = []
        while True:
            node = self._take(lambda x: isinstance(x, (A.PrepPhrase, A.DoublePrep, A.PrepGerund)) and _prep(x) in preps)
            if node is None:
                return tuple(out) + self.ranges()
            out.append(prep_gerund(node) if isinstance(node, A.PrepGerund) else prep_phrase(node))

    def word(self, *ws):
        node = self._take(lambda x: isinstance(x, A.Arg) and len(x.parts) == 1 and x.parts[0].text.lower() in ws or
                          isinstance(x, A.Word) and x.text.lower() in ws)
        return None if node is None else (node.parts[0].text.lower() if isinstance(node, A.Arg) else node.text.lower())

    def infinitive(self):
        return self._take(lambda x: isinstance(x, A.Infinitive))

    def done(self):
        if self.items:
            x = self.items[0]
            ws = words(x)
            fail(self.clause, f"an argument the verb {_verb_word(self.clause)!r} does not take",
                 word=ws[0].text.lower() if ws else "?")


_MULTIPLES = {("double",), ("half",), ("twice",), ("triple",)}


def _keywords_then_side(t, node):
    """"a Diseased enemy unit", "any number of Burning enemy units": the grammar ends a noun phrase at a keyword
    that a side word follows, so the words come as two objects, keywords alone and then (`node`) a side's noun with
    no determiner. They are one thing: the second, with the first's determiner, count and keywords. Else None (the
    second object is typed only when the first is keywords alone)."""
    if not isinstance(t, Thing):
        return None
    if t.qualifiers and t.qualifiers[-1][0] == "of":  # "any number of Burning" + "enemy units"
        inner = _keywords_then_side(t.qualifiers[-1][1], node)
        return None if inner is None else replace(t, qualifiers=t.qualifiers[:-1] + (("of", inner),))
    if t.kind or not t.keywords or t.qualifiers or t.described or t.side:
        return None
    nxt = thing(node)
    if not (isinstance(nxt, Thing) and nxt.side and not nxt.ref and nxt.kind):
        return None
    return replace(nxt, ref=t.ref, count=t.count or nxt.count, keywords=t.keywords + nxt.keywords)


def _np_modifier(x) -> bool:
    """An argument that qualifies the object before it: "that was targeted ...", "made by ...", "rolled"."""
    if isinstance(x, (A.RelClause, A.Gerund)):
        return True
    return isinstance(x, A.Arg) and len(x.parts) >= 1 and isinstance(x.parts[0], A.Word) and x.parts[0].cls in (
        "PART", "ING", "ADJ") or isinstance(x, A.Node) and type(x).__name__ == "Arg" and any(
        isinstance(w, A.Word) and w.cls in ("PART", "ING") for w in x.parts[:1])


TIME_NOUNS = {"turn", "phase", "round", "battle"}


def _time(x):
    """"this turn", "this phase", "the same turn": when, as a noun phrase adjunct."""
    if not isinstance(x, A.NounPhrase):
        return None
    t = thing(x)
    if isinstance(t, Thing) and t.kind and t.kind[-1] in TIME_NOUNS and t.ref in ("this", "that", "the", "each", "any",
                                                                                   "every") and not t.count:
        return t
    return None


def _times(x) -> bool:
    """"multiple times", "twice": how often, as a noun phrase."""
    if not isinstance(x, A.NounPhrase):
        return False
    t = thing(x)
    return isinstance(t, Thing) and t.kind in (("times",), ("time",)) and not t.qualifiers and t.ref != "the"


def _is_equal(x) -> bool:
    return isinstance(x, A.Amount) and not x.nodes(A.Quantity) and len(x.parts) == 1 and isinstance(
        x.parts[0], A.Modifier) and x.parts[0].parts[0].text.lower() == "equal"


def _is_range(m) -> bool:
    from .nodes import Range
    if isinstance(m, Value):
        return m.unit == "inches"
    if isinstance(m, Thing):
        return isinstance(m.count, Value) and m.count.unit == "inches" and not m.kind[1:] and m.kind in (
            ("amount",), ()) or bool(m.ranges) and m.kind in (("amount",), ())
    return isinstance(m, Range)


def participle(x):
    """A past participle standing as an argument ("has not used", "is destroyed"): the word, else None."""
    if isinstance(x, A.Arg) and len(x.parts) == 1 and isinstance(x.parts[0], A.Word) and x.parts[0].cls in (
            "PART", "PAST", "PMOD"):
        return x.parts[0].text.lower()
    if isinstance(x, A.Amount) and len(x.parts) == 1 and isinstance(x.parts[0], A.Modifier) and len(
            x.parts[0].parts) == 1 and x.parts[0].parts[0].cls in ("PMOD", "PART"):
        return x.parts[0].parts[0].text.lower()
    return None


def _perfect(rest):
    """After has / have / had: (the index of the past participle, the word), past any adverbs before it ("has
    already used"), else None. An adjective that is a verb's past participle ("slain") counts; "been" does not
    (the passive, read apart)."""
    i = 0
    while i < len(rest) and isinstance(rest[i], A.Arg) and len(rest[i].parts) == 1 and isinstance(
            rest[i].parts[0], A.Word) and rest[i].parts[0].cls == "ADV":
        i += 1
    if i == len(rest):
        return None
    word = participle(rest[i])
    x = rest[i]
    if word is None and isinstance(x, A.Amount) and len(x.parts) == 1 and isinstance(x.parts[0], A.Modifier) and len(
            x.parts[0].parts) == 1 and x.parts[0].parts[0].cls == "AMOD":
        text = x.parts[0].parts[0].text.lower()
        word = text if lemma(text) != text and lemma(text) in VERBS else None
    return None if word is None or word == "been" else (i, word)


def prep_gerund(pg):
    """"when making charge rolls", "as having been used": (preposition, the gerund's typed clause)."""
    prep = pg.words("PREP")[0].text.lower()
    return prep, gerund_clause(pg)


def gerund_clause(node):
    ing = next(w for w in node.parts if isinstance(w, A.Word) and w.cls == "ING")
    rest = tuple(p for p in node.parts[node.parts.index(ing) + 1:])
    vp = A.VerbPhrase((A.Verb((A.Word("VERB", ing.text.lower()),)),) + rest)
    return verb_phrase(vp, None, A.Command((vp,)), "state")


def _prep(pp) -> str:
    ws = pp.words("PREP")
    if isinstance(pp, A.DoublePrep):
        return ws[0].text.lower() + " " + _prep(pp.nodes()[0])
    return ws[0].text.lower()


def _verb_word(clause) -> str:
    for w in words(clause):
        if w.cls in ("VERB", "PAST"):
            return w.text.lower()
    return "?"


FINITE = {"is", "are", "has", "was", "were"}

MODAL_KINDS = {"can": "can", "may": "can", "could": "can", "might": "can", "cannot": "cannot", "must": "must",
               "should": "must", "will": "", "would": "", "do": "", "does": "", "did": ""}


def clause(node, mode="effect"):
    """A clause's typed meaning. mode: effect (do it) | state (a condition's clause) | event (a reaction's)."""
    if isinstance(node, A.Statement):
        subj_node, vp = node.parts[0], node.parts[1]
        return verb_phrase(vp, thing(subj_node), node, mode)
    if isinstance(node, A.Command):
        vp = node.parts[0]
        verb = vp.nodes(A.Verb)[0].parts[0].text.lower() if isinstance(vp, A.VerbPhrase) and vp.nodes(A.Verb) else ""
        # "pick a unit that is not in combat and is wholly within 12\"": a finite verb with no subject goes on
        # with the thing just named (chain() joins it to that thing)
        subject = Ref("that") if verb in FINITE else None
        return verb_phrase(vp, subject, node, mode)
    if isinstance(node, A.Existential):  # "there are no enemy units within 3\""
        return verb_phrase(node.parts[1], Ref("there"), node, mode)
    fail(node, "not a clause")


def verb_phrase(vp, subject, whole, mode):
    if isinstance(vp, A.VerbList):
        left, right = vp.nodes()
        conj = vp.words()[0].text.lower()
        a, b = verb_phrase(left, subject, whole, mode), verb_phrase(right, subject, whole, mode)
        return E.Choice((a, b)) if conj == "or" else E.Sequence((a, b))
    if isinstance(vp, A.Ellipsis):  # "if it can, it must": the verb phrase said before
        return E.Same(tuple(w.text.lower() for w in vp.words()), subject)
    modals, advs, items, verb = [], [], [], None
    for p in vp.parts:
        if isinstance(p, A.Aux):
            for w in p.words():
                (modals if w.cls == "MODAL" else advs).append(w.text.lower())
        elif isinstance(p, A.Verb) and verb is None:
            verb = p
        else:
            items.append(p)
    vw = verb.parts[0]
    value = next((p for p in verb.parts if isinstance(p, A.Value)), None)
    lem = lemma(vw.text)
    negs = [x for x in items if isinstance(x, A.Arg) and len(x.parts) == 1 and isinstance(x.parts[0], A.Word)
            and x.parts[0].text.lower() in ("not", "never")]
    rest = [x for x in items if x not in negs]
    perfect = _perfect(rest) if lem == "have" else None
    if perfect is not None:  # "has not used X", "has already used it", "has slain any enemy models"
        vw = A.Word("PAST", perfect[1])
        lem = lemma(vw.text)
        items = negs + rest[:perfect[0]] + rest[perfect[0] + 1:]
    elif lem == "be" and rest and isinstance(rest[0], A.Gerund) and lemma(rest[0].words("ING")[0].text) in VERBS:
        # "is contesting an objective" (a verb of the table); "it is lying in wait" stays a state
        ing = rest[0].words("ING")[0]
        vw = A.Word("VERB", ing.text.lower())
        lem = lemma(ing.text)
        items = negs + list(rest[0].parts[1:]) + rest[1:]
    elif lem == "have" and rest and isinstance(rest[0], A.Amount) and len(rest[0].parts) > 1 and all(
            isinstance(m, A.Modifier) for m in rest[0].parts) and rest[0].parts[0].parts[0].text.lower() == "been":
        vw, lem = A.Word("PAST", "was"), "be"  # "has been destroyed" read as "been" + "destroyed"
        items = negs + [A.Amount(rest[0].parts[1:])] + rest[1:]
    elif lem == "have" and rest and participle(rest[0]) == "been":  # "has been destroyed": a passive
        vw = A.Word("PAST", "was")
        lem = "be"
        items = negs + rest[1:]
    args = Args(whole, items)
    adjuncts = _adjuncts(args, whole)
    advs += [v for k, v in adjuncts if k == "adverb"]
    negated = "not" in modals or "cannot" in modals or any(a in ("never", "not", "no longer") for a in advs)
    past = vw.cls == "PAST" or vw.text.lower() in ("was", "were", "had", "did") or any(
        m in ("did", "had") for m in modals)
    if vw.cls == "PAST" and mode == "effect" and not any(isinstance(x, NP_NODES) for x in args.items):
        mode = "state"  # "weapons used by this unit": a past form with no object describes, it does not act
    meaning = build(lem, subject, args, whole, value=value, past=past, mode=mode, negated=negated)
    args.done()
    meaning = _lift_durations(meaning, adjuncts)
    for kind, val in adjuncts:
        meaning = _wrap(kind, val, meaning)
    if "instead" in advs:
        meaning = E.Instead(meaning)
    kinds = {MODAL_KINDS.get(m, "") for m in modals if m != "not"}
    if mode == "effect":
        if negated:
            meaning = E.Prohibition(meaning)
        elif "can" in kinds:
            meaning = E.Permission(meaning)
        elif "must" in kinds:
            meaning = E.Obligation(meaning)
    elif negated:
        meaning = E.Not(meaning)
    elif "can" in kinds:  # "if it can ..."
        meaning = E.Permission(meaning)
    return meaning


def _adjuncts(args: Args, whole):
    """What any clause may carry besides its verb's roles: durations, conditions, "for each", reminders."""
    out = []
    for x in list(args.items):
        if isinstance(x, A.PrepPhrase):
            d = duration(x)
            if d is not None:
                args.items.remove(x)
                out.append(("duration", d))
                continue
            prep, m = prep_phrase(x)
            if prep == "for" and isinstance(m, Thing) and m.ref in ("each", "every"):
                args.items.remove(x)
                out.append(("per", m))
        elif _time(x) is not None and any(isinstance(y, NP_NODES) for y in args.items if y is not x) | (
                args.items.index(x) > 0):
            args.items.remove(x)
            out.append(("time", _time(x)))
        elif isinstance(x, A.Rate) or isinstance(x, (A.Comparison, A.Arg)) and x.nodes(A.Rate) or _times(x):
            args.items.remove(x)  # "more than once per phase", "multiple times"
            out.append(("rate", Value(text(x).lower())))
        elif isinstance(x, A.Subordinate) and not x.nodes():  # "instead", "once"
            args.items.remove(x)
            out.append(("adverb", " ".join(w.text.lower() for w in x.words())))
        elif isinstance(x, A.Subordinate):
            args.items.remove(x)
            out.append(("condition", subordinate(x)))
        elif isinstance(x, A.Aside):
            args.items.remove(x)
            out.append(("reminder", x))
        elif isinstance(x, A.Gerund) and len(x.parts) == 2 and x.parts[0].text.lower() == "depending" and isinstance(
                x.parts[1], A.PrepPhrase) and _prep(x.parts[1]) == "on":  # "... apply depending on your fury level"
            args.items.remove(x)
            out.append(("condition", Condition("depending on", prep_phrase(x.parts[1])[1])))
        elif isinstance(x, A.Arg) and len(x.parts) == 1 and isinstance(x.parts[0], A.Word) and x.parts[0].cls == "ADV" \
                and x.parts[0].text.lower() in ("instead", "immediately", "also", "again", "still", "then", "only",
                                                 "simultaneously", "as well", "at once", "automatically", "first",
                                                 "in turn", "one at a time", "at a time", "at random", "randomly",
                                                 "not", "never", "no longer", "now", "already", "previously",
                                                 "successfully"):
            args.items.remove(x)
            out.append(("adverb", x.parts[0].text.lower()))
    return out


def _wrap(kind, val, meaning):
    if kind == "duration":
        return E.Lasting(val, meaning)
    if kind == "per":
        return E.Guarded(Condition("for each", val), meaning)
    if kind == "condition":
        return E.Guarded(val, meaning)
    if kind == "rate":
        return E.Guarded(Condition("as often as", val), meaning)
    if kind == "time":
        return E.Guarded(Condition("during", val), meaning)
    if kind == "adverb" and val == "instead":
        return E.Instead(meaning)
    return meaning


def _lift_durations(meaning, adjuncts):
    """A duration read inside a noun phrase ("hit rolls for X until the end of the turn") is the clause's."""
    from .things import pluck
    while True:
        meaning, d = pluck(meaning, "duration")
        if d is None:
            return meaning
        adjuncts.append(("duration", d))


def subordinate(sub: A.Subordinate) -> Condition:
    leads = " ".join(w.text.lower() for w in sub.words("LEAD"))
    inner = sub.nodes()
    if not inner:
        fail(sub, "a condition without its clause", word=leads)
    node = inner[0]
    if isinstance(node, (A.Statement, A.Command, A.Existential)):
        return Condition(leads, clause(node, "state"))
    return Condition(leads, phrase(node))


def phrase(p: A.Phrase):
    """A phrase as a condition or setting: "on a 3+", "in your hero phase", "each of them"."""
    parts = list(p.parts)
    advs = [x.text.lower() for x in parts if isinstance(x, A.Word) and x.cls == "ADV"]
    nodes = [x for x in parts if isinstance(x, A.Node)]
    if len(nodes) == 1 and isinstance(nodes[0], A.PrepPhrase):
        d = duration(nodes[0])
        if d is not None:
            return d
        prep, m = prep_phrase(nodes[0])
        return Condition(" ".join(advs + [prep]), m)
    if len(nodes) == 1 and isinstance(nodes[0], A.PrepGerund):  # "before removing it from play"
        prep, m = prep_gerund(nodes[0])
        return Condition(" ".join(advs + [prep]), m)
    if len(nodes) == 1 and isinstance(nodes[0], A.DoublePrep):
        prep, m = prep_phrase(nodes[0])
        return Condition(" ".join(advs + [prep]), m)
    if parts and isinstance(parts[0], A.Word) and parts[0].cls == "ING":  # "determining the distance ..."
        return Condition("when", gerund_clause(p))
    if len(nodes) == 1 and isinstance(nodes[0], NP_NODES):
        return Condition(" ".join(advs) or "of", thing(nodes[0]))
    if not nodes and advs:
        return Condition(" ".join(advs), Value(""))
    rates = [n for n in nodes if isinstance(n, A.Rate)]
    if rates and len(nodes) == 1:  # "only once per Spell ability"
        return Condition("as often as", Value(text(p).lower()))
    if nodes and all(isinstance(n, A.PrepPhrase) for n in nodes):
        conds = [phrase(A.Phrase((n,))) for n in nodes]
        return Condition(" ".join(advs) or "and", E.Sequence(tuple(conds)))
    fail(p, "a phrase the layer does not type")
