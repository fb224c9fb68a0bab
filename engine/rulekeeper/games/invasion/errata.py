"""The FAQ's errata, applied when a card is loaded (errata, errata.general.most-recent-printing): the corrected
text is the text that plays, whatever printing a card file holds.

What each erratum says is rules.yaml data (meta.corrected_text, adds_keyword, old_wording / new_wording); where it
goes in a printed text is spec/invasion/errata.yaml (`applies`). Nothing of a card's wording is written here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ... import paths
from ...kernel import implements, implements_each
from ...spec.loader import load_game
from ...spec.schema import file_errors
from ...spec.schemas import schema_for
from ...spec.files import read_yaml

_DOTS = re.compile(r"^\s*(\.\.\.|…)\s*|\s*(\.\.\.|…)\s*$")
_SLOT = re.compile(r"\\\[(\w+)\\\]")  # "[faction]" in an escaped old wording


class ErrataDataError(ValueError):
    """spec/invasion/errata.yaml or the rules.yaml entry it names can't be applied (file, erratum, field named)."""


@dataclass(frozen=True)
class Erratum:
    id: str
    card: str | None  # the FAQ's card name (None for a general erratum)
    printed_name: str | None
    applies: str
    wording: str = ""  # the corrected wording, the FAQ's "..." dropped
    replaces: str = ""
    keyword: str | None = None
    rewrites: tuple[tuple[re.Pattern, str], ...] = ()
    on_cards_with: str | None = None


@dataclass(frozen=True)
class Corrected:
    text: str
    unique: bool
    errata: tuple[str, ...]  # the ids that changed the card, in the order applied


def _rewrites(eid: str, meta: dict) -> tuple[tuple[re.Pattern, str], ...]:
    old, new = meta.get("old_wording"), meta.get("new_wording")
    if not old or not new:
        raise ErrataDataError(f"rules.yaml, {eid}: a general erratum needs meta.old_wording and meta.new_wording")
    out = []
    for wording in (w.strip() for w in old.split("|")):
        pattern = _SLOT.sub(lambda m: rf"(?P<{m.group(1)}>[\w'-]+(?: [\w'-]+)?)", re.escape(wording))
        out.append((re.compile(rf"\b{pattern}\b", re.IGNORECASE), new))
    return tuple(out)


@lru_cache(maxsize=1)
def errata() -> tuple[Erratum, ...]:
    """Every erratum of errata.yaml, in its order, with the FAQ's words from rules.yaml."""
    path = paths.spec_dir("invasion") / "errata.yaml"
    book = load_game("invasion")
    problems = file_errors(path, schema_for("errata.yaml", "invasion"), "invasion", {e.id for e in book.entries})
    if problems:
        raise ErrataDataError("; ".join(str(p) for p in problems))
    entries = {e.id: e for e in book.entries}
    out = []
    for raw in read_yaml(path)["errata"]:
        eid, applies = raw["erratum"], raw["applies"].lower()
        meta = entries[eid].meta_dict()
        where = f"{path}, erratum {eid}"
        if applies == "rewrite":
            out.append(Erratum(eid, None, None, applies, rewrites=_rewrites(eid, meta),
                               on_cards_with=raw.get("on_cards_with")))
            continue
        if not meta.get("card"):
            raise ErrataDataError(f"{where}: rules.yaml gives no meta.card for it")
        wording = _DOTS.sub("", meta.get("corrected_text", ""))
        if applies in ("whole", "replaces", "start") and not wording:
            raise ErrataDataError(f"{where}: 'applies: {applies}' needs meta.corrected_text in rules.yaml")
        if applies == "replaces" and not raw.get("replaces"):
            raise ErrataDataError(f"{where}: field 'replaces' names the printed wording the correction replaces")
        if applies == "keyword" and not meta.get("adds_keyword"):
            raise ErrataDataError(f"{where}: 'applies: keyword' needs meta.adds_keyword in rules.yaml")
        out.append(Erratum(eid, meta["card"], raw.get("printed_name"), applies, raw.get("with") or wording,
                           raw.get("replaces", ""), meta.get("adds_keyword")))
    return tuple(out)


@lru_cache(maxsize=1)
def _by_card() -> dict[str, tuple[Erratum, ...]]:
    out: dict[str, list[Erratum]] = {}
    for e in errata():
        for name in {e.card, e.printed_name} - {None}:
            out.setdefault(name, []).append(e)
    return {k: tuple(v) for k, v in out.items()}


def _sentence(wording: str) -> str:
    return wording if wording.endswith((".", ".)", "?", "!")) else wording + "."


