#!/usr/bin/env node
// npm run docs [-- --spec <file>] [-- --out <file>]
//
// Builds a static, offline API reference of the contract (default openapi/jobboard.yaml) into
// one self-contained HTML file (default dist/api-docs/index.html): Redocly `build-docs` with the
// Redoc bundle inlined (--inlineBundle), so no CDN script and no web fonts. Afterwards the file is
// cleaned and checked:
//   - Google Fonts <link>s and @imports are stripped (Redocly's older templates add them);
//   - Redoc's "API docs by Redocly" logo, an <img> from cdn.redoc.ly, becomes an inline SVG;
//   - any remaining http(s) <script src>, <link href>, CSS url() or @import fails the build.
// Telemetry is off both at build time (REDOCLY_TELEMETRY=off) and in the page
// (--openapi.disableTelemetry, Redoc's own OpenTelemetry client).
//
// Exit codes: 0 built, 1 build failed or the output still loads something from the network.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { externalResources, makeOffline } from './lib/offline-html.mjs';
import { redoclyOfflineEnv, runNode, toolBin } from './lib/run-tool.mjs';

const USAGE = 'usage: npm run docs [-- --spec <openapi file>] [-- --out <html file>]';

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        spec: { type: 'string', default: join('openapi', 'jobboard.yaml') },
        out: { type: 'string', default: join('dist', 'api-docs', 'index.html') },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`docs: ${error.message}\n${USAGE}`);
    return 1;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const spec = resolve(values.spec);
  const out = resolve(values.out);
  mkdirSync(dirname(out), { recursive: true });

  const args = [
    'build-docs',
    spec,
    '--inlineBundle',
    '--openapi.disableTelemetry=true',
    '--output',
    out,
  ];
  const result = await runNode(toolBin('@redocly/cli', 'redocly'), args, {
    cwd: process.cwd(),
    env: redoclyOfflineEnv(),
    timeoutMs: Number(process.env.DOCS_TIMEOUT_MS ?? 180_000),
  });
  if (result.timedOut || result.code !== 0) {
    const why = result.timedOut ? 'timed out' : `exit ${result.code}`;
    const output = `${result.stderr}\n${result.stdout}`
      .split('\n')
      .filter((line) => line.trim() && !/[║╔╚]/.test(line))
      .slice(-8)
      .join('\n');
    console.error(`docs: redocly build-docs failed (${why})\n${output}`);
    return 1;
  }

  const html = makeOffline(readFileSync(out, 'utf8'));
  writeFileSync(out, html);
  const external = externalResources(html);
  if (external.length) {
    console.error(
      `docs: ${relative(process.cwd(), out)} would still load from the network:\n  ${external.join('\n  ')}`,
    );
    return 1;
  }
  const kib = Math.round(statSync(out).size / 1024);
  const shown = relative(process.cwd(), out).startsWith('..') ? out : relative(process.cwd(), out);
  console.log(`docs: wrote ${shown} (${kib} KiB, self-contained, works offline)`);
  return 0;
}

process.exitCode = await main();
