"""2.1.1 Constructed Deck Format: load decklists and name the rule each problem breaks.

A decklist (spec/champions/decks.yaml, or any file given to `rulekeeper deck check`) has three sections, as
2.1.1.1 keeps them separate: `champions`, `blessings`, `actions`, each a list of names (repeat a name for copies)
or a mapping name -> copies.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from ... import paths
from ...kernel import implements
from ...spec.files import InputFileError, read_yaml
from ...spec.schema import entry_errors
from ...spec.schemas import CHAMPIONS_DECK, MAX_DECK_CARDS
from .cards import Alliance, Card, Category

SECTIONS = {"champions": (Category.CHAMPION,), "blessings": (Category.BLESSING,),
            "actions": (Category.UNIT, Category.SPELL, Category.ABILITY)}
CHAMPIONS, BLESSINGS, ACTIONS, TOTAL = 4, 4, 30, 38  # 2.1.1.1
MAX_COST = 20  # 2.1.1.1 total cost of the 4 Champions
MAX_COPIES = {"champion": 2, "unique champion": 1, "blessing": 1, "action": 3}  # 2.1.1.1


@dataclass(frozen=True)
class Deck:
    """A decklist: card names per section, one entry per copy."""
    name: str
    champions: tuple[str, ...]
    blessings: tuple[str, ...]
    actions: tuple[str, ...]

    @property
    def all(self) -> tuple[str, ...]:
        return self.champions + self.blessings + self.actions


@dataclass(frozen=True)
class Problem:
    """One way a deck breaks 2.1.1; `rule` is the rule id (None for a name that is no card at all)."""
    rule: str | None
    message: str

    def as_dict(self) -> dict:
        return {"rule": self.rule, "message": self.message}


class DeckFileError(ValueError):
    """A decklist file that isn't a decklist: says file, deck, field. Every deck needs a name of its own."""


def _names(raw) -> tuple[str, ...]:
    """A section (already checked against the schema, so its copies are bounded) as one name per copy."""
    if isinstance(raw, dict):
        return tuple(name for name, copies in raw.items() for _ in range(copies))
    return tuple(raw or ())


def deck_from_entry(entry, where: str, index: int = 0, named: bool = False) -> Deck:
    """One deck entry -> a Deck; the schema (spec/schemas.py) first, so counts are bounded before any list is made.
    A deck in a file must be `named` (decks are told apart by name); one a scenario writes inline may go unnamed."""
    if not named and isinstance(entry, dict) and entry.get("name") is None:
        entry = {**entry, "name": "deck"}
    problems = entry_errors(CHAMPIONS_DECK, entry, where, index)
    if problems:
        p = problems[0]
        raise DeckFileError(", ".join([p.file, f"deck {p.entry!r}"] + [f"field {p.field!r}"] * bool(p.field))
                            + f": {p.message}")
    total = sum(sum(raw.values()) if isinstance(raw, dict) else len(raw or ()) for raw in map(entry.get, SECTIONS))
    if total > MAX_DECK_CARDS:  # counted before any list is made
        raise DeckFileError(f"{where}, deck {entry['name']!r}: {total} cards; refused (a Constructed Deck has "
                            f"{TOTAL}, 2.1.1.1; at most {MAX_DECK_CARDS} are read)")
    sections = {s: _names(entry.get(s)) for s in SECTIONS}
    return Deck(entry["name"], sections["champions"], sections["blessings"], sections["actions"])


def load_decks(path: Path | str | None = None) -> dict[str, Deck]:
    """Every deck of a file (`decks:` list, or one deck), by name; default spec/champions/decks.yaml."""
    path = Path(path) if path else paths.spec_dir("champions") / "decks.yaml"
    try:
        data = read_yaml(path)
    except InputFileError as exc:
        raise DeckFileError(str(exc)) from None
    entries = data.get("decks") if isinstance(data, dict) and "decks" in data else [data]
    if not isinstance(entries, list):
        raise DeckFileError(f"{path}, field 'decks': must be a list of decks")
    decks: dict[str, Deck] = {}
    for i, e in enumerate(entries):
        deck = deck_from_entry(e, str(path), i, named=True)
        if deck.name in decks:
            raise DeckFileError(f"{path}, deck {deck.name!r}, field 'name': two decks have this name")
        decks[deck.name] = deck
    return decks


