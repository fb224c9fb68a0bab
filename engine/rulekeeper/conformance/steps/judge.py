"""The steps every game shares, in a judge's words: cards written inline, scripted choices, deck lists, refusals,
what the log shows (event by event, in order), and who won. They take the `driver` fixture, which each game's
step library provides (its own Driver subclass)."""

from __future__ import annotations

from .words import equal, names, step


# --- Given ------------------------------------------------------------------------------------------------------
@step("given", "the card:", 'Given the card:\n  """\n  name: Test Hound\n  category: Unit\n'
      '  corners: [smooth 1, smooth 2, none, none]\n  text: As this enters play, deal 1 damage.\n  """')
def define_card(driver, docstring):
    """Define a card inline: one entry of the game's cards.yaml, its `text` in the game's card-text language."""
    driver.define_card(docstring)


@step("given", "player {p:P} will choose {answers:Names}", 'Given player A will choose "Stardrake", "Warrior Champion"')
def will_choose(driver, p, answers):
    """Script a player's next choices, in order: cards by name, or the words a prompt offers ("yes", "none")."""
    driver.script(*answers)


@step("given", "the deck list:", 'Given the deck list:\n  """\n  champions: [Warrior Champion, ...]\n'
      '  blessings: [Plain Blessing, ...]\n  actions: {Bolt: 3, ...}\n  """')
def deck_list(driver, docstring):
    """A constructed deck to check, in the game's deck-list format."""
    driver.deck_list = docstring


# --- Then: refusals, cards and decks ----------------------------------------------------------------------------
@step("then", "the action is refused citing rule {rule:Rule}", "Then the action is refused citing rule 2.5.1.2")
def refused(driver, rule):
    """The last `tries to` action was refused (IllegalAction) naming this rule, and the state is exactly as before."""
    assert driver.refusal is not None, "the engine allowed the action"
    equal("the rule the refusal names", driver.refusal.rule_id, rule)
    assert driver.unchanged(), "the refused action changed the state"


@step("then", "the action is refused citing rule {rule:Rule} or {other:Rule}",
      "Then the action is refused citing rule 2.5.2.2 or 2.4.1.2b")
def refused_either(driver, rule, other):
    """As above, when two rules both forbid the action (e.g. 2.5.2.2 Spells only for Wizards, 2.4.1.2b)."""
    assert driver.refusal is not None, "the engine allowed the action"
    assert driver.refusal.rule_id in (rule, other), f"the refusal names {driver.refusal.rule_id}, not {rule} or {other}"
    assert driver.unchanged(), "the refused action changed the state"


@step("then", "the action is allowed", "Then the action is allowed")
def allowed(driver):
    """The last `tries to` action was carried out (no refusal) and changed the state."""
    assert driver.refusal is None, f"refused: {driver.refusal}"
    assert not driver.unchanged(), "the action was allowed but changed nothing"


@step("then", 'the card "{name}" is refused citing rule {rule:Rule}:',
      'Then the card "Bad Realm Unit" is refused citing rule 2.14.5a:\n  """\n  {name: Bad Realm Unit, ...}\n  """')
def card_refused(driver, name, rule, docstring):
    """A card definition the rules don't allow is refused, the error naming the card and the rule."""
    message = driver.card_error(docstring)
    assert message is not None, f"the card {name} was accepted"
    assert name in message and rule in message, f"the error does not name {name!r} and rule {rule}: {message}"


@step("then", 'the card "{name}" is accepted:', 'Then the card "Good Realm Spell" is accepted:\n  """\n  {...}\n  """')
def card_accepted(driver, name, docstring):
    """A card definition the rules allow."""
    message = driver.card_error(docstring)
    assert message is None, f"the card {name} was refused: {message}"


@step("then", "the deck is legal", "Then the deck is legal")
def deck_legal(driver):
    """The deck list breaks no deck-building rule."""
    problems = driver.check_deck()
    assert not problems, f"the deck was refused: {problems}"


