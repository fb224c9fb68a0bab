"""Fulcrums (the Cataclysm format) as far as the FAQ rules them: faq.55-61. The Cataclysm rulebook is not among
the project's sources, so the format is kept to what those rulings need, each choice a finding on its ruling:

- a game has fulcrums when its position puts some in the common play area (zone `common.fulcrums`, controlled by
  no player) or in a player's battlefield (controlled by that player); fulcrums have no owner among the players;
- in such a game the battlefield phase has two attacks (faq.56): the usual attack on a capital zone and a fulcrum
  attack, each at most once, in either order; each follows every step of combat (core.combat, faq.56);
- a fulcrum attack targets a fulcrum in the common play area or in the opponent's battlefield; one on a fulcrum a
  player controls is also an attack on that player's battlefield (faq.60): its units there defend it;
  nobody defends a fulcrum in the common play area;
- legends attack fulcrums as any target (faq.57, legends.py: their battlefield power icons); they defend one
  only when an attachment on them says the legend "can defend" (Descendant of Gods, faq.58);
- the attackers' damage left once each defender has lethal damage may be assigned to the fulcrum; when any is,
  the attacking player takes control of it (it moves to their battlefield);
- Scout (and Raider) in an attack on a fulcrum in the common play area have no effect; on a controlled fulcrum
  they resolve as normal (faq.55);
- an attack an effect makes outside the battlefield phase can't target a fulcrum (faq.59,
  misc.attacks-made-outside-of-the-battlefield-phase);
- a fulcrum is affected only by effects that target it: "each ..." never picks it (abilities/objects.py), and
  when it leaves play it goes back to the common play area (faq.61).
Channeling and dominance are not played: the fulcrums' own abilities are not carried out (cards.FULCRUM_WHY).
"""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from ...text.invasion.semantics import Constant
from ...text.invasion.semantics import effects as E
from . import effects, legends
from .cards import ZONES, Card
from .game import Game
from .state import Combat, other

COMMON = "common.fulcrums"  # the common play area


def is_fulcrum(card: Card) -> bool:
    return card.type == "Fulcrum"


def common(g: Game) -> list[int]:
    """The fulcrums in the common play area."""
    return list(g.s.zones.lists.get(COMMON, ()))


def in_game(g: Game) -> bool:
    """Is this a game with fulcrums (the Cataclysm format)?"""
    return COMMON in g.s.zones.lists


def is_common(g: Game, cid: int) -> bool:
    return g.s.zones.where.get(cid) == COMMON


def controlled(g: Game, p: str) -> list[int]:
    """The fulcrums player p controls (in their battlefield)."""
    return [c for c in g.cards(p, "battlefield") if is_fulcrum(g.card(c))]


# ---- setting up ---------------------------------------------------------------------------------------------
def place(g: Game, position: dict) -> None:
    """A position's fulcrums: `"fulcrums": [names]` in the common play area; a fulcrum in a player's battlefield
    list is controlled by that player. Either makes the game a Cataclysm game."""
    names = position.get("fulcrums")
    mine = [c for p in ("A", "B") for c in controlled(g, p)]
    if names is None and not mine:
        return
    if not isinstance(names, (list, type(None))):
        raise ValueError(f"'fulcrums' is a list of fulcrum names, not {names!r}")
    g.s.zones.add_zone(COMMON)
    for name in names or []:
        if name not in g.pool or not is_fulcrum(g.pool[name]):
            raise ValueError(f"'fulcrums': {name!r} is not a fulcrum")
        g.s.new_card(name, "common", COMMON)
    for cid in mine:
        g.s.owner[cid] = "common"  # no player owns a fulcrum
    for p in ("A", "B"):
        for z in ZONES:
            if z != "battlefield" and any(is_fulcrum(g.card(c)) for c in g.cards(p, z)):
                raise ValueError(f"player {p}'s {z}: a fulcrum a player controls is in their battlefield")


# ---- the two attacks of a Cataclysm battlefield phase ---------------------------------------------------------
def _made(g: Game) -> list[str]:
    """The attacks made in this battlefield phase ("capital", "fulcrum")."""
    return [a.split(":", 1)[1] for a in g.s.attacks if a.split(":", 1)[0] == str(g.s.turn)]


