"""Then: checks of the battlefield layout, of hidden information, of decks and of the game set-up."""

from __future__ import annotations

from .common import champions, names, step  # noqa: F401
from .then import _eq


@step("then", "player {p:P} has more than {n:d} health", "Then player A has more than 20 health")
def health_above(champions, p, n):
    """A player's health is above a value (for cards whose exact amount the scenario doesn't fix)."""
    assert champions.health(p) > n, f"player {p}'s health is {champions.health(p)}, not more than {n}"


@step("then", '"{card}" is face down', 'Then "Instant Blessing" is face down')
def face_down(champions, card):
    """A Blessing turned face down (Exhausted, or an Instant Blessing after resolving)."""
    assert not champions.status(card, "face_up"), f"{card} is face up"


@step("then", '"{card}" is face up', 'Then "Plain Blessing" is face up')
def face_up(champions, card):
    """A card face up on the battlefield."""
    assert champions.status(card, "face_up"), f"{card} is face down"


@step("then", '"{card}" is Dormant', 'Then "Silent Unit" is Dormant')
def is_dormant(champions, card):
    """The card is Dormant (6.1.2.dormant): it applies none of its effects until it stops being Dormant."""
    assert champions.status(card, "dormant"), f"{card} is not Dormant"


@step("then", '"{card}" is not Dormant', 'Then "Silent Unit" is not Dormant')
def not_dormant(champions, card):
    """The card is not Dormant."""
    assert not champions.status(card, "dormant"), f"{card} is Dormant"


@step("then", '"{card}" is inactive', 'Then "X Unit" is inactive')
def is_inactive(champions, card):
    """The card applies none of its effects now (Dormant, an X or empty corner, face down ...)."""
    assert not champions.status(card, "active"), f"{card} is active"


@step("then", '"{card}" is active', 'Then "Silent Unit" is active')
def is_active(champions, card):
    """The card in play applies its effects."""
    assert champions.status(card, "active"), f"{card} is inactive"


@step("then", '"{champion}" has completed its Quest', 'Then "Warrior Champion" has completed its Quest')
def quest_complete(champions, champion):
    """All of the Champion's Quest Objectives are completed (2.6.6): it shows no objective any more."""
    assert champions.status(champion, "quest_complete"), (
        f"{champion}'s Quest is not complete: it is on its {champions.objective(champion)!r} corner")


@step("then", '"{champion}" has not completed its Quest', 'Then "Warrior Champion" has not completed its Quest')
def quest_not_complete(champions, champion):
    """The Champion still has a Quest Objective to complete."""
    assert not champions.status(champion, "quest_complete"), f"{champion}'s Quest is complete"


@step("then", 'player {p:P}\'s "{card}" in lane {lane:d} is on corner {corner:d}',
      'Then player A\'s "Silent Unit" in lane 2 is on corner 2')
def in_lane_on_corner(champions, p, card, lane, corner):
    """The corner of one of two cards of the same name, told apart by the lane it is in."""
    _eq(f"the corner of player {p}'s {card} in lane {lane}", champions.corner(card, p, lane), corner)


@step("then", '"{card}" is in lane {lane:d}', 'Then "Warrior Champion" is in lane 2')
def in_lane(champions, card, lane):
    """The lane (1-4, left to right as its owner sees them) of a card on the battlefield."""
    _eq(f"the lane of {card}", champions.lane_of(card), lane)


@step("then", "player {p:P}'s lane {lane:d} holds {cards} from the bottom",
      'Then player A\'s lane 1 holds "Silent Unit", "Stacking Unit" from the bottom')
def lane_holds(champions, p, lane, cards):
    """The Action cards in play in a lane, a Stack listed from the bottom card up."""
    _eq(f"player {p}'s lane {lane}", champions.in_lane(p, lane), names(cards))


