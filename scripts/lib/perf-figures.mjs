// Pure helpers of scripts/perf.mjs: min / median / max over runs, INP from Event Timing entries,
// and the Markdown tables it prints (readable in a terminal, and pasted as they are into
// docs/decisions/).

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
