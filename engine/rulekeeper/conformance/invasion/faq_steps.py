"""Steps for the FAQ's questions and answers (faq.*) that the other step modules don't already say."""

from __future__ import annotations

from ..steps.words import equal
from .common import invasion, step  # noqa: F401
from .damage_steps import _events


@step("then", "the log shows player {p:P}'s {zone:Zone} was dealt {n:d} damage",
      "Then the log shows player B's kingdom was dealt 20 damage")
def zone_was_dealt(invasion, p, zone, n):
    """faq.47: all the damage applied to a zone is dealt, though what is beyond its hit points does nothing."""
    got = [e["amount"] for e in _events(invasion, "dealt_damage") if e.get("player") == p and e.get("zone") == zone]
    equal(f"damage dealt to player {p}'s {zone} since the action", sum(got), n)


@step("when", 'an effect of player {p:P} turns player {q:P}\'s development "{name:Name}" in their {zone:Zone} face up',
      'When an effect of player A turns player B\'s development "Drill Orc Boyz" in their battlefield face up')
def turns_faceup(invasion, p, q, name, zone):
    """faq.6: a unit card turned face up stays in play in that zone; it does not enter play."""
    invasion.effect(p, "turn_faceup", card={"player": q, "card": name, "place": f"{zone}.dev"})


@step("when", 'an effect of player {p:P} tries to turn player {q:P}\'s development "{name:Name}" in their {zone:Zone} '
              'face up',
      'When an effect of player A tries to turn player B\'s development "Drill Orc Boyz" in their kingdom face up')
def tries_turn_faceup(invasion, p, q, name, zone):
    invasion.effect(p, "turn_faceup", refuse=True, card={"player": q, "card": name, "place": f"{zone}.dev"})


@step("when", 'an effect of player {p:P} destroys player {q:P}\'s development "{name:Name}" in their {zone:Zone}',
      'When an effect of player B destroys player A\'s development "Drill Dwarf Longbeards" in their kingdom')
def destroys_development(invasion, p, q, name, zone):
    """A face-down card destroyed (Grimgor Ironhide destroys developments): into its owner's discard pile."""
    invasion.effect(p, "destroy", card={"player": q, "card": name, "place": f"{zone}.dev"})


@step("then", 'player {p:P}\'s "{name:Name}" entered play corrupted without being corrupted',
      'Then player B\'s "Drill Orc Boyz" entered play corrupted without being corrupted')
def entered_corrupted(invasion, p, name):
    """faq.17: a unit that enters play in a state has not changed state: it is corrupted, yet no `corrupt` event
    (what "whenever a unit is corrupted" watches) names it."""
    card = invasion.card(name, p)
    assert card["corrupted"], f"player {p}'s {name} is upright"
    got = [e for e in invasion.events(since_action=True) if e["kind"] == "corrupt" and e.get("name") == name]
    assert not got, f"{name} was corrupted (a change of state): {got}"


@step("then", 'the log shows player {p:P}\'s "{name:Name}" was corrupted',
      'Then the log shows player B\'s "Drill Orc Boyz" was corrupted')
def was_corrupted(invasion, p, name):
    """A change of state: the unit was upright and now is corrupted (core.effects.corruption)."""
    assert invasion.card(name, p)["corrupted"], f"player {p}'s {name} is upright"
    got = [e for e in invasion.events(since_action=True) if e["kind"] == "corrupt" and e.get("name") == name]
    assert got, f"no `corrupt` event names {name} since the last action"


@step("when", 'player {p:P} plays "{name:Name}" into their {zone:Zone}, sacrificing {n:d} developments in their {under:Zone}',
      'When player A plays "Tunnel Fighter" into their battlefield, sacrificing 3 developments in their kingdom')
def plays_sacrificing(invasion, p, name, zone, n, under):
    """faq.51: a cost lowered as the card is played (Tunnel Fighter), by sacrificing the player's developments."""
    invasion.do("play", p, card=name, zone=zone, sacrificing=[under] * n)


@step("when", 'player {p:P} plays "{name:Name}" into their {zone:Zone}, spending {n:d} damage on "{unit:Name}" as resources',
      'When player A plays "Drill Orc Trolls" into their kingdom, spending 2 damage on "Urguck" as resources')
def plays_spending_damage(invasion, p, name, zone, n, unit):
    """errata.core.62: each damage removed from the unit counts as 1 resource spent."""
    invasion.do("play", p, card=name, zone=zone, spending_damage={unit: n})


@step("when", 'player {p:P} tries to play "{name:Name}" into their {zone:Zone}, spending {n:d} damage on "{unit:Name}" '
              'as resources',
      'When player A tries to play "Drill Orc Trolls" into their kingdom, spending 2 damage on "Urguck" as resources')
def tries_spending_damage(invasion, p, name, zone, n, unit):
    invasion.do("play", p, refuse=True, card=name, zone=zone, spending_damage={unit: n})


@step("given", 'player {p:P} has "{name:Name}" attached to "{host:Name}" in their {zone:Zone}',
      'Given player B has "Test Spike" attached to "Drill Orc Boyz" in their kingdom')
def attached_in_zone(invasion, p, name, host, zone):
    """An attachment in play on a card already placed in that zone (core.cards.attachment)."""
    invasion.place(p, zone, name, attached_to=host)


@step("then", '"{name:Name}" was played inside the resolution of the chain, with no chain of its own',
      'Then "Drill Empire Spearmen" was played inside the resolution of the chain, with no chain of its own')
