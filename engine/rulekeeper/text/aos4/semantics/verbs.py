"""The verb table (issue 15): each verb of AoS4 ability text -> the builder of its typed effect and the roles
(prepositions) its arguments may take. A verb not in the table, or an argument no role takes, is a SemanticError.
"""

from __future__ import annotations


from ...frozen import replace  # dataclasses.replace, faster (text/frozen.py)
from .. import ast as A
from . import effects as E
from .nodes import Condition, EqualTo, ListOf, Ref, Thing, Value
from .things import bare, detach, detach_target, fail, pluck, thing, value_node

# roles by preposition a game action (Act) may take
PLACE = ("in", "within", "on", "onto", "into", "from", "to", "at", "outside", "inside", "across", "over", "through",
         "toward", "towards", "around", "between", "behind", "beside", "beneath", "up to", "next to", "in front of",
         "off", "among", "aboard", "upon", "under", "above", "below")
TIME = ("during", "after", "before", "in", "at", "until", "per")
COMPARE = ("equal to or less than", "equal to or lower than", "equal to or greater than", "equal to or higher than",
           "equal to or more than", "than")
SCOPE = ("for", "with", "without", "by", "of", "as", "against", "including", "excluding", "except", "instead of", "than",
         "via", "such as", "because of", "as part of", "like")


def _signed(m, sign):
    if isinstance(m, Value):
        return replace(m, sign=m.sign or sign)
    return m


def _equal(args, m):
    """"... equal to X" following an amount (or an amount-less object): EqualTo(X)."""
    eq = args._take(lambda x: isinstance(x, A.Amount) and not x.nodes(A.Quantity) and len(x.parts) == 1
                    and isinstance(x.parts[0], A.Modifier) and x.parts[0].parts[0].text.lower() == "equal")
    if eq is not None:
        to = args.prep("to")
        if to is None:
            fail(args.clause, "equal to what?", word="equal")
        return EqualTo(to)
    return m


def _qual(t, *preps):
    """A qualifier of a thing that is really the clause's role ("inflict 1 mortal damage on the target")."""
    if isinstance(t, Thing):
        for i, (p, m) in enumerate(t.qualifiers):
            if p in preps:
                return replace(t, qualifiers=t.qualifiers[:i] + t.qualifiers[i + 1:]), m
    return t, None


def add(subj, args, ctx, sign="+", prep="to"):
    amount = args.obj()
    amount = _equal(args, amount)
    to = args.prep(prep)
    if to is None and isinstance(amount, Thing):
        amount, to = pluck(amount, prep)
    if to is None:
        amount, to = detach(amount, prep)
    if to is None:
        fail(args.clause, f"{'add' if sign == '+' else 'subtract'} {prep} what?", word=ctx["word"])
    for_ = args.prep("for")
    if for_ is not None:
        to = Thing(("of",), qualifiers=(("to", to), ("for", for_)))
    return E.Modify(to, _signed(bare(amount), sign), "add" if sign == "+" else "subtract", by=subj)


def subtract(subj, args, ctx):
    return add(subj, args, ctx, "-", "from")


def change_by(subj, args, ctx, op):
    what = args.obj() if op not in ("halve", "double") or not isinstance(subj, (Thing, Ref)) else (
        args.obj(required=False) or subj)
    by = args.prep("by")
    to = args.prep("to")
    if to is not None:
        return E.Modify(what, to, "set", by=subj)
    if op in ("increase", "reduce"):
        if by is None:
            what, by = _qual(what, "by")
        return E.Modify(what, _signed(by, "+" if op == "increase" else "-") if by is not None else None,
                        "add" if op == "increase" else "subtract", by=subj)
    return E.Modify(what, None, op, by=subj)


def inflict(subj, args, ctx):
    dmg = _equal(args, args.obj())
    on = args.prep("on", "to")
    if on is None:
        dmg, on = _qual(dmg, "on", "to")
    if isinstance(dmg, Thing) and dmg.qualifiers and dmg.qualifiers[-1][0] == "equal":
        pass
    return E.Inflict(dmg, on, by=subj)


def suffer(subj, args, ctx):
    return E.Inflict(_equal(args, args.obj()), subj, by=None)


