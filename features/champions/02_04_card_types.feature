Feature: 2.4 Card types
  Champion classes decide what a Champion may play; Blessings are Instant or Passive and rotate Permanent,
  Smooth or Clunky.

  @rule:2.4.1.2 @rule:2.4.1.2a @rule:2.5.1.2
  Scenario: A Warrior plays a Unit card
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Silent Unit" in hand
    When player A plays "Silent Unit" with "Warrior Champion"
    Then player A's "Silent Unit" is in play with "Warrior Champion"

  @rule:2.4.1.2a @rule:2.5.2.2
  Scenario: A Warrior may not play a Spell card
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Silent Spell" in hand
    When player A tries to play "Silent Spell" with "Warrior Champion"
    Then the action is refused citing rule 2.5.2.2 or 2.4.1.2b

  @rule:2.4.1.2a @rule:2.5.3.2
  Scenario: A Warrior may play a Warrior Ability but not a Wizard Ability
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Wizard Insight" in hand
    When player A tries to play "Wizard Insight" with "Warrior Champion"
    Then the action is refused citing rule 2.5.3.2

  @rule:2.4.1.2b @rule:2.5.2.2
  Scenario: A Wizard plays a Spell card
    Given player A's champion "Wizard Champion" is in lane 2
    And player A has "Silent Spell" in hand
    When player A plays "Silent Spell" with "Wizard Champion"
    Then player A's "Silent Spell" is in play with "Wizard Champion"

  @rule:2.4.1.2b @rule:2.5.1.2
  Scenario: A Wizard may not play a Unit card
    Given player A's champion "Wizard Champion" is in lane 2
    And player A has "Silent Unit" in hand
    When player A tries to play "Silent Unit" with "Wizard Champion"
    Then the action is refused citing rule 2.5.1.2 or 2.4.1.2a

  @rule:2.4.1.2b @rule:2.5.3.2
  Scenario: A Wizard plays a Wizard Ability
    Given player A's champion "Wizard Champion" is in lane 2
    And player A has "Wizard Insight" in hand
    And player A's deck is "Bolt" from the top
    When player A plays "Wizard Insight" with "Wizard Champion"
    Then player A's "Bolt" is in hand

  @rule:2.4.1.2c
  Scenario: A Warrior-Wizard may play a Unit
    Given player A's champion "Warrior-Wizard Champion" is in lane 3
    And player A has "Silent Unit" in hand
    When player A plays "Silent Unit" with "Warrior-Wizard Champion"
    Then player A's "Silent Unit" is in play with "Warrior-Wizard Champion"

  @rule:2.4.1.2c
  Scenario: A Warrior-Wizard may play a Spell
    Given player A's champion "Warrior-Wizard Champion" is in lane 3
    And player A has "Silent Spell" in hand
    When player A plays "Silent Spell" with "Warrior-Wizard Champion"
    Then player A's "Silent Spell" is in play with "Warrior-Wizard Champion"

  @rule:2.4.1.2c @rule:2.5.3.2
  Scenario: A Warrior-Wizard may play Warrior and Wizard Abilities
    Given player A's champion "Warrior-Wizard Champion" is in lane 3
    And player A has "Warrior Drill" and "Wizard Insight" in hand
    And player A's deck is "Bolt", "Mending" from the top
    When player A plays "Warrior Drill" with "Warrior-Wizard Champion"
    And player A plays "Wizard Insight" with "Warrior-Wizard Champion"
    Then player A's hand is "Bolt", "Mending" from the top

  @rule:2.4.1.3a @rule:2.11.1a @rule:2.11.1b
  Scenario: Champions on the battlefield are Free information, Champions not yet placed are Private
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has the unplaced champion "Wizard Champion"
    Then player B can see "Warrior Champion"
    And player B cannot see "Wizard Champion"
    And player A can see "Wizard Champion"

  @rule:2.4.2.2a @rule:2.4.2.2b @rule:2.4.2.3b @rule:2.6.7
  Scenario: An Instant Blessing resolves when revealed and is then turned face down
    Given player A's champion "Warrior Champion" is in lane 1 on corner 4
    And player A's blessing "Instant Blessing" is face down under "Warrior Champion"
    And player B's champion "Second Warrior" is in lane 1
    And player B's "Silent Unit" is in play with "Second Warrior"
    And player A has "Purge" in hand
    And player A has 20 health
    When player A plays "Purge" with "Warrior Champion"
    Then player A has 25 health
    And player A's "Instant Blessing" is revealed
    And "Instant Blessing" is face down

  @rule:2.4.2.2a @rule:2.4.2.3b @rule:2.6.6
  Scenario: A Passive Blessing is placed face up behind its Champion when the Quest completes
    Given player A's champion "Warrior Champion" is in lane 1 on corner 4
    And player A's blessing "Plain Blessing" is face down under "Warrior Champion"
    And player B's champion "Second Warrior" is in lane 1
    And player B's "Silent Unit" is in play with "Second Warrior"
    And player A has "Purge" in hand
    When player A plays "Purge" with "Warrior Champion"
    Then player A's "Plain Blessing" is revealed
    And "Plain Blessing" is face up
    And the log shows "reveal_blessing" citing rule 2.4.2.3b

  @rule:2.4.2.2c @rule:2.4.2.2d
  Scenario: A Permanent Blessing (no rotation symbol) stays in play, turn after turn
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's blessing "Permanent Blessing" is revealed behind "Warrior Champion"
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then "Permanent Blessing" is on corner 1
    And "Permanent Blessing" is face up

  @rule:2.4.2.2c @rule:2.4.2.2e @rule:2.4.2.2f
  Scenario: A Smooth Blessing Rotates by itself in the Battlefield Phase
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's blessing "Plain Blessing" is revealed behind "Warrior Champion"
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then "Plain Blessing" is on corner 2

  @rule:2.4.2.2g @rule:2.4.2.2h @rule:4.1.2.1c
  Scenario: A Clunky Blessing does not Rotate by itself
    Given the card:
      """
      {name: Clunky Blessing, category: Blessing, duration: Passive, corners: [clunky 1, clunky 1, none, none],
       text: "Increase damage dealt by 1."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's blessing "Clunky Blessing" is revealed behind "Warrior Champion"
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then "Clunky Blessing" is on corner 1

  @rule:2.4.2.2i @rule:2.12.1
  Scenario: A revealed Passive Blessing applies at once
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's blessing "Plain Blessing" is revealed behind "Warrior Champion"
    And player A has "Bolt" in hand
    When player A plays "Bolt" with "Warrior Champion"
    Then player B has 27 health

  @rule:2.4.2.2j @rule:6.2.x
  Scenario: A Blessing on an X corner applies none of its effects
    Given the card:
      """
      {name: Resting Blessing, category: Blessing, duration: Passive, corners: [smooth X, smooth 1, none, none],
       text: "Increase damage dealt by 1."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's blessing "Resting Blessing" is revealed behind "Warrior Champion"
    And player A has "Bolt" in hand
    When player A plays "Bolt" with "Warrior Champion"
    Then player B has 28 health

  @rule:2.4.2.2j
  Scenario: A Blessing about to Exhaust applies none of its effects
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's blessing "Plain Blessing" is revealed behind "Warrior Champion" on corner 3
    And player A has "Bolt" in hand
    When player A plays "Bolt" with "Warrior Champion"
    Then player B has 28 health

  @rule:2.4.2.2k @rule:6.1.2.exhaust
  Scenario: A Blessing that Rotates onto a corner with no rotation symbol Exhausts: it is turned face down
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's blessing "Plain Blessing" is revealed behind "Warrior Champion" on corner 2
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then "Plain Blessing" is face down
    And the log shows "face_down" citing rule 2.4.2.2k

  @rule:2.4.2.2l
  Scenario: Corners of a Blessing passed over by a 2-corner Rotation still resolve
    Given the card:
      """
      {name: Growing Blessing, category: Blessing, duration: Passive,
       corners: [clunky 1, clunky 1, clunky 1, none], text: "Gain 1 health."}
      """
    And the card:
      """
      {name: Turn Blessings, category: Ability, permission: Any, text: "Rotate an allied Blessing forward 2 corners."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's blessing "Growing Blessing" is revealed behind "Warrior Champion"
    And player A has "Turn Blessings" in hand
    And player A has 20 health
    When player A plays "Turn Blessings" with "Warrior Champion"
    Then "Growing Blessing" is on corner 3
    And player A has 22 health

  @rule:2.4.2.2l
  Scenario: A Blessing that turns face down mid-effect cancels the rest of its effects
    Given the card:
      """
      {name: Fleeting Blessing, category: Blessing, duration: Passive, corners: [clunky 1, clunky 1, none, none],
       text: "Exhaust this and gain 3 health."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's blessing "Fleeting Blessing" is revealed behind "Warrior Champion"
    And player A has 20 health
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then "Fleeting Blessing" is face down
    And player A has 20 health

  @rule:2.4.2.3a @rule:2.11.1c
  Scenario: An unrevealed Blessing is Hidden information, a revealed one is Free
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's blessing "Plain Blessing" is face down under "Warrior Champion"
    And player A's champion "Second Warrior" is in lane 2
    And player A's blessing "Permanent Blessing" is revealed behind "Second Warrior"
    Then player A cannot see "Plain Blessing"
    And player B cannot see "Plain Blessing"
    And player B can see "Permanent Blessing"

  @rule:2.4.2.2d
  Scenario: A Permanent Blessing, with corner values but no rotation symbol, stays face up through the Battlefield phase
    Given the card:
      """
      {name: Standing Blessing, category: Blessing, duration: Passive, corners: [none 1, none 1, none 1, none 1],
       text: "Increase damage dealt by 1."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's blessing "Standing Blessing" is revealed behind "Warrior Champion"
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then "Standing Blessing" is face up
    And "Standing Blessing" is on corner 1
    And the log shows no "exhaust"
