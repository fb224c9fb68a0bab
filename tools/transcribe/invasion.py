"""One-off transcription of the Warhammer: Invasion FAQ 2.2 into spec/invasion/rules.yaml (kept for provenance).

    .venv/bin/python tools/transcribe/invasion.py ../shared/seeds/002_4ca03965634762de.txt \
        ../shared/corpus/invasion-cards.json > spec/invasion/rules.yaml

The corpus (optional) is only read to check the FAQ's card citations ("Pistoliers (CC 36)") against the public
card database; disagreements become findings, nothing is copied from it.

The seed is a markdown extraction of the PDF. Text is kept verbatim; only extraction noise is fixed: markdown
emphasis (``**``/``*``) is dropped, paragraphs split by page breaks are re-joined, headings printed in capitals are
title-cased. The general errata carry their old and new wording in meta (quoted phrases, sentence-final dots
dropped) for the card-text lint. Refs and findings are detected mechanically (``refs_for``, ``findings_for``,
``corpus_findings``), plus a short list of hand-checked ones in ``MANUAL_FINDINGS``.

The base game (``../shared/games/invasion-core.md``: the core rulebook, summarized, not among the seeds) follows as
``core.*`` entries, cut fact by fact by ``core_facts.py`` along ``CORE_FACTS``; the FAQ entries that restate or
lean on a core fact cite it (``FAQ_LEANS_ON_CORE``), and facts marked *(check)* keep their constants in meta.
"""

from __future__ import annotations

import re
import sys
from collections import defaultdict
from pathlib import Path

import yaml

# --- the document's set headings and the set abbreviations its citations use ("Rat Ogres (CC 55)") -------------
SETS = {  # heading -> (id slug, name, citation code)
    "CORE SET": ("core", "Core Set", "CS"),
    "CORRUPTION CYCLE": ("corruption", "Corruption Cycle", "CC"),
    "ASSAULT ON ULTHUAN EXPANSION": ("ulthuan", "Assault on Ulthuan Expansion", "AU"),
    "ENEMY CYCLE": ("enemy", "Enemy Cycle", "EC"),
    "MARCH OF THE DAMNED EXPANSION": ("damned", "March of the Damned Expansion", "MD"),
    "MORRSLIEB CYCLE": ("morrslieb", "Morrslieb Cycle", "MC"),
    "LEGENDS EXPANSION": ("legends", "Legends Expansion", "LE"),
    "CAPITAL CYCLE": ("capital", "Capital Cycle", "CaC"),
    "BLOODQUEST CYCLE": ("bloodquest", "Bloodquest Cycle", "BQ"),
    "ETERNAL WAR CYCLE": ("eternal-war", "Eternal War Cycle", "EW"),
}
CODE_ALIASES = {"Core": "CS", "Legends": "LE"}
CODES = "CS|CC|AU|EC|MD|MC|LE|Legends|Core|CaC|BQ|EW"
LISTS = {  # heading -> id
    "RESTRICTED LIST": "restricted",
    "BANNED LIST": "banned",
    "CATACLYSM RESTRICTED LIST": "cataclysm-restricted",
    "CATACLYSM BANNED LIST": "cataclysm-banned",
}
RULE_GROUPS = {  # heading in "Official Rules Clarification" -> id of the group
    "RULEBOOK ERRATA": "rulebook-errata",
    "CLARIFICATIONS": "clar",
    "TERMINOLOGY CLARIFICATIONS": "terms",
    "ZONES OF PLAY": "zones",
    "TARGETING": "targeting",
    "DAMAGE": "damage",
    "CARD TYPES": "card-types",
    "KEYWORDS": "keyword",
    "MISCELLANEOUS": "misc",
}
RULE_CONTAINERS = {"CORE SET", "RULES"}  # headings that only wrap a group: no entry of their own
SECTION_HEADING = "section heading"

VERSION = re.compile(r"\s*\(\s*[vV](\d+(?:\.\d+)*)\s*\)")
CARD_HEADING = re.compile(r"^(\d+(?:\s*&\s*\d+)?)\s+(.+)$")


# --- reading the markdown --------------------------------------------------------------------------------------
def plain(s: str) -> str:
    """Drop markdown emphasis and stray spacing (extraction noise)."""
    s = s.replace("**", "").replace("*", "")
    return re.sub(r"[ \t]+", " ", s).strip()


def title_case(s: str) -> str:
    s = plain(s)
    if s.upper() == s and any(c.isalpha() for c in s):
        small = {"of", "the", "a", "an", "to", "on", "in", "and", "or", "for", "vs"}
        words = s.lower().split()
        s = " ".join(w if (i and w in small) else w[:1].upper() + w[1:] for i, w in enumerate(words))
        s = re.sub(r"([/-])(\w)", lambda m: m.group(1) + m.group(2).upper(), s)
    return s


def blocks(text: str) -> list[tuple[int, str]]:
    """The document as (level, text): headings have level 1-4, paragraphs level 0 (raw, markdown kept)."""
    out: list[tuple[int, str]] = []
    for para in re.split(r"\n\s*\n", text):
        lines = [ln.rstrip() for ln in para.strip("\n").split("\n") if ln.strip()]
        if not lines:
            continue
        first = lines[0].strip()
        m = re.match(r"^(#{1,4})\s+(.*)$", first)
        if m:
            out.append((len(m.group(1)), m.group(2).strip()))
            if lines[1:]:
                out.append((0, " ".join(ln.strip() for ln in lines[1:])))
            continue
        m = re.match(r"^\*\*(\d[^*]*)\*\*\s*$", first)  # " **38 Snotling Invasion**  " card line of later cycles
        if m:
            out.append((9, m.group(1).strip()))
            if lines[1:]:
                out.append((0, " ".join(ln.strip() for ln in lines[1:])))
            continue
        out.append((0, " ".join(ln.strip() for ln in lines)))
    return out


EXAMPLE = re.compile(r"^\*?(For example|Another example|Example)\b")


def _is_italic(p: str) -> bool:
    return p.startswith("*") and not p.startswith("**")


def rejoin(paras: list[str]) -> list[str]:
    """Join paragraphs that a page or column break cut in the middle of a sentence."""
    out: list[str] = []
    for p in paras:
        if out:
            prev = out[-1]
            prev_plain, p_plain = plain(prev), plain(p)
            cont = p_plain[:1].islower() or (prev_plain[-1:].isalpha() or prev_plain[-1:] == ",")
            italic_cont = _is_italic(prev) and _is_italic(p) and not EXAMPLE.match(p)
            if cont or italic_cont:
                if prev.endswith("*") and _is_italic(p):  # "...and*" + "*2 Battlefield ...*": one italic run
                    out[-1] = prev.rstrip("*").rstrip() + " " + p.lstrip("*").lstrip()
                else:
                    out[-1] = prev + " " + p
                continue
        out.append(p)
    return out


# paragraphs printed in roman type after an example that still talk about the example's cards
EXAMPLE_CONTINUED = ("Any cards that could prevent the damage to the unit like",)


def split_examples(paras: list[str]) -> tuple[list[str], list[str]]:
    text, examples = [], []
    for p in rejoin(paras):
        if examples and plain(p).startswith(EXAMPLE_CONTINUED):
            examples[-1] += "\n\n" + plain(p)
        else:
            (examples if EXAMPLE.match(p) else text).append(plain(p))
    return text, examples


def slug(s: str) -> str:
    s = plain(s).lower().replace("’", "").replace("'", "")
    return re.sub(r"[^a-z0-9]+", "-", s).strip("-")


# --- entries -------------------------------------------------------------------------------------------------------
class Book:
    def __init__(self):
        self.entries: list[dict] = []
        self.ids: set[str] = set()

    def add(self, rid: str, kind: str, text: str = "", **fields) -> dict:
        assert rid not in self.ids, rid
        self.ids.add(rid)
        e = {"id": rid}
        for key in ("title", "version"):
            if fields.get(key):
                e[key] = fields[key]
        if text:
            e["text"] = text
        if fields.get("examples"):
            e["examples"] = fields["examples"]
        e["kind"] = kind
        if kind == "informative":
            e["why"] = fields.get("why") or SECTION_HEADING
        for key in ("parent", "source", "meta"):
            if fields.get(key):
                e[key] = fields[key]
        self.entries.append(e)
        return e


def heading_entry(book: Book, rid: str, title: str, paras: list[str], parent: str | None = None, meta=None):
    """A heading: normative when the source gives it rule text of its own, informative otherwise."""
    text, examples = split_examples(paras)
    if text:
        return book.add(rid, "normative", "\n\n".join(text), title=title, examples=examples, parent=parent, meta=meta)
    return book.add(rid, "informative", title=title, parent=parent, meta=meta)


