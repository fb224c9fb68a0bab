"""Decks (core.deck.*): checking a deck list, and the random legal decks `simulate` plays, built per faction from
the cards the engine can run.

"<Race> only." and "Non-<Race> only." (Wood Elf, Lizardmen, Skaven, Undead; Drakenhof Castle's "Undead only." of
errata.bloodquest.56; the Embassies' "Non-Dwarf only." ...) are read as deck rules, as "Order only." is
(core.deck.factions: "Neutral cards go in either, unless Order only/Destruction only"): the card goes only into a
deck of that race, or only into a deck not of it. A reading the rules leave open: a deck's race is the race of its
capital board (core.capital.race-symbol), which the engine takes as the deck's most common race (setup.capital_race);
a deck of neutral cards only has no racial capital, and takes the one race its "<Race> only." cards name (Wood Elf,
Lizardmen ...: the peoples of neutral cards, who have no capital board in the rules).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from ...kernel import RandomChoices, implements, implements_each
from ...spec.loader import load_game
from ...text import CardTextError, parse
from ...text.invasion.semantics import LimitPerZone, SemanticError, interpret
from .cards import DESTRUCTION, ORDER, Card
from .settings import settings

COPIES = 3  # core.deck.copies


@dataclass(frozen=True)
class Problem:
    rule: str | None
    message: str


HEAD_TO_HEAD, CATACLYSM = "head to head", "cataclysm"
# the FAQ's lists by tournament format (rules.yaml meta.list of each entry): restricted, then banned
FORMATS = {HEAD_TO_HEAD: ("Restricted List", "Banned List"),
           CATACLYSM: ("Cataclysm Restricted List", "Cataclysm Banned List")}


@lru_cache(maxsize=2)
def lists(fmt: str = HEAD_TO_HEAD) -> tuple[dict[str, str], dict[str, str]]:
    """The FAQ's restricted and banned lists of a format: card name -> the spec entry that lists it."""
    if fmt not in FORMATS:
        raise ValueError(f"no tournament format {fmt!r}; the formats are {', '.join(FORMATS)}")
    out: tuple[dict[str, str], dict[str, str]] = ({}, {})
    for e in load_game("invasion").entries:
        meta = e.meta_dict()
        if meta.get("list") in FORMATS[fmt] and meta.get("card"):
            out[FORMATS[fmt].index(meta["list"])][meta["card"]] = e.id
    return out


def _list_entries() -> list[str]:
    """Every restricted and banned list entry of every format (the spec ids `_listed` names in its problems)."""
    return sorted({rid for fmt in FORMATS for names in lists(fmt) for rid in names.values()})


@implements("core.deck.lists", "restricted", "banned", "cataclysm-restricted", "cataclysm-banned")
@implements_each(_list_entries)
def _listed(names: list[str], fmt: str) -> list[Problem]:
    """A banned card is never in a deck; one restricted title per deck (as many copies as the rules allow): with two
    or more, each restricted title of the deck is a problem naming its list entry."""
    restricted, banned = lists(fmt)
    problems = [Problem(banned[n], f"{n!r} is banned ({fmt})") for n in sorted(set(names)) if n in banned]
    chosen = sorted({n for n in names if n in restricted})
    if len(chosen) > 1:
        problems += [Problem(restricted[n], f"{n!r} is restricted ({fmt}) and the deck also has "
                                           f"{', '.join(repr(o) for o in chosen if o != n)}: one restricted card "
                                           "per deck") for n in chosen]
    return problems


@lru_cache(maxsize=4096)
def per_deck(text: str) -> int | None:
    """The "Limit N per deck." a card's text carries (errata.core.116, errata.eternal-war.20 and .120), if any."""
    try:
        abilities = interpret(parse("invasion", text))
    except (CardTextError, SemanticError):
        return None
    return _limit(abilities)


def _limit(abilities) -> int | None:
    limits = [a.count.value for a in abilities if isinstance(a, LimitPerZone) and a.per == "deck" and a.count]
    return min(limits) if limits else None


def limit_per_deck(card: Card) -> int | None:
    """`per_deck` of the card's text, read from the typed abilities it was loaded with (the text is not parsed
    again); a card loaded without them (its text not typed) asks `per_deck`."""
    if not card.abilities:
        return per_deck(card.text) if card.text else None
    return _limit(card.abilities)


def _most(card: Card) -> int:
    """Copies by title (core.deck.copies), or what the card's text allows ("up to 6 copies ...", deck_copies)."""
    from .abilities.deck_copies import allowed
    return allowed(card) or COPIES


