"""What a noun phrase of card text picks out on the table (the semantics' `Objects`): "one target unit",
"each attacking unit", "this unit", "it". `selector` checks a phrase once, when the card is loaded (an
`Unsupported` names what the engine can't read); `Selector.matches` and `Selector.all` read the table.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....text.invasion.semantics.nodes import Count, ListOf, Objects, Place, Player
from ..cards import ZONES


class Unsupported(ValueError):
    """A part of a card's typed text the interpreter can't carry out (the card is then not runnable)."""


# head nouns -> the card types they pick (None: any card in play); "development" reads the facedown cards
KINDS = {
    ("unit",): "unit", ("units",): "unit", ("support", "card"): "support", ("support", "cards"): "support",
    ("support",): "support", ("development",): "development", ("developments",): "development",
    ("card",): "card", ("cards",): "card", ("attachment", "card"): "attachment", ("attachment",): "attachment",
    ("attachment", "cards"): "attachment", ("target",): "card", ("it",): "card", ("them",): "card",
}
QUALITIES = {"attacking", "defending", "corrupted", "corrupt", "damaged", "other", "uncorrupted", "undamaged",
             "second", "third", "attached"}  # "a third target unit": another one (targets are always different cards, faq.26)
THIS = {"this"}  # "this unit", "this card": the ability's own card
THAT = {"that", "it", "the target", "its"}  # the card the effect's earlier part picked (its target)
EACH = {"each", "all"}
ONE = {"", "a", "an", "one", "another", "target", "any"}


@dataclass(frozen=True)
class Selector:
    kind: str  # unit | support | development | card | attachment
    ref: str  # this | that | each | target | attached (the unit this attachment is on)
    count: int = 1  # targets: how many (exactly, distinct)
    up_to: bool = False  # "up to N"
    qualities: tuple[str, ...] = ()
    trait: str | None = None  # "[Dwarf] unit": the card's race or trait
    controller: str | None = None  # you | opponent (relative to the ability's controller)
    zone: str | None = None  # kingdom | quest | battlefield | this (the source's zone, same player)
                             # | corresponding (the source's zone, any player) | play

    @property
    def target(self) -> bool:
        return self.ref == "target"

    def matches(self, g, p: str, source: int, cid: int) -> bool:
        """Is card `cid` one this phrase picks, for an ability of `source` controlled by `p`?"""
        who, _, place = g.s.zones.where.get(cid, "").partition(".")
        return self._fits(g, p, source, cid, who, place)

    def _fits(self, g, p: str, source: int, cid: int, who: str, place: str) -> bool:
        if self.kind == "development":
            if not place.endswith(".dev"):
                return False
            place = place[:-4]
        elif place not in ZONES and not (self.kind == "legend" and place == "legend"):
            return False
        card = g.card(cid)
        if self.kind == "legend" and card.type != "Legend":  # "a legend" (legends.py registers the noun)
            return False
        if self.kind == "unit" and not card.unit:
            return False
        if self.kind == "support" and card.type != "Support":
            return False
        if self.kind == "attachment" and "Attachment" not in card.traits:
            return False
        if self.trait and self.trait.lower() not in (t.lower() for t in card.traits) \
                and self.trait.lower() != card.race.lower():
            return False
        if self.controller == "you" and who != p or self.controller == "opponent" and who == p:
            return False
        if self.zone in ZONES and place != self.zone:
            return False
        if self.zone in ("this", "corresponding"):
            src_who, _, src_place = g.s.zones.where.get(source, "").partition(".")
            if place != src_place or (self.zone == "this" and who != src_who):
                return False
        combat = g.s.combat
        for q in self.qualities:
            if q == "attacking" and not (combat and cid in combat.attackers):
                return False
            if q == "defending" and not (combat and cid in combat.defenders):
                return False
            if q in ("corrupted", "corrupt") and cid not in g.s.corrupted:
                return False
            if q == "uncorrupted" and cid in g.s.corrupted:
                return False
            if q == "damaged" and not g.s.damage.get(cid):
                return False
            if q == "undamaged" and g.s.damage.get(cid):
                return False
            if q in ("other",) and cid == source:
                return False
            if q == "attached" and g.s.attached.get(source) != cid:
                return False
        return True

    def all(self, g, p: str, source: int) -> list[int]:
        """Every card on the table this phrase picks now."""
        from ..state import PLAYERS
        dev = ".dev" if self.kind == "development" else ""
        zones = [self.zone] if self.zone in ZONES else ZONES if self.kind != "legend" else ("legend",)
        players = [p] if self.controller == "you" else [q for q in PLAYERS if q != p] \
            if self.controller == "opponent" else PLAYERS
        return [c for q in players for z in zones for c in g.s.zones[f"{q}.{z}{dev}"]
                if self._fits(g, p, source, c, q, z + dev)
                and (self.target or g.card(c).type != "Fulcrum")]  # faq.61: a fulcrum only as a target


def _count(c: Count | None) -> tuple[int, bool]:
    if c is None:
        return 1, False
    if not isinstance(c.value, int) or c.value < 1 or c.bound not in ("exactly", "up to"):
        raise Unsupported(f"a count {c.value!r} ({c.bound}) of targets")
    return c.value, c.bound == "up to"


def _zone(place: Place | None) -> str | None:
    if place is None:
        return None
    if place.described or place.within or place.position or place.qualities:
        raise Unsupported(f"the place {place.zone!r} with qualifiers")
    z = "quest" if place.zone == "quest zone" else place.zone
    if z == "play":
        return "play"
    if z == "zone" and place.ref == "this":
        return "this"
    if z == "zone" and place.ref in ("corresponding", "this corresponding"):
        return "corresponding"
    if z in ZONES and place.ref in ("your", "any", "") and place.whose is None:
        return z
    raise Unsupported(f"the place {place.ref} {place.zone}".replace("  ", " "))


def _controller(player: Player | None) -> str | None:
    if player is None:
        return None
    if player.who in ("you", "opponent") and not player.of and not player.described:
        return player.who
    raise Unsupported(f"cards controlled by {player.ref} {player.who}".replace("  ", " "))


def selector(o, card_name: str = "") -> Selector:
    """The selector of one noun phrase; `Unsupported` for a phrase the engine can't read."""
    if isinstance(o, ListOf):
        raise Unsupported("a list of things (" + o.conj + ")")
    if not isinstance(o, Objects):
        raise Unsupported(f"{type(o).__name__.lower()} where a card is expected")
    if o.described:
        raise Unsupported(f"a {' '.join(o.kind)} described further")
    if o.of is not None:
        raise Unsupported(f"'{' '.join(o.kind)} of ...'")
    kind_words = tuple(w.lower() for w in o.kind)
    trait = None
    if kind_words and kind_words[0].startswith("[") and kind_words[0].endswith("]"):
        trait, kind_words = o.kind[0][1:-1], kind_words[1:]
    named = " ".join(o.kind)
    if card_name and (named == card_name or card_name.endswith(" " + named) or named.endswith(card_name)):
        return Selector("card", "this")  # "The Greatswords gains ...": the card's own name
    if kind_words not in KINDS and len(kind_words) == 2 and kind_words[1] in ("unit", "units") and trait is None \
            and kind_words[0].isalpha():
        trait, kind_words = o.kind[0].capitalize(), kind_words[1:]  # "skaven unit", "Knight unit": a trait
    if kind_words not in KINDS:
        raise Unsupported(f"'{' '.join(o.kind)}'")
    kind = KINDS[kind_words]
    qualities = tuple(q for q in o.qualities if q != "or")
    if set(qualities) - QUALITIES:
        raise Unsupported(f"the qualities {', '.join(sorted(set(qualities) - QUALITIES))}")
    if "or" in o.qualities:
        raise Unsupported(f"'{' or '.join(qualities)}'")
    if "attached" in qualities and not o.target and o.ref in ("a", "", "the"):
        if o.count is not None or o.controller or o.place or len(qualities) > 1:
            raise Unsupported("an attached unit described further")
        return Selector(kind, "attached")
    if o.ref in THIS:
        ref = "this"
    elif o.ref in THAT or (o.ref == "the" and kind_words == ("target",)):
        ref = "that"
    elif o.ref in EACH or o.ref in ("your",) and not o.target:
        ref = "each"
    elif o.target and (o.ref in ONE or o.ref == "your"):
        ref = "target"
    else:
        raise Unsupported(f"'{o.ref} {' '.join(o.kind)}' (not a target, not this card, not each)")
    controller = _controller(o.controller) or ("you" if o.ref == "your" else None)
    if "another" == o.ref:
        qualities = qualities + ("other",)
    count, up_to = _count(o.count) if ref == "target" else (1, False)
    if ref != "target" and o.count is not None and not (ref == "this" and o.count.value == 1):
        raise Unsupported(f"a count on '{o.ref} {' '.join(o.kind)}'")
    return Selector(kind, ref, count, up_to, qualities, trait, controller, _zone(o.place))
