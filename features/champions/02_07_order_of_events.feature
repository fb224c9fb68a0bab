Feature: 2.7 Order of events
  Effects resolve in printed order, added effects last; cards in play are checked in Standard Order.

  @rule:2.7.1
  Scenario: A card's effects resolve in the order they are written
    Given the card:
      """
      {name: Draw Then Bite, category: Ability, permission: Any, text: "Draw 1 card. Deal 1 damage."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Draw Then Bite" in hand
    And player A's deck is "Bolt" from the top
    When player A plays "Draw Then Bite" with "Warrior Champion"
    Then the log shows "draw" before "damage"

  @rule:2.7.1
  Scenario: Each card drawn is its own event, in the order the text gives them
    Given the card:
      """
      {name: Draw Two Then Bite, category: Ability, permission: Any, text: "Draw 2 cards. Deal 1 damage."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Draw Two Then Bite" in hand
    And player A's deck is "Bolt", "Silent Unit" from the top
    When player A plays "Draw Two Then Bite" with "Warrior Champion"
    Then the log shows, in order:
      | event  | rule     |
      | play   | 4.1.3.2a |
      | draw   |          |
      | draw   |          |
      | damage | 2.13.3   |
    And the log shows 2 "draw" events

  @rule:2.7.1 @rule:6.1.2.last-stand
  Scenario: Favour of the Gods' Last Stand resolves after Gore-slick Skullreaper's own
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Gore-slick Skullreaper" is in play with "Warrior Champion"
    And player A's champion "Second Warrior" is in lane 2
    And player A's blessing "Favour of the Gods" is revealed behind "Second Warrior"
    And player B's champion "Wizard Champion" is in lane 4
    And player B has "Purge" in hand
    And it is player B's turn
    When player B plays "Purge" with "Wizard Champion"
    Then the damage dealt since the action is 1, 2
    And the log shows "last_stand" citing rule 6.1.2.last-stand
    And player A's "Gore-slick Skullreaper" is in the discard pile

  @rule:2.7.2 @rule:2.7.3.1 @rule:2.7.3.2
  Scenario: Playing a card first checks the acting Champion's objective, then the card resolves
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Biting Unit" in hand
    When player A plays "Biting Unit" with "Warrior Champion"
    Then the log shows "objective_completed" before "damage"

  @rule:2.7.3.2
  Scenario: The acting Champion's Quest Objective is checked before its Trait
    Given player A's champion "Bloodreaver Chieftain" is in lane 1
    And player A has "Pack of Bloodletters" in hand
    When player A plays "Pack of Bloodletters" with "Bloodreaver Chieftain"
    Then the log shows "objective_completed" before "gain_health"
    And player A has 31 health

  @rule:2.7.3.2 @rule:4.1.1.3
  Scenario: Start of turn effects resolve in Standard Order: the active player's cards left to right
    Given the card:
      """
      {name: Dawn Biter, category: Unit, corners: [clunky 1, none, none, none],
       text: "At the start of your turn, deal 1 damage."}
      """
    And the card:
      """
      {name: Dawn Healer, category: Unit, corners: [clunky 1, none, none, none],
       text: "At the start of your turn, gain 1 health."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Dawn Healer" is in play with "Warrior Champion"
    And player A's champion "Second Warrior" is in lane 2
    And player A's "Dawn Biter" is in play with "Second Warrior"
    And player A has 20 health
    And it is player A's Start phase
    When the turn begins
    Then the log shows "gain_health" before "damage"

  @rule:2.7.3.2
  Scenario: One player's Action cards apply their effects in order from left to right
    Given the card:
      """
      {name: Dusk One, category: Unit, corners: [clunky 1, none, none, none], text: "At the end of the turn, deal 1 damage."}
      """
    And the card:
      """
      {name: Dusk Two, category: Unit, corners: [clunky 1, none, none, none], text: "At the end of the turn, deal 2 damage."}
      """
    And the card:
      """
      {name: Dusk Three, category: Unit, corners: [clunky 1, none, none, none], text: "At the end of the turn, deal 3 damage."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Dusk One" is in play with "Warrior Champion"
    And player A's champion "Second Warrior" is in lane 3
    And player A's "Dusk Two" is in play with "Second Warrior"
    And player A's champion "Wizard Champion" is in lane 4
    And player A's "Dusk Three" is in play with "Wizard Champion"
    And player A's deck is "Bolt", "Mending", "Purge" from the top
    When player A passes
    Then the damage dealt since the action is 1, 2, 3

  @rule:2.7.3.2
  Scenario: Champions apply their effects before Action cards, whatever their lanes
    Given the card:
      """
      {name: Dusk One, category: Unit, corners: [clunky 1, none, none, none], text: "At the end of the turn, deal 1 damage."}
      """
    And the card:
      """
      {name: Dusk Champion, category: Champion, class: Warrior, cost: 5, health: 0,
       objectives: [Deploy Unit, Deploy Spell, Gain Health, Remove Unit or Spell],
       text: "At the end of the turn, deal 2 damage."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Dusk One" is in play with "Warrior Champion"
    And player A's champion "Dusk Champion" is in lane 2
    And player A's deck is "Bolt", "Mending", "Purge" from the top
    When player A passes
    Then the damage dealt since the action is 2, 1

  @rule:2.7.3.2
  Scenario: Active Blessings apply their effects before Champions, Champions before Action cards
    Given the card:
      """
      {name: Dusk One, category: Unit, corners: [clunky 1, none, none, none], text: "At the end of the turn, deal 1 damage."}
      """
    And the card:
      """
      {name: Dusk Champion, category: Champion, class: Warrior, cost: 5, health: 0,
       objectives: [Deploy Unit, Deploy Spell, Gain Health, Remove Unit or Spell],
       text: "At the end of the turn, deal 2 damage."}
      """
    And the card:
      """
      {name: Dusk Blessing, category: Blessing, duration: Passive, corners: [clunky 1, clunky 1, none, none],
       text: "At the end of the turn, deal 3 damage."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Dusk One" is in play with "Warrior Champion"
    And player A's champion "Dusk Champion" is in lane 2
    And player A's champion "Second Warrior" is in lane 4
    And player A's blessing "Dusk Blessing" is revealed behind "Second Warrior"
    And player A's deck is "Bolt", "Mending", "Purge" from the top
    When player A passes
    Then the damage dealt since the action is 3, 2, 1

  @rule:2.7.3.3 @rule:2.7.3.2
  Scenario: The opponent's cards apply their effects after all of the first player's, each side left to right
    Given the card:
      """
      {name: Dusk One, category: Unit, corners: [clunky 1, none, none, none], text: "At the end of the turn, deal 1 damage."}
      """
    And the card:
      """
      {name: Dusk Two, category: Unit, corners: [clunky 1, none, none, none], text: "At the end of the turn, deal 2 damage."}
      """
    And the card:
      """
      {name: Dusk Three, category: Unit, corners: [clunky 1, none, none, none], text: "At the end of the turn, deal 3 damage."}
      """
    And the card:
      """
      {name: Dusk Four, category: Unit, corners: [clunky 1, none, none, none], text: "At the end of the turn, deal 4 damage."}
      """
    And player A's champion "Warrior Champion" is in lane 2
    And player A's "Dusk One" is in play with "Warrior Champion"
    And player A's champion "Second Warrior" is in lane 4
    And player A's "Dusk Two" is in play with "Second Warrior"
    And player B's champion "Wizard Champion" is in lane 1
    And player B's "Dusk Three" is in play with "Wizard Champion"
    And player B's champion "Warrior-Wizard Champion" is in lane 3
    And player B's "Dusk Four" is in play with "Warrior-Wizard Champion"
    And player A's deck is "Bolt", "Mending", "Purge" from the top
    When player A passes
    Then the damage dealt since the action is 1, 2, 3, 4
    And player A has 23 health
    And player B has 27 health

  @rule:2.7.3.4
  Scenario: A triggered response interjects before the acting card carries on
    Given the card:
      """
      {name: Vengeful Spirit, category: Unit, corners: [clunky 1, none, none, none],
       text: "When this leaves play, deal 2 damage."}
      """
    And the card:
      """
      {name: Purge And Mend, category: Ability, permission: Any, text: "Remove an enemy Unit. Gain 1 health."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Purge And Mend" in hand
    And player B's champion "Second Warrior" is in lane 4
    And player B's "Vengeful Spirit" is in play with "Second Warrior"
    And player A has 20 health
    When player A plays "Purge And Mend" with "Warrior Champion"
    Then the log shows "damage" before "gain_health"
    And player A has 19 health
