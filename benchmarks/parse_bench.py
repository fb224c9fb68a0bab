"""Card texts per second: Lark LALR against Lark Earley on the same grammar and the same texts (DESIGN.md, "Budgets").

    python benchmarks/parse_bench.py --game champions                  # the project's spec/<game>/cards.yaml
    python benchmarks/parse_bench.py --game invasion --corpus ../shared/corpus/invasion-cards.json

Each text goes through the whole `rulekeeper.text.parse` (lex, parse, transform to the AST); a text that doesn't
parse still counts as one text handled (its error is built too). Target: >= 2,000 texts/s with LALR.
`--typed` also runs the language's meaning layer on each parsed text (Invasion: `semantics.interpret`), the full
"parse + typing" of issue 13 (target there: 5,000 texts/s). Rates are given in the process's CPU time (on a shared
machine the wall clock charges the parser for other processes' turns) and in wall-clock time. Every text is parsed
for real on every pass: nothing is remembered from one text to the next but what each distinct word is.
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
from rulekeeper.text.check import semantics  # noqa: E402

TARGET = 2000
TYPED_TARGET = 5000  # parse + typing (issue 13)
WALL: dict = {}  # (algorithm, typed) -> texts per second of wall-clock time, from the last `measure`


def meaning(game: str):
    """The language's meaning layer as (interpret, its error), if it has one (Invasion's semantics)."""
    layer = semantics(game)
    return None if layer is None else (layer.interpret, layer.SemanticError)


def measure(game: str, texts: list[str], algorithm: str, min_seconds: float, typed=None) -> tuple[float, int, int]:
    """(texts per second of CPU time, texts handled, of which parsed), repeating the corpus until `min_seconds` of
    CPU time have passed; the texts per second of wall-clock time go to `WALL[(algorithm, typed?)]`."""
    parser(game, algorithm)  # build the parser outside the timing
    handled = parsed = 0
    start, wall = time.process_time(), time.perf_counter()
    while True:
        for text in texts:
            try:
                ast = parse(game, text, algorithm=algorithm)
                parsed += 1
                if typed:
                    try:
                        typed[0](ast)
                    except typed[1]:
                        pass
            except CardTextError:
                pass
            handled += 1
        elapsed = time.process_time() - start
        if elapsed >= min_seconds:
            WALL[algorithm, bool(typed)] = handled / (time.perf_counter() - wall)
            return handled / elapsed, handled, parsed


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", required=True)
    ap.add_argument("--corpus", type=Path, help="JSON array of {name, text} (default: spec/<game>/cards.yaml)")
    ap.add_argument("--seconds", type=float, default=2.0, help="minimum time per parser")
    ap.add_argument("--typed", action="store_true", help="also time the meaning layer (LALR), if the language has one")
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
    layer = meaning(args.game) if args.typed else None
    typed = measure(args.game, texts, "lalr", args.seconds, layer)[0] if layer else None
    result = {"game": args.game, "corpus": str(source), "texts": len(texts),
              "parsed": ok_lalr * len(texts) // n_lalr, "lalr_texts_per_second": round(lalr),
              "earley_texts_per_second": round(earley), "lalr_over_earley": round(lalr / earley, 1),
              "target": TARGET, "target_met": lalr >= TARGET}
    result["lalr_texts_per_second_wall"] = round(WALL["lalr", False])
    result["earley_texts_per_second_wall"] = round(WALL["earley", False])
    if typed is not None:
        result["lalr_typed_texts_per_second"] = round(typed)
        result["lalr_typed_texts_per_second_wall"] = round(WALL["lalr", True])
        result["typed_target"] = TYPED_TARGET
        result["typed_target_met"] = typed >= TYPED_TARGET
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"{args.game}: {len(texts)} texts from {source} ({result['parsed']} parse)")
        print(f"  LALR   {lalr:10,.0f} texts/s CPU, {WALL['lalr', False]:,.0f} wall  ({n_lalr:,} texts timed)")
        print(f"  Earley {earley:10,.0f} texts/s CPU, {WALL['earley', False]:,.0f} wall  ({n_earley:,} texts timed)")
        if typed is not None:
            print(f"  LALR + typing {typed:10,.0f} texts/s CPU, {WALL['lalr', True]:,.0f} wall;  target >= "
                  f"{TYPED_TARGET:,}: {'met' if result['typed_target_met'] else 'NOT met'}")
        print(f"  ratio  LALR / Earley = {lalr / earley:.1f}x;  target >= {TARGET:,} texts/s with LALR: "
              f"{'met' if result['target_met'] else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
