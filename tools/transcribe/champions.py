"""One-off: transcribe the Champions rules seeds into spec/champions/rules.yaml.

Kept for provenance only; the project never runs it. Usage (from the repository root):

    .venv/bin/python tools/transcribe/champions.py [SEEDS_DIR] > spec/champions/rules.yaml

Source of truth is the JSON tree (newest edition); the text edition (older, with a changelog) is parsed only
to compare each rule and to keep its changelog. Judgement calls (kind, findings) are in
the tables below, the mechanics after them.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "engine"))
from rulekeeper.spec.checks import cited_ids  # noqa: E402

# ---------------------------------------------------------------- judgement calls (read these)

# Extraction noise (words run together, a space lost or added); everything else stays as the source prints it.
NOISE = {
    "thecard": "the card", "putonto": "put onto", "subjectimage": "subject image", "whichcase": "which case",
    "asdrawing": "as drawing", "unlessinstructed": "unless instructed", "allowedto": "allowed to",
    "knowduring": "know during", "ofcompleting": "of completing", "SKULLREAPER .": "SKULLREAPER.",
    "Heroic Act '": "Heroic Act'", "'UnPlaced'": "'Un-Placed'",
}
TITLES: dict[str, str] = {"6.2": "Commonly Used Terms"}
_FRAME = "card-frame description: where a part of the card is printed, not what it does in play"
# Entries that are not behaviour a scenario can show. Everything else is normative.
INFORMATIVE = {
    "2.1.1": "section heading with a one-line introduction to the format (the deck rules are 2.1.1.1-2.1.1.4)",
    "2.1.2": "document meta: the Limited format is announced for a future edition, no rules yet",
    "2.2.4": "document meta: how this document relates to the (future) Tournament Procedures document",
    "2.2.5": "document meta: how this document relates to the Quick Rules",
    "2.3.2": _FRAME,
    "2.4.1": "section heading with flavour text (what Champions represent)",
    "2.4.1.1": _FRAME, **{f"2.4.1.1{c}": _FRAME for c in "abcdefg"},
    "2.4.2": "section heading with flavour text (what Blessings represent)",
    "2.4.2.1": _FRAME, **{f"2.4.2.1{c}": _FRAME for c in "abcdef"},
    "2.4.2.3c": "document meta: a cross-reference only (see 2.6)",
    "2.4.3": "section heading with flavour text (what Action cards represent)",
    "2.4.3.1": _FRAME, **{f"2.4.3.1{c}": _FRAME for c in "abcdefg"},
    "5.3": "document meta: the Multiplayer section is announced for a future edition, no rules yet",
    "6.1.1": "card-frame description: how keywords are printed",
    "6.1.2": "section heading: the list of keywords, each defined in its own entry 6.1.2.<keyword>",
    "6.2": "section heading: the list of terms, each defined in its own entry 6.2.<term>",
    "7": "document meta: points to the changelog published elsewhere (the text edition's changelog is kept as data)",
}
SOURCES = {"7": "json edition; the text edition prints its changelog here instead (kept as the top-level changelog)"}

# Problems in the source that a reader must know about and that `spec check` cannot detect mechanically.
def _f(kind: str, message: str, ref: str | None = None) -> dict:
    return {"kind": kind, "message": message, **({"ref": ref} if ref else {})}


_PLAY_AREA = ("the Play Area subsections are cited as 3.1.3.N throughout but numbered 3.1.N (3.1.1 Deck, 3.1.2 Hand, "
              "3.1.3 Discard Pile, 3.1.4 Battlefield): likely meant {}")
FINDINGS = {
    "1.1.2": [_f("likely-meant", "the Empty Deck Check rule is 4.1.5.5 (cited correctly by 4.1.5.3 and 5.1.1)", "4.1.5.5")],
    "2.4.1.1d": [_f("likely-meant", "nothing in 2.10.1 is about Health Modifiers; they are used in 3.2.2.7 (starting "
                    "health)", "3.2.2.7"), _f("wording", "'Each Champions has' (both editions)")],
    "2.4.1.3a": [_f("likely-meant", _PLAY_AREA.format("3.1.4 (Battlefield)"), "3.1.4")],
    "2.4.2.2b": [_f("likely-meant", _PLAY_AREA.format("3.1.4c (the back row, where a revealed Blessing goes)"),
                    "3.1.4c")],
    "2.4.2.2h": [_f("wording", "'Clunky Blessing do not Rotate' (both editions)")],
    "2.4.3.1g": [_f("likely-meant", "Highlights and Subject Images are 2.8 (as 2.4.1.1g and 2.4.2.1f cite); 2.14 is "
                    "Tags", "2.8")],
    "2.5.2.10": [_f("copied-text", "in the Spell section this rule says 'Smooth Units'; it is 2.5.1.10 copied "
                    "unchanged (presumably 'Smooth Spells')", "2.5.1.10")],
    "2.5.2.14": [_f("copied-text", "a rule about Spells whose last sentence says 'if a Unit has been Rotated'; copied "
                    "from 2.5.1.14", "2.5.1.14")],
    "2.7.3.2": [_f("likely-meant", "cites the Trait as 2.4.1.1g, which is the Subject Image; the Trait is 2.4.1.1f",
                   "2.4.1.1f")],
    "2.8.5": [_f("lost-picture", "the four 'In this Subject Image' sentences describe pictures that are not in "
                 "either edition's text")],
    "2.10.1.1": [_f("likely-meant", _PLAY_AREA.format("3.1.3 (Discard Pile)"), "3.1.3")],
    "2.10.2.1": [_f("likely-meant", _PLAY_AREA.format("3.1.2 (Hand)"), "3.1.2")],
    "2.10.2.3": [_f("likely-meant", _PLAY_AREA.format("3.1.1 (Deck)"), "3.1.1")],
    "2.14.1": [_f("inconsistent", "says Tags describe a Champion or Unit, but 2.4.3.1e puts Tags on Action cards and "
                  "2.14.5a puts Realm tags only on Spell and Blessing cards", "2.14.5a")],
    "2.14.2": [_f("edition", "the text edition prints the tag list as a picture (no text); only the JSON edition "
                  "lists the tags")],
    "4.1": [_f("inconsistent", "the list calls 4.1.1 'Start of Turn Phase'; 4.1.1 is titled 'Start Phase'", "4.1.1")],
    "4.1.2.2a": [_f("wrong-section", "the text of 4.1.2.1a (rotate Smooth cards) printed under 'Update Passive "
                    "Effects' Status'; its example is about passive effects, so the rule's own text is missing in "
                    "both editions", "4.1.2.1a")],
    "4.1.5.2": [_f("likely-meant", "Standard Order is 2.7.3 (as 4.1.1.3 and 2.12.2 cite); 2.6.3 is the types of "
                   "Quest Objective", "2.7.3")],
    "5.1.3": [_f("undefined-term", "'recipient' is defined nowhere in the document, and 3.1.3 is the Discard Pile")],
    "6.1.2": [_f("incomplete-list", "the list omits Disengaged, Dormant, Play and Restart, which this section "
                 "defines")],
    "6.1.2.deploy": [_f("inconsistent", "defines Deploy for a Unit only, while Spells are Deployed too (2.5.2.2, "
                        "2.6.3b)", "2.5.2.2")],
    "6.1.2.remove": [_f("likely-meant", "cites '5.1: Standard Order'; Standard Order is 2.7.3 and 5.1 is Handling "
                        "the Removal of a Player", "2.7.3")],
    "6.2": [_f("incomplete-list", "the list names 'Action Card', which the JSON edition does not define (the text "
               "edition does: 6.2.action-card), and omits 'Replace', which it defines")],
    "6.2.move": [_f("truncated", "'If a player moves a card into play.' is an unfinished sentence (both editions)")],
    "6.2.since-your-last-turn": [_f("wording", "'Refers to the a window of time' (both editions)")],
}

JSON_SEED = "001_b61a89471377f62e.txt"
TEXT_SEED = "000_b564d9ef10e1904d.txt"
BOT_HINT = re.compile(r"\n*Please use the rule command to get a \w+'s specific text, for example \[\[[^\]]*\]\]\.?")


class Pairs(list):
    """A JSON object kept as its (key, value) pairs, so duplicated keys survive loading."""


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def clean(text: str) -> str:
    """Fix extraction noise only: stray leading ': ', joined words, trailing spaces, tab indents (two spaces)."""
    text = re.sub(r"^:\s*", "", text.strip()).replace("\t", "  ")
    for wrong, right in NOISE.items():
        text = text.replace(wrong, right)
    return "\n".join(line.rstrip() for line in text.split("\n")).strip()


def split_examples(text: str) -> tuple[str, list[str]]:
    parts = re.split(r"\s*\bExample:\s*", text)
    return parts[0].strip(), [p.strip() for p in parts[1:] if p.strip()]


def split_title(raw: str, rid: str, head: bool) -> tuple[str | None, str]:
    """A section's "0" (or a heading given as a string): its first line is the title when it reads like one."""
    first, _, rest = raw.partition("\n")
    looks_like_title = len(first.split()) <= 6 and not first.rstrip().endswith((".", ":", ")"))
    if looks_like_title and (head or rest.strip()):
        return first.strip(), rest.strip()
    return None, raw.strip()


