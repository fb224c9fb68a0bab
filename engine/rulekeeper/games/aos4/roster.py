"""A roster: two armies, their units and where they stand, as a small YAML (or JSON) file.

    A:
      army: ORDER                      # the grand alliance (battle tactics); optional
      general: Lord-Celestant
      regiments: [{leader: Lord-Celestant, units: [Hammers]}]
      units:
        - {id: Lord-Celestant, at: [20, 5]}
        - {id: Hammers, warscroll: Liberators, at: [25, 5], models: 5}
    B: ...

A unit is placed as in a scenario's position (position.py: `at`, `positions`, or `gap` inches `side` of another
unit). Every mistake is a `RosterError` naming the file, the player, the unit and the field.
"""

from __future__ import annotations

from pathlib import Path

from ...kernel import IllegalAction
from ...spec.files import InputFileError, read_data
from .battle import PLAYERS, Battle
from .position import place_unit

ARMY_FIELDS = {"army", "general", "regiments", "units"}
UNIT_FIELDS = {"id", "warscroll", "at", "positions", "of", "side", "gap", "models"}
ALLIANCES = ("ORDER", "CHAOS", "DEATH", "DESTRUCTION")


class RosterError(ValueError):
    def __init__(self, file: str, where: str | None, message: str):
        self.file, self.where, self.message = file, where, message
        super().__init__(f"{file}{', ' + where if where else ''}: {message}")


def read_roster(path: Path | str) -> dict:
    """The roster's data, its shape checked (not yet its warscrolls)."""
    file = str(path)
    try:
        raw = read_data(Path(path))
    except InputFileError as exc:
        raise RosterError(file, None, exc.message) from None
    if not isinstance(raw, dict) or set(raw) != set(PLAYERS):
        raise RosterError(file, None, "a roster is a mapping with exactly two armies, A and B")
    for p in PLAYERS:
        army = raw[p]
        if not isinstance(army, dict):
            raise RosterError(file, f"army {p}", "must be a mapping with units (and general, regiments, army)")
        extra = set(army) - ARMY_FIELDS
        if extra:
            raise RosterError(file, f"army {p}", f"unknown field {sorted(extra)[0]!r}; expected one of "
                                                 f"{', '.join(sorted(ARMY_FIELDS))}")
        units = army.get("units")
        if not isinstance(units, list) or not units:
            raise RosterError(file, f"army {p}, field 'units'", "a list of at least one unit")
        for i, u in enumerate(units):
            if not isinstance(u, dict) or not isinstance(u.get("id"), str):
                raise RosterError(file, f"army {p}, unit #{i + 1}", "a mapping with an 'id'")
            extra = set(u) - UNIT_FIELDS
            if extra:
                raise RosterError(file, f"army {p}, unit {u['id']!r}", f"unknown field {sorted(extra)[0]!r}")
            if not any(k in u for k in ("at", "positions", "of")):
                raise RosterError(file, f"army {p}, unit {u['id']!r}", "say where it stands: at, positions or of")
        if army.get("army") is not None and army["army"] not in ALLIANCES:
            raise RosterError(file, f"army {p}, field 'army'", f"one of {', '.join(ALLIANCES)}")
    return raw


def deploy(b: Battle, roster: dict, file: str) -> None:
    """Set up both armies of a roster on the battle's battlefield."""
    for p in PLAYERS:
        army = roster[p]
        ids = []
        for u in army["units"]:
            where = f"army {p}, unit {u['id']!r}"
            try:
                place_unit(b, {**u, "player": p}, b.warscrolls)
            except IllegalAction as exc:
                raise RosterError(file, where, exc.message) from None
            except (ValueError, KeyError, TypeError) as exc:
                raise RosterError(file, where, str(exc).strip("'\"")) from None
            ids.append(u["id"])
        general = army.get("general", ids[0])
        if general not in ids:
            raise RosterError(file, f"army {p}, field 'general'", f"{general!r} is not one of its units")
        regiments = army.get("regiments") or [{"leader": general, "units": [x for x in ids if x != general]}]
        for r in regiments:
            names = [r.get("leader"), *r.get("units", [])] if isinstance(r, dict) else [None]
            if any(n not in ids for n in names):
                raise RosterError(file, f"army {p}, field 'regiments'", f"{r!r} names a unit the army does not have")
        b.general[p] = general
        b.regiments[p] = [{"leader": r["leader"], "units": list(r.get("units", []))} for r in regiments]
        b.alliance[p] = army.get("army")
