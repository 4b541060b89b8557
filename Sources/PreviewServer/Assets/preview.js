// animrender preview: the page. Plain JavaScript, no build step; talks to the server's /api and /events.
"use strict";

const $ = (id) => document.getElementById(id);
const canvas = $("canvas"), ctx = canvas.getContext("2d");

// What the page shows. `t` is the playhead in seconds; it survives reloads of the scene.
const state = {
  info: null, t: 0, playing: false, lastTick: 0,
  frameInFlight: false, frameWanted: false, shownFrame: -1, shownGeneration: -1,
  plot: null, inspectTimer: 0, problem: null, socketOpen: false,
};
// Read by the browser tests: what is on screen, without scraping pixels for everything.
window.previewState = state;

function fmt(t) { return t.toFixed(3); }
function frameOf(t) { return state.info ? Math.min(state.info.frames - 1, Math.round(t * state.info.fps)) : 0; }
function frameTime(n) { return n / state.info.fps; }

async function api(path, options) {
  const response = await fetch(path, options);
  const type = response.headers.get("Content-Type") || "";
  if (!response.ok) {
    const body = type.includes("json") ? await response.json() : { error: await response.text() };
    if (body.problem) showProblem(body.problem);
    throw new Error(body.error || (body.problem && body.problem.header) || response.statusText);
  }
  return type.includes("json") ? response.json() : response;
}

// MARK: Scene info and the timeline

async function loadInfo() {
  const info = await api("/api/scene");
  state.info = info;
  $("file").textContent = info.file + " · " + info.width + "×" + info.height + " pt · " + info.fps + " fps · " + fmt(info.duration) + " s";
  if (canvas.width !== info.pixelWidth || canvas.height !== info.pixelHeight) {
    canvas.width = info.pixelWidth; canvas.height = info.pixelHeight;
    state.shownFrame = -1;
  }
  fitCanvas();
  const scrub = $("scrub");
  scrub.max = info.lastFrameTime; scrub.step = 1 / info.fps;
  state.t = Math.min(state.t, info.lastFrameTime);  // keep the playhead across reloads, inside the clip
  drawMarkers();
  $("taps-line").textContent = info.tapsLine;
  $("click-lines").textContent = (info.clickLines || []).join(",\n");
  if (info.error) showProblem(info.error); else hideProblem();
  $("status").textContent = "generation " + info.generation;
  document.body.dataset.generation = info.generation;
  return info;
}

// The canvas at the largest size that fits the stage, keeping the scene's aspect ratio (smaller
// scenes are scaled up, larger ones down).
function fitCanvas() {
  if (!state.info) return;
  const stage = $("stage"), pad = 16;
  const scale = Math.min((stage.clientWidth - pad) / state.info.width, (stage.clientHeight - pad) / state.info.height);
  if (!(scale > 0)) return;
  canvas.style.width = Math.floor(state.info.width * scale) + "px";
  canvas.style.height = Math.floor(state.info.height * scale) + "px";
}

function drawMarkers() {
  const box = $("markers"), info = state.info;
  box.replaceChildren();
  const span = Math.max(info.lastFrameTime, 1e-9);
  const add = (t, kind, title) => {
    if (t > info.lastFrameTime + 1e-9) return;
    const m = document.createElement("div");
    m.className = "marker " + kind; m.style.left = (100 * t / span) + "%"; m.title = title + " at " + fmt(t) + " s";
    box.appendChild(m);
  };
  info.events.forEach((t) => add(t, "event", "phase step / completion"));
  info.rests.forEach((t) => add(t, "rest", "comes to rest"));
  info.sceneTaps.forEach((t) => add(t, "tap", "tap"));
  info.userTaps.forEach((t) => add(t, "user", "tap added here"));
  (info.clickTimes || []).forEach((t) => add(t, "click", "view tapped here"));
  (info.keyframes || []).forEach((t) => add(t, "keyframe", "keyframe ends"));
}

function setTime(t, { fromScrub = false } = {}) {
  if (!state.info) return;
  state.t = Math.max(0, Math.min(t, state.info.lastFrameTime));
  if (!fromScrub) $("scrub").value = state.t;
  const n = frameOf(state.t);
  $("clock").textContent = fmt(state.t) + " s · frame " + n + " / " + (state.info.frames - 1);
  document.querySelectorAll(".plot .playhead").forEach((p) => { p.style.left = playheadLeft(); });
  requestFrame();
  scheduleInspect();
}

// MARK: Frames: one request at a time, always for the latest playhead (playback skips frames it cannot get in time)

function requestFrame() {
  if (state.frameInFlight) { state.frameWanted = true; return; }
  const n = frameOf(state.t), g = state.info.generation;
  if (n === state.shownFrame && g === state.shownGeneration) return;
  state.frameInFlight = true; state.frameWanted = false;
  fetch("/api/frame?t=" + frameTime(n) + "&g=" + g)
    .then(async (response) => {
      if (!response.ok) {
        const body = await response.json().catch(() => ({}));
        if (body.problem) showProblem(body.problem);
        throw new Error(body.error || response.statusText);
      }
      const bitmap = await createImageBitmap(await response.blob());
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      ctx.drawImage(bitmap, 0, 0);
      state.shownFrame = n; state.shownGeneration = g;
      canvas.dataset.frame = n; canvas.dataset.generation = g;
    })
    .catch((e) => { $("status").textContent = e.message; })
    .finally(() => { state.frameInFlight = false; if (state.frameWanted) requestFrame(); });
}

