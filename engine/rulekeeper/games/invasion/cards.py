"""Cards: the printed stats (core.cards.*) and what the engine carries out of their typed text.

A card's text is parsed and typed by the Invasion card-text language (rulekeeper.text.invasion and its
semantics); this increment runs the abilities that are keywords and restrictions: Toughness N, Counterstrike N, Scout, Limited (core.effects.limited),
"<Zone> only." (core.effects.zone-only), "Order/Destruction only." and "<Race> only." / "Non-<Race> only." (deck
rules, deck.py), "Limit one Hero per zone."
(core.effects.limit-one-hero-per-zone), each optionally behind a zone prefix (core.effects.zone-prefix). A card
is `runnable` when the engine carries out every ability it has and plays its type (unit, support, tactic, quest,
legend: PLAYED); `why` says what stops the others.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ... import paths
from ...kernel.rules import runnable_report as runnable_counts
from ...spec.files import InputFileError, read_data
from ...text import CardTextError, parse
from ...text.invasion.semantics import KeywordAbility, LimitPerZone, PlayRestriction, SemanticError, Traits, interpret
from .errata import ErrataDataError, correct

ZONES = ("kingdom", "quest", "battlefield")
ORDER, DESTRUCTION = ("Empire", "Dwarf", "High Elf"), ("Orc", "Chaos", "Dark Elf")
PLAYED = ("Unit", "Support", "Tactic", "Quest", "Legend")  # the card types the engine plays (capital.py, windows.py)
FULCRUM_WHY = ("a fulcrum (not a deck card): the Cataclysm format that puts fulcrums in play (channeling, dominance) "
               "is not played, only what the FAQ rules of fulcrums in combat (fulcrums.py)")
RUN_KEYWORDS = {"toughness", "counterstrike", "scout", "limited", "ambush", "necromancy", "savage", "feared"}
_ONLY_ZONES = {"kingdom": "kingdom", "quest": "quest", "quest zone": "quest", "battlefield": "battlefield"}


class CardDataError(ValueError):
    """A card entry the engine can't read (file, card and field named)."""


@dataclass(frozen=True)
class Card:
    name: str
    type: str  # Unit | Support | Tactic | Quest | Legend | ...
    race: str  # Empire ... | Neutral
    cost: int
    loyalty: int
    power: int
    health: int  # hit points (units); 0 for cards without
    zone_power: tuple[int, ...] = ()  # a legend's power icons in the kingdom, quest zone, battlefield (legends.py)
    traits: tuple[str, ...] = ()
    text: str = ""
    unique: bool = False
    keywords: tuple[tuple[str, int, str | None], ...] = ()  # (keyword, value, zone prefix or None)
    only: str | None = None  # "<Zone> only." (core.effects.zone-only)
    faction_only: str | None = None  # "Order only." / "Destruction only." (core.deck.factions)
    race_only: tuple = ()  # ("Wood Elf", True) for "Wood Elf only.", ("Dwarf", False) for "Non-Dwarf only." (deck.py)
    hero_limit: bool = False  # "Limit one Hero per zone."
    abilities: tuple = ()  # the typed abilities (rulekeeper.text.invasion.semantics), in printed order
    program: object = None  # abilities.program.Reading: what the interpreter runs of them
    x_cost: object = None  # a printed cost of X its own text defines (abilities.amounts.Measure, faq.48)
    why: str = ""  # why the engine can't run it ("" = runnable)
    printed: str = ""  # the text as the card file gives it, before the FAQ's errata (errata.py)
    errata: tuple[str, ...] = ()  # the errata that changed the card (rule ids)

    @property
    def runnable(self) -> bool:
        return not self.why

    @property
    def unit(self) -> bool:
        return self.type == "Unit"

    @property
    def faction(self) -> str | None:
        """Order or Destruction by race; a neutral card's "Order only." / "Destruction only." binds it too."""
        if self.race in ORDER:
            return "Order"
        return "Destruction" if self.race in DESTRUCTION else self.faction_only

    def keyword(self, name: str, zone: str | None = None) -> int:
        """The total of a keyword that works in `zone` (a zone-prefixed one only there); Scout/Limited count 1."""
        return sum(v for k, v, z in self.keywords if k == name and (z is None or z == zone))


def _number(value, where: str, name: str, default: int | None = None) -> int:
    if value is None and default is not None:
        return default
    if isinstance(value, bool) or not isinstance(value, int):
        raise CardDataError(f"{where}: field {name!r} must be a whole number, not {value!r}")
    return value


