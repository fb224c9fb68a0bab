Feature: The attack (core.combat)
  The attacker names a zone of the opponent's capital and its attackers; the defender declares defenders from that
  zone; each side's damage is assigned, then applied at once.

  Background:
    Given it is player A's battlefield phase
    And player A has 10 cards in their deck
    And player B has 10 cards in their deck

  @rule:core.combat.1 @rule:core.combat.2 @rule:core.combat.5
  Scenario: Undefended, the attack's damage goes to the zone
    Given player A has "Drill Empire Spearmen" in their battlefield
    When player A attacks the kingdom with "Drill Empire Spearmen"
    And player B declares no defenders
    And player A assigns the damage:
      | target | damage |
      | zone   | 2      |
    Then player B's kingdom has 2 damage
    And player B's kingdom is not burned
    And it is player B's capital phase

  @rule:core.combat.4 @rule:core.cards.destroyed
  Scenario: Enough damage to destroy each defender is assigned before any goes to the zone
    Given player A has "Drill Empire Spearmen" in their battlefield
    And player B has "Drill Orc Boyz" in their kingdom
    When player A attacks the kingdom with "Drill Empire Spearmen"
    And player B defends with "Drill Orc Boyz"
    And player A tries to assign the damage:
      | target | damage |
      | zone   | 2      |
    Then the action is refused citing rule core.combat.4
    When player A assigns the damage:
      | target         | damage |
      | Drill Orc Boyz | 1      |
      | zone           | 1      |
    And player B assigns the damage:
      | target                | damage |
      | Drill Empire Spearmen | 1      |
    Then player B has "Drill Orc Boyz" in their discard pile
    And player B's kingdom has 1 damage
    And player A's "Drill Empire Spearmen" has 1 damage

  @rule:core.combat.4 @rule:core.combat.5
  Scenario: Toughness counts toward the damage that destroys a defender, and cancels damage as it is applied
    Given player A has "Drill Empire Spearmen" in their battlefield
    And player B has "Drill Orc Black Orcs Drill" in their kingdom
    When player A attacks the kingdom with "Drill Empire Spearmen"
    And player B defends with "Drill Orc Black Orcs Drill"
    And player A tries to assign the damage:
      | target                     | damage |
      | Drill Orc Black Orcs Drill | 1      |
      | zone                       | 1      |
    Then the action is refused citing rule core.combat.4
    When player A assigns the damage:
      | target                     | damage |
      | Drill Orc Black Orcs Drill | 2      |
    And player B assigns the damage:
      | target                | damage |
      | Drill Empire Spearmen | 1      |
    Then player B's "Drill Orc Black Orcs Drill" has 1 damage
    And player B's kingdom has 0 damage

  @rule:core.combat.2 @rule:core.effects.corruption
  Scenario: A corrupted unit can't attack
    Given player A has a corrupted "Drill Empire Spearmen" in their battlefield
    When player A tries to attack the kingdom with "Drill Empire Spearmen"
    Then the action is refused citing rule core.effects.corruption

  @rule:core.combat.2
  Scenario: Only units in the attacker's battlefield attack
    Given player A has "Drill Empire Spearmen" in their kingdom
    When player A tries to attack the quest zone with "Drill Empire Spearmen"
    Then the action is refused citing rule core.combat.2

  @rule:core.combat.3
  Scenario: Only units in the attacked zone defend
    Given player A has "Drill Empire Spearmen" in their battlefield
    And player B has "Drill Orc Boyz" in their quest zone
    When player A attacks the kingdom with "Drill Empire Spearmen"
    And player B tries to defend with "Drill Orc Boyz"
    Then the action is refused citing rule core.combat.3

  @rule:core.combat.3
  Scenario: An attacking unit is opposed once a defender is declared, so an attacking Friedrich Hemmler triggers
    "Opposed in combat" is the engine's reading (a finding on core.combat.3): a defender as it is declared, and
    every attacker once a defender is declared against the attack. Hemmler's uncancellable damage hits all three.
    Given player A has "Friedrich Hemmler" and "Drill Empire Halberdiers" in their battlefield
    And player B has "Drill Orc Archers" in their kingdom
    When player A attacks the kingdom with "Friedrich Hemmler", "Drill Empire Halberdiers"
    And player B defends with "Drill Orc Archers"
    Then the log shows "forced" citing rule timing.A.2
    And player A's "Friedrich Hemmler" has 1 damage
    And player A's "Drill Empire Halberdiers" has 1 damage
    And player B's "Drill Orc Archers" has 1 damage

  @rule:core.combat.3.counterstrike @rule:keyword.counterstrike
  Scenario: Counterstrike damages an attacker as soon as its unit is declared a defender
    Given player A has "Drill Empire Militia" in their battlefield
    And player B has "Drill Orc Trolls" in their kingdom
    When player A attacks the kingdom with "Drill Empire Militia"
    And player B defends with "Drill Orc Trolls"
    And the Counterstrike of player B hits "Drill Empire Militia"
    Then player A has "Drill Empire Militia" in their discard pile
    And player B's kingdom has 0 damage
    And player B's "Drill Orc Trolls" has 0 damage

  @rule:core.combat.scout @rule:keyword.scout
  Scenario: A surviving Scout makes the opponent discard a random card
    Given player A has "Drill Empire Outriders" in their battlefield
    And player B has "Drill Orc Boyz" and "Drill Orc Trolls" in hand
    When player A attacks the quest zone with "Drill Empire Outriders"
    And player B declares no defenders
    And player A assigns the damage:
      | target | damage |
      | zone   | 1      |
    Then the log shows "discard" citing rule core.combat.scout
    And player B's quest zone has 1 damage

  @rule:core.capital.burning @rule:core.players.victory
  Scenario: A second burned zone wins the game; damage beyond a zone's hit points is lost
    Given player A has "Drill Empire Spearmen" in their battlefield
    And player B's quest zone is burned
    And player B's kingdom has 7 damage
    When player A attacks the kingdom with "Drill Empire Spearmen"
    And player B declares no defenders
    And player A assigns the damage:
      | target | damage |
      | zone   | 2      |
    Then player B's kingdom is burned
    And player B's kingdom has 8 damage
    And player A wins the game

  @rule:faq.2 @rule:faq.1 @rule:core.capital.burning
  Scenario: A burned zone can be attacked, but no damage can be assigned to it
    Given player A has "Drill Empire Spearmen" in their battlefield
    And player B's battlefield is burned
    When player A attacks the battlefield with "Drill Empire Spearmen"
    And player B declares no defenders
    Then the log shows "damage_lost" citing rule core.capital.burning
    And player B's battlefield has 8 damage
    And the game goes on

  @rule:core.effects.zone-prefix @rule:core.combat.5
  Scenario: A zone-prefixed Toughness works only while its unit is in that zone
    Given the card:
      """
      name: Test Wall Guard
      type: Unit
      race: Orc
      cost: 2
      loyalty: 1
      power: 0
      health: 3
      text: Battlefield. Toughness 2.
      """
    And player A has "Drill Empire Spearmen" in their battlefield
    And player B has "Test Wall Guard" in their kingdom
    When player A attacks the kingdom with "Drill Empire Spearmen"
    And player B defends with "Test Wall Guard"
    And player A assigns the damage:
      | target          | damage |
      | Test Wall Guard | 2      |
    Then player B's "Test Wall Guard" has 2 damage

  @rule:core.turn.4
  Scenario: Declaring no attack ends the battlefield phase and the turn
    Given player A has "Drill Empire Spearmen" in their battlefield
    When player A declares no attack
    Then the log shows "no_attack" citing rule timing.phase.4
    And it is player B's capital phase

  @rule:core.combat.5 @rule:keyword.scout
  Scenario: Battle Wizard defends and survives combat: the attacking units go back to their owners' hands
    Given the card:
      """
      name: Battle Wizard
      type: Unit
      race: Empire
      cost: 3
      loyalty: 2
      power: 1
      health: 3
      traits: Mage.
      text: "If this unit defends and survives combat, return all attacking units to their owners' hands."
      """
    And player A has "Drill Empire Spearmen" in their battlefield
    And player B has "Battle Wizard" in their kingdom
    When player A attacks the kingdom with "Drill Empire Spearmen"
    And player B defends with "Battle Wizard"
    And player A assigns the damage:
      | target        | damage |
      | Battle Wizard | 2      |
    And player B assigns the damage:
      | target                | damage |
      | Drill Empire Spearmen | 1      |
    Then player A has "Drill Empire Spearmen" in their hand
    And player B has "Battle Wizard" in their kingdom

  @rule:core.combat.5 @rule:keyword.scout @rule:misc.moving-cards
  Scenario: A Battle Wizard moved out of combat before damage has not survived combat: the attackers stay
    The engine's reading (a finding on core.combat.5): a unit survives combat when it took part in it and is still
    in it, in play, as combat damage has been applied and the combat ends; a defender that left the zone it defended
    (misc.moving-cards) or left play before has not survived it.
    Given the card:
      """
      name: Battle Wizard
      type: Unit
      race: Empire
      cost: 3
      loyalty: 2
      power: 1
      health: 3
      traits: Mage.
      text: "If this unit defends and survives combat, return all attacking units to their owners' hands."
      """
    And player A has "Drill Empire Spearmen" in their battlefield
    And player B has "Battle Wizard" in their kingdom
    When player A attacks the kingdom with "Drill Empire Spearmen"
    And player B defends with "Battle Wizard"
    And an effect of player B moves player B's "Battle Wizard" to their quest zone
    And player A assigns the damage:
      | target | damage |
      | zone   | 2      |
    Then player A has "Drill Empire Spearmen" in their battlefield
    And player B has "Battle Wizard" in their quest zone
    And player B's kingdom has 2 damage