@implements("2.1.1.1")
def check_deck(deck: Deck, cards: dict[str, Card]) -> list[Problem]:
    """Every 2.1.1 rule the deck breaks, each problem naming its rule."""
    problems = [Problem(None, f"{n!r} is not a known card") for n in sorted(set(deck.all)) if n not in cards]
    for section, allowed in SECTIONS.items():
        for n in sorted(set(getattr(deck, section))):
            if n in cards and cards[n].category not in allowed:
                problems.append(Problem("2.1.1.1", f"{n!r} is a {cards[n].category.value}, not one of the {section}"))
    known = [cards[n] for n in deck.all if n in cards]
    problems += _counts(deck, cards) + _alliance(known) + _realm(known)
    return problems


@implements("2.1.1.1")
def _counts(deck: Deck, cards: dict[str, Card]) -> list[Problem]:
    out = []
    for label, names, wanted in (("Champion", deck.champions, CHAMPIONS), ("Blessing", deck.blessings, BLESSINGS),
                                 ("Action", deck.actions, ACTIONS)):
        if len(names) != wanted:
            out.append(Problem("2.1.1.1", f"{len(names)} {label} cards; a Constructed Deck has {wanted}"))
    if len(deck.all) != TOTAL:
        out.append(Problem("2.1.1.1", f"{len(deck.all)} cards in all; a Constructed Deck has {TOTAL}"))
    for n, copies in sorted(Counter(deck.all).items()):
        card = cards.get(n)
        if card is None:
            continue
        kind = {Category.CHAMPION: "unique champion" if card.unique else "champion",
                Category.BLESSING: "blessing"}.get(card.category, "action")
        if copies > MAX_COPIES[kind]:
            out.append(Problem("2.1.1.1", f"{copies} copies of {kind} {n!r}; at most {MAX_COPIES[kind]}"))
    cost = sum(cards[n].cost or 0 for n in deck.champions if n in cards)
    if cost > MAX_COST:
        out.append(Problem("2.1.1.1", f"the Champions cost {cost} in total; at most {MAX_COST}"))
    return out


@implements("2.1.1.2")
def _alliance(known: list[Card]) -> list[Problem]:
    alliances = sorted({c.alliance.value for c in known if c.alliance is not Alliance.UNALIGNED})
    if len(alliances) > 1:
        return [Problem("2.1.1.2", f"cards of {len(alliances)} Alliances ({', '.join(alliances)}); "
                                   "all must be of one Alliance or Unaligned")]
    return []


@implements("2.1.1.3", "2.14.5c")
def _realm(known: list[Card]) -> list[Problem]:
    realms = sorted({c.realm for c in known if c.realm})
    if len(realms) > 1:
        return [Problem("2.1.1.3", f"Realm tags of {len(realms)} Realms ({', '.join(realms)}); "
                                   "all must be of one Realm")]
    return []


def deck_report(decks_file: Path | str, cards_file: Path | str | None = None) -> list[dict]:
    """`rulekeeper deck check --game champions`: every deck of the file against the cards (default: the project's):
    [{"name", "legal", "problems": [{rule, message}]}]. CardDataError / DeckFileError name a broken file."""
    from .cards import load_cards  # cards.py does not import deck.py; this keeps it that way

    known = load_cards(cards_file)
    out = []
    for deck in load_decks(decks_file).values():
        problems = check_deck(deck, known)
        out.append({"name": deck.name, "legal": not problems, "problems": [p.as_dict() for p in problems]})
    return out

