"""A card's AST -> its typed abilities: Action / Forced / Constant / Keyword / restrictions (issue 4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ...frozen import fast_init, replace  # dataclasses.replace, faster (text/frozen.py)
from .. import ast as A
from . import effects as E
from .clauses import BUILDERS, STATES, Args, interpret_clause, lemma
from .nodes import Condition, Count, KeywordValue, Meaning, Objects, Place, SemanticError
from .objects import amount, fail, nounwords, text, thing
from .setting import Trigger, setting

TRIGGER_LEADS = {"when", "whenever", "after", "each time", "before"}
CONDITION_LEADS = {"if", "while", "unless", "only if", "as long as", "so long as", "even if", "as if", "as though"}


# ---- abilities -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Limit(Meaning):
    """"Limit once per turn" (FAQ: the limit counts triggers of this copy)."""
    times: str
    per: str


@dataclass(frozen=True)
class Ability(Meaning):
    zone: Optional[str]


@dataclass(frozen=True)
class Triggered(Ability):
    """What `Action:` and `Forced:` abilities share: an optional trigger and cost, the effect, a limit."""
    trigger: Optional[Trigger]
    cost: Optional[Meaning]
    effect: Meaning
    limit: Optional[Limit] = None


@dataclass(frozen=True)
class Action(Triggered):
    """`Action:` — played by its controller in an action window; cost paid first ("do X to do Y")."""


@dataclass(frozen=True)
class Forced(Triggered):
    """`Forced:` — resolves by itself each time its trigger happens."""


@dataclass(frozen=True)
class Constant(Ability):
    """Text always in force (possibly while a condition holds)."""
    effect: Meaning


@dataclass(frozen=True)
class KeywordAbility(Ability):
    keyword: KeywordValue


@dataclass(frozen=True)
class PlayRestriction(Ability):
    """"Order only." / "Battlefield only." — who may play the card, or where."""
    only: str


@dataclass(frozen=True)
class LimitPerZone(Ability):
    """"Limit one Hero per zone."."""
    count: Count
    what: Optional[str]
    per: str


@dataclass(frozen=True)
class Traits(Ability):
    """"Epic Spell.": one of the card's traits, printed in its text box; it restates the card's trait line."""
    trait: str


@dataclass(frozen=True)
class Reaction(Meaning):
    """An effect waiting for its trigger (inside a chain, or a whole triggered ability before unpacking)."""
    trigger: Trigger
    effect: Meaning


def interpret(card: A.Card) -> tuple:
    """The typed abilities of one card's AST; raises SemanticError on a clause it cannot type."""
    out: list = []
    for ab in card.abilities:
        zone = ab.zone.zone if ab.zone is not None else None
        body = ab.body
        if isinstance(body, A.LimitLine) or (isinstance(body, A.ReminderLine) and _limit_of(body.reminder)):
            lim = _limit(body.limit) if isinstance(body, A.LimitLine) else _limit_of(body.reminder)
            if not out or not isinstance(out[-1], (Action, Forced)):
                fail(body, "a limit with no triggered ability before it")
            out[-1] = replace(out[-1], limit=lim)
        elif isinstance(body, A.ReminderLine):
            continue  # reminder text restates rules, it adds no ability
        else:
            out.extend(ability(body, zone))
    return tuple(out)


def ability(body, zone):
    if isinstance(body, A.Triggered):
        return (triggered(body, zone),)
    if isinstance(body, A.Constant):
        meaning, _, lim = sentence(body.sentence)
        if isinstance(meaning, Reaction):  # "When ..., ..." without Forced: printed as a constant
            return (Forced(zone, meaning.trigger, None, meaning.effect, lim),)
        return (Constant(zone, meaning),)
    if isinstance(body, A.KeywordLine):
        return tuple(KeywordAbility(zone, KeywordValue(k.name, amount(k.value) if k.value else None))
                     for k in body.keywords)
    if isinstance(body, A.TraitLine):
        return (Traits(zone, body.traits),)
    if isinstance(body, A.OnlyRestriction):
        return (PlayRestriction(zone, " ".join(nounwords(body.what))),)
    if isinstance(body, A.LimitPer):
        return (LimitPerZone(zone, Count(_num(body.count)), " ".join(body.what.nouns) if body.what else None,
                             " ".join(body.per.nouns)),)
    fail(body, "an ability the layer does not type")