def _zone_power(value, at: str) -> tuple[int, ...]:
    """A legend's `zone_power: [kingdom, quest, battlefield]` (absent: its `power` in every zone)."""
    if value is None:
        return ()
    if not (isinstance(value, list) and len(value) == 3 and all(isinstance(v, int) and v >= 0 for v in value)):
        raise CardDataError(f"{at}: field 'zone_power' is [kingdom, quest, battlefield] power icons, not {value!r}")
    return tuple(value)


@dataclass
class _Reading:
    keywords: list = field(default_factory=list)
    only: str | None = None
    faction_only: str | None = None
    race_only: tuple = ()
    hero_limit: bool = False
    abilities: tuple = ()
    program: object = None
    why: list = field(default_factory=list)


def _read_text(text: str, name: str = "") -> _Reading:
    """What the engine runs of a card's typed abilities (rulekeeper.text.invasion.semantics); the rest -> `why`."""
    out = _Reading()
    if not text.strip():
        return out
    try:
        tree = parse("invasion", text)
        abilities = interpret(tree)
    except CardTextError as exc:
        out.why.append(f"text does not parse: {str(exc).splitlines()[0]}")
        return out
    except SemanticError as exc:
        out.why.append(f"text is not typed: {str(exc).splitlines()[0]}")
        return out
    from . import legends, quests  # noqa: F401  (the quests' own sentences; "a legend" in card text)
    from . import blanking, deck_bottom, revealing, treating  # noqa: F401  (constant effects read as extras)
    from . import effect_attacks  # noqa: F401  (an attack a card effect allows: after quests, on top of its handlers)
    from . import any_time  # noqa: F401  ("play this unit ... any time you could take an action": a constant read)
    from . import obligations  # noqa: F401  (units that must attack or defend: a constant read, a lasting effect)
    from .abilities.objects import Unsupported
    from .abilities.program import read
    abilities = quests.normalize(abilities)
    from .abilities.turn_may import normalize as turn_may
    abilities = turn_may(abilities)  # "While ..., you may ... at the beginning of your turn.": a Forced effect
    from .abilities.surviving import normalize
    abilities = normalize(abilities)  # "If this unit survives combat, ...": a triggered constant effect
    from .abilities.gained import normalize as gained
    abilities = gained(abilities, name)  # "If you control a legend, this unit gains "Action: ..."": that Action
    from .abilities.attached_this import normalize as attached_this
    abilities = attached_this(abilities)  # an Attachment's "this unit": the unit it is attached to
    out.abilities = abilities
    try:
        out.program = read(abilities, name, _printed_constants(tree))
    except Unsupported as exc:
        out.why.append(f"not carried out yet: {exc}")
    from .abilities.lowering_costs import refusal
    floor = refusal(tree, out.program, name)  # "(to a minimum of 1)": a reminder the typed text does not keep
    if floor:
        out.why.append(f"not carried out yet: {floor}")
    if _exclusion(tree):  # "return target card (other than an Arcane Power) ...": not reminder text
        out.why.append(f"not carried out yet: an exclusion in a parenthesis ({_exclusion(tree)})")
    for ability in abilities:
        if isinstance(ability, KeywordAbility):
            kw = ability.keyword
            value = 1 if kw.value is None else getattr(kw.value, "value", None)
            if value == "X" and out.program is not None and kw.name in out.program.x_keywords:
                continue  # "Toughness X. X is ...": a constant effect (abilities/passive.py)
            if kw.name not in RUN_KEYWORDS or not isinstance(value, int):
                out.why.append(f"keyword {kw.name} is not carried out yet")
            else:
                out.keywords.append((kw.name, value, ability.zone))
        elif isinstance(ability, PlayRestriction) and ability.zone is None and ability.only in _ONLY_ZONES:
            out.only = _ONLY_ZONES[ability.only]
        elif isinstance(ability, PlayRestriction) and ability.only in ("order", "destruction"):
            out.faction_only = ability.only.capitalize()
        elif isinstance(ability, PlayRestriction) and ability.zone is None and ability.only not in _ONLY_ZONES:
            negated = ability.only.startswith("non-")  # "Non-Dwarf only.", "Wood Elf only.": a deck rule (deck.py)
            out.race_only = (ability.only[4 if negated else 0:].title(), not negated)
        elif isinstance(ability, LimitPerZone) and ability.what == "hero" and ability.per == "zone":
            out.hero_limit = True
        elif isinstance(ability, LimitPerZone) and ability.per == "deck" and ability.count:
            pass  # "Limit N per deck." is a deck-building rule: `deck check` counts it (deck.per_deck); nothing in play
        elif isinstance(ability, (KeywordAbility, PlayRestriction, LimitPerZone)):
            out.why.append(f"the restriction {type(ability).__name__} ({getattr(ability, 'only', '')}) is not carried "
                           "out yet")
    return out


