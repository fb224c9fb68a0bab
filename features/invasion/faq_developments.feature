Feature: FAQ: developments (faq.*)
  A development is in play already: a unit card turned face up from under a zone does not enter play.

  Background:
    Given player A has 10 cards in their deck
    And player B has 10 cards in their deck
    And the card:
      """
      name: Test Warboss
      type: Unit
      race: Orc
      cost: 2
      power: 2
      health: 3
      text: "Forced: After this unit enters play, draw a card."
      """

  @rule:faq.29
  Scenario: A unit that counted as a development enters the discard pile as a unit, its printed type
    Kairos Fateweaver has no hit points in the card data; Judgement of Loec makes a unit count as a development
    instead (faq.25). A test quest stands for Offering to Hekarti's trigger on a unit put into the discard pile.
    Given the card:
      """
      name: Test Offering
      type: Quest
      race: Dark Elf
      cost: 0
      loyalty: 0
      text: "Forced: When a unit enters an opponent's discard pile, put a resource token on this card."
      """
    And it is player A's capital phase
    And player A's capital is High Elf
    And player A has 5 resources
    And player A has "Test Offering" in their quest zone
    And player A has "Judgement of Loec" in hand
    And player B has "Drill Orc Archers" in their kingdom
    When player A attaches "Judgement of Loec" to player B's "Drill Orc Archers"
    And an effect of player A destroys player B's "Drill Orc Archers"
    Then player B has "Drill Orc Archers" in their discard pile
    And "Test Offering" has 1 resource tokens

  @rule:faq.41
  Scenario: A corrupted unit under Judgement of Loec is a corrupted development, and a corrupted unit when it leaves
    Given it is player A's capital phase
    And player A's capital is High Elf
    And player A has 5 resources
    And player A has "Judgement of Loec" in hand
    And player B has a corrupted "Drill Orc Archers" in their kingdom
    When player A attaches "Judgement of Loec" to player B's "Drill Orc Archers"
    Then player B's kingdom has 9 hit points
    And player B's "Drill Orc Archers" is corrupted
    When an effect of player A destroys player A's "Judgement of Loec"
    Then player B's kingdom has 8 hit points
    And player B's "Drill Orc Archers" is corrupted
    And player B's "Drill Orc Archers" has power 1

  @rule:faq.6
  Scenario: Grimgor Ironhide turned face up by Rip Dere 'Eads Off! does not enter play, so his ability is not triggered
    Grimgor's Forced effect is not carried out yet; a test unit with the same trigger shows it: played from hand,
    it draws a card; turned face up from a development, it stays in play and draws none. Rip Dere 'Eads Off!'s
    turning face up is given as an effect of player A's.
    Given it is player A's capital phase
    And player B has "Test Warboss" as a development in their battlefield
    When an effect of player A turns player B's development "Test Warboss" in their battlefield face up
    Then player B has "Test Warboss" in their battlefield
    And player B has 0 developments in their battlefield
    And player B has 0 cards in hand
    And the log shows "turned_faceup" citing rule faq.6

  @rule:faq.6
  Scenario: The same unit played from hand enters play and its ability triggers
    Given it is player A's capital phase
    And player A has 2 resources
    And player A has "Test Warboss" in hand
    When player A plays "Test Warboss" into their battlefield
    Then player A has 1 cards in hand
    And the log shows "forced" citing rule timing.A.2

  @rule:faq.21
  Scenario: A player shuffles their developments whenever they want, in the opponent's turn too; the opponent sees how many, not which
    Given it is player B's capital phase
    And player A has "Drill Empire Militia" as a development in their kingdom
    And player A has "Drill Empire Spearmen" as a development in their kingdom
    When player A shuffles their developments in their kingdom
    Then the log shows "developments_shuffled" citing rule faq.21
    And player A has 2 developments in their kingdom
    And player B sees 2 developments in player A's kingdom but not which
    When player B tries to shuffle their developments in their kingdom
    Then the action is refused citing rule faq.21

  @rule:faq.21
  Scenario: A development an effect on the chain targets stays clear: its zone is not shuffled, and the opponent may target it as well
    The engine's reading of "it must be clear which development you are targeting" (finding on faq.21).
    Given the card:
      """
      name: Test Unearth
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: Return target development to its owner's hand."
      """
    And the card:
      """
      name: Test Quake
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: Destroy target development."
      """
    And it is player A's capital phase
    And player A has "Drill Empire Militia" as a development in their kingdom
    And player A has "Drill Empire Spearmen" as a development in their kingdom
    And player A has "Test Unearth" in hand
    And player B has "Test Quake" in hand
    When player A plays the tactic "Test Unearth" targeting "Drill Empire Militia"
    And player A tries to shuffle their developments in their kingdom
    Then the action is refused citing rule faq.21
    When player B plays the tactic "Test Quake" targeting player A's "Drill Empire Militia"
    And both players pass
    Then player A has "Drill Empire Militia" in their discard pile
    And the effect of "Test Unearth" is cancelled
    And player A has 1 developments in their kingdom

  @rule:faq.30
  Scenario: Under Kairos Fateweaver a development played into Warpstone Excavation's zone enters play a development, so upright, then is a unit
    The card data lacks Kairos Fateweaver's hit points, so a test legend carries its text; the scenario never
    attacks it. Warpstone Excavation's sentence is given to a test support, as in faq.17 (its errata line is not
    carried out). The unit played into the same zone shows what the support does to what enters as a unit.
    Given the card:
      """
      name: Test Fateweaver
      type: Legend
      race: Chaos
      cost: 6
      loyalty: 0
      power: 1
      health: 6
      zone_power: [1, 1, 1]
      text: Each development you control becomes a unit with 2 hit points and [Power][Power]. It still counts as a development.
      """
    And the card:
      """
      name: Test Warpstone Dig
      type: Support
      race: Neutral
      cost: 0
      power: 1
      traits: Warpstone.
      text: Your units enter this zone corrupted.
      """
    And it is player A's capital phase
    And player A's capital is Chaos
    And player A has 5 resources
    And player A has the legend "Test Fateweaver"
    And player A has "Test Warpstone Dig" in their kingdom
    And player A has "Drill Orc Boyz" as a development in their battlefield
    And player A has "Drill Empire Militia" in hand
    And player A has "Drill Chaos Warriors" in hand
    Then player A has "Drill Orc Boyz" in their battlefield
    And player A's "Drill Orc Boyz" has 2 hit points and 2 remaining
    When player A plays "Drill Empire Militia" as a development in their kingdom
    Then player A has "Drill Empire Militia" in their kingdom
    And player A's "Drill Empire Militia" has 2 hit points and 2 remaining
    And player A's "Drill Empire Militia" has power 2
    And player A's "Drill Empire Militia" is upright
    And player A has 1 developments in their kingdom
    When player A plays "Drill Chaos Warriors" into their kingdom
    Then player A's "Drill Chaos Warriors" entered play corrupted without being corrupted
    When an effect of player B destroys player A's "Test Fateweaver"
    Then player A has no "Drill Orc Boyz" in their battlefield
    And player A has 1 developments in their battlefield
    And player A has no "Drill Empire Militia" in their kingdom
    And player A has 1 developments in their kingdom
