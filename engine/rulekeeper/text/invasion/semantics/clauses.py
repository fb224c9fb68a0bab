"""One clause (subject + verb + arguments) -> one typed effect, event or state, by its verb (issue 4)."""

from __future__ import annotations

from functools import lru_cache

from ...frozen import replace  # dataclasses.replace, faster (text/frozen.py)
from .. import ast as A
from . import effects as E
from .nodes import Condition, Count, Duration, Place, SemanticError
from .objects import duration, fail, thing

NP_NODES = (A.NounPhrase, A.PronounPhrase, A.Possessive, A.Partitive, A.NounList, A.KeywordPhrase, A.AmountPhrase,
            A.Quoted)
LIFT = {"to", "into", "onto", "from", "until", "instead of", "without", "for", "during", "among", "by",
        "except", "except for", "at", "under"}
VERB_LIFT = {"put": {"on", "as"}, "place": {"on", "as"}, "play": {"as"}, "count": {"as"}, "declare": {"as"},
             "treat": {"as"}, "assign": {"as"}, "heal": {"on"}, "spend": {"on"}, "remove": {"on", "equal to"}, "discard": {"on"},
             "deal": {"equal to"}, "take": {"equal to"}, "gain": {"equal to"}, "get": {"equal to"},
             "draw": {"equal to"}, "use": {"on"}, "initiate": {"against"}}
_LIFTS = {verb: LIFT | more for verb, more in VERB_LIFT.items()}  # what a verb's arguments lift: LIFT and its own
COST_VERBS = {"spend", "sacrifice", "corrupt", "discard", "remove", "pay", "destroy", "return", "reveal", "deal",
              "move", "put", "place", "take", "shuffle", "cancel", "heal", "restore", "choose", "lose", "draw"}
BE = {"is", "are", "be", "was", "were", "been"}
IRREGULAR = {"dealt": "deal", "put": "put", "taken": "take", "given": "give", "chosen": "choose", "drawn": "draw",
             "paid": "pay", "found": "find", "left": "leave", "begun": "begin", "lost": "lose", "done": "do",
             "has": "have", "had": "have", "burned": "burn", "cancelled": "cancel", "canceled": "cancel",
             "goes": "go", "copies": "copy", "searches": "search", "does": "do", "controlled": "control"}
STATES = {"attacking", "defending", "questing", "damaged", "undamaged", "corrupted", "uncorrupted", "burning",
          "exhausted", "unique", "blank", "immune", "unable", "odd", "even", "developed", "undeveloped", "available",
          "participating"}


@lru_cache(maxsize=100_000)  # worked out once per distinct word, bounded whatever the texts
def lemma(verb: str) -> str:
    return _lemma(verb)


def _lemma(verb: str) -> str:
    if verb in IRREGULAR:
        return IRREGULAR[verb]
    for suffix, repl in (("ied", "y"), ("ed", ""), ("es", ""), ("s", ""), ("ing", ""), ("ing", "e")):
        if verb.endswith(suffix) and verb[:-len(suffix)] + repl in BUILDERS:
            return verb[:-len(suffix)] + repl
    for suffix in ("ed", "d"):
        if verb.endswith(suffix) and verb[:-len(suffix)] + "e" in BUILDERS:
            return verb[:-len(suffix)] + "e"
        if verb.endswith(suffix) and verb[:-len(suffix)] in BUILDERS:
            return verb[:-len(suffix)]
    return verb