@step("then", "the deck is refused citing rule {rule:Rule}", "Then the deck is refused citing rule 2.1.1.1")
def deck_refused(driver, rule):
    """The deck list breaks a deck-building rule, and the problem names it."""
    problems = driver.check_deck()
    assert any(r == rule for r, _ in problems), f"no problem citing {rule}; problems: {problems}"


# --- Then: the log ----------------------------------------------------------------------------------------------
def _since(driver) -> list[dict]:
    return driver.events(since_action=True)


def _kinds(events: list[dict]) -> str:
    return "; ".join(f"{e['kind']}{e['rules']}" for e in events) or "nothing"


def _matching(driver, kind, rule=None):
    return [e for e in _since(driver) if e["kind"] == kind and (rule is None or rule in e["rules"])]


@step("then", 'the log shows "{kind}" citing rule {rule:Rule}', 'Then the log shows "rotate" citing rule 2.6.5')
def log_shows(driver, kind, rule):
    """Since the last action began, the engine logged an event of this kind citing this rule id."""
    assert _matching(driver, kind, rule), (f"no {kind!r} event citing {rule} since the action; the log has: "
                                           + _kinds(_since(driver)))


@step("then", 'the log shows {n:d} "{kind}" events', 'Then the log shows 2 "last_stand" events')
def log_count(driver, n, kind):
    """Since the last action began, exactly n events of this kind."""
    equal(f"{kind!r} events since the action", len(_matching(driver, kind)), n)


@step("then", 'the log shows no "{kind}"', 'Then the log shows no "damage"')
def log_shows_no(driver, kind):
    """Since the last action began, no event of this kind was logged."""
    got = _matching(driver, kind)
    assert not got, f"unexpected {kind!r} events: {got}"


@step("then", 'the log shows "{first}" before "{second}"', 'Then the log shows "rotate" before "damage"')
def log_order(driver, first, second):
    """Since the last action began, the first event of one kind comes before the first event of the other (for
    every event, one by one, use `the log shows, in order:`)."""
    kinds = [e["kind"] for e in _since(driver)]
    assert first in kinds and second in kinds, f"the log since the action: {kinds}"
    assert kinds.index(first) < kinds.index(second), f"the log since the action: {kinds}"


@step("then", "the log shows, in order:", 'Then the log shows, in order:\n  | event  | rule     |\n'
      '  | play   | 4.1.3.2a |\n  | damage | 2.13.3   |')
def log_in_order(driver, datatable):
    """Since the last action began, these events, one row each, in this order (others may come between them);
    a row's `rule`, when given, must be among the event's rule ids."""
    header, *rows = datatable
    want = [dict(zip([h.strip() for h in header], [c.strip() for c in row])) for row in rows]
    events, at = _since(driver), 0
    for row in want:
        while at < len(events) and not (events[at]["kind"] == row.get("event")
                                        and (not row.get("rule") or row["rule"] in events[at]["rules"])):
            at += 1
        assert at < len(events), (f"no {row.get('event')!r} event{' citing ' + row['rule'] if row.get('rule') else ''}"
                                  f" after the ones before it; the log since the action: {_kinds(events)}")
        at += 1


# --- Then: the end of the game ----------------------------------------------------------------------------------
@step("then", "player {p:P} wins the game", "Then player A wins the game")
def wins(driver, p):
    """The game is over and this player is the winner."""
    equal("the winner", driver.winner(), p)


@step("then", "player {p:P} is removed from the game", "Then player B is removed from the game")
def is_removed(driver, p):
    """The player has been removed from the game."""
    assert p in driver.removed(), f"removed players: {sorted(driver.removed())}"


@step("then", "the game goes on", "Then the game goes on")
def goes_on(driver):
    """Nobody has been removed and there is no winner."""
    equal("removed players", sorted(driver.removed()), [])
    equal("the winner", driver.winner(), None)
