Feature: FAQ: playing cards and entering play (faq.*)
  An entering-play effect is triggered in the chain after the card entered play, so the card can target itself.

  Background:
    Given player A has 10 cards in their deck
    And player B has 10 cards in their deck

  @rule:faq.27
  Scenario: Forest Goblins' entering-play Action can target the Forest Goblins themselves
    Given it is player A's capital phase
    And player A has 4 resources
    And player A has "Forest Goblins" in hand
    When player A plays "Forest Goblins" into their battlefield
    And player A triggers "Forest Goblins" targeting "Forest Goblins"
    And both players pass
    Then player A's "Forest Goblins" has power 2

  @rule:faq.51
  Scenario: Tunnel Fighter's cost is lowered as it is played, by sacrificing 3 developments
    Given it is player A's capital phase
    And player A has 0 resources
    And player A has "Tunnel Fighter" in hand
    And player A has 3 developments in their kingdom
    When player A plays "Tunnel Fighter" into their battlefield, sacrificing 3 developments in their kingdom
    Then player A has "Tunnel Fighter" in their battlefield
    And player A has 0 developments in their kingdom
    And player A has 0 resources

  @rule:faq.51
  Scenario: Once Tunnel Fighter is in play, its ability can no longer be used
    Given it is player A's capital phase
    And player A has "Tunnel Fighter" in their battlefield
    And player A has 3 developments in their kingdom
    When player A tries to trigger "Tunnel Fighter"
    Then the action is refused citing rule timing.B.2
    And player A has 3 developments in their kingdom

  @rule:faq.50
  Scenario: Two copies of a unique unit put into play at once: one stays, the other is sacrificed, and only the one that stays triggers on entering play
    End Times' own text is not in our card list; a tactic that puts every revealed unit into play stands for it.
    Given the card:
      """
      name: Test End Times
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: Reveal the top three cards of your deck. Put all revealed units into your battlefield."
      """
    And the card:
      """
      name: Unique Test Chieftain
      type: Unit
      race: Orc
      cost: 2
      power: 2
      health: 2
      unique: true
      text: "Forced: After this unit enters play, draw a card."
      """
    And it is player A's capital phase
    And player A has "Test End Times" in hand
    And player A's deck is "Unique Test Chieftain", "Unique Test Chieftain", "Drill Orc Boyz", "Drill Orc Trolls", "Drill Orc Trolls"
    When player A plays the tactic "Test End Times"
    And both players pass
    Then player A has "Unique Test Chieftain" in their battlefield
    And player A has "Drill Orc Boyz" in their battlefield
    And player A has "Unique Test Chieftain" in their discard pile
    And player A has 1 cards in hand
    And player A has 1 cards in their deck
    And the log shows "sacrificed" citing rule faq.50

  @rule:faq.48
  Scenario: Call the Brayherd puts Shaggoth Champion into play while the X its text defines is 3
    Shaggoth Champion's own text is not in our card list; a test unit with a printed cost of X, X defined as the
    ruling says, stands for it. Its X is counted while it is revealed on the deck, out of play.
    Given the card:
      """
      name: Test Shaggoth Champion
      type: Unit
      race: Chaos
      cost: X
      power: 4
      health: 4
      text: X is the fewest number of cards in an opponent's hand.
      """
    And it is player A's capital phase
    And player A has 7 resources
    And player A has "Call the Brayherd" in hand
    And player A's deck is "Test Shaggoth Champion", "Drill Chaos Marauders"
    And player B has "Drill Orc Boyz", "Drill Orc Boyz", "Drill Orc Boyz" in hand
    When player A plays the tactic "Call the Brayherd"
    And both players pass
    Then player A has "Test Shaggoth Champion" in their battlefield
    And player A has "Drill Chaos Marauders" in their battlefield

  @rule:faq.48
  Scenario: Call the Brayherd leaves Shaggoth Champion in the deck while the X its text defines is 4
    Given the card:
      """
      name: Test Shaggoth Champion
      type: Unit
      race: Chaos
      cost: X
      power: 4
      health: 4
      text: X is the fewest number of cards in an opponent's hand.
      """
    And it is player A's capital phase
    And player A has 7 resources
    And player A has "Call the Brayherd" in hand
    And player A's deck is "Test Shaggoth Champion", "Drill Chaos Marauders"
    And player B has "Drill Orc Boyz", "Drill Orc Boyz", "Drill Orc Boyz", "Drill Orc Boyz" in hand
    When player A plays the tactic "Call the Brayherd"
    And both players pass
    Then player A has no "Test Shaggoth Champion" in their battlefield
    And player A has "Test Shaggoth Champion" in their deck
    And player A has "Drill Chaos Marauders" in their battlefield

  @rule:faq.48
  Scenario: Shaggoth Champion played from hand costs the X its text defines
    Given the card:
      """
      name: Test Shaggoth Champion
      type: Unit
      race: Chaos
      cost: X
      power: 4
      health: 4
      text: X is the fewest number of cards in an opponent's hand.
      """
    And it is player A's capital phase
    And player A has 7 resources
    And player A's capital is Chaos
    And player B has "Drill Orc Boyz", "Drill Orc Boyz" in hand
    Then playing "Test Shaggoth Champion" costs player A 2 resources
