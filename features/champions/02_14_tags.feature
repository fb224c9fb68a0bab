Feature: 2.14 Tags
  Tags name what a card is; only Stacking does something by itself; Realm tags sit on Spells and Blessings.

  @rule:2.14.1 @rule:2.14.2 @rule:2.14.3
  Scenario: A card can refer to a Tag: "if you control a DAEMON Unit"
    Given the card:
      """
      {name: Bloodletter Call, category: Ability, permission: Any, text: "If you control a DAEMON Unit, deal 2 damage."}
      """
    And the card:
      """
      {name: Daemon Unit, category: Unit, tags: [DAEMON], corners: [clunky 1, none, none, none]}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Daemon Unit" is in play with "Warrior Champion"
    And player A has "Bloodletter Call" in hand
    When player A plays "Bloodletter Call" with "Warrior Champion"
    Then player B has 28 health

  @rule:2.14.3
  Scenario: Without the Tag the condition fails: the Tag itself does nothing
    Given the card:
      """
      {name: Bloodletter Call, category: Ability, permission: Any, text: "If you control a DAEMON Unit, deal 2 damage."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Silent Unit" is in play with "Warrior Champion"
    And player A has "Bloodletter Call" in hand
    When player A plays "Bloodletter Call" with "Warrior Champion"
    Then player B has 30 health

  @rule:2.14.4a @rule:2.14.4b @rule:2.14.4c
  Scenario: A Stacking Unit is Deployed on top of a Unit of an Engaged Warrior
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Silent Unit" is in play with "Warrior Champion"
    And player A has "Stacking Unit" in hand
    When player A plays "Stacking Unit" with "Warrior Champion"
    Then player A's lane 1 holds "Silent Unit", "Stacking Unit" from the bottom

  @rule:2.14.4b
  Scenario: A stack holds at most 3 cards
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Silent Unit" is in play with "Warrior Champion"
    And player A's "Stacking Unit" is in play with "Warrior Champion"
    And player A's "Stacking Unit" is in play with "Warrior Champion"
    And player A has "Stacking Unit" in hand
    When player A tries to play "Stacking Unit" with "Warrior Champion"
    Then the action is refused citing rule 2.14.4b

  @rule:2.14.4d
  Scenario: Stacking returns the cards underneath to upright
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Silent Unit" is in play with "Warrior Champion" on corner 2
    And player A has "Stacking Unit" in hand
    When player A plays "Stacking Unit" with "Warrior Champion"
    Then "Silent Unit" is on corner 1
    And "Stacking Unit" is on corner 1

  @rule:2.14.4e @rule:6.1.2.support
  Scenario: Only the top card of a stack applies its effects; the cards under it are its Support
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Striking Unit" is in play with "Warrior Champion"
    And player A's "Stacking Unit" is in play with "Warrior Champion"
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then player B has 30 health
    And the Support of player A's lane 1 is 1

  @rule:2.14.4f
  Scenario: Removing a stack sends every card of it to the discard pile, the bottom card lowest
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Purge" in hand
    And player B's champion "Second Warrior" is in lane 4
    And player B's "Silent Unit" is in play with "Second Warrior"
    And player B's "Stacking Unit" is in play with "Second Warrior"
    When player A plays "Purge" with "Warrior Champion"
    Then player B's discard pile is "Silent Unit", "Stacking Unit" from the bottom

  @rule:2.14.4f
  Scenario: The cards under a removed stack do not trigger their own "leaves play" effects
    Given the card:
      """
      {name: Vengeful Spirit, category: Unit, corners: [clunky 1, none, none, none],
       text: "When this leaves play, deal 2 damage."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Purge" in hand
    And player B's champion "Second Warrior" is in lane 4
    And player B's "Vengeful Spirit" is in play with "Second Warrior"
    And player B's "Stacking Unit" is in play with "Second Warrior"
    When player A plays "Purge" with "Warrior Champion"
    Then player B's discard pile is "Vengeful Spirit", "Stacking Unit" from the bottom
    And player A has 30 health

  @rule:2.14.4g @rule:6.1.2.dormant
  Scenario: Nothing can be Deployed onto a Dormant stack
    Given the card:
      """
      {name: Numbing Spell, category: Spell, corners: [clunky 1, none, none, none],
       text: "A highlighted enemy Unit in the opposite lane is dormant."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Silent Unit" is in play with "Warrior Champion"
    And player A has "Stacking Unit" in hand
    And player B's champion "Wizard Champion" is in lane 4
    And player B's "Numbing Spell" is in play with "Wizard Champion"
    When player A tries to play "Stacking Unit" with "Warrior Champion"
    Then the action is refused citing rule 2.14.4g

  @rule:2.14.2
  Scenario: A tag that is not on the full list is refused
    Then the card "Dragon Unit" is refused citing rule 2.14.2:
      """
      {name: Dragon Unit, category: Unit, tags: [DRAGON], corners: [smooth 1, none, none, none]}
      """

  @rule:2.14.5a @rule:2.14.5b
  Scenario: A Realm tag on a Unit is refused, on a Spell it is accepted
    Then the card "Bad Realm Unit" is refused citing rule 2.14.5a:
      """
      {name: Bad Realm Unit, category: Unit, tags: [AQSHY], corners: [smooth 1, none, none, none]}
      """
    And the card "Good Realm Spell" is accepted:
      """
      {name: Good Realm Spell, category: Spell, tags: [GHYRAN], corners: [smooth 1, none, none, none]}
      """