def heal(subj, args, ctx):
    amount = value_node(ctx["value"]) if ctx["value"] is not None else None
    what = args.obj(required=False) or subj
    return E.Heal(amount, what, by=subj if what is not subj else None)


def have(subj, args, ctx, gain=False, lose=False):
    what = _equal(args, args.obj(required=False))
    if what is None and not gain and not lose and any(isinstance(x, A.Infinitive) for x in args.items):
        return E.Obligation(_purpose(args.infinitive(), args))  # "does not have to have ..."
    if what is None:
        word = args.word("more", "less", "fewer")
        if word is None:
            fail(args.clause, "has what?", word=ctx["word"])
        what = Thing((word,))
    extra = args.preps("to", "for", "in", "on", "of", "as", "from", "with", "until", "within", "than", "against")
    if extra:
        what = Thing(("of",), qualifiers=(("what", what),) + extra) if isinstance(what, Thing) else what
    return E.Has(subj, what, gain=gain, lose=lose)


def give(subj, args, ctx):
    first = args.obj()
    second = args.obj(required=False)
    to = args.prep("to")
    if second is not None:
        return E.Give(second, first, by=subj)
    if to is None:
        first, to = pluck(first, "to")
    if to is None:
        first, to = detach(first, "to")
    if to is None:
        fail(args.clause, "give to whom?", word="give")
    return E.Give(first, to, by=subj)


def pick(subj, args, ctx):
    question = _question(args)
    if question is not None:  # "you can pick which is the target": what the player decides
        return E.Pick(question, None, by=subj)
    what = args.obj()
    inf = args.infinitive()
    purpose = _purpose(inf, args) if inf is not None else None
    if purpose is None:
        what, inf2 = pluck(what, "to-inf")
        purpose = _purpose(inf2, args) if inf2 is not None else None
    if isinstance(what, (Thing, ListOf)):
        what, target = pluck(what, "target")
        if not target:
            what, target = detach_target(what)
        if target and isinstance(what, Thing):
            what = replace(what, target=True)
        elif target:
            what = Thing(("of",), qualifiers=(("what", what),), target=True)
    extra = args.preps("for", "from", "within", "in", "as", "of", "with", "instead of", "to")
    if extra:
        what = Thing(("of",), qualifiers=(("what", what),) + extra) if not isinstance(what, Thing) else replace(
            what, qualifiers=what.qualifiers + extra)
    return E.Pick(what, purpose, by=subj)


def _question(args):
    """A question as the object of "pick": "which is the target", "which Cycle ability is ripe" (a relative clause
    opened by which / what, standing where the object would): a Condition, its word and the typed clause that says
    what the answer is. ("pick whether ..." is not typed: the clause is taken as a condition of the picking.)"""
    from .clauses import clause, verb_phrase
    first = args.items[0] if args.items else None
    if not isinstance(first, A.RelClause) or first.words()[0].text.lower() not in ("which", "what"):
        return None
    args.items.pop(0)
    word, inner = first.words()[0].text.lower(), first.nodes()[0]
    if isinstance(inner, A.Command):  # "which is the target": "which" is the clause's subject
        return Condition(word, verb_phrase(inner.parts[0], Ref(word), inner, "state"))
    return Condition(word, clause(inner, "state"))


def _purpose(inf, args):
    """"to use this ability": the infinitive takes the arguments after it (read as the clause's by the parser)."""
    from .clauses import NP_NODES, verb_phrase
    vp = inf.nodes()[0]
    if not isinstance(vp, (A.VerbPhrase, A.VerbList)):
        fail(args.clause, "to do what?", word="to")
    if isinstance(vp, A.VerbPhrase) and args.items and isinstance(args.items[0], NP_NODES + (A.PrepPhrase, A.Arg)):
        vp = A.VerbPhrase(vp.parts + tuple(args.items))
        args.items.clear()
    return verb_phrase(vp, None, A.Command((vp,)), "effect")