def sections(doc: list[tuple[int, str]]) -> dict[str, list[tuple[int, str]]]:
    """Split at the four level-1 parts of the FAQ (the timing part has three level-1 headings)."""
    parts: dict[str, list] = defaultdict(list)
    current = "front"
    names = {"Card Clarification and Errata": "errata", "Official Rules Clarification": "rules",
             "Timing Structure": "timing", "Frequently Asked Questions": "faq"}
    for level, text in doc:
        if level == 1 and plain(text) in names:
            current = names[plain(text)]
            continue
        parts[current].append((level, text))
    return parts


def corrected_text(paras: list[str]) -> tuple[str | None, bool]:
    """The text inside 'Should read: "..."' (verbatim, emphasis dropped) and whether it is only a part ('...')."""
    for p in paras:
        p = plain(p)
        m = re.search(r"\b[Rr]ead:\s*([“\"])", p)
        if not m:
            continue
        close = "”" if m.group(1) == "“" else "\""
        body = p[m.end():]
        end = body.rfind(close)
        if end >= 0 and body.count("“") > body[:end].count("”"):  # a quote inside the quote: keep its close
            end += 1
        body = body[:end] if end >= 0 else body
        body = body.strip()
        return body, ("..." in body)
    return None, False


def transcribe_errata(book: Book, part):
    i = 0
    intro = []
    while part[i][0] == 0:
        intro.append(part[i][1])
        i += 1
    heading_entry(book, "errata", "Card Clarification and Errata", intro)
    groups: list[tuple[int, str, list[str]]] = []  # (level, heading, paragraphs)
    for level, text in part[i:]:
        if level == 0:
            groups[-1][2].append(text)
        else:
            groups.append((level, text, []))
    current_set = None
    current_list = None
    for level, head, paras in groups:
        name = plain(head)
        if name == "GENERAL":
            book.add("errata.general", "informative", title="General", parent="errata")
            for n, p in enumerate(rejoin(paras), 1):
                *old, new = [q.rstrip(".") for q in re.findall(r"“([^”]+)”", plain(p))]
                book.add(f"errata.general.{n}", "normative", plain(p), title=f"General erratum {n}",
                         meta={"old_wording": " | ".join(old), "new_wording": new})
            current_set = None
            continue
        if name == "Most Recent Printing":
            heading_entry(book, "errata.general.most-recent-printing", name, paras)
            continue
        if name in SETS:
            sid, sname, code = SETS[name]
            current_set, current_list = (sid, sname, code), None
            book.add(f"errata.{sid}", "informative", title=sname, meta={"set": sname, "set_code": code})
            continue
        if name in LISTS:
            lid = LISTS[name]
            current_list, current_set = lid, None
            fmt = re.search(r"for (.+?) LCG tournament play", plain(" ".join(paras)))
            heading_entry(book, lid, title_case(name), paras, parent="errata",
                          meta={"restriction": "banned" if "BANNED" in name else "restricted", "format": fmt.group(1)})
            continue
        m = CARD_HEADING.match(name)
        assert m, head
        number, card = m.group(1), m.group(2).strip()
        if current_list:
            rid = f"{current_list}.{slug(card)}"
            book.add(rid, "normative", name, title=card,
                     meta={"list": title_case([k for k, v in LISTS.items() if v == current_list][0]),
                           "number": number, "card": card})
            continue
        sid, sname, code = current_set
        text, examples = split_examples(paras)
        meta = {"set": sname, "set_code": code, "number": number, "card": card}
        corrected, partial = corrected_text(rejoin(paras))
        if corrected is not None:
            meta["corrected_text"] = corrected
            meta["corrected_text_partial"] = "yes" if partial else "no"
        kw = re.search(r"Should have the [\"“](\w+)[\"”] keyword", " ".join(text))
        if kw:
            meta["adds_keyword"] = kw.group(1)
        book.add(f"errata.{sid}.{number}", "normative", "\n\n".join(text), title=card, examples=examples, meta=meta)


def transcribe_rules(book: Book, part):
    book.add("rules", "informative", title="Official Rules Clarification")
    group = None
    current: tuple[str, str, list[str]] | None = None  # (id, heading, paras)
    pending: list[tuple[str, str, list[str], str | None]] = []

    def flush():
        if current:
            pending.append((*current, group))

    for level, text in part:
        if level == 0:
            current[2].append(text)
            continue
        name = plain(text)
        if name in RULE_CONTAINERS:
            continue
        if name in RULE_GROUPS:
            flush()
            group = RULE_GROUPS[name]
            current = (group, name, [])
            continue
        flush()
        current = (None, name, [])
    flush()
    for rid, head, paras, grp in pending:
        version = VERSION.search(head)
        title = title_case(VERSION.sub("", head))
        if rid == "rulebook-errata":
            book.add(rid, "informative", title="Rulebook Errata", parent="rules",
                     meta={"set": "Core Set"})
            items: list[list[str]] = []
            for p in paras:
                if p.startswith("On page"):
                    items.append([])
                items[-1].append(p)
            for n, item in enumerate(items, 1):
                item = rejoin(item)
                first = plain(item[0])
                m = re.match(r"On page (\d+) of the Core Rulebook, (?:the second paragraph )?"
                             r"under [“\"]?(.+?)[,]?[”\"]?,? (?:it )?should read", first)
                page, where = m.group(1), m.group(2).strip("“”\",")
                book.add(f"rulebook-errata.{n}", "normative", "\n\n".join(plain(p) for p in item),
                         title=f"Core Rulebook page {page}: {where}", meta={"page": page, "section": where})
            continue
        if rid is not None:  # a group heading
            heading_entry(book, rid, title, paras, parent="rules")
            continue
        text, examples = split_examples(paras)
        book.add(f"{grp}.{slug(title)}", "normative", "\n\n".join(text), title=title, examples=examples,
                 version=f"v{version.group(1)}" if version else None)


def transcribe_timing(book: Book, part):
    book.add("timing", "informative", title="Timing Structure")
    heads: list[tuple[int, str, list[str]]] = []
    for level, text in part:
        if level == 0:
            heads[-1][2].append(text)
        else:
            heads.append((level, text, []))
    phase = None
    for level, head, paras in heads:
        name = plain(head)
        if name == "UPDATED TURN SEQUENCE DIAGRAM":
            book.add("timing.phase", "informative", title=title_case(name), parent="timing")
            continue
        if name == "DETAILED TIMING STRUCTURE":
            book.add("timing.detailed", "informative", title=title_case(name), parent="timing")
            continue
        m = re.match(r"PHASE (\d)$", name)
        if m:
            phase = m.group(1)
            continue
        if phase is not None and level == 3:
            book.add(f"timing.phase.{phase}", "normative", "\n".join(plain(p) for p in rejoin(paras)),
                     title=f"Phase {phase}: {name}", meta={"phase": phase})
            phase = None
            continue
        m = re.match(r"([A-E])\. (.+)$", name)
        assert m, head
        step = m.group(1)
        book.add(f"timing.{step}", "informative", title=f"{step}. {title_case(m.group(2))}", parent="timing.detailed")
        subs: list[list[str]] = []
        for p in paras:
            if re.match(r"^\d+\. ", p):
                subs.append([p])
            else:
                subs[-1].append(p)
        for sub in subs:
            n, first = re.match(r"^(\d+)\. (.*)$", sub[0]).groups()
            lines = [plain(first)] + [plain(p) for p in sub[1:]]
            book.add(f"timing.{step}.{n}", "normative", "\n".join(lines), title=f"{step}-{n}")


def transcribe_faq(book: Book, part):
    book.add("faq", "informative", title="Frequently Asked Questions")
    qa: list[list[str]] = []
    for level, text in part:
        assert level == 0, text
        if text.startswith("**Q:"):
            qa.append([text])
        else:
            qa[-1].append(text)
    for n, (q, *answer) in enumerate(qa, 1):
        answer = rejoin(answer)
        assert answer[0].startswith("**A:**"), answer[0]
        question = re.sub(r"^Q:\s*", "", plain(q))
        text = "\n\n".join(plain(re.sub(r"^\*\*A:\*\*\s*", "", p)) for p in answer)
        book.add(f"faq.{n}", "normative", text, title=question)


