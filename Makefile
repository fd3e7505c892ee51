# Two commands set everything up on a fresh clone: `make demo` and `make test`.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
# torch first and pinned: on the CI machines 2.13.0 is a CPU wheel on disk, elsewhere
# PyPI's normal build; the package itself only asks for torch>=2.4, so a GPU user's
# CUDA build is kept.
TORCH ?= torch==2.13.0

.PHONY: install test demo bench quality clean fairseq-env

install: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q "$(TORCH)"
	$(BIN)/python -m pip install -q -e ".[test,serve,plot]"
	touch $@

test: install
	$(BIN)/python -m pytest -q

demo: install
	PATH="$(CURDIR)/$(BIN):$$PATH" bash examples/demo.sh

bench: install
	$(MAKE) fairseq-env || echo "fairseq-env failed: the benchmark skips its fairseq rows"
	PATH="$(CURDIR)/$(BIN):$$PATH" $(BIN)/python benchmarks/run.py

# fairseq 0.12.2 (its last release) beside nmt in `make bench`, in an environment of its own:
# it pins hydra-core 1.0 / omegaconf 2.0, whose metadata pip 24.1+ refuses, and builds C++
# extensions (a few minutes). benchmarks/fairseq_worker.py runs in it.
FAIRSEQ_VENV ?= .venv-fairseq
fairseq-env: $(FAIRSEQ_VENV)/.installed

$(FAIRSEQ_VENV)/.installed:
	$(PYTHON) -m venv $(FAIRSEQ_VENV)
	$(FAIRSEQ_VENV)/bin/python -m pip install -q "pip<24.1"
	$(FAIRSEQ_VENV)/bin/python -m pip install -q "$(TORCH)"
	$(FAIRSEQ_VENV)/bin/python -m pip install -q fairseq==0.12.2
	touch $@

quality: install
	PATH="$(CURDIR)/$(BIN):$$PATH" bash examples/cpu_30min.sh

clean:
	rm -rf $(VENV) $(FAIRSEQ_VENV) data/sample runs/sample-tiny demo-out
