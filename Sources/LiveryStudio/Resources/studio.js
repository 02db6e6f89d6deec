// Livery Studio: the page. Plain ES module, no build step.
// Talks to the server described in LiveryStudio.docc/HTTPAPI.md.

// The per-launch token arrives in the address; it is kept for this tab only (sessionStorage,
// so a reload still works) and taken out of the address bar, history and any later Referer.
const TOKEN = (() => {
  const params = new URLSearchParams(location.search);
  const given = params.get('token');
  let token = given ?? '';
  try {
    if (given) sessionStorage.setItem('livery-studio-token', given);
    else token = sessionStorage.getItem('livery-studio-token') ?? '';
  } catch (_) { /* storage off: the token lives in this page only */ }
  if (given !== null) {
    params.delete('token');
    const rest = params.toString();
    history.replaceState(history.state, '', location.pathname + (rest ? '?' + rest : '') + location.hash);
  }
  return token;
})();
// Height of one row of the token tree (virtualised list): compact (28 px, about 25 tokens in a
// desktop window) by default where a mouse points, comfortable (44 px, a finger's target) on touch
// screens and narrow windows; the tree's Density button switches and the choice is remembered.
const ROW_HEIGHTS = { compact: 28, comfortable: 44 };
const DENSITY_KEY = 'livery-studio-density';
function defaultDensity() {
  const fine = window.matchMedia?.('(pointer: fine)').matches ?? true;
  return fine && window.innerWidth >= 700 ? 'compact' : 'comfortable';
}
let density = (() => {
  try { const saved = localStorage.getItem(DENSITY_KEY); if (saved in ROW_HEIGHTS) return saved; } catch { /* storage off */ }
  return defaultDensity();
})();
let ROW_H = ROW_HEIGHTS[density];
const OVERSCAN = 8;        // rows rendered above and below the viewport
const SEARCH_DEBOUNCE = 120;
const LINT_PAGE = 400;     // diagnostics shown before "show more"

// The tree's row height and the button that switches it.
function applyDensity() {
  ROW_H = ROW_HEIGHTS[density];
  $('#workspace').dataset.density = density;
  const button = $('#density');
  button.textContent = '⇕';
  button.title = density === 'compact' ? 'Rows: compact. Switch to taller rows (44 px)' : 'Rows: comfortable. Switch to shorter rows (28 px), more tokens on screen';
  button.setAttribute('aria-label', button.title);
  button.setAttribute('aria-pressed', String(density === 'compact'));
  button.dataset.density = density;
}

// ---------------------------------------------------------------- helpers

const $ = (sel, root = document) => root.querySelector(sel);
const $$ = (sel, root = document) => [...root.querySelectorAll(sel)];

/** Creates an element: h('div', {class: 'x', onclick: f, dataset: {a: 1}}, child, 'text', [more]). */
function h(tag, props, ...children) {
  const el = document.createElement(tag);
  if (props) {
    for (const [k, v] of Object.entries(props)) {
      if (v == null || v === false) continue;
      if (k === 'class') el.className = v;
      else if (k === 'style') {
        if (typeof v === 'string') el.setAttribute('style', v);
        else for (const [p, val] of Object.entries(v)) { if (val != null && val !== '') el.style.setProperty(p, String(val)); }
      } else if (k === 'dataset') {
        for (const [d, val] of Object.entries(v)) if (val != null) el.dataset[d] = String(val);
      } else if (k.startsWith('on') && typeof v === 'function') {
        el.addEventListener(k.slice(2), v);
      } else if (k === 'value' || k === 'checked' || k === 'selected' || k === 'disabled' || k === 'hidden' || k === 'open' || k === 'indeterminate') {
        el[k] = v;
      } else {
        el.setAttribute(k, v === true ? '' : String(v));
      }
    }
  }
  appendChildren(el, children);
  return el;
}
function appendChildren(el, children) {
  for (const c of children) {
    if (c == null || c === false) continue;
    if (Array.isArray(c)) appendChildren(el, c);
    else if (c instanceof Node) el.append(c);
    else el.append(document.createTextNode(String(c)));
  }
}

function debounce(fn, ms) {
  let t = 0;
  return (...args) => { clearTimeout(t); t = setTimeout(() => fn(...args), ms); };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const nf = new Intl.NumberFormat();

function withToken(url) {
  return url + (url.includes('?') ? '&' : '?') + 'token=' + encodeURIComponent(TOKEN);
}

function location3(o) {
  if (!o || !o.file) return '';
  let s = o.file;
  if (o.line != null) s += ':' + o.line;
  if (o.line != null && o.column != null) s += ':' + o.column;
  return s;
}

function errorText(err) {
  if (!err) return 'Unknown error';
  const where = location3(err);
  let s = where ? `${where}: ${err.message}` : (err.message ?? String(err));
  if (err.rule) s += ` [${err.rule}]`;
  return s;
}

function conditionText(cond) {
  const entries = Object.entries(cond ?? {});
  if (!entries.length) return 'always';
  return entries.map(([k, v]) => `${k}=${v}`).join(', ');
}

// ---------------------------------------------------------------- API

class ApiError extends Error {
  constructor(status, error, body) {
    super(error?.message ?? `HTTP ${status}`);
    this.status = status;
    this.error = error ?? { message: `HTTP ${status}` };
    this.body = body;
  }
}

let expectedRevision = -1; // the newest revision a change made from this page answered with

async function api(path, { method = 'GET', body } = {}) {
  const headers = { 'X-Livery-Token': TOKEN };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    throw new ApiError(0, { message: `The server cannot be reached (${e.message}). Is livery studio still running?` });
  }
  const text = await res.text();
  let data = null;
  if (text) {
    try { data = JSON.parse(text); } catch { data = { error: { message: text.slice(0, 300) } }; }
  }
  if (!res.ok) throw new ApiError(res.status, data?.error ?? { message: `${res.status} ${res.statusText}` }, data);
  if (method !== 'GET' && typeof data?.revision === 'number') expectedRevision = Math.max(expectedRevision, data.revision);
  return data;
}

// ---------------------------------------------------------------- state

const state = {
  space: null,
  revision: -1,
  tokenSignature: '',
  tokensByPath: new Map(),
  tree: null,
  types: [],
  columns: [],                 // selection ids shown side by side
  resolved: new Map(),         // selection id -> {tokens, errorsByPath}
  lint: [],
  lintLimit: LINT_PAGE,
  contrast: new Map(),         // selection id -> pairs
  collapsed: new Set(),
  search: '',
  typeFilter: '',
  rows: [],
  matchCount: 0,
  activeRow: -1,
  selectedPath: null,
  detail: null,
  detailError: null,
  highlight: null,             // {file, line} of a declaration to highlight
  editor: null,                // {path, file, mode: 'edit'|'add', text, dirty, error}
  tab: 'values',
  allSelectionsOpen: false,
  jobs: new Map(),
  rolesDraft: new Map(),       // role -> token typed in the mapping editor (not yet applied)
  reloaded: [],
};

const selectionById = (id) => state.space?.selections.find((s) => s.id === id);
const selectionLabel = (id) => selectionById(id)?.label ?? (id || 'default');

// ---------------------------------------------------------------- toast

let toastTimer = 0;
function toast(message, kind = 'info') {
  const el = $('#toast');
  el.textContent = message;
  el.dataset.kind = kind;
  el.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  el.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { el.hidden = true; }, kind === 'error' ? 8000 : 3500);
}

function reportError(e, what) {
  console.error(what, e);
  const msg = e instanceof ApiError ? errorText(e.error) : (e?.message ?? String(e));
  toast(what ? `${what}: ${msg}` : msg, 'error');
}

// ---------------------------------------------------------------- loading

let refreshing = null;
let refreshAgain = false;

/** Re-fetches everything the page shows; calls made while one runs coalesce into one more run. */
function refresh() {
  if (refreshing) { refreshAgain = true; return refreshing; }
  refreshing = (async () => {
    do {
      refreshAgain = false;
      try { await doRefresh(); } catch (e) { reportError(e, 'Could not load the theme space'); }
    } while (refreshAgain);
  })().finally(() => { refreshing = null; });
  return refreshing;
}

let firstLoad = true;

async function doRefresh() {
  let space;
  if (state.space && state.columns.length) {
    // the columns are known: fetch the space and their values at once
    const [sp] = await Promise.all([api('/api/space'), loadResolved()]);
    space = sp;
    applySpace(space);
    const missing = state.columns.filter((id) => !state.resolved.has(id));
    await Promise.all([
      ...missing.map(ensureResolved),
      state.selectedPath ? loadDetail(false) : null,
      state.tab === 'check' ? loadContrast() : null,
    ]);
  } else {
    space = await api('/api/space');
    if (firstLoad) performance.mark('studio:space');
    applySpace(space);
    await Promise.all([
      loadResolved(),
      state.selectedPath ? loadDetail(false) : null,
      state.tab === 'check' ? loadContrast() : null,
    ]);
    if (firstLoad) performance.mark('studio:resolved');
  }
  renderAll();
  if (firstLoad) { firstLoad = false; performance.mark('studio:rendered'); }
  // lint can be slow on big spaces: it loads on its own, after the values, and is not awaited
  scheduleLint();
}

let linting = null;
let lintAgain = false;
/** Fetches the lint findings; calls made while one runs coalesce into one more run. */
function scheduleLint() {
  if (linting) { lintAgain = true; return linting; }
  linting = (async () => {
    do {
      lintAgain = false;
      try {
        await loadLint();
        renderLintViews();
        document.body.dataset.lint = String(state.lint.length);
      } catch (e) { reportError(e, 'Could not lint'); }
    } while (lintAgain);
  })().finally(() => { linting = null; });
  return linting;
}

function renderLintViews() {
  if (!state.space) return;
  renderTopBar();
  renderLint();
  if (state.selectedPath) renderDetail();
}

function applySpace(space) {
  state.space = space;
  state.revision = space.revision;
  const sig = space.tokens.length + '|' + space.tokens.map((t) => t.path + ':' + t.type).join(',');
  if (sig !== state.tokenSignature) {
    state.tokenSignature = sig;
    state.tokensByPath = new Map(space.tokens.map((t) => [t.path, t]));
    for (const t of space.tokens) t._lc = t.path.toLowerCase();
    state.tree = buildTree(space.tokens);
    state.types = [...new Set(space.tokens.map((t) => t.type))].sort();
    roleDatalistsBuilt = false;
  } else {
    // descriptions or files may have changed: keep the tree, update the token records
    for (const t of space.tokens) {
      const old = state.tokensByPath.get(t.path);
      if (old) Object.assign(old, t);
    }
  }
  const ids = new Set(space.selections.map((s) => s.id));
  state.columns = state.columns.filter((id) => ids.has(id));
  if (!state.columns.length) state.columns = defaultColumns(space);
  if (state.selectedPath && !state.tokensByPath.has(state.selectedPath)) {
    state.selectedPath = null;
    state.detail = null;
    state.editor = null;
  }
  for (const id of [...state.resolved.keys()]) if (!ids.has(id)) state.resolved.delete(id);
}

/** The default theme in the light and the dark appearance (or whatever the space's defaults are). */
function defaultColumns(space) {
  const sels = space.selections;
  if (!sels.length) return [];
  const defaults = Object.fromEntries(space.modifiers.map((m) => [m.name, m.default ?? m.contexts[0]]));
  const find = (ctx) => sels.find((s) => Object.entries(ctx).every(([k, v]) => s.contexts[k] === v));
  const first = find(defaults) ?? sels[0];
  const cols = [first.id];
  // A second column only where it differs: dark beside light when the set has a dark variant.
  const effective = space.modifiers.filter((m) => m.effective !== false);
  const appearance = effective.find((m) => m.name === 'appearance' && m.contexts.includes('dark'))
    ?? effective.find((m) => m.contexts.includes('dark'));
  if (appearance) {
    const dark = find({ ...first.contexts, [appearance.name]: 'dark' });
    if (dark && dark.id !== first.id) cols.push(dark.id);
  }
  return cols;
}

async function loadResolved() {
  const ids = [...new Set(state.columns)];
  const results = await Promise.allSettled(ids.map((id) => api('/api/resolved?selection=' + encodeURIComponent(id))));
  ids.forEach((id, i) => {
    if (results[i].status !== 'fulfilled') { state.resolved.delete(id); return; }
    const r = results[i].value;
    const errorsByPath = new Map();
    for (const e of r.errors ?? []) if (e.tokenPath && !errorsByPath.has(e.tokenPath)) errorsByPath.set(e.tokenPath, e);
    state.resolved.set(id, { tokens: r.tokens ?? {}, errors: r.errors ?? [], errorsByPath, preview: r.preview ?? {} });
  });
  const failed = results.find((r) => r.status === 'rejected');
  if (failed && !state.space) throw failed.reason;
}

async function ensureResolved(id) {
  if (state.resolved.has(id)) return;
  const r = await api('/api/resolved?selection=' + encodeURIComponent(id));
  const errorsByPath = new Map();
  for (const e of r.errors ?? []) if (e.tokenPath && !errorsByPath.has(e.tokenPath)) errorsByPath.set(e.tokenPath, e);
  state.resolved.set(id, { tokens: r.tokens ?? {}, errors: r.errors ?? [], errorsByPath, preview: r.preview ?? {} });
}

async function loadLint() {
  const r = await api('/api/lint');
  state.lint = r.diagnostics ?? [];
  state.lintFixable = r.fixable ?? {};
}

async function loadContrast() {
  const ids = [...new Set(state.columns)];
  const results = await Promise.all(ids.map((id) =>
    api('/api/contrast?selection=' + encodeURIComponent(id)).catch((e) => ({ error: e }))));
  state.contrast = new Map(ids.map((id, i) => [id, results[i]]));
}

async function loadDetail(render = true) {
  const path = state.selectedPath;
  if (!path) return;
  try {
    const d = await api('/api/token?path=' + encodeURIComponent(path));
    if (state.selectedPath !== path) return;
    state.detail = d;
    state.detailError = null;
    syncEditor();
  } catch (e) {
    if (state.selectedPath !== path) return;
    state.detail = null;
    state.detailError = e;
  }
  if (render) renderDetail();
}

// ---------------------------------------------------------------- tree

function buildTree(tokens) {
  const root = { name: '', path: '', children: new Map(), kids: [], token: null, count: 0 };
  for (const t of tokens) {
    const segs = t.path.split('.');
    let node = root;
    let prefix = '';
    for (const seg of segs) {
      prefix = prefix ? prefix + '.' + seg : seg;
      let child = node.children.get(seg);
      if (!child) {
        child = { name: seg, path: prefix, children: new Map(), kids: [], token: null, count: 0 };
        node.children.set(seg, child);
      }
      node = child;
    }
    node.token = t;
  }
  const finish = (n) => {
    n.kids = [...n.children.values()].sort((a, b) => collator.compare(a.name, b.name));
    n.count = n.token ? 1 : 0;
    for (const k of n.kids) { finish(k); n.count += k.count; }
  };
  finish(root);
  return root;
}

function flatten() {
  const rows = [];
  const root = state.tree;
  if (!root) { state.rows = rows; state.matchCount = 0; return; }
  const q = state.search.trim().toLowerCase();
  const type = state.typeFilter;
  const filtering = Boolean(q || type);
  let matches = 0;
  const match = (t) => {
    if (type && t.type !== type) return false;
    if (!q) return true;
    return t._lc.includes(q) || (t.description ? t.description.toLowerCase().includes(q) : false);
  };
  const walk = (node, depth) => {
    let any = false;
    for (const k of node.kids) {
      if (!k.kids.length) {
        if (k.token && match(k.token)) { rows.push({ kind: 'token', node: k, depth }); matches++; any = true; }
        continue;
      }
      const at = rows.length;
      const collapsed = !filtering && state.collapsed.has(k.path);
      rows.push({ kind: 'group', node: k, depth, open: !collapsed });
      if (collapsed) { any = true; continue; }
      let sub = false;
      if (k.token && match(k.token)) { rows.push({ kind: 'token', node: k, depth: depth + 1 }); matches++; sub = true; }
      if (walk(k, depth + 1)) sub = true;
      if (!sub && filtering) rows.length = at; else any = true;
    }
    return any;
  };
  walk(root, 0);
  if (!filtering) matches = root.count;
  state.rows = rows;
  state.matchCount = matches;
}