@implements("faq.56")
def attack_options(g: Game, p: str) -> list[tuple]:
    """What the target step offers besides the usual attack: a fulcrum attack, once per battlefield phase."""
    if not in_game(g) or "fulcrum" in _made(g):
        return []
    return [("attack_fulcrum", f) for f in common(g) + controlled(g, other(p))]


def capital_attack_made(g: Game) -> bool:
    return "capital" in _made(g)


@implements("faq.56", "faq.60")
def declare(g: Game, p: str, fulcrum: int) -> None:
    """Step 1 of a fulcrum attack: its target (faq.56: then every step of combat, as for any attack)."""
    from .combat import _window
    from .turn import expect
    expect(g, p, "target", "core.combat.1", "declare the target of an attack")
    if not in_game(g):
        raise IllegalAction("faq.56", "there are no fulcrums in this game")
    if "fulcrum" in _made(g):
        raise IllegalAction("faq.56", f"player {p} has made their fulcrum attack this battlefield phase")
    if not isinstance(fulcrum, int) or fulcrum not in common(g) + controlled(g, other(p)):
        raise IllegalAction("faq.56", f"card {fulcrum!r} is not a fulcrum in the common play area or in player "
                                      f"{other(p)}'s battlefield")
    mine = not is_common(g, fulcrum)
    g.s.combat = Combat("battlefield", fulcrum=fulcrum, fulcrum_common=not mine)
    g.emit("target", ("core.combat.1", "faq.56") + (("faq.60",) if mine else ()), player=p,
           defender=other(p) if mine else None, zone="battlefield" if mine else None, fulcrum=g.name(fulcrum))
    _window(g, "attackers")


def after_combat(g: Game) -> None:
    """An attack is over: in a Cataclysm game the other attack may still be made (faq.56); then the turn goes on
    (an attack an effect made outside the battlefield phase: the phase it was made in goes on)."""
    from .turn import capital_step, end_turn, target_step
    s, c = g.s, g.s.combat
    if c is not None and in_game(g) and not c.outside:
        s.attacks = [a for a in s.attacks if a.startswith(f"{s.turn}:")]
        s.attacks.append(f"{s.turn}:{'fulcrum' if c.fulcrum is not None else 'capital'}")
    if c is not None and c.outside:
        s.combat = None
        g.emit("attack_over", ("misc.attacks-made-outside-of-the-battlefield-phase",), player=s.active)
        if c.back == "quest":
            from .effect_attacks import back
            back(g)  # the quest phase goes on (Wolves of the North)
        else:
            capital_step(g)
        return
    if c is not None and in_game(g) and len(set(_made(g))) < 2:
        s.combat = None
        target_step(g)
        return
    end_turn(g)


# ---- attackers and defenders --------------------------------------------------------------------------------
def _grants_defence(card: Card) -> bool:
    """Does this attachment's text say the legend it is attached to "can defend ..."? (Descendant of Gods)"""
    def walk(e):
        if isinstance(e, E.Sequence):
            return any(walk(x) for x in e.steps)
        return isinstance(e, E.Modal) and e.kind == "can" and isinstance(e.effect, E.Defend) \
            and "attached" in getattr(e.effect.who, "qualities", ())
    return any(isinstance(a, Constant) and walk(a.effect) for a in card.abilities)


@implements("faq.58", "faq.60", "faq.55", "faq.57")
def defender_refusal(g: Game, p: str, cid: int) -> IllegalAction | None:
    """In a fulcrum attack: nobody defends a fulcrum in the common play area; a legend defends one only with an
    attachment that lets it defend (faq.58). None: the usual rules decide (units in the battlefield, faq.60)."""
    c = g.s.combat
    if c is None or c.fulcrum is None:
        return None
    if is_common(g, c.fulcrum):
        return IllegalAction("faq.55", f"{g.name(c.fulcrum)} is in the common play area: nobody defends it")
    if not isinstance(cid, int) or g.s.zones.where.get(cid) != f"{p}.legend" or not legends.is_legend(g.card(cid)):
        return None
    if not any(_grants_defence(g.card(a)) for a, h in g.s.attached.items() if h == cid):
        return IllegalAction("faq.58", f"legends can't defend fulcrums: nothing attached to {g.name(cid)} lets it")
    if cid in g.s.corrupted:
        return IllegalAction("clar.legends", f"{g.name(cid)} is corrupted: a corrupted legend can't defend")
    if cid in c.defenders:
        return IllegalAction("core.combat.3", f"{g.name(cid)} is already defending")
    return False  # allowed


