"""Transcribe the Super Fantasy Brawl rulebook (seed 003) into spec/brawl/rules.yaml.

Every text is cut from the seed by line number, so it stays verbatim; the only fixes are extraction noise
(markdown emphasis, list markers, a sentence broken across a lost picture). Lost icons are kept as the gap the
extraction left, and each one is recorded as a finding on its entry. Run:

    .venv/bin/python tools/transcribe/brawl.py [SEED] > spec/brawl/rules.yaml
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import yaml

SEED = Path(__file__).resolve().parents[3] / "shared" / "seeds" / "003_4e2170afdc0397a3.txt"
SOURCE = "003_4e2170afdc0397a3.txt"
HEADING = "section heading"

ICON = "icon lost in extraction"


def lost(what: str) -> dict:
    return {"kind": "lost-icon", "message": f"{ICON}: {what}"}


# (id, title, lines, options). lines: list of line numbers (paragraphs) or tuples of line numbers (one sentence
# broken across lines by the extraction, joined with a space). options: kind/why/refs/findings/examples.
ENTRIES: list[tuple[str, str | None, list, dict]] = [
    ("intro", "Super Fantasy Brawl", [9, 11, 13, 15, 17, (19, 21), 23, 25, 27],
     {"kind": "informative", "why": "the rulebook's opening story; flavour, no rule"}),
    # Components
    ("components", "Components", [], {"kind": "informative", "why": HEADING}),
    ("components.arena", "Arena Board", [31, 35, 39, 43, 47],
     {"kind": "informative", "why": "picture captions of the board's parts; the rules that use them are elsewhere",
      "findings": [{"kind": "lost-picture", "message": "only the captions of the board picture survive"}]}),
    ("components.boards", "Player boards and Champion cards", [49, 53, 57],
     {"findings": [{"kind": "lost-picture", "message": "card pictures lost; only captions survive"}]}),
    ("components.action-cards", "Action cards", [59, 63, 65, 67, 69, 73, 77],
     {"findings": [{"kind": "lost-picture", "message": "card pictures lost; the three captions under 'Areas' are "
                    "the three Cores of Magic"}]}),
    ("components.challenges", "Challenge cards", [81, 85, 89], {}),
    ("components.tokens", "Tokens", [91, 95, 99, 103], {}),
    ("components.traps", "Trap tokens", [105, 109, 113, 117, 121, 125], {"refs": ["trap"]}),
    ("components.cores", "Cores of Magic", [127, 131, 135, 139], {"refs": ["concepts.cores"]}),
    ("components.miniatures", "Miniatures", [141, 145, 149, 153, 157, 161, 165],
     {"kind": "informative", "why": "names of the six miniatures in the box; no rule"}),
    # Basic concepts
    ("concepts", "Basic Concepts", [], {"kind": "informative", "why": HEADING}),
    ("concepts.first-rule", "The First Rule", [171], {}),
    ("concepts.allies", "Enemies and Allies", [175], {}),
    ("concepts.objective", "Objective of the Game", [179], {"refs": ["out-of-action.vp-enemy", "scoreboard"]}),
    ("concepts.cores", "The Three Cores of Magic", [183], {"refs": ["upkeep"]}),
    ("concepts.towards", "Towards and Away", [187], {}),
    ("concepts.away", "Towards and Away", [189], {}),
    ("concepts.strength-damage", "Strength and Damage", [193],
     {"findings": [{"kind": "lost-icon", "message": "the strength icon and the damage icon both came out as the "
                    "same glyph (🔥), so the text no longer says which is measured against defence and which "
                    "ignores it; read with attack.defence (strength minus defence) and the keywords that 'deal' "
                    "damage, damage is the one applied directly"}]}),
    ("concepts.targeting", "Targeting", [(197, 199)], {"refs": ["targeting.aoe"]}),
    ("concepts.information", "Open and Hidden Information", [203, 205], {}),
    ("concepts.drawing", "Drawing Cards", [209], {}),
    # Setting up
    ("setup", "Setting Up the Game", [], {"kind": "informative", "why": HEADING}),
    ("setup.1", None, [215], {}),
    ("setup.2", None, [216], {"refs": ["draft.casual", "draft.competitive"]}),
    ("setup.3", None, [217], {}),
    ("setup.4", None, [218], {"refs": ["advance"]}),
    ("setup.5", None, [220], {"refs": ["trap"]}),
    ("setup.6", None, [221], {}),
    ("setup.7", None, [222], {}),
    ("setup.8", None, [223],
     {"findings": [{"kind": "wording", "message": "'draw a card for each replacement card they discarded' "
                    "swaps the words of setup.7 ('draw a replacement card for each card they discarded'); the "
                    "same mulligan is meant", "ref": "setup.7"}], "refs": ["setup.7"]}),
    ("setup.9", None, [224], {}),
    ("setup.10", None, [225], {}),
    # Drafts
    ("draft", "How to Draft", [], {"kind": "informative", "why": HEADING}),
    ("draft.casual", "Casual Draft", [231], {}),
    *[(f"draft.casual.{n}", None, [232 + n], {}) for n in range(1, 9)],
    ("draft.competitive", "Competitive Draft", [244], {}),
    *[(f"draft.competitive.{n}", None, [245 + n + (1 if n >= 4 else 0)], {}) for n in range(1, 11)],
    # Game round
    ("round", "Game Round", [262], {"refs": ["advance"]}),
    ("round.scoreboard", "Scoreboard Phase", [264], {"refs": ["scoreboard"]}),
    ("round.activation", "Activation Phase", [266], {"refs": ["activation"]}),
    ("round.upkeep", "Upkeep Phase", [268], {"refs": ["upkeep"]}),
    ("scoreboard", "Scoreboard Phase", [272], {}),
    ("card-anatomy", "Action Card Anatomy", [277],
     {"kind": "informative", "why": "picture legend of an action card's parts",
      "findings": [lost("champion icon, action type and Core of Magic are shown as empty brackets '()'"),
                   {"kind": "lost-picture", "message": "the card picture the numbers point at is lost"}]}),
    # Activation
    ("activation", "Activation Phase", [283], {"refs": ["standard-action"]}),
    ("activation.champions", "Activation of Champions", [(287, 289)],
     {"findings": [{"kind": "wording", "message": "'before that player may pay another' reads as a typo for "
                    "'play another'"}]}),
    ("activation.movement", "Movement", [293],
     {"refs": ["trap"], "findings": [{"kind": "wording", "message": "'Hexes containing statuses or Enemies are "
                                      "blocked': 'statuses' is a typo for 'statues' (targeting.direct, keyword.jump)"},
                                     lost("the movement icon before 'Champions may move' and in 'the  value' "
                                          "(twice); the text still reads as the action card's movement value")]}),
    ("activation.place", "Movement", [295], {"refs": ["keyword.place"]}),
    # Attacks
    ("attack", "Attacks", [307],
     {"findings": [lost("the attack icon at the start of the paragraph")]}),
    ("attack.pre-post", "Pre-attack and Post-attack", [301, 303],
     {"findings": [lost("the pre-attack and post-attack symbols; 'a  ability, and then choose not to attack' "
                        "can only be the pre-attack one (attack.step.2 comes before attack.step.3) and 'only ever "
                        "resolved after an attack is made' the post-attack one; which gap is which is inferred, "
                        "not printed")]}),
    ("attack.zero", "Pre-attack and Post-attack", [305], {}),
    ("attack.step", "Attack steps", [], {"kind": "informative", "why": HEADING}),
    ("attack.step.1", None, [309], {"refs": ["activation.movement"]}),
    ("attack.step.2", None, [310], {"refs": ["attack.pre-post"],
                                    "findings": [lost("the ability symbol; by attack.pre-post, pre-attack")]}),
    ("attack.step.3", None, [311], {}),
    ("attack.step.4", None, [312], {"refs": ["targeting"]}),
    ("attack.step.5", None, [313], {"refs": ["attack.reaction-window"]}),
    ("attack.step.6", None, [314], {"refs": ["attack.defence"]}),
    ("attack.step.7", None, [315], {"refs": ["attack.damage"]}),
    ("attack.step.8", None, [316], {"findings": [lost("the ability symbol (post-attack, by attack.pre-post); "
                                                      "which symbol is meant is not printed")]}),
    ("attack.step.9", None, [317], {"findings": [lost("the ability symbol (post-attack, by attack.pre-post); "
                                                      "which symbol is meant is not printed")]}),
    ("attack.reaction-window", "Reactions are played", [349], {"refs": ["reaction"]}),
    ("attack.defence", "The target's defence value is subtracted from the current strength value", [353, 355],
     {"refs": ["defence"]}),
    ("attack.damage", "Resolve attack damage", [359],
     {"refs": ["keyword.poison", "keyword.double", "keyword.lifesteal"]}),
    # Targeting
    ("targeting", "Declare target(s)", [321], {}),
    ("targeting.melee", "Melee Attack", [327], {"findings": [lost("the melee targeting icon")]}),
    ("targeting.indirect", "Indirect Shot", [333], {"findings": [lost("the indirect shot targeting icon")]}),
    ("targeting.direct", "Direct Shot", [339], {"refs": ["targeting.indirect", "hex-row"],
                                                "findings": [lost("the direct shot targeting icon")]}),
    ("targeting.aoe", "Area of Effect (AoE)", [345],
     {"findings": [lost("the AoE targeting icon; 'the yellow marked hexes' refer to the card's picture")]}),
    # Skills and standard actions
    ("skill", "Skills", [365], {"findings": [lost("the skill icon")]}),
    ("skill.step", "Skill steps", [367], {}),
    *[(f"skill.step.{n}", None, [368 + n], {}) for n in range(1, 5)],
    ("standard-action", "Standard Actions", [(378, 380)], {}),
    ("standard-action.once", "Standard Actions", [382], {}),
    # Upkeep
    ("upkeep", "Upkeep Phase", [386], {}),
    ("upkeep.hand", "Upkeep Phase", [388], {}),
    # Hitpoints, defence, out of action, levelling up
    ("hitpoints", "Hitpoints and Defence", [394], {"refs": ["out-of-action"]}),
    ("defence", "Hitpoints and Defence", [396],
     {"findings": [{"kind": "truncated", "message": "the last sentence stops at 'effects that deal'; the rest "
                    "(probably the damage icon) is lost, so what defence does not help against is not printed"}]}),
    ("out-of-action", "Out of Action", [400], {"refs": ["level-up"]}),
    ("out-of-action.gate", "Out of Action", [402], {}),
    ("out-of-action.return", "Out of Action", [404, 406],
     {"findings": [lost("the movement icon in 'an action with  to move' and 'action cards without .'")]}),
    ("out-of-action.vp-enemy", "Out of Action", [408], {"refs": ["level-up"]}),
    ("out-of-action.vp-self", "Out of Action", [410], {}),
    ("out-of-action.simultaneous", "Out of Action", [412], {}),
    ("level-up", "Levelling Up", [416], {}),
    # Reactions
    ("reaction", "Reactions", [424], {}),
    ("reaction.target", "Reactions", [426], {}),
    ("reaction.skill", "Reactions", [428], {}),
    ("reaction.once", "Reactions", [430],
     {"refs": ["keyword.push", "keyword.pull", "level-up"],
      "findings": [lost("a third effect after 'push, pull, or' is an icon that came out empty")]}),
    ("advance", "Advance Challenge Track", [434], {}),
    # Traps
    ("trap", "Traps", [], {"kind": "informative", "why": HEADING}),
    ("trap.trigger", "Traps", [(442, 444)], {}),
    ("trap.replace", "Traps", [446], {}),
    ("trap.source", "Traps", [448], {"refs": ["level-up"]}),
    ("trap.effect", "Trap Effects", [], {"kind": "informative", "why": HEADING,
                                         "findings": [lost("each effect was printed beside its token's icon; "
                                                           "the icons are lost, the pairing is by order "
                                                           "(damage, root, stun) and by components.traps")]}),
    ("trap.effect.damage", "Trap Effects", [454], {}),
    ("trap.effect.root", "Trap Effects", [458], {"refs": ["keyword.root"]}),
    ("trap.effect.stun", "Trap Effects", [462], {"refs": ["keyword.stun"]}),
    # Displacement
    ("displacement", "Displacement and Root", [466],
     {"refs": ["keyword.fear", "keyword.force", "keyword.pull", "keyword.push"]}),
    ("displacement.root", "Displacement and Root", [468],
     {"refs": ["keyword.root"],
      "findings": [lost("'will cause  as normal' and 'do not cause  as': the icon is gone; by keyword.push "
                        "and keyword.pull (which 'suffer  equal to the remaining distance') it is damage")]}),
    # Keywords
    ("keyword", "Keywords", [], {"kind": "informative", "why": HEADING}),
]

KEYWORDS = {  # slug: (line, options)
    "bloodied": (472, {"example_from": "For example,"}), "control": (474, {}), "dash": (476, {"refs": ["hex-row"]}), "double": (478, {}),
    "draw": (480, {}), "fear": (482, {"refs": ["keyword.dash", "concepts.away"]}), "force": (484, {}),
    "heal": (486, {}), "jump": (488, {}), "lifesteal": (490, {"refs": ["keyword.heal"]}),
    "poison": (492, {"findings": [lost("'deal X  to the target': the damage icon")]}),
    "place": (494, {}), "plan": ((496, 498), {}),
    "pull": (500, {"refs": ["concepts.towards"],
                   "findings": [lost("'they suffer  equal to the remaining distance': the damage icon")]}),
    "push": (502, {"refs": ["concepts.away"],
                   "findings": [lost("'they suffer  equal to the remaining distance': the damage icon"),
                                {"kind": "wording", "message": "the heading is 'Push:' without the X that "
                                 "'Pull X:' has, though the text pushes 'the full distance'", "ref": "keyword.pull"}]}),
    "root": (504, {}), "stun": (506, {}), "swoop": (508, {}),
}

TAIL: list[tuple[str, str | None, list, dict]] = [
    ("hex-row", "Hexes and Hex Rows", [514],
     {"refs": ["keyword.dash"], "examples": [528],
      "findings": [{"kind": "lost-picture", "message": "the captions 'This is a hex row.' and 'This is not a hex "
                    "row.' and the example's picture are lost"},
                   {"kind": "wording", "message": "the example says 'cannot move out of the hex row due as the "
                    "dash keyword states', a garbled 'due to' / 'as'"}]}),
    # Super Team Tornado
    ("tornado", "Super Team Tornado", [532, 534],
     {"findings": [{"kind": "other", "message": "requires at least 8 Champions, but the box holds 6 "
                    "(components.miniatures): a second set is needed", "ref": "components.miniatures"}]}),
    ("tornado.team", "Team Gameplay", [538], {"refs": ["reaction.target"]}),
    ("tornado.hand-size", "Hand Size", [542], {"refs": ["setup.7", "upkeep.hand"]}),
    ("tornado.winning", "Winning the Game", [546], {"refs": ["concepts.objective"]}),
    ("tornado.challenge-track", "Challenge Track", [550], {"refs": ["advance", "setup.4"]}),
    ("tornado.setup", "Setting Up the Game (Super Team Tornado)", [], {"kind": "informative", "why": HEADING}),
    *[(f"tornado.setup.{n}", None, [553 + n + (1 if n >= 4 else 0)], {}) for n in range(1, 10)],
    ("tornado.draft", "How to Draft (Super Team Tornado)", [567], {"refs": ["draft"]}),
    ("tornado.draft.casual", "Casual Draft (Super Team Tornado)", [], {"kind": "informative", "why": HEADING}),
    *[(f"tornado.draft.casual.{n}", None, [570 + n], {}) for n in range(1, 11)],
    ("tornado.draft.competitive", "Competitive Draft (Super Team Tornado)", [],
     {"kind": "informative", "why": HEADING}),
    *[(f"tornado.draft.competitive.{n}", None, [583 + n], {}) for n in range(1, 7)],
    ("tornado.round", "Game Round (Super Team Tornado)", [], {"kind": "informative", "why": HEADING}),
    *[(f"tornado.round.{n}", None, [592 + n], {}) for n in range(1, 6)],
    ("index", "Index", list(range(603, 663)),
     {"kind": "informative", "why": "the rulebook's index of page numbers",
      "findings": [{"kind": "wording", "message": "'Gores (3, 7)' is a typo for 'Cores'"},
                   {"kind": "extraction", "message": "'- Action Cards** (5,6,7,8)' carries stray list and bold "
                    "marks (removed here)"}]}),
    ("credits", "Credits", list(range(666, 701, 2)), {"kind": "informative", "why": "the people who made the game"}),
]

LISTS = ("components", "index", "credits", "card-anatomy")  # one item a line, not paragraphs
_LIST = re.compile(r"^(?:- \d+ |\d+\. |- )")
_HTML = re.compile(r"\s*<p>(.*?)</p>\s*")
_TITLED = re.compile(r"^(?:Scoreboard|Activation|Upkeep) Phase\. ")


def clean(line: str) -> str:
    """Extraction noise only: list numbers (they are the id), markdown emphasis, outer whitespace."""
    line = _HTML.sub(lambda m: m.group(1) + "\n", line).strip()
    line = _LIST.sub("", line)
    return line.replace("**", "").replace("*", "").strip()


def lines_text(seed: list[str], spec: list, sep: str = "\n\n") -> str:
    paras = []
    for item in spec:
        nums = item if isinstance(item, tuple) else (item,)
        paras.append(" ".join(clean(seed[n - 1]) for n in nums))
    return sep.join(p for p in paras if p)


# Where the rules leave room (or lost the picture that decided it), the engine chooses; each choice is written on the
# rule it concerns as a finding of kind "choice" (DESIGN.md), after the source's own findings.
CHOICES = {
    "components.challenges": "the challenge cards' texts are lost; spec/brawl/cards.yaml has 11 of ours (illustrative): "
    "each asks to control an area, to stand in the Enemy deployment area, to have Champions levelled up or next to "
    "statues, or Enemies bloodied",
    "components.tokens": "the rules never say what happens when a kind of token runs out; ours: tokens are counters, "
    "damage and VPs are kept as numbers and never limited by the 20 damage and 13 VP tokens of the box",
    "scoreboard": "the challenge track's picture is lost; ours: from the left Cannot be Scored, 1 VP, 1 VP, 2 VP, 3 VP "
    "(setup.4 speaks of 'the leftmost 1VP slot', so there are several); an empty challenge deck is formed again from "
    "the shuffled challenge discard pile",
    "standard-action": "the player dashboard with the standard actions is lost; ours (cards.yaml standard_actions): "
    "Scramble (Move 1, Heal 1), Strike (melee, strength 2) and Rethink (Draw 1), each paid by discarding any card "
    "from hand instead of exhausting a Core",
    "draft.competitive.1": "each player brings their own Champions, so both may bring the same one; ours: each plays "
    "their own copy, told apart by its player ('Dugrun (B)')",
    "attack.step.5": "in Super Team Tornado both opponents may hold a reaction; ours: they are asked in turn order, and "
    "the first reaction played closes the window (one reaction per attack)",
    "out-of-action.vp-self": "in Super Team Tornado the rule's 'opponent' is one of two; ours: the next opposing "
    "player in turn order scores it (the team's total is what counts)",
    "tornado": "the rules do not say who chooses the teams' deployment areas; ours: the first player, as in setup.1. "
    "Players are A, B, C, D, A with C against B with D",
    "tornado.draft.casual.1": "with the six Champions of one box a pool of unique Champions is too small (tornado: at "
    "least 8); ours: with fewer than 8 the pool holds two copies of each, and a team may not draft a Champion it "
    "already has",
}


def build(seed_path: Path = SEED) -> dict:
    seed = seed_path.read_text(encoding="utf-8").splitlines()
    rows = list(ENTRIES)
    rows += [(f"keyword.{k}", None, [line], opts) for k, (line, opts) in KEYWORDS.items()]
    rows += TAIL
    entries = []
    for rid, title, spec, opts in rows:
        text = lines_text(seed, spec, "\n" if rid.startswith(LISTS) else "\n\n")
        if rid.startswith("keyword.") and title is None:
            title, text = text.split(": ", 1)
        if "example_from" in opts:
            text, example = text.split(" " + opts["example_from"], 1)
            opts = {**opts, "examples": [], "example_text": opts["example_from"] + example}
        if rid.startswith("round.") and _TITLED.match(text):
            text = text.split(". ", 1)[1]
        first = spec[0] if spec else None
        line = first[0] if isinstance(first, tuple) else first
        entry = {"id": rid}
        if title:
            entry["title"] = title
        entry["kind"] = opts.get("kind", "normative")
        if text:
            entry["text"] = text
        if "why" in opts:
            entry["why"] = opts["why"]
        if "examples" in opts:
            entry["examples"] = [lines_text(seed, [n]) for n in opts["examples"]]
            if "example_text" in opts:
                entry["examples"].append(opts["example_text"])
        if "refs" in opts:
            entry["refs"] = opts["refs"]
        if "findings" in opts:
            entry["findings"] = opts["findings"]
        if rid in CHOICES:
            entry["findings"] = entry.get("findings", []) + [{"kind": "choice", "message": CHOICES[rid]}]
        entry["source"] = f"{SOURCE}, line {line}" if line else SOURCE
        entries.append(entry)
    return {
        "game": "brawl",
        "title": "Super Fantasy Brawl",
        "sources": [f"{SOURCE} (rulebook; picture captions lost, icons extracted as empty brackets)"],
        "entries": entries,
    }


class _Dumper(yaml.SafeDumper):
    pass


def _str(dumper, value: str):
    style = "|" if "\n" in value else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _str)


HEADER = "# Generated by tools/transcribe/{tool} from {seed}: text cut verbatim by line number. Edit the tool.\n"


def dump(book: dict) -> str:
    return HEADER.format(tool="brawl.py", seed=SOURCE) + yaml.dump(book, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=118)


if __name__ == "__main__":
    sys.stdout.write(dump(build(Path(sys.argv[1]) if len(sys.argv) > 1 else SEED)))
