Feature: 6.1 Keywords
  Deploy, Discard, Disengaged, Dormant, Draw, Engaged, Exhaust, Last Stand, Play, Rend, Restart, Rotate, Remove, Support.

  @rule:6.1.2.deploy
  Scenario: A Deploy that the normal restrictions forbid fails
    Given the card:
      """
      {name: Raise, category: Ability, permission: Any, text: "Deploy a Unit from your discard pile."}
      """
    And player A's champion "Wizard Champion" is in lane 1
    And player A has "Raise" in hand
    And player A's discard pile is "Silent Unit" from the bottom
    When player A plays "Raise" with "Wizard Champion"
    Then player A's "Silent Unit" is in the discard pile
    And the log shows "deploy_failed" citing rule 6.1.2.deploy

  @rule:6.1.2.deploy @rule:6.1.2.play
  Scenario: A Unit Deployed from the discard pile is not Played, and its Champion counts as Deploying it
    Given the card:
      """
      {name: Raise, category: Ability, permission: Any, text: "Deploy a Unit from your discard pile."}
      """
    And player A's champion "Second Warrior" is in lane 1
    And player A's champion "Warrior Champion" is in lane 2
    And player A has "Raise" in hand
    And player A's discard pile is "Silent Unit" from the bottom
    And player A will choose "Silent Unit", "Warrior Champion"
    When player A plays "Raise" with "Second Warrior"
    Then player A's "Silent Unit" is in play with "Warrior Champion"
    And "Warrior Champion" is on corner 2

  @rule:6.1.2.disengaged @rule:6.1.2.engaged @rule:6.2.normal-restrictions
  Scenario: A Disengaged Warrior may Deploy a Unit; once Engaged it may not Deploy another
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Silent Unit" and "Clunky Unit" in hand
    When player A plays "Silent Unit" with "Warrior Champion"
    And player A tries to play "Clunky Unit" with "Warrior Champion"
    Then the action is refused citing rule 2.5.1.2

  @rule:6.1.2.dormant
  Scenario: A Dormant card applies no effects and cannot Rotate
    Given the card:
      """
      {name: Numbing Spell, category: Spell, corners: [clunky 1, none, none, none],
       text: "Each enemy Unit in the opposite lane is dormant."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Striking Unit" is in play with "Warrior Champion"
    And player B's champion "Wizard Champion" is in lane 4
    And player B's "Numbing Spell" is in play with "Wizard Champion"
    And it is player A's Battlefield phase
    When the Battlefield phase is carried out
    Then "Striking Unit" is on corner 1
    And player B has 30 health
    And "Striking Unit" is Dormant
    And "Striking Unit" is inactive
    And "Numbing Spell" is not Dormant
    And "Numbing Spell" is active

  @rule:6.1.2.exhaust
  Scenario: A card made to Exhaust early is discarded at once, whatever corners remain
    Given the card:
      """
      {name: Wear Down, category: Ability, permission: Any, text: "Exhaust an enemy Unit."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Wear Down" in hand
    And player B's champion "Second Warrior" is in lane 4
    And player B's "Silent Unit" is in play with "Second Warrior"
    When player A plays "Wear Down" with "Warrior Champion"
    Then player B's "Silent Unit" is in the discard pile
    And the log shows "leaves_play" citing rule 6.1.2.exhaust

  @rule:6.1.2.last-stand
  Scenario: Last Stand resolves before the Remove, while the Unit is still on the board
    Given the card:
      """
      {name: Defiant Unit, category: Unit, corners: [clunky 1, none, none, none], text: "Last Stand: Deal 2 damage."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Purge" in hand
    And player B's champion "Second Warrior" is in lane 4
    And player B's "Defiant Unit" is in play with "Second Warrior"
    When player A plays "Purge" with "Warrior Champion"
    Then player A has 28 health
    And player B's "Defiant Unit" is in the discard pile
    And the log shows "last_stand" before "leaves_play"

  @rule:6.1.2.remove @rule:6.1.2.last-stand
  Scenario: Units Removed together all resolve their Last Stand before any of them leaves play
    Given the card:
      """
      {name: Defiant Unit, category: Unit, corners: [clunky 1, none, none, none], text: "Last Stand: Deal 2 damage."}
      """
    And the card:
      """
      {name: Sweep, category: Ability, permission: Any, text: "Remove each enemy Unit."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Sweep" in hand
    And player B's champion "Second Warrior" is in lane 3
    And player B's "Defiant Unit" is in play with "Second Warrior"
    And player B's champion "Warrior-Wizard Champion" is in lane 4
    And player B's "Defiant Unit" is in play with "Warrior-Wizard Champion"
    When player A plays "Sweep" with "Warrior Champion"
    Then player A has 26 health
    And the log shows 2 "last_stand" events
    And the log shows 2 "leaves_play" events
    And the log shows "last_stand" before "leaves_play"

  @rule:6.1.2.remove
  Scenario: A Removed card is discarded and does not count as Exhausted
    Given the card:
      """
      {name: Parting Unit, category: Unit, corners: [clunky 1, none, none, none], text: "When this exhausts, deal 2 damage."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Purge" in hand
    And player B's champion "Second Warrior" is in lane 4
    And player B's "Parting Unit" is in play with "Second Warrior"
    When player A plays "Purge" with "Warrior Champion"
    Then player B's "Parting Unit" is in the discard pile
    And player A has 30 health

  @rule:6.1.2.restart
  Scenario: Restart sets a card to its first corner, which triggers, without passing over others
    Given the card:
      """
      {name: Renew, category: Ability, permission: Any, text: "Restart an allied Unit."}
      """
    And the card:
      """
      {name: Cycling Unit, category: Unit, corners: [clunky 2, clunky 1, clunky 1, none], text: "Deal damage equal to the corner value."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Cycling Unit" is in play with "Warrior Champion" on corner 3
    And player A has "Renew" in hand
    When player A plays "Renew" with "Warrior Champion"
    Then "Cycling Unit" is on corner 1
    And player B has 28 health

  @rule:6.1.2.restart
  Scenario: Restarting a card already on its first corner triggers nothing
    Given the card:
      """
      {name: Renew, category: Ability, permission: Any, text: "Restart an allied Unit."}
      """
    And the card:
      """
      {name: Cycling Unit, category: Unit, corners: [clunky 2, clunky 1, clunky 1, none], text: "Deal damage equal to the corner value."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Cycling Unit" is in play with "Warrior Champion"
    And player A has "Renew" in hand
    When player A plays "Renew" with "Warrior Champion"
    Then "Cycling Unit" is on corner 1
    And player B has 30 health

  @rule:6.1.2.rotate
  Scenario: A corner landed on by a Rotation triggers its effects, but not a Heroic Act
    Given the card:
      """
      {name: Rally, category: Ability, permission: Any, text: "Rotate an allied Unit forward 1 corner."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Gryph Charger" is in play with "Warrior Champion"
    And player A has "Rally" in hand
    And player A has 20 health
    When player A plays "Rally" with "Warrior Champion"
    Then "Gryph Charger" is on corner 2
    And player A has 21 health
    And player B has 30 health

  @rule:6.1.2.dormant
  Scenario: A Dormant card cannot be Rotated even by another card's effect
    Given the card:
      """
      {name: Numbing Spell, category: Spell, corners: [clunky 1, none, none, none],
       text: "Each enemy Unit in the opposite lane is dormant."}
      """
    And the card:
      """
      {name: Rally, category: Ability, permission: Any, text: "Rotate an allied Unit forward 1 corner."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Clunky Unit" is in play with "Warrior Champion"
    And player A has "Rally" in hand
    And player B's champion "Wizard Champion" is in lane 4
    And player B's "Numbing Spell" is in play with "Wizard Champion"
    When player A plays "Rally" with "Warrior Champion"
    Then "Clunky Unit" is on corner 1
    And the log shows "rotate_prevented" citing rule 6.1.2.dormant

  @rule:6.1.2.rotate
  Scenario: A card cannot Rotate backwards past its first corner
    Given the card:
      """
      {name: Rewind, category: Ability, permission: Any, text: "Rotate an allied Unit backward 1 corner."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Clunky Unit" is in play with "Warrior Champion"
    And player A has "Rewind" in hand
    When player A plays "Rewind" with "Warrior Champion"
    Then "Clunky Unit" is on corner 1
    And the log shows "rotate_stopped" citing rule 6.1.2.rotate

  @rule:6.1.2.rotate @rule:6.1.2.exhaust
  Scenario: A card Rotated forwards past its last corner Exhausts
    Given the card:
      """
      {name: Hasten, category: Ability, permission: Any, text: "Rotate an allied Unit forward 3 corners."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Clunky Unit" is in play with "Warrior Champion"
    And player A has "Hasten" in hand
    When player A plays "Hasten" with "Warrior Champion"
    Then player A's "Clunky Unit" is in the discard pile

  @rule:6.1.2.support
  Scenario: Stacking a third card onto a Stack raises its Support from 1 to 2
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Silent Unit" is in play with "Warrior Champion"
    And player A's "Stacking Unit" is in play with "Warrior Champion"
    And player A has "Stacking Unit" in hand
    When player A plays "Stacking Unit" with "Warrior Champion"
    Then player A's lane 1 holds "Silent Unit", "Stacking Unit", "Stacking Unit" from the bottom
    And the Support of player A's lane 1 is 2

  @rule:6.1.2.support
  Scenario: A single Unit, with no card under it, has a Support of 0
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Stacking Unit" in hand
    When player A plays "Stacking Unit" with "Warrior Champion"
    Then player A's lane 1 holds "Stacking Unit" from the bottom
    And the Support of player A's lane 1 is 0

  @rule:6.1.2.draw
  Scenario: A card moved from the deck is not Drawn
    Given the card:
      """
      {name: Dig, category: Ability, permission: Any, text: "Move a card from your deck to your hand."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Dig" in hand
    And player A's deck is "Bolt" from the top
    When player A plays "Dig" with "Warrior Champion"
    Then player A's "Bolt" is in hand
    And the log shows no "draw"

  @rule:6.1.2.rotate
  Scenario: Rotating backward turns a card back one corner, and the corner it lands on triggers
    Given the card:
      """
      {name: Rewind, category: Ability, permission: Any, text: "Rotate an allied Unit backward 1 corner."}
      """
    And the card:
      """
      {name: Cycling Unit, category: Unit, corners: [clunky 2, clunky 1, clunky 1, none], text: "Deal damage equal to the corner value."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Cycling Unit" is in play with "Warrior Champion" on corner 3
    And player A has "Rewind" in hand
    When player A plays "Rewind" with "Warrior Champion"
    Then "Cycling Unit" is on corner 2
    And player B has 29 health
    And the log shows "rotate" citing rule 6.1.2.rotate
    And the log shows "trigger" citing rule 6.1.2.rotate

  @rule:6.1.2.rotate
  Scenario: A card effect can Rotate a Champion, one corner after another
    Given the card:
      """
      {name: Spur, category: Ability, permission: Any, text: "Rotate this champion forward 2 corners."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Spur" in hand
    When player A plays "Spur" with "Warrior Champion"
    Then "Warrior Champion" is on corner 3
    And the log shows 2 "rotate" events

  @rule:6.1.2.rotate @rule:6.1.2.exhaust
  Scenario: A card Rotated past its last corner by an effect Exhausts, the log citing Exhaust
    Given the card:
      """
      {name: Hasten, category: Ability, permission: Any, text: "Rotate an allied Unit forward 3 corners."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Clunky Unit" is in play with "Warrior Champion"
    And player A has "Hasten" in hand
    When player A plays "Hasten" with "Warrior Champion"
    Then player A's "Clunky Unit" is in the discard pile
    And the log shows "leaves_play" citing rule 6.1.2.exhaust

  @rule:6.1.2.restart
  Scenario: The first corner of a Restarted card triggers as a Restart
    Given the card:
      """
      {name: Renew, category: Ability, permission: Any, text: "Restart an allied Unit."}
      """
    And the card:
      """
      {name: Cycling Unit, category: Unit, corners: [clunky 2, clunky 1, clunky 1, none], text: "Deal damage equal to the corner value."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Cycling Unit" is in play with "Warrior Champion" on corner 3
    And player A has "Renew" in hand
    When player A plays "Renew" with "Warrior Champion"
    Then the log shows, in order:
      | event   | rule           |
      | restart | 6.1.2.restart  |
      | trigger | 6.1.2.restart  |
      | damage  |                |
    And the log shows no "rotate"

  @rule:6.1.2.dormant @rule:6.1.2.restart
  Scenario: A Dormant card cannot be Restarted
    Given the card:
      """
      {name: Numbing Spell, category: Spell, corners: [clunky 1, none, none, none],
       text: "Each enemy Unit in the opposite lane is dormant."}
      """
    And the card:
      """
      {name: Renew, category: Ability, permission: Any, text: "Restart an allied Unit."}
      """
    And the card:
      """
      {name: Cycling Unit, category: Unit, corners: [clunky 2, clunky 1, clunky 1, none], text: "Deal damage equal to the corner value."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Cycling Unit" is in play with "Warrior Champion" on corner 3
    And player A has "Renew" in hand
    And player B's champion "Wizard Champion" is in lane 4
    And player B's "Numbing Spell" is in play with "Wizard Champion"
    When player A plays "Renew" with "Warrior Champion"
    Then "Cycling Unit" is on corner 3
    And player B has 30 health
    And the log shows "restart_prevented" citing rule 6.1.2.dormant
