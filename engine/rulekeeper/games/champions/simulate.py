"""Champions' random play for `rulekeeper simulate` / `explain` (kernel/simulate.py plays it): the decks of
spec/champions/decks.yaml (or --decks), two picked by each game's seed, set up by 3.2."""

from __future__ import annotations

from ... import paths
from ...kernel import Decisions, RandomChoices
from ...spec.files import InputFileError
from .cards import Card, CardDataError, load_cards
from .deck import Deck, DeckFileError, check_deck, load_decks
from .table import Table, new_game


class ChampionsSimulation:
    game = "champions"

    def __init__(self, pool: dict[str, Card], decks: list[Deck]):
        self.pool, self.decks = pool, decks
        self.index: dict = {}  # facts about the pool (Game.index), worked out once for all the games played

    def start(self, seed: str, decisions: Decisions) -> tuple[Table, str]:
        pick = RandomChoices(f"decks:{seed}")
        names = [d.name for d in self.decks]
        da, db = self.decks[pick.choose("A", "deck", names)], self.decks[pick.choose("B", "deck", names)]
        table = new_game(self.pool, {"A": list(da.all), "B": list(db.all)}, seed=seed, decisions=decisions,
                         index=self.index)
        return table, f"{da.name} (A) vs {db.name} (B)"


def simulation(cards: str | None = None, decks: str | None = None) -> ChampionsSimulation:
    """The simulation of `rulekeeper simulate --game champions [--cards FILE] [--decks FILE]`; a ValueError
    (CardDataError, DeckFileError, InputFileError) names what is wrong with the inputs, and which file."""
    try:
        return ChampionsSimulation(*load_inputs(cards, decks))
    except (CardDataError, DeckFileError, InputFileError):
        raise  # each names its file already
    except ValueError as exc:  # the decks, as a whole, don't fit the cards: name both files
        cards_file = cards or paths.spec_dir("champions") / "cards.yaml"
        raise ValueError(f"{decks or paths.spec_dir('champions') / 'decks.yaml'} (with the cards of {cards_file}): "
                         f"{exc}") from None


def load_inputs(cards_path=None, decks_path=None) -> tuple[dict[str, Card], list[Deck]]:
    pool = load_cards(cards_path)
    decks = list(load_decks(decks_path).values())
    missing = sorted({n for d in decks for n in d.all if n not in pool})
    if missing:
        raise ValueError(f"decks name cards that are not in cards.yaml: {', '.join(missing)}")
    if not decks:
        raise ValueError("no decks to play")
    for d in decks:
        problems = check_deck(d, pool)
        if problems:
            raise ValueError(f"deck {d.name!r} is not a legal Constructed Deck: "
                             + "; ".join(f"{p.rule or '-'}: {p.message}" for p in problems))
    return pool, decks
