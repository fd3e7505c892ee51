// The page of `nmt serve`: sends the text box to POST /v1/translate and draws, per sentence,
// the translation, the n-best list and the best hypothesis' cross-attention as an SVG heatmap.
// Plain DOM and SVG, no libraries: the server may run offline.
"use strict";

const $ = (id) => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";
// A server started with --api-key needs one: open the page as /?api_key=KEY. It is sent
// as a header, never put in the API's URLs, so it stays out of their logs.
const KEY = new URLSearchParams(location.search).get("api_key");
const AUTH = KEY ? {"Authorization": `Bearer ${KEY}`} : {};

function el(tag, attrs = {}, text) {
  const node = tag.startsWith("svg:") ? document.createElementNS(SVG, tag.slice(4))
                                      : document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

// A server of several models: one choice per pair a model translates (the native API does
// not pivot; LibreTranslate's /translate does).
function listPairs(info) {
  const select = $("pair");
  for (const m of info.models) {
    for (const target of m.languages.target) {
      select.appendChild(el("option", {value: `${m.languages.source}|${target}`},
                            `${m.languages.source} → ${target} (${m.model})`));
    }
  }
  select.hidden = false;
  $("model").textContent = `${info.models.length} models · ` +
    `${info.models.filter((m) => m.loaded).length} loaded`;
  $("beam").max = $("nbest").max = info.limits.max_beam;
}

async function describeModel() {
  try {
    const info = await (await fetch("/v1/model", {headers: AUTH})).json();
    if (info.models.length && typeof info.models[0] === "object") return listPairs(info);
    const lang = info.languages || {};
    const cfg = info.config || {};
    const params = info.parameters ? ` · ${(info.parameters / 1e6).toFixed(1)}M parameters` : "";
    // a stack without a depth of its own has n_layers (nmt train --encoder-layers/--decoder-layers)
    const enc = cfg.encoder_layers ?? cfg.n_layers, dec = cfg.decoder_layers ?? cfg.n_layers;
    const depth = enc === dec ? `${enc} layers` : `${enc} encoder and ${dec} decoder layers`;
    $("model").textContent = `${lang.source} → ${lang.target} · ${info.backend} · ` +
      `${info.models.join(", ")} · step ${info.step} · ${depth}${params}`;
    $("beam").value = info.decoding.beam;
    $("beam").max = $("nbest").max = info.limits.max_beam;
    if (info.attention !== "available") {
      $("attention").checked = false;
      $("attention").disabled = true;
      $("attention").parentElement.title = info.attention;
    }
  } catch (e) {
    $("model").textContent = "cannot read /v1/model: " + e;
  }
}

// Source pieces across the top, target pieces down the left; a cell's shade is the weight
// that target position gives that source position (rows sum to 1).
function heatmap(att) {
  const cell = 22, S = att.source_tokens.length, T = att.target_tokens.length;
  const left = 8 + 7 * Math.max(...att.target_tokens.map((t) => t.length));
  const top = 10 + 6.5 * Math.max(...att.source_tokens.map((t) => t.length));
  const svg = el("svg:svg", {class: "heatmap", width: left + S * cell + 4, height: top + T * cell + 4,
                             viewBox: `0 0 ${left + S * cell + 4} ${top + T * cell + 4}`,
                             role: "img", "aria-label": "cross-attention heatmap"});
  att.source_tokens.forEach((tok, s) => {
    const x = left + s * cell + cell / 2, y = top - 4;
    svg.appendChild(el("svg:text", {x, y, transform: `rotate(-55 ${x} ${y})`}, tok));
  });
  att.target_tokens.forEach((tok, t) => {
    svg.appendChild(el("svg:text", {x: left - 4, y: top + t * cell + cell * 0.7,
                                    "text-anchor": "end"}, tok));
    att.matrix[t].forEach((w, s) => {
      const rect = el("svg:rect", {x: left + s * cell, y: top + t * cell, width: cell - 1,
                                   height: cell - 1, fill: "#2456c8",
                                   "fill-opacity": Math.max(0.03, w).toFixed(3)});
      rect.appendChild(el("svg:title", {}, `${tok} ← ${att.source_tokens[s]}: ${w.toFixed(3)}`));
      svg.appendChild(rect);
    });
  });
  return svg;
}

function alignmentText(att, source, translation) {
  const src = source.split(/\s+/).filter(Boolean), tgt = translation.split(/\s+/).filter(Boolean);
  return att.alignment.map(([i, j]) => `${src[i]} ↔ ${tgt[j]}`).join(" · ");
}

function render(result) {
  const out = $("output");
  out.replaceChildren();
  for (const s of result.sentences) {
    if (!s.source.trim()) continue;  // an empty line stays empty
    const best = s.hypotheses[0];
    const box = el("div", {class: "sentence"});
    box.appendChild(el("p", {class: "source"}, s.source));
    box.appendChild(el("p", {class: "translation"}, best.text));
    if (s.hypotheses.length > 1) {
      const list = el("ol", {class: "nbest"});
      for (const h of s.hypotheses) {
        const item = el("li");
        item.appendChild(el("span", {class: "score"}, h.score === null ? "" : h.score.toFixed(3)));
        item.appendChild(document.createTextNode(h.text));
        list.appendChild(item);
      }
      box.appendChild(list);
    }
    if (s.attention) {
      box.appendChild(heatmap(s.attention));
      box.appendChild(el("p", {class: "caption"},
        `decoder layer ${s.attention.layer}, mean of ${s.attention.heads} heads. ` +
        `Alignment: ${alignmentText(s.attention, s.source, best.text)}`));
    }
    out.appendChild(box);
  }
}

async function translate(event) {
  event.preventDefault();
  const status = $("status");
  const body = {text: $("text").value, beam: Number($("beam").value),
                nbest: Number($("nbest").value), attention: $("attention").checked};
  if (!$("pair").hidden) [body.source, body.target] = $("pair").value.split("|");
  if (!body.text.trim()) { status.textContent = "nothing to translate"; return; }
  $("translate").disabled = true;
  status.className = "";
  status.textContent = "translating…";
  const started = performance.now();
  try {
    const response = await fetch("/v1/translate", {method: "POST",
      headers: {"Content-Type": "application/json", ...AUTH}, body: JSON.stringify(body)});
    const answer = await response.json();
    if (!response.ok) throw new Error(answer.error || response.statusText);
    render(answer.results[0]);
    status.textContent = `${Math.round(performance.now() - started)} ms`;
  } catch (e) {
    status.className = "error";
    status.textContent = e.message;
  } finally {
    $("translate").disabled = false;
  }
}

$("form").addEventListener("submit", translate);
describeModel();
