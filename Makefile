# Two commands set everything up on a fresh clone: `make demo` and `make test`.
# The interpreter a new venv is made from (PYTHON=... chooses): the system's /usr/bin/python3
# where it is 3.10 or newer and can make a venv, else python3 on PATH. A distribution's
# Python is built for speed (PGO, LTO, libpython linked in), a default pyenv build is not:
# with it every `nmt` command spent 3.5 s importing torch instead of 2.9 s, and the whole
# suite took 13:49 instead of 12:16 (2-core Xeon Skylake-SP, 2026-11-29). A venv that
# exists keeps its interpreter.
PYTHON ?= $(shell /usr/bin/python3 -c 'import sys, ensurepip; sys.exit(sys.version_info < (3, 10))' \
            2> /dev/null && echo /usr/bin/python3 || echo python3)
VENV ?= .venv
BIN := $(VENV)/bin
# torch first and pinned: on the CI machines 2.13.0 is a CPU wheel on disk, elsewhere
# PyPI's normal build; the package itself only asks for torch>=2.4, so a GPU user's
# CUDA build is kept.
TORCH ?= torch==2.13.0

.PHONY: install test test-fast demo bench quality clean fairseq-env load-test browser-test bench-serve docs fuzz-serve flood

install: $(VENV)/.installed system-tools

# GNU gettext's msgfmt: the tests of `--format po` check every filled catalogue with it, as
# translators do (Debian's gettext package). Installed where apt-get can (root, as on CI);
# elsewhere those tests skip and say why.
.PHONY: system-tools
system-tools:
	@command -v msgfmt > /dev/null || { [ "$$(id -u)" = 0 ] && command -v apt-get > /dev/null && \
	    (apt-get update -qq > /dev/null && apt-get install -y -qq gettext > /dev/null) || \
	    echo "msgfmt not found and not installable here: the .po checks will skip"; }

# Makefile too: a venv made by an older recipe (one without the plot extra, say) is
# brought up to this one's.
#
# --no-compile, then compileall on every core: pip compiles the packages' .pyc files on one
# core (torch's take 21 s of its 33-s install); compiled with -j 0, `make install` on a
# fresh clone took 75 and 77 s against 83 and 92 s (alternating, pip's cache warm; 2-core
# Xeon Skylake-SP, 2026-11-29). A file pip skips too (torch's test file in Python 3.12
# syntax) fails to compile there, hence `|| true`.
$(VENV)/.installed: pyproject.toml Makefile
	[ -x $(BIN)/python ] || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q --no-compile "$(TORCH)"
	$(BIN)/python -m pip install -q --no-compile -e ".[test,serve,plot,hf]"
	$(BIN)/python -m compileall -q -j 0 $(VENV)/lib > /dev/null 2>&1 || true
	touch $@

# Both cores, one torch thread each: most of the suite waits on `nmt` subprocesses, and two
# OpenMP threads per worker on 2 cores spin in each other's barriers (22 -> 15 minutes for
# the whole suite on a 2-core AVX2 EPYC, 2026-11-27).
PYTEST_WORKERS ?= 2
# --dist loadfile: a test file's module fixtures (a quick GPU-check run, an export) are made
# once, on the worker that runs the file, not once per worker. compileall first: with
# PYTHONDONTWRITEBYTECODE set (as on the CI machines) nothing writes the package's .pyc files,
# and each of the suite's ~360 `nmt` processes would compile its modules again (~0.2 s each).
test: install
	$(BIN)/python -m compileall -q src benchmarks tests > /dev/null
	OMP_NUM_THREADS=1 $(BIN)/python -m pytest -q -n $(PYTEST_WORKERS) --dist loadfile --durations=15

# the in-process tier alone (tests/unit): a couple of minutes; `make test` adds tests/e2e
test-fast: install
	$(BIN)/python -m compileall -q src benchmarks tests > /dev/null
	OMP_NUM_THREADS=1 $(BIN)/python -m pytest -q -n $(PYTEST_WORKERS) tests/unit