@step("then", "the Support of player {p:P}'s lane {lane:d} is {n:d}", "Then the Support of player A's lane 1 is 2")
def support(champions, p, lane, n):
    """6.1.2 Support: the number of cards under the top card of a Stack."""
    _eq(f"the Support in player {p}'s lane {lane}", champions.support(p, lane), n)


@step("then", 'player {p:P} can see "{card}"', 'Then player B can see "Silent Unit"')
def can_see(champions, p, card):
    """The card's identity is in what player p may see (Free, or p's own Private information; 2.11)."""
    assert champions.can_see(p, card), f"player {p} cannot see {card}"


@step("then", 'player {p:P} cannot see "{card}"', 'Then player B cannot see "Mending"')
def cannot_see(champions, p, card):
    """The card's identity is not in what player p may see (the other's Private, or Hidden information; 2.11)."""
    assert not champions.can_see(p, card), f"player {p} can see {card}"


@step("then", "player {p:P} sees {n:d} card in player {q:P}'s {where:Zone}", "Then player B sees 1 card in player A's hand")
@step("then", "player {p:P} sees {n:d} cards in player {q:P}'s {where:Zone}", "Then player B sees 2 cards in player A's deck")
def sees_count(champions, p, n, q, where):
    """The number of cards in a hand or deck is Free information (2.11.1a)."""
    _eq(f"the size of player {q}'s {where} in player {p}'s view", champions.seen_count(p, q, where), n)


@step("then", "player {p:P}'s deck is not in the order it was brought in",
      "Then player A's deck is not in the order it was brought in")
def deck_shuffled(champions, p):
    """3.2.1.4: the deck was shuffled: its hand and deck hold exactly the Action cards brought, and the deck (top
    first) is not a run of the deck list in either direction."""
    brought, deck = champions.brought_actions(p), champions.names_in(p, "deck")
    _eq(f"player {p}'s hand and deck", sorted(deck + champions.names_in(p, "hand")), sorted(brought))
    runs = [brought[i:i + len(deck)] for i in range(len(brought) - len(deck) + 1)]
    assert deck not in runs and deck[::-1] not in runs, \
        f"player {p}'s deck is still in the order it was brought in: {deck}"


@step("then", "player {p:P} cannot see the order of player {q:P}'s deck",
      "Then player A cannot see the order of player A's deck")
def deck_order_hidden(champions, p, q):
    """3.1.1e / 2.11.1c: no one looks through a deck, its owner included: no view shows the order of its cards."""
    assert not champions.sees_deck_order(p, q), f"player {p}'s view shows the order of player {q}'s deck"


@step("then", "the champions were placed in the order {order}", "Then the champions were placed in the order A, B, B, A, A, B, B, A")
def placement_order(champions, order):
    """The players who placed each Champion, in order (3.2.2: 1-2-2-2-1)."""
    _eq("the placement order", champions.placement_order(), [x.strip() for x in order.split(",")])


@step("then", "player {p:P} has {n:d} face-down Blessings under their champions",
      "Then player A has 4 face-down Blessings under their champions")
def blessings_under(champions, p, n):
    """Blessings placed face down, one under each Champion (3.2.1.3)."""
    _eq(f"face-down Blessings of player {p}", champions.blessings_under(p), n)


@step("then", "player {p:P} has {n:d} champions on the battlefield", "Then player A has 4 champions on the battlefield")
def champions_placed(champions, p, n):
    """How many of a player's Champions are on the battlefield."""
    _eq(f"champions of player {p} on the battlefield", champions.champions_on_battlefield(p), n)


@step("then", 'the log shows no "{kind}" for the window "{window}"',
      'Then the log shows no "trigger" for the window "at the start of your turn"')
def log_no_window(champions, kind, window):
    """Since the last action, no event of this kind for this trigger window (4.1.1.4)."""
    got = [e for e in champions.events(since_action=True) if e["kind"] == kind and e.get("window") == window]
    assert not got, f"unexpected {kind!r} events for {window!r}: {got}"
