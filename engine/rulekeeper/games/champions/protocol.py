"""Our Champions engine behind the conformance protocol (kernel/protocol.py; the messages are described by
`conformance/champions/protocol.schema.json`). `rulekeeper serve --game champions` runs it on stdin/stdout;
the conformance driver calls `Server.handle` directly when no `--program` is given.

Players are "A"/"B"; lanes 1-4 left to right as their owner sees them; corners 1-4 (1 = upright; a position
may put a Champion on corner 5, its Quest complete, 2.6.6). Cards are named; `cards` in a setup are cards.yaml entries (their `text`
in the card-text language) added to the project's own cards for that scenario.
"""

from __future__ import annotations

from typing import Any

from ... import __version__
from ...kernel import IllegalAction
from ...kernel.protocol import ProtocolError
from ...kernel.protocol import TableServer
from ...text import CardTextError
from . import corners, passives
from .choices import JudgeChoices
from . import deck as decks
from .cards import CardDataError, card_from_entry, load_cards
from .game import GameOver
from .information import view
from .moving import support, swap_champions
from .setup import add_card
from .table import Table, from_position, new_game
from .turn import battlefield_phase

PLACE_ORDER = {"lane": 0, "hand": 1, "limbo": 2, "discard": 3, "deck": 4}  # where a name is looked for first


class Server(TableServer):
    game = "champions"
    engine = f"rulekeeper {__version__}"

    def __init__(self) -> None:
        self._game: Table | None = None
        self._own: dict | None = None

    # --- cards ----------------------------------------------------------------------------------------------
    def _own_cards(self) -> dict:
        """spec/champions/cards.yaml, loaded once (cards are frozen data)."""
        if self._own is None:
            self._own = load_cards()
        return self._own

    def _pool(self, entries: Any) -> dict:
        if not isinstance(entries, list):
            raise ProtocolError(f"'cards' is a list of cards.yaml entries, not {entries!r}")
        pool = dict(self._own_cards())
        for entry in entries:
            card = _card(entry)
            pool[card.name] = card
        return pool

    # --- setup ----------------------------------------------------------------------------------------------
    def setup(self, request: dict) -> list[dict]:
        pool = self._pool(request.get("cards", []))
        choices = JudgeChoices(list(request.get("choices", [])))
        try:
            if "decks" in request:
                game = self._from_decks(pool, request, choices)
            else:
                game = self._from_position(pool, request.get("position"), choices)
        except decks.DeckFileError as exc:
            raise ProtocolError(str(exc)) from None
        except (KeyError, ValueError) as exc:
            raise ProtocolError(f"the position can't be set up: {str(exc).strip(chr(34))}") from None
        self._game = game
        return [e.to_dict() for e in game.s.log.events]

    def _from_decks(self, pool: dict, request: dict, choices) -> Table:
        """3.2: a whole game set up from both players' decks (shuffles with `seed`, default 1)."""
        lists = {p: list(decks.deck_from_entry(d, f"player {p}'s deck").all)
                 for p, d in (request.get("decks") or {}).items()}
        if set(lists) != {"A", "B"}:
            raise ProtocolError("'decks' names both players' decks: {\"A\": ..., \"B\": ...}")
        return new_game(pool, lists, seed=request.get("seed", 1), decisions=choices,
                        first=request.get("first", "A"), start=True)

    def _from_position(self, pool: dict, position: Any, choices) -> Table:
        if not isinstance(position, dict):
            raise ProtocolError("a setup carries a 'position' (or 'decks')")
        for p, spec in (position.get("players") or {}).items():
            for lane in (spec.get("lanes") or {}).values():
                if isinstance(lane.get("corner"), str):  # a corner named by its Quest Objective
                    lane["corner"] = _objective_corner(pool, lane.get("champion"), lane["corner"])
        game = from_position(pool, position, decisions=choices)
        for p, spec in (position.get("players") or {}).items():
            for name in spec.get("champions") or ():  # Champions not yet placed (3.2.1.4)
                if name not in pool:
                    raise KeyError(f"unknown card {name!r}")
                add_card(game.s, name, p, f"{p}.champions")
        return game

    # --- actions --------------------------------------------------------------------------------------------
    def act(self, action: dict) -> list[dict]:
        game = self.table
        mark = len(game.s.log)
        do = action["do"]
        p = action.get("player")
        if do == "play":
            game.play(p, action["card"], action["champion"])
        elif do == "heroic_act":
            game.heroic_act(p, action["card"], int(action.get("index", 0)))
        elif do == "pass":
            game.pass_actions(p)
        elif do == "begin_turn":
            game.begin_turn()
        elif do == "battlefield_phase":  # one phase on its own, for a position built in that phase
            try:
                battlefield_phase(game)
            except GameOver:
                pass
        elif do == "end_turn":  # the rest of the turn: the remaining actions passed, then Draw and End
            game.pass_actions(game.s.active)
        elif do == "swap_champions":  # 2.10.4
            swap_champions(game, game.champion(p, action["first"]), game.champion(p, action["second"]))
        elif do == "choose":
            game.decisions.add(*action.get("answers", ()))
        else:
            raise ProtocolError(f"no action {do!r}; the actions are play, heroic_act, pass, begin_turn, "
                                "battlefield_phase, end_turn, swap_champions, choose")
        return [e.to_dict() for e in game.s.log.events[mark:]]

    def card(self, entry: Any):
        return _card(entry)

    # --- queries --------------------------------------------------------------------------------------------
    def query(self, what: str, request: dict) -> Any:
        if what == "card_check":
            return self.card_check(request.get("card"))
        if what == "deck_check":
            pool = self._pool(request.get("cards", []))
            deck = _deck(request.get("deck"))
            return [{"rule": p.rule, "message": p.message} for p in decks.check_deck(deck, pool)]
        if what == "deck_actions":
            return list(_deck(request.get("deck")).actions)
        game = self.table
        p = request.get("player")
        if what == "card":
            return self._card_state(game, request.get("card"), p, request.get("lane"))
        if what == "zone":
            return game.cards_in(p, request["zone"])
        if what == "lane":
            return game.cards_in(p, f"lane{int(request['lane']) - 1}.front")
        if what == "support":
            top = game.top(p, int(request["lane"]) - 1)
            return 0 if top is None else support(game, top)
        if what == "player":
            s = game.s
            return {"health": game.health(p),
                    "blessings_under": sum(len(s.zones[f"{p}.lane{ln}.blessing"]) for ln in range(4)),
                    "champions_on_battlefield": len(list(game.champions(p)))}
        if what == "turn":
            s = game.s
            return {"active": s.active, "phase": s.phase, "actions": s.actions, "winner": s.winner,
                    "removed": sorted(s.removed)}
        if what == "outcome":
            return {"winner": game.s.winner, "removed": sorted(game.s.removed)}
        if what == "view":
            return view(game, p)
        if what == "snapshot":
            return game.snapshot_text()
        raise ProtocolError(f"no query {what!r}")

    def _card_state(self, game: Table, name: str, player: str | None, lane: int | None) -> dict | None:
        """Where a card is (by name, owner and lane): the battlefield first, then hand, limbo, discard pile, deck;
        its corner (1-4), whether it is Dormant, active (applies its effects: 6.1.2.dormant, X corners, face
        down ...) and, for a Champion, whether its Quest is complete (2.6.6)."""
        cid = _find(game, name, player, None if lane is None else int(lane) - 1)
        if cid is None:
            return None
        zone = game.s.zones.where[cid]
        last = zone.split(".")[-1]
        place = "limbo" if zone == "limbo" else {"front": "play"}.get(last, last)
        on_corner = cid in game.s.status
        lane = game.lane_of(cid)
        card = game.pool[game.s.names[cid]]
        rot = game.s.status[cid].rot if on_corner else None
        done = card.objectives and rot is not None and rot >= len(card.objectives)
        objective = str(card.objectives[rot]) if card.objectives and rot is not None and not done else None
        return {"place": place, "lane": None if lane is None else lane + 1,
                "corner": None if rot is None else rot % 4 + 1,
                "face_up": game.status(cid).face_up if on_corner else None, "objective": objective,
                "dormant": (game.status(cid).dormant or passives.is_dormant(game, cid)) if on_corner else None,
                "active": corners.active(game, cid) if on_corner else None,
                "quest_complete": bool(done) if card.objectives else None}


