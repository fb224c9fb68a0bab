"""Damage and health (2.12 increase/reduce, 2.13 health, 6.1.2 Rend), and the quest objectives they complete."""

from __future__ import annotations

from ...kernel import implements
from ...text.champions import ast as A
from . import corners, effects, quests, removal
from .cards import Category
from .game import Game
from .passives import modified
from .state import MAX_HEALTH


def attributed(game: Game, source: int) -> int | None:
    """The Champion credited for 2.6.3d-f: a card it controls (Unit, Spell, Ability) or its trait / Heroic Act."""
    s = game.s
    cat = game.pool[s.names[source]].category
    if cat is Category.CHAMPION:
        return source
    if cat is Category.BLESSING:
        return None
    champ = game.acting_champion(source)
    return champ if champ is not None and s.owner[champ] == s.owner[source] else None


@implements("2.13.3", "2.13.5", "2.12.4", "6.1.2.rend", "2.6.3d", "2.7.3.4")
def deal_damage(game: Game, source: int, player: str, amount: int, rend: bool = False) -> int:
    """Modifiers first (increase on the dealer's side, reduce on the receiver's unless Rend); 'when you would take
    damage' effects after all modifiers (2.12.4); no damage at 0 health or when reduced to 0 (2.13.5)."""
    s = game.s
    if player in s.removed:
        return 0
    n, by = modified(game, amount, ((game.owner(source), A.Measure.DAMAGE_DEALT),
                                    (player, A.Measure.DAMAGE_RECEIVED)), rend=rend)
    if by:
        game.emit("modified", ("2.12.1", "2.12.2", "2.12.3"), value="damage", printed=amount, now=n, by=by)
    if n == 0 or s.health[player] == 0:
        game.emit("no_damage", ("2.13.5",), player=player, card=game.name(source))
        return 0
    would = game.having("WOULD_TAKE_DAMAGE")
    for cid in game.in_play(player):
        if s.names[cid] in would and corners.active(game, cid):
            effects.trigger_window(game, cid, "WOULD_TAKE_DAMAGE")
    dealt = min(n, s.health[player])
    game.set_health(player, s.health[player] - dealt)
    game.emit("damage", ("2.13.3",) + (("6.1.2.rend",) if rend else ()), player=player, amount=dealt,
              card=game.name(source), health=s.health[player])
    champ = attributed(game, source)
    if champ is not None:
        quests.check(game, champ, A.ObjectiveKind.DEAL_DAMAGE, source)
    if s.health[player] == 0:
        removal.at_zero(game, player)
    return dealt


@implements("5.1.4")
def lose_health(game: Game, source: int, player: str, amount: int) -> int:
    """A player loses health (a card says "lose N health"): not damage, so nothing modifies it, no Deal Damage
    objective is completed and no 'when you would take damage' effect answers it; never below 0, and at 0 the
    player is removed (5.1.1; a player's own card plays out first, 5.1.4)."""
    s = game.s
    if player in s.removed or amount <= 0 or s.health[player] == 0:
        return 0
    lost = min(amount, s.health[player])
    game.set_health(player, s.health[player] - lost)
    game.emit("lose_health", ("5.1.4",), player=player, amount=lost, card=game.name(source), health=s.health[player])
    if s.health[player] == 0:
        removal.at_zero(game, player)
    return lost


@implements("2.13.3", "2.13.4", "5.1.6", "2.6.3e", "2.1.3.3", "2.13.2")
def gain_health(game: Game, source: int, player: str, amount: int) -> int:
    """Health goes up to at most 35; at 35 or at 0 nothing happens and it does not count as gaining health."""
    s = game.s
    if player in s.removed:
        return 0
    n, by = modified(game, amount, ((player, A.Measure.HEALTH_GAINED),))
    if by:
        game.emit("modified", ("2.12.1", "2.12.2", "2.12.3"), value="health", printed=amount, now=n, by=by)
    if s.health[player] == 0:
        game.emit("no_health", ("5.1.6",), player=player, card=game.name(source))
        return 0
    if s.health[player] >= MAX_HEALTH or n == 0:
        game.emit("no_health", ("2.13.4",), player=player, card=game.name(source))
        return 0
    gained = min(n, MAX_HEALTH - s.health[player])
    game.set_health(player, s.health[player] + gained)
    game.emit("gain_health", ("2.13.3",), player=player, amount=gained, card=game.name(source),
              health=s.health[player])
    champ = attributed(game, source)
    if champ is not None:
        quests.check(game, champ, A.ObjectiveKind.GAIN_HEALTH, source)
    return gained

