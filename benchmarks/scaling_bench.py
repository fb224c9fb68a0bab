"""Parse time per character from 1 KB to 1 MB, for every card-text language (issue 17: "flat" means linear time).

    python benchmarks/scaling_bench.py [--games invasion,aos4] [--sizes 1000,10000,100000,1000000] [--json]

Each language gets one long text it accepts: a short opening and one sentence of its own, repeated line after line
up to the size (a card text of 1 MB is absurd, which is the point: it is what a hostile or careless input looks
like). The text is checked to parse at every size (a text the parser rejects early would time nothing), then
parsed whole — normalize, lex, parse, build the AST — repeatedly until `--seconds` have passed, keeping the best
time. Time is the process's CPU time, not the wall clock: on a machine shared with other work the wall clock
charges the parser for the others' turns (which made 10 KB look four times slower per character than 1 KB here).
The report gives microseconds per character at each size and the ratio of the largest size to the smallest:
about 1 is linear; 10 means each tenfold longer text costs ten times more per character (quadratic). A size whose
predecessor already took more than a tenth of `--limit` seconds for one parse is not tried (linear time would take
ten times longer; anything worse, much more): the row says so and the language counts as not flat.

Python's cyclic garbage collector is on, as in real use. Its full collections walk every live object, so the AST of
a 1 MB text made each character cost more (Invasion: ratio ~2 with it, ~1.2 without); `rulekeeper.text.parse` now
pauses the collector while it parses a text longer than 10,000 characters (a parse builds no cycles), which brings
every language under 1.35. `--no-gc` times with the collector off throughout, as `timeit` does.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))

from rulekeeper.text import CardTextError, parse, parser  # noqa: E402

# (opening, one sentence): a text of any length in the language is the opening and the sentence repeated
UNITS = {
    "champions": ("", "Gain health equal to the corner value and draw 1 card.\n"),
    "invasion": ("", "Deal 1 damage to target unit.\n"),
    "brawl": ("Skill: ", "Push 2.\n"),
    "aos4": ("Effect: ", "Heal 1 this unit.\n"),
}
SIZES = (1_000, 10_000, 100_000, 1_000_000)
FLAT = 2.0  # a ratio above this is reported as not flat


def text_of(game: str, size: int) -> str:
    opening, unit = UNITS[game]
    return opening + unit * max(1, round((size - len(opening)) / len(unit)))


def seconds_per_char(game: str, text: str, min_seconds: float, collect: bool = True) -> float:
    """The best of repeated parses (the least disturbed by other work on the machine), per character."""
    best, spent = float("inf"), 0.0
    while spent < min_seconds or best == float("inf"):
        if not collect:
            gc.disable()
        start = time.process_time()
        try:
            parse(game, text)
        finally:
            gc.enable()
        elapsed = time.process_time() - start
        best, spent = min(best, elapsed), spent + elapsed
    return best / len(text)


def measure(game: str, sizes, min_seconds: float, limit: float, collect: bool = True) -> dict:
    parser(game)  # build (or load) the tables outside the timing
    row = {"game": game, "unit": UNITS[game][1].strip(), "sizes": {}}
    for size in sizes:
        if row["sizes"]:
            last, per_char = list(row["sizes"].items())[-1]
            if last * per_char / 1e6 > limit / 10:
                row["skipped"] = f"{size:,} characters not tried: {last:,} took {last * per_char / 1e6:.1f} s"
                break
        text = text_of(game, size)
        try:
            parse(game, text)
        except CardTextError as exc:  # the bench's own text must be a card text of the language
            row["error"] = f"{size} characters: {str(exc).splitlines()[0]}"
            return row
        row["sizes"][len(text)] = seconds_per_char(game, text, min_seconds, collect) * 1e6
    per_char = list(row["sizes"].values())
    row["ratio"] = round(per_char[-1] / per_char[0], 2)
    row["flat"] = row["ratio"] <= FLAT and "skipped" not in row
    return row


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", default=",".join(UNITS), help="comma-separated game ids (default: every language)")
    ap.add_argument("--sizes", default=",".join(map(str, SIZES)), help="text sizes in characters")
    ap.add_argument("--seconds", type=float, default=0.5, help="minimum time spent at each size")
    ap.add_argument("--limit", type=float, default=30.0, help="seconds one parse of the largest size may take")
    ap.add_argument("--no-gc", action="store_true", help="time with the garbage collector off (as timeit does)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    games = [g for g in args.games.split(",") if g]
    unknown = [g for g in games if g not in UNITS]
    if unknown:
        print(f"no scaling text for {', '.join(unknown)} (known: {', '.join(UNITS)})", file=sys.stderr)
        return 2
    sizes = sorted(int(s) for s in args.sizes.split(","))
    rows = [measure(g, sizes, args.seconds, args.limit, not args.no_gc) for g in games]
    if args.json:
        print(json.dumps(rows, indent=2))
    else:
        print(f"{'language':10} " + " ".join(f"{s:>10,}" for s in sizes) + "   µs per character;  largest / smallest")
        for r in rows:
            if "error" in r:
                print(f"{r['game']:10} the bench's text does not parse: {r['error']}")
                continue
            cells = " ".join(f"{v:10.3f}" for v in r["sizes"].values()) + " " * 11 * (len(sizes) - len(r["sizes"]))
            print(f"{r['game']:10} {cells}   ratio {r['ratio']:.2f} ({'flat' if r['flat'] else 'NOT flat'})"
                  + (f"; {r['skipped']}" if "skipped" in r else ""))
    return 1 if any("error" in r or not r["flat"] for r in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