# --- refs and findings -----------------------------------------------------------------------------------------------
def citations(text: str) -> list[tuple[str, str, str]]:
    """Card citations as (name, code, number): 'Rat Ogres (CC 55)', 'Wolves of the North [CC 32]'."""
    out = []
    for m in re.finditer(rf"[\(\[]?\b({CODES})\s+(\d+)[\)\]]", text):
        before = text[max(0, m.start() - 60):m.start()]
        word = r"(?:[A-Z][\w'’!\-]*|of|the|to|de)"
        nm = re.search(rf"({word}(?:\s+{word})*)\s*(?:like\s*)?$", before.rstrip())
        name = nm.group(1) if nm else ""
        name = re.sub(r"[’']s$", "", name).strip()
        # sentence openers and owners are not part of the name: "If Soul Stealer", "Charlie’s Lobber Crew"
        name = re.sub(r"^(?:(?:If|Does|Do|When|Can|What|How|Is|Are|the|of|to|de|\w+[’']s)\s+)+", "", name)
        out.append((name, CODE_ALIASES.get(m.group(1), m.group(1)), m.group(2)))
    return out


TIMING_REFS = [
    (re.compile(r"See ([A-E]) under Detailed Timing Structure"), lambda m: f"timing.{m.group(1)}"),
    (re.compile(r"\[Go to ([A-E])\]"), lambda m: f"timing.{m.group(1)}"),
    (re.compile(r"\[Go to ([A-E])-(\d)\]"), lambda m: f"timing.{m.group(1)}.{m.group(2)}"),
    (re.compile(r"\b(?:during|After) ([A-E])-(\d)\b"), lambda m: f"timing.{m.group(1)}.{m.group(2)}"),
    (re.compile(r"skip to the \"End of Turn\""), lambda m: "timing.phase.5"),
    (re.compile(r"see \"Targeting\""), lambda m: "targeting"),
    (re.compile(r"see page 11 for information on faceup developments"), lambda m: "card-types.developments"),
    (re.compile(r"updated turn sequence diagram"), lambda m: "timing.phase"),
]


def refs_for(book: Book) -> None:
    errata = {}
    by_name = {}
    for e in book.entries:
        meta = e.get("meta", {})
        if e["id"].startswith("errata.") and "card" in meta:
            errata[(meta["set_code"], meta["number"].lstrip("0"))] = e["id"]
            by_name[meta["card"]] = e["id"]
    for e in book.entries:
        body = " ".join([e.get("title", ""), e.get("text", "")] + e.get("examples", []))
        refs: list[str] = []
        for name, code, number in citations(body):
            rid = errata.get((code, number))
            if rid:
                refs.append(rid)
        for name, rid in by_name.items():
            if re.search(rf"(?<![\w'])({re.escape(name)})(?![\w'])", body):
                refs.append(rid)
        for pattern, target in TIMING_REFS:
            for m in pattern.finditer(body):
                refs.append(target(m))
        refs = [r for r in dict.fromkeys(refs) if r != e["id"] and r in book.ids]
        if refs:
            e["refs"] = refs


GENERAL_ERRATA = [  # (errata.general.N, what the old wording looks like inside quoted card text)
    (1, re.compile(r"After your turn begins")),
    (2, re.compile(r"(?:Action|Forced):\s*After\b")),
    (3, re.compile(r"[Rr]edirect.*damage (?:dealt|assigned|just assigned)|damage (?:dealt|assigned).*redirect")),
    (4, re.compile(r"If you control a non-\w+ card")),
]
QUOTED = re.compile(r"[“\"]([^“”\"]{12,})[”\"]")


def findings_for(book: Book) -> None:
    # 1. quoted card text that still has wording the general errata replaced
    for e in book.entries:
        if e["id"].startswith("errata.general"):
            continue
        sources = [e.get("text", "")] + e.get("examples", []) + [e.get("meta", {}).get("corrected_text", "")]
        for n, pattern in GENERAL_ERRATA:
            hits = [q for s in sources for q in QUOTED.findall(s) + ([s] if s is sources[-1] else [])
                    if pattern.search(q)]
            if hits:
                quoted = hits[0] if len(hits[0]) <= 90 else hits[0][:90].rsplit(" ", 1)[0] + " ..."
                e.setdefault("findings", []).append({
                    "kind": "contradiction",
                    "message": f"quotes card text with the wording that general erratum {n} replaces: {quoted!r}",
                    "ref": f"errata.general.{n}"})
    # 2. the same card cited with different set codes or numbers
    cited: dict[str, dict[tuple[str, str], list[str]]] = defaultdict(lambda: defaultdict(list))
    for e in book.entries:
        body = " ".join([e.get("title", ""), e.get("text", "")] + e.get("examples", []))
        for name, code, number in citations(body):
            if name:
                cited[name][(code, number)].append(e["id"])
        meta = e.get("meta", {})
        if "list" in meta:
            cited[meta["card"]][("list", meta["number"])].append(e["id"])
        elif "card" in meta and "set_code" in meta:
            cited[meta["card"]][(meta["set_code"], meta["number"].lstrip("0"))].append(e["id"])
    index = {e["id"]: e for e in book.entries}
    for name, forms in cited.items():
        numbers = [set(re.split(r"\s*&\s*", num)) for (_, num) in forms]  # "119 & 57": either printing
        codes = {code for (code, _) in forms if code != "list"}
        if any(not (a & b) for a in numbers for b in numbers) or len(codes) > 1:
            shown = "; ".join(f"{'list no.' if c == 'list' else c} {n} in {', '.join(ids)}"
                              for (c, n), ids in forms.items())
            for ids in forms.values():
                for rid in dict.fromkeys(ids):
                    index[rid].setdefault("findings", []).append({
                        "kind": "wrong-reference",
                        "message": f"{name} is cited inconsistently: {shown}"})
    # 3. hand-checked problems
    for rid, finding in MANUAL_FINDINGS:
        index[rid].setdefault("findings", []).append(finding)


def _other(message: str, kind: str = "other", ref: str | None = None) -> dict:
    return {"kind": kind, "message": message, **({"ref": ref} if ref else {})}


