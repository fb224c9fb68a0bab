"""Lowered costs the engine does not carry out as printed: "(to a minimum of 1)" is said in a reminder, which the
typed text does not keep (terms.reduction). A card whose constant effect lowers costs and says so is refused at
loading (`refusal`, asked by cards.py) rather than run without its floor.
"""

from __future__ import annotations

import dataclasses

from ....text.invasion import ast as A
from ....text.invasion.fmt import join, tokens


def _reminders(node):
    if isinstance(node, A.Reminder):
        yield node
    if dataclasses.is_dataclass(node):
        for f in dataclasses.fields(node):
            yield from _reminders(getattr(node, f.name))
    elif isinstance(node, tuple):
        for x in node:
            yield from _reminders(x)


def refusal(tree, program) -> str | None:
    """Why the card can't run: its costs change "to a minimum of N" (None when not)."""
    if program is None or not program.costs:
        return None
    if any("minimum" in join(tokens(r)).lower() for r in _reminders(tree)):
        return "a cost lowered 'to a minimum of' a number (said in a reminder the typed text does not keep)"
    return None
