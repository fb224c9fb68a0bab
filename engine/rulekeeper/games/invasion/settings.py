"""The core rulebook's *(check)* constants, read from the spec's `meta` (spec/invasion/rules.yaml), never written
in code: a correction of the summary changes the data (core.setup.start, core.setup.mulligan,
core.setup.first-turn, core.deck.size, core.capital.race-symbol)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ...spec.loader import load_game


@dataclass(frozen=True)
class Settings:
    opening_hand: int  # core.setup.start
    mulligans: int  # core.setup.mulligan
    mulligan_hand: int
    first_player_skips: tuple[int, ...]  # core.setup.first-turn: phases the first player skips on turn 1
    min_cards: int  # core.deck.size
    max_cards: int
    capital_symbols: int  # core.capital.race-symbol: race symbols on a capital board that count toward loyalty


def _meta(book, rule_id: str) -> dict[str, str]:
    for entry in book.entries:
        if entry.id == rule_id:
            return entry.meta_dict()
    raise ValueError(f"spec/invasion/rules.yaml has no entry {rule_id!r} (the engine reads its meta)")


def _int(meta: dict, key: str, rule_id: str) -> int:
    try:
        return int(str(meta[key]).strip())
    except (KeyError, ValueError):
        raise ValueError(f"spec/invasion/rules.yaml, entry {rule_id}: meta {key!r} must be a whole number, "
                         f"not {meta.get(key)!r}") from None


@lru_cache(maxsize=1)
def settings() -> Settings:
    book = load_game("invasion")
    start, mull = _meta(book, "core.setup.start"), _meta(book, "core.setup.mulligan")
    first, size = _meta(book, "core.setup.first-turn"), _meta(book, "core.deck.size")
    race = _meta(book, "core.capital.race-symbol")
    skips = tuple(int(x) for x in str(first.get("first_player_skips_phases", "")).replace(",", " ").split())
    counts = str(race.get("capital_symbol_counts_for_loyalty", "yes")).strip().lower() in ("yes", "true", "1")
    return Settings(
        opening_hand=_int(start, "opening_hand", "core.setup.start"),
        mulligans=_int(mull, "mulligans", "core.setup.mulligan"),
        mulligan_hand=_int(mull, "mulligan_hand", "core.setup.mulligan"),
        first_player_skips=skips,
        min_cards=_int(size, "min_cards", "core.deck.size"),
        max_cards=_int(size, "max_cards", "core.deck.size"),
        capital_symbols=_int(race, "capital_race_symbols", "core.capital.race-symbol") if counts else 0,
    )