class Args:
    """A predicate's arguments, consumed by role; whatever is left unconsumed is an error naming its word."""

    def __init__(self, args, clause, lift=LIFT):
        self.clause, self.items = clause, []
        for arg in args:
            if isinstance(arg, A.Aside):  # a parenthesis inside the sentence: reminder text, not typed
                continue
            prev = self.items[-1] if self.items else None
            if isinstance(arg, A.NounPhrase) and arg.quantity is None and isinstance(prev, A.AmountPhrase) \
                    and not prev.dets:  # "any number of those cards": the amount counts the phrase after it
                self.items[-1:] = _peel(replace(arg, quantity=prev.quantity), lift)
                continue
            if isinstance(arg, A.NounPhrase) and arg.quantity is None and isinstance(prev, A.Prep) \
                    and isinstance(prev.np, A.NounPhrase) and prev.np.posts and prev.np.posts[-1].kind == "value":
                # "put into play one target unit": the number read as a value of "play" counts the next phrase
                value = prev.np.posts[-1].parts[0]
                self.items[-1] = replace(prev, np=replace(prev.np, posts=prev.np.posts[:-1]))
                arg = replace(arg, quantity=value)
            if isinstance(arg, A.NounPhrase) and arg.quantity is None and not arg.dets \
                    and isinstance(prev, (A.NounPhrase, A.PronounPhrase)) and prev.posts \
                    and prev.posts[-1].kind == "value":
                # "deal this unit 1 damage", "pays you 2 resources": the number counts the second object
                value = prev.posts[-1].parts[0]
                self.items[-1] = replace(prev, posts=prev.posts[:-1])
                arg = replace(arg, quantity=value)
            self.items.extend(_peel(arg, lift))
        self.used: set[int] = set()

    def _take(self, test):
        for i, x in enumerate(self.items):
            if i not in self.used and test(x):
                self.used.add(i)
                return x
        return None

    # np / prep / adverb: `_take` with its test written out (the commonest asks, several per clause)
    def np(self, required=True):
        used = self.used
        for i, x in enumerate(self.items):
            if i not in used and isinstance(x, NP_NODES):
                used.add(i)
                return x
        if required:
            fail(self.clause, "expected an object")
        return None

    def prep(self, *words):
        used = self.used
        for i, x in enumerate(self.items):
            if i not in used and isinstance(x, A.Prep) and x.prep in words:
                used.add(i)
                return x.np
        return None

    def adverb(self, *words) -> bool:
        used = self.used
        for i, x in enumerate(self.items):
            if i not in used and isinstance(x, A.Words) and x.text in words:
                used.add(i)
                return True
        return False

    def participle(self):
        x = self._take(lambda x: isinstance(x, A.Words) and x.kind == "participle")
        return None if x is None else x.text

    def kind(self, cls):
        return self._take(lambda x: isinstance(x, cls))

    def rest(self):
        return [x for i, x in enumerate(self.items) if i not in self.used]

    def done(self):
        left = self.rest()
        if left:
            from .objects import text
            word = text(left[0]).split(" ")[0].lower() if not isinstance(left[0], A.Words) else left[0].text
            raise SemanticError(text(self.clause), word, f"an argument of {self.clause_verb()!r} the layer does not type")

    def clause_verb(self):
        p = self.clause.predicate if hasattr(self.clause, "predicate") else self.clause
        return getattr(p, "verb", "?")