// MARK: Playback

function play(on) {
  state.playing = on;
  $("play").textContent = on ? "❚❚ Pause" : "▶︎ Play";
  if (on) {
    if (state.t >= state.info.lastFrameTime) setTime(0);
    state.lastTick = performance.now();
    requestAnimationFrame(tick);
  }
}

function tick(now) {
  if (!state.playing) return;
  const speed = Number($("speed").value);
  let t = state.t + (now - state.lastTick) / 1000 * speed;
  state.lastTick = now;
  if (t > state.info.lastFrameTime) {
    if ($("loop").checked) t = 0; else { setTime(state.info.lastFrameTime); play(false); return; }
  }
  setTime(t);
  requestAnimationFrame(tick);
}

function step(frames) {
  play(false);
  setTime(frameTime(Math.max(0, Math.min(state.info.frames - 1, frameOf(state.t) + frames))));
}

// MARK: Taps

async function tap(body) {
  const n = frameOf(state.t);
  let query = "t=" + frameTime(n);
  if (body) query += "&x=" + body.x + "&y=" + body.y;
  const result = await api("/api/tap?" + query, { method: "POST" });
  const info = result.scene || result;
  if (result.scene) {
    $("tap-result").textContent = result.hit ? "tapped " + result.kind + " at " + fmt(frameTime(n)) + " s" : "nothing tappable there: nothing tapped";
  } else {
    $("tap-result").textContent = "tapped at " + fmt(frameTime(n)) + " s";
  }
  await refreshAll(info);
}

function canvasPoint(event) {
  const r = canvas.getBoundingClientRect();
  // Rounded to a tenth of a point: the point is written into the recorded `Tap(at:x:y:)` line.
  const round = (v) => Math.round(v * 10) / 10;
  return { x: round((event.clientX - r.left) / r.width * state.info.width), y: round((event.clientY - r.top) / r.height * state.info.height) };
}

// MARK: Curves and inspect

async function loadPlot() {
  const plot = await api("/api/plot");
  state.plot = plot;
  const box = $("plots");
  box.replaceChildren();
  if (plot.curves.length === 0) { box.innerHTML = '<p class="muted">nothing in this scene changes over time</p>'; return; }
  for (const curve of plot.curves) {
    const panel = document.createElement("div");
    panel.className = "plot";
    const name = document.createElement("div");
    name.className = "name";
    const lo = Math.min(...curve.values), hi = Math.max(...curve.values);
    name.textContent = curve.name + "  [" + lo.toFixed(2) + " … " + hi.toFixed(2) + "]";
    name.title = name.textContent;
    const c = document.createElement("canvas");
    const head = document.createElement("div");
    head.className = "playhead";
    panel.append(name, c, head);
    box.appendChild(panel);
    drawCurve(c, curve, plot.end, lo, hi);
    head.style.left = playheadLeft();
  }
}

function playheadLeft() {
  if (!state.info) return "0";
  const span = Math.max(state.plot ? state.plot.end : state.info.lastFrameTime, 1e-9);
  return "calc(1px + (100% - 2px) * " + Math.min(1, state.t / span) + ")";
}

function drawCurve(c, curve, end, lo, hi) {
  const w = c.width = c.clientWidth * devicePixelRatio, h = c.height = 60 * devicePixelRatio;
  const g = c.getContext("2d"), pad = 4 * devicePixelRatio, span = Math.max(end, 1e-9);
  g.strokeStyle = "#ccc"; g.lineWidth = 1;
  g.setLineDash([3, 3]);
  for (const t of state.info.sceneTaps.concat(state.info.userTaps)) { const x = t / span * w; g.beginPath(); g.moveTo(x, 0); g.lineTo(x, h); g.stroke(); }
  g.setLineDash([]);
  g.strokeStyle = "#e0531a"; g.lineWidth = 1.5 * devicePixelRatio;
  g.beginPath();
  curve.times.forEach((t, i) => {
    const x = t / span * w, y = h - pad - (curve.values[i] - lo) / (hi - lo) * (h - 2 * pad);
    if (i === 0) g.moveTo(x, y); else g.lineTo(x, y);
  });
  g.stroke();
}

// While playing, inspect at most four times a second (a pending request is not pushed back, or it
// would never run); when paused, shortly after the playhead stops moving.
function scheduleInspect() {
  if (state.playing && state.inspectTimer) return;
  clearTimeout(state.inspectTimer);
  state.inspectTimer = setTimeout(() => { state.inspectTimer = 0; loadInspect(); }, state.playing ? 250 : 30);
}

