"""Our Invasion engine behind the conformance protocol (kernel/protocol.py; the messages are described by
`conformance/invasion/protocol.schema.json`). `rulekeeper serve --game invasion` runs it on stdin/stdout.

Players are "A"/"B"; zones are kingdom, quest, battlefield; cards are named (the first matching card of that
player in the place the action needs). `cards` in a setup are cards.yaml entries added to the project's own
cards (spec/invasion/cards.yaml and drill-cards.yaml) for that scenario. An action made of several decisions
(declaring attackers, assigning damage) is carried out whole or not at all.
"""

from __future__ import annotations

from typing import Any

from ... import __version__, paths
from ...kernel import IllegalAction
from ...kernel.protocol import ProtocolError
from ...kernel.protocol import TableServer
from .capital import cost
from .cards import ZONES, CardDataError, card_from_entry, default_path, load_cards
from .deck import FORMATS, HEAD_TO_HEAD, check_deck
from .errata import canonical, card_data
from .information import view
from .table import Table, from_position, new_game


class Server(TableServer):
    game = "invasion"
    engine = f"rulekeeper {__version__}"

    def __init__(self) -> None:
        self._game: Table | None = None
        self._own: dict | None = None

    def _pool(self, entries: Any) -> dict:
        if self._own is None:
            self._own = {**load_cards(paths.spec_dir("invasion") / "drill-cards.yaml"), **load_cards(default_path())}
        if not isinstance(entries, list):
            raise ProtocolError(f"'cards' is a list of cards.yaml entries, not {entries!r}")
        pool = dict(self._own)
        for entry in entries:
            card = _card(entry)
            pool[card.name] = card
        return pool

    def setup(self, request: dict) -> list[dict]:
        pool = self._pool(request.get("cards", []))
        try:
            if "decks" in request:
                decks = request["decks"]
                if not isinstance(decks, dict) or set(decks) != {"A", "B"}:
                    raise ProtocolError("'decks' names both players' decks: {\"A\": [...], \"B\": [...]}")
                game = new_game(pool, {p: _names(d) for p, d in decks.items()}, seed=request.get("seed", 1),
                                first=request.get("first"))
            elif isinstance(request.get("position"), dict):
                game = from_position(pool, request["position"], seed=request.get("seed", 1))
            else:
                raise ProtocolError("a setup carries a 'position' (or 'decks')")
        except (KeyError, ValueError, TypeError) as exc:
            raise ProtocolError(f"the position can't be set up: {exc}") from None
        choices = request.get("choices", [])
        if not isinstance(choices, list) or not all(isinstance(x, str) for x in choices):
            raise ProtocolError("'choices' is a list of answers (card names) for the next choices")
        game.s.answers = list(choices)
        self._game = game
        return [e.to_dict() for e in game.s.log.events]

    def act(self, action: dict) -> list[dict]:
        g = self.table
        mark, before = len(g.s.log), g.snapshot()
        try:
            for step in self._steps(g, action):
                g.do(step, action.get("player"))
        except IllegalAction:
            g.restore(before)  # a whole action or nothing: the state exactly as before
            raise
        return [e.to_dict() for e in g.s.log.events[mark:]]

    def _steps(self, g: Table, action: dict):
        """The engine's action tuples for one protocol action (names looked up as each step comes)."""
        do, p = action["do"], action.get("player")
        if p not in ("A", "B") and do not in ("begin_turn", "choose"):
            raise ProtocolError(f"an action names its player, A or B, not {p!r}")
        if do in ("keep", "mulligan", "pass"):
            yield (do,)
        elif do == "play" and (action.get("sacrificing") or action.get("spending_damage")):
            yield ("play_paying", g.hand_card(p, action.get("card")), action.get("zone"), self._paying_play(g, p, action))
        elif do == "play" and action.get("quest") is not None:
            yield ("play", g.hand_card(p, action.get("card")), action.get("zone"), g.find(p, action["quest"], *ZONES))
        elif do in ("play", "develop"):
            yield (do, g.hand_card(p, action.get("card")), action.get("zone"))
        elif do == "shuffle_developments":
            yield ("shuffle_developments", action.get("zone"))
        elif do == "ambush":
            zone = action.get("zone")
            if zone not in ZONES:
                raise ProtocolError(f"an ambush names the zone of the development, not {zone!r}")
            yield ("ambush", g.find(p, action.get("card"), f"{zone}.dev", "hand", *ZONES))
        elif do == "attach":
            yield ("attach", g.hand_card(p, action.get("card")), self._ref(g, action.get("host"), "attach"))
        elif do == "restore":
            yield ("restore", None if action.get("card") is None else g.find(p, action["card"], *ZONES))
        elif do == "attack":
            yield ("attack", action.get("zone"), *((True,) if action.get("legend") else ()))
        elif do == "attack_fulcrum":
            yield ("attack_fulcrum", self._fulcrum(g, action.get("fulcrum")))
        elif do in ("declare_attackers", "declare_defenders"):
            kind = "attacker" if do == "declare_attackers" else "defender"
            for name in action.get("cards") or []:
                yield (kind, self._fresh(g, p, name, kind))
            yield ("done",)
        elif do == "counterstrike":
            yield ("counterstrike", self._unit(g, action.get("target"), "attackers"))
        elif do == "assign":
            yield from self._assign(g, p, action.get("damage") or {})
        elif do == "begin_turn":
            g.begin_turn()
        elif do == "action":
            cid = self._in_play(g, p, action.get("card"))
            index = _ability(g.card(cid), action.get("ability"))
            yield ("action", cid, index, self._targets(g, p, cid, dict(g.card(cid).program.actions)[index],
                                                        action.get("targets")), self._paying(g, p, action),
                   *((action["x"],) if action.get("x") is not None else ()))
        elif do == "play_tactic":
            cid = g.hand_card(p, action.get("card"))
            prog = g.card(cid).program
            if g.card(cid).type != "Tactic" or prog is None or not prog.actions:
                raise IllegalAction("core.cards.tactic", f"{g.name(cid)} is not a tactic this engine can play")
            yield ("tactic", cid, self._targets(g, p, cid, prog.actions[0][1], action.get("targets")),
                   self._paying(g, p, action), *((action["x"],) if action.get("x") is not None else ()))
        elif do == "effect":
            self._effect(g, p, action)
        elif do == "choose":
            answers = action.get("answers")
            if not isinstance(answers, list) or not all(isinstance(x, str) for x in answers):
                raise ProtocolError("'answers' is a list of card names")
            g.s.answers.extend(answers)
        else:
            raise ProtocolError(f"no action {do!r}; the actions are keep, mulligan, restore, play, develop, pass, "
                                "attack, attack_fulcrum, declare_attackers, declare_defenders, counterstrike, assign, "
                                "begin_turn, attach, ambush, effect, choose, action, play_tactic, shuffle_developments")

    def _paying_play(self, g: Table, p: str, action: dict) -> dict:
        """A play paid otherwise (paying.py): `sacrificing` the developments under the zones named (one zone per
        development), `spending_damage` {unit name: damage} from the player's units in play."""
        zones, spend = action.get("sacrificing") or [], action.get("spending_damage") or {}
        if not isinstance(zones, list) or not all(z in ZONES for z in zones) or not isinstance(spend, dict):
            raise ProtocolError("'sacrificing' lists zones (one per development), 'spending_damage' maps a unit's "
                                "name to the damage spent")
        devs: list[int] = []
        for z in zones:
            left = [c for c in g.cards(p, f"{z}.dev") if c not in devs]
            if not left:
                raise IllegalAction("faq.51", f"player {p} has no (other) development in their {z}")
            devs.append(left[0])
        return {"developments": devs, "damage": [[g.find(p, n, *ZONES), k] for n, k in spend.items()]}

    def _paying(self, g: Table, p: str, action: dict) -> list[int]:
        """The player's own cards a "sacrifice a ..." cost takes, by name."""
        used: set = set()
        out = []
        for n in action.get("paying") or []:
            try:
                out.append(self._target(g, p, {"card": n, "player": p}, used))
            except IllegalAction:
                raise IllegalAction("timing.C.2", f"player {p} has no {n!r} in play to sacrifice") from None
        return out

    def _in_play(self, g: Table, p: str, name) -> int:
        return g.find(p, name, *ZONES)

    def _targets(self, g: Table, p: str, cid: int, ability, names) -> list[list[int]]:
        """The targets by name, in the text's order, grouped by the number each target of the text takes.
        A name is looked up among the cards in play (and developments): the acting player's first, unless it is
        given as {"card": name, "player": "B"}."""
        from .abilities.program import slots
        names = list(names or [])
        want = slots(ability.effect, g.name(cid))
        out, used = [], set()
        for _, sel in want:
            group = []
            for _ in range(sel.count):
                if not names:
                    break
                group.append(self._target(g, p, names.pop(0), used))
            out.append(group)
        if names:
            out.append([self._target(g, p, n, used) for n in names])  # too many: the engine refuses (timing.C.1)
        return out

    def _target(self, g: Table, p: str, name, used: set) -> int:
        owner = None
        if isinstance(name, dict):
            name, owner = name.get("card"), name.get("player")
        players = [owner] if owner else [p, "B" if p == "A" else "A"]
        places = list(ZONES) + [f"{z}.dev" for z in ZONES]
        found = [cid for q in players for place in places for cid in g.cards(q, place) if g.name(cid) == name]
        found += [e["card"] for e in (g.s.window or {}).get("chain", []) if g.name(e["card"]) == name]  # just played
        found += [cid for q in players for cid in g.cards(q, "discard") if g.name(cid) == name]  # a card there (faq.4)
        for cid in found:  # two of one name: the second mention is the second card
            if cid not in used:
                used.add(cid)
                return cid
        if found:  # the same card named again (the engine decides whether it may be: faq.26)
            return found[0]
        raise IllegalAction("timing.C.1", f"no card {name!r} in play to target")

    def _fresh(self, g: Table, p: str, name: str, kind: str) -> int:
        """The next unit of that name not yet declared (two of one name: the second mention is the second card)."""
        c = g.s.combat
        taken = (c.attackers if kind == "attacker" else c.defenders) if c else []
        places = ("battlefield", "legend", "kingdom", "quest") if kind == "attacker" else ((c.target,) if c else ZONES)
        # an attacker out of the battlefield: the engine says whether a constant effect lets it (combat.can_attack)
        if kind == "defender" and c is not None and c.fulcrum is not None:
            places += ("legend",)  # a legend defends a fulcrum with an attachment that lets it (faq.58)
        for cid in (x for z in places for x in g.cards(p, z)):
            if g.name(cid) == name and cid not in taken:
                return cid
        raise IllegalAction("core.combat.2" if kind == "attacker" else "core.combat.3",
                            f"player {p} has no (other) {name!r} that could be declared as an {kind}")

    def _fulcrum(self, g: Table, name) -> int:
        """A fulcrum by name: in the common play area or a player's battlefield."""
        from .fulcrums import common
        for cid in common(g) + [c for q in ("A", "B") for c in g.cards(q, "battlefield")]:
            if g.name(cid) == name and g.card(cid).type == "Fulcrum":
                return cid
        raise IllegalAction("faq.56", f"no fulcrum {name!r} in the common play area or a battlefield")

    def _unit(self, g: Table, name: str, side: str) -> int:
        c = g.s.combat
        for cid in (getattr(c, side) if c else []):
            if g.name(cid) == name:
                return cid
        raise IllegalAction("core.combat.3.counterstrike", f"{name!r} is not among the {side}")

    def _effect(self, g: Table, p: str, action: dict) -> None:
        """A card effect of player p's, by kind (games/invasion/effects.py); cards and capital sections are given
        as {"player", "card"} / {"player", "zone"}, a player alone as {"player"}."""
        kind = action.get("effect")
        if not isinstance(kind, str):
            raise ProtocolError("an effect action names its 'effect' (damage, indirect_damage, destroy ...)")
        args = {}
        for key, value in action.items():
            if key in ("do", "player", "effect"):
                continue
            if key in ("target", "to", "source", "card"):
                args["dealt_to" if kind == "indirect_damage" and key == "target" else key] = self._ref(g, value, kind)
            else:
                args[key] = value
        g.resolve(p, kind, **args)

    def _ref(self, g: Table, ref: Any, kind: str):
        """{"player": P, "card": name} -> the card of that name P controls in play (for put_into_play: in P's
        hand, discard pile or deck, or the `place` named); {"player": P, "zone": z} -> "P.z"; {"player": P} -> P."""
        if not isinstance(ref, dict) or ref.get("player") not in ("A", "B"):
            raise ProtocolError(f"a card is given as {{\"player\", \"card\"}} (a section: {{\"player\", \"zone\"}}), "
                                f"not {ref!r}")
        q = ref["player"]
        if "zone" in ref:
            if ref["zone"] not in ZONES:
                raise ProtocolError(f"no capital zone {ref['zone']!r}")
            return f"{q}.{ref['zone']}"
        if "card" not in ref:
            return q
        places = ("hand", "discard", "deck") if kind in ("put_into_play", "play_free") else (*ZONES, "legend")
        if kind in ("take_control", "turn_faceup", "destroy"):
            places += tuple(f"{z}.dev" for z in ZONES)
        if ref.get("place") is not None:
            if kind == "put_into_play" and ref["place"] in ZONES:
                places += ZONES  # a card already in play: the engine refuses it (faq.20)
            if ref["place"] not in places:
                raise ProtocolError(f"a {kind} effect takes a card from {', '.join(places)}, not {ref['place']!r}")
            places = (ref["place"],)
        return g.find(q, ref["card"], *places)

    def _assign(self, g: Table, p: str, damage: dict):
        if not isinstance(damage, dict):
            raise ProtocolError("'damage' maps a unit's name (or \"zone\") to the damage assigned to it")
        if g.s.step == "indirect":
            for target, n in damage.items():
                where = f"{p}.{target}" if target in ZONES else g.find(p, target, *ZONES, "legend")
                for _ in range(int(n)):
                    yield ("indirect", where)
            if g.s.step == "indirect":
                raise IllegalAction("damage.indirect-damage", f"all of the indirect damage is assigned: "
                                                              f"{g.s.pending['left']} left")
            return
        side = g.s.combat.side if g.s.combat else None
        for target, n in damage.items():
            for _ in range(int(n)):
                if target == "zone":
                    yield ("assign", "zone")
                else:
                    yield ("assign", self._unit(g, target, "defenders" if side == "attack" else "attackers"))
        c = g.s.combat
        if c is not None and c.side == side and c.left and g.s.step == "assign":
            raise IllegalAction("core.combat.4", f"all of a side's damage is assigned: {c.left} left")

    def card(self, entry: Any):
        return _card(entry)

    def query(self, what: str, request: dict) -> Any:
        if what == "card_check":
            return self.card_check(request.get("card"))
        if what == "deck_check":
            pool = self._pool(request.get("cards", []))
            fmt = request.get("format") or HEAD_TO_HEAD
            if fmt not in FORMATS:
                raise ProtocolError(f"no tournament format {fmt!r}; the formats are {', '.join(FORMATS)}")
            problems = check_deck(_names(request.get("deck")), pool, fmt)
            return [{"rule": x.rule, "message": x.message} for x in problems]
        if what == "card_data":  # the card as it plays: the FAQ's errata applied on load
            card = self._pool(request.get("cards", [])).get(request.get("card"))
            return None if card is None else card_data(card)
        if what == "fmt":
            return canonical(request.get("text"))
        g, p = self.table, request.get("player")
        if what == "turn":
            s = g.s
            return {"active": s.active, "turn": s.turn, "phase": s.phase, "step": s.step, "deciding": s.deciding,
                    "winner": s.winner}
        if what == "outcome":
            loser = None if g.s.winner is None else ("B" if g.s.winner == "A" else "A")
            return {"winner": g.s.winner, "removed": [] if loser is None else [loser], "reason": g.s.reason}
        if what == "zone":
            zone = request.get("zone")
            names = [g.name(c) for c in g.cards(p, zone)] if zone in _PLACES else None
            if names is None:
                raise ProtocolError(f"no zone {zone!r}; the zones are {', '.join(_PLACES)}")
            return names[::-1] if zone == "deck" else names
        if what == "capital":
            z = request.get("zone")
            if z not in ZONES:
                raise ProtocolError(f"no capital zone {z!r}")
            return {"power": g.power(p, z), "hit_points": g.hit_points(p, z), "damage": g.s.zone_damage[f"{p}.{z}"],
                    "burned": f"{p}.{z}" in g.s.burned, "developments": g.developments(p, z)}
        if what == "player":
            return {"resources": g.s.resources[p], "race": g.s.race[p],
                    **{x: len(g.cards(p, x)) for x in ("hand", "deck", "discard")}}
        if what == "card":
            return self._card_state(g, request.get("card"), p)
        if what == "cost":
            name = request.get("card")
            if name not in g.pool:
                raise ProtocolError(f"unknown card {name!r}")
            return cost(g, p, g.pool[name])
        if what == "view":
            return view(g, p)
        if what == "window":
            w = g.s.window
            if w is None:
                return {"open": False, "at": None, "priority": None, "chain": []}
            return {"open": True, "at": w["at"], "priority": w["players"][w["priority"]],
                    "chain": [e["name"] for e in w["chain"]]}
        if what == "snapshot":
            return g.snapshot_text()
        if what == "fulcrums":  # faq.55-61: where each fulcrum is, and who controls it (None: the common play area)
            from .fulcrums import common
            out = {g.name(c): None for c in common(g)}
            out.update({g.name(c): q for q in ("A", "B") for c in g.cards(q, "battlefield")
                        if g.card(c).type == "Fulcrum"})
            return out
        raise ProtocolError(f"no query {what!r}")

    def _card_state(self, g: Table, name: str, p: str | None) -> dict | None:
        """Where a card is (in play first, then hand, discard pile, deck) with its damage and corruption."""
        order = list(ZONES) + ["legend", "hand", "discard", "deck"] + [f"{z}.dev" for z in ZONES]
        for place in order:
            for q in ([p] if p else ["A", "B"]):
                for cid in g.cards(q, place):
                    if g.name(cid) == name:
                        return {"place": place, "player": q, "damage": g.s.damage.get(cid, 0),
                                "corrupted": cid in g.s.corrupted, "owner": g.s.owner[cid],
                                "in_play": g.is_in_play(cid),
                                "hit_points": g.unit_health(cid), "remaining": g.remaining(cid),
                                "power": g.unit_power(cid), "tokens": g.s.tokens.get(cid, 0),
                                "attached_to": None if cid not in g.s.attached else g.name(g.s.attached[cid]),
                                "questing_on": next((g.name(q_) for q_, u in g.s.questing.items() if u == cid), None)}
        return None