function revealToken(path) {
  // expand the ancestors, drop filters that hide it, scroll it into view
  const t = state.tokensByPath.get(path);
  if (!t) return false;
  const segs = path.split('.');
  for (let i = 1; i < segs.length; i++) state.collapsed.delete(segs.slice(0, i).join('.'));
  flatten();
  let idx = state.rows.findIndex((r) => r.kind === 'token' && r.node.token.path === path);
  if (idx < 0) {
    state.search = '';
    state.typeFilter = '';
    $('#search').value = '';
    $('#type-filter').value = '';
    flatten();
    idx = state.rows.findIndex((r) => r.kind === 'token' && r.node.token.path === path);
  }
  if (idx >= 0) {
    state.activeRow = idx;
    scrollRowIntoView(idx, true);
  }
  renderList();
  return true;
}

// ---------------------------------------------------------------- virtualised list

const listEl = () => $('#token-list');
let listVersion = 0; // bumped when the values shown in rows may have changed
let listFrame = 0;

function scheduleRenderList() {
  if (listFrame) return;
  listFrame = requestAnimationFrame(() => { listFrame = 0; renderList(); });
}

function scrollRowIntoView(idx, center = false) {
  const sc = listEl();
  const body = $('#vlist-body');
  const top = body.offsetTop + idx * ROW_H;
  const headerH = body.offsetTop;
  if (center) {
    sc.scrollTop = Math.max(0, top - sc.clientHeight / 2 + ROW_H / 2);
  } else if (top - headerH < sc.scrollTop) {
    sc.scrollTop = top - headerH;
  } else if (top + ROW_H > sc.scrollTop + sc.clientHeight) {
    sc.scrollTop = top + ROW_H - sc.clientHeight;
  }
}

function renderListHeader() {
  const head = $('#vlist-header');
  const cells = [h('div', { class: 'cell name' }, 'Token')];
  if (state.tab === 'values') {
    for (const id of state.columns) cells.push(h('div', { class: 'cell value', title: id }, selectionLabel(id)));
  }
  head.replaceChildren(...cells);
  requestAnimationFrame(updateColumnsHint);
}

/** Says so when some columns are scrolled out of view (they were clipped with no hint). */
function updateColumnsHint() {
  const list = listEl();
  const hint = $('#columns-hint');
  if (!list || !hint) return;
  const hidden = state.tab === 'values' ? [...$('#vlist-header').querySelectorAll('.cell.value')]
    .filter((c) => c.offsetLeft + c.offsetWidth > list.scrollLeft + list.clientWidth + 2).length : 0;
  hint.hidden = hidden === 0;
  hint.textContent = hidden ? `${hidden} more column${hidden === 1 ? '' : 's'} →` : '';
  hint.dataset.hidden = String(hidden);
}

/** The detail pane: open with a token, collapsed without (it kept 380 px empty), toggled by hand. */
function setDetailOpen(open) {
  state.detailOpen = open;
  $('#workspace').dataset.detail = open ? 'open' : 'collapsed';
  const t = $('#toggle-detail');
  if (t) { t.setAttribute('aria-expanded', String(open)); t.textContent = open ? 'Hide detail ⇥' : '⇤ Detail'; }
  requestAnimationFrame(updateColumnsHint);
}

function renderList() {
  const sc = listEl();
  const body = $('#vlist-body');
  const rows = state.rows;
  body.style.height = rows.length * ROW_H + 'px';
  $('#vlist-empty').hidden = rows.length > 0 || !state.tree;
  const top = Math.max(0, sc.scrollTop - body.offsetTop);
  const first = Math.max(0, Math.floor(top / ROW_H) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((top + sc.clientHeight) / ROW_H) + OVERSCAN);
  const showValues = state.tab === 'values';
  // rows whose content did not change keep their element (cheap scrolling, and a click that
  // re-renders between mousedown and mouseup still lands on the same element)
  const cache = new Map();
  const wanted = [];
  for (let i = first; i < last; i++) {
    const row = rows[i];
    const path = row.kind === 'group' ? row.node.path : row.node.token.path;
    const key = `${listVersion}|${showValues}|${i}|${row.kind}|${path}|${row.open}|${path === state.selectedPath}|${i === state.activeRow}`;
    wanted.push([key, row, i]);
  }
  for (const el of body.children) cache.set(el.dataset.key, el);
  const els = wanted.map(([key, row, i]) => {
    const old = cache.get(key);
    if (old) return old;
    const el = renderRow(row, i, showValues);
    el.dataset.key = key;
    return el;
  });
  const current = [...body.children];
  if (current.length !== els.length || current.some((el, k) => el !== els[k])) body.replaceChildren(...els);
  if (state.activeRow >= 0 && state.activeRow < rows.length && state.activeRow >= first && state.activeRow < last) {
    sc.setAttribute('aria-activedescendant', 'row-' + state.activeRow);
  } else {
    sc.removeAttribute('aria-activedescendant');
  }
  const total = state.tree ? state.tree.count : 0;
  $('#token-count').textContent = (state.search || state.typeFilter)
    ? `${nf.format(state.matchCount)} of ${nf.format(total)} tokens`
    : `${nf.format(total)} tokens`;
  $('#token-count').dataset.count = String(state.matchCount);
}

function renderRow(row, i, showValues) {
  const indent = 10 + row.depth * 16;
  const active = i === state.activeRow;
  if (row.kind === 'group') {
    const n = row.node;
    return h('div', {
      class: 'vrow group' + (active ? ' active' : ''), id: 'row-' + i, role: 'treeitem',
      'aria-expanded': String(row.open), 'aria-level': row.depth + 1, 'data-testid': 'group-row',
      'data-path': n.path, 'data-index': i, style: { top: i * ROW_H + 'px' }, title: n.path,
    },
    h('div', { class: 'cell name', style: { 'padding-left': indent + 'px' } },
      h('span', { class: 'twisty', 'aria-hidden': 'true' }, row.open ? '▾' : '▸'),
      h('span', { class: 'gname' }, n.name),
      h('span', { class: 'count' }, nf.format(n.count))));
  }
  const t = row.node.token;
  const selected = t.path === state.selectedPath;
  const cells = [h('div', { class: 'cell name', style: { 'padding-left': indent + 16 + 'px' } },
    h('span', { class: 'tname' + (t.deprecated ? ' deprecated' : '') }, row.node.name),
    h('span', { class: 'ttype' }, t.type))];
  let differs = false;
  if (showValues) {
    const signatures = new Set();
    for (const id of state.columns) {
      const r = state.resolved.get(id);
      if (r) signatures.add(JSON.stringify(r.tokens[t.path] ?? r.errorsByPath.get(t.path)?.message ?? null));
      cells.push(h('div', { class: 'cell value', 'data-selection': id },
        r ? valueView(r.tokens[t.path], r.errorsByPath.get(t.path)) : h('span', { class: 'muted' }, '…')));
    }
    // Values that differ between the selections shown are marked.
    differs = state.columns.length > 1 && signatures.size > 1;
  }
  return h('div', {
    class: 'vrow token' + (selected ? ' selected' : '') + (active ? ' active' : '') + (differs ? ' differs' : ''), id: 'row-' + i,
    'data-differs': String(differs),
    role: 'treeitem', 'aria-level': row.depth + 1, 'aria-selected': String(selected),
    'data-testid': 'token-row', 'data-path': t.path, 'data-index': i,
    style: { top: i * ROW_H + 'px' }, title: t.path + (t.description ? '\n' + t.description : ''),
  }, cells);
}

function onListClick(e) {
  const rowEl = e.target.closest('.vrow[data-index]');
  if (!rowEl) return;
  const i = Number(rowEl.dataset.index);
  activateRow(i, true);
}

function activateRow(i, fromClick = false) {
  const row = state.rows[i];
  if (!row) return;
  state.activeRow = i;
  if (row.kind === 'group') {
    toggleGroup(row.node.path);
  } else {
    selectToken(row.node.token.path);
  }
  if (!fromClick) scrollRowIntoView(state.activeRow);
  renderList();
}

function toggleGroup(path, open) {
  const isCollapsed = state.collapsed.has(path);
  const wantOpen = open ?? isCollapsed;
  if (state.search || state.typeFilter) return; // while filtering every match is shown
  if (wantOpen) state.collapsed.delete(path); else state.collapsed.add(path);
  flatten();
  renderList();
}

function onListKey(e) {
  const rows = state.rows;
  if (!rows.length) return;
  let i = state.activeRow < 0 ? 0 : state.activeRow;
  const page = Math.max(1, Math.floor(listEl().clientHeight / ROW_H) - 1);
  const row = rows[i];
  switch (e.key) {
    case 'ArrowDown': i = Math.min(rows.length - 1, state.activeRow < 0 ? 0 : i + 1); break;
    case 'ArrowUp': i = Math.max(0, i - 1); break;
    case 'PageDown': i = Math.min(rows.length - 1, i + page); break;
    case 'PageUp': i = Math.max(0, i - page); break;
    case 'Home': i = 0; break;
    case 'End': i = rows.length - 1; break;
    case 'ArrowRight':
      if (row?.kind === 'group' && !row.open) { toggleGroup(row.node.path, true); e.preventDefault(); return; }
      if (row?.kind === 'group') i = Math.min(rows.length - 1, i + 1);
      break;
    case 'ArrowLeft':
      if (row?.kind === 'group' && row.open && !(state.search || state.typeFilter)) { toggleGroup(row.node.path, false); e.preventDefault(); return; }
      for (let j = i - 1; j >= 0; j--) if (rows[j].kind === 'group' && rows[j].depth < row.depth) { i = j; break; }
      break;
    case 'Enter': case ' ':
      e.preventDefault();
      activateRow(i);
      return;
    default: return;
  }
  e.preventDefault();
  state.activeRow = i;
  if (rows[i].kind === 'token' && (e.key.startsWith('Arrow') || e.key.startsWith('Page') || e.key === 'Home' || e.key === 'End')) {
    selectToken(rows[i].node.token.path);
  }
  scrollRowIntoView(i);
  renderList();
}

// ---------------------------------------------------------------- values

function swatch(css, cls = 'swatch') {
  return h('span', { class: cls, 'aria-hidden': 'true' }, h('span', { class: 'fill', style: { background: css } }));
}

function typeData(entry) {
  if (!entry) return {};
  return entry[entry.type] ?? entry.font ?? entry.color ?? {};
}

function valueView(entry, err) {
  if (!entry) {
    if (err) return h('span', { class: 'v v-error', title: errorText(err) }, '⚠ ', err.message);
    return h('span', { class: 'v muted' }, '—');
  }
  const text = entry.text ?? '';
  switch (entry.type) {
    case 'color': {
      const c = entry.color ?? {};
      return h('span', { class: 'v v-color', title: c.css ?? text },
        swatch(c.css ?? text),
        h('span', { class: 'mono' }, c.hex ?? text),
        c.colorSpace ? h('span', { class: 'cs' }, c.colorSpace) : null);
    }
    case 'font': case 'typography': {
      const f = entry.font ?? entry.typography ?? {};
      const style = {};
      if (f.css) {
        style.font = f.css;
        if (typeof f.size === 'number' && f.size > 22) style['font-size'] = '22px';
        style['line-height'] = '1.1';
      }
      return h('span', { class: 'v v-font', title: f.css ?? text },
        f.css ? h('span', { class: 'font-sample', style }, 'Ag') : null,
        h('span', { class: 'vt' }, text || [f.family, f.size, f.weight].filter((x) => x != null).join(' ')));
    }
    case 'shadow': {
      const css = entry.shadow?.css;
      return h('span', { class: 'v v-shadow', title: css ?? text },
        css ? h('span', { class: 'shadow-box', style: { 'box-shadow': css } }) : null,
        h('span', { class: 'vt' }, text));
    }
    case 'gradient': {
      const css = entry.gradient?.css;
      return h('span', { class: 'v v-gradient', title: css ?? text },
        css ? h('span', { class: 'gradient-strip', style: { 'background-image': css } }) : null,
        h('span', { class: 'vt' }, text));
    }
    case 'dimension': {
      const css = entry.dimension?.css ?? text;
      return h('span', { class: 'v v-dimension', title: css },
        h('span', { class: 'dim-bar', style: { width: `min(${/^-?[\d.]+(px|rem|em|pt)$/.test(css) ? css.replace(/^-/, '') : '0px'}, 80px)` } }),
        h('span', { class: 'mono' }, css));
    }
    case 'border': {
      const css = entry.border?.css;
      return h('span', { class: 'v v-border', title: css ?? text },
        css ? h('span', { class: 'border-box', style: { border: css } }) : null,
        h('span', { class: 'vt' }, text));
    }
    case 'image':
      return imageView(entry);
    default:
      return h('span', { class: 'v v-text', title: text }, text);
  }
}

function imageView(entry) {
  const im = entry.image ?? {};
  const text = entry.text ?? im.name ?? '';
  if (im.kind === 'color' || (entry.color && !im.url)) {
    const css = entry.color?.css ?? im.css;
    return h('span', { class: 'v v-color' }, swatch(css), h('span', { class: 'vt' }, text));
  }
  if (im.kind === 'gradient') {
    const css = entry.gradient?.css ?? im.css;
    return h('span', { class: 'v v-gradient' }, h('span', { class: 'gradient-strip', style: { 'background-image': css } }), h('span', { class: 'vt' }, text));
  }
  if (im.url) {
    const local = im.kind === 'file' || im.url.startsWith('/');
    const src = local ? withToken(im.url) : im.url;
    return h('span', { class: 'v v-image', title: im.name ?? im.url },
      h('img', {
        class: 'thumb', src, alt: '', loading: 'lazy', referrerpolicy: 'no-referrer', decoding: 'async',
        onerror: (e) => { e.target.classList.add('broken'); e.target.title = 'could not be loaded'; },
      }),
      h('span', { class: 'vt' }, im.name ?? im.url));
  }
  return h('span', { class: 'v v-asset' }, h('span', { class: 'asset-tag' }, 'asset:'), ' ', im.name ?? text);
}

// ---------------------------------------------------------------- selection bar

function renderSelectionBar() {
  const bar = $('#selection-bar');
  const space = state.space;
  if (!space) { bar.replaceChildren(); return; }
  const mods = space.modifiers.filter((m) => m.effective !== false);
  const columns = state.columns.map((id, ci) => {
    const sel = selectionById(id);
    const controls = mods.length
      ? mods.map((m) => {
        const selectId = `col-${ci}-${m.name}`;
        return h('span', { class: 'mod' },
          h('label', { for: selectId }, m.name),
          h('select', {
            id: selectId, 'data-testid': 'selection-modifier', 'data-modifier': m.name, 'data-column': ci,
            onchange: (e) => changeColumn(ci, m.name, e.target.value),
          }, m.contexts.map((c) => h('option', { value: c, selected: sel?.contexts[m.name] === c }, c))));
      })
      : [h('span', { class: 'muted' }, sel?.label ?? 'default')];
    return h('div', { class: 'sel-column', 'data-testid': 'selection-column', 'data-column': ci, 'data-selection': id, role: 'group', 'aria-label': `Column ${ci + 1}: ${selectionLabel(id)}` },
      h('span', { class: 'col-num', 'aria-hidden': 'true' }, String(ci + 1)),
      controls,
      state.columns.length > 1
        ? h('button', { type: 'button', class: 'icon', title: 'Remove this column', 'aria-label': `Remove column ${ci + 1}`, 'data-testid': 'remove-column', onclick: () => removeColumn(ci) }, '×')
        : null);
  });
  const addSelect = h('select', { id: 'add-column', 'data-testid': 'add-column', onchange: (e) => { if (e.target.value) addColumn(e.target.value); } },
    h('option', { value: '' }, '+ Add column…'),
    space.selections.filter((s) => !state.columns.includes(s.id)).map((s) => h('option', { value: s.id }, s.label)));
  bar.replaceChildren(
    h('span', { class: 'bar-title' }, 'Shown side by side'),
    ...columns,
    h('label', { for: 'add-column', class: 'sr-only' }, 'Add a column'),
    addSelect,
    h('span', { class: 'spacer' }),
    h('button', {
      type: 'button', class: 'small', 'data-testid': 'new-theme', disabled: !space.canAddTheme,
      title: space.canAddTheme ? 'Add a theme to this space' : 'This space cannot take another theme', onclick: openNewTheme,
    }, 'New theme…'));
}

async function setColumns(cols) {
  state.columns = cols;
  try {
    await Promise.all(cols.map(ensureResolved));
    if (state.tab === 'check') await loadContrast();
  } catch (e) { reportError(e, 'Could not resolve the selection'); }
  syncEditor(true);
  renderAll();
}

