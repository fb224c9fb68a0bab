Feature: Damage (the FAQ's rules clarifications: damage.*)
  Damage is assigned first, then, right before it is applied, redirected and cancelled; a unit has been dealt
  damage only when at least one point is applied to it. Damage from card effects is applied as soon as it is
  assigned; indirect damage is assigned by the player it is dealt to.

  Background:
    Given it is player A's capital phase
    And player A has 10 cards in their deck
    And player B has 10 cards in their deck

  @rule:damage.non-combat-damage @rule:core.combat.non-combat-damage @rule:rulebook-errata.3
  Scenario: Damage from a card effect is applied as soon as it is assigned
    Given player B has "Drill Orc Trolls" in their kingdom
    When an effect of player A deals 1 damage to player B's "Drill Orc Trolls"
    Then player B's "Drill Orc Trolls" has 1 damage
    And the log shows "dealt_damage" citing rule damage.dealt-damage
    And it is player A's capital phase

  @rule:damage.non-combat-damage @rule:core.cards.destroyed
  Scenario: A unit whose damage reaches its hit points by a card effect is destroyed at once
    Given player B has "Drill Orc Trolls" with 1 damage in their kingdom
    When an effect of player A deals 1 damage to player B's "Drill Orc Trolls"
    Then player B has "Drill Orc Trolls" in their discard pile

  @rule:damage.non-combat-damage @rule:core.capital.burning
  Scenario: A card effect's damage to a capital section burns it when it reaches its hit points
    Given player B's kingdom has 7 damage
    When an effect of player A deals 3 damage to player B's kingdom
    Then player B's kingdom is burned
    And player B's kingdom has 8 damage

  @rule:damage.cancelling-damage @rule:damage.dealt-damage
  Scenario: Toughness cancels damage from a card effect too; a unit all of whose damage is cancelled was not dealt damage
    Given player B has "Drill Orc Black Orcs Drill" in their kingdom
    When an effect of player A deals 1 damage to player B's "Drill Orc Black Orcs Drill"
    Then player B's "Drill Orc Black Orcs Drill" has 0 damage
    And the log shows "cancel" citing rule damage.cancelling-damage
    And the log shows "Drill Orc Black Orcs Drill" was dealt no damage

  @rule:damage.cancelling-damage @rule:damage.dealt-damage
  Scenario: Cancelling happens after damage is assigned, right before it is applied: only the rest is dealt
    Given player B has "Drill Orc Black Orcs Drill" in their kingdom
    When an effect of player A deals 3 damage to player B's "Drill Orc Black Orcs Drill"
    Then player B's "Drill Orc Black Orcs Drill" has 2 damage
    And the log shows "Drill Orc Black Orcs Drill" was dealt 2 damage

  @rule:damage.cancelling-damage @rule:clar.conditional-actions
  Scenario: An effect that cancels the next damage to a unit waits for that damage, and is used up
    Given player B has "Drill Orc Archers" in their kingdom
    When an effect of player B cancels the next 2 damage that would be dealt to player B's "Drill Orc Archers" this turn
    And an effect of player A deals 1 damage to player B's "Drill Orc Archers"
    Then player B's "Drill Orc Archers" has 0 damage
    When an effect of player A deals 2 damage to player B's "Drill Orc Archers"
    Then player B's "Drill Orc Archers" has 1 damage

  @rule:clar.conditional-actions @rule:core.turn.5
  Scenario: An effect waiting for damage lasts until the end of the turn
    Given it is player A's battlefield phase
    And player B has "Drill Orc Archers" in their kingdom
    When an effect of player B cancels the next 2 damage that would be dealt to player B's "Drill Orc Archers" this turn
    And player A declares no attack
    Then the log shows "expire" citing rule clar.conditional-actions
    When an effect of player A deals 1 damage to player B's "Drill Orc Archers"
    Then player B's "Drill Orc Archers" has 1 damage

  @rule:keyword.counterstrike @rule:damage.cancelling-damage
  Scenario: Counterstrike damage can't be cancelled, even by Toughness
    Given it is player A's battlefield phase
    And player A has "Drill Empire Greatswords Drill" in their battlefield
    And player B has "Drill Orc Trolls" in their kingdom
    When player A attacks the kingdom with "Drill Empire Greatswords Drill"
    And player B defends with "Drill Orc Trolls"
    And the Counterstrike of player B hits "Drill Empire Greatswords Drill"
    Then player A's "Drill Empire Greatswords Drill" has 1 damage

  @rule:damage.redirecting-damage
  Scenario: Redirected damage goes to the other target right before it is applied
    Given player B has "Drill Orc Boyz" and "Drill Orc Archers" in their kingdom
    When an effect of player B redirects the next 1 damage dealt to player B's "Drill Orc Boyz" to player B's "Drill Orc Archers"
    And an effect of player A deals 2 damage to player B's "Drill Orc Boyz"
    Then player B's "Drill Orc Archers" has 1 damage
    And player B has "Drill Orc Boyz" in their discard pile
    And the log shows "redirect" citing rule damage.redirecting-damage

  # The FAQ does not say whether damage redirected onto a unit is cancelled by that unit's Toughness. The engine
  # reads "redirected ... right before it is applied" and "cancelled ... right before it is applied" together:
  # damage is redirected first, then each unit's cancellation works on what it is about to receive.
  @rule:damage.redirecting-damage @rule:damage.cancelling-damage
  Scenario: Damage redirected onto a unit with Toughness is cancelled by that Toughness
    Given player B has "Drill Orc Boyz" and "Drill Orc Black Orcs Drill" in their kingdom
    When an effect of player B redirects the next 2 damage dealt to player B's "Drill Orc Boyz" to player B's "Drill Orc Black Orcs Drill"
    And an effect of player A deals 2 damage to player B's "Drill Orc Boyz"
    Then player B's "Drill Orc Black Orcs Drill" has 1 damage
    And player B has "Drill Orc Boyz" in their kingdom

  @rule:damage.redirecting-damage
  Scenario: Damage to a capital section can be redirected to a unit
    Given player B has "Drill Orc Archers" in their kingdom
    When an effect of player B redirects the next 1 damage dealt to player B's kingdom to player B's "Drill Orc Archers"
    And an effect of player A deals 3 damage to player B's kingdom
    Then player B's kingdom has 2 damage
    And player B's "Drill Orc Archers" has 1 damage

  @rule:damage.redirecting-damage @rule:core.combat.4 @rule:rulebook-errata.1
  Scenario: The attacker need not count a redirect effect when assigning enough damage to destroy a defender
    Given it is player A's battlefield phase
    And player A has "Drill Empire Spearmen" and "Drill Empire Militia" in their battlefield
    And player B has "Drill Orc Boyz" in their kingdom
    And player B has "Drill Orc Archers" in their quest zone
    When player A attacks the kingdom with "Drill Empire Spearmen" and "Drill Empire Militia"
    And player B defends with "Drill Orc Boyz"
    And an effect of player B redirects the next 1 damage dealt to player B's "Drill Orc Boyz" to player B's "Drill Orc Archers"
    And player A assigns the damage:
      | target         | damage |
      | Drill Orc Boyz | 1      |
      | zone           | 2      |
    And player B assigns the damage:
      | target               | damage |
      | Drill Empire Militia | 1      |
    Then player B's "Drill Orc Archers" has 1 damage
    And player B has "Drill Orc Boyz" in their kingdom
    And player B's kingdom has 2 damage

  @rule:damage.cancelling-damage @rule:core.combat.4 @rule:rulebook-errata.1
  Scenario: The attacker must count a cancel effect on a defender before damage goes to the zone
    Given it is player A's battlefield phase
    And player A has "Drill Empire Spearmen" and "Drill Empire Militia" in their battlefield
    And player B has "Drill Orc Boyz" in their kingdom
    When player A attacks the kingdom with "Drill Empire Spearmen" and "Drill Empire Militia"
    And player B defends with "Drill Orc Boyz"
    And an effect of player B cancels the next 1 damage that would be dealt to player B's "Drill Orc Boyz" this turn
    And player A tries to assign the damage:
      | target         | damage |
      | Drill Orc Boyz | 1      |
      | zone           | 2      |
    Then the action is refused citing rule core.combat.4
    When player A assigns the damage:
      | target         | damage |
      | Drill Orc Boyz | 2      |
      | zone           | 1      |
    And player B assigns the damage:
      | target               | damage |
      | Drill Empire Militia | 1      |
    Then player B has "Drill Orc Boyz" in their discard pile
    And player B's kingdom has 1 damage

  @rule:rulebook-errata.1 @rule:core.combat.4
  Scenario: The attacker may assign more than enough to destroy a defender, in anticipation of cancellation
    Given it is player A's battlefield phase
    And player A has "Drill Empire Spearmen" in their battlefield
    And player B has "Drill Orc Boyz" in their kingdom
    When player A attacks the kingdom with "Drill Empire Spearmen"
    And player B defends with "Drill Orc Boyz"
    And player A assigns the damage:
      | target         | damage |
      | Drill Orc Boyz | 2      |
    And player B assigns the damage:
      | target                | damage |
      | Drill Empire Spearmen | 1      |
    Then player B has "Drill Orc Boyz" in their discard pile
    And player B's kingdom has 0 damage

  @rule:damage.moving-damage
  Scenario: Moved damage is not dealt: Toughness does not cancel it
    Given player A has "Drill Empire Halberdiers" with 1 damage in their kingdom
    And player B has "Drill Orc Black Orcs Drill" in their kingdom
    When an effect of player A moves 1 damage from player A's "Drill Empire Halberdiers" to player B's "Drill Orc Black Orcs Drill"
    Then player B's "Drill Orc Black Orcs Drill" has 1 damage
    And player A's "Drill Empire Halberdiers" has 0 damage
    And the log shows no "cancel"
    And the log shows no "dealt_damage"

  @rule:damage.indirect-damage
  Scenario: Indirect damage is assigned by the player it is dealt to, then applied at once
    Given player B has "Drill Orc Archers" in their kingdom
    When an effect of player A deals 3 indirect damage to player B
    And player B assigns the damage:
      | target            | damage |
      | Drill Orc Archers | 1      |
      | quest             | 2      |
    Then player B's "Drill Orc Archers" has 1 damage
    And player B's quest zone has 2 damage
    And it is player A's capital phase

  @rule:damage.indirect-damage
  Scenario: No more indirect damage on a unit than destroys it, counting its Toughness
    Given player B has "Drill Orc Black Orcs Drill" in their kingdom
    When an effect of player A deals 5 indirect damage to player B
    And player B tries to assign the damage:
      | target                     | damage |
      | Drill Orc Black Orcs Drill | 5      |
    Then the action is refused citing rule damage.indirect-damage
    When player B assigns the damage:
      | target                     | damage |
      | Drill Orc Black Orcs Drill | 4      |
      | kingdom                    | 1      |
    Then player B has "Drill Orc Black Orcs Drill" in their discard pile
    And player B's kingdom has 1 damage

  @rule:damage.indirect-damage @rule:core.capital.burning
  Scenario: No indirect damage on a burned section, nor more than burns a section
    Given player B's quest zone is burned
    And player B's kingdom has 7 damage
    When an effect of player A deals 3 indirect damage to player B
    And player B tries to assign the damage:
      | target | damage |
      | quest  | 3      |
    Then the action is refused citing rule damage.indirect-damage
    When player B tries to assign the damage:
      | target  | damage |
      | kingdom | 2      |
      | battlefield | 1  |
    Then the action is refused citing rule damage.indirect-damage
    When player B assigns the damage:
      | target      | damage |
      | kingdom     | 1      |
      | battlefield | 2      |
    Then player B's kingdom is burned
    And player A wins the game

  @rule:terms.healing
  Scenario: Healing removes damage; a unit without damage can't be healed
    Given player A has "Drill Empire Spearmen" with 1 damage in their battlefield
    And player A has "Drill Empire Halberdiers" in their battlefield
    When an effect of player A heals 2 damage from player A's "Drill Empire Spearmen"
    Then player A's "Drill Empire Spearmen" has 0 damage
    And the log shows "heal" citing rule terms.healing
    When an effect of player A tries to heal 1 damage from player A's "Drill Empire Halberdiers"
    Then the action is refused citing rule terms.healing

  @rule:terms.hit-points-vs-remaining-hit-points
  Scenario: Hit points count modifiers; remaining hit points are hit points minus damage
    Given player B has "Drill Orc Black Orcs Drill" with 1 damage in their kingdom
    Then player B's "Drill Orc Black Orcs Drill" has 3 hit points and 2 remaining
    When an effect of player A gives player B's "Drill Orc Black Orcs Drill" -1 hit points until the end of the turn
    Then player B's "Drill Orc Black Orcs Drill" has 2 hit points and 1 remaining
    When an effect of player A gives player B's "Drill Orc Black Orcs Drill" -1 hit points until the end of the turn
    Then player B has "Drill Orc Black Orcs Drill" in their discard pile

  @rule:terms.reduction @rule:core.capital.power
  Scenario: A reduction never takes a number below zero
    Given player B has "Drill Orc Trolls" and "Drill Orc Big 'Uns" in their kingdom
    When an effect of player A gives player B's "Drill Orc Trolls" -3 power until the end of the turn
    Then player B's "Drill Orc Trolls" has power 0
    And player B's kingdom has power 5

  @rule:damage.dealt-damage @rule:damage.dealing-damage-in-combat
  Scenario: Every attacker that added damage has dealt damage in combat once one point is applied
    Given it is player A's battlefield phase
    And player A has "Drill Empire Spearmen" and "Drill Empire Militia" in their battlefield
    And player B has "Drill Orc Black Orcs Drill" in their kingdom
    When player A attacks the kingdom with "Drill Empire Spearmen" and "Drill Empire Militia"
    And player B defends with "Drill Orc Black Orcs Drill"
    And player A assigns the damage:
      | target                     | damage |
      | Drill Orc Black Orcs Drill | 3      |
    And player B assigns the damage:
      | target               | damage |
      | Drill Empire Militia | 1      |
    Then the log shows "Drill Orc Black Orcs Drill" was dealt 2 damage
    And the log shows "Drill Empire Spearmen" dealt damage in combat
    And the log shows "Drill Empire Militia" dealt damage in combat
    And the log shows "Drill Orc Black Orcs Drill" dealt damage in combat

  @rule:damage.dealing-damage-in-combat @rule:damage.dealt-damage
  Scenario: When all of a side's damage is cancelled, none of its units dealt damage in combat
    Given it is player A's battlefield phase
    And player A has "Drill Empire Militia" in their battlefield
    And player B has "Drill Orc Black Orcs Drill" in their kingdom
    When player A attacks the kingdom with "Drill Empire Militia"
    And player B defends with "Drill Orc Black Orcs Drill"
    And player A assigns the damage:
      | target                     | damage |
      | Drill Orc Black Orcs Drill | 1      |
    And player B assigns the damage:
      | target               | damage |
      | Drill Empire Militia | 1      |
    Then the log shows "Drill Orc Black Orcs Drill" was dealt no damage
    And the log shows "Drill Empire Militia" dealt no damage in combat
    And the log shows "Drill Orc Black Orcs Drill" dealt damage in combat

  @rule:damage.indirect-damage @rule:core.effects.cannot
  Scenario: Chameleon Stalker's "cannot be assigned damage" keeps indirect damage off it too
    The engine's reading (a finding on damage.indirect-damage): "cannot be assigned damage" forbids every
    assignment of damage to the unit, the indirect damage its player assigns included, not only combat damage.
    Given the card:
      """
      name: Chameleon Stalker
      type: Unit
      race: Neutral
      cost: 1
      loyalty: 0
      power: 1
      health: 1
      traits: Lizardmen
      text: "Lizardmen only. This unit cannot be assigned damage during your battlefield phase."
      """
    And it is player A's battlefield phase
    And player A has "Chameleon Stalker" and "Drill Empire Militia" in their kingdom
    When an effect of player B deals 1 indirect damage to player A
    And player A tries to assign the damage:
      | target            | damage |
      | Chameleon Stalker | 1      |
    Then the action is refused citing rule damage.indirect-damage
    When player A assigns the damage:
      | target               | damage |
      | Drill Empire Militia | 1      |
    Then player A's "Chameleon Stalker" has 0 damage
    And player A has "Drill Empire Militia" in their discard pile

  @rule:damage.non-combat-damage @rule:damage.cancelling-damage
  Scenario: Nurgle Sorcerer's additional damage is dealt with the first, as one damage: Toughness cancels it once
    The engine's reading (a finding on damage.non-combat-damage): "Deal an additional damage to the target if that
    unit is corrupted" adds to the damage of the sentence before; the target is dealt 2 damage at once, and its
    Toughness 1 cancels 1 of them (two damages of 1 would each be cancelled).
    Given the card:
      """
      name: Nurgle Sorcerer
      type: Unit
      race: Chaos
      cost: 3
      loyalty: 3
      power: 1
      health: 2
      traits: Sorceror.
      text: "Quest. Action: Spend 3 resources to deal 1 damage to one target unit. Deal an additional damage to the target if that unit is corrupted."
      """
    And player A has 3 resources
    And player A has "Nurgle Sorcerer" in their quest zone
    And player B has a corrupted "Drill Empire Greatswords Drill" in their kingdom
    When player A triggers "Nurgle Sorcerer" targeting "Drill Empire Greatswords Drill"
    And both players pass
    Then player B's "Drill Empire Greatswords Drill" has 1 damage
    And the log shows 1 "dealt_damage" events
