"""Checkpoints: self-contained, plain data, written atomically, loaded safely.

A checkpoint is a dict of plain Python values and tensors (no pickled classes),
so ``torch.load(weights_only=True)`` opens it and a file from elsewhere cannot
run code. It carries everything ``nmt translate`` needs: the model config, the
weights and the sentencepiece model bytes. This module reads and writes the format
only; ``model.build`` turns a loaded checkpoint into a model. Loading checks the CRC-32 that
torch.save writes for every record, so a damaged copy is refused, not decoded.

Keys (``FORMAT`` version 1):
    format, version          "nmt-cli-checkpoint", 1
    model_config             dict of ``ModelConfig``
    train_config             dict of ``TrainConfig`` (may be absent for exports)
    spm_model                bytes of the sentencepiece model
    model                    state dict (tied weights: one tensor under each name)
    step, epoch              training progress (0 when unknown)
    data_manifest            the prepared data's manifest.json as a dict
    data_manifest_sha256     checksum of that manifest, checked on resume
    ... plus whatever training adds (optimizer, scaler, rng, position, ...:
    ``TRAINING_STATE_KEYS``)
"""

from __future__ import annotations

import pickle
import re
import zipfile
from pathlib import Path
from typing import Any

import sentencepiece
import torch

from .atomic import atomic_write
from .config import ModelConfig, from_dict, to_dict
from .errors import NmtError

FORMAT = "nmt-cli-checkpoint"
VERSION = 1


class DamagedCheckpoint(NmtError):
    """A checkpoint whose bytes changed after torch.save wrote them."""


def atomic_save(obj: Any, path: str | Path) -> None:
    """torch.save to a temp file in the same directory, fsync, then rename.

    A crash at any moment leaves either the old file or the new one, never a
    truncated file under the final name (``atomic.atomic_write``).

    Raises:
        NmtError: the disk is full.
    """
    atomic_write(path, lambda f: torch.save(obj, f))


def cpu_state_dict(state: dict[str, torch.Tensor]) -> dict[str, torch.Tensor]:
    """Detached CPU copies of a state dict, keeping tensors that share memory shared.

    Tied weights (source/target embeddings and the output projection) are one
    tensor under three names; ``.cpu()`` per key would turn a CUDA model's one
    embedding into three copies in the checkpoint file.
    """
    out: dict[str, torch.Tensor] = {}
    seen: dict[tuple, torch.Tensor] = {}
    for key, t in state.items():
        ident = _same_memory(t)
        if ident not in seen:
            seen[ident] = t.detach().cpu()
        out[key] = seen[ident]
    return out


def _same_memory(t: torch.Tensor) -> tuple:
    """Equal for two tensors exactly when they are views of the same memory (tied weights)."""
    return (t.device, t.untyped_storage().data_ptr(), t.storage_offset(), tuple(t.shape),
            t.stride(), t.dtype)


def _plain(cfg: Any) -> dict:
    return cfg if isinstance(cfg, dict) else to_dict(cfg)


def make_checkpoint(model_config: ModelConfig | dict, model_state: dict[str, torch.Tensor],
                    spm_model: bytes, *, step: int = 0, epoch: int = 0,
                    train_config: Any = None, data_manifest: dict | None = None,
                    data_manifest_sha256: str | None = None, **extra: Any) -> dict:
    """The checkpoint dict of the format documented above (save it with ``atomic_save``).

    Args:
        model_config: a ``ModelConfig`` or its dict.
        model_state: the model's state dict (moved to the CPU, tied weights kept shared).
        spm_model: bytes of the sentencepiece model.
        step, epoch: training progress.
        train_config: a ``TrainConfig`` or its dict, or None (exports, tests).
        data_manifest, data_manifest_sha256: the prepared data it was trained on.
        **extra: training state (optimizer, rng, position, ...) or other plain data.
    Returns:
        A dict of plain data and tensors, loadable with ``torch.load(weights_only=True)``.
    """
    ck = {"format": FORMAT, "version": VERSION, "model_config": _plain(model_config),
          "spm_model": spm_model, "model": cpu_state_dict(model_state), "step": step,
          "epoch": epoch}
    if train_config is not None:
        ck["train_config"] = _plain(train_config)
    if data_manifest is not None:
        ck["data_manifest"] = data_manifest
    if data_manifest_sha256 is not None:
        ck["data_manifest_sha256"] = data_manifest_sha256
    ck.update(extra)
    return ck