function changeColumn(ci, modifier, context) {
  const current = selectionById(state.columns[ci]);
  const want = { ...(current?.contexts ?? {}), [modifier]: context };
  const sels = state.space.selections;
  // the exact combination, else the one that keeps the most of it (and always the chosen context)
  let best = null; let bestScore = -1;
  for (const s of sels) {
    if (s.contexts[modifier] !== context) continue;
    const score = Object.entries(want).filter(([k, v]) => s.contexts[k] === v).length;
    if (score > bestScore) { best = s; bestScore = score; }
  }
  if (!best) return;
  const cols = [...state.columns];
  cols[ci] = best.id;
  setColumns(cols);
}

function addColumn(id) { setColumns([...state.columns, id]); }
function removeColumn(ci) { const cols = [...state.columns]; cols.splice(ci, 1); setColumns(cols); }

// ---------------------------------------------------------------- detail and editor

function selectToken(path, { highlight = null } = {}) {
  setDetailOpen(true);
  if (state.selectedPath !== path) {
    state.selectedPath = path;
    state.detail = null;
    state.detailError = null;
    state.editor = null;
  }
  state.highlight = highlight;
  renderDetail();
  loadDetail();
  scheduleRenderList();
}

/** Which declaration wins in the first shown selection. */
function defaultTarget(d) {
  const first = state.columns[0];
  const win = d.selections?.[first];
  const decls = d.declarations ?? [];
  const editable = decls.filter((x) => x.editable !== false);
  // The declaration that won (or failed) in the first column is the one to change.
  if (win?.file && editable.some((x) => x.file === win.file)) return win.file;
  // Else one that applies to every selection (the base), else the first.
  const base = editable.find((x) => !x.condition || Object.keys(x.condition).length === 0);
  return base?.file ?? editable[0]?.file ?? decls[0]?.file ?? null;
}

function rawToText(raw) {
  if (raw == null) return '';
  try {
    const v = JSON.parse(raw);
    if (typeof v === 'string') return v;
    return raw;
  } catch { return raw; }
}

/** Keeps the editor's state in step with the loaded detail (never overwriting what the user typed). */
function syncEditor(columnsChanged = false) {
  const d = state.detail;
  if (!d || d.path !== state.selectedPath) return;
  const ed = state.editor;
  const decls = d.declarations ?? [];
  if (!ed || ed.path !== d.path) {
    const file = defaultTarget(d);
    const decl = decls.find((x) => x.file === file);
    state.editor = { path: d.path, file, mode: decl ? 'edit' : 'add', text: decl ? rawToText(decl.raw) : '', dirty: false, error: null };
    return;
  }
  if (ed.dirty) return;
  if (columnsChanged) ed.file = defaultTarget(d) ?? ed.file;
  const decl = decls.find((x) => x.file === ed.file);
  if (decl) { ed.mode = 'edit'; ed.text = rawToText(decl.raw); } else if (ed.mode === 'edit') {
    ed.file = defaultTarget(d);
    const nd = decls.find((x) => x.file === ed.file);
    ed.text = nd ? rawToText(nd.raw) : '';
  }
}

function editableDocuments() {
  return (state.space?.documents ?? []).filter((doc) => doc.editable && !doc.error).map((doc) => doc.file);
}

function closeDetailButton() {
  return h('button', {
    type: 'button', class: 'icon close-detail', 'data-testid': 'close-detail', 'aria-label': 'Hide the detail (Esc)',
    title: 'Hide the detail (Esc)', onclick: () => { setDetailOpen(false); $('#token-list').focus(); },
  }, '×');
}

function renderDetail() {
  const el = $('#detail');
  const focusKey = document.activeElement?.closest?.('#detail') ? document.activeElement.dataset.focusKey : null;
  const selStart = focusKey ? document.activeElement.selectionStart : null;
  const selEnd = focusKey ? document.activeElement.selectionEnd : null;

  const path = state.selectedPath;
  if (!path) {
    el.replaceChildren(h('div', { class: 'detail-empty' },
      h('h2', null, 'No token selected'),
      h('p', { class: 'muted' }, 'Pick a token in the tree (click, or the arrow keys and Enter) to see where its value comes from and to edit it.'),
      h('p', null, h('button', { type: 'button', onclick: openNewToken }, 'New token…'))));
    return;
  }
  const t = state.tokensByPath.get(path);
  const d = state.detail;
  const parts = [];
  parts.push(h('header', { class: 'detail-head' },
    h('h2', { class: 'mono token-path', 'data-testid': 'detail-path' }, path),
    h('div', { class: 'badges' },
      h('span', { class: 'badge' }, d?.type ?? t?.type ?? ''),
      (d?.deprecated || t?.deprecated) ? h('span', { class: 'badge warn' }, 'deprecated') : null),
    (d?.description ?? t?.description) ? h('p', { class: 'description' }, d?.description ?? t.description) : null));

  if (state.detailError) {
    parts.push(h('p', { class: 'error-text', role: 'alert' }, errorText(state.detailError.error)));
  }
  if (!d) {
    if (!state.detailError) parts.push(h('p', { class: 'muted' }, 'Loading…'));
    el.replaceChildren(closeDetailButton(), ...parts);
    return;
  }

  const ed = state.editor;
  parts.push(renderEditor(d));

  // values per shown selection
  const valueItems = state.columns.map((id) => selectionValueItem(d, id, true));
  const others = (state.space?.selections ?? []).filter((s) => !state.columns.includes(s.id));
  parts.push(h('section', { class: 'detail-section' },
    h('h3', null, 'Value in each selection'),
    h('ul', { class: 'sel-values' }, valueItems),
    others.length ? h('details', { class: 'more', open: state.allSelectionsOpen, ontoggle: (e) => { state.allSelectionsOpen = e.target.open; } },
      h('summary', null, `All ${state.space.selections.length} selections`),
      h('ul', { class: 'sel-values' }, others.map((s) => selectionValueItem(d, s.id, false)))) : null));

  // declarations
  parts.push(h('section', { class: 'detail-section' },
    h('h3', null, 'Declarations'),
    h('ul', { class: 'decls' }, (d.declarations ?? []).map((decl) => {
      const hl = state.highlight && state.highlight.file === decl.file && (state.highlight.line == null || state.highlight.line === decl.line);
      const isTarget = ed?.file === decl.file && ed.mode === 'edit';
      return h('li', { class: 'decl' + (hl ? ' highlight' : '') + (isTarget ? ' target' : ''), 'data-testid': 'declaration', 'data-file': decl.file },
        h('div', { class: 'decl-head' },
          h('span', { class: 'mono loc' }, location3(decl)),
          h('span', { class: 'badge' }, decl.layer ?? ''),
          h('span', { class: 'muted' }, conditionText(decl.condition)),
          decl.editable === false ? h('span', { class: 'badge' }, 'read-only') : null,
          decl.editable !== false && !isTarget ? h('button', { type: 'button', class: 'link small', onclick: () => setEditTarget(decl.file) }, 'Edit here') : null),
        h('code', { class: 'raw' }, decl.raw ?? ''));
    }))));

  // lint for this token
  const diags = state.lint.filter((x) => x.tokenPath === path);
  if (diags.length) {
    parts.push(h('section', { class: 'detail-section' },
      h('h3', null, 'Lint'),
      h('ul', { class: 'lint-list compact' }, diags.map(diagItem))));
  }

  el.replaceChildren(closeDetailButton(), ...parts);
  if (focusKey) {
    const again = el.querySelector(`[data-focus-key="${CSS.escape(focusKey)}"]`);
    if (again) {
      again.focus();
      if (selStart != null && 'setSelectionRange' in again) { try { again.setSelectionRange(selStart, selEnd); } catch { /* not a text field */ } }
    }
  }
}

function selectionValueItem(d, id, shown) {
  const info = d.selections?.[id];
  const r = state.resolved.get(id);
  const entry = r?.tokens[d.path];
  const err = r?.errorsByPath.get(d.path);
  const chain = info?.chain ?? entry?.chain ?? [];
  return h('li', { class: 'sel-value', 'data-selection': id },
    h('div', { class: 'sel-label' }, selectionLabel(id)),
    entry || err ? valueView(entry, err) : h('span', { class: 'vt' }, info?.text ?? '—'),
    info?.file ? h('div', { class: 'from muted' }, 'from ', h('span', { class: 'mono' }, location3(info))) : null,
    chain.length ? h('div', { class: 'chain' }, 'via ',
      chain.map((c, i) => {
        const p = typeof c === 'string' ? c : c.path;
        const loc = typeof c === 'string' ? '' : location3(c);
        return [i ? ' → ' : '', h('button', { type: 'button', class: 'link mono', title: loc ? 'Declared at ' + loc : null, onclick: () => { revealToken(p); selectToken(p); } }, p)];
      })) : null,
    !shown && !info && !entry ? h('span', { class: 'muted' }, '(no value)') : null);
}

function setEditTarget(file, mode = 'edit') {
  const d = state.detail;
  const ed = state.editor;
  if (!d || !ed) return;
  ed.file = file;
  ed.mode = mode;
  ed.error = null;
  if (!ed.dirty) {
    const decl = (d.declarations ?? []).find((x) => x.file === file);
    if (decl) ed.text = rawToText(decl.raw);
  }
  renderDetail();
}

const KNOWN_TYPES = ['color', 'dimension', 'number', 'string', 'boolean', 'fontFamily', 'fontWeight', 'font', 'typography',
  'image', 'gradient', 'shadow', 'border', 'strokeStyle', 'transition', 'duration', 'cubicBezier'];

function renderEditor(d) {
  const ed = state.editor;
  if (!ed) return null;
  const type = d.type;
  const decls = d.declarations ?? [];
  const declFiles = new Set(decls.map((x) => x.file));
  const otherFiles = editableDocuments().filter((f) => !declFiles.has(f));
  const inputId = 'value-input';

  const setText = (text, fromControl = true) => {
    ed.text = text;
    ed.dirty = true;
    ed.error = null;
    ed.warning = null;
    const input = $('#' + inputId);
    if (input && fromControl) input.value = text;
    const err = $('[data-testid="edit-error"]');
    if (err) { err.hidden = true; err.textContent = ''; }
  };

  const controls = [];
  const parsed = (() => { try { return JSON.parse(ed.text); } catch { return undefined; } })();

  if (type === 'color') {
    // The picker edits sRGB; the value keeps its form (hex string, DTCG object, color(display-p3 …))
    // and its space (Display P3 stays P3), and the alpha control keeps transparency.
    const model = colorModel(ed.text, d);
    const alphaPct = Math.round(model.alpha * 100);
    const update = () => {
      const hexPicked = $('#color-picker').value;
      const alpha = Math.max(0, Math.min(1, Number($('#color-alpha').value) / 100));
      $('#color-alpha-value').textContent = Math.round(alpha * 100) + '%';
      setText(formatColor(model, hexToRgb01(hexPicked), alpha));
    };
    controls.push(h('div', { class: 'field color-field' },
      h('label', { for: 'color-picker' }, 'Colour'),
      h('input', {
        type: 'color', id: 'color-picker', 'data-testid': 'color-picker', 'data-focus-key': 'color-picker', value: model.pickerHex,
        oninput: update,
      }),
      h('label', { for: 'color-alpha', class: 'alpha-label' }, 'Opacity'),
      h('input', {
        type: 'range', id: 'color-alpha', 'data-testid': 'color-alpha', 'data-focus-key': 'color-alpha', min: '0', max: '100', step: '1',
        value: String(alphaPct), oninput: update,
      }),
      h('span', { id: 'color-alpha-value', class: 'mono', 'data-testid': 'color-alpha-value' }, alphaPct + '%'),
      h('span', { class: 'badge', 'data-testid': 'color-space', title: 'The value is written in this colour space and form' },
        `${model.space === 'display-p3' ? 'Display P3' : model.space === 'srgb' ? 'sRGB' : model.space === 'oklch' ? 'OKLCH' : model.space} · ${model.formLabel}`),
      channelControls(model, setText),
      gamutText(model) ? h('p', { class: 'gamut-hint small-print', 'data-testid': 'gamut-hint' }, gamutText(model)) : null,
      h('span', { class: 'muted small-print' }, 'or type any colour below (hex, rgb(), hsl(), oklch(), color(display-p3 …), an alias)')));
  } else if (type === 'dimension' || type === 'duration') {
    let num = ''; let unit = type === 'duration' ? 'ms' : 'px';
    if (parsed && typeof parsed === 'object' && 'value' in parsed) { num = parsed.value; unit = parsed.unit ?? unit; } else {
      const m = /^\s*(-?[\d.]+)\s*([a-z%]*)\s*$/i.exec(ed.text);
      if (m) { num = m[1]; unit = m[2] || unit; }
    }
    const units = type === 'duration' ? ['ms', 's'] : ['px', 'rem', 'em', 'pt'];
    if (!units.includes(unit)) units.push(unit);
    const update = () => {
      const n = Number($('#dim-value').value);
      const u = $('#dim-unit').value;
      if ($('#dim-value').value !== '' && Number.isFinite(n)) setText(JSON.stringify({ value: n, unit: u }));
    };
    controls.push(h('div', { class: 'field row' },
      h('label', { for: 'dim-value' }, type === 'duration' ? 'Duration' : 'Dimension'),
      h('input', { type: 'number', id: 'dim-value', 'data-testid': 'dimension-value', 'data-focus-key': 'dim-value', step: 'any', value: String(num), oninput: update }),
      h('label', { for: 'dim-unit', class: 'sr-only' }, 'Unit'),
      h('select', { id: 'dim-unit', 'data-testid': 'dimension-unit', onchange: update }, units.map((u) => h('option', { value: u, selected: u === unit }, u)))));
  } else if (type === 'number' || type === 'fontWeight') {
    const val = typeof parsed === 'number' ? parsed : (type === 'fontWeight' ? ({ thin: 100, light: 300, regular: 400, normal: 400, medium: 500, semibold: 600, bold: 700, heavy: 800, black: 900 })[String(parsed ?? ed.text).toLowerCase()] ?? '' : '');
    controls.push(h('div', { class: 'field row' },
      h('label', { for: 'num-value' }, type === 'fontWeight' ? 'Weight' : 'Number'),
      h('input', {
        type: 'number', id: 'num-value', 'data-testid': 'number-value', 'data-focus-key': 'num-value', step: type === 'fontWeight' ? '100' : 'any',
        min: type === 'fontWeight' ? '1' : null, max: type === 'fontWeight' ? '1000' : null, value: String(val),
        oninput: (e) => { if (e.target.value !== '') setText(e.target.value); },
      })));
  } else if (type === 'boolean') {
    controls.push(h('div', { class: 'field row' },
      h('input', { type: 'checkbox', id: 'bool-value', 'data-testid': 'boolean-value', checked: parsed === true, onchange: (e) => setText(e.target.checked ? 'true' : 'false') }),
      h('label', { for: 'bool-value' }, 'On')));
  } else if (type === 'font') {
    const o = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
    const size = typeof o.size === 'object' && o.size ? o.size.value : o.size;
    const update = () => {
      const next = { ...o };
      const fam = $('#font-family').value.trim();
      const sz = $('#font-size').value;
      const wt = $('#font-weight').value;
      if (fam) next.family = fam;
      if (sz !== '') next.size = typeof o.size === 'object' && o.size ? { ...o.size, value: Number(sz) } : Number(sz);
      if (wt !== '') next.weight = /^\d+$/.test(wt) ? Number(wt) : wt;
      setText(JSON.stringify(next));
    };
    controls.push(h('div', { class: 'field grid3' },
      h('label', null, 'Family', h('input', { id: 'font-family', 'data-testid': 'font-family', 'data-focus-key': 'font-family', value: o.family != null ? (Array.isArray(o.family) ? o.family.join(', ') : String(o.family)) : '', oninput: update, spellcheck: 'false' })),
      h('label', null, 'Size', h('input', { id: 'font-size', type: 'number', step: 'any', min: '1', 'data-testid': 'font-size', 'data-focus-key': 'font-size', value: size != null ? String(size) : '', oninput: update })),
      h('label', null, 'Weight', h('input', { id: 'font-weight', 'data-testid': 'font-weight', 'data-focus-key': 'font-weight', list: 'weight-names', value: o.weight != null ? String(o.weight) : '', oninput: update }))),
    h('datalist', { id: 'weight-names' }, ['100', '200', '300', '400', '500', '600', '700', '800', '900', 'regular', 'medium', 'semibold', 'bold'].map((w) => h('option', { value: w }))));
  } else if (type === 'typography') {
    const o = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
    const str = (v) => (v == null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
    const update = () => {
      const next = { ...o };
      const read = (id) => $('#' + id).value.trim();
      const asValue = (s) => { try { return JSON.parse(s); } catch { return s; } };
      const fam = read('ty-family'); const sz = read('ty-size'); const wt = read('ty-weight'); const lh = read('ty-line');
      if (fam) next.fontFamily = asValue(fam);
      if (sz) next.fontSize = /^-?[\d.]+$/.test(sz) ? { value: Number(sz), unit: 'px' } : asValue(sz);
      if (wt) next.fontWeight = asValue(wt);
      if (lh) next.lineHeight = asValue(lh);
      setText(JSON.stringify(next));
    };
    const sizeText = o.fontSize && typeof o.fontSize === 'object' && o.fontSize.unit === 'px' ? String(o.fontSize.value) : str(o.fontSize);
    controls.push(h('div', { class: 'field grid2' },
      h('label', null, 'Family', h('input', { id: 'ty-family', 'data-testid': 'font-family', 'data-focus-key': 'ty-family', value: str(o.fontFamily), oninput: update, spellcheck: 'false' })),
      h('label', null, 'Size (px)', h('input', { id: 'ty-size', 'data-testid': 'font-size', 'data-focus-key': 'ty-size', value: sizeText, oninput: update })),
      h('label', null, 'Weight', h('input', { id: 'ty-weight', 'data-testid': 'font-weight', 'data-focus-key': 'ty-weight', value: str(o.fontWeight), oninput: update })),
      h('label', null, 'Line height', h('input', { id: 'ty-line', 'data-focus-key': 'ty-line', value: str(o.lineHeight), oninput: update }))));
  }

  const candidates = d.aliasCandidates ?? [];
  const aliasField = candidates.length ? h('div', { class: 'field row' },
    h('label', { for: 'alias-picker' }, 'Alias to'),
    h('input', {
      id: 'alias-picker', list: 'alias-candidates', 'data-testid': 'alias-picker', 'data-focus-key': 'alias-picker',
      placeholder: `one of ${nf.format(candidates.length)} ${d.type} tokens`, spellcheck: 'false', autocomplete: 'off',
      onchange: (e) => { const v = e.target.value.trim(); if (candidates.includes(v)) setText(`{${v}}`); },
      onkeydown: (e) => { if (e.key === 'Enter') { e.preventDefault(); const v = e.target.value.trim(); if (v) setText(`{${v.replace(/^\{|\}$/g, '')}}`); } },
    }),
    aliasDatalist(d.path, candidates)) : null;

  const fileSelect = h('select', {
    id: 'edit-file', 'data-testid': 'edit-file',
    onchange: (e) => { const mode = e.target.value.split(':', 1)[0]; setEditTarget(e.target.value.slice(mode.length + 1), mode); },
  },
  h('optgroup', { label: 'Change the declaration in' },
    decls.map((x) => h('option', { value: 'edit:' + x.file, disabled: x.editable === false, selected: ed.mode === 'edit' && ed.file === x.file }, `${x.file}${x.editable === false ? ' (read-only)' : ''}`))),
  otherFiles.length ? h('optgroup', { label: 'Add an override in' },
    otherFiles.map((f) => h('option', { value: 'add:' + f, selected: ed.mode === 'add' && ed.file === f }, f))) : null);

  const rows = Math.min(8, Math.max(1, ed.text.split('\n').length, Math.ceil(ed.text.length / 44)));
  const form = h('form', {
    class: 'editor', 'data-testid': 'editor', novalidate: true,
    onsubmit: (e) => { e.preventDefault(); applyEdit(); },
  },
  h('h3', null, 'Edit'),
  h('div', { class: 'field' }, h('label', { for: 'edit-file' }, 'Write to'), fileSelect),
  controls,
  h('div', { class: 'field' },
    h('label', { for: inputId }, 'Value ', h('span', { class: 'muted' }, '(as typed: JSON, a colour, a dimension, {an.alias}, text)')),
    h('textarea', {
      id: inputId, 'data-testid': 'value-input', 'data-focus-key': 'value-input', rows, spellcheck: 'false',
      'aria-describedby': 'edit-error', 'aria-invalid': ed.error ? 'true' : 'false',
      oninput: (e) => {
        setText(e.target.value, false);
        if (type === 'color') { const p = $('#color-picker'); const hx = colorHexForPicker(e.target.value, null); if (p && hx) p.value = hx; }
      },
      // Enter applies; Shift+Enter starts a new line (for JSON values)
      onkeydown: (e) => { if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) { e.preventDefault(); applyEdit(); } },
    }, ed.text)),
  aliasField,
  h('p', { id: 'edit-error', class: 'error-text', role: 'alert', 'data-testid': 'edit-error', hidden: !ed.error }, ed.error ? errorText(ed.error) : ''),
  h('p', { class: 'warn-text', role: 'status', 'data-testid': 'edit-warning', hidden: !ed.warning }, ed.warning ?? ''),
  h('div', { class: 'form-actions' },
    h('button', { type: 'submit', class: 'primary', 'data-testid': 'apply-edit', 'data-file': ed.file ?? '' },
      ed.file ? (ed.mode === 'add' ? `Add override in ${ed.file}` : `Apply to ${ed.file}`) : 'Apply'),
    h('button', { type: 'button', 'data-testid': 'reset-edit', onclick: () => { ed.dirty = false; ed.error = null; syncEditor(); const decl = decls.find((x) => x.file === ed.file); ed.text = decl ? rawToText(decl.raw) : ''; renderDetail(); } }, 'Reset'),
    h('span', { class: 'spacer' }),
    ed.mode === 'edit' && decls.some((x) => x.file === ed.file && x.editable !== false)
      ? deleteButton(ed.file, d.path)
      : null));
  return h('section', { class: 'detail-section' }, form);
}

