"""Page uris (`champions/rules/2-6.md`) to served folders and relative links (MkDocs' use_directory_urls)."""

from __future__ import annotations

import posixpath


def url_dir(uri: str) -> str:
    """The served folder of a page (use_directory_urls): a/b.md -> a/b/, a/index.md -> a/."""
    stem = uri[: -len(".md")]
    return stem[: -len("index")] if stem.endswith("index") and (stem == "index" or stem.endswith("/index")) else stem + "/"


def relative(from_uri: str, to_uri: str) -> str:
    rel = posixpath.relpath(url_dir(to_uri) or ".", url_dir(from_uri) or ".")
    return "./" if rel == "." else rel + "/"