def played_inside_chain(invasion, name):
    """misc.card-effects-resulting-in-playing-cards: the card is played after the chain began to resolve, and no
    window opened and nothing was put on a chain between that and the card's play."""
    events = invasion.events(since_action=True)
    kinds = [e["kind"] for e in events]
    assert "chain_resolves" in kinds, f"no chain resolved since the last action: {kinds}"
    start = len(kinds) - 1 - kinds[::-1].index("chain_resolves")
    played = [i for i, e in enumerate(events) if e["kind"] == "play" and e.get("name") == name and i > start]
    assert played, f"{name} was not played while the chain resolved: {kinds[start:]}"
    between = [k for k in kinds[start:played[0]] if k in ("window", "chain", "play_tactic", "trigger")]
    assert not between, f"before {name} was played, the chain's resolution was interrupted by {between}"


def _tops_revealed(invasion, p: str, q: str) -> list[str]:
    """The top cards of player q's deck revealed to player p, in order (`top_revealed` events)."""
    return [e.get("name") for e in invasion.events() if e["kind"] == "top_revealed" and e.get("player") == q
            and p in e.get("seen_by", ())]


@step("then", 'player {p:P} saw "{name:Name}" on top of player {q:P}\'s deck',
      'Then player A saw "Drill Orc Boyz" on top of player B\'s deck')
def saw_top(invasion, p, name, q):
    """faq.15: a deck played with its top card revealed shows each new top card to both players."""
    seen = _tops_revealed(invasion, p, q)
    assert name in seen, f"player {p} saw on top of player {q}'s deck only {seen}"


@step("then", 'player {p:P} never saw "{name:Name}" on top of player {q:P}\'s deck',
      'Then player A never saw "Drill Orc Trolls" on top of player B\'s deck')
def never_saw_top(invasion, p, name, q):
    """faq.15: cards drawn together by one effect are drawn at the same time, never revealed on their way."""
    seen = _tops_revealed(invasion, p, q)
    assert name not in seen, f"player {p} saw {name} on top of player {q}'s deck: {seen}"


@step("then", 'player {p:P} sees "{name:Name}" on top of player {q:P}\'s deck',
      'Then player A sees "Drill Orc Big \'Uns" on top of player B\'s deck')
def sees_top(invasion, p, name, q):
    """What player p's view shows of the top of player q's deck now."""
    equal(f"the top of player {q}'s deck in player {p}'s view", invasion.view(p)["players"][q].get("deck_top"), name)


@step("given", 'player {p:P} has "{name:Name}" with {n:d} resource tokens in their {zone:Zone}',
      'Given player A has "Grudgebearer" with 2 resource tokens in their battlefield')
def with_tokens(invasion, p, name, n, zone):
    """A card in play with resource tokens on it (card-types.quests: tokens stay on a card while it is in play)."""
    invasion.place(p, zone, name, tokens=n)


@step("given", 'player {p:P} has the quest "{quest:Name}" with a corrupted "{unit:Name}" questing on it',
      'Given player A has the quest "Wolves of the North" with a corrupted "Drill Chaos Warriors" questing on it')
def quest_with_corrupted(invasion, p, quest, unit):
    """A quest in the player's quest zone and a corrupted unit of theirs questing on it (core.effects.corruption)."""
    invasion.place(p, "quest", quest)
    invasion.place(p, "quest", unit, questing_on=quest, corrupted=True)


@step("when", "player {p:P} tries to declare {names:Names} as attackers",
      'When player A tries to declare "Drill Chaos Warriors" as attackers')
def tries_to_declare_attackers(invasion, p, names):
    """core.combat.2: declaring these attackers is expected to be refused."""
    invasion.do("declare_attackers", p, refuse=True, cards=names)


@step("given", "player {p:P} will decline the next optional effect",
      "Given player A will decline the next optional effect")
def will_decline(invasion, p):
    """A "you may" effect its player does not use this time (the answer "no")."""
    invasion.script("no")


@step("then", 'the bottom card of player {p:P}\'s deck is "{name:Name}"',
      'Then the bottom card of player A\'s deck is "Drill Empire Militia"')
def deck_bottom(invasion, p, name):
    deck = invasion.names_in(p, "deck")  # top first
    assert deck, f"player {p}'s deck is empty"
    equal(f"the bottom card of player {p}'s deck", deck[-1], name)


@step("when", "player {p:P} shuffles their developments in their {zone:Zone}",
      "When player A shuffles their developments in their kingdom")
def shuffles_developments(invasion, p, zone):
    """faq.21: a player may re-arrange or shuffle their developments in any zone whenever they want."""
    invasion.do("shuffle_developments", p, zone=zone)


@step("when", "player {p:P} tries to shuffle their developments in their {zone:Zone}",
      "When player A tries to shuffle their developments in their kingdom")
def tries_to_shuffle_developments(invasion, p, zone):
    invasion.do("shuffle_developments", p, refuse=True, zone=zone)


@step("then", "player {p:P} sees {n:d} developments in player {q:P}'s {zone:Zone} but not which",
      "Then player B sees 2 developments in player A's kingdom but not which")
def sees_developments(invasion, p, n, q, zone):
    """A player's view shows the opponent's developments in a zone as a count, never which cards they are."""
    equal(f"what player {p} sees of player {q}'s developments in the {zone}",
          invasion.view(p)["players"][q]["zones"][zone]["developments"], n)