def _printed_constants(tree) -> set[int]:
    """The numbers (in `interpret`'s order) of the abilities printed without "Action:"/"Forced:": a trigger among
    them is a triggered Constant effect (timing.A.1), which the typed meaning tells apart from Forced no more."""
    from ...text.invasion import ast as A
    from ...text.invasion.semantics.abilities import ability
    at, out = 0, set()
    for ab in tree.abilities:
        if isinstance(ab.body, (A.LimitLine, A.ReminderLine)):
            continue
        n = len(ability(ab.body, ab.zone.zone if ab.zone is not None else None))
        if isinstance(ab.body, A.Constant):
            out.update(range(at, at + n))
        at += n
    return out


def card_from_entry(entry, where: str) -> Card:
    """One card entry (spec/invasion/cards.yaml or the corpus JSON: the same field names)."""
    if not isinstance(entry, dict) or not isinstance(entry.get("name"), str) or not entry["name"].strip():
        raise CardDataError(f"{where}: a card is a mapping with at least a 'name'")
    name = entry["name"]
    at = f"{where}, card {name!r}"
    kind = entry.get("type")
    if kind is None and (entry.get("stats_known") is False or entry.get("stub")):
        kind = "Unknown"  # a card named by the FAQ whose stats we don't have: kept, never played
    if not isinstance(kind, str):
        raise CardDataError(f"{at}: field 'type' must be a card type (Unit, Support, Tactic ...), not {kind!r}")
    printed = entry.get("text") or ""
    if not isinstance(printed, str):
        raise CardDataError(f"{at}: field 'text' must be text, not {printed!r}")
    from .abilities.effects import CHOSEN_X
    if kind == "Tactic" and entry.get("cost") in ("X", "x"):
        CHOSEN_X.add(name)  # a tactic's X is chosen as it is played (terms.the-letter-x), unless its text says
    else:
        CHOSEN_X.discard(name)
    try:
        corrected = correct(name, printed, bool(entry.get("unique")))  # the FAQ's errata: the text that plays
    except ErrataDataError as exc:
        raise CardDataError(str(exc)) from None
    text = corrected.text
    from .abilities import to_deck
    to_deck.NAMES.discard(name)
    reading = _read_text(text, name)
    why = list(reading.why)
    cost = entry.get("cost", 0)
    if kind == "Fulcrum" and cost is None:
        cost = 0  # a fulcrum has no cost: it is never played (fulcrums.py)
    x_cost = None
    if cost in ("X", "x"):
        cost = 0  # terms.the-letter-x: X is 0 unless a card, effect or player choice says otherwise
        x_cost = _x_cost(reading, name, why)  # ... such as the card's own "X is ..." (faq.48)
        if x_cost is not None:
            from .abilities.effects import CHOSEN_X
            CHOSEN_X.discard(name)
    if not isinstance(cost, int) or isinstance(cost, bool):
        why.insert(0, f"cost {cost!r} is not a number")
        cost = 0
    traits = tuple(t.strip() for t in str(entry.get("traits") or "").replace(",", ".").split(".") if t.strip())
    for line in (ab for ab in reading.abilities if isinstance(ab, Traits)):  # "Epic Spell." printed in the text
        if line.trait not in traits:
            why.append(f"the text's trait line {line.trait!r} is not among the card's traits {traits!r}")
    if kind == "Tactic" and reading.program is not None and not reading.program.actions:
        why.insert(0, "a tactic without an Action: ability")
    elif kind == "Tactic" and reading.program is not None and (reading.program.forced or reading.program.constants):
        why.insert(0, "a tactic with abilities other than its Action")
    elif kind != "Tactic" and name in to_deck.NAMES:
        why.insert(0, "putting this card on top of the deck from play (only a tactic's own, from the discard pile)")
    elif kind == "Fulcrum":
        why.insert(0, FULCRUM_WHY)
    elif kind not in PLAYED:
        why.insert(0, f"{kind.lower()} cards are not played yet")
    elif "Attachment" in traits and (reading.program is None or reading.program.attach is None) and not why:
        why.insert(0, "an attachment without 'Attach to ...' text the engine reads")
    elif "Attachment" not in traits and reading.program is not None and reading.program.attach is not None:
        why.insert(0, "'Attach to ...' on a card that is not an Attachment")
    elif kind != "Unit" and _this_unit(reading.abilities):
        why.insert(0, f"'this unit' in the text of a {kind.lower()} card (the unit it means is not read)")
    health = entry.get("health")
    power = entry.get("power")
    if kind == "Unit" and not (isinstance(health, int) and health > 0):
        why.insert(0, f"hit points {health!r} are not a number")
    elif kind == "Legend" and not (isinstance(health, int) and health > 0):
        why.insert(0, f"a legend whose hit points the card data does not give ({health!r})")
    elif kind == "Legend" and entry.get("zone_power") is None and not (isinstance(power, int) and power >= 0):
        why.insert(0, f"a legend whose power icons the card data does not give ({power!r})")
    return Card(
        name=name, type=kind, race=str(entry.get("race") or "Neutral"), cost=cost,
        loyalty=_number(entry.get("loyalty"), at, "loyalty", 0), zone_power=_zone_power(entry.get("zone_power"), at),
        power=power if isinstance(power, int) and power > 0 else 0,
        health=health if isinstance(health, int) and health > 0 else 0,
        traits=traits, text=text, unique=corrected.unique, keywords=tuple(reading.keywords),
        only=reading.only, faction_only=reading.faction_only, race_only=reading.race_only,
        hero_limit=reading.hero_limit,
        abilities=reading.abilities, program=reading.program, x_cost=x_cost, why="; ".join(why),
        printed=printed, errata=corrected.errata)


