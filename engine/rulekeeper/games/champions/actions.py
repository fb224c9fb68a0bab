"""The Action Phase (4.1.3): play a card, activate a Heroic Act, pass. Every check runs before anything changes:
an illegal action raises IllegalAction naming the rule, with the state exactly as it was."""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from ...text.champions import ast as A
from . import corners, deploying, effects, moving, quests, removal, turn
from .cards import Category
from .game import Game, GameOver, label
from .deploying import refusal
from .passives import forbidden, is_dormant
from .shape import shape
from .state import CHAMPION_ZONE, FRONT_ZONE, LANE_OF, PLAYERS, ROW_OF


def _may_act(game: Game, player: str) -> None:
    s = game.s
    if s.winner is not None:
        raise IllegalAction("5.2.1", "the game is over")
    if player != s.active:
        raise IllegalAction("4.1.3", f"it is player {s.active}'s turn; actions are taken only in your own turn")
    if s.phase != "action":
        raise IllegalAction("4.1.3", f"actions are taken in the Action Phase (now: {s.phase})")
    if s.actions <= 0:
        raise IllegalAction("4.1.3", "no actions left this turn")


@implements("4.1.3.2a", "2.4.1.2a", "2.4.1.2b", "2.4.1.2c", "2.5.3.2", "2.5.3.3", "4.1.3.2d", "3.1.2a")
def check_play(game: Game, player: str, cid: int, champion: int) -> None:
    _may_act(game, player)
    why = play_refusal(game, player, cid, champion)
    if why:
        raise IllegalAction(*why)


def play_refusal(game: Game, player: str, cid: int, champion: int) -> tuple[str, str] | None:
    """Why `champion` may not play card `cid` now (rule id, reason), or None."""
    s = game.s
    owner, where = s.owner, s.zones.where
    if owner[cid] != player or not where[cid].endswith(".hand"):
        return "3.1.2a", f"{game.name(cid)} is not in player {player}'s hand"
    if owner[champion] != player or ROW_OF.get(where[champion]) != "champion":
        return "4.1.3.2a", f"{game.name(champion)} is not one of player {player}'s Champions in play"
    card = game.pool[s.names[cid]]
    if card.name in s.used_names:
        return "4.1.3.2d", f"a card named {card.name} was already played or used this turn"
    return class_refusal(game, player, cid, champion)


def class_refusal(game: Game, player: str, cid: int, champion: int) -> tuple[str, str] | None:
    """The class, permission and Engaged checks of 4.1.3.2a for a card in hand and a Champion in play."""
    card, champ = game.card(cid), game.card(champion)
    if card.category is Category.ABILITY:
        need = card.permission.value if card.permission else "Any"
        cls = champ.champion_class.value if champ.champion_class else ""
        if need != "Any" and need not in cls:
            return "2.5.3.2", f"{card.name} may be played only by a {need}; {champ.name} is a {cls}"
        stack = game.front(player, game.lane_of(champion))
        if stack and game.card(stack[-1]).category is Category.SPELL:
            return "2.5.3.3", f"{champ.name} is Engaged with a Spell and can't play Abilities"
        return None
    return refusal(game, champion, cid)


@implements("4.1.3.2a", "4.1.3.2b", "4.1.3.2c", "2.5.3.4", "2.10.1.1", "2.10.1.2", "2.6.3c", "4.1.3.1b",
            "6.1.2.play", "2.7.2", "6.2.after-playing-a-card", "3.1.5a")