def roll(subj, args, ctx):
    if args.word("off") or any(p == "off" for p, _ in _stranded(args)):  # "the players roll off"
        return E.Roll(None, ("roll-off",), None, by=subj)
    dice = args.obj(required=False)
    for_ = args.preps("for", "of", "against", "on", "to", "in", "with")
    kind = ()
    if isinstance(dice, Thing) and dice.kind and dice.kind[-1] in ("roll", "rolls", "roll-off"):
        kind, dice = dice.kind, dice
    return E.Roll(dice, kind, Thing(("of",), qualifiers=for_) if for_ else None, by=subj)


def make(subj, args, ctx):
    what = args.obj()
    if isinstance(what, Thing) and what.kind and what.kind[-1] in ("roll", "rolls", "roll-off"):
        dice = args.prep("of")
        if dice is None:
            what, dice = _qual(what, "of")
        rest = args.preps("for", "with", "against", "in", "to")
        return E.Roll(dice, what.kind, Thing(("of",), qualifiers=rest) if rest else None, by=subj, count=what.count,
                      qualities=what.qualities)
    if isinstance(what, Thing) and what.kind and what.kind[-1] in ("move", "moves"):
        roles = args.preps(*PLACE)
        return E.Move(subj, None, " ".join(what.kind[:-1]) or "move", roles)
    roles = args.preps(*(PLACE + SCOPE))
    return E.Act("make", subj, what, roles)


def move(subj, args, ctx, kind="move"):
    who = subj
    obj = args.obj(required=False)
    dist = None
    if isinstance(obj, Value) or (isinstance(obj, Thing) and obj.kind in (("distance",), ("amount",))):
        dist = obj
    elif obj is not None:
        who = obj if who is None else who
        if who is not obj:
            dist = obj
    if dist is None:
        dist = args.obj(required=False)
    word = args.word("up", "back", "away", "directly", "straight", "closer", "further", "normally", "off", "again",
                     "out", "down", "in")
    roles = args.preps(*(PLACE + ("as", "with", "instead of", "by", "than", "for", "after", "of")))
    if word:
        roles = ((word, Value("")),) + roles
    inf = args.infinitive()
    if inf is not None:
        roles += (("to", _purpose(inf, args)),)
    return E.Move(who, dist, kind if ctx["lemma"] != "pile" else "pile in", roles)


def set_up(subj, args, ctx):
    up = args.word("up")
    if up is None:  # "set up X": the particle read as a preposition
        pp = args._take(lambda x: isinstance(x, A.PrepPhrase) and x.words("PREP")[0].text.lower() == "up")
        if pp is not None:
            up = "up"
            args.items.insert(0, pp.nodes()[0])
    what = args.obj(required=False) or subj
    if up is None:
        up = args.word("up")
    if up is None and what is not None:  # "set it up": the particle read as the pronoun's
        what, adv = pluck(what, "adverb")
        up = adv if adv == "up" else None
    moved = ()
    if up is None and isinstance(what, (Thing, Ref)):  # "set it up in reserve": "up in" read as one preposition
        for i, (p, m) in enumerate(what.qualifiers):
            if p.startswith("up "):
                up, moved = "up", ((p[3:], m),)
                what = replace(what, qualifiers=what.qualifiers[:i] + what.qualifiers[i + 1:])
                break
    where = moved + args.preps(*(PLACE + ("as", "with", "instead of", "for")))
    while True:  # "identical to the target", "masked by illusion", "lurking on the fringes": how it is set up
        node = args._take(lambda x: isinstance(x, (A.Arg, A.Amount, A.Gerund)) and _manner(x) is not None)
        if node is None:
            break
        where += (("as", Thing((), qualities=(_manner(node),))),) + args.preps(*(PLACE + ("by", "as")))
    if isinstance(what, (Thing, Ref)):
        what, again = pluck(what, "adverb")
        where += (("again", Value("")),) if again == "again" else ()
    if up is None and ctx["lemma"] == "set":
        to = args.prep("to")
        if to is None:
            what, to = pluck(what, "to")
        if to is not None:
            return E.Modify(what, to, "set", by=subj)
        fail(args.clause, "set what?", word="set")
    if isinstance(what, Thing) and what.ranges:  # "set up this unit wholly within 6\" of ...": where it goes
        where = tuple(("range", r) for r in what.ranges) + where
        what = replace(what, ranges=())
    return E.SetUp(what, where, by=subj)


