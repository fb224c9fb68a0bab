"""Errata and tournament lists in a judge's words: the text a card plays once the FAQ's errata are applied (errata,
errata.general.*), how the card-text language prints it back (`fmt`), and deck lists checked against the restricted
and banned lists of a format (restricted, banned, cataclysm-restricted, cataclysm-banned). Spoken over the protocol:
the `card_data`, `fmt` and `deck_check` queries (protocol.schema.json)."""

from __future__ import annotations

import yaml

from ..steps.words import equal
from .common import invasion, step  # noqa: F401
from .driver import DriverError

# Cards of the project's drill set (spec/invasion/drill-cards.yaml) that fill a deck of one faction, 3 copies each.
_FILL = {
    "Order": ["Drill Empire Militia", "Drill Empire Halberdiers", "Drill Empire Outriders", "Drill Empire Spearmen",
              "Drill Empire Handgunners", "Drill Dwarf Warriors", "Drill Dwarf Longbeards", "Drill Dwarf Rangers",
              "Drill Dwarf Miners", "Drill Dwarf Thunderers", "Drill High Elf Spearmen", "Drill High Elf Archers",
              "Drill High Elf Sea Guard", "Drill High Elf Silver Helms", "Drill High Elf Reavers",
              "Drill Neutral Granary", "Drill Neutral Barracks"],
    "Destruction": ["Drill Orc Boyz", "Drill Orc Archers", "Drill Orc Wolf Riders", "Drill Orc Big 'Uns",
                    "Drill Orc Trolls", "Drill Chaos Marauders", "Drill Chaos Warriors", "Drill Chaos Hounds",
                    "Drill Chaos Knights", "Drill Chaos Forsaken", "Drill Dark Elf Corsairs",
                    "Drill Dark Elf Crossbowmen", "Drill Dark Elf Shades", "Drill Dark Elf Dark Riders",
                    "Drill Dark Elf Witch Elves", "Drill Neutral Granary", "Drill Neutral Barracks"],
}
_FORMATS = {"head to head": "head to head", "Cataclysm": "cataclysm"}


def _one_line(docstring: str) -> str:
    """A card text written over several lines of a docstring: one line, single spaces."""
    return " ".join(docstring.split())


def _card(invasion, name: str) -> dict:
    """The card as the engine plays it (its own cards and the scenario's inline cards)."""
    found = invasion.query("card_data", card=name, cards=invasion.cards())
    if found is None:
        raise DriverError(f"the engine knows no card named {name!r}")
    return found


def _canonical(invasion, text: str) -> str:
    answer = invasion.query("fmt", text=text)
    assert answer["error"] is None, f"the text does not parse: {answer['error']}"
    return answer["canonical"]


# --- cards: the text that plays ---------------------------------------------------------------------------------
@step("then", '"{name:Name}" plays the text:', 'Then "Dwarf Cannon Crew" plays the text:\n  """\n  Forced: When ...\n  """')
def plays_text(invasion, name, docstring):
    """errata: the corrected text is the card's text, whatever printing the card entry gave."""
    equal(f"the text {name} plays", _card(invasion, name)["text"], _one_line(docstring))


@step("then", '"{name:Name}" is corrected by {rule:Rule}', 'Then "Dwarf Cannon Crew" is corrected by errata.core.08')
def corrected_by(invasion, name, rule):
    """The engine says which errata changed the card (card_data `errata`)."""
    applied = _card(invasion, name)["errata"]
    assert rule in applied, f"{name} is not corrected by {rule}: its errata are {applied}"


@step("then", '"{name:Name}" is not corrected by {rule:Rule}', 'Then "Drill Orc Boyz" is not corrected by errata.general.2')
def not_corrected_by(invasion, name, rule):
    applied = _card(invasion, name)["errata"]
    assert rule not in applied, f"{name} is corrected by {rule}: {_card(invasion, name)['text']!r}"


@step("then", '"{name:Name}" is unique', 'Then "Gathering the Winds" is unique')
def is_unique(invasion, name):
    """core.cards.unique: a player controls one copy of a unique card at a time."""
    assert _card(invasion, name)["unique"] is True, f"{name} is not unique"


