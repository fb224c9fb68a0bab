"""What a noun phrase of card text picks out on the table (the semantics' `Objects`): "one target unit",
"each attacking unit", "this unit", "it", "a support card or development", "each unit with printed cost 3 or
lower in any corresponding zone". `selector` checks a phrase once, when the card is loaded (an `Unsupported`
names what the engine can't read); `Selector.matches` and `Selector.all` read the table.

A card chosen when the effect resolves ("each opponent must sacrifice a unit", "you may restore one corrupted
unit") is the ref "chosen": only effects that ask for that choice read it (`selector(..., chosen=True)`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ....text.invasion import ast as A
from ....text.invasion.semantics.nodes import Count, ListOf, Objects, Place, Player
from ..cards import ZONES
from ..hooks import Hooks


class Unsupported(ValueError):
    """A part of a card's typed text the interpreter can't carry out (the card is then not runnable)."""


# head nouns -> the card types they pick (None: any card in play); "development" reads the facedown cards
KINDS = {
    ("unit",): "unit", ("units",): "unit", ("support", "card"): "support", ("support", "cards"): "support",
    ("support",): "support", ("development",): "development", ("developments",): "development",
    ("card",): "card", ("cards",): "card", ("attachment", "card"): "attachment", ("attachment",): "attachment",
    ("attachment", "cards"): "attachment", ("target",): "card", ("it",): "card", ("them",): "card",
    ("legend",): "legend", ("legends",): "legend",  # on the capital board (core.cards.legend)
    ("hero",): "hero", ("heroes",): "hero",  # a unit with the Hero trait ("Limit one Hero per zone", core.effects)
}
PLURAL = {"units", "cards", "developments", "heroes"}  # "units in this zone gain ...": each of them
QUALITIES = {"attacking", "defending", "corrupted", "corrupt", "damaged", "other", "uncorrupted", "undamaged",
             "second", "third", "attached", "each other", "different", "participating", "opposing", "neutral"}
# "a third target unit", "2 different target units": other cards (targets are always different cards, faq.26);
# "participating": attacking or defending (core.combat.4); "opposing": on the other side of combat from this card;
# "neutral": a Neutral card (its race, core.deck.factions)
THIS = {"this"}  # "this unit", "this card": the ability's own card
THAT = {"that", "it", "the target", "its", "those"}  # the card the effect's earlier part picked (its target)
EACH = {"each", "all"}
ONE = {"", "a", "an", "one", "another", "target", "any"}
ZONE_STATES = {"burning", "defending", "attacked", "developed"}  # developed: with a development  # "in any burning zone", "in the defending zone" = "the attacked
                                                   # zone" (and "undeveloped": "in a zone with no developments",
                                                   # "no units": "in a zone with no units")
KIND_HOOKS = Hooks("(g, card, kinds) -> bool: a card in play also of one of these kinds (treating.py)")


@dataclass(frozen=True)
class Selector:
    kind: str  # unit | support | development | card | attachment
    ref: str  # this | that | each | target | attached (the unit this attachment is on) | chosen (at resolution)
    count: int = 1  # targets: how many (exactly, distinct)
    up_to: bool = False  # "up to N"
    qualities: tuple[str, ...] = ()  # "attacking|defending": any of them
    trait: str | None = None  # "[Dwarf] unit": the card's race or trait
    controller: str | None = None  # you | opponent (relative to the ability's controller)
    zone: str | None = None  # kingdom | quest | battlefield | this (the source's zone, same player)
                             # | corresponding (the source's zone, any player) | play
    also: tuple[str, ...] = ()  # "a support card or development": the other kinds it picks
    zone_is: object = None  # the zone it is in: burning | defending (the zone attacked) | undeveloped | no units
                            # | ("at least", n, Selector): with at least n such cards
    cost_at_most: int | None = None  # "with printed cost 2 or lower"
    hp_below: int | None = None  # "with less than 2 hit points"
    checks: tuple = ()  # described.Check: other qualifiers ("without any Attachment cards on it", cost X or lower)
    not_trait: str | None = None  # "non-Hero unit", "each non-[High Elf] unit": not of that trait or race

    @property
    def target(self) -> bool:
        return self.ref == "target"

    @property
    def kinds(self) -> tuple[str, ...]:
        return (self.kind,) + self.also

    def matches(self, g, p: str, source: int, cid: int) -> bool:
        """Is card `cid` one this phrase picks, for an ability of `source` controlled by `p`?"""
        who, _, place = g.s.zones.where.get(cid, "").partition(".")
        if self.ref == "target" and forbidden(g, cid, "be targeted", p):
            return False  # "cannot be targeted by opponent's card effects" (core.effects.cannot)
        return self._fits(g, p, source, cid, who, place)

    def _kind_fits(self, card) -> bool:
        if self.not_trait and self.not_trait.lower() in [t.lower() for t in card.traits] + [card.race.lower()]:
            return False  # "non-Hero": the card's traits and race (a card out of play is read here too)
        return any(k == "card" or k == "unit" and card.unit or k == "support" and card.type == "Support"
                   or k == "attachment" and "Attachment" in card.traits
                   or k == "hero" and card.unit and "hero" in (t.lower() for t in card.traits) for k in self.kinds)

    def _fits(self, g, p: str, source: int, cid: int, who: str, place: str) -> bool:
        if place.endswith(".dev"):
            if "development" not in self.kinds:
                return False
            place = place[:-4]
        elif place == "legend":
            if "legend" not in self.kinds or self.zone is not None or self.zone_is is not None:
                return False
        elif place not in ZONES or not (self._kind_fits(g.card(cid))
                                        or KIND_HOOKS and KIND_HOOKS.any(g, cid, self.kinds)):
            return False  # a quest War Boar treats as a support card too (treating.py)
        card = g.card(cid)
        if self.trait and self.trait.lower() not in (t.lower() for t in card.traits) \
                and self.trait.lower() != card.race.lower():
            return False
        if self.controller == "you" and who != p or self.controller == "opponent" and who == p:
            return False
        if self.zone in ZONES and place != self.zone or self.zone == "that":
            return False
        if self.zone in ("this", "corresponding"):
            src_who, _, src_place = g.s.zones.where.get(source, "").partition(".")
            if src_place not in ZONES:  # "when this unit leaves play, ... in this zone": the zone it left
                from .left import left_from
                src_who, src_place = left_from(g, source)
            if place != src_place or (self.zone == "this" and who != src_who):
                return False
        if self.zone_is is not None and not _zone_is(g, who, place, self.zone_is):
            return False
        if self.cost_at_most is not None and card.cost > self.cost_at_most:
            return False
        if self.hp_below is not None and g.unit_health(cid) >= self.hp_below:
            return False
        if self.checks and not all(c.holds(g, p, source, cid) for c in self.checks):
            return False
        return all(self._quality(g, source, cid, q, who, place) for q in self.qualities)

    def _quality(self, g, source: int, cid: int, q: str, who: str, place: str) -> bool:
        combat = g.s.combat
        if "|" in q:  # "attacking or defending"
            return any(self._quality(g, source, cid, x, who, place) for x in q.split("|"))
        if q == "attacking":
            return bool(combat and cid in combat.attackers)
        if q == "defending":
            return bool(combat and cid in combat.defenders)
        if q in ("corrupted", "corrupt"):
            return cid in g.s.corrupted
        if q == "uncorrupted":
            return cid not in g.s.corrupted
        if q == "damaged":
            return bool(g.s.damage.get(cid))
        if q == "undamaged":
            return not g.s.damage.get(cid)
        if q in ("other", "each other"):
            return cid != source
        if q == "attached":
            return g.s.attached.get(source) == cid
        if q == "neutral":  # "a neutral card": of the Neutral race (core.deck.factions)
            return g.card(cid).race.lower() == "neutral"
        if q == "participating":  # core.combat.4: the attacking and the defending units
            return bool(combat and cid in combat.attackers + combat.defenders)
        if q == "opposing":  # core.combat.3: the other side from this card, while it takes part in combat
            if not combat or source not in combat.attackers + combat.defenders:
                return False
            return cid in (combat.defenders if source in combat.attackers else combat.attackers)
        return True

    def all(self, g, p: str, source: int) -> list[int]:
        """Every card on the table this phrase picks now."""
        from ..state import PLAYERS
        devs = ["", ".dev"] if "development" in self.kinds else [""]  # a faceup development is in its zone
        zones = [self.zone] if self.zone in ZONES else ZONES
        players = [p] if self.controller == "you" else [q for q in PLAYERS if q != p] \
            if self.controller == "opponent" else PLAYERS
        if "legend" in self.kinds and self.zone is None:
            zones, devs = list(zones) + ["legend"], devs if self.kinds != ("legend",) else [""]
        return [c for q in players for z in zones for dev in devs if z != "legend" or not dev
                for c in g.s.zones[f"{q}.{z}{dev}"]
                if self._fits(g, p, source, c, q, z + dev)
                and not (self.ref == "target" and forbidden(g, c, "be targeted", p))
                and (self.target or g.card(c).type != "Fulcrum")]  # faq.61: a fulcrum only as a target


def forbidden(g, cid: int, what: str, by: str | None = None) -> bool:
    """Whether a lasting "cannot" (cannot.py) forbids `cid` to `what` (attack, defend, be targeted: by the card
    effects of player `by`)."""
    for e in g.s.lasting:
        if e.get("cannot") == what and e["card"] == cid:
            if what != "be targeted" or e.get("by") == "any" or by is not None and by != g.controller(cid):
                return True
    return FORBIDS.any(g, cid, what, by)


FORBIDS = Hooks("(g, cid, what, by) -> bool: constant effects that forbid it too (protection.py)")


def _at_least(np) -> int | None:
    """"at least 1 Pyramid card" -> 1 (None: not that shape)."""
    q = np.quantity if isinstance(np, A.NounPhrase) else None
    if q is None or np.dets or np.posts or np.modifiers or len(q.parts) != 2 or q.parts[0] != "at least" \
            or not isinstance(q.parts[1], A.Amount) or q.parts[1].sign or not q.parts[1].number.isdigit():
        return None
    return int(q.parts[1].number)


def _zone_is(g, who: str, zone: str, state) -> bool:
    """A zone's own state: burning, or the zone under attack (defending); ("at least", n, cards): holding n cards
    a selector picks."""
    if isinstance(state, tuple):
        _, n, counted = state
        return sum(1 for c in g.s.zones[f"{who}.{zone}"] if counted.matches(g, who, -1, c)) >= n
    if state == "burning":
        return f"{who}.{zone}" in g.s.burned
    if state == "undeveloped":
        return not g.developments(who, zone)
    if state == "developed":  # "in any developed zone": a zone with at least one development (core.cards.developments)
        return bool(g.developments(who, zone))
    if state == "no units":  # "in a zone with no units"
        return not any(g.card(c).unit for c in g.s.zones[f"{who}.{zone}"])
    c = g.s.combat  # defending: the attacked zone of the player who is not attacking
    return c is not None and c.target == zone and who != g.s.active


def _count(c: Count | None) -> tuple[int, bool]:
    if c is None:
        return 1, False
    if not isinstance(c.value, int) or c.value < 1 or c.bound not in ("exactly", "up to"):
        raise Unsupported(f"a count {c.value!r} ({c.bound}) of targets")
    return c.value, c.bound == "up to"


def _zone(place: Place | None) -> tuple[str | None, str | None, str | None]:
    """(zone, controller, zone state) of "in this zone", "in your kingdom", "in any burning zone" ..."""
    if place is None:
        return None, None, None
    z = "quest" if place.zone == "quest zone" else place.zone
    if place.described and z == "zone" and place.ref in ("a", "each", "any") and not place.qualities \
            and place.whose is None and not place.within and not place.position and len(place.described) == 1:
        post = place.described[0]  # "in a zone with no developments"
        prep = post.parts[0] if post.kind == "pp" and len(post.parts) == 1 else None
        np = getattr(prep, "np", None)
        if getattr(prep, "prep", None) == "with" and isinstance(np, A.NounPhrase) and np.dets == ("no",) \
                and tuple(np.head.nouns) in (("developments",), ("units",)) and not np.posts and not np.modifiers:
            return None, None, "undeveloped" if np.head.nouns == ("developments",) else "no units"
        n = _at_least(np) if getattr(prep, "prep", None) == "with" else None
        if n is not None:  # "in a zone with at least 1 Pyramid card": that many such cards in the zone
            return None, None, ("at least", n, selector(Objects(tuple(np.head.nouns), "each")))
    if place.described or place.within or place.position:
        raise Unsupported(f"the place {place.zone!r} with qualifiers")
    if place.qualities:
        if z != "zone" or len(place.qualities) != 1 or place.qualities[0] not in ZONE_STATES \
                or place.ref not in ("the", "any", "a") or place.whose is not None:
            raise Unsupported(f"the place {place.zone!r} with qualifiers")
        return None, None, "defending" if place.qualities[0] == "attacked" else place.qualities[0]  # the same zone
    if z == "play" and not place.whose:
        return "play", None, None
    if z == "zone" and place.ref == "this" and place.whose is None:
        return "this", None, None
    if z == "zone" and place.ref == "that" and place.whose is None:
        return "that", None, None  # the zone chosen before: effects.cards reads it
    if z == "zone" and place.ref in ("corresponding", "this corresponding", "any corresponding") and (
            place.whose is None or isinstance(place.whose, Player) and place.whose.who == "player"
            and place.whose.ref in ("each", "any") and not place.whose.of):
        return "corresponding", None, None
    if z in ZONES and place.ref in ("your", "any", "", "the") and place.whose is None:
        return z, "you" if place.ref == "your" else None, None  # "in the battlefield": no player named, any
    whose = place.whose
    if place.ref == "of" and isinstance(whose, Player) and whose.who == "player" and not whose.of \
            and not whose.described:
        if z in ZONES and whose.ref in ("any", "each"):
            return z, None, None  # "in any player's battlefield"
        if z == "zone" and whose.ref == "the defending":
            return None, None, "defending"  # "in the defending player's zone": the zone attacked
    raise Unsupported(f"the place {place.ref} {place.zone}".replace("  ", " "))


def _controller(player: Player | None) -> str | None:
    if player is None:
        return None
    if player.who in ("you", "opponent") and not player.of and not player.described:
        return player.who
    raise Unsupported(f"cards controlled by {player.ref} {player.who}".replace("  ", " "))


def _number(q) -> tuple[int, str] | None:
    """A Quantity "2 or lower" / "less than 2" -> (2, "or lower") | (2, "less than")."""
    if not isinstance(q, A.Quantity):
        return None
    parts = q.parts
    nums = [p for p in parts if isinstance(p, A.Amount)]
    words = " ".join(p for p in parts if isinstance(p, str))
    if len(nums) != 1 or nums[0].sign or not nums[0].number.isdigit():
        return None
    return int(nums[0].number), words


def _described(o: Objects) -> dict:
    """What the engine reads of the qualifiers after a noun: "with (a) printed cost (of) 2 or lower", "with less
    than 2 hit points", "that you control" / "you control"."""
    out: dict = {}
    for post in o.described:
        got = None
        if post.kind == "pp" and len(post.parts) == 1 and isinstance(post.parts[0], A.Prep) \
                and post.parts[0].prep == "with":
            np = post.parts[0].np
            if isinstance(np, A.NounPhrase) and tuple(np.head.nouns) == ("cost",) and "printed" in np.modifiers \
                    and len(np.posts) == 1:
                inner = np.posts[0]
                q = inner.parts[0] if inner.kind == "value" else \
                    getattr(getattr(inner.parts[0], "np", None), "quantity", None) if inner.kind == "pp" else None
                n = _number(q)
                if n is not None and n[1] == "or lower":
                    got = ("cost_at_most", n[0])
            elif isinstance(np, A.NounPhrase) and tuple(np.head.nouns) == ("hit", "points") and not np.posts:
                n = _number(np.quantity)
                if n is not None and n[1] == "less than":
                    got = ("hp_below", n[0])
        elif post.kind == "pp" and len(post.parts) == 1 and isinstance(post.parts[0], A.Prep) \
                and post.parts[0].prep == "in" and isinstance(post.parts[0].np, A.NounPhrase) \
                and post.parts[0].np.dets in (("all",), ("each",)) and not post.parts[0].np.posts \
                and tuple(post.parts[0].np.head.nouns) in (("battlefields",), ("kingdoms",), ("quest", "zones")):
            got = ("zone", post.parts[0].np.head.nouns[0].rstrip("s"))  # "in all battlefields"
        elif post.kind == "relative" and len(post.parts) == 3 and post.parts[0] == "that" \
                and getattr(post.parts[1], "pronoun", None) == "you" and not post.parts[1].posts \
                and isinstance(post.parts[2], A.Predicate) and post.parts[2].verb == "control" \
                and not post.parts[2].args and not post.parts[2].modals:
            got = ("controller", "you")
        elif post.kind == "controller" and len(post.parts) == 2 and post.parts[0] in ("you", "he") \
                and isinstance(post.parts[1], A.Predicate) and post.parts[1].verb in ("control", "controls") \
                and not post.parts[1].args and not post.parts[1].modals:
            got = ("controller", "you" if post.parts[0] == "you" else "chooser")  # "a unit he controls"
        elif post.kind == "controller" and len(post.parts) == 2 and post.parts[0] == "you" \
                and isinstance(post.parts[1], A.Predicate) and post.parts[1].verb == "control" \
                and not post.parts[1].modals and len(post.parts[1].args) == 1 and _in_this_zone(post.parts[1].args[0]) \
                and "zone" not in out:
            out["zone"] = "this"  # "target unit you control in this zone": the zone kept with "you control"
            got = ("controller", "you")
        if got is None:
            check = DESCRIBERS.first(post)
            if check is not None:
                out["checks"] = out.get("checks", ()) + (check,)
                continue
        if got is None or got[0] in out:
            raise Unsupported(f"a {' '.join(o.kind)} described further")
        out[got[0]] = got[1]
    return out