def child_id(parent: str, key: str) -> str:
    if key.isdigit():
        return f"{parent}.{key}" if parent else key
    if re.fullmatch(r"[a-z]", key):
        return parent + key
    return f"{parent}.{slug(key)}"


def walk(node: Pairs, rid: str, out: list[dict], dups: dict[str, list[str]]) -> None:
    keys = [k for k, _ in node]
    for k in sorted(set(keys)):
        if keys.count(k) > 1:
            dups.setdefault(child_id(rid, k) if k != "0" else rid, []).append(k)
    seen: dict[str, int] = {}
    for key, value in node:
        if key == "0":
            continue
        cid = child_id(rid, key)
        seen[cid] = seen.get(cid, 0) + 1
        if seen[cid] > 1:  # duplicated key: keep both, the second one suffixed
            cid = f"{cid}.dup{seen[cid]}"
        if isinstance(value, Pairs):
            head = dict(value).get("0", "")
            title, text = split_title(clean(BOT_HINT.sub("", head)), cid, head=True)
            out.append({"id": cid, "title": TITLES.get(cid, title), "text": text, "heading": True, "key": key})
            walk(value, cid, out, dups)
        elif key.isdigit() or re.fullmatch(r"[a-z]", key):
            title, text = split_title(clean(value), cid, head=False)
            out.append({"id": cid, "title": title, "text": text, "heading": False, "key": key})
        else:  # a keyword (6.1.2) or a term (6.2): the key is its name
            out.append({"id": cid, "title": key, "text": clean(value), "heading": False, "key": key, "named": True})


