Feature: FAQ: when Actions are triggered (faq.*)
  An Action with a trigger condition is triggered at the first opportunity after the condition: when a chain
  ends before a second such Action is triggered, the next chain of the same phase is its opportunity.

  Background:
    Given player A has 10 cards in their deck
    And player B has 10 cards in their deck
    And the card:
      """
      name: Test Seer
      type: Unit
      race: High Elf
      cost: 1
      power: 1
      health: 1
      text: "Action: At the beginning of your turn, draw a card."
      """
    And the card:
      """
      name: Test Oracle
      type: Unit
      race: High Elf
      cost: 1
      power: 1
      health: 1
      text: "Action: At the beginning of your turn, draw 2 cards."
      """

  @rule:faq.38
  Scenario: After a chain ends, a second "At the beginning of your turn" Action is triggered in the next chain of phase 0
    Jealous Eyes (which ends the chain at once) does not type yet; the chain here ends when both players pass.
    Priority then passes to player B (timing.B.4); once B passes, player A starts the next chain with the second.
    Given it is the beginning of player A's turn 3
    And player A has "Test Seer" and "Test Oracle" in their kingdom
    When the turn begins
    Then the game is in phase 0
    When player A triggers "Test Seer"
    And both players pass
    Then player A has 1 cards in hand
    And the game is in phase 0
    And an action window is open with player B to act
    When player B passes
    And player A triggers "Test Oracle"
    Then the chain holds "Test Oracle"
    When both players pass
    Then the effect of "Test Oracle" resolves
    And player A has 4 cards in hand
    # 1 + 2 drawn in phase 0, then the quest phase's 1
