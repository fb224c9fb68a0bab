"""Load spec/<game>/rules.yaml (read by `files.read_yaml`, a safe loader); every schema problem names file, entry
and field."""

from __future__ import annotations

from pathlib import Path

from .. import paths
from .files import InputFileError, read_yaml
from .models import KINDS, Entry, Finding, RuleBook, SpecError

_ENTRY_FIELDS = {
    "id", "title", "text", "examples", "refs", "kind", "why", "findings", "parent", "source", "version", "meta",
}
_TOP_FIELDS = {"game", "title", "sources", "entries", "changelog"}


def _str(file: str, entry: str | None, name: str, value, required: bool = False) -> str | None:
    if value is None:
        if required:
            raise SpecError(file, entry, name, "is required")
        return None
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        raise SpecError(file, entry, name, f"must be text, not {type(value).__name__}")
    return str(value)


def _str_list(file: str, entry: str, name: str, value) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise SpecError(file, entry, name, f"must be a list, not {type(value).__name__}")
    out = []
    for i, item in enumerate(value):
        if not isinstance(item, (str, int, float)) or isinstance(item, bool):
            raise SpecError(file, entry, f"{name}[{i}]", f"must be text, not {type(item).__name__}")
        out.append(str(item))
    return tuple(out)


def _findings(file: str, entry: str, value) -> tuple[Finding, ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise SpecError(file, entry, "findings", "must be a list of {kind, message, ref?}")
    out = []
    for i, f in enumerate(value):
        if isinstance(f, str):
            out.append(Finding(kind="other", message=f))
            continue
        if not isinstance(f, dict):
            raise SpecError(file, entry, f"findings[{i}]", "must be a mapping with 'kind' and 'message'")
        kind = _str(file, entry, f"findings[{i}].kind", f.get("kind"), required=True)
        msg = _str(file, entry, f"findings[{i}].message", f.get("message"), required=True)
        ref = _str(file, entry, f"findings[{i}].ref", f.get("ref"))
        out.append(Finding(kind=kind, message=msg, ref=ref))
    return tuple(out)


def _entry(file: str, index: int, raw) -> Entry:
    if not isinstance(raw, dict):
        raise SpecError(file, f"#{index}", None, "an entry must be a mapping with at least id, text and kind")
    rid = raw.get("id")
    name = str(rid) if rid is not None else f"#{index}"
    unknown = set(raw) - _ENTRY_FIELDS
    if unknown:
        raise SpecError(file, name, sorted(map(str, unknown))[0],
                        f"unknown field (allowed: {', '.join(sorted(_ENTRY_FIELDS))})")
    rid = _str(file, name, "id", rid, required=True)
    if not rid.strip():
        raise SpecError(file, name, "id", "must not be empty")
    kind = _str(file, rid, "kind", raw.get("kind"), required=True)
    if kind not in KINDS:
        raise SpecError(file, rid, "kind", f"must be one of {', '.join(KINDS)}, not {kind!r}")
    text = _str(file, rid, "text", raw.get("text")) or ""
    why = _str(file, rid, "why", raw.get("why"))
    if kind == "normative" and not text.strip():
        raise SpecError(file, rid, "text", "a normative entry needs its text")
    if kind == "informative" and not (why or "").strip():
        raise SpecError(file, rid, "why", "an informative entry needs a one-line 'why'")
    meta = raw.get("meta") or {}
    if not isinstance(meta, dict):
        raise SpecError(file, rid, "meta", "must be a mapping")
    return Entry(
        id=rid,
        text=text,
        kind=kind,
        title=_str(file, rid, "title", raw.get("title")),
        examples=_str_list(file, rid, "examples", raw.get("examples")),
        refs=_str_list(file, rid, "refs", raw.get("refs")),
        why=why,
        findings=_findings(file, rid, raw.get("findings")),
        parent=_str(file, rid, "parent", raw.get("parent")),
        source=_str(file, rid, "source", raw.get("source")),
        version=_str(file, rid, "version", raw.get("version")),
        meta=tuple((str(k), str(v)) for k, v in meta.items()),
    )


def load_rulebook(path: Path | str, game: str | None = None) -> RuleBook:
    """Read one rules.yaml. Raises SpecError naming file, entry and field."""
    path = Path(path)
    file = str(path)
    try:
        raw = read_yaml(path)
    except InputFileError as exc:
        raise SpecError(file, None, None, exc.message) from None
    if not isinstance(raw, dict):
        raise SpecError(file, None, None, "must be a mapping with 'game', 'title' and 'entries'")
    unknown = set(raw) - _TOP_FIELDS
    if unknown:
        raise SpecError(file, None, sorted(map(str, unknown))[0], "unknown top-level field")
    gid = _str(file, None, "game", raw.get("game"), required=True)
    if game is not None and gid != game:
        raise SpecError(file, None, "game", f"says {gid!r} but the file is in spec/{game}/")
    entries_raw = raw.get("entries")
    if not isinstance(entries_raw, list):
        raise SpecError(file, None, "entries", "must be a list of entries")
    entries = tuple(_entry(file, i, e) for i, e in enumerate(entries_raw))
    changelog = raw.get("changelog") or []
    if not isinstance(changelog, list) or not all(isinstance(c, dict) for c in changelog):
        raise SpecError(file, None, "changelog", "must be a list of mappings")
    return RuleBook(
        game=gid,
        title=_str(file, None, "title", raw.get("title")) or gid,
        file=file,
        entries=entries,
        sources=_str_list(file, "(top)", "sources", raw.get("sources")),
        changelog=tuple(changelog),
    )


def rules_path(game: str) -> Path:
    return paths.spec_dir(game) / "rules.yaml"


def load_game(game: str) -> RuleBook:
    return load_rulebook(rules_path(game), game)


def load_all(games=None) -> dict[str, RuleBook]:
    from ..registry import ids as game_ids

    return {g: load_game(g) for g in (games or game_ids())}
