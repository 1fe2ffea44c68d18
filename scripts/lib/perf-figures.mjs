// Pure helpers of scripts/perf.mjs: min / median / max over runs, INP from Event Timing entries,
// the Markdown tables it prints (readable in a terminal), and the figures block it writes into
// docs/performance.md (`--write-docs`).

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Min, median and max of a figure over its runs; null when no run gave it. */
export function spread(values) {
  const numbers = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
  if (numbers.length === 0) return null;
  return { min: Math.min(...numbers), median: median(numbers), max: Math.max(...numbers) };
}

/**
 * The latency of each interaction in Event Timing entries (PerformanceObserver type 'event'): the
 * longest `duration` among the entries that share an `interactionId` (a click's pointerdown,
 * pointerup and click; a keystroke's keydown, keypress and keyup), as web-vitals counts them.
 * Entries without an interaction (mousemove, pointerenter…: interactionId 0) and those that
 * started before `since` are left out. Returns the latencies in the order the interactions began.
 */
export function interactionLatencies(entries, since = 0) {
  const byId = new Map();
  for (const entry of entries) {
    if (!entry.interactionId || entry.startTime < since) continue;
    const known = byId.get(entry.interactionId);
    if (!known) byId.set(entry.interactionId, { start: entry.startTime, latency: entry.duration });
    else {
      known.start = Math.min(known.start, entry.startTime);
      known.latency = Math.max(known.latency, entry.duration);
    }
  }
  return [...byId.values()].sort((a, b) => a.start - b.start).map((i) => i.latency);
}

/**
 * INP of a few interactions: the longest one (web-vitals takes the worst while a page has had
 * fewer than 50 interactions). Interactions faster than the observer's `durationThreshold` leave
 * no entry at all, so none seen means 0 ("under the threshold").
 */
export function inp(entries, since = 0) {
  const latencies = interactionLatencies(entries, since);
  return latencies.length ? Math.max(...latencies) : 0;
}

/**
 * A Markdown table, padded to line up in a terminal: the first column (the labels) aligned left,
 * the others (figures) right. `rows` are arrays of cells (strings or numbers).
 */
export function markdownTable(header, rows) {
  const text = (cell) => (cell === null || cell === undefined ? '' : String(cell));
  const widths = header.map((h, i) =>
    Math.max(3, text(h).length, ...rows.map((r) => text(r[i]).length)),
  );
  const line = (cells) =>
    `| ${cells.map((c, i) => (i === 0 ? text(c).padEnd(widths[i]) : text(c).padStart(widths[i]))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** The markers around the figures in docs/performance.md that `npm run perf -- --write-docs` rewrites. */
export const DOCS_START = '<!-- perf:start -->';
export const DOCS_END = '<!-- perf:end -->';

/**
 * `text` with what lies between the start and end markers replaced by `block`; the markers and
 * everything outside them are kept as they are. Throws when a marker is missing or repeated, or
 * the end comes before the start: a page without its block is not rewritten by guesswork.
 */
export function replaceMarkedBlock(text, block, start = DOCS_START, end = DOCS_END) {
  const count = (marker) => text.split(marker).length - 1;
  if (count(start) !== 1 || count(end) !== 1)
    throw new Error(
      `expected one ${start} and one ${end}, found ${count(start)} and ${count(end)}`,
    );
  const from = text.indexOf(start) + start.length;
  const to = text.indexOf(end);
  if (to < from) throw new Error(`${end} comes before ${start}`);
  return `${text.slice(0, from)}\n\n${block.trim()}\n\n${text.slice(to)}`;
}

/**
 * The figures block of docs/performance.md: when and on what the run was made, the pages'
 * Lighthouse figures, the JavaScript of a cold /jobs and the interactions, each figure as
 * min / median / max over the runs. Cells arrive formatted (as the terminal summary shows them).
 */
export function docsFiguresBlock({ date, source, runs, pages, coldJobs, interactions }) {
  return [
    `Measured ${date} on ${source}: \`npm run perf -- --runs ${runs}\`; min / median / max of ${runs} run${runs === 1 ? '' : 's'}.`,
    '',
    'Lighthouse 12, mobile, simulated throttling:',
    '',
    markdownTable(['page', 'performance', 'LCP ms', 'TBT ms', 'CLS'], pages),
    '',
    `Cold /jobs: ${coldJobs.kb} KB of gzip JavaScript as served, in ${coldJobs.files} files, before the first job card.`,
    '',
    'Interactions at 390 px with a 4× CPU slowdown (INP; JavaScript fetched after the action):',
    '',
    markdownTable(['interaction', 'INP ms', 'JS KB fetched (gzip)'], interactions),
  ].join('\n');
}