def _copies(names: list[str], pool: dict[str, Card]) -> list[Problem]:
    problems = []
    for n, k in sorted(Counter(names).items()):
        limit = limit_per_deck(pool[n]) if n in pool else None
        if limit is not None and k > limit:
            rule = next((e for e in pool[n].errata if not e.startswith("errata.general")), "core.deck.copies")
            problems.append(Problem(rule, f"{k} copies of {n!r}; its text says limit {limit} per deck"))
        elif k > (most := _most(pool[n]) if n in pool else COPIES):
            problems.append(Problem("core.deck.copies", f"{k} copies of {n!r}; at most {most} by title"))
    return problems


@implements("core.deck.size", "core.deck.copies", "core.deck.factions")
def check_deck(names: list[str], pool: dict[str, Card], fmt: str = HEAD_TO_HEAD) -> list[Problem]:
    """Every deck-building rule the list breaks, each problem naming its rule; `fmt` picks the tournament lists."""
    problems = [Problem(None, f"{n!r} is not a known card") for n in sorted(set(names)) if n not in pool]
    cfg = settings()
    if not cfg.min_cards <= len(names) <= cfg.max_cards:
        problems.append(Problem("core.deck.size", f"{len(names)} cards; a deck has {cfg.min_cards} to "
                                                  f"{cfg.max_cards}"))
    problems += _copies(names, pool)
    factions = {pool[n].faction for n in names if n in pool} - {None}
    if len(factions) > 1:
        problems.append(Problem("core.deck.factions", "Order and Destruction cards never share a deck"))
    return problems + _race_only(names, pool) + _listed(names, fmt)


def deck_race(names: list[str], pool: dict[str, Card]) -> str:
    """The race of a deck's capital (see the module docstring): its most common race; a deck of neutral cards only,
    the one race its "<Race> only." cards name ("Neutral" if none or several)."""
    from .setup import capital_race
    race = capital_race(pool, [n for n in names if n in pool])
    if race != "Neutral":
        return race
    named = {pool[n].race_only[0] for n in names if n in pool and pool[n].race_only and pool[n].race_only[1]}
    return named.pop() if len(named) == 1 else race


def _breaking(names: list[str], pool: dict[str, Card]) -> list[str]:
    """The titles whose "<Race> only." / "Non-<Race> only." the deck's race breaks."""
    race = deck_race(names, pool)
    return sorted({n for n in names if n in pool and pool[n].race_only
                   and (pool[n].race_only[0] == race) != pool[n].race_only[1]})


def _race_only(names: list[str], pool: dict[str, Card]) -> list[Problem]:
    """Each title whose "<Race> only." / "Non-<Race> only." the deck's race breaks (core.deck.factions)."""
    race = deck_race(names, pool)
    return [Problem("core.deck.factions", f"{n!r} says {'' if pool[n].race_only[1] else 'Non-'}"
                                          f"{pool[n].race_only[0]} only and the deck's race is {race}")
            for n in _breaking(names, pool)]


def _of_people(names: list[str], pool: dict[str, Card], people: str) -> list[str]:
    """The neutral cards of `names` a deck of that people's race may hold."""
    return [n for n in names if pool[n].race == "Neutral"
            and (not pool[n].race_only or (pool[n].race_only[0] == people) == pool[n].race_only[1])]


def _deck_copies(names: list[str], pool: dict[str, Card]) -> list[str]:
    """Each title as many times as a deck may hold it ("Limit 1 per deck.", "up to 6 copies ...")."""
    return [n for n in names for _ in range(min(_most(pool[n]), limit_per_deck(pool[n]) or COPIES))]


def _enough(copies: list[str], restricted, size: int) -> bool:
    """Copies enough for a deck holding at most one restricted card (core.deck.lists)."""
    free = [n for n in copies if n not in restricted]
    return len(free) + (len(free) < len(copies)) >= size