def _manner(x):
    """An adjective, participle or gerund standing as an argument: its word, else None."""
    from .clauses import participle
    if isinstance(x, A.Gerund):
        return x.words("ING")[0].text.lower()
    if isinstance(x, A.Arg) and x.parts and isinstance(x.parts[0], A.Word) and x.parts[0].cls in (
            "ADJ", "PART", "PAST", "ING") and len(x.parts) == 1:
        return x.parts[0].text.lower()
    if isinstance(x, A.Amount) and len(x.parts) == 1 and isinstance(x.parts[0], A.Modifier) and len(
            x.parts[0].parts) == 1:
        return x.parts[0].parts[0].text.lower()
    return participle(x)


def slay(subj, args, ctx):
    what = args.obj(required=False) or subj
    source = args.prep("from")
    roles = args.preps("in", "as", "with", "by", "to", "instead of")
    return E.Slay(what, ctx["lemma"], source if not roles else Thing(("of",), qualifiers=(("from", source),) + roles),
                  by=subj if what is not subj else None)


def return_(subj, args, ctx):
    what = args.obj(required=False) or subj
    to = args.prep("to")
    roles = args.preps(*(PLACE + ("with", "as")))
    if roles:
        to = Thing(("of",), qualifiers=(("to", to),) + roles)
    return E.Return(what, to, by=subj if what is not subj else None)


def simple(cls):
    def build(subj, args, ctx):
        what = args.obj()
        roles = args.preps(*(PLACE + SCOPE + TIME))
        if roles:
            what = Thing(("of",), qualifiers=(("what", what),) + roles)
        return cls(what, by=subj)
    return build


def use(subj, args, ctx):
    what = args.obj()
    roles = args.preps(*(PLACE + SCOPE + TIME))
    return E.Use(what, by=subj, roles=roles)


def allocate(subj, args, ctx):
    what = args.obj()
    to = args.prep("to")
    return E.Allocate(what, to, by=subj)


def _stranded(args):
    """"the weapon it is armed with", "is in, but not leading, a regiment": a preposition whose object went before."""
    out = []
    while True:
        node = args._take(lambda x: isinstance(x, A.Stranded))
        if node is None:
            return tuple(out)
        out.append((node.words()[0].text.lower(), Ref("that")))


def be(subj, args, ctx):
    what = args.obj(required=False)
    word = None
    gerund = args._take(lambda x: isinstance(x, A.Gerund)) if what is None else None
    about = None
    if gerund is not None:  # "it is lying in wait", "it is scouting ahead": a state named by its -ing word
        word = gerund.words("ING")[0].text.lower()
        args.items[:0] = [p for p in gerund.parts[1:]]
        about = args.obj(required=False)  # "it is patrolling the borders": what the state is about
        from .clauses import gerund_clause, lemma
        inner = args.items[0] if about is None and args.items else None
        if isinstance(inner, A.Gerund) and lemma(inner.words("ING")[0].text) in VERBS:
            about = gerund_clause(args.items.pop(0))  # "players are alternating picking units ...": what they do
    if what is None and word is None:
        word = args.word(*_STATE_WORDS) or _state_word(args)
    roles = args.preps(*(PLACE + SCOPE + TIME + COMPARE)) + _stranded(args)
    if about is not None:
        roles = (("object", about),) + roles
    inf = args.infinitive()
    if inf is not None:
        from .things import _is_target_role
        if _is_target_role(inf):
            roles += (("target", Value("")),)
        else:
            roles += (("to", _purpose(inf, args)),)
    if what is None and word is None and not roles:
        fail(args.clause, "is what?", word=ctx["word"])
    return E.Is(subj if subj is not None else Ref("it"), what if what is not None else Thing((), qualities=(
        (word,) if word else ())), roles)


_STATE_WORDS = ()


def _state_word(args):
    """A participle, adjective or adverb after "is": "is destroyed", "are visible", "is set up", "is not slain"."""
    from .clauses import participle
    node = args._take(lambda x: isinstance(x, A.Arg) and len(x.parts) == 1 and x.parts[0].cls in (
        "PART", "ADJ", "ADV", "PAST", "PMOD") or participle(x) is not None)
    if node is None:
        return None
    word = participle(node) or node.parts[0].text.lower()
    particle = args.word("up", "off", "back", "away", "out", "down", "in")
    return word + " " + particle if particle else word


