Feature: FAQ: replacing a destruction (faq.*)
  Altar of Khaine replaces the destruction of each of its player's units for 1 resource, as often as its player can
  pay, also when a single effect destroys several units at once.

  Background:
    Given player A has 10 cards in their deck
    And player B has 10 cards in their deck

  @rule:faq.10
  Scenario: Altar of Khaine returns all three units Troll Vomit destroys, paying 1 resource for each
    Given it is player A's capital phase
    And player A's capital is Orc
    And player A has 6 resources
    And player A has "Troll Vomit" in hand
    And player A has "Drill Empire Militia" in their battlefield
    And player B has 3 resources
    And player B has "Altar of Khaine" in their kingdom
    And player B has "Drill Orc Boyz", "Drill Orc Trolls" and "Drill Orc Archers" in their battlefield
    And player B will choose "Drill Orc Boyz", "Drill Orc Trolls", "Drill Orc Archers"
    When player A plays the tactic "Troll Vomit"
    And both players pass
    Then player B has 3 cards in hand
    And player B has no "Drill Orc Boyz" in their discard pile
    And player B has 0 resources
    And the log shows "instead" citing rule faq.10
    And player A has "Drill Empire Militia" in their discard pile

  @rule:faq.10
  Scenario: Altar of Khaine saves only as many units as its player can pay for
    Given it is player A's capital phase
    And player A's capital is Orc
    And player A has 6 resources
    And player A has "Troll Vomit" in hand
    And player B has 2 resources
    And player B has "Altar of Khaine" in their kingdom
    And player B has "Drill Orc Boyz", "Drill Orc Trolls" and "Drill Orc Archers" in their battlefield
    And player B will choose "Drill Orc Boyz", "Drill Orc Trolls", "Drill Orc Archers"
    When player A plays the tactic "Troll Vomit"
    And both players pass
    Then player B has 2 cards in hand
    And player B has "Drill Orc Archers" in their discard pile
    And player B has 0 resources

  @rule:faq.34
  Scenario: A unit sacrificed while Volkmar the Grim is in play is sacrificed, then goes to the bottom of its owner's deck
    Volkmar's hit points are not in our card data; a test legend with his text stands for him.
    Given the card:
      """
      name: Test Volkmar
      type: Legend
      race: Empire
      cost: 5
      loyalty: 4
      power: 1
      health: 6
      text: If a unit would enter its owner's discard pile or return to its owner's hand from play, you may instead
        put it on the bottom of its owner's deck.
      """
    And it is player A's capital phase
    And player A has the legend "Test Volkmar"
    And player A has "Drill Empire Militia" in their battlefield
    When player A sacrifices "Drill Empire Militia"
    Then the log shows "sacrificed" citing rule terms.sacrifice
    And the bottom card of player A's deck is "Drill Empire Militia"
    And player A has no "Drill Empire Militia" in their discard pile

  @rule:faq.34
  Scenario: Volkmar's player may let the unit go to the discard pile
    Given the card:
      """
      name: Test Volkmar
      type: Legend
      race: Empire
      cost: 5
      loyalty: 4
      power: 1
      health: 6
      text: If a unit would enter its owner's discard pile or return to its owner's hand from play, you may instead
        put it on the bottom of its owner's deck.
      """
    And it is player A's capital phase
    And player A has the legend "Test Volkmar"
    And player A has "Drill Empire Militia" in their battlefield
    And player A will decline the next optional effect
    When player A sacrifices "Drill Empire Militia"
    Then player A has "Drill Empire Militia" in their discard pile