def load_checkpoint(path: str | Path, map_location: str | torch.device = "cpu", *,
                    mmap: bool = False) -> dict:
    """Load and validate a checkpoint with safe (weights-only) unpickling.

    The one door through which nmt reads a ``.pt`` file: the commands, the server and the
    API all come through here, so a file that would run code on loading is refused in one
    place (tests/e2e/test_malicious_checkpoint_commands.py feeds one to every command).

    Args:
        mmap: map the tensors instead of reading them (a description of the checkpoint,
            not a model); their bytes are then neither read nor CRC-checked.
    Raises:
        NmtError: missing, a directory, damaged (``DamagedCheckpoint``), not a checkpoint,
            one that asks to run code, or one whose entries have the wrong types.
    """
    path = Path(path)
    if not path.exists():
        raise NmtError(f"checkpoint not found: {path}")
    if path.is_dir():
        raise NmtError(f"{path} is a directory, not a checkpoint file")
    damaged = None if mmap else _record_failing_crc(path)
    if damaged is not None:
        raise DamagedCheckpoint(f"{path} is damaged: its record {damaged!r} fails the CRC-32 "
                                f"check written with it (the file changed after it was saved)")
    ckpt = _weights_only_load(path, map_location, mmap)
    if not isinstance(ckpt, dict) or ckpt.get("format") != FORMAT:
        raise NmtError(f"{path} is not an nmt-cli checkpoint")
    version = ckpt.get("version", 0)
    if not isinstance(version, int):
        raise NmtError(f"{path} is not an nmt-cli checkpoint (its version is {version!r})")
    if version > VERSION:
        raise NmtError(f"{path} was written by a newer nmt-cli (format version "
                       f"{version}); upgrade nmt-cli")
    for key, kind in (("model_config", dict), ("model", dict), ("spm_model", bytes)):
        if key not in ckpt:
            raise NmtError(f"{path} is incomplete: no {key!r}")
        if not isinstance(ckpt[key], kind):
            raise NmtError(f"{path} is not a valid nmt checkpoint: its {key!r} is a "
                           f"{type(ckpt[key]).__name__}, not a {kind.__name__}")
    if not all(isinstance(k, str) and isinstance(v, torch.Tensor) for k, v in ckpt["model"].items()):
        raise NmtError(f"{path} is not a valid nmt checkpoint: its 'model' holds more than "
                       "named tensors")
    try:  # every door refuses it here, even those that never tokenize (info, average)
        sentencepiece.SentencePieceProcessor().LoadFromSerializedProto(ckpt["spm_model"])
    except Exception:
        raise NmtError(f"{path} is not a valid nmt checkpoint: its 'spm_model' is not a "
                       "sentencepiece model") from None
    return ckpt


# What torch's weights-only unpickler says of a function or class it will not call or build
# ("Unsupported global: GLOBAL builtins.eval ...", "unsupported GLOBAL posix.system ...").
_REFUSED_GLOBAL = re.compile(r"unsupported (?:global: )?GLOBAL ([\w.]+)", re.IGNORECASE)


def _weights_only_load(path: Path, map_location, mmap: bool) -> Any:
    """torch.load with weights_only=True; any failure as one line that says what it was."""
    try:
        try:
            return torch.load(path, map_location=map_location, weights_only=True, mmap=mmap)
        except RuntimeError:
            if not mmap:
                raise
            # a file saved without torch's zip layout cannot be mapped: read it instead
            return torch.load(path, map_location=map_location, weights_only=True)
    except Exception as e:
        refused = _REFUSED_GLOBAL.search(str(e))
        if not (refused or _looks_saved_by_torch(path)):
            # a text file's bytes read as pickle opcodes too: "would build objects" misled
            raise NmtError(f"{path} is not a checkpoint (neither a torch.save zip nor a "
                           "pickle)") from None
        if isinstance(e, pickle.UnpicklingError) and "weights only load failed" in str(e).lower():
            what = (f"would call {refused.group(1)}" if refused
                    else "would build objects other than data and tensors")
            raise NmtError(f"{path} is refused: loading it {what}. An nmt checkpoint is data "
                           "and tensors only, read without running code; this file was not "
                           "written by nmt, or was altered") from None
        # torch's first sentence says what failed ("... failed finding central directory");
        # the rest is advice, and a foreign file may give only a pickle opcode ("101").
        first = (str(e).strip().splitlines() or [""])[0].split(". ")[0].strip()
        detail = f": {first[:160]}" if len(first) > 12 and not first.isdigit() else ""
        raise NmtError(f"{path} is not a readable nmt checkpoint (truncated, or not a "
                       f"checkpoint file{detail})") from None


