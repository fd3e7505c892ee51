"""Model and training configuration: one dataclass each, presets as small tables.

The paper's values (Vaswani et al. 2017, Table 3 and Section 5) live in the
``base`` and ``big`` presets; ``tiny`` and ``small`` are for CPU work. A config
is plain data (``asdict``), so a checkpoint stores it and rebuilds the model
from it without pickling any class.
"""

from __future__ import annotations

import dataclasses
from dataclasses import asdict, dataclass, field, fields
from typing import Any

# Fixed special-token ids, shared by the tokenizer, the model and the search.
PAD_ID, UNK_ID, BOS_ID, EOS_ID = 0, 1, 2, 3
# "a shared source-target vocabulary of about 37000 tokens" (Section 5.1).
PAPER_VOCAB_SIZE = 37000
# The feed-forward layer's nonlinearity: the paper's ReLU (Section 3.3), or swish (x *
# sigmoid(x)), which OPUS-MT's Marian models use (`nmt import hf`).
ACTIVATIONS = ("relu", "swish")


@dataclass
class ModelConfig:
    """The Transformer's shape (paper Table 3 columns N, d_model, d_ff, h, P_drop)."""

    vocab_size: int = PAPER_VOCAB_SIZE  # one shared source/target vocabulary
    n_layers: int = 6  # N, for the encoder and the decoder unless one is given its own
    d_model: int = 512
    d_ff: int = 2048
    n_heads: int = 8  # h
    dropout: float = 0.1  # P_drop on sublayer outputs and on embeddings + positions
    attention_dropout: float = 0.0  # not in the paper; fairseq users know it
    relu_dropout: float = 0.0  # not in the paper; fairseq calls it activation_dropout
    pre_norm: bool = False  # the paper is post-norm: LayerNorm(x + Dropout(Sublayer(x)))
    share_embeddings: bool = True  # three-way tying: source, target, output projection
    pad_id: int = PAD_ID
    bos_id: int = BOS_ID
    eos_id: int = EOS_ID
    activation: str = "relu"  # the paper's; "swish" for an imported OPUS-MT model
    output_bias: bool = False  # a bias on the logits: none in the paper, Marian's models have one
    # An output layer restricted to the pieces the training targets use (`nmt train
    # --restrict-output`): the restriction is a fixed bias on the logits, 0 on those pieces
    # and far below any logit elsewhere, so every engine and export honours it as a bias;
    # training projects onto those rows of the tied matrix alone.
    restrict_output: bool = False
    # A depth of their own (None: n_layers), for a deep encoder and a shallow decoder:
    # Kasai et al. 2021, "Deep Encoder, Shallow Decoder", decode faster at about the same
    # training cost. Read them through ``encoder_depth`` and ``decoder_depth``.
    encoder_layers: int | None = None
    decoder_layers: int | None = None

    def __post_init__(self) -> None:
        if self.d_model % self.n_heads:
            raise ValueError(f"d_model {self.d_model} is not divisible by n_heads {self.n_heads}")
        if self.activation not in ACTIVATIONS:
            raise ValueError(f"unknown activation {self.activation!r}; "
                             f"known: {', '.join(ACTIVATIONS)}")
        # One shape, one config: equal depths are n_layers alone, however they were asked
        # for, so such a model's config is the one it had before the stacks had their own
        # (what averaging and the checks on resume compare).
        encoder, decoder = self.encoder_depth, self.decoder_depth
        if encoder == decoder:
            self.n_layers, self.encoder_layers, self.decoder_layers = encoder, None, None
        if self.encoder_layers == self.n_layers:
            self.encoder_layers = None
        if self.decoder_layers == self.n_layers:
            self.decoder_layers = None

    @property
    def encoder_depth(self) -> int:
        """The encoder's layers."""
        return self.n_layers if self.encoder_layers is None else self.encoder_layers

    @property
    def decoder_depth(self) -> int:
        """The decoder's layers."""
        return self.n_layers if self.decoder_layers is None else self.decoder_layers


def parameter_breakdown(cfg: ModelConfig) -> dict[str, int]:
    """Parameters per part of Figure 1 (tied embeddings counted once), from the shapes.

    Counted, not built: a build on the meta device runs torch's Python references of the
    initialisers and of ``arange``, whose first call imports torch._dynamo (2.4 s of every
    ``nmt info`` and server start on a 2-core Xeon). ``nmt info``, the server and the GPU
    memory estimates (``device``) all read this count; tests/unit/test_model.py holds it to
    the built model's, part by part, over the shapes a config can take."""
    d, vocab = cfg.d_model, cfg.vocab_size
    attention = 4 * d * d + 4 * d  # W^Q, W^K, W^V packed, and W^O, with their biases
    feed_forward = 2 * d * cfg.d_ff + cfg.d_ff + d
    norm = 2 * d  # LayerNorm's gain and bias
    final_norm = norm if cfg.pre_norm else 0
    embeddings = vocab * d
    parts = {
        "embeddings (shared)" if cfg.share_embeddings else "source embeddings": embeddings,
        "encoder": cfg.encoder_depth * (attention + feed_forward + 2 * norm) + final_norm,
        "decoder": cfg.decoder_depth * (2 * attention + feed_forward + 3 * norm) + final_norm,
    }
    if not cfg.share_embeddings:
        parts["target embeddings"] = embeddings
        parts["generator"] = embeddings
    parts["total"] = sum(parts.values()) + (vocab if cfg.output_bias or cfg.restrict_output
                                            else 0)
    return parts