def _card_erratum(e: Erratum, text: str) -> str:
    """The text with one card erratum applied (unchanged when it already reads so, or never carried the wording)."""
    if e.applies == "whole":
        return e.wording
    if e.applies == "replaces":
        if e.replaces not in text:
            text = " ".join(text.split())  # a printing spaced otherwise (no-break spaces, doubled spaces)
        return text.replace(e.replaces, e.wording, 1) if e.replaces in text else text
    if e.applies == "start":
        lead = _sentence(e.wording)
        return text if text.startswith(lead) else f"{lead} {text}".strip()
    return text


def _with_keyword(keyword: str, text: str) -> str:
    if re.search(rf"(^|\.\s+){re.escape(keyword)}\.", text, re.IGNORECASE):
        return text
    return f"{keyword}. {text}".strip()


def _rewrite(e: Erratum, text: str) -> str:
    if e.on_cards_with and e.on_cards_with.lower() not in text.lower():
        return text

    def put(new: str, m: re.Match) -> str:
        out = new
        for slot, word in m.groupdict().items():
            out = out.replace(f"[{slot}]", word)
        return out[0].upper() + out[1:] if m.group(0)[0].isupper() else out

    for pattern, new in e.rewrites:
        text = pattern.sub(lambda m, new=new: put(new, m), text)
    return text


# errata that change what the engine enforces of any card, whatever its text: the Limited keyword
# (core.effects.limited), uniqueness (core.cards.unique) and "Limit N per deck" (deck.per_deck)
_STATS = ("keyword", "unique", "start")


@lru_cache(maxsize=1)
def not_run() -> dict[str, str]:
    """The card errata the engine does not carry out, and why: a corrected text ("Should read: ...") is carried
    out when the project's copy of the card (spec/invasion/cards.yaml) runs, every ability as corrected."""
    from .cards import load_cards

    pool = load_cards()
    out = {}
    for e in errata():
        if e.applies == "rewrite" or e.applies in _STATS:
            continue
        card = pool.get(e.card or "")
        if card is None:
            out[e.id] = f"{e.card} is not among the project's cards (spec/invasion/cards.yaml)"
        elif not card.runnable:
            out[e.id] = f"{e.card}, as corrected, does not run yet: {card.why}"
    return out


def _carried_out() -> list[str]:
    """Card errata claimed: a keyword, uniqueness or deck limit always; a corrected text when the card runs."""
    gaps = not_run()
    return [e.id for e in errata() if e.applies != "rewrite" and e.id not in gaps]


@implements("errata", "errata.general.most-recent-printing", "errata.general.1", "errata.general.2",
            "errata.general.3", "errata.general.4")
@implements_each(_carried_out)
def correct(name: str, text: str, unique: bool) -> Corrected:
    """The card as the FAQ's errata have it: its own errata first (by name), then the general rewrites."""
    applied = []
    for e in _by_card().get(name, ()):
        new, now_unique = _card_erratum(e, text), unique or e.applies == "unique"
        if e.keyword:
            new = _with_keyword(e.keyword, new)
        if (new, now_unique) != (text, unique):
            applied.append(e.id)
        text, unique = new, now_unique
    for e in errata():
        if e.applies == "rewrite":
            new = _rewrite(e, text)
            if new != text:
                applied.append(e.id)
            text = new
    return Corrected(text, unique, tuple(applied))


# --- what the protocol shows of a card (the `card_data` and `fmt` queries) ---------------------------------------
def card_data(card) -> dict:
    """A loaded card (cards.Card) as the engine plays it: stats, keywords it runs, the corrected and printed text."""
    keywords = [k.capitalize() if v == 1 and k in ("scout", "limited") else f"{k.capitalize()} {v}"
                for k, v, _zone in card.keywords]
    return {"name": card.name, "type": card.type, "race": card.race, "cost": card.cost, "loyalty": card.loyalty,
            "power": card.power, "hit_points": card.health, "traits": list(card.traits), "unique": card.unique,
            "keywords": keywords, "text": card.text, "printed": card.printed, "errata": list(card.errata)}


def canonical(text) -> dict:
    """A card text parsed and printed back by the card-text language (DESIGN.md: `fmt`)."""
    from ...text import CardTextError, fmt, parse

    if not isinstance(text, str):
        return {"canonical": None, "error": f"a card text is text, not {text!r}"}
    try:
        return {"canonical": fmt("invasion", parse("invasion", text)), "error": None}
    except CardTextError as exc:
        return {"canonical": None, "error": str(exc)}