def _peel(arg, lift):
    """Split trailing 'to ...', 'into ...', 'until ...' phrases and 'to do Y' off a noun phrase into arguments
    (the grammar attaches a phrase to the nearest noun: "search the top 3 cards of your deck for a unit")."""
    posts = getattr(arg, "posts", None)
    if not posts and arg.__class__ in _PLAIN:  # nothing trails it (most arguments)
        return [arg]
    if isinstance(arg, (A.NounPhrase, A.PronounPhrase, A.Possessive)) and posts:
        for i, post in enumerate(posts):
            parts = post.parts
            if post.kind == "pp" and len(parts) == 1 and (
                    isinstance(parts[0], A.ToInfinitive) or (isinstance(parts[0], A.Prep) and (
                        (parts[0].prep in lift and not _without_thing(parts[0])
                         and not (parts[0].prep == "by" and i > 0 and posts[i - 1].kind == "reduced"))
                        or (parts[0].prep == "with" and _head(arg) == "play")))):
                lifted = []
                for p in posts[i:]:
                    if p.kind != "pp" or len(p.parts) != 1:
                        return [arg]
                    lifted.extend(_peel(p.parts[0], lift))
                return [replace(arg, posts=posts[:i])] + lifted
        last = posts[-1]
        if last.kind in ("controller", "relative") and isinstance(last.parts[-1], A.Predicate) \
                and last.parts[-1].args:
            pred = last.parts[-1]  # "target unit you control from its current zone to this zone"
            keep = list(pred.args)
            lifted = []
            while keep and ((isinstance(keep[-1], A.Prep) and keep[-1].prep in lift)
                            or (isinstance(keep[-1], A.ToInfinitive) and keep[-1].aside is not None)):
                lifted[:0] = _peel(keep.pop(), lift)
            if not lifted and keep and isinstance(keep[-1], (A.NounPhrase, A.NounList)):
                inner = _peel(keep[-1], lift)  # "a unit that entered a discard pile this turn into play"
                keep[-1:], lifted = inner[:1], inner[1:]
            if lifted:
                post = replace(last, parts=last.parts[:-1] + (replace(pred, args=tuple(keep)),))
                return [replace(arg, posts=posts[:-1] + (post,))] + lifted
        if last.kind == "reduced" and len(last.parts) > 2 and isinstance(last.parts[-1], A.Prep) \
                and last.parts[-1].prep in lift and last.parts[-1].prep != "by" \
                and not isinstance(last.parts[-1].np, tuple):
            # "units discarded this way until the end of the turn": the duration belongs to the verb
            post = replace(last, parts=last.parts[:-1])
            return [replace(arg, posts=posts[:-1] + (post,))] + _peel(last.parts[-1], lift)
        if last.kind in ("reduced", "relative") and len(last.parts) > 1 \
                and isinstance(last.parts[-1], (A.NounPhrase, A.Prep, A.NounList)):
            inner = _peel(last.parts[-1], lift)  # "damage dealt to this unit each turn to another unit"
            if len(inner) > 1:
                post = replace(last, parts=last.parts[:-1] + (inner[0],))
                return [replace(arg, posts=posts[:-1] + (post,))] + inner[1:]
        if last.kind == "pp" and len(last.parts) == 1 and isinstance(last.parts[0], A.Prep) \
                and not isinstance(last.parts[0].np, tuple):
            inner = _peel(last.parts[0].np, lift)
            if len(inner) > 1:
                post = replace(last, parts=(replace(last.parts[0], np=inner[0]),))
                return [replace(arg, posts=posts[:-1] + (post,))] + inner[1:]
    # (a part nothing was peeled off comes back as it was: the phrase is kept, not rebuilt equal)
    if isinstance(arg, A.Partitive) and not isinstance(arg.whole, tuple):  # "one of your units from ... to ..."
        inner = _peel(arg.whole, lift)
        return [arg] if len(inner) == 1 and inner[0] is arg.whole else [replace(arg, whole=inner[0])] + inner[1:]
    if isinstance(arg, A.NounList):  # "from your kingdom or your quest zone to your battlefield"
        inner = _peel(arg.right, lift)
        return [arg] if len(inner) == 1 and inner[0] is arg.right else [replace(arg, right=inner[0])] + inner[1:]
    if isinstance(arg, A.Prep) and not isinstance(arg.np, tuple):
        inner = _peel(arg.np, lift)
        return [arg] if len(inner) == 1 and inner[0] is arg.np else [replace(arg, np=inner[0])] + inner[1:]
    return [arg]


_PLAIN = {A.NounPhrase, A.PronounPhrase, A.Possessive, A.Words, A.KeywordPhrase, A.AmountPhrase}  # `_peel` keeps whole


def _without_thing(prep: A.Prep) -> bool:
    """"a unit without any Attachment cards on it": "without" and a noun phrase qualify the noun ("without paying
    its cost" is the verb's)."""
    return prep.prep == "without" and not isinstance(prep.np, tuple)


