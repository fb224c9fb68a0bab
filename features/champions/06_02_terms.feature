Feature: 6.2 Commonly used terms
  Allied, Enemy, Control, After Playing a Card, Move, Leaving Play, Replace, Swap, Trait, Since Your Last Turn.

  @rule:6.2.allied @rule:6.2.enemy
  Scenario: "enemy" picks the opponent's cards, never your own
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Silent Unit" is in play with "Warrior Champion"
    And player A has "Purge" in hand
    And player B's champion "Second Warrior" is in lane 4
    And player B's "Clunky Unit" is in play with "Second Warrior"
    When player A plays "Purge" with "Warrior Champion"
    Then player B's "Clunky Unit" is in the discard pile
    And player A's "Silent Unit" is in play

  @rule:6.2.allied
  Scenario: "allied" picks your own cards, never the opponent's
    Given the card:
      """
      {name: Rally, category: Ability, permission: Any, text: "Rotate an allied Unit forward 1 corner."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Clunky Unit" is in play with "Warrior Champion"
    And player A has "Rally" in hand
    And player B's champion "Second Warrior" is in lane 4
    And player B's "Silent Unit" is in play with "Second Warrior"
    When player A plays "Rally" with "Warrior Champion"
    Then "Clunky Unit" is on corner 2
    And "Silent Unit" is on corner 1

  @rule:6.2.action-card
  Scenario: "card" means an Action card: Champions and Blessings are not Removed by "each enemy card"
    Given the card:
      """
      {name: Purge All, category: Ability, permission: Any, text: "Remove each enemy card."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Purge All" in hand
    And player B's champion "Second Warrior" is in lane 4
    And player B's blessing "Permanent Blessing" is revealed behind "Second Warrior"
    And player B's "Silent Unit" is in play with "Second Warrior"
    When player A plays "Purge All" with "Warrior Champion"
    Then player B's "Silent Unit" is in the discard pile
    And player B's "Second Warrior" is champion
    And player B's "Permanent Blessing" is revealed

  @rule:6.2.control
  Scenario: A Champion controls the Unit in its lane: damage from it counts for that Champion's Quest
    Given player A's champion "Warrior Champion" is in lane 1 on corner 2
    And player A's "Striking Unit" is in play with "Warrior Champion"
    And player A's champion "Second Warrior" is in lane 2
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then "Warrior Champion" is on corner 3
    And "Second Warrior" is on corner 1

  @rule:6.2.after-playing-a-card
  Scenario: An "after playing" effect is dealt with after the played card has resolved
    Given the card:
      """
      {name: Echo Spell, category: Spell, corners: [clunky 1, none, none, none],
       text: "After playing an Ability, gain 1 health."}
      """
    And player A's champion "Wizard Champion" is in lane 1
    And player A's "Echo Spell" is in play with "Wizard Champion"
    And player A's champion "Second Warrior" is in lane 2
    And player A has "Bolt" in hand
    And player A has 20 health
    When player A plays "Bolt" with "Second Warrior"
    Then player A has 21 health
    And the log shows "damage" before "gain_health"

  @rule:6.2.move
  Scenario: A card moved into play is not Played: it doesn't use the once-per-turn play of its name
    Given the card:
      """
      {name: Bring Forth, category: Ability, permission: Any, text: "Deploy a Unit from your hand."}
      """
    And player A's champion "Second Warrior" is in lane 1
    And player A's champion "Warrior Champion" is in lane 2
    And player A's champion "Warrior-Wizard Champion" is in lane 3
    And player A has "Bring Forth", "Silent Unit" and "Silent Unit" in hand
    And player A will choose "Silent Unit", "Warrior Champion"
    When player A plays "Bring Forth" with "Second Warrior"
    And player A plays "Silent Unit" with "Warrior-Wizard Champion"
    Then player A's lane 3 holds "Silent Unit" from the bottom

  @rule:6.2.leaving-play
  Scenario: A "when this leaves play" effect triggers in limbo as the card leaves play
    Given the card:
      """
      {name: Vengeful Spirit, category: Unit, corners: [clunky 1, none, none, none],
       text: "When this leaves play, deal 2 damage."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Purge" in hand
    And player B's champion "Second Warrior" is in lane 4
    And player B's "Vengeful Spirit" is in play with "Second Warrior"
    When player A plays "Purge" with "Warrior Champion"
    Then player A has 28 health
    And player B's "Vengeful Spirit" is in the discard pile

  @rule:6.2.replace
  Scenario: A Replaced card goes to the discard pile without being Removed
    Given the card:
      """
      {name: Reinforce, category: Ability, permission: Any,
       text: "Replace an allied Unit with a Unit from your hand."}
      """
    And the card:
      """
      {name: Defiant Unit, category: Unit, corners: [clunky 1, none, none, none], text: "Last Stand: Deal 2 damage."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Defiant Unit" is in play with "Warrior Champion"
    And player A has "Reinforce" and "Silent Unit" in hand
    When player A plays "Reinforce" with "Warrior Champion"
    Then player A's "Defiant Unit" is in the discard pile
    And player A's "Silent Unit" is in play with "Warrior Champion"
    And player B has 30 health

  @rule:6.2.swap
  Scenario: Swap exchanges a card in play with one from the discard pile, each taking the other's place
    Given the card:
      """
      {name: Exchange, category: Ability, permission: Any, text: "Swap an allied Unit with a Unit from your discard pile."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Silent Unit" is in play with "Warrior Champion"
    And player A has "Exchange" in hand
    And player A's discard pile is "Bolt", "Clunky Unit", "Mending" from the bottom
    When player A plays "Exchange" with "Warrior Champion"
    Then player A's "Clunky Unit" is in play with "Warrior Champion"
    And player A's discard pile is "Bolt", "Silent Unit", "Mending", "Exchange" from the bottom

  @rule:6.2.swap
  Scenario: A Swap with no valid card in the other area fails and does nothing
    Given the card:
      """
      {name: Exchange, category: Ability, permission: Any, text: "Swap an allied Unit with a Unit from your discard pile."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Silent Unit" is in play with "Warrior Champion"
    And player A has "Exchange" in hand
    And player A's discard pile is "Bolt" from the bottom
    When player A plays "Exchange" with "Warrior Champion"
    Then player A's "Silent Unit" is in play with "Warrior Champion"
    And the log shows "swap_failed" citing rule 6.2.swap

  @rule:6.2.trait
  Scenario: A Champion's passive Trait applies without an action
    Given the card:
      """
      {name: Brutal Champion, category: Champion, class: Warrior, cost: 5, health: 0,
       objectives: [Deploy Unit, Deal Damage, Gain Health, Play Ability], text: "Increase damage dealt by 1."}
      """
    And player A's champion "Brutal Champion" is in lane 1
    And player A has "Bolt" in hand
    When player A plays "Bolt" with "Brutal Champion"
    Then player B has 27 health

  @rule:6.2.since-your-last-turn
  Scenario: "Since your last turn" counts what happened from the end of your previous turn
    Given the card:
      """
      {name: Grudge, category: Ability, permission: Any,
       text: "If you took damage since your last turn, deal 2 damage."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Grudge" in hand
    And player A's deck is "Bolt", "Mending", "Purge" from the top
    And player B's champion "Second Warrior" is in lane 1
    And player B has "Bolt" in hand
    And player B's deck is "Bolt", "Mending", "Purge" from the top
    And it is player B's turn
    When player B plays "Bolt" with "Second Warrior"
    And the turn ends
    And player A plays "Grudge" with "Warrior Champion"
    Then player B has 28 health

  @rule:6.2.since-your-last-turn
  Scenario: Damage taken during your own previous turn is before the window of "since your last turn"
    Given the card:
      """
      {name: Grudge, category: Ability, permission: Any,
       text: "If you took damage since your last turn, deal 2 damage."}
      """
    And the card:
      """
      {name: Blood Price, category: Ability, permission: Any, text: "Deal 3 damage to you."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Blood Price", "Grudge" in hand
    And player A's deck is "Bolt", "Mending", "Purge" from the top
    And player B's champion "Second Warrior" is in lane 1
    And player B's deck is "Bolt", "Mending", "Purge" from the top
    And it is player A's turn
    When player A plays "Blood Price" with "Warrior Champion"
    And the turn ends
    And the turn ends
    And player A plays "Grudge" with "Warrior Champion"
    Then player A has 27 health
    And player B has 30 health
    And the log shows "condition_unmet" citing rule 6.2.since-your-last-turn

  @rule:6.2.since-your-last-turn
  Scenario: A passive effect "if you took damage since your last turn" applies from the moment you take damage
    Given the card:
      """
      {name: Spite, category: Blessing, duration: Passive,
       text: "If you took damage since your last turn, increase damage dealt by 1."}
      """
    And the card:
      """
      {name: Blood Price, category: Ability, permission: Any, text: "Deal 3 damage to you."}
      """
    And the card:
      """
      {name: Jab, category: Ability, permission: Any, text: "Deal 2 damage."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's blessing "Spite" is revealed behind "Warrior Champion"
    And player A has "Bolt", "Blood Price", "Jab" in hand
    And player A has 3 actions left
    When player A plays "Bolt" with "Warrior Champion"
    Then player B has 28 health
    When player A plays "Blood Price" with "Warrior Champion"
    And player A plays "Jab" with "Warrior Champion"
    Then player A has 27 health
    And player B has 25 health
