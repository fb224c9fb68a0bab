"""Champions and action cards as frozen data, loaded from spec/brawl/cards.yaml (`components.boards`,
`components.action-cards`, `card-anatomy`). Every card's text is parsed into the AST of `rulekeeper.text.brawl`;
a text that doesn't parse, or a field the rules don't allow, is a `CardDataError` naming file, entry and field.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from ... import paths
from ...kernel import implements
from ...spec.files import InputFileError, read_yaml
from ...text import CardTextError, parse
from ...text.brawl.ast import Card as CardText

CARDS_PER_CHAMPION = 6  # components.action-cards: "36 Action cards (6 per Champion)"
CHAMPION_FIELDS = {"name", "basic", "levelled", "illustrative"}
SIDE_FIELDS = {"hitpoints", "defence", "movement"}
CARD_FIELDS = {"name", "champion", "core", "number", "text", "illustrative"}
CHALLENGE_FIELDS = {"name", "condition", "illustrative"}
STANDARD_FIELDS = {"name", "text", "illustrative"}
CHALLENGES = 11  # components.challenges: "11 Challenge cards"
# What a challenge asks (ours: the cards' texts are lost): control an area (keyword.control), Champions in the
# Enemy deployment area, levelled-up Champions, bloodied Enemies, Champions next to N statues, control of N areas
CONDITIONS = {"control", "invade", "levelled", "bloodied", "statues", "areas"}


class Core(Enum):
    """The three Cores of Magic (`concepts.cores`); an action card names the one it exhausts."""
    DESTRUCTION = "Destruction"
    CREATION = "Creation"
    MANIPULATION = "Manipulation"


class CardDataError(ValueError):
    """A broken entry of cards.yaml: says file, entry, field."""

    def __init__(self, file: str, entry: str, field: str | None, message: str):
        self.file, self.entry, self.field = file, entry, field
        super().__init__(f"{file}, entry {entry!r}" + (f", field {field!r}" if field else "") + f": {message}")


@dataclass(frozen=True)
class Stats:
    """One side of a Champion card: hitpoints (`hitpoints`), defence (`defence`), movement bonus
    (`activation.movement`)."""
    hitpoints: int
    defence: int
    movement: int = 0


@dataclass(frozen=True)
class Champion:
    """A Champion card: its basic front and levelled-up back (`level-up`)."""
    name: str
    basic: Stats
    levelled: Stats
    illustrative: bool = False


@dataclass(frozen=True)
class ActionCard:
    name: str
    champion: str
    core: Core
    number: int
    text: str
    card: CardText  # the parsed text
    illustrative: bool = False


@dataclass(frozen=True)
class Challenge:
    """A challenge card (`components.challenges`, `scoreboard`): its scoring condition as (kind, value)."""
    name: str
    kind: str
    value: str | int
    illustrative: bool = False


@dataclass(frozen=True)
class StandardAction:
    """A standard action of the player dashboard (`standard-action`): a card text no card carries."""
    name: str
    text: str
    card: CardText
    illustrative: bool = False


def default_path() -> Path:
    return paths.spec_dir("brawl") / "cards.yaml"


def load_cards(path: Path | str | None = None) -> tuple[dict[str, Champion], dict[str, ActionCard]]:
    """Champions and action cards by name; raises CardDataError on the first problem."""
    path = Path(path) if path else default_path()
    file = str(path)
    try:
        raw = read_yaml(path)  # the shared reader: encoding, size, YAML errors, each naming the file
    except InputFileError as exc:
        raise CardDataError(file, "(file)", None, exc.message) from None
    if not isinstance(raw, dict) or raw.get("game") != "brawl":
        raise CardDataError(file, "(top)", "game", "must be a mapping with game: brawl, champions and cards")
    champions = _champions(file, raw.get("champions"))
    return champions, _cards(file, raw.get("cards"), champions)


def load_extras(path: Path | str | None = None) -> tuple[dict[str, Challenge], dict[str, StandardAction]]:
    """The challenge cards and the standard actions of the same file (CardDataError on the first problem)."""
    path = Path(path) if path else default_path()
    file = str(path)
    try:
        raw = read_yaml(path)
    except InputFileError as exc:
        raise CardDataError(file, "(file)", None, exc.message) from None
    if not isinstance(raw, dict):
        raise CardDataError(file, "(top)", None, "must be a mapping with game: brawl, champions and cards")
    return _challenges(file, raw.get("challenges") or []), _standard(file, raw.get("standard_actions") or [])


@implements("components.challenges")
def _challenges(file: str, raw) -> dict[str, Challenge]:
    if not isinstance(raw, list):
        raise CardDataError(file, "challenges", None, "must be a list of challenge cards")
    out: dict[str, Challenge] = {}
    for i, item in enumerate(raw):
        c = _fields(file, f"challenges[{i}]", item, CHALLENGE_FIELDS)
        name = _name(file, f"challenges[{i}]", c["name"])
        cond = c["condition"]
        if name in out:
            raise CardDataError(file, name, "name", "two challenges have this name")
        if not isinstance(cond, dict) or len(cond) != 1 or next(iter(cond)) not in CONDITIONS:
            raise CardDataError(file, name, "condition", f"must be one of {', '.join(sorted(CONDITIONS))}: a value")
        kind, value = next(iter(cond.items()))
        if kind == "control" and value not in {k.value for k in Core}:
            raise CardDataError(file, name, "condition", f"{value!r} is not an area ({', '.join(k.value for k in Core)})")
        if kind != "control":
            value = _whole(file, name, f"condition.{kind}", value, 1)
        out[name] = Challenge(name, kind, value, c.get("illustrative", False))
    if out and len(out) != CHALLENGES:
        raise CardDataError(file, "challenges", None, f"has {len(out)} cards; the box has {CHALLENGES} "
                            "(components.challenges)")
    return out


@implements("standard-action")
def _standard(file: str, raw) -> dict[str, StandardAction]:
    if not isinstance(raw, list):
        raise CardDataError(file, "standard_actions", None, "must be a list of standard actions")
    out: dict[str, StandardAction] = {}
    for i, item in enumerate(raw):
        c = _fields(file, f"standard_actions[{i}]", item, STANDARD_FIELDS)
        name = _name(file, f"standard_actions[{i}]", c["name"])
        if name in out:
            raise CardDataError(file, name, "name", "two standard actions have this name")
        if not isinstance(c["text"], str):
            raise CardDataError(file, name, "text", "must be the action's text")
        try:
            parsed = parse("brawl", c["text"])
        except CardTextError as exc:
            raise CardDataError(file, name, "text", "\n" + str(exc)) from None
        out[name] = StandardAction(name, c["text"], parsed, c.get("illustrative", False))
    return out


def _fields(file: str, entry: str, raw, allowed: set[str]) -> dict:
    if not isinstance(raw, dict):
        raise CardDataError(file, entry, None, f"must be a mapping with {', '.join(sorted(allowed))}")
    unknown = sorted(set(map(str, raw)) - allowed)
    if unknown:
        raise CardDataError(file, entry, unknown[0], f"unknown field (allowed: {', '.join(sorted(allowed))})")
    missing = sorted(allowed - {"illustrative", "movement"} - set(raw))
    if missing:
        raise CardDataError(file, entry, missing[0], "is required")
    if not isinstance(raw.get("illustrative", False), bool):
        raise CardDataError(file, entry, "illustrative", "must be true or false")
    return raw


def _whole(file: str, entry: str, field: str, value, low: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise CardDataError(file, entry, field, f"{value!r} is not a whole number of at least {low}")
    return value


def _name(file: str, entry: str, value) -> str:
    if not isinstance(value, str) or not value.strip():
        raise CardDataError(file, entry, "name", "must be a non-empty text")
    return value


@implements("components.boards")
def _champions(file: str, raw) -> dict[str, Champion]:
    if not isinstance(raw, list) or not raw:
        raise CardDataError(file, "champions", None, "must be a non-empty list of Champions")
    out: dict[str, Champion] = {}
    for i, item in enumerate(raw):
        c = _fields(file, f"champions[{i}]", item, CHAMPION_FIELDS)
        name = _name(file, f"champions[{i}]", c["name"])
        if name in out:
            raise CardDataError(file, name, "name", "two Champions have this name")
        sides = []
        for side in ("basic", "levelled"):
            s = _fields(file, name, c[side], SIDE_FIELDS) if isinstance(c[side], dict) else None
            if s is None:
                raise CardDataError(file, name, side, "must be a mapping with hitpoints, defence, movement")
            sides.append(Stats(_whole(file, name, f"{side}.hitpoints", s["hitpoints"], 1),
                               _whole(file, name, f"{side}.defence", s["defence"], 0),
                               _whole(file, name, f"{side}.movement", s.get("movement", 0), 0)))
        out[name] = Champion(name, sides[0], sides[1], c.get("illustrative", False))
    return out


@implements("components.action-cards", "card-anatomy")
def _cards(file: str, raw, champions: dict[str, Champion]) -> dict[str, ActionCard]:
    if not isinstance(raw, list) or not raw:
        raise CardDataError(file, "cards", None, "must be a non-empty list of action cards")
    out: dict[str, ActionCard] = {}
    for i, item in enumerate(raw):
        c = _fields(file, f"cards[{i}]", item, CARD_FIELDS)
        name = _name(file, f"cards[{i}]", c["name"])
        if name in out:
            raise CardDataError(file, name, "name", "two cards have this name")
        if c["champion"] not in champions:
            raise CardDataError(file, name, "champion", f"{c['champion']!r} is not a Champion of this file")
        core = next((k for k in Core if k.value == c["core"]), None)
        if core is None:
            raise CardDataError(file, name, "core", f"{c['core']!r} is not one of {', '.join(k.value for k in Core)}")
        number = _whole(file, name, "number", c["number"], 1)
        if any(o.number == number for o in out.values()):
            raise CardDataError(file, name, "number", f"card number {number} is taken")
        if not isinstance(c["text"], str):
            raise CardDataError(file, name, "text", "must be the card's text")
        try:
            parsed = parse("brawl", c["text"])
        except CardTextError as exc:
            raise CardDataError(file, name, "text", "\n" + str(exc)) from None
        out[name] = ActionCard(name, c["champion"], core, number, c["text"], parsed, c.get("illustrative", False))
    counts = Counter(card.champion for card in out.values())
    for champion in champions:
        if counts[champion] != CARDS_PER_CHAMPION:
            raise CardDataError(file, champion, "cards", f"has {counts[champion]} action cards; each Champion has "
                                f"{CARDS_PER_CHAMPION} (components.action-cards)")
    return out