def _head(np):
    head = getattr(np, "head", None)
    return head.nouns[-1] if head is not None else None


def interpret_clause(clause, ctx: str = "effect"):
    """A Statement / Command / Causative -> its typed meaning, wrapped in modals, durations and conditions."""
    if isinstance(clause, (A.Statement, A.EachStatement)):
        # "this unit and one other target unit each take 1 damage": each thing of the subject does it
        subj = thing(clause.subject)
        return predicate(clause.predicate, subj, clause, ctx)
    if isinstance(clause, A.Command):
        return predicate(clause.predicate, None, clause, ctx)
    if isinstance(clause, A.Existential):  # "there is a unit questing here"
        args = Args(clause.predicate.args, clause)
        what = args.np()
        args.done()
        return _modals(clause.predicate.modals, E.Exists(what=thing(what)), clause)
    if isinstance(clause, A.Causative):
        return predicate(clause, None, clause, ctx)
    fail(clause, "not a clause the layer types")


def predicate(pred, subj, clause, ctx):
    if isinstance(pred, A.Causative):
        who = thing(pred.who)
        inner = predicate(pred.predicate, who, clause, ctx)
        return _modals(pred.modals, inner, clause)
    if not isinstance(pred, A.Predicate):
        fail(pred)
    verb = pred.verb
    if not verb and set(pred.modals) & {"do", "does", "did"} and ctx == "state":
        modals = tuple(m for m in pred.modals if m not in ("do", "does", "did"))
        return _modals(modals, E.State(subj, "done"), clause)  # "if you did not"
    if lemma(verb) == "have" and len(pred.args) == 1 and isinstance(pred.args[0], A.Words) \
            and pred.args[0].text.startswith("been "):  # "after damage has been assigned": the passive, done
        pred = A.Predicate(pred.modals, "been", (A.Words("participle", pred.args[0].text[len("been "):]),))
        verb = "been"
    lem = lemma(verb)
    if lem in COST_VERBS and pred.args and not isinstance(pred.args[-1], A.ToInfinitive):
        pred = _purpose_out_of_controller(pred)
    args = Args(pred.args, clause, _LIFTS.get(lem, LIFT))
    wrappers = _wrappers(args, clause, lem)
    if verb in BE:
        meaning = _be(subj, args, clause, ctx)
    else:
        build = BUILDERS.get(lem)
        if build is None:
            raise SemanticError(_text(clause), verb, "a verb the layer does not type")
        meaning = build(subj, args)
    purpose = args.kind(A.ToInfinitive)
    args.adverb("immediately")  # "sacrifice it immediately": as the modal "immediately", no meaning of its own
    # "is defending alone" (a state; "cannot attack or defend alone" is left untyped: "alone" governs both verbs,
    # which the chain has already split)
    if verb in BE and isinstance(meaning, E.State) and args.adverb("alone"):
        meaning = E.Alone(meaning)
    args.done()
    for w in wrappers:
        meaning = w(meaning)
    meaning = _modals(pred.modals, meaning, clause)
    if purpose is not None:
        if lem not in COST_VERBS:
            raise SemanticError(_text(clause), "to", f"'{verb} ... to ...' is not a cost the layer types")
        meaning = E.Paid(meaning, predicate(purpose.predicate, None, clause, ctx))
    return meaning


def _purpose_out_of_controller(pred):
    """"Corrupt a Skaven unit you control to deal 1 damage ...", "Remove 1 resource token from a unit you control to
    ...": the parse hangs the purpose on "control" (the verb of the noun's "you control"); it is the cost verb's,
    the effect the cost buys (core.costs)."""
    got = _hung_purpose(pred.args[-1])
    return pred if got is None else replace(pred, args=pred.args[:-1] + got)


