import { describe, expect, it } from 'vitest';
import { htmlToMarkdown, markdownToHtml, richTextToPlain, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps the allowed tags and href only', () => {
    const html =
      '<h3 class="x">Role</h3><p style="color:red">Hi <strong>there</strong> <em>you</em><br><a href="https://a.example/x" target="_blank" onclick="evil()">link</a></p><ul><li>a</li></ul><ol><li>b</li></ol>';
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
    expect(sanitizeRichText('<p><a href="mailto:jobs@x.example">Mail</a></p>')).toBe('<p><a href="mailto:jobs@x.example">Mail</a></p>');
  });
});

describe('markdownToHtml', () => {
  it('turns the editor syntax into the allowed HTML', () => {
    const md = [
      '### About the role',
      'You will own the **planning** workspace,',
      'with *a lot* of keyboard use.',
      '',
      '- Ship features',
      '- Keep it __accessible__',
      '',
      '1. Apply',
      '2. Talk to us',
      '',
      'Read our [handbook](https://northwind.example/eng?a=1&b=2).',
    ].join('\n');
    expect(markdownToHtml(md)).toBe(
      '<h3>About the role</h3>' +
        '<p>You will own the <strong>planning</strong> workspace,<br>with <em>a lot</em> of keyboard use.</p>' +
        '<ul><li>Ship features</li><li>Keep it <strong>accessible</strong></li></ul>' +
        '<ol><li>Apply</li><li>Talk to us</li></ol>' +
        '<p>Read our <a href="https://northwind.example/eng?a=1&amp;b=2">handbook</a>.</p>',
    );
  });

  it('escapes HTML people type, so it shows as text and never runs', () => {
    const html = markdownToHtml('<script>alert(1)</script> & <b>bold</b> <img src=x onerror=alert(1)>');
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt; &lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('refuses unsafe link targets and keeps their text', () => {
    expect(markdownToHtml('[click](javascript:alert%281%29) and [x](data:text/html,hi)')).toBe('<p>click and x</p>');
  });

  it('leaves underscores inside words and URLs alone, and honours backslash escapes', () => {
    expect(markdownToHtml('snake_case_name at [x](https://x.com/north_wind_example)')).toBe(
      '<p>snake_case_name at <a href="https://x.com/north_wind_example">x</a></p>',
    );
    expect(markdownToHtml('\\*not italic\\* and \\- not a list')).toBe('<p>*not italic* and - not a list</p>');
    expect(markdownToHtml('\\- starts with a dash')).toBe('<p>- starts with a dash</p>');
  });

  it('gives empty HTML for empty text', () => {
    expect(markdownToHtml('  \n\n ')).toBe('');
    expect(richTextToPlain(markdownToHtml('   '))).toBe('');
  });
});

describe('htmlToMarkdown', () => {
  const serverHtml =
    '<h3>About the role</h3><p>You will own the planning workspace that 900+ retailers open every morning.</p>' +
    '<h3>What you will do</h3><ul><li>Ship features end to end</li><li>Keep our component library <strong>accessible</strong> (WCAG 2.2 AA) and fast</li></ul>' +
    '<p>Questions? Read our <a href="https://northwind-analytics.example/engineering">engineering handbook</a>.</p>';

  it('gives editable text for the server HTML', () => {
    expect(htmlToMarkdown(serverHtml)).toBe(
      [
        '### About the role',
        '',
        'You will own the planning workspace that 900+ retailers open every morning.',
        '',
        '### What you will do',
        '',
        '- Ship features end to end',
        '- Keep our component library **accessible** (WCAG 2.2 AA) and fast',
        '',
        'Questions? Read our [engineering handbook](https://northwind-analytics.example/engineering).',
      ].join('\n'),
    );
  });

  it('round-trips: HTML → text → the same HTML', () => {
    expect(markdownToHtml(htmlToMarkdown(serverHtml))).toBe(serverHtml);
    const tricky = '<p>2024. A year.<br>- not a list<br># not a heading</p><p>Stars * and _under_scores_ and [brackets]</p><ol><li>one</li><li><em>two</em></li></ol>';
    expect(markdownToHtml(htmlToMarkdown(tricky))).toBe(tricky);
  });

  it('collapses whitespace and keeps loose text as a paragraph', () => {
    expect(htmlToMarkdown('Loose   text\n over lines <strong>bold</strong>')).toBe('Loose text over lines **bold**');
  });
});
