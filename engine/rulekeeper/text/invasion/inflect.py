"""Regular inflections of the grammar's verbs and nouns (issue 13): a card from a new set says "channels",
"flipped" or "battlefields" where the grammar lists only "channel", "flip", "battlefield".

A form the grammar doesn't list is read as a word of the rule its lemma belongs to: a verb's -s form is a
verb, its -ed and -ing forms participles, a noun's plural a noun. The parser sees the terminal of a word that
stands in that rule alone (so the form goes exactly where such a word goes); the AST keeps the form as written.
"""

from __future__ import annotations

_AUXILIARIES = {"is", "are", "was", "were", "be", "been", "being", "has", "have", "had", "do", "does", "did", "can",
                "may", "must"}
# verbs whose past is not lemma + -ed (their -s and -ing forms are regular)
_IRREGULAR_PAST = {"put", "pay", "take", "choose", "lose", "leave", "find", "get", "give", "go", "come", "draw",
                   "deal", "begin", "win", "keep", "hit", "become", "lead", "read", "spend", "send", "set", "split",
                   "steal", "cost", "let", "shut"}
# nouns without a plural of their own: names of races and factions, mass nouns
_NO_PLURAL = {"non", "skaven", "undead", "wood", "dark", "high", "damage", "power", "chaos", "destruction",
              "dominance", "order", "combat", "epic", "empire", "loyalty"}
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


def forms(verbs: set[str], nouns: set[str]) -> dict[str, str]:
    """Each regular form of these verbs and nouns -> its class ("verb", "participle", "noun")."""
    out: dict[str, str] = {}
    for v in verbs:
        if v in _AUXILIARIES or len(v) < 3 or not v.isalpha():
            continue
        base = lemma(v)
        out.setdefault(base, "verb")
        out.setdefault(third_person(base), "verb")
        if _doubles(base) is not None:
            if base not in _IRREGULAR_PAST:
                out.setdefault(past(base), "participle")
            out.setdefault(gerund(base), "participle")
    for n in nouns:  # not "-f", "-o", "-men": "dwarves", "heroes", "lizardmen" are listed as the grammar spells them
        if len(n) >= 3 and n.isalpha() and n not in _NO_PLURAL and not n.endswith(("s", "f", "fe", "o", "men")):
            out.setdefault(plural(n), "noun")
    return out
