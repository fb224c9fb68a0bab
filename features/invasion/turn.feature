Feature: The turn (core.turn)
  Phases 0-5: resources from the kingdom's power, cards from the quest zone's power, the capital phase, the
  battlefield phase, the end of the turn.

  Background:
    Given player A has 10 cards in their deck
    And player B has 10 cards in their deck

  @rule:core.setup.first-turn @rule:core.turn.2
  Scenario: The first player skips the quest phase of the game's first turn
    Given it is the beginning of player A's turn 1
    And player A is the first player
    When the turn begins
    Then player A has 0 cards in hand
    And player A has 3 resources
    And the log shows "skip_phase" citing rule core.setup.first-turn

  @rule:core.setup.first-turn @rule:core.turn.5
  Scenario: The first player skips the battlefield phase of the first turn; then the other player's turn begins
    Given it is the beginning of player A's turn 1
    And player A is the first player
    And player A has "Drill Empire Militia" in their battlefield
    When the turn begins
    And player A passes
    Then the log shows "skip_phase" citing rule core.setup.first-turn
    And the log shows "turn_ends" citing rule core.turn.5
    And it is player B's capital phase
    And player B has 1 cards in hand

  @rule:core.turn.1 @rule:core.capital.power @rule:core.capital.base-power
  Scenario: Unspent resources go back; the kingdom's power is gained
    Given it is the beginning of player A's turn 3
    And player A has 2 resources
    And player A has "Drill Neutral Granary" in their kingdom
    When the turn begins
    Then player A has 4 resources
    And the log shows "resources_reset" citing rule core.turn.1

  @rule:core.turn.2 @rule:core.capital.power
  Scenario: The quest phase draws as many cards as the quest zone's power
    Given it is the beginning of player A's turn 3
    And player A has "Drill Empire Militia" and "Drill Empire Spearmen" in their quest zone
    When the turn begins
    Then player A has 4 cards in hand
    And player A has 6 cards in their deck

  @rule:core.turn.1 @rule:core.effects.corruption
  Scenario: The active player may restore one corrupted unit in the kingdom phase
    Given it is the beginning of player A's turn 3
    And player A has a corrupted "Drill Empire Militia" in their battlefield
    When the turn begins
    And player A restores "Drill Empire Militia"
    Then player A's "Drill Empire Militia" is upright
    And it is player A's capital phase

  @rule:core.players.decking-out
  Scenario: A player whose deck runs out is eliminated at once
    Given it is the beginning of player A's turn 3
    And player A's deck is "Drill Orc Boyz"
    When the turn begins
    Then player A is removed from the game
    And player B wins the game

  @rule:rulebook-errata.2 @rule:core.turn.5 @rule:core.turn.0
  Scenario: At the end of the turn the other player becomes the active player, and their turn begins
    Given it is player A's battlefield phase
    And player A has 10 cards in their deck
    And player B has 10 cards in their deck
    When player A declares no attack
    Then the log shows, in order:
      | event       | rule           |
      | turn_ends   | core.turn.5    |
      | turn_begins | core.turn.0    |
      | resources   | core.turn.1    |
      | draw        | core.turn.2    |
    And it is player B's capital phase