def play(game: Game, player: str, cid: int, champion: int) -> None:
    """Show the card and the Champion playing it; the quest is checked (the Champion rotates) before the card
    resolves in limbo; a Unit or Spell is Deployed, an Ability resolves and goes on top of the discard pile."""
    check_play(game, player, cid, champion)
    s = game.s
    s.actions -= 1
    s.used_names.add(game.name(cid))
    moving.from_hand(game, cid)
    s.zones.move(cid, "limbo")
    game.emit("play", ("4.1.3.2a",), player=player, card=game.name(cid), champion=label(game, champion),
              actions_left=s.actions)
    game.in_action = True
    try:
        card = game.card(cid)
        if card.category is Category.ABILITY:
            game.played_by[cid] = champion
            try:
                quests.check(game, champion, A.ObjectiveKind.PLAY_ABILITY, cid)
                effects.resolve(game, cid, [x for x in card.abilities.sentences if isinstance(x, A.Instruction)],
                                ("4.1.3.2c", "2.5.3.5"))
            finally:
                game.played_by.pop(cid, None)
            if game.zone(cid) == "limbo":
                s.zones.move(cid, f"{player}.discard")
                game.emit("to_discard", ("2.5.3.4", "2.10.1.2"), player=player, card=card.name)
        else:
            deploying.enter_play(game, cid, champion, ("6.1.2.deploy", "4.1.3.2a"))
        after = game.having("AFTER_PLAYING")
        for other_card in game.in_play(player):
            if other_card != cid and s.names[other_card] in after and other_card in s.status and \
                    corners.active(game, other_card):
                effects.trigger_window(game, other_card, "AFTER_PLAYING", played=cid)
    except GameOver:
        pass
    finally:
        game.in_action = False
    _after_action(game)


def heroic_sources(game: Game, player: str) -> list[tuple[int, int]]:
    """(card, index of its Heroic Act) for every allied card in play whose Heroic Act could be used (active, its
    Champion not forbidden to use Heroic Acts, 2.2.3): memoised until the board changes (Game.set_rot and
    Game.lane_changed forget it with whether a card is active and what is in play)."""
    memo = game._memo if game._board == game._memo_at else game.memo()
    key = ("heroic", player)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _heroic_sources(game, player)
    return found


def _heroic_sources(game: Game, player: str) -> list[tuple[int, int]]:
    active, names, heroic, pool = corners.active, game.s.names, game.having("heroic_acts"), game.pool
    out = []
    for cid in game.in_play(player):
        name = names[cid]
        if name in heroic and active(game, cid):
            champ = cid if pool[name].category is _CHAMPION else game.controller(cid)
            if champ is None or not forbidden(game, champ, "use Heroic Acts"):
                for i in range(len(game.shape(cid).heroic_acts)):
                    out.append((cid, i))
    return out


@implements("4.1.3.3a", "4.1.3.3b", "4.1.3.3c", "2.9.1", "2.9.2", "2.9.4", "6.2.trait")
def heroic_act(game: Game, player: str, cid: int, index: int = 0) -> None:
    """Use a Heroic Act: one per turn from any source, a card name once per turn, costs an action."""
    _may_act(game, player)
    s = game.s
    if s.heroic_used:
        raise IllegalAction("2.9.4", "only 1 Heroic Act can be used each turn")
    acts = shape(game.card(cid)).heroic_acts if cid < len(s.names) else []
    if game.owner(cid) != player or game.row_of(cid) not in ("champion", "front", "back") or not acts:
        raise IllegalAction("2.9.1", f"{game.name(cid)} has no Heroic Act player {player} can use")
    if index >= len(acts):
        raise IllegalAction("2.9.2", f"{game.name(cid)} has {len(acts)} Heroic Act(s)")
    if not corners.active(game, cid):
        rule = {Category.SPELL: "2.5.2.7", Category.BLESSING: "2.4.2.2j"}.get(game.card(cid).category, "2.5.1.7")
        raise IllegalAction(rule, f"{game.name(cid)} is not active (X corner, about to Exhaust or Dormant)")
    if game.name(cid) in s.used_names:
        raise IllegalAction("4.1.3.2d", f"a card named {game.name(cid)} was already played or used this turn")
    champ = cid if game.card(cid).category is Category.CHAMPION else game.controller(cid)
    if champ is not None and forbidden(game, champ, "use Heroic Acts"):
        raise IllegalAction("2.2.3", f"{game.name(champ)} can't use Heroic Acts")
    s.actions -= 1
    s.heroic_used = True
    s.used_names.add(game.name(cid))
    game.emit("heroic_act", ("4.1.3.3a", "2.9.1"), player=player, card=label(game, cid), actions_left=s.actions)
    game.in_action = True
    try:
        instrs = [x for x in acts[index] if isinstance(x, A.Instruction)]
        effects.resolve(game, cid, instrs, ("4.1.3.3b", "2.9.2"))
    except GameOver:
        pass
    finally:
        game.in_action = False
    _after_action(game)


