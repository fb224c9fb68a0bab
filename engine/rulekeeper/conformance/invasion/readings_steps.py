"""Steps for the engine's readings of card wording (the findings of kind "choice"): who acted first, as the log
says."""

from __future__ import annotations

from .common import invasion, step  # noqa: F401


def _first(events: list[dict], kind: str, p: str) -> int | None:
    return next((i for i, e in enumerate(events) if e["kind"] == kind and e.get("player") == p), None)


@step("then", 'the log shows "{kind}" by player {p:P} before "{kind2}" by player {q:P}',
      'Then the log shows "sacrificed" by player A before "sacrificed" by player B')
def player_order(invasion, kind, p, kind2, q):
    """Since the last action began, the first event of one kind naming one player comes before the first of the other
    kind naming the other player (the order in which the players did what an effect asked of each)."""
    events = invasion.events(since_action=True)
    first, second = _first(events, kind, p), _first(events, kind2, q)
    shown = [(e["kind"], e.get("player")) for e in events]
    assert first is not None and second is not None, f"the log since the action: {shown}"
    assert first < second, f"the log since the action, in order: {shown}"
