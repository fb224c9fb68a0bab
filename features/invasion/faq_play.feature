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

  @rule:faq.51
  Scenario: Tunnel Fighter's cost is lowered as it is played, by sacrificing 3 developments
    Given it is player A's capital phase
    And player A has 0 resources
    And player A has "Tunnel Fighter" in hand
    And player A has 3 developments in their kingdom
    When player A plays "Tunnel Fighter" into their battlefield, sacrificing 3 developments in their kingdom
    Then player A has "Tunnel Fighter" in their battlefield
    And player A has 0 developments in their kingdom
    And player A has 0 resources

  @rule:faq.51
  Scenario: Once Tunnel Fighter is in play, its ability can no longer be used
    Given it is player A's capital phase
    And player A has "Tunnel Fighter" in their battlefield
    And player A has 3 developments in their kingdom
    When player A tries to trigger "Tunnel Fighter"
    Then the action is refused citing rule timing.B.2
    And player A has 3 developments in their kingdom
