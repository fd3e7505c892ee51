# Two commands set everything up on a fresh clone: `make demo` and `make test`.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
# torch first and pinned: on the CI machines 2.13.0 is a CPU wheel on disk, elsewhere
# PyPI's normal build; the package itself only asks for torch>=2.4, so a GPU user's
# CUDA build is kept.
TORCH ?= torch==2.13.0

.PHONY: install test demo bench quality clean

install: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q "$(TORCH)"
	$(BIN)/python -m pip install -q -e ".[test]"
	touch $@

test: install
	$(BIN)/python -m pytest -q

demo: install
	PATH="$(CURDIR)/$(BIN):$$PATH" bash examples/demo.sh

bench: install
	PATH="$(CURDIR)/$(BIN):$$PATH" $(BIN)/python benchmarks/run.py

quality: install
	PATH="$(CURDIR)/$(BIN):$$PATH" bash examples/cpu_30min.sh

clean:
	rm -rf $(VENV) data/sample runs/sample-tiny demo-out
