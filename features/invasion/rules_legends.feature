Feature: Legends (core.cards.legend, the FAQ's clar.legends)
  A legend goes onto its player's capital board, one per player, with power icons in every zone. Attacked through
  a zone it defends by itself unless corrupted, dealing damage equal to its icons in that zone; for card effects
  its power is that of its weakest zone.

  Background:
    Given it is player A's capital phase
    And player A has 10 cards in their deck
    And player B has 10 cards in their deck
    And the card:
      """
      name: Test Warlord
      type: Legend
      race: Orc
      cost: 3
      loyalty: 0
      power: 1
      health: 4
      zone_power: [1, 2, 3]
      """

  @rule:core.cards.legend @rule:core.capital.power
  Scenario: A legend is played onto the capital board, one per player; its icons add to every zone's power
    Given player B's capital is Orc
    And it is player B's capital phase
    And player B has 6 resources
    And player B has "Test Warlord" and "Test Warlord" in hand
    When player B tries to play "Test Warlord" into their kingdom
    Then the action is refused citing rule core.cards.legend
    When player B plays the legend "Test Warlord"
    Then player B has "Test Warlord" as their legend
    And player B has 3 resources
    And player B's kingdom has power 4
    And player B's quest zone has power 3
    And player B's battlefield has power 3
    When player B tries to play the legend "Test Warlord"
    Then the action is refused citing rule core.cards.legend

  @rule:clar.legends
  Scenario: For card effects a legend's power is its icons in its weakest zone
    Given player B has the legend "Test Warlord"
    Then player B's "Test Warlord" has power 1

  @rule:clar.legends @rule:core.combat.1 @rule:core.combat.3
  Scenario: An attacked legend defends by itself and deals damage equal to its icons in the zone it is attacked through
    Given it is player A's battlefield phase
    And player A has "Drill Empire Spearmen" and "Drill Empire Halberdiers" in their battlefield
    And player B has the legend "Test Warlord"
    When player A attacks the legend through the battlefield with "Drill Empire Spearmen" and "Drill Empire Halberdiers"
    And player B declares no defenders
    Then "Test Warlord" is defending
    When player A assigns the damage:
      | target       | damage |
      | Test Warlord | 3      |
    And player B assigns the damage:
      | target                   | damage |
      | Drill Empire Spearmen    | 2      |
      | Drill Empire Halberdiers | 1      |
    Then player B's "Test Warlord" has 3 damage
    And player A has "Drill Empire Spearmen" in their discard pile
    And player A's "Drill Empire Halberdiers" has 1 damage
    And player B's battlefield has 0 damage

  @rule:clar.legends @rule:core.effects.corruption
  Scenario: A corrupted legend does not defend; the attack's damage still reaches it
    Given it is player A's battlefield phase
    And player A has "Drill Empire Spearmen" in their battlefield
    And player B has the corrupted legend "Test Warlord"
    When player A attacks the legend through the quest zone with "Drill Empire Spearmen"
    And player B declares no defenders
    Then "Test Warlord" is not defending
    When player A assigns the damage:
      | target | damage |
      | zone   | 2      |
    Then player B's "Test Warlord" has 2 damage
    And player A's "Drill Empire Spearmen" has 0 damage
    And player B's quest zone has 0 damage

  @rule:clar.legends @rule:core.combat.2
  Scenario: A legend attacks with the units, dealing its battlefield power icons
    Legends attack (clar.legends: "Corrupted legends cannot attack"); with which icons is not said: the engine
    takes the battlefield's, where attacks are made from (a finding on clar.legends).
    Given it is player A's battlefield phase
    And player A has the legend "Test Warlord"
    And player A has "Drill Empire Spearmen" in their battlefield
    When player A attacks the kingdom with "Test Warlord" and "Drill Empire Spearmen"
    And player B declares no defenders
    And player A assigns the damage:
      | target | damage |
      | zone   | 5      |
    Then player B's kingdom has 5 damage

  @rule:clar.legends @rule:core.effects.corruption
  Scenario: A corrupted legend can't attack
    Given it is player A's battlefield phase
    And player A has the corrupted legend "Test Warlord"
    When player A tries to attack the kingdom with "Test Warlord"
    Then the action is refused citing rule clar.legends
