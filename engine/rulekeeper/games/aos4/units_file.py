"""Warscrolls from a path: the corpus format of ../shared/corpus/aos4-units.json (a list of units: name, move,
health, save, control, keywords, weapons, abilities), JSON or YAML. Every characteristic is typed (values.py,
weapon_abilities.py); a bad one is a `UnitsError` naming file, unit and field (core.units.characteristics).
spec/aos4/units.yaml may add `models` (unit size), `base` (base diameter in mm), `ward` ("5+") and `illustrative`.
A unit's `abilities` are names, or abilities written out in the corpus abilities' format ({name, type, timing,
declare, effect, keywords}); `with_abilities` gives the named ones their text from an abilities file
(../shared/corpus/aos4-abilities.json), the unit's own faction's first.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace
from pathlib import Path

from ... import paths
from ...spec.files import InputFileError, read_data
from . import values as V
from . import weapon_abilities as W
from .ability_programs import read as read_ability
from .ability_steps import AbilityText
from .warscrolls import (DEFAULT_BASE_MM, EXTRA_FIELDS, UNIT_FIELDS, WEAPON_FIELDS, WEAPON_TYPES, LoadReport,
                         Spell, UnitsError, Warscroll, Weapon)

def _typed(file, unit, fld, parse, text):
    try:
        return parse(text)
    except ValueError as exc:
        raise UnitsError(file, unit, fld, str(exc)) from None


def _char(file, unit, fld, parse, text):
    """A weapon characteristic: typed, or a reference to an ability."""
    see = V.see_ability(text) if isinstance(text, str) else None
    return see if see else _typed(file, unit, fld, parse, text)


def weapon(file: str, unit: str, raw) -> Weapon:
    if not isinstance(raw, dict) or not isinstance(raw.get("name"), str):
        raise UnitsError(file, unit, "weapons", "each weapon must be a mapping with a 'name'")
    where = f"{unit}' weapon '{raw['name']}"
    extra = set(raw) - WEAPON_FIELDS
    if extra:
        raise UnitsError(file, where, sorted(extra)[0], "unknown weapon field")
    kind = WEAPON_TYPES.get(raw.get("type"))
    if kind is None:
        raise UnitsError(file, where, "type", f"{raw.get('type')!r} is not one of {sorted(WEAPON_TYPES)}")
    if (kind == "ranged") != ("Rng" in raw):
        raise UnitsError(file, where, "Rng", "a ranged weapon has a Range; a melee weapon has none")
    for f in ("Atk", "Hit", "Wnd", "Rnd", "Dmg"):
        if f not in raw:
            raise UnitsError(file, where, f, "missing")
    rng = _typed(file, where, "Rng", V.inches, raw["Rng"]) if kind == "ranged" else None
    if kind == "ranged" and (rng is None or not rng.fixed):
        raise UnitsError(file, where, "Rng", f"{raw['Rng']!r}: a Range is a fixed distance (like 18\")")
    return Weapon(
        name=raw["name"], kind=kind,
        range=rng,
        attacks=_char(file, where, "Atk", V.dice_expr, raw["Atk"]),
        hit=_char(file, where, "Hit", V.roll, raw["Hit"]),
        wound=_char(file, where, "Wnd", V.roll, raw["Wnd"]),
        rend=_char(file, where, "Rnd", V.rend, raw["Rnd"]),
        damage=_char(file, where, "Dmg", V.dice_expr, raw["Dmg"]),
        abilities=W.parse(raw.get("Ability")),
    )


def warscroll(file: str, raw) -> Warscroll:
    """One unit of the corpus format, typed; raises UnitsError (file, unit, field)."""
    if not isinstance(raw, dict) or not isinstance(raw.get("name"), str) or not raw["name"].strip():
        raise UnitsError(file, None, "name", "each unit must be a mapping with a non-empty 'name'")
    name = raw["name"]
    extra = set(raw) - UNIT_FIELDS - EXTRA_FIELDS
    if extra:
        raise UnitsError(file, name, sorted(extra)[0], "unknown field")
    for f in ("move", "health", "save", "control"):
        if f not in raw:
            raise UnitsError(file, name, f, "missing")
    health = _typed(file, name, "health", V.count, raw["health"])
    if not health:
        raise UnitsError(file, name, "health", f"{raw['health']!r}: a unit needs a Health of at least 1")
    keywords = raw.get("keywords") or []
    if not isinstance(keywords, list) or not all(isinstance(k, str) for k in keywords):
        raise UnitsError(file, name, "keywords", "must be a list of strings")
    weapons = raw.get("weapons") or []
    if not isinstance(weapons, list):
        raise UnitsError(file, name, "weapons", "must be a list")
    abilities = raw.get("abilities") or []
    if not isinstance(abilities, list):
        raise UnitsError(file, name, "abilities", "must be a list of ability names or abilities")
    texts = tuple(_ability(file, name, i, a) for i, a in enumerate(abilities) if not isinstance(a, str))
    abilities = [a if isinstance(a, str) else a["name"] for a in abilities]
    models = raw.get("models", 1)
    if not isinstance(models, int) or isinstance(models, bool) or models < 1:
        raise UnitsError(file, name, "models", f"{models!r}: a whole number of models, at least 1")
    base = raw.get("base", DEFAULT_BASE_MM)
    if not isinstance(base, (int, float)) or isinstance(base, bool) or base <= 0:
        raise UnitsError(file, name, "base", f"{base!r}: a base diameter in mm, above 0")
    return Warscroll(
        name=name, faction=str(raw.get("faction") or ""),
        move=_typed(file, name, "move", V.inches, raw["move"]), health=health,
        save=_typed(file, name, "save", V.roll, raw["save"]),
        control=_typed(file, name, "control", V.count, raw["control"]),
        keywords=frozenset(W.normalize(k).upper() for k in keywords),
        weapons=tuple(weapon(file, name, w) for w in weapons), abilities=tuple(abilities), ability_texts=texts,
        models=models, base_mm=float(base),
        ward=_ward(file, name, raw, keywords),
        illustrative=bool(raw.get("illustrative", False)),
        spells=tuple(spell(file, name, "spells", s) for s in _list(file, name, raw, "spells")),
        prayers=tuple(spell(file, name, "prayers", s) for s in _list(file, name, raw, "prayers")),
        banishment=_banishment(file, name, raw.get("banishment")),
    )


ABILITY_FIELDS = {"name", "type", "timing", "declare", "effect", "keywords"}


def _ability(file: str, unit: str, i: int, raw) -> AbilityText:
    """An ability written out in the unit ({name, type, timing, declare, effect, keywords}: the corpus abilities'
    format), with its program or why it has none."""
    where = f"abilities #{i + 1}"
    if not isinstance(raw, dict) or not isinstance(raw.get("name"), str) or not raw["name"].strip():
        raise UnitsError(file, unit, where, "an ability is a name, or a mapping with a non-empty 'name'")
    extra = set(raw) - ABILITY_FIELDS
    if extra:
        raise UnitsError(file, unit, f"{where}.{sorted(extra)[0]}", "unknown field")
    bad = next((k for k in ABILITY_FIELDS if not isinstance(raw.get(k, ""), (str, type(None)))), None)
    if bad:
        raise UnitsError(file, unit, f"{where}.{bad}", "must be text")
    return read_ability(raw)


def _ward(file, name, raw, keywords):
    """The `ward` field, or the corpus's WARD (5+) keyword."""
    if raw.get("ward") is not None:
        return _typed(file, name, "ward", V.roll, raw["ward"])
    for k in keywords:
        m = re.fullmatch(r"WARD \((\d\+)\)", W.normalize(k).upper())
        if m:
            return V.roll(m.group(1))
    return None


