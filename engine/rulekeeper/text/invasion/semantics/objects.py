"""Noun phrases -> typed things: Objects (cards, units, tokens), Player, Place, Icons, Count, Duration."""

from __future__ import annotations


from functools import lru_cache

from ...frozen import replace  # dataclasses.replace, faster (text/frozen.py)
from .. import ast as A
from ..fmt import join, tokens
from .nodes import Count, Duration, Icons, KeywordValue, ListOf, Objects, Place, Player, SemanticError

NUMBERS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
PLAYERS = {"you": "you", "opponent": "opponent", "opponents": "opponent", "player": "player", "players": "player",
           "controller": "controller", "owner": "owner", "owners": "owner"}
PLACES = {"kingdom", "quest", "battlefield", "zone", "zones", "capital", "capitals", "hand", "hands", "deck", "decks",
          "play", "pile", "piles", "section", "sections", "combat"}
BOUNDS = {"up to": "up to", "at least": "at least", "at most": "at most", "exactly": "exactly",
          "any number of": "any", "a number of": "any", "half": "half"}


def text(node) -> str:
    return join(tokens(node))


def fail(node, why: str = "no typed meaning", word: str | None = None):
    toks = tokens(node)
    raise SemanticError(join(toks), str(word or (toks[0] if toks else "?")).lower(), why)


def number(word: str) -> int | str:
    if word.isdigit():
        return int(word)
    if word in NUMBERS:
        return NUMBERS[word]
    if word == "x":
        return "X"
    raise SemanticError(word, word, "not a number")


def amount(a: A.Amount) -> Count:
    return Count(number(a.number), sign=a.sign)


def quantity(q: A.Quantity) -> Count:
    amt = next((p for p in q.parts if isinstance(p, A.Amount)), None)
    words = " ".join(p for p in q.parts if isinstance(p, str))
    value = amount(amt) if amt else Count(None)
    if not words:
        return value
    bound = BOUNDS.get(words) or (f"or {words.split()[-1]}" if words.startswith("or ") else None)
    if bound is None:
        bound = words  # "more than", "fewer than", "as many"
    return Count(value.value, bound, value.sign)


def icons(head: A.NounHead) -> Icons | None:
    nouns = head.nouns
    n0 = nouns[0] if nouns else None
    if isinstance(n0, str) and n0[:1] == "[" and all(isinstance(n, str) and n == nouns[0] and n.startswith("[") for n in nouns):
        return Icons(nouns[0], Count(len(nouns)))
    return None


def thing(np, *, role: str = "object"):
    """Any noun phrase -> its typed thing; raises SemanticError naming the word it cannot type."""
    if isinstance(np, A.NounPhrase):
        return _noun_phrase(np)
    if isinstance(np, A.PronounPhrase):
        posts = np.posts
        if np.pronoun in ("each", "none", "all") and posts and posts[0].kind == "pp" \
                and isinstance(posts[0].parts[0], A.Prep) and posts[0].parts[0].prep == "of":
            whole = thing(posts[0].parts[0].np)  # "each of your questing units"
            if isinstance(whole, Objects):
                return _with_posts(replace(whole, ref=np.pronoun, count=None), posts[1:], np)
            if isinstance(whole, Place):
                return _with_posts(replace(whole, ref=np.pronoun), posts[1:], np)
        if np.pronoun in ("you",):
            return _with_posts(Player("you"), np.posts, np)
        return _with_posts(Objects(("it",), ref=np.pronoun), np.posts, np)
    if isinstance(np, A.KeywordPhrase):
        kw = np.keyword
        return KeywordValue(kw.name, amount(kw.value) if kw.value else None)
    if isinstance(np, A.AmountPhrase):
        if np.dets:
            fail(np, "an amount after a determiner")
        return quantity(np.quantity)
    if isinstance(np, A.Possessive):
        owner = thing(np.owner)
        inner = A.NounPhrase((), None, np.modifiers, np.head, np.posts)
        got = _noun_phrase(inner)
        if isinstance(got, Player):
            return Player(got.who, " ".join(filter(None, ("of", got.ref))), owner, got.described)
        if isinstance(got, Place):
            if got.whose is not None:
                fail(np, "a place with two owners", word=np.mark)
            return replace(got, ref=got.ref or "of", whose=owner)
        if not isinstance(got, Objects) or got.of is not None:
            fail(np, "a possessive of something the layer does not type", word=np.mark)
        return replace(got, ref="of", of=owner)
    if isinstance(np, A.Partitive):
        whole = thing(np.whole)
        part = np.part
        count = quantity(part) if isinstance(part, A.Quantity) else None
        ref = part if isinstance(part, str) else "a"
        kind = whole.kind if isinstance(whole, Objects) else ("of",)
        return Objects(kind, ref, count, of=whole)
    if isinstance(np, A.NounList):
        return ListOf(np.conj, (thing(_shared_head(np.left, np.right)), thing(np.right)))
    if isinstance(np, A.Quoted):
        fail(np, "a quoted text is only typed as an ability gained")
    fail(np)


