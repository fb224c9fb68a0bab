"""The capital phase (core.turn.3): units and supports played from hand into a zone, paying their cost with
loyalty (core.cards.cost); one development per turn (core.cards.developments); unique cards, Limited, zone-only
and one Hero per zone; passing ends the phase."""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from . import attachments, entering, legends
from .abilities import passive
from .abilities.amounts import printed_cost
from .abilities import next_cost
from .abilities.play_restrictions import cost_change, cost_changes, floored, may_develop, play_refusal
from .cards import ZONES, Card
from .game import Game
from .hooks import Hooks
from .settings import settings
from .turn import battlefield_phase, expect


@implements("core.cards.cost", "core.capital.race-symbol", "terms.loyalty", "terms.cost",
            "terms.the-letter-x", "faq.5")
def cost(g: Game, p: str, card: Card, free: bool = False, zone: str | None = None, source: str | None = None) -> int:
    """Printed cost (a printed X is 0, or what the card's own text says it is: faq.48) + 1 per loyalty icon beyond the matching race symbols `p`
    controls (capital board and cards in play); never less than the printed cost. A reduction lowers the cost, never below zero, and never the
    loyalty added to it (terms.cost, terms.loyalty, terms.reduction); "for no cost": 0, loyalty ignored. `zone`: where
    the card is played, for the reductions that say so ("... in a zone containing a Hero unit"; not said: none);
    `source`: where it is played from, "A.discard" ("the first card you play from your discard pile each turn")."""
    if free:
        return 0
    changes = cost_changes(g, p, card, zone=zone, source=source)  # the constant effects on it, read once
    printed = max(0, printed_cost(g, card, p) - g.s.lowered[p] + cost_change(changes))
    printed = floored(printed, changes)  # "(to a minimum of 1)"
    printed = next_cost.lowered(g, p, card, printed)  # "the next unit"
    if card.race == "Neutral":
        return printed
    from .abilities.loyalty_ignoring import ignored
    if ignored(g, p, card):  # "ignore the loyalty cost of the next [race] card you play this turn"
        return printed
    from .abilities.own_pile import no_loyalty
    if no_loyalty(g, p, source):  # "... from any opponent's discard pile ..., ignoring loyalty costs"
        return printed
    symbols = settings().capital_symbols if g.s.race[p] == card.race else 0
    symbols += sum(1 for c in g.in_play(p) if g.card(c).race == card.race)
    return printed + max(0, card.loyalty - symbols)


def _hand(g: Game, p: str, cid: int) -> None:
    from .abilities.necromancy import from_discard  # Necromancy: played from the discard pile as from the hand
    from .revealing import from_deck_top  # Lord of Change: the top card of the deck as though in hand
    if not isinstance(cid, int) or g.s.zones.where.get(cid) != f"{p}.hand" and not from_discard(g, p, cid) \
            and not from_deck_top(g, p, cid):
        raise IllegalAction("core.turn.3", f"card {cid} is not in player {p}'s hand")


@implements("core.capital.zones")
def _zone(zone: str) -> None:
    if zone not in ZONES:
        raise IllegalAction("core.capital.zones", f"{zone!r} is not a zone (kingdom, quest, battlefield)")


TITLE_BARS = Hooks("(g, p, cid) -> IllegalAction | None: cards barred from play by title (named_bans.py)")


@implements("core.effects.zone-only", "core.cards.unique", "core.effects.limited",
            "core.effects.limit-one-hero-per-zone", "terms.limit-one-hero-per-zone")
