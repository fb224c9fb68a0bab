"""Inflections of the lexicon's verbs and nouns (issue 13): spec/invasion/lexicon.yaml lists "channel", "flip",
"battlefield" once, and a card from a new set may say "channels", "flipped" or "battlefields".

A verb's -s form is a verb, its past participle and -ing form participles, a noun's plural a noun; the lexicon
says where English is irregular ("draw": "drew", "drawn"; "dwarf": "dwarves"). The AST keeps each form as written.
"""

from __future__ import annotations

_VOWELS = set("aeiou")


def _sibilant(w: str) -> bool:
    return w.endswith(("s", "x", "z", "ch", "sh"))


def third_person(lemma: str) -> str:
    if lemma.endswith("y") and lemma[-2:-1] not in _VOWELS:
        return lemma[:-1] + "ies"
    return lemma + ("es" if _sibilant(lemma) or (lemma.endswith("o") and lemma[-2:-1] not in _VOWELS) else "s")


def _doubles(lemma: str) -> bool | None:
    """Whether -ed/-ing double the last consonant ("flip" -> "flipped"); None where English can't tell from the
    spelling ("control" -> "controlled" but "develop" -> "developed")."""
    if len(lemma) < 3 or lemma[-1] in _VOWELS or lemma[-1] in "wxy" or lemma[-2] not in _VOWELS or lemma[-3] in _VOWELS:
        return False
    groups = sum(1 for i, ch in enumerate(lemma) if ch in _VOWELS and (i == 0 or lemma[i - 1] not in _VOWELS))
    return True if groups == 1 else None


def past(lemma: str) -> str:
    if _doubles(lemma):
        return lemma + lemma[-1] + "ed"
    if lemma.endswith("e"):
        return lemma + "d"
    if lemma.endswith("y") and lemma[-2:-1] not in _VOWELS:
        return lemma[:-1] + "ied"
    return lemma + "ed"


def gerund(lemma: str) -> str:
    if _doubles(lemma):
        return lemma + lemma[-1] + "ing"
    if lemma.endswith("e") and not lemma.endswith("ee"):
        return lemma[:-1] + "ing"
    return lemma + "ing"


def plural(noun: str) -> str:
    return third_person(noun)  # the same spelling rules: "ability" -> "abilities", "box" -> "boxes"


def lemma(verb: str) -> str:
    """The base of a verb as the grammar lists it: "searches" -> "search", "applies" -> "apply"."""
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("ches", "shes", "xes", "zes", "sses", "oes")):
        return verb[:-2]
    if verb.endswith("s") and not verb.endswith("ss"):
        return verb[:-1]
    return verb


def _spellings(value) -> list[str]:
    return [] if value is None else [value] if isinstance(value, str) else list(value)


def verb_forms(lemma: str, irregular: dict | None = None) -> dict[str, str]:
    """A verb's forms -> their class: the lemma and its -s form are verbs; the past participle and the -ing form
    participles ("a destroyed unit", "an attacking unit"); a simple past other than the participle ("drew") a verb.

    `irregular` (spec/invasion/lexicon.yaml) gives `past`, `participle`, `gerund` where English does not follow
    the spelling rules; a verb whose doubling English can't tell from its spelling ("develop" -> "developed" but
    "control" -> "controlled") gets no -ed form unless `past` says it, and its -ing form follows that past.
    """
    irregular = irregular or {}
    out = {lemma: "verb", third_person(lemma): "verb"}
    pasts = _spellings(irregular.get("past"))
    if not pasts and _doubles(lemma) is not None:
        pasts = [past(lemma)]
    participles = _spellings(irregular.get("participle")) or pasts
    for p in pasts:
        if p not in participles:
            out.setdefault(p, "verb")
    for p in participles:
        out.setdefault(p, "participle")
    gerunds = _spellings(irregular.get("gerund"))
    if not gerunds:
        doubled = [p for p in pasts if p == lemma + lemma[-1] + "ed"]
        gerunds = [lemma + lemma[-1] + "ing"] if doubled else [gerund(lemma)] if _doubles(lemma) is not None or pasts else []
    for g in gerunds:
        out.setdefault(g, "participle")
    return out


def noun_forms(noun: str, plural_form: str | None = None) -> dict[str, str]:
    """A noun and its plural (`plural_form`: irregular, or "none" for a noun without one: a race, a mass noun)."""
    out = {noun: "noun"}
    if plural_form != "none":
        out.setdefault(plural_form or plural(noun), "noun")
    return out