_CARD_KINDS = {"unit", "units", "tactic", "tactics", "support", "card", "cards", "quest", "quests", "legend"}


def _shared_head(left, right):
    """"a Spell or Epic Spell tactic": the kind of card the last item names is the first one's too ("a Spell
    tactic"); the first item as it is otherwise."""
    if isinstance(left, A.NounPhrase) and isinstance(right, A.NounPhrase) and len(left.head.nouns) == 1 \
            and not left.posts and not left.modifiers and left.quantity is None and not right.dets \
            and len(right.head.nouns) >= 2 and right.head.nouns[-1] in _CARD_KINDS \
            and left.head.nouns[0] not in _CARD_KINDS and left.head.nouns[0] not in PLACES \
            and left.head.nouns[0] not in PLAYERS and right.head.nouns[0] not in _CARD_KINDS \
            and left.head.nouns[0].lower() in _trait_nouns():
        return replace(left, head=A.NounHead(left.head.nouns + right.head.nouns[-1:]))
    return left


@lru_cache(maxsize=1)
def _trait_nouns() -> frozenset:
    from .. import lexicon
    return frozenset(t.lower() for t in lexicon.traits())


def _noun_phrase(np: A.NounPhrase):
    dets = np.dets
    ref = " ".join(dets) if dets else ""
    nouns = nounwords(np.head)
    ic = icons(np.head) if nouns and nouns[0][:1] == "[" else None  # (no icon without a "[" first)
    count = quantity(np.quantity) if np.quantity else None
    if ic is not None and not np.posts and not np.modifiers and not np.dets:
        value = ic.count.value if count is None else _times(count, ic.count.value)
        return Icons(ic.icon, Count(value, sign=count.sign if count else ""))
    mods = np.modifiers
    if mods:
        mods = tuple(m if isinstance(m, str) else "non-" + m.noun for m in mods)
    elif mods.__class__ is not tuple:
        mods = ()
    head = nouns[-1]
    if nouns in (("top",), ("bottom",)) and np.posts and np.posts[0].kind == "pp" and not count and not mods \
            and isinstance(np.posts[0].parts[0], A.Prep) and np.posts[0].parts[0].prep == "of":
        whole = thing(np.posts[0].parts[0].np)  # "the top of your deck"
        if isinstance(whole, Place):
            return _with_posts(replace(whole, position=head), np.posts[1:], np)
    if head in PLAYERS and len(nouns) == 1:
        p = Player(PLAYERS[head], " ".join(dets + mods))
        return _with_posts(p, np.posts, np)
    if head in _MOMENTS:
        return _with_posts(Objects(nouns, ref or "a", count, False, mods), np.posts, np)
    if head in PLACES and not any(n in ("card", "cards", "unit", "units") for n in nouns[:-1]) and not count:
        pos = next((m for m in mods if m in ("top", "bottom")), "")
        zone = " ".join(n for n in nouns)
        ref = " ".join(dets + tuple(m for m in mods if m == "corresponding"))
        quals = tuple(m for m in mods if m not in ("top", "bottom", "corresponding"))
        return _with_posts(Place(zone, ref, position=pos, qualities=quals), np.posts, np)
    target = "target" in mods
    quals = []
    for m in mods:  # "the top 3 cards": the number counts the cards, "top" says which
        words = m.split(" ")
        if len(words) == 2 and words[0] in ("top", "bottom", "first", "next", "last") and count is None:
            count, m = Count(number(words[1])), words[0]
        if m != "target":
            quals.append(m)
    quals = tuple(quals)
    ctrl = Player("you") if "your" in dets else None
    obj = Objects(nouns, ref or ("a" if count is None else ""), count, target, quals, ctrl)
    return _with_posts(obj, np.posts, np)


