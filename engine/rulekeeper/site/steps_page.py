"""The step catalog page: every step of the conformance step libraries with its example
(`rulekeeper.conformance.catalog()`, when the conformance package provides it)."""

from __future__ import annotations

from ..registry import ids as game_ids
from .html import callout, esc, gherkin

URI = "steps.md"


def render() -> str:
    lines = ["# Step catalog\n",
             "<p>The judge's vocabulary the scenarios are written in: every step, what it means, and an example. "
             "A new ruling can be written with these steps alone.</p>"]
    try:
        from ..conformance.catalog import SHARED, catalog

        steps = catalog()
    except Exception as exc:  # the step library is another package's work and may not import yet
        lines.append(callout("note", "No step catalog yet",
                             f"<p>The step library could not be loaded: <code>{esc(type(exc).__name__)}: {esc(exc)}</code></p>"))
        return "\n\n".join(lines) + "\n"
    for game in (SHARED, *game_ids()):
        mine = [s for s in steps if s.get("game") == game]
        anchor = "shared" if game == SHARED else game
        lines.append(f"## {game} {{ #steps-{anchor} }}\n")
        if not mine:
            lines.append("<p>No steps for this game yet.</p>")
            continue
        for kind in ("given", "when", "then"):
            rows = "".join(
                f"<tr><td><code>{esc(s.get('pattern', ''))}</code></td><td>{esc(s.get('doc', ''))}</td>"
                f"<td>{gherkin(str(s.get('example', '')))}</td></tr>"
                for s in mine if s.get("kind") == kind)
            if rows:
                lines.append(f"### {kind.capitalize()} {{ #steps-{anchor}-{kind} }}\n\n"
                             '<div class="rk-steps"><table><thead><tr><th>step</th><th>meaning</th><th>example</th></tr></thead>'
                             f"<tbody>{rows}</tbody></table></div>\n")
    return "\n\n".join(lines) + "\n"
