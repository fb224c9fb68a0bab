"""Transcribe the Age of Sigmar 4 reference sheet (seed 004) into spec/aos4/rules.yaml.

The sheet is printed twice (colour pages, then plain white pages). Both copies are parsed the same way; each rule
and ability is transcribed once, from the colour copy, and every place where the plain copy's text differs is
recorded as a finding on the entry. Abilities keep timing / declare / used_by / effect / keywords in meta (the
names the public BattleScribe data uses); their text is the rule as printed. The core rules the sheet leans on
(``../shared/games/aos4-core.md``, summarized, not among the seeds) follow as ``core.*`` entries, cut fact by fact
by ``core_facts.py`` along ``CORE_FACTS``; the sheet's entries that use a core rule cite it
(``SHEET_LEANS_ON_CORE``), and facts marked *(check)* keep their constants in meta. Run:

    .venv/bin/python tools/transcribe/aos4.py [SEED [CORE_FACTS_FILE]] > spec/aos4/rules.yaml
"""

from __future__ import annotations

import difflib
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

import yaml

SEED = Path(__file__).resolve().parents[3] / "shared" / "seeds" / "004_3c20a3694ee78318.txt"
SOURCE = "004_3c20a3694ee78318.txt"
HEADING = "section heading"
FIELDS = {"declare": "declare", "effect": "effect", "used by": "used_by"}
FIRST_PAGE = "## START OF TURN"


@dataclass
class Item:
    """One heading of the sheet with what is printed under it."""

    name: str
    section: str
    line: int
    level: int = 3  # 2 = phase heading, 3/5 = rule or ability heading, 0 = '**Name:**' line
    group: str | None = None  # battle tactic alliance or 'TERRAIN RULES'
    timing: str | None = None
    intro: list[str] = field(default_factory=list)
    body: list[str] = field(default_factory=list)
    keywords: str | None = None
    numbers: list[int] = field(default_factory=list)  # the seed line of each intro/body line


def parse_copy(lines: list[tuple[int, str]]) -> list[Item]:
    """Walk one printed copy: '##' phases, '####' timings, '###'/'#####' names, '**Name:**' lines, KEYWORDS."""
    items: list[Item] = []
    section, group, timing, current, pending, pending_at = "", None, None, None, [], []
    for number, raw in lines:
        line = raw.strip()
        if not line or line == "---":
            continue
        heading = re.match(r"^(#+) (.*)$", line)
        named = re.match(r"^\*\*([^:*]+):(.*)$", line)
        if heading and len(heading.group(1)) == 2:
            section = heading.group(2)
            group = section if "TERRAIN" in section else None
            current = Item(section, section, number, level=2)
            items.append(current)
        elif heading and len(heading.group(1)) == 4:
            timing = heading.group(2)
        elif heading:
            name = heading.group(2)
            if "TACTICS" in name:
                group = name
            current = Item(name, section, number, level=len(heading.group(1)), timing=timing, intro=pending,
                           numbers=pending_at)
            items.append(current)
            timing, pending, pending_at = None, [], []
        elif named and named.group(1).strip().lower() not in FIELDS:
            current = Item(named.group(1).strip(), section, number, level=0, group=group)
            current.body.append(named.group(2).replace("**", "").strip())
            current.numbers.append(number)
            items.append(current)
        elif line.startswith("KEYWORDS "):
            current.keywords = line.removeprefix("KEYWORDS ").strip()
            current = None
        elif current is None:
            pending.append(line)
            pending_at.append(number)
        else:
            current.body.append(line)
            current.numbers.append(number)
    return items


def clean(line: str) -> str:
    return line.replace("**", "").strip()


def text_of(lines: list[str]) -> str:
    """Paragraphs apart by a blank line, list items one a line."""
    out = ""
    for line in map(clean, lines):
        if out:
            out += "\n" if line.startswith("- ") else "\n\n"
        out += line
    return out


