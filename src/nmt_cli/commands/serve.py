"""``nmt serve``: its flags, and a call into ``serve.server``."""

from __future__ import annotations

import re
from pathlib import Path
from typing import List, Optional

import typer

from ..decode.contract import DecodeOptions
from ..errors import NmtError
from ..serve.limits import Limits, ModelSpec, ServeOptions, check_limits, load_api_keys


def serve(
    ckpt: Optional[List[Path]] = typer.Option(None, "--ckpt", help="Checkpoint, `nmt export` directory, or several checkpoints (an ensemble): one model."),
    model: Optional[List[str]] = typer.Option(None, "--model", metavar="[SRC-TGT=]PATH", help="A model to serve beside the others (a checkpoint or an `nmt export` directory), its pair read from it or given as en-de=PATH; repeatable."),
    max_models_loaded: Optional[int] = typer.Option(None, "--max-models-loaded", metavar="N", help="Models in memory at most; the others load on first use, the least recently used unloaded.", show_default="all"),
    pivot: str = typer.Option("en", "--pivot", metavar="LANG", help="The language tried first to translate a pair no model translates (es -> en -> de)."),
    host: str = typer.Option("127.0.0.1", "--host", help="Address to listen on (0.0.0.0: every interface)."),
    port: int = typer.Option(8000, "--port", help="Port to listen on (0: a free one)."),
    beam: int = typer.Option(4, "--beam", help="Default beam size (paper: 4)."),
    lenpen: float = typer.Option(0.6, "--lenpen", help="Default length penalty alpha (paper: 0.6)."),
    lenpen_style: str = typer.Option("gnmt", "--lenpen-style", help="gnmt or plain, as in `nmt translate`."),
    max_len_a: float = typer.Option(1.0, "--max-len-a", help="Max output length = a * source length + b."),
    max_len_b: int = typer.Option(50, "--max-len-b", help="Max output length = a * source length + b."),
    max_input_len: int = typer.Option(1024, "--max-input-len", help="Longest line in subwords; longer ones are refused."),
    device: str = typer.Option("auto", "--device", help="auto, cpu, cuda, cuda:N."),
    precision: str = typer.Option("fp32", "--precision", help="fp32, bf16 or fp16."),
    max_beam: int = typer.Option(16, "--max-beam", help="Widest beam (and n-best) a request may ask for."),
    max_batch_tokens: int = typer.Option(4096, "--max-batch-tokens", help="Source tokens decoded together at most."),
    max_wait_ms: float = typer.Option(50.0, "--max-wait-ms", help="How long a request waits for others to batch with (under load: for the clients just answered)."),
    max_queue: int = typer.Option(10_000, "--max-queue", help="Lines waiting at most; beyond, requests get 503."),
    src: Optional[str] = typer.Option(None, "--src", metavar="LANG", help="Source language code, for a model that does not record it."),
    tgt: Optional[str] = typer.Option(None, "--tgt", metavar="LANG", help="Target language code, for a model that does not record it."),
    api_key: Optional[List[str]] = typer.Option(None, "--api-key", metavar="KEY", help="Require this key (api_key parameter, or Authorization: Bearer); repeatable."),
    api_keys_file: Optional[Path] = typer.Option(None, "--api-keys-file", metavar="FILE", help="Require one of the keys in FILE (one per line)."),
    max_body_bytes: int = typer.Option(1 << 20, "--max-body-bytes", help="Largest request body; larger ones get 413."),
    max_chars: int = typer.Option(100_000, "--max-chars", help="Characters of text per request at most."),
    max_lines: int = typer.Option(1_000, "--max-lines", help="Lines of text per request at most."),
    cors_origin: Optional[List[str]] = typer.Option(None, "--cors-origin", metavar="ORIGIN", help="Let web pages of ORIGIN (or *) call the API; repeatable. Off by default."),
    engine: str = typer.Option("auto", "--engine", help="auto, torch or ct2, as in `nmt translate` (attention maps still come from the checkpoint)."),
    split: bool = typer.Option(True, "--split/--no-split", help="LibreTranslate's /translate: a text of several sentences is translated a sentence at a time, as `nmt translate` does."),
    protect: bool = typer.Option(True, "--protect/--no-protect", help="LibreTranslate's /translate: placeholders, tags, entities and URLs come out exactly as they went in."),
) -> None:
    """Serve translations over HTTP: LibreTranslate's API, a native API, a web page."""
    limits = Limits(api_keys=load_api_keys(api_key, api_keys_file), max_body_bytes=max_body_bytes,
                    max_chars=max_chars, max_lines=max_lines, cors_origins=tuple(cors_origin or ()))
    decode = DecodeOptions(beam=beam, lenpen=lenpen, lenpen_style=lenpen_style,
                           max_len_a=max_len_a, max_len_b=max_len_b, max_input_len=max_input_len,
                           engine=engine)
    serve_options = ServeOptions(device=device, precision=precision, max_beam=max_beam,
                                 max_batch_tokens=max_batch_tokens, max_wait_ms=max_wait_ms,
                                 max_queue=max_queue, src_lang=src, tgt_lang=tgt,
                                 split=split, protect=protect,
                                 max_models_loaded=max_models_loaded, pivot=pivot)
    serve_options.check(decode)  # a typo fails before torch loads
    check_limits(limits)
    specs = [model_spec(m) for m in model or []]
    if not ckpt and not specs:
        raise NmtError("nothing to serve: give --ckpt PATH (one model or an ensemble) or "
                       "--model [SRC-TGT=]PATH (repeatable)")
    from ..serve.server import run_serve  # torch: when the command runs, once checked

    run_serve(ckpt or [], host, port, decode, serve_options, limits, specs)


_PAIR = re.compile(r"([A-Za-z][A-Za-z0-9_]*)-([A-Za-z][A-Za-z0-9_]*)")


def model_spec(text: str) -> ModelSpec:
    """``--model``'s value: ``en-de=PATH`` (the pair given) or ``PATH`` (the pair recorded)."""
    pair, sep, path = text.partition("=")
    match = _PAIR.fullmatch(pair) if sep else None
    if match is None:
        return ModelSpec((Path(text),))
    if not path:
        raise NmtError(f"--model {text}: no path after {pair}=")
    return ModelSpec((Path(path),), match.group(1), match.group(2))
