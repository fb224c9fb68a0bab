"""Where a card that has left play was: "When this unit leaves play, deal 4 damage to target unit in any
corresponding zone" (Doombull), "... return one target unit in any player's corresponding zone" (Sigmar's
Blessed). The card is in a pile now, so its zone is the one its leaving play names (zones.leaving-play); the
engine reads "this zone" / "the corresponding zone" of such a card as that zone, its last place in play (the
engine's reading: the rules do not say)."""

from __future__ import annotations

from ....kernel import implements

LEAVES = ("destroyed", "sacrificed", "returned", "discarded")  # game.leave_play's events (triggers.LEAVES)


@implements("zones.leaving-play")
def left_from(g, cid: int) -> tuple[str, str]:
    """(player, zone) of the last zone in play card `cid` left; ("", "") if it never was in play."""
    log = g.s.log
    events = log.events
    cache = g.__dict__.setdefault("_left_from", {})
    hit = cache.get(cid)
    if hit is not None and hit[0] is log and hit[1] == len(events):  # the same log (not a restored state's), as long
        return hit[2]
    found = ("", "")
    for ev in reversed(events):
        if ev.kind in LEAVES and ev.data.get("card") == cid:
            who, _, zone = str(ev.data.get("zone", "")).partition(".")
            found = (who, zone.split(".")[0])
            break
    cache[cid] = (log, len(events), found)
    return found
