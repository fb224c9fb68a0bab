"""Effects that move cards between a player's piles and zones: discarding (from a deck's top, from a hand, at
random, a whole hand), putting the top cards of a deck (or a random card of the defending player's hand) into a
zone as developments, taking resources, looking at and revealing a hand or the top of a deck, putting the top of
a discard pile back on the deck, attaching an attachment to a new host; and the costs of discarding.

Who: "you"; "target opponent" / "each opponent" / "your opponent" is the one opponent (core.players.two-players);
"each player" is both, the active player first; "target player" is a player the controller chooses, asked as
the effect resolves (the next scripted answer "A" / "B" / "player A", else the opponent): the engine's targets
are cards in play, so a player is not chosen when the effect is triggered.

Choices the text gives a player go through the scripted answers (protocol `choose`): the card a player discards
from their hand (else the first card of it), the zone a development goes to (else the first zone the text names),
the order of cards put back on a deck (else as they were), the order of cards entering a discard pile together
(misc.entering-the-discard-pile). What a player looks at or reveals is in the event (`seen_by`): a player's view
still never shows another player's hand or developments.

A player whose deck runs out because of these effects is eliminated at once (core.players.decking-out).
Developments put into play by an effect don't count as the turn's development (core.cards.developments: one per
turn is played from hand in the capital phase). "Play this card as a development" (Dance to Loec, a tactic): the
tactic, in its owner's discard pile as it resolves, goes facedown into the zone its player chooses.
Registered into effects.HANDLERS for Discard, Develop, Steal, Add (only after Steal), LookAt, Reveal (a hand),
Return (cards looked at, to the top of the deck), Put (the top of a discard pile on top of a deck), Attach (this
attachment to a new host), and Draw by each player (other Draws go to the handler before).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, ListOf, Objects, Place, Player
from ..cards import ZONES
from ..state import other
from . import effects
from .effects import _only, amount
from .objects import Unsupported


# ---- players ---------------------------------------------------------------------------------------------------
def who(player, what: str) -> str:
    """A player phrase: "you" | "opponent" (the one opponent) | "each" (each player) | "chosen" (target player) |
    "attacking" (the attacking player: the player whose attack is going on, core.combat.1) | "that" (that player)."""
    if player is None:
        return "you"
    if isinstance(player, Player) and not player.of and not player.described:
        if player.who == "you":
            return "you"
        if player.who == "opponent" and player.ref in ("target", "each", "your", "an", "", "that"):
            return "opponent"
        if player.who == "player" and player.ref == "each":
            return "each"
        if player.who == "player" and player.ref == "target":
            return "chosen"
        if player.who == "player" and player.ref == "the attacking":
            return "attacking"
        if player.who == "player" and player.ref == "that":
            return "that"  # the player whose card the trigger is about (`players`)
    raise Unsupported(f"{what} by {getattr(player, 'ref', '')} {getattr(player, 'who', player)}".replace("  ", " "))


def _np_player(np) -> str | None:
    """The player a syntactic noun phrase names ("your", "target player's", "each opponent's", "his"): the
    vocabulary of who(); "his" is the player doing it ("by")."""
    if isinstance(np, A.Possessive):
        owner = np.owner
        if not isinstance(owner, A.NounPhrase) or owner.posts or owner.quantity is not None:
            return None
        words = tuple(owner.dets) + tuple(owner.modifiers)
        head = tuple(owner.head.nouns)
        if head == ("player",) and words == ("target",):
            return "chosen"
        if head == ("player",) and words == ("each",):
            return "each"
        if head == ("player",) and words == ("any",):
            return "chosen"  # "any player's deck": the player it picks chosen as the effect resolves, as "target player"
        if head == ("opponent",) and words in (("target",), ("each",), ("your",)):
            return "opponent"
        if head == ("player",) and words == ("that",):
            return "that"  # the player whose card the trigger is about ("when a card is discarded from ...")
        return None
    if isinstance(np, A.NounPhrase) and not np.modifiers and not np.posts and np.quantity is None:
        dets = tuple(np.dets)
        return {("your",): "you", ("his",): "his", ("their",): "his"}.get(dets)
    return None


def players(rt, whose: str, by: str = "you") -> list[str]:
    """The players a phrase names, as the effect resolves."""
    if whose == "his":
        whose = by
    if whose == "you":
        return [rt.p]
    if whose == "opponent":
        return [other(rt.p)]
    if whose == "each":
        return [rt.g.s.active, other(rt.g.s.active)]
    if whose == "attacking":  # attacks are made by the active player; with no attack going on, nobody
        return [rt.g.s.active] if rt.g.s.combat is not None else []
    if whose == "that":  # "that player's deck": the owner of the card the trigger named (Corsair Tower)
        return sorted({rt.g.s.owner[c] for c in rt.that})
    return [chosen_player(rt)]


def chosen_player(rt) -> str:
    """"target player": the next scripted answer naming a player, else the opponent."""
    g, p = rt.g, rt.p
    answer = str(g.s.answers[0]).strip() if g.s.answers else ""
    name = answer[len("player "):] if answer.lower().startswith("player ") else answer
    if name in ("A", "B"):
        g.s.answers.pop(0)
        pick, why = name, "chosen"
    else:
        pick, why = other(p), "the opponent"
    rt.emit("choose_player", ("targeting.target",), player=p, card=rt.source, chosen=pick, why=why)
    return pick


# ---- "the top N cards of X's deck" -----------------------------------------------------------------------------
def deck_top(o, pile: tuple[str, ...] = ("deck",)) -> tuple[str, int] | None:
    """(whose deck, N) of "the top card of your deck" / "the top 2 cards of target player's deck" (or of another
    pile: ("discard", "pile")); None for another phrase."""
    if not isinstance(o, Objects) or o.ref != "the" or o.target or o.controller or o.place or o.of \
            or len(o.described) != 1:
        return None
    kind = tuple(o.kind)
    if kind == ("top", "card") and not o.qualities and o.count is None:
        n = 1
    elif kind in (("cards",), ("card",)) and o.qualities == ("top",) and o.count is not None:
        n = amount(o.count, "cards")
    else:
        return None
    post = o.described[0]
    if not (isinstance(post, A.Post) and post.kind == "pp" and len(post.parts) == 1
            and isinstance(post.parts[0], A.Prep) and post.parts[0].prep == "of"):
        return None
    np = post.parts[0].np
    if tuple(np.head.nouns) != pile:
        return None
    whose = _np_player(np)
    return (whose, n) if whose is not None else None


def _top_cards(o):
    """The count of "the top N cards" / "the top X cards" / "the top card" said with no pile (the pile follows:
    "from each opponent's deck"); None for another phrase."""
    if not isinstance(o, Objects) or o.ref != "the" or o.target or o.controller or o.place or o.of or o.described:
        return None
    if tuple(o.kind) == ("top", "card") and not o.qualities and o.count is None:
        return Count(1)
    if tuple(o.kind) in (("cards",), ("card",)) and o.qualities == ("top",) and o.count is not None:
        return o.count
    return None


@implements("core.players.decking-out")
def deck_emptied(g, p: str) -> None:
    """A player with no cards left in their deck is eliminated at once."""
    if not g.cards(p, "deck"):
        g.lose(p, "core.players.decking-out")


def _top(g, p: str, n: int) -> list[int]:
    """The top n cards of p's deck, the top card first."""
    return list(reversed(g.cards(p, "deck")[-n:])) if n > 0 else []