def _list(file, name, raw, fld):
    value = raw.get(fld) or []
    if not isinstance(value, list):
        raise UnitsError(file, name, fld, "must be a list")
    return value


def _banishment(file, name, value):
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or not 2 <= value <= 12:
        raise UnitsError(file, name, "banishment", f"{value!r}: a banishment value, 2 to 12")
    return value


SPELL_FIELDS = {"name", "value", "range", "mortal", "heal", "summon"}


def spell(file: str, unit: str, fld: str, raw) -> Spell:
    """One spells/prayers entry: {name, value (casting or chanting value), range, and mortal | heal | summon}."""
    if not isinstance(raw, dict) or not isinstance(raw.get("name"), str):
        raise UnitsError(file, unit, fld, "each entry is a mapping with a 'name'")
    where = f"{unit}' {fld[:-1]} '{raw['name']}"
    extra = set(raw) - SPELL_FIELDS
    if extra:
        raise UnitsError(file, where, sorted(extra)[0], f"unknown field; expected one of {sorted(SPELL_FIELDS)}")
    for f in ("value", "range"):
        if not isinstance(raw.get(f), int) or isinstance(raw.get(f), bool) or raw[f] < 0:
            raise UnitsError(file, where, f, f"{raw.get(f)!r}: a whole number")
    effects = [f for f in ("mortal", "heal", "summon") if raw.get(f) is not None]
    if len(effects) != 1:
        raise UnitsError(file, where, "mortal", "exactly one effect: mortal, heal or summon")
    return Spell(raw["name"], raw["value"], raw["range"],
                 mortal=_typed(file, where, "mortal", V.dice_expr, raw["mortal"]) if "mortal" in effects else None,
                 heal=_typed(file, where, "heal", V.dice_expr, raw["heal"]) if "heal" in effects else None,
                 summon=str(raw["summon"]) if "summon" in effects else None)


