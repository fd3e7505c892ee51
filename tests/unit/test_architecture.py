"""The architecture stays what docs/ARCHITECTURE.md says it is.

The direction of imports is import-linter's to check (the contracts in pyproject.toml);
this file runs it, and checks what no import tool knows: every module is on the map and
the map names no module that is gone, files and functions stay small enough to read, and
an import hidden inside a function says why it is there.
"""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "src" / "nmt_cli"
MAP = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
MAX_FILE_LINES = 450
MAX_FUNCTION_LINES = 60
MAX_PARAMETERS = 8


def sources() -> dict[str, ast.Module]:
    """Every module of the package, by its path under src/nmt_cli/ ("decode/search.py")."""
    return dict(_parsed())


@functools.cache
def _parsed() -> tuple[tuple[str, ast.Module], ...]:
    """The package parsed once a process: seven tests read it, and parsing it all takes
    ~0.6 s (the trees are only walked, never changed)."""
    return tuple((p.relative_to(PACKAGE).as_posix(), ast.parse(p.read_text(encoding="utf-8")))
                 for p in sorted(PACKAGE.rglob("*.py")))


def functions(tree: ast.Module):
    return [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]


def test_the_import_contracts_hold():
    """Stages import only downwards, commands sit on top, nothing imports in a circle
    (pyproject.toml's [tool.importlinter]; `lint-imports` prints the same report)."""
    from importlinter.cli import lint_imports

    # the report, with the offending import lines, is printed for a failing run
    assert lint_imports(config_filename=str(ROOT / "pyproject.toml"), no_cache=True) == 0


def test_every_module_is_on_the_map_and_every_module_on_it_exists():
    modules = {m for m in sources() if m == "__init__.py" or not m.endswith("/__init__.py")}
    named = set(re.findall(r"`((?:[a-z0-9_]+/)?[a-z0-9_]+\.py)`", MAP))
    assert modules - named == set(), "modules missing from docs/ARCHITECTURE.md"
    assert named - modules == set(), "docs/ARCHITECTURE.md names modules that do not exist"


def test_no_source_file_is_over_450_lines():
    long = {p.relative_to(PACKAGE).as_posix(): n for p in PACKAGE.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_FILE_LINES}
    assert long == {}


def _is_command_signature(fn: ast.FunctionDef) -> bool:
    """A Typer command: its parameters are its flags (``typer.Option`` defaults)."""
    defaults = fn.args.defaults + [d for d in fn.args.kw_defaults if d is not None]
    return any(isinstance(d, ast.Call) and isinstance(d.func, ast.Attribute)
               and d.func.attr in ("Option", "Argument") for d in defaults)


def test_functions_are_short_and_take_few_parameters():
    """About 60 lines and 8 parameters at most (a Typer command's flags are its signature,
    so the command functions are exempt from the count, not from the length)."""
    too_long, too_many = {}, {}
    for name, tree in sources().items():
        for fn in functions(tree):
            where = f"{name}:{fn.lineno} {fn.name}"
            lines = fn.end_lineno - fn.lineno + 1
            if lines > MAX_FUNCTION_LINES and not _is_command_signature(fn):
                too_long[where] = lines
            args = fn.args
            count = len(args.posonlyargs + args.args + args.kwonlyargs)
            count -= bool(args.args) and args.args[0].arg in ("self", "cls")
            if count > MAX_PARAMETERS and not _is_command_signature(fn):
                too_many[where] = count
    assert too_long == {} and too_many == {}


def test_a_command_function_is_its_flags_and_a_call():
    """The command layer is thin: a Typer command's body (docstring aside) is short."""
    fat = {}
    for name, tree in sources().items():
        for fn in functions(tree):
            if name.startswith("commands/") and _is_command_signature(fn):
                body = fn.body[1:] if isinstance(fn.body[0], ast.Expr) and len(fn.body) > 1 else fn.body
                lines = body[-1].end_lineno - body[0].lineno + 1
                if lines > 20:
                    fat[f"{name} {fn.name}"] = lines
    assert fat == {}


def _imports_inside_functions(tree: ast.Module):
    """(import node, enclosing try node or None) for every import inside a function."""
    found = []

    def visit(node, in_function: bool, in_try):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.Import, ast.ImportFrom)) and in_function:
                found.append((child, in_try))
            inner = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef))
            visit(child, inner, child if isinstance(child, ast.Try) else
                  (None if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) else in_try))

    visit(tree, False, None)
    return found


def _catches_import_error(node) -> bool:
    names = {getattr(h.type, "id", None) for h in node.handlers} if node is not None else set()
    return bool(names & {"ImportError", "ModuleNotFoundError", "Exception"})


def test_every_import_inside_a_function_says_why():
    """Allowed only where it keeps start-up fast or makes an extra optional (STYLE.md), and
    then it says so: a comment on the line, or on the line just above the block of imports
    it starts, or a ``try`` that catches the ImportError of a missing extra."""
    silent = []
    for name, tree in sources().items():
        lines = (PACKAGE / name).read_text(encoding="utf-8").splitlines()
        found = _imports_inside_functions(tree)
        import_lines = {i for node, _ in found for i in range(node.lineno - 1, node.end_lineno)}
        for node, in_try in found:
            if "#" in lines[node.lineno - 1] or _catches_import_error(in_try):
                continue
            above = node.lineno - 2
            while above >= 0 and (lines[above].strip() == "" or above in import_lines):
                above -= 1
            if above >= 0 and lines[above].lstrip().startswith("#"):
                continue
            silent.append(f"{name}:{node.lineno}")
    assert silent == []


def test_search_and_the_translators_use_only_the_decoding_contract():
    """No isinstance on a backend or a model, no attribute forwarding: what the search
    and ``Translator`` call is what ``contract.StepDecoder`` / ``BatchTranslator`` declare."""
    for name in ("decode/search.py", "decode/lines.py"):
        source = (PACKAGE / name).read_text(encoding="utf-8")
        assert "isinstance(" not in source and "__getattr__" not in source, name
    tree = sources()["decode/search.py"]
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.level}
    assert imported <= {"config", "contract", "model.kernels"}


@pytest.mark.parametrize("protocol", ["StepDecoder", "BatchTranslator"])
def test_the_decoding_protocols_declare_what_their_users_call(protocol):
    """Every method a caller invokes on a StepDecoder (search, forced decoding) or a
    BatchTranslator (Translator, the server's decoding loop) is declared by the protocol."""
    from nmt_cli.decode import contract

    declared = {n for n in vars(getattr(contract, protocol)) if not n.startswith("_")}
    callers = {"StepDecoder": ("decode/search.py", "decode/forced.py", "model"),
               "BatchTranslator": ("decode/lines.py", "serve/dynamic_batching.py", "backend")}
    *files, receiver = callers[protocol]
    called = set()
    for name in files:
        for node in ast.walk(sources()[name]):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and isinstance(node.func.value, (ast.Name, ast.Attribute))
                    and (getattr(node.func.value, "id", None) == receiver
                         or getattr(node.func.value, "attr", None) == receiver)):
                called.add(node.func.attr)
    assert called and called <= declared


def test_no_two_test_files_share_a_name():
    """tests/ has no __init__.py files, so pytest imports a test file by its basename: two
    of the same name in tests/unit and tests/e2e fail the collection of the second."""
    names = [p.name for p in (ROOT / "tests").rglob("test_*.py")]
    assert sorted({n for n in names if names.count(n) > 1}) == []