def pick_card(g, cards: list[int]) -> int:
    """The card a player picks among `cards`: the one the next scripted answer names, else the first."""
    name = g.answer(lambda w: any(g.name(c) == w for c in cards))
    if name is not None:
        return next(c for c in cards if g.name(c) == name)
    return cards[0]


# ---- discarding ------------------------------------------------------------------------------------------------
def _hand_of(place, by: str) -> str | None:
    """The player whose hand a place is ("his hand" = the player doing it; "target opponent's hand" ...)."""
    if not (isinstance(place, Place) and place.zone == "hand" and not place.position and not place.qualities
            and not place.described and place.within is None):
        return None
    if place.ref in ("his", "their") and place.whose is None:
        return by
    if place.ref == "your" and place.whose is None:
        return "you"
    if place.ref == "of" and isinstance(place.whose, Player):
        return who(place.whose, "a hand")
    return None


def _discard_shape(n) -> tuple:
    """("deck", whose, N) | ("hand", whose) (all of it) | ("from_hand", whose, N, at random?)."""
    _only(n, "what", "at_random", "source", "by")
    by = who(n.by, "discarding")
    top = deck_top(n.what)
    if top is not None and n.source is None and not n.at_random and n.by is None:
        return ("deck", top[0], top[1])
    top = _top_cards(n.what)  # "discard the top X cards from each opponent's deck" (Infiltrate!)
    src = n.source
    if top is not None and isinstance(src, Place) and src.zone == "deck" and src.ref == "of" and not n.at_random \
            and n.by is None and not src.described and not src.qualities and not src.position:
        return ("deck_of", who(src.whose, "discarding from the deck of"), top)
    whole = _hand_of(n.what, by)
    if whole is not None and n.source is None and not n.at_random:
        return ("hand", whole)
    o = n.what
    if isinstance(o, Objects) and tuple(o.kind) in (("card",), ("cards",)) and o.ref in ("a", "", "one") \
            and not (o.target or o.qualities or o.controller or o.place or o.described or o.of):
        hand = _hand_of(n.source, by)
        if hand is not None:
            return ("from_hand", hand, 1 if o.count is None else amount(o.count, "cards discarded"),
                    bool(n.at_random))
    raise Unsupported("discarding something other than the top of a deck or cards of a hand")