def _hung_purpose(node):
    """(the phrase without it, the purpose) when a "... you control to ..." ends `node`; None otherwise."""
    if isinstance(node, A.Prep) and isinstance(node.np, A.NounPhrase):
        got = _hung_purpose(node.np)
        return None if got is None else (replace(node, np=got[0]), got[1])
    if not (isinstance(node, A.NounPhrase) and node.posts):
        return None
    post = node.posts[-1]
    if post.kind == "pp" and len(post.parts) == 1:
        got = _hung_purpose(post.parts[0])
        new = None if got is None else replace(post, parts=(got[0],))
    elif post.kind == "controller" and post.parts and isinstance(post.parts[-1], A.Predicate) \
            and lemma(post.parts[-1].verb) == "control" and post.parts[-1].args \
            and isinstance(post.parts[-1].args[-1], A.ToInfinitive):
        inner = post.parts[-1]
        got = (None, inner.args[-1])
        new = replace(post, parts=post.parts[:-1] + (replace(inner, args=inner.args[:-1]),))
    else:
        return None
    return None if got is None else (replace(node, posts=node.posts[:-1] + (new,)), got[1])


def _text(node):
    from .objects import text
    return text(node)


def _modals(modals, meaning, clause):
    neg = "not" in modals
    for m in reversed([m for m in modals if m not in ("not", "also", "still", "then", "just", "immediately", "either")]):
        if m == "instead":
            meaning = E.Instead(meaning)
            continue
        meaning = E.Modal(m + (" not" if neg else ""), meaning)
        neg = False
    if neg:
        meaning = E.Modal("not", meaning)
    return meaning


def _wrappers(args: Args, clause, verb=""):
    """Durations ("until the end of the turn") and trailing conditions ("while attacking", "if able")."""
    out = []
    for item in list(args.items):
        cls = item.__class__  # only these can be a wrapper (the tests below): the rest is skipped at once
        if not ((cls is A.Prep and item.prep in _WRAPPER_PREPS) or cls is A.Subordinate
                or (cls is A.NounPhrase and item.dets in _WRAPPER_DETS) or (cls is A.Words and item.text == "instead")):
            continue
        i = args.items.index(item)
        if i in args.used:
            continue
        if isinstance(item, A.Prep) and item.prep == "until":
            args.used.add(i)
            d = duration(item.np)
            out.append(lambda m, d=d: E.Lasting(d, m))
        elif isinstance(item, A.Prep) and item.prep == "for" and _each(item.np):
            args.used.add(i)
            per = thing(item.np)
            out.append(lambda m, per=per: E.ForEach(per, m))
        elif isinstance(item, A.Prep) and item.prep == "at" and getattr(item.np, "head", None) is not None \
                and item.np.head.nouns[0] in ("beginning", "end", "start"):
            args.used.add(i)
            from .setting import _moment
            mo = _moment(item.np)
            out.append(lambda m, mo=mo: E.AtMoment(mo, m))
        elif isinstance(item, A.Prep) and item.prep == "in" and isinstance(item.np, A.NounPhrase) \
                and item.np.head.nouns == ("case",) and not item.np.dets and len(item.np.posts) == 1 \
                and item.np.posts[0].kind == "pp" and item.np.posts[0].parts[0].prep == "of":
            args.used.add(i)  # "you choose in case of a tie"
            c = Condition("in case of", thing(item.np.posts[0].parts[0].np))
            out.append(lambda m, c=c: E.Conditional(c, m))
        elif isinstance(item, A.Prep) and item.prep == "for" and isinstance(item.np, A.NounPhrase) \
                and item.np.head.nouns == ("rest",) and item.np.dets == ("the",) and len(item.np.posts) == 1:
            args.used.add(i)  # "for the rest of the turn": until its end
            d = duration(A.NounPhrase(("the",), None, (), A.NounHead(("end",)), item.np.posts))
            out.append(lambda m, d=d: E.Lasting(d, m))
        elif isinstance(item, A.Prep) and item.prep == "during":
            args.used.add(i)
            c = Condition("during", thing(item.np))
            out.append(lambda m, c=c: E.Conditional(c, m))
        elif isinstance(item, A.Words) and item.text == "instead":
            args.used.add(i)
            out.append(lambda m: E.Instead(m))
        elif isinstance(item, A.Prep) and item.prep == "instead of":
            args.used.add(i)
            replaced = _instead_of(item, clause)
            out.append(lambda m, r=replaced: E.Instead(m, r))
        elif isinstance(item, A.NounPhrase) and item.dets == ("each",) and not item.posts and not item.modifiers \
                and item.head.nouns in (("turn",), ("phase",), ("round",)) and i > 0:
            args.used.add(i)  # "cancel 1 damage to your capital each turn": once in each turn
            per = item.head.nouns[0]
            out.append(lambda m, per=per: E.EachTime(per, m))
        elif isinstance(item, A.Prep) and item.prep == "on" and isinstance(item.np, A.NounPhrase) \
                and item.np.head.nouns == ("turn",) and not item.np.posts:
            args.used.add(i)  # "play only on your turn"
            c = Condition("on", thing(item.np))
            out.append(lambda m, c=c: E.Conditional(c, m))
        elif isinstance(item, A.NounPhrase) and item.dets == ("this",) and not item.posts and not item.modifiers \
                and item.head.nouns in (("turn",), ("phase",), ("round",)) and verb not in ("skip", "end"):
            args.used.add(i)  # "... this turn": lasts until the end of the turn
            d = Duration(f"end of {item.head.nouns[0]}")
            out.append(lambda m, d=d: E.Lasting(d, m))
        elif isinstance(item, A.Subordinate) and item.word not in ("as though", "as if"):
            args.used.add(i)
            cond = subordinate(item)
            nxt = args.items[i + 1] if i + 1 < len(args.items) and i + 1 not in args.used else None
            if isinstance(item.body, A.Words) and isinstance(nxt, A.Prep) and nxt.prep == "in" \
                    and nxt.np == _COMBAT:  # "when opposed in combat": the state's place
                args.used.add(i + 1)
                cond = Condition(item.word, E.State(None, item.body.text, place=thing(nxt.np)))
            out.append(lambda m, c=cond: E.Conditional(c, m))
    return out