def _card(entry: Any):
    try:
        return card_from_entry(entry, "scenario")
    except (CardDataError, CardTextError, ValueError) as exc:
        raise ProtocolError(str(exc)) from None


def _deck(entry: Any):
    try:
        return decks.deck_from_entry(entry, "scenario")
    except decks.DeckFileError as exc:
        raise ProtocolError(str(exc)) from None


def _objective_corner(pool: dict, champion: Any, objective: str) -> int:
    if champion not in pool:
        raise KeyError(f"unknown card {champion!r}")
    for i, obj in enumerate(pool[champion].objectives):
        if str(obj) == objective:
            return i + 1
    raise ValueError(f"{champion!r} has no {objective!r} objective")


def _find(game: Table, name: str, player: str | None, lane: int | None = None) -> int | None:
    best = None
    for cid, n in enumerate(game.s.names):
        if n != name or (player is not None and game.s.owner[cid] != player) or cid not in game.s.zones.where:
            continue
        if lane is not None and game.lane_of(cid) != lane:
            continue
        zone = game.s.zones.where[cid]
        rank = next((v for k, v in PLACE_ORDER.items() if k in zone), 5)
        if best is None or rank < best[0]:
            best = (rank, cid)
    return None if best is None else best[1]


__all__ = ["Server", "IllegalAction"]
