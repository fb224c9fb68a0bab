"""Every spec file of every game has a schema that `spec check` runs (issue 17, hole 3), and the shipped files pass."""

from __future__ import annotations

import pytest

from rulekeeper import GAMES
from rulekeeper.games.champions import cards as champions_cards
from rulekeeper.spec.loader import load_game
from rulekeeper.spec.schema import Bad
from rulekeeper.spec.schemas import CHAMPIONS_CARD, check_spec_files, schema_for, spec_files


@pytest.mark.parametrize("game", GAMES)
def test_every_spec_file_has_a_schema(game):
    """A new file in spec/<game>/ needs a schema in rulekeeper/spec/schemas.py (rules.yaml has the rules loader)."""
    assert [p.name for p in spec_files(game) if schema_for(p.name, game) is None] == []


@pytest.mark.parametrize("game", GAMES)
def test_the_shipped_spec_files_pass_their_schemas(game):
    ids = {e.id for e in load_game(game).entries}
    assert [str(e) for e in check_spec_files(game, ids)] == []


@pytest.mark.parametrize("field, enum", [
    ("category", champions_cards.Category), ("alliance", champions_cards.Alliance),
    ("class", champions_cards.ChampionClass), ("permission", champions_cards.Permission),
    ("duration", champions_cards.Duration),
])
def test_the_champions_card_schema_speaks_the_engine_s_words(field, enum):
    """The schema's words (checked by `spec check`) are exactly the engine's (the card loader's enums)."""
    check = CHAMPIONS_CARD.fields[field].check
    for member in enum:
        check(member.value, field)
    with pytest.raises(Bad):
        check("Dragon", field)