def _num(word):
    from .objects import number
    return number(word)


def _used_only(meaning):
    """"Use this ability only once per turn[, and only if ...]." -> (its Limit, what is left of the sentence: the
    condition on using it, or None); (None, meaning) for any other sentence."""
    inner = meaning.effect if isinstance(meaning, E.Conditional) else meaning
    if not (isinstance(inner, E.UsedOnly) and isinstance(inner.what, Objects) and inner.what.ref == "this"
            and tuple(inner.what.kind) == ("ability",) and inner.by is None):
        return None, meaning
    lim = Limit(inner.times, inner.per)
    if inner is meaning:
        return lim, None
    return lim, replace(meaning, effect=E.Use(what=inner.what))  # "... and only if X": using it needs X


def triggered(body: A.Triggered, zone):
    steps, lim = [], None
    for s in body.sentences:
        meaning, then, l2 = sentence(s)
        used, meaning = _used_only(meaning)
        if used is not None and (lim or l2):
            fail(s, "two limits on one ability", word="use")
        lim = used or l2 or lim
        if meaning is not None:
            steps.append((meaning, then))
    first = steps[0][0]
    trigger, cost = None, None
    if isinstance(first, Reaction):
        trigger, first = first.trigger, first.effect
    cost, first = _split_cost(first)
    effect = first
    for meaning, then in steps[1:]:
        if isinstance(meaning, E.XIs) and not then:  # "... X damage ... . X is the number of ..."
            effect = E.Where(meaning, effect)
        else:
            effect = E.Sequence((effect, meaning), then=then, sentences=True)
    cls = Action if body.kind == "action" else Forced
    return cls(zone, trigger, cost, effect, lim)


def _split_cost(meaning):
    """"Sacrifice a unit to draw a card, then ...": the cost is the Paid at the head of the chain."""
    if isinstance(meaning, E.Paid):
        return meaning.cost, meaning.effect
    if isinstance(meaning, E.Sequence) and meaning.steps:
        cost, head = _split_cost(meaning.steps[0])
        if cost is not None:
            return cost, E.Sequence((head,) + meaning.steps[1:], meaning.then)
    if isinstance(meaning, (E.Where, Reaction)):  # "..., where X is ..." / a trigger around "do X to do Y"
        cost, inner = _split_cost(meaning.effect)
        if cost is not None:
            return cost, replace(meaning, effect=inner)
    if isinstance(meaning, E.Choice):  # "Corrupt this unit to destroy X or heal Y": the cost buys either
        cost, head = _split_cost(meaning.options[0])
        if cost is not None:
            return cost, E.Choice((head,) + meaning.options[1:])
    return None, meaning


def quoted_abilities(q: A.Quoted) -> tuple:
    np = q.np
    if isinstance(np, A.Triggered):
        return (triggered(np, None),)
    if isinstance(np, tuple) and all(isinstance(s, A.Sentence) for s in np):
        return tuple(a for s in np for a in ability(A.Constant(s), None))
    if isinstance(np, A.Sentence):
        return ability(A.Constant(np), None)
    fail(q, "a quoted text that is not an ability")


# ---- sentences and chains ------------------------------------------------------------------------
def _limit(lim: A.Limit) -> Limit:
    return Limit(text(lim.frequency) if not isinstance(lim.frequency, str) else lim.frequency, " ".join(lim.per.nouns))


def _limit_of(rem: Optional[A.Reminder]) -> Optional[Limit]:
    if rem is None:
        return None
    lims = [i.body for i in rem.items if isinstance(i.body, A.Limit)]
    return _limit(lims[0]) if lims else None


def sentence(s: A.Sentence):
    """-> (meaning, starts with "Then", limit from its reminder)."""
    meaning, then = chain(s.chain)
    return meaning, then, _limit_of(s.inner) or _limit_of(s.after)


_ALONE = A.Words("adverb", "alone")
_PAST_PARTICIPLES = {"put"}  # a command's verb that is also the past participle a passive before it shares


