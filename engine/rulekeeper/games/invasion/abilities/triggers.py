"""Trigger conditions (clar.trigger-conditions): what a Forced effect (timing.A) or a triggered Action
(timing.B.1, clar.triggered-actions-formerly-response-actions) waits for, read once from the typed trigger, and
matched against the game's events after they happened.

`read(trigger, name)` -> the `Watch`es of one trigger ("enters or leaves play" is two); `fired(g, i, watcher,
zone, watch)` -> the cards the event is about ("that unit" of the effect), or None when it does not match.

Read: this card (or the unit it is attached to) entering or leaving play, being destroyed, attacking, defending,
moving to another zone, being opposed in combat (core.combat.3), taking damage; another card (a phrase: "a [Chaos]
unit you control", "an opponent's unit", "one of your other [Dwarf] units") entering or leaving play, being
destroyed, sacrificed by you, corrupted, dealt (combat) damage, entering this zone (misc.moving-cards: a move; a card
entering play is not said to enter a zone); a unit entering an opponent's discard pile (from play or discarded);
this zone being attacked (core.combat.2: once attackers are declared); your capital being dealt (combat) damage;
you playing a development, a tactic or a Spell card; an opponent discarding from their hand; you (or anyone) healing
a unit (each unit healed is one event, faq.13); the beginning or end of your turn, of one of your phases or of
each phase (turn.py's phase_begins / phase_ends events); you attaching an Attachment support card to this unit;
you playing this unit from your hand; a card discarded from an opponent's hand (the card it is about).
Other families are read and matched in their own modules, registered with `family` (trigger_tokens.py,
trigger_draws.py).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ....kernel import implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, ListOf, Objects, Place, Player
from ....text.invasion.semantics.setting import Trigger
from ..cards import ZONES
from ..state import other
from .objects import Selector, Unsupported, selector

LEAVES = ("destroyed", "sacrificed", "returned", "discarded")  # a card leaving play (game.leave_play)
ENTERS = ("play", "put_into_play", "ambush")  # a card entering play (core.turn.3, zones.put-into-play, core.effects.ambush)
COMBAT_DAMAGE = "core.combat.5"  # the rule applying combat damage (damage.py): damage with it is combat damage


@dataclass(frozen=True)
class Watch:
    """One trigger condition: the event (`on`), the card it is about (`who`: this | attached | a phrase picking
    cards, matched against that card), who does it or whose it is (`player`: you | opponent, relative to the
    watching card's controller), what is played (`kind`), combat damage only, an exact amount of damage."""
    on: str
    who: Selector | None = None
    player: str | None = None
    kind: str | None = None
    combat: bool = False
    amount: int | None = None
    to: str | None = None
    cost: tuple | None = None  # ("at least" | "at most", N): "a unit with printed cost 4 or greater"
    race: str | None = None  # plays: a non-Attachment support card of this race, from the hand  # leaves: only to this pile ("enters a discard pile from play")
    source: str | None = None  # to_discard: "play" when only a card leaving play counts ("from play")

    @property
    def own(self) -> bool:
        """Does it watch the card itself (then its events name it), or anything on the table?"""
        return self.who is not None and self.who.ref in ("this", "attached")


# ---- reading a trigger -------------------------------------------------------------------------------------------
def read(t: Trigger | None, name: str) -> tuple[Watch, ...]:
    if t is None:
        raise Unsupported("a forced effect without a trigger")
    watches = _event(t.event, name)
    if any(w.who is not None and w.who.ref == "attached" and w.on not in ("attacks", "defends", "leaves", "survives", "destroyed")
           for w in watches):
        raise Unsupported("a trigger on the attached unit other than its attacking or defending")
    return watches


def _event(ev, name: str) -> tuple[Watch, ...]:
    for reader in READERS:  # trigger families read in their own modules (trigger_*.py, `family`)
        got = reader(ev, name)
        if got is not None:
            return got if isinstance(got, tuple) else (got,)
    if isinstance(ev, E.Choice):  # "when this unit enters or leaves play", "attacks or defends"
        return tuple(w for o in ev.options for w in _event(o, name))
    kind = type(ev)
    if kind in (E.EntersPlay, E.LeavesPlay):
        if kind is E.EntersPlay and (ev.place or ev.with_ or ev.source or ev.state):
            raise Unsupported("entering play somewhere or somehow")
        out = []
        for what in _items(ev.what):  # "a Mage or Hero unit"
            what, cost = _printed_cost(what)
            who = _card(what, name, "a trigger on another card entering or leaving play")
            if kind is E.EntersPlay and ev.control is not None:  # "enters play under your control"
                if not _yours(ev.control) or who.ref != "each":
                    raise Unsupported("entering play somewhere or somehow")
                who = replace(who, controller="you")
            out.append(Watch("enters" if kind is E.EntersPlay else "leaves", who, cost=cost))
        return tuple(out)
    if kind in (E.Attack, E.Defend):
        word = "attacks" if kind is E.Attack else "defends"
        if kind is E.Attack and isinstance(ev.what, Place) and ev.what.zone == "zone" and ev.what.ref == "this" \
                and not ev.what.described and not ev.what.whose and ev.source is None and ev.as_if is None \
                and (ev.who is None or isinstance(ev.who, Player) and ev.who.who == "opponent" and not ev.who.of):
            return (Watch("attacked"),)  # "when this zone is attacked", "whenever an opponent attacks this zone"
        if ev.what is not None or getattr(ev, "source", None) is not None or getattr(ev, "as_if", None) is not None:
            raise Unsupported(f"a trigger on {word} with qualifiers")
        who = _card(ev.who, name, f"a trigger on another unit that {word}")
        if who.ref not in ("this", "attached"):
            raise Unsupported(f"a trigger on another unit that {word}")
        return (Watch(word, who),)
    if kind in (E.Begin, E.End):
        w, word = ev.what, "begin" if kind is E.Begin else "end"
        if isinstance(w, Objects) and tuple(w.kind) == ("turn",) and w.ref == "your" and not w.described:
            return (Watch(word, player="you"),)
        if isinstance(w, Objects) and tuple(w.kind) == ("turn",) and w.ref == "of" and not w.described \
                and isinstance(w.of, Player) and w.of.who == "controller" and w.of.ref == "its" and not w.of.of:
            return (Watch(word, player="its"),)  # "at the beginning of its controller's turn" (_its_player)
        phase = _phase(w)
        if phase is not None:  # "at the beginning of your battlefield phase", "at the end of each phase"
            return (Watch(f"phase_{word}", player=phase[0], kind=phase[1]),)
        raise Unsupported(f"a trigger at the {word} of {' '.join(getattr(w, 'kind', ('?',)))}")
    if kind is E.Destroy and ev.by is None:
        return (Watch("destroyed", _card(ev.what, name, "a trigger on Destroy")),)
    if kind is E.Sacrifice and _yours(ev.by):  # "when you sacrifice a unit"
        who = _card(ev.what, name, "a trigger on Sacrifice")
        if who.ref != "each":
            raise Unsupported("a trigger on Sacrifice")
        return (Watch("sacrificed", who, player="you"),)
    if kind is E.State and ev.state == "corrupted" and ev.place is None:
        return (Watch("corrupted", _card(ev.who, name, "a trigger on State")),)
    if kind is E.State and ev.state == "opposed" and isinstance(ev.place, Place) and ev.place.zone == "combat":
        who = _card(ev.who, name, "a trigger on State")
        if who.ref != "this":
            raise Unsupported("a trigger on State")
        return (Watch("opposed", who),)
    if kind is E.Put and _put_from_play(ev):  # "when a unit is put into target opponent's discard pile from play"
        return (Watch("to_discard", player="opponent", kind="unit", source="play"),)
    if kind is E.Move:
        w = _move(ev, name)
        return w if isinstance(w, tuple) else (w,)
    if kind is E.DealDamage:
        return (_dealt(ev, name),)
    if kind is E.TakeDamage and ev.uncancellable is None and not ev.indirect and ev.by is None \
            and isinstance(ev.amount, Count) and ev.amount == Count(1, "or more"):  # "takes 1 or more damage"
        return (Watch("dealt", _card(ev.who, name, "a trigger on TakeDamage")),)
    if kind is E.Heal and (ev.by is None or _yours(ev.by)) and ev.amount is None:
        who = _card(ev.what, name, "a trigger on Heal")  # "whenever you heal a unit", "whenever a unit is healed"
        if who.ref != "each":
            raise Unsupported("a trigger on Heal")
        return (Watch("healed", who, player="you" if ev.by is not None else None),)
    if kind is E.Play:
        return (_play(ev, name),)
    if kind is E.Declare and _declares_attack(ev):  # "when a player declares a zone to attack" (core.combat.1)
        return (Watch("declares", player="any" if ev.by.who == "player" else "opponent"),)
    if kind is E.Discard:
        return (_discard(ev),)
    if kind is E.Attach and _attaches_here(ev):  # "when you attach an Attachment support card to this unit"
        return (Watch("attached_to", player="you"),)
    raise Unsupported(f"a trigger on {type(ev).__name__}")


PHASE_NAMES = ("kingdom", "quest", "capital", "battlefield")  # turn.PHASES


def _phase(w) -> tuple[str, str | None] | None:
    """"your battlefield phase" -> ("you", "battlefield"); "each phase" -> ("any", None) (timing.D.1, E.2)."""
    if not isinstance(w, Objects) or w.described or w.qualities or w.of or w.controller or w.count or w.target:
        return None
    kind = tuple(w.kind)
    if len(kind) == 2 and kind[1] == "phase" and kind[0] in PHASE_NAMES and w.ref == "your":
        return ("you", kind[0])
    if kind == ("phase",) and w.ref == "each":
        return ("any", None)
    return None


def _put_from_play(ev) -> bool:
    """"A unit is put into (target) opponent's discard pile from play": a trigger condition targets nothing, and
    a two-player game has one opponent, so "target opponent" here is that opponent (core.players.two-players)."""
    w, to, src = ev.what, ev.place, ev.source
    return isinstance(w, Objects) and tuple(w.kind) == ("unit",) and w.ref in ("a", "an") and not (
        w.described or w.of or w.controller or w.place or w.qualities or w.count or w.target) \
        and isinstance(to, Place) and to.zone == "discard pile" and to.ref == "of" and isinstance(to.whose, Player) \
        and to.whose.who == "opponent" and to.whose.ref in ("target", "an", "") and not to.whose.of \
        and not to.whose.described and not to.described and isinstance(src, Place) and src.zone == "play" \
        and not src.ref and not src.described and ev.by is None and not (ev.facedown or ev.any_order or ev.back)


def _attaches_here(ev) -> bool:
    """"When you attach an Attachment support card to this unit": an attachment played (or put into play) on it by
    its controller (card-types.attachments); one moved onto it is not said to be attached."""
    w, to = ev.what, ev.to
    return _yours(ev.by) and isinstance(w, Objects) and tuple(k.lower() for k in w.kind) == (
        "attachment", "support", "card") and w.ref in ("a", "an") and not (
        w.described or w.of or w.controller or w.place or w.qualities or w.target or w.count) \
        and isinstance(to, Objects) and to.ref == "this" and tuple(to.kind) == ("unit",) and not (
        to.described or to.qualities or to.of or to.place)


def _declares_attack(ev) -> bool:
    """"When a player / an opponent declares a zone to attack"."""
    w, a, by = ev.what, ev.as_, ev.by
    return isinstance(w, Place) and w.zone == "zone" and w.ref in ("a", "any") and w.whose is None \
        and not (w.described or w.qualities or w.within or w.position) and isinstance(a, E.Attack) \
        and all(getattr(a, f) is None for f in ("who", "what", "source", "as_if", "attack", "by")) \
        and isinstance(by, Player) and (by.who, by.ref) in (("player", "a"), ("opponent", "an")) \
        and not by.of and not by.described


def _items(o) -> tuple:
    """"a Mage or Hero unit": one phrase per kind, the last one's head noun shared ("Mage unit", "Hero unit")."""
    if not isinstance(o, ListOf) or o.conj != "or":
        return (o,)
    last = o.items[-1]
    if not all(isinstance(x, Objects) for x in o.items) or not isinstance(last, Objects) or len(last.kind) != 2:
        raise Unsupported("a trigger on another card entering or leaving play")
    head = last.kind[-1]
    return tuple(x if x is last else replace(last, kind=(*x.kind, head)) for x in o.items
                 if x is last or (len(x.kind) == 1 and x.ref == last.ref and not x.described and x.count is None))


COST_BOUNDS = {("or", "greater"): "at least", ("or", "more"): "at least", ("or", "higher"): "at least",
               ("or", "lower"): "at most", ("or", "less"): "at most", ("or", "fewer"): "at most"}


def _printed_cost(o):
    """"a unit with printed cost 4 or greater" -> (the phrase without it, ("at least", 4)); (o, None) without."""
    if not isinstance(o, Objects) or len(o.described) != 1:
        return o, None
    post = o.described[0]
    prep = post.parts[0] if post.kind == "pp" and len(post.parts) == 1 else None
    np = prep.np if isinstance(prep, A.Prep) and prep.prep == "with" else None
    if not (isinstance(np, A.NounPhrase) and tuple(np.modifiers) == ("printed",) and tuple(np.head.nouns) == ("cost",)
            and not np.dets and np.quantity is None and len(np.posts) == 1 and np.posts[0].kind == "value"
            and len(np.posts[0].parts) == 1 and isinstance(np.posts[0].parts[0], A.Quantity)):
        return o, None
    parts = np.posts[0].parts[0].parts
    numbers = [x for x in parts if isinstance(x, A.Amount)]
    words = tuple(x for x in parts if isinstance(x, str))
    if len(numbers) != 1 or numbers[0].sign or not str(numbers[0].number).isdigit() or words not in COST_BOUNDS \
            or parts[0] is not numbers[0]:
        return o, None
    return replace(o, described=()), (COST_BOUNDS[words], int(numbers[0].number))


def _discard(ev) -> Watch:
    """"When an opponent discards one or more cards from his hand", "when a card is discarded from an opponent's
    hand" (a discard event from the hand)."""
    src, w = ev.source, ev.what
    passive = ev.by is None and isinstance(src, Place) and src.ref == "of" and isinstance(src.whose, Player) \
        and src.whose.who == "opponent" and src.whose.ref in ("an", "") and not src.whose.of
    if not ((passive or isinstance(ev.by, Player) and ev.by.who == "opponent" and not ev.by.of
             and isinstance(src, Place) and src.ref in ("his", "their", "her")) and ev.at_random is None
            and isinstance(src, Place) and src.zone == "hand" and not src.described
            and isinstance(w, Objects) and tuple(w.kind) in (("cards",), ("card",)) and not w.described
            and w.count in (None, Count(1), Count(1, "or more"))):
        raise Unsupported("a trigger on Discard")
    return Watch("discards", player="opponent")


def _yours(x) -> bool:
    """"you" / "your control"."""
    if isinstance(x, Player):
        return x.who == "you" and not x.of and not x.described
    return isinstance(x, Objects) and tuple(x.kind) == ("control",) and x.ref == "your" and not x.described


@implements("clar.self-referential-effects")
def _card(o, name: str, why: str) -> Selector:
    """The card a trigger is about: this card, the attached unit, or a phrase picking cards ("a unit you
    control", "an opponent's unit", "one of your other [Dwarf] units", "one or more units")."""
    if not isinstance(o, Objects):
        raise Unsupported(why)
    if o.ref == "of" and isinstance(o.of, Player) and o.of.who in ("opponent", "you") and not o.of.of \
            and o.controller is None:  # "an opponent's unit"
        o = replace(o, ref="each", of=None, controller=Player(o.of.who))
    elif isinstance(o.of, Objects) and o.count == Count(1) and o.ref in ("a", "", "one"):  # "one of your units"
        o = o.of
    if o.count is not None and o.count in (Count(1), Count(1, "or more")):
        o = replace(o, count=None)
    if o.ref in ("a", "an", "", "your", "any") and "attached" not in o.qualities:
        o = replace(o, ref="each", controller=o.controller or (Player("you") if o.ref == "your" else None))
    elif o.ref == "another" and not o.target and o.count is None:  # "when another Lizardmen unit leaves play"
        o = replace(o, ref="each", qualities=o.qualities + ("other",))
    try:
        sel = selector(o, name)
    except Unsupported:
        raise Unsupported(why) from None
    if sel.ref not in ("this", "attached", "each") or sel.target:
        raise Unsupported(why)
    return sel


def _move(ev, name: str) -> Watch:
    """"When a unit enters this zone" (misc.moving-cards), "when this unit moves to another zone", "when an
    opponent's unit enters a discard pile from play" (leaving play, zones.leaving-play)."""
    to = ev.to
    src = ev.source
    if isinstance(to, Place) and to.zone == "discard pile" and to.ref in ("a", "") and not to.whose \
            and not to.described and isinstance(src, Place) and src.zone == "play" and not src.ref \
            and not src.described and ev.by is None:
        return Watch("leaves", _card(ev.what, name, "a trigger on Move"), to="discard")
    w = ev.what
    if isinstance(to, Place) and to.zone == "discard pile" and to.ref == "of" and isinstance(to.whose, Player) \
            and to.whose.who == "opponent" and not to.whose.of and not to.described and src is None \
            and ev.by is None and isinstance(w, Objects) and tuple(w.kind) == ("unit",) and w.ref in ("a", "an") \
            and not (w.described or w.of or w.controller or w.place or w.qualities or w.count or w.target):
        return Watch("to_discard", player="opponent", kind="unit")  # "a unit enters an opponent's discard pile"
    if ev.by is not None or ev.source is not None or not isinstance(to, Place) or to.zone != "zone" \
            or to.described or to.whose or to.within or to.qualities:
        raise Unsupported("a trigger on Move")
    who = _card(ev.what, name, "a trigger on Move")
    if to.ref == "this" and who.ref == "each":
        return Watch("moves_in", who)
    if to.ref == "another" and who.ref == "this":
        return Watch("moves", who)
    if to.ref == "a" and who.ref == "this":  # "when this unit enters a zone": moved, or entering play (errata.core.30)
        return (Watch("moves", who), Watch("enters", who))
    raise Unsupported("a trigger on Move")


def _dealt(ev, name: str) -> Watch:
    """"When a unit in this zone is dealt exactly 1 damage", "when your capital is dealt combat damage"."""
    to = ev.to
    if isinstance(to, Place) and to.zone == "capital" and to.ref == "of" and isinstance(to.whose, Player) \
            and to.whose.who == "opponent" and not to.whose.of and not to.whose.described and not to.described \
            and ev.combat and _yours(ev.by) and ev.amount is None and not (ev.source or ev.where or ev.indirect
                                                                           or ev.uncancellable):
        return Watch("capital_dealt", player="opponent", combat=True)  # "when you deal combat damage to an
        # opponent's capital": the damage of your attack to their zone (combat damage is the attacker's in an attack)
    deals = _deals_combat(ev)
    if deals is not None:
        return deals
    if ev.by is not None or ev.source is not None or ev.where is not None or ev.indirect or ev.uncancellable:
        raise Unsupported("a trigger on DealDamage")
    n = None
    if ev.amount is not None:
        if not (isinstance(ev.amount, Count) and isinstance(ev.amount.value, int) and ev.amount.bound == "exactly"):
            raise Unsupported("a trigger on DealDamage")
        n = ev.amount.value
    combat = bool(ev.combat)
    to = ev.to
    if isinstance(to, Place) and to.zone == "capital" and to.ref == "your" and not to.described and not to.whose:
        return Watch("capital_dealt", player="you", combat=combat, amount=n)

    return Watch("dealt", _card(to, name, "a trigger on DealDamage"), combat=combat, amount=n)


def _deals_combat(ev) -> Watch | None:
    """"When (the) attached unit deals combat damage" / "... deals damage in combat" / "When this unit deals combat
    damage": the unit was one of those that dealt its side's combat damage (damage.dealing-damage-in-combat).
    Watched as the table (who None: the event names the units); `kind` says whose: "attached" | "this"."""
    b, where = ev.by, ev.where
    in_combat = isinstance(where, Place) and where.zone == "combat" and not where.ref and not (
        where.whose or where.position or where.qualities or where.described or where.within)
    if not ((ev.combat and where is None or in_combat and not ev.combat) and ev.to is None and ev.amount is None
            and isinstance(b, Objects) and tuple(b.kind) == ("unit",)
            and not (ev.source or ev.indirect or ev.uncancellable)
            and not (b.target or b.count or b.controller or b.place or b.described or b.of)):
        return None
    if b.qualities == ("attached",) and b.ref in ("a", "the", ""):
        return Watch("deals_combat", kind="attached")
    if b.ref == "this" and not b.qualities:
        return Watch("deals_combat", kind="this")
    return None


PLAYED = {("development",): "development", ("spell",): "spell", ("spell", "card"): "spell", ("tactic",): "tactic",
          ("tactic", "card"): "tactic"}


def _play(ev, name: str) -> Watch:
    """"When you play a development from your hand", "when you play a Spell card"."""
    w = ev.what
    if ev.by is None and isinstance(w, Objects) and tuple(k.lower() for k in w.kind) in (("spell", "card"), ("spell",)) \
            and w.ref in ("a", "an") and not (ev.free or ev.control or ev.place or ev.as_if or ev.source or w.described
                                            or w.of or w.controller or w.place or w.qualities or w.target):
        return Watch("plays", player="any", kind="spell")  # "when a Spell card is played": by either player
    src = ev.source
    hand = isinstance(src, Place) and src.zone == "hand" and src.ref == "your" and not src.described
    if _yours(ev.by) and hand and isinstance(w, Objects) and w.ref == "this" and tuple(w.kind) == ("unit",) \
            and not (ev.free or ev.control or ev.place or ev.as_if or w.described or w.of or w.qualities):
        return Watch("played", selector(w, name), player="you")  # "when you play this unit from your hand"
    if not _yours(ev.by) or ev.free or ev.control or ev.place or ev.as_if or not isinstance(w, Objects) \
            or w.described or w.of or w.controller or w.place or w.qualities or w.target or w.ref not in ("a", "an"):
        raise Unsupported("a trigger on Play")
    support = _support(w.kind)
    if support is not None and hand:  # "when you play a [Dwarf] non-Attachment support card from your hand"
        return Watch("plays", player="you", kind="support", race=support)
    kind = PLAYED.get(tuple(k.lower() for k in w.kind))
    if kind is None or (src is not None and not hand) or (hand and kind != "development"):
        raise Unsupported("a trigger on Play")
    return Watch("plays", player="you", kind=kind)


def _support(kind) -> str | None:
    """"[Dwarf] non-Attachment support card" -> "Dwarf"; None for another phrase."""
    words = tuple(k.lower() for k in kind)
    if len(words) == 4 and words[0].startswith("[") and words[0].endswith("]") \
            and words[1:] == ("non-attachment", "support", "card"):
        return kind[0][1:-1]
    return None


# ---- matching an event -------------------------------------------------------------------------------------------
WATCHED = {"enters": ENTERS, "leaves": LEAVES, "destroyed": ("destroyed",), "sacrificed": ("sacrificed",),
           "attacks": ("attackers",), "defends": ("defenders",), "attacked": ("attackers",),
           "begin": ("turn_begins",), "end": ("turn_ends",), "moves_in": ("move",) + ENTERS, "moves": ("move",),
           "corrupted": ("corrupt",), "opposed": ("defenders",), "dealt": ("dealt_damage",),
           "capital_dealt": ("dealt_damage",), "healed": ("heal",),
           "plays": ("play", "play_tactic", "played_by_effect", "develop"), "discards": ("discard",),
           "to_discard": LEAVES + ("discard",), "declares": ("target",),
           "deals_combat": ("dealt_combat_damage",), "phase_begin": ("phase_begins",), "phase_end": ("phase_ends",),
           "attached_to": ("attach",), "played": ("play",)}
EVENTS = frozenset(k for kinds in WATCHED.values() for k in kinds)
READERS: list = []  # (event, card name) -> Watch | tuple of Watches | None: the trigger families of other modules
MATCHERS: dict = {}  # Watch.on -> its module's fired(g, i, watcher, p, zone, w) -> list[int] | None


def family(on: str, kinds: tuple, reader, match) -> None:
    """A trigger family read and matched in its own module: the Watches `reader` makes (on = `on`) wait for the
    events `kinds`, and `match` says whether one meets it (as `fired` does)."""
    global EVENTS
    READERS.append(reader)
    MATCHERS[on] = match
    WATCHED[on] = tuple(kinds)
    EVENTS = EVENTS | frozenset(kinds)


def about(g, ev) -> list[tuple[int, str, str]]:
    """The cards an event is about, each with the player and zone it was in: (card, controller, zone)."""
    d, kind = ev.data, ev.kind
    if kind in LEAVES:
        who, _, zone = str(d.get("zone", "")).partition(".")
        return [(d["card"], who, zone)] if zone in ZONES + ("legend",) else []
    if kind in ("attackers", "defenders"):
        return [(c, *_where(g, c)) for c in d.get("cards", []) if g.is_in_play(c)]
    if kind == "combat_ends":  # the units that took part and are in play (surviving.py)
        return [(c, *_where(g, c)) for c in d.get("attackers", []) + d.get("defenders", []) if g.is_in_play(c)]
    cid = d.get("card")
    if isinstance(cid, int) and kind in EVENTS and cid in g.s.zones.where and g.is_in_play(cid):
        return [(cid, *_where(g, cid))]
    return []


def _its_player(g, watcher: int, p: str) -> str:
    """Whose turn "its controller's turn" is: for an attachment, the controller of the unit it is attached to
    (the text says "your turn" when it means the attachment's own player, and "attached unit" for the unit, so
    "its controller" names the one it is on: the engine's reading); for another card, its own controller."""
    host = g.s.attached.get(watcher)
    return g.controller(host) if host is not None and g.is_in_play(host) else p


def _where(g, cid: int) -> tuple[str, str]:
    who, _, zone = g.s.zones.where[cid].partition(".")
    return who, zone


def _combat(g, i: int) -> bool:
    """Was the damage of the dealt_damage event `i` combat damage (applied by core.combat.5)?"""
    events = g.s.log.events
    for ev in reversed(events[max(0, i - 6):i]):
        if ev.kind in ("damage", "zone_damage"):
            return COMBAT_DAMAGE in ev.rules
    return False


def _picks(g, sel: Selector, p: str, watcher: int, card: int, who: str, zone: str, cost=None) -> bool:
    if cost is not None and not (g.card(card).cost >= cost[1] if cost[0] == "at least" else g.card(card).cost <= cost[1]):
        return False  # the printed cost (core.cards.cost)
    if sel.ref == "this":
        return card == watcher
    if sel.ref == "attached":
        return g.s.attached.get(watcher) == card
    return sel._fits(g, p, watcher, card, who, zone)


@implements("errata.core.30")
def fired(g, i: int, watcher: int, p: str, zone: str, w: Watch) -> list[int] | None:
    """Does event `i` meet the trigger condition `w` of card `watcher` (controlled by `p`, in `zone`)? The cards
    it is about (the effect's "that unit"), or None."""
    ev = g.s.log.events[i]
    kind, d = ev.kind, ev.data
    if kind not in WATCHED[w.on]:
        return None
    on = w.on
    if on in MATCHERS:
        return MATCHERS[on](g, i, watcher, p, zone, w)
    if on == "declares":  # the attacking player declared the zone attacked (core.combat.1)
        return [] if w.player == "any" or d.get("player") == other(p) else None
    if on in ("begin", "end"):
        return [] if d.get("player") == (_its_player(g, watcher, p) if w.player == "its" else p) else None
    if on == "played":  # this card played from its player's hand (a play from elsewhere says where from)
        return [] if d.get("card") == watcher and d.get("player") == p and "from" not in d else None
    if on == "attached_to":  # an Attachment support card attached to the watcher by its controller
        cid = d.get("card")
        ok = d.get("on") == watcher and d.get("player") == p and isinstance(cid, int) \
            and g.card(cid).type == "Support" and "Attachment" in g.card(cid).traits
        return [cid] if ok else None
    if on in ("phase_begin", "phase_end"):  # a phase of the turn begins or ends (timing.D.1, timing.E.2)
        ok = (w.player == "any" or d.get("player") == p) and (w.kind is None or d.get("phase") == w.kind)
        return [] if ok else None
    if on == "attacked":  # this zone is attacked: attackers were declared against it (core.combat.2)
        c = g.s.combat
        ok = c is not None and d.get("cards") and other(d.get("player")) == p and c.target == zone
        return [] if ok else None
    if on == "opposed":  # attacking and defending units both there (core.combat.3)
        c = g.s.combat
        ok = c is not None and (watcher in c.attackers and d.get("cards") or watcher in d.get("cards", ())
                                and c.attackers)
        return [] if ok else None
    if on == "plays":
        if d.get("player") != p and w.player != "any":
            return None
        if w.kind == "development":
            return [] if kind == "develop" else None
        cid = d.get("card")
        if kind == "develop" or not isinstance(cid, int):
            return None
        card = g.card(cid)
        if kind == "played_by_effect" and card.type != "Tactic":
            return None  # a unit or support card an effect plays has its own "play" event
        if w.kind == "tactic":  # a tactic an effect plays is played too (misc.card-effects-resulting-in-playing-cards)
            return [cid] if kind in ("play_tactic", "played_by_effect") else None
        if w.kind == "support":  # from the hand (a "play" event from elsewhere says where from)
            ok = kind == "play" and "from" not in d and card.type == "Support" and card.race == w.race \
                and "Attachment" not in card.traits
            return [cid] if ok else None
        return [cid] if "spell" in (t.lower() for t in card.traits) else None  # a Spell card
    if on == "discards":  # from the hand: Scout (core.combat.scout), or an event saying so; about the card discarded
        from_hand = d.get("from") == "hand" or d.get("source") == "hand" or "core.combat.scout" in ev.rules
        cid = d.get("card")
        return ([cid] if isinstance(cid, int) else []) if from_hand and d.get("player") == other(p) else None
    if on == "to_discard":  # a unit card into the discard pile of the watcher's opponent, from anywhere
        cid = d.get("card")
        pile = d.get("owner") if kind in LEAVES else d.get("player")
        if kind in LEAVES and d.get("to") != "discard" or pile != other(p) or not isinstance(cid, int) \
                or not g.card(cid).unit:
            return None
        if w.source == "play" and (kind not in LEAVES or str(d.get("zone", "")).endswith(".dev")):
            return None  # "from play": a unit, not a facedown development nor a card discarded from hand or deck
        return [cid]
    if on == "deals_combat":  # damage.dealing-damage-in-combat: the attached unit (or this unit) dealt some
        unit = g.s.attached.get(watcher) if w.kind == "attached" else watcher
        return [] if unit is not None and unit in d.get("units", ()) else None
    if on == "capital_dealt":
        whose = other(p) if w.player == "opponent" else p
        if "zone" not in d or d.get("player") != whose or (w.combat and not _combat(g, i)):
            return None
        return []
    if on == "moves_in":  # a card moved into, or entering play in, the zone this card is in (errata.core.30)
        cid = d.get("card")
        if not isinstance(cid, int) or not g.is_in_play(cid) or d.get("zone") != zone or g.controller(cid) != p:
            return None
        return [cid] if _picks(g, w.who, p, watcher, cid, *_where(g, cid)) else None
    if on == "moves":
        return [] if d.get("card") == watcher else None
    if on == "dealt":
        if "card" not in d or (w.amount is not None and d.get("amount") != w.amount) or (w.combat and not _combat(g, i)):
            return None
    if on == "leaves" and w.to is not None and d.get("to") != w.to:
        return None
    if on in ("leaves", "destroyed") and w.who.ref == "attached":  # the unit it was on left play (it went too)
        return [d["card"]] if watcher in d.get("attachments", ()) else None
    if on == "healed" and w.player == "you" and d.get("by") != p:  # healed by the watcher's controller (faq.13)
        return None
    if on == "sacrificed":
        who = str(d.get("zone", "")).partition(".")[0]
        if who != p:
            return None
    hits = [c for c, who, z in about(g, ev) if _picks(g, w.who, p, watcher, c, who, z, w.cost)]
    return hits or None
