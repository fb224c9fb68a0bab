"""The roles of a verb's arguments: the object, a phrase by its preposition, an amount of damage or cards,
"without paying its cost", "into play in your kingdom" (helpers of verbs.py)."""

from __future__ import annotations


from ...frozen import replace  # dataclasses.replace, faster (text/frozen.py)
from .. import ast as A
from . import effects as E
from .nodes import Count, EqualTo, Icons, Objects, Place, SemanticError
from .objects import fail, thing


def _obj(args, required=True):
    return _clause_obj(args.np(required))


def _amount(objs: Objects, clause, allowed=()):
    """The Count of "2 cards" / "1 damage" / "3 resource tokens": nothing else of the phrase may be dropped."""
    extra = [q for q in objs.qualities if q not in allowed]
    if extra or objs.described or objs.place or objs.controller or objs.of or objs.target:
        from .objects import text
        word = extra[0] if extra else text(objs.described[0]).split(" ")[0].lower() if objs.described else \
            "target" if objs.target else objs.kind[0]
        raise SemanticError(text(clause), word, f"a qualifier of an amount of {' '.join(objs.kind)}")
    return objs.count


def _count(node):
    """"2 damage", "1 resource", "X cards" -> the Count; "damage" alone -> None."""
    t = thing(node) if not hasattr(node, "meaning") else node.meaning
    if isinstance(t, Count):
        return t
    if isinstance(t, Objects):
        return _amount(t, node)
    if isinstance(t, Icons):
        return t.count
    fail(node, "expected an amount")


def _opt(args, *preps):
    np = args.prep(*preps)
    return None if np is None else thing(np)


def simple(cls, field="what"):
    def build(subj, args):
        return cls(**{field: _obj(args), "by": subj})
    return build


def _in_play(play: Place, args):
    """(the zone of "into play in your kingdom" or None, the state of "enters play corrupted" or None); "into play
    attached to that unit": (that unit, "attached")."""
    described, state = play.described, None
    if len(described) == 1 and described[0].kind == "reduced" and described[0].parts in (("corrupted",),
                                                                                         ("facedown",)):
        described, state = (), described[0].parts[0]
    if len(described) == 1 and described[0].kind == "reduced" and len(described[0].parts) == 2 \
            and described[0].parts[0] == "attached" and isinstance(to := described[0].parts[1], A.Prep) \
            and to.prep == "to" and not (play.ref or play.whose or play.position or play.qualities):
        return thing(to.np), "attached"  # "put it into play attached to that unit": the unit it is put onto
    if play.ref or play.whose or play.position or play.qualities or described:
        fail(args.clause, "a qualifier of 'play' the layer does not type", word="play")
    inner = _opt(args, "in", "into")  # "put into play all units in your discard pile into that zone"
    if play.within is not None and inner is not None:
        fail(args.clause, "two zones for one card", word="in")
    return play.within or inner, state


def _free(args):
    """"without paying its cost"."""
    got = args._take(lambda x: isinstance(x, A.Prep) and (
        (x.prep == "without" and isinstance(x.np, tuple) and isinstance(x.np[0], A.Words) and x.np[0].text == "paying")
        or (x.prep in ("at", "for") and isinstance(x.np, A.NounPhrase) and x.np.dets == ("no",)
            and x.np.head.nouns == ("cost",) and not x.np.posts and not x.np.modifiers)))  # "at no cost"
    return True if got is not None else None


def _damage(args):
    """"1 damage", "X indirect damage", "1 uncancellable damage" -> (Objects of damage, uncancellable)."""
    np = _points_of(args.np())
    if isinstance(np, A.AmountPhrase):  # "1 uncancellable damage": the keyword splits the phrase
        kw = args.kind(A.KeywordPhrase)
        rest = args.np()
        if kw is None or kw.keyword.name != "uncancellable" or not isinstance(rest, A.NounPhrase):
            fail(args.clause, "an amount of what?", word=str(np.quantity.parts[-1].number))
        dmg = thing(rest)
        if isinstance(dmg, Objects) and dmg.kind[-1] == "damage":
            return Objects(dmg.kind, "", thing(np), dmg.target, dmg.qualities, dmg.controller, dmg.place,
                           dmg.described, dmg.of), True
        fail(rest, "expected damage")
    amount = _that_amount(np)
    if amount is not None:  # "deals that amount of damage": damage equal to that amount
        np = np.posts[0].parts[0].np
        args.items.append(A.Prep("equal to", amount))
    dmg = thing(np)
    if not (isinstance(dmg, Objects) and dmg.kind[-1] == "damage"):
        fail(np, "expected damage")
    return dmg, None


def _that_amount(np):
    """"that amount of damage" -> the "that amount" it equals (an amount the clause before counted), or None."""
    if isinstance(np, A.NounPhrase) and np.head.nouns == ("amount",) and np.dets == ("that",) and len(np.posts) == 1 \
            and not np.modifiers and np.quantity is None and np.posts[0].kind == "pp" \
            and isinstance(of := np.posts[0].parts[0], A.Prep) and of.prep == "of" and isinstance(of.np, A.NounPhrase) \
            and of.np.head.nouns[-1] == "damage" and not of.np.dets and of.np.quantity is None:
        return replace(np, posts=())
    return None


