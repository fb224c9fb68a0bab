Feature: 2.9 Heroic Acts
  A Heroic Act costs an action, at most one per turn, and may complete a Quest Objective.

  Background:
    Given the card:
      """
      {name: Battle Healer, category: Champion, class: Warrior, cost: 5, health: 0,
       objectives: [Gain Health, Deal Damage, Deploy Unit, Play Ability],
       text: "Heroic Act: Gain 2 health."}
      """
    And the card:
      """
      {name: Battle Striker, category: Champion, class: Warrior, cost: 5, health: 0,
       objectives: [Deploy Unit, Deal Damage, Gain Health, Play Ability],
       text: "Heroic Act: Deal 1 damage."}
      """

  @rule:2.9.1 @rule:4.1.3.3a @rule:4.1.3.3b
  Scenario: Activating a Heroic Act uses an action and resolves its effects
    Given player A's champion "Battle Healer" is in lane 1
    And player A has 20 health
    And player A has 2 actions left
    When player A uses the Heroic Act of "Battle Healer"
    Then player A has 22 health
    And player A has 1 action left

  @rule:2.9.1 @rule:4.1.2.4d
  Scenario: A Heroic Act does not trigger by itself in the Battlefield Phase
    Given player A's champion "Battle Healer" is in lane 1
    And player A has 20 health
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then player A has 20 health

  @rule:2.9.2
  Scenario: Effects listed after a Heroic Act only happen when it is activated, up to the next Heroic Act
    Given the card:
      """
      {name: Two Acts, category: Champion, class: Warrior, cost: 5, health: 0,
       objectives: [Deploy Unit, Deal Damage, Gain Health, Play Ability],
       text: "Heroic Act: Gain 2 health. Heroic Act: Deal 3 damage."}
      """
    And player A's champion "Two Acts" is in lane 1
    And player A has 20 health
    When player A uses the Heroic Act of "Two Acts"
    Then player A has 22 health
    And player B has 30 health

  @rule:2.9.2
  Scenario: The second Heroic Act of a card has only its own effects
    Given the card:
      """
      {name: Two Acts, category: Champion, class: Warrior, cost: 5, health: 0,
       objectives: [Deploy Unit, Deal Damage, Gain Health, Play Ability],
       text: "Heroic Act: Gain 2 health. Heroic Act: Deal 3 damage."}
      """
    And player A's champion "Two Acts" is in lane 1
    And player A has 20 health
    When player A uses Heroic Act 2 of "Two Acts"
    Then player A has 20 health
    And player B has 27 health

  @rule:2.9.3
  Scenario: Hungering Vampire Lord's Heroic Act completes its "Gain Health" objective
    Given player A's champion "Hungering Vampire Lord" is in lane 1 on corner 3
    And player A has 20 health
    When player A uses the Heroic Act of "Hungering Vampire Lord"
    Then "Hungering Vampire Lord" is on corner 4

  @rule:2.9.3 @rule:2.6.3e
  Scenario: A Heroic Act that provides health completes "Gain Health"
    Given player A's champion "Battle Healer" is in lane 1
    And player A has 20 health
    When player A uses the Heroic Act of "Battle Healer"
    Then "Battle Healer" is on its "Deal Damage" corner

  @rule:2.9.4 @rule:4.1.3.3c
  Scenario: Only one Heroic Act may be used each turn, from any source
    Given player A's champion "Battle Healer" is in lane 1
    And player A's champion "Battle Striker" is in lane 2
    And player A has 20 health
    When player A uses the Heroic Act of "Battle Healer"
    And player A tries to use the Heroic Act of "Battle Striker"
    Then the action is refused citing rule 2.9.4
