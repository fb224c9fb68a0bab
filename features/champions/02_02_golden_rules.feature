Feature: 2.2 Golden rules
  Cards beat rules; effects are not optional unless they say so; "can't" beats "can".

  @rule:2.2.1 @rule:2.14.4b @rule:2.5.1.2
  Scenario: A Stacking Unit (the card) may be Deployed by an Engaged Warrior (the rule says Disengaged)
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Silent Unit" is in play with "Warrior Champion"
    And player A has "Stacking Unit" in hand
    When player A plays "Stacking Unit" with "Warrior Champion"
    Then player A's "Stacking Unit" is in play with "Warrior Champion"

  @rule:2.2.2 @rule:3.1.1d
  Scenario: You do as much as you can: drawing 2 from a deck of 1 draws 1 and the card is still played
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Bounty" in hand
    And player A's deck is "Silent Unit" from the top
    When player A plays "Bounty" with "Warrior Champion"
    Then player A's hand is "Silent Unit" from the top
    And player A's "Bounty" is in the discard pile
    And the log shows "draw_ignored" citing rule 3.1.1d

  @rule:2.2.2
  Scenario: A "may" effect is optional: the player may decline it
    Given the card:
      """
      {name: Maybe Bolt, category: Ability, permission: Any, text: "You may deal 2 damage."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Maybe Bolt" in hand
    And player A will choose "no"
    When player A plays "Maybe Bolt" with "Warrior Champion"
    Then player B has 30 health
    And player A's "Maybe Bolt" is in the discard pile

  @rule:2.2.2
  Scenario: An effect without "may" or "up to" is not optional
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Mending" in hand
    And player A has 20 health
    When player A plays "Mending" with "Warrior Champion"
    Then player A has 23 health

  @rule:2.2.3
  Scenario: Fearless Khorgoraths stops a Champion from Deploying Units, even through a card that Deploys one
    Given the card:
      """
      {name: Call to Arms, category: Ability, permission: Any, text: "Deploy a Unit from your hand."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player B's champion "Second Warrior" is in lane 4
    And player B's "Fearless Khorgoraths" is in play with "Second Warrior"
    And player A has "Call to Arms" and "Silent Unit" in hand
    When player A plays "Call to Arms" with "Warrior Champion"
    Then player A's "Silent Unit" is in hand
    And player A's "Call to Arms" is in the discard pile
    And the log shows "deploy_failed" citing rule 6.1.2.deploy

  @rule:2.2.3
  Scenario: A Champion that can't Deploy Units is refused when playing a Unit
    Given player A's champion "Warrior Champion" is in lane 1
    And player B's champion "Second Warrior" is in lane 4
    And player B's "Fearless Khorgoraths" is in play with "Second Warrior"
    And player A has "Silent Unit" in hand
    When player A tries to play "Silent Unit" with "Warrior Champion"
    Then the action is refused citing rule 2.2.3

  @rule:2.2.3
  Scenario: A card that can't Rotate is not Rotated by another card's effect
    Given the card:
      """
      {name: Anchored Unit, category: Unit, corners: [smooth 1, smooth 1, none, none], text: "This can't rotate."}
      """
    And the card:
      """
      {name: Rally, category: Ability, permission: Any, text: "Rotate an allied Unit forward 1 corner."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Anchored Unit" is in play with "Warrior Champion"
    And player A has "Rally" in hand
    When player A plays "Rally" with "Warrior Champion"
    Then "Anchored Unit" is on corner 1
    And the log shows "rotate_prevented" citing rule 2.2.3
    And the log shows no "rotate"