def _discard_check(n, ctx) -> None:
    shape = _discard_shape(n)
    if shape[0] == "deck_of":
        effects.amount_check(shape[2], ctx, "cards discarded")


@implements("misc.entering-the-discard-pile", "zones.out-of-play")
def discard(g, owner: str, cards: list[int], rules=(), by: str | None = None) -> list[int]:
    """Cards out of play (hand, deck) into their owner's discard pile, in the order the owner gives."""
    cards = g.discard_order(owner, cards)
    for cid in cards:
        src = g.s.zones.move(cid, f"{owner}.discard")
        g.emit("discard", ("zones.out-of-play", *rules), player=owner, card=cid, name=g.name(cid),
               source=src.split(".", 1)[1], by=by)
    return cards


def discard_top(g, p: str, n: int, rules=(), by: str | None = None) -> list[int]:
    """The top n cards of p's deck into p's discard pile (fewer if the deck has fewer); the deck run out: out."""
    cards = _top(g, p, n)
    done = discard(g, p, cards, ("core.players.decking-out", *rules), by)
    if done:
        deck_emptied(g, p)
    return done


def _discard_run(n, rt) -> bool:
    g, shape = rt.g, _discard_shape(n)
    by = who(n.by, "discarding")
    done: list[int] = []
    if shape[0] in ("deck", "deck_of"):
        k = shape[2] if shape[0] == "deck" else effects.num(shape[2], rt)
        for q in players(rt, shape[1], by):
            if not g.over:
                done += discard_top(g, q, k, by=rt.name)
    elif shape[0] == "hand":
        for q in players(rt, shape[1], by):
            done += discard(g, q, list(g.cards(q, "hand")), by=rt.name)
    else:
        from .random_discards import pick_at_random  # "... you may instead look at that hand and choose"
        _, whose, count, at_random = shape
        for q in players(rt, whose, by):
            chosen: list[int] = []
            for _ in range(count):
                hand = [c for c in g.cards(q, "hand") if c not in chosen]
                if not hand:
                    break
                chosen.append(pick_at_random(g, q, hand) if at_random else pick_card(g, hand))
            done += discard(g, q, chosen, by=rt.name)
    rt.that = done
    return bool(done)


# ---- drawing: each player ---------------------------------------------------------------------------------------
_DRAW = effects.HANDLERS.get(E.Draw)


def _each_draws(n) -> bool:
    return isinstance(n.by, Player) and n.by.who == "player" and n.by.ref == "each" and not n.by.of \
        and not n.by.described and n.source is None


def _draw_check(n, ctx) -> None:
    if _each_draws(n):
        amount(n.count, "cards drawn")
        return
    if _DRAW is None:
        raise Unsupported("the effect Draw")
    _DRAW[0](n, ctx)


