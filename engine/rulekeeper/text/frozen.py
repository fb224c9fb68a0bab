"""Frozen AST nodes made faster to build (issues 13, 15): every parse builds dozens of them.

A frozen dataclass's generated `__init__` sets each field through `object.__setattr__` (its own `__setattr__`
refuses). `fast_init` gives each frozen dataclass of a module an `__init__` with the same signature (fields,
defaults, keywords) that stores the fields directly: into the slot (its descriptor's `__set__`) or the instance
`__dict__`. Equality, hashing, repr, `replace` and the refusal to assign afterwards are the dataclass's own.
The `__init__` is made the way `dataclasses` makes its own (source text from the field names, compiled once at
import); no card text ever reaches it.
"""

from __future__ import annotations

import dataclasses
import inspect
from types import MemberDescriptorType


def fast_init(namespace: dict) -> int:
    """Give every frozen dataclass defined in `namespace` (a module's globals) the direct `__init__`; how many."""
    done = 0
    for obj in list(namespace.values()):
        if isinstance(obj, type) and _simple(obj):
            obj.__init__ = _init(obj)
            done += 1
    return done


def _simple(cls: type) -> bool:
    """A frozen dataclass whose `__init__` is the generated one and only stores its fields."""
    if not dataclasses.is_dataclass(cls) or not cls.__dataclass_params__.frozen or not cls.__dataclass_params__.init:
        return False
    init = cls.__dict__.get("__init__")
    if init is None or getattr(getattr(init, "__code__", None), "co_filename", None) != "<string>":
        return False  # an __init__ written by hand
    if hasattr(cls, "__post_init__"):
        return False
    fields = dataclasses.fields(cls)
    if any(f.default_factory is not dataclasses.MISSING or f.name.startswith("_fi_") for f in fields):
        return False
    # the generated __init__ takes exactly the fields, positional or keyword (no InitVar, no keyword-only)
    params = list(inspect.signature(init).parameters.values())[1:]
    if [(p.name, p.kind) for p in params] != [(f.name, inspect.Parameter.POSITIONAL_OR_KEYWORD) for f in fields]:
        return False
    slots = [isinstance(getattr(cls, f.name, None), MemberDescriptorType) for f in fields]
    return all(slots) or (not any(slots) and "__dict__" in dir(cls))


def _init(cls: type):
    fields = dataclasses.fields(cls)
    scope: dict = {}
    params, body = [], []
    for f in fields:
        if f.default is dataclasses.MISSING:
            params.append(f.name)
        else:
            scope[f"_fi_default_{f.name}"] = f.default
            params.append(f"{f.name}=_fi_default_{f.name}")
    if fields and isinstance(getattr(cls, fields[0].name, None), MemberDescriptorType):
        for f in fields:
            scope[f"_fi_set_{f.name}"] = getattr(cls, f.name).__set__
            body.append(f"_fi_set_{f.name}(self, {f.name})")
    elif fields:
        body.append("_fi_d = self.__dict__")
        body += [f"_fi_d[{f.name!r}] = {f.name}" for f in fields]
    source = f"def __init__(self, {', '.join(params)}):\n    " + "\n    ".join(body or ["pass"])
    exec(compile(source, f"<{cls.__module__}.{cls.__qualname__}.__init__>", "exec"), scope)  # noqa: S102
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__doc__ = cls.__init__.__doc__
    return init


_REPLACE: dict = {}  # dataclass -> the names of its fields, or None: `dataclasses.replace` itself does it


def replace(obj, /, **changes):
    """`dataclasses.replace`, without its per-call walk over the fields' definitions: the same new object (the
    class's own `__init__` gets every field, the changed ones from `changes`). A dataclass with an `InitVar` or a
    field outside `__init__` goes to `dataclasses.replace`, which knows their rules."""
    cls = obj.__class__
    names = _REPLACE.get(cls, False)
    if names is False:
        names = _REPLACE[cls] = _replace_names(cls)
    if names is None:
        return dataclasses.replace(obj, **changes)
    for name in names:
        if name not in changes:
            changes[name] = getattr(obj, name)
    return cls(**changes)


def _replace_names(cls: type) -> tuple[str, ...] | None:
    if not dataclasses.is_dataclass(cls):
        return None
    declared = [f for f in cls.__dataclass_fields__.values() if f._field_type is not dataclasses._FIELD_CLASSVAR]
    fields = dataclasses.fields(cls)
    if len(declared) != len(fields) or not all(f.init for f in fields):
        return None
    return tuple(f.name for f in fields)
