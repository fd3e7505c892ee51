"""The documentation site's nav lists every page under docs/ (`make docs` builds it with
`mkdocs build --strict`, which refuses a page left out; mkdocs is not in the test
environment, so the suite checks the nav itself)."""

from __future__ import annotations

from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]


def _pages(nav) -> set[str]:
    if isinstance(nav, str):
        return {nav} if nav.endswith(".md") else set()
    items = nav.values() if isinstance(nav, dict) else nav
    return set().union(*(_pages(item) for item in items))


def test_every_page_under_docs_is_in_the_nav_and_every_nav_entry_exists():
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    docs = ROOT / config.get("docs_dir", "docs")
    listed = _pages(config["nav"])
    on_disk = {p.relative_to(docs).as_posix() for p in docs.rglob("*.md")}
    assert on_disk - listed == set(), "pages missing from mkdocs.yml's nav"
    assert listed - on_disk == set(), "nav entries without a page"