@implements("core.players.decking-out")
def _draw_run(n, rt) -> bool:
    """"Each player draws N cards": the active player first."""
    if not _each_draws(n):
        return _DRAW[1](n, rt)
    g, drew = rt.g, False
    for q in (g.s.active, other(g.s.active)):
        before = len(g.cards(q, "hand"))
        g.draw(q, n.count.value, ("core.effects.action",))
        drew = drew or len(g.cards(q, "hand")) > before
    return drew


# ---- developments ------------------------------------------------------------------------------------------------
def _zones(place, what: str) -> list[str]:
    """The zones a place names: "this zone" -> ["this"], "your battlefield" -> ["battlefield"], "your battlefield
    or kingdom" -> both (the player chooses)."""
    if isinstance(place, ListOf) and place.conj == "or":
        return [z for item in place.items for z in _zones(item, what)]
    if isinstance(place, Place) and not (place.described or place.qualities or place.position or place.within):
        if place.zone == "zone" and place.ref == "this" and place.whose is None:
            return ["this"]
        z = "quest" if place.zone == "quest zone" else place.zone
        if z in ZONES and place.ref in ("your", "") and place.whose is None:
            return [z]
        if z == "play" and place.ref == "" and place.whose is None and what == "developments":
            return list(ZONES)  # "into play facedown as a development": one of your zones, you choose (core.cards.developments)
    raise Unsupported(f"{what} into a place other than this zone or one of your zones")


def zone_choice(rt, zones: list[str]) -> str | None:
    """The zone of `zones` the controller picks ("this": the source's zone): the next scripted answer naming one,
    else the first; None when "this zone" names no zone (the card is not in play)."""
    g = rt.g
    real = []
    for z in zones:
        if z == "this":
            where = g.s.zones.where.get(rt.source, "")
            owner, _, place = where.partition(".")
            if owner == rt.p and place in ZONES:
                real.append(place)
        else:
            real.append(z)
    if not real:
        return None
    return (g.answer(lambda w: w in real) if len(real) > 1 else None) or real[0]


def _from_defender(n) -> bool:
    """"put a random card from the defending player's hand facedown as a development into the defending zone"."""
    o, src, place = n.what, n.source, n.place
    return isinstance(o, Objects) and tuple(o.kind) == ("card",) and o.ref in ("a", "one") and o.qualities == ("random",) \
        and o.count is None and not (o.target or o.controller or o.place or o.described or o.of) \
        and isinstance(src, Place) and src.zone == "hand" and src.ref == "of" and isinstance(src.whose, Player) \
        and src.whose.who == "player" and src.whose.ref == "the defending" and not src.described \
        and isinstance(place, Place) and place.zone == "zone" and place.ref == "the" \
        and place.qualities == ("defending",) and not place.described and place.whose is None


def _this_card(n) -> bool:
    """"Play this card as a development" (a tactic: from its owner's discard pile as it resolves, core.cards.tactic)."""
    o = n.what
    return isinstance(o, Objects) and o.ref == "this" and tuple(o.kind) == ("card",) and n.place is None \
        and not (o.target or o.qualities or o.controller or o.place or o.described or o.of or o.count)


def _develop_check(n, ctx) -> None:
    if _from_defender(n) or _this_card(n):
        return
    _only(n, "what", "place", "facedown")
    top = deck_top(n.what)
    if top is None or top[0] != "you":
        raise Unsupported("developments from something other than the top of your deck")
    _zones(n.place, "developments")


