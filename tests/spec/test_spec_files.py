"""The schemas of spec files beside rules.yaml, run by `spec check` (issue 17, hole 3): the shipped files pass them.
A file with no schema yet is still read by `spec check` (UTF-8, valid YAML, no repeated key)."""

from __future__ import annotations

import pytest

from rulekeeper.registry import ids as game_ids
from rulekeeper.games.champions import cards as champions_cards
from rulekeeper.spec.loader import load_game
from rulekeeper.spec.schema import Bad
from rulekeeper.spec.schemas import CHAMPIONS_CARD, check_spec_files


@pytest.mark.parametrize("game", game_ids())
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


def test_a_file_without_a_schema_is_still_read(tmp_path, monkeypatch):
    import shutil

    from rulekeeper import paths

    shutil.copytree(paths.spec_dir("aos4"), tmp_path / "spec" / "aos4")
    (tmp_path / "spec" / "aos4" / "words.yaml").write_text("verb: [move]\nverb: [run]\n", encoding="utf-8")
    monkeypatch.setattr(paths, "data_root", lambda: tmp_path)
    assert [str(e) for e in check_spec_files("aos4")] == [
        f"{tmp_path}/spec/aos4/words.yaml: not valid YAML at line 2, column 1: key 'verb' appears twice in one mapping"]
