"""Deploying (6.1.2 Deploy, 6.2 Normal Restrictions, Swap, Replace): who may receive a Unit or Spell, and how a card
enters play from limbo."""

from __future__ import annotations

from ...kernel import implements
from ...text.champions import ast as A
from . import corners, effects, moving, quests
from .cards import Category
from .game import Game, label
from .passives import forbidden, is_dormant
from .state import Status, lane_zone
from .targets import choose_targets


@implements("2.4.1.2", "2.4.1.2a", "2.4.1.2b", "2.4.1.2c", "2.5.1.2", "2.5.2.2", "6.2.normal-restrictions",
            "2.14.4a", "2.14.4b", "2.14.4c", "2.14.4g", "2.2.3", "2.5.1.1", "2.5.2.1")
def refusal(game: Game, champion: int, cid: int) -> tuple[str, str] | None:
    """Why `champion` can't receive Unit/Spell `cid` (rule id, reason), or None if it can."""
    champ, card = game.card(champion), game.card(cid)
    cls = champ.champion_class.value if champ.champion_class else ""
    if card.category is Category.UNIT:
        if "Warrior" not in cls:
            return "2.4.1.2a", f"{champ.name} is not a Warrior; only Warriors play Units"
        if forbidden(game, champion, "Deploy Units"):
            return "2.2.3", f"{champ.name} can't Deploy Units"
    elif card.category is Category.SPELL:
        if "Wizard" not in cls:
            return "2.4.1.2b", f"{champ.name} is not a Wizard; only Wizards play Spells"
        if forbidden(game, champion, "Deploy Spells"):
            return "2.2.3", f"{champ.name} can't Deploy Spells"
    else:
        return "6.1.2.deploy", f"{card.name} is not a Unit or Spell"
    if champion in game.deploying:
        return "2.14.4b", f"a card is already being Deployed onto {champ.name}"
    stack = game.front(game.owner(champion), game.lane_of(champion))
    if not game.engaged(champion):
        return None
    if card.category is Category.UNIT and "STACKING" in card.tags and game.card(stack[0]).category is Category.UNIT:
        if len(stack) >= 3:
            return "2.14.4b", "a Stack holds at most 3 Units"
        if game.s.status[stack[-1]].dormant or _dormant(game, stack[-1]):
            return "2.14.4g", "nothing can be Deployed onto a Dormant Stack"
        return None
    return "2.5.1.2" if card.category is Category.UNIT else "6.2.normal-restrictions", \
        f"{champ.name} is Engaged (controls {game.name(stack[-1])})"


def _dormant(game: Game, cid: int) -> bool:
    return is_dormant(game, cid)


@implements("6.1.2.deploy", "2.5.1.3", "2.5.2.3", "2.14.4d", "3.1.5b", "2.6.3a", "2.6.3b", "2.6.5")
def enter_play(game: Game, cid: int, champion: int, rules: tuple[str, ...]) -> None:
    """A Unit or Spell in limbo is Deployed by `champion`: the Champion's quest first (it rotates before the card
    resolves, 2.6.5), then 'as this enters play' in limbo, then upright in front of the Champion (on top of a
    Stack, the cards underneath turned upright, 2.14.4d), then its effects apply (2.5.1.6)."""
    owner, lane = game.owner(champion), game.lane_of(champion)
    card = game.card(cid)
    kind = A.ObjectiveKind.DEPLOY_UNIT if card.category is Category.UNIT else A.ObjectiveKind.DEPLOY_SPELL
    game.played_by[cid] = champion
    game.deploying.add(champion)
    try:
        quests.check(game, champion, kind, cid)
        effects.trigger_window(game, cid, "ENTERS_PLAY")
        if game.zone(cid) != "limbo":
            return
        for c in game.front(owner, lane):
            game.set_rot(c, 0)
        game.s.zones.move(cid, lane_zone(owner, lane, "front"))
        game.set_status(cid, Status())
        game.lane_changed(cid, owner, lane)
        game.emit("deploy", rules, card=game.name(cid), champion=label(game, champion),
                  stack=len(game.front(owner, lane)))
    finally:
        game.played_by.pop(cid, None)
        game.deploying.discard(champion)
    if corners.active(game, cid):
        effects.trigger_instants(game, cid, ("2.5.1.6",))


@implements("6.1.2.deploy", "4.1.3.2e", "6.1.2.play")
def deploy_from(game: Game, source: int, pick: A.Pick, zone: A.Zone) -> None:
    """Deploy a card from hand, deck or discard (not Played: no once-per-turn use, 4.1.3.2e). From the deck or
    hand the owner may decline; if no Champion can receive it, the effect fails."""
    owner = game.owner(source)
    z = moving.ZONE[zone]
    for cid in moving.pick_cards(game, owner, z, pick, optional=zone is not A.Zone.DISCARD):
        hosts = [c for _, c in game.champions(owner) if refusal(game, c, cid) is None]
        if not hosts:
            game.emit("deploy_failed", ("6.1.2.deploy",), card=game.name(cid))
            continue
        host = hosts[game.choose(owner, "deploy onto which Champion", [label(game, c) for c in hosts],
                                 ("6.1.2.deploy",))]
        moving.from_hand(game, cid)
        game.s.zones.move(cid, "limbo")
        game.emit("reveal", ("2.10.3.1",), card=game.name(cid), player=owner, zone=z)
        enter_play(game, cid, host, ("6.1.2.deploy",))
    if z == "deck":
        moving.shuffle(game, owner)


@implements("6.2.swap", "6.2.replace")
def swap(game: Game, source: int, target, pick: A.Pick, zone: A.Zone, replace: bool) -> None:
    """Swap: a card in play and one from another area exchange places (fails if either is missing). Replace:
    the card in play goes to the discard pile (not Removed or Exhausted) and the new card takes its place."""
    owner = game.owner(source)
    rule = "6.2.replace" if replace else "6.2.swap"
    outs = [t for t in choose_targets(game, source, target, (rule,)) if game.row_of(t) == "front"]
    ins = moving.pick_cards(game, owner, moving.ZONE[zone], pick, optional=False)[:1] if outs else []
    if not outs or not ins:
        game.emit("swap_failed", (rule,), card=game.name(source))
        return
    out, new = outs[0], ins[0]
    champion = game.controller(out)
    lst = game.s.zones.lists[f"{owner}.{moving.ZONE[zone]}"]
    where = lst.index(new)
    moving.from_hand(game, new)
    game.s.zones.move(new, "limbo")
    dest = f"{game.owner(out)}.discard" if replace else f"{game.owner(out)}.{moving.ZONE[zone]}"
    moving.leave_play(game, out, dest, (rule,))
    if not replace:
        game.s.zones.move(out, dest, where)  # back where the new card was
    game.emit(rule.split(".")[-1], (rule,), out=game.name(out), card=game.name(new))
    if champion is not None and refusal(game, champion, new) is None:
        enter_play(game, new, champion, (rule,))
    else:
        game.s.zones.move(new, f"{owner}.discard")
        game.emit("deploy_failed", ("6.1.2.deploy",), card=game.name(new))
