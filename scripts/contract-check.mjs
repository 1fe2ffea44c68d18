#!/usr/bin/env node
// npm run contract:check -- <base-url> [--config contract-check.config.json] [--only op1,op2]
//                          [--out reports] [--strict]
// A conformance run against any server: for every operation of openapi/jobboard.yaml, scenarios
// built from the contract (its named request examples; missing, wrong and expired tokens; unknown
// and malformed ids; a page past the end; page_size over the maximum; a body that does not parse;
// a validation error with a nested field; documented conflicts; rotation; an unmatched URL), set up
// through the API only (sign in as the config's accounts, create what a scenario needs, delete it
// after). Every answer is judged by this run against the contract (scripts/lib/conformance.mjs).
// Prints a table per operation, writes reports/contract-check.md and reports/contract-check.xml
// (JUnit), exits 1 on a violation (and with --strict when an operation was not tested).
//
// npm run contract:check -- --plan-diff <git-ref>   no server: the operations whose scenarios
//   differ between the contract at <git-ref> and the working tree's (what a server must now do
//   differently), as Markdown, also in reports/contract-scenarios.md (CI's contract summary).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { parse } from 'yaml';
import {
  findings,
  loadContract,
  planDiff,
  root,
  runConformance,
  summarize,
} from './lib/conformance.mjs';
import { junit, markdown, table } from './lib/conformance-report.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const strict = args.includes('--strict') && args.splice(args.indexOf('--strict'), 1);
const configPath = option('config') ?? join(root, 'contract-check.config.json');
const only = option('only')?.split(',');
const out = option('out') ?? join(root, 'reports');
const planBase = option('plan-diff');
const baseUrl = args[0];
if (planBase) {
  const config = JSON.parse(readFileSync(configPath, 'utf8'));
  const text = execFileSync('git', ['show', `${planBase}:openapi/jobboard.yaml`], {
    cwd: root,
    encoding: 'utf8',
  });
  const changes = await planDiff(parse(text), loadContract(), config);
  const lines = [`## Conformance scenarios changed since ${planBase}`, ''];
  if (!changes.length) lines.push('No operation gained or lost a scenario.');
  else {
    lines.push(
      '| Operation | Change | Scenarios added | Scenarios removed |',
      '| --- | --- | --- | --- |',
    );
    for (const c of changes)
      lines.push(
        `| \`${c.operation}\` | ${c.status} | ${c.added.join('; ') || '—'} | ${c.removed.join('; ') || '—'} |`,
      );
  }
  const markdown = lines.join('\n') + '\n';
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'contract-scenarios.md'), markdown);
  console.log(markdown);
  process.exit(0);
}
if (!baseUrl) {
  console.error(
    'usage: npm run contract:check -- <base-url> [--config file] [--only op,...] [--out dir] [--strict]',
  );
  process.exit(2);
}
const config = JSON.parse(readFileSync(configPath, 'utf8'));
const started = Date.now();
const run = await runConformance({
  baseUrl,
  config,
  only,
  // The run's own notices (the 429 waits), not a line per scenario.
  log: (line) => line.startsWith('contract:check:') && console.log(line),
});
const seconds = (Date.now() - started) / 1000;
const summary = summarize(run);
console.log(table(summary, { baseUrl, seconds }));
const ran = run.results.filter((r) => r.outcome !== 'not-tested');
const untested = run.results.filter((r) => r.outcome === 'not-tested');
const by429 = run.results.filter(
  (r) => r.answer?.status === 429 && !/throttled/.test(r.name),
).length;
const { signIns, throttled, waitedSeconds, maxThrottleWait } = run.stats;
console.log(
  `\nscenarios: ${ran.length} run (${ran.filter((r) => r.outcome === 'violates').length} violate), ` +
    `${untested.length} not tested (each with its reason above); sign-in calls: ${signIns}; ` +
    `429 answers: ${throttled}, waited ${waitedSeconds} s of at most ${maxThrottleWait} s; ` +
    `scenarios answered 429 unexpectedly: ${by429}`,
);
const named = findings(run.results);
if (named.length)
  console.log(
    `\nStock-DRF findings named by this run:\n${named.map((f) => `  - ${f}`).join('\n')}`,
  );
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, 'contract-check.md'),
  markdown(summary, { baseUrl, seconds, findings: named }),
);
writeFileSync(join(out, 'contract-check.xml'), junit(summary, { baseUrl, seconds }));
console.log(
  `\ncontract:check: reports in ${join(out, 'contract-check.md')} and contract-check.xml`,
);
const violates = summary.some((o) => o.outcome === 'violates');
const opUntested = summary.some((o) => o.outcome === 'not-tested');
process.exit(violates || (strict && opUntested) ? 1 : 0);
