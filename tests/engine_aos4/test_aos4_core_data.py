"""The constants of (check) facts come from the entries' meta (core.combat.modifier-cap, core.combat.charge ...)."""

import pytest
import yaml

from rulekeeper import paths
from rulekeeper.games.aos4 import core
from rulekeeper.games.aos4.core import core_from
from rulekeeper.spec.models import SpecError

RULES = paths.spec_dir("aos4") / "rules.yaml"


def _meta(rule):
    raw = yaml.safe_load(RULES.read_text())
    return raw, next(e for e in raw["entries"] if e["id"] == rule)


def test_constants_match_the_spec_meta():
    _, cap = _meta("core.combat.modifier-cap")
    c = core()
    assert c.hit_wound_modifier_max == int(cap["meta"]["hit_wound_modifier_max"])
    assert c.hit_wound_modifier_min == int(cap["meta"]["hit_wound_modifier_min"])
    assert str(c.retreat_mortal_damage) == _meta("core.movement.retreat")[1]["meta"]["retreat_mortal_damage"]
    assert c.unmodified_one_fails


def test_a_correction_changes_the_data_not_the_code(tmp_path):
    raw, cap = _meta("core.combat.modifier-cap")
    cap["meta"]["hit_wound_modifier_max"] = "+2"
    raw["entries"] = [e for e in raw["entries"] if e["id"] != "core.combat.unmodified-one"]
    p = tmp_path / "rules.yaml"
    p.write_text(yaml.safe_dump(raw, allow_unicode=True))
    c = core_from(p)
    assert c.hit_wound_modifier_max == 2 and not c.unmodified_one_fails


@pytest.mark.parametrize("value, message", [(None, "missing"), ("lots", "not a number")])
def test_missing_or_bad_constant_names_entry_and_field(tmp_path, value, message):
    raw, charge = _meta("core.combat.charge")
    if value is None:
        del charge["meta"]["charge_range_inches"]
    else:
        charge["meta"]["charge_range_inches"] = value
    p = tmp_path / "rules.yaml"
    p.write_text(yaml.safe_dump(raw, allow_unicode=True))
    with pytest.raises(SpecError, match=message) as err:
        core_from(p)
    assert (err.value.entry, err.value.field) == ("core.combat.charge", "meta.charge_range_inches")
