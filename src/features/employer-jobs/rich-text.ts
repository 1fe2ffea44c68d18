import DOMPurify from 'dompurify';

/**
 * Rich text for job (and company) descriptions. The contract allows HTML limited to p, ul, ol,
 * li, strong, em, a, h3 and br. People write a tiny markdown-ish text (what the editor's toolbar
 * produces); it converts to that HTML, and every piece of HTML (ours and the server's) is
 * sanitised with DOMPurify on the same allow-list before it is sent or rendered.
 *
 *   ### Heading            → <h3>
 *   - item / * item        → <ul><li>
 *   1. item                → <ol><li>
 *   **bold**, *italic*     → <strong>, <em>   (also __bold__, _italic_)
 *   [text](https://…)      → <a href>          (http, https and mailto only)
 *   a single line break    → <br>; a blank line ends a paragraph or list
 *   \* \_ \# \- …          → the character itself
 */
export const ALLOWED_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'h3', 'br'] as const;
export const ALLOWED_ATTR = ['href'] as const;
const SAFE_URL = /^(?:https?:|mailto:)/i;

/** Sanitises HTML to the contract's allow-list (tags, the href attribute, http(s)/mailto links). */
export function sanitizeRichText(html: string): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTR],
    ALLOWED_URI_REGEXP: SAFE_URL,
    KEEP_CONTENT: true,
  });
}

/** The text of some HTML, without tags (to check that a description is not empty). */
export function richTextToPlain(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = sanitizeRichText(html);
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}

