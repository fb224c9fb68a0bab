"""`rulekeeper.spec.files`, the one reader of every input file (issue 17): each way a file can be wrong is an
InputFileError naming the file and what is wrong, with line and column when there is one."""

from __future__ import annotations

import os
import time

import pytest
from hostile_inputs import HOSTILE_YAML

from rulekeeper.spec.files import MAX_BYTES, InputFileError, parse_json, parse_yaml, read_data, read_text


def error(call, *args) -> str:
    with pytest.raises(InputFileError) as caught:
        call(*args)
    return str(caught.value)


def test_missing_directory_and_size(tmp_path):
    assert error(read_text, tmp_path / "nope.yaml") == f"{tmp_path / 'nope.yaml'}: no such file"
    assert error(read_text, tmp_path) == f"{tmp_path}: is a directory, not a file"
    big = tmp_path / "big.yaml"
    big.write_bytes(b"#" * (MAX_BYTES + 1))
    assert error(read_text, big) == f"{big}: larger than 16 MB; refused"


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_an_endless_file_is_refused_after_the_limit():
    start = time.perf_counter()
    assert error(read_text, "/dev/zero") == "/dev/zero: larger than 16 MB; refused"
    assert time.perf_counter() - start < 10


def test_encoding(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_bytes(b"cards:\n- name: Caf\xe9\n")
    assert error(read_text, path) == f"{path}: not UTF-8 text: byte 0xe9 at line 2, column 12"
    path.write_bytes(b"\xef\xbb\xbfcards: []\n")  # a byte-order mark is not part of the text
    assert read_text(path) == "cards: []\n"


@pytest.mark.parametrize("text, words", [
    ("a: 1\nb: 2\na: 3\n", "not valid YAML at line 3, column 1: key 'a' appears twice in one mapping"),
    ("when: 2001-13-45\n", "not valid YAML at line 1, column 7: month must be in 1..12"),
    ("n: " + "9" * 5000, "not valid YAML at line 1, column 4: Exceeds the limit (4300 digits)"),
    ("[" * 5000 + "]" * 5000, "not valid YAML at line 1, column 501: nested more than 500 deep"),
    ("x: !!python/object/apply:os.system [echo]\n", "not valid YAML at line 1, column 4: could not determine a "
                                                    "constructor for the tag"),
    ("cards:\n\t- name: x\n", "not valid YAML at line 2, column 1: found character '\\t' that cannot start"),
])
def test_yaml_that_does_not_load(text, words):
    assert error(parse_yaml, text, "f.yaml").startswith(f"f.yaml: {words}")


def test_an_alias_bomb_is_refused_quickly():
    start = time.perf_counter()
    assert error(parse_yaml, HOSTILE_YAML[0].decode(), "f.yaml") == (
        "f.yaml: more than 1,000,000 values once aliases are expanded; refused")
    assert time.perf_counter() - start < 10


def test_a_merge_key_may_be_overridden_and_that_is_no_repeat():
    assert parse_yaml("base: &b {a: 1, c: 2}\nx:\n  <<: *b\n  a: 3\n", "f.yaml")["x"] == {"a": 3, "c": 2}


@pytest.mark.parametrize("text, words", [
    ('[{"name": "x",}]', "not valid JSON at line 1, column 15: Expecting property name"),
    ("[" * 100000, "not valid JSON: nested too deeply"),
    ("1" * 5000, "not valid JSON: Exceeds the limit (4300 digits)"),
])
def test_json_that_does_not_load(text, words):
    assert error(parse_json, text, "f.json").startswith(f"f.json: {words}")


def test_read_data_reads_json_by_its_suffix(tmp_path):
    path = tmp_path / "corpus.JSON"
    path.write_text('[{"name": "x"}]')
    assert read_data(path) == [{"name": "x"}]


def test_the_libyaml_loader_reads_every_spec_file_as_the_python_loader_does():
    """parse_yaml uses libyaml (8x faster) on documents it has measured shallow; same data, same checks."""
    import yaml

    from rulekeeper import paths
    from rulekeeper.registry import ids
    from rulekeeper.spec import files

    for game in ids():
        for path in sorted(paths.spec_dir(game).glob("*.yaml")):
            text = path.read_text(encoding="utf-8")
            assert files._shallow(text), path
            assert parse_yaml(text, str(path)) == yaml.load(text, Loader=files._SafeLoader), path  # noqa: S506


def test_deep_documents_never_reach_the_c_composer():
    """libyaml's composer recurses on the C stack (a crash past ~30,000 levels): deep input takes the Python path."""
    from rulekeeper.spec import files

    for deep in ("[" * 100_000 + "]" * 100_000, "- " * 100_000 + "x\n", "{a: " * 100_000 + "}" * 100_000):
        with pytest.raises(files._TooDeep):
            files._shallow(deep)
        assert error(parse_yaml, deep, "deep.yaml").startswith("deep.yaml: not valid YAML at line 1, column ")
        assert error(parse_yaml, deep, "deep.yaml").endswith("nested more than 500 deep")
    assert error(parse_yaml, "a: 1\na: 2\n", "f.yaml") == \
        "f.yaml: not valid YAML at line 2, column 1: key 'a' appears twice in one mapping"
