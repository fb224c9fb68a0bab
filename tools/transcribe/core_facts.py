"""The base-game facts of ../shared/games/<game>-core.md as `core.*` entries (shared by invasion.py and aos4.py).

Those files summarize core rules that are not among the seeds: a title, an intro, `## core.<section> — title`
headings and, under each, bullets (`- `) or numbered steps (`1. `). A game's ``Plan`` says, for every bullet in
order, which facts it holds: (id, title, the words that open the fact). Each fact keeps the file's words
(markdown dropped); an ``Example:`` inside a fact goes to ``examples``. A ``*(check …)*`` mark is taken out of the
text and becomes an ``unverified`` finding on the fact it stands in (on every fact of its bullet when it closes the
bullet); the constants such a fact carries are the entry's ``meta`` (``Plan.settings``), the data the engine reads.
A bullet, fact or mark the plan does not account for stops the script with a message naming it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

HEADING = re.compile(r"^## (core\.[a-z]+)(?: and (core\.[a-z]+))?(?: — (.+))?$")
MARK = re.compile(r"\s*\*\((check[^)]*)\)\*")
EXAMPLE = "Example: "


@dataclass
class Section:
    ids: tuple[str, ...]
    heading: str | None  # the words after the dash, as printed
    items: list[str] = field(default_factory=list)  # each bullet or numbered step, its lines joined


@dataclass
class Plan:
    source: str  # the entries' `source`
    file: str  # the file's name, for findings
    facts: dict[str, list[list[tuple[str, str, str]]]]  # section id -> per item: (id, title, opening words)
    titles: dict[str, str]  # heading id -> title, where the heading has none or names two sections
    intro: dict[str, tuple[str, str, str]]  # id -> (title, first words, last words) cut from the intro ("": none)
    informative: dict[str, str]  # id -> why (facts and intro entries that no scenario can show)
    settings: dict[str, dict[str, str]]  # id of a fact marked (check) -> its constants
    refs: dict[str, list[str]]  # id -> ids it cites (other core.* ids and the seed's own entries)
    numbered: dict[str, str] = field(default_factory=dict)  # section id -> prefix of numbered steps' ids


class CoreError(Exception):
    pass


def plain(s: str) -> str:
    """Markdown dropped: inline code and emphasis markers (check marks are taken out before this)."""
    return " ".join(s.replace("`", "").replace("*", "").split())


def read(path: Path) -> tuple[str, list[Section]]:
    """The intro paragraph(s) and the sections, each with its items (continuation lines joined)."""
    intro: list[str] = []
    sections: list[Section] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("# ") or not line.strip():
            continue
        m = HEADING.match(line)
        if m:
            sections.append(Section(tuple(i for i in m.group(1, 2) if i), m.group(3)))
        elif not sections:
            intro.append(line.strip())
        elif re.match(r"^(- |\d+\. )", line):
            sections[-1].items.append(line.strip())
        elif line.startswith("  ") and sections[-1].items:
            sections[-1].items[-1] += " " + line.strip()
        else:
            raise CoreError(f"{path.name}: a line outside any bullet: {line!r}")
    return " ".join(intro), sections


def _cut(text: str, opening: list[str], where: str) -> list[str]:
    """Split an item at the words that open each fact (the first opens at the start)."""
    starts, pos = [0], 0
    for words in opening[1:]:
        found = text.find(words, pos + 1)
        if found < 0:
            raise CoreError(f"{where}: no fact opens with {words!r} after {text[pos:pos + 30]!r}")
        starts.append(found)
        pos = found
    if opening[0] and not text.startswith(opening[0]):
        raise CoreError(f"{where}: the item does not open with {opening[0]!r}")
    return [text[a:b].strip().rstrip(",;").rstrip() for a, b in zip(starts, starts[1:] + [len(text)])]


def entries(path: Path, plan: Plan) -> list[dict]:
    """Every fact of the file as an entry: the intro's, then per section a heading entry and its facts."""
    intro, sections = read(path)
    out: list[dict] = []

    def add(rid: str, title: str | None, text: str, kind: str | None = None, **more) -> dict:
        e: dict = {"id": rid}
        if title:
            e["title"] = title
        if text:
            body, _, example = text.partition(EXAMPLE)
            e["text"] = body.strip()
            if example:
                e["examples"] = [EXAMPLE + example.strip()]
        kind = kind or ("informative" if rid in plan.informative else "normative")
        e["kind"] = kind
        if kind == "informative":
            e["why"] = more.get("why") or plan.informative[rid]
        if plan.refs.get(rid):
            e["refs"] = list(plan.refs[rid])
        e["source"] = plan.source
        out.append(e)
        return e

    for rid, (title, first, last) in plan.intro.items():
        a, b = intro.find(first), intro.find(last)
        if first and (a < 0 or b < a):
            raise CoreError(f"{path.name}: the intro has no {first!r} … {last!r} for {rid}")
        add(rid, title, plain(intro[a:b + len(last)]) if first else "")
    for sec in sections:
        heading, note = sec.heading, None
        if heading and "(" in heading:
            heading, note = heading.split(" (", 1)
            note = note.removesuffix(")")
        for sid in sec.ids:
            title = plan.titles.get(sid) or (heading[:1].upper() + heading[1:] if heading else None)
            if not title:
                raise CoreError(f"{path.name}: {sid} has no title; give it one in the plan")
            add(sid, title, plain(note) if note else "", "informative", why="section heading")
        rows = plan.facts.get(sec.ids[0])
        if rows is None or len(rows) != len(sec.items):
            raise CoreError(f"{path.name}: {sec.ids[0]} has {len(sec.items)} items; the plan lists "
                            f"{'none' if rows is None else len(rows)}")
        for n, (item, row) in enumerate(zip(sec.items, rows), 1):
            where = f"{path.name}, {sec.ids[0]}, item {n}"
            item = re.sub(r"^(- |\d+\. )", "", item)
            closing = re.search(MARK.pattern + r"\.?$", item)  # a mark that closes the bullet covers all of it
            parts = _cut(item, [words for _, _, words in row], where)
            for (rid, title, _), text in zip(row, parts):
                own = MARK.findall(text)
                marks = own or ([closing.group(1)] if closing else [])
                e = add(rid, title, plain(MARK.sub("", text)))
                if marks:
                    if rid not in plan.settings:
                        raise CoreError(f"{where}: {rid} is marked ({marks[0]}); give its constants in the plan")
                    e["meta"] = dict(plan.settings[rid])
                    keys = ", ".join(plan.settings[rid])
                    e["findings"] = [{
                        "kind": "unverified",
                        "message": f"An unverified summary: {plan.file} marks "
                                   f"{'this fact' if own else 'the bullet this fact belongs to'} '({marks[0]})' (the "
                                   "rules it summarizes are not among the seeds). Its constants are data in this "
                                   f"entry's meta ({keys}), for the engine to read; a correction changes the data, "
                                   "not the code.",
                        "ref": sec.ids[0]}]
                elif rid in plan.settings:
                    raise CoreError(f"{where}: {rid} has settings but no (check) mark")
    ids = {e["id"] for e in out}
    unknown = [rid for rid in [*plan.refs, *plan.informative, *plan.settings] if rid not in ids]
    if unknown:
        raise CoreError(f"{path.name}: the plan names ids the file does not give: {', '.join(unknown)}")
    return out


def add_refs(entries_: list[dict], back: dict[str, list[str]]) -> None:
    """The seed's own entries that lean on a core fact cite it (appended after their own refs)."""
    index = {e["id"]: e for e in entries_}
    for rid, refs in back.items():
        if rid not in index:
            raise CoreError(f"back-reference from {rid!r}, which is not an entry")
        missing = [r for r in refs if r not in index]
        if missing:
            raise CoreError(f"{rid} would cite {', '.join(missing)}, which is not an entry")
        have = index[rid].setdefault("refs", [])
        have.extend(r for r in refs if r not in have)