// --- markdown-ish → HTML ---------------------------------------------------------------------
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const ESCAPABLE = /\\([\\`*_{}[\]()#+\-.!>])/g;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;

/** Inline formatting of one line: escapes, links, bold, italic. Returns HTML. */
function inline(text: string): string {
  const tokens: string[] = [];
  const hold = (html: string) => `\u0000${tokens.push(html) - 1}\u0000`;
  let out = text.replace(ESCAPABLE, (_m, ch: string) => hold(escapeHtml(ch)));
  out = escapeHtml(out);
  // Links first, so that * and _ inside URLs stay as they are.
  out = out.replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, (_match, label: string, href: string) => {
    const url = href.replace(/&amp;/g, '&');
    if (!SAFE_URL.test(url)) return label;
    return hold(`<a href="${escapeHtml(url)}">${emphasis(label)}</a>`);
  });
  out = emphasis(out);
  // eslint-disable-next-line no-control-regex
  return out.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => tokens[Number(i)] ?? '');
}

function emphasis(html: string): string {
  return html
    .replace(/\*\*(?=\S)([^*]*?\S)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^\w])__(?=\S)([^_]*?\S)__(?!\w)/g, '$1<strong>$2</strong>')
    .replace(/\*(?=\S)([^*]*?\S)\*/g, '<em>$1</em>')
    .replace(/(^|[^\w])_(?=\S)([^_]*?\S)_(?!\w)/g, '$1<em>$2</em>');
}

type Block = { kind: 'p'; lines: string[] } | { kind: 'ul' | 'ol'; items: string[] } | { kind: 'h3'; text: string };

/** Converts the editor's markdown-ish text to sanitised, allowed HTML. */
export function markdownToHtml(markdown: string): string {
  const blocks: Block[] = [];
  let current: Block | null = null;
  const close = () => {
    if (current) blocks.push(current);
    current = null;
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') {
      close();
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (heading) {
      close();
      blocks.push({ kind: 'h3', text: heading[1] ?? '' });
    } else if (bullet || numbered) {
      const kind = bullet ? 'ul' : 'ol';
      const text = (bullet ?? numbered)![1] ?? '';
      if ((current as Block | null)?.kind !== kind) {
        close();
        current = { kind, items: [] };
      }
      (current as unknown as { items: string[] }).items.push(text);
    } else if ((current as Block | null)?.kind === 'p') {
      (current as unknown as { lines: string[] }).lines.push(line.trim());
    } else {
      close();
      current = { kind: 'p', lines: [line.trim()] };
    }
  }
  close();
  const html = blocks
    .map((block) => {
      switch (block.kind) {
        case 'h3':
          return `<h3>${inline(block.text)}</h3>`;
        case 'p':
          return `<p>${block.lines.map(inline).join('<br>')}</p>`;
        default:
          return `<${block.kind}>${block.items.map((item) => `<li>${inline(item)}</li>`).join('')}</${block.kind}>`;
      }
    })
    .join('');
  return sanitizeRichText(html);
}

// --- HTML → markdown-ish (to edit what the server has) ----------------------------------------
const escapeMarkdown = (text: string) => text.replace(/([\\*_[\]])/g, '\\$1');
/** A line that would read as block syntax gets its first character escaped. */
const escapeLineStart = (line: string) =>
  line
    .replace(/^(\s*)([#+-])/, '$1\\$2')
    .replace(/^(\s*\d{1,9})([.)]\s)/, '$1\\$2');

function inlineMarkdown(node: Node): string {
  let out = '';
  node.childNodes.forEach((child) => {
    if (child.nodeType === Node.TEXT_NODE) {
      out += escapeMarkdown((child.textContent ?? '').replace(/\s+/g, ' '));
      return;
    }
    if (!(child instanceof Element)) return;
    const tag = child.tagName.toLowerCase();
    const inner = inlineMarkdown(child);
    if (tag === 'br') out += '\n';
    else if (tag === 'strong' || tag === 'b') out += inner.trim() ? `**${inner.trim()}**` : inner;
    else if (tag === 'em' || tag === 'i') out += inner.trim() ? `*${inner.trim()}*` : inner;
    else if (tag === 'a') {
      const href = child.getAttribute('href');
      out += href && inner.trim() ? `[${inner.trim()}](${href.replace(/\s/g, '%20').replace(/\)/g, '%29')})` : inner;
    } else if (tag === 'ul' || tag === 'ol') out += `\n${listMarkdown(child)}`;
    else out += inner;
  });
  return out;
}

const cleanLines = (text: string) =>
  text
    .split('\n')
    .map((line) => escapeLineStart(line.trim()))
    .filter((line, i, all) => line !== '' || (i > 0 && i < all.length - 1))
    .join('\n');

function listMarkdown(list: Element): string {
  const numbered = list.tagName.toLowerCase() === 'ol';
  const lines: string[] = [];
  Array.from(list.children).forEach((li, index) => {
    const [first = '', ...rest] = inlineMarkdown(li).split('\n').map((l) => l.trim()).filter(Boolean);
    lines.push(`${numbered ? `${index + 1}.` : '-'} ${first}`);
    // Nested lists and line breaks inside an item become items of their own.
    rest.forEach((line) => lines.push(/^(?:-|\d+\.)\s/.test(line) ? line : `${numbered ? `${index + 1}.` : '-'} ${line}`));
  });
  return lines.join('\n');
}

/** Converts (sanitised) HTML back to the editor's markdown-ish text. */
export function htmlToMarkdown(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = sanitizeRichText(html);
  const blocks: string[] = [];
  let run = document.createElement('p');
  const flushRun = () => {
    const text = cleanLines(inlineMarkdown(run));
    if (text.trim()) blocks.push(text);
    run = document.createElement('p');
  };
  Array.from(template.content.childNodes).forEach((node) => {
    const tag = node instanceof Element ? node.tagName.toLowerCase() : '';
    if (tag === 'p' || tag === 'h3' || tag === 'ul' || tag === 'ol') {
      flushRun();
      if (tag === 'p') {
        const text = cleanLines(inlineMarkdown(node));
        if (text.trim()) blocks.push(text);
      } else if (tag === 'h3') {
        const text = inlineMarkdown(node).replace(/\s+/g, ' ').trim();
        if (text) blocks.push(`### ${text}`);
      } else {
        const text = listMarkdown(node as Element);
        if (text) blocks.push(text);
      }
    } else {
      run.appendChild(node.cloneNode(true));
    }
  });
  flushRun();
  return blocks.join('\n\n');
}