def fields_of(item: Item) -> dict[str, str]:
    """timing / declare / used_by / effect / keywords, as the BattleScribe data names them."""
    meta: dict[str, str] = {}
    if item.timing:
        meta["timing"] = item.timing
    current = None
    for line in item.body:
        m = re.match(r"^\*\*([^:*]+):\*\*\s*(.*)$", line)
        if m and m.group(1).strip().lower() in FIELDS:
            current = FIELDS[m.group(1).strip().lower()]
            meta[current] = clean(m.group(2))
        elif current:
            meta[current] = text_of([meta[current], line]) if not line.startswith("- ") else meta[current] + "\n" + clean(line)
    if item.keywords:
        meta["keywords"] = item.keywords
    return meta


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower().replace("'", "")).strip("-")


SMALL = {"a", "an", "and", "at", "of", "on", "the", "to", "in"}


def title_of(name: str) -> str:
    """RALLY -> Rally, TAKING A DOUBLE TURN -> Taking a Double Turn; mixed-case names stay as printed."""
    if not name.isupper():
        return name
    words = name.lower().split(" ")
    return " ".join(w if i and w in SMALL else w[:1].upper() + w[1:] for i, w in enumerate(words))


RULE_IDS = {  # headings that are rules, not abilities
    "COMMAND POINTS": "command-points", "POWER LEVEL": "power-level", "CASTING SPELLS": "casting",
    "CHANTING PRAYERS": "chanting", "UNBINDING SPELLS": "unbinding", "MANIFESTATIONS": "manifestation",
    "COHERENCY": "coherency", "TAKING A DOUBLE TURN": "priority-roll.double-turn",
    "SEIZING THE INITIATIVE": "priority-roll.seize-initiative", "UNIVERSAL BATTLE TACTICS": "battle-tactic.universal",
}
SECTION_IDS = {"SHOOTING PHASE": "phase.shooting", "COMBAT PHASE": "phase.combat", "HONOUR GUARD": "honour-guard"}

