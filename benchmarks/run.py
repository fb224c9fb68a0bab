"""`make bench`: every performance budget of DESIGN.md, measured in one run.

- card-text parsing: texts/s with LALR and with Earley on the same grammar and texts, and their ratio
  (Champions on the project's cards, Invasion on the public corpus when ../shared/corpus is beside the checkout);
- parse time per character from 1 KB to 1 MB of text, for every language, and the 1 MB / 1 KB ratio (flat = linear);
- Invasion's leave-one-cycle-out table: parse and typed rates of each cycle with and without the words only it uses;
- Champions: complete random games per second with checks, with paranoid checks and without (CPU-time rates too),
  on 1 and 2 worker processes, peak memory of 100 and 10,000 games, and where the time goes; Invasion (with the
  corpus cards) and Brawl games per second beside them;
- soaks: 10,000 Invasion games with the corpus cards and 10,000 AoS4 battles with the corpus warscrolls, failing on
  any error or invariant violation;
- the conformance suite of every game: wall time (budget < 60 s), in-process and against `rulekeeper serve` as a
  program (budget <= 3x).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus"


def run(title: str, args: list[str]) -> int:
    print(f"\n== {title} ==", flush=True)
    return subprocess.run([sys.executable, *args], cwd=ROOT).returncode


def main() -> int:
    failures = 0
    here = ROOT / "benchmarks"
    if (here / "parse_bench.py").exists():
        failures += run("parse: champions (spec/champions/cards.yaml)", [str(here / "parse_bench.py"), "--game", "champions"]) != 0
        corpus = CORPUS / "invasion-cards.json"
        if corpus.exists():
            failures += run("parse: invasion (public corpus)",
                            [str(here / "parse_bench.py"), "--game", "invasion", "--corpus", str(corpus), "--typed"]) != 0
            if (here / "cycles_bench.py").exists():
                failures += run("invasion: leave-one-cycle-out (words of one cycle alone removed)",
                                [str(here / "cycles_bench.py"), str(corpus)]) != 0
    if (here / "scaling_bench.py").exists():
        failures += run("parse: time per character from 1 KB to 1 MB, every language",
                        [str(here / "scaling_bench.py")]) != 0
    abilities = CORPUS / "aos4-abilities.json"
    if abilities.exists() and (here / "aos4_bench.py").exists():
        failures += run("parse: aos4 abilities (public corpus), parsed and typed, with leave-one-faction-out",
                        [str(here / "aos4_bench.py"), "--corpus", str(abilities)]) != 0
    if (here / "sim_bench.py").exists():
        failures += run("simulate: champions (checks, paranoid, workers 1 vs 2, memory 100 vs 10,000 games)",
                        [str(here / "sim_bench.py")]) != 0
    # the other games that play whole games, beside Champions' games/s above: Invasion with the real cards
    cards = CORPUS / "invasion-cards.json"
    for game, extra in (("invasion", ["--cards", str(cards)] if cards.exists() else []), ("brawl", [])):
        failures += run(f"simulate: {game}{', the corpus cards' if extra else ''}, 500 games, one process",
                        ["-m", "rulekeeper.cli", "simulate", "--game", game, *extra, "--games", "500", "--seed", "7",
                         "--workers", "1", "--json"]) != 0
    if (here / "soak_bench.py").exists():
        failures += run("soak: 10,000 Invasion games (corpus cards) and 10,000 AoS4 battles (corpus warscrolls)",
                        [str(here / "soak_bench.py"), "--games", "10000"]) != 0
    failures += run("conformance: every game's suite, in-process and as a program",
                    [str(here / "conformance_bench.py")]) != 0
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
