"""Reading the files a user or the project gives us: one place for every command and loader.

A file that can't be read is an `InputFileError` naming the file and what is wrong with it (no such file, a
directory, not UTF-8 with the line and column of the first bad byte, larger than the limit, YAML or JSON that
doesn't load, with its line and column), never a traceback. Reads are bounded: at most `MAX_BYTES` are read, YAML
aliases may not expand past `MAX_VALUES` values, nesting past the interpreter's recursion limit is refused.

YAML is loaded by a safe loader (PyYAML's SafeLoader, or its C twin): no tags beyond the YAML core schema, as
`yaml.safe_load`; it also refuses a key repeated in one mapping (the second would silently win).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import yaml

MAX_BYTES = 16 * 1024 * 1024  # 8x the largest corpus file we know (aos4-abilities.json, 2 MB)
MAX_VALUES = 1_000_000  # values in one loaded document, aliases counted each time they are used


class InputFileError(ValueError):
    """A file that can't be read as what it should be: says which file and why."""

    def __init__(self, file: str, message: str):
        self.file, self.message = file, message
        super().__init__(f"{file}: {message}")


def _position(data: bytes, offset: int) -> str:
    line = data.count(b"\n", 0, offset) + 1
    column = offset - (data.rfind(b"\n", 0, offset) + 1) + 1
    return f"line {line}, column {column}"


def decode(data: bytes, file: str, limit: int = MAX_BYTES) -> str:
    """Bytes -> text: UTF-8 (a byte-order mark is dropped); anything else names the first bad byte."""
    if len(data) > limit:
        raise InputFileError(file, f"larger than {limit // (1024 * 1024)} MB; refused")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputFileError(file, f"not UTF-8 text: byte 0x{data[exc.start]:02x} at "
                                   f"{_position(data, exc.start)}") from None


def read_bytes(path: Path | str, limit: int = MAX_BYTES) -> bytes:
    """At most `limit` bytes of a file; more is an error (so /dev/zero or a pipe that never ends is refused)."""
    path = Path(path)
    file = str(path)
    if path.is_dir():
        raise InputFileError(file, "is a directory, not a file")
    try:
        with path.open("rb") as f:
            data = f.read(limit + 1)
    except FileNotFoundError:
        raise InputFileError(file, "no such file") from None
    except PermissionError:
        raise InputFileError(file, "cannot be read (permission denied)") from None
    except OSError as exc:
        raise InputFileError(file, f"cannot be read ({exc.strerror or exc})") from None
    if len(data) > limit:
        raise InputFileError(file, f"larger than {limit // (1024 * 1024)} MB; refused")
    return data


def read_text(path: Path | str, limit: int = MAX_BYTES) -> str:
    """A whole text file, UTF-8."""
    return decode(read_bytes(path, limit), str(path), limit)


def read_stdin(limit: int = MAX_BYTES) -> str:
    """Standard input as UTF-8 text, bounded like a file."""
    stream = getattr(sys.stdin, "buffer", None)
    if stream is None:  # a text stream already (a test runner's): bound it all the same
        text = sys.stdin.read(limit + 1)
        if len(text) > limit:
            raise InputFileError("<stdin>", f"larger than {limit // (1024 * 1024)} MB; refused")
        return text
    return decode(stream.read(limit + 1), "<stdin>", limit)


class _Checks:
    """What both safe loaders add: a key repeated in one mapping is an error; a scalar that can't be built (a date
    like 2001-13-45, an integer of 5,000 digits) is a YAML error with its position, not a Python ValueError."""

    def construct_object(self, node, deep=False):
        try:
            return super().construct_object(node, deep)
        except (ValueError, OverflowError, TypeError) as exc:
            raise yaml.constructor.ConstructorError(None, None, f"{exc}", node.start_mark) from None

    def construct_mapping(self, node, deep=False):
        if isinstance(node, yaml.MappingNode):
            seen = {}
            for key_node, _ in node.value:
                if key_node.tag == "tag:yaml.org,2002:merge" or not isinstance(key_node, yaml.ScalarNode):
                    continue
                key = (key_node.tag, key_node.value)
                if key in seen:
                    raise yaml.constructor.ConstructorError(
                        None, None, f"key {key_node.value!r} appears twice in one mapping", key_node.start_mark)
                seen[key] = key_node
        return super().construct_mapping(node, deep)


class _SafeLoader(_Checks, yaml.SafeLoader):  # type: ignore[misc]
    """PyYAML's safe loader in Python: every error message, and "nested too deeply" instead of a crash."""


