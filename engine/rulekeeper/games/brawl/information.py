"""What each player sees (`concepts.information`): hands hidden from the opponent, discard piles and both sides
of the Champion cards open, decks as counts, traps facedown (no one knows which token is where, `trap`)."""

from __future__ import annotations

from ...kernel import implements


@implements("concepts.information")
def hidden_parts(game, player: str) -> dict:
    """What `view` shows `player` of what is hidden: each hand (the player's own, the others' as counts), each deck
    (a count) and the traps (their hexes, the tokens facedown). The rest of a view is open information; the
    invariant checked after every step (invariants.py) reads these alone."""
    s = game.s
    return {"players": {p: {"hand": list(s.hand[p]) if p == player else len(s.hand[p]), "deck": len(s.deck[p])}
                        for p in s.players},
            "traps": sorted(game.hex_name(h) for h in s.traps)}


@implements("concepts.information")
def view(game, player: str) -> dict:
    s = game.s
    hidden = hidden_parts(game, player)
    return {
        "you": player, "active": s.active, "turn": s.turn, "round": s.round, "vp": dict(s.vp), "winner": s.winner,
        "champions": [{"name": f.name, "owner": f.owner, "hex": game.hex_name(f.hex), "damage": f.damage,
                       "levelled": f.levelled, "rooted": f.rooted} for f in s.fighters.values()],
        "players": {p: {**hidden["players"][p], "discard": list(s.discard[p]), "cores": dict(s.cores[p]),
                        "deployment": s.deployment.get(p), "team": s.sides[p]} for p in s.players},
        "challenges": {"track": list(s.track), "deck": len(s.challenge_deck), "discard": list(s.challenge_discard)},
        "traps": hidden["traps"],
        "champion_cards": {f.name: {"basic": vars(game.champions[f.champion].basic),
                                    "levelled": vars(game.champions[f.champion].levelled)} for f in s.fighters.values()},
    }
