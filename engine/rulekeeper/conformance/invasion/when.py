"""When: one action, in the judge's words. `tries to` expects a refusal (IllegalAction) and records it."""

from __future__ import annotations

from .common import invasion, step  # noqa: F401


@step("when", "the game is set up with player {p:P} first", "When the game is set up with player A first")
def set_up(invasion, p):
    """core.setup.start: both decks shuffled, opening hands drawn; the game waits for the mulligans."""
    invasion.set_up_game(p)


@step("when", "player {p:P} keeps their hand", "When player A keeps their hand")
def keeps(invasion, p):
    invasion.do("keep", p)


@step("when", "player {p:P} takes a mulligan", "When player A takes a mulligan")
def mulligan(invasion, p):
    invasion.do("mulligan", p)


@step("when", "player {p:P} tries to take a mulligan", "When player A tries to take a mulligan")
def tries_mulligan(invasion, p):
    invasion.do("mulligan", p, refuse=True)


@step("when", "the turn begins", "When the turn begins")
def turn_begins(invasion):
    """Phases 0-2 of the active player's turn; the game then waits in the capital phase."""
    invasion.do("begin_turn")


@step("when", 'player {p:P} plays "{name:Name}" into their {zone:Zone}', 'When player A plays "Drill Empire Militia" into their kingdom')
def plays(invasion, p, name, zone):
    """core.turn.3: a unit or support from hand into a zone, paying its cost."""
    invasion.do("play", p, card=name, zone=zone)


@step("when", 'player {p:P} tries to play "{name:Name}" into their {zone:Zone}',
      'When player A tries to play "Defender of the Hold" into their kingdom')
def tries_to_play(invasion, p, name, zone):
    invasion.do("play", p, refuse=True, card=name, zone=zone)


@step("when", 'player {p:P} plays "{name:Name}" as a development in their {zone:Zone}',
      'When player A plays "Drill Empire Militia" as a development in their quest zone')
def develops(invasion, p, name, zone):
    """core.cards.developments: face down, one per turn."""
    invasion.do("develop", p, card=name, zone=zone)


@step("when", 'player {p:P} tries to play "{name:Name}" as a development in their {zone:Zone}',
      'When player A tries to play "Drill Empire Militia" as a development in their kingdom')
def tries_to_develop(invasion, p, name, zone):
    invasion.do("develop", p, refuse=True, card=name, zone=zone)


@step("when", "player {p:P} passes", "When player A passes")
def passes(invasion, p):
    """Pass the capital phase (core.turn.3)."""
    invasion.do("pass", p)


@step("when", "player {p:P} tries to pass", "When player B tries to pass")
def tries_to_pass(invasion, p):
    invasion.do("pass", p, refuse=True)


@step("when", "player {p:P} attacks the {zone:Zone} with {names:Names}",
      'When player A attacks the kingdom with "Drill Empire Militia"')
def attacks(invasion, p, zone, names):
    """core.combat.1-2: the target zone of the opponent's capital, then the attackers, declared together."""
    invasion.do("attack", p, zone=zone)
    invasion.do("declare_attackers", p, cards=names)


@step("when", "player {p:P} declares no attack", "When player A declares no attack")
def no_attack(invasion, p):
    invasion.do("attack", p, zone=None)


@step("when", "player {p:P} tries to attack the {zone:Zone} with {names:Names}",
      'When player A tries to attack the kingdom with "Drill Empire Militia"')
def tries_to_attack(invasion, p, zone, names):
    """The target is declared; declaring these attackers is expected to be refused."""
    invasion.do("attack", p, zone=zone)
    invasion.do("declare_attackers", p, refuse=True, cards=names)


@step("when", "player {p:P} defends with {names:Names}", 'When player B defends with "Drill Orc Boyz"')
def defends(invasion, p, names):
    """core.combat.3: the defenders, declared together."""
    invasion.do("declare_defenders", p, cards=names)


@step("when", "player {p:P} tries to defend with {names:Names}", 'When player B tries to defend with "Drill Orc Boyz"')
def tries_to_defend(invasion, p, names):
    invasion.do("declare_defenders", p, refuse=True, cards=names)


@step("when", "player {p:P} declares no defenders", "When player B declares no defenders")
def no_defenders(invasion, p):
    invasion.do("declare_defenders", p, cards=[])


@step("when", 'the Counterstrike of player {p:P} hits "{name:Name}"', 'When the Counterstrike of player B hits "Drill Empire Militia"')
def counterstrike(invasion, p, name):
    """core.combat.3.counterstrike: the attacking unit a declared defender's Counterstrike damages."""
    invasion.do("counterstrike", p, target=name)


def _rows(datatable) -> list[tuple[str, int]]:
    header, *rows = datatable
    cols = [h.strip() for h in header]
    return [(r[cols.index("target")].strip(), int(r[cols.index("damage")])) for r in rows]


@step("when", "player {p:P} assigns the damage:", 'When player A assigns the damage:\n  | target | damage |\n'
      '  | Drill Orc Boyz | 2 |\n  | zone | 1 |')
def assigns(invasion, p, datatable):
    """core.combat.4: all of the side's damage, by target (a unit, or `zone` for the attacked zone), in order."""
    invasion.assign(p, _rows(datatable))


@step("when", "player {p:P} tries to assign the damage:", 'When player A tries to assign the damage:\n'
      '  | target | damage |\n  | zone | 2 |')
def tries_to_assign(invasion, p, datatable):
    invasion.assign(p, _rows(datatable), refuse=True)


@step("when", 'player {p:P} restores "{name:Name}"', 'When player A restores "Drill Empire Militia"')
def restores(invasion, p, name):
    """core.turn.1: restore one of your corrupted cards in the kingdom phase."""
    invasion.do("restore", p, card=name)


@step("when", "player {p:P} restores nothing", "When player A restores nothing")
def restores_nothing(invasion, p):
    invasion.do("restore", p, card=None)
