Feature: 3.1 Play area
  Deck, hand, discard pile, battlefield (4 lanes of 3 rows) and limbo.

  @rule:3.1.1a @rule:3.1.1b @rule:6.1.2.draw
  Scenario: Cards are drawn from the top of the deck
    Given player A's champion "Wizard Champion" is in lane 1
    And player A has "Wizard Insight" in hand
    And player A's deck is "Bolt", "Mending" from the top
    When player A plays "Wizard Insight" with "Wizard Champion"
    Then player A's hand is "Bolt" from the top
    And player A's deck is "Mending" from the top

  @rule:3.1.1c
  Scenario: Putting a card back into the deck (no place given) shuffles the deck
    Given the card:
      """
      {name: Stash, category: Ability, permission: Any, text: "Move a card from your hand to your deck."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Stash" and "Bolt" in hand
    And player A's deck is "Mending", "Purge" from the top
    When player A plays "Stash" with "Warrior Champion"
    Then player A has 3 cards in deck
    And the log shows "shuffle" citing rule 3.1.1c

  @rule:3.1.1e @rule:2.11.1c
  Scenario: No one looks through a deck: neither its owner nor the opponent sees the order of its cards
    Given player A's deck is "Purge", "Stardrake", "Bolt" from the top
    Then player A cannot see the order of player A's deck
    And player B cannot see the order of player A's deck
    And player B cannot see "Stardrake"

  @rule:3.1.1d
  Scenario: Drawing from an empty deck is ignored and does not count as drawing
    Given player A's champion "Wizard Champion" is in lane 1
    And player A has "Wizard Insight" in hand
    And player A's deck is empty
    When player A plays "Wizard Insight" with "Wizard Champion"
    Then player A's hand is empty
    And the log shows "draw_ignored" citing rule 3.1.1d

  @rule:3.1.2a @rule:3.1.2c
  Scenario: There is no upper limit to the number of cards in hand
    Given player A has "Bolt", "Bolt", "Bolt", "Mending", "Mending", "Mending", "Purge", "Purge", "Purge", "Bounty" in hand
    And player A's deck is "Silent Unit", "Clunky Unit", "Stardrake" from the top
    And player A has 2 actions left
    When player A passes
    Then player A has 12 cards in hand

  @rule:3.1.3c
  Scenario: Taking a card out of the discard pile leaves the others in their order
    Given the card:
      """
      {name: Raise, category: Ability, permission: Any, text: "Deploy a Unit from your discard pile."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Raise" in hand
    And player A's discard pile is "Bolt", "Silent Unit", "Mending" from the bottom
    When player A plays "Raise" with "Warrior Champion"
    Then player A's discard pile is "Bolt", "Mending", "Raise" from the bottom

  @rule:3.1.4a @rule:3.1.4b @rule:3.1.4c @rule:3.1.4d
  Scenario: Each lane holds a Champion in the middle row, its Blessing under it, then the back row when revealed
    Given player A's champion "Warrior Champion" is in lane 4
    And player A's blessing "Plain Blessing" is face down under "Warrior Champion"
    And player A's "Silent Unit" is in play with "Warrior Champion"
    Then player A's "Plain Blessing" is face down under its champion
    And "Warrior Champion" is in lane 4
    And "Silent Unit" is in lane 4

  @rule:3.1.5a @rule:3.1.5b
  Scenario: Stardrake's "as it enters play" Discard happens in limbo, before it enters the battlefield
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Stardrake" and "Bolt" in hand
    When player A plays "Stardrake" with "Warrior Champion"
    Then player A's "Bolt" is in the discard pile
    And the log shows "discard" before "deploy"

  @rule:3.1.5b @rule:6.1.2.dormant
  Scenario: Stardrake's Discard happens even if it would be Dormant once on the battlefield
    Given the card:
      """
      {name: Numbing Spell, category: Spell, corners: [clunky 1, none, none, none],
       text: "Each enemy Unit in the opposite lane is dormant."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Stardrake" and "Bolt" in hand
    And player B's champion "Wizard Champion" is in lane 4
    And player B's "Numbing Spell" is in play with "Wizard Champion"
    When player A plays "Stardrake" with "Warrior Champion"
    Then player A's "Bolt" is in the discard pile
