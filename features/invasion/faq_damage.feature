Feature: FAQ: damage as it is assigned (faq.*)
  Bloodletter doubles damage assigned to units as it is assigned, in combat and out of it; several add up to a net
  value: two triple the damage, three quadruple it.

  Background:
    Given player A has 10 cards in their deck
    And player B has 10 cards in their deck

  @rule:faq.23
  Scenario: With one Bloodletter in play, 1 damage an effect deals to a unit is 2
    Given it is player A's capital phase
    And player A has "Bloodletter" in their kingdom
    And player B has "Drill Orc Archers" in their kingdom
    When an effect of player A deals 1 damage to player B's "Drill Orc Archers"
    Then the log shows "Drill Orc Archers" was dealt 2 damage
    And player B has "Drill Orc Archers" in their discard pile

  @rule:faq.23
  Scenario: With two Bloodletters in play, 1 damage assigned to a unit is 3, not 4
    Given it is player A's capital phase
    And player A has "Bloodletter" in their kingdom
    And player B has "Bloodletter" in their kingdom
    When an effect of player A deals 1 damage to player B's "Bloodletter"
    Then the log shows "Bloodletter" was dealt 3 damage
    And player B has "Bloodletter" in their discard pile

  @rule:faq.23 @rule:core.combat.4
  Scenario: In combat each point is doubled as it is assigned: one point already destroys a 2 hit point defender
    Given it is player A's battlefield phase
    And player A has "Drill Empire Spearmen" in their battlefield
    And player A has "Bloodletter" in their kingdom
    And player B has "Drill Orc Archers" in their kingdom
    When player A attacks the kingdom with "Drill Empire Spearmen"
    And player B defends with "Drill Orc Archers"
    And player A assigns the damage:
      | target            | damage |
      | Drill Orc Archers | 1      |
      | zone              | 1      |
    And player B assigns the damage:
      | target                | damage |
      | Drill Empire Spearmen | 1      |
    Then player B has "Drill Orc Archers" in their discard pile
    And player B's kingdom has 1 damage
    And player A has "Drill Empire Spearmen" in their discard pile

  @rule:faq.13
  Scenario: The Glittering Tower triggers once for each unit Initiate of Saphery heals at the same time
    The Tower's choice between a target unit and a target section of a capital is not carried out yet; a test
    building with its trigger and the unit half of its effect stands for it. Two units healed by one effect are
    two heals: two damage destroy player B's Trolls (2 hit points); one trigger would leave them 1 damage.
    Given the card:
      """
      name: Test Glittering Tower
      type: Support
      race: High Elf
      cost: 2
      loyalty: 1
      power: 1
      traits: Building.
      text: Kingdom. Whenever you heal a unit, deal 1 damage to one target unit.
      """
    And it is the beginning of player A's turn 3
    And player A has "Test Glittering Tower" and "Initiate of Saphery" in their kingdom
    And player A has "Drill Empire Halberdiers" with 1 damage in their battlefield
    And player A has "Drill Empire Spearmen" with 1 damage in their quest zone
    And player B has "Drill Orc Trolls" in their battlefield
    And player A will pick "Drill Orc Trolls"
    And player A will pick "Drill Orc Trolls"
    When the turn begins
    And player A triggers "Initiate of Saphery"
    And both players pass
    Then player A's "Drill Empire Halberdiers" has 0 damage
    And player A's "Drill Empire Spearmen" has 0 damage
    And player B has "Drill Orc Trolls" in their discard pile
