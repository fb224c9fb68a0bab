Feature: FAQ: cancelling Actions and carrying out effects as far as they go (faq.*)
  What cancels "an Action" reaches every Action on the chain, a tactic's or a card's in play, but the playing of a
  unit, support card or development is no Action; an effect that asks for more than there is does what it can.

  Background:
    Given player A has 10 cards in their deck
    And player B has 10 cards in their deck
    And the card:
      """
      name: Test Loec Mage
      type: Unit
      race: High Elf
      cost: 3
      power: 1
      health: 2
      text: "Action: Cancel an Action just triggered."
      """
    And the card:
      """
      name: Test Fire Bolt
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: Deal 2 damage to one target unit."
      """

  @rule:faq.45
  Scenario: Mage of Loec cancels a tactic played from hand: it is an Action too
    Mage of Loec's printed text does not type yet (its cost turns the unit into a development); its cancel is
    given to a test unit.
    Given it is player A's capital phase
    And player A has "Test Fire Bolt" in hand
    And player B has "Test Loec Mage" and "Drill Dwarf Longbeards" in their kingdom
    When player A plays the tactic "Test Fire Bolt" targeting player B's "Drill Dwarf Longbeards"
    And player B triggers "Test Loec Mage" targeting "Test Fire Bolt"
    And both players pass
    Then the effect of "Test Fire Bolt" is cancelled
    And player B's "Drill Dwarf Longbeards" has 0 damage
    And player A has "Test Fire Bolt" in their discard pile

  @rule:faq.45
  Scenario: Mage of Loec cancels the Action of a card in play
    Given the card:
      """
      name: Test Bolt Thrower
      type: Unit
      race: Empire
      cost: 2
      power: 1
      health: 2
      text: "Action: Spend 1 resource to deal 1 damage to one target unit."
      """
    And it is player A's capital phase
    And player A has 1 resources
    And player A has "Test Bolt Thrower" in their kingdom
    And player B has "Test Loec Mage" and "Drill Dwarf Longbeards" in their kingdom
    When player A triggers "Test Bolt Thrower" targeting player B's "Drill Dwarf Longbeards"
    And player B triggers "Test Loec Mage" targeting "Test Bolt Thrower"
    And both players pass
    Then the effect of "Test Bolt Thrower" is cancelled
    And player B's "Drill Dwarf Longbeards" has 0 damage
    And player A has 0 resources

  @rule:faq.45
  Scenario: Mage of Loec can't cancel the playing of a unit: it is no Action, never on the chain
    Player A plays a unit, then a tactic; when player B may respond, only the tactic can be cancelled.
    Given it is player A's capital phase
    And player A has 1 resources
    And player A has "Drill Empire Militia" and "Test Fire Bolt" in hand
    And player B has "Test Loec Mage" and "Drill Dwarf Longbeards" in their kingdom
    When player A plays "Drill Empire Militia" into their kingdom
    And player A plays the tactic "Test Fire Bolt" targeting player B's "Drill Dwarf Longbeards"
    Then the chain holds "Test Fire Bolt"
    When player B tries to trigger "Test Loec Mage" targeting "Drill Empire Militia"
    Then the action is refused citing rule timing.C.1
    And player A has "Drill Empire Militia" in their kingdom

  @rule:faq.54
  Scenario: Snotling Ambush takes what resources the opponent has when it asks for more
    Urguck (3 loyalty) is discarded to pay the cost, so X = 3; the target player is the opponent, who has 1
    resource, loses it, and that is all.
    Given it is player A's capital phase
    And player A's capital is Orc
    And player A has 5 resources
    And player A has "Snotling Ambush" and "Urguck" in hand
    And player B has 1 resources
    When player A plays the tactic "Snotling Ambush"
    And both players pass
    Then player A has "Urguck" in their discard pile
    And player B has 0 resources
    And the log shows "discard_resources" citing rule faq.54
