"""The state and the helpers every rules module shares: reading cards, power and hit points (core.capital.*),
moving cards, drawing (core.players.decking-out), damage on capital zones (core.capital.burning) and victory
(core.players.victory)."""

from __future__ import annotations

from ...kernel import implements
from .abilities.conditions import holds
from .cards import ZONES, Card
from .state import PLAYERS, State, other

BASE_POWER = {"kingdom": 3, "quest": 1, "battlefield": 0}  # core.capital.base-power
ZONE_HIT_POINTS = 8  # core.capital.hit-points (+1 per development)


class Game:
    def __init__(self, pool: dict[str, Card], state: State):
        self.pool, self.s = pool, state
        # the names of the cards with constant effects: only they are looked at when power is counted
        self._auras = frozenset(n for n, c in pool.items() if c.program is not None and c.program.constants)

    # --- reading ------------------------------------------------------------------------------------------------
    def name(self, cid: int) -> str:
        return self.s.names[cid]

    def card(self, cid: int) -> Card:
        return self.pool[self.s.names[cid]]

    def place(self, cid: int) -> str:
        """The zone a card is in, without its player: hand, deck, kingdom, quest.dev ..."""
        return self.s.zones.where[cid].split(".", 1)[1]

    def cards(self, p: str, place: str) -> list[int]:
        return self.s.zones[f"{p}.{place}"]

    def units(self, p: str, zone: str) -> list[int]:
        return [c for c in self.cards(p, zone) if self.card(c).unit]

    def in_play(self, p: str):
        for z in ZONES:
            yield from self.cards(p, z)

    @implements("core.capital.power", "core.capital.base-power")
    def power(self, p: str, zone: str) -> int:
        """Base power of the zone plus the power icons of the units and supports in it."""
        return BASE_POWER[zone] + sum(self.unit_power(c) for c in self.cards(p, zone))

    def unit_power(self, cid: int) -> int:
        """A card's power: its printed icons, what constant effects and effects until the end of the turn add or
        take away (never below 0)."""
        bonus = sum(e.get("power", 0) for e in self.s.lasting if e["card"] == cid)
        return max(0, self.card(cid).power + bonus + self._constant(cid, "power"))

    def unit_health(self, cid: int) -> int:
        """A unit's hit points: printed, changed by effects until the end of the turn (never below 0)."""
        return max(0, self.card(cid).health + sum(e.get("hit_points", 0) for e in self.s.lasting if e["card"] == cid))

    @implements("core.effects.constant")
    def _constant(self, cid: int, what: str, keyword: str = "") -> int:
        """What the constant effects of the cards in play give `cid` (power, or a keyword's value)."""
        total = 0
        if not self._auras:
            return 0
        names, auras = self.s.names, self._auras
        for p in PLAYERS:
            for z in ZONES:
                for src in self.s.zones[f"{p}.{z}"]:
                    if names[src] not in auras:
                        continue
                    prog = self.card(src).program
                    for c in (prog.constants if prog else ()):
                        if c.zone is not None and c.zone != z:
                            continue
                        if c.condition is not None and not holds(self, p, src, c.condition):
                            continue
                        if what == "power" and not c.power or what == "keyword" and (c.keyword or ("",))[0] != keyword:
                            continue
                        if c.who.ref == "this":
                            picks = src == cid
                        elif c.who.ref == "attached":
                            picks = self.s.attached.get(src) == cid
                        else:
                            picks = c.who.matches(self, p, src, cid)
                        if picks:
                            total += c.power if what == "power" else c.keyword[1]
        return total

    def forget(self, cid: int) -> None:
        """A card that left play is a new copy with no memory (faq.43): its effects and tokens go."""
        self.s.lasting = [e for e in self.s.lasting if e["card"] != cid]
        self.s.tokens.pop(cid, None)
        self.s.attached.pop(cid, None)
        for att in [a for a, u in self.s.attached.items() if u == cid]:  # its attachments go too
            self.leave_play(att, "discarded", ("core.cards.attachment",))

    @implements("core.capital.hit-points")
    def hit_points(self, p: str, zone: str) -> int:
        return ZONE_HIT_POINTS + len(self.cards(p, f"{zone}.dev"))

    @implements("core.effects.zone-prefix")
    def toughness(self, cid: int) -> int:
        """Toughness that works where the unit is (a zone-prefixed one only in that zone)."""
        return self.keyword(cid, "toughness")

    def keyword(self, cid: int, name: str) -> int:
        """A keyword's total on a card in play: printed (zone prefix respected), gained until the end of the turn,
        and given by constant effects."""
        gained = sum(e.get("amount", 0) for e in self.s.lasting if e["card"] == cid and e.get("keyword") == name)
        return self.card(cid).keyword(name, self.place(cid)) + gained + self._constant(cid, "keyword", name)

    def emit(self, kind: str, rules, **data):
        return self.s.log.emit(kind, rules, **data)

    @property
    def over(self) -> bool:
        return self.s.winner is not None

    # --- changing ---------------------------------------------------------------------------------------------
    @implements("core.players.decking-out")
    def draw(self, p: str, n: int, rules: tuple[str, ...]) -> None:
        """Draw n cards one by one; a player whose deck is empty is eliminated at once (checked after each)."""
        for _ in range(n):
            if self.over:
                return
            deck = self.cards(p, "deck")
            if not deck:
                self.lose(p, "core.players.decking-out")
                return
            cid = deck[-1]
            self.s.zones.move(cid, f"{p}.hand")
            self.emit("draw", rules, player=p, card=cid)
            if not deck:
                self.lose(p, "core.players.decking-out")

    @implements("core.cards.destroyed", "core.effects.ownership", "terms.destroy")
    def leave_play(self, cid: int, kind: str, rules: tuple[str, ...]) -> None:
        """A destroyed (or sacrificed) card goes to its owner's discard pile; its tokens go with it."""
        self.s.damage.pop(cid, None)
        self.s.corrupted.discard(cid)
        src = self.s.zones.move(cid, f"{self.s.owner[cid]}.discard")
        self.emit(kind, rules, card=cid, name=self.name(cid), zone=src)
        self.forget(cid)

    @implements("core.capital.burning", "faq.1")
    def damage_zone(self, p: str, zone: str, n: int, rules: tuple[str, ...]) -> None:
        """Damage on a capital zone up to its hit points; reaching them burns it (damage beyond is lost)."""
        key = f"{p}.{zone}"
        if n <= 0 or key in self.s.burned:
            return
        hp = self.hit_points(p, zone)
        before = self.s.zone_damage[key]
        self.s.zone_damage[key] = min(hp, before + n)
        self.emit("zone_damage", rules, player=p, zone=zone, amount=self.s.zone_damage[key] - before)
        if self.s.zone_damage[key] >= hp:
            self.s.burned.add(key)
            self.emit("burn", ("core.capital.burning",), player=p, zone=zone)
            self.check_victory()

    @implements("core.players.victory")
    def check_victory(self) -> None:
        for p in PLAYERS:
            if sum(f"{p}.{z}" in self.s.burned for z in ZONES) >= 2 and not self.over:
                self.s.winner, self.s.reason = other(p), "core.players.victory"
                self.emit("win", ("core.players.victory",), player=other(p), burned=p)

    def lose(self, p: str, rule: str) -> None:
        if not self.over:
            self.s.winner, self.s.reason = other(p), rule
            self.emit("eliminated", (rule,), player=p)
            self.emit("win", (rule,), player=other(p))
