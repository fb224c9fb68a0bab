Feature: The capital phase (core.turn.3, core.cards)
  The active player plays units and supports from hand into a zone of their capital, paying the cost with
  loyalty, and one card per turn face down as a development.

  Background:
    Given it is player A's capital phase
    And player A's capital is Empire

  @rule:core.turn.3 @rule:core.cards.cost
  Scenario: A unit is played into a zone, paying its cost
    Given player A has 3 resources
    And player A has "Drill Empire Spearmen" in hand
    When player A plays "Drill Empire Spearmen" into their battlefield
    Then player A has "Drill Empire Spearmen" in their battlefield
    And player A has 0 resources
    And the log shows "play" citing rule core.turn.3

  @rule:core.cards.cost @rule:core.capital.race-symbol
  Scenario: Each loyalty icon beyond the matching race symbols costs one more resource
    Given the card:
      """
      name: Loyal Test Knights
      type: Unit
      race: Empire
      cost: 3
      loyalty: 3
      power: 1
      health: 2
      """
    And player A has "Drill Empire Militia" in their kingdom
    Then playing "Loyal Test Knights" costs player A 4 resources
    And playing "Drill Empire Spearmen" costs player A 3 resources

  @rule:core.cards.cost
  Scenario: Without the race symbols a card costs its printed cost plus its loyalty
    Given player B's capital is Orc
    Then playing "Drill Empire Greatswords Drill" costs player B 5 resources

  @rule:core.cards.cost
  Scenario: A card the player can't pay for is refused
    Given player A has 2 resources
    And player A has "Drill Empire Spearmen" in hand
    When player A tries to play "Drill Empire Spearmen" into their kingdom
    Then the action is refused citing rule core.cards.cost

  @rule:core.turn.3 @rule:clar.playing-non-tactic-cards
  Scenario: Only the active player plays cards in the capital phase
    Given player B has 3 resources
    And player B has "Drill Orc Boyz" in hand
    When player B tries to play "Drill Orc Boyz" into their kingdom
    Then the action is refused citing rule clar.playing-non-tactic-cards

  @rule:clar.playing-non-tactic-cards
  Scenario: Units and developments are played only in their player's own capital phase
    Given it is player A's battlefield phase
    And player A has 3 resources
    And player A has "Drill Empire Militia" and "Drill Empire Spearmen" in hand
    When player A tries to play "Drill Empire Militia" into their kingdom
    Then the action is refused citing rule clar.playing-non-tactic-cards
    When player A tries to play "Drill Empire Spearmen" as a development in their kingdom
    Then the action is refused citing rule clar.playing-non-tactic-cards

  @rule:core.effects.zone-only
  Scenario: A "Battlefield only." unit enters play only in the battlefield
    Given the card:
      """
      name: Defender of the Hold
      type: Unit
      race: Dwarf
      cost: 1
      loyalty: 1
      power: 1
      health: 1
      traits: Warrior.
      text: Battlefield only.
      """
    And player A has 2 resources
    And player A has "Defender of the Hold" in hand
    When player A tries to play "Defender of the Hold" into their kingdom
    Then the action is refused citing rule core.effects.zone-only
    When player A plays "Defender of the Hold" into their battlefield
    Then player A has "Defender of the Hold" in their battlefield

  @rule:core.cards.developments @rule:core.capital.hit-points
  Scenario: One development per turn, each adding a hit point to its zone
    Given player A has "Drill Empire Militia" and "Drill Empire Spearmen" in hand
    When player A plays "Drill Empire Spearmen" as a development in their kingdom
    Then player A has 1 developments in their kingdom
    And player A's kingdom has 9 hit points
    And player B sees how many cards player A holds but not which
    When player A tries to play "Drill Empire Militia" as a development in their quest zone
    Then the action is refused citing rule core.cards.developments

  @rule:core.effects.limited
  Scenario: One Limited card per player per turn
    Given the card:
      """
      name: Limited Test Outpost
      type: Support
      race: Neutral
      cost: 0
      loyalty: 0
      power: 1
      text: Limited.
      """
    And player A has "Limited Test Outpost" and "Limited Test Outpost" in hand
    When player A plays "Limited Test Outpost" into their kingdom
    And player A tries to play "Limited Test Outpost" into their quest zone
    Then the action is refused citing rule core.effects.limited

  @rule:core.cards.unique
  Scenario: A player can't play a unique card while controlling a copy
    Given the card:
      """
      name: Unique Test Captain
      type: Unit
      race: Empire
      cost: 1
      loyalty: 0
      power: 1
      health: 1
      unique: true
      """
    And player A has 1 resources
    And player A has "Unique Test Captain" in their battlefield
    And player A has "Unique Test Captain" in hand
    When player A tries to play "Unique Test Captain" into their kingdom
    Then the action is refused citing rule core.cards.unique

  @rule:core.capital.power @rule:core.capital.base-power
  Scenario: A zone's power is its base power plus the power of its units and supports
    Given player A has "Drill Neutral Barracks" in their kingdom
    And player A has "Drill Empire Spearmen" in their battlefield
    Then player A's kingdom has power 5
    And player A's quest zone has power 1
    And player A's battlefield has power 2

  @rule:core.effects.limit-one-hero-per-zone
  Scenario: No second Hero in a zone where one stands
    Given the card:
      """
      name: Test Hero
      type: Unit
      race: Empire
      cost: 1
      loyalty: 0
      power: 1
      health: 3
      traits: Hero.
      text: Limit one Hero per zone.
      """
    And player A has 2 resources
    And player A has "Test Hero" in their kingdom
    And player A has "Test Hero" in hand
    When player A tries to play "Test Hero" into their kingdom
    Then the action is refused citing rule core.effects.limit-one-hero-per-zone
    When player A plays "Test Hero" into their quest zone
    Then player A has "Test Hero" in their quest zone

  @rule:core.capital.zones @rule:core.cards.unit
  Scenario: Units and supports go into any of the capital's three zones
    Given player A has 4 resources
    And player A has "Drill Empire Militia", "Drill Empire Halberdiers" and "Drill Neutral Watchtower" in hand
    When player A plays "Drill Empire Militia" into their kingdom
    And player A plays "Drill Empire Halberdiers" into their quest zone
    And player A plays "Drill Neutral Watchtower" into their battlefield
    Then player A has "Drill Empire Militia" in their kingdom
    And player A has "Drill Empire Halberdiers" in their quest zone
    And player A has "Drill Neutral Watchtower" in their battlefield
    And player A has 0 resources