_WRAPPER_PREPS = {"until", "for", "at", "in", "during", "instead of", "on"}
_WRAPPER_DETS = {("each",), ("this",)}
_COMBAT = A.NounPhrase((), None, (), A.NounHead(("combat",)), ())


def _instead_of(item: A.Prep, clause):
    """"instead of discarding it" -> the effect replaced; "instead of into your discard pile" -> the place."""
    np = item.np
    if isinstance(np, tuple) and np and isinstance(np[0], A.Words):
        build = BUILDERS.get(lemma(np[0].text[:-3] if np[0].text.endswith("ing") else np[0].text))
        if build is None:
            raise SemanticError(_text(clause), np[0].text, "a replaced effect the layer does not type")
        inner = Args(np[1:], clause)
        meaning = build(None, inner)
        inner.done()
        return meaning
    if isinstance(np, A.Prep):
        return thing(np.np)
    return thing(np)


def _each(np) -> bool:
    return (getattr(np, "dets", ())[:1] in (("each",), ("every",)) or getattr(np, "pronoun", None) == "each"
            or getattr(np, "modifiers", ())[:1] == ("each other",)
            or getattr(np, "part", None) == "each")


def subordinate(sub: A.Subordinate) -> Condition:
    body = sub.body
    if body is None:
        return Condition(sub.word, None)
    if isinstance(body, A.Words):
        return Condition(sub.word, E.State(None, body.text))
    if isinstance(body, A.Prep):
        return Condition(sub.word, thing(body.np) if False else _setting_condition(body))
    ctx = "event" if sub.word in ("when", "whenever", "after", "each time") else "state"
    return Condition(sub.word, interpret_clause(body, ctx))


