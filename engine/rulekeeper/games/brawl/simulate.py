"""Brawl's random play for `rulekeeper simulate` / `explain`: the arena and cards of spec/brawl/ (or --cards),
each game set up by the rulebook: the casual or competitive draft, two players or Super Team Tornado (by seed)."""

from __future__ import annotations

import zlib

from ...kernel import Decisions
from .arena import load_arena
from .cards import load_cards
from .table import Table, new_game


# every way to set a game up, chosen by the game's seed: both drafts, two players and Super Team Tornado
SETUPS = (("casual", "standard"), ("competitive", "standard"), ("casual", "tornado"), ("competitive", "tornado"))


class BrawlSimulation:
    game = "brawl"

    def __init__(self, arena, cards):
        self.arena, self.cards = arena, cards

    def start(self, seed: str, decisions: Decisions) -> tuple[Table, str]:
        draft, variant = SETUPS[zlib.crc32(str(seed).encode()) % len(SETUPS)]
        table = new_game(seed, decisions, self.arena, self.cards, draft=draft, variant=variant)
        teams = " vs ".join(f"{'+'.join(f.name for f in table.team(p))} ({p})" for p in table.s.players)
        teams = f"{variant}, {draft} draft: {teams}"
        return table, teams


def simulation(cards: str | None = None, decks: str | None = None) -> BrawlSimulation:
    """The simulation of `rulekeeper simulate --game brawl [--cards FILE]`; teams are drafted, so there are no
    decks to give (a --decks file is refused). CardDataError / ArenaError name what is wrong."""
    if decks:
        raise ValueError(f"{decks}: brawl has no deck files: each game's teams are drafted (draft.casual)")
    return BrawlSimulation(load_arena(), load_cards(cards))