def _looks_saved_by_torch(path: Path) -> bool:
    """Whether ``path`` starts as torch.save writes: a zip (``PK``) or a pickle (protocol 2+
    opens with 0x80)."""
    try:
        with open(path, "rb") as f:
            head = f.read(2)
    except OSError:
        return True  # let torch's own error say what is wrong
    return head.startswith(b"PK") or head[:1] == b"\x80"


def _record_failing_crc(path: Path) -> str | None:
    """The first record of a torch.save zip whose bytes fail their CRC-32, or None.

    torch.save writes a CRC-32 for every record but torch.load never checks them, so a
    flipped bit in a weight loads silently as a different model. Reading the file once
    more costs ~0.4 s per GB (about a tenth of torch.load's own time).
    """
    try:
        with zipfile.ZipFile(path) as z:
            records = z.infolist()
            # torch.save with its CRC-32 turned off writes 0 for every record: nothing to check
            if all(info.CRC == 0 for info in records if info.file_size):
                return None
            for info in records:
                try:
                    with z.open(info) as f:
                        while f.read(1 << 22):
                            pass
                except Exception:  # a bad CRC, or a header damaged into nonsense
                    return info.filename
    except (zipfile.BadZipFile, OSError, EOFError, ValueError):
        return None  # not a zip at all (or unreadable): torch.load says what it is
    return None


def model_config(ckpt: dict) -> ModelConfig:
    return from_dict(ModelConfig, ckpt["model_config"])


# --------------------------------------------------------------------------- training

# A run directory's resume point and its best-on-validation model, beside checkpoint_<step>.pt.
LAST = "checkpoint_last.pt"
BEST = "checkpoint_best.pt"

# What only training needs; an exported or averaged checkpoint leaves these out.
TRAINING_STATE_KEYS = ("optimizer", "scaler", "rng", "position", "best_valid_loss",
                       "bad_validations", "elapsed_seconds", "micro_batch_tokens",
                       "updates_per_epoch", "best_metric", "best_metric_value",
                       "train_seconds", "ema")


def best_validation_score(ckpt: dict, metric: str) -> float | None:
    """The best validation ``metric`` ("bleu" or "chrf") a checkpoint records: a run that
    chose its best checkpoint by that metric (``--best-metric``) keeps its best value. A
    run that chose by the loss keeps no score here; its validations' BLEU, where it
    computed any, are in the run's metrics.jsonl."""
    value = ckpt.get("best_metric_value")
    chose_by_it = ckpt.get("best_metric") == metric and isinstance(value, (int, float))
    return float(value) if chose_by_it else None


def step_checkpoints(run_dir: str | Path) -> list[Path]:
    """``checkpoint_<step>.pt`` files of a run directory, oldest step first."""
    found = []
    for p in Path(run_dir).glob("checkpoint_*.pt"):
        tail = p.stem.split("_", 1)[1]
        if tail.isdigit():
            found.append((int(tail), p))
    return [p for _, p in sorted(found)]


def prune_step_checkpoints(run_dir: str | Path, keep_last: int) -> None:
    """Delete all but the newest ``keep_last`` step checkpoints (0 keeps them all)."""
    if keep_last > 0:
        for p in step_checkpoints(run_dir)[:-keep_last]:
            p.unlink(missing_ok=True)


# --------------------------------------------------------------------------- averaging

# Fields that change the shape or meaning of the weights; dropout does not. Compared as
# built (``_architecture``): each stack's depth, and a default for a field a config lacks.
_ARCH_FIELDS = ("vocab_size", "encoder_depth", "decoder_depth", "d_model", "d_ff", "n_heads",
                "pre_norm", "share_embeddings", "activation", "pad_id", "bos_id", "eos_id",
                "output_bias", "restrict_output")