@dataclass
class TrainConfig:
    """The training recipe (paper Section 5): batching, Adam, schedule, smoothing."""

    tokens_per_update: int = 25000  # per optimizer step, all devices: sentences x longer side, padded
    max_tokens: int = 4096  # per device per forward/backward; accumulation fills the rest
    lr_scale: float = 1.0  # multiplies d_model^-0.5 * min(step^-0.5, step * warmup^-1.5)
    cooldown: float = 0.0  # decay to 0 over this last fraction of --max-time / --max-steps, 0 = off
    warmup_steps: int = 4000
    adam_betas: tuple[float, float] = (0.9, 0.98)
    adam_eps: float = 1e-9
    label_smoothing: float = 0.1
    clip_norm: float = 0.0  # 0 = off, as in the paper
    max_steps: int = 100_000
    max_epochs: int = 0  # 0 = no limit
    max_time: float = 0.0  # minutes, 0 = no limit
    patience: int = 0  # validations without improvement before stopping, 0 = off
    validate_every: int = 1000  # steps
    save_every: int = 1000  # steps, 0 = off
    save_every_minutes: float = 10.0  # the paper averaged checkpoints written every 10 min
    keep_last: int = 20
    precision: str = "auto"  # auto | fp32 | bf16 | fp16
    seed: int = 1
    log_every: int = 100
    bleu_every: int = 0  # decode the validation set every N steps, 0 = off
    subword_alpha: float = 0.0  # resegment the training text every epoch (subword.py), 0 = off
    best_metric: str = "loss"  # what checkpoint_best.pt and --patience follow: loss | bleu | chrf
    bleu_sample: int = 0  # dev BLEU and chrF on this many evenly spaced dev lines, 0 = all
    clock: str = "train"  # what --max-time and --cooldown count: train (no validation) | wall
    ema: float = 0.0  # decay of the weights' moving average (train/ema.py), 0 = off


@dataclass
class Preset:
    model: ModelConfig
    train: TrainConfig = field(default_factory=TrainConfig)
    description: str = ""


PRESETS: dict[str, Preset] = {
    "base": Preset(
        ModelConfig(n_layers=6, d_model=512, d_ff=2048, n_heads=8, dropout=0.1),
        TrainConfig(max_steps=100_000, keep_last=5),
        "Transformer base (paper Table 3): N=6, d=512, ff=2048, h=8, P_drop=0.1",
    ),
    "big": Preset(
        ModelConfig(n_layers=6, d_model=1024, d_ff=4096, n_heads=16, dropout=0.3),
        TrainConfig(max_steps=300_000, keep_last=20),
        "Transformer big (paper Table 3): N=6, d=1024, ff=4096, h=16, P_drop=0.3",
    ),
    "small": Preset(
        ModelConfig(vocab_size=8000, n_layers=3, d_model=256, d_ff=1024, n_heads=4, dropout=0.1),
        TrainConfig(tokens_per_update=4096, max_tokens=4096, warmup_steps=1000, lr_scale=2.0,
                    max_steps=20_000, validate_every=250, save_every=250, keep_last=5),
        "CPU-sized: N=3, d=256, ff=1024, h=4 (the benchmark configuration)",
    ),
    "tiny": Preset(
        ModelConfig(vocab_size=8000, n_layers=2, d_model=128, d_ff=512, n_heads=4, dropout=0.1),
        TrainConfig(tokens_per_update=2048, max_tokens=2048, warmup_steps=400, lr_scale=2.0,
                    max_steps=2000, validate_every=100, save_every=100, keep_last=5,
                    log_every=20),
        "laptop demo: N=2, d=128, ff=512, h=4",
    ),
}


def preset(name: str) -> Preset:
    """A fresh copy of a named preset (callers may mutate it)."""
    if name not in PRESETS:
        raise KeyError(f"unknown preset {name!r}; known: {', '.join(PRESETS)}")
    return dataclasses.replace(
        PRESETS[name],
        model=dataclasses.replace(PRESETS[name].model),
        train=dataclasses.replace(PRESETS[name].train),
    )