let aliasListCache = { key: '', el: null };
/** The alias candidates' datalist, reused while the token and its candidates stay the same. */
function aliasDatalist(path, candidates) {
  const key = path + '|' + candidates.length + '|' + (candidates[0] ?? '') + '|' + (candidates[candidates.length - 1] ?? '');
  if (aliasListCache.key !== key) {
    aliasListCache = { key, el: h('datalist', { id: 'alias-candidates' }, candidates.map((c) => h('option', { value: c }))) };
  }
  return aliasListCache.el;
}

/** A two-step delete: the first press arms the button (in place), the second deletes. */
function deleteButton(file, path) {
  let timer = 0;
  const label = `Delete from ${file}`;
  const disarm = (btn) => { clearTimeout(timer); btn.classList.remove('armed'); btn.textContent = label; btn.dataset.armed = 'false'; };
  return h('button', {
    type: 'button', class: 'danger', 'data-testid': 'delete-token', 'data-armed': 'false',
    title: `Remove ${path} from ${file} (press twice)`,
    onclick: (e) => {
      const btn = e.currentTarget;
      if (btn.dataset.armed === 'true') { disarm(btn); deleteToken(file, path); return; }
      btn.dataset.armed = 'true';
      btn.classList.add('armed');
      btn.textContent = `Really delete from ${file}?`;
      timer = setTimeout(() => disarm(btn), 5000);
    },
    onblur: (e) => disarm(e.currentTarget),
  }, label);
}

// ---------------------------------------------------------------- colour forms and spaces

const SRGB_TO_XYZ = [[0.41239079926595934, 0.357584339383878, 0.1804807884018343], [0.21263900587151027, 0.715168678767756, 0.07219231536073371], [0.01933081871559182, 0.11919477979462598, 0.9505321522496607]];
const XYZ_TO_SRGB = [[3.2409699419045226, -1.537383177570094, -0.4986107602930034], [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559], [0.05563007969699366, -0.20397695888897652, 1.0569715142428786]];
const P3_TO_XYZ = [[0.4865709486482162, 0.26566769316909306, 0.1982172852343625], [0.2289745640697488, 0.6917385218365064, 0.079286914093745], [0, 0.04511338185890264, 1.043944368900976]];
const XYZ_TO_P3 = [[2.493496911941425, -0.9313836179191239, -0.40271078445071684], [-0.8294889695615747, 1.7626640603183463, 0.023624685841943577], [0.03584583024378447, -0.07617238926804182, 0.9568845240076872]];
const mul = (m, v) => m.map((row) => row[0] * v[0] + row[1] * v[1] + row[2] * v[2]);
const toLinear = (c) => { const a = Math.abs(c); return Math.sign(c) * (a <= 0.04045 ? a / 12.92 : ((a + 0.055) / 1.055) ** 2.4); };
// The linear segment ends where Livery's ColorMath.linearSRGBSegmentEnd ends it (the middle of the gap the decode leaves at 0.04045), so the picker and the server agree.
const fromLinear = (c) => { const a = Math.abs(c); return Math.sign(c) * (a <= 0.0031308061183140277 ? a * 12.92 : 1.055 * a ** (1 / 2.4) - 0.055); };
const p3ToSRGB = (c) => mul(XYZ_TO_SRGB, mul(P3_TO_XYZ, c.map(toLinear))).map(fromLinear);
const srgbToP3 = (c) => mul(XYZ_TO_P3, mul(SRGB_TO_XYZ, c.map(toLinear))).map(fromLinear);
const round4 = (x) => Math.round(x * 10000) / 10000;
const clamp01 = (x) => Math.max(0, Math.min(1, x));
const hex2 = (x) => Math.round(clamp01(x) * 255).toString(16).padStart(2, '0');
function hexToRgb01(hex) {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(hex ?? '');
  return m ? [1, 2, 3].map((i) => parseInt(m[i], 16) / 255) : [0, 0, 0];
}

// OKLCH ⇄ sRGB (Björn Ottosson's OKLab matrices), for editing a colour in its own space.
function oklchToLinearSRGB([L, C, H]) {
  const hr = (H * Math.PI) / 180;
  const a = C * Math.cos(hr); const b = C * Math.sin(hr);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.2914855480 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s,
  ];
}
function linearSRGBToOklch([r, g, bl]) {
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl);
  const L = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s;
  const a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s;
  const b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s;
  const C = Math.sqrt(a * a + b * b);
  let H = (Math.atan2(b, a) * 180) / Math.PI;
  if (H < 0) H += 360;
  return [L, C, C < 1e-6 ? 0 : H];
}
const oklchToSRGB = (c) => oklchToLinearSRGB(c).map(fromLinear);
const srgbToOklch = (c) => linearSRGBToOklch(c.map(toLinear));
const linearSRGBToP3 = (c) => mul(XYZ_TO_P3, mul(SRGB_TO_XYZ, c)).map(fromLinear);
const inGamut = (c) => c.every((x) => x >= -0.0005 && x <= 1.0005);
/** Whether this screen shows Display P3 (else it clips a wider colour to sRGB). */
const displayIsP3 = () => window.matchMedia?.('(color-gamut: p3)').matches ?? false;

/** The channels a colour of `space` is edited with: name, range and step. */
function channelsOf(space) {
  if (space === 'oklch') return [['L', 0, 1, 0.001], ['C', 0, 0.4, 0.001], ['H', 0, 360, 0.1]];
  if (space === 'srgb' || space === 'display-p3') return [['R', 0, 1, 0.001], ['G', 0, 1, 0.001], ['B', 0, 1, 0.001]];
  return null;
}

/** How a colour is written: its form, space, components (in that space) and alpha. */
function colorModel(text, d) {
  const s = String(text ?? '').trim();
  let m = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(s);
  if (m) {
    let x = m[1];
    if (x.length <= 4) x = [...x].map((c) => c + c).join('');
    const rgb = [0, 2, 4].map((i) => parseInt(x.slice(i, i + 2), 16) / 255);
    const alpha = x.length === 8 ? parseInt(x.slice(6, 8), 16) / 255 : 1;
    return finishModel({ form: 'hex', space: 'srgb', components: rgb, alpha, formLabel: 'hex' });
  }
  m = /^color\(\s*display-p3\s+([-\d.e]+)\s+([-\d.e]+)\s+([-\d.e]+)\s*(?:\/\s*([-\d.e]+%?))?\s*\)$/i.exec(s);
  if (m) {
    const alpha = m[4] == null ? 1 : m[4].endsWith('%') ? Number(m[4].slice(0, -1)) / 100 : Number(m[4]);
    return finishModel({ form: 'css-p3', space: 'display-p3', components: [m[1], m[2], m[3]].map(Number), alpha, formLabel: 'color()' });
  }
  m = /^oklch\(\s*([-\d.e]+%?)\s+([-\d.e]+)\s+([-\d.e]+)(?:deg)?\s*(?:\/\s*([-\d.e]+%?))?\s*\)$/i.exec(s);
  if (m) {
    const L = m[1].endsWith('%') ? Number(m[1].slice(0, -1)) / 100 : Number(m[1]);
    const alpha = m[4] == null ? 1 : m[4].endsWith('%') ? Number(m[4].slice(0, -1)) / 100 : Number(m[4]);
    return finishModel({ form: 'css-oklch', space: 'oklch', components: [L, Number(m[2]), Number(m[3])], alpha, formLabel: 'oklch()' });
  }
  try {
    const o = JSON.parse(s);
    if (o && typeof o === 'object' && !Array.isArray(o) && typeof o.colorSpace === 'string' && Array.isArray(o.components)) {
      return finishModel({ form: 'object', space: o.colorSpace, components: o.components.map(Number), alpha: typeof o.alpha === 'number' ? o.alpha : 1, object: o, formLabel: 'DTCG object' });
    }
  } catch { /* not JSON */ }
  // An alias or another syntax: start from the resolved value, write hex.
  const entry = d ? state.resolved.get(state.columns[0])?.tokens[d.path] : null;
  const hex = entry?.color?.hex ?? '#000000';
  const base = colorModel(/^#[0-9a-f]{6,8}$/i.test(hex) ? hex : '#000000', null);
  return { ...base, form: 'hex', formLabel: 'hex (replaces ' + (s.startsWith('{') ? 'the alias' : 'the text') + ')' };
}

function finishModel(model) {
  let srgb = model.components;
  let linear = null;
  if (model.space === 'display-p3') srgb = p3ToSRGB(model.components);
  else if (model.space === 'oklch') { linear = oklchToLinearSRGB(model.components); srgb = linear.map(fromLinear); }
  else if (model.space !== 'srgb') srgb = null;
  const outOfSRGB = !!srgb && !inGamut(srgb);
  // Display P3 holds every sRGB colour; an OKLCH colour may be outside both.
  const outOfP3 = model.space === 'oklch' && !!linear && !inGamut(linearSRGBToP3(linear));
  let pickerHex = '#000000';
  if (srgb) pickerHex = '#' + srgb.map(hex2).join('');
  else if (typeof model.object?.hex === 'string') pickerHex = model.object.hex.slice(0, 7);
  return { ...model, srgb, pickerHex, outOfSRGB, outOfP3 };
}

/** Components in `model`'s own space written in its form (no conversion: the space is kept). */
function formatInSpace(model, components, alpha) {
  const a = round4(alpha);
  const c = model.space === 'oklch' ? [round4(components[0]), round4(components[1]), Math.round(components[2] * 100) / 100] : components.map(round4);
  if (model.form === 'css-oklch') return `oklch(${c.join(' ')}${a < 1 ? ' / ' + a : ''})`;
  if (model.form === 'css-p3') return `color(display-p3 ${c.join(' ')}${a < 1 ? ' / ' + a : ''})`;
  if (model.form === 'object') {
    const o = { ...model.object, components: c };
    if (a < 1 || 'alpha' in model.object) o.alpha = a;
    if ('hex' in model.object) {
      const srgb = model.space === 'display-p3' ? p3ToSRGB(c) : model.space === 'oklch' ? oklchToSRGB(c) : c;
      o.hex = '#' + srgb.map(hex2).join('');
    }
    return JSON.stringify(o);
  }
  return '#' + c.map(hex2).join('') + (a < 1 ? hex2(a) : '');
}

/** What the gamut hint says for `model`, or null when it fits sRGB. */
function gamutText(model) {
  if (!model.outOfSRGB) return null;
  const clipped = '#' + model.srgb.map(hex2).join('');
  const p3 = displayIsP3();
  let text = `Outside sRGB: sRGB screens and hex show it clipped to ${clipped}.`;
  if (model.outOfP3) text += ' Outside Display P3 too: every screen clips it.';
  else text += ` Inside Display P3: P3 screens show it as written; this screen (${p3 ? 'Display P3' : 'sRGB'}) ${p3 ? 'does' : 'clips it'}.`;
  return text + ` Edited in ${model.space === 'oklch' ? 'OKLCH' : 'Display P3'}, it stays there.`;
}

/** The picked sRGB colour and alpha written in `model`'s form and space. */
function formatColor(model, srgb, alpha) {
  const a = round4(alpha);
  const hexOf = () => '#' + srgb.map(hex2).join('') + (a < 1 ? hex2(a) : '');
  if (model.form === 'hex') return hexOf();
  const inSpace = model.space === 'display-p3' ? srgbToP3(srgb).map((c) => round4(clamp01(c)))
    : model.space === 'srgb' ? srgb.map(round4)
      : model.space === 'oklch' ? srgbToOklch(srgb) : null;
  if (model.form === 'css-oklch') return formatInSpace(model, inSpace, a);
  if (model.form === 'css-p3') return `color(display-p3 ${inSpace.join(' ')}${a < 1 ? ' / ' + a : ''})`;
  if (model.form === 'object' && model.space === 'oklch') return formatInSpace(model, inSpace, a);
  if (model.form === 'object') {
    if (!inSpace) {
      // A space the page cannot convert to (oklch, lab…): sRGB, said in the object.
      const o = { colorSpace: 'srgb', components: srgb.map(round4) };
      if (a < 1 || 'alpha' in model.object) o.alpha = a;
      if ('hex' in model.object) o.hex = '#' + srgb.map(hex2).join('');
      return JSON.stringify(o);
    }
    const o = { ...model.object, components: inSpace };
    if (a < 1 || 'alpha' in model.object) o.alpha = a;
    if ('hex' in model.object) o.hex = '#' + srgb.map(hex2).join('');
    return JSON.stringify(o);
  }
  return hexOf();
}

/** Sliders for each channel of the colour in its own space (L, C, H for OKLCH; R, G, B for sRGB
 * and Display P3): what they write stays in that space and form. */
function channelControls(model, setText) {
  const channels = channelsOf(model.space);
  if (!channels || model.form === 'hex') return null;
  const values = [...model.components];
  return h('div', { class: 'channels', 'data-testid': 'color-channels' }, channels.map(([name, min, max, step], i) =>
    h('label', { class: 'channel' }, h('span', { class: 'mono' }, name),
      h('input', {
        type: 'range', min: String(min), max: String(max), step: String(step), value: String(values[i]),
        'data-testid': 'color-channel', 'data-channel': name, 'data-focus-key': 'channel-' + name, 'aria-label': `${name} (${model.space})`,
        oninput: (e) => {
          values[i] = Number(e.target.value);
          const alpha = Math.max(0, Math.min(1, Number($('#color-alpha')?.value ?? 100) / 100));
          e.target.nextSibling.textContent = String(round4(values[i]));
          setText(formatInSpace(model, values, alpha));
          const hint = $('[data-testid="gamut-hint"]');
          const next = finishModel({ ...model, components: [...values] });
          if (hint) hint.textContent = gamutText(next) ?? 'Inside sRGB.';
        },
      }),
      h('span', { class: 'mono small-print' }, String(round4(values[i]))))));
}

function colorHexForPicker(text, d) {
  const s = String(text ?? '').trim();
  let m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(s);
  if (m) return '#' + m[1].toLowerCase();
  m = /^#([0-9a-f])([0-9a-f])([0-9a-f])([0-9a-f])?$/i.exec(s);
  if (m) return ('#' + m[1] + m[1] + m[2] + m[2] + m[3] + m[3]).toLowerCase();
  try {
    const o = JSON.parse(s);
    if (o && typeof o.hex === 'string') return colorHexForPicker(o.hex, null);
  } catch { /* not JSON */ }
  if (d) {
    const entry = state.resolved.get(state.columns[0])?.tokens[d.path];
    const hex = entry?.color?.hex;
    if (hex) return colorHexForPicker(hex.slice(0, 7), null);
    return '#000000';
  }
  return null;
}

/** The token paths `text` refers to as `{path}`: in every string of a JSON value (an object's
 *  braces are not an alias), or in the text itself when it is not JSON. */
function aliasPaths(text) {
  const strings = [];
  const walk = (value, depth) => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object' && depth < 64) for (const v of Object.values(value)) walk(v, depth + 1);
  };
  try { walk(JSON.parse(text), 0); } catch { strings.push(text); }
  return strings.flatMap((s) => [...s.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]));
}