@implements("4.1.3.4a", "4.1.3.4b", "4.1.3.4c", "4.1.3.1a")
def pass_actions(game: Game, player: str) -> None:
    """Passing one action passes all the remaining ones; they become draws (4.1.3.4d)."""
    _may_act(game, player)
    game.s.passed = True
    game.emit("pass", ("4.1.3.4a", "4.1.3.4c"), player=player, unused=game.s.actions)
    turn.finish_turn(game)


def _after_action(game: Game) -> None:
    removal.after_action(game)
    if game.s.winner is None and game.s.actions == 0:
        turn.finish_turn(game)


def legal_actions(game: Game, player: str) -> list[tuple]:
    """Every legal action now: ("pass",), ("play", card, champion), ("heroic", card, index). A card's refusals come
    from what its kind and the Champion's class allow (computed once per pool, `static_refusal`) and from what the
    Champion's lane allows now (`host`, memoised until the board changes)."""
    s = game.s
    if s.winner is not None or player != s.active or s.phase != "action" or s.actions <= 0:
        return []
    out: list[tuple] = [("pass",)]
    lists = s.zones.lists
    champs = None
    seen = set(s.used_names)
    names, pool = s.names, game.pool
    index = game.index
    kinds = index.get("play_kinds") or _kinds(game)
    # what a card is (its kind's number, _kinds) -> the Champions that may play it: the Champions' lanes are
    # memoised until the board changes (host), and so is this, while no card is being Deployed
    memo = game._memo if game._board == game._memo_at else game.memo()
    hosts = memo.get(("playable", player)) if not game.deploying else {}
    if hosts is None:
        hosts = memo[("playable", player)] = {}
    for cid in lists[_HAND[player]]:
        name = names[cid]
        if name in seen:
            continue
        seen.add(name)
        key, stacking, barred = kinds[name]
        ok = hosts.get(key)
        if ok is None:
            if champs is None:
                champs = [lists[z][0] for z in CHAMPION_ZONE[player] if lists[z]]
            cat, ok = pool[name].category, []
            for ch in champs:
                if names[ch] in barred:  # static_refusals
                    continue
                # class_refusal(...) is None, from what the lane allows (host); inline: a call per card and
                # Champion was most of what this cost
                spell_on_top, units, spells, engaged, takes_stacking = memo.get(("host", ch)) or host(game, ch)
                if cat is _ABILITY:
                    if not spell_on_top:
                        ok.append(ch)
                elif (units if cat is _UNIT else spells) and ch not in game.deploying and \
                        (not engaged or (cat is _UNIT and stacking and takes_stacking)):
                    ok.append(ch)
            hosts[key] = ok
        for ch in ok:
            out.append(("play", cid, ch))
    if not s.heroic_used:
        used = s.used_names
        for cid, i in heroic_sources(game, player):  # their Champions not forbidden to use them (2.2.3)
            if names[cid] not in used:
                out.append(("heroic", cid, i))
    return out


_ABILITY, _UNIT, _CHAMPION = Category.ABILITY, Category.UNIT, Category.CHAMPION
_HAND = {p: f"{p}.hand" for p in PLAYERS}