@implements("core.cards.developments", "card-types.developments", "core.capital.hit-points")
def _develop_run(n, rt) -> bool:
    """The top cards of your deck, face down, into one zone as developments (+1 hit point each to the zone)."""
    g, p = rt.g, rt.p
    if _from_defender(n):  # the defending player's own card, into their zone: they own and control it
        c = g.s.combat
        q = other(g.s.active)
        hand = list(g.cards(q, "hand"))
        if c is None or not hand:
            return False
        cid = hand[g.s.rng.randrange(len(hand))]
        g.s.zones.move(cid, f"{q}.{c.target}.dev")
        g.emit("develop", ("core.cards.developments", "core.capital.hit-points"), player=q, zone=c.target,
               count=1, by=rt.name, source="hand", at_random=True)
        return True
    if _this_card(n):  # the tactic resolving, from the discard pile into the zone its player chooses
        if g.s.zones.where.get(rt.source) != f"{p}.discard":
            return False
        zone = zone_choice(rt, list(ZONES))
        g.s.zones.move(rt.source, f"{p}.{zone}.dev")
        g.emit("develop", ("core.cards.developments", "core.capital.hit-points", "core.cards.tactic"), player=p,
               zone=zone, count=1, by=rt.name, source="discard")
        return True
    zone = zone_choice(rt, _zones(n.place, "developments"))
    cards = _top(g, p, deck_top(n.what)[1])
    if zone is None or not cards:
        return False
    for cid in cards:
        g.s.zones.move(cid, f"{p}.{zone}.dev")
    g.emit("develop", ("core.cards.developments", "core.capital.hit-points"), player=p, zone=zone,
           count=len(cards), by=rt.name)  # face down: the cards are not named
    deck_emptied(g, p)
    return True


# ---- taking resources --------------------------------------------------------------------------------------------
def _resources(o) -> int:
    if not (isinstance(o, Objects) and tuple(o.kind) in (("resource",), ("resources",)) and o.ref in ("", "a")
            and not (o.target or o.qualities or o.controller or o.place or o.described or o.of)):
        raise Unsupported("taking something other than resources")
    c = o.count
    if c is not None and c.bound == "up to" and isinstance(c.value, int) and not c.sign:
        return c.value
    return 1 if c is None else amount(c, "resources taken")


def _steal_check(n, ctx) -> None:
    _only(n, "what", "source")
    _resources(n.what)
    if who(n.source, "taking resources from") != "opponent":
        raise Unsupported("taking resources from someone other than an opponent")
    ctx.took = True  # "and add it to your available resources" may follow


@implements("core.turn.1")
def _steal_run(n, rt) -> bool:
    """Resources taken from the opponent's pool go to the taker's ("up to N": as many as there are, at most N)."""
    g, q = rt.g, other(rt.p)
    k = min(_resources(n.what), g.s.resources[q])
    if k:
        g.s.resources[q] -= k
        g.s.resources[rt.p] += k
        rt.emit("take_resources", ("core.turn.1",), player=rt.p, source=q, amount=k, card=rt.source)
    rt.took = k
    return bool(k)


def _add_check(n, ctx) -> None:
    """"... and add it to your available resources" right after taking resources: what taking did."""
    _only(n, "what", "to")
    o, to = n.what, n.to
    if not (getattr(ctx, "took", False) and isinstance(o, Objects) and o.ref in ("it", "them")
            and isinstance(to, Objects) and tuple(to.kind) == ("resources",) and to.ref == "your"):
        raise Unsupported("adding something other than resources just taken")


def _add_run(n, rt) -> bool:
    return bool(getattr(rt, "took", 0))  # taken resources are in the taker's pool already


# ---- looking at and revealing ------------------------------------------------------------------------------------
def _look_shape(what) -> tuple:
    """("hand", whose) | ("deck", N) (the top N cards of your deck)."""
    hand = _hand_of(what, "you")
    if hand is not None and hand != "you":
        return ("hand", hand)
    top = deck_top(what)
    if top is not None and top[0] == "you":
        return ("deck", top[1])
    raise Unsupported("looking at something other than an opponent's hand or the top of your deck")


def _look_check(n, ctx) -> None:
    _only(n, "what")
    if _look_shape(n.what)[0] == "deck":
        ctx.looked = True  # "Then, return them to the top of your deck in any order" may follow


@implements("core.effects.action")
def _look_run(n, rt) -> bool:
    """The controller sees the cards; no one else does (the event says who saw them)."""
    g, p = rt.g, rt.p
    shape = _look_shape(n.what)
    if shape[0] == "deck":
        cards = _top(g, p, shape[1])
        rt.that = cards
        rt.emit("look_at", ("core.effects.action",), player=p, card=rt.source, pile="deck",
                cards=[g.name(c) for c in cards], seen_by=[p])
        return bool(cards)
    seen = False
    for q in players(rt, shape[1]):
        cards = list(g.cards(q, "hand"))
        rt.emit("look_at", ("core.effects.action",), player=p, card=rt.source, pile="hand", whose=q,
                cards=[g.name(c) for c in cards], seen_by=[p])
        seen = seen or bool(cards)
    return seen


