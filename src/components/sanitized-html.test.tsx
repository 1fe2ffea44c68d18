import { render as renderComponent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sanitizeRichTextForDisplay } from '@/lib/rich-text';
import { SanitizedHtml } from './sanitized-html';

/** Parses sanitised output so assertions look at the DOM it would produce. */
function render(html: string): HTMLElement {
  const { container } = renderComponent(<SanitizedHtml html={html} />);
  return (container.firstElementChild as HTMLElement | null) ?? container;
}

describe('SanitizedHtml (the one sanitiser for descriptions)', () => {
  it('keeps the allowed markup', () => {
    const html =
      '<h3>About</h3><p>We <strong>ship</strong> <em>daily</em>.<br>Really.</p><ul><li>One</li></ul><ol><li>Two</li></ol>' +
      '<p><a href="https://example.com/handbook">handbook</a></p>';
    const host = render(html);
    expect([...host.querySelectorAll('*')].map((el) => el.tagName.toLowerCase())).toEqual([
      'h3',
      'p',
      'strong',
      'em',
      'br',
      'ul',
      'li',
      'ol',
      'li',
      'p',
      'a',
    ]);
    expect(host.querySelector('a')?.getAttribute('href')).toBe('https://example.com/handbook');
    expect(host.textContent).toContain('We ship daily.Really.');
  });

  it('neutralises a hostile description', () => {
    const hostile =
      '<p>Hi</p><script>window.__pwned = 1</script>' +
      '<img src="x" onerror="window.__pwned = 2">' +
      '<p onclick="window.__pwned = 3" style="color:red" class="x" id="y">Click</p>' +
      '<a href="javascript:window.__pwned=4">bad link</a>' +
      '<a href=" JaVaScRiPt:alert(1)">bad link 2</a>' +
      '<a href="data:text/html,<script>alert(1)</script>">data link</a>' +
      '<iframe src="https://evil.example"></iframe>' +
      '<svg><script>alert(1)</script></svg><form action="https://evil.example"><input name="q"></form>';
    const out = sanitizeRichTextForDisplay(hostile);
    expect(out).not.toMatch(
      /<script|<img|<iframe|<svg|<form|<input|onerror|onclick|javascript:|data:|style=|class=|id=/i,
    );

    const host = render(hostile);
    expect(host.querySelectorAll('script, img, iframe, svg, form, input')).toHaveLength(0);
    for (const el of host.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) expect(['href', 'rel']).toContain(attr);
    }
    for (const a of host.querySelectorAll('a')) expect(a.hasAttribute('href')).toBe(false);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('keeps only http(s) and mailto links and isolates them from this page', () => {
    const host = render(
      '<a href="https://a.example">a</a><a href="http://b.example">b</a><a href="mailto:jobs@c.example">c</a>' +
        '<a href="/relative">d</a><a href="ftp://e.example">e</a><a href="vbscript:msgbox">f</a>',
    );
    const links = [...host.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://a.example',
      'http://b.example',
      'mailto:jobs@c.example',
      null,
      null,
      null,
    ]);
    for (const a of links) expect(a.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('drops unknown tags but keeps their text; drops script text', () => {
    const host = render(
      '<div><span>Plain</span> text</div><h1>Big</h1><style>p{}</style><script>x()</script>',
    );
    expect(host.innerHTML).toBe('Plain textBig');
  });

  it('renders nothing for an empty description', () => {
    const { container } = renderComponent(<SanitizedHtml html={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('returns an empty string for nothing', () => {
    expect(sanitizeRichTextForDisplay(null)).toBe('');
    expect(sanitizeRichTextForDisplay('')).toBe('');
  });
});
