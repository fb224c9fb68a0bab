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
