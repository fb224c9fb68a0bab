"""Zone bookkeeping: named ordered zones of card ids; every card is in exactly one zone.

Every write goes through `put`, `move`, `shuffle` (or `touch`, for a change to the cards of a zone that is not a
move): each records the zones and cards it changed, so checks and views can follow the changes (`take_changes`,
`check_changes`) instead of rescanning every zone after every step."""

from __future__ import annotations

from .errors import InvariantViolation


class Zones:
    """`zones[name]` is a list of card ids (index 0 = bottom / leftmost / first drawn is the *last*).

    `where[card]` names the zone a card is in; `move` keeps both in step. `changed` / `moved`: the zones and
    cards written since the last `take_changes` (`changed is None`: everything, e.g. a state just loaded).
    """

    __slots__ = ("lists", "where", "changed", "moved")

    def __init__(self) -> None:
        self.lists: dict[str, list[int]] = {}
        self.where: dict[int, str] = {}
        self.changed: set[str] | None = None
        self.moved: set[int] = set()

    def add_zone(self, name: str) -> None:
        self.lists.setdefault(name, [])

    def put(self, card: int, zone: str, index: int | None = None) -> None:
        """Place a card that is nowhere yet (setting up a game)."""
        if card in self.where:
            raise InvariantViolation("zones", f"card {card} already in {self.where[card]}")
        lst = self.lists[zone]
        lst.append(card) if index is None else lst.insert(index, card)
        self.where[card] = zone
        self._record(card, zone, zone)

    def move(self, card: int, zone: str, index: int | None = None) -> str:
        """Move a card to `zone` (appended = on top, or at `index`); returns the zone it came from."""
        src = self.where[card]
        self.lists[src].remove(card)
        lst = self.lists[zone]
        lst.append(card) if index is None else lst.insert(index, card)
        self.where[card] = zone
        changed = self.changed
        if changed is not None:
            changed.add(src)
            changed.add(zone)
            self.moved.add(card)
        return src

    def _record(self, card: int | None, *zones: str) -> None:
        if self.changed is not None:
            self.changed.update(zones)
            if card is not None:
                self.moved.add(card)

    def shuffle(self, zone: str, rng) -> None:
        """Shuffle a zone in place with the game's RNG (anything with `shuffle(list)`)."""
        rng.shuffle(self.lists[zone])
        self._record(None, zone)

    def touch(self, zone: str) -> None:
        """Something about the cards of `zone` changed that is not a move (a rotation, a card turned face down)."""
        changed = self.changed
        if changed is not None:
            changed.add(zone)

    def take_changes(self) -> tuple[set[str] | None, set[int]]:
        """The zones and cards written since the last call (None: every zone), and start recording afresh."""
        changed, moved = self.changed, self.moved
        self.changed, self.moved = set(), set()
        return changed, moved

    def __getitem__(self, zone: str) -> list[int]:
        return self.lists[zone]

    def check(self, all_cards: set[int] | None = None) -> list[str]:
        """Every card in exactly one zone, `where` agrees with the lists, no card lost or invented."""
        found = {c: name for name, lst in self.lists.items() for c in lst}
        total = sum(map(len, self.lists.values()))
        if total == len(found) and found == self.where and (all_cards is None or found.keys() == all_cards):
            return []
        problems = []
        seen: dict[int, str] = {}
        for name, lst in self.lists.items():
            for c in lst:
                if c in seen:
                    problems.append(f"card {c} is in both {seen[c]} and {name}")
                seen[c] = name
        for c, z in self.where.items():
            if seen.get(c) != z:
                problems.append(f"card {c} is recorded in {z} but found in {seen.get(c)}")
        if all_cards is not None and set(seen) != all_cards:
            missing, extra = all_cards - set(seen), set(seen) - all_cards
            if missing:
                problems.append(f"cards in no zone: {sorted(missing)}")
            if extra:
                problems.append(f"unknown cards in zones: {sorted(extra)}")
        return problems

    def check_changes(self, changed: set[str], moved: set[int]) -> list[str]:
        """`check` for what changed since the last look: every card of a changed zone is recorded there, once, and
        every moved card is in the zone recorded for it (zones nobody wrote can't have changed)."""
        lists, where, problems = self.lists, self.where, []
        get = where.get
        for name in changed:
            lst = lists[name]
            if not lst:
                continue
            recorded = set(map(get, lst))  # one pass in C; the messages are worked out only when one is wrong
            if len(recorded) != 1 or name not in recorded:
                for c in lst:
                    if get(c) != name:
                        problems.append(f"card {c} is in {name} but recorded in {get(c)}")
            if len(set(lst)) != len(lst):
                problems.append(f"a card appears twice in {name}")
        for c in moved:
            z = get(c)
            if z is None or c not in lists[z]:
                problems.append(f"card {c} is recorded in {z} but found in {self._find(c)}")
        return problems

    def _find(self, card: int) -> str | None:
        return next((name for name, lst in self.lists.items() if card in lst), None)

    def to_json(self) -> dict[str, list[int]]:
        return {k: list(v) for k, v in self.lists.items()}

    @classmethod
    def from_json(cls, data: dict[str, list[int]]) -> "Zones":
        z = cls()
        for name, lst in data.items():
            z.lists[name] = list(lst)
            for c in lst:
                z.where[c] = name
        return z