MANUAL_FINDINGS: list[tuple[str, dict]] = [  # read and checked by hand against the seed
    ("errata.core.47", _other(
        'The corrected text gives no duration, the printed one said "until the end of the turn". The engine reads it '
        "as lasting until the end of the turn, the longest an effect an Action sets up lasts "
        "(clar.conditional-actions), as it reads [Power] gained with no duration (timing.E.3), and logs a "
        "'no_duration' event; a unit already attacking or defending keeps its status.", kind="choice",
        ref="clar.conditional-actions")),
    ("timing.E.3", _other(
        "Card text that gives [Power] with no duration printed ('Action: ... have this unit gain [Power].', Winged "
        "Riders of Kislev, Bray Shaman) is given none by the rules. The engine reads it as lasting until the end of "
        "the turn, the longest an effect an Action sets up lasts (clar.conditional-actions), and logs a "
        "'no_duration' event when it does (timing.feature).", kind="choice", ref="clar.conditional-actions")),
    ("terms.the-word-or", _other("Does not say what happens when no option can be resolved completely. The engine "
                                 "carries out the first option as far as it goes.", kind="ambiguous")),
    ("about", _other("Changes are marked in red in the PDF; the extraction lost the colour, so which rulings are new "
                     "in FAQ 2.2 cannot be told from this source.")),
    ("errata.corruption.64", _other("The quotation opened after 'Should read:' is never closed; the card text "
                                    "inside it opens a second quotation that the only closing mark ends.")),
    ("errata.bloodquest.90", _other("Printed after 108 Temple of Ulric: the Bloodquest errata are out of number "
                                    "order.")),
    ("restricted.innovation", _other("Two card numbers ('119 & 57') and no set: the list does not say which "
                                     "printing each number belongs to.")),
    ("cataclysm-restricted.innovation", _other("Two card numbers ('119 & 57') and no set: the list does not say "
                                               "which printing each number belongs to.")),
    ("cataclysm-banned", _other("Two cards carry the number 101 (Shield of Aeons, Balthasar Gelt); the lists give "
                                "numbers without set names, so a number alone does not identify a card.",
                                kind="duplicate-number")),
    ("cataclysm-banned", _other("Says 'Cataclysm LCG tournament play' where the Cataclysm restricted list says "
                                "'Multiplayer LCG tournament play' for the same format.", ref="cataclysm-restricted")),
    ("clar.simultaneous-effects", _other("The first sentence is a fragment: 'When two non-Action card effects "
                                         "trigger at the same time.'")),
    ("terms.the-word-skip", _other("'one that single battlefield phase is skipped' reads as a typo for 'only that "
                                   "single battlefield phase is skipped'.")),
    ("card-types.developments", _other("The example garbles the card name as \"Rip Dere 'Eads (CS 75) off\"; "
                                       "faq.6 prints it as \"Rip Dere ‘Eads Off! (CS 75)\".", ref="faq.6")),
    ("card-types.developments", _other(
        "Says what a card that becomes a faceup development loses, but nothing of a facedown development that became "
        "a unit for the turn (Bolt of Change, Full Moon Rising) when it is a development again. The engine keeps it "
        "facedown in its zone while it is a unit (its title hidden from the opponent, still counting as a "
        "development), and at the end of the turn puts it back under its zone holding nothing: its damage, resource "
        "tokens, corruption and attachments are removed, since a facedown development can hold none of them "
        "(rules_card_types.feature, tests/engine_invasion/test_invasion_rising.py).", kind="choice")),
    ("timing.phase.3", _other("Says 'character' cards; everywhere else the document calls them units.")),
    ('timing.phase.1', _other("Lists 'Beginning of the Phase (D)' after the resources are reset, the restore and the resources taken (phases 3 and 4 list it first). The engine reads it as printed: phase 1's 'at the beginning' effects and action window come after the resources are taken.")),
    ('timing.phase.2', _other("Lists 'Beginning of the Phase (D)' after the cards are drawn. The engine reads it as printed: phase 2's action window comes after the draw.")),
    ('timing.B.4', _other("'Action Window closes when neither player wants to take any additional actions' does not say whether a window opens when neither player could act at all. The engine opens none then, and closes a window by itself after a chain resolves when neither player could act any more; otherwise the players pass one by one, both in a row to close it.")),
    ("faq.30", _other(
        "The ruling says when Kairos Fateweaver's effect reaches a development played, not what happens when the "
        "legend leaves play. The engine makes its developments facedown developments again at once (the constant "
        "effect ends with its source, core.effects.constant), removing what a development cannot hold (damage, "
        "tokens, corruption, attachments), as at the end of Full Moon Rising's turn. The card data lacks the "
        "legend's hit points, so the scenario gives its text to a test legend.", kind="choice")),
    ("faq.43", _other(
        "Says a Spell played by Gathering the Winds is a new copy once it enters play or the discard pile, not how an "
        "engine tells. The engine reads a target in the discard pile as a new copy when an effect played it after the "
        "last Action that targeted it was triggered (nothing can be triggered while the chain resolves, so that Action "
        "is the entry resolving or one resolved before it). Only a tactic Spell is played: a Spell of another type "
        "(Judgement of Loec, an Attachment) is not played by the effect yet, which says so and does nothing, so "
        "Gathering the Winds is not sacrificed ('Then'). The scenarios use test tactics with the Spell trait.",
        kind="choice")),
    ('faq.31', _other('Names Capital Center without its text or set; the public card database has no card of that name. The scenario uses a support of the shape the answer describes (remove a token, then a benefit).')),
    ("faq.21", _other(
        "'It must be clear which development you are targeting' does not say what this forbids. The engine refuses "
        "to shuffle a zone's developments while an effect on the chain targets one of them, and lets the opponent "
        "target that development too. Either player names a development by its card name through the protocol: the "
        "engine does not keep the opponent from naming one the owner does not target (faq_developments.feature).",
        kind="choice")),
    ("faq.34", _other("Volkmar the Grim places the unit on the bottom of its controller's deck, but a card that "
                      "goes to an out of play zone goes to its owner's out of play zone; review.",
                      kind="contradiction", ref="zones.out-of-play")),
    ("terms.the-letter-x", _other(
        "Does not say when an X the card defines is counted when X is also a cost ('Spend X resources to deal X "
        "indirect damage ... X is the number of your developments in this zone.', Repeater Bolt Thrower). The "
        "engine counts X once, as the cost is paid (timing.C.2), and the effect deals that X even if the count has "
        "changed before it resolves (rules_terms.feature).", kind="choice", ref="timing.C.2")),
    ("timing.E.2", _other(
        "Does not say which phases 'at the end of each phase' (Johannes Broheim) means. The engine reads it as the "
        "end of each kingdom, quest, capital and battlefield phase, either player's, that began: the turn's "
        "beginning and end (phases 0 and 5) are the turn's, and a phase an effect skipped neither begins nor ends "
        "(timing.feature).", kind="choice", ref="terms.the-word-skip")),
    ("terms.sacrifice", _other(
        "A card can be sacrificed only by the player who controls it, but the rules do not say what becomes of a "
        "sacrifice an effect set up for later ('Sacrifice that unit at the end of the turn.', Warpstone "
        "Experiments) when another player has taken control of the unit meanwhile. The engine has the player who "
        "set it up sacrifice the card then only if they still control it; otherwise it stays in play "
        "(rules_zones.feature).", kind="choice", ref="timing.E.2")),
    # readings the engine takes where the rules leave room (damage, zones, terms, card types: features/invasion/rules_*)
    ("damage.redirecting-damage", _other(
        "Does not say whether damage redirected onto a unit is then cancelled by that unit's Toughness (or a cancel "
        "effect on it). The engine reads it with damage.cancelling-damage: damage is redirected right before it is "
        "applied, then each target's cancellation works on what it is about to receive, so Toughness cancels "
        "redirected damage (rules_damage.feature).", kind="ambiguous", ref="damage.cancelling-damage")),
    ("zones.put-into-play", _other(
        "Putting into play bypasses no restriction in the text box, but Limited (one Limited card per player per "
        "turn) restricts playing, which putting into play is not. The engine reads Limited as a restriction on "
        "playing: a Limited card put into play is not refused by it and does not use up the turn's Limited card; "
        "unique, zone-only and Hero limits still apply (rules_zones.feature).", kind="ambiguous",
        ref="core.effects.limited")),
    ("terms.loyalty", _other(
        "Neither the FAQ nor the core summary says how a cost reduction meets loyalty. The engine reads 'loyalty "
        "is not part of the cost' literally: a reduction lowers the printed cost (never below zero, terms.reduction; "
        "a cost of 0 not at all, terms.cost), then the loyalty beyond the matching race symbols is added, "
        "unreduced; 'for no cost' makes the whole cost 0, loyalty included (rules_terms.feature).",
        kind="ambiguous", ref="terms.cost")),
    # readings the engine takes where a ruling leaves room (features/invasion/faq_*.feature)
    ("faq.36", _other(
        "Says the unit questing on a moved quest stays in its zone, not whether it still quests on that quest. The "
        "engine ends the questing (the quest's resource tokens go), as when the questing unit itself moves "
        "(faq_quests.feature).", kind="ambiguous", ref="misc.moving-cards")),
    ("faq.37", _other(
        "'You can send a unit questing on a quest you control in any zone' does not say which zone the unit enters. "
        "The engine plays the unit into the quest zone, as any questing unit, wherever the quest is "
        "(faq_quests.feature).", kind="ambiguous", ref="core.cards.quest")),
    ("faq.52", _other(
        "Two redirects of 'the next' damage don't add up, but the ruling does not say where the damage goes when "
        "they redirect it to different cards, nor whether both are used up. The engine redirects as much as the "
        "largest of them allows, to the first of the largest, and uses that much of each (faq_zones.feature).",
        kind="ambiguous", ref="damage.redirecting-damage")),
    ("faq.54", _other("The question is garbled: 'discard a card more loyalty than my opponent has resources' "
                      "is missing words.")),
    ("clar.legends", _other(
        "Says corrupted legends cannot attack, so legends attack, but not with which power icons. The engine has an "
        "attacking legend deal combat damage equal to its battlefield power icons, attacks being made from the "
        "battlefield (rules_legends.feature).", kind="ambiguous", ref="core.cards.legend")),
    # fulcrums (the Cataclysm format): its rulebook is not among the seeds; the engine plays what faq.55-61 need
    # (games/invasion/fulcrums.py, faq_fulcrums.feature)
    ("faq.55", _other(
        "The Cataclysm rules the fulcrum rulings lean on (where fulcrums start, who defends them, how one is won) are "
        "not among the seeds. The engine's reading: fulcrums start in a common play area no player controls; nobody "
        "defends a fulcrum there; the attackers' damage left once each defender has lethal damage may be assigned "
        "to the fulcrum, and when any is, the attacking player takes control of it (into their battlefield). "
        "Channeling and dominance are not played.", kind="unverified")),
    ("faq.55", _other(
        "Raider is in no card text of the public card list (988 cards) and its rule is not among the seeds: the "
        "scenario shows Scout; the engine's Scout step is the one the ruling switches off.", kind="unverified")),
    ("faq.56", _other(
        "Says a Cataclysm battlefield phase has two attacks, not in which order. The engine lets the active player "
        "make the attack on a capital zone and the fulcrum attack in either order, each at most once; declaring no "
        "attack ends the battlefield phase.", kind="ambiguous")),
    ("faq.57", _other(
        "Says legends attack fulcrums, not with which power icons. The engine has a legend deal combat damage equal "
        "to its battlefield power icons in a fulcrum attack (an attack on the battlefield, faq.60), as an attacked "
        "legend deals its icons in the zone it is attacked through (clar.legends).", kind="ambiguous",
        ref="clar.legends")),
    ("faq.59", _other(
        "Wolves of the North's attack (in the quest phase) is shown refused on a fulcrum; a second scenario has an "
        "effect make such an attack in the capital phase, through the protocol's effect action; after it the capital "
        "phase goes on.", kind="choice",
        ref="misc.attacks-made-outside-of-the-battlefield-phase")),
    ("faq.61", _other(
        "Says a fulcrum leaves play only when an effect specifically targets it, not where it goes. The engine puts "
        "it back in the common play area.", kind="ambiguous")),
    ("faq.53", _other(
        "'A single battlefield phase' does not say which one when the Rune is played outside a battlefield phase, "
        "nor whether damage dealt by card effects in that phase counts as 'assigned'. The engine cancels the combat "
        "damage of the next battlefield phase this turn to apply combat damage (the current one, if under way), "
        "and then the effect is used (faq_combat.feature).", kind="ambiguous", ref="damage.cancelling-damage")),
    ("errata.core.39", _other(
        "'1 resource per effect' does not say how an effect with several targets, or the play of an attachment "
        "(an action that targets, faq.8), pays. The engine adds the price once per effect that targets at least "
        "one unit the Church's player controls, an attachment played onto such a unit included "
        "(errata_cards.feature, faq_targets.feature).", kind="ambiguous", ref="faq.8")),
    ("faq.16", _other(
        "Says the owner regains control and moves the unit 'to their corresponding zone', not what becomes of the "
        "unit's damage or corruption. The engine moves the unit as it is, as any change of control does "
        "(faq_zones.feature).", kind="ambiguous", ref="core.effects.ownership")),
    # readings the engine takes where the errata leave room (games/invasion/errata.py, spec/invasion/errata.yaml)
    ("errata", _other("A 'Should read' quotes the corrected wording, sometimes of one ability of a card that prints "
                      "others (Werner Ludenhof quotes only its Action; Zealot Hunter drops 'Order Only.'). The engine "
                      "reads each quote as replacing the printed wording it corrects and keeps the card's other "
                      "abilities; spec/invasion/errata.yaml names the printed wording each erratum replaces.",
                      kind="ambiguous")),
    ("errata.general.2", _other("'after' is also the start of 'After your turn begins' (errata.general.1). The "
                                "engine applies errata.general.1 first, so that wording reads 'At the beginning of "
                                "your turn', never 'When your turn begins'.", kind="ambiguous", ref="errata.general.1")),
    ("errata.general.3", _other("Which cards 'redirect damage' is not listed. The engine rewrites the wording on "
                                "every card whose text says 'redirect', after the card's own erratum (Warrior "
                                "Priests' corrected text says 'damage assigned' and reads 'damage that would be "
                                "dealt').", kind="ambiguous", ref="errata.core.34")),
    ("errata.general.4", _other("No card of the public card list (988 cards) carries 'If you control a "
                                "non-[faction] card'; the rewrite is shown on an illustrative card.",
                                kind="unverified")),
    ("errata.enemy.49", _other("The corrected text starts 'Action: If a unit is questing here' where the card prints "
                               "'Quest. Action:', and omits 'X equals the printed cost of the unit.' and the card's "
                               "Quest Forced ability. The engine replaces the printed first sentence and keeps the "
                               "rest.", kind="ambiguous")),
    ("errata.bloodquest.56", _other("'Should read: \"Undead only.\"' for a card that prints 'Destruction only.' "
                                    "and an Action: the engine replaces 'Destruction only.' and keeps the Action.",
                                    kind="ambiguous")),
    ("errata.bloodquest.57", _other("The corrected sentence starts 'If you control' where the card prints 'Action: "
                                    "Draw a card. Then, if you control': the engine replaces the printed second "
                                    "sentence and keeps 'Action: Draw a card.'.", kind="ambiguous")),
    ("errata.bloodquest.108", _other("The quote 'Action: Move all resource tokens ... (limit once per turn.)' is "
                                     "the second sentence of the card's only Action: the engine adds the limit to "
                                     "that sentence rather than a second Action.", kind="ambiguous")),
    ("misc.attacks-made-outside-of-the-battlefield-phase", _other(
        "Does not say when in the chain such an attack happens. The engine reads Wolves of the North's 'can "
        "initiate a single attack' as a permission: once the chain is over, the player with priority in the quest "
        "phase's window declares the target, then only the allowed unit attacks; after the attack the quest phase "
        "goes on with a new action window (faq_quests.feature).", kind="choice",
        ref="faq.35")),
    ("misc.moving-cards", _other("Says a unit that moves to another zone has entered it, not whether a card entering "
                                 "play in a zone enters that zone. The engine meets 'when a unit enters this zone' "
                                 "by a move and by a unit entering play there, as errata.core.30 rules for The "
                                 "Greatswords entering play themselves (test_invasion_triggers.py, "
                                 "errata_cards.feature).", kind="ambiguous")),
    # readings the engine takes of card wordings the rules leave open (the abilities/ module that carries each out)
    ("damage.indirect-damage", _other(
        "Says the player who is dealt indirect damage assigns it, not whether a unit that 'cannot be assigned damage' "
        "(Chameleon Stalker: '... during your battlefield phase') may take it. The engine reads 'cannot be assigned "
        "damage' as forbidding every assignment to the unit, indirect damage included, not only combat damage "
        "(indirect.py; rules_damage.feature).", kind="choice", ref="core.effects.cannot")),
    ("damage.non-combat-damage", _other(
        "Does not say whether 'an additional damage' in the sentence after a damage effect (Nurgle Sorcerer: 'Deal "
        "an additional damage to the target if that unit is corrupted.', Nurgle's Pestilence) is a second damage. "
        "The engine adds it to the first: each card is dealt both as one damage, so Toughness cancels from the total "
        "once and no effect comes between them (abilities/additional.py; rules_damage.feature).", kind="choice",
        ref="damage.cancelling-damage")),
    ("terms.sacrifice", _other(
        "Does not say how 'Each player sacrifices a neutral card he controls (you choose first).' (Desertion) is "
        "carried out. The engine has the effect's controller choose and sacrifice first, then the other player "
        "chooses, knowing which card went (abilities/others_sacrifice.py; rules_zones.feature).", kind="choice")),
    ("terms.healing", _other(
        "Says a unit must have damage to be healed, not how much 'heal up to 2 damage from this zone's section of "
        "your capital' (Dwarf Miner) heals. The engine heals as much damage as the section has, at most 2: a "
        "section with 1 damage is healed of it; a burned section is not healed (abilities/own_sections.py; "
        "rules_terms.feature).", kind="choice")),
    ("terms.search", _other(
        "Does not say what 'you may search an additional card' (Scout Camp: 'Whenever you search your deck, ...') "
        "adds to a search. The engine reads it as one more card looked at by the search that triggers it (Dark "
        "Visions looks at the top 6 cards), for any search its player makes of their own deck; a search of the "
        "whole deck is unchanged (abilities/trigger_searches.py; rules_effects.feature).", kind="choice")),
    ("terms.cost", _other(
        "Says the costs in card text must be paid, not what a payment the text asks of another player is ('return "
        "one target unit to its owner's hand unless its owner pays you 2 resources', Illyriel). The engine reads it "
        "as no cost of the effect but the owner's choice as the effect resolves: an owner who has the resources pays "
        "them to the effect's player, unless he declines, and the unit stays; one who has not can't, and the unit "
        "goes back to his hand (abilities/giving.py; rules_terms.feature).", kind="choice",
        ref="core.effects.ownership")),
    ("timing.E.2", _other(
        "Does not say when the unit of 'he must return one of his attacking units to its owner's hand at the end of "
        "the turn' (Tyriel) is chosen: at the end of the turn no unit is attacking any more. The engine has the "
        "attacking player choose it among his attacking units as the Forced effect resolves, and returns that unit "
        "as the turn ends (abilities/delayed.py; timing.feature).", kind="choice", ref="core.combat.1")),
    ("faq.37", _other(
        "'Move this unit onto a quest you control' (Werner Ludenhof) names no target. The engine has its player pick "
        "the quest as the effect resolves, among his quests no unit quests on, in any of his zones (the first of them "
        "when he names none); the unit goes to his quest zone and quests on it; a unit questing already is not moved "
        "(abilities/moves.py; faq_quests.feature).", kind="choice", ref="core.cards.quest")),
    ("clar.trigger-conditions", _other(
        "Does not say whether an effect that adds to the event that triggered it meets the trigger again ('When "
        "another card effect puts at least 1 resource token on a quest in this zone, put 1 additional resource token "
        "on that quest.', Blessed Enchantress). The engine reads the additional token as part of the put that "
        "triggered it, not a new put: it triggers nothing, so two Enchantresses add one token each "
        "(abilities/trigger_tokens.py; rules_effects.feature).", kind="choice")),
    ("timing.phase.4", _other(
        "Says units no longer participate in combat once it ends, not which units 'that participated in combat this "
        "phase' are when a card is played as the battlefield phase ends ('Play at the end of any battlefield phase. "
        "Action: Destroy all units that participated in combat this phase.', Invoke Khaine's Wrath). The engine "
        "reads 'this phase' as the phase that began last, the battlefield phase just ended, and its units as those "
        "declared attackers or defenders in it that are still the same cards (abilities/participated.py, "
        "abilities/tactic_timing.py; timing.feature).", kind="choice", ref="timing.E.1")),
    ("targeting.target", _other(
        "'Any player's deck' (Plague Monk: 'look at the top two cards of any player's deck. Discard any number of "
        "those cards ...') says no 'target'. The engine has the effect's controller pick the player, either one, as "
        "the effect resolves (the opponent when he names none), and which of the cards looked at are discarded (all "
        "of them unless he names some) (abilities/looked_cards.py; rules_effects.feature).", kind="choice")),
    ("misc.moving-cards", _other(
        "Does not say how 'Move up to two target developments from one zone to another controlled by the same "
        "player' (Will of the Electors) treats targets in two zones. The engine moves the targets that are in the "
        "zone of the first, together, to the one zone its player picks among that player's other zones; a target "
        "in another zone stays (abilities/moves.py; rules_zones.feature).", kind="choice",
        ref="card-types.developments")),
    ("errata.corruption.85", _other(
        "'The next non-Epic Spell tactic' can be read as a Spell that is not Epic or as any tactic that is not an "
        "Epic Spell, and the cards print 'Epic Spell' as one trait (restated on Rune of Hearth and Home's text line "
        "'Epic Spell.'). The engine reads a tactic with the Spell trait and without the Epic trait, the printed "
        "'Epic Spell' being both Epic and Spell: an Epic Spell is not lowered, nor is a tactic that is no Spell "
        "(abilities/next_cost.py, cards.py; errata_cards.feature).", kind="choice")),
    ("timing.A.2", _other("Forced effects go to C (targets, then costs) but the seed does not say what happens "
                          "when their controller names no target. The engine takes the targets the next answers "
                          "name, else the first legal cards; with no legal target the effect does not resolve "
                          "(faq.46; test_invasion_triggers.py).", kind="ambiguous")),
]

