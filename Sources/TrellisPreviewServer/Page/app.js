// The live preview page: polls /api/status for new builds, renders the chosen preview and
// variant through /api/render, and inspects or taps the picture. Every frame, name and
// explanation comes from the runner's inspection; the page only finds the view under the
// pointer: the last view, depth first, whose frame holds the point, as LayoutHost.tap(at:) does.
"use strict";

const axes = ["device", "design", "colorScheme", "dynamicType", "layoutDirection", "locale"];
const page = {
  preview: null, version: -1, answer: null, renders: 0, token: 0, selected: null,
  taps: {}, // by preview and variant: the clicks to replay
};
window.trellisPreview = page;

const $ = (id) => document.getElementById(id);

async function getJSON(url) {
  try {
    const response = await fetch(url, { cache: "no-store" });
    let body;
    try { body = await response.json(); } catch (e) { body = { error: response.status + " " + response.statusText }; }
    return { ok: response.ok, status: response.status, body };
  } catch (e) {
    return { ok: false, status: 0, body: { error: "the preview server does not answer (" + e + ")" } };
  }
}

function variantKey() {
  return [page.preview].concat(axes.map((axis) => $(axis).value)).join("|");
}

function currentTaps() {
  return page.taps[variantKey()] || [];
}

function renderQuery() {
  const query = new URLSearchParams({ preview: page.preview });
  for (const axis of axes) if ($(axis).value) query.set(axis, $(axis).value);
  const taps = currentTaps();
  if (taps.length) query.set("taps", taps.map((tap) => tap.x + "," + tap.y).join(";"));
  return query;
}

function fill(select, names, defaultLabel) {
  select.replaceChildren();
  select.append(new Option(defaultLabel, ""));
  for (const name of names) select.append(new Option(name, name));
}

async function start() {
  const { ok, body } = await getJSON("/api/axes");
  if (ok) {
    fill($("device"), body.devices, "preview's own");
    fill($("design"), body.designs, "the app's (default)");
    fill($("colorScheme"), body.colorSchemes, "light (default)");
    fill($("dynamicType"), body.dynamicTypes, "large (default)");
    fill($("layoutDirection"), body.layoutDirections, "ltr (default)");
    fill($("locale"), body.locales, "en_US (default)");
  }
  const saved = new URLSearchParams(location.hash.slice(1));
  for (const axis of axes) if (saved.get(axis)) $(axis).value = saved.get(axis);
  page.preview = saved.get("preview");
  for (const axis of axes) $(axis).addEventListener("change", changed);
  $("interact").addEventListener("change", () => $("stage").classList.toggle("interact", $("interact").checked));
  $("reset").addEventListener("click", () => { delete page.taps[variantKey()]; changed(); });
  $("picture").addEventListener("mousemove", (event) => highlight("hover", nodeAt(event)));
  $("picture").addEventListener("mouseleave", () => { $("hover").hidden = true; });
  $("picture").addEventListener("click", clicked);
  await poll();
  setInterval(poll, 1000);
}

function changed() {
  const state = new URLSearchParams({ preview: page.preview || "" });
  for (const axis of axes) if ($(axis).value) state.set(axis, $(axis).value);
  history.replaceState(null, "", "#" + state);
  render();
}

async function poll() {
  const { ok, body } = await getJSON("/api/status");
  const status = $("status");
  if (!ok) {
    status.textContent = body.error;
    status.className = "failed";
    return;
  }
  status.className = body.building ? "building" : body.buildError ? "failed" : "";
  status.textContent = body.building ? "building…"
    : body.buildError ? "the package does not build: showing the last good picture"
    : body.version ? "build " + body.version + " · " + body.previews.length + " previews · built in "
      + (body.buildSeconds || 0).toFixed(1) + " s"
    : "building…";
  $("build-error").hidden = !body.buildError;
  $("build-error").textContent = body.buildError || "";
  if (body.version !== page.version && body.version > 0) {
    page.version = body.version;
    listPreviews(body.previews);
    if (!body.previews.some((preview) => preview.id === page.preview)) {
      page.preview = body.previews.length ? body.previews[0].id : null;
    }
    markCurrent();
    render();
  }
}

function listPreviews(previews) {
  const list = $("previews");
  list.replaceChildren();
  for (const preview of previews) {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.id = preview.id;
    button.textContent = preview.displayName || preview.id;
    const where = document.createElement("small");
    where.textContent = preview.fileID + ":" + preview.line + (preview.layout ? " · " + preview.layout : "");
    button.append(where);
    button.addEventListener("click", () => { page.preview = preview.id; markCurrent(); changed(); });
    const item = document.createElement("li");
    item.append(button);
    list.append(item);
  }
}

