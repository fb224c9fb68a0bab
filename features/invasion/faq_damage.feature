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