def _kinds(game: Game) -> dict[str, tuple[int, bool, frozenset[str]]]:
    """Card name -> (the number of its kind for playing it, Stacking, the Champions its kind alone bars from playing
    it: static_refusals), once per pool: cards of one kind (category, permission, Stacking) may be played by the same
    Champions (numbered, so no enum is hashed per step)."""
    found = game.index.get("play_kinds")
    if found is None:
        numbers: dict[tuple, int] = {}
        static = static_refusals(game)
        champs = [n for n, c in game.pool.items() if c.category is Category.CHAMPION]
        found = game.index["play_kinds"] = {
            n: (numbers.setdefault((c.category, c.permission, "STACKING" in c.tags), len(numbers)),
                "STACKING" in c.tags, frozenset(ch for ch in champs if static.get((n, ch), True)))
            for n, c in game.pool.items()}
    return found


def static_refusals(game: Game) -> dict[tuple[str, str], bool]:
    """(card, Champion) -> True when the card's kind alone bars that Champion from playing it, whatever the board:
    its class (2.4.1.2a, 2.4.1.2b), an Ability's permission (2.5.3.2), or not being a Unit or Spell (6.1.2 Deploy)."""
    found = game.index.get("static_refusals")
    if found is None:
        champs = [c for c in game.pool.values() if c.category is Category.CHAMPION]
        found = game.index["static_refusals"] = {
            (card.name, champ.name): _class_bars(card, champ) for card in game.pool.values() if card.is_action
            for champ in champs}
    return found


def _class_bars(card, champ) -> bool:
    cls = champ.champion_class.value if champ.champion_class else ""
    if card.category is Category.ABILITY:
        need = card.permission.value if card.permission else "Any"
        return need != "Any" and need not in cls
    if card.category is Category.UNIT:
        return "Warrior" not in cls
    return card.category is not Category.SPELL or "Wizard" not in cls


def host(game: Game, champion: int) -> tuple[bool, bool, bool, bool, bool]:
    """What the Champion's lane allows now: (Engaged with a Spell, may Deploy Units, may Deploy Spells, Engaged, its
    Stack takes another Stacking Unit): the inputs of the board-dependent refusals, memoised until the board changes."""
    memo = game._memo if game._board == game._memo_at else game.memo()
    key = ("host", champion)
    found = memo.get(key)
    if found is None:
        s, pool = game.s, game.pool
        names = s.names
        stack = s.zones.lists[FRONT_ZONE[s.owner[champion]][LANE_OF[s.zones.where[champion]]]]
        top = pool[names[stack[-1]]].category if stack else None
        stacking = bool(stack) and pool[names[stack[0]]].category is Category.UNIT and len(stack) < 3 and \
            not (s.status[stack[-1]].dormant or is_dormant(game, stack[-1]))
        found = memo[key] = (top is Category.SPELL, not forbidden(game, champion, "Deploy Units"),
                             not forbidden(game, champion, "Deploy Spells"), bool(stack), stacking)
    return found


def legal_actions_afresh(game: Game, player: str) -> list[tuple]:
    """legal_actions from the refusals themselves, every card with every Champion (what paranoid mode compares)."""
    s = game.s
    if s.winner is not None or player != s.active or s.phase != "action" or s.actions <= 0:
        return []
    out: list[tuple] = [("pass",)]
    seen = set(s.used_names)
    for cid in s.zones.lists[f"{player}.hand"]:
        if game.name(cid) not in seen:
            seen.add(game.name(cid))
            out += [("play", cid, ch) for _, ch in game.champions(player)
                    if class_refusal(game, player, cid, ch) is None]
    if not s.heroic_used:  # not from the memoised heroic_sources: from the cards in play
        for cid in game.in_play(player):
            acts = game.shape(cid).heroic_acts
            if acts and corners.active(game, cid) and game.name(cid) not in s.used_names:
                champ = cid if game.card(cid).category is Category.CHAMPION else game.controller(cid)
                if champ is None or not forbidden(game, champ, "use Heroic Acts"):
                    out += [("heroic", cid, i) for i in range(len(acts))]
    return out
