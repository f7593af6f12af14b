# Talking Yahtzee: `make play` and `make test` need only Python 3.11+ and make.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PLAY_STAMP := $(VENV)/.installed-play
TEST_STAMP := $(VENV)/.installed-test

.PHONY: play test lint typecheck unit bench soak tables keys clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(PLAY_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e .
	touch $@

$(TEST_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[test]'
	touch $@ $(PLAY_STAMP)

## play: create .venv if missing, install, start the game (extra flags: make play ARGS="--lang es")
play: $(PLAY_STAMP)
	$(BIN)/yahtzee $(ARGS)

## test: format and lint check, strict type check, then the whole test suite
test: lint typecheck unit

lint: $(TEST_STAMP)
	$(BIN)/ruff format --check src tests benchmarks
	$(BIN)/ruff check src tests benchmarks

typecheck: $(TEST_STAMP)
	$(BIN)/mypy --strict src

unit: $(TEST_STAMP)
	$(BIN)/pytest

## bench: every benchmark, printing its figures
bench: $(TEST_STAMP)
	@set -e; for script in benchmarks/bench_*.py; do echo "== $$script"; $(BIN)/python $$script; done

## soak: 100,000 random key sequences against the real application (SEQUENCES=n for fewer)
SEQUENCES ?= 100000
soak: $(TEST_STAMP)
	cd tests && ../$(BIN)/python soak.py --sequences $(SEQUENCES)

## tables: regenerate the advisor's strategy tables shipped in src/talking_yahtzee/data
tables: $(PLAY_STAMP)
	$(BIN)/python -m talking_yahtzee.advisor.build

## keys: regenerate docs/keys.md from the key tables (tests/test_keys.py checks it)
keys: $(PLAY_STAMP)
	$(BIN)/python -m talking_yahtzee.ui.keydoc > docs/keys.md

clean:
	rm -rf $(VENV) build dist src/*.egg-info .pytest_cache .mypy_cache .ruff_cache
