Feature: 2.10 Moving cards
  Where cards go, in which order, who chooses, and what must be shown.

  @rule:2.10.1.1 @rule:2.10.1.2
  Scenario: An Ability that Removes a Unit ends up on top of the discard pile, above the Unit
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Silent Unit" is in play with "Warrior Champion"
    And player A has "Purge" in hand
    And player B's champion "Second Warrior" is in lane 4
    And player B's "Clunky Unit" is in play with "Second Warrior"
    When player A plays "Purge" with "Warrior Champion"
    Then the top card of player A's discard pile is "Purge"

  @rule:2.10.1.2
  Scenario: A Discard caused by the played card goes under the played card
    Given the card:
      """
      {name: Sacrifice, category: Ability, permission: Any, text: "Discard 1 card. Deal 3 damage."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Sacrifice" and "Mending" in hand
    When player A plays "Sacrifice" with "Warrior Champion"
    Then player A's discard pile is "Mending", "Sacrifice" from the bottom

  @rule:2.10.1.3 @rule:6.1.2.remove
  Scenario: Action cards Removed at once go to the discard pile left to right
    Given the card:
      """
      {name: Sweep, category: Ability, permission: Any, text: "Remove each enemy Unit."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Sweep" in hand
    And player B's champion "Second Warrior" is in lane 1
    And player B's "Silent Unit" is in play with "Second Warrior"
    And player B's champion "Warrior-Wizard Champion" is in lane 2
    And player B's "Clunky Unit" is in play with "Warrior-Wizard Champion"
    When player A plays "Sweep" with "Warrior Champion"
    Then player B's discard pile is "Silent Unit", "Clunky Unit" from the bottom

  @rule:2.10.1.4 @rule:6.1.2.discard
  Scenario: The discarding player chooses which cards go to the discard pile
    Given the card:
      """
      {name: Mind Rot, category: Ability, permission: Any, text: "Your opponent discards 1 card."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Mind Rot" in hand
    And player B has "Bolt" and "Mending" in hand
    And player B will choose "Mending"
    When player A plays "Mind Rot" with "Warrior Champion"
    Then player B's "Mending" is in the discard pile
    And player B's "Bolt" is in hand

  @rule:2.10.2.1 @rule:2.10.2.4 @rule:6.1.2.deploy
  Scenario: The owner may choose not to Deploy a Unit from their hand
    Given the card:
      """
      {name: Call to Arms, category: Ability, permission: Any, text: "Deploy a Unit from your hand."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Call to Arms" and "Silent Unit" in hand
    And player A will choose "none"
    When player A plays "Call to Arms" with "Warrior Champion"
    Then player A's "Silent Unit" is in hand

  @rule:2.10.2.2 @rule:2.10.3.1
  Scenario: A card moved with a restriction ("a Unit") is revealed to all players
    Given the card:
      """
      {name: Muster, category: Ability, permission: Any, text: "Move a Unit from your hand to your deck."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Muster" and "Silent Unit" in hand
    When player A plays "Muster" with "Warrior Champion"
    Then player A's "Silent Unit" is in the deck
    And the log shows "move" citing rule 2.10.3.1

  @rule:2.10.2.3 @rule:2.10.3.2
  Scenario: A card moved from hand to deck without a restriction is not shown
    Given the card:
      """
      {name: Stash, category: Ability, permission: Any, text: "Move a card from your hand to your deck."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Stash" and "Bolt" in hand
    When player A plays "Stash" with "Warrior Champion"
    Then player A's "Bolt" is in the deck
    And the log shows "move" citing rule 2.10.3.2
    And the log shows no "reveal"

  @rule:2.10.4.1 @rule:2.10.4.2
  Scenario: Champions swapping positions take their cards with them, rotation kept
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Silent Unit" is in play with "Warrior Champion" on corner 2
    And player A's champion "Second Warrior" is in lane 2
    And player A's blessing "Permanent Blessing" is revealed behind "Second Warrior"
    When player A's champions "Warrior Champion" and "Second Warrior" swap positions
    Then "Warrior Champion" is in lane 2
    And "Second Warrior" is in lane 1
    And player A's "Silent Unit" is in play with "Warrior Champion"
    And "Silent Unit" is on corner 2
    And "Permanent Blessing" is in lane 1