def defender_options(g: Game, p: str) -> list[int]:
    """The legend that may defend this fulcrum attack, beside the units (faq.58)."""
    return [c for c in g.cards(p, "legend") if legends.is_legend(g.card(c)) and defender_refusal(g, p, c) is False]


# ---- damage -------------------------------------------------------------------------------------------------
def open_to_damage(g: Game) -> bool:
    """May the attackers' damage go to the fulcrum now (each defender has lethal damage assigned first)?"""
    c = g.s.combat
    return c is not None and c.fulcrum is not None


def claim(g: Game, assigned: int) -> None:
    """After damage is applied: damage assigned to the fulcrum gives its control to the attacking player."""
    c, p = g.s.combat, g.s.active
    if not assigned or c.fulcrum is None:
        return
    cid = c.fulcrum
    before = g.s.zones.where[cid]
    if before == f"{p}.battlefield":
        return
    g.s.zones.move(cid, f"{p}.battlefield")
    g.emit("take_control", ("faq.56",), player=p, card=cid, name=g.name(cid), source=before, fulcrum=True,
           assigned=assigned)


@implements("faq.55")
def scout_has_effect(g: Game) -> bool:
    """Scout (and Raider) after an attack on a fulcrum in the common play area do nothing (faq.55)."""
    c = g.s.combat
    if c is not None and c.fulcrum is not None and c.fulcrum_common:
        g.emit("scout_no_effect", ("faq.55",), fulcrum=g.name(c.fulcrum))
        return False
    return True


# ---- card effects -------------------------------------------------------------------------------------------
@implements("faq.61")
def leaves_play(g: Game, cid: int, kind: str, rules: tuple[str, ...]) -> None:
    """A fulcrum leaves play only when an effect targets it, and goes back to the common play area."""
    g.s.damage.pop(cid, None)
    g.s.corrupted.discard(cid)
    g.s.tokens.pop(cid, None)
    g.s.zones.add_zone(COMMON)
    src = g.s.zones.move(cid, COMMON)
    g.emit(kind, (*rules, "faq.61"), card=cid, name=g.name(cid), zone=src, owner=None, to="common play area")
    for att in [a for a, h in g.s.attached.items() if h == cid]:
        g.leave_play(att, "discarded", ("card-types.attachments", "core.cards.attachment"))


@implements("misc.attacks-made-outside-of-the-battlefield-phase", "faq.59")
def _effect_attack(g: Game, p: str, zone=None, fulcrum=None) -> None:
    """An attack an effect lets player p make outside the battlefield phase (as Wolves of the North's), in their
    capital phase: on a capital zone of the opponent's, following every step of combat; never on a fulcrum."""
    from .combat import _window
    from .turn import expect
    if fulcrum is not None:
        raise IllegalAction("faq.59", "an attack made outside the battlefield phase can't target a fulcrum: only "
                                      "the fulcrum attack of the battlefield phase can")
    expect(g, p, "capital", "misc.attacks-made-outside-of-the-battlefield-phase", "make an attack")
    if zone not in ZONES:
        raise IllegalAction("core.combat.1", f"{zone!r} is not a zone of the opponent's capital")
    g.s.combat = Combat(zone, outside=True)
    g.emit("target", ("core.combat.1", "misc.attacks-made-outside-of-the-battlefield-phase"), player=p,
           defender=other(p), zone=zone, legend=None)
    _window(g, "attackers")


effects.TABLE["attack"] = _effect_attack