def _in_this_zone(arg) -> bool:
    """"in this zone" (a syntactic phrase)."""
    np = arg.np if isinstance(arg, A.Prep) and arg.prep == "in" else None
    return isinstance(np, A.NounPhrase) and tuple(np.dets) == ("this",) and tuple(np.head.nouns) == ("zone",) \
        and not np.posts and not np.modifiers and np.quantity is None


DESCRIBERS = Hooks("post -> described.Check | None: qualifiers other modules read (described.py)")


def _trait_word(w: str) -> bool:
    """A word of a trait or race before a kind: "skaven", "black ark" (one typed word); not "treasure and artefact"."""
    return all(x.isalpha() for x in w.split(" ")) and not {"and", "or"} & set(w.split(" "))


def _kind(o: Objects, card_name: str):
    """(kind, trait) of a noun phrase's head nouns; None when it names the card itself."""
    kind_words = tuple(w.lower() for w in o.kind)
    trait = None
    if kind_words and kind_words[0].startswith("[") and kind_words[0].endswith("]"):
        trait, kind_words = o.kind[0][1:-1], kind_words[1:]
    named = " ".join(o.kind)
    if card_name and (named == card_name or card_name.endswith(" " + named) or named.endswith(card_name)):
        return None  # "The Greatswords gains ...": the card's own name
    if kind_words not in KINDS and trait is None:
        for cut in (1, 2):  # "skaven unit", "Building support card", "high elf unit", "Black Ark card": a trait first
            if kind_words[cut:] in KINDS and all(_trait_word(w) for w in kind_words[:cut]) and kind_words[cut:] != ("it",):
                trait, kind_words = " ".join(o.kind[:cut]), kind_words[cut:]
                break
    if kind_words not in KINDS:
        raise Unsupported(f"'{' '.join(o.kind)}'")
    return KINDS[kind_words], trait