def refusal(g: Game, p: str, cid: int, zone: str, playing: bool = True, free: bool = False) -> IllegalAction | None:
    """Why `p` may not play this hand card into `zone` now (None when the play is legal). `playing=False`: put
    into play by an effect (zones.put-into-play): no cost, Limited does not apply, every other restriction does."""
    card = g.card(cid)
    # (the same for every zone: asked once per card in a read-only stretch, such as the legal actions)
    barred = g.remembered(("title bars", p, cid), lambda: TITLE_BARS.first(g, p, cid))
    if barred is not None:  # "That card cannot be played or put into play" (named_bans.py)
        return barred
    if attachments.is_attachment(card):
        return IllegalAction("core.cards.attachment", f"{card.name} is an attachment: it is attached to a target "
                                                      "in play, not played into a zone")
    from .abilities.same_title import refusal as one_per_title
    one_title = g.remembered(("one per title", p, card.name), lambda: one_per_title(g, p, card.name))
    if one_title:  # "... cannot play or put into play more than 1 card with the same title"
        return one_title
    if zone == "legend" and not legends.is_legend(card):
        return IllegalAction("core.cards.legend", f"{card.name} is not a legend: it goes into a zone")
    if legends.is_legend(card):
        why = attachments.unplayable_quest(card)
        if why:
            return IllegalAction("core.cards.legend", f"{card.name} can't be played by this engine yet ({why})")
        return legends.refusal(g, p, card, zone) or (_common(g, p, card) if playing else None)
    if card.type == "Quest":
        why = attachments.unplayable_quest(card)
        if why:
            return IllegalAction("core.cards.quest", f"{card.name} can't be played by this engine yet ({why})")
        if zone != "quest":
            return IllegalAction("core.cards.quest", f"{card.name} is a quest: it is played in the quest zone")
        return _common(g, p, card) if playing else None
    if card.type not in ("Unit", "Support"):
        rule = {"Tactic": "core.cards.tactic", "Quest": "core.cards.quest", "Legend": "core.cards.legend"}
        return IllegalAction(rule.get(card.type, "core.turn.3"),
                             f"{card.name} can't be played by this engine yet ({card.why or card.type})")
    if not card.runnable:
        return IllegalAction("core.cards.attachment" if "Attachment" in card.traits else "core.turn.3",
                             f"{card.name} can't be played by this engine yet ({card.why})")
    if card.only and zone != card.only:
        return IllegalAction("core.effects.zone-only", f"{card.name} enters play only in the {card.only}")
    if entering.barred(g, p, cid, zone):  # Paranoia (faq.49)
        return entering.barred(g, p, cid, zone)
    if play_refusal(g, p, card, zone):
        return IllegalAction("core.effects.constant", play_refusal(g, p, card, zone))
    if card.unique and any(g.name(c) == card.name for c in g.in_play(p)):
        return IllegalAction("core.cards.unique", f"player {p} already controls {card.name}")
    if card.hero_limit and any("Hero" in g.card(c).traits for c in g.cards(p, zone)):
        return IllegalAction("core.effects.limit-one-hero-per-zone", f"player {p}'s {zone} already has a Hero")
    if not playing:
        return None
    if card.keyword("limited") and g.s.limited[p]:
        return IllegalAction("core.effects.limited", f"player {p} already played a Limited card this turn")
    need = cost(g, p, card, free, zone, g.s.zones.where[cid])  # "... to play this unit into your kingdom by 2"
    if need > g.s.resources[p]:
        return IllegalAction("core.cards.cost", f"{card.name} costs {need}; player {p} has {g.s.resources[p]}")
    return None


@implements("clar.playing-non-tactic-cards")
def own_capital_phase(g: Game, p: str, what: str) -> None:
    """Units, supports, developments and quests: only in their player's own capital phase, never in response."""
    s = g.s
    if not g.over and (s.active != p or s.step != "capital"):
        raise IllegalAction("clar.playing-non-tactic-cards",
                            f"player {p} can't {what} now: only in their own capital phase, never in response "
                            f"(it is player {s.active}'s turn, phase {s.phase}, the game waits for {s.step})")