def _reveal_check(n, ctx) -> None:
    _only(n, "what", "by")
    by = who(n.by, "revealing")
    if _hand_of(n.what, by) is None:
        raise Unsupported("revealing something other than a hand")


def _reveal_run(n, rt) -> bool:
    """"Target opponent reveals his hand": every player sees it."""
    g = rt.g
    by = who(n.by, "revealing")
    seen = False
    for q in players(rt, _hand_of(n.what, by)):
        cards = list(g.cards(q, "hand"))
        rt.emit("reveal", ("core.effects.action",), player=q, card=rt.source, pile="hand",
                cards=[g.name(c) for c in cards], seen_by=["A", "B"])
        seen = seen or bool(cards)
    return seen


def _return_check(n, ctx) -> None:
    """"return them to the top of your deck in any order", right after looking at the top of your deck."""
    _only(n, "what", "place", "any_order")
    o, place = n.what, n.place
    if not (getattr(ctx, "looked", False) and isinstance(o, Objects) and o.ref in ("them", "it")
            and isinstance(place, Place) and place.zone == "deck" and place.ref == "your" and place.position == "top"
            and not place.described and not place.qualities):
        raise Unsupported("returning cards elsewhere than the ones looked at, to the top of your deck")


def _return_run(n, rt) -> bool:
    """The cards looked at, back on top in the order the player names them (the first named on top)."""
    return back_on_top(rt, rt.p, rt.that, n.any_order)


def back_on_top(rt, q: str, looked: list[int], any_order: bool) -> bool:
    """The cards of `looked` still in q's deck back on its top, in the order the player (rt.p) names them with
    `any_order` (the first named on top; the others as they were)."""
    g, p = rt.g, rt.p
    cards = [c for c in looked if g.s.zones.where.get(c) == f"{q}.deck"]
    if not cards:
        return False
    order: list[int] = []
    while any_order and g.s.answers and any(g.name(c) == g.s.answers[0] and c not in order for c in cards):
        name = g.s.answers.pop(0)
        order.append(next(c for c in cards if g.name(c) == name and c not in order))
    order += [c for c in cards if c not in order]  # top first
    for cid in reversed(order):  # the last moved is on top
        g.s.zones.move(cid, f"{q}.deck")
    rt.emit("rearrange", ("core.effects.action",), player=p, card=rt.source, deck=q, count=len(order), seen_by=[p])
    return True


# ---- the top of a discard pile back on a deck --------------------------------------------------------------------
def _put_shape(n) -> tuple[str, int]:
    """"Put the top two cards of target player's discard pile on top of his deck": (whose, N)."""
    _only(n, "what", "place")
    top = deck_top(n.what, ("discard", "pile"))
    place = n.place
    if top is None or not (isinstance(place, Place) and place.zone == "deck" and place.position == "top"
                           and not place.described and not place.qualities and place.whose is None
                           and (place.ref == "his" or place.ref == "your" and top[0] == "you")):
        raise Unsupported("putting cards somewhere other than from a discard pile on top of its owner's deck")
    return top


def _put_check(n, ctx) -> None:
    _put_shape(n)


def _put_run(n, rt) -> bool:
    """The cards keep their order: the discard pile's top card ends on top of the deck."""
    g = rt.g
    whose, k = _put_shape(n)
    moved = False
    for q in players(rt, whose):
        pile = g.cards(q, "discard")
        cards = list(pile[-k:]) if k else []
        for cid in cards:  # the lowest first: the pile's top card goes last, on top
            g.s.zones.move(cid, f"{q}.deck")
        if cards:
            rt.emit("to_deck", ("zones.out-of-play",), player=q, card=rt.source, cards=[g.name(c) for c in cards],
                    position="top")
            moved = True
    return moved


# ---- attaching this attachment to another host ---------------------------------------------------------------------
def _attach_check(n, ctx) -> None:
    """"attach this card to target [Empire] unit": an attachment in play moves to a new host."""
    _only(n, "what", "to")
    if not (isinstance(n.what, Objects) and n.what.ref == "this" and not n.what.described):
        raise Unsupported("attaching a card other than this one")
    sel = ctx.objects(n.to)
    if not sel.target or sel.count != 1 or sel.up_to:
        raise Unsupported("attaching to something other than one target")