_PLACES = ("hand", "deck", "discard", *ZONES, *(f"{z}.dev" for z in ZONES), "legend")


def _card(entry: Any):
    try:
        return card_from_entry(entry, "scenario")
    except CardDataError as exc:
        raise ProtocolError(str(exc)) from None


def _ability(card, index) -> int:
    """The Action: ability meant: its number among the card's abilities (default: the card's first Action)."""
    actions = [i for i, _ in (card.program.actions if card.program else ())]
    if not actions:
        raise IllegalAction("timing.B.2", f"{card.name} has no Action: ability this engine carries out "
                                          f"({card.why or 'none printed'})")
    if index is None:
        return actions[0]
    if index not in actions:
        raise ProtocolError(f"{card.name} has no Action: ability number {index!r} (it has {actions})")
    return index


def _names(deck: Any) -> list[str]:
    """A deck list: names (repeated), or {"cards": {name: copies}}, or {name: copies}."""
    if isinstance(deck, dict):
        deck = deck.get("cards", deck)
    if isinstance(deck, dict):
        return [str(n) for n, k in deck.items() for _ in range(int(k))]
    if isinstance(deck, list):
        return [str(n) for n in deck]
    raise ProtocolError(f"a deck is a list of names or a mapping of names to copies, not {deck!r}")