@implements("core.turn.3", "timing.phase.3", "core.cards.unit", "zones.play", "core.cards.quest")
def play(g: Game, p: str, cid: int, zone: str, quest: int | None = None, free: bool = False,
         by_effect: bool = False) -> None:
    """Play from hand: every cost paid and every restriction followed (zones.play). A unit played into the quest
    zone may quest on a quest there that no unit quests on (`quest`). `free`: a card effect plays it for no cost
    (terms.cost), when that effect resolves; `by_effect`: a card effect plays it, paying its cost."""
    from .any_time import allows
    if not free and not by_effect and not allows(g, p, cid):  # "... any time you could take an action" (any_time.py)
        own_capital_phase(g, p, "play a card from hand")
        expect(g, p, "capital", "core.turn.3", "play a card")
    _hand(g, p, cid)
    if not legends.is_legend(g.card(cid)):
        _zone(zone)
    problem = refusal(g, p, cid, zone, free=free)
    if problem:
        raise problem
    if quest is not None:
        problem = quest_refusal(g, p, cid, zone, quest)
        if problem:
            raise problem
    card = g.card(cid)
    paid = cost(g, p, card, free, zone, g.s.zones.where[cid])
    g.s.resources[p] -= paid
    if not free and g.s.lowered[p]:
        g.s.lowered[p] = 0  # the reduction was for the next card played
    if not free:
        from .abilities.loyalty_ignoring import played
        played(g, p, card)  # "... the next [race] card you play this turn": used up
        next_cost.played(g, p, card)  # "lower the cost of the next [Orc] unit you play this turn"
    if card.keyword("limited"):
        g.s.limited[p] = True
    src = g.s.zones.move(cid, f"{p}.{zone}")
    g.emit("play", ("core.turn.3", "core.cards.cost"), player=p, card=cid, name=card.name, zone=zone, paid=paid,
           **({} if src == f"{p}.hand" else {"from": src.partition(".")[2]}))  # not from the hand: where from
    from .abilities.necromancy import played
    played(g, cid, src)  # from the discard pile by Necromancy: to the bottom of the deck at the end of the turn
    entering.entered(g, cid, "play")  # Warpstone Excavation: it enters play corrupted (faq.17)
    passive.entering(g, cid)  # "enters play corrupted" (core.effects.constant)
    if quest is not None:
        g.s.questing[quest] = cid
        g.emit("quest", ("core.cards.quest",), player=p, card=cid, name=card.name, quest=g.name(quest))


@implements("core.cards.quest", "faq.37")
def quest_refusal(g: Game, p: str, cid: int, zone: str, quest: int) -> IllegalAction | None:
    """core.cards.quest: a unit entering p's quest zone may quest on a quest of p's with no unit questing on it,
    in whichever of p's zones the quest is (faq.37)."""
    if not g.card(cid).unit or zone != "quest":
        return IllegalAction("core.cards.quest", "only a unit played into the quest zone quests")
    if not isinstance(quest, int) or g.s.zones.where.get(quest) not in {f"{p}.{z}" for z in ZONES} \
            or g.card(quest).type != "Quest":
        return IllegalAction("core.cards.quest", f"card {quest!r} is not a quest player {p} controls")
    if quest in g.s.questing:
        return IllegalAction("core.cards.quest", f"{g.name(g.s.questing[quest])} is already questing on "
                                                 f"{g.name(quest)}: one unit per quest")
    return None


@implements("core.cards.attachment", "core.effects.cannot", "errata.core.39")
def attach_refusal(g: Game, p: str, cid: int, host: int) -> IllegalAction | None:
    """Why `p` may not attach hand card `cid` to `host` (its step aside): a title barred from play (named_bans.py),
    the host, the restrictions of every play, or the price with the host's targeting tax. The legal actions ask it
    too (a soak found an attachment offered whose title Corb Polyborg had named)."""
    card = g.card(cid)
    problem = TITLE_BARS.first(g, p, cid) \
        or attachments.host_refusal(g, p, card, host, source=cid) or _common(g, p, card)
    if problem:
        return problem
    paid = attach_price(g, p, card, host)
    if paid > g.s.resources[p]:
        return IllegalAction("errata.core.39", f"{card.name} costs {paid} resources onto {g.name(host)}; player {p} "
                                               f"has {g.s.resources[p]}")
    return None


