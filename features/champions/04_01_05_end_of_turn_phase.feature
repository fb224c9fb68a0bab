Feature: 4.1.5 End of Turn Phase
  "At the end of the turn" effects in Standard Order, then the Empty Deck Check, then the opponent's turn.

  Background:
    Given the card:
      """
      {name: Dusk Biter, category: Unit, corners: [clunky 1, none, none, none],
       text: "At the end of the turn, deal 1 damage."}
      """

  @rule:4.1.5.1 @rule:4.1.5.2
  Scenario: "At the end of the turn" effects take effect in the End of Turn Phase
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Dusk Biter" is in play with "Warrior Champion"
    And player A's deck is "Bolt", "Mending", "Purge" from the top
    When player A passes
    Then player B has 29 health

  @rule:4.1.5.2 @rule:2.7.3.3
  Scenario: End of turn effects resolve in Standard Order: the active player's cards, then the opponent's
    Given the card:
      """
      {name: Dusk Healer, category: Unit, corners: [clunky 1, none, none, none],
       text: "At the end of the turn, gain 1 health."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Dusk Biter" is in play with "Warrior Champion"
    And player A's deck is "Bolt", "Mending", "Purge" from the top
    And player B's champion "Second Warrior" is in lane 1
    And player B's "Dusk Healer" is in play with "Second Warrior"
    And player B has 20 health
    When player A passes
    Then player B has 20 health
    And the log shows "damage" before "gain_health"

  @rule:4.1.5.3 @rule:4.1.5.5a
  Scenario: Finally, after the end of turn effects, the Empty Deck Check removes a player who fails it
    Given the card:
      """
      {name: Dusk Healer, category: Unit, corners: [clunky 1, none, none, none],
       text: "At the end of the turn, gain 1 health."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's deck is empty
    And player B's champion "Second Warrior" is in lane 1
    And player B's "Dusk Healer" is in play with "Second Warrior"
    And player B has 20 health
    When player A passes
    Then player B has 21 health
    And the log shows "gain_health" before "empty_deck_check"
    And player A is removed from the game
    And player B wins the game

  @rule:4.1.5.5b
  Scenario: The Empty Deck Check happens at the end of the turn only when the deck is empty
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's deck is "Bolt", "Mending", "Purge" from the top
    When player A passes
    Then the log shows no "empty_deck_check"

  @rule:4.1.5.4
  Scenario: After the End of Turn Phase the opponent begins their turn
    Given player A's champion "Warrior Champion" is in lane 1
    And player B's champion "Second Warrior" is in lane 1
    And player A's deck is "Bolt", "Mending", "Purge" from the top
    When player A passes
    Then it is player B's turn

  @rule:4.1.5.5c
  Scenario: A player with an empty deck who moved a card from hand to the battlefield carries on
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Silent Unit" in hand
    And player A's deck is empty
    When player A plays "Silent Unit" with "Warrior Champion"
    And the turn ends
    Then the game goes on
    And the log shows "empty_deck_check" citing rule 4.1.5.5b

  @rule:4.1.5.5c
  Scenario: A player with an empty deck who played nothing moves a card in play to the discard pile and carries on
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Clunky Unit" is in play with "Warrior Champion"
    And player A's champion "Second Warrior" is in lane 2
    And player A's "Silent Unit" is in play with "Second Warrior"
    And player A's deck is empty
    And player A will choose "Clunky Unit" in lane 1
    When player A passes
    Then player A's "Clunky Unit" is in the discard pile
    And the game goes on

  @rule:4.1.5.5c
  Scenario: A player with an empty deck, nothing played and nothing left in play is defeated
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Clunky Unit" is in play with "Warrior Champion"
    And player A's deck is empty
    When player A passes
    Then player A's "Clunky Unit" is in the discard pile
    And player A is removed from the game
    And player B wins the game