async function applyEdit() {
  const ed = state.editor;
  const d = state.detail;
  if (!ed || !d) return;
  // ed.text is the value: every control and the text field write it as they change. The field is
  // not read back here: a refresh that lands while someone types re-renders it, and reading the new
  // field then would apply the value from before the keystroke.
  if (!ed.file) { ed.error = { message: 'Choose the file to write to.' }; renderDetail(); return; }
  // What is sent: typing while the request is on its way changes ed.text, and that is not applied.
  const sent = ed.text;
  try {
    if (ed.mode === 'add') {
      await api('/api/tokens', { method: 'POST', body: { file: ed.file, path: d.path, type: d.type, value: sent } });
      ed.mode = 'edit';
    } else {
      await api('/api/edit', { method: 'POST', body: { file: ed.file, path: d.path, value: sent } });
    }
    // Only what was sent is clean: text typed since stays, and a refresh does not replace it.
    if (ed.text === sent) ed.dirty = false;
    ed.error = null;
    // An alias to a token that does not exist is kept (it may be added next), but said plainly.
    const missing = aliasPaths(sent).filter((p) => !state.tokensByPath.has(p));
    ed.warning = missing.length ? `Kept, but ${missing.map((p) => `{${p}}`).join(', ')} names no token in this space: ${d.path} will not resolve until ${missing.length === 1 ? 'it exists' : 'they exist'}.` : null;
    await refresh();
    if (ed.warning) toast(ed.warning, 'warn'); else toast(`Changed ${d.path} in ${ed.file}`);
  } catch (e) {
    if (e instanceof ApiError && e.status !== 0) {
      ed.error = e.error;
      renderDetail();
      const err = $('[data-testid="edit-error"]');
      if (err) err.scrollIntoView({ block: 'nearest' });
    } else {
      reportError(e, 'Edit failed');
    }
  }
}

async function deleteToken(file, path) {
  try {
    await api('/api/tokens/delete', { method: 'POST', body: { file, path } });
    toast(`Deleted ${path} from ${file}`);
    state.editor = null;
    await refresh();
  } catch (e) { reportError(e, 'Delete failed'); renderDetail(); }
}

// ---------------------------------------------------------------- dialogs

function openNewToken() {
  const dlg = $('#new-token-dialog');
  const files = editableDocuments();
  $('#nt-file').replaceChildren(...files.map((f) => h('option', { value: f }, f)));
  $('#nt-type').replaceChildren(...KNOWN_TYPES.map((t) => h('option', { value: t }, t)));
  const sel = state.selectedPath;
  if (sel) {
    const t = state.tokensByPath.get(sel);
    $('#nt-path').value = sel.split('.').slice(0, -1).join('.') + (sel.includes('.') ? '.' : '');
    if (t) $('#nt-type').value = t.type;
  }
  $('#nt-error').hidden = true;
  dlg.showModal();
  $('#nt-path').focus();
}

async function submitNewToken(e) {
  e.preventDefault();
  const body = { file: $('#nt-file').value, path: $('#nt-path').value.trim(), type: $('#nt-type').value, value: $('#nt-value').value };
  const err = $('#nt-error');
  if (!body.path) { err.textContent = 'A path is needed.'; err.hidden = false; return; }
  try {
    await api('/api/tokens', { method: 'POST', body });
    $('#new-token-dialog').close();
    $('#nt-value').value = '';
    await refresh();
    revealToken(body.path);
    selectToken(body.path);
    toast(`Added ${body.path} to ${body.file}`);
  } catch (ex) {
    err.textContent = ex instanceof ApiError ? errorText(ex.error) : String(ex);
    err.hidden = false;
  }
}

function themeModifiers() {
  const mods = state.space?.modifiers ?? [];
  const effective = mods.filter((m) => m.effective !== false);
  const theme = mods.find((m) => m.name === 'theme');
  // The convention's theme modifier (even with one context: a single file), else every modifier
  // a layer depends on, the one named like a theme first.
  const list = theme ? [theme, ...effective.filter((m) => m !== theme)] : effective;
  return list.sort((a, b) => (b.name.toLowerCase() === 'theme') - (a.name.toLowerCase() === 'theme'));
}

function fillThemeCopy() {
  const mod = themeModifiers().find((m) => m.name === $('#th-modifier').value) ?? themeModifiers()[0];
  $('#th-copy').replaceChildren(h('option', { value: '' }, '(start empty)'),
    ...(mod?.contexts ?? []).map((c) => h('option', { value: c, selected: c === mod.default }, c)));
}

function openNewTheme() {
  const dlg = $('#new-theme-dialog');
  const mods = themeModifiers();
  $('#th-modifier').replaceChildren(...mods.map((m) => h('option', { value: m.name }, m.name)));
  $('#th-modifier-row').hidden = mods.length < 2;
  fillThemeCopy();
  $('#th-error').hidden = true;
  dlg.showModal();
  $('#th-name').focus();
}

async function submitNewTheme(e) {
  e.preventDefault();
  const name = $('#th-name').value.trim();
  const copyFrom = $('#th-copy').value;
  const modifier = $('#th-modifier').value;
  const err = $('#th-error');
  if (!name) { err.textContent = 'A name is needed.'; err.hidden = false; return; }
  try {
    const body = { name };
    if (copyFrom) body.copyFrom = copyFrom;
    if (modifier) body.modifier = modifier;
    const r = await api('/api/themes', { method: 'POST', body });
    $('#new-theme-dialog').close();
    $('#th-name').value = '';
    await refresh();
    toast(`Added ${modifier || 'theme'} ${name} (${r.file}); save to write it`);
  } catch (ex) {
    err.textContent = ex instanceof ApiError ? errorText(ex.error) : String(ex);
    err.hidden = false;
  }
}

// ---------------------------------------------------------------- top bar, banners

function renderTopBar() {
  const s = state.space;
  if (!s) return;
  $('#folder-name').textContent = s.name;
  document.title = (s.dirty?.length ? '• ' : '') + s.name + ' — Livery Studio';
  const dirty = $('#dirty');
  dirty.hidden = !s.dirty?.length;
  dirty.textContent = s.dirty?.length ? `● ${s.dirty.length} unsaved ${s.dirty.length === 1 ? 'file' : 'files'}` : '';
  dirty.title = (s.dirty ?? []).join('\n');
  dirty.dataset.files = (s.dirty ?? []).join(',');
  $('#undo').disabled = !s.canUndo;
  $('#redo').disabled = !s.canRedo;
  $('#save').disabled = !s.dirty?.length;
  $('#revision').textContent = `rev ${s.revision}`;
  renderExportUnsaved();

  const counts = { error: 0, warning: 0, note: 0 };
  for (const x of state.lint) counts[x.severity] = (counts[x.severity] ?? 0) + 1;
  const ls = $('#lint-summary');
  ls.replaceChildren(
    h('span', { class: 'sev error' }, `${counts.error} ✕`),
    h('span', { class: 'sev warning' }, `${counts.warning} ⚠`),
    h('span', { class: 'sev note' }, `${counts.note} ℹ`));
  ls.setAttribute('aria-label', `Lint: ${counts.error} errors, ${counts.warning} warnings, ${counts.note} notes`);
  const badge = $('#check-badge');
  badge.hidden = !(counts.error + counts.warning);
  badge.textContent = String(counts.error + counts.warning);
  badge.dataset.kind = counts.error ? 'error' : 'warning';

  // conflicts
  const conflicts = s.conflicts ?? [];
  $('#conflict-banner').hidden = !conflicts.length;
  $('#conflict-text').textContent = conflicts.length
    ? `${conflicts.join(', ')} changed on disk while you have unsaved edits.`
    : '';
  renderConflictDiff(conflicts);
  // reloaded
  $('#reload-banner').hidden = !state.reloaded.length;
  $('#reload-text').textContent = state.reloaded.length ? `Reloaded from disk: ${state.reloaded.join(', ')}.` : '';
  // documents that cannot be read
  const bad = (s.documents ?? []).filter((doc) => doc.error);
  const de = $('#doc-errors');
  de.hidden = !bad.length;
  de.replaceChildren(...(bad.length ? [
    h('strong', null, bad.length === 1 ? 'A document cannot be read' : `${bad.length} documents cannot be read`),
    h('span', { class: 'muted' }, ' (the rest stays browsable):'),
    h('ul', null, bad.map((doc) => h('li', { 'data-testid': 'document-error' },
      h('span', { class: 'mono' }, location3({ ...doc.error, file: doc.error.file ?? doc.file })), ' ', doc.error.message,
      doc.error.rule ? h('span', { class: 'muted' }, ` [${doc.error.rule}]`) : null))),
  ] : []));
}

function renderTypeFilter() {
  const sel = $('#type-filter');
  const want = ['', ...state.types];
  const have = [...sel.options].map((o) => o.value);
  if (want.join('|') === have.join('|')) return;
  const current = state.typeFilter;
  sel.replaceChildren(h('option', { value: '' }, 'All types'), ...state.types.map((t) => h('option', { value: t }, t)));
  sel.value = state.types.includes(current) ? current : '';
  if (sel.value !== current) { state.typeFilter = sel.value; }
}

// ---------------------------------------------------------------- preview (mock screen)

const ROLE_VARS = {
  'screen.background': ['--m-screen', '#f2f2f7'],
  'list.background': ['--m-list', '#ffffff'],
  'list.separator': ['--m-sep', '#c6c6c8'],
  'text.primary': ['--m-text', '#000000'],
  'text.secondary': ['--m-text2', '#6c6c70'],
  accent: ['--m-accent', '#007aff'],
  'navigationBar.background': ['--m-nav', '#f9f9f9'],
  'navigationBar.title': ['--m-nav-title', '#000000'],
  'tabBar.background': ['--m-tab', '#f9f9f9'],
  'tabBar.selected': ['--m-tab-sel', '#007aff'],
  'tabBar.unselected': ['--m-tab-unsel', '#8e8e93'],
  'button.background': ['--m-btn', '#007aff'],
  'button.title': ['--m-btn-title', '#ffffff'],
  'button.highlightedBackground': ['--m-btn-hi', '#0062cc'],
  'button.selectedBackground': ['--m-btn-sel', '#004999'],
  'button.disabledBackground': ['--m-btn-dis', '#d1d1d6'],
  'button.disabledTitle': ['--m-btn-dis-title', '#8e8e93'],
  'switch.on': ['--m-switch', '#34c759'],
  'textField.background': ['--m-tf', '#ffffff'],
  'textField.border': ['--m-tf-border', '#c6c6c8'],
  'textField.text': ['--m-tf-text', '#000000'],
  'textField.placeholder': ['--m-tf-ph', '#c7c7cd'],
  'font.title': ['--m-font-title', '600 17px/1.25 system-ui, sans-serif'],
  'font.body': ['--m-font-body', '400 15px/1.35 system-ui, sans-serif'],
  'radius.button': ['--m-radius', '8px'],
};

const GENERIC_FAMILY = /(^|[\s,])(serif|sans-serif|monospace|cursive|fantasy|system-ui|ui-serif|ui-sans-serif|ui-monospace|ui-rounded|math|emoji|fangsong)\s*$/i;

function roleCss(entry, roleType) {
  if (!entry) return null;
  if (roleType === 'color') return entry.color?.css ?? null;
  if (roleType === 'dimension') return entry.dimension?.css ?? null;
  // font or typography: a family this machine lacks falls back to the system UI font, not the
  // browser's default serif
  const css = entry.font?.css ?? entry.typography?.css ?? null;
  return css && !GENERIC_FAMILY.test(css) ? css + ', system-ui, sans-serif' : css;
}

// A derived role's colour from its base: what UIKit does for a plain button's states.
function deriveCss(base, derivation) {
  switch (derivation) {
    case 'pressed': return `color-mix(in srgb, ${base} 80%, black)`;
    case 'selected': return `color-mix(in srgb, ${base} 65%, black)`;
    case 'disabled': return `color-mix(in srgb, ${base} 35%, transparent)`;
    default: return base;
  }
}

