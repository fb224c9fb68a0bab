"""Our Brawl engine behind the conformance protocol (kernel/protocol.py). Scenarios set up a position
(position.py: an ASCII hex map with two-letter marks, hands, damage, traps ...), act, and query.

    {"type": "setup", "position": {...}, "answers": ["stay", "yes"]}
    {"type": "setup", "new_game": {"seed": 1, "first": "A"}, "answers": [...]}   a whole game set up (setup.*)
        also "draft": "competitive", "variant": "tornado" (four players A-D)
    {"type": "act", "action": {"do": "play", "player": "A", "card": "Shield Bash"}}   also "end", "choose",
        "standard" (player, "action", "champion", "discard": a card of the hand)
    {"type": "query", "what": "champion", "name": "Gwaien"}   -> {"hex": "D7", "damage": 4, ...}
        also "snapshot", "outcome", "active", "team", "deployment", "vp", "zone" (player, zone), "cores"
        (player), "traps", "map", "track" (the challenge track, slot by slot: {"card", "vp"}), "challenge_discard",
        "order" (turn order), "first_player_token" (who holds it), "teams" (player -> team), "components" (what the box holds), "events" (kind)

Answers are option labels as the engine offers them ("stay", "yes", "D7", "Stand Firm on Dugrun"). In a
position, a choice the scenario did not script is the scenario's mistake (an error answer); in a new game's
setup the choices left out take the first option offered.
"""

from __future__ import annotations

import json
from typing import Any

from ... import __version__
from ...kernel import DecisionError, IllegalAction, Scripted
from ...kernel.protocol import ProtocolError
from ...kernel.protocol import TableServer
from .arena import ArenaError, load_arena
from .cards import Core, load_cards
from .picture import picture
from .position import from_position, mark
from .challenges import values as track_values
from .table import Table, new_game
from .game import default_extras
from .state import DAMAGE_TOKENS, TRAP_TOKENS, VP_TOKENS


def components(arena, champions, cards) -> dict:
    """What the box holds, as the engine knows it (components.*): Champion cards and their sides, action cards by
    Champion and Core, challenge cards, trap tokens, Cores of Magic."""
    challenges, standard = default_extras()
    per = {c: sorted(n for n, card in cards.items() if card.champion == c) for c in champions}
    return {"champions": {c: {"basic": vars(ch.basic), "levelled": vars(ch.levelled)} for c, ch in champions.items()},
            "action_cards": len(cards), "cards_per_champion": {c: len(v) for c, v in per.items()},
            "cores_of_cards": sorted({card.core.value for card in cards.values()}),
            "challenges": len(challenges), "trap_tokens": sorted(TRAP_TOKENS),
            "damage_tokens": DAMAGE_TOKENS, "vp_tokens": VP_TOKENS,
            "cores": sorted(k.value for k in Core), "standard_actions": sorted(standard)}

ZONES = ("hand", "deck", "discard")


