"""Given: a Brawl position, in a judge's words; the map first (an ASCII hex map in a docstring)."""

from __future__ import annotations

from .common import brawl, step  # noqa: F401


@step("given", "the arena:", 'Given the arena:\n  """\n  D  .   .   .   Du  gw  .   .   .\n  """')
def the_arena(brawl, docstring):
    """Where the Champions stand: rows of the arena map (picture.py), each Champion as its first two letters,
    capitalised for player A (`Du` Dugrun), lower case for player B (`gw` Gwaien); rows left out are empty."""
    brawl.arena(docstring)


@step("given", "player {p:P} has {cards:Names} in hand", 'Given player A has "Shield Bash" in hand')
def has_in_hand(brawl, p, cards):
    """Cards in the player's hand (the team's other cards are in its deck)."""
    brawl.put("hand", p, cards)


@step("given", "player {p:P} has {cards:Names} in the discard pile",
      'Given player A has "Stand Firm" in the discard pile')
def has_in_discard(brawl, p, cards):
    """Cards in the player's discard pile (open information)."""
    brawl.put("discard", p, cards)


@step("given", "player {p:P}'s {cores:Names} Core is exhausted", 'Given player A\'s "Destruction" Core is exhausted')
def core_exhausted(brawl, p, cores):
    """A Core of Magic already used this turn (concepts.cores)."""
    brawl.put("exhausted", p, cores)


@step("given", "player {p:P}'s {names:Names} is on the gate", 'Given player A\'s "Deryn" is on the gate')
def on_gate(brawl, p, names):
    """A Champion out of action, waiting on its team's gate (out-of-action)."""
    brawl.put("gate", p, names)


@step("given", '"{name}" has {n:d} damage', 'Given "Gwaien" has 3 damage')
def has_damage(brawl, name, n):
    """Damage tokens on a Champion in the arena."""
    brawl.set_damage(name, n)


@step("given", '"{name}" is levelled up', 'Given "Dugrun" is levelled up')
def levelled(brawl, name):
    """The Champion card shows its levelled-up side (level-up)."""
    brawl.flag("levelled", name)


@step("given", '"{name}" is rooted', 'Given "Kilgore" is rooted')
def rooted(brawl, name):
    """The Champion suffers root this turn (keyword.root)."""
    brawl.flag("rooted", name)


@step("given", 'a facedown "{token}" trap is on {hex_:Hex}', 'Given a facedown "root" trap is on D6')
def trap_on(brawl, token, hex_):
    """A trap token (stun, root, damage 1, damage 2, damage 3) on a hex (trap)."""
    brawl.trap(token, hex_)


@step("given", "the trap supply is {tokens:Names}", 'Given the trap supply is "stun"')
def trap_supply(brawl, tokens):
    """The facedown tokens left beside the board, the last one drawn first (trap.replace)."""
    brawl.supply(tokens)


@step("given", "player {p:P} has {n:d} VPs", "Given player A has 4 VPs")
def has_vps(brawl, p, n):
    """Victory points already scored (concepts.objective)."""
    brawl.set_vp(p, n)


@step("given", "it is player {p:P}'s turn", "Given it is player B's turn")
def turn_of(brawl, p):
    """The player whose Activation Phase it is (player A's unless said)."""
    brawl.set_turn(p)


@step("given", "player {p:P}'s deck is empty", "Given player A's deck is empty")
def deck_empty(brawl, p):
    """No cards left to draw (concepts.drawing)."""
    brawl.deck(p, [])


@step("given", "a new game where player {p:P} is the first player",
      "Given a new game where player A is the first player")
def new_game(brawl, p):
    """A whole game set up by the rulebook (setup, the casual draft) rather than a position; the first player
    is fixed instead of random. Choices the scenario does not script take the first option offered."""
    brawl.new_game(p)


@step("given", "a new game with the competitive draft where player {p:P} is the first player",
      "Given a new game with the competitive draft where player A is the first player")
def new_competitive_game(brawl, p):
    """A whole two-player game set up with the competitive draft (draft.competitive)."""
    brawl.new_game(p, draft="competitive")


@step("given", "a new game of Super Team Tornado where the team of player {p:P} plays first",
      "Given a new game of Super Team Tornado where the team of player A plays first")
def new_tornado_game(brawl, p):
    """A whole four-player game (tornado): A with C against B with D, the casual draft; the first team is fixed."""
    brawl.new_game(p, variant="tornado")


@step("given", "a new game of Super Team Tornado with the competitive draft where the team of player {p:P} plays first",
      "Given a new game of Super Team Tornado with the competitive draft where the team of player A plays first")
def new_tornado_competitive(brawl, p):
    """A whole four-player game with the Super Team Tornado competitive draft."""
    brawl.new_game(p, draft="competitive", variant="tornado")


@step("given", "a game of Super Team Tornado", "Given a game of Super Team Tornado")
def tornado_position(brawl):
    """The position is a four-player one: A with C against B with D, turn order A, B, C, D unless said."""
    brawl.tornado()


@step("given", 'player {p:P}\'s "{name}" is on {hex_:ArenaHex}', 'Given player C\'s "Deryn" is on E4')
def champion_on(brawl, p, name, hex_):
    """A Champion of this player on a named hex (or "the gate"), for players the map's letter case can't say."""
    brawl.place(p, name, hex_)


@step("given", '"{name}" is in slot {n:d} of the challenge track', 'Given "Storm the Gates" is in slot 2 of the challenge track')
def challenge_in_slot(brawl, name, n):
    """A challenge card on the track, slots counted from the left: slot 1 is Cannot be Scored, then 1, 1, 2 and
    3 VPs (Super Team Tornado: two Cannot be Scored slots first)."""
    brawl.challenge(name, n)


@step("given", 'player {p:P} has used the standard action "{action}" this turn',
      'Given player A has used the standard action "Strike" this turn')
def standard_used(brawl, p, action):
    """A standard action already used in this Activation Phase (standard-action.once)."""
    brawl.standard_used(action)