function mockVars(id) {
  const r = state.resolved.get(id);
  const roles = state.space?.roles ?? [];
  const byRole = new Map(roles.map((x) => [x.role, x]));
  const vars = {};
  const missing = [];
  const derived = [];
  const mapped = [];
  const partners = [];
  const unresolved = [];
  const cssOf = (role, depth) => {
    if (!role || depth > 4) return null;
    if (role.token) return roleCss(r?.tokens[role.token], role.type === 'color' ? 'color' : role.type === 'dimension' ? 'dimension' : 'font');
    if (role.source === 'derived') {
      const base = cssOf(byRole.get(role.derivedFrom), depth + 1);
      return base ? deriveCss(base, role.derivation) : null;
    }
    return null;
  };
  for (const role of roles) {
    const def = ROLE_VARS[role.role];
    if (!def) continue;
    // Colours come from the server's preview of this selection: tokens, derivations, and the
    // partners that keep every text readable on its background (never a hidden text).
    const painted = role.type === 'color' ? r?.preview?.[role.role] : null;
    if (painted) {
      vars[def[0]] = painted.css;
      if (painted.source === 'token') mapped.push(role.role);
      else if (painted.source === 'derived') derived.push(role.role);
      else if (painted.source === 'partner') { derived.push(role.role); partners.push(role.role); }
      else {
        missing.push(role.role);
        if (role.token) unresolved.push(role.role);
      }
      continue;
    }
    const css = cssOf(role, 0);
    if (!css) missing.push(role.role);
    else {
      vars[def[0]] = css;
      (role.token ? mapped : derived).push(role.role);
    }
  }
  for (const [, [name, fallback]] of Object.entries(ROLE_VARS)) if (!(name in vars)) vars[name] = fallback;
  return { vars, missing, mapped, derived, partners, unresolved, total: roles.length };
}

// What the mock says about itself: how much of it comes from the set, and what is iOS's.
function rolesNote({ missing, mapped, derived, partners, unresolved, total }) {
  let text = `${mapped.length} of ${total} roles mapped`;
  if (derived.length) text += `, ${derived.length} derived from them`;
  if (partners?.length) text += ` (${partners.length} so that text reads on its background)`;
  text += missing.length ? `; the rest (${missing.length}) are iOS defaults` : '';
  if (unresolved?.length) text += ` (${unresolved.length} of them mapped to tokens with no value here: see Check)`;
  text += '.';
  return text;
}

function renderPreview() {
  const row = $('#mock-row');
  const existing = new Map([...row.children].map((el) => [el.dataset.selection, el]));
  const figures = state.columns.map((id) => {
    const info = mockVars(id);
    const { vars, missing } = info;
    let fig = existing.get(id);
    if (!fig) {
      fig = h('figure', { class: 'mock-wrap', 'data-selection': id },
        h('figcaption', null, selectionLabel(id)),
        h('p', { class: 'small-print roles-note', 'data-testid': 'roles-note' }),
        mockScreen(id, vars),
        h('p', { class: 'muted small-print missing-roles' }));
    }
    const summary = fig.querySelector('.roles-note');
    summary.textContent = rolesNote(info);
    summary.dataset.mapped = String(info.mapped.length);
    summary.dataset.derived = String(info.derived.length);
    summary.dataset.partners = String(info.partners?.length ?? 0);
    summary.classList.toggle('warn', info.mapped.length === 0);
    // repaint in place: the mock keeps its elements, only its custom properties change
    const mock = fig.querySelector('.mock');
    for (const [name, value] of Object.entries(vars)) {
      if (mock.style.getPropertyValue(name) !== value) mock.style.setProperty(name, value);
    }
    fig.querySelector('figcaption').textContent = selectionLabel(id);
    const note = fig.querySelector('.missing-roles');
    note.hidden = !missing.length;
    note.title = missing.join(', ');
    note.textContent = missing.length ? `iOS defaults: ${missing.join(', ')}. Click a part of the screen to map it.` : '';
    return fig;
  });
  const current = [...row.children];
  if (current.length !== figures.length || current.some((el, i) => el !== figures[i])) row.replaceChildren(...figures);
  renderRolesEditor();
}

const icon = (d) => {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const p = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  p.setAttribute('d', d);
  svg.append(p);
  return svg;
};
const ICONS = {
  notes: 'M5 3h10l4 4v14H5z M8 10h8 M8 14h8 M8 18h5',
  search: 'M10.5 4a6.5 6.5 0 1 1 0 13a6.5 6.5 0 0 1 0-13z M15.5 15.5L20 20',
  settings: 'M12 8a4 4 0 1 1 0 8a4 4 0 0 1 0-8z M12 2v3 M12 19v3 M2 12h3 M19 12h3 M4.9 4.9l2.1 2.1 M17 17l2.1 2.1 M4.9 19.1L7 17 M17 7l2.1-2.1',
};

function mockScreen(id, vars) {
  const rowItem = (title, sub, last) => h('div', { class: 'm-row' + (last ? ' last' : ''), 'data-role': 'list.separator' },
    h('div', { class: 'm-row-text' }, h('div', { class: 'm-row-title', 'data-role': 'text.primary' }, title), h('div', { class: 'm-row-sub', 'data-role': 'text.secondary' }, sub)),
    h('span', { class: 'm-chevron', 'data-role': 'text.secondary' }, '›'));
  return h('div', {
    class: 'mock', 'data-testid': 'mock-screen', 'data-selection': id, role: 'img', 'data-role': 'screen.background',
    'aria-label': `Mock app screen painted with ${selectionLabel(id)}`, style: vars,
  },
  h('div', { class: 'm-status' }, h('span', null, '9:41'), h('span', null, '●●● ▮')),
  h('div', { class: 'm-navbar', 'data-testid': 'mock-navbar', 'data-role': 'navigationBar.background' },
    h('span', { class: 'm-nav-side', 'data-role': 'accent' }, '‹ Library'),
    h('span', { class: 'm-nav-title', 'data-role': 'navigationBar.title' }, 'Notes'),
    h('span', { class: 'm-nav-side right', 'data-role': 'accent' }, 'Edit')),
  h('div', { class: 'm-content' },
    h('div', { class: 'm-section', 'data-role': 'text.secondary' }, 'Recent'),
    h('div', { class: 'm-list', 'data-role': 'list.background' },
      rowItem('Reading list', '12 books · updated today'),
      rowItem('Meeting notes', 'Tuesday, 10:30', true)),
    h('div', { class: 'm-card', 'data-role': 'list.background' },
      h('div', { class: 'm-title', 'data-role': 'font.title' }, 'Chapter One'),
      h('div', { class: 'm-body', 'data-role': 'font.body' }, 'It was a bright cold day in April.'),
      h('div', { class: 'm-secondary', 'data-role': 'text.secondary' }, 'Secondary text · 4 min read'),
      h('div', { class: 'm-link', 'data-role': 'accent' }, 'Continue reading')),
    h('div', { class: 'm-buttons' },
      h('span', { class: 'm-btn', 'data-role': 'button.background' }, 'Normal'),
      h('span', { class: 'm-btn hi', 'data-role': 'button.highlightedBackground' }, 'Pressed'),
      h('span', { class: 'm-btn sel', 'data-role': 'button.selectedBackground' }, 'Selected'),
      h('span', { class: 'm-btn dis', 'data-role': 'button.disabledBackground' }, 'Disabled')),
    h('div', { class: 'm-list', 'data-role': 'list.background' },
      h('div', { class: 'm-row last' },
        h('div', { class: 'm-row-text' }, h('div', { class: 'm-row-title', 'data-role': 'text.primary' }, 'Sync notes')),
        h('span', { class: 'm-switch on', 'data-role': 'switch.on' }, h('span', { class: 'knob' })))),
    h('div', { class: 'm-field placeholder', 'data-role': 'textField.placeholder' }, 'Search notes'),
    h('div', { class: 'm-field typed', 'data-role': 'textField.text' }, 'Groceries', h('span', { class: 'm-caret' }))),
  h('div', { class: 'm-tabbar', 'data-role': 'tabBar.background' },
    h('span', { class: 'm-tab selected', 'data-role': 'tabBar.selected' }, icon(ICONS.notes), h('span', null, 'Notes')),
    h('span', { class: 'm-tab', 'data-role': 'tabBar.unselected' }, icon(ICONS.search), h('span', null, 'Search')),
    h('span', { class: 'm-tab', 'data-role': 'tabBar.unselected' }, icon(ICONS.settings), h('span', null, 'Settings'))));
}

let roleDatalistsBuilt = false;
function roleListId(type) { return 'role-tokens-' + (type === 'color' ? 'color' : type === 'dimension' ? 'dimension' : 'font'); }

function buildRoleDatalists() {
  if (roleDatalistsBuilt) return;
  roleDatalistsBuilt = true;
  const by = { color: [], dimension: [], font: [] };
  for (const t of state.space?.tokens ?? []) {
    if (t.type === 'color') by.color.push(t.path);
    else if (t.type === 'dimension') by.dimension.push(t.path);
    else if (t.type === 'font' || t.type === 'typography') by.font.push(t.path);
  }
  $('#role-datalists').replaceChildren(...Object.entries(by).map(([k, list]) =>
    h('datalist', { id: 'role-tokens-' + k }, list.map((p) => h('option', { value: p })))));
}

function renderRolesEditor() {
  buildRoleDatalists();
  const first = state.columns[0];
  const r = state.resolved.get(first);
  $('#roles-sample-head').textContent = first != null ? `In ${selectionLabel(first)}` : 'Value';
  const focused = document.activeElement?.dataset?.role;
  const rows = (state.space?.roles ?? []).map((role) => {
    const draft = state.rolesDraft.get(role.role);
    const current = draft ?? role.token ?? '';
    const inputId = 'role-' + role.role.replace(/\W/g, '-');
    const entry = current ? r?.tokens[current] : null;
    const known = !current || state.tokensByPath.has(current);
    return h('tr', { 'data-role': role.role, class: draft != null ? 'changed' : '' },
      h('th', { scope: 'row' }, h('label', { for: inputId }, role.title ?? role.role), h('div', { class: 'mono muted small-print' }, `${role.role} · ${role.type}`)),
      h('td', null, h('input', {
        id: inputId, 'data-testid': 'role-input', 'data-role': role.role, list: roleListId(role.type), value: current,
        placeholder: role.type === 'color' ? 'a colour token' : role.type === 'dimension' ? 'a dimension token' : 'a font or typography token',
        spellcheck: 'false', autocomplete: 'off', 'aria-invalid': known ? 'false' : 'true',
        oninput: (e) => { state.rolesDraft.set(role.role, e.target.value.trim()); e.target.closest('tr').classList.add('changed'); },
      })),
      h('td', null, h('button', {
        type: 'button', class: 'small', 'data-testid': 'role-use-selected', 'data-role': role.role,
        disabled: !state.selectedPath, title: state.selectedPath ? `Use ${state.selectedPath}` : 'Select a token in the tree first',
        onclick: () => { state.rolesDraft.set(role.role, state.selectedPath); renderRolesEditor(); },
      }, 'Use selected')),
      h('td', null, h('span', { class: 'badge src-' + (draft != null ? 'changed' : role.source), title: role.source === 'derived' ? `${role.derivation} from ${role.derivedFrom}` : '' },
        draft != null ? 'changed' : role.source === 'derived' ? `derived (${role.derivation === 'same' ? role.derivedFrom : role.derivation})` : role.source === 'none' ? 'iOS default' : role.source),
      h('div', { class: 'muted small-print role-reason', 'data-testid': 'role-reason', 'data-role': role.role }, roleReason(role, r))),
      h('td', null, entry ? valueView(entry, null) : h('span', { class: 'muted' }, known ? '—' : 'unknown token')));
  });
  $('#roles-body').replaceChildren(...rows);
  if (focused) $(`[data-testid="role-input"][data-role="${CSS.escape(focused)}"]`)?.focus();
}

// Where a role's token or colour comes from, in words: the server's reason for the mapping, and
// for a colour painted otherwise in the first column (a partner, or a token with no colour there),
// what the preview did instead.
function roleReason(role, resolved) {
  const painted = role.type === 'color' ? resolved?.preview?.[role.role] : null;
  let text = role.reason || (role.source === 'none' ? 'iOS default' : role.source);
  if (painted && (painted.source === 'partner' || (painted.source === 'default' && role.token))) {
    text += ` · here: ${painted.note}`;
  }
  return text;
}

// Clicking a part of the mock opens its role in the mapping editor.
function focusRole(role) {
  const editor = $('#roles-editor');
  editor.open = true;
  const input = $(`[data-testid="role-input"][data-role="${CSS.escape(role)}"]`);
  if (!input) return;
  input.scrollIntoView({ block: 'center' });
  input.focus();
  const row = input.closest('tr');
  row.classList.add('flash');
  setTimeout(() => row.classList.remove('flash'), 1200);
}

async function submitRoles(e) {
  e.preventDefault();
  const roles = {};
  for (const role of state.space?.roles ?? []) {
    const draft = state.rolesDraft.get(role.role);
    if (draft != null) { if (draft) roles[role.role] = draft; continue; }
    if (role.source === 'declared' && role.token) roles[role.role] = role.token;
  }
  const err = $('#roles-error');
  try {
    await api('/api/roles', { method: 'PUT', body: { roles } });
    state.rolesDraft.clear();
    err.hidden = true;
    await refresh();
    toast('Role mapping applied');
  } catch (ex) {
    err.textContent = ex instanceof ApiError ? errorText(ex.error) : String(ex);
    err.hidden = false;
  }
}

// ---------------------------------------------------------------- check (lint, contrast, files)

function diagItem(x) {
  return h('li', null, h('button', {
    type: 'button', class: 'diag sev-' + x.severity, 'data-testid': 'diagnostic', 'data-severity': x.severity,
    'data-rule': x.rule ?? '', 'data-token-path': x.tokenPath ?? '', 'data-file': x.file ?? '',
    onclick: () => openDiagnostic(x),
  },
  h('span', { class: 'sev-badge ' + x.severity }, x.severity),
  h('span', { class: 'rule mono' }, x.rule ?? ''),
  h('span', { class: 'loc mono' }, location3(x)),
  x.tokenPath ? h('span', { class: 'tokpath mono' }, x.tokenPath) : null,
  h('span', { class: 'msg' }, x.message)));
}

function openDiagnostic(x) {
  if (x.tokenPath && state.tokensByPath.has(x.tokenPath)) {
    revealToken(x.tokenPath);
    selectToken(x.tokenPath, { highlight: x.file ? { file: x.file, line: x.line } : null });
    $('#detail').focus({ preventScroll: true });
  } else if (x.file) {
    toast(`${location3(x)}: ${x.message}`);
  }
}

function renderLint() {
  const sev = new Set($$('.sev-filter').filter((c) => c.checked).map((c) => c.value));
  const counts = { error: 0, warning: 0, note: 0 };
  for (const x of state.lint) counts[x.severity] = (counts[x.severity] ?? 0) + 1;
  for (const k of Object.keys(counts)) { const c = $('#count-' + k); if (c) c.textContent = `(${counts[k]})`; }
  const order = { error: 0, warning: 1, note: 2 };
  const list = state.lint.filter((x) => sev.has(x.severity))
    .sort((a, b) => (order[a.severity] ?? 3) - (order[b.severity] ?? 3) || collator.compare(a.file ?? '', b.file ?? '') || (a.line ?? 0) - (b.line ?? 0));
  // Findings of one rule repeated many times are one group, collapsed, with "Fix all" where
  // Studio has a fix.
  const byRule = new Map();
  for (const x of list) if (x.rule) byRule.set(x.rule + '|' + x.severity, (byRule.get(x.rule + '|' + x.severity) ?? 0) + 1);
  const grouped = new Set([...byRule].filter(([, n]) => n >= 3).map(([k]) => k));
  const groups = new Map();
  const singles = [];
  for (const x of list) {
    const key = (x.rule ?? '') + '|' + x.severity;
    if (grouped.has(key)) { if (!groups.has(key)) groups.set(key, []); groups.get(key).push(x); } else singles.push(x);
  }
  const groupItems = [...groups.values()].map((xs) => {
    const first = xs[0];
    const fix = state.lintFixable?.[first.rule];
    return h('li', { class: 'lint-group', 'data-testid': 'lint-group', 'data-rule': first.rule, 'data-count': String(xs.length) },
      h('details', null,
        h('summary', null,
          h('span', { class: 'sev-badge ' + first.severity }, first.severity), ' ',
          h('span', { class: 'rule mono' }, first.rule), ' ',
          h('strong', null, `${xs.length} findings`), ' ',
          h('span', { class: 'muted' }, `like: ${first.message}`)),
        h('ul', { class: 'lint-list' }, xs.slice(0, 200).map(diagItem))),
      fix ? h('button', { type: 'button', class: 'small', 'data-testid': 'fix-all', 'data-rule': first.rule, title: `Fix all: ${fix}`, onclick: () => fixAll(first.rule, xs.length) }, `Fix all ${xs.length}`) : null);
  });
  const shown = singles.slice(0, state.lintLimit);
  const items = [...groupItems, ...shown.map(diagItem)];
  if (!state.lint.length) items.push(h('li', { class: 'muted ok' }, 'No lint findings.'));
  if (singles.length > shown.length) {
    items.push(h('li', null, h('button', { type: 'button', class: 'link', onclick: () => { state.lintLimit += LINT_PAGE; renderLint(); } }, `Show ${Math.min(LINT_PAGE, singles.length - shown.length)} more of ${singles.length - shown.length}`)));
  }
  $('#lint-list').replaceChildren(...items);
}

