"""Champions cards as frozen data, loaded from spec/champions/cards.yaml (2.4 card types, 2.5 categories).

Every card's text is parsed into the typed AST of `rulekeeper.text.champions.ast`; a card that doesn't parse, or a
field the rules don't allow (a Realm tag on a Unit, 2.14.5a; corners on an Ability, 2.5.3.3), is a `CardDataError`
naming the file, the card and the field.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from ... import paths
from ...kernel import implements
from ...spec.files import InputFileError, read_yaml
from ...spec.schema import entry_errors
from ...spec.schemas import CHAMPIONS_CARD
from ...text import CardTextError, parse
from ...text.champions.ast import REALM_TAGS, TAGS, CardText, Kind, Objective, ObjectiveKind


class Category(Enum):
    CHAMPION = "Champion"  # 2.4.1
    UNIT = "Unit"  # 2.5.1
    SPELL = "Spell"  # 2.5.2
    ABILITY = "Ability"  # 2.5.3
    BLESSING = "Blessing"  # 2.4.2


# the card types a card's text names (2.14.1: "Unit", "Spell" ... ; "card": an Action card, 6.2) -> categories
KIND_CATEGORIES = {Kind.CHAMPION: (Category.CHAMPION,), Kind.UNIT: (Category.UNIT,), Kind.SPELL: (Category.SPELL,),
                   Kind.ABILITY: (Category.ABILITY,), Kind.BLESSING: (Category.BLESSING,),
                   Kind.CARD: (Category.UNIT, Category.SPELL, Category.ABILITY)}


class Alliance(Enum):
    """2.3.1 the four Alliances; 2.3.3 Unaligned."""
    CHAOS = "Chaos"
    DEATH = "Death"
    DESTRUCTION = "Destruction"
    ORDER = "Order"
    UNALIGNED = "Unaligned"


class ChampionClass(Enum):
    """2.4.1.2 Warrior plays Units, Wizard plays Spells, Warrior-Wizard both."""
    WARRIOR = "Warrior"
    WIZARD = "Wizard"
    WARRIOR_WIZARD = "Warrior-Wizard"


class Permission(Enum):
    """2.5.3.2 which class of Champion may play an Ability."""
    WARRIOR = "Warrior"
    WIZARD = "Wizard"
    ANY = "Any"


class Duration(Enum):
    """2.4.2.2a a Blessing is Instant or Passive."""
    INSTANT = "Instant"
    PASSIVE = "Passive"


class Rotation(Enum):
    """The rotation symbol of a corner: circular = Smooth (2.5.1.9), irregular = Clunky (2.5.1.11), none = Exhausts."""
    SMOOTH = "smooth"
    CLUNKY = "clunky"
    NONE = "none"


@dataclass(frozen=True)
class Corner:
    """One corner (2.5.1.5): its rotation symbol and its value; `x` = an X corner (inactive, and X is not 0: 6.2.x)."""
    rotation: Rotation
    value: int | None = None
    x: bool = False

    def __str__(self) -> str:
        v = "X" if self.x else ("" if self.value is None else str(self.value))
        return f"{self.rotation.value} {v}".strip()


@dataclass(frozen=True)
class Card:
    """A Champions card. Fields that don't apply to a category are None / empty."""
    name: str
    category: Category
    alliance: Alliance
    text: str
    abilities: CardText
    tags: tuple[str, ...] = ()
    illustrative: bool = False
    champion_class: ChampionClass | None = None  # Champions (2.4.1.1e)
    cost: int | None = None  # Champions (2.4.1.1d)
    unique: bool = False  # Champions (2.1.1.1)
    health_modifier: int | None = None  # Champions (2.4.1.1d, 3.2.2.7)
    objectives: tuple[Objective, ...] = ()  # Champions: the 4 Quest Objectives (2.6.1)
    permission: Permission | None = None  # Abilities (2.5.3.2)
    duration: Duration | None = None  # Blessings (2.4.2.1d)
    corners: tuple[Corner, ...] = ()  # Units, Spells, Blessings (2.4.3.1c, 2.4.2.1c)

    @property
    def is_action(self) -> bool:
        """2.4.3 Units, Spells and Abilities are Action cards."""
        return self.category in (Category.UNIT, Category.SPELL, Category.ABILITY)

    @property
    def permanent(self) -> bool:
        """2.4.2.2d a Passive Blessing with no rotation symbol in its corners is Permanent."""
        return self.duration is Duration.PASSIVE and all(c.rotation is Rotation.NONE for c in self.corners)

    @property
    @implements("2.14.5b")
    def realm(self) -> str | None:
        """2.14.5 the card's Realm tag, if any: one of the two, AQSHY and GHYRAN (2.14.5b, ast.REALM_TAGS)."""
        return next((t for t in self.tags if t in REALM_TAGS), None)


class CardDataError(ValueError):
    """A card entry the rules don't allow: says file, card, field (a file that isn't a card file: just the file)."""

    def __init__(self, where: str, name: str | None, field: str | None, message: str):
        self.where, self.name, self.field = where, name, field
        parts = [f"card {name!r}"] * (name is not None) + [f"field {field!r}"] * bool(field)
        super().__init__(": ".join([where, ", ".join(parts), message] if parts else [where, message]))


def default_path() -> Path:
    return paths.spec_dir("champions") / "cards.yaml"


