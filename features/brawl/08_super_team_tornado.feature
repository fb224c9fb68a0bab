Feature: Super Team Tornado
  Four players in two teams: A with C against B with D, two Champions each. Its own setup and drafts; rounds of
  four turns; a hand of four; the first team to a combined 7 VPs wins; a challenge track with two Cannot be
  Scored slots.

  @rule:tornado.setup.1 @rule:tornado.setup.2 @rule:tornado.setup.3
  Scenario: The first team picks its first player, the other team the second; their teammates play third and fourth
    Given a new game of Super Team Tornado where the team of player C plays first
    And player C will choose "C"
    And player D will choose "D"
    When the game is set up
    Then the turn order is "C", "D", "A" and "B"
    And player A and player C are one team
    And player B and player D are one team
    And it is player C's turn
    And the log shows, in order:
      | event        | rule            |
      | first_team   | tornado.setup.1 |
      | choice       | tornado.setup.2 |
      | choice       | tornado.setup.3 |
      | player_order | tornado.setup.2 |

  @rule:tornado @rule:tornado.draft @rule:tornado.setup.4 @rule:tornado.draft.casual.1 @rule:tornado.draft.casual.2
  @rule:tornado.draft.casual.3 @rule:tornado.draft.casual.4 @rule:tornado.draft.casual.5 @rule:tornado.draft.casual.6
  @rule:tornado.draft.casual.7 @rule:tornado.draft.casual.8 @rule:tornado.draft.casual.9 @rule:tornado.draft.casual.10
  Scenario: The casual draft: second, first, fourth, third, twice; a team never drafts the same Champion twice
    One box has six Champions, so the common pool holds two of each. Order: C, D, A, B.
    Given a new game of Super Team Tornado where the team of player C plays first
    And player C will choose "C"
    And player D will choose "D"
    And player C will choose "south"
    And player D will choose "Dugrun"
    And player C will choose "Kilgore"
    And player B will choose "Deryn"
    And player A will choose "Gwaien"
    And player D will choose "Tzu Xiao"
    And player C will choose "Gold'arr"
    And player B will choose "Kilgore"
    And player A will choose "Dugrun"
    When the game is set up
    Then player D's team is "Dugrun" and "Tzu Xiao"
    And player C's team is "Kilgore" and "Gold'arr"
    And player B's team is "Deryn" and "Kilgore (B)"
    And player A's team is "Gwaien" and "Dugrun (A)"
    And "Deryn" was not offered to player B
    And "Dugrun" was not offered to player B
    And the log shows, in order:
      | event      | rule                    |
      | pool       | tornado.draft.casual.1  |
      | draft      | tornado.draft.casual.2  |
      | draft      | tornado.draft.casual.3  |
      | draft      | tornado.draft.casual.4  |
      | draft      | tornado.draft.casual.5  |
      | draft      | tornado.draft.casual.6  |
      | draft      | tornado.draft.casual.7  |
      | draft      | tornado.draft.casual.8  |
      | draft      | tornado.draft.casual.9  |
      | draft_done | tornado.draft.casual.10 |

  @rule:tornado.draft @rule:tornado.draft.competitive.1 @rule:tornado.draft.competitive.2
  @rule:tornado.draft.competitive.3 @rule:tornado.draft.competitive.4 @rule:tornado.draft.competitive.5
  @rule:tornado.draft.competitive.6
  Scenario: The competitive draft: three each, none of the teammate's; each player bans one of an opponent's
    Order A, B, C, D. Player C may not bring Dugrun, Kilgore or Deryn, which player A brought: after Gold'arr and
    Gwaien only Tzu Xiao is left to bring.
    Given a new game of Super Team Tornado with the competitive draft where the team of player A plays first
    And player A will choose "A"
    And player B will choose "B"
    And player A will choose "south"
    And player A will choose "Dugrun", "Kilgore", "Deryn"
    And player B will choose "Dugrun", "Gwaien", "Tzu Xiao"
    And player C will choose "Gold'arr", "Gwaien"
    And player D will choose "Deryn", "Gold'arr"
    And player A will choose "Gwaien"
    And player B will choose "Deryn"
    And player C will choose "Gold'arr"
    And player D will choose "Tzu Xiao"
    When the game is set up
    Then player A's team is "Dugrun" and "Kilgore"
    And player B's team is "Dugrun (B)" and "Tzu Xiao"
    And player C's team is "Gold'arr" and "Gwaien"
    And player D's team is "Deryn" and "Kilgore (D)"
    And the log shows, in order:
      | event      | rule                         |
      | roster     | tornado.draft.competitive.1  |
      | roster     | tornado.draft.competitive.1  |
      | roster     | tornado.draft.competitive.1  |
      | roster     | tornado.draft.competitive.1  |
      | ban        | tornado.draft.competitive.2  |
      | ban        | tornado.draft.competitive.3  |
      | ban        | tornado.draft.competitive.4  |
      | ban        | tornado.draft.competitive.5  |
      | draft_done | tornado.draft.competitive.6  |

  @rule:tornado.setup.5 @rule:tornado.setup.7 @rule:tornado.setup.8 @rule:tornado.setup.9 @rule:tornado.hand-size
  @rule:components.cores
  Scenario: Two Champions' decks shuffled together, one trap each, hands of four, the team's deployment area
    Given a new game of Super Team Tornado where the team of player A plays first
    And player A will choose "A"
    And player B will choose "B"
    And player A will choose "south"
    When the game is set up
    Then 4 facedown traps are on the board
    And player A has 4 cards in hand
    And player D has 4 cards in hand
    And player A's deployment area is "south"
    And player C's deployment area is "south"
    And player B's deployment area is "north"
    And player D's "Creation" Core is ready
    And player D's "Destruction" Core is ready
    And player D's "Manipulation" Core is ready
    And the log shows "shuffle" citing rule tornado.setup.5
    And the log shows "trap_placed" citing rule tornado.setup.7
    And the log shows "draw" citing rule tornado.setup.8
    And the log shows "deploy" citing rule tornado.setup.9

  @rule:tornado.setup.6 @rule:tornado.challenge-track
  Scenario: Three challenges to start, on a track with two Cannot be Scored slots
    Given a new game of Super Team Tornado where the team of player A plays first
    When the game is set up
    Then the challenge track is:
      | slot | VP | card |
      | 1    | 0  | any  |
      | 2    | 0  | any  |
      | 3    | 1  | any  |
      | 4    | 1  | -    |
      | 5    | 2  | -    |
      | 6    | 3  | -    |
    And the log shows "challenge" citing rule tornado.setup.6

  @rule:tornado.round.1 @rule:tornado.round.2 @rule:tornado.round.3 @rule:tornado.round.4 @rule:tornado.round.5
  @rule:tornado.challenge-track @rule:tornado.hand-size
  Scenario: A round is four turns, then the challenges move two spaces and two new ones are drawn
    Given a game of Super Team Tornado
    And the arena:
      """
      A  .   .   .   .   .
      """
    And player A's "Dugrun" is on G1
    And player B's "Kilgore" is on A1
    And player C's "Deryn" is on H1
    And player D's "Gwaien" is on A3
    And "Storm the Gates" is in slot 1 of the challenge track
    When player A ends the turn
    Then it is player B's turn
    And player A has 4 cards in hand
    When player B ends the turn
    Then it is player C's turn
    When player C ends the turn
    Then it is player D's turn
    When player D ends the turn
    Then it is player A's turn
    And the log shows "advance" citing rule tornado.round.5
    And the challenge track is:
      | slot | VP | card            |
      | 1    | 0  | any             |
      | 2    | 0  | any             |
      | 3    | 1  | Storm the Gates |
      | 4    | 1  | -               |
      | 5    | 2  | -               |
      | 6    | 3  | -               |

  @rule:tornado.winning
  Scenario: The first team to a combined 7 VPs wins, together
    Player A has 3 VPs and player C 3; Dugrun takes Gwaien out of action.
    Given a game of Super Team Tornado
    And the arena:
      """
      D  .   .   .   Du  gw  .   .   .
      """
    And player C's "Deryn" is on H1
    And player D's "Kilgore" is on A3
    And "Gwaien" has 5 damage
    And player A has 3 VPs
    And player C has 3 VPs
    And player A has "Shield Bash" in hand
    And player A will choose "stay", "yes"
    When player A plays "Shield Bash"
    Then the team of player C wins
    And the log shows "win" citing rule tornado.winning

  @rule:tornado.team
  Scenario: A card that affects Allies includes the teammate's Champions
    Rally the Hold heals each adjacent Ally: Deryn is player C's, player A's teammate.
    Given a game of Super Team Tornado
    And the arena:
      """
      D  .   .   .   Du  .   .   gw  .
      """
    And player C's "Deryn" is on D5
    And player D's "Kilgore" is on A3
    And "Deryn" has 3 damage
    And player A has "Rally the Hold" in hand
    And player A will choose "stay", "yes"
    When player A plays "Rally the Hold"
    Then "Deryn" has 2 damage

  @rule:tornado.team
  Scenario: A reaction may be played on a teammate's Champion
    Player B attacks player C's Deryn; player A plays Kilgore's Shrug It Off on her (defence +1).
    Given a game of Super Team Tornado
    And the arena:
      """
      D  .   .   .   .   du  .   .   .
      """
    And player A's "Kilgore" is on A3
    And player C's "Deryn" is on D4
    And player D's "Gwaien" is on I1
    And it is player B's turn
    And player B has "Shield Bash" in hand
    And player A has "Shrug It Off" in hand
    And player B will choose "stay", "yes"
    And player A will choose "Shrug It Off on Deryn"
    When player B plays "Shield Bash"
    Then "Deryn" has 3 damage
    And the log shows "reaction" citing rule tornado.team
