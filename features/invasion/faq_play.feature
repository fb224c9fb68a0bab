Feature: FAQ: playing cards and entering play (faq.*)
  An entering-play effect is triggered in the chain after the card entered play, so the card can target itself.

  Background:
    Given player A has 10 cards in their deck
    And player B has 10 cards in their deck

  @rule:faq.27
  Scenario: Forest Goblins' entering-play Action can target the Forest Goblins themselves
    Given it is player A's capital phase
    And player A has 4 resources
    And player A has "Forest Goblins" in hand
    When player A plays "Forest Goblins" into their battlefield
    And player A triggers "Forest Goblins" targeting "Forest Goblins"
    And both players pass
    Then player A's "Forest Goblins" has power 2