FINDINGS = {  # problems in the sheet's own text (both copies print them)
    "battle-tactic.universal.do-not-waiver": [{"kind": "wording", "message": "'Do Not Waiver': 'Waiver' is a "
                                               "misspelling of 'Waver'"}],
    "battle-tactic.chaos.ordained-charge": [{"kind": "wording", "message": "'1 of more of those units' reads as "
                                             "a typo for '1 or more'"}],
    "ability.all-out-attack": [{"kind": "wording", "message": "'This also effects weapons' means 'affects'"}],
    "ability.counter-charge": [{"kind": "wording", "message": "the effect begins 'at unit can use': the 'Th' of "
                                "'That' is missing in both copies"}],
    "terrain.place-of-power": [{"kind": "wording", "message": "the bold name runs on into the text ('Place of "
                                "Power: HEROES'); '(see previous page)' is the Start of Turn page",
                                "ref": "ability.activate-place-of-power"}],
}
CHOICES = {  # where the rules leave room: the engine's choice, each shown by a scenario in features/aos4/
    "core.round.priority-roll": [
        "a tied priority roll is rolled again (features/aos4/01_rounds.feature, 'A tied priority roll is rolled "
        "again'); battle round 1 begins with a priority roll too (the deployment rules are not modelled)"],
    "command-points": [
        "at the start of each battle round unspent command points are lost before the new ones are gained; equal "
        "victory points make no underdog; each command ability costs 1 command point and is used at most once per "
        "phase by each army (01_rounds.feature, 'After both turns the next battle round begins ...'; "
        "06_rally.feature, 'A command ability needs a command point')"],
    "core.round.ability-timing": [
        "the facts do not say how often an ability may be used: ours, a warscroll ability without \"Once Per Turn\" "
        "or \"Once Per Battle\" is used at most once per phase by each unit; \"(Army)\" makes the limit the army's, "
        "else it is each unit's; the ability keyword Rampage changes nothing else (09_warscroll_abilities.feature, "
        "'Used once this phase, the same unit cannot use the ability again in it', '\"Once Per Turn (Army)\": a "
        "second unit of the same army cannot use it that turn')"],
    "core.combat.ward": [
        "a unit given a ward by an ability (\"has Ward (5+)\") that has one of its own, or several from abilities, "
        "rolls the better one, once for each damage point (09_warscroll_abilities.feature, 'With its own Ward (6+) "
        "and Ward (5+) from an ability, the unit rolls the better ward once a point')"],
    "core.objectives.control": [
        "control is decided at the end of each turn; an equal control score leaves the objective with whoever "
        "controlled it (07_battle_tactics.feature, 'An equal control score leaves the objective with its "
        "controller')"],
    "core.objectives.victory-points": [
        "our battle plan: 1 victory point for each objective the active player controls at the end of their turn, "
        "4 for a completed battle tactic; after the last battle round more victory points win and equal points "
        "are a draw; an army with no units left loses at once (01_rounds.feature, 07_battle_tactics.feature)"],
    "core.combat.attack-sequence": [
        "a warscroll's weapons of one kind are often alternatives: a unit attacks with the first melee (or "
        "ranged) weapon listed plus its Companion weapons of that kind, unless an action names weapons "
        "(04_combat.feature, 'All-out Attack adds 1 to hit rolls ...': Axe and Claws, 9 attacks)"],
    "terrain.cover": [
        "'behind' a feature: every straight line from an attacking model to a target model crosses it "
        "(03_shooting.feature, 'Cover: subtract 1 from hit rolls against a unit behind the feature')"],
    "ability.rally": [
        "the player may spend rally points in any combination: the engine heals first, then returns slain models "
        "(next to a model of the unit, in coherency), and loses the rest (06_rally.feature, 'Rally heals the unit, "
        "then returns a slain model; the last point is lost')"],
    "core.movement.retreat": [
        "a retreat must end out of combat; the D3 mortal damage is rolled once for the unit, after the move "
        "(02_movement.feature, 'A retreat must end out of combat')"],
    "core.combat.charge": [
        "the charging unit moves as a whole, straight at the closest model of its target, up to the charge roll; "
        "a roll too short to end within 1/2\" moves nothing (04_combat.feature, 'A charge roll of 7 takes the "
        "unit to the enemy 6\" away')"],
    "battle-tactic.universal": [
        "the battle plan's territories: player A's is y 0-12, player B's y 32-44 of a 60\" by 44\" battlefield "
        "whose short edges are x = 0 and x = 60 (07_battle_tactics.feature, 'Units wholly within friendly "
        "territory do not take the flanks')"],
    "battle-tactic.universal.take-their-land": [
        "a terrain feature is controlled like an objective, its models contesting within 3\" of the feature's edge "
        "(07_battle_tactics.feature, 'Take Their Land: control a terrain feature in enemy territory')"],
    "honour-guard.prized-beast": [
        "'not reinforced': no more models than its warscroll's unit size (08_honour_guard.feature, 'The Prized "
        "Beast is a MONSTER')"],
}
REFS = {
    "battle-tactic.universal": ["ability.tactical-gambit"],
    "ability.tactical-gambit": ["priority-roll.double-turn"],
    "unbinding": ["power-level"],
    "priority-roll.seize-initiative": ["command-points", "priority-roll.double-turn"],
    "phase.combat": ["phase.shooting"],
    "terrain.place-of-power": ["ability.activate-place-of-power"],
}


def entry_id(item: Item) -> str | None:
    if item.level == 2:
        return SECTION_IDS.get(item.name)
    if item.level == 0:
        if item.group and "TERRAIN" in item.group:
            return f"terrain.{slug(item.name)}"
        return f"battle-tactic.{slug(item.group.split()[0])}.{slug(item.name)}"
    if item.name in RULE_IDS:
        return RULE_IDS[item.name]
    if "TACTICS" in item.name:
        return f"battle-tactic.{slug(item.name.split()[0])}"
    if item.section == "HONOUR GUARD":
        return f"honour-guard.{slug(item.name)}"
    return f"ability.{slug(item.name)}"


def differences(a: Item, b: Item) -> list[str]:
    out = []
    for part in ("name", "timing", "keywords"):
        if getattr(a, part) != getattr(b, part):
            out.append(f"{part}: colour copy {getattr(a, part)!r}, plain copy {getattr(b, part)!r}")
    for la, lb, na, nb in zip(a.intro + a.body, b.intro + b.body, a.numbers, b.numbers):
        wa, wb = clean(la).split(" "), clean(lb).split(" ")
        for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=wa, b=wb, autojunk=False).get_opcodes():
            if op != "equal":
                show_a = " ".join(wa[max(i1 - 2, 0):i2 + 1])
                show_b = " ".join(wb[max(j1 - 2, 0):j2 + 1])
                out.append(f"line {na} (colour copy) prints '{show_a}' where line {nb} (plain copy) prints '{show_b}'")
    if len(a.intro + a.body) != len(b.intro + b.body):
        out.append("the two copies print a different number of lines")
    return out


