"""The schema of every spec file a game has besides rules.yaml (DESIGN.md, "spec/<game>/cards.yaml"), by file name
and game. `spec check` runs them; the Champions card and deck loaders run the same entry schemas, so a card or a
deck is held to one definition wherever it comes from.

A game with a cards.yaml but no schema of its own here gets `GENERIC_CARDS`: named, unique, text as text.
"""

from __future__ import annotations

from pathlib import Path

from .. import paths
from .files import InputFileError, read_yaml
from .models import SpecError
from .schema import Bad, Field, FileSchema, by_type, file_errors, flag, list_of, mapping_of, one_of, text, whole

# The most cards one deck section may list, checked before any list is built: 100x a Constructed Deck (38
# cards, champions 2.1.1.1), so an illegal deck is still reported rule by rule, but `copies: 1000000000` is not
# a billion-item list.
MAX_DECK_CARDS = 3800

CHAMPIONS_CARD = FileSchema("cards", {
    "name": Field(text, required=True),
    "category": Field(one_of("Champion", "Unit", "Spell", "Ability", "Blessing"), required=True),  # 2.4, 2.5
    "alliance": Field(one_of("Chaos", "Death", "Destruction", "Order", "Unaligned")),  # 2.3.1, 2.3.3
    "tags": Field(list_of(text)),  # 2.14.2 (which words are tags: the card loader, with the language's TAGS)
    "text": Field(text),
    "illustrative": Field(flag),
    "class": Field(one_of("Warrior", "Wizard", "Warrior-Wizard")),  # 2.4.1.2
    "cost": Field(whole(0, 99)),  # 2.4.1.1d
    "unique": Field(flag),  # 2.1.1.1
    "health": Field(whole(-99, 99)),  # 2.4.1.1d: a modifier
    "objectives": Field(list_of(text, max_items=4)),  # 2.6.1
    "permission": Field(one_of("Warrior", "Wizard", "Any")),  # 2.5.3.2
    "duration": Field(one_of("Instant", "Passive")),  # 2.4.2.2a
    "corners": Field(list_of(text, max_items=4)),  # 2.5.1.5
})

_SECTION = Field(by_type("a list of card names or a mapping name -> copies", {
    list: list_of(text, max_items=MAX_DECK_CARDS), dict: mapping_of(text, whole(1, MAX_DECK_CARDS))}))
CHAMPIONS_DECK = FileSchema("decks", {
    "name": Field(text, required=True),
    "notes": Field(text),
    "champions": _SECTION,  # 2.1.1.1 keeps the three sections apart
    "blessings": _SECTION,
    "actions": _SECTION,
})

# -1 = the card has no such value (a Support has no power): the public card database's convention, kept
_NUMBER_OR_X = by_type("a whole number (-1 for none) or X", {int: whole(-1, 99), str: one_of("X")})
INVASION_CARD = FileSchema("cards", {
    "name": Field(text, required=True),
    "printed_name": Field(text),
    "set": Field(text),
    "number": Field(whole(0, 999)),
    "type": Field(one_of("Unit", "Support", "Tactic", "Quest", "Attachment", "Legend", "Capital")),
    "race": Field(one_of("Empire", "Dwarf", "High Elf", "Chaos", "Orc", "Dark Elf", "Neutral")),
    "cost": Field(_NUMBER_OR_X),
    "loyalty": Field(_NUMBER_OR_X),
    "power": Field(_NUMBER_OR_X),
    "health": Field(_NUMBER_OR_X),
    "traits": Field(text),
    "text_source": Field(one_of("printed", "faq")),
    "text": Field(text),
    "corrected_excerpt": Field(text),
    "erratum": Field(text, rule_ref=True),
    "adds_keyword": Field(text),
    "stats_known": Field(flag),
})

# How each Invasion erratum applies to a printed text (games/invasion/errata.py reads it; the FAQ's words stay in
# rules.yaml)
INVASION_ERRATA = FileSchema("errata", {
    "erratum": Field(text, required=True, rule_ref=True),
    "applies": Field(one_of("whole", "replaces", "start", "keyword", "unique", "rewrite"), required=True),
    "replaces": Field(text),
    "with": Field(text),
    "printed_name": Field(text),
    "on_cards_with": Field(text),
}, key="erratum")

