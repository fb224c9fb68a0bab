"""Invariants checked after every step of `simulate`: one Champion a hex and none on a statue or a trap token,
each card in one place, hit points in bounds, four facedown traps and every token in one place, victory points
and the win, hidden hands hidden in each player's view."""

from __future__ import annotations

from collections import Counter

from ...kernel import implements
from . import information
from .state import TEAM, TORNADO_TEAM, TRAP_TOKENS, TRAPS_ON_BOARD


@implements("activation.movement", "hitpoints", "trap.replace")
def check(game) -> list[str]:
    s, out = game.s, []
    paranoid = getattr(game, "paranoid", False)
    hexes = [f.hex for f in s.fighters.values() if f.hex is not None]
    if len(hexes) != len(set(hexes)):
        out.append("two Champions on one hex (activation.movement)")
    for f in s.fighters.values():
        if f.hex is not None and (not game.arena.on_board(f.hex) or f.hex in game.arena.statue_hexes):
            out.append(f"{f.name} stands off the board or on a statue")
        if f.hex is not None and f.hex in s.traps:
            out.append(f"{f.name} stands on a trap token that did not trigger (trap.trigger)")
        hp = game.stats(f).hitpoints
        if f.hex is not None and not 0 <= f.damage < hp:
            out.append(f"{f.name} has {f.damage} damage of {hp} hitpoints (hitpoints, out-of-action)")
        if f.hex is None and (f.damage or f.levelled):
            out.append(f"{f.name} is on the gate with damage or levelled (out-of-action)")
    size = TORNADO_TEAM if s.tornado else TEAM
    for p in s.players:
        team = {f.champion for f in game.team(p)}
        if len(team) != size:
            out.append(f"player {p} has {len(team)} Champions (draft.casual.8, tornado.draft.casual.10)")
        theirs = _cards_of(game, frozenset(team))
        held = sorted(s.hand[p] + s.deck[p] + s.discard[p] + [c for q, c in s.limbo if q == p])
        if held != theirs:  # (the same cards as often as theirs: sorted, compared; counted only to say which)
            held_n, theirs_n = Counter(held), Counter(theirs)
            out.append(f"player {p}'s cards are not each in one place: "
                       f"{sorted((held_n - theirs_n) | (theirs_n - held_n))}")
        if not 0 <= s.vp[p]:
            out.append(f"player {p} has {s.vp[p]} VPs")
    if s.limbo:
        out.append(f"cards left unresolved between actions: {s.limbo}")
    if len(s.traps) != TRAPS_ON_BOARD:
        out.append(f"{len(s.traps)} traps on the board, not {TRAPS_ON_BOARD} (trap.replace)")
    if sorted(list(s.traps.values()) + s.trap_supply + s.trap_spent) != _TOKENS:
        out.append("trap tokens are not each in one place (components.traps)")
    won = [t for t in set(s.sides.values()) if s.team_vp(t) >= s.win_vp]
    if (s.winner is None) != (not won):
        out.append(f"winner {s.winner} but VPs {s.vp} (concepts.objective, tornado.winning)")
    if sorted(c for c in s.track + s.challenge_deck + s.challenge_discard if c) != sorted(game.challenges):
        out.append("challenge cards are not each in one place (components.challenges)")
    for p in s.players:  # the hidden parts of p's view (which the view is made of), or in paranoid mode all of it
        out += hidden_in_view(game, p, information.view(game, p) if paranoid else information.hidden_parts(game, p))
    return out


_TOKENS = sorted(TRAP_TOKENS)


def _cards_of(game, team: frozenset) -> list:
    """The cards of a team's Champions, sorted (the game's cards are dealt once: worked out once per team)."""
    found = game.__dict__.setdefault("_team_cards", {})
    if team not in found:
        found[team] = sorted(c for c, card in game.cards.items() if card.champion in team)
    return found[team]


@implements("concepts.information")
def hidden_in_view(game, player: str, v: dict) -> list[str]:
    out = []
    for opp in game.s.players:
        if opp != player and not isinstance(v["players"][opp]["hand"], int):
            out.append(f"player {player}'s view shows {opp}'s hand (concepts.information)")
    if any(not isinstance(v["players"][p]["deck"], int) for p in game.s.players):
        out.append(f"player {player}'s view shows a deck's cards")
    if any(not isinstance(t, str) for t in v["traps"]):
        out.append(f"player {player}'s view shows a facedown trap")
    return out