def _alone_shared(segs):
    """"cannot attack or defend alone": the "alone" after the last verb is said of each verb the "or" joins."""
    for i in range(len(segs) - 1, 0, -1):
        sep, seg = segs[i]
        prev = segs[i - 1][1]
        if sep in ("or_", "and_", "or", "and") and isinstance(seg, A.Conditioned) and not seg.leads \
                and isinstance(seg.clause, A.Command) and isinstance(seg.clause.predicate, A.Predicate) \
                and seg.clause.predicate.args == (_ALONE,) and isinstance(prev, A.Conditioned) and not prev.leads \
                and isinstance(prev.clause, (A.Statement, A.Command)) \
                and isinstance(prev.clause.predicate, A.Predicate) and not prev.clause.predicate.args:
            pred = replace(prev.clause.predicate, args=(_ALONE,))
            segs[i - 1] = (segs[i - 1][0], replace(prev, clause=replace(prev.clause, predicate=pred)))
    return segs


def _to_too(args: tuple, np):
    """The arguments with their last "to X" made "to X and <np>" (None if they have no "to" phrase)."""
    for i in range(len(args) - 1, -1, -1):
        a = args[i]
        if isinstance(a, A.Prep) and a.prep == "to" and not isinstance(a.np, tuple):
            return args[:i] + (replace(a, np=A.NounList(a.np, "and", np)),) + args[i + 1:]
        if isinstance(a, A.NounPhrase) and a.posts:
            last = a.posts[-1]
            if last.kind == "pp" and len(last.parts) == 1:
                inner = _to_too(last.parts, np)
                if inner is not None:
                    return args[:i] + (replace(a, posts=a.posts[:-1] + (replace(last, parts=inner),)),) + args[i + 1:]
        return None
    return None


def _second_to(segs):
    """"deal 1 damage to this unit and to one target unit": the second "to" phrase is the verb's too."""
    for i in range(len(segs) - 1, 0, -1):
        sep, seg = segs[i]
        prev = segs[i - 1][1]
        if sep in ("and", "and_") and isinstance(seg, A.Setting) and len(seg.phrases) == 1 \
                and isinstance(seg.phrases[0], A.Prep) and seg.phrases[0].prep == "to" \
                and isinstance(prev, A.Conditioned) and isinstance(prev.clause, (A.Statement, A.Command)) \
                and isinstance(prev.clause.predicate, A.Predicate):
            args = _to_too(prev.clause.predicate.args, seg.phrases[0].np)
            if args is not None:
                pred = replace(prev.clause.predicate, args=args)
                segs[i - 1:i + 1] = [(segs[i - 1][0], replace(prev, clause=replace(prev.clause, predicate=pred)))]
    return segs


def _gap(node, prep=None):
    """In "one of those cards on the top of your deck and the other card on the bottom of your deck", the list
    the grammar made of "your deck and the other card on the bottom ...": (the node with the list's left item,
    the right item without its phrase, that phrase), or None."""
    if isinstance(node, A.NounList) and node.conj == "and" and isinstance(node.right, A.NounPhrase) \
            and node.right.posts and node.right.posts[-1].kind == "pp" and prep is not None \
            and isinstance(last := node.right.posts[-1].parts[0], A.Prep) and last.prep == prep \
            and node.right.dets == ("the",) and node.right.modifiers == ("other",):
        return node.left, replace(node.right, posts=node.right.posts[:-1]), last
    if isinstance(node, A.Prep) and not isinstance(node.np, tuple):
        got = _gap(node.np, prep or node.prep)
        return None if got is None else (replace(node, np=got[0]),) + got[1:]
    if isinstance(node, A.Partitive) and not isinstance(node.whole, tuple):
        got = _gap(node.whole, prep)
        return None if got is None else (replace(node, whole=got[0]),) + got[1:]
    if isinstance(node, A.NounPhrase) and node.posts and node.posts[-1].kind == "pp" and len(node.posts[-1].parts) == 1:
        got = _gap(node.posts[-1].parts[0], prep)
        if got is not None:
            return (replace(node, posts=node.posts[:-1] + (A.Post("pp", (got[0],)),)),) + got[1:]
    return None


def _gapped(segs):
    """"Place one of those cards on the top of your deck and the other card on the bottom of your deck": the verb
    is said again of "the other card" (two clauses, joined by "and")."""
    for i in range(len(segs) - 1, -1, -1):
        sep, seg = segs[i]
        if not (isinstance(seg, A.Conditioned) and isinstance(seg.clause, A.Command)
                and isinstance(seg.clause.predicate, A.Predicate) and lemma(seg.clause.predicate.verb) in ("put", "place")
                and len(seg.clause.predicate.args) == 1):
            continue
        pred = seg.clause.predicate
        got = _gap(pred.args[0])
        if got is None:
            continue
        first, other, phrase = got
        left = replace(seg, clause=A.Command(replace(pred, args=(first,))))
        right = A.Conditioned((), A.Command(A.Predicate(pred.modals, pred.verb, (other, phrase))))
        segs[i:i + 1] = [(sep, left), ("and", right)]
    return segs


