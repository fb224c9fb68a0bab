Feature: 2.12 Increasing and reducing effects
  Modifiers add up, are applied in Standard Order, never go below 0, and apply before "would take damage".

  Background:
    Given the card:
      """
      {name: Fury, category: Blessing, duration: Passive, text: "Increase damage dealt by 1."}
      """
    And the card:
      """
      {name: Ward, category: Blessing, duration: Passive, text: "Reduce damage received by 3."}
      """

  @rule:2.12.1 @rule:2.12.2
  Scenario: Two increases add up
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's blessing "Fury" is revealed behind "Warrior Champion"
    And player A's champion "Second Warrior" is in lane 2
    And player A's blessing "Plain Blessing" is revealed behind "Second Warrior"
    And player A has "Bolt" in hand
    When player A plays "Bolt" with "Warrior Champion"
    Then player B has 26 health
    And the log shows "modified" citing rule 2.12.1

  @rule:2.12.2 @rule:2.12.3
  Scenario: The attacker's increase applies before the defender's reduction (Standard Order), floored at 0
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's blessing "Fury" is revealed behind "Warrior Champion"
    And player A has "Bolt" in hand
    And player B's champion "Second Warrior" is in lane 1
    And player B's blessing "Ward" is revealed behind "Second Warrior"
    When player A plays "Bolt" with "Warrior Champion"
    Then player B has 30 health

  @rule:2.12.3 @rule:2.13.5
  Scenario: Damage reduced below 0 is 0, and it does not count as damage dealt
    Given player A's champion "Wizard Champion" is in lane 1 on corner 2
    And player A has "Bolt" in hand
    And player B's champion "Second Warrior" is in lane 1
    And player B's blessing "Ward" is revealed behind "Second Warrior"
    When player A plays "Bolt" with "Wizard Champion"
    Then player B has 30 health
    And "Wizard Champion" is on corner 2
    And the log shows "no_damage" citing rule 2.13.5

  @rule:2.12.4
  Scenario: "When you would take damage" sees the damage after modifiers
    Given the card:
      """
      {name: Warning Bell, category: Blessing, duration: Passive, text: "When you would take damage, draw 1 card."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Bolt" in hand
    And player B's champion "Second Warrior" is in lane 1
    And player B's blessing "Ward" is revealed behind "Second Warrior"
    And player B's champion "Wizard Champion" is in lane 2
    And player B's blessing "Warning Bell" is revealed behind "Wizard Champion"
    And player B's deck is "Mending" from the top
    When player A plays "Bolt" with "Warrior Champion"
    Then player B has 30 health
    And player B has 0 cards in hand

  @rule:2.12.4
  Scenario: "When you would take damage" triggers when damage remains after modifiers
    Given the card:
      """
      {name: Warning Bell, category: Blessing, duration: Passive, text: "When you would take damage, draw 1 card."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Bolt" in hand
    And player B's champion "Wizard Champion" is in lane 2
    And player B's blessing "Warning Bell" is revealed behind "Wizard Champion"
    And player B's deck is "Mending" from the top
    When player A plays "Bolt" with "Warrior Champion"
    Then player B has 28 health
    And player B's "Mending" is in hand

  @rule:6.1.2.rend
  Scenario: Damage with Rend bypasses damage reducing effects
    Given the card:
      """
      {name: Piercing Bolt, category: Ability, permission: Any, text: "Deal 2 damage with Rend."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Piercing Bolt" in hand
    And player B's champion "Second Warrior" is in lane 1
    And player B's blessing "Ward" is revealed behind "Second Warrior"
    When player A plays "Piercing Bolt" with "Warrior Champion"
    Then player B has 28 health
