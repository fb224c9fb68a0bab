"""Ambush (core.effects.ambush, keyword.ambush): a card with Ambush X is brought into play only from a face-down
development: its owner pays X resources, turns it face up and it enters play in that development's zone. It is
put into play, not played (no cost, no loyalty; the unique rule and its text's restrictions still apply,
zones.put-into-play). As the Action it is, it is taken when the game waits on its player's decision.
"""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from .capital import refusal
from .cards import ZONES
from .game import Game


@implements("core.effects.ambush", "keyword.ambush")
def ambush(g: Game, p: str, cid: int) -> None:
    s = g.s
    if g.over or s.deciding != p or s.pending is not None:
        raise IllegalAction("core.effects.ambush", f"player {p} can't take an action now (the game waits for "
                                                   f"player {s.deciding}: {s.step})")
    if not isinstance(cid, int) or not 0 <= cid < len(s.names):
        raise IllegalAction("keyword.ambush", f"no card {cid!r}")
    card = g.card(cid)
    if not any(k == "ambush" for k, _, _ in card.keywords):
        raise IllegalAction("keyword.ambush", f"{card.name} has no Ambush")
    x = sum(v for k, v, _ in card.keywords if k == "ambush")
    where = s.zones.where[cid]
    if not where.endswith(".dev") or where.split(".")[0] != p:
        raise IllegalAction("keyword.ambush", f"{card.name} is not one of player {p}'s face-down developments: "
                                              "Ambush works only from a face-down development")
    zone = where.split(".")[1]
    problem = refusal(g, p, cid, zone, playing=False)
    if problem:
        raise problem
    if x > s.resources[p]:
        raise IllegalAction("core.cards.cost", f"Ambush {x} costs {x}; player {p} has {s.resources[p]}")
    s.resources[p] -= x
    s.zones.move(cid, f"{p}.{zone}")
    g.emit("ambush", ("core.effects.ambush", "keyword.ambush", "zones.put-into-play"), player=p, card=cid,
           name=card.name, zone=zone, paid=x)
    # the zone has one development fewer: fewer hit points, and it burns if its damage reaches them (a soak found
    # a kingdom with 11 damage and 10 hit points after an ambush)
    g.damage_zone(p, zone, 0, ("core.capital.burning", "core.capital.hit-points"), check=True)


def options(g: Game, p: str) -> list[tuple]:
    """The ambushes player p could make now."""
    out = []
    for z in ZONES:
        for cid in g.cards(p, f"{z}.dev"):
            keywords = g.card(cid).keywords
            x = sum(v for k, v, _ in keywords if k == "ambush")
            if any(k == "ambush" for k, _, _ in keywords) and x <= g.s.resources[p] \
                    and refusal(g, p, cid, z, playing=False) is None:
                out.append(("ambush", cid))
    return out