function markCurrent() {
  for (const button of document.querySelectorAll("#previews button")) {
    button.setAttribute("aria-current", String(button.dataset.id === page.preview));
  }
}

async function render() {
  if (!page.preview) return;
  const token = ++page.token;
  const taps = currentTaps();
  $("taps").textContent = taps.length ? taps.length + (taps.length === 1 ? " tap" : " taps") : "";
  $("stage").classList.add("stale");
  const { ok, body } = await getJSON("/api/render?" + renderQuery());
  if (token !== page.token) return; // a newer request is on its way
  $("stage").classList.remove("stale");
  const error = $("render-error");
  if (!ok) {
    error.hidden = false;
    error.textContent = body.error; // the picture stays as it was
    return;
  }
  error.hidden = true;
  page.answer = body;
  page.layout = JSON.parse(body.layout);
  const picture = $("picture");
  picture.onload = () => {
    page.renders += 1;
    picture.dataset.renders = String(page.renders);
    const previous = page.selected && page.selected.path;
    select(previous ? body.inspection.nodes.find((node) => node.path === previous) : null);
  };
  picture.style.width = page.layout.size[0] + "px";
  picture.style.height = page.layout.size[1] + "px";
  picture.src = "data:image/png;base64," + body.png;
  const issues = $("issues");
  issues.replaceChildren();
  for (const issue of body.runtimeIssues) {
    const item = document.createElement("li");
    item.textContent = issue;
    issues.append(item);
  }
}

/** The point under the pointer, in the window's points. */
function pointOf(event) {
  const picture = $("picture");
  const rect = picture.getBoundingClientRect();
  const size = page.layout.size;
  return {
    x: Math.round(((event.clientX - rect.left) * size[0] / rect.width) * 100) / 100,
    y: Math.round(((event.clientY - rect.top) * size[1] / rect.height) * 100) / 100,
  };
}

/** The deepest view at the pointer: the last, depth first, whose frame holds the point. */
function nodeAt(event) {
  if (!page.answer || !page.answer.inspection) return null;
  const point = pointOf(event);
  let found = null;
  for (const node of page.answer.inspection.nodes) {
    const [x, y, width, height] = node.frame;
    if (point.x >= x && point.x < x + width && point.y >= y && point.y < y + height) found = node;
  }
  return found;
}

function highlight(box, node) {
  const element = $(box);
  if (!node) { element.hidden = true; return; }
  const picture = $("picture");
  const scale = picture.clientWidth / page.layout.size[0];
  const [x, y, width, height] = node.frame;
  Object.assign(element.style, {
    left: x * scale + "px", top: y * scale + "px", width: width * scale + "px", height: height * scale + "px",
  });
  element.hidden = false;
}

function clicked(event) {
  if ($("interact").checked && page.answer) {
    const key = variantKey();
    page.taps[key] = (page.taps[key] || []).concat([pointOf(event)]);
    render();
    return;
  }
  select(nodeAt(event));
}

function select(node) {
  page.selected = node || null;
  highlight("selection", node);
  $("inspector-hint").hidden = !!node;
  $("inspector-fields").hidden = !node;
  $("inspector-explain").hidden = !node;
  $("inspector-explain-title").hidden = !node;
  if (!node) return;
  const nodes = page.answer.inspection.nodes;
  let source = null;
  for (let current = node; current && !source; current = current.parent == null ? null : nodes[current.parent]) {
    if (current.sourceViews.length) {
      source = current.sourceViews.join(" ← ") + (current === node ? "" : " (the view it is in)");
    }
  }
  const [x, y, width, height] = node.frame;
  $("inspector-name").textContent = "#" + node.index + " " + node.name;
  // Three decimals at most, as `trellis explain` prints lengths.
  $("inspector-frame").textContent = "(" + [x, y, width, height].map((v) => +v.toFixed(3)).join(", ") + ")";
  $("inspector-source").textContent = source || "—";
  $("inspector-identifiers").textContent = node.identifiers.length ? node.identifiers.join(", ") : "—";
  $("inspector-path").textContent = node.path;
  $("inspector-diagnostics").textContent = node.diagnostics.length ? node.diagnostics.join("\n") : "none";
  $("inspector-explain").textContent = node.explain;
}

start();
