Feature: Setup (core.setup)
  Both decks are shuffled, each player draws an opening hand and may mulligan once; the first player skips the
  quest and battlefield phases of the game's first turn. (The numbers are the spec's meta: core.setup.*.)

  Background:
    Given player A brings 50 copies of "Drill Empire Militia"
    And player B brings 50 copies of "Drill Orc Boyz"

  @rule:core.setup.start
  Scenario: Each player draws an opening hand of seven cards
    When the game is set up with player A first
    Then player A has 7 cards in hand
    And player B has 7 cards in hand
    And player A has 43 cards in their deck
    And the log shows "first_player" citing rule core.setup.start

  @rule:core.setup.mulligan
  Scenario: A mulligan shuffles the hand back and draws a new one, once
    When the game is set up with player A first
    And player A takes a mulligan
    Then player A has 7 cards in hand
    And player A has 43 cards in their deck
    And the log shows "mulligan" citing rule core.setup.mulligan
    When player A tries to take a mulligan
    Then the action is refused citing rule core.setup.mulligan

  @rule:core.setup.mulligan @rule:core.turn.0
  Scenario: After both players keep their hands the first turn begins
    When the game is set up with player B first
    And player B keeps their hand
    And player A keeps their hand
    Then it is player B's capital phase
    And the log shows "turn_begins" citing rule core.turn.0
