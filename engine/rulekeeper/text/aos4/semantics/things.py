"""Noun phrases -> `Thing`s (nodes.py): counts, sides, keywords, qualities, ranges, whose, durations (issue 15)."""

from __future__ import annotations

from dataclasses import fields, is_dataclass

from ...frozen import replace  # dataclasses.replace, faster (text/frozen.py)
from .. import ast as A
from ..fmt import join, words
from .nodes import Duration, EqualTo, ListOf, Range, Ref, SemanticError, Thing, Value

SIDES = {"friendly", "enemy"}
WHOLLY = "wholly"


def text(node) -> str:
    return join(words(node))


def fail(node, why: str, word: str | None = None):
    ws = words(node) if not isinstance(node, str) else []
    raise SemanticError(text(node) if ws else str(node), word or (ws[0].text.lower() if ws else "?"), why)


def value_of(word: A.Word, sign: str = "") -> Value:
    unit = {"DICE": "dice", "ROLL": "roll", "DISTANCE": "inches", "RANGE": "range"}.get(word.cls, "")
    return Value(word.text.lower() if word.cls in ("NUMW",) else word.text, unit, sign=sign)


def number(n: A.Number) -> Value:
    ws = n.words()
    sign = ws[0].text if ws[0].cls in ("PLUS", "MINUS") else ""
    return value_of(ws[-1], sign)


def quantity(q: A.Quantity) -> Value:
    v = number(q.nodes(A.Number)[0])
    tail = q.words("QTAIL")
    return replace(v, bound=tail[0].text.lower()) if tail else v


def nominal(nom: A.Nominal):
    """(kind words, keywords, name, value) of the noun words."""
    kind, keywords, name, val = [], [], "", None
    for nw in nom.nodes(A.NounWord):
        k, kw, nm, v = noun_word(nw)
        kind += k
        keywords += kw
        name = name or nm
        val = val or v
    return tuple(kind), tuple(keywords), name, val


def noun_word(nw: A.NounWord):
    kind, keywords, name, val = [], [], "", None
    non = ""
    for p in nw.parts:
        if isinstance(p, A.NounWord):
            k, kw, nm, v = noun_word(p)
            kind += k
            keywords += kw
            name = name or nm
            val = val or v
        elif isinstance(p, A.Value):
            val = value_node(p)
        elif p.cls == "NON":
            non = "non-"
        elif p.cls == "NOUN":
            kind.append(non + p.text.lower())
            non = ""
        elif p.cls == "KEYWORD":
            keywords.append(non + p.text)
            non = ""
        elif p.cls in ("NAME", "QNAME"):
            name = p.text
    return kind, keywords, name, val


def value_node(v: A.Value) -> Value:
    ws = [w for w in v.parts if isinstance(w, A.Word)]
    sign = ws[0].text if ws and ws[0].cls in ("PLUS", "MINUS") else ""
    main = [w for w in ws if w.cls in ("NUMBER", "NUMW", "ROLL", "DICE")]
    if main:
        rest = v.nodes(A.NounWord)
        return Value(main[0].text, {"DICE": "dice", "ROLL": "roll"}.get(main[0].cls, ""), sign=sign) if not rest else \
            Value(main[0].text + " " + " ".join(noun_word(rest[0])[0] + noun_word(rest[0])[1]), sign=sign)
    return Value(text(v).lower())


def thing(np) -> object:
    """A noun phrase's typed meaning."""
    if isinstance(np, A.NounPhrase):
        return noun_phrase(np)
    if isinstance(np, A.Amount):
        return amount(np)
    if isinstance(np, A.Pronoun):
        word = np.words()[0].text.lower()
        posts = np.nodes()
        t = Ref(word)
        return _posts(t, posts) if posts else t
    if isinstance(np, A.Possessive):
        owner = thing(np.nodes()[0])
        rest = np.parts[2:]
        if not rest:
            return Ref("possessive", (np,)) if False else replace(Thing(("own",)), whose=owner)
        t = noun_phrase(A.NounPhrase(tuple(rest)))
        return replace(t, whose=owner) if isinstance(t, Thing) else t
    if isinstance(np, A.NounList):
        items = [thing(n) for n in np.nodes()]
        conj = next((w.text.lower() for w in np.words() if w.cls in ("CONJ",)), "and")
        return ListOf(conj, tuple(items))
    if isinstance(np, A.Comparison):
        lead = np.words("QLEAD")[0].text.lower()
        inner = thing(np.nodes()[0])
        if isinstance(inner, Thing):
            if inner.count is not None:
                return replace(inner, count=replace(inner.count, bound=lead) if isinstance(inner.count, Value) else inner.count)
            return replace(inner, ref=lead)
        if isinstance(inner, Value):
            return replace(inner, bound=lead)
        if isinstance(inner, Range):
            return replace(inner, distance=replace(inner.distance, bound=lead) if inner.distance else None)
        return inner
    if isinstance(np, A.Ordinal):
        return Thing((np.words("ORD")[0].text.lower(),), _det(np))
    if isinstance(np, A.Portion):
        inner = thing(np.nodes()[0])
        word = np.words()[0].text.lower()
        if isinstance(inner, Thing):
            return replace(inner, count=Value(word))
        return inner
    fail(np, "not a noun phrase")


