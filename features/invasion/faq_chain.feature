Feature: FAQ: the action chain (faq.*)
  Actions are taken only before all players pass; then the chain resolves last in, first out, and nothing is
  added to it, though Forced effects interrupt it. What is on the chain is not in play.

  Background:
    Given player A has 10 cards in their deck
    And player B has 10 cards in their deck
    And the card:
      """
      name: Test Fire Bolt
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: Deal 2 damage to one target unit."
      """
    And the card:
      """
      name: Test Martyr
      type: Unit
      race: Neutral
      cost: 1
      power: 1
      health: 1
      text: "Forced: After this unit leaves play, draw a card."
      """
    And the card:
      """
      name: Test Greater Heal
      type: Tactic
      race: High Elf
      cost: 3
      traits: Spell.
      text: "Action: Heal all damage on your units."
      """
    And the card:
      """
      name: Test Drain Magic
      type: Tactic
      race: High Elf
      cost: 1
      traits: Spell.
      text: "Action: Cancel a Spell card just played."
      """
    And the card:
      """
      name: Test Tear
      type: Tactic
      race: High Elf
      cost: 1
      traits: Spell.
      text: "Action: Draw a card."
      """

  @rule:faq.18
  Scenario: Once both players pass the chain resolves whole; a Forced effect interrupts it between two entries
    Given it is player A's capital phase
    And player A has "Test Fire Bolt" in hand
    And player A has "Test Martyr" in their battlefield
    And player B has "Test Fire Bolt" in hand
    And player B has "Drill Dwarf Longbeards" in their kingdom
    When player A plays the tactic "Test Fire Bolt" targeting player B's "Drill Dwarf Longbeards"
    And player B plays the tactic "Test Fire Bolt" targeting player A's "Test Martyr"
    And both players pass
    Then the log shows, in order:
      | event          | rule       |
      | chain_resolves | faq.18     |
      | resolve        | timing.B.3 |
      | destroyed      |            |
      | forced         | timing.A.2 |
      | draw           |            |
      | resolve        | timing.B.3 |
      | destroyed      |            |
    And player A has 1 cards in hand
    And player B has "Drill Dwarf Longbeards" in their discard pile

  @rule:faq.5
  Scenario: Loyalty icons on a tactic on the chain don't lower the cost of a tactic played in response
    Given the card:
      """
      name: Test Waaagh Call
      type: Tactic
      race: Orc
      cost: 0
      loyalty: 1
      text: "Action: Draw a card."
      """
    And the card:
      """
      name: Test Choppa Trick
      type: Tactic
      race: Orc
      cost: 1
      loyalty: 1
      text: "Action: Draw a card."
      """
    And it is player A's capital phase
    And player A's capital is Empire
    And player A has 3 resources
    And player A has "Test Waaagh Call" and "Test Choppa Trick" in hand
    And player B has "Test Fire Bolt" in hand
    When player A plays the tactic "Test Waaagh Call"
    Then player A has 2 resources
    When player B passes
    And player A plays the tactic "Test Choppa Trick"
    Then the chain holds "Test Waaagh Call", "Test Choppa Trick"
    And player A has 0 resources

  @rule:faq.40
  Scenario: A Forced effect interrupts an Action at its sentence break
    Hidden Sorceress and Snotling Invasion (a quest) are not carried out yet; the same timing with two real cards:
    Walking Sacrifice's Forced effect interrupts Plague Bomb between its first and second sentences.
    Given the card:
      """
      name: Plague Bomb
      type: Tactic
      race: Chaos
      cost: 3
      loyalty: 3
      text: "Action: Deal 1 damage to target unit. Deal 2 damage to another target unit. Deal 3 damage to a third target unit."
      """
    And it is player A's capital phase
    And player A has 6 resources
    And player A has "Plague Bomb" in hand
    And player B has "Walking Sacrifice", "Drill Orc Trolls" and "Drill Orc Archers" in their battlefield
    When player A plays the tactic "Plague Bomb" targeting "Walking Sacrifice", "Drill Orc Trolls", "Drill Orc Archers"
    And both players pass
    Then the log shows, in order:
      | event     | rule       |
      | destroyed |            |
      | forced    | timing.A.2 |
      | draw      |            |
      | damage    |            |
      | destroyed |            |
    And player B has 1 cards in hand

  @rule:misc.card-effects-resulting-in-playing-cards
  Scenario: A unit played by an effect as the chain resolves is part of that chain: no new chain, no response
    Given the card:
      """
      name: Test Call to Arms
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: Play a unit from your hand at no cost."
      """
    And it is player A's capital phase
    And player A has 0 resources
    And player A has "Test Call to Arms" and "Drill Empire Spearmen" in hand
    And player B has "Test Fire Bolt" in hand
    And player A will pick "Drill Empire Spearmen"
    And player A will choose their battlefield
    When player A plays the tactic "Test Call to Arms"
    And both players pass
    Then player A has "Drill Empire Spearmen" in their battlefield
    And "Drill Empire Spearmen" was played inside the resolution of the chain, with no chain of its own
    And the log shows "played_by_effect" citing rule misc.card-effects-resulting-in-playing-cards

  @rule:faq.43
  Scenario: Gathering the Winds plays a Spell from the discard pile when the chain reaches it, then is sacrificed
    The Spell's printed cost in resource tokens comes off Gathering the Winds as the Action is triggered. The Spell
    is played as the entry resolves, inside the chain: no window opens for player B's Drain Magic (given to a test
    tactic: "Cancel a Spell card just played."), it resolves and is discarded, and only then is Gathering the
    Winds sacrificed. The Spells are test tactics with the Spell trait and printed costs.
    Given it is player A's capital phase
    And player A's capital is High Elf
    And player A has "Gathering the Winds" with 4 resource tokens in their kingdom
    And player A has "Drill Orc Trolls" with 1 damage in their kingdom
    And player A has "Test Greater Heal" in their discard pile
    And player B has 3 resources
    And player B has "Test Drain Magic" in hand
    When player A triggers "Gathering the Winds" targeting "Test Greater Heal"
    Then player A's "Gathering the Winds" has 1 resource tokens
    When both players pass
    Then player A's "Drill Orc Trolls" has 0 damage
    And the log shows "played_by_effect" citing rule misc.card-effects-resulting-in-playing-cards
    And player A has "Test Greater Heal" in their discard pile
    And player A has "Gathering the Winds" in their discard pile
    And player B has "Test Drain Magic" in their hand

  @rule:faq.43
  Scenario: Two Spells played by Gathering the Winds resolve last in, first out, the second after it left play
    Given it is player A's capital phase
    And player A's capital is High Elf
    And player A has "Gathering the Winds" with 4 resource tokens in their kingdom
    And player A has "Drill Orc Trolls" with 1 damage in their kingdom
    And player A has "Test Tear" in their discard pile
    And player A has "Test Greater Heal" in their discard pile
    When player A triggers "Gathering the Winds" targeting "Test Tear"
    And player B passes
    And player A triggers "Gathering the Winds" targeting "Test Greater Heal"
    Then player A's "Gathering the Winds" has 0 resource tokens
    When both players pass
    Then "Test Greater Heal" resolves before "Test Tear"
    And player A has "Gathering the Winds" in their discard pile
    And player A has "Test Tear" in their discard pile

  @rule:faq.43
  Scenario: One Spell targeted twice by Gathering the Winds is played once: played, it is a new copy
    Given it is player A's capital phase
    And player A's capital is High Elf
    And player A has "Gathering the Winds" with 6 resource tokens in their kingdom
    And player A has "Drill Orc Trolls" with 1 damage in their kingdom
    And player A has "Test Greater Heal" in their discard pile
    When player A triggers "Gathering the Winds" targeting "Test Greater Heal"
    And player B passes
    And player A triggers "Gathering the Winds" targeting "Test Greater Heal"
    And both players pass
    Then the log shows "not_played" citing rule faq.43
    And player A has "Test Greater Heal" in their discard pile
    And player A's "Drill Orc Trolls" has 0 damage

  @rule:faq.43
  Scenario: Gathering the Winds can't be triggered for a Spell that costs more tokens than it has
    Given it is player A's capital phase
    And player A's capital is High Elf
    And player A has "Gathering the Winds" with 2 resource tokens in their kingdom
    And player A has "Test Greater Heal" in their discard pile
    When player A tries to trigger "Gathering the Winds" targeting "Test Greater Heal"
    Then the action is refused citing rule timing.C.2
