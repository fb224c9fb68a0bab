"""Card texts per second: Lark LALR against Lark Earley on the same grammar and the same texts (DESIGN.md, "Budgets").

    python benchmarks/parse_bench.py --game champions                  # the project's spec/<game>/cards.yaml
    python benchmarks/parse_bench.py --game invasion --corpus ../shared/corpus/invasion-cards.json

Each text goes through the whole `rulekeeper.text.parse` (lex, parse, transform to the AST); a text that doesn't
parse still counts as one text handled (its error is built too). Target: >= 2,000 texts/s with LALR.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))

from rulekeeper import paths  # noqa: E402
from rulekeeper.commands.text import corpus_entries  # noqa: E402
from rulekeeper.text import CardTextError, language, parse, parser  # noqa: E402

TARGET = 2000


def measure(game: str, texts: list[str], algorithm: str, min_seconds: float) -> tuple[float, int, int]:
    """(texts per second, texts handled, of which parsed), repeating the corpus until `min_seconds` have passed."""
    parser(game, algorithm)  # build the parser outside the timing
    handled = parsed = 0
    start = time.perf_counter()
    while True:
        for text in texts:
            try:
                parse(game, text, algorithm=algorithm)
                parsed += 1
            except CardTextError:
                pass
            handled += 1
        elapsed = time.perf_counter() - start
        if elapsed >= min_seconds:
            return handled / elapsed, handled, parsed


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", required=True)
    ap.add_argument("--corpus", type=Path, help="JSON array of {name, text} (default: spec/<game>/cards.yaml)")
    ap.add_argument("--seconds", type=float, default=2.0, help="minimum time per parser")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    try:
        language(args.game)
    except KeyError as exc:
        print(exc.args[0], file=sys.stderr)
        return 1
    source = args.corpus or paths.spec_dir(args.game) / "cards.yaml"
    texts = [e["text"] for e in corpus_entries(source) if e["text"].strip()]
    if not texts:
        print(f"{source}: no card texts", file=sys.stderr)
        return 1
    lalr, n_lalr, ok_lalr = measure(args.game, texts, "lalr", args.seconds)
    earley, n_earley, ok_earley = measure(args.game, texts, "earley", args.seconds)
    result = {"game": args.game, "corpus": str(source), "texts": len(texts),
              "parsed": ok_lalr * len(texts) // n_lalr, "lalr_texts_per_second": round(lalr),
              "earley_texts_per_second": round(earley), "lalr_over_earley": round(lalr / earley, 1),
              "target": TARGET, "target_met": lalr >= TARGET}
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"{args.game}: {len(texts)} texts from {source} ({result['parsed']} parse)")
        print(f"  LALR   {lalr:10,.0f} texts/s  ({n_lalr:,} texts timed)")
        print(f"  Earley {earley:10,.0f} texts/s  ({n_earley:,} texts timed)")
        print(f"  ratio  LALR / Earley = {lalr / earley:.1f}x;  target >= {TARGET:,} texts/s with LALR: "
              f"{'met' if result['target_met'] else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