def _det(np) -> str:
    return " ".join(w.text.lower() for w in np.words("DET"))


_TYPED: dict = {}  # id(noun phrase) -> (the node, its meaning), for the ability being typed (`forget` empties it)


def forget() -> None:
    """Forget the noun phrases typed so far (`interpret` calls it before and after each ability)."""
    _TYPED.clear()


def noun_phrase(np: A.NounPhrase):
    """A noun phrase's `Thing` (or `Ref`). A clause asks for the same phrase several times (its object, then what a
    preposition takes, then whether it is a duration ...): the meaning, a frozen value of the node alone, is worked
    out once per ability; the node is kept with it, so its id cannot be another node's meanwhile."""
    known = _TYPED.get(id(np))
    if known is not None and known[0] is np:
        return known[1]
    meaning = _noun_phrase(np)
    if len(_TYPED) > 10_000:  # bounded, whatever the ability
        _TYPED.clear()
    _TYPED[id(np)] = (np, meaning)
    return meaning


def _noun_phrase(np: A.NounPhrase):
    kind, keywords, name, val, quals, count = (), (), "", None, [], None
    posts, either = [], False
    side = ""
    for p in np.parts:
        if isinstance(p, A.Quantity):
            count = quantity(p)
        elif isinstance(p, A.Modifier):
            quals += modifier(p)
        elif isinstance(p, A.Nominal):
            kind, keywords, name, val = nominal(p)
            either = either or len(keywords) > 1 and _keywords_or(p)
        elif isinstance(p, A.Node):
            posts.append(p)
    sides = {q for q in quals if q in SIDES}
    for q in list(quals):
        if q in SIDES:  # "friendly and enemy units": either side, as a bare "units" is
            side = q if len(sides) == 1 else ""
            quals.remove(q)
        elif q.startswith("#"):  # a count given as a modifier ("a 3+")
            quals.remove(q)
    t = Thing(kind, _det(np), count, side, keywords, tuple(quals), val, name, either=either)
    return _posts(t, posts)


def _keywords_or(node) -> bool:
    """Whether keywords inside a nominal are joined by "or" ("Hero or Monster")."""
    for p in node.parts:
        if isinstance(p, A.Word) and p.cls == "WCONJ" and p.text.lower() == "or":
            return True
        if isinstance(p, A.NounWord) and _keywords_or(p):
            return True
    return False


def amount(np: A.Amount):
    q = np.nodes(A.Quantity)
    mods = np.nodes(A.Modifier)
    posts = [p for p in np.nodes() if not isinstance(p, (A.Quantity, A.Modifier))]
    if q:
        v = quantity(q[0])
        if mods:
            v = replace(v, bound=" ".join(modifier(mods[0])))
        if not posts:
            return v
        return _posts(Thing(("amount",), _det(np), v), posts)
    quals = tuple(x for m in mods for x in modifier(m))
    return _posts(Thing((), _det(np), None, "", (), quals), posts)


def modifier(m: A.Modifier) -> list[str]:
    out = []
    for p in m.parts:
        if isinstance(p, A.Modifier):
            out += modifier(p)
        elif isinstance(p, A.Quantity):
            out.append("#" + quantity(p).value)
        elif p.cls == "NON":
            out.append("non-")
        elif p.cls != "WCONJ":
            if out and out[-1] == "non-":
                out[-1] += p.text.lower()
            else:
                out.append(p.text.lower())
    return out


DURATION_HEADS = {"start", "end"}