def selector(o, card_name: str = "", chosen: bool = False, x=None) -> Selector:
    """The selector of one noun phrase; `Unsupported` for a phrase the engine can't read. `chosen`: the effect
    lets a player choose a card as it resolves ("sacrifice a unit"), so "a unit" reads as that choice. `x`: the
    effect's X (amounts.Measure), which "with printed cost X or lower" needs (described.py)."""
    if isinstance(o, ListOf):
        return _list(o, card_name, chosen)
    if not isinstance(o, Objects):
        raise Unsupported(f"{type(o).__name__.lower()} where a card is expected")
    if o.ref == "of" and isinstance(o.of, Player) and o.of.who == "opponent" and o.of.ref in ("all", "each") \
            and not (o.of.of or o.of.described or o.target or o.controller or o.count) and o.kind \
            and o.kind[-1].lower() in PLURAL:
        from dataclasses import replace  # "all opponent's units": each unit an opponent controls
        o = replace(o, ref="each", of=None, controller=Player(who="opponent", ref="an", of=None, described=()))
    inner = o.of
    if isinstance(inner, Objects) and o.ref in ("a", "one", "") and o.count is not None and o.count.value == 1 \
            and o.count.bound == "exactly" and not (o.target or o.qualities or o.controller or o.place or o.described) \
            and tuple(o.kind) == tuple(inner.kind) and inner.ref == "your" and inner.of is None and inner.count is None \
            and isinstance(inner.controller, Player) and inner.controller.who == "you" and not inner.controller.of:
        from dataclasses import replace  # "one of your target units", "one of your developments": one you control
        o = replace(inner, ref="a", count=o.count)
    if o.of is not None:
        raise Unsupported(f"'{' '.join(o.kind)} of ...'")
    not_trait = None
    if len(o.kind) > 1 and o.kind[0].lower().startswith("non-") and len(o.kind[0]) > 4:
        from dataclasses import replace  # "non-Hero unit", "non-[High Elf] unit": the kind, not of that trait
        not_trait, o = o.kind[0][4:].strip("[]"), replace(o, kind=o.kind[1:])
    described = _described(o)
    kt = _kind(o, card_name)
    if kt is None:
        return Selector("card", "this")
    kind, trait = kt
    raw = list(o.qualities)
    while "or" in raw:  # "attacking or defending": one quality, any of its parts
        i = raw.index("or")
        if i == 0 or i == len(raw) - 1:
            raise Unsupported(f"'{' '.join(o.qualities)}'")
        raw[i - 1:i + 2] = [f"{raw[i - 1]}|{raw[i + 1]}"]
    while "and" in raw:  # "all attacking and defending units": each attacking unit and each defending one
        i = raw.index("and")
        if not (o.ref in EACH and not o.target and 0 < i < len(raw) - 1
                and {raw[i - 1], raw[i + 1]} == {"attacking", "defending"}):
            raise Unsupported("the qualities and")
        raw[i - 1:i + 2] = [f"{raw[i - 1]}|{raw[i + 1]}"]
    qualities = tuple(raw)
    plain = {x for q in qualities for x in q.split("|")}
    if plain - QUALITIES:
        raise Unsupported(f"the qualities {', '.join(sorted(plain - QUALITIES))}")
    if "attached" in qualities and not o.target and o.ref in ("a", "", "the"):
        if o.count is not None or o.controller or o.place or len(qualities) > 1 or described or not_trait:
            raise Unsupported("an attached unit described further")
        return Selector(kind, "attached")
    if o.ref in THIS:
        ref = "this"
    elif o.ref in THAT or (o.ref == "the" and tuple(o.kind) == ("target",)):
        ref = "that"
    elif o.ref in EACH or o.ref in ("your",) and not o.target:
        ref = "each"
    elif o.ref in ("a", "an", "") and "each other" in qualities and not o.target and o.count is None:
        ref = "each"  # "each other participating unit": the typed text keeps "each other" as a quality
    elif o.ref == "the" and not o.target and o.count is None \
            and any(c.what == "questing here" for c in described.get("checks", ())):
        ref = "each"  # "the unit questing here": the one unit questing on this quest (described.py)
    elif o.target and (o.ref in ONE or o.ref == "your"):
        ref = "target"
    elif o.ref in ("a", "an", "") and not o.target and o.kind and o.kind[-1].lower() in PLURAL and o.count is None:
        ref = "each"  # "units in this zone", "Units you control": each of them
    elif chosen and o.ref in ("a", "an", "one", "") and not o.target \
            and (o.count is None or isinstance(o.count.value, int) and o.count.bound in ("exactly", "up to")):
        ref = "chosen"  # "sacrifice a unit", "destroy up to 3 developments": chosen as the effect resolves
    else:
        raise Unsupported(f"'{o.ref} {' '.join(o.kind)}' (not a target, not this card, not each)")
    if described.get("controller") == "chooser":  # "must sacrifice a unit he controls": the one who chooses
        if ref != "chosen":
            raise Unsupported(f"a {' '.join(o.kind)} described further")
        del described["controller"]
    controller = _controller(o.controller) or ("you" if o.ref == "your" else None) or described.get("controller")
    if "another" == o.ref:
        qualities = qualities + ("other",)
    count, up_to = _count(o.count) if ref in ("target", "chosen") else (1, False)
    if ref not in ("target", "chosen") and o.count is not None and not (ref == "this" and o.count.value == 1):
        raise Unsupported(f"a count on '{o.ref} {' '.join(o.kind)}'")
    zone, zone_controller, zone_is = _zone(o.place)
    if "zone" in described:
        if zone is not None:
            raise Unsupported(f"a {' '.join(o.kind)} described further")
        zone = described["zone"]
    if zone_controller and controller and zone_controller != controller:
        raise Unsupported("cards of one player in another's zone")
    checks = described.get("checks", ())
    if any(c.needs_x for c in checks):  # "with printed cost X or lower": the X of the effect
        if x is None:
            raise Unsupported(f"a {' '.join(o.kind)} with cost X where no X is defined for it")
        from dataclasses import replace
        checks = tuple(replace(c, of=x) if c.needs_x else c for c in checks)
    return Selector(kind, ref, count, up_to, qualities, trait, controller or zone_controller, zone,
                    zone_is=zone_is, cost_at_most=described.get("cost_at_most"), hp_below=described.get("hp_below"),
                    checks=checks, not_trait=not_trait)