# ---------------------------------------------------------------- text edition

ITEM = re.compile(r"^(?:[-·•]\s*)?(?:\*\*)?(\d+(?:\.\d+)*[a-z1]?)(?::\*\*|\*\*:|:)\s*(.*)$")
TERM = re.compile(r"^(?:[-·•]\s*)+(?:\*\*)?([A-Z][\w ]*?)(?:\*\*)?:\s*(.*)$")


def plain(line: str) -> str:
    line = re.sub(r"\*\*|(?<!\w)\*|\*(?!\w)", "", line)
    line = re.sub(r"^\s*(?:[-·•]\s*)+", "", line).strip()
    for wrong, right in NOISE.items():
        line = line.replace(wrong, right)
    return line


def parse_text_edition(path: Path) -> tuple[dict[str, list[str]], dict[str, str], list[dict]]:
    """Rule id -> every text the older edition prints under it; plus its changelog."""
    lines = path.read_text(encoding="utf-8").split("\n")
    starts = [i for i, l in enumerate(lines) if l.strip() == "1: OBJECTIVE OF THE GAME"]
    body_start = starts[-1]
    log_start = next(i for i, l in enumerate(lines) if l.strip() == "7: CHANGELOG" and i > body_start)
    rules: dict[str, list[str]] = {}
    names: dict[str, str] = {}
    current: list | None = None
    section = ""
    for raw in lines[body_start:log_start]:
        line = raw.strip()
        if not line:
            continue
        m = ITEM.match(line)
        t = TERM.match(line) if section in ("6.1.2", "6.2") else None
        if m:
            rid = m.group(1)
            if rid == "2.4.2.21":  # OCR read the letter l as 1
                rid = "2.4.2.2l"
            current = [plain(m.group(2))]
            rules.setdefault(rid, []).append(current)
            if rid in ("6.1.2", "6.2"):
                section = rid
            elif rid.count(".") <= 2 and not rid.startswith("6."):
                section = ""
        elif t:
            current = [plain(t.group(2))]
            names[f"{section}.{slug(t.group(1))}"] = t.group(1).strip()
            rules.setdefault(f"{section}.{slug(t.group(1))}", []).append(current)
        elif current is not None:
            current.append(plain(line))
    texts = {rid: [" ".join(p for p in occ if p) for occ in occs] for rid, occs in rules.items()}
    changelog, entry = [], None
    for raw in lines[log_start + 1:]:
        line = raw.strip()
        if not line:
            continue
        if line == "COPYRIGHT":
            break
        if re.match(r"^\d+(ST|ND|RD|TH) \w+ \d{4}$", line):
            entry = {"date": line, "changes": []}
            changelog.append(entry)
        elif entry is not None:
            rule, _, change = line.partition(": ")
            entry["changes"].append({"rule": "2.4.2.2l" if rule == "2.4.2.21" else rule, "change": change})
    return texts, names, changelog


