Feature: Readings of card wording the rules leave open, where no section of the rules fits better
  Where a card's text leaves room, the engine chooses, and the choice is a finding on the rule it bears on; each
  scenario here shows one such choice on the printed card, and would fail if the engine read it otherwise.

  Background:
    Given player A has 10 cards in their deck
    And player B has 10 cards in their deck

  @rule:core.deck.copies
  Scenario: Invocation of Nehek: with nobody naming, its player names the unit he has most copies of in his deck
    The engine's reading (a finding on core.deck.copies): "Name a unit" is its player's choice as the effect
    resolves; when none is given, he names the unit title he has most copies of left in his deck (he knows his deck
    list, not its order), and each discarded copy of that title, and only those, enters play.
    Given the card:
      """
      name: Invocation of Nehek
      type: Tactic
      race: Neutral
      cost: 1
      loyalty: 0
      traits: Undead, Spell
      text: "Undead only. Action: Name a unit. Discard the top 5 cards of your deck. Put into play each copy of the named unit discarded by this effect at no cost (in any zone)."
      """
    And it is player A's capital phase
    And player A has 1 resources
    And player A has "Invocation of Nehek" in hand
    And player A's deck is "Drill Orc Trolls", "Drill Orc Boyz", "Drill Orc Trolls", "Drill Neutral Watchtower", "Drill Neutral Granary", "Drill Orc Boyz", "Drill Orc Boyz", "Drill Orc Boyz"
    When player A plays the tactic "Invocation of Nehek"
    And both players pass
    Then "Drill Orc Boyz" is in play
    And player A has "Drill Orc Trolls" in their discard pile
    And player A has no "Drill Orc Trolls" in their kingdom
    And player A has 3 cards in their deck

  @rule:core.deck.copies
  Scenario: Masque of Slaanesh: with nobody naming, each player names the first unit in play his opponent controls
    The engine's reading (a finding on core.deck.copies): each player names a unit in turn, the active player first;
    with no name given, a player names the first unit in play his opponent controls; every copy in play of a named
    title is corrupted, whoever controls it.
    Given the card:
      """
      name: Masque of Slaanesh
      type: Unit
      race: Chaos
      cost: 4
      loyalty: 2
      power: 2
      health: 4
      traits: Hero.
      text: "Limit one Hero per zone. Action: At the beginning of your turn, each player names a unit. Corrupt all copies of the named unit."
      """
    And it is the beginning of player A's turn 3
    And player A has "Masque of Slaanesh" in their battlefield
    And player B has "Drill Orc Boyz" and "Drill Orc Trolls" in their kingdom
    When the turn begins
    And player A triggers "Masque of Slaanesh"
    And both players pass
    Then player B's "Drill Orc Boyz" is corrupted
    And player B's "Drill Orc Trolls" is upright
    And the log shows 2 "names" events