def front_matter(lines: list[tuple[int, str]]) -> tuple[dict, list[dict]]:
    text = {n: clean(l.lstrip("#")) for n, l in lines if l.strip()}
    changelog, version = [], None
    for n, line in lines:
        if line.startswith("### Version"):
            version = {"version": line.removeprefix("### Version").strip(), "changes": []}
            changelog.append(version)
        elif line.startswith("- ") and version is not None:
            version["changes"].append(line[2:].strip())
        elif line.startswith("## FOLLOW"):
            version = None
    about = [text[n] for n in sorted(text) if n <= 15]
    return {"about": text_of(about), "disclaimer": text_of([text[n] for n in sorted(text) if 57 <= n <= 65])}, changelog


# --- the core rules: ../shared/games/aos4-core.md as core.* entries (tools/transcribe/core_facts.py) ---------------
def _core_facts():
    """tools/transcribe/core_facts.py, loaded by path (the tests load this script the same way)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("transcribe_core_facts", Path(__file__).with_name("core_facts.py"))
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while it loads
    spec.loader.exec_module(module)
    return module


CORE_FACTS = {  # per bullet of each section: (id, title, the words that open the fact)
    "core.round": [
        [("core.round.battle-rounds", "Battle rounds", "A battle has"),
         ("core.round.priority-roll", "The priority roll", "At the start of each round")],
        [("core.round.turn", "The phases of a turn", "Each player's turn"),
         ("core.round.ability-timing", "When abilities are used", "Abilities say")],
        [("core.round.command-points", "Command points", "Command points:")],
    ],
    "core.units": [
        [("core.units.characteristics", "Characteristics", "A unit has")],
        [("core.units.damage", "Damage points and slain models", "Damage points")],
        [("core.units.combat-range", "Coherency, combat range and in combat", "Coherency, combat range")],
    ],
    "core.movement": [
        [("core.movement.normal-move", "Normal move", "Normal move:"), ("core.movement.run", "Run", "Run:"),
         ("core.movement.retreat", "Retreat", "Retreat:")],
        [("core.movement.fly", "Fly", "Fly:")],
    ],
    "core.shooting": [  # the heading names core.shooting and core.combat
        [("core.shooting.targets", "Picking targets", "Shooting:")],
        [("core.combat.charge", "Charge", "Charge:")],
        [("core.combat.fight-order", "Who fights first", "Combat phase:"),
         ("core.combat.pile-in", "Pile in", "a fighting unit first piles in")],
        [("core.combat.attack-sequence", "The attack sequence", "The attack sequence"),
         ("core.combat.critical-hit", "Critical hits", "An unmodified 6"),
         ("core.combat.modifier-cap", "Hit and wound modifiers", "Hit and wound modifiers"),
         ("core.combat.unmodified-one", "An unmodified 1 fails", "an unmodified 1 always")],
        [("core.combat.weapon-abilities", "Weapon abilities", "Weapon abilities:"),
         ("core.combat.weapon-abilities.crit-2-hits", "Crit (2 Hits)", "Crit (2 Hits):"),
         ("core.combat.weapon-abilities.crit-auto-wound", "Crit (Auto-wound)", "Crit (Auto-wound):"),
         ("core.combat.weapon-abilities.crit-mortal", "Crit (Mortal)", "Crit (Mortal):"),
         ("core.combat.weapon-abilities.anti-x", "Anti-X (+1 Rend)", "Anti-X (+1 Rend):"),
         ("core.combat.weapon-abilities.charge", "Charge (+1 Damage)", "Charge (+1 Damage):"),
         ("core.combat.weapon-abilities.companion", "Companion", "Companion:"),
         ("core.combat.weapon-abilities.shoot-in-combat", "Shoot in Combat", "Shoot in Combat:")],
        [("core.combat.mortal-damage", "Mortal damage", "Mortal damage"),
         ("core.combat.ward", "Ward saves", "A ward save")],
    ],
    "core.objectives": [
        [("core.objectives.control", "Contesting and controlling objectives", "A model contests")],
        [("core.objectives.victory-points", "Victory points", "Victory points come")],
    ],
    "core.terrain": [
        [("core.terrain.cover", "Cover", "Cover:")],
        [("core.terrain.obscuring", "Obscuring", "Obscuring:")],
        [("core.terrain.impassable", "Impassable", "Impassable:"), ("core.terrain.unstable", "Unstable", "Unstable:"),
         ("core.terrain.place-of-power", "Place of Power", "Place of Power:")],
    ],
}
CORE_REFS = {  # what each fact cites: other core.* facts and the sheet's own entries
    "core.terrain": ["terrain"],
    "core.round.priority-roll": ["priority-roll", "priority-roll.double-turn", "priority-roll.seize-initiative"],
    "core.round.turn": ["phase.shooting", "phase.combat"],
    "core.round.ability-timing": ["ability"],
    "core.round.command-points": ["command-points", "priority-roll.seize-initiative"],
    "core.units.damage": ["core.units.characteristics"],
    "core.units.combat-range": ["coherency"],
    "core.movement.normal-move": ["core.units.combat-range"],
    "core.movement.run": ["ability.at-the-double", "core.shooting.targets", "core.combat.charge"],
    "core.movement.retreat": ["core.units.combat-range", "core.combat.mortal-damage"],
    "core.movement.fly": ["core.terrain.cover", "core.terrain.obscuring"],
    "core.shooting.targets": ["core.units.combat-range", "core.combat.weapon-abilities.shoot-in-combat",
                              "core.combat.attack-sequence", "core.terrain.obscuring"],
    "core.combat.charge": ["core.units.combat-range", "core.combat.weapon-abilities.charge"],
    "core.combat.fight-order": ["phase.combat", "core.units.combat-range"],
    "core.combat.attack-sequence": ["core.units.characteristics", "core.units.damage"],
    "core.combat.critical-hit": ["core.combat.weapon-abilities"],
    "core.combat.weapon-abilities.crit-2-hits": ["core.combat.critical-hit"],
    "core.combat.weapon-abilities.crit-auto-wound": ["core.combat.critical-hit"],
    "core.combat.weapon-abilities.crit-mortal": ["core.combat.critical-hit", "core.combat.mortal-damage"],
    "core.combat.weapon-abilities.charge": ["core.combat.charge"],
    "core.combat.weapon-abilities.companion": ["ability.all-out-attack"],
    "core.combat.weapon-abilities.shoot-in-combat": ["core.shooting.targets"],
    "core.combat.ward": ["core.combat.mortal-damage"],
    "core.objectives.victory-points": ["battle-tactic", "ability.tactical-gambit"],
    "core.terrain.cover": ["terrain.cover", "core.combat.charge", "core.movement.fly"],
    "core.terrain.obscuring": ["terrain.obscuring", "core.shooting.targets"],
    "core.terrain.impassable": ["terrain.impassable"],
    "core.terrain.unstable": ["terrain.unstable"],
    "core.terrain.place-of-power": ["terrain.place-of-power", "ability.activate-place-of-power"],
}
SHEET_LEANS_ON_CORE = {  # the sheet's own entries that use a core rule cite it (read by hand)
    "coherency": ["core.units.combat-range"],
    "priority-roll.double-turn": ["core.round.priority-roll"],
    "phase.shooting": ["core.shooting.targets"],
    "phase.combat": ["core.combat.fight-order"],
    "casting": ["core.combat.mortal-damage"],
    "manifestation": ["core.units.combat-range", "core.combat.charge"],
    "ability.activate-place-of-power": ["core.terrain.place-of-power", "core.combat.mortal-damage"],
    "ability.rally": ["core.units.combat-range"],
    "ability.redeploy": ["core.units.combat-range"],
    "ability.at-the-double": ["core.movement.run"],
    "ability.covering-fire": ["core.shooting.targets", "core.movement.run"],
    "ability.all-out-attack": ["core.combat.attack-sequence", "core.combat.modifier-cap",
                               "core.combat.weapon-abilities.companion"],
    "ability.all-out-defense": ["core.combat.attack-sequence"],
    "ability.guarded-hero": ["core.units.combat-range", "core.shooting.targets"],
    "ability.forward-to-victory": ["core.combat.charge"],
    "ability.counter-charge": ["core.combat.charge"],
    "ability.power-through": ["core.combat.charge", "core.combat.mortal-damage"],
    "battle-tactic.universal.attack-on-two-fronts": ["core.objectives.control"],
    "battle-tactic.chaos.ordained-charge": ["core.objectives.control"],
    "honour-guard.special-assignment": ["core.combat.weapon-abilities.anti-x"],
    "terrain.cover": ["core.terrain.cover"],
    "terrain.obscuring": ["core.terrain.obscuring"],
    "terrain.impassable": ["core.terrain.impassable"],
    "terrain.unstable": ["core.terrain.unstable"],
    "terrain.place-of-power": ["core.terrain.place-of-power"],
}
CORE_SETTINGS = {  # the constants of the facts marked (check): data the engine reads, not code
    "core.round.battle-rounds": {"battle_rounds": "5"},
    "core.movement.retreat": {"retreat_mortal_damage": "D3"},
    "core.combat.charge": {"charge_range_inches": "12", "charge_roll": "2D6", "charge_end_within_inches": "1/2"},
    "core.combat.fight-order": {"fights_first": "active player"},
    "core.combat.modifier-cap": {"hit_wound_modifier_max": "+1", "hit_wound_modifier_min": "-1"},
    "core.objectives.control": {"contest_range_inches": "3"},
}
CORE_SOURCE = "core rules (summarized)"


def core_plan():
    return _core_facts().Plan(
        source=CORE_SOURCE, file="aos4-core.md", facts=CORE_FACTS,
        titles={"core.movement": "Movement", "core.shooting": "Shooting", "core.combat": "Combat"},
        intro={"core": ("Core rules (summarized)", "", ""),
               "core.distances": ("Distances", "Distances are in inches", "scenario declares).")},
        informative={
            "core": "section heading: the core rules the sheet leans on, summarized (they are not among the seeds)",
            "core.units.characteristics": "the fields of unit and weapon profiles (data); the rules that use them "
                                          "cite them",
            "core.round.command-points": "points to the sheet's command-points rule, which says how many and when",
            "core.combat.weapon-abilities": "introduces the weapon abilities listed after it",
        },
        settings=CORE_SETTINGS, refs=CORE_REFS)


def build(seed_path: Path = SEED, core: Path | None = None) -> dict:
    raw = seed_path.read_text(encoding="utf-8").splitlines()
    numbered = list(enumerate(raw, start=1))
    starts = [n for n, line in numbered if line.strip() == FIRST_PAGE]
    assert len(starts) == 2, f"expected the sheet twice, found {FIRST_PAGE!r} {len(starts)} times"
    colour = parse_copy(numbered[starts[0] - 1:starts[1] - 1])
    plain = parse_copy(numbered[starts[1] - 1:])
    assert [i.name for i in colour] == [i.name for i in plain], "the two copies list different headings"
    meta, changelog = front_matter(numbered[:starts[0] - 1])
    levels = sorted({(a.level, b.level) for a, b in zip(colour, plain) if a.level != b.level})
    entries = [
        {"id": "sheet", "title": "Reference Sheet", "kind": "informative", "text": meta["about"],
         "why": "what the sheet is and who made it; no rule",
         "findings": [{"kind": "double-print", "message": (
             f"the sheet is printed twice (colour from line {starts[0]}, plain from line {starts[1]}); the plain "
             "copy has no title page or change log, and sets ability headings at level "
             f"{', '.join(f'{b} instead of {a}' for a, b in levels)}; text differences are findings on their "
             "entries")}],
         "source": f"{SOURCE}, line 5"},
        {"id": "sheet.disclaimer", "title": "This Is Not an Official Games Workshop Publication",
         "kind": "informative", "text": meta["disclaimer"], "why": "legal notice; no rule",
         "source": f"{SOURCE}, line 57"},
        {"id": "phase", "title": "Phases", "kind": "informative", "why": HEADING},
        {"id": "ability", "title": "Core abilities", "kind": "informative", "why": HEADING},
        {"id": "battle-tactic", "title": "Battle Tactics", "kind": "informative", "why": HEADING},
        {"id": "terrain", "title": "Terrain Rules", "kind": "informative", "why": HEADING},
        {"id": "priority-roll", "title": "Priority Roll", "kind": "informative", "why": HEADING},
    ]
    names = {}
    for a, b in zip(colour, plain):
        rid = entry_id(a)
        if rid is None:
            continue
        text = text_of(a.intro + a.body)
        entry = {"id": rid, "title": title_of(a.name)}
        if rid.startswith("battle-tactic.") and rid.count(".") == 1 and not text:
            entry.update(kind="informative", why=HEADING)
        elif rid == "phase.shooting":
            entry.update(kind="informative", text=text, why="introduces the abilities printed under the phase")
        else:
            entry.update(kind="normative", text=text)
        if " For example, " in text:
            entry["text"], example = text.split(" For example, ", 1)
            entry["examples"] = ["For example, " + example]
        fields = fields_of(a)
        if rid.startswith(("ability.", "honour-guard.")):
            entry["meta"] = {"section": title_of(a.section), **fields}
        elif a.group:
            entry["meta"] = {"group": title_of(a.group)}
        names[a.name.casefold()] = rid
        refs = list(REFS.get(rid, []))
        entry["findings"] = list(FINDINGS.get(rid, []))
        entry["findings"] += [{"kind": "double-print", "message": d} for d in differences(a, b)]
        entry["_refs"] = refs
        entry["source"] = f"{SOURCE}, line {a.line} (colour print); line {b.line} (plain print)"
        entries.append(entry)
    for entry in entries:  # 'Quoted Name' in a text cites that ability or rule
        refs = entry.pop("_refs", [])
        for quoted in re.findall(r"'([^']+)'", entry.get("text", "")):
            rid = names.get(quoted.casefold())
            if rid and rid != entry["id"] and rid not in refs:
                refs.append(rid)
        if refs:
            entry["refs"] = refs
        if not entry.get("findings"):
            entry.pop("findings", None)
    facts = _core_facts()
    entries += facts.entries(core or seed_path.parents[1] / "games" / "aos4-core.md", core_plan())
    facts.add_refs(entries, SHEET_LEANS_ON_CORE)
    choices = dict(CHOICES)  # where the rules leave room, the engine's choice
    for entry in entries:
        if entry["id"] in choices:
            entry["findings"] = entry.get("findings", []) + [{"kind": "choice", "message": m}
                                                             for m in choices.pop(entry["id"])]
    assert not choices, f"choices on entries that do not exist: {sorted(choices)}"
    order = ["id", "title", "kind", "text", "why", "examples", "refs", "meta", "findings", "source"]
    return {
        "game": "aos4",
        "title": "Warhammer Age of Sigmar, 4th edition (reference sheet)",
        "sources": [f"{SOURCE} (fan reference sheet by the Austin Weirdnobz, v1.5; printed twice)",
                    f"aos4-core.md: the core rules' facts the sheet leans on, summarized (source: {CORE_SOURCE}; the "
                    "core rules are not among the seeds)"],
        "entries": [{k: e[k] for k in order if k in e} for e in entries],
        "changelog": changelog,
    }


class _Dumper(yaml.SafeDumper):
    pass


def _str(dumper, value: str):
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style="|" if "\n" in value else None)


_Dumper.add_representer(str, _str)
HEADER = ("# Generated by tools/transcribe/aos4.py from {seed}: each rule once, from the colour copy; then the core\n"
          "# rules' facts (core.*, from ../shared/games/aos4-core.md). Edit the tool.\n")


def dump(book: dict) -> str:
    return HEADER.format(seed=SOURCE) + yaml.dump(book, Dumper=_Dumper, sort_keys=False, allow_unicode=True,
                                                  width=118)


def main(argv: list[str]) -> int:
    seed = Path(argv[1]) if len(argv) > 1 else SEED
    try:
        book = build(seed, Path(argv[2]) if len(argv) > 2 else None)
    except (OSError, _core_facts().CoreError) as exc:
        sys.stderr.write(f"aos4.py: {exc}\n")
        return 1
    sys.stdout.write(dump(book))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