async function loadInspect() {
  const n = frameOf(state.t);
  const inspection = await api("/api/inspect?t=" + frameTime(n)).catch(() => null);
  if (!inspection) return;
  $("inspect-time").textContent = "t = " + fmt(inspection.time) + " s, frame " + inspection.frame;
  const box = $("inspect");
  box.replaceChildren();
  inspection.nodes.forEach((node, i) => {
    const div = document.createElement("div");
    div.className = "node";
    const label = node.text !== undefined ? JSON.stringify(node.text) : (node.shape || node.symbol || "");
    div.textContent = "#" + i + " " + node.kind + " " + label + "  bounds [" + node.bounds.join(", ") + "]" +
      (node.cornerRadius !== undefined ? "  cornerRadius " + node.cornerRadius : "");
    for (const m of node.modifiers) {
      const line = document.createElement("div");
      line.className = "mods";
      line.textContent = m.name + " " + Object.entries(m).filter(([k]) => k !== "name").map(([k, v]) => k + ": " + JSON.stringify(v)).join(", ");
      div.appendChild(line);
    }
    box.appendChild(div);
  });
}

// MARK: Errors

function showProblem(problem) {
  state.problem = problem;
  $("overlay-title").textContent = state.shownFrame >= 0 ? "Scene error: the last good frame stays below." : "Scene error.";
  $("overlay-header").textContent = problem.header;
  $("overlay-excerpt").textContent = problem.excerpt || "";
  $("overlay").hidden = false;
}

function hideProblem() { state.problem = null; $("overlay").hidden = true; }

// MARK: Export

async function exportAs(format) {
  const status = $("export-status");
  status.textContent = "rendering " + format.toUpperCase() + "…";
  try {
    const response = await api("/api/export?format=" + format + "&t=" + frameTime(frameOf(state.t)));
    const name = (response.headers.get("Content-Disposition") || "").match(/filename="([^"]+)"/);
    const blob = await response.blob();
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob); a.download = name ? name[1] : "export." + format;
    document.body.appendChild(a); a.click(); a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 60000);
    status.textContent = "exported " + a.download + " (" + Math.round(blob.size / 1024) + " KB)";
  } catch (e) {
    status.textContent = "export failed: " + e.message;
  }
}

// MARK: Hot reload over the /events WebSocket

function connect() {
  const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/events");
  socket.onopen = () => { state.socketOpen = true; };
  socket.onmessage = async (event) => {
    const message = JSON.parse(event.data);
    if (message.type === "error") { showProblem(message.error); return; }
    if (message.type === "hello" && message.error) showProblem(message.error);
    if (!state.info || message.generation !== state.info.generation) await refreshAll();
  };
  socket.onclose = () => { state.socketOpen = false; $("status").textContent = "disconnected: retrying…"; setTimeout(connect, 1000); };
}

async function refreshAll(info) {
  if (info) { state.info = info; }
  await loadInfo();
  setTime(state.t);
  await loadPlot().catch((e) => { $("plots").textContent = "no curves: " + e.message; });
}

// MARK: Wiring

$("play").onclick = () => play(!state.playing);
$("step-back").onclick = () => step(-1);
$("step-forward").onclick = () => step(1);
$("scrub").oninput = (e) => { play(false); setTime(Number(e.target.value), { fromScrub: true }); };
$("tap").onclick = () => tap().catch((e) => { $("tap-result").textContent = e.message; });
$("clear-taps").onclick = () => api("/api/taps/clear", { method: "POST" }).then(refreshAll).catch((e) => { $("tap-result").textContent = e.message; });
$("copy-taps").onclick = () => navigator.clipboard && navigator.clipboard.writeText($("taps-line").textContent);
$("copy-clicks").onclick = () => navigator.clipboard && navigator.clipboard.writeText($("click-lines").textContent);
canvas.onclick = (event) => { if (state.info) tap(canvasPoint(event)).catch((e) => { $("tap-result").textContent = e.message; }); };
document.querySelectorAll("#exportbar button").forEach((b) => { b.onclick = () => exportAs(b.dataset.format); });
document.addEventListener("keydown", (e) => {
  if (!state.info || e.target.tagName === "INPUT" && e.target.type !== "range" || e.target.tagName === "SELECT") return;
  if (e.key === "ArrowLeft") { step(-1); e.preventDefault(); }
  else if (e.key === "ArrowRight") { step(1); e.preventDefault(); }
  else if (e.key === " ") { play(!state.playing); e.preventDefault(); }
  else if (e.key === "Home") { play(false); setTime(0); }
  else if (e.key === "End") { play(false); setTime(state.info.lastFrameTime); }
});
window.addEventListener("resize", () => { fitCanvas(); if (state.plot) loadPlot(); });

// A link may name a time: /#t=0.8 opens with the playhead there.
const linked = /(?:^#|&)t=([0-9.]+)/.exec(location.hash);
if (linked) state.t = Number(linked[1]);

refreshAll().catch((e) => {
  $("status").textContent = e.message;
  $("plots").textContent = "no curves until the scene loads";
}).finally(connect);