def duration(pp: A.PrepPhrase):
    """"until the start of your next turn", "for the rest of the battle" -> Duration, else None."""
    prep = pp.words("PREP")
    if not prep:
        return None
    p = prep[0].text.lower()
    np = pp.nodes()[0] if pp.nodes() else None
    if p == "until" and np is not None:
        return Duration(text(np).lower())
    if p == "for" and isinstance(np, A.NounPhrase):
        t = noun_phrase(np)
        if isinstance(t, Thing) and t.kind == ("rest",) and t.qualifiers and t.qualifiers[0][0] == "of":
            return Duration("the end of " + text(np).lower().split(" of ", 1)[1])
        if isinstance(t, Thing) and t.kind and t.kind[-1] in ("turn", "phase", "battle", "round") and t.ref in (
                "the", "this"):
            return Duration("the end of " + text(np).lower())
    return None


def prep_phrase(pp: A.PrepPhrase):
    """(preposition, typed meaning) of a prepositional phrase (or of a double preposition)."""
    prep = pp.words("PREP")[0].text.lower()
    inner = pp.nodes()[0]
    if isinstance(inner, A.PrepPhrase):  # "instead of within 12\""
        p2, m2 = prep_phrase(inner)
        return prep + " " + p2, m2
    return prep, thing(inner)


def _posts(t, posts):
    """Type a noun phrase's post-modifiers: ranges, "of", durations, "to be the target"; the rest kept as nodes."""
    ranges, quals, described = list(getattr(t, "ranges", ())), list(getattr(t, "qualifiers", ())), list(
        getattr(t, "described", ()))
    target, pending_wholly = getattr(t, "target", False), False
    for p in posts:
        if isinstance(p, A.Post) and p.words("ADV") and len(p.parts) == 1:
            adv = p.words("ADV")[0].text.lower()
            if adv == WHOLLY:
                pending_wholly = True
                continue
            quals.append(("adverb", adv))
            continue
        if isinstance(p, A.DoublePrep):  # "it up in reserve", "instead of within 12\""
            quals.append(prep_phrase(p))
            continue
        if isinstance(p, A.PrepPhrase):
            d = duration(p)
            if d is not None:
                quals.append(("duration", d))
                continue
            prep, m = prep_phrase(p)
            if prep == "within" or (prep == "from" and (isinstance(m, Value) or isinstance(m, Thing) and m.kind == (
                    "amount",))):
                ranges.append(_range(prep, m, pending_wholly))
                pending_wholly = False
                continue
            if isinstance(m, Value) and m.unit == "inches":
                ranges.append(Range(prep, m, None, pending_wholly))
                continue
            quals.append((prep, m))
            continue
        if isinstance(p, A.Infinitive) and _is_target_role(p):
            target = True
            continue
        if isinstance(p, A.Infinitive):
            quals.append(("to-inf", p))
            continue
        described.append(p)
    if isinstance(t, Thing):
        return replace(t, ranges=tuple(ranges), qualifiers=tuple(quals), target=target, described=tuple(described))
    if isinstance(t, Ref):
        quals += [("range", r) for r in ranges] + ([("target", True)] if target else [])
        return replace(t, qualifiers=tuple(quals), described=tuple(described))
    return t


def _range(prep, m, wholly):
    if isinstance(m, Value):
        return Range(prep, m, None, wholly)
    if isinstance(m, Thing) and m.kind == ("amount",):
        of = next((q for p, q in m.qualifiers if p in ("of", "from")), None)
        return Range(prep, m.count, of, wholly)
    return Range(prep, None, m, wholly)


def _is_target_role(inf: A.Infinitive) -> bool:
    """"to be the target(s)"."""
    vp = inf.nodes(A.VerbPhrase)
    if not vp:
        return False
    verb = vp[0].nodes(A.Verb)
    nps = [n for n in vp[0].nodes() if not isinstance(n, A.Verb)]
    return bool(verb) and verb[0].parts[0].text.lower() == "be" and len(nps) == 1 and isinstance(nps[0], A.NounPhrase) \
        and noun_phrase(nps[0]).kind in (("target",), ("targets",), ("target(s)",))


def equal_to(m):
    return EqualTo(m)


_FIELDS: dict = {}  # a class -> its dataclass fields' names (None: not a dataclass), for `pluck`'s walk


def _field_names(cls):
    names = _FIELDS.get(cls, False)
    if names is False:
        # an instance of a dataclass (a dataclass's class object is itself an instance of `type`: not walked);
        # the syntax's nodes and words (ast.py, kept as `described` ...) hold only syntax, never a Thing or a Ref
        names = _FIELDS[cls] = tuple(f.name for f in fields(cls)) if is_dataclass(cls) and \
            cls.__module__ != A.__name__ else None
    return names