def _read(path: Path):
    file = str(path)
    try:
        raw = read_data(path)  # the shared reader: JSON or YAML, encoding, size, each error naming the file
    except InputFileError as exc:
        raise UnitsError(file, None, None, exc.message) from None
    if not isinstance(raw, list):
        raise UnitsError(file, None, None, "must be a list of units")
    return raw


def load_report(path: Path | str) -> LoadReport:
    """Load every unit that loads; collect a UnitsError for each that doesn't (for measuring a corpus)."""
    path = Path(path)
    report = LoadReport(str(path))
    loaded: list[Warscroll] = []
    for raw in _read(path):
        try:
            loaded.append(warscroll(str(path), raw))
        except UnitsError as exc:
            report.failures.append(exc)
    names = Counter(ws.name for ws in loaded)
    for ws in loaded:
        key = ws.name if names[ws.name] == 1 else f"{ws.name} ({ws.faction})"
        if key in report.warscrolls:
            report.failures.append(UnitsError(str(path), key, "name", "a second unit with this name and faction"))
            continue
        report.warscrolls[key] = ws
        for w in ws.weapons:
            report.unknown_abilities.update(a.name for a in w.abilities if isinstance(a, W.Unknown))
            if w.deferred:
                report.deferred_weapons.append(f"{ws.name}: {w.name} ({', '.join(w.deferred)})")
    return report


def load_warscrolls(path: Path | str | None = None) -> dict[str, Warscroll]:
    """All units of a file (default spec/aos4/units.yaml), by name ("name (faction)" for a name that several
    factions carry, as Kragnos); the first bad one raises UnitsError."""
    report = load_report(path or paths.spec_dir("aos4") / "units.yaml")
    if report.failures:
        raise report.failures[0]
    return report.warscrolls


def load_abilities(path: Path | str) -> list[dict]:
    """An abilities file in the corpus format: a list of abilities, each a mapping with a name (UnitsError names
    the file and the entry otherwise)."""
    file = str(path)
    try:
        raw = read_data(Path(path))
    except InputFileError as exc:
        raise UnitsError(file, None, None, exc.message) from None
    if not isinstance(raw, list):
        raise UnitsError(file, None, None, "must be a list of abilities")
    for i, entry in enumerate(raw):
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
            raise UnitsError(file, None, f"entry #{i + 1}", "each ability is a mapping with a 'name'")
    return raw


def with_abilities(warscrolls: dict[str, Warscroll], abilities: list[dict]) -> dict[str, Warscroll]:
    """The warscrolls with the text of each named ability the abilities file has: the entry of the unit's faction
    first, else the first of that name. Abilities written out in the unit stay as they are."""
    by_name: dict = {}
    for entry in abilities:
        low = entry["name"].lower()
        by_name.setdefault((str(entry.get("faction") or ""), low), entry)
        by_name.setdefault(("", low), entry)
    out = {}
    for key, ws in warscrolls.items():
        have = {a.name.lower() for a in ws.ability_texts}
        found = [by_name.get((ws.faction, n.lower())) or by_name.get(("", n.lower())) for n in ws.abilities
                 if n.lower() not in have]
        texts = ws.ability_texts + tuple(read_ability(e) for e in found if e is not None)
        out[key] = replace(ws, ability_texts=texts) if texts != ws.ability_texts else ws
    return out