FIELDS = set(CHAMPIONS_CARD.fields)  # the schema of a card entry (spec/schemas.py), checked before anything else


def load_entries(path: Path | str | None = None) -> list[dict]:
    path = Path(path) if path else default_path()
    try:
        data = read_yaml(path)
    except InputFileError as exc:
        raise CardDataError(str(path), None, None, exc.message) from None
    entries = data.get("cards") if isinstance(data, dict) else data
    if not isinstance(entries, list):
        raise CardDataError(str(path), None, "cards", "expected a list of cards")
    return entries


def load_cards(path: Path | str | None = None) -> dict[str, Card]:
    """Every card of the file by name; raises CardDataError on the first bad entry."""
    where = str(path or default_path())
    cards: dict[str, Card] = {}
    for i, entry in enumerate(load_entries(path)):
        card = card_from_entry(entry, where, i)
        if card.name in cards:
            raise CardDataError(where, card.name, "name", "the same name appears twice")
        cards[card.name] = card
    return cards


def _enum(enum, value, where, name, field):
    for member in enum:
        if str(value).lower() == member.value.lower():
            return member
    raise CardDataError(where, name, field, f"{value!r} is not one of {', '.join(m.value for m in enum)}")


def _int(value, where, name, field) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise CardDataError(where, name, field, f"{value!r} is not a whole number")
    return value


def _corner(raw, where, name) -> Corner:
    words = str(raw).split()
    if not 1 <= len(words) <= 2:
        raise CardDataError(where, name, "corners", f"{raw!r}: expected '<smooth|clunky|none> [value|X]'")
    rotation = _enum(Rotation, words[0], where, name, "corners")
    if len(words) == 1:
        return Corner(rotation)
    if words[1] == "X":
        return Corner(rotation, x=True)
    if not words[1].isdigit():
        raise CardDataError(where, name, "corners", f"{raw!r}: a corner value is a number or X")
    return Corner(rotation, int(words[1]))


def _objective(raw, where, name) -> Objective:
    for kind in ObjectiveKind:
        if raw == kind.value:
            return Objective(kind)
    words = str(raw).split()
    if len(words) == 3 and words[0] == "Deploy" and words[2] == "Unit" and words[1] in TAGS:
        return Objective(ObjectiveKind.DEPLOY_UNIT, words[1])
    raise CardDataError(where, name, "objectives", f"{raw!r} is not a Quest Objective (2.6.3): "
                        + ", ".join(k.value for k in ObjectiveKind) + ", or 'Deploy <TAG> Unit'")


@implements("2.3.1", "2.3.3", "2.14.2", "2.14.5a")
def card_from_entry(entry: dict, where: str = "cards.yaml", index: int = 0) -> Card:
    """One card entry -> a Card; CardDataError names the file, the card and the field."""
    problems = entry_errors(CHAMPIONS_CARD, entry, where, index)
    if problems:  # the first, as the card loader stops at the first problem (`spec check` lists them all)
        p = problems[0]
        raise CardDataError(where, p.entry, p.field, p.message)
    name = entry["name"]
    get = entry.get
    category = _enum(Category, get("category"), where, name, "category")
    alliance = _enum(Alliance, get("alliance", "Unaligned"), where, name, "alliance")
    text = str(get("text") or "")
    try:
        abilities = parse("champions", text) if text.strip() else CardText()
    except CardTextError as exc:
        raise CardDataError(where, name, "text", str(exc)) from None
    tags = tuple(get("tags") or ())
    for tag in tags:
        if tag not in TAGS:
            raise CardDataError(where, name, "tags", f"{tag!r} is not a tag (2.14.2)")
        if tag in REALM_TAGS and category not in (Category.SPELL, Category.BLESSING):
            raise CardDataError(where, name, "tags", f"Realm tag {tag} exists only on Spells and Blessings (2.14.5a)")
    fields: dict = {}
    if category is Category.CHAMPION:
        objectives = tuple(_objective(o, where, name) for o in get("objectives") or ())
        if len(objectives) != 4:
            raise CardDataError(where, name, "objectives", "a Champion has 4 Quest Objectives (2.6.1)")
        fields.update(champion_class=_enum(ChampionClass, get("class"), where, name, "class"),
                      cost=_int(get("cost", 0), where, name, "cost"), unique=bool(get("unique", False)),
                      health_modifier=_int(get("health", 0), where, name, "health"), objectives=objectives)
    if category is Category.ABILITY:
        fields["permission"] = _enum(Permission, get("permission", "Any"), where, name, "permission")
        if get("corners"):
            raise CardDataError(where, name, "corners", "Ability cards never have Corner Values (2.5.3.3)")
    if category is Category.BLESSING:
        fields["duration"] = _enum(Duration, get("duration"), where, name, "duration")
    if category in (Category.UNIT, Category.SPELL, Category.BLESSING):
        corners = tuple(_corner(c, where, name) for c in get("corners") or ())
        if category is not Category.BLESSING and len(corners) != 4:
            raise CardDataError(where, name, "corners", "a Unit or Spell lists its 4 corners (2.4.3.1c)")
        if corners and len(corners) != 4:
            raise CardDataError(where, name, "corners", "list all 4 corners, or none")
        fields["corners"] = corners
    return Card(name=name, category=category, alliance=alliance, text=text, abilities=abilities, tags=tags,
                illustrative=bool(get("illustrative", False)), **fields)
