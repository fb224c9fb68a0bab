"""The state of a game of Invasion: every card in one place (kernel Zones), the capital boards, resources.

Zones are named `<player>.<place>`: `hand`, `deck` (top = last), `discard`, the capital's three zones
`kingdom`, `quest`, `battlefield` (units and supports, core.capital.zones) and their developments
`kingdom.dev` ... (face down, core.cards.developments), and `legend` (on the capital board, core.cards.legend).
A card in play is controlled by the player whose zone holds it; `owner` never changes (core.effects.ownership).
Damage on a capital zone is kept per zone, burned zones in `burned` (core.capital.burning).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...kernel import EventLog, Rng, Zones
from .cards import ZONES

PLAYERS = ("A", "B")
PILES = ("hand", "deck", "discard")
PHASES = ("beginning", "kingdom", "quest", "capital", "battlefield", "end")  # 0-5 (timing.phase.*)


def other(p: str) -> str:
    return "B" if p == "A" else "A"


def zone_names(p: str) -> list[str]:
    return ([f"{p}.{x}" for x in PILES] + [f"{p}.{z}" for z in ZONES] + [f"{p}.{z}.dev" for z in ZONES]
            + [f"{p}.legend"])


@dataclass
class Combat:
    """The attack in progress (core.combat): target zone, units, and the damage assigned but not applied."""
    target: str  # kingdom | quest | battlefield (of the defending player)
    attackers: list[int] = field(default_factory=list)
    defenders: list[int] = field(default_factory=list)
    assigned: dict[str, int] = field(default_factory=dict)  # attacker's damage: str(defender id) | "zone" -> n
    against: dict[str, int] = field(default_factory=dict)  # defender's damage: str(attacker id) -> n
    side: str = "attack"  # whose damage is being assigned: attack | defense
    left: int = 0  # damage still to assign by the side assigning now
    strikes: list[list[int]] = field(default_factory=list)  # [defender, N]: Counterstrike waiting for a target
    legend: int | None = None  # the defending player's legend, when it is attacked through `target` (clar.legends)
    fulcrum: int | None = None  # the fulcrum a fulcrum attack targets (fulcrums.py, faq.56)
    fulcrum_common: bool = False  # ... in the common play area when the attack was declared (faq.55)
    outside: bool = False  # an attack an effect made outside the battlefield phase (misc.attacks-made-outside-...)
    back: str = "capital"  # ... the phase it was made in, which goes on after it: capital | quest (effect_attacks.py)
    allowed: list[int] = field(default_factory=list)  # ... the only units that may attack in it (none: any)

    def to_json(self) -> dict:
        return dict(self.__dict__)


@dataclass
class State:
    names: list[str] = field(default_factory=list)  # card id -> name
    owner: list[str] = field(default_factory=list)  # card id -> owner; its controller is the player whose zone holds it
    zones: Zones = field(default_factory=Zones)
    damage: dict[int, int] = field(default_factory=dict)  # damage tokens on units in play
    corrupted: set[int] = field(default_factory=set)  # core.effects.corruption
    zone_damage: dict[str, int] = field(default_factory=dict)  # "A.kingdom" -> damage on that capital zone
    burned: set[str] = field(default_factory=set)  # "A.quest" ...
    resources: dict[str, int] = field(default_factory=lambda: {p: 0 for p in PLAYERS})
    race: dict[str, str] = field(default_factory=lambda: {p: "Neutral" for p in PLAYERS})  # capital boards
    active: str = "A"
    first: str = "A"
    turn: int = 1
    phase: int = 0  # 0-5
    under_way: str | None = None  # the phase (turn.PHASES name) that began and has not ended (timing.D.1, E.2)
    step: str = "capital"  # what is asked now: mulligan | restore | capital | target | attackers | ...
    deciding: str = "A"  # the player whose decision `step` waits for
    mulligans: dict[str, int] = field(default_factory=lambda: {p: 0 for p in PLAYERS})
    developed: bool = False  # a development played this turn (core.cards.developments)
    limited: dict[str, bool] = field(default_factory=lambda: {p: False for p in PLAYERS})
    combat: Combat | None = None
    window: dict | None = None  # the open action window (kernel.windows.ActionWindow as JSON, timing.B)
    # effects until the end of the turn (core.turn.5, timing.E.3): damage shields (damage.cancelling-damage,
    # damage.redirecting-damage) {"on", "kind": cancel|redirect, "left", "to"}, and changes to a card's stats
    # (terms.hit-points-vs-remaining-hit-points, terms.reduction) {"card", "power" | "hit_points": n} or keywords
    # {"card", "keyword", "amount"}
    shields: list[dict] = field(default_factory=list)
    lasting: list[dict] = field(default_factory=list)
    attached: dict[int, int] = field(default_factory=dict)  # attachment -> host (core.cards.attachment)
    questing: dict[int, int] = field(default_factory=dict)  # quest -> the unit questing on it (core.cards.quest)
    tokens: dict[int, int] = field(default_factory=dict)  # resource tokens on cards in play (card-types.quests)
    lowered: dict[str, int] = field(default_factory=lambda: {p: 0 for p in PLAYERS})  # next card's cost, this turn
    skipped: list[int] = field(default_factory=list)  # phases of this turn an effect skips (terms.the-word-skip)
    answers: list[str] = field(default_factory=list)  # a judge's scripted answers to the next choices (names)
    pending: dict | None = None  # indirect damage being assigned (damage.indirect-damage), and the step to resume
    used: list = field(default_factory=list)  # "card:ability" of limited abilities used this turn
    ready: list = field(default_factory=list)  # "card:ability" of Actions whose trigger was met (timing.B.1)
    seen: int = 0  # events already looked at for Forced triggers (abilities.run.settle)
    shown: dict[str, int] = field(default_factory=dict)  # player -> the top card of their deck last revealed (revealing.py)
    attacks: list = field(default_factory=list)  # "turn:capital" | "turn:fulcrum": attacks made (fulcrums.py, faq.56)
    winner: str | None = None
    reason: str | None = None
    rng: Rng = field(default_factory=Rng)
    log: EventLog = field(default_factory=EventLog)

    def add_players(self) -> None:
        for p in PLAYERS:
            for z in zone_names(p):
                self.zones.add_zone(z)
            for z in ZONES:
                self.zone_damage[f"{p}.{z}"] = 0

    def new_card(self, name: str, owner: str, zone: str) -> int:
        cid = len(self.names)
        self.names.append(name)
        self.owner.append(owner)
        self.zones.put(cid, zone)
        return cid

    def to_json(self) -> dict:
        out = {k: v for k, v in self.__dict__.items() if k not in ("zones", "rng", "log", "combat")}
        out.update(zones=self.zones.to_json(), rng=self.rng.to_json(), log=self.log.to_json(),
                   combat=self.combat.to_json() if self.combat else None,
                   damage={str(k): v for k, v in self.damage.items()}, corrupted=sorted(self.corrupted),
                   burned=sorted(self.burned), **{k: {str(c): v for c, v in getattr(self, k).items()}
                                                  for k in _INT_KEYED})
        return out

    @classmethod
    def from_json(cls, d: dict) -> "State":
        s = cls(**{k: v for k, v in d.items() if k not in ("zones", "rng", "log", "combat", "damage",
                                                             "corrupted", "burned", *_INT_KEYED)})
        s.lasting, s.used = [dict(x) for x in d.get("lasting", [])], list(d.get("used", []))
        s.ready = list(d.get("ready", []))
        s.names, s.owner = list(d["names"]), list(d["owner"])
        s.zones, s.rng, s.log = Zones.from_json(d["zones"]), Rng.from_json(d["rng"]), EventLog.from_json(d["log"])
        s.combat = Combat(**d["combat"]) if d["combat"] else None
        s.damage = {int(k): v for k, v in d["damage"].items()}
        s.corrupted, s.burned = set(d["corrupted"]), set(d["burned"])
        s.resources, s.race, s.zone_damage = dict(d["resources"]), dict(d["race"]), dict(d["zone_damage"])
        s.mulligans, s.limited, s.lowered = dict(d["mulligans"]), dict(d["limited"]), dict(d["lowered"])
        for k in _INT_KEYED:
            setattr(s, k, {int(c): v for c, v in d[k].items()})
        return s


_INT_KEYED = ("attached", "questing", "tokens")
