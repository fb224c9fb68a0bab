"""features/<game>/*.feature -> scenarios with their source text and `@rule:<id>` tags (the official Gherkin parser)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from gherkin.errors import CompositeParserException, ParserException
from gherkin.parser import Parser
from gherkin.token_scanner import TokenScanner

RULE_TAG = "@rule:"


@dataclass(frozen=True)
class Scenario:
    game: str
    feature: str  # path relative to the root, e.g. features/champions/02_06_quests.feature
    line: int  # the line of the `Scenario:` keyword (what pytest-bdd reports)
    name: str
    rules: tuple[str, ...]
    source: str  # the scenario as written, tags included
    background: str = ""  # the Background that runs before it (feature's, then its Rule's), as written

    @property
    def file_name(self) -> str:
        return Path(self.feature).name


def _children(node: dict):
    for child in node.get("children", []):
        if "scenario" in child:
            yield child["scenario"], node.get("tags", [])
        elif "rule" in child:
            for sc, tags in _children(child["rule"]):
                yield sc, list(child["rule"].get("tags", [])) + list(tags)


def _start(sc: dict) -> int:
    lines = [t["location"]["line"] for t in sc.get("tags", [])] + [sc["location"]["line"]]
    return min(lines)


def parse_feature(game: str, path: Path, rel: str) -> list[Scenario]:
    """Scenarios of one feature file. Raises ValueError with file:line on a Gherkin syntax error."""
    text = path.read_text(encoding="utf-8")
    try:
        doc = Parser().parse(TokenScanner(text))
    except (CompositeParserException, ParserException) as exc:
        raise ValueError(f"{rel}: {exc}") from None
    feature = doc.get("feature")
    if not feature:
        return []
    lines = text.splitlines()
    found = [(sc, list(feature.get("tags", [])) + list(extra)) for sc, extra in _children(feature)]
    starts = sorted(_start(sc) for sc, _ in found) + [len(lines) + 1]
    # anything that starts a new block ends the scenario before it (a Rule:, a Background, ...)
    block_starts = sorted(set(starts) | {c["location"]["line"] for c in _all_blocks(feature)})
    backgrounds = _backgrounds(feature, lines, block_starts)
    out = []
    for sc, inherited in found:
        first = _start(sc)
        end = next((s for s in block_starts if s > sc["location"]["line"]), len(lines) + 1)
        body = lines[first - 1 : end - 1]
        while body and (not body[-1].strip() or body[-1].lstrip().startswith(("#", "@"))):
            body.pop()
        indent = min((len(l) - len(l.lstrip()) for l in body if l.strip()), default=0)
        tags = [t["name"] for t in inherited] + [t["name"] for t in sc.get("tags", [])]
        rules = tuple(dict.fromkeys(t[len(RULE_TAG):] for t in tags if t.startswith(RULE_TAG)))
        out.append(Scenario(game, rel, sc["location"]["line"], sc["name"], rules,
                            "\n".join(l[indent:] for l in body), backgrounds.get(id(sc), "")))
    return out


def _block_text(lines: list[str], first: int, block_starts: list[int]) -> str:
    end = next((s for s in block_starts if s > first), len(lines) + 1)
    body = lines[first - 1 : end - 1]
    while body and (not body[-1].strip() or body[-1].lstrip().startswith(("#", "@"))):
        body.pop()
    indent = min((len(l) - len(l.lstrip()) for l in body if l.strip()), default=0)
    return "\n".join(l[indent:] for l in body)


def _backgrounds(node: dict, lines: list[str], block_starts: list[int], inherited: str = "") -> dict[int, str]:
    """id(scenario) -> the Background text that runs before it."""
    mine = inherited
    for child in node.get("children", []):
        if "background" in child:
            text = _block_text(lines, child["background"]["location"]["line"], block_starts)
            mine = (inherited + "\n\n" + text).strip("\n")
    out: dict[int, str] = {}
    for child in node.get("children", []):
        if "scenario" in child:
            out[id(child["scenario"])] = mine
        elif "rule" in child:
            out.update(_backgrounds(child["rule"], lines, block_starts, mine))
    return out


def _all_blocks(node: dict):
    for child in node.get("children", []):
        for key in ("scenario", "background", "rule"):
            if key in child:
                block = child[key]
                tags = block.get("tags", [])
                yield {"location": {"line": min([t["location"]["line"] for t in tags] + [block["location"]["line"]])}}
                if key == "rule":
                    yield from _all_blocks(block)


def load_scenarios(root: Path, game: str, problems: list[str]) -> list[Scenario]:
    """Every scenario of a game, in file order; a broken feature file is reported in `problems`."""
    folder = root / "features" / game
    out: list[Scenario] = []
    for path in sorted(folder.glob("*.feature")) if folder.is_dir() else []:
        rel = path.relative_to(root).as_posix()
        try:
            out.extend(parse_feature(game, path, rel))
        except (ValueError, OSError) as exc:
            problems.append(str(exc))
    return out
