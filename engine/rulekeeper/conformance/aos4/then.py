"""Then: the battle after the action, in a judge's words."""

from __future__ import annotations

from ..steps.words import equal
from .common import aos4, step  # noqa: F401


@step("then", 'the "{name}" have {n:d} models', 'Then the "Blood Warriors" have 4 models')
def models_left(aos4, name, n):
    equal(f"{name}'s models", aos4.unit_state(name)["models"], n)


@step("then", 'the "{name}" have {n:d} damage points', 'Then the "Lord-Celestant" have 1 damage points')
def damage_points(aos4, name, n):
    equal(f"{name}'s damage points", aos4.unit_state(name)["damage"], n)


@step("then", 'the "{name}" have {n:d} ritual points', 'Then the "War Priest" have 5 ritual points')
def ritual_points(aos4, name, n):
    equal(f"{name}'s ritual points", aos4.unit_state(name)["ritual"], n)


@step("then", 'the "{name}" are destroyed', 'Then the "Spirit Blade" are destroyed')
def destroyed(aos4, name):
    """No model of the unit is left on the battlefield (slain, banished or removed)."""
    assert aos4.unit_state(name)["destroyed"], f"{name} is still on the battlefield"


@step("then", 'the "{name}" are on the battlefield', 'Then the "Spirit Blade" are on the battlefield')
def on_battlefield(aos4, name):
    assert not aos4.unit_state(name)["destroyed"], f"{name} is not on the battlefield"


@step("then", 'the "{name}" are in combat', 'Then the "Liberators" are in combat')
def in_combat(aos4, name):
    assert aos4.unit_state(name)["in_combat"], f"{name} is not in combat"


@step("then", 'the "{name}" are not in combat', 'Then the "Liberators" are not in combat')
def not_in_combat(aos4, name):
    assert not aos4.unit_state(name)["in_combat"], f"{name} is in combat"


@step("then", 'the "{name}" stand at ({x:N}, {y:N})', 'Then the "Liberators" stand at (15, 10)')
def stands_at(aos4, name, x, y):
    """Where the unit's first model stands (to 0.01")."""
    equal(f"{name}'s first model", aos4.unit_state(name)["at"], [x, y])


@step("then", 'the "{name}" are {d:N}" from the "{other}"', 'Then the "Liberators" are 0.5" from the "Blood Warriors"')
def distance_is(aos4, name, d, other):
    """The distance between the closest bases of the two units."""
    equal(f"the distance from {name} to {other}", aos4.read("distance", unit=name, other=other), d)


@step("then", 'the "{name}" are at most {d:N}" from the "{other}"',
      'Then the "Liberators" are at most 0.5" from the "Blood Warriors"')
def distance_at_most(aos4, name, d, other):
    got = aos4.read("distance", unit=name, other=other)
    assert got <= d + 1e-9, f"{name} is {got}\" from {other}"


@step("then", "player {p:P} has {n:d} command points", "Then player A has 5 command points")
def cp_is(aos4, p, n):
    equal(f"player {p}'s command points", aos4.battle()["cp"][p], n)


@step("then", "player {p:P} has {n:d} victory points", "Then player A has 4 victory points")
def vp_is(aos4, p, n):
    equal(f"player {p}'s victory points", aos4.battle()["vp"][p], n)


@step("then", "it is player {p:P}'s {ph:Phase} phase", "Then it is player A's movement phase")
def phase_is(aos4, p, ph):
    b = aos4.battle()
    equal("whose turn and phase", (b["active"], b["phase"]), (p, ph))


@step("then", "it is the start of player {p:P}'s turn", "Then it is the start of player B's turn")
def start_is(aos4, p):
    b = aos4.battle()
    equal("whose turn and phase", (b["active"], b["phase"]), (p, "start"))


@step("then", "it is battle round {n:d}", "Then it is battle round 2")
def round_is(aos4, n):
    equal("the battle round", aos4.battle()["round"], n)


@step("then", "player {p:P} takes the first turn", "Then player A takes the first turn")
def first_is(aos4, p):
    equal("who takes the first turn", aos4.battle()["first"], p)


@step("then", "player {p:P} took a double turn", "Then player B took a double turn")
def double_turn_is(aos4, p):
    equal("who took a double turn", aos4.battle()["double_turn"], p)


@step("then", "player {p:P} has seized the initiative", "Then player B has seized the initiative")
def seized_is(aos4, p):
    equal("who seized the initiative", aos4.battle()["seized"], p)


@step("then", "nobody has seized the initiative", "Then nobody has seized the initiative")
def nobody_seized(aos4):
    equal("who seized the initiative", aos4.battle()["seized"], None)


@step("then", 'objective "{name}" is controlled by player {p:P}', 'Then objective "1" is controlled by player A')
def objective_is(aos4, name, p):
    equal(f"objective {name}'s controller", aos4.read("objective", name=name)["controller"], p)


@step("then", 'player {p:P} has completed "{tactic}"', 'Then player A has completed "Seize the Center"')
def completed(aos4, p, tactic):
    done = aos4.battle()["completed"][p]
    assert any(t.endswith(_slug(tactic)) for t in done), f"player {p} completed {done}"


@step("then", 'player {p:P} has not completed "{tactic}"', 'Then player A has not completed "Seize the Center"')
def not_completed(aos4, p, tactic):
    done = aos4.battle()["completed"][p]
    assert not any(t.endswith(_slug(tactic)) for t in done), f"player {p} completed {done}"


@step("then", 'player {p:P} has attempted "{tactic}"', 'Then player A has attempted "Seize the Center"')
def has_attempted(aos4, p, tactic):
    tried = aos4.battle()["attempted"][p]
    assert any(t.endswith(_slug(tactic)) for t in tried), f"player {p} attempted {tried}"


def _slug(name: str) -> str:
    return "." + name.lower().replace("'", "").replace("!", "").replace(" ", "-")


@step("then", "player {p:P} wins the battle", "Then player A wins the battle")
def wins(aos4, p):
    equal("the winner", aos4.winner(), p)


@step("then", "the battle is a draw", "Then the battle is a draw")
def draw(aos4):
    equal("the winner", aos4.winner(), "draw")


@step("then", "the battle goes on", "Then the battle goes on")
def goes_on(aos4):
    equal("the winner", aos4.winner(), None)


@step("then", "every fixed dice was rolled", "Then every fixed dice was rolled")
def dice_used(aos4):
    """The rules asked for exactly the dice the scenario fixed."""
    equal("fixed dice left unrolled", aos4.battle()["dice_left"], 0)
