import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps the allowed tags and href only', () => {
    const html =
      '<h3 class="x">Role</h3><p style="color:red">Hi <strong>there</strong> <em>you</em><br><a href="https://a.example/x" target="_blank" onclick="evil()">link</a></p><ul><li>a</li></ul><ol start="3"><li>b</li></ol>';
    expect(sanitizeRichText(html)).toBe(
      '<h3>Role</h3><p>Hi <strong>there</strong> <em>you</em><br><a href="https://a.example/x">link</a></p><ul><li>a</li></ul><ol><li>b</li></ol>',
    );
  });

  it('drops scripts, event handlers, other tags and unsafe links but keeps their text', () => {
    const html =
      '<p>ok<script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">bad</a><a href="data:text/html,x">data</a></p><h1>Big</h1><div><span>inner</span></div><iframe src="https://x"></iframe>';
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(/script|img|onerror|javascript|data:|<h1|<div|<span|iframe/);
    expect(clean).toContain('<a>bad</a>');
    expect(clean).toContain('Big');
    expect(clean).toContain('inner');
  });

  it('keeps mailto links', () => {
    expect(sanitizeRichText('<p><a href="mailto:jobs@x.example">Mail</a></p>')).toBe(
      '<p><a href="mailto:jobs@x.example">Mail</a></p>',
    );
  });
});

describe('richTextToPlain', () => {
  it('gives the text without tags, whitespace collapsed', () => {
    expect(
      richTextToPlain('<p>Build  <strong>pipelines</strong>\n now</p><script>x</script>'),
    ).toBe('Build pipelines now');
  });

  it('is empty for markup without text', () => {
    expect(richTextToPlain('<p> </p><p><br></p><ul><li></li></ul>')).toBe('');
    expect(richTextToPlain('')).toBe('');
  });
});
