// Reports of `npm run contract:check`: a console table, Markdown for a pull request, JUnit XML.
const LABEL = { conforms: 'conforms', violates: 'VIOLATES', 'not-tested': 'not tested' };

const count = (summary) => {
  const scenarios = summary.flatMap((o) => o.rows);
  const by = (k) => scenarios.filter((r) => r.outcome === k).length;
  // Contract operations only: "(unmatched URL)" is a scenario of no operation.
  const operations = summary.filter((o) => !o.id.startsWith('('));
  const ops = (k) => operations.filter((o) => o.outcome === k).length;
  return {
    text:
      `${operations.length} operations: ${ops('conforms')} conform, ${ops('violates')} violate, ${ops('not-tested')} not tested; ` +
      `${scenarios.length} scenarios: ${by('conforms')} conform, ${by('violates')} violate, ${by('not-tested')} not tested`,
  };
};

const reasonOf = (r) =>
  r.outcome === 'violates'
    ? r.violations.map((v) => v.message + (v.finding ? ` [${v.finding}]` : '')).join('; ')
    : (r.reason ?? '');

export function table(summary, { baseUrl, seconds }) {
  const lines = [`contract:check ${baseUrl} (${seconds.toFixed(1)} s)`, ''];
  for (const op of summary) {
    lines.push(`${LABEL[op.outcome].padEnd(10)} ${op.id}`);
    for (const r of op.rows) {
      lines.push(
        `  ${LABEL[r.outcome].padEnd(10)} ${r.name}${r.outcome === 'conforms' ? '' : `: ${reasonOf(r)}`}`,
      );
      if (r.outcome === 'violates')
        lines.push(
          `             request: ${r.request.method} ${r.request.url}${r.request.body ? ` ${r.request.body.slice(0, 200)}` : ''}`,
          `             answer:  ${r.answer.status} ${r.answer.contentType} ${r.answer.body.slice(0, 300)}`,
        );
    }
  }
  lines.push('', count(summary).text);
  return lines.join('\n');
}

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function markdown(summary, { baseUrl, seconds, findings = [] }) {
  const lines = [
    `## Contract conformance: ${baseUrl}`,
    '',
    `${count(summary).text} (${seconds.toFixed(1)} s).`,
    '',
    '| Operation | Outcome | Scenarios |',
    '| --- | --- | --- |',
    ...summary.map((op) => {
      const c = (k) => op.rows.filter((r) => r.outcome === k).length;
      return `| \`${op.id}\` | ${LABEL[op.outcome]} | ${c('conforms')} conform, ${c('violates')} violate, ${c('not-tested')} not tested |`;
    }),
  ];
  const bad = summary.flatMap((op) => op.rows.filter((r) => r.outcome === 'violates'));
  if (bad.length) {
    lines.push(
      '',
      '### Violations',
      '',
      '| Operation | Scenario | Violation | Request | Answer |',
      '| --- | --- | --- | --- | --- |',
    );
    for (const r of bad)
      lines.push(
        `| \`${r.operation}\` | ${cell(r.name)} | ${cell(reasonOf(r))} | \`${cell(`${r.request.method} ${r.request.url}`)}\` | ${r.answer.status} ${cell(r.answer.contentType)}: \`${cell(r.answer.body.slice(0, 160))}\` |`,
      );
  }
  const untested = summary.flatMap((op) => op.rows.filter((r) => r.outcome === 'not-tested'));
  if (untested.length) {
    lines.push('', '### Not tested', '', '| Operation | Scenario | Why |', '| --- | --- | --- |');
    for (const r of untested)
      lines.push(`| \`${r.operation}\` | ${cell(r.name)} | ${cell(r.reason)} |`);
  }
  if (findings.length)
    lines.push(
      '',
      '### Stock DRF findings (docs/backend-guide.md)',
      '',
      ...findings.map((f) => `- ${f}`),
    );
  return lines.join('\n') + '\n';
}

const xml = (text) =>
  String(text).replace(
    /[<>&"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c],
  );

export function junit(summary, { baseUrl, seconds }) {
  const all = summary.flatMap((o) => o.rows);
  const suites = summary.map((op) => {
    const cases = op.rows.map((r) => {
      const inner =
        r.outcome === 'violates'
          ? `<failure message="${xml(reasonOf(r))}">${xml(`${r.request.method} ${r.request.url}\n${r.answer.status} ${r.answer.contentType}\n${r.answer.body}`)}</failure>`
          : r.outcome === 'not-tested'
            ? `<skipped message="${xml(r.reason)}"/>`
            : '';
      return `    <testcase classname="${xml(op.id)}" name="${xml(r.name)}">${inner}</testcase>`;
    });
    const f = op.rows.filter((r) => r.outcome === 'violates').length;
    const s = op.rows.filter((r) => r.outcome === 'not-tested').length;
    return `  <testsuite name="${xml(op.id)}" tests="${op.rows.length}" failures="${f}" skipped="${s}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="contract:check ${xml(baseUrl)}" tests="${all.length}" ` +
    `failures="${all.filter((r) => r.outcome === 'violates').length}" skipped="${all.filter((r) => r.outcome === 'not-tested').length}" time="${seconds.toFixed(1)}">\n` +
    `${suites.join('\n')}\n</testsuites>\n`
  );
}
