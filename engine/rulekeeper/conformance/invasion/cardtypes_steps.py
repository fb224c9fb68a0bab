"""Steps for card types (core.cards.*, card-types.*): attachments on their hosts, quests and questing units."""

from __future__ import annotations

from ..steps.words import equal
from .common import invasion, step  # noqa: F401
from .damage_steps import card


@step("when", 'player {p:P} attaches "{name}" to player {q:P}\'s "{host}"',
      'When player A attaches "Test Banner" to player A\'s "Drill Empire Militia"')
def attaches(invasion, p, name, q, host):
    """Play an attachment from hand onto a card in play, paying its cost (core.cards.attachment)."""
    invasion.do("attach", p, card=name, host=card(q, host))


@step("when", 'player {p:P} tries to attach "{name}" to player {q:P}\'s "{host}"',
      'When player A tries to attach "Test Banner" to player B\'s "Drill Orc Boyz"')
def tries_to_attach(invasion, p, name, q, host):
    invasion.do("attach", p, refuse=True, card=name, host=card(q, host))


@step("then", '"{name}" is attached to "{host}"', 'Then "Test Banner" is attached to "Drill Empire Militia"')
def is_attached(invasion, name, host):
    equal(f"the card {name} is attached to", invasion.card(name)["attached_to"], host)