class Server(TableServer):
    game = "brawl"
    engine = f"rulekeeper {__version__}"

    def __init__(self) -> None:
        self._game: Table | None = None
        self._arena = load_arena()
        self._cards = load_cards()

    @property
    def g(self) -> Table:
        if self._game is None:
            raise ProtocolError("no position yet: send a setup first")
        return self._game

    def setup(self, request: dict) -> list[dict]:
        if "new_game" in request:
            return self._new_game(request)
        pos, answers = request.get("position", {}), request.get("answers", [])
        if not isinstance(pos, dict) or not isinstance(answers, list):
            raise ProtocolError("a setup carries a position {...} and answers [...]")
        try:
            self._game = from_position(pos, Scripted(answers, default="error"), arena=self._arena,
                                       cards=self._cards)
        except (ArenaError, ValueError, KeyError) as exc:
            raise ProtocolError(f"the position can't be set up: {exc}") from None
        return self.g.log.to_json()

    def _new_game(self, request: dict) -> list[dict]:
        """A whole game set up by the rulebook (setup.*, the casual draft); choices the scenario leaves out take
        the first option offered."""
        spec, answers = request["new_game"], request.get("answers", [])
        if not isinstance(spec, dict) or not isinstance(answers, list):
            raise ProtocolError("a new game is {\"new_game\": {\"seed\", \"first\"}, \"answers\": [...]}")
        try:
            self._game = new_game(spec.get("seed", 0), Scripted(answers), self._arena, self._cards,
                                  first=spec.get("first"), draft=spec.get("draft", "casual"),
                                  variant=spec.get("variant", "standard"))
        except DecisionError as exc:
            raise ProtocolError(f"a scripted answer does not fit the setup: {exc}") from None
        return self.g.log.to_json()

    def act(self, action: dict) -> list[dict]:
        g, do = self.g, action["do"]
        start = len(g.log)
        if do == "choose":
            g.decisions.add(*action.get("answers", []))
            return []
        if action.get("player") not in g.s.players:
            raise ProtocolError(f"an action names its player, {' or '.join(g.s.players)}: {action!r}")
        if action["player"] != g.s.active:
            raise IllegalAction("round.activation", f"it is player {g.s.active}'s turn")
        try:
            if do == "play":
                g.do(("play", str(action.get("card"))))
            elif do == "end":
                g.do(("end",))
            elif do == "standard":
                g.do(("standard", str(action.get("action")), str(action.get("champion")), str(action.get("discard"))))
            else:
                raise ProtocolError(f"no action {do!r} (play, end, standard, choose)")
        except DecisionError as exc:
            raise ProtocolError(f"a choice the scenario did not script: {exc}") from None
        return [e.to_dict() for e in g.log.since(start)]

    def query(self, what: str, request: dict) -> Any:
        if what == "components":
            return components(self._arena, *self._cards)
        g = self.g
        s = g.s
        players = s.players
        if what == "snapshot":
            return json.dumps([repr(s.fighters), s.hand, s.deck, s.discard, s.limbo, s.cores, s.vp,
                               repr(s.traps), s.trap_supply, s.active, s.turn, s.winner, s.track,
                               s.challenge_deck, s.challenge_discard, s.standard_used, len(s.log)], sort_keys=True)
        if what == "track":
            vals = track_values(g)
            return [{"card": c, "vp": vals[i]} for i, c in enumerate(s.track)]
        if what == "challenge_discard":
            return list(s.challenge_discard)
        if what == "view" and request.get("player") in players:
            return g.view(request["player"])
        if what == "first_player_token":
            return s.first
        if what == "order":
            return list(s.order)
        if what == "teams":
            return dict(s.sides)
        if what == "outcome":
            return {"winner": s.winner, "removed": []}
        if what == "champion":
            f = s.fighters.get(request.get("name"))
            if f is None:
                raise ProtocolError(f"no Champion {request.get('name')!r} in the position")
            return {"owner": f.owner, "hex": g.hex_name(f.hex), "damage": f.damage, "levelled": f.levelled,
                    "rooted": f.rooted, "champion": f.champion, "hitpoints": g.stats(f).hitpoints,
                    "defence": g.stats(f).defence}
        if what == "team" and request.get("player") in players:
            return [f.name for f in g.team(request["player"])]
        if what == "deployment" and request.get("player") in players:
            return s.deployment.get(request["player"])
        if what == "active":
            return s.active
        if what == "vp":
            return dict(s.vp)
        if what == "zone" and request.get("player") in players and request.get("zone") in ZONES:
            return list(getattr(s, request["zone"])[request["player"]])
        if what == "cores" and request.get("player") in players:
            return dict(s.cores[request["player"]])
        if what == "traps":
            return {g.hex_name(h): t for h, t in s.traps.items()}
        if what == "map":
            return picture(g.arena, {f.hex: mark(f.name, f.owner) for f in g.in_arena()})
        raise ProtocolError(f"no query {what!r}")