def _setting_condition(prep: A.Prep):
    """"while in your battlefield", "if during combat": the condition the phrase sets."""
    from .setting import setting
    [(kind, value)] = setting((prep,))
    if kind != "condition":
        fail(prep, "a trigger or duration where a condition was expected", word=prep.prep)
    return value


# ---- the copula: passives ("is destroyed"), states ("is attacking"), "X is the number of ..." -----------------
def _be(subj, args: Args, clause, ctx):
    if args.adverb("not"):  # "is not odd"
        return E.Modal("not", _be(subj, args, clause, ctx))
    args.adverb("also")  # "they are also support cards": what they are besides
    equal = args.prep("equal to")
    if equal is not None:  # "X is equal to the amount of Savage they have"
        if subj != Count("X"):
            fail(clause, "only X is defined by 'is equal to'", word="equal to")
        return E.XIs(thing(equal))
    if any(isinstance(x, A.Words) and x.text == "considered" for x in args.items) and any(
            isinstance(x, A.ToInfinitive) for x in args.items):
        # "attached card is considered to have a blank text box": the card is treated as if so
        args.participle()
        purpose = args.kind(A.ToInfinitive)
        return E.Treat(what=subj, as_=predicate(purpose.predicate, subj, clause, "state"))
    part = args.participle()
    if part is not None:
        build = BUILDERS.get(lemma(part))
        if part in STATES or build is None:
            here = args.adverb("here")
            there = args.adverb("there")
            where = args.prep("in", "on")
            place = Place("zone", "this") if here else Place("zone", "that") if there else \
                thing(where) if where is not None else None
            return E.State(subj, part, place=place)
        return _passive(build, subj, args)
    np = args.np(required=False)
    if np is not None and isinstance(np, A.NounPhrase) and np.modifiers and np.modifiers[0] in PASSIVE_MODS:
        # "is assigned damage", "is dealt damage": the participle was read as a modifier of the noun
        build = BUILDERS[lemma(np.modifiers[0])]
        rest = replace(np, modifiers=np.modifiers[1:])
        return replace(build(None, _Given(args, rest)), to=subj)  # "is assigned damage": the subject receives it
    if np is not None:
        if subj == Count("X"):  # "X is the number of ..."
            return E.XIs(thing(np))
        return E.Is(subj, thing(np))
    where = args.prep("in", "on", "at", "under")
    if where is not None:
        return E.State(subj, "in", place=thing(where))
    fail(clause, "a form of 'be' with nothing the layer types")


PASSIVE_MODS = {"assigned", "dealt", "allocated", "redirected"}


class _Given(Args):
    """Args with one noun phrase given up front (the object of a passive with a second object)."""

    def __init__(self, base: Args, np, first="object"):
        self.clause, self.items, self.used = base.clause, base.items, base.used
        self._np = np

    def np(self, required=True):
        if self._np is not None:
            x, self._np = self._np, None
            return x
        return Args.np(self, required)


def _passive(build, subj, args: Args):
    """"this unit is destroyed": the subject is what the verb acts on; "by ..." is who does it."""
    by = args.prep("by")
    if build is BUILDERS["deal"]:  # "is dealt 1 damage": the subject receives it
        meaning = build(None, args)
        return replace(meaning, to=subj, by=thing(by) if by is not None else None)
    shim = _Given(args, _AsThing(subj))
    meaning = build(None, shim)
    if by is not None and hasattr(meaning, "by"):
        meaning = replace(meaning, by=thing(by))
    return meaning


class _AsThing(A.Node):
    """A typed subject standing where a noun phrase is expected (the patient of a passive)."""

    def __init__(self, meaning):
        self.meaning = meaning


def obj(node):
    if node is None:
        return None
    if isinstance(node, _AsThing):
        return node.meaning
    return thing(node)


from .verbs import BUILDERS  # noqa: E402
