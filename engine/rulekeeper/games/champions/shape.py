"""What a card's parsed text does, sorted by when it happens (computed once per card).

- `instants`: untriggered sentences with instant effects ("deal damage", "gain health", "Remove": 4.1.2.4b);
- `passives`: (effect, condition) pairs that apply while the card is active (2.12 Modify, Dormant, can't, Grant);
- `triggered`: When-name -> sentences ("at the start of your turn", "as this enters play", ...);
- `last_stands`: Last Stand bodies (6.1.2 Last Stand); `heroic_acts`: tuples of sentences (2.9.2).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...text.champions import ast as A

PASSIVE_EFFECTS = (A.Modify, A.Dormant, A.Forbid, A.Grant)


@dataclass
class Shape:
    instants: list = field(default_factory=list)  # Instruction (instant effects only)
    passives: list = field(default_factory=list)  # (effect, condition)
    triggered: dict = field(default_factory=dict)  # When.name -> [Triggered]
    last_stands: list = field(default_factory=list)  # Instruction
    heroic_acts: list = field(default_factory=list)  # [tuple[Sentence, ...]]


def _split(sentence: A.Instruction, shape: Shape) -> None:
    inst = tuple(e for e in sentence.effects if not isinstance(_inner(e), PASSIVE_EFFECTS))
    for e in sentence.effects:
        if isinstance(_inner(e), PASSIVE_EFFECTS):
            shape.passives.append((_inner(e), sentence.condition))
    if inst:
        shape.instants.append(A.Instruction(inst, sentence.condition))


def _inner(effect):
    return effect.effect if isinstance(effect, A.Optional) else effect


_CACHE: dict[int, tuple[object, Shape]] = {}


def shape(card) -> Shape:
    hit = _CACHE.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    sh = Shape()
    text = card.abilities
    for s in text.sentences:
        if isinstance(s, A.Instruction):
            _split(s, sh)
        elif isinstance(s, A.Triggered):
            sh.triggered.setdefault(s.trigger.when.name, []).append(s)
        elif isinstance(s, A.LastStand):
            sh.last_stands.append(s.body)
    for h in text.heroic_acts:
        sh.heroic_acts.append(h.sentences)
    _CACHE[id(card)] = (card, sh)
    return sh