async function fixAll(rule, count) {
  try {
    const r = await api('/api/fix', { method: 'POST', body: { rule } });
    await refresh();
    toast(`Fixed ${r.fixed} of ${count} (${rule}); undo takes them all back`);
  } catch (e) { reportError(e, 'Fix all failed'); }
}

function renderContrast() {
  const box = $('#contrast');
  box.replaceChildren(...state.columns.map((id) => {
    const res = state.contrast.get(id);
    const head = h('h3', null, selectionLabel(id));
    if (!res) return h('div', { class: 'contrast-block', 'data-testid': 'contrast-matrix', 'data-selection': id }, head, h('p', { class: 'muted' }, 'Loading…'));
    if (res.error) return h('div', { class: 'contrast-block', 'data-testid': 'contrast-matrix', 'data-selection': id }, head, h('p', { class: 'error-text' }, errorText(res.error.error ?? res.error)));
    const pairs = res.pairs ?? [];
    const fgs = [...new Set(pairs.map((p) => p.foreground))];
    const bgs = [...new Set(pairs.map((p) => p.background))];
    const byKey = new Map(pairs.map((p) => [p.foreground + '\u0000' + p.background, p]));
    const tokens = state.resolved.get(id)?.tokens ?? {};
    const colorOf = (p) => tokens[p]?.color?.css ?? null;
    // Names cut to the fewest last segments that still tell them apart (`text.dark.primary`
    // and `icon.dark.primary`, not twice `…dark.primary`).
    const kept = distinguishingSegments([...fgs, ...bgs]);
    const shortPath = (p) => shortPathOf(p, kept.get(p));
    const table = h('table', { class: 'matrix' },
      h('thead', null, h('tr', null, h('th', { scope: 'col', class: 'corner' }, 'text ↓ / background →'),
        bgs.map((b) => h('th', { scope: 'col', title: b }, h('span', { class: 'mini-swatch', style: { background: colorOf(b) } }), ' ', shortPath(b))))),
      h('tbody', null, fgs.map((f) => h('tr', null,
        h('th', { scope: 'row', title: f, 'data-testid': 'contrast-row', 'data-path': f }, h('span', { class: 'mini-swatch', style: { background: colorOf(f) } }), ' ', shortPath(f)),
        bgs.map((b) => {
          const p = byKey.get(f + '\u0000' + b);
          if (!p) return h('td', { class: 'none' }, '');
          const level = p.aaa ? 'AAA' : p.aa ? 'AA' : p.aaLarge ? 'AA large' : 'fail';
          return h('td', { class: 'pair ' + (p.aa ? 'pass' : p.aaLarge ? 'large' : 'fail'), 'data-testid': 'contrast-pair', 'data-foreground': f, 'data-background': b, title: `${f} on ${b}: ${p.ratio.toFixed(2)}:1` },
            h('div', { class: 'pair-head' },
              h('span', { class: 'sample', style: { color: colorOf(f), background: colorOf(b) } }, 'Aa'),
              h('span', { class: 'ratio mono' }, p.ratio.toFixed(2))),
            h('div', { class: 'badges' },
              h('span', { class: 'wcag ' + (p.aa ? 'yes' : 'no') }, 'AA'),
              h('span', { class: 'wcag ' + (p.aaa ? 'yes' : 'no') }, 'AAA'),
              h('span', { class: 'wcag ' + (p.aaLarge ? 'yes' : 'no') }, 'Large')),
            h('span', { class: 'sr-only' }, level));
        })))));
    return h('div', { class: 'contrast-block', 'data-testid': 'contrast-matrix', 'data-selection': id }, head,
      pairs.length ? h('div', { class: 'matrix-scroll' }, table) : h('p', { class: 'muted' }, 'No foreground/background pairs found.'));
  }));
}

/** For each path, how many of its last segments (at least two) tell it apart from the others. */
function distinguishingSegments(paths) {
  const unique = [...new Set(paths)];
  const result = new Map();
  for (const p of unique) {
    const segs = p.split('.');
    let n = Math.min(2, segs.length);
    const suffix = (q, k) => q.split('.').slice(-k).join('.');
    while (n < segs.length && unique.some((q) => q !== p && suffix(q, n) === suffix(p, n))) n += 1;
    result.set(p, n);
  }
  return result;
}

/** The last `keep` (default two) segments of a path, with break opportunities after the dots. */
function shortPathOf(p, keep = 2) {
  const segs = p.split('.');
  const shown = segs.length > keep ? segs.slice(-keep) : segs;
  const out = segs.length > keep ? ['…'] : [];
  shown.forEach((seg, i) => { if (i) out.push('.', h('wbr')); out.push(seg); });
  return out;
}

function renderDocuments() {
  const s = state.space;
  if (!s) return;
  const dirty = new Set(s.dirty ?? []);
  const conflicts = new Set(s.conflicts ?? []);
  $('#docs-body').replaceChildren(...(s.documents ?? []).map((doc) => h('tr', { 'data-file': doc.file },
    h('td', { class: 'mono' }, doc.file),
    h('td', null, (doc.layers?.length ? doc.layers : [doc.layer ?? '']).join(', ')),
    h('td', { 'data-testid': 'applies-when' }, doc.appliesWhen || conditionText(doc.condition)),
    h('td', null,
      doc.error ? h('span', { class: 'error-text' }, errorText({ ...doc.error, file: doc.error.file ?? doc.file })) : null,
      conflicts.has(doc.file) ? h('span', { class: 'badge warn' }, 'conflict') : null,
      dirty.has(doc.file) ? h('span', { class: 'badge' }, 'unsaved') : null,
      doc.editable === false ? h('span', { class: 'badge' }, 'read-only') : null,
      !doc.error && !dirty.has(doc.file) && !conflicts.has(doc.file) && doc.editable !== false ? h('span', { class: 'muted' }, 'saved') : null))));
}

// ---------------------------------------------------------------- export, pack, jobs

function renderExport() {
  const s = state.space;
  if (!s) return;
  const fmt = $('#export-format');
  const formats = s.exportFormats ?? [];
  if ([...fmt.options].map((o) => o.value).join('|') !== formats.join('|')) {
    const cur = fmt.value;
    fmt.replaceChildren(...formats.map((f) => h('option', { value: f }, f)));
    if (formats.includes(cur)) fmt.value = cur;
  }
  $('#export-output').placeholder = s.exportDefaults?.[fmt.value] ?? `export/${fmt.value || 'FORMAT'}`;
  const pack = $('#pack-button');
  pack.disabled = !s.canPack;
  $('#pack-reason').textContent = s.canPack ? '' : (s.packUnavailableReason ?? 'Packing is not available for this space.');
  pack.title = s.canPack ? 'Pack the space into a signed skin' : (s.packUnavailableReason ?? '');
  renderJobs();
}

function renderJobs() {
  const jobs = [...state.jobs.values()].reverse();
  const ul = $('#jobs');
  if (!jobs.length) { ul.replaceChildren(h('li', { class: 'muted' }, 'No jobs yet.')); } else {
    ul.replaceChildren(...jobs.map((j) => h('li', { class: 'job' + (j.error ? ' failed' : j.done ? ' done' : ''), 'data-testid': 'job', 'data-job': j.id },
      h('div', { class: 'job-head' }, h('strong', null, j.title ?? `Job ${j.id}`),
        h('span', { class: 'muted' }, j.error ? 'failed' : j.done ? 'done' : `${Math.round((j.progress ?? 0) * 100)}%`)),
      h('progress', { max: '1', value: String(j.done && !j.error ? 1 : j.progress ?? 0), 'aria-label': `${j.title ?? 'Job'} progress` }),
      j.message ? h('div', { class: 'muted' }, j.message) : null,
      j.error ? h('div', { class: 'error-text' }, typeof j.error === 'string' ? j.error : errorText(j.error)) : null,
      j.warnings?.length ? h('details', { class: 'job-warnings', open: true, 'data-testid': 'job-warnings' },
        h('summary', null, `${j.warnings.length} warning${j.warnings.length === 1 ? '' : 's'}`),
        h('ul', null, j.warnings.map((w) => h('li', { 'data-testid': 'job-warning' }, w)))) : null,
      j.notes?.length ? h('details', { class: 'job-notes' },
        h('summary', null, `${j.notes.length} note${j.notes.length === 1 ? '' : 's'}`),
        h('ul', null, j.notes.map((w) => h('li', null, w)))) : null,
      j.folder ? h('div', { class: 'job-folder' }, 'Written to ',
        h('code', { 'data-testid': 'job-folder' }, j.folder), ' ',
        h('button', { type: 'button', class: 'small', 'data-testid': 'copy-folder', onclick: () => { navigator.clipboard?.writeText(j.folder).then(() => toast('Path copied'), () => toast(j.folder)); } }, 'Copy path')) : null,
      j.outputs?.length ? h('ul', { class: 'outputs' }, j.outputs.slice(0, 100).map((o, i) => h('li', { class: 'mono' },
        j.folder ? h('a', { href: withToken(`/api/download?job=${encodeURIComponent(j.id)}&index=${i}`), download: o.split('/').pop(), 'data-testid': 'job-download' }, o) : o))) : null)));
  }
  const running = [...state.jobs.values()].filter((j) => !j.done);
  $('#job-indicator').hidden = !running.length;
  if (running.length) {
    $('#job-indicator-progress').value = running.reduce((a, j) => a + (j.progress ?? 0), 0) / running.length;
    $('#job-indicator').title = running.map((j) => `${j.title}: ${Math.round((j.progress ?? 0) * 100)}%`).join('\n');
  }
}

// Export writes the working copies: with unsaved edits it says so, offers to save first, or to
// export only what is saved.
function renderExportUnsaved() {
  const files = state.space?.dirty ?? [];
  const box = $('#export-unsaved');
  box.hidden = !files.length;
  if (!files.length) { $('#export-saved-only').checked = false; return; }
  const only = $('#export-saved-only').checked;
  $('#export-unsaved-text').textContent = only
    ? `Unsaved edits in ${files.join(', ')} are left out: the export writes what is saved.`
    : `Unsaved edits in ${files.join(', ')} are included in the export (they are not saved yet).`;
}

async function submitExport(e, confirmed = null) {
  e?.preventDefault?.();
  const format = $('#export-format').value;
  const output = $('#export-output').value.trim();
  const err = $('#export-error');
  const ask = $('#export-confirm');
  const body = { format };
  if (output) body.output = output;
  if (confirmed) body.confirmed = confirmed;
  if (state.space?.dirty?.length && $('#export-saved-only').checked) body.saved = true;
  try {
    const r = await api('/api/export', { method: 'POST', body });
    err.hidden = true;
    ask.hidden = true;
    if (r?.job && !state.jobs.has(String(r.job))) state.jobs.set(String(r.job), { id: String(r.job), title: `Export ${format}`, progress: 0, done: false });
    renderJobs();
  } catch (ex) {
    // Outside the theme folder: say the absolute path and ask before writing there.
    const path = ex instanceof ApiError ? ex.body?.confirmPath : null;
    if (path && !confirmed) {
      err.hidden = true;
      $('#export-confirm-path').textContent = path;
      ask.hidden = false;
      const go = $('#export-confirm-go');
      go.onclick = () => submitExport(null, path);
      go.focus();
      return;
    }
    ask.hidden = true;
    err.textContent = ex instanceof ApiError ? errorText(ex.error) : String(ex);
    err.hidden = false;
  }
}

async function submitPack(e) {
  e.preventDefault();
  const output = $('#pack-output').value.trim();
  const err = $('#export-error');
  try {
    const r = await api('/api/pack', { method: 'POST', body: output ? { output } : {} });
    err.hidden = true;
    if (r?.job && !state.jobs.has(String(r.job))) state.jobs.set(String(r.job), { id: String(r.job), title: 'Pack skin', progress: 0, done: false });
    renderJobs();
  } catch (ex) { err.textContent = ex instanceof ApiError ? errorText(ex.error) : String(ex); err.hidden = false; }
}

// ---------------------------------------------------------------- save, undo, redo, conflicts

async function save(force = false) {
  if (!state.space?.dirty?.length && !force) { toast('Nothing to save'); return; }
  try {
    const r = await api('/api/save', { method: 'POST', body: { force } });
    toast(r?.written?.length ? `Saved ${r.written.join(', ')}` : 'Saved');
  } catch (e) {
    const files = e instanceof ApiError ? e.body?.conflicts ?? e.error?.conflicts ?? [] : [];
    if (e instanceof ApiError && e.status === 409 && files.length) {
      toast(`Not saved: ${files.join(', ')} changed on disk. Keep yours or take the disk version.`, 'error');
    } else reportError(e, 'Save failed');
  }
  await refresh();
}

async function undoRedo(which) {
  try {
    await api('/api/' + which, { method: 'POST', body: {} });
  } catch (e) {
    if (e instanceof ApiError && e.status === 409) { toast(`Nothing to ${which}`); return; }
    reportError(e, which === 'undo' ? 'Undo failed' : 'Redo failed');
    return;
  }
  if (state.editor) state.editor.dirty = false;
  await refresh();
}

// The disk's changes, shown before either choice; fetched once per revision.
let conflictKey = '';
async function renderConflictDiff(files) {
  const box = $('#conflict-diff');
  const key = files.join(',') + '@' + (state.space?.revision ?? '');
  if (!files.length) { box.replaceChildren(); box.hidden = true; conflictKey = ''; return; }
  if (key === conflictKey) return;
  conflictKey = key;
  const views = [];
  for (const file of files) {
    try { views.push(await api('/api/conflict?file=' + encodeURIComponent(file))); } catch (e) { /* gone meanwhile */ }
  }
  state.conflictViews = views;
  const line = (c, side) => h('li', { 'data-testid': 'conflict-change', 'data-side': side, 'data-path': c.path },
    h('span', { class: 'mono' }, c.path), ': ',
    h('span', { class: 'mono old' }, c.base ?? '(none)'), ' → ',
    h('span', { class: 'mono new' }, (side === 'disk' ? c.disk : c.page) ?? '(deleted)'));
  box.replaceChildren(...views.map((v) => h('div', { class: 'conflict-file', 'data-file': v.file },
    h('strong', null, v.file), v.deletedOnDisk ? ' was deleted on disk.' : '',
    v.disk.length ? h('div', null, 'On disk:', h('ul', null, v.disk.map((c) => line(c, 'disk')))) : null,
    v.page.length ? h('div', null, 'Your edits:', h('ul', null, v.page.map((c) => line(c, 'page')))) : null,
    v.both.length ? h('p', { class: 'warn-text' }, `Both changed ${v.both.join(', ')}: "Keep mine" keeps yours for ${v.both.length === 1 ? 'it' : 'them'}.`) : null,
    v.otherChangesOnBothSides ? h('p', { class: 'warn-text' }, 'More than token values changed on both sides: "Keep mine" replaces the disk version.') : null,
    !v.deletedOnDisk && !v.otherChangesOnBothSides && v.disk.length ? h('p', { class: 'muted small-print' }, '"Keep mine" keeps these disk changes too and adds your edits.') : null)));
  box.hidden = false;
}

/** "Keep mine": the disk's changes to other tokens are merged in; only where a merge cannot keep
 *  both is the page's version saved over the disk's. */
async function keepMine() {
  const files = state.space?.conflicts ?? [];
  let forced = false;
  try {
    for (const file of files) {
      try {
        await api('/api/merge', { method: 'POST', body: { file } });
      } catch (e) {
        if (e instanceof ApiError && e.status === 409) forced = true; else throw e;
      }
    }
    await save(forced);
  } catch (e) { reportError(e, 'Keep mine failed'); await refresh(); }
}

async function takeDisk() {
  const files = state.space?.conflicts ?? [];
  try {
    for (const file of files) await api('/api/revert', { method: 'POST', body: { file } });
    toast(`Took the disk version of ${files.join(', ')}`);
  } catch (e) { reportError(e, 'Revert failed'); }
  if (state.editor) state.editor.dirty = false;
  await refresh();
}

// ---------------------------------------------------------------- events (WebSocket)