@step("then", '"{name:Name}" has the keyword {keyword}', 'Then "Order in Chaos" has the keyword Limited')
def has_keyword(invasion, name, keyword):
    """A keyword the engine reads off the card's (corrected) text."""
    keywords = _card(invasion, name)["keywords"]
    assert keyword in keywords, f"{name} has no {keyword}: its keywords are {keywords}"


@step("then", 'the text of "{name:Name}" prints back canonically as:',
      'Then the text of "Repeater Bolt Thrower" prints back canonically as:\n  """\n  Battlefield. Action: ...\n  """')
def prints_as(invasion, name, docstring):
    """DESIGN.md, card text: `fmt` prints the parsed text canonically, and printing that again changes nothing."""
    printed = _canonical(invasion, _card(invasion, name)["text"])
    equal(f"the canonical text of {name}", printed, _one_line(docstring))
    equal("the canonical text printed again", _canonical(invasion, printed), printed)


@step("then", 'the text of "{name:Name}" prints back unchanged', 'Then the text of "Dwarf Cannon Crew" prints back unchanged')
def prints_unchanged(invasion, name):
    """The corrected text is already canonical: parsed and printed by `fmt`, it is the same text."""
    text = _card(invasion, name)["text"]
    equal(f"the canonical text of {name}", _canonical(invasion, text), text)


# --- decks: the tournament lists -------------------------------------------------------------------------------
def _deck(invasion) -> dict[str, int]:
    if invasion.deck_list is None:
        return {}
    return dict(invasion.entry(invasion.deck_list).get("cards") or {})


def _set_deck(invasion, cards: dict[str, int]) -> None:
    invasion.deck_list = yaml.safe_dump({"cards": cards}, sort_keys=False, allow_unicode=True)


@step("given", "an {faction} deck of {n:d} drill cards", "Given an Order deck of 48 drill cards")
def drill_deck(invasion, faction, n):
    """n cards of the faction's drill set (3 copies of a title, as core.deck.copies allows), legal on their own."""
    names = _FILL.get(faction.strip())
    if names is None or n > 3 * len(names):
        raise DriverError(f"no {faction} drill deck of {n} cards: the factions are {', '.join(_FILL)}, up to "
                          f"{3 * len(names or [])} cards")
    cards: dict[str, int] = {}
    for i in range(n):
        cards[names[i // 3]] = cards.get(names[i // 3], 0) + 1
    _set_deck(invasion, cards)


@step("given", "a {faction} deck of {n:d} drill cards", "Given a Destruction deck of 48 drill cards")
def drill_deck_a(invasion, faction, n):
    drill_deck(invasion, faction, n)


@step("given", 'the deck also has {n:d} "{name:Name}"', 'Given the deck also has 3 "Dwarf Ranger"')
def deck_also(invasion, n, name):
    """Copies of a card added to the deck list."""
    cards = _deck(invasion)
    cards[name] = cards.get(name, 0) + n
    _set_deck(invasion, cards)


@step("when", 'the deck also takes {n:d} "{name:Name}"', 'When the deck also takes 1 "Mining Tunnels"')
def deck_takes(invasion, n, name):
    """The same deck list, checked again with more cards."""
    deck_also(invasion, n, name)


def _problems(invasion, fmt: str) -> list[tuple[str | None, str]]:
    if invasion.deck_list is None:
        raise DriverError("no deck list given")
    if fmt not in _FORMATS:
        raise DriverError(f"no tournament format {fmt!r}: the formats are {', '.join(_FORMATS)}")
    found = invasion.query("deck_check", deck=invasion.entry(invasion.deck_list), cards=invasion.cards(),
                           format=_FORMATS[fmt])
    return [(p.get("rule"), p["message"]) for p in found]


@step("then", "the deck is legal for {fmt} play", "Then the deck is legal for Cataclysm play")
def legal_for(invasion, fmt):
    """No deck-building rule and no list of that tournament format refuses the deck."""
    problems = _problems(invasion, fmt)
    assert not problems, f"the deck was refused for {fmt} play: {problems}"


@step("then", "the deck is refused for {fmt} play citing rule {rule:Rule}",
      "Then the deck is refused for Cataclysm play citing rule cataclysm-banned.wurrzag")
def refused_for(invasion, fmt, rule):
    """One of the problems names this rule (a list entry names the card it lists)."""
    problems = _problems(invasion, fmt)
    assert problems, f"the deck is legal for {fmt} play"
    assert rule in [r for r, _ in problems], f"no problem names {rule}: {problems}"