def attach_price(g: Game, p: str, card: Card, host: int) -> int:
    """What attaching `card` to `host` costs: its cost, with loyalty, and the tax for targeting the host (faq.8: an
    attachment targets its host; errata.core.39)."""
    from .abilities.targeting import extra
    return cost(g, p, card) + extra(g, p, [host])


@implements("core.cards.attachment", "card-types.attachments", "faq.8")
def attach(g: Game, p: str, cid: int, host: int) -> None:
    """Play an attachment from hand onto a target in play, paying its cost (with loyalty) like any support;
    playing it targets the host (faq.8)."""
    from .any_time import allows
    if not allows(g, p, cid):  # "You may play this card any time you could take an action" (any_time.py)
        own_capital_phase(g, p, "play an attachment")
        expect(g, p, "capital", "core.turn.3", "play a card")
    _hand(g, p, cid)
    card = g.card(cid)
    if not attachments.is_attachment(card):
        raise IllegalAction("core.cards.attachment", f"{card.name} is not an attachment (a support with the "
                                                     "Attachment trait)")
    why = attachments.unplayable(card)
    if why:
        raise IllegalAction("core.cards.attachment", f"{card.name} can't be played by this engine yet ({why})")
    problem = attach_refusal(g, p, cid, host)
    if problem:
        raise problem
    paid = attach_price(g, p, card, host)
    g.s.resources[p] -= paid
    from .abilities.loyalty_ignoring import played
    played(g, p, card)  # "... the next [race] card you play this turn": used up
    next_cost.played(g, p, card)  # "lower the cost of the next ... you play this turn"
    if card.keyword("limited"):
        g.s.limited[p] = True
    g.emit("play", ("core.turn.3", "core.cards.cost"), player=p, card=cid, name=card.name, zone=g.place(host),
           paid=paid)
    attachments.attach(g, p, cid, host)
    passive.attached(g, cid, host)  # "Corrupt that unit." (the attachment's text)


def _common(g: Game, p: str, card: Card) -> IllegalAction | None:
    """Unique, Limited and cost: what every card played from hand must satisfy."""
    from .abilities.same_title import refusal as one_per_title
    if one_per_title(g, p, card.name):  # Arcane Orrery
        return one_per_title(g, p, card.name)
    if card.unique and any(g.name(c) == card.name for c in g.in_play(p)):
        return IllegalAction("core.cards.unique", f"player {p} already controls {card.name}")
    if card.keyword("limited") and g.s.limited[p]:
        return IllegalAction("core.effects.limited", f"player {p} already played a Limited card this turn")
    need = cost(g, p, card)
    if need > g.s.resources[p]:
        return IllegalAction("core.cards.cost", f"{card.name} costs {need}; player {p} has {g.s.resources[p]}")
    return None


@implements("core.cards.developments")
def develop(g: Game, p: str, cid: int, zone: str) -> None:
    """Any card from hand, face down, into a zone: +1 hit point there; one per turn."""
    own_capital_phase(g, p, "play a development")
    expect(g, p, "capital", "core.cards.developments", "play a development")
    from .abilities.own_pile import develops
    pile = develops(g, p, cid, zone)  # "You may play cards in your discard pile as developments into this zone"
    if not pile:
        _hand(g, p, cid)
    _zone(zone)
    if not may_develop(g, p, zone):  # one per turn, unless a constant effect says otherwise
        raise IllegalAction("core.cards.developments", f"player {p} already played a development this turn, or "
                                                       f"can't develop the {zone}")
    g.s.developed = True
    g.s.zones.move(cid, f"{p}.{zone}.dev")
    g.emit("develop", ("core.cards.developments", "core.capital.hit-points"), player=p, zone=zone,
           **({"from": "discard", "card": cid} if pile else {}))  # a card from the pile was in the open


def pass_capital(g: Game, p: str) -> None:
    """core.turn.3: the capital phase ends when the players pass in a row (no response is possible yet)."""
    expect(g, p, "capital", "core.turn.3", "pass the capital phase")
    g.emit("pass", ("core.turn.3", "core.turn.action-windows"), player=p, phase=3)
    battlefield_phase(g)