@implements("card-types.attachments", "core.cards.attachment")
def _attach_run(n, rt) -> bool:
    """Onto the new host if it may carry it (attachments.host_refusal); it goes to the new host's zone."""
    from .. import attachments
    g, cid = rt.g, rt.source
    hosts = rt.cards(n.to)
    if cid not in g.s.attached or not hosts or hosts[0] == g.s.attached[cid] or not g.is_in_play(hosts[0]):
        return False
    p = g.controller(cid)
    if attachments.host_refusal(g, p, g.card(cid), hosts[0], entering=True) is not None:
        return False
    attachments.attach(g, p, cid, hosts[0])
    attachments.check(g)
    return True


effects.HANDLERS[E.Attach] = (_attach_check, _attach_run)
effects.HANDLERS[E.Put] = (_put_check, _put_run)
effects.HANDLERS[E.Discard] = (_discard_check, _discard_run)
effects.HANDLERS[E.Draw] = (_draw_check, _draw_run)
effects.HANDLERS[E.Develop] = (_develop_check, _develop_run)
effects.HANDLERS[E.Steal] = (_steal_check, _steal_run)
effects.HANDLERS[E.Add] = (_add_check, _add_run)
effects.HANDLERS[E.LookAt] = (_look_check, _look_run)
effects.HANDLERS[E.Reveal] = (_reveal_check, _reveal_run)
effects.HANDLERS[E.Return] = (_return_check, _return_run)


# ---- costs: "Discard the top card of your deck to ...", "Discard a quest from your hand to ..." ----------------
HAND_KINDS = {("card",): None, ("quest",): "Quest", ("quest", "card"): "Quest", ("unit",): "Unit",
              ("support", "card"): "Support", ("tactic",): "Tactic", ("tactic", "card"): "Tactic"}
DISCARD_COSTS = ("discard_top", "discard_one")


def discard_cost(cost) -> tuple | None:
    """A cost of discarding as a part (program.cost_parts): ("discard_top", N) | ("discard_one", card type or
    None); None for another shape."""
    if not isinstance(cost, E.Discard) or cost.by is not None or cost.at_random:
        return None
    top = deck_top(cost.what)
    if top is not None and top[0] == "you" and cost.source is None:
        return ("discard_top", top[1])
    o, src = cost.what, cost.source
    if isinstance(o, Objects) and tuple(o.kind) in HAND_KINDS and o.ref in ("a", "an") and o.count is None \
            and not (o.target or o.qualities or o.controller or o.place or o.described or o.of) \
            and _hand_of(src, "you") == "you" and not src.described:
        return ("discard_one", HAND_KINDS[tuple(o.kind)])
    return None


def _discardable(g, p: str, cid: int, kind: str | None) -> list[int]:
    return [c for c in g.cards(p, "hand") if c != cid and (kind is None or g.card(c).type == kind)]


@implements("timing.C.2")
def discard_refusal(g, p: str, cid: int, part: str, arg):
    """Why a discarding cost can't be paid now (None when it can)."""
    from ....kernel import IllegalAction
    if part == "discard_top" and len(g.cards(p, "deck")) < arg:
        return IllegalAction("timing.C.2", f"the cost discards the top {arg} card(s) of player {p}'s deck; it has "
                                           f"{len(g.cards(p, 'deck'))}")
    if part == "discard_one" and not _discardable(g, p, cid, arg):
        return IllegalAction("timing.C.2", f"the cost discards a{' ' + arg.lower() if arg else ' card'} from player "
                                           f"{p}'s hand; there is none")
    return None


@implements("timing.C.2")
def pay_discard(g, p: str, cid: int, part: str, arg) -> list[int]:
    """Pay a discarding cost: the top cards of the deck, or the hand card the player names (the next scripted
    answer naming one, else the first that fits)."""
    if part == "discard_top":
        return discard_top(g, p, arg, ("timing.C.2",), by=g.name(cid))
    return discard(g, p, [pick_card(g, _discardable(g, p, cid, arg))], ("timing.C.2",), by=g.name(cid))