_MOMENTS = {"turn", "phase", "end", "beginning"}


def nounwords(head: A.NounHead) -> tuple:
    nouns = head.nouns
    for n in nouns:
        if not isinstance(n, str):
            return tuple(n if isinstance(n, str) else "non-" + n.noun for n in nouns)
    return nouns if nouns.__class__ is tuple else tuple(nouns)  # words only (most heads): as they are


def _times(count: Count, n: int):
    return count.value * n if isinstance(count.value, int) else count.value


def _with_posts(base, posts, np):
    """Fold "in this zone", "you control", "an opponent controls", "in play" into the thing; keep the rest."""
    if not posts and base.__class__ in (Objects, Player):  # nothing to fold: the same thing (most phrases)
        return base
    place, ctrl, rest = getattr(base, "place", None), getattr(base, "controller", None), []
    for post in posts:
        parts = post.parts
        if post.kind == "pp" and len(parts) == 1 and isinstance(parts[0], A.Prep) and parts[0].prep in ("in", "at") \
                and place is None and isinstance(where := _place_or_none(parts[0].np), Place):
            place = where
        elif post.kind == "in_play":
            place = Place("play")
        elif post.kind == "controller" and len(parts) >= 2 and parts[0] in ("you", "they", "he") \
                and isinstance(parts[1], A.Predicate) \
                and parts[1].verb == "control" and not parts[1].args:
            ctrl = Player("you" if parts[0] == "you" else "controller", "that" if parts[0] != "you" else "")
        elif post.kind == "controller" and len(parts) == 3 and parts[0] == "an" and parts[2] == "controls" \
                and ctrl is None:  # "units an opponent controls"
            ctrl = Player(PLAYERS[parts[1]], "an")
        else:
            rest.append(post)
    if isinstance(base, Objects):
        return Objects(base.kind, base.ref, base.count, base.target, base.qualities, ctrl, place,
                       base.described + tuple(rest), base.of)
    if isinstance(base, Place):
        if ctrl is not None and base.whose is not None:
            fail(np, "a place with two owners")
        return Place(base.zone, base.ref, base.whose or ctrl, base.position, base.qualities,
                     base.described + tuple(rest), place)
    if isinstance(base, Player):
        if place is not None or ctrl is not None:
            fail(np, "a player with a place or a controller")
        return Player(base.who, base.ref, base.of, base.described + tuple(rest))
    return base


def _place_or_none(np):
    try:
        got = thing(np)
    except SemanticError:
        return None
    if isinstance(np, A.Partitive) and isinstance(got, Objects) and isinstance(got.of, Place) \
            and isinstance(np.part, (str, A.Quantity)):  # "in any of your zones", "in one of your attacked zones"
        part = np.part if isinstance(np.part, str) else " ".join(tokens(np.part)).lower()
        return replace(got.of, ref=f"{part} of {got.of.ref}".strip())
    return got if isinstance(got, Place) else None


def duration(np) -> Duration:
    """"the end of the turn" / "the end of combat" / "your next turn" -> Duration."""
    words = [w for w in tokens(np) if w not in ("the", "this", "that")]
    if words[:2] == ["end", "of"] or words[:1] == ["beginning"]:
        return Duration(" ".join(words))
    fail(np, "not a duration")