def words(text: str) -> list[str]:
    """Comparison key: lower-case words, no punctuation, no list letters (the editions print those differently)."""
    text = text.lower().replace("…", "...").replace("’", "'").replace("un-placed", "unplaced")
    return [w for w in re.findall(r"[a-z0-9]+", text) if len(w) > 1 or w.isdigit()]


def key(text: str) -> str:
    return " ".join(words(text))


# ---------------------------------------------------------------- assemble


def build(seeds: Path) -> dict:
    tree = json.loads((seeds / JSON_SEED).read_text(encoding="utf-8"), object_pairs_hook=Pairs)
    title = clean(dict(tree)["0"])
    raw: list[dict] = []
    dups: dict[str, list[str]] = {}
    walk(tree, "", raw, dups)
    old, names, changelog = parse_text_edition(seeds / TEXT_SEED)
    ids = {r["id"] for r in raw}
    # Terms the text edition defines and the JSON edition only lists (6.2 "Action Card").
    for rid, occs in old.items():
        if rid.startswith(("6.1.2.", "6.2.")) and rid not in ids:
            at = next(i for i, r in enumerate(raw) if r["id"] == rid.rsplit(".", 1)[0]) + 1
            raw.insert(at, {"id": rid, "title": names[rid], "text": occs[0], "heading": False, "key": names[rid],
                            "named": True, "text_only": True})
    ids = {r["id"] for r in raw}
    json_by_words = {r["id"]: key(r["text"]) for r in raw}
    old_by_words = {key(t): rid for rid, occs in old.items() for t in occs}
    entries = []
    for r in raw:
        e = make_entry(r, ids)
        if r["id"] in SOURCES:
            e["source"] = SOURCES[r["id"]]
        elif r.get("text_only"):
            e["source"] = "text edition only: the JSON edition lists this term in 6.2 but gives no text for it"
        else:
            e["source"] = compare(r, e, old, old_by_words, json_by_words)
        findings = [dict(f) for f in FINDINGS.get(r["id"], [])]
        if r["id"] in dups:
            findings.append({"kind": "duplicate-number", "message": f"the JSON edition has key(s) {dups[r['id']]} "
                             "twice here; the second copy is kept with a .dupN suffix"})
        printed = [t for t in old.get(r["id"], []) if key(t) != key(r["title"] or "")]  # not a heading's mention
        if len(printed) > 1:
            findings.append({"kind": "duplicate-number", "message": f"the text edition prints {r['id']} "
                             f"{len(printed)} times; the JSON edition once"})
        if findings:
            e["findings"] = findings
        entries.append(e)
    return {
        "game": "champions",
        "title": title,
        "sources": [
            f"../shared/seeds/{JSON_SEED}: JSON tree, newest edition (Realm tags, the term Turn); the text of every entry",
            f"../shared/seeds/{TEXT_SEED}: text edition 'effective 2nd of August, 2018', changelog to 6th November "
            "2018; compared rule by rule (see each entry's source) and kept for its changelog",
        ],
        "entries": entries,
        "changelog": changelog,
    }


