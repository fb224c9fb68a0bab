"""Invasion's random play for `rulekeeper simulate` / `explain` (kernel/simulate.py plays it): for each game, a
random faction per player and a random legal deck from the runnable cards of the pool (the project's drill cards
and FAQ cards, or `--cards FILE`, e.g. the corpus)."""

from __future__ import annotations

from ... import paths
from ...kernel import Decisions, RandomChoices
from .cards import Card, default_path, load_cards
from .deck import check_deck, random_deck
from .table import Table, new_game


class InvasionSimulation:
    game = "invasion"

    def __init__(self, pool: dict[str, Card]):
        self.pool = pool
        for faction in ("Order", "Destruction"):  # fail now, with the reason, if a faction can't make a deck
            random_deck(pool, faction, RandomChoices(0), "A")

    def start(self, seed: str, decisions: Decisions) -> tuple[Table, str]:
        pick = RandomChoices(f"decks:{seed}")
        factions = {p: ("Order", "Destruction")[pick.choose(p, "faction", ["Order", "Destruction"])] for p in "AB"}
        decks = {p: random_deck(self.pool, factions[p], pick, p) for p in "AB"}
        for p, deck in decks.items():
            problems = check_deck(deck, self.pool)
            if problems:
                raise ValueError(f"player {p}'s random deck is not legal: {problems}")
        table = new_game(self.pool, decks, seed=seed)
        return table, f"{factions['A']} (A) vs {factions['B']} (B)"


def simulation(cards: str | None = None, decks: str | None = None) -> InvasionSimulation:
    """The simulation of `rulekeeper simulate --game invasion [--cards FILE]`; a ValueError (CardDataError) names
    what is wrong with the inputs. Decks are built at random (a --decks file is not read yet)."""
    if decks:
        raise ValueError(f"{decks}: --decks is not read for invasion yet: decks are built at random from the "
                         "runnable cards")
    if cards:
        pool = load_cards(cards)
    else:
        pool = {**load_cards(paths.spec_dir("invasion") / "drill-cards.yaml"), **load_cards(default_path())}
    try:
        return InvasionSimulation(pool)
    except ValueError as exc:  # the cards load but can't make a deck: say which file they came from
        raise ValueError(f"{cards or default_path()}: {exc}") from None
