"""When: one action, in the judge's words. `tries to` expects a refusal (IllegalAction) and records it."""

from __future__ import annotations

from .common import brawl, step  # noqa: F401


@step("when", 'player {p:P} plays "{card}"', 'When player A plays "Shield Bash"')
def plays(brawl, p, card):
    """Exhaust the card's Core and activate its Champion: its movement, then its attack or skill (activation)."""
    brawl.play(p, card)


@step("when", 'player {p:P} tries to play "{card}"', 'When player A tries to play "Stand Firm"')
def tries_to_play(brawl, p, card):
    """Attempt a play the rules may forbid; a refusal is kept for `the action is refused citing rule ...`."""
    brawl.play(p, card, expect_refusal=True)


@step("when", "player {p:P} ends the turn", "When player A ends the turn")
def ends_turn(brawl, p):
    """End the Activation Phase: the Upkeep Phase follows, then the opponent's turn (round)."""
    brawl.end_turn(p)


@step("when", "the game is set up", "When the game is set up")
def set_up(brawl):
    """Carry out the setup (setup.1 to setup.10) with the scripted choices; its events are what `the log shows`
    reads next."""
    brawl.last_events = brawl.start(brawl.setup_request())


@step("when", 'player {p:P} uses the standard action "{action}" with "{champion}", discarding "{card}"',
      'When player A uses the standard action "Strike" with "Dugrun", discarding "Stand Firm"')
def uses_standard(brawl, p, action, champion, card):
    """Activate a Champion with a standard action of the dashboard, paid by discarding a card (standard-action)."""
    brawl.standard(p, action, champion, card)


@step("when", 'player {p:P} tries to use the standard action "{action}" with "{champion}", discarding "{card}"',
      'When player A tries to use the standard action "Strike" with "Dugrun", discarding "Stand Firm"')
def tries_standard(brawl, p, action, champion, card):
    """Attempt a standard action the rules may forbid; the refusal is kept."""
    brawl.standard(p, action, champion, card, expect_refusal=True)