def random_deck(pool: dict[str, Card], faction: str, pick: RandomChoices, player: str) -> list[str]:
    """A legal deck of the faction's runnable cards (and runnable neutral ones), shuffled choices by `pick`; one time
    in three, a deck of neutral cards only whose race is one people's ("Wood Elf only." ...: see the docstring)."""
    races = ORDER if faction == "Order" else DESTRUCTION
    restricted, banned = lists()
    names = sorted(n for n, c in pool.items() if c.runnable and n not in banned
                   and (c.race in races or c.race == "Neutral" and c.faction_only in (None, faction)))
    size = settings().min_cards
    peoples = sorted({pool[n].race_only[0] for n in names if pool[n].race_only and pool[n].race_only[1]
                      and pool[n].race_only[0] not in ORDER + DESTRUCTION})
    peoples = [x for x in peoples if _enough(_deck_copies(_of_people(names, pool, x), pool), restricted, size)]
    kinds = [faction] * (2 * len(peoples)) + peoples  # now and then a deck of one people's neutral cards (deck_race)
    kind = kinds[pick.choose(player, "deck race", kinds)] if peoples else faction
    if kind != faction:
        names = _of_people(names, pool, kind)
    copies = _deck_copies(names, pool)
    if len(copies) < size:
        raise ValueError(f"only {len(copies)} runnable {faction} and neutral cards (3 copies each) in the pool: "
                         f"a deck needs {size}")
    deck: list[str] = []
    while True:
        while len(deck) < size:
            deck.append(copies.pop(pick.choose(player, "deck card", copies)))
            if deck[-1] in restricted:  # one restricted card per deck (core.deck.lists)
                rest = [n for n in copies if n not in restricted or n == deck[-1]]
                if len(deck) + len(rest) < size:  # too few cards left beside it: this deck holds no restricted card
                    deck.pop()
                    rest = [n for n in copies if n not in restricted]
                copies = rest
                if len(deck) + len(copies) < size:
                    raise ValueError(f"too few runnable {faction} cards besides the restricted ones for a deck")
        bad = set(_breaking(deck, pool))  # "Non-Dwarf only." in a deck that came out Dwarf ...: those titles out
        if not bad:
            return deck
        deck, copies = [n for n in deck if n not in bad], [n for n in copies if n not in bad]
        if len(deck) + len(copies) < size:
            raise ValueError(f"too few runnable {faction} cards besides the race-restricted ones for a deck")


# --- `rulekeeper deck check --game invasion FILE` ------------------------------------------------------------------
MAX_COPIES = 3800  # the most copies one deck file may list for a title, checked before any list is built


class DeckFileError(ValueError):
    """A deck file that is not a deck list (the file, the deck and the field named)."""


def _deck_names(cards, where: str) -> list[str]:
    """`cards`: {name: copies} or a list of names (repeated for copies)."""
    if isinstance(cards, dict):
        out = []
        for name, k in cards.items():
            if not isinstance(name, str) or isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= MAX_COPIES:
                raise DeckFileError(f"{where}, field 'cards': {name!r}: {k!r} must be a number of copies, 1 to "
                                    f"{MAX_COPIES}")
            out += [name] * k
        return out
    if isinstance(cards, list) and len(cards) <= MAX_COPIES and all(isinstance(n, str) for n in cards):
        return list(cards)
    raise DeckFileError(f"{where}, field 'cards': a mapping of card names to copies, or a list of names")


def load_deck_lists(path) -> list[tuple[str, str, list[str]]]:
    """(name, format, card names) of each deck of a YAML file: one deck {name, format, cards}, or `decks:` a list."""
    from ...spec.files import read_yaml

    data = read_yaml(path)  # InputFileError (a ValueError) names the file
    decks = data.get("decks") if isinstance(data, dict) and "decks" in data else [data]
    if not isinstance(decks, list) or not decks:
        raise DeckFileError(f"{path}: 'decks' is a list of decks, each {{name, format, cards}}")
    out = []
    for i, d in enumerate(decks):
        where = f"{path}, deck {i + 1}"
        if not isinstance(d, dict) or "cards" not in d:
            raise DeckFileError(f"{where}: a deck is a mapping with 'cards' (and 'name', 'format')")
        name = d.get("name", f"deck {i + 1}")
        fmt = d.get("format", HEAD_TO_HEAD)
        if not isinstance(name, str) or not name.strip():
            raise DeckFileError(f"{where}, field 'name': must be text")
        if fmt not in FORMATS:
            raise DeckFileError(f"{where}, field 'format': {fmt!r} is not one of {', '.join(FORMATS)}")
        out.append((name, fmt, _deck_names(d["cards"], f"{where} ({name})")))
    return out


def deck_report(decks_file, cards_file=None) -> list[dict]:
    """`rulekeeper deck check --game invasion`: every deck of the file against the cards (default: the project's
    cards and drill cards): [{"name", "format", "legal", "problems": [{rule, message}]}]."""
    from ... import paths
    from .cards import default_path, load_cards

    pool = (load_cards(cards_file) if cards_file else
            {**load_cards(paths.spec_dir("invasion") / "drill-cards.yaml"), **load_cards(default_path())})
    out = []
    for name, fmt, names in load_deck_lists(decks_file):
        problems = check_deck(names, pool, fmt)
        out.append({"name": name, "format": fmt, "legal": not problems,
                    "problems": [{"rule": p.rule, "message": p.message} for p in problems]})
    return out
