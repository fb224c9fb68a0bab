"""Then: what the position is after the action, in the judge's words."""

from __future__ import annotations

from ..steps.words import equal
from .common import brawl, step  # noqa: F401


@step("then", "the arena is:", 'Then the arena is:\n  """\n  D  .   .   .   Du  .   .   gw  .\n  """')
def the_arena_is(brawl, docstring):
    """The Champions stand as this map shows, row by row (rows left out are not compared)."""
    problems = brawl.map_differences(docstring)
    assert not problems, "\n".join(problems)


@step("then", '"{name}" is on {hex_:Hex}', 'Then "Gwaien" is on D7')
def is_on(brawl, name, hex_):
    """The Champion's hex by name (or "the gate": out of action)."""
    equal(f"{name}'s hex", brawl.champion(name)["hex"], "gate" if hex_ == "the gate" else hex_)


@step("then", '"{name}" has {n:d} damage', 'Then "Gwaien" has 4 damage')
def damage_is(brawl, name, n):
    """Damage tokens on the Champion."""
    equal(f"{name}'s damage", brawl.champion(name)["damage"], n)


@step("then", '"{name}" is levelled up', 'Then "Dugrun" is levelled up')
def is_levelled(brawl, name):
    """The Champion card shows its levelled-up side."""
    assert brawl.champion(name)["levelled"], f"{name} is on its basic side"


@step("then", '"{name}" is on its basic side', 'Then "Gwaien" is on its basic side')
def is_basic(brawl, name):
    """The Champion card shows its basic side."""
    assert not brawl.champion(name)["levelled"], f"{name} is levelled up"


@step("then", '"{name}" is rooted', 'Then "Dugrun" is rooted')
def is_rooted(brawl, name):
    """The Champion suffers root this turn."""
    assert brawl.champion(name)["rooted"], f"{name} is not rooted"


@step("then", "player {p:P} has {n:d} VPs", "Then player A has 1 VPs")
def vps(brawl, p, n):
    """Victory points scored."""
    equal(f"player {p}'s VPs", brawl.read("vp")[p], n)


@step("then", "player {p:P} wins", "Then player A wins")
def wins(brawl, p):
    """The game is over and this player won."""
    equal("the winner", brawl.winner(), p)


@step("then", "nobody has won", "Then nobody has won")
def no_winner(brawl):
    """The game goes on."""
    equal("the winner", brawl.winner(), None)


@step("then", 'player {p:P}\'s "{card}" is in the discard pile', 'Then player A\'s "Shield Bash" is in the discard pile')
def in_discard(brawl, p, card):
    """A card in the player's discard pile."""
    assert card in brawl.zone(p, "discard"), f"{card} is not in {p}'s discard pile: {brawl.zone(p, 'discard')}"


@step("then", "player {p:P} has {n:d} cards in hand", "Then player A has 5 cards in hand")
def hand_size(brawl, p, n):
    """How many cards the player holds."""
    equal(f"player {p}'s hand size", len(brawl.zone(p, "hand")), n)


@step("then", 'player {p:P}\'s "{core}" Core is {state:CoreState}', 'Then player A\'s "Destruction" Core is exhausted')
def core_state(brawl, p, core, state):
    """A Core of Magic is ready or exhausted."""
    equal(f"player {p}'s {core} Core", "ready" if brawl.read("cores", player=p)[core] else "exhausted", state)


@step("then", "a facedown trap is on {hex_:Hex}", "Then a facedown trap is on C2")
def trap_is_on(brawl, hex_):
    """A trap token lies on this hex."""
    assert hex_ in brawl.read("traps"), f"no trap on {hex_}: {sorted(brawl.read('traps'))}"


@step("then", "no trap is on {hex_:Hex}", "Then no trap is on D6")
def no_trap_on(brawl, hex_):
    """No trap token lies on this hex."""
    assert hex_ not in brawl.read("traps"), f"a trap is still on {hex_}"


@step("then", 'player {p:P} has "{card}" in hand', 'Then player A has "Volley" in hand')
def in_hand(brawl, p, card):
    """A card in the player's hand."""
    assert card in brawl.zone(p, "hand"), f"{card} is not in {p}'s hand: {brawl.zone(p, 'hand')}"


@step("then", "it is player {p:P}'s turn", "Then it is player B's turn")
def turn_is(brawl, p):
    """Whose Activation Phase it is now."""
    equal("the active player", brawl.read("active"), p)


@step("then", "player {p:P}'s team is {names:Names}", 'Then player A\'s team is "Dugrun", "Gwaien" and "Gold\'arr"')
def team_is(brawl, p, names):
    """The Champions the player drafted, in the order drafted."""
    equal(f"player {p}'s team", brawl.read("team", player=p), names)


@step("then", 'player {p:P}\'s deployment area is "{area}"', 'Then player A\'s deployment area is "south"')
def deployment_is(brawl, p, area):
    """The deployment area the player's Champions enter by (setup.1)."""
    equal(f"player {p}'s deployment area", brawl.read("deployment", player=p), area)


@step("then", "{n:d} facedown traps are on the board", "Then 4 facedown traps are on the board")
def traps_count(brawl, n):
    """How many trap tokens lie on the arena."""
    equal("traps on the board", len(brawl.read("traps")), n)