# The unit tier on the other instruction set, quickly: on an AVX-512 machine, PyTorch (ATEN),
# MKL, oneDNN and CTranslate2 held to their AVX2 kernels. On an Intel host this computes what
# an AVX2 Intel computes (the legacy run's step-8 weights equal an emulated Haswell's bit
# for bit), not what an AVX2 EPYC does: MKL keeps its Intel code paths whatever it is told,
# and test-amd-avx2 below is that machine. CTranslate2 also leaves MKL for oneDNN, as on an
# AMD CPU. The variables reach every `nmt` process the tests start, so `make test-avx2
# AVX2_TESTS=tests` is the whole suite on those kernels (~5 minutes on 2 cores). `make test`
# itself runs the default kernels, as users do.
AVX2_ENV := ATEN_CPU_CAPABILITY=avx2 MKL_ENABLE_INSTRUCTIONS=AVX2 ONEDNN_MAX_CPU_ISA=AVX2 \
	DNNL_MAX_CPU_ISA=AVX2 CT2_FORCE_CPU_ISA=AVX2 CT2_USE_MKL=0
AVX2_TESTS ?= tests/unit
.PHONY: test-avx2
test-avx2: install
	$(BIN)/python -m compileall -q src benchmarks tests > /dev/null
	$(AVX2_ENV) OMP_NUM_THREADS=1 $(BIN)/python -m pytest -q -n $(PYTEST_WORKERS) --dist loadfile \
		$(AVX2_TESTS)

# The tests of what must hold across machines, on an AVX2 AMD CPU from a machine of any kind:
# an AMD EPYC-Rome (Zen 2; AVX2 and FMA, no AVX-512) emulated by QEMU's user mode (Debian's
# qemu-user), in a venv of its own. Its CPUID says AuthenticAMD and AVX2, so PyTorch, MKL,
# oneDNN and CTranslate2 pick their kernels as on the AVX2 EPYCs the suite was written on,
# with no switch set. On a 2-core AVX-512 Xeon it reproduced that EPYC's legacy fixture bit
# for bit (n-best scores, step-8 weights), which neither the Xeon's own kernels nor
# test-avx2's switches do (docs/journal/2026-11-29-emulated-epyc.md). EMULATED_TESTS: the
# legacy fixture's tests, the speed switches' tolerances, the loss, the int8 check and the
# CTranslate2 route (44 tests, 2:28 on 2 cores). Any test runs there, but slowly: a command ~20x
# slower (the time limits are scaled by that), a training loop up to ~100x, so the unit tier
# did not finish in 45 minutes. EMULATED_CPU chooses another CPU:
# 'Haswell-noTSX,-pcid,-x2apic,-tsc-deadline,-invpcid' is an AVX2 Intel. The features QEMU's
# TCG lacks are turned off, else it warns at every interpreter start. --tb=native: pytest's
# own tracebacks parse the test's source, which under emulation failed in Debian's Python
# 3.11.2 ("AST constructor recursion depth mismatch") and took the worker down.
EMULATED_CPU ?= EPYC-Rome,-rdseed,-sha-ni,-rdpid,-xsavec,-xsaves,-3dnowprefetch,-misalignsse,$\
-osvw,-perfctr-core,-topoext,-fxsr-opt,-amd-stibp,-clzero,-ibpb,-wbnoinvd,-xsaveerptr,-nrip-save
EMULATED_VENV := .venv-emulated
EMULATED_TESTS ?= tests/unit/test_legacy_state.py tests/e2e/test_legacy.py \
	tests/unit/test_speed_switches.py tests/unit/test_loss.py tests/unit/test_int8_advice.py \
	tests/unit/test_ct2_route.py
.PHONY: test-amd-avx2
test-amd-avx2: system-tools
	@command -v qemu-x86_64 > /dev/null || { [ "$$(id -u)" = 0 ] && command -v apt-get > /dev/null && \
	    apt-get update -qq > /dev/null && apt-get install -y -qq qemu-user > /dev/null; }
	$(MAKE) --no-print-directory VENV=$(EMULATED_VENV) $(EMULATED_VENV)/.installed
	sh tests/emulate_cpu.sh $(EMULATED_VENV) '$(EMULATED_CPU)'
	$(EMULATED_VENV)/bin/python -m compileall -q src benchmarks tests > /dev/null
	NMT_TEST_SLOWDOWN=20 OMP_NUM_THREADS=1 $(EMULATED_VENV)/bin/python -m pytest -q -n $(PYTEST_WORKERS) \
		--dist loadfile --durations=15 --tb=native $(EMULATED_TESTS)

# The GPU tier (tests marked `gpu`, CUDA visible) after the unit tier (CUDA hidden, as on
# every machine), on a machine with a CUDA device: benchmarks/gpu/README.md has the one
# prepared command for a lent H100 or H200, where nothing can be installed from the network.
.PHONY: test-gpu
test-gpu: install
	OMP_NUM_THREADS=1 $(BIN)/python -m pytest -q -n $(PYTEST_WORKERS) tests/unit
	NMT_TEST_GPU=1 $(BIN)/python -m pytest -q -m gpu -rs

