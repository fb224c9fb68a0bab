Feature: FAQ: what effects do (faq.*)
  "Then" needs the part before it to happen; a unit at 0 hit points is destroyed; anything with a trigger
  condition is an ability and triggers by itself.

  Background:
    Given player A has 10 cards in their deck
    And player B has 10 cards in their deck

  @rule:faq.31 @rule:core.effects.then
  Scenario: Capital Center's Action can be triggered with no token on it, but then has no effect
    The FAQ names the card without its text; a support card of that shape: remove a token, then a benefit.
    Given the card:
      """
      name: Test Capital Center
      type: Support
      race: Neutral
      cost: 1
      text: "Action: Remove a resource token from this card. Then draw a card."
      """
    And it is player A's capital phase
    And player A has "Test Capital Center" in their kingdom
    And player B has "Drill Orc Boyz" in hand
    When player A triggers "Test Capital Center"
    And both players pass
    Then the log shows "then_skipped" citing rule faq.31
    And player A has 0 cards in hand

  @rule:faq.7
  Scenario: A unit brought to 0 hit points is destroyed at once, with no damage on it
    Given the card:
      """
      name: Test Wasting Curse
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: One target unit gets -2 hit points until the end of the turn."
      """
    And it is player A's capital phase
    And player A has "Test Wasting Curse" in hand
    And player B has "Drill Dwarf Longbeards" in their kingdom
    When player A plays the tactic "Test Wasting Curse" targeting "Drill Dwarf Longbeards"
    And both players pass
    Then player B has "Drill Dwarf Longbeards" in their discard pile
    And the log shows "destroyed" citing rule faq.7

  @rule:faq.33 @rule:timing.A.1
  Scenario: Text with a trigger condition is an ability: it triggers by itself, with no "Forced:" printed
    Given the card:
      """
      name: Test Lookout
      type: Unit
      race: Neutral
      cost: 1
      power: 1
      health: 1
      text: "When this unit enters play, draw a card."
      """
    And it is player A's capital phase
    And player A has 1 resources
    And player A has "Test Lookout" in hand
    When player A plays "Test Lookout" into their kingdom
    Then the log shows "constant_effect" citing rule timing.A.1
    And player A has 1 cards in hand

  @rule:faq.15
  Scenario: With Lord of Change out, the opponent's three cards drawn in the quest phase are drawn at the same time
    Player B's quest zone has power 3 (base 1, Big 'Uns 2): one draw of three cards. Player A sees the top card of
    player B's deck before and after it, never the two cards under the top on their way to B's hand.
    Given it is the beginning of player B's turn 4
    And player A has "Lord of Change" in their battlefield
    And player B has "Drill Orc Big 'Uns" in their quest zone
    And player B's deck is "Drill Orc Boyz", "Drill Orc Trolls", "Drill Orc Archers", "Drill Orc Wolf Riders"
    When the turn begins
    Then player B has 3 cards in hand
    And player A saw "Drill Orc Boyz" on top of player B's deck
    And player A saw "Drill Orc Wolf Riders" on top of player B's deck
    And player A never saw "Drill Orc Trolls" on top of player B's deck
    And player A never saw "Drill Orc Archers" on top of player B's deck
    And player A sees "Drill Orc Wolf Riders" on top of player B's deck

  @rule:faq.28
  Scenario: Grudgebearer keeps its resource tokens while its text box is blank, but gains no power from them and no more of them
    Witch Hag's Curse blanks its text box. A Dwarf unit of player A's leaving play would put a token on it.
    Given player A has "Grudgebearer" with 2 resource tokens in their battlefield
    And player A has "Witch Hag's Curse" attached to "Grudgebearer" in their battlefield
    And player A has "Drill Dwarf Warriors" in their battlefield
    Then player A's "Grudgebearer" has power 1
    When an effect of player B destroys player A's "Drill Dwarf Warriors"
    Then player A's "Grudgebearer" has 2 resource tokens
    And player A's "Grudgebearer" has power 1

  @rule:faq.28
  Scenario: The same Grudgebearer without the blank text box gains power from its tokens and a token when a Dwarf leaves play
    Given player A has "Grudgebearer" with 2 resource tokens in their battlefield
    And player A has "Drill Dwarf Warriors" in their battlefield
    Then player A's "Grudgebearer" has power 3
    When an effect of player B destroys player A's "Drill Dwarf Warriors"
    Then player A's "Grudgebearer" has 3 resource tokens
    And player A's "Grudgebearer" has power 4
