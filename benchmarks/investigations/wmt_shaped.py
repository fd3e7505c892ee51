"""A corpus shaped like Hugging Face's WMT14 de-en, for timing `nmt prepare wmt14-en-de` offline.

The hub cannot be reached from the project's machines, so `nmt prepare wmt14-en-de`
has never run there at full size. This writes a ``save_to_disk`` DatasetDict with
the hub dataset's schema (a ``translation`` column of ``Translation(["de", "en"])``)
and split sizes (4,508,785 train pairs; 3,000 validation, newstest2013; 3,003 test,
newstest2014), so that ``nmt prepare <dir> --src en --tgt de --vocab-size 37000``
runs the same code path (Arrow batches, cleaning, 37k BPE, encoding) at WMT14's
scale. Each pair joins four random messages of ``../shared/data/software.en-de``
(~26 English words a pair, as WMT14's ~25), seeded, so pairs are unique and
deduplication keeps nearly all of them. Only its size is WMT14's: timings and
memory carry over, the text does not.

    python -m benchmarks.investigations.wmt_shaped OUT_DIR [--pairs 4508785] [--join 4]
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path

from benchmarks.paths import SHARED_DATA

SHARED = SHARED_DATA / "software.en-de"
WMT14_SPLITS = {"train": 4_508_785, "validation": 3_000, "test": 3_003}


def _read(prefix: Path) -> tuple[tuple[str, ...], tuple[str, ...]]:
    # Tuples, not lists: from_generator splits list-valued gen_kwargs into shards and runs
    # the generator once per element.
    en = prefix.with_suffix(".en").read_text(encoding="utf-8").split("\n")[:-1]
    de = prefix.with_suffix(".de").read_text(encoding="utf-8").split("\n")[:-1]
    return tuple(en), tuple(de)


def _pairs(en: tuple[str, ...], de: tuple[str, ...], n: int, join: int, seed: int):
    rng = random.Random(seed)
    for _ in range(n):
        picks = [rng.randrange(len(en)) for _ in range(join)]
        yield {"translation": {"de": " ".join(de[i] for i in picks),
                               "en": " ".join(en[i] for i in picks)}}


def write(out: Path, pairs: int = WMT14_SPLITS["train"], join: int = 4,
          shared: Path = SHARED) -> None:
    import datasets

    features = datasets.Features({"translation": datasets.Translation(languages=["de", "en"])})
    sources = {"train": _read(shared / "train"), "validation": _read(shared / "dev"),
               "test": _read(shared / "dev")}
    sizes = dict(WMT14_SPLITS, train=pairs)
    splits = {}
    for seed, (split, n) in enumerate(sizes.items()):
        en, de = sources[split]
        splits[split] = datasets.Dataset.from_generator(
            _pairs, features=features, keep_in_memory=False,
            gen_kwargs={"en": en, "de": de, "n": n, "join": join, "seed": seed})
    datasets.DatasetDict(splits).save_to_disk(str(out))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--pairs", type=int, default=WMT14_SPLITS["train"])
    ap.add_argument("--join", type=int, default=4, help="messages joined into one pair")
    a = ap.parse_args()
    write(a.out, a.pairs, a.join)


if __name__ == "__main__":
    main()
