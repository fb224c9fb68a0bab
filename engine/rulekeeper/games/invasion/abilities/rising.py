"""A facedown development that becomes a unit until the end of the turn: "Until the end of turn, one target
development becomes a unit with 2 hit points and 2 Power. It also counts as a development." (Bolt of Change),
"each development you control becomes a unit with [Power][Power] and 2 hit points. It still counts as a
development." (Full Moon Rising). becoming.py reads the shape (with the support cards that become units) and calls
`rise`; it calls `sink` at the end of the turn (timing.E.3).

- The card stays facedown: it leaves `<zone>.dev` for its zone's own row, where combat, damage and card text that
  picks units find it, as a unit with the hit points and power the text gives and nothing else: no title, text box,
  traits, race, cost or keywords (it is facedown, core.cards.developments). It does not enter play: it was in play as
  a development (card-types.developments).
- It still counts as a development: card text that picks developments picks it (becoming._kind), and it still gives
  its zone a hit point (Game.developments, core.capital.hit-points); leaving play, the zone loses that hit point.
- Hidden: the opponent's view shows it as a facedown development, never its title (information.py); the events
  name it by id only, as the `develop` event names none.
- At the end of the turn it is a facedown development again, under its zone. A development holds no damage, tokens,
  corruption or attachments, so those are removed as it goes back (a choice: the rules say what a faceup
  development loses, card-types.developments, and nothing of a facedown one; a card under the capital board can hold
  none of them). It does not leave play, so nothing that triggers on leaving play is triggered.
"""

from __future__ import annotations

from dataclasses import replace

from ....kernel import implements

_FACEDOWN: dict[tuple, object] = {}  # (card name, hit points, power) -> the facedown unit reading


def facedown_unit(card, entry: dict):
    """What Game.card reads of a facedown development that is a unit now: the hit points and power the text gives,
    nothing printed (the card is facedown)."""
    key = (card.name, entry["health"], entry["with_power"])
    got = _FACEDOWN.get(key)
    if got is None:
        from .program import Reading
        got = _FACEDOWN[key] = replace(card, type="Unit", race="", health=entry["health"], power=entry["with_power"],
                                       cost=0, loyalty=0, traits=(), keywords=(), abilities=(), program=Reading(),
                                       zone_power=(), unique=False, only=None, faction_only=None, hero_limit=False,
                                       text="")
    return got


def facedown(g, cid: int) -> bool:
    """Is card `cid` a facedown development that is a unit now (its title hidden from the opponent)?"""
    return bool(g.s.lasting) and any(m["card"] == cid and m.get("development") for m in g.s.lasting)


@implements("card-types.developments", "timing.E.3", "core.capital.hit-points")
def rise(g, cid: int, stats: dict, source: int | None = None) -> bool:
    """Development `cid` is a unit in its zone until the end of the turn, still facedown and still a development;
    with a `source`, while that card's constant effect lasts instead (developments_as_units.py)."""
    s = g.s
    where = s.zones.where[cid]
    player, zone = where.split(".")[:2]
    s.lasting.append({"card": cid, "becomes": "unit", "development": True, **stats,
                      **({} if source is None else {"while": source})})
    s.zones.move(cid, f"{player}.{zone}")
    lasts = {"until": "end of turn"} if source is None else {"while": g.name(source)}
    g.emit("becomes", ("card-types.developments", "timing.E.3" if source is None else "core.effects.constant"),
           card=cid, player=player, zone=zone, what="unit", **lasts, facedown=True, enters_play=False, **stats)
    return True


@implements("card-types.developments", "timing.E.3", "card-types.attachments", "core.capital.burning")
def sink(g, cid: int, rules: tuple = ("timing.E.3", "card-types.developments")) -> None:
    """The turn is over (or the constant effect that made it a unit is): `cid` is a facedown development under its
    zone again (its lasting entry is gone already); what a development cannot hold is removed (see the module's
    docstring)."""
    s = g.s
    for att in [a for a, h in s.attached.items() if h == cid]:
        g.leave_play(att, "discarded", ("card-types.attachments",))
    removed = {"damage": s.damage.pop(cid, 0), "tokens": s.tokens.pop(cid, 0)}
    if cid in s.corrupted:
        s.corrupted.discard(cid)
        removed["corruption"] = 1
    for quest in [q for q, u in s.questing.items() if u == cid]:
        del s.questing[quest]
    player, zone = s.zones.where[cid].split(".")[:2]
    s.zones.move(cid, f"{player}.{zone}.dev")
    g.emit("reverts", rules, card=cid, player=player, zone=zone,
           to="development", facedown=True, **{k: v for k, v in removed.items() if v})
    g.settle_quests()