let ws = null;
let wsDelay = 500;
function connectEvents() {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const conn = $('#connection');
  try {
    ws = new WebSocket(`${proto}//${location.host}/api/events?token=${encodeURIComponent(TOKEN)}`);
  } catch (e) {
    conn.textContent = 'offline'; conn.dataset.state = 'offline';
    setTimeout(connectEvents, wsDelay);
    return;
  }
  let opened = false;
  ws.addEventListener('open', () => {
    opened = true;
    wsDelay = 500;
    conn.textContent = 'live';
    conn.dataset.state = 'live';
    conn.title = 'Live updates: connected';
    if (state.space) refresh(); // catch up with what happened while disconnected
  });
  ws.addEventListener('message', (ev) => {
    let msg;
    try { msg = JSON.parse(ev.data); } catch { return; }
    onEvent(msg);
  });
  ws.addEventListener('close', () => {
    conn.textContent = 'offline';
    conn.dataset.state = 'offline';
    conn.title = 'Live updates: disconnected, retrying';
    wsDelay = Math.min(opened ? 500 : wsDelay * 2, 10000);
    setTimeout(connectEvents, wsDelay);
  });
}

function onEvent(msg) {
  switch (msg.type) {
    case 'revision':
      // this page's own changes are re-fetched by the action that made them
      if (msg.revision == null || msg.revision > Math.max(state.revision, expectedRevision)) refresh();
      break;
    case 'disk':
      if (msg.reloaded?.length) {
        state.reloaded = [...new Set([...state.reloaded, ...msg.reloaded])];
        if (state.editor) state.editor.dirty = false;
      }
      refresh();
      break;
    case 'live':
      loadLive();
      break;
    case 'job': {
      const id = String(msg.id);
      const prev = state.jobs.get(id) ?? {};
      state.jobs.set(id, { ...prev, ...msg, id });
      renderJobs();
      if (msg.done) {
        if (msg.error) toast(`${msg.title ?? 'Job'} failed: ${typeof msg.error === 'string' ? msg.error : errorText(msg.error)}`, 'error');
        else toast(`${msg.title ?? 'Job'} done${msg.outputs?.length ? ': ' + msg.outputs.length + ' file' + (msg.outputs.length === 1 ? '' : 's') : ''}`);
      }
      break;
    }
    default: break;
  }
}

// ---------------------------------------------------------------- tabs, render all

function setTab(tab) {
  state.tab = tab;
  $('#workspace').dataset.tab = tab;
  for (const b of $$('.tabs [role="tab"]')) {
    const on = b.dataset.tab === tab;
    b.setAttribute('aria-selected', String(on));
    b.tabIndex = on ? 0 : -1;
  }
  $('#panel-preview').hidden = tab !== 'preview';
  $('#panel-check').hidden = tab !== 'check';
  $('#panel-export').hidden = tab !== 'export';
  $('#panel-modes').hidden = tab !== 'modes';
  $('#panel-live').hidden = tab !== 'live';
  if (tab === 'modes') renderModes();
  if (tab === 'live') loadLive();
  renderListHeader();
  renderList();
  if (tab === 'preview') renderPreview();
  if (tab === 'check') {
    renderLint(); renderDocuments(); renderContrast();
    loadContrast().then(renderContrast).catch((e) => reportError(e, 'Contrast'));
  }
  if (tab === 'export') renderExport();
}

function renderAll() {
  listVersion++;
  renderTopBar();
  renderSelectionBar();
  renderTypeFilter();
  flatten();
  if (state.activeRow >= state.rows.length) state.activeRow = state.rows.length - 1;
  renderListHeader();
  renderList();
  renderDetail();
  // the lint panel is kept current even while hidden; the preview renders when shown
  if (state.tab === 'preview') renderPreview();
  renderLint();
  renderDocuments();
  if (state.tab === 'check') renderContrast();
  renderExport();
  renderModes();
}

// ---------------------------------------------------------------- live theming (--live)

// Apps connected to the live channel, the addresses and pairing code they use, and whether unsaved
// edits reach them. The tab shows only when Studio serves a channel.
let liveState = null;
// Each change this page makes to the live state counts here: the answer to a read begun before a
// change is older than the change's own answer, and is dropped (it would put the old setting back).
let liveChanges = 0;
// The push setting on its way to Studio: the checkbox shows it until the answer, not an older read.
let pushPending = null;
let pushRequests = 0;
async function loadLive() {
  const begun = liveChanges;
  let live;
  try {
    live = await api('/api/live');
  } catch (e) {
    reportError(e, 'Live theming');
    return;
  }
  if (begun !== liveChanges || pushPending !== null) return;
  liveState = live;
  renderLive();
}

/** Takes in the live state a change answered with. */
function liveChanged(live) {
  liveChanges++;
  liveState = live;
  renderLive();
}

function renderLive() {
  const live = liveState;
  $('#tab-live').hidden = !live?.enabled;
  if (!live?.enabled) {
    if (state.tab === 'live') setTab('values');
    return;
  }
  const badge = $('#live-badge');
  badge.hidden = !live.devices.length;
  badge.textContent = String(live.devices.length);
  $('#live-urls').replaceChildren(...live.urls.map((u) => h('div', null, u)));
  $('#live-code').textContent = live.pairingCode ?? '';
  $('#live-push-unsaved').checked = pushPending ?? live.pushesUnsaved;
  $('#live-empty').hidden = live.devices.length > 0;
  $('#live-devices-body').replaceChildren(...live.devices.map((d) => h('tr', { 'data-testid': 'live-device', 'data-id': d.id },
    h('th', { scope: 'row' }, d.name, d.problem ? h('div', { class: 'error-text' }, d.problem) : null),
    h('td', { class: 'mono' }, d.app || '—'),
    h('td', { class: 'mono' }, selectionById(d.selection)
      ? h('button', { type: 'button', class: 'link', 'data-testid': 'live-show-selection', title: 'Show what this device shows, as the first column', onclick: () => showDeviceSelection(d) }, selectionLabel(d.selection))
      : (d.selection || 'defaults')),
    h('td', { title: `last seen ${d.lastSeen}` }, new Date(d.connectedAt).toLocaleTimeString()),
    h('td', null, h('button', { type: 'button', class: 'small', 'data-testid': 'live-disconnect', onclick: () => disconnectDevice(d) }, 'Disconnect')))));
}

// What a device shows becomes the first column of the Values tab (edits then write where it reads).
function showDeviceSelection(device) {
  setColumns([device.selection, ...state.columns.filter((id) => id !== device.selection)]);
  setTab('values');
}

async function disconnectDevice(device) {
  try {
    liveChanged(await api('/api/live/disconnect', { method: 'POST', body: { device: device.id } }));
    toast(`${device.name} disconnected: it shows its own theme again`);
  } catch (e) {
    reportError(e, 'Disconnect');
  }
}

async function setPushesUnsaved(on) {
  const request = ++pushRequests;
  pushPending = on;
  liveChanges++;
  try {
    const live = await api('/api/live', { method: 'PUT', body: { pushesUnsaved: on } });
    if (request !== pushRequests) return; // a later click answers
    pushPending = null;
    liveChanged(live);
  } catch (e) {
    if (request === pushRequests) pushPending = null;
    reportError(e, 'Live theming');
    loadLive();
  }
}

// ---------------------------------------------------------------- modes written in paths

// A set whose token paths name modes (`light.theme.bg`, `….sets.dark`) gets a Modes tab: a row per
// token, a column per mode (as Figma's variables table), and an import that makes the modes a
// modifier of a resolver document, previewed before anything is written.
function renderModes() {
  const grid = state.space?.modeGrid;
  const tab = $('#tab-modes');
  tab.hidden = !grid;
  if (!grid) {
    if (state.tab === 'modes') setTab('values');
    return;
  }
  if (state.tab !== 'modes') return;
  const first = state.columns[0];
  const r = state.resolved.get(first);
  $('#modes-intro').textContent = `${grid.rows.length} tokens name their ${grid.modifier} in their paths (${grid.modes.join(', ')}): each mode side by side.`;
  $('#modes-import-preview').textContent = `Import as the ${grid.modifier} modifier…`;
  const cell = (path) => {
    if (!path) return h('td', { class: 'none' }, '');
    const entry = r?.tokens[path];
    const err = r?.errorsByPath?.get(path);
    return h('td', { 'data-path': path, title: path }, entry || err ? valueView(entry, err) : h('span', { class: 'muted' }, '—'));
  };
  $('#mode-grid').replaceChildren(
    h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'Token'), grid.modes.map((m) => h('th', { scope: 'col', 'data-mode': m }, m)))),
    h('tbody', null, grid.rows.map((row) => h('tr', { 'data-testid': 'mode-row', 'data-name': row.name },
      h('th', { scope: 'row', class: 'mono' }, row.name),
      grid.modes.map((m) => cell(row.tokens[m]))))));
}

async function previewModeImport() {
  const box = $('#modes-preview');
  const err = $('#modes-error');
  try {
    const plan = await api('/api/modes/import', { method: 'POST', body: { write: false } });
    $('#modes-summary').textContent = `Writes ${plan.files.length} new files (nothing is changed or removed): ${plan.summary}.`;
    $('#modes-files').replaceChildren(...plan.files.map((f) => h('li', { 'data-testid': 'modes-file' }, f.file + (f.tokens ? ` (${f.tokens} tokens)` : ''))));
    $('#modes-resolver').textContent = plan.files.find((f) => f.file === 'livery.json')?.text ?? '';
    err.hidden = true;
    box.hidden = false;
    $('#modes-import-write').focus();
  } catch (ex) {
    box.hidden = false;
    err.textContent = ex instanceof ApiError ? errorText(ex.error) : String(ex);
    err.hidden = false;
  }
}

async function writeModeImport() {
  const err = $('#modes-error');
  try {
    const plan = await api('/api/modes/import', { method: 'POST', body: { write: true } });
    $('#modes-preview').hidden = true;
    toast(`Wrote ${plan.files.map((f) => f.file).join(', ')}`);
    await refresh();
  } catch (ex) {
    err.textContent = ex instanceof ApiError ? errorText(ex.error) : String(ex);
    err.hidden = false;
  }
}

// ---------------------------------------------------------------- wiring

function isTextField(el) {
  if (!el) return false;
  if (el.tagName === 'TEXTAREA') return true;
  if (el.tagName === 'INPUT') return !['checkbox', 'radio', 'button', 'submit', 'color', 'range'].includes(el.type);
  return el.isContentEditable;
}

function wire() {
  $('#token-list').addEventListener('scroll', scheduleRenderList, { passive: true });
  $('#token-list').addEventListener('click', onListClick);
  $('#token-list').addEventListener('keydown', onListKey);
  $('#token-list').addEventListener('focus', (e) => {
    // keyboard focus shows the active row; a mouse click sets it itself
    if (state.activeRow < 0 && state.rows.length && e.target.matches(':focus-visible')) { state.activeRow = 0; renderList(); }
  });
  new ResizeObserver(scheduleRenderList).observe($('#token-list'));

  const applySearch = debounce(() => {
    state.search = $('#search').value;
    state.activeRow = -1;
    flatten();
    $('#token-list').scrollTop = 0;
    renderList();
  }, SEARCH_DEBOUNCE);
  $('#search').addEventListener('input', applySearch);
  $('#search').addEventListener('keydown', (e) => { if (e.key === 'ArrowDown') { e.preventDefault(); $('#token-list').focus(); } });
  $('#type-filter').addEventListener('change', (e) => {
    state.typeFilter = e.target.value;
    state.activeRow = -1;
    flatten();
    $('#token-list').scrollTop = 0;
    renderList();
  });
  $('#expand-all').addEventListener('click', () => { state.collapsed.clear(); flatten(); renderList(); });
  $('#collapse-all').addEventListener('click', () => {
    for (const k of state.tree?.kids ?? []) if (k.kids.length) state.collapsed.add(k.path);
    flatten(); $('#token-list').scrollTop = 0; renderList();
  });
  $('#new-token').addEventListener('click', openNewToken);
  applyDensity();
  $('#density').addEventListener('click', () => {
    density = density === 'compact' ? 'comfortable' : 'compact';
    try { localStorage.setItem(DENSITY_KEY, density); } catch { /* storage off */ }
    applyDensity();
    renderList();
  });

  for (const b of $$('.tabs [role="tab"]')) b.addEventListener('click', () => setTab(b.dataset.tab));
  $('.tabs').addEventListener('keydown', (e) => {
    const tabs = $$('.tabs [role="tab"]').filter((t) => !t.hidden);
    const i = tabs.indexOf(document.activeElement);
    if (i < 0) return;
    let j = i;
    if (e.key === 'ArrowRight') j = (i + 1) % tabs.length;
    else if (e.key === 'ArrowLeft') j = (i - 1 + tabs.length) % tabs.length;
    else return;
    e.preventDefault();
    tabs[j].focus();
    setTab(tabs[j].dataset.tab);
  });

  $('#undo').addEventListener('click', () => undoRedo('undo'));
  $('#redo').addEventListener('click', () => undoRedo('redo'));
  $('#save').addEventListener('click', () => save(false));
  $('#export-save-first').addEventListener('click', () => save(false));
  $('#modes-import-preview').addEventListener('click', previewModeImport);
  $('#modes-import-write').addEventListener('click', writeModeImport);
  $('#modes-import-cancel').addEventListener('click', () => { $('#modes-preview').hidden = true; });
  $('#export-saved-only').addEventListener('change', renderExportUnsaved);
  $('#keep-mine').addEventListener('click', keepMine);
  $('#take-disk').addEventListener('click', takeDisk);
  $('#reload-dismiss').addEventListener('click', () => { state.reloaded = []; renderTopBar(); });
  $('#lint-summary').addEventListener('click', () => { setTab('check'); $('#lint-panel').scrollIntoView({ block: 'start' }); });

  $('#roles-form').addEventListener('submit', submitRoles);
  $('#th-modifier').addEventListener('change', fillThemeCopy);
  $('#mock-row').addEventListener('click', (e) => {
    const part = e.target.closest('[data-role]');
    if (part) focusRole(part.dataset.role);
  });
  $('#roles-reset').addEventListener('click', () => { state.rolesDraft.clear(); $('#roles-error').hidden = true; renderRolesEditor(); });
  for (const c of $$('.sev-filter')) c.addEventListener('change', renderLint);

  $('#export-form').addEventListener('submit', submitExport);
  $('#export-format').addEventListener('change', () => {
    const f = $('#export-format').value;
    $('#export-output').placeholder = state.space?.exportDefaults?.[f] ?? `export/${f}`;
  });
  $('#export-confirm-cancel').addEventListener('click', () => { $('#export-confirm').hidden = true; });
  $('#pack-form').addEventListener('submit', submitPack);

  $('#new-token-form').addEventListener('submit', submitNewToken);
  $('#new-theme-form').addEventListener('submit', submitNewTheme);
  for (const b of $$('.dialog-cancel')) b.addEventListener('click', () => b.closest('dialog').close());

  document.addEventListener('keydown', (e) => {
    const mod = e.ctrlKey || e.metaKey;
    if (e.key === 'Escape' && !document.querySelector('dialog[open]')) {
      // Esc leaves the editor (back to the token in the tree); again, closes the detail pane.
      if (document.activeElement?.closest?.('#detail')) {
        e.preventDefault();
        document.activeElement.blur();
        const list = $('#token-list');
        const i = state.rows.findIndex((r) => r.kind !== 'group' && r.node.token.path === state.selectedPath);
        if (i >= 0) { state.activeRow = i; renderList(); }
        list.focus();
        return;
      }
      if (state.detailOpen && !isTextField(document.activeElement)) { e.preventDefault(); setDetailOpen(false); return; }
    }
    // "/" (or Ctrl/⌘+K) focuses the search.
    if ((e.key === '/' && !mod && !isTextField(document.activeElement)) || (mod && e.key.toLowerCase() === 'k')) {
      e.preventDefault();
      $('#search').focus();
      $('#search').select();
      return;
    }
    if (!mod || e.altKey) return;
    const key = e.key.toLowerCase();
    if (key === 's') { e.preventDefault(); save(false); return; }
    // in text fields Ctrl+Z stays the field's own undo
    if (isTextField(document.activeElement)) return;
    if (key === 'z') { e.preventDefault(); undoRedo(e.shiftKey ? 'redo' : 'undo'); } else if (key === 'y') { e.preventDefault(); undoRedo('redo'); }
  });
}

async function main() {
  wire();
  setDetailOpen(false);
  $('#toggle-detail').addEventListener('click', () => setDetailOpen(!state.detailOpen));
  $('#token-list').addEventListener('scroll', updateColumnsHint, { passive: true });
  window.addEventListener('resize', () => requestAnimationFrame(updateColumnsHint));
  if (!TOKEN) {
    toast('This page needs the ?token=… from the URL that livery studio printed.', 'error');
  }
  renderDetail();
  await refresh();
  $('#live-push-unsaved').addEventListener('change', (e) => setPushesUnsaved(e.target.checked));
  await loadLive();
  connectEvents();
  document.body.dataset.ready = 'true';
}

main();