def act(subj, args, ctx):
    what = args.obj(required=False)
    second = args.obj(required=False)
    roles = args.preps(*(PLACE + SCOPE + TIME + COMPARE)) + _stranded(args)
    word = args.word("up", "off", "back", "away", "out", "down", "on", "in", "so")
    if word:
        roles = ((word, Value("")),) + roles
    inf = args.infinitive()
    if inf is not None:
        roles += (("to", _purpose(inf, args)),)
    if second is not None:
        roles = (("second", second),) + roles
    if ctx["past"] or ctx["mode"] != "effect":
        return E.Event(ctx["lemma"], subj, what, roles)
    return E.Act(ctx["lemma"], subj, what, roles)


VERBS = {
    "add": add, "subtract": subtract,
    "increase": lambda s, a, c: change_by(s, a, c, "increase"), "reduce": lambda s, a, c: change_by(s, a, c, "reduce"),
    "halve": lambda s, a, c: change_by(s, a, c, "halve"), "double": lambda s, a, c: change_by(s, a, c, "double"),
    "multiply": lambda s, a, c: change_by(s, a, c, "multiply"), "modify": lambda s, a, c: change_by(s, a, c, "modify"),
    "inflict": inflict, "suffer": suffer, "heal": heal,
    "have": have, "gain": lambda s, a, c: have(s, a, c, gain=True), "get": lambda s, a, c: have(s, a, c, gain=True),
    "receive": lambda s, a, c: have(s, a, c, gain=True), "regain": lambda s, a, c: have(s, a, c, gain=True),
    "lose": lambda s, a, c: have(s, a, c, lose=True),
    "give": give, "pick": pick, "select": pick, "choose": pick,
    "roll": roll, "make": make, "re-roll": simple(E.ReRoll), "ignore": simple(E.Ignore),
    "move": move, "run": lambda s, a, c: move(s, a, c, "run"), "retreat": lambda s, a, c: move(s, a, c, "retreat"),
    "pile": lambda s, a, c: move(s, a, c, "pile in"),
    "set": set_up, "place": set_up, "deploy": set_up, "redeploy": lambda s, a, c: move(s, a, c, "redeploy"),
    "remove": slay, "destroy": slay, "slay": slay, "return": return_,
    "use": use, "allocate": allocate, "spend": simple(E.Spend), "score": simple(E.Score), "earn": simple(E.Score),
    "be": be, "become": be,
}
# game actions typed by their verb (E.Act / E.Event) with the roles of PLACE, SCOPE and TIME
ACTIONS = """accept activate affect allow anoint answer apply attack attempt banish base believe bewilder bombard break
carry cast change chant charge charm combine come complete consecrate consider constrict contain contest continue
control correspond count crush curse decide declare decline defile demolish depict deplete determine dig discard do
drain draw drench drill embolden empower end engineer enhance enrage entangle equal establish exceed exclude execute
exile fail fight fill finish follow form fortify generate go grip happen hide hunt include indicate infect inscribe
inspire intend keep know launch lead learn leave list load mark match measure miscast mix need note offer orient
overlook pass perform persist pre-measure prefer raise rally rank reach record refer refuse reinforce reject
remediate repeat replace require reset resolve see seed seize settle share shoot show specify stalk stall start stay
stop store strike succeed summon take target tell tie torment trample transform transport trap treat try unbind
unlock want win yield contaminate pin mask plus hit""".split()
for _verb in ACTIONS:
    VERBS.setdefault(_verb, act)


def build(lem, subject, args, whole, value=None, past=False, mode="effect", negated=False):
    builder = VERBS.get(lem)
    if builder is None:
        fail(whole, "a verb the layer does not type", word=lem)
    ctx = {"lemma": lem, "word": lem, "value": value, "past": past, "mode": mode, "negated": negated}
    if value is not None and lem != "heal":
        fail(whole, "a value after a verb that takes none", word=lem)
    if past and mode != "effect" and builder not in (be, have) and lem not in ("make",):
        return act(subject, args, ctx)
    return builder(subject, args, ctx)