def _points_of(np):
    """"an additional point of indirect damage" -> "an additional indirect damage": damage counted in points."""
    if not (isinstance(np, A.NounPhrase) and np.head.nouns in (("point",), ("points",)) and len(np.posts) == 1
            and np.posts[0].kind == "pp" and isinstance(of := np.posts[0].parts[0], A.Prep) and of.prep == "of"
            and isinstance(of.np, A.NounPhrase) and of.np.head.nouns[-1] == "damage" and not of.np.dets
            and of.np.quantity is None):
        return np
    return A.NounPhrase(np.dets, np.quantity, np.modifiers + of.np.modifiers, of.np.head, of.np.posts)


def _damage_amount(dmg: Objects, args):
    """The amount of "X damage", "an additional damage", "damage equal to its power" (None: any damage)."""
    equal = args.prep("equal to")
    more = [q for q in dmg.qualities if q.startswith("additional ")]  # "an additional +4 damage"
    if more and dmg.count is None and len(more) == 1:
        words = more[0].split(" ")
        sign, value = (words[1][0], words[1][1:]) if words[1][:1] in "+-" else ("", words[1])
        from .objects import number
        dmg = replace(dmg, qualities=tuple(q for q in dmg.qualities if q != more[0]) + ("additional",),
                      count=Count(number(value), sign=sign))
    amount = _amount(replace(dmg, place=None), args.clause, ("indirect", "additional"))
    if equal is not None:
        if amount is not None:
            fail(args.clause, "an amount given twice", word="equal to")
        return EqualTo(thing(equal))
    if "additional" in dmg.qualities:
        return Count(amount.value if amount else 1, "additional", amount.sign if amount else "")
    return amount


def _of_post(what: Objects, args):
    """"control of target unit", "the cost of the next unit you play": the thing the noun belongs to."""
    of = [p for p in what.described if p.kind == "pp" and isinstance(p.parts[0], A.Prep) and p.parts[0].prep == "of"]
    if len(of) != 1 or len(what.described) != 1 or what.place or what.controller or what.qualities:
        fail(args.clause, f"{' '.join(what.kind)} of what?", word=what.kind[-1])
    return thing(of[0].parts[0].np)


_control_of = _of_post


def _obj_node(np):
    from .clauses import obj
    return obj(np)


def _neg(c: Count) -> Count:
    return Count(c.value, c.bound, "-" if c.sign in ("", "+") else "+")


def _any_time(args):
    """"any time you could take an Action": the action windows in which a card may be played, or None."""
    from . import effects as E
    from .nodes import Condition, Player

    def window(x):
        if not (isinstance(x, A.NounPhrase) and x.dets == ("any",) and x.head.nouns == ("time",) and not x.modifiers
                and x.quantity is None and len(x.posts) == 1 and x.posts[0].kind == "controller"):
            return False
        who, pred = x.posts[0].parts
        return (who == "you" and isinstance(pred, A.Predicate) and pred.verb == "take" and len(pred.args) == 1
                and isinstance(np := pred.args[0], A.NounPhrase) and np.head.nouns == ("action",) and not np.posts
                and np.dets in (("an",), ("a",)) and not np.modifiers and np.quantity is None)

    found = args._take(window)
    if found is None:
        return None
    modals = found.posts[0].parts[1].modals
    return Condition("any time", E.Modal(" ".join(modals), E.ActionWindow(by=Player("you"))) if modals
                     else E.ActionWindow(by=Player("you")))


def _as_if(args):
    """"as if they were in your hand", "as though it were in your battlefield"."""
    from .clauses import subordinate
    sub = args._take(lambda x: isinstance(x, A.Subordinate) and x.word in ("as if", "as though"))
    if sub is None:
        return None
    body = sub.body
    last = body.predicate.args[-1] if isinstance(body, A.Statement) and isinstance(body.predicate, A.Predicate) \
        and body.predicate.args else None
    if isinstance(last, A.Prep) and isinstance(last.np, A.NounPhrase) and last.np.posts \
            and last.np.posts[-1].kind == "pp" and (isinstance(last.np.posts[-1].parts[0], A.ToInfinitive) or (
                isinstance(free := last.np.posts[-1].parts[0], A.Prep) and free.prep in ("for", "at")
                and isinstance(free.np, A.NounPhrase) and free.np.dets == ("no",) and free.np.head.nouns == ("cost",))):
        # "spend them as though they were in your pool to play cards", "play them as though they were in your hand
        # for no cost": the purpose, the price, are the verb's
        args.items.append(last.np.posts[-1].parts[0])
        inner = replace(last, np=replace(last.np, posts=last.np.posts[:-1]))
        sub = replace(sub, body=replace(body, predicate=replace(body.predicate, args=body.predicate.args[:-1] + (inner,))))
    return subordinate(sub)


from .clauses import obj as _clause_obj  # noqa: E402  (clauses -> verbs -> roles: imported once all is defined)
