Feature: Constant effects read from the table (core.effects.constant)
  A constant effect applies while its card is in play and is read again each time it matters: a condition
  ("while ...", "if ...") or a count ("for each ...") changes the effect the moment the table changes.

  Background:
    Given player A has 10 cards in their deck
    And player B has 10 cards in their deck

  @rule:core.effects.constant
  Scenario: "If a zone is burning" reads every zone in play, the opponent's too
    Given the card:
      """
      name: Test Grudge Bearer
      type: Unit
      race: Neutral
      cost: 1
      power: 1
      health: 2
      text: "This unit gains [Power] if a zone is burning."
      """
    And it is player A's capital phase
    And player A has "Test Grudge Bearer" in their kingdom
    And player B's quest zone is burned
    Then player A's "Test Grudge Bearer" has power 2
    And player A's kingdom has power 5

  @rule:core.effects.constant
  Scenario: "For each development in this zone" counts the developments there now
    Given the card:
      """
      name: Test Champion
      type: Unit
      race: Neutral
      cost: 1
      power: 1
      health: 2
      text: "This unit gains [Power] for each development in this zone."
      """
    And it is player A's capital phase
    And player A has "Test Champion" in their kingdom
    And player A has 2 developments in their kingdom
    And player A has 3 developments in their quest zone
    Then player A's "Test Champion" has power 3
    And player A's kingdom has power 6

  @rule:core.effects.constant
  Scenario: A unit that loses all power has none, whatever else gives it power
    Given the card:
      """
      name: Test Grove
      type: Support
      race: Neutral
      cost: 0
      text: "Units in a zone with no developments lose all power."
      """
    And the card:
      """
      name: Test War Banner
      type: Support
      race: Neutral
      cost: 0
      text: "Each unit you control gains [Power]."
      """
    And it is player A's capital phase
    And player A has "Test Grove" in their kingdom
    And player A has "Test War Banner" in their kingdom
    And player A has "Drill Empire Militia" in their battlefield
    And player A has "Drill Dwarf Longbeards" in their quest zone
    And player A has 1 developments in their quest zone
    Then player A's "Drill Empire Militia" has power 0
    And player A's battlefield has power 0
    And player A's "Drill Dwarf Longbeards" has power 2

  @rule:core.effects.constant
  Scenario: Lord of Change lets its controller play the top card of their deck as though it were in their hand
    Only the top card: the card under it is not played until it is on top.
    Given it is player A's capital phase
    And player A has 5 resources
    And player A has "Lord of Change" in their battlefield
    And player A's deck is "Drill Chaos Marauders", "Drill Chaos Warriors", "Drill Chaos Hounds"
    When player A tries to play "Drill Chaos Warriors" into their kingdom
    Then the action is refused citing rule core.turn.3
    When player A plays "Drill Chaos Marauders" into their kingdom
    Then player A has "Drill Chaos Marauders" in their kingdom
    And player A has 4 resources
    And player A sees "Drill Chaos Warriors" on top of player A's deck
    When player A plays "Drill Chaos Warriors" into their kingdom
    Then player A has "Drill Chaos Warriors" in their kingdom
