/**
 * The repository speaks for itself: no comment, test name or doc cites an issue of a tracker
 * ("issue 25", "(#26)", "issue item 2", "items 5 and 7:") or a working session ("session 15",
 * "this session" of work), which a person who clones the repository cannot see. They cite
 * `docs/product.md §N`, a decision (`docs/decisions/NNN`) or the contract instead.
 *
 * Every text file git knows (tracked, or new and not ignored) is read; each reference is reported
 * as file:line with the line. Hex colours, HTML entities (`&#39;`), URL anchors (`#section-2`)
 * and `#` in code (`'#root'`) are not references.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support';

/** This file: its examples are references on purpose. */
const SELF = 'tests/tooling/repository-references.test.ts';

const BINARY = /\.(png|jpe?g|gif|ico|webp|avif|woff2?|ttf|otf|pdf|zip|gz|tgz|sqlite3?|db)$/i;

/** What a reference to an issue or a working session looks like, and what it is called. */
const PATTERNS: Array<{ name: string; pattern: RegExp }> = [
  // "issue 25", "Issue #27", "issues 30/34", "issue-29" (a heading's anchor).
  { name: 'issue number', pattern: /\bissues?[\s-]+#?\d+/gi },
  // "(#26)", "#33's", "#33.1", "[#14]": a number after a '#' that starts a word of prose.
  {
    name: 'issue number',
    pattern: /(?:^|(?<=[\s([`]))#\d{1,4}(?:\.\d+)?(?=$|[\s)\],;:!?`]|'s|\.(?!\d))/g,
  },
  // "issue item 2", "item 3 of", "(item 1)", "items 5 and 7:", "Item 6:" (an issue's items).
  {
    name: 'issue item',
    pattern:
      /\bissue items? \d+|\bitems? \d+(?:(?:\s*(?:,|and|–|-|to)\s*)\d+)*(?=\s*(?:[:)]|of\b))/gi,
  },
  // "session 15", "sessions 5 to 7", "Session 5".
  { name: 'working session', pattern: /\bsessions? \d+/gi },
  // "this session" of work, "a past session", "an earlier working session".
  {
    name: 'working session',
    pattern:
      /\b(?:(?:in )?this (?:working )?session(?=[,.;:)]|\s+(?:added|changed|fixed|measured|moved|removed|wrote))|(?:a |an )?(?:past|earlier|later|working) sessions?\b)/gi,
  },
];

/** A colour's declaration (`color: #333`, `border: 1px solid #111`): not a reference. */
const COLOUR_CONTEXT =
  /(?:colou?r|background|border|fill|stroke|shadow|outline|gradient)[\w-]*\s*:[^;]*$/i;

interface Reference {
  line: number;
  kind: string;
  text: string;
}

/** Every reference to an issue or a working session in a text, by line. */
function findReferences(text: string): Reference[] {
  const found: Reference[] = [];
  text.split('\n').forEach((line, index) => {
    const taken: Array<[number, number]> = [];
    for (const { name, pattern } of PATTERNS) {
      for (const match of line.matchAll(pattern)) {
        const [start, end] = [match.index, match.index + match[0].length];
        if (taken.some(([s, e]) => start < e && s < end)) continue; // "issue #27" once
        if (match[0].startsWith('#') && COLOUR_CONTEXT.test(line.slice(0, start))) continue;
        taken.push([start, end]);
        found.push({ line: index + 1, kind: name, text: match[0].trim() });
      }
    }
  });
  return found;
}

/** The repository's text files: what git tracks, and new files it does not ignore. */
function textFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return [...new Set(listed.split('\0'))].filter(
    (file) => file && file !== SELF && !BINARY.test(file),
  );
}

describe('findReferences', () => {
  it.each([
    ['// Saved jobs (issue 25).', 'issue 25'],
    ['Trusted Types (issue #27): the policy', 'issue #27'],
    ['## The edge handler (issues 30/34)', 'issues 30'],
    ['[below](#the-edge-handler-issue-29)', 'issue-29'],
    ['// ---- The pipeline view (#26) ----', '#26'],
    ["names each of #33's findings", '#33'],
    ['tagged `#33.1`', '#33.1'],
    ['(#14).', '#14'],
    ['names it (`#33`)', '#33'],
    ['a notes handler (issue item 2 of the list)', 'issue item 2'],
    ["test.describe('items 5 and 7: typed work asks'", 'items 5 and 7'],
    ['    // Item 6: Enter does not send.', 'Item 6'],
    ['reaches the tab (item 1).', 'item 1'],
    ['(decision 013, session 15).', 'session 15'],
    ['Date: 2026-11-23 (sessions 5 to 7)', 'sessions 5'],
    ['measured again in a past session', 'a past session'],
    ['what this session changed, below', 'this session'],
  ])('finds the reference in %j', (line, expected) => {
    expect(findReferences(`first line\n${line}\n`)).toEqual([
      expect.objectContaining({ line: 2, text: expected }),
    ]);
  });

  it.each([
    ['colours', '.toast { color: #333; border: 1px solid #111; background-color: #000 }'],
    ['a colour in code', "const muted = '#666';"],
    ['HTML entities', ".replace(/'/g, '&#39;').replace(/&#8217;/g, '’')"],
    ['URL anchors', 'see [the headers](#the-headers-and-why) and https://example.com/page#2'],
    ["another project's issue", 'by design: stoplightio/prism#2026 and stoplightio/prism#2390'],
    ['selectors and ids', "page.locator('#root[data-prerendered]'); el.id = 'row-#1';"],
    ['a markdown table header', '| #   | What stock DRF sends |'],
    ['shell comments', '#!/bin/sh\n# 1. installs the packages'],
    ['versions and sections', 'contract 3.4.0, docs/product.md §7, decision 012 rule 5'],
    ['a user session', 'nothing answered for the previous session; this session ends at sign-out'],
    ['a list item', "it('keeps item 3 selected', () => {}); const items = 3;"],
  ])('leaves %s alone', (_name, text) => {
    expect(findReferences(text)).toEqual([]);
  });
});

describe('the repository', () => {
  it('cites no issue number and no working session in any text file', () => {
    const files = textFiles();
    expect(files.length).toBeGreaterThan(100);
    const report: string[] = [];
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(join(repoRoot, file), 'utf8');
      } catch {
        continue; // listed but deleted in the work tree
      }
      if (text.includes('\0')) continue;
      for (const ref of findReferences(text))
        report.push(`${file}:${ref.line}: ${ref.kind} "${ref.text}"`);
    }
    expect(report, `${report.length} references:\n${report.join('\n')}`).toEqual([]);
  });
});
