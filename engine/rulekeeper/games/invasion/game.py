"""The state and the helpers every rules module shares: reading cards, power and hit points (core.capital.*),
moving cards, drawing (core.players.decking-out), damage on capital zones (core.capital.burning) and victory
(core.players.victory)."""

from __future__ import annotations

from contextlib import contextmanager

from ...kernel import implements
from .abilities import becoming, passive, questing_power, treated_damage
from .cards import ZONES, Card
from .state import PLAYERS, State, other, zone_names

BASE_POWER = {"kingdom": 3, "quest": 1, "battlefield": 0}  # core.capital.base-power
ZONE_HIT_POINTS = 8  # core.capital.hit-points (+1 per development)
_ZONE_NAMES = {p: {z.split(".", 1)[1]: z for z in zone_names(p)} for p in PLAYERS}  # "A" -> "hand" -> "A.hand"


class Game:
    def __init__(self, pool: dict[str, Card], state: State):
        self.pool, self.s = pool, state
        # the names of the cards with constant effects (core.effects.constant): only they are looked at when power,
        # hit points, keywords or costs are read
        self._auras = frozenset(n for n, c in pool.items() if c.program is not None and c.program.constants)
        self._costs = frozenset(n for n, c in pool.items() if c.program is not None
                                and any(not x.own for x in c.program.costs))
        self._by_stat = passive.index(pool, self._auras)  # name -> stat -> its constant effects
        self._becomes = bool(becoming.BECOMERS & pool.keys())  # a card may be another type for a while
        self._seen, self._here = -1, False  # ... and one of those cards is in this game (read as cards are added)
        self.memo: dict | None = None  # answers kept while the state is only read (`reading`)

    @contextmanager
    def reading(self):
        """A stretch in which the state is only read (legal actions, the invariants, a view): what the constant
        effects give a card and what a card is now are worked out once each in it (abilities/passive.py `total`,
        `card`), not once per question. Paranoid mode keeps no answers (every question asked of the state afresh),
        which is what a test compares it with."""
        if self.memo is not None or getattr(self, "paranoid", False):
            yield
            return
        self.memo = {}
        try:
            yield
        finally:
            self.memo = None

    def remembered(self, key, make):
        """make()'s answer, kept under `key` for the rest of a read-only stretch (`reading`); asked afresh outside."""
        memo = self.memo
        if memo is None:
            return make()
        if key not in memo:
            memo[key] = make()
        return memo[key]

    # --- reading ------------------------------------------------------------------------------------------------
    def extra_names(self, kind: type) -> frozenset:
        """The titles of the pool's cards whose text has a reading of that kind among its extras (read once per
        game): a card in play is looked at only when its title is among them (what a card is now, `card`, can lose
        its printed text, never gain another's)."""
        cache = self.__dict__.setdefault("_extra_names", {})
        if kind not in cache:
            cache[kind] = frozenset(n for n, c in self.pool.items() if c.program is not None
                                    and any(isinstance(x, kind) for x in c.program.extras))
        return cache[kind]

    def name(self, cid: int) -> str:
        return self.s.names[cid]

    def card(self, cid: int) -> Card:
        """The card as it is now: its printed type and stats, or what an effect made it (abilities/becoming.py)."""
        card = self.pool[self.s.names[cid]]
        if not self._becomes or not self._changing():
            return card
        return self.remembered(("card", cid), lambda: becoming.as_now(self, cid, card))

    def _changing(self) -> bool:
        """May a card be another type now: a card that makes it so is in this game, and effects are on cards."""
        s = self.s
        if not self._becomes or not (s.lasting or s.attached):
            return False
        if len(s.names) != self._seen:
            self._seen, self._here = len(s.names), not becoming.BECOMERS.isdisjoint(s.names)
        return self._here

    def place(self, cid: int) -> str:
        """The zone a card is in, without its player: hand, deck, kingdom, quest.dev ..."""
        return self.s.zones.where[cid].split(".", 1)[1]

    def cards(self, p: str, place: str) -> list[int]:
        """The cards of player p's place (hand, deck, kingdom, quest.dev ...), in order."""
        try:  # (the zone's name made once, not once per question: the rules ask often)
            return self.s.zones.lists[_ZONE_NAMES[p][place]]
        except KeyError:
            return self.s.zones.lists[f"{p}.{place}"]

    def named(self, p: str, name: str, place: str) -> int:
        """The first card titled `name` in player p's place (hand, kingdom, quest.dev ...): how a scenario or a
        test points at a card; a KeyError naming what is there when no card has that title."""
        for cid in self.cards(p, place):
            if self.s.names[cid] == name:
                return cid
        there = ", ".join(self.s.names[c] for c in self.cards(p, place)) or "nothing"
        raise KeyError(f"no {name!r} in {p}.{place} (there: {there})")

    def answer(self, fits) -> str | None:
        """The next scripted answer (the protocol's `choose`: how a judge says what a player chooses), taken off the
        answers when `fits(word)` says it answers the question asked now (`word`: the answer as text, stripped);
        else None, and the answer stays for a later question."""
        answers = self.s.answers
        if answers:
            word = str(answers[0]).strip()
            if fits(word):
                answers.pop(0)
                return word
        return None

    def declines(self) -> bool:
        """Does the next scripted answer say no ("no", "decline" ...) to the "may" asked now (taken off if so)?"""
        from .abilities.choosing import DECLINE
        return self.answer(lambda word: word.lower() in DECLINE) is not None

    def units(self, p: str, zone: str) -> list[int]:
        return [c for c in self.cards(p, zone) if self.card(c).unit]

    def in_play(self, p: str):
        """The cards `p` controls in play: the three zones and the legend (developments are not counted)."""
        for z in ZONES:
            yield from self.cards(p, z)
        yield from self.cards(p, "legend")

    @implements("zones", "zones.in-play")
    def is_in_play(self, cid: int) -> bool:
        """zones.in-play: in a kingdom, quest zone or battlefield (or the legend's place on the capital board)."""
        return self.place(cid) in ZONES + ("legend",)

    @implements("core.effects.ownership")
    def controller(self, cid: int) -> str:
        """The player whose zone holds the card (its owner out of play)."""
        return self.s.zones.where[cid].split(".", 1)[0]

    def _mod(self, cid: int, stat: str) -> int:
        return sum(m.get(stat, 0) for m in self.s.lasting if m["card"] == cid)

    @implements("terms.reduction", "clar.legends")
    def unit_power(self, cid: int) -> int:
        """Printed power icons plus modifiers, never below zero (terms.reduction); a legend's is its icons in its
        weakest zone (clar.legends)."""
        card = self.card(cid)
        printed = min(self.legend_icons(cid, z) for z in ZONES) if card.type == "Legend" else card.power
        if self._auras and self._constant(cid, "blank"):  # "... lose all power" (core.effects.constant)
            return 0
        if any(m.get("no_power") for m in self.s.lasting if m["card"] == cid):  # until the end of the turn
            return 0  # "loses all power until the end of the turn" (abilities/power_changes.py)
        return max(0, printed + self._mod(cid, "power") + self._constant(cid, "power"))

    def legend_icons(self, cid: int, zone: str) -> int:
        """A legend's power icons in one zone (its printed power in each zone when no per-zone icons are given)."""
        card = self.card(cid)
        return card.zone_power[ZONES.index(zone)] if card.zone_power else card.power

    @implements("terms.hit-points-vs-remaining-hit-points")
    def unit_health(self, cid: int) -> int:
        """A unit's hit points: printed, plus or minus modifiers (never below zero)."""
        from .abilities.steadfast import keeps
        if keeps(self, cid):  # "This unit cannot have its hit points reduced by card effects."
            raised = sum(max(0, m.get("hit_points", 0)) for m in self.s.lasting if m["card"] == cid)
            return self.card(cid).health + raised + (passive.total(self, cid, "hit_points", raises_only=True)
                                                     if self._auras else 0)
        return max(0, self.card(cid).health + self._mod(cid, "hit_points") + self._constant(cid, "hit_points"))

    def remaining(self, cid: int) -> int:
        """Remaining hit points: hit points minus the damage on the unit."""
        return max(0, self.unit_health(cid) - self.damage_on(cid))

    def damage_on(self, cid: int) -> int:
        """The damage on a unit, as it counts ("Treat each damage on attached unit as 2 damage", treated_damage.py)."""
        n = self.s.damage.get(cid, 0)
        return n * treated_damage.factor(self, cid) if n else 0

    def damage_to_destroy(self, cid: int) -> int:
        """How many more damage tokens destroy the unit: its remaining hit points, each token counted as it counts."""
        f = treated_damage.factor(self, cid)
        return -(-self.remaining(cid) // f)

    @implements("core.capital.power", "core.capital.base-power")
    def power(self, p: str, zone: str) -> int:
        """Base power of the zone plus the power icons of the units and supports in it."""
        return (BASE_POWER[zone] + sum(self.unit_power(c) for c in self.cards(p, zone))
                + sum(self.legend_icons(c, zone) for c in self.cards(p, "legend"))  # core.cards.legend
                + questing_power.extra(self, p, zone))  # "The unit questing on this card adds its power to ..."

    def _constant(self, cid: int, what: str, keyword: str = "") -> int:
        """What the constant effects of the cards in play give `cid` now (abilities/passive.py)."""
        return passive.total(self, cid, what, keyword) if self._auras else 0

    @implements("core.capital.hit-points")
    def hit_points(self, p: str, zone: str) -> int:
        return ZONE_HIT_POINTS + self.developments(p, zone)

    @implements("card-types.developments")
    def developments(self, p: str, zone: str) -> int:
        """How many developments p's zone has: its facedown ones, and the cards in it that are faceup developments
        now (abilities/becoming.py: Tree Kin, a unit under Judgement of Loec)."""
        faceup = becoming.faceup_developments(self, p, zone) if self._changing() else 0
        return len(self.cards(p, f"{zone}.dev")) + faceup

    @implements("core.effects.zone-prefix")
    def toughness(self, cid: int) -> int:
        """Toughness that works where the unit is (a zone-prefixed one only in that zone)."""
        return self.keyword(cid, "toughness")

    def keyword(self, cid: int, name: str) -> int:
        """A keyword's total on a card in play: printed (zone prefix respected; none while its text box is blank,
        faq.28), gained until the end of the turn, and given by constant effects."""
        if any(e.get("no_keyword") == name for e in self.s.lasting if e["card"] == cid):
            return 0  # "loses all Toughness until the end of the turn" (abilities/power_changes.py)
        gained = sum(e.get("amount", 0) for e in self.s.lasting if e["card"] == cid and e.get("keyword") == name)
        from .blanking import blank
        printed = 0 if blank(self, cid) else self.card(cid).keyword(name, self.place(cid))  # faq.28
        return printed + gained + self._constant(cid, "keyword", name)

    def emit(self, kind: str, rules, **data):
        return self.s.log.emit(kind, rules, **data)

    @property
    def over(self) -> bool:
        return self.s.winner is not None

    # --- changing ---------------------------------------------------------------------------------------------
    @implements("core.cards.quest", "timing.C.2")
    def put_tokens(self, cid: int, amount: int, rules: tuple[str, ...], **data) -> None:
        """Resource tokens put on card `cid` (`amount` > 0) or taken from it (< 0, a cost or an effect), with the
        "tokens" event (its `data`: who, by what)."""
        self.s.tokens[cid] = self.s.tokens.get(cid, 0) + amount
        self.emit("tokens", rules, card=cid, amount=amount, **data)

    @implements("core.players.decking-out")
    def draw(self, p: str, n: int, rules: tuple[str, ...], bottom: bool = False) -> None:
        """Draw n cards, at the same time (faq.15), though a player whose deck is empty is eliminated at once
        (checked after each); `bottom`: from the bottom of the deck ("draw a card from the bottom of your deck")."""
        from .abilities.draw_limits import capped
        for _ in range(n):
            if self.over:
                return
            if capped(self, p):  # "cannot draw more than one card this turn" (core.effects.cannot)
                self.emit("draw_prevented", ("core.effects.cannot",), player=p)
                break
            deck = self.cards(p, "deck")
            if not deck:
                self.lose(p, "core.players.decking-out")
                return
            cid = deck[0] if bottom else deck[-1]
            self.s.zones.move(cid, f"{p}.hand")
            self.emit("draw", rules, player=p, card=cid, **({"bottom": True} if bottom else {}))
            if not deck:
                self.lose(p, "core.players.decking-out")
        from .revealing import reveal_tops
        reveal_tops(self)  # the cards were drawn at the same time: only the new top is revealed (faq.15)

    @implements("core.cards.destroyed", "core.effects.ownership", "terms.destroy", "zones.out-of-play")
    def leave_play(self, cid: int, kind: str, rules: tuple[str, ...], to: str = "discard", bottom: bool = False) -> None:
        """A destroyed (or sacrificed) card goes to its owner's discard pile (or hand, deck) as a new card: its
        damage, tokens, corruption and the effects on it are gone; its attachments go to their owners' discard
        piles (card-types.attachments); a quest it was questing on loses its tokens (card-types.quests)."""
        s = self.s
        if self.card(cid).type == "Fulcrum":  # faq.61: back to the common play area (fulcrums.py)
            from .fulcrums import leaves_play
            leaves_play(self, cid, kind, rules)
            return
        if to == "discard" and "Attachment" in self.card(cid).traits:  # Clan Armoury (returning.py)
            from .abilities.returning import rescued
            if rescued(self, cid):
                kind, to, rules = "returned", "hand", (*rules, "core.effects.constant")
        instead_kingdom = None
        # a development in its zone (faceup, or facedown as a unit): its zone loses a hit point too
        faceup = self.card(cid).type == "Development" or self._changing() and becoming.developed(self, cid)
        if kind == "destroyed" and to == "discard":  # a constant effect may replace the destruction (saving.py)
            from .abilities.saving import replaced, where_destroyed
            got = replaced(self, cid)
            if got == "stays":
                return
            if got is not None:
                kind, to, rules = got[0], got[1], (*rules, "core.effects.constant")
            else:
                instead_kingdom = where_destroyed(self, cid)
        from .attached import leaving
        leaving(self, cid)  # an attachment's control of its unit ends with it (faq.16)
        if kind == "destroyed" and to == "discard":
            from .abilities.replacement import instead
            if instead(self, cid):  # returned to its owner's hand instead (faq.10)
                kind, to, rules = "returned", "hand", (*rules, "faq.10")
        s.damage.pop(cid, None)
        s.corrupted.discard(cid)
        s.tokens.pop(cid, None)
        s.lasting = [m for m in s.lasting if m["card"] != cid]
        s.shields = [x for x in s.shields if x["on"] != cid and x.get("to") != cid]
        from .deck_bottom import to_bottom
        at_bottom = bottom and to == "deck"  # an effect that puts it on the bottom of its owner's deck (to_deck.py)
        bottom = to_bottom(self, cid, to)  # Volkmar the Grim: to the bottom of its owner's deck instead (faq.34)
        if bottom is not None:
            to = "deck"
        host = s.attached.pop(cid, None)
        for quest in [q for q, u in s.questing.items() if cid in (q, u)]:
            del s.questing[quest]
        src = s.zones.move(cid, f"{s.owner[cid]}.{to}", index=0 if bottom is not None or at_bottom else None)
        atts = [a for a, h in s.attached.items() if h == cid]  # what was attached to it (a trigger on that unit)
        self.emit(kind, rules, card=cid, name=self.name(cid), zone=src, owner=s.owner[cid], to=to,
                  **({"attachments": atts} if atts else {}))
        if bottom is not None:
            self.emit("bottom_of_deck", ("faq.34", "core.effects.constant"), card=cid, name=self.name(cid),
                      player=s.owner[cid], by=bottom)
        for att in [a for a, h in s.attached.items() if h == cid]:
            from .abilities.returning import kept
            if not kept(self, att):  # "you may spend 2 resources to return this card to its owner's hand"
                self.leave_play(att, "discarded", ("card-types.attachments", "core.cards.attachment"))
        if src.endswith(".dev") or faceup:  # a development gone: the zone's hit points drop, its damage may reach them
            owner, zone = src.split(".")[:2]
            self.damage_zone(owner, zone, 0, ("core.capital.burning",), check=True)
        if host is not None and self._becomes:  # Judgement of Loec gone: its card is a unit again (faq.41)
            becoming.attachment_left(self, cid, host)
        self.settle_quests()
        if instead_kingdom is not None:  # "put it into play in your kingdom instead of into your discard pile"
            from .abilities.saving import after
            after(self, cid, instead_kingdom)

    @implements("card-types.quests")
    def settle_quests(self) -> None:
        """Resource tokens on a quest no unit quests on are removed at once."""
        s = self.s
        for quest in [q for q, n in s.tokens.items() if n and q not in s.questing and self.card(q).type == "Quest"]:
            self.emit("tokens_removed", ("card-types.quests",), card=quest, name=self.name(quest),
                      amount=s.tokens[quest])
            del s.tokens[quest]

    @implements("core.cards.destroyed")
    def check_destroyed(self, rules: tuple[str, ...]) -> None:
        """Every unit whose damage has reached its hit points is destroyed (after damage is applied), all at once:
        each owner orders their cards entering the discard pile together (misc.entering-the-discard-pile)."""
        doomed = [c for p in PLAYERS for c in self.in_play(p)
                  if self.card(c).health and self.damage_on(c) >= self.unit_health(c)]  # units and legends
        for owner in PLAYERS:
            for cid in self.discard_order(owner, [c for c in doomed if self.s.owner[c] == owner]):
                if self.is_in_play(cid):
                    self.leave_play(cid, "destroyed", rules + ("core.cards.destroyed",))

    @implements("misc.entering-the-discard-pile")
    def discard_order(self, owner: str, cids: list[int]) -> list[int]:
        """The order (first = lowest in the pile) the owner gives cards entering their discard pile together: the
        cards named by the next scripted answers first, the others as they are."""
        if len(cids) < 2:
            return cids
        order: list[int] = []
        while self.s.answers and any(self.name(c) == self.s.answers[0] and c not in order for c in cids):
            name = self.s.answers.pop(0)
            order.append(next(c for c in cids if self.name(c) == name and c not in order))
        order += [c for c in cids if c not in order]
        self.emit("discard_order", ("misc.entering-the-discard-pile",), player=owner,
                  cards=[self.name(c) for c in order])
        return order

    @implements("core.capital.burning", "faq.1")
    def damage_zone(self, p: str, zone: str, n: int, rules: tuple[str, ...], check: bool = False) -> None:
        """Damage on a capital zone up to its hit points; reaching them burns it (damage beyond is lost)."""
        key = f"{p}.{zone}"
        if check and key in self.s.burned:  # burned already: its damage stays at most its hit points
            self.s.zone_damage[key] = min(self.s.zone_damage[key], self.hit_points(p, zone))
        if (n <= 0 and not check) or key in self.s.burned:
            return
        hp = self.hit_points(p, zone)
        before = self.s.zone_damage[key]
        self.s.zone_damage[key] = min(hp, before + n)
        if n > 0:
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
        from .abilities.own_pile import wins
        if not self.over and wins(self, p, rule):  # "If you have no cards in your hand and deck, you win the game"
            self.s.winner, self.s.reason = p, "core.effects.constant"
            self.emit("win", ("core.effects.constant", rule), player=p, instead_of_losing=True)
            return
        if not self.over:
            self.s.winner, self.s.reason = other(p), rule
            self.emit("eliminated", (rule,), player=p)
            self.emit("win", (rule,), player=other(p))