_FastLoader = None
if getattr(yaml, "__with_libyaml__", False):
    class _FastLoader(_Checks, yaml.CSafeLoader):  # type: ignore[misc, no-redef]
        """The same safe loader on libyaml (about 8x faster); only for documents _shallow() has measured."""

_C_DEPTH = 500  # libyaml's composer recurses on the C stack (a crash when deep): deeper documents go to Python
_OPEN = (yaml.SequenceStartEvent, yaml.MappingStartEvent)
_CLOSE = (yaml.SequenceEndEvent, yaml.MappingEndEvent)


class _TooDeep(Exception):
    def __init__(self, mark):
        self.mark = mark


def _depth_pass(text: str, loader) -> None:
    """Walk the parser's events (no composing: the event parsers keep their stacks on the heap), raising _TooDeep at
    the first collection nested more than _C_DEPTH deep, and the parser's own YAMLError on bad input."""
    depth = 0
    for event in yaml.parse(text, Loader=loader):
        if isinstance(event, _OPEN):
            depth += 1
            if depth > _C_DEPTH:
                raise _TooDeep(event.start_mark)
        elif isinstance(event, _CLOSE):
            depth -= 1


def _shallow(text: str) -> bool:
    """True when libyaml parses `text`; False when it finds an error (the Python loader then says what is wrong, in
    the same words every time). Collections nested more than _C_DEPTH deep raise _TooDeep, and this pass stops as soon
    as it knows. libyaml 0.2.5 (in PyYAML 6.0.4's wheels) refuses nesting past 1,000 levels while it scans ahead,
    before any deep event: then the Python event parser finds where the document passes _C_DEPTH."""
    try:
        _depth_pass(text, yaml.CSafeLoader)
    except yaml.YAMLError as exc:
        if "maximum nesting depth" in str(exc):
            _depth_pass(text, yaml.SafeLoader)
        return False
    return True


def _load(text: str):
    if _FastLoader is not None and _shallow(text):
        try:
            return yaml.load(text, Loader=_FastLoader)  # noqa: S506 (a CSafeLoader subclass)
        except yaml.YAMLError:
            pass  # the Python loader gives the error message
    return yaml.load(text, Loader=_SafeLoader)  # noqa: S506 (a SafeLoader subclass)


def _count_values(data, file: str, limit: int = MAX_VALUES) -> None:
    """Walk the loaded data without recursion, counting every value as often as it is reached (an alias bomb
    reaches the same list a billion times); refuse past `limit`."""
    stack, count = [data], 0
    while stack:
        value = stack.pop()
        count += 1
        if count > limit:
            raise InputFileError(file, f"more than {limit:,} values once aliases are expanded; refused")
        if isinstance(value, dict):
            stack.extend(value.keys())
            stack.extend(value.values())
        elif isinstance(value, (list, tuple, set, frozenset)):
            stack.extend(value)


def _yaml_error(file: str, exc: yaml.YAMLError) -> InputFileError:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
    problem = getattr(exc, "problem", None) or str(exc)
    return InputFileError(file, f"not valid YAML{where}: {problem}")


def parse_yaml(text: str, file: str):
    """YAML text -> data, safely and bounded; InputFileError with line and column otherwise."""
    try:
        data = _load(text)
    except yaml.YAMLError as exc:
        raise _yaml_error(file, exc) from None
    except RecursionError:
        raise InputFileError(file, "not valid YAML: nested too deeply") from None
    except _TooDeep as deep:
        raise InputFileError(file, f"not valid YAML at line {deep.mark.line + 1}, column {deep.mark.column + 1}: "
                                   f"nested more than {_C_DEPTH} deep") from None
    _count_values(data, file)
    return data


def parse_json(text: str, file: str):
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputFileError(file, f"not valid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
    except (RecursionError, ValueError) as exc:  # nesting; an integer past Python's digit limit
        reason = "nested too deeply" if isinstance(exc, RecursionError) else str(exc)
        raise InputFileError(file, f"not valid JSON: {reason}") from None
    _count_values(data, file)
    return data


def read_yaml(path: Path | str):
    """A YAML file's data (see parse_yaml)."""
    return parse_yaml(read_text(path), str(path))


def read_data(path: Path | str):
    """A `.json` file as JSON, anything else as YAML."""
    path = Path(path)
    text = read_text(path)
    return parse_json(text, str(path)) if path.suffix.lower() == ".json" else parse_yaml(text, str(path))
