"""Zone bookkeeping: named ordered zones of card ids; every card is in exactly one zone."""

from __future__ import annotations

from .errors import InvariantViolation


class Zones:
    """`zones[name]` is a list of card ids (index 0 = bottom / leftmost / first drawn is the *last*).

    `where[card]` names the zone a card is in; `move` keeps both in step.
    """

    __slots__ = ("lists", "where")

    def __init__(self) -> None:
        self.lists: dict[str, list[int]] = {}
        self.where: dict[int, str] = {}

    def add_zone(self, name: str) -> None:
        self.lists.setdefault(name, [])

    def put(self, card: int, zone: str, index: int | None = None) -> None:
        """Place a card that is nowhere yet (setting up a game)."""
        if card in self.where:
            raise InvariantViolation("zones", f"card {card} already in {self.where[card]}")
        lst = self.lists[zone]
        lst.append(card) if index is None else lst.insert(index, card)
        self.where[card] = zone

    def move(self, card: int, zone: str, index: int | None = None) -> str:
        """Move a card to `zone` (appended = on top, or at `index`); returns the zone it came from."""
        src = self.where[card]
        self.lists[src].remove(card)
        lst = self.lists[zone]
        lst.append(card) if index is None else lst.insert(index, card)
        self.where[card] = zone
        return src

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