# the same for the core facts, added after them (build)
CORE_READINGS: list[tuple[str, dict]] = [
    # readings the engine takes where the summary of the core rules is silent (combat.feature, faq_zones.feature)
    ("core.deck.factions", _other(
        "Names only 'Order only' and 'Destruction only'; cards also print '<race or people> only.' ('Wood Elf only.', "
        "'Undead only.', which errata.bloodquest.56 puts where 'Destruction only.' was) and 'Non-<race> only.' (the "
        "Embassies). The engine reads them as deck rules like 'Order only.', on the race of the deck's capital, "
        "taken as the race most of its cards have (a deck of neutral cards alone: the one people its '... only.' "
        "cards name): 'X only.' needs that race to be X, 'Non-X only.' needs it not to be X (deck.feature).",
        kind="choice", ref="errata.bloodquest.56")),
    ("core.combat.3", _other(
        "'Opposed in combat' is not defined by the summary. The engine reads a unit as opposed once a unit of the other "
        "side is declared against it: a defender as it is declared, and every attacking unit once at least one "
        "defender is declared (an attacking Friedrich Hemmler triggers, as a defending one does; combat.feature).",
        kind="choice")),
    ("core.effects.ownership", _other(
        "Control taken 'until the end of the turn' (Grasping Darkness) goes back, as the turn ends, to the player it "
        "was taken from, into their zone that corresponds to where the card is, as faq.16 has a unit an attachment "
        "took go back; the unique and Hero limits are not checked on the way back. Where those limits forbid taking "
        "control (a second copy of a unique card, a second Hero in the zone), that part of the effect does not happen "
        "(faq.54; faq_zones.feature).", kind="choice", ref="faq.16")),
    ("core.cards.developments", _other(
        "Says developments are played from hand, one per turn, not where a tactic that says 'Play this card as a "
        "development (it does not count against your development limit).' (Dance to Loec) comes from. The engine "
        "takes the tactic, as it resolves, from its owner's discard pile (where a resolving tactic goes) and puts it "
        "face down under the zone its player chooses (abilities/cards_moving.py; rules_card_types.feature).",
        kind="choice", ref="core.cards.tactic")),
    ("core.deck.copies", _other(
        "Copies are cards of one title, but a card that has its player name a unit ('Name a unit. Discard the top 5 "
        "cards of your deck. Put into play each copy of the named unit discarded by this effect', Invocation of "
        "Nehek; 'each player names a unit', Masque of Slaanesh) does not say what is named when the player gives no "
        "name. The engine takes a unit title named through the protocol; with none, Invocation of Nehek's player "
        "names the unit title he has most copies of left in his deck (he knows his list, not its order), and each "
        "player of Masque of Slaanesh the first unit in play his opponent controls (abilities/naming.py; "
        "card_readings.feature).", kind="choice")),
    ("core.combat.5", _other(
        "Does not define surviving combat ('If this unit defends and survives combat, return all attacking units to "
        "their owners' hands.', Battle Wizard; 'If attached unit survives combat', Stolen Skin). The engine reads it "
        "as having taken part in the combat (declared an attacker or a defender; 'defends and survives': a "
        "defender) and still being in it, in play, when combat damage has been applied and the combat ends: a unit "
        "moved out of the combat or gone from play before has not survived it (abilities/surviving.py; "
        "combat.feature).", kind="choice", ref="keyword.scout")),
    # readings the engine takes of constant effects' card text (features/invasion/rules_constants.feature)
    ("core.effects.constant", _other(
        "Card text does not say whose zones 'if a zone is burning' looks at. The engine reads every zone in play, "
        "the opponent's too; 'one section of your capital' reads its player's only (rules_constants.feature).",
        kind="ambiguous")),
    ("core.effects.constant", _other(
        "Does not say how 'loses all power' (or 'does not count its power') meets effects that give power. The "
        "engine reads it as the last word: such a unit has no power, whatever else gives it power "
        "(rules_constants.feature).", kind="ambiguous")),
    ("core.effects.constant", _other(
        "Does not say how a unit whose damage is all cancelled ('Cancel all combat damage assigned to this unit') "
        "meets core.combat.4: no amount is enough to destroy it. The engine reads the rule as written: the attacker "
        "can never assign it enough, so no damage goes past it to the zone (test_invasion_constants.py).",
        kind="ambiguous", ref="core.combat.4")),
    ("core.cards.quest", _other(
        "Says one unit may quest on a quest but not how a unit comes to quest. The engine lets a unit quest as it "
        "is played into its player's quest zone, on a quest there no unit quests on (the protocol's play action "
        "names the quest); it stops questing when it or the quest moves or leaves play (misc.moving-cards). "
        "Resource tokens come from the quests' own text (their Forced abilities).", kind="ambiguous")),
    ("core.effects.ambush", _other(
        "Says only that Ambush works from a face-down development (so does keyword.ambush), not what Ambush X costs "
        "or does. The engine reads Ambush X as an action of the development's owner: pay X resources, turn the card "
        "face up and it enters play in that development's zone, put into play rather than played (no printed cost, "
        "no loyalty; the unique rule and its text's restrictions apply, zones.put-into-play), whenever the game "
        "waits on that player's decision (rules_keywords.feature).", kind="ambiguous", ref="keyword.ambush")),    ("core.effects.or", _other(
        "Says a choice must be one that can be carried out, not what happens when the player names one that can't. "
        "The engine asks for the choice as the effect resolves and does not take a forbidden one: the first option "
        "that can be carried out completely happens instead (rules_effects.feature).", kind="ambiguous",
        ref="terms.the-word-or")),
]

