"""Counting the cards an effect just discarded, and a chosen player discarding: "Discard the top 3 cards of your deck.
Gain 1 resource for each discarded card with a Quest ability." (The Sealed Vaults), "Choose a target player. That
player discards the top 5 cards of his deck. Draw a card for each unit discarded this way." (Bathe in the Cauldron).

- "each unit discarded this way" / "each discarded card ...": the cards of that kind among those the effect just
  discarded (its `that`, cards_moving; still in the discard pile), counted as the "for each" resolves
  (terms.the-letter-x), as discarded_cost.DiscardedCount counts "the number of units discarded this way".
- "with a Quest ability": a card whose text has an ability that works only while a unit quests on it (printed
  "Quest." before it, card-types.quests: the typed ability's zone "quest").
- "Choose a target player. That player discards the top N cards of his deck.": the player is chosen as targets are
  for "target player" elsewhere in the engine (cards_moving.chosen_player: the next scripted answer naming a player,
  else the opponent); "his deck" is that player's; fewer cards if the deck has fewer (cards_moving.discard_top).
- "Draw a card for each ...": the player of the effect draws that many (a number times the count, effects.num).
Registered over effects.HANDLERS for Sequence (the pair: the choice, the discard) and ForEach (a Draw for each), and
into amounts.MEASURES.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ....kernel import implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Player
from . import amounts, effects
from .objects import Unsupported, selector

_SEQ, _FOR_EACH = effects.HANDLERS[E.Sequence], effects.HANDLERS[E.ForEach]


def _this_way(post) -> bool:
    return getattr(post, "kind", "") == "reduced" and len(post.parts) == 2 and post.parts[0] == "discarded" \
        and isinstance(post.parts[1], A.Words) and post.parts[1].text == "this way"


def _quest_ability(post) -> bool:
    """"with a Quest ability"."""
    prep = post.parts[0] if getattr(post, "kind", "") == "pp" and len(post.parts) == 1 else None
    np = getattr(prep, "np", None)
    return getattr(prep, "prep", "") == "with" and isinstance(np, A.NounPhrase) and np.dets == ("a",) \
        and tuple(w.lower() for w in np.head.nouns) == ("quest", "ability") and not np.modifiers and not np.posts


def has_quest_ability(card) -> bool:
    return any(getattr(ab, "zone", None) == "quest" for ab in card.abilities)


@dataclass(frozen=True)
class JustDiscarded:
    """The cards of a kind among those the effect just discarded; `quest`: only those with a Quest ability."""
    kind: object  # objects.Selector (its kind and trait read on each card)
    quest: bool = False

    @implements("terms.the-letter-x")
    def value(self, rt, subject: int | None = None) -> int:
        g = rt.g
        gone = [c for c in (getattr(rt, "that", None) or ()) if g.place(c) == "discard"]
        return sum(1 for c in gone if self.kind._kind_fits(g.card(c)) and (not self.quest or has_quest_ability(g.card(c)))
                   and (not self.kind.trait or self.kind.trait.lower() in [t.lower() for t in g.card(c).traits]
                        + [g.card(c).race.lower()]))


def _measure(node, name: str):
    """"each unit discarded this way", "each discarded card with a Quest ability"; None for another phrase."""
    if not (isinstance(node, Objects) and node.ref == "each" and node.count is None and len(node.described) == 1
            and not (node.target or node.controller or node.place or node.of)):
        return None
    post = node.described[0]
    if node.qualities == () and _this_way(post):
        quest = False
    elif node.qualities == ("discarded",) and _quest_ability(post):
        quest = True
    else:
        return None
    try:
        kind = selector(replace(node, qualities=(), described=()), name)
    except Unsupported:
        return None
    return JustDiscarded(kind, quest)


amounts.MEASURES.append(_measure)


def _chosen_discards(n):
    """The count of "Choose a target player. That player discards the top N cards of his deck."; None otherwise."""
    if not (isinstance(n, E.Sequence) and not n.then and len(n.steps) == 2):
        return None
    choose, discard = n.steps
    w, by = getattr(choose, "what", None), getattr(discard, "by", None)
    if not (isinstance(choose, E.Choose) and choose.by is None and isinstance(w, Player) and w.who == "player"
            and w.ref in ("a target", "target") and not (w.of or w.described)
            and isinstance(discard, E.Discard) and discard.source is None and not discard.at_random
            and discard.down_to is None and isinstance(by, Player) and by.who == "player" and by.ref == "that"
            and not (by.of or by.described)):
        return None
    from .cards_moving import deck_top
    top = deck_top(discard.what)
    return top[1] if top is not None and top[0] == "his" else None


def _seq_check(n, ctx) -> None:
    if _chosen_discards(n) is None:
        return _SEQ[0](n, ctx)


@implements("zones.out-of-play", "targeting.target")
def _seq_run(n, rt) -> bool:
    k = _chosen_discards(n)
    if k is None:
        return _SEQ[1](n, rt)
    from .cards_moving import chosen_player, discard_top
    q = chosen_player(rt)
    rt.that = discard_top(rt.g, q, k, by=rt.name)
    return bool(rt.that)


def _for_each_check(n, ctx) -> None:
    if not isinstance(n.effect, E.Draw):
        return _FOR_EACH[0](n, ctx)
    amounts.measure(n.per, ctx.name)
    effects.check(n.effect, ctx)


def _for_each_run(n, rt) -> bool:
    if not isinstance(n.effect, E.Draw):
        return _FOR_EACH[1](n, rt)
    return effects._for_each(n, rt, effects.run)


effects.HANDLERS[E.Sequence] = (_seq_check, _seq_run)
effects.HANDLERS[E.ForEach] = (_for_each_check, _for_each_run)
