"""What a noun phrase says of the cards it picks after its noun, beyond objects._described: "with printed cost X
or lower" (X as the effect defines it), "with fewer hit points than the number of Skaven cards in play", "without
any Attachment cards on it", "that is defending alone", "with Savage", "questing here", "with the highest printed
cost", "that does not share the racial affiliation of its controller's capital", "with a resource token (already)
on it" (any card in play holding at least one, Elven Scout, Lore Seeker). Each reads as a `Check` on a card,
which `Selector.matches` applies whenever it looks: as targets are chosen (timing.C.1) and again as the effect
resolves (timing.B.3), so a count that changed in between counts as it is then (faq.9).

An X in a phrase is the X of the effect ("where X is ...", "X is the number of developments you control"):
objects.selector binds it (its `x`) when the ability is read (effects.Ctx.objects: a target keeps that selector
until the effect resolves, run.Resolution) or as the effect resolves (effects.cards).
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion import ast as A
from .objects import DESCRIBERS, Unsupported


@dataclass(frozen=True)
class Check:
    """One qualifier: `what` says which (cost at most | hit points below | no attachments | defending alone), `of`
    the measure it compares with (amounts.Measure, or "X" until bound to the effect's X)."""
    what: str
    of: object = None

    @property
    def needs_x(self) -> bool:
        return self.of == "X"

    @implements("faq.9", "core.cards.cost", "terms.the-letter-x")
    def holds(self, g, p: str, source: int, cid: int) -> bool:
        if self.what == "no attachments":  # card-types.attachments: an Attachment on it is one attached to it
            return not any(host == cid for host in g.s.attached.values())
        if self.what == "defending alone":  # the only unit defending (core.combat.2)
            c = g.s.combat
            return c is not None and c.defenders == [cid]
        if self.what == "keyword":  # "a unit with Savage": printed or gained, in the zone it is in
            return g.keyword(cid, self.of) > 0
        if self.what in ("highest cost", "lowest cost"):  # among the units in play, either player's (terms.cost)
            from ..state import PLAYERS
            from ..cards import ZONES
            costs = [g.card(c).cost for q in PLAYERS for z in ZONES for c in g.cards(q, z) if g.card(c).unit]
            return bool(costs) and g.card(cid).cost == (max(costs) if self.what == "highest cost" else min(costs))
        if self.what == "not its capital's race":  # "does not share the racial affiliation of its controller's capital"
            return g.card(cid).race.lower() != g.s.race[g.controller(cid)].lower()
        if self.what == "tokens on it":  # "a card with a resource token (already) on it" (core.cards.quest)
            return g.s.tokens.get(cid, 0) > 0
        if self.what == "questing here":  # "the unit questing here": on the quest with the ability (card-types.quests)
            return g.s.questing.get(source) == cid
        if self.needs_x:
            raise Unsupported("an X no effect defines")  # objects.selector binds it, or refuses the phrase
        from .amounts import _Counting
        n = self.of.value(_Counting(g, p, source))
        if self.what == "cost at most":
            return g.card(cid).cost <= n  # the printed cost (core.cards.cost)
        return g.unit_health(cid) < n  # "fewer hit points than ..."


def _with(post):
    """The noun phrase of a "with ..." / "without ..." post, and the preposition."""
    if post.kind == "pp" and len(post.parts) == 1 and isinstance(post.parts[0], A.Prep) \
            and isinstance(post.parts[0].np, A.NounPhrase):
        return post.parts[0].prep, post.parts[0].np
    return None, None


def _x_or_lower(np) -> bool:
    """"(printed) cost X or lower" (or "X or less"), "a printed cost of X or lower"."""
    if tuple(np.head.nouns) != ("cost",) or set(np.modifiers) - {"printed"} or len(np.posts) != 1:
        return False
    inner = np.posts[0]
    q = inner.parts[0] if inner.kind == "value" and len(inner.parts) == 1 else \
        getattr(getattr(inner.parts[0], "np", None), "quantity", None) if inner.kind == "pp" and len(inner.parts) == 1 \
        and getattr(inner.parts[0], "prep", None) == "of" else None
    if not isinstance(q, A.Quantity):
        return False
    nums = [x for x in q.parts if isinstance(x, A.Amount)]
    words = tuple(x for x in q.parts if isinstance(x, str))
    return len(nums) == 1 and not nums[0].sign and nums[0].number.lower() == "x" and words in (("or", "lower"),
                                                                                                ("or", "less"))


def _fewer_hit_points(np):
    """"fewer hit points than the number of Skaven cards in play" -> the measure of that number."""
    if tuple(np.head.nouns) != ("hit", "points") or tuple(np.modifiers) != ("fewer",) or np.dets or len(np.posts) != 1:
        return None
    post = np.posts[0]
    if post.kind != "pp" or len(post.parts) != 2 or post.parts[0] != "than" or not isinstance(post.parts[1], A.NounPhrase):
        return None
    from ....text.invasion.semantics.objects import thing
    from .amounts import measure
    try:
        return measure(thing(post.parts[1]), "")
    except (ValueError, Unsupported):
        return None


def _no_attachments(prep: str, np) -> bool:
    """"without any Attachment cards on it"."""
    if prep != "without" or np.dets not in (("any",), ()) or tuple(w.lower() for w in np.head.nouns) not in (
            ("attachment", "cards"), ("attachments",), ("attachment", "card")) or np.modifiers or len(np.posts) != 1:
        return False
    on = np.posts[0]
    inner = on.parts[0] if on.kind == "pp" and len(on.parts) == 1 else None
    return isinstance(inner, A.Prep) and inner.prep == "on" and isinstance(inner.np, A.PronounPhrase) \
        and inner.np.pronoun == "it" and not inner.np.posts


def _alone(post) -> bool:
    """"that is defending alone"."""
    if post.kind != "relative" or len(post.parts) != 2 or post.parts[0] != "that":
        return False
    pred = post.parts[1]
    return isinstance(pred, A.Predicate) and pred.verb == "is" and not pred.modals and len(pred.args) == 2 \
        and all(isinstance(a, A.Words) for a in pred.args) and (pred.args[0].text, pred.args[1].text) == ("defending", "alone")


def _keyword(post) -> str | None:
    """"with Savage": a keyword named with no value."""
    if post.kind == "pp" and len(post.parts) == 1 and isinstance(post.parts[0], A.Prep) and post.parts[0].prep == "with":
        np = post.parts[0].np
        kw = getattr(np, "keyword", None)
        if isinstance(np, A.KeywordPhrase) and kw is not None and kw.value is None:
            return kw.name
    return None


def _questing_here(post) -> bool:
    """"questing here"."""
    return post.kind == "reduced" and len(post.parts) == 2 and post.parts[0] == "questing" \
        and isinstance(post.parts[1], A.Words) and post.parts[1].text == "here"


def _not_capital_race(post) -> bool:
    """"that does not share the racial affiliation of its controller's capital"."""
    if post.kind != "relative" or len(post.parts) != 2 or post.parts[0] != "that":
        return False
    pred = post.parts[1]
    if not (isinstance(pred, A.Predicate) and tuple(pred.modals) == ("does", "not") and pred.verb == "share"
            and len(pred.args) == 1 and isinstance(pred.args[0], A.NounPhrase)):
        return False
    np = pred.args[0]
    if not (np.dets == ("the",) and tuple(np.modifiers) == ("racial",) and tuple(np.head.nouns) == ("affiliation",)
            and len(np.posts) == 1 and np.posts[0].kind == "pp" and len(np.posts[0].parts) == 1):
        return False
    of = np.posts[0].parts[0]
    cap = getattr(of, "np", None)
    owner = getattr(cap, "owner", None)
    return getattr(of, "prep", "") == "of" and isinstance(cap, A.Possessive) and tuple(cap.head.nouns) == ("capital",) \
        and isinstance(owner, A.NounPhrase) and owner.dets == ("its",) and tuple(owner.head.nouns) == ("controller",) \
        and not owner.posts and not cap.posts


def _token_on_it(prep: str, np) -> bool:
    """"with a resource token on it", "with a resource token already on it"."""
    if prep != "with" or np.dets != ("a",) or tuple(np.head.nouns) != ("resource", "token") or np.modifiers \
            or np.quantity is not None or len(np.posts) != 1:
        return False
    on = np.posts[0]
    parts = on.parts[1:] if on.kind == "already" and on.parts[:1] == ("already",) else on.parts if on.kind == "pp" \
        else ()
    inner = parts[0] if len(parts) == 1 else None
    return isinstance(inner, A.Prep) and inner.prep == "on" and isinstance(inner.np, A.PronounPhrase) \
        and inner.np.pronoun == "it" and not inner.np.posts


def describe(post):
    """The `Check` of one post-noun qualifier, or None when this module does not read it."""
    if _not_capital_race(post):
        return Check("not its capital's race")  # the race of a player's capital board (core.capital.*)
    if _questing_here(post):
        return Check("questing here")
    if _alone(post):
        return Check("defending alone")
    if _keyword(post) is not None:
        return Check("keyword", _keyword(post))
    prep, np = _with(post)
    if np is None:
        return None
    if _token_on_it(prep, np):
        return Check("tokens on it")
    if prep == "with" and _x_or_lower(np):
        return Check("cost at most", "X")
    if prep == "with" and np.dets == ("the",) and tuple(np.head.nouns) == ("cost",) and not np.posts \
            and tuple(np.modifiers) in (("highest", "printed"), ("lowest", "printed")):
        return Check(f"{np.modifiers[0]} cost")  # "each unit with the highest printed cost"
    if prep == "with":
        m = _fewer_hit_points(np)
        return Check("hit points below", m) if m is not None else None
    if _no_attachments(prep, np):
        return Check("no attachments")
    return None


DESCRIBERS.append(describe)