def _exclusion(tree) -> str:
    """The text of a parenthesis inside a sentence that excludes cards ("(other than an Arcane Power)"): the
    semantic layer reads such a parenthesis as reminder text, so the engine can't carry it out ("" if none)."""
    import dataclasses

    from ...text.invasion import ast as A
    from ...text.invasion.fmt import join, tokens

    def walk(n):
        if isinstance(n, A.Aside):
            yield join(tokens(n))
        elif dataclasses.is_dataclass(n):
            for f in dataclasses.fields(n):
                yield from walk(getattr(n, f.name))
        elif isinstance(n, (tuple, list)):
            for x in n:
                yield from walk(x)
    return next((t for t in walk(tree) if t.lower().startswith("(other than")), "")


def _this_unit(abilities) -> bool:
    """Whether the typed text names "this unit" (outside the quoted abilities it gives): on a card that is not a
    unit ("deal 1 damage to this unit" on an attachment) the engine would read the card itself."""
    import dataclasses

    from ...text.invasion.semantics import effects as E
    from ...text.invasion.semantics.nodes import Objects

    def walk(n):
        if isinstance(n, Objects) and n.ref == "this" and tuple(n.kind) == ("unit",):
            return True
        if isinstance(n, (E.GainAbility, E.CountsAsWithText)):
            return False
        if dataclasses.is_dataclass(n):
            return any(walk(getattr(n, f.name)) for f in dataclasses.fields(n))
        return isinstance(n, (tuple, list)) and any(walk(x) for x in n)
    return walk(abilities)


def _x_cost(reading: _Reading, name: str, why: list):
    """The measure of "X is ..." for a card whose printed cost is X (None: X is 0); `why` if it can't be counted."""
    x = getattr(reading.program, "x", None)
    if x is None:
        return None
    from .abilities.amounts import measure
    from .abilities.objects import Unsupported
    try:
        return measure(x.value, name)
    except Unsupported as exc:
        why.append(f"not carried out yet: a cost of X: {exc}")
        return None


def default_path() -> Path:
    return paths.spec_dir("invasion") / "cards.yaml"


def load_cards(path: str | Path | None = None) -> dict[str, Card]:
    """Cards by name from a cards.yaml (`cards:` list) or a corpus JSON (a list of entries)."""
    path = Path(path) if path else default_path()
    try:
        data = read_data(path)  # the shared reader: JSON or YAML, encoding, size, each error naming the file
    except InputFileError as exc:
        raise CardDataError(str(exc)) from None
    entries = data.get("cards") if isinstance(data, dict) else data
    if not isinstance(entries, list):
        raise CardDataError(f"{path}: expected a list of cards (or a mapping with 'cards')")
    pool: dict[str, Card] = {}
    for i, entry in enumerate(entries):
        card = card_from_entry(entry, f"{path}, entry {i + 1}")
        pool.setdefault(card.name, card)
    return pool


def runnable_report(pool: dict[str, Card]) -> dict:
    """For `cards check`: how many cards the engine can run (every ability carried out), and the biggest groups
    of the others by their first reason (kernel.rules.runnable_report)."""
    return runnable_counts((bool(c.text.strip()), c.runnable, c.why.split(";")[0]) for c in pool.values())