# citation codes -> the cycle names of the public card database (../shared/corpus/invasion-cards.json)
CORPUS_CYCLES = {
    "CS": "Core Cycle", "CC": "The Corruption Cycle", "AU": "Assault on Ulthuan Cycle", "EC": "The Enemy Cycle",
    "MD": "March of the Damned Cycle", "MC": "The Morrslieb Cycle", "LE": "Legends Cycle", "CaC": "The Capital Cycle",
    "BQ": "The Bloodquest Cycle",
}


def corpus_findings(book: Book, corpus: Path) -> None:
    """Citations whose set or number the public card database contradicts (cards it does not know are skipped)."""
    import json

    printings: dict[str, list[tuple[str, int]]] = defaultdict(list)
    for card in json.loads(corpus.read_text(encoding="utf-8")):
        printings[card["name"].lower().replace("’", "'")].append((card["cycle"], card["number"]))

    def known(name: str):
        return printings.get(name.lower().replace("’", "'"))

    for e in book.entries:
        meta = e.get("meta", {})
        body = " ".join([e.get("title", ""), e.get("text", "")] + e.get("examples", []))
        cites = citations(body)
        if "set_code" in meta and "card" in meta:
            cites.append((meta["card"], meta["set_code"], meta["number"].lstrip("0")))
        seen = set()
        for name, code, number in cites:
            where = known(name)
            if not where or code not in CORPUS_CYCLES or (CORPUS_CYCLES[code], int(number)) in where:
                continue
            if (name, code, number) in seen:
                continue
            seen.add((name, code, number))
            listed = ", ".join(f"{cycle} {n}" for cycle, n in where)
            e.setdefault("findings", []).append(_other(
                f"Cites {name} as {code} {number}; the card database lists it as {listed}.", kind="wrong-reference"))
        if "list" in meta and known(meta["card"]):
            numbers = {int(n) for n in re.split(r"\s*&\s*", meta["number"])}
            where = known(meta["card"])
            if not numbers & {n for _, n in where}:
                listed = ", ".join(f"{cycle} {n}" for cycle, n in where)
                e.setdefault("findings", []).append(_other(
                    f"Lists {meta['card']} as number {meta['number']}; the card database lists it as {listed}.",
                    kind="wrong-reference"))