def _command(seg, args=None):
    """The predicate of a segment that is a bare command (with these arguments, if given), else None."""
    if isinstance(seg, A.Conditioned) and not seg.leads and isinstance(seg.clause, A.Command) \
            and isinstance(seg.clause.predicate, A.Predicate) and (args is None or seg.clause.predicate.args == args):
        return seg.clause.predicate
    return None


_IT = A.PronounPhrase("it", ())


def _object_shared(segs):
    """"Cancel and discard target unit ...": the first verb acts on the object the second names, the second on
    it."""
    for i in range(len(segs) - 1, 0, -1):
        first, (sep, seg) = _command(segs[i - 1][1], ()), segs[i]
        second = _command(seg)
        if first is not None and second is not None and sep in ("and", "and_") and lemma(first.verb) in _OBJECT_VERBS \
                and second.args and isinstance(second.args[0], (A.NounPhrase, A.NounList)) and not first.modals:
            segs[i - 1] = (segs[i - 1][0], A.Conditioned((), A.Command(replace(first, args=(second.args[0],)))))
            segs[i] = (sep, A.Conditioned((), A.Command(replace(second, args=(_IT,) + second.args[1:]))))
    return segs


_OBJECT_VERBS = {"cancel", "destroy", "discard", "sacrifice", "corrupt", "return", "reveal"}


def _state_between(segs):
    """"put a unit ... into play, corrupt, in your quest zone": the bare "corrupt" between commas is the state the
    unit comes in (corrupted)."""
    for i in range(1, len(segs)):
        sep, seg = segs[i]
        pred = _command(seg, ())
        if sep == "comma" and pred is not None and pred.verb == "corrupt" and not pred.modals \
                and "into play" in text(segs[i - 1][1]).lower():
            segs[i] = (sep, A.Participial((), "corrupted", ()))
    return segs


