Feature: FAQ: developments (faq.*)
  A development is in play already: a unit card turned face up from under a zone does not enter play.

  Background:
    Given player A has 10 cards in their deck
    And player B has 10 cards in their deck
    And the card:
      """
      name: Test Warboss
      type: Unit
      race: Orc
      cost: 2
      power: 2
      health: 3
      text: "Forced: After this unit enters play, draw a card."
      """

  @rule:faq.6
  Scenario: Grimgor Ironhide turned face up by Rip Dere 'Eads Off! does not enter play, so his ability is not triggered
    Grimgor's Forced effect is not carried out yet; a test unit with the same trigger shows it: played from hand,
    it draws a card; turned face up from a development, it stays in play and draws none. Rip Dere 'Eads Off!'s
    turning face up is given as an effect of player A's.
    Given it is player A's capital phase
    And player B has "Test Warboss" as a development in their battlefield
    When an effect of player A turns player B's development "Test Warboss" in their battlefield face up
    Then player B has "Test Warboss" in their battlefield
    And player B has 0 developments in their battlefield
    And player B has 0 cards in hand
    And the log shows "turned_faceup" citing rule faq.6

  @rule:faq.6
  Scenario: The same unit played from hand enters play and its ability triggers
    Given it is player A's capital phase
    And player A has 2 resources
    And player A has "Test Warboss" in hand
    When player A plays "Test Warboss" into their battlefield
    Then player A has 1 cards in hand
    And the log shows "forced" citing rule timing.A.2
