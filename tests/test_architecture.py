"""docs/ARCHITECTURE.md stays true to the code: the modules it names are the modules there
are, and the flow it draws holds for the imports."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "src" / "nmt_cli"
MAP = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")


def modules() -> set[str]:
    return {p.name for p in PACKAGE.glob("*.py")}


def imports_of(name: str) -> set[str]:
    """The package's modules that ``name`` imports (relative imports, any depth in the file)."""
    tree = ast.parse((PACKAGE / name).read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                found.add(node.module.split(".")[0] + ".py")
            else:
                found.update(alias.name + ".py" for alias in node.names)
    return found & modules()


def test_every_module_is_on_the_map_and_every_module_on_it_exists():
    named = set(re.findall(r"`([a-z0-9_]+\.py)`", MAP))
    assert modules() - named == set(), "modules missing from docs/ARCHITECTURE.md"
    assert named - modules() == set(), "docs/ARCHITECTURE.md names modules that do not exist"


def test_the_model_core_does_not_import_decoding_training_or_commands():
    for core in ("model.py", "kernels.py", "incremental.py"):
        assert imports_of(core) <= {"kernels.py", "incremental.py", "config.py"}, core


def test_nothing_below_the_commands_imports_a_command_module():
    """translate.py, cli.py and prepare.py are commands: the library never reaches up
    into them (validation once imported translate.py for its Translator)."""
    commands = {"cli.py", "translate.py", "__main__.py"}
    for name in modules() - commands:
        assert imports_of(name) & commands == set(), name


def test_search_uses_only_the_decoding_contract():
    source = (PACKAGE / "search.py").read_text(encoding="utf-8")
    assert "getattr(" not in source and "isinstance(" not in source
    assert imports_of("search.py") <= {"config.py", "decoding.py", "kernels.py"}


def test_no_source_file_is_over_450_lines():
    long = {p.name: n for p in PACKAGE.glob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 450}
    assert long == {}