# Brawl (components.action-cards, card-anatomy): the action cards, each naming its Champion, and the shape of the
# Champions' boards (basic and levelled sides); the Brawl card loader (games/brawl/cards.py) checks more when the
# game loads them (six Champions, six cards each, every text parsed)
_SIDE = mapping_of(one_of("hitpoints", "defence", "movement"), whole(0, 99))
_BRAWL_CHAMPION = by_type("a Champion (name, basic, levelled, illustrative)", {dict: mapping_of(
    one_of("name", "basic", "levelled", "illustrative"), by_type("a name, a side or a flag", {
        str: text, dict: _SIDE, bool: flag}))})
BRAWL_CARD = FileSchema("cards", {
    "name": Field(text, required=True),
    "champion": Field(text, required=True),
    "core": Field(one_of("Destruction", "Creation", "Manipulation")),  # concepts.cores
    "number": Field(whole(1, 99)),  # card-anatomy
    "text": Field(text),
    "illustrative": Field(flag),
}, top={"champions": list_of(_BRAWL_CHAMPION), "challenges": list_of(by_type("a challenge (name, condition, "
        "illustrative)", {dict: mapping_of(one_of("name", "condition", "illustrative"), by_type(
            "a name, a condition or a flag", {str: text, dict: mapping_of(text, by_type("a value", {
                str: text, int: whole(0, 99)})), bool: flag}))})),
    "standard_actions": list_of(by_type("a standard action (name, text, illustrative)", {dict: mapping_of(
        one_of("name", "text", "illustrative"), by_type("a name, a text or a flag", {str: text, bool: flag}))}))})

# Invasion's lexicon (text/invasion/lexicon.py): one entry per lemma, its word class and its irregular forms
def _lower_word(value, where: str) -> None:
    text(value, where)
    if not value.replace("-", "").isalpha() or not value.islower():
        raise Bad(where, f"{value!r} is not one lower-case word")


_SPELLINGS = by_type("a word or a list of spellings", {str: _lower_word, list: list_of(_lower_word, max_items=4)})
INVASION_LEXICON = FileSchema("words", {
    "name": Field(text, required=True),
    "class": Field(one_of("verb", "participle", "noun", "adjective", "keyword", "trait"), required=True),
    "past": Field(_SPELLINGS),
    "participle": Field(_SPELLINGS),
    "gerund": Field(_SPELLINGS),
    "plural": Field(_lower_word),
    "value": Field(flag),  # a keyword that takes a number ("Toughness 2")
    "token": Field(flag),  # a noun that names a kind of token or counter
    "verb": Field(flag),  # a noun, adjective or keyword that is also a verb: its verb forms too
})

GENERIC_CARDS = FileSchema("cards", {"name": Field(text, required=True), "text": Field(text)}, open_fields=True)

SCHEMAS: dict[str, dict[str, FileSchema]] = {
    "cards.yaml": {"champions": CHAMPIONS_CARD, "invasion": INVASION_CARD, "brawl": BRAWL_CARD},
    "decks.yaml": {"champions": CHAMPIONS_DECK},
    "errata.yaml": {"invasion": INVASION_ERRATA},
    "lexicon.yaml": {"invasion": INVASION_LEXICON},
}
FALLBACK = {"cards.yaml": GENERIC_CARDS}


def schema_for(file_name: str, game: str) -> FileSchema | None:
    """The schema of spec/<game>/<file_name>, or None when the project has none for it."""
    return SCHEMAS.get(file_name, {}).get(game) or FALLBACK.get(file_name)


def spec_files(game: str) -> list[Path]:
    """Every file of spec/<game>/ besides rules.yaml (which the rules loader checks)."""
    folder = paths.spec_dir(game)
    return sorted(p for p in folder.iterdir() if p.name != "rules.yaml") if folder.is_dir() else []


def check_spec_files(game: str, rule_ids=None) -> list[SpecError]:
    """Every problem in spec/<game>/'s other files; a file without a schema is read as YAML and reported as such."""
    out: list[SpecError] = []
    for path in spec_files(game):
        schema = schema_for(path.name, game)
        if schema is not None:
            out += file_errors(path, schema, game, rule_ids)
            continue
        try:
            read_yaml(path)
        except InputFileError as exc:
            out.append(SpecError(str(path), None, None, exc.message))
    return out