def chain(c: A.Chain):
    segs = [(None, c.first)] + [(l.sep.kind, l.segment) for l in c.rest]
    one_object = len(segs) == 2 and _command(segs[0][1], ()) is not None
    segs = _state_between(_object_shared(_gapped(_second_to(_alone_shared(segs)))))
    one_object = one_object and _command(segs[0][1], ()) is None  # "Cancel and discard X": the object given to both
    items = []  # (sep, kind, value)
    subject = None  # (subject, modals) of the last statement: "each player must sacrifice X or deal Y"
    for sep, seg in segs:
        if isinstance(seg, A.Conditioned) and isinstance(seg.clause, A.Statement):
            p = seg.clause.predicate
            passive = p.verb if isinstance(p, A.Predicate) and p.verb == "be" and p.args \
                and isinstance(p.args[0], A.Words) and p.args[0].kind == "participle" else None
            subject = (seg.clause.subject, p.modals, passive) if isinstance(p, A.Predicate) else None
        elif sep in ("and_", "or_", "and", "or") and subject and isinstance(seg, A.Conditioned) and not seg.leads \
                and isinstance(seg.clause, A.Command) and isinstance(seg.clause.predicate, A.Predicate):
            pred = seg.clause.predicate
            if len(subject) > 2 and subject[2] is not None and pred.verb in _PAST_PARTICIPLES:
                # "That card cannot be played or put into play": the passive goes on ("be put into play")
                pred = A.Predicate(pred.modals, subject[2], (A.Words("participle", pred.verb),) + pred.args)
            shared = A.Statement(subject[0], A.Predicate(subject[1] + pred.modals, pred.verb, pred.args))
            if items and items[-1][1] in ("trigger", "condition"):  # "when a unit attacks or defends, ..."
                prev_sep, kind, value = items.pop()
                event = interpret_clause(shared, "event" if kind == "trigger" else "state")
                inner = value.event if kind == "trigger" else value.clause
                both = E.Choice((inner, event)) if sep.startswith("or") else E.Sequence((inner, event))
                items.append((prev_sep, kind, replace(value, **{"event" if kind == "trigger" else "clause": both})))
                continue
            seg = A.Conditioned((), shared)
        else:
            subject = None
        if isinstance(seg, A.Conditioned) and not seg.leads and "then" in getattr(
                getattr(seg.clause, "predicate", None), "modals", ()):  # "Arrer Boyz then takes 1 damage"
            items.append((sep, "then", None))
            sep = None
        for kind, value in segment(seg):
            items.append((sep, kind, value))
            sep = None
    starts_then = bool(items) and items[0][1] == "then"
    # a trigger or condition before the chain's first effect governs the whole chain ("When X, do A and B")
    leading = []
    while items and items[0][1] in ("trigger", "condition", "duration") and any(k == "effect" for _, k, _ in items):
        leading.append(items.pop(0)[1:])
        if items and items[0][1] != "effect" and items[0][1] not in ("trigger", "condition", "duration"):
            break
    # group into steps: pending prefixes apply to the next effect
    steps, pending, sep_before, then_next = [], [], None, False
    for sep, kind, value in items:
        if sep is not None and not pending:
            sep_before = sep
        if kind == "then":
            then_next = True
            continue
        if kind == "state":
            last = steps[-1][1] if steps and not pending else None
            if isinstance(last, E.PutIntoPlay) and last.state is None:
                steps[-1] = (steps[-1][0], replace(last, state=str(value.participle).lower()))
                continue
            if isinstance(last, E.Paid) and isinstance(last.effect, E.PutIntoPlay) and last.effect.state is None:
                # "discard 3 tokens to put a unit ... into play, corrupt, ...": the state of the unit put
                put = replace(last.effect, state=str(value.participle).lower())
                steps[-1] = (steps[-1][0], replace(last, effect=put))
                continue
            kind, value = "effect", _participle_effect(value)  # "put it into your battlefield, attacking"
        if kind == "each":  # ", each in a different battlefield": about the things the effect before names
            if not steps or pending:
                fail(c, "'each ...' with no effect before it", word="each")
            steps[-1] = (steps[-1][0], E.EachOf(steps[-1][1], value))
            continue
        if kind == "effect":
            eff = value
            for pk, pv in reversed(pending):
                eff = _apply(pk, pv, eff)
            steps.append(("then" if then_next else sep_before, eff))
            pending, sep_before, then_next = [], None, False
        else:
            pending.append((kind, value))
    if pending:
        if not steps:
            fail(c, "conditions with no effect")
        last_sep, last = steps[-1]
        for pk, pv in pending:
            last = _apply(pk, pv, last)
        steps[-1] = (last_sep, last)
    meaning = _combine(steps)
    if one_object and isinstance(meaning, E.Sequence) and len(meaning.steps) == 2 and not meaning.then \
            and isinstance(cond := meaning.steps[1], E.Conditional) and cond.condition.word in ("unless", "if"):
        # "Cancel and discard target unit ... unless ...": the condition after the shared object is both verbs'
        meaning = E.Conditional(cond.condition, replace(meaning, steps=(meaning.steps[0], cond.effect)))
    for pk, pv in reversed(leading):
        meaning = _apply(pk, pv, meaning)
    return meaning, starts_then


def _apply(kind, value, eff):
    if kind == "trigger":
        return Reaction(value, eff)
    if kind == "duration":
        return E.Lasting(value, eff)
    if kind == "condition":
        where = value.clause
        if isinstance(where, Objects) and where.kind == ("of",) and isinstance(where.of, Place):
            where = replace(where.of, ref=f"{where.ref} of {where.of.ref}".strip())  # "in any of your zones"
        if value.word == "in" and isinstance(where, Place) and isinstance(eff, E.PutIntoPlay) \
                and eff.place is None:  # "put it into play, corrupted, in any of your zones": where it goes
            return replace(eff, place=where)
        if value.word == "in" and isinstance(where, Place) and isinstance(eff, E.Paid) \
                and isinstance(eff.effect, E.PutIntoPlay) and eff.effect.place is None:
            return replace(eff, effect=replace(eff.effect, place=where))  # "... to put X into play, ..., in ..."
        return E.Conditional(value, eff)
    if kind == "otherwise":
        return E.Otherwise(eff)
    if kind == "where":
        return E.Where(value, eff)
    raise AssertionError(kind)


