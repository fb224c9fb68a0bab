"""The "Check your engine" page: the conformance protocol, each game's JSON Schema, and a live example exchange
with our own engine (so the example can't drift from what an engine must answer)."""

from __future__ import annotations

import json

from .. import registry
from ..conformance.links import InProcess, schema_path
from ..kernel.protocol import PROTOCOL_VERSION, REQUESTS
from .html import esc

URI = "engines.md"

_INTRO = f"""# Check your engine

Every scenario of this site can run against **your** engine, in any language, the way CommonMark's
`spec_tests.py --program` runs its spec against any Markdown implementation. Your engine is a program that reads
one JSON request per line on stdin and writes one JSON answer per line on stdout (protocol version
{PROTOCOL_VERSION}); the step library never touches an engine any other way, ours included.

```sh
rulekeeper conformance --game champions --program "./my-engine --protocol"      # every scenario, failures by rule
rulekeeper conformance --game champions --program "./my-engine" --rule 2.6.4   # only one rule's scenarios
rulekeeper conformance --game champions --program "./my-engine" --json         # {{"scenarios", "passed", "failures": [...]}}
rulekeeper serve --game champions                                               # our engine, behind the same protocol
```

The five requests ({", ".join(f"`{r}`" for r in REQUESTS)}):

| request | answer |
|---|---|
| `{{"type": "hello"}}` | `{{"protocol": 1, "game", "engine"}}` |
| `{{"type": "setup", "position" \\| "decks", "cards", "choices"}}` | `{{"events": [...]}}`: a whole new position; `cards` are the scenario's own, in the card-text language |
| `{{"type": "act", "action": {{"do": ...}}}}` | `{{"events": [...]}}`, or `{{"illegal": {{"rule", "message"}}}}` with the state unchanged |
| `{{"type": "query", "what": ...}}` | `{{"value": ...}}`: what a Then step reads |
| `{{"type": "log"}}` | `{{"events": [...]}}`: the whole event log, each event `{{"seq", "kind", "rules", ...}}` |

A request the engine can't take (malformed, an unknown card, a query before any setup) is answered
`{{"error": {{"message": ...}}}}`: the scenario is wrong, not the ruling. An engine that stops, hangs for a minute
or answers something that is not a JSON object fails the scenario with that said.
"""

def _exchange(game: str) -> str:
    """The game's example requests (protocol.example.json beside its schema), answered by our engine now."""
    path = schema_path(game).with_name("protocol.example.json")
    if not path.is_file() or registry.game(game).protocol is None:
        return ""
    link = InProcess(game)
    lines = []
    for request in json.loads(path.read_text(encoding="utf-8")):
        answer = link.request(request)
        lines += ["> " + json.dumps(request, ensure_ascii=False), "< " + json.dumps(answer, ensure_ascii=False)]
    return (f"## An example exchange {{: #example-{game} }}\n\nWith our engine (`>` the driver's request, `<` the answer):"
            "\n\n```text\n" + "\n".join(lines) + "\n```\n")


def render() -> str:
    parts = [_INTRO]
    for info in registry.games():
        path = schema_path(info.id)
        if path is None:
            parts.append(f"## {esc(info.title)} {{: #protocol-{info.id} }}\n\nNo protocol yet: no engine plays "
                         "this game's scenarios so far.\n")
            continue
        schema = json.loads(path.read_text(encoding="utf-8"))
        parts.append(f"## {esc(info.title)} {{: #protocol-{info.id} }}\n\n{esc(schema.get('description', ''))}\n\n"
                     f"The JSON Schema (`conformance/{info.id}/protocol.schema.json` in the repository):\n\n"
                     f"```json\n{json.dumps(schema, indent=1, ensure_ascii=False)}\n```\n")
        parts.append(_exchange(info.id))
    return "\n".join(parts)
