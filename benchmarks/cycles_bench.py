"""Leave-one-cycle-out (issue 13): how Invasion's language does on card text it was not fitted to.

    python benchmarks/cycles_bench.py ../shared/corpus/invasion-cards.json [--json]

For each cycle of the corpus, its cards are parsed (and typed) twice: with the whole vocabulary ("in corpus"),
and with the vocabulary's words that appear in that cycle's texts alone removed ("left out"): a word that only
this cycle uses is a word the grammar learned from this cycle, which a truly new cycle would not have had.
Removing a word from the lexer's vocabulary makes it an unknown word, exactly as if the grammar lacked it
(unless it is a regular form of a word the grammar keeps: that is the generalisation being measured).
The gap between the two rates is what generalisation costs; the issue's aim is every gap within 5 points.
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

from rulekeeper.text import CardTextError, parse, parser  # noqa: E402
from rulekeeper.text.invasion import semantics  # noqa: E402

_WORD = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)*")


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
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    cards = [c for c in json.loads(args.corpus.read_text(encoding="utf-8"))
             if isinstance(c, dict) and (c.get("text") or "").strip()]
    by_cycle: dict[str, list[str]] = defaultdict(list)
    for c in cards:
        by_cycle[str(c.get("cycle") or "?")].append(c["text"])
    vocabulary = {w for w in lexer().terminals if " " not in w}  # the grammar's own words
    used_in: dict[str, set[str]] = defaultdict(set)
    for cycle, texts in by_cycle.items():
        for text in texts:
            for w in _WORD.findall(text.lower()):
                if w in vocabulary:
                    used_in[w].add(cycle)
    rows = []
    for cycle, texts in sorted(by_cycle.items(), key=lambda kv: -len(kv[1])):
        own = {w for w, cycles in used_in.items() if cycles == {cycle}}
        inside = rates(texts)
        with without(own):
            outside = rates(texts)
        rows.append({"cycle": cycle, "cards": len(texts), "own_words": sorted(own),
                     "parsed_in": inside[0], "typed_in": inside[1], "parsed_out": outside[0], "typed_out": outside[1]})
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    pct = lambda n, d: 100.0 * n / d  # noqa: E731
    print(f"{'cycle':28} {'cards':>5} {'own words':>9}  {'parsed in/out':>15}  {'typed in/out':>15}  gap")
    worst = 0.0
    for r in rows:
        n = r["cards"]
        gap = pct(r["parsed_in"], n) - pct(r["parsed_out"], n)
        worst = max(worst, gap)
        print(f"{r['cycle']:28} {n:5} {len(r['own_words']):9}  {pct(r['parsed_in'], n):6.1f} / {pct(r['parsed_out'], n):5.1f}"
              f"  {pct(r['typed_in'], n):6.1f} / {pct(r['typed_out'], n):5.1f}  {gap:4.1f}")
    print(f"largest parse gap {worst:.1f} points (aim: within 5)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
