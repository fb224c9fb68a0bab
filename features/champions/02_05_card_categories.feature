Feature: 2.5 Card categories
  Units and Spells stay in play and rotate; Abilities resolve and go to the discard pile.

  @rule:2.5.1.1 @rule:2.5.1.3 @rule:3.1.4d
  Scenario: A Unit stays in play in front of the Champion that played it, upright
    Given player A's champion "Warrior Champion" is in lane 2
    And player A has "Silent Unit" in hand
    When player A plays "Silent Unit" with "Warrior Champion"
    Then player A's "Silent Unit" is in play with "Warrior Champion"
    And "Silent Unit" is on corner 1

  @rule:2.5.1.2 @rule:6.1.2.engaged
  Scenario: An Engaged Warrior may not play a (non-Stacking) Unit
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Silent Unit" is in play with "Warrior Champion"
    And player A has "Clunky Unit" in hand
    When player A tries to play "Clunky Unit" with "Warrior Champion"
    Then the action is refused citing rule 2.5.1.2

  @rule:2.5.1.4
  Scenario: Feasting Vargheist's effects affect its owner
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Feasting Vargheist" in hand
    And player A's deck is "Bolt", "Mending" from the top
    And player A has 20 health
    When player A plays "Feasting Vargheist" with "Warrior Champion"
    Then player A has more than 20 health
    And player A's "Bolt" is in hand

  @rule:2.5.1.5 @rule:2.5.1.6
  Scenario: A Unit's effect applies as it comes into play, reading its current (top left) corner
    Given the card:
      """
      {name: Corner Biter, category: Unit, corners: [smooth 2, smooth 1, none, none],
       text: "Deal damage equal to the corner value."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Corner Biter" in hand
    When player A plays "Corner Biter" with "Warrior Champion"
    Then player B has 28 health

  @rule:2.5.1.7 @rule:6.2.x
  Scenario: A Unit on an X corner applies none of its effects
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "X Unit" in hand
    When player A plays "X Unit" with "Warrior Champion"
    Then player B has 30 health

  @rule:2.5.1.7 @rule:4.1.2.4c
  Scenario: A Unit about to Exhaust applies none of its effects
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Striking Unit" is in play with "Warrior Champion" on corner 4
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then player B has 30 health

  @rule:2.5.1.8 @rule:2.5.1.9 @rule:2.5.1.10 @rule:4.1.2.1a
  Scenario: A Smooth Unit Rotates one corner in the Battlefield Phase
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Silent Unit" is in play with "Warrior Champion"
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then "Silent Unit" is on corner 2

  @rule:2.5.1.11 @rule:2.5.1.12 @rule:6.1.2.clunky
  Scenario: A Clunky Unit does not Rotate by itself
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Clunky Unit" is in play with "Warrior Champion"
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then "Clunky Unit" is on corner 1

  @rule:2.5.1.13 @rule:6.1.2.exhaust
  Scenario: A Unit that Rotates onto a corner with no rotation symbol Exhausts to the discard pile
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Silent Unit" is in play with "Warrior Champion" on corner 3
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then player A's "Silent Unit" is in the discard pile

  @rule:2.5.1.13
  Scenario: A Unit that Rotates back to its original orientation Exhausts
    Given the card:
      """
      {name: Enduring Unit, category: Unit, corners: [smooth 1, smooth 1, smooth 1, smooth 1]}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Enduring Unit" is in play with "Warrior Champion" on corner 4
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then player A's "Enduring Unit" is in the discard pile

  @rule:2.5.1.14 @rule:6.1.2.rotate
  Scenario: Corners of a Unit passed over by a 2-corner Rotation trigger and resolve
    Given the card:
      """
      {name: Whirl, category: Ability, permission: Any, text: "Rotate an allied Unit forward 2 corners."}
      """
    And the card:
      """
      {name: Stepping Unit, category: Unit, corners: [clunky 1, clunky 1, clunky 1, none], text: "Deal 1 damage."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Stepping Unit" is in play with "Warrior Champion"
    And player A has "Whirl" in hand
    When player A plays "Whirl" with "Warrior Champion"
    Then "Stepping Unit" is on corner 3
    And player B has 28 health

  @rule:2.5.1.14
  Scenario: A Unit that leaves its current corner mid-effect cancels its remaining effects
    Given the card:
      """
      {name: Reckless Unit, category: Unit, corners: [clunky 1, clunky X, none, none],
       text: "Rotate this forward 1 corner and deal 3 damage."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Reckless Unit" is in play with "Warrior Champion"
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then "Reckless Unit" is on corner 2
    And player B has 30 health
    And the log shows "cancelled" citing rule 2.5.1.14

  @rule:2.5.2.1 @rule:2.5.2.3 @rule:2.5.2.5
  Scenario: A Spell stays in play in front of the Wizard that played it, upright
    Given player A's champion "Wizard Champion" is in lane 3
    And player A has "Silent Spell" in hand
    When player A plays "Silent Spell" with "Wizard Champion"
    Then player A's "Silent Spell" is in play with "Wizard Champion"
    And "Silent Spell" is on corner 1

  @rule:2.5.2.4
  Scenario: Invigorating Chant's healing goes to its owner
    Given player A's champion "Wizard Champion" is in lane 1
    And player A has "Invigorating Chant" in hand
    And player A has 20 health
    And player B has 20 health
    When player A plays "Invigorating Chant" with "Wizard Champion"
    Then player A has more than 20 health
    And player B has 20 health

  @rule:2.5.2.6
  Scenario: A Spell's effects apply as it comes into play
    Given player A's champion "Wizard Champion" is in lane 1
    And player A has "Healing Spell" in hand
    And player A has 20 health
    When player A plays "Healing Spell" with "Wizard Champion"
    Then player A has 22 health

  @rule:2.5.2.7 @rule:6.2.x
  Scenario: A Spell on an X corner applies none of its effects
    Given the card:
      """
      {name: Sleeping Spell, category: Spell, corners: [smooth X, smooth 2, none, none], text: "Gain 2 health."}
      """
    And player A's champion "Wizard Champion" is in lane 1
    And player A has "Sleeping Spell" in hand
    And player A has 20 health
    When player A plays "Sleeping Spell" with "Wizard Champion"
    Then player A has 20 health

  @rule:2.5.2.8 @rule:2.5.2.9 @rule:2.5.2.10
  Scenario: A Smooth Spell Rotates one corner in the Battlefield Phase
    Given player A's champion "Wizard Champion" is in lane 1
    And player A's "Silent Spell" is in play with "Wizard Champion"
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then "Silent Spell" is on corner 2

  @rule:2.5.2.11 @rule:2.5.2.12
  Scenario: A Clunky Spell does not Rotate by itself
    Given the card:
      """
      {name: Clunky Spell, category: Spell, corners: [clunky 1, clunky 1, none, none]}
      """
    And player A's champion "Wizard Champion" is in lane 1
    And player A's "Clunky Spell" is in play with "Wizard Champion"
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then "Clunky Spell" is on corner 1

  @rule:2.5.2.13
  Scenario: A Spell that Rotates onto a corner with no rotation symbol Exhausts to the discard pile
    Given player A's champion "Wizard Champion" is in lane 1
    And player A's "Silent Spell" is in play with "Wizard Champion" on corner 3
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then player A's "Silent Spell" is in the discard pile

  @rule:2.5.2.14
  Scenario: Corners of a Spell passed over by a 2-corner Rotation trigger and resolve
    Given the card:
      """
      {name: Spin Spells, category: Ability, permission: Any, text: "Rotate an allied Spell forward 2 corners."}
      """
    And the card:
      """
      {name: Stepping Spell, category: Spell, corners: [clunky 1, clunky 1, clunky 1, none], text: "Gain 1 health."}
      """
    And player A's champion "Wizard Champion" is in lane 1
    And player A's "Stepping Spell" is in play with "Wizard Champion"
    And player A's champion "Second Warrior" is in lane 2
    And player A has "Spin Spells" in hand
    And player A has 20 health
    When player A plays "Spin Spells" with "Second Warrior"
    Then "Stepping Spell" is on corner 3
    And player A has 22 health

  @rule:2.5.2.14
  Scenario: A Spell that leaves play mid-effect cancels the rest of its effects
    Given the card:
      """
      {name: Fleeting Spell, category: Spell, corners: [clunky 1, clunky 1, none, none],
       text: "Exhaust this and gain 3 health."}
      """
    And player A's champion "Wizard Champion" is in lane 1
    And player A's "Fleeting Spell" is in play with "Wizard Champion"
    And player A has 20 health
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then player A's "Fleeting Spell" is in the discard pile
    And player A has 20 health

  @rule:2.5.3.1 @rule:2.5.3.4 @rule:4.1.3.2c
  Scenario: An Ability resolves, then goes to the discard pile
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Bolt" in hand
    When player A plays "Bolt" with "Warrior Champion"
    Then player B has 28 health
    And player A's "Bolt" is in the discard pile

  @rule:2.5.3.2
  Scenario: An Ability with permission Any may be played by a Wizard
    Given player A's champion "Wizard Champion" is in lane 1
    And player A has "Bolt" in hand
    When player A plays "Bolt" with "Wizard Champion"
    Then player B has 28 health

  @rule:2.5.3.3
  Scenario: An Engaged Champion controlling a Unit may play an Ability
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Silent Unit" is in play with "Warrior Champion"
    And player A has "Bolt" in hand
    When player A plays "Bolt" with "Warrior Champion"
    Then player B has 28 health

  @rule:2.5.3.3
  Scenario: An Engaged Champion controlling a Spell may not play an Ability
    Given player A's champion "Wizard Champion" is in lane 1
    And player A's "Silent Spell" is in play with "Wizard Champion"
    And player A has "Bolt" in hand
    When player A tries to play "Bolt" with "Wizard Champion"
    Then the action is refused citing rule 2.5.3.3

  @rule:2.5.3.5
  Scenario: Waaagh! Infusion's healing goes to the owner of the card
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Waaagh! Infusion" in hand
    And player A has 20 health
    And player B has 20 health
    When player A plays "Waaagh! Infusion" with "Warrior Champion"
    Then player A has more than 20 health
    And player B has 20 health