def _list(o: ListOf, card_name: str, chosen: bool) -> Selector:
    """"one target support card or development", "all unit and support cards in each zone ...": one phrase
    picking several kinds; the first item says how many (and whether it is a target), the last where."""
    items = o.items
    if o.conj not in ("or", "and") or not all(isinstance(i, Objects) for i in items) or len(items) < 2:
        raise Unsupported("a list of things (" + o.conj + ")")
    first, rest = items[0], items[1:]
    for i in rest:
        if i.target or i.count is not None or i.of is not None or i.ref not in ("a", "an", "", first.ref):
            raise Unsupported("a list of things (" + o.conj + ")")
    if any(i.place is not None for i in items[:-1]) or any(i.controller is not None for i in items[:-1]) \
            or any(i.described for i in items[:-1]):
        raise Unsupported("a list of things (" + o.conj + ")")
    if o.conj == "and" and (first.target or first.ref not in EACH):
        raise Unsupported("a list of things (and) that is not 'all ...'")
    last = items[-1]
    merged = Objects(first.kind, first.ref, first.count, first.target, first.qualities + last.qualities
                     if last is not first else first.qualities, last.controller, last.place, last.described)
    sel = selector(merged, card_name, chosen)
    also = []
    for i in rest:
        k = _kind(i, "")
        if k is None or k[1] is not None and k[1] != sel.trait:
            raise Unsupported("a list of things (" + o.conj + ")")
        if k[0] not in sel.kinds:
            also.append(k[0])
    if sel.ref in ("this", "that", "attached"):
        raise Unsupported("a list of things (" + o.conj + ")")
    from dataclasses import replace
    return replace(sel, also=tuple(also))