def pluck(meaning, key: str):
    """Take the first qualifier `key` from anywhere inside a meaning (a noun phrase's post-modifiers attach to the
    nearest noun; "pick a unit within 3\" of X to use this ability" is still the picking's purpose).
    -> (meaning without it, its value or None)."""
    found = []
    known = _FIELDS.get

    def walk_tuple(t):
        """The tuple with each item walked: the same tuple if none changed (words are left as they are)."""
        out = None
        for i, x in enumerate(t):
            if x.__class__ is not str:
                nx = walk(x)
                if nx is not x:
                    if out is None:
                        out = list(t)
                    out[i] = nx
        return t if out is None else tuple(out)

    def walk(m):
        if found:
            return m
        if isinstance(m, tuple):
            return walk_tuple(m)
        cls = m.__class__
        names = known(cls, False)
        if names is False:
            names = _field_names(cls)
        if names is None:
            return m
        if cls is Thing or cls is Ref or isinstance(m, (Thing, Ref)):
            for i, (p, v) in enumerate(m.qualifiers):
                if p == key:
                    found.append(v)
                    return replace(m, qualifiers=m.qualifiers[:i] + m.qualifiers[i + 1:])
            if key == "target" and getattr(m, "target", False):
                found.append(True)
                return replace(m, target=False)
        changes = None
        for name in names:
            v = getattr(m, name)
            vc = v.__class__
            if vc is str or v is None or vc is bool:
                continue
            if isinstance(v, tuple):
                nv = walk_tuple(v) if v else v
            elif (known(vc, False) if vc in _FIELDS else _field_names(vc)) is not None:
                nv = walk(v)
            else:
                continue
            if nv is not v:
                if changes is None:
                    changes = {}
                changes[name] = nv
            if found:
                break
        return replace(m, **changes) if changes else m

    out = walk(meaning)
    return out, (found[0] if found else None)


def bare(m):
    """"1" of "add 1 to X" once its "to X" is taken: the amount itself."""
    if isinstance(m, Thing) and m.kind == ("amount",) and not (m.qualifiers or m.ranges or m.described or m.whose):
        return m.count
    return m


def detach_target(meaning):
    """"to be the target" read inside a relative clause ("a unit that used a Fight ability this turn to be the
    target"): the picking's, taken out of the clause. -> (meaning without it, True) or (meaning, False)."""
    if not isinstance(meaning, (Thing, Ref)):
        return meaning, False
    for i in range(len(meaning.described) - 1, -1, -1):
        node, found = _cut(meaning.described[i], None)
        if found is not None:
            described = meaning.described[:i] + ((node,) if node is not None else ()) + meaning.described[i + 1:]
            return replace(meaning, described=described), True
    return meaning, False


def detach(meaning, prep: str):
    """The last "<prep> X" phrase inside a thing's untyped qualifiers ("the number of damage points allocated to
    this unit by this ability to the Attacks characteristic": the clause's "to"), taken out of them.
    -> (meaning without it, X typed) or (meaning, None)."""
    if not isinstance(meaning, (Thing, Ref)):
        return meaning, None
    for i in range(len(meaning.qualifiers) - 1, -1, -1):  # "the number of damage points allocated ... to X"
        p, inner = meaning.qualifiers[i]
        new, found = detach(inner, prep)
        if found is not None:
            quals = meaning.qualifiers[:i] + ((p, new),) + meaning.qualifiers[i + 1:]
            return replace(meaning, qualifiers=quals), found
    for i in range(len(meaning.described) - 1, -1, -1):
        node, found = _cut(meaning.described[i], prep)
        if found is not None:
            described = meaning.described[:i] + ((node,) if node is not None else ()) + meaning.described[i + 1:]
            return replace(meaning, described=described), prep_phrase(found)[1]
    return meaning, None


def _cut(node, prep):
    """(node without its last PrepPhrase `prep` (None: its last "to be the target"), that phrase) or (node, None)."""
    if prep is not None and isinstance(node, A.PrepPhrase) and node.words("PREP") and \
            node.words("PREP")[0].text.lower() == prep:
        return None, node
    if prep is None and isinstance(node, A.Infinitive) and _is_target_role(node):
        return None, node
    if not isinstance(node, A.Node):
        return node, None
    parts = list(node.parts)
    for j in range(len(parts) - 1, -1, -1):
        if isinstance(parts[j], A.Node):
            new, found = _cut(parts[j], prep)
            if found is not None:
                parts[j:j + 1] = [new] if new is not None else []
                return type(node)(tuple(parts)), found
    return node, None
