Feature: 2.6 Quests and Blessings
  A Champion completes the Quest Objective in its current corner, rotates, and after four reveals its Blessing.

  @rule:2.6.1 @rule:2.6.2 @rule:2.6.3a @rule:2.6.5
  Scenario: Deploying a Unit completes a "Deploy Unit" objective and the Champion rotates
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Silent Unit" in hand
    When player A plays "Silent Unit" with "Warrior Champion"
    Then "Warrior Champion" is on corner 2
    And "Warrior Champion" is on its "Deal Damage" corner
    And the log shows "objective_completed" citing rule 2.6.5

  @rule:2.6.3a
  Scenario: A "Deploy Unit" objective showing a Tag needs a Unit with that Tag
    Given the card:
      """
      {name: Daemon Hunter, category: Champion, class: Warrior, cost: 5, health: 0,
       objectives: [Deploy DAEMON Unit, Deal Damage, Gain Health, Play Ability]}
      """
    And player A's champion "Daemon Hunter" is in lane 1
    And player A has "Silent Unit" in hand
    When player A plays "Silent Unit" with "Daemon Hunter"
    Then "Daemon Hunter" is on corner 1

  @rule:2.6.3a
  Scenario: A DAEMON Unit completes Bloodreaver Chieftain's "Deploy DAEMON Unit" objective
    Given player A's champion "Bloodreaver Chieftain" is in lane 1 on its "Deploy DAEMON Unit" corner
    And player A has "Pack of Bloodletters" in hand
    When player A plays "Pack of Bloodletters" with "Bloodreaver Chieftain"
    Then "Bloodreaver Chieftain" is on its "Remove Unit or Spell" corner

  @rule:2.6.3a @rule:4.1.3.2e
  Scenario: A Unit Deployed by another card's effect completes "Deploy Unit"
    Given the card:
      """
      {name: Call to Arms, category: Ability, permission: Any, text: "Deploy a Unit from your hand."}
      """
    And player A's champion "Second Warrior" is in lane 1
    And player A's champion "Warrior Champion" is in lane 2
    And player A has "Call to Arms" and "Silent Unit" in hand
    And player A will choose "Silent Unit", "Warrior Champion"
    When player A plays "Call to Arms" with "Second Warrior"
    Then player A's "Silent Unit" is in play with "Warrior Champion"
    And "Warrior Champion" is on corner 2

  @rule:2.6.3b
  Scenario: Deploying a Spell completes a "Deploy Spell" objective
    Given player A's champion "Wizard Champion" is in lane 1
    And player A has "Silent Spell" in hand
    When player A plays "Silent Spell" with "Wizard Champion"
    Then "Wizard Champion" is on its "Deal Damage" corner

  @rule:2.6.3c
  Scenario: Playing an Ability completes a "Play Ability" objective
    Given player A's champion "Warrior-Wizard Champion" is in lane 1
    And player A has "Mending" in hand
    When player A plays "Mending" with "Warrior-Wizard Champion"
    Then "Warrior-Wizard Champion" is on corner 2

  @rule:2.6.3d
  Scenario: Dealing damage with an Ability completes a "Deal Damage" objective
    Given player A's champion "Wizard Champion" is in lane 1 on corner 2
    And player A has "Bolt" in hand
    When player A plays "Bolt" with "Wizard Champion"
    Then "Wizard Champion" is on corner 3

  @rule:2.6.3d @rule:4.1.2.4a
  Scenario: Damage from a Unit the Champion controls completes "Deal Damage"
    Given player A's champion "Warrior Champion" is in lane 1 on corner 2
    And player A's "Striking Unit" is in play with "Warrior Champion"
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then player B has 29 health
    And "Warrior Champion" is on corner 3

  @rule:2.6.3e
  Scenario: Gaining health completes a "Gain Health" objective
    Given player A's champion "Wizard Champion" is in lane 1 on corner 3
    And player A has "Mending" in hand
    And player A has 20 health
    When player A plays "Mending" with "Wizard Champion"
    Then "Wizard Champion" is on corner 4

  @rule:2.6.3f
  Scenario: Removing an enemy Unit completes a "Remove Unit or Spell" objective
    Given player A's champion "Warrior Champion" is in lane 1 on corner 4
    And player B's champion "Second Warrior" is in lane 1
    And player B's "Silent Unit" is in play with "Second Warrior"
    And player A has "Purge" in hand
    When player A plays "Purge" with "Warrior Champion"
    Then player B's "Silent Unit" is in the discard pile
    And the log shows "objective_completed" citing rule 2.6.3

  @rule:2.6.3
  Scenario: An action that does not match the current objective does not rotate the Champion
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Mending" in hand
    And player A has 20 health
    When player A plays "Mending" with "Warrior Champion"
    Then "Warrior Champion" is on corner 1

  @rule:2.6.4
  Scenario: Bloodreaver Chieftain completes only one objective with Pack of Bloodletters
    Given player A's champion "Bloodreaver Chieftain" is in lane 1 on its "Deploy Unit" corner
    And player A has "Pack of Bloodletters" in hand
    When player A plays "Pack of Bloodletters" with "Bloodreaver Chieftain"
    Then "Bloodreaver Chieftain" is on its "Deal Damage" corner
    And player B has 29 health
    And the log shows "objective_not_completed" citing rule 2.6.4

  @rule:2.6.4
  Scenario: Bloodreaver Chieftain completes "Deal Damage" with a different card the same turn
    Given player A's champion "Bloodreaver Chieftain" is in lane 1 on its "Deploy Unit" corner
    And player A has "Pack of Bloodletters" and "Bolt" in hand
    When player A plays "Pack of Bloodletters" with "Bloodreaver Chieftain"
    And player A plays "Bolt" with "Bloodreaver Chieftain"
    Then "Bloodreaver Chieftain" is on corner 3

  @rule:2.6.5
  Scenario: The Champion rotates before the Deployed Unit resolves its effects
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Biting Unit" in hand
    When player A plays "Biting Unit" with "Warrior Champion"
    Then the log shows "objective_completed" before "damage"

  @rule:2.6.6 @rule:2.4.2.3b
  Scenario: Completing the fourth objective completes the Quest and reveals the Blessing
    Given player A's champion "Warrior Champion" is in lane 1 on corner 4
    And player A's blessing "Permanent Blessing" is face down under "Warrior Champion"
    And player B's champion "Second Warrior" is in lane 1
    And player B's "Silent Unit" is in play with "Second Warrior"
    And player A has "Purge" in hand
    When player A plays "Purge" with "Warrior Champion"
    Then player A's "Permanent Blessing" is revealed
    And the log shows "quest_complete" citing rule 2.6.6
    And "Warrior Champion" has completed its Quest
    And "Warrior Champion" is on corner 1

  @rule:2.6.6
  Scenario: Completing the third objective leaves the Quest incomplete, with the fourth to go
    Given the card:
      """
      {name: Small Mercy, category: Ability, permission: Any, text: "Gain 1 health."}
      """
    And player A's champion "Warrior Champion" is in lane 1 on its "Gain Health" corner
    And player A has "Small Mercy" in hand
    And player A has 20 health
    When player A plays "Small Mercy" with "Warrior Champion"
    Then "Warrior Champion" is on its "Remove Unit or Spell" corner
    And "Warrior Champion" has not completed its Quest

  @rule:2.6.7
  Scenario: An Instant Blessing's effect resolves, then it is turned face down in the Blessing row
    Given player A's champion "Warrior Champion" is in lane 1 on corner 4
    And player A's blessing "Instant Blessing" is face down under "Warrior Champion"
    And player B's champion "Second Warrior" is in lane 1
    And player B's "Silent Unit" is in play with "Second Warrior"
    And player A has "Purge" in hand
    And player A has 10 health
    When player A plays "Purge" with "Warrior Champion"
    Then player A has 15 health
    And "Instant Blessing" is face down
    And the log shows "face_down" citing rule 2.6.7

  @rule:2.4.2.2b @rule:2.4.2.2i
  Scenario: An Instant Blessing revealed by a completed Quest applies its effect at once, then is turned face down
    Given player A's champion "Warrior Champion" is in lane 1 on corner 4
    And player A's blessing "Instant Blessing" is face down under "Warrior Champion"
    And player B's champion "Second Warrior" is in lane 1
    And player B's "Silent Unit" is in play with "Second Warrior"
    And player A has "Purge" in hand
    And player A has 10 health
    When player A plays "Purge" with "Warrior Champion"
    Then player A has 15 health
    And the log shows "trigger" citing rule 2.4.2.2i
    And the log shows "trigger" citing rule 2.6.7
    And the log shows "face_down" citing rule 2.4.2.2b
    And the log shows "trigger" before "face_down"

  @rule:2.6.1 @rule:2.6.6
  Scenario: A Champion that has completed its Quest has no objective left: later cards complete nothing
    Given player A's champion "Warrior Champion" is in lane 1 on corner 4
    And player B's champion "Second Warrior" is in lane 1
    And player B's "Silent Unit" is in play with "Second Warrior"
    And player A has "Purge" and "Stacking Unit" in hand
    And player A has 3 actions left
    When player A plays "Purge" with "Warrior Champion"
    And player A plays "Stacking Unit" with "Warrior Champion"
    Then "Warrior Champion" has completed its Quest
    And "Warrior Champion" is on corner 1
    And the log shows no "objective_completed"
    And player A's "Stacking Unit" is in play with "Warrior Champion"
