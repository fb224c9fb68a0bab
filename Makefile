# Two commands: `make demo` (the main job) and `make test` (everything CI checks).
# Both create .venv when missing and install the project with its dev extras.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
RK     := $(VENV)/bin/rulekeeper
STAMP  := $(VENV)/.installed

.PHONY: install test demo docs bench conformance coverage browser clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

## test: unit + property tests, every game's conformance suite, the spec check, a strict docs build
test: $(STAMP)
	$(PY) -m pytest
	$(RK) spec check
	$(VENV)/bin/mkdocs build --strict -q

## demo: run every conformance suite, print the coverage table, build the site into site/
demo: $(STAMP)
	-$(PY) -m pytest tests/conformance -q
	$(RK) coverage
	$(VENV)/bin/mkdocs build -q
	@echo "site built in site/ (open site/index.html)"

docs: $(STAMP)
	$(VENV)/bin/mkdocs build --strict

bench: $(STAMP)
	$(PY) benchmarks/run.py

clean:
	rm -rf build site dist .pytest_cache
