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


@step("then", "the challenge track is:", "Then the challenge track is:\n  | slot | VP | card |\n  | 1 | 0 | any |")
def track_is(brawl, datatable):
    """Slot by slot from the left: the VPs a challenge there scores (0: Cannot be Scored) and its card: a name,
    "any" (some challenge) or "-" (empty)."""
    track = brawl.read("track")
    rows = datatable[1:]
    equal("slots on the challenge track", len(track), len(rows))
    for (slot, vp, card), got in zip(rows, track):
        equal(f"slot {slot}'s VPs", got["vp"], int(vp))
        if card == "any":
            assert got["card"], f"slot {slot} is empty"
        else:
            equal(f"slot {slot}'s challenge", got["card"], None if card == "-" else card)


@step("then", '"{name}" is in the challenge discard pile', 'Then "Storm the Gates" is in the challenge discard pile')
def challenge_discarded(brawl, name):
    """A scored (or expired) challenge card."""
    assert name in brawl.read("challenge_discard"), f"{name} is not in the challenge discard pile"


@step("then", "the turn order is {players:Names}", 'Then the turn order is "A", "B", "C" and "D"')
def order_is(brawl, players):
    """The players in turn order, first player first (tornado.setup.2, tornado.setup.3)."""
    equal("the turn order", brawl.read("order"), players)


@step("then", 'player {p:P} and player {q:P} are one team', "Then player A and player C are one team")
def one_team(brawl, p, q):
    """Teammates in Super Team Tornado."""
    teams = brawl.read("teams")
    equal(f"player {q}'s team", teams[q], teams[p])


@step("then", 'the team of player {p:P} wins', "Then the team of player A wins")
def team_wins(brawl, p):
    """The game is over and this player's team won: a team wins or loses together (tornado.winning)."""
    equal("the winner", brawl.winner(), brawl.read("teams")[p])


@step("then", '"{name}" was not offered to player {p:P}', 'Then "Dugrun" was not offered to player C')
def not_offered(brawl, name, p):
    """The last draft choice of this player did not include the Champion."""
    offered = [e for e in brawl.log() if e["kind"] in ("offered", "draft") and e.get("player") == p
               and "offered" in e]
    assert offered, f"player {p} was offered nothing to draft"
    assert name not in offered[-1]["offered"], f"{name} was offered to {p}: {offered[-1]['offered']}"


@step("then", '"{name}" has defence {n:d}', 'Then "Dugrun" has defence 3')
def defence_is(brawl, name, n):
    """The defence of the side of its Champion card that is up (defence, level-up)."""
    equal(f"{name}'s defence", brawl.champion(name)["defence"], n)


@step("then", "the box holds {n:d} {what}", "Then the box holds 36 action cards")
def box_holds(brawl, n, what):
    """Counts of the components the engine plays with: Champion cards, action cards, challenge cards, trap
    tokens, Cores of Magic (the four players' worth)."""
    c = brawl.read("components")
    got = {"Champion cards": len(c["champions"]), "action cards": c["action_cards"],
           "challenge cards": c["challenges"], "trap tokens": len(c["trap_tokens"]),
           "damage tokens": c["damage_tokens"], "VP tokens": c["vp_tokens"]}
    assert what in got, f"no count of {what!r} ({', '.join(got)})"
    equal(f"{what} in the box", got[what], n)


@step("then", "each Champion has {n:d} action cards", "Then each Champion has 6 action cards")
def per_champion(brawl, n):
    """Action cards per Champion (components.action-cards)."""
    per = brawl.read("components")["cards_per_champion"]
    assert all(v == n for v in per.values()), f"action cards per Champion: {per}"


@step("then", 'the trap tokens are {n:d} "{token}"', 'Then the trap tokens are 2 "stun"')
def trap_tokens(brawl, n, token):
    """How many trap tokens of one kind the box holds (components.traps)."""
    equal(f'"{token}" trap tokens', brawl.read("components")["trap_tokens"].count(token), n)


@step("then", "each Champion card has a basic side and a levelled-up side",
      "Then each Champion card has a basic side and a levelled-up side")
def two_sides(brawl):
    """Both sides of every Champion card: hitpoints, defence, movement bonus (components.boards)."""
    for name, sides in brawl.read("components")["champions"].items():
        for side in ("basic", "levelled"):
            assert set(sides[side]) == {"hitpoints", "defence", "movement"}, f"{name}'s {side} side: {sides[side]}"


@step("then", "player {p:P} sees {what}", "Then player B sees player A's hand as a count")
def sees(brawl, p, what):
    """What the player's view shows (concepts.information): "player A's hand as a count", "player A's hand",
    "player A's discard pile", "both sides of every Champion card"."""
    v = brawl.read("view", player=p)
    words = what.split()
    if what == "both sides of every Champion card":
        assert v.get("champion_cards"), f"player {p}'s view has no Champion cards"
        return
    q, zone = words[1].rstrip("'s"), words[2]
    shown = v["players"][q][zone]
    if what.endswith("as a count"):
        assert isinstance(shown, int), f"player {p} sees player {q}'s {zone}: {shown}"
    else:
        assert isinstance(shown, list), f"player {p} sees only a count of player {q}'s {zone}"


@step("then", "player {p:P} holds the first player token", "Then player C holds the first player token")
def first_token(brawl, p):
    """The first player token lies in this player's play area (setup.1, tornado.setup.2)."""
    equal("the holder of the first player token", brawl.read("first_player_token"), p)
