"""AoS4 abilities: parse and typed rates, speed, and the leave-one-faction-out rates (issue 15).

    python benchmarks/aos4_bench.py [--corpus ../shared/corpus/aos4-abilities.json] [--json]

Rates are over all abilities with text. Typed: parsed, and every clause typed by the meaning layer
(rulekeeper.text.aos4.semantics). Speed: abilities per second through the whole `rulekeeper.text.parse`
(normalize, lex, parse, AST), in CPU time and wall-clock time; a text that does not parse counts as handled (its
error is built too). Every text is parsed for real on every pass (what each distinct word is, is remembered).
Target >= 5,000/s. The same texts through `cards check`'s path on several processes (`--workers`, default every
core): wall-clock rate and its ratio to one process's, reported beside it. Parse + typing: the same, with the
meaning layer run on each parsed ability (an ability it does not type counts as handled too), reported beside it,
without a target of its own.

Leave one faction out: for each faction F, the vocabulary (spec/aos4/words.yaml) loses every open-class word
(noun, verb, adjective, adverb, participle, gerund) and phrase that no other faction's text uses, and F's abilities
are parsed with what is left: the rate a new faction's abilities would get from the words the others taught, its
keywords being declared with it (they are data, like its warscrolls). Closed-class words (determiners, pronouns,
prepositions, conjunctions, modals, subordinators ...) are English, not taught by a faction: they stay, in their
closed classes only ("may" is a modal even if one faction alone writes it). A removed word is then read as any word
listed nowhere is: by its ending, as a compound's last word, or as one of the open classes (words.yaml `suffixes`,
`unknown`), the parser choosing which. A second column also drops the keywords no other faction's text names. The grammar rules themselves were
written looking at the whole corpus; this measures the vocabulary's generalization, not theirs.

Earley is not measured: the lexer chooses among a word's terminals by asking the LALR tables what can follow,
which an Earley parser does not offer.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from collections import defaultdict
from dataclasses import replace
from pathlib import Path
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))

from rulekeeper.commands.text import aos4_text  # noqa: E402
from rulekeeper.text import CardTextError, parse, parser  # noqa: E402
from rulekeeper.text.aos4 import lexer  # noqa: E402
from rulekeeper.text.aos4.semantics import SemanticError, interpret  # noqa: E402
from rulekeeper.text.aos4.vocabulary import vocabulary  # noqa: E402
from rulekeeper.text.check import check_all  # noqa: E402

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "aos4-abilities.json"
TARGET = 5000
WALL: dict = {}  # "speed" -> abilities per second of wall-clock time, from the last `speed`
# the terminals of closed word classes (vocabulary.ROLES): kept when a faction is left out
CLOSED = {"DET", "CDET", "NUMW", "PRON", "CPRON", "PREP", "SPREP", "WCONJ", "CONJ", "CL_CONJ", "VCONJ", "BUT", "THEN",
          "THERE", "MODAL", "LEAD", "REL", "FLOAT", "QLEAD", "QTAIL", "ORD"}
_WORD = re.compile(r"[A-Za-z]+(?:['-][A-Za-z]+)*!?")


def rate(texts: list[str]) -> int:
    ok = 0
    for t in texts:
        try:
            parse("aos4", t)
            ok += 1
        except CardTextError:
            pass
    return ok


def rates(texts: list[str]) -> tuple[int, int]:
    """(parsed, typed) over the texts."""
    parsed = typed = 0
    for t in texts:
        try:
            ast = parse("aos4", t)
        except CardTextError:
            continue
        parsed += 1
        try:
            interpret(ast)
            typed += 1
        except SemanticError:
            pass
    return parsed, typed


def speed(texts: list[str], min_seconds: float, typed: bool = False) -> float:
    """Abilities per second of the process's CPU time: on a shared machine the wall clock would charge the parser
    for the other processes' turns. At least one pass over every text, then more until `min_seconds`. `typed`:
    parse + typing (`rates`), else parse alone (`rate`)."""
    parser("aos4")
    one_pass = rates if typed else rate
    handled, start, wall = 0, time.process_time(), time.perf_counter()
    while not handled or time.process_time() - start < min_seconds:
        one_pass(texts)
        handled += len(texts)
    WALL["typed" if typed else "speed"] = handled / (time.perf_counter() - wall)
    return handled / (time.process_time() - start)


def speed_on_processes(texts: list[str], min_seconds: float, workers: int) -> float:
    """Abilities per second of wall-clock time through `rulekeeper cards check`'s own path on `workers`
    processes (text/check.py `check_all`, parse alone): each pass forks its pool anew, and that is timed too.
    At least one pass, then more until `min_seconds` of wall-clock time."""
    handled, wall = 0, time.perf_counter()
    while not handled or time.perf_counter() - wall < min_seconds:
        outcomes = list(check_all("aos4", texts, workers=workers, typed=False))
        handled += len(outcomes)
    return handled / (time.perf_counter() - wall)


def _load() -> list[float] | None:
    """The machine's load average: CPU time is the parser's own, but a loaded machine slows it too (caches)."""
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:
        return None


def words_of(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(lexer.normalize(text))}


def restricted(seen: set[str], seen_text: str | None):
    """The vocabulary without the words (and, given the others' text, the keywords) only the left-out faction uses."""
    v = vocabulary()
    keywords = v.keywords if seen_text is None else {
        k: name for k, name in v.keywords.items()
        if re.search(r"(?<![A-Za-z])" + re.escape(" ".join(k)) + r"(?![A-Za-z])", seen_text)}
    words = {w: t for w, t in v.words.items() if w in seen}
    words.update({w: closed for w, t in v.words.items() if w not in seen
                  for closed in [tuple(x for x in t if x in CLOSED)] if closed})
    return replace(v, words=words,
                   phrases={p: t for p, t in v.phrases.items() if all(w in seen for w in p)}, keywords=keywords,
                   phrase_starts=frozenset(p[0] for p in v.phrases if all(w in seen for w in p)))


def leave_one_faction_out(entries: list[dict]) -> list[dict]:
    by_faction = defaultdict(list)
    for e in entries:
        text = aos4_text(e)
        if text:
            by_faction[e.get("faction") or "(none)"].append(text)
    vocab_words = {f: [words_of(t) for t in texts] for f, texts in by_faction.items()}
    normalized = {f: "\n".join(lexer.normalize(t).lower() for t in texts) for f, texts in by_faction.items()}
    rows = []
    for faction, texts in sorted(by_faction.items()):
        seen = set().union(*(ws for f, wss in vocab_words.items() if f != faction for ws in wss))
        seen_text = "\n".join(t for f, t in normalized.items() if f != faction)
        inside, typed_inside = rates(texts)
        with mock.patch.object(lexer, "vocabulary", lambda v=restricted(seen, None): v):
            words_out, typed_out = rates(texts)
        with mock.patch.object(lexer, "vocabulary", lambda v=restricted(seen, seen_text): v):
            all_out = rate(texts)
        pct = lambda n: round(100 * n / len(texts), 1)  # noqa: E731
        rows.append({"faction": faction, "abilities": len(texts), "in_corpus": pct(inside), "left_out": pct(words_out),
                     "left_out_with_keywords": pct(all_out), "typed_in_corpus": pct(typed_inside),
                     "typed_left_out": pct(typed_out)})
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", type=Path, default=CORPUS)
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                    help="processes for the second speed figure (default: every core)")
    ap.add_argument("--speed-only", action="store_true", help="rates and speed, without the leave-one-faction-out table")
    args = ap.parse_args(argv)
    if not args.corpus.is_file():
        print(f"{args.corpus}: no such file", file=sys.stderr)
        return 1
    entries = json.loads(args.corpus.read_text(encoding="utf-8"))
    texts = [t for t in (aos4_text(e) for e in entries) if t]
    parsed, typed = rates(texts)
    per_second = speed(texts, args.seconds)
    typed_per_second = speed(texts, args.seconds, typed=True)
    on_processes = speed_on_processes(texts, args.seconds, args.workers) if args.workers > 1 else None
    rows = [] if args.speed_only else leave_one_faction_out(entries)
    result = {"abilities": len(entries), "with_text": len(texts), "parsed": parsed,
              "parsed_percent": round(100 * parsed / len(texts), 1), "typed": typed,
              "typed_percent": round(100 * typed / len(texts), 1), "abilities_per_second": round(per_second),
              "abilities_per_second_wall": round(WALL["speed"]),
              "typed_abilities_per_second": round(typed_per_second),
              "typed_abilities_per_second_wall": round(WALL["typed"]),
              "workers": args.workers,
              "abilities_per_second_wall_on_workers": on_processes and round(on_processes),
              "workers_ratio": on_processes and round(on_processes / WALL["speed"], 2),
              "target": TARGET, "target_met": per_second >= TARGET,
              "target_met_on_workers": bool(on_processes and on_processes >= TARGET), "load_average": _load(),
              "leave_one_faction_out": rows}
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(f"aos4: {parsed} of {len(texts)} abilities with text parse ({result['parsed_percent']}%), "
          f"{typed} typed ({result['typed_percent']}%), {len(entries) - len(texts)} have no text")
    print(f"  LALR {per_second:,.0f} abilities/s CPU, {WALL['speed']:,.0f} wall; target >= {TARGET:,}: {'met' if result['target_met'] else 'NOT met'}")
    if on_processes:
        print(f"  LALR on {args.workers} processes (cards check --workers {args.workers}): {on_processes:,.0f} abilities/s"
              f" wall, {result['workers_ratio']}x one process; target >= {TARGET:,}: "
              f"{'met' if result['target_met_on_workers'] else 'NOT met'}")
    print(f"  LALR + typing {typed_per_second:,.0f} abilities/s CPU, {WALL['typed']:,.0f} wall")
    print(f"  load average {result['load_average']} (1, 5, 15 min) after the speed runs, on {os.cpu_count()} cores")
    if rows:
        print("\n  left out: the faction's abilities parsed without the open-class words only it uses (its keywords stay"
              " declared);"
              "\n  +keywords: without its own keywords too")
        print(f"\n  {'faction':<34} {'abilities':>9} {'in corpus':>10} {'left out':>9} {'drop':>6} {'+keywords':>10}"
              f" {'typed in':>9} {'typed out':>10} {'drop':>6}")
        for r in rows:
            print(f"  {r['faction']:<34} {r['abilities']:>9} {r['in_corpus']:>9}% {r['left_out']:>8}% "
                  f"{r['in_corpus'] - r['left_out']:>6.1f} {r['left_out_with_keywords']:>9}%"
                  f" {r['typed_in_corpus']:>8}% {r['typed_left_out']:>9}% {r['typed_in_corpus'] - r['typed_left_out']:>6.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
