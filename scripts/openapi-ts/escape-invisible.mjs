#!/usr/bin/env node
// A post-processor of `npm run generate` (openapi-ts.config.ts): hey-api turns every `\uXXXX`
// escape of its output back into the character itself, so a contract `pattern` that names an
// invisible character (the line and paragraph separators, the bidi marks, overrides and isolates of the
// names' and file names' pattern, docs/backend-guide.md) would land in generated/ as that raw character: a
// line separator ends a regular-expression literal (a syntax error), and bidi controls in source
// are invisible to a reviewer. This writes them back as `\uXXXX`, which means the same in a string
// or a regular expression.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
const escape = (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.[cm]?[jt]s$/.test(name) ? [full] : [];
  });
}

for (const file of files(process.argv[2] ?? 'generated')) {
  const text = readFileSync(file, 'utf8');
  const escaped = text.replace(INVISIBLE, escape);
  if (escaped !== text) writeFileSync(file, escaped);
}
