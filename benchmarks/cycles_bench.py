"""Leave-one-cycle-out (issue 13): how Invasion's language does on card text it was not fitted to.

    python benchmarks/cycles_bench.py ../shared/corpus/invasion-cards.json [--json]

For each cycle of the corpus, its cards are parsed (and typed) twice: with the whole vocabulary ("in corpus"),
and without the lemmas that appear in that cycle's texts alone ("left out"): a lemma only this cycle uses is one
the language learned from this cycle, which a truly new cycle would not have had. Every form of such a lemma goes
("develop" takes "develops", "developed", "developing" with it), and each form becomes a word the language lacks,
exactly as if neither the lexicon nor the grammar had it: read as a new word by its form and place when it looks like
one (text/invasion/newwords.py), an error when it is one edit from a word the language keeps. A lemma is counted over all its forms: a cycle that writes
"developed" shares the lemma with one that writes "develop" (the lexicon holds lemmas, not forms).

Only open-class words are removed: the lexicon's lemmas (spec/invasion/lexicon.yaml) and the grammar's own verbs,
nouns, participles, adjectives, adverbs and keywords. The closed classes of English the grammar spells out
(determiners, pronouns, prepositions, conjunctions, number words, modals, the forms of be / have / do) are
complete lists, not something a cycle teaches, and stay. Nor is a lemma the game's rules use (spec/invasion/rules.yaml:
the core rules, timing, terms, keywords ..., but not the errata and FAQ entries, which quote cards): a lexicon is
written from the rulebook before any cycle, so "ambush" or "mulligan" is not learned from the one cycle whose
cards say it. `--cards-only` drops that and counts the cards alone. The gap between the two rates is what generalisation
costs; the issue's aim is every gap within 5 points.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import defaultdict
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))

from rulekeeper import paths  # noqa: E402
from rulekeeper.spec.files import read_yaml  # noqa: E402
from rulekeeper.text import CardTextError, parse, parser  # noqa: E402
from rulekeeper.text.invasion import lexicon as lexicon_data, semantics  # noqa: E402
from rulekeeper.text.invasion.lexer import _rule_words  # noqa: E402

_WORD = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)*")
# the open-class rules of grammar/invasion.lark; the forms of be / have / do among their words are closed-class
_OPEN_RULES = ("verb", "verb_or_noun", "participle", "noun", "modifier", "adverb", "keyword_name")
# "non" is a prefix ("non-Hero"), morphology like -s and -ed rather than a word
_BE_HAVE_DO = {"non", "be", "is", "are", "was", "were", "been", "being", "have", "has", "had", "having", "do", "does", "did",
               "done", "doing", "goes"}


# entries of rules.yaml that quote or name cards (their words are the cards' words, not the rules')
_QUOTING = ("errata", "rulebook-errata", "faq", "restricted", "banned", "cataclysm-restricted", "cataclysm-banned")


def rules_words() -> set[str]:
    """The words of the game's rules text (lower case), without the entries that quote cards."""
    data = read_yaml(paths.spec_dir("invasion") / "rules.yaml")
    texts = [e.get("text") or "" for e in data.get("entries", []) if e["id"].split(".")[0] not in _QUOTING]
    return {w for t in texts for w in _WORD.findall(t.lower())}


def lemmas() -> dict[str, str]:
    """Each open-class word of the language -> its lemma (a grammar word that is no form of a lexicon lemma: itself)."""
    out = {form: lemma for form, (cls, lemma) in lexicon_data.forms().items() if cls != "trait"}
    for w in _rule_words(*_OPEN_RULES):
        out.setdefault(w, w)
    return {w: lemma for w, lemma in out.items() if w not in _BE_HAVE_DO and " " not in w}


def lexer():
    front = parser("invasion").parser
    return getattr(front.lexer, "lexer", front.lexer)


@contextmanager
def without(words: set[str]):
    """The lexer, for the duration, knows none of `words` (but still derives regular forms from what it keeps)."""
    lex = lexer()
    lex.learn(frozenset(words))
    try:
        yield
    finally:
        lex.learn()


def rates(texts: list[str]) -> tuple[int, int]:
    parsed = typed = 0
    for text in texts:
        try:
            ast = parse("invasion", text)
        except CardTextError:
            continue
        parsed += 1
        try:
            semantics.interpret(ast)
            typed += 1
        except semantics.SemanticError:
            pass
    return parsed, typed


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", type=Path)
    ap.add_argument("--cards-only", action="store_true", help="a lemma of the rules text counts as learned too")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    cards = [c for c in json.loads(args.corpus.read_text(encoding="utf-8"))
             if isinstance(c, dict) and (c.get("text") or "").strip()]
    by_cycle: dict[str, list[str]] = defaultdict(list)
    for c in cards:
        by_cycle[str(c.get("cycle") or "?")].append(c["text"])
    lemma_of = lemmas()
    forms_of: dict[str, set[str]] = defaultdict(set)
    for w, lemma in lemma_of.items():
        forms_of[lemma].add(w)
    used_in: dict[str, set[str]] = defaultdict(set)
    for cycle, texts in by_cycle.items():
        for text in texts:
            for w in _WORD.findall(text.lower()):
                if w in lemma_of:
                    used_in[lemma_of[w]].add(cycle)
    if not args.cards_only:
        for w in rules_words():
            if w in lemma_of:
                used_in[lemma_of[w]].add("(rules)")
    rows = []
    for cycle, texts in sorted(by_cycle.items(), key=lambda kv: -len(kv[1])):
        own = {lemma for lemma, cycles in used_in.items() if cycles == {cycle}}
        inside = rates(texts)
        with without(set().union(*(forms_of[lemma] for lemma in own))):
            outside = rates(texts)
        rows.append({"cycle": cycle, "cards": len(texts), "own_lemmas": sorted(own),
                     "parsed_in": inside[0], "typed_in": inside[1], "parsed_out": outside[0], "typed_out": outside[1]})
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    pct = lambda n, d: 100.0 * n / d  # noqa: E731
    print(f"{'cycle':28} {'cards':>5} {'own lemmas':>10}  {'parsed in/out':>15}  {'typed in/out':>15}  gap")
    worst = 0.0
    for r in rows:
        n = r["cards"]
        gap = pct(r["parsed_in"], n) - pct(r["parsed_out"], n)
        worst = max(worst, gap)
        print(f"{r['cycle']:28} {n:5} {len(r['own_lemmas']):10}  {pct(r['parsed_in'], n):6.1f} / {pct(r['parsed_out'], n):5.1f}"
              f"  {pct(r['typed_in'], n):6.1f} / {pct(r['typed_out'], n):5.1f}  {gap:4.1f}")
    print(f"largest parse gap {worst:.1f} points (aim: within 5)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
