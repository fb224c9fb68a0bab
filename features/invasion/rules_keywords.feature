Feature: Keywords and card effects (the FAQ's keyword.* and clar.card-effects)
  A keyword with a trigger works like any card effect: once triggered it exists independently of its source.

  Background:
    Given it is player A's battlefield phase
    And player A has 10 cards in their deck
    And player B has 10 cards in their deck

  @rule:clar.card-effects @rule:keyword.counterstrike
  Scenario: A Counterstrike declared with its defender still deals its damage after the defender is destroyed
    Given player A has "Drill Empire Halberdiers" in their battlefield
    And player B has "Drill Orc Trolls" with 1 damage in their kingdom
    When player A attacks the kingdom with "Drill Empire Halberdiers"
    And player B defends with "Drill Orc Trolls"
    And an effect of player A gives player B's "Drill Orc Trolls" -1 hit points until the end of the turn
    Then player B has "Drill Orc Trolls" in their discard pile
    When the Counterstrike of player B hits "Drill Empire Halberdiers"
    Then player A's "Drill Empire Halberdiers" has 1 damage

  @rule:keyword.scout @rule:core.combat.scout
  Scenario: Scout works even when no damage was dealt in the combat, as long as the unit took part and survived
    Given the card:
      """
      name: Test Shield Wall
      type: Unit
      race: Orc
      cost: 2
      loyalty: 0
      power: 0
      health: 2
      text: Toughness 1.
      """
    And player A has "Drill Empire Outriders" in their battlefield
    And player B has "Test Shield Wall" in their kingdom
    And player B has "Drill Orc Boyz" in hand
    When player A attacks the kingdom with "Drill Empire Outriders"
    And player B defends with "Test Shield Wall"
    And player A assigns the damage:
      | target           | damage |
      | Test Shield Wall | 1      |
    Then the log shows "Test Shield Wall" was dealt no damage
    And the log shows no "dealt_combat_damage"
    And player B has "Drill Orc Boyz" in their discard pile

  # The FAQ and the core summary say only that Ambush works from a face-down development. The engine reads
  # Ambush X as an action of the development's owner: pay X, turn the card face up and it enters play in that
  # zone, put into play (not played): no printed cost, no loyalty; the unique rule and its own restrictions apply.
  @rule:keyword.ambush @rule:core.effects.ambush
  Scenario: Ambush works only from a face-down development
    Given the card:
      """
      name: Test Waylayers
      type: Unit
      race: Neutral
      cost: 5
      loyalty: 0
      power: 2
      health: 2
      text: Ambush 3.
      """
    And it is player A's capital phase
    And player A has 4 resources
    And player A has "Test Waylayers" as a development in their battlefield
    And player A has "Test Waylayers" in hand
    When player A tries to ambush with "Test Waylayers" from their kingdom
    Then the action is refused citing rule keyword.ambush
    When player A ambushes with "Test Waylayers" from their battlefield
    Then player A has "Test Waylayers" in their battlefield
    And player A has 1 resources
    And player A has 0 developments in their battlefield
    And the log shows "ambush" citing rule core.effects.ambush
