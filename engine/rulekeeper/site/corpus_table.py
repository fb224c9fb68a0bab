"""The corpus failures table: when the build is given RULEKEEPER_CORPUS=<game>=<file>[,...], the game's cards
page shows what `rulekeeper cards check --json` reports on that file (the same implementation, run as a command)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from ..registry import ids as game_ids
from .html import callout, esc, md_inline

MAX_TABLE_CHARS = 600_000  # the failures table's share of the 2 MB page budget


def corpus_for(game: str) -> Path | None:
    """RULEKEEPER_CORPUS: `game=file[,game=file]`, or a bare file whose name starts with the game id."""
    spec = os.environ.get("RULEKEEPER_CORPUS", "").strip()
    for part in filter(None, (p.strip() for p in spec.split(","))):
        g, sep, file = part.partition("=")
        if sep and g == game:
            return Path(file)
        if not sep and Path(part).name.startswith(game) and game in game_ids():
            return Path(part)
    return None


def render_corpus(game: str, path: Path) -> str:
    """Run `rulekeeper cards check --json` on the corpus and show its failures as a table."""
    cmd = [sys.executable, "-c", "from rulekeeper.cli import app; app()", "cards", "check", "--game", game,
           str(path), "--json"]
    head = f"## Corpus: {md_inline(path.name)} {{ #corpus }}\n\n"
    try:
        run = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        report = json.loads(run.stdout)
        total, ok, failed = int(report["total"]), int(report["parsed"]), list(report["failed"])
    except (OSError, subprocess.TimeoutExpired, ValueError, KeyError, TypeError) as exc:
        why = (run.stderr.strip() or run.stdout.strip())[-500:] if "run" in locals() else str(exc)
        return head + callout("failure", "cards check did not produce a report", f"<pre>{esc(why)}</pre>")
    rows, shown = [], 0
    for f in failed:
        row = (f"<tr><td>{esc(f.get('name', ''))}</td><td>{esc(f.get('text', ''))}</td>"
               f"<td><pre>{esc(f.get('error', ''))}</pre></td></tr>")
        if shown + len(row) > MAX_TABLE_CHARS:
            rows.append(f"<tr><td colspan=3>… {len(failed) - len(rows)} more failures not shown here: run the command "
                        "above for all of them</td></tr>")
            break
        rows.append(row)
        shown += len(row)
    rows = "".join(rows)
    pct = f"{100 * ok / total:.1f} %" if total else "—"
    groups = report.get("groups") or []
    grouped = "".join(f"<tr><td><code>{esc(g.get('word', ''))}</code></td><td>{esc(g.get('count', ''))}</td>"
                      f"<td>{esc(', '.join(map(str, g.get('examples', [])[:5])))}</td></tr>"
                      for g in groups[:200] if isinstance(g, dict))
    if grouped:
        grouped = ('<p class="rk-label">Failures by the word where parsing stopped</p><div class="rk-corpus"><table>'
                   f"<thead><tr><th>word</th><th>cards</th><th>for example</th></tr></thead><tbody>{grouped}</tbody></table></div>")
    return (head + f"<p><code>rulekeeper cards check --game {esc(game)} {esc(path.name)}</code>: "
            f"{ok} of {total} parsed ({pct}); {len(failed)} failures.</p>{grouped}"
            f'<p class="rk-label">Every failure</p><div class="rk-corpus"><table><thead><tr><th>card</th><th>text</th><th>error</th></tr></thead>'
            f"<tbody>{rows}</tbody></table></div>")