def _architecture(ckpt: dict, path: Path) -> dict:
    """The fields two checkpoints must share to be averaged, as the model is built: a
    field the config lacks (a checkpoint older than it) has its default, and each stack's
    depth is the one it has, however the config spells it (n_layers, or a depth of its own)."""
    try:
        cfg = model_config(ckpt)
    except (TypeError, ValueError) as e:
        raise NmtError(f"cannot average: {path} has no model of a valid shape ({e})") from None
    return {f: getattr(cfg, f) for f in _ARCH_FIELDS}


def checkpoints_to_average(inputs: list[Path], last: int) -> list[Path]:
    """Resolve ``nmt average`` inputs: one run directory (its last N step checkpoints) or files."""
    inputs = [Path(p) for p in inputs]
    if len(inputs) == 1 and inputs[0].is_dir():
        if last < 1:
            raise NmtError(f"--last must be >= 1, got {last}")
        found = step_checkpoints(inputs[0])
        if not found:
            raise NmtError(f"no checkpoint_<step>.pt files in {inputs[0]}")
        if len(found) < last:
            raise NmtError(f"{inputs[0]} has only {len(found)} step checkpoints, --last {last} "
                           f"asks for {last} (use --last {len(found)} or list the files)")
        return found[-last:]
    for p in inputs:
        if p.is_dir():
            raise NmtError(f"{p} is a directory; give either one run directory or checkpoint files")
        if not p.exists():
            raise NmtError(f"checkpoint not found: {p}")
    return inputs


def average_checkpoints(paths: list[Path], output: str | Path) -> dict:
    """Average model weights in fp32, save in the original dtype, as a normal checkpoint.

    The result carries the newest input's config, tokenizer and data checksum and
    no optimizer or other training state, so ``nmt translate`` loads it as is.

    Raises:
        NmtError: no inputs, unreadable inputs, different architectures or
            different sentencepiece models (the same ids would mean other pieces).
    """
    if not paths:
        raise NmtError("nothing to average")
    if Path(output).is_dir():
        raise NmtError(f"--output {output} is a directory; give a file name for the average")
    total: dict[str, torch.Tensor] = {}
    first = None
    for path in paths:
        ckpt = load_checkpoint(path)
        if first is None:
            first, ref_path = ckpt, path
            # Tied weights (embeddings, output projection) are one tensor under several
            # names: summed once, under the first name, and saved once, as in the inputs.
            seen: dict[tuple, str] = {}
            canonical = {k: seen.setdefault(_same_memory(t), k) for k, t in ckpt["model"].items()}
            dtypes = {k: v.dtype for k, v in ckpt["model"].items()}
            for k, v in ckpt["model"].items():
                if canonical[k] == k:
                    total[k] = v.detach().to(torch.float32).clone() if v.is_floating_point() else v
        else:
            a, b = _architecture(first, ref_path), _architecture(ckpt, path)
            diff = ", ".join(f"{f} ({a[f]} vs {b[f]})" for f in _ARCH_FIELDS if a[f] != b[f])
            if diff:
                raise NmtError(f"cannot average different architectures: {path} differs from "
                               f"{ref_path} in {diff}")
            if ckpt.get("spm_model") != first.get("spm_model"):
                raise NmtError(f"cannot average: {path} and {ref_path} have different "
                               "sentencepiece models (prepared from other data)")
            if set(ckpt["model"]) != set(canonical):
                raise NmtError(f"cannot average: {path} has different parameters than {ref_path}")
            for k, v in ckpt["model"].items():
                if v.shape != first["model"][k].shape:
                    raise NmtError(f"cannot average: {k} has shape {tuple(v.shape)} in {path} "
                                   f"but {tuple(first['model'][k].shape)} in {ref_path}")
                if canonical[k] == k and v.is_floating_point():
                    total[k] += v.to(torch.float32)
        last_ckpt = ckpt
    n = len(paths)
    mean = {k: (v / n).to(dtypes[k]) if v.is_floating_point() else v for k, v in total.items()}
    averaged = {k: mean[canonical[k]] for k in canonical}
    out = {k: v for k, v in last_ckpt.items() if k not in TRAINING_STATE_KEYS}
    out["model"] = averaged
    out["averaged_from"] = [str(Path(p).name) for p in paths]
    atomic_save(out, output)
    return out
