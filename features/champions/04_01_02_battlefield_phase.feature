Feature: 4.1.2 Battlefield Phase
  Rotate Smooth cards, update passive effects, handle exhausted cards, trigger instant effects.

  @rule:4.1.2 @rule:4.1.2.1a @rule:4.1.2.1b
  Scenario: A Smooth card Rotates one step forward whatever its symbol shows
    Given the card:
      """
      {name: Numbered Unit, category: Unit, corners: [smooth 3, smooth 1, none, none]}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Numbered Unit" is in play with "Warrior Champion"
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then "Numbered Unit" is on corner 2
    And the log shows "rotate_smooth" citing rule 4.1.2.1a

  @rule:4.1.2.1c
  Scenario: A Clunky Unit stays on its corner in the Battlefield Phase
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Clunky Unit" is in play with "Warrior Champion"
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then "Clunky Unit" is on corner 1

  @rule:4.1.2.1d
  Scenario: All Smooth cards rotate at the same time
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Silent Unit" is in play with "Warrior Champion"
    And player A's champion "Wizard Champion" is in lane 2
    And player A's "Silent Spell" is in play with "Wizard Champion"
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then "Silent Unit" is on corner 2
    And "Silent Spell" is on corner 2
    And the log shows "rotate_smooth" citing rule 4.1.2.1d

  @rule:4.1.2.1d
  Scenario: Two copies of one card rotate together, each from its own corner
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Silent Unit" is in play with "Warrior Champion"
    And player A's champion "Second Warrior" is in lane 2
    And player A's "Silent Unit" is in play with "Second Warrior" on corner 2
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then player A's "Silent Unit" in lane 1 is on corner 2
    And player A's "Silent Unit" in lane 2 is on corner 3

  @rule:4.1.2.2a @rule:4.1.2.2c
  Scenario: A passive effect that became active by rotating applies from now on
    Given the card:
      """
      {name: Waking Fury, category: Blessing, duration: Passive, corners: [smooth X, smooth 1, none, none],
       text: "Increase damage dealt by 1."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's blessing "Waking Fury" is revealed behind "Warrior Champion"
    And player A has "Bolt" in hand
    And it is player A's Start phase
    When the turn begins
    And player A plays "Bolt" with "Warrior Champion"
    Then player B has 27 health

  @rule:4.1.2.2b
  Scenario: An inactive card's passive effects do not apply
    Given the card:
      """
      {name: Sleeping Fury, category: Blessing, duration: Passive, corners: [clunky X, clunky 1, none, none],
       text: "Increase damage dealt by 1."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's blessing "Sleeping Fury" is revealed behind "Warrior Champion"
    And player A has "Bolt" in hand
    When player A plays "Bolt" with "Warrior Champion"
    Then player B has 28 health
    And "Sleeping Fury" is inactive

  @rule:4.1.2.3a @rule:4.1.2.3c
  Scenario: Exhausted cards go to the discard pile left to right
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Silent Unit" is in play with "Warrior Champion" on corner 3
    And player A's champion "Wizard Champion" is in lane 2
    And player A's "Silent Spell" is in play with "Wizard Champion" on corner 3
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then player A's discard pile is "Silent Unit", "Silent Spell" from the bottom

  @rule:4.1.2.3b
  Scenario: A "when this exhausts" effect triggers while the card is in limbo
    Given the card:
      """
      {name: Parting Unit, category: Unit, corners: [smooth 1, none, none, none],
       text: "When this exhausts, deal 2 damage."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Parting Unit" is in play with "Warrior Champion"
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then player B has 28 health
    And player A's "Parting Unit" is in the discard pile
    And the log shows "trigger" citing rule 4.1.2.3b

  @rule:4.1.2.4a @rule:4.1.2.4b
  Scenario: Active cards with instant effects trigger left to right
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Striking Unit" is in play with "Warrior Champion"
    And player A's champion "Wizard Champion" is in lane 2
    And player A's "Healing Spell" is in play with "Wizard Champion"
    And player A has 20 health
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then player B has 29 health
    And player A has 22 health
    And the log shows "damage" before "gain_health"

  @rule:4.1.2.4c
  Scenario: A card on an X corner does not trigger its instant effects
    Given the card:
      """
      {name: Dozing Unit, category: Unit, corners: [smooth 1, smooth X, none, none], text: "Deal 1 damage."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Dozing Unit" is in play with "Warrior Champion"
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then "Dozing Unit" is on corner 2
    And player B has 30 health

  @rule:4.1.2.4d
  Scenario: "At the start of your turn" effects do not trigger in the Battlefield Phase
    Given the card:
      """
      {name: Dawn Biter, category: Unit, corners: [clunky 1, none, none, none],
       text: "At the start of your turn, deal 1 damage."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Dawn Biter" is in play with "Warrior Champion"
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then player B has 30 health

  @rule:4.1.2.3b @rule:2.4.2.2k
  Scenario: A Blessing that Exhausts triggers its "when this exhausts" effect in limbo, then is turned face down
    Given the card:
      """
      {name: Parting Blessing, category: Blessing, duration: Passive, corners: [smooth 1, none, none, none],
       text: "When this exhausts, deal 2 damage."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's blessing "Parting Blessing" is revealed behind "Warrior Champion"
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then player B has 28 health
    And "Parting Blessing" is face down
    And the log shows, in order:
      | event     | rule      |
      | exhaust   | 4.1.2.3b  |
      | trigger   |           |
      | damage    |           |
      | face_down | 2.4.2.2k  |