# The wheels the GPU tier needs beyond what a lent H100/H200 machine has (Python 3.12,
# torch, numpy, sentencepiece, sacrebleu, pytest, hypothesis are there; no network there):
# ~50 MB into .gpu-wheels/, carried with the tree (benchmarks/gpu/README.md, "The suite").
GPU_WHEELS := ctranslate2 polib sentencex import-linter grimp libretranslatepy fastapi starlette \
	uvicorn python-multipart pydantic pydantic_core annotated-types typing-inspection datasets \
	dill multiprocess
.PHONY: gpu-wheels
gpu-wheels: install
	$(BIN)/python -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 \
	    --platform manylinux2014_x86_64 --platform manylinux_2_17_x86_64 \
	    --platform manylinux_2_28_x86_64 -d .gpu-wheels $(GPU_WHEELS)

# SIGKILL at 20 seeded random points of `nmt prepare` and of checkpoint saves, and a full
# disk under both (docs/RELIABILITY.md); `make test` runs 2 kills of each. About 5 minutes.
.PHONY: kill-test
kill-test: install
	NMT_KILL_RUNS=20 OMP_NUM_THREADS=1 $(BIN)/python -m pytest -q -s tests/e2e/test_disk_full_and_kills.py

# The slow halves of two e2e files: every rank failure (kills mid-validation and mid-save,
# a rank raising under torchrun, a hung rank; docs/RELIABILITY.md) and torch.compile's
# capture of the layers (train/speed.py). `make test` runs the quick cases of each.
.PHONY: rank-failures test-speed-switches
rank-failures: install
	NMT_RANK_FAILURES=all OMP_NUM_THREADS=1 $(BIN)/python -m pytest -q --durations=10 tests/e2e/test_rank_failures.py

test-speed-switches: install
	NMT_SPEED_SWITCHES=all OMP_NUM_THREADS=1 $(BIN)/python -m pytest -q --durations=10 tests/e2e/test_speed_switch_runs.py

# examples/gpu_recipe.sh end to end on the CPU in 45 s (3 minutes when others load it): the Bible,
# `tiny`, 0.3 minutes of training, 20 dev lines (the recipe itself is for one GPU).
# The commands prepared for a lent GPU (benchmarks/gpu/: gpu_check.py and the two profilers)
# with --quick on the CPU, as before a GPU is used (~2 minutes); `make test` runs the
# in-process checks of their parts only.
.PHONY: test-gpu-scripts
test-gpu-scripts: install
	NMT_GPU_SCRIPTS=all OMP_NUM_THREADS=1 $(BIN)/python -m pytest -q -n $(PYTEST_WORKERS) --dist loadfile --durations=5 tests/e2e/test_gpu_check.py tests/e2e/test_gpu_decode_profile.py

# The benchmark harness's rows with --quick (decoding, training, matmul, loss curves, `nmt
# translate` RSS; ~100 s), as before `make bench`; `make test` runs report.py in-process.
.PHONY: test-bench-scripts
test-bench-scripts: install
	NMT_BENCH_SCRIPTS=all OMP_NUM_THREADS=1 $(BIN)/python -m pytest -q -n $(PYTEST_WORKERS) --durations=5 tests/e2e/test_benchmarks.py

.PHONY: gpu-recipe-smoke
gpu-recipe-smoke: install
	cd /tmp && rm -rf nmt-gpu-recipe && mkdir nmt-gpu-recipe
	PATH="$(CURDIR)/$(BIN):$$PATH" MINUTES=0.3 GPUS=0 PRESET=tiny DEV_LINES=20 \
	    DATA=/tmp/nmt-gpu-recipe/data RUN=/tmp/nmt-gpu-recipe/run OUT=/tmp/nmt-gpu-recipe/out \
	    bash examples/gpu_recipe.sh bible

demo: install
	PATH="$(CURDIR)/$(BIN):$$PATH" bash examples/demo.sh

# The documentation site (mkdocs.yml, docs/): strict, so a broken link or a page missing
# from the nav fails the build. MkDocs goes into .venv (it is also the `docs` extra).
docs: install
	$(BIN)/python -m pip install -q "mkdocs>=1.6"
	$(BIN)/mkdocs build --strict --site-dir site

bench: install
	$(MAKE) fairseq-env || echo "fairseq-env failed: the benchmark skips its fairseq rows"
	PATH="$(CURDIR)/$(BIN):$$PATH" $(BIN)/python -m benchmarks.harness.run