def make_entry(r: dict, ids: set[str]) -> dict:
    """One rules.yaml entry: id, title, text, examples, refs, kind (and why)."""
    rid = r["id"]
    text, examples = split_examples(r["text"])
    kind, why = "normative", None
    if rid in INFORMATIVE:
        kind, why = "informative", INFORMATIVE[rid]
    elif r["heading"] and not text:
        kind, why = "informative", "section heading"
    elif not text:
        raise SystemExit(f"{rid}: normative entry without text")
    e: dict = {"id": rid}
    if r["title"]:
        e["title"] = r["title"]
    if text:
        e["text"] = text
    if examples:
        e["examples"] = examples
    refs = [c for c in cited_ids(text + "\n" + "\n".join(examples)) if c in ids and c != rid]
    if refs:
        e["refs"] = refs
    e["kind"] = kind
    if why:
        e["why"] = why
    return e


def compare(r: dict, e: dict, old: dict, old_by_words: dict, json_by_words: dict) -> str:
    """Where the entry stands against the text edition, in words for the `source` field."""
    rid = r["id"]
    title = None if r.get("named") else r["title"]  # the text edition prints a keyword's name apart
    text = re.sub(r"(?m)^\d+(?:\.\d+)+: .*$", "", e.get("text", ""))  # it prints such lists as rule lines
    examples = ["Example: " + x for x in e.get("examples", [])]
    mine = key(" ".join(filter(None, [title, text, *examples])))
    occs = old.get(rid)
    if occs and any(key(t) == mine for t in occs):
        return "json edition; same in the text edition"
    elsewhere = [k for k, v in json_by_words.items() if k != rid and any(v == key(t) for t in occs or [])]
    if not occs or elsewhere and not old_by_words.get(mine):
        moved = old_by_words.get(mine)
        if moved:
            return f"json edition; in the text edition this text is numbered {moved}"
        if elsewhere:
            return f"json edition only; the text edition's {rid} is this edition's {elsewhere[0]}"
        return "json edition only (not in the text edition)"
    moved = old_by_words.get(mine)
    candidates = [t for t in occs if key(t) != key(r["title"] or "")] or occs
    note = f"json edition; text edition differs: {candidates[-1]}"
    if moved and moved != rid:
        note += f" (the JSON text is numbered {moved} in the text edition)"
    return note


class _Dumper(yaml.SafeDumper):
    pass


def _str(dumper, value):
    style = "|" if "\n" in value else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _str)


def main() -> None:
    seeds = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[3] / "shared" / "seeds"
    doc = build(seeds)
    sys.stdout.write("# Transcribed from the seeds by tools/transcribe/champions.py (provenance; not used at run time).\n")
    sys.stdout.write(yaml.dump(doc, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=118))


if __name__ == "__main__":
    main()