# The shape-giving fields and the `nmt train` flags that set them (Table 3's N, d_model,
# d_ff, h, the norm's placement, and each stack's own depth): a --preset's values, each
# flag given on top.
ARCH_FLAGS = {"n_layers": "--layers", "d_model": "--d-model", "d_ff": "--d-ff",
              "n_heads": "--heads", "pre_norm": "--pre-norm",
              "encoder_layers": "--encoder-layers", "decoder_layers": "--decoder-layers",
              "restrict_output": "--restrict-output"}
# the switches among them, with the flag that turns each off: they count only when given
SWITCH_FLAGS = {"pre_norm": "--post-norm", "restrict_output": "--no-restrict-output"}
# what n_layers stands in for where a stack has no depth of its own
DEPTH_FIELDS = ("encoder_layers", "decoder_layers")


def depths(model_config: dict) -> tuple[Any, Any]:
    """(encoder, decoder) layers of a model config as plain data (a checkpoint's, an
    export's, or what flags ask for): each stack's own depth, else n_layers (None where
    neither is there)."""
    n = model_config.get("n_layers")
    return tuple(n if model_config.get(f) is None else model_config[f] for f in DEPTH_FIELDS)


def layers_phrase(model_config: dict) -> str:
    """The depth in words: "6 layers", or "12 encoder and 1 decoder layers" where the
    stacks differ."""
    encoder, decoder = depths(model_config)
    if encoder == decoder:
        return f"{encoder if encoder is not None else '?'} layers"
    return f"{encoder} encoder and {decoder} decoder layers"


def asked_architecture(preset_name: str | None, model_overrides: dict) -> dict[str, Any]:
    """The shape a --preset and the shape flags ask for: only what they name.

    A switch (the norm's placement, the restricted output) counts only when its flag is
    given, so that a pre-norm run resumes under its preset's name without the flag given
    again; a stack's own depth only when its flag is given (a preset's stacks have n_layers).
    """
    asked = {} if preset_name is None else {
        f: getattr(preset(preset_name).model, f) for f in ARCH_FLAGS
        if f not in SWITCH_FLAGS and f not in DEPTH_FIELDS}
    asked.update({f: model_overrides[f] for f in ARCH_FLAGS
                  if model_overrides.get(f) is not None})
    return asked


def architecture_diff(preset_name: str | None, model_overrides: dict,
                      saved: dict[str, Any]) -> dict[str, tuple[Any, Any]]:
    """Where ``asked_architecture`` and a checkpoint's ``model_config`` disagree:
    field -> (the checkpoint's value, the asked one).

    Depths are compared stack by stack (``depths``), so that the same shape asked for
    another way (``--layers 3`` or ``--encoder-layers 3 --decoder-layers 3``) fits; a
    stack that differs is named by its own field where either side gives it one, else
    by n_layers, as before the stacks had their own.
    """
    asked = asked_architecture(preset_name, model_overrides)
    diff = {f: (saved.get(f), v) for f, v in asked.items()
            if f != "n_layers" and f not in DEPTH_FIELDS and saved.get(f) != v}
    for f, want, have in zip(DEPTH_FIELDS, depths(asked), depths(saved)):
        if want is None or want == have:
            continue
        if f in asked or saved.get(f) is not None:
            diff[f] = (have, want)
        else:
            diff["n_layers"] = (saved.get("n_layers"), asked["n_layers"])
    return {f: diff[f] for f in ARCH_FLAGS if f in diff}  # in the flags' order


def architecture_flags(preset_name: str | None, model_overrides: dict) -> str:
    """The flags behind ``asked_architecture``, as the user typed them."""
    words = [f"--preset {preset_name}"] if preset_name is not None else []
    for f, flag in ARCH_FLAGS.items():
        value = model_overrides.get(f)
        if value is not None and f in SWITCH_FLAGS:
            words.append(flag if value else SWITCH_FLAGS[f])
        elif value is not None:
            words.append(f"{flag} {value}")
    return " ".join(words)


def to_dict(cfg: Any) -> dict[str, Any]:
    """Plain data for JSON and for ``torch.load(weights_only=True)``."""
    return asdict(cfg)


def from_dict(cls: type, data: dict[str, Any]):
    """Rebuild a config, ignoring keys this version does not know."""
    known = {f.name for f in fields(cls)}
    kwargs = {k: v for k, v in data.items() if k in known}
    if "adam_betas" in kwargs:
        kwargs["adam_betas"] = tuple(kwargs["adam_betas"])
    return cls(**kwargs)


def override(cfg: Any, **changes: Any):
    """Replace the fields given (None means: keep the preset's value)."""
    return dataclasses.replace(cfg, **{k: v for k, v in changes.items() if v is not None})
