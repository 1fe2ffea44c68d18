import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import { sanitizeRichText } from '@/lib/rich-text';
import { editorHtml, richTextExtensions } from './extensions';
import { loadContract } from '../../../scripts/lib/contract.mjs';

/** Every job and company description in the contract's examples (the HTML the server sends). */
function contractDescriptions(): string[] {
  const contract: unknown = loadContract();
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'description' && typeof value === 'string' && value.trimStart().startsWith('<'))
          found.add(value);
        else walk(value);
      }
    }
  };
  walk(contract);
  return [...found];
}

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

/** Loads HTML into an editor with the app's extensions and reads back what the form would get. */
function roundTrip(html: string): string {
  const editor = new Editor({ extensions: richTextExtensions, content: html });
  editors.push(editor);
  return editorHtml(editor);
}

describe('the description editor', () => {
  const examples = contractDescriptions();

  it('finds the contract’s job and company descriptions', () => {
    expect(examples.some((html) => html.includes('<h3>About the role</h3>'))).toBe(true);
    expect(examples.some((html) => html.includes('<strong>Northwind Analytics</strong>'))).toBe(
      true,
    );
    expect(examples.length).toBeGreaterThanOrEqual(6);
  });

  it.each(examples.map((html) => [html.slice(0, 60), html]))(
    'gives back the server’s HTML unchanged: %s…',
    (_name, html) => {
      expect(roundTrip(html)).toBe(sanitizeRichText(html));
    },
  );

  it('keeps paragraphs, line breaks, headings, both lists, nested lists, bold, italic and links', () => {
    const html =
      '<h3>About the role</h3><p>You will <strong>own</strong> the <em>planning</em> workspace.<br>Second line.</p>' +
      '<ul><li>Ship <strong><em>features</em></strong></li><li>Mentor<ul><li>two engineers</li></ul></li></ul>' +
      '<ol><li>Apply</li><li>Talk to us</li></ol>' +
      '<p>Read our <a href="https://northwind-analytics.example/engineering">handbook</a> or <a href="mailto:jobs@northwind-analytics.example">write</a>.</p>';
    expect(roundTrip(html)).toBe(html);
  });

  it('offers only the contract’s tags: no other node or mark exists in its schema', () => {
    const editor = new Editor({ extensions: richTextExtensions });
    editors.push(editor);
    expect(Object.keys(editor.schema.nodes).sort()).toEqual([
      'bulletList',
      'doc',
      'hardBreak',
      'heading',
      'listItem',
      'orderedList',
      'paragraph',
      'text',
    ]);
    expect(Object.keys(editor.schema.marks).sort()).toEqual(['bold', 'italic', 'link']);
    expect(
      editor.extensionManager.extensions.find((e) => e.name === 'heading')?.options.levels,
    ).toEqual([3]);
  });

  it('gives an empty string for an empty editor', () => {
    expect(roundTrip('')).toBe('');
    expect(roundTrip('<p></p><p> </p><ul><li></li></ul>')).toBe('');
  });

  it('drops what the contract does not allow, keeping its text', () => {
    expect(roundTrip('<h1>Big</h1><h2>Mid</h2><h4>Tiny</h4>')).toBe(
      '<p>Big</p><p>Mid</p><p>Tiny</p>',
    );
    expect(
      roundTrip('<p>a <u>u</u> <s>s</s> <code>c</code> <span style="color:red">red</span></p>'),
    ).toBe('<p>a u s c red</p>');
    expect(
      roundTrip(
        '<blockquote><p>quote</p></blockquote><pre><code>code</code></pre><hr><p>x<img src="x.png">y</p>',
      ),
    ).toBe('<p>quote</p><p>code</p><p>xy</p>');
    expect(roundTrip('<table><tr><td>cell</td></tr></table><div>block</div>')).toBe(
      '<p>cell</p><p>block</p>',
    );
    expect(roundTrip('<p>before<script>alert(1)</script>after</p>')).toBe('<p>beforeafter</p>');
  });

  it('reads other spellings of bold and italic as the allowed tags', () => {
    expect(roundTrip('<p><b>b</b> <i>i</i> <span style="font-weight:700">heavy</span></p>')).toBe(
      '<p><strong>b</strong> <em>i</em> <strong>heavy</strong></p>',
    );
  });

  it('keeps only href on links, and only web and e-mail links', () => {
    expect(
      roundTrip(
        '<p><a href="https://a.example" target="_blank" rel="nofollow" title="t" class="c">ok</a> <a href="javascript:alert(1)">js</a> <a href="/relative">rel</a> <a href="ftp://f.example">ftp</a></p>',
      ),
    ).toBe('<p><a href="https://a.example">ok</a> js rel ftp</p>');
  });

  it('drops attributes such as an ordered list’s start', () => {
    expect(roundTrip('<ol start="3" type="a"><li>three</li></ol>')).toBe('<ol><li>three</li></ol>');
  });
});
