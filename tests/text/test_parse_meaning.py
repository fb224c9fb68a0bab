"""`rulekeeper parse --meaning`: what a card designer's text means to the engine (the meaning layer's typed effects),
or which clause has no typed meaning, and where."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from rulekeeper.cli import app

FIREBALL = ('Your Hero Phase\nDeclare: Pick a visible enemy unit within 12" of this unit to be the target.\n'
            "Effect: Roll a dice. On a 3+, inflict D3 mortal damage on the target.")


def run(*args, input=None):
    return CliRunner().invoke(app, list(args), input=input)


def test_an_aos4_ability_prints_its_meaning_without_the_fields_left_at_their_defaults():
    result = run("parse", "--game", "aos4", "--meaning", FIREBALL)
    assert result.exit_code == 0, result.output
    out = " ".join(result.stdout.split())
    assert "Pick( what=Thing( kind=('unit',), ref='a', side='enemy', qualities=('visible',)" in out
    assert "Inflict( damage=Thing( kind=('damage',), count=Value(value='D3', unit='dice'), qualities=('mortal',) )" \
        in out
    assert "keywords=()" not in out and "bound='exactly'" not in out  # defaults left out


def test_the_meaning_as_json_beside_the_ast():
    result = run("parse", "--game", "aos4", "--meaning", "--json", FIREBALL)
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["ast"]["node"] == "Ability"
    guarded = data["meaning"]["effect"]["steps"][1]
    assert guarded["node"] == "Guarded" and guarded["condition"]["clause"]["value"] == "3+"
    assert guarded["effect"]["damage"]["qualities"] == ["mortal"]  # every field in JSON, defaults too
    assert guarded["effect"]["damage"]["side"] == ""


def test_an_invasion_card_reads_from_stdin():
    result = run("parse", "--game", "invasion", "--meaning", "--json", "-",
                 input="Forced: After your turn begins, deal 1 damage to target unit.")
    assert result.exit_code == 0
    (forced,) = json.loads(result.stdout)["meaning"]
    assert forced["node"] == "Forced" and forced["effect"]["node"] == "DealDamage"
    assert forced["effect"]["amount"]["value"] == 1 and forced["effect"]["to"]["target"] is True


def test_a_clause_with_no_typed_meaning_is_named_with_its_word_exit_1():
    text = "Your Hero Phase\nEffect: Inflict D3 mortal damage on the target unit and it flubbers."
    result = run("parse", "--game", "aos4", "--meaning", text)
    assert result.exit_code == 1
    assert "untyped: cannot type 'flubbers' in 'Inflict D3 mortal damage on the target unit and it flubbers'" \
        in result.output
    assert "Traceback" not in result.output
    data = json.loads(run("parse", "--game", "aos4", "--meaning", "--json", text).stdout)
    assert data["untyped"]["word"] == "flubbers" and data["untyped"]["clause"].startswith("Inflict D3")
    assert data["ast"]["node"] == "Ability"  # it parsed


def test_a_parse_error_is_the_same_caret_message_with_or_without_meaning():
    text = "Your Hero Phase\nEffect: Inflict D3 mortal damage on the."
    plain, meaning = run("parse", "--game", "aos4", text), run("parse", "--game", "aos4", "--meaning", text)
    assert meaning.exit_code == plain.exit_code == 1
    assert meaning.output == plain.output and "^" in meaning.output


def test_a_language_without_a_meaning_layer_is_a_usage_error():
    result = run("parse", "--game", "champions", "--meaning", "Deal 2 damage.")
    assert result.exit_code == 2
    assert "no meaning layer" in result.output
