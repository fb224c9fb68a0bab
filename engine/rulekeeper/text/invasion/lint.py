"""The FAQ's general errata as a rewriting lint (spec ids errata.general.N, read from spec/invasion/rules.yaml).

Each erratum entry carries `meta.old_wording` (alternatives separated by " | ", "[faction]" standing for any
faction) and `meta.new_wording`; an erratum that applies only "on cards that redirect damage" rewrites only
texts that redirect. The wording lives in the spec, once.
"""

from __future__ import annotations

import re
from functools import lru_cache

_PLACEHOLDER = "[faction]"


@lru_cache(maxsize=1)
def _errata() -> tuple[tuple[str, re.Pattern, str, bool], ...]:
    from ...spec.loader import load_game

    out = []
    for entry in load_game("invasion").entries:
        meta = entry.meta_dict()
        if not entry.id.startswith("errata.general.") or "old_wording" not in meta:
            continue
        olds = sorted(meta["old_wording"].split(" | "), key=len, reverse=True)
        pattern = "|".join(
            re.escape(o).replace(re.escape(_PLACEHOLDER), r"non-(?P<faction>\[[^\]]+\]|[A-Z][\w ]*?)")
            .replace(r"non\-non-", "non-")
            for o in olds
        )
        only_redirect = "redirect damage" in (entry.text or "")
        out.append((entry.id, re.compile(r"\b(?:%s)\b" % pattern, re.I), meta["new_wording"], only_redirect))
    return tuple(out)


def _cased(new: str, old: str) -> str:
    return new[:1].upper() + new[1:] if old[:1].isupper() else new[:1].lower() + new[1:]


def lint(text: str) -> tuple[str, list[dict]]:
    """Rewrite the wordings the FAQ replaces; report each rewrite with its erratum's id."""
    rewrites: list[dict] = []
    for rule_id, pattern, new, only_redirect in _errata():
        if only_redirect and "redirect" not in text.lower():
            continue

        def sub(m: re.Match, rule_id=rule_id, new=new) -> str:
            faction = m.groupdict().get("faction")
            replacement = new.replace("non-" + _PLACEHOLDER, "non-" + faction) if faction else new
            replacement = _cased(replacement, m.group(0))
            rewrites.append({"rule": rule_id, "from": m.group(0), "to": replacement, "offset": m.start()})
            return replacement

        text = pattern.sub(sub, text)
    return text, rewrites