# `nmt serve` checks against a server on 127.0.0.1 only (docs/SERVE.md): CKPT=path serves
# that model, else a random-weight tiny one. The browser check drives Debian's chromium
# (apt-get install chromium) through Playwright, installed here and not in the package:
# nothing but this check uses it, and Playwright's own browser downloads are not needed.
CKPT ?=
CHROMIUM ?= /usr/bin/chromium
load-test: install
	$(BIN)/python -m pip install -q "httpx>=0.27"
	$(BIN)/python -m benchmarks.serve.serve_load $(if $(CKPT),--ckpt $(CKPT)) --clients 8 --seconds 20

# The serve benchmark (docs/SERVE.md): offline nmt translate, one client, then 16 clients
# for 60 s, every answer checked against nmt translate's. CKPT defaults to a trained model
# where a training run left one (runs/*/checkpoint_best.pt); a random-weight model writes
# nonsense to the output limit, so it decodes longer than a trained one.
BENCH_CKPT ?= $(or $(CKPT),$(firstword $(wildcard runs/*/checkpoint_best.pt)))
bench-serve: install
	$(BIN)/python -m pip install -q "httpx>=0.27"
	$(BIN)/python -m benchmarks.serve.serve_load $(if $(BENCH_CKPT),--ckpt $(BENCH_CKPT)) --clients 16 \
		--seconds 60 --single-seconds 30 --check --offline

browser-test: install
	$(BIN)/python -m pip install -q "playwright>=1.40"
	$(BIN)/python -m benchmarks.serve.serve_browser $(if $(CKPT),--ckpt $(CKPT)) --chromium $(CHROMIUM)

# nmt serve fuzzed from its own OpenAPI schema (schemathesis, in the test extra): up to 300
# examples per operation and phase, then fuzzing again until 4 minutes are spent, from a
# fixed seed; no 5xx, every error JSON with a 4xx, no exception, traceback or path in any
# answer (docs/RELIABILITY.md). First a fixed-seed slice (tests/e2e/test_serve_fuzz.py).
FUZZ_SEED ?= 1
fuzz-serve: install
	NMT_SERVE_FUZZ=all OMP_NUM_THREADS=1 $(BIN)/python -m pytest -q tests/e2e/test_serve_fuzz.py
	$(BIN)/python -m benchmarks.serve.serve_fuzz $(if $(CKPT),--ckpt $(CKPT)) --max-examples 300 \
		--max-time 240 --seed $(FUZZ_SEED)

# 10 times the server's measured capacity for 60 s from 64 clients on 127.0.0.1: every
# request answered (200 and nmt translate's output, or 503 at once), RSS back within 10%
# after (docs/RELIABILITY.md). CKPT defaults to runs/sample-tiny/checkpoint_best.pt.
flood: install
	$(BIN)/python -m pip install -q "httpx>=0.27"
	$(BIN)/python -m benchmarks.serve.serve_flood $(if $(CKPT),--ckpt $(CKPT)) --clients 64 \
		--seconds 60 --factor 10

# fairseq 0.12.2 (its last release) beside nmt in `make bench`, in an environment of its own:
# it pins hydra-core 1.0 / omegaconf 2.0, whose metadata pip 24.1+ refuses, and builds C++
# extensions (a few minutes). benchmarks/harness/fairseq_worker.py runs in it (as a module from
# the repository root, which puts this checkout's benchmarks package on its path).
FAIRSEQ_VENV ?= .venv-fairseq
fairseq-env: $(FAIRSEQ_VENV)/.installed

$(FAIRSEQ_VENV)/.installed:
	$(PYTHON) -m venv $(FAIRSEQ_VENV)
	$(FAIRSEQ_VENV)/bin/python -m pip install -q "pip<24.1"
	$(FAIRSEQ_VENV)/bin/python -m pip install -q "$(TORCH)"
	$(FAIRSEQ_VENV)/bin/python -m pip install -q fairseq==0.12.2
	touch $@

# The 30-minute Bible recipe (docs/QUALITY.md): ../shared/data/bible.en-es when it is there,
# else the copy shipped in the package, so it runs on a fresh clone. The software corpus
# does not ship: `SHARED=/path/to/data bash examples/cpu_30min.sh software`.
quality: install
	PATH="$(CURDIR)/$(BIN):$$PATH" bash examples/cpu_30min.sh

clean:
	rm -rf $(VENV) $(FAIRSEQ_VENV) data/sample runs/sample-tiny demo-out