def _combine(steps):
    """then < or < and/comma: "A or B, then C" is Then(Choice(A, B), C)."""
    parts, cur = [], []
    for sep, eff in steps:
        if sep == "then" and cur:
            parts.append(cur)
            cur = []
        cur.append((sep, eff))
    groups = [_choice(p) for p in parts + [cur]]
    return groups[0] if len(groups) == 1 else E.Sequence(tuple(groups), then=True)


def _paid_choice(options):
    """"Discard a quest from hand or turn this unit into a development to cancel ...": the purpose after the last
    option is what each option pays for (a choice of costs)."""
    last = options[-1]
    if len(options) > 1 and isinstance(last, E.Paid) and not any(isinstance(o, E.Paid) for o in options[:-1]):
        return E.Paid(E.Choice(tuple(options[:-1]) + (last.cost,)), last.effect)
    return E.Choice(tuple(options))


def _choice(steps):
    seps = [sep for sep, _ in steps[1:]]
    if "or" in seps and set(seps) <= {"or", "comma"}:  # "deal 5 damage, gain 3 resources, or cancel ...": a list
        return _paid_choice([eff for _, eff in steps])
    options, cur = [], []
    for sep, eff in steps:
        if sep == "or" and cur:
            options.append(cur)
            cur = []
        cur.append(eff)
    options.append(cur)
    seqs = [o[0] if len(o) == 1 else E.Sequence(tuple(o)) for o in options]
    return seqs[0] if len(seqs) == 1 else _paid_choice(seqs)


def _participle_effect(seg: A.Participial):
    """", ignoring loyalty costs", ", attacking": the effect a participle phrase names."""
    build = BUILDERS.get(lemma(str(seg.participle).lower()))
    if build is None:
        fail(seg, "a participle phrase the layer does not type", word=seg.participle)
    args = Args(seg.args, seg)
    eff = build(None, args)
    args.done()
    return eff


def segment(seg):
    """One segment -> [(kind, value)]: kind in effect | trigger | condition | duration | then | otherwise | where."""
    if isinstance(seg, A.Conditioned):
        out, leads = [], list(seg.leads)
        if leads and leads[0] in ("then", "then ,"):
            out.append(("then", None))
            leads = leads[1:]
        if leads and leads[0].startswith("otherwise"):
            return out + [("effect", E.Otherwise(interpret_clause(seg.clause)))]
        if not leads:
            inner = seg.clause
            if isinstance(inner, A.Conditioned) and not inner.leads and isinstance(inner.clause, A.PronounPhrase):
                seg = inner  # the grammar's each_segment, inside a segment
            if isinstance(seg.clause, A.PronounPhrase):  # ", each with a printed cost 3 or lower"
                if seg.clause.pronoun != "each" or not seg.clause.posts:
                    fail(seg, "a trailing phrase the layer does not type")
                return out + [("each", seg.clause.posts)]
            return out + [("effect", interpret_clause(seg.clause))]
        lead = leads[0] if len(leads) == 1 else None
        if lead in TRIGGER_LEADS:
            return out + [("trigger", Trigger(lead, interpret_clause(seg.clause, "event")))]
        if lead in CONDITION_LEADS:
            return out + [("condition", Condition(lead, interpret_clause(seg.clause, "state")))]
        if lead == "only":  # "Only your opponent may trigger this ability"
            return out + [("effect", E.Modal("only", interpret_clause(seg.clause)))]
        if lead == "where":
            return out + [("where", interpret_clause(seg.clause, "state"))]
        fail(seg, f"a clause led by {' '.join(leads)!r}", word=leads[0])
    if isinstance(seg, A.Setting):
        return list(setting(seg.phrases))
    if isinstance(seg, A.IfSo):
        # "If you do" / "If it does": the previous effect happened
        return [("condition", Condition(" ".join(seg.leads), E.State(thing(seg.who), "done")))]
    if isinstance(seg, A.Participial):
        if not seg.leads and not seg.args and seg.participle in STATES:
            return [("state", seg)]  # "put it into play, corrupted, in ...": the state it comes in
        if seg.leads:
            if seg.args:
                fail(seg, "a participle phrase with arguments after its lead word", word=seg.participle)
            return [("condition", Condition(" ".join(str(x).lower() for x in seg.leads), E.State(None, seg.participle)))]
        return [("effect", _participle_effect(seg))]
    fail(seg, "a segment the layer does not type")


fast_init(globals())  # the frozen nodes above store their fields directly (text/frozen.py)
