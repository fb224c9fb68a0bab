"""Developments that are units while a card in play says so: "Each development you control becomes a unit with 2 hit
points and [Power][Power]. It still counts as a development." (Kairos Fateweaver, a constant effect,
core.effects.constant). Full Moon Rising says the same until the end of the turn (rising.py, through becoming.py).

- While the card is in play, each development its controller controls is a facedown unit in its zone with those
  hit points and power (rising.rise, with the card as the entry's source): the ones there when it enters play, and
  each one played later.
- A development played now enters play as a development and only then is a unit (faq.30): "Your units enter this
  zone corrupted." (Warpstone Excavation) does not corrupt it, as what enters play is a development. `keep` runs
  once what an action or an effect triggered is resolved (run.settle), so after the development is in play.
- When the card leaves play (or another player takes control of it), its developments are facedown
  developments again (rising.sink), and what a development cannot hold goes. End of the turn leaves them
  alone: the entry lasts while its source does, not until the end of the turn (turn.py, becoming.at_end).
Read by program.EXTRA_CONSTANTS; the second sentence is read only after the first (it says nothing alone).
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Player
from ..cards import ZONES
from ..state import PLAYERS
from . import becoming, program
from .rising import rise, sink

_READ: set[str] = set()  # the titles whose first sentence was read (their "It still counts as a development.")


@dataclass(frozen=True)
class DevelopmentsAreUnits:
    """Each development the card's controller controls is a unit with these hit points and power."""
    health: int
    power: int


@dataclass(frozen=True)
class StillADevelopment:
    """"It still counts as a development.", said of the developments DevelopmentsAreUnits makes units."""


def _each_development_you_control(o) -> bool:
    c = getattr(o, "controller", None)
    return isinstance(o, Objects) and tuple(o.kind) == ("development",) and o.ref == "each" \
        and isinstance(c, Player) and c.who == "you" and not (c.ref or c.of or c.described) \
        and not (o.qualities or o.described or o.of or o.place or o.target or o.count)


def _reads(ab, name: str):
    e = ab.effect
    if ab.zone is not None:
        return None
    if isinstance(e, E.Becomes) and e.by is None and _each_development_you_control(e.who) \
            and isinstance(e.what, Objects) and tuple(e.what.kind) == ("unit",) and e.what.ref == "a" \
            and not (e.what.qualities or e.what.of or e.what.place or e.what.controller):
        stats = becoming._stats(e.what)
        if stats is None:
            return None
        _READ.add(name)
        becoming.BECOMERS.add(name)  # Game reads what a card is now (becoming.as_now) only in a game with one
        return DevelopmentsAreUnits(stats["health"], stats["with_power"])
    if isinstance(e, E.CountsAs) and e.by is None and name in _READ and becoming._plain(e.who, (("it",),), "it") \
            and becoming._plain(e.what, (("development",),), "a"):
        return StillADevelopment()
    return None


def _sources(g) -> dict[str, tuple[int, DevelopmentsAreUnits]]:
    """Player -> (the first card in play they control with the effect, its reading)."""
    titles = g.extra_names(DevelopmentsAreUnits)
    found: dict[str, tuple[int, DevelopmentsAreUnits]] = {}
    if not titles:
        return found
    names = g.s.names
    for p in PLAYERS:
        for z in ZONES + ("legend",):
            for cid in g.cards(p, z):
                if names[cid] not in titles:
                    continue
                prog = g.card(cid).program
                got = next((x for x in prog.extras if isinstance(x, DevelopmentsAreUnits)), None) if prog else None
                if got is not None and any(isinstance(x, StillADevelopment) for x in prog.extras):
                    found.setdefault(g.controller(cid), (cid, got))
    return found


@implements("faq.30", "core.effects.constant", "card-types.developments")
def keep(g) -> None:
    """Make the developments units that the effects in play now say are, and the others developments again."""
    titles, s = g.extra_names(DevelopmentsAreUnits), g.s
    if not titles or titles.isdisjoint(s.names) and not any("while" in m for m in s.lasting):
        return  # no card of the game has the effect, and no development is a unit by one
    sources = _sources(g)
    for m in [m for m in s.lasting if "while" in m]:
        cid = m["card"]
        if g.is_in_play(cid) and sources.get(g.controller(cid), (None,))[0] == m["while"]:
            continue
        s.lasting.remove(m)
        if g.is_in_play(cid):
            sink(g, cid, ("core.effects.constant", "card-types.developments"))
    for p, (src, reading) in sources.items():
        for z in ZONES:
            for cid in list(g.cards(p, f"{z}.dev")):
                rise(g, cid, {"health": reading.health, "with_power": reading.power}, source=src)


program.EXTRA_CONSTANTS.append(_reads)