# --- the base game: ../shared/games/invasion-core.md as core.* entries (tools/transcribe/core_facts.py) -----------
def _core_facts():
    """tools/transcribe/core_facts.py, loaded by path (the tests load this script the same way)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("transcribe_core_facts", Path(__file__).with_name("core_facts.py"))
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while it loads
    spec.loader.exec_module(module)
    return module


CORE_FACTS = {  # per bullet or numbered step of each section: (id, title, the words that open the fact)
    "core.players": [
        [("core.players.two-players", "Two players", "Two players")],
        [("core.players.victory", "Victory", "A player wins")],
        [("core.players.decking-out", "No cards left in the deck", "A player with no cards")],
    ],
    "core.deck": [
        [("core.deck.size", "Deck size", "At least 50"), ("core.deck.copies", "Copies by title", "no more than 3")],
        [("core.deck.factions", "Order and Destruction", "Order races")],
        [("core.deck.lists", "Restricted and banned lists", "The FAQ's restricted list")],
    ],
    "core.capital": [
        [("core.capital.zones", "Three zones", "Each player has a capital board")],
        [("core.capital.base-power", "Base power", "Base power")],
        [("core.capital.hit-points", "Zone hit points", "Each zone has 8")],
        [("core.capital.power", "A zone's power", "A zone's power")],
        [("core.capital.burning", "Burning", "A zone burns")],
        [("core.capital.race-symbol", "The capital's race symbol", "Each capital board shows")],
    ],
    "core.setup": [
        [("core.setup.start", "Decks, first player, opening hands", "Shuffle decks"),
         ("core.setup.mulligan", "Mulligan", "Each player may mulligan")],
        [("core.setup.first-turn", "The first player's first turn", "The first player skips")],
    ],
    "core.turn": [
        [("core.turn.0", "Phase 0: Beginning of the turn", "0 Beginning")],
        [("core.turn.1", "Phase 1: Kingdom phase", "1 Kingdom phase")],
        [("core.turn.2", "Phase 2: Quest phase", "2 Quest phase")],
        [("core.turn.3", "Phase 3: Capital phase", "3 Capital phase")],
        [("core.turn.4", "Phase 4: Battlefield phase", "4 Battlefield phase")],
        [("core.turn.5", "Phase 5: End of the turn", "5 End of the turn")],
        [("core.turn.action-windows", "Action windows", "An action window closes")],
    ],
    "core.cards": [
        [("core.cards.unit", "Unit", "Unit ("), ("core.cards.support", "Support", "support,"),
         ("core.cards.tactic", "Tactic", "tactic ("), ("core.cards.quest", "Quest", "quest ("),
         ("core.cards.legend", "Legend", "legend ("), ("core.cards.attachment", "Attachment", "attachment (")],
        [("core.cards.cost", "Cost and loyalty", "Cost to play")],
        [("core.cards.unique", "Unique cards", "Unique cards")],
        [("core.cards.developments", "Developments", "Developments")],
        [("core.cards.destroyed", "Destroyed units", "A unit is destroyed")],
    ],
    "core.combat": [
        [("core.combat.1", "1. Declare the target", "The attacker declares the target")],
        [("core.combat.2", "2. Declare attackers", "Declare attackers")],
        [("core.combat.3", "3. Declare defenders", "Declare defenders"),
         ("core.combat.3.counterstrike", "Counterstrike", "Counterstrike N")],
        [("core.combat.4", "4. Assign damage", "Assign damage")],
        [("core.combat.5", "5. Apply damage", "Apply damage")],
        [("core.combat.non-combat-damage", "Non-combat damage", "Non-combat damage"),
         ("core.combat.scout", "Scout", "Scout:")],
    ],
    "core.effects": [
        [("core.effects.action", "Action", "Action ("), ("core.effects.forced", "Forced", "Forced ("),
         ("core.effects.constant", "Constant", "Constant (")],
        [("core.effects.corruption", "Corruption", "Corruption")],
        [("core.effects.cannot", "\"Cannot\"", "\"Cannot\""), ("core.effects.then", "\"Then\"", "\"Then\""),
         ("core.effects.or", "\"Or\"", "\"Or\""), ("core.effects.sacrifice", "\"Sacrifice\"", "\"Sacrifice\"")],
        [("core.effects.zone-only", "Zone-only keywords", "Zone-only keywords"),
         ("core.effects.zone-prefix", "Zone prefixes", "an italic zone prefix"),
         ("core.effects.limited", "Limited", "Limited:"),
         ("core.effects.limit-one-hero-per-zone", "Limit one Hero per zone", "Limit one Hero per zone"),
         ("core.effects.ambush", "Ambush", "Ambush:")],
        [("core.effects.ownership", "Owner and controller", "Owner vs. controller")],
    ],
}
CORE_REFS = {  # what each fact cites: other core.* facts and the FAQ entries that rule on the same thing
    "core.turn": ["timing.phase", "timing.detailed"],
    "core.players.victory": ["core.capital.burning", "core.combat.5"],
    "core.deck.lists": ["restricted", "banned"],
    "core.capital.zones": ["zones", "zones.in-play"],
    "core.capital.hit-points": ["core.cards.developments"],
    "core.capital.power": ["core.turn.1", "core.turn.2", "core.combat.4"],
    "core.capital.burning": ["faq.1", "faq.2", "core.players.victory"],
    "core.capital.race-symbol": ["core.cards.cost"],
    "core.setup.mulligan": ["core.setup.start"],
    "core.setup.first-turn": ["timing.phase.2", "timing.phase.4"],
    "core.turn.0": ["timing.phase.0", "timing.D"],
    "core.turn.1": ["timing.phase.1", "core.capital.power", "core.effects.corruption"],
    "core.turn.2": ["timing.phase.2", "core.capital.power"],
    "core.turn.3": ["timing.phase.3", "clar.playing-non-tactic-cards", "core.cards.developments", "core.cards.legend"],
    "core.turn.4": ["timing.phase.4", "core.combat"],
    "core.turn.5": ["timing.phase.5", "timing.E"],
    "core.turn.action-windows": ["timing.B", "timing.B.3", "timing.B.4", "faq.18"],
    "core.cards.quest": ["card-types.quests"],
    "core.cards.legend": ["clar.legends"],
    "core.cards.attachment": ["card-types.attachments"],
    "core.cards.cost": ["terms.cost", "terms.loyalty", "faq.5"],
    "core.cards.unique": ["zones.put-into-play", "faq.50"],
    "core.cards.developments": ["card-types.developments", "core.capital.hit-points", "faq.21"],
    "core.cards.destroyed": ["terms.destroy", "terms.sacrifice", "faq.7"],
    "core.combat": ["timing.phase.4"],
    "core.combat.1": ["core.capital.zones", "core.cards.legend", "faq.2", "faq.44"],
    "core.combat.2": ["core.effects.corruption", "faq.32", "faq.35"],
    "core.combat.3": ["core.effects.corruption", "clar.legends", "faq.32"],
    "core.combat.3.counterstrike": ["keyword.counterstrike"],
    "core.combat.4": ["rulebook-errata.1", "faq.12", "damage.cancelling-damage"],
    "core.combat.5": ["core.capital.burning", "core.players.victory", "damage.dealt-damage"],
    "core.combat.non-combat-damage": ["damage.non-combat-damage", "rulebook-errata.3"],
    "core.combat.scout": ["keyword.scout"],
    "core.effects.action": ["clar.actions", "timing.B"],
    "core.effects.forced": ["timing.A.2"],
    "core.effects.constant": ["clar.constant-effects", "timing.A.1"],
    "core.effects.corruption": ["core.combat.2", "core.combat.3", "core.turn.1"],
    "core.effects.then": ["clar.multiple-effects", "faq.31"],
    "core.effects.or": ["terms.the-word-or"],
    "core.effects.sacrifice": ["terms.sacrifice", "terms.destroy"],
    "core.effects.zone-prefix": ["faq.14"],
    "core.effects.limit-one-hero-per-zone": ["terms.limit-one-hero-per-zone"],
    "core.effects.ambush": ["keyword.ambush", "core.cards.developments"],
    "core.effects.ownership": ["zones.out-of-play", "faq.16"],
}
FAQ_LEANS_ON_CORE = {  # the FAQ's own entries that rule on, correct or restate a core fact cite it (read by hand)
    "timing.phase": ["core.turn"],
    "timing.phase.0": ["core.turn.0"], "timing.phase.1": ["core.turn.1"], "timing.phase.2": ["core.turn.2"],
    "timing.phase.3": ["core.turn.3"], "timing.phase.4": ["core.turn.4", "core.combat"],
    "timing.phase.5": ["core.turn.5"],
    "rulebook-errata.1": ["core.combat.4"], "rulebook-errata.2": ["core.turn"],
    "rulebook-errata.3": ["core.combat.non-combat-damage"],
    "clar.playing-non-tactic-cards": ["core.turn.3"],
    "clar.card-effects": ["core.effects.action", "core.effects.forced", "core.effects.constant"],
    "clar.constant-effects": ["core.effects.constant"],
    "clar.multiple-effects": ["core.effects.then"],
    "clar.actions": ["core.effects.action"],
    "clar.legends": ["core.cards.legend", "core.combat.3"],
    "terms.cost": ["core.cards.cost"], "terms.loyalty": ["core.cards.cost"],
    "terms.sacrifice": ["core.effects.sacrifice"], "terms.destroy": ["core.cards.destroyed"],
    "terms.limit-one-hero-per-zone": ["core.effects.limit-one-hero-per-zone"],
    "terms.the-word-or": ["core.effects.or"],
    "zones": ["core.capital.zones"], "zones.out-of-play": ["core.effects.ownership"],
    "zones.put-into-play": ["core.cards.unique"],
    "damage.non-combat-damage": ["core.combat.non-combat-damage"],
    "damage.indirect-damage": ["core.capital.burning"],
    "damage.cancelling-damage": ["core.combat.5"],
    "card-types.attachments": ["core.cards.attachment"], "card-types.developments": ["core.cards.developments"],
    "card-types.quests": ["core.cards.quest"],
    "keyword.counterstrike": ["core.combat.3.counterstrike"], "keyword.scout": ["core.combat.scout"],
    "keyword.ambush": ["core.effects.ambush"],
    "faq.1": ["core.capital.burning"], "faq.2": ["core.capital.burning", "core.combat.1"],
    "faq.3": ["core.turn.0"], "faq.5": ["core.cards.cost"], "faq.7": ["core.cards.destroyed"],
    "faq.12": ["core.combat.4"], "faq.14": ["core.effects.zone-prefix"], "faq.16": ["core.effects.ownership"],
    "faq.18": ["core.turn.action-windows"], "faq.21": ["core.cards.developments"],
    "faq.31": ["core.effects.then"], "faq.32": ["core.combat.2", "core.combat.3"], "faq.35": ["core.combat.2"],
    "faq.44": ["core.cards.legend", "core.capital.burning"], "faq.47": ["core.capital.burning"],
    "faq.50": ["core.cards.unique"],
}
CORE_SETTINGS = {  # the constants of the facts marked (check): data the engine reads, not code
    "core.deck.size": {"min_cards": "50", "max_cards": "100"},
    "core.capital.race-symbol": {"capital_race_symbols": "1", "capital_symbol_counts_for_loyalty": "yes"},
    "core.setup.start": {"opening_hand": "7"},
    "core.setup.mulligan": {"mulligans": "1", "mulligan_hand": "7", "mulligan_keeps": "second hand"},
    "core.setup.first-turn": {"first_player_skips_phases": "2, 4"},
}
CORE_SOURCE = "core rulebook (summarized)"


def core_plan():
    return _core_facts().Plan(
        source=CORE_SOURCE, file="invasion-core.md", facts=CORE_FACTS, titles={"core.setup": "Setup"},
        intro={"core": ("Core rulebook (summarized)", "Where the FAQ says", "later document).")},
        informative={
            "core": "section heading; says how these summaries stand to the FAQ: the FAQ wins where they differ",
            "core.players.two-players": "scope: the engine plays two-player games; multiplayer is out of scope",
            "core.cards.support": "names the card type; what a support does is its own text and its power icons "
                                  "(core.capital.power)",
        },
        settings=CORE_SETTINGS, refs=CORE_REFS)


def build(seed: Path, corpus: Path | None = None, core: Path | None = None) -> dict:
    doc = blocks(seed.read_text(encoding="utf-8"))
    parts = sections(doc)
    book = Book()
    front = [plain(t) for level, t in parts["front"]]
    intro = [t for level, t in parts["front"][:front.index("Table of Contents")] if level == 0]
    book.add("about", "informative", "\n\n".join(plain(p) for p in intro), title="Warhammer: Invasion FAQ 2.2",
             why="document meta: what the FAQ contains and which rulebook it supplements")
    transcribe_errata(book, parts["errata"])
    transcribe_rules(book, parts["rules"])
    transcribe_timing(book, parts["timing"])
    transcribe_faq(book, parts["faq"])
    refs_for(book)
    findings_for(book)
    if corpus is not None:
        corpus_findings(book, corpus)
    facts = _core_facts()
    book.entries += facts.entries(core or seed.parents[1] / "games" / "invasion-core.md", core_plan())
    facts.add_refs(book.entries, FAQ_LEANS_ON_CORE)
    index = {e["id"]: e for e in book.entries}
    for rid, finding in CORE_READINGS:
        index[rid].setdefault("findings", []).append(finding)
    return {
        "game": "invasion",
        "title": "Warhammer: Invasion The Card Game — FAQ 2.2",
        "sources": [f"{seed.name}: Warhammer: Invasion FAQ 2.2 (card clarification and errata, rules clarification, "
                    "timing structure, frequently asked questions)",
                    f"invasion-core.md: the core rulebook's facts, summarized (source: {CORE_SOURCE}; the core "
                    "rulebook is not among the seeds)"],
        "entries": book.entries,
    }


class _Dumper(yaml.SafeDumper):
    pass


def _str(dumper, value):
    style = "|" if "\n" in value else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _str)


def main(argv: list[str]) -> int:
    shared = Path(__file__).resolve().parents[3] / "shared"
    seed = Path(argv[1]) if len(argv) > 1 else shared / "seeds/002_4ca03965634762de.txt"
    corpus = Path(argv[2]) if len(argv) > 2 else shared / "corpus/invasion-cards.json"
    header = ("# Warhammer: Invasion — every erratum, list, clarification, timing step and FAQ ruling of FAQ 2.2,\n"
              "# then the core rulebook's facts (core.*, from ../shared/games/invasion-core.md).\n"
              "# Generated by tools/transcribe/invasion.py from the seed (refs and findings too; see that script).\n")
    try:
        book = build(seed, corpus if corpus.is_file() else None)
    except (OSError, _core_facts().CoreError) as exc:
        sys.stderr.write(f"invasion.py: {exc}\n")
        return 1
    sys.stdout.write(header + yaml.dump(book, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=120))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
