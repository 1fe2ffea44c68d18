import { sanitizeRichText, sanitizeRichTextToFragment } from '@/lib/rich-text';

/** True when an element holds neither text nor a nested list (a `<br>` alone counts as empty). */
function isBlank(element: Element): boolean {
  return (element.textContent ?? '').trim() === '' && !element.querySelector('ul, ol');
}

/**
 * The HTML the editor hands to the form, in the shape the server keeps and the public pages show.
 * The editor's document model wraps the text of a list item in a paragraph (`<li><p>…</p></li>`);
 * that paragraph is unwrapped (two paragraphs in one item are joined by a `<br>`), so a list reads
 * `<ul><li>…</li></ul>` as in the contract's examples. Empty paragraphs, headings and list items
 * (what Enter leaves behind) carry no meaning and are dropped, so an empty editor gives ''.
 * The result is sanitised to the contract's allow-list.
 */
export function normalizeEditorHtml(html: string): string {
  // Parsed by DOMPurify (the one parser of HTML under the site's Trusted Types: lib/rich-text).
  const root = sanitizeRichTextToFragment(html);

  root.querySelectorAll('li').forEach((item) => {
    let previousWasParagraph = false;
    Array.from(item.childNodes).forEach((child) => {
      const isParagraph = child instanceof Element && child.tagName === 'P';
      if (isParagraph) {
        if (previousWasParagraph) item.insertBefore(document.createElement('br'), child);
        child.replaceWith(...Array.from(child.childNodes));
      }
      previousWasParagraph = isParagraph;
    });
  });
  root.querySelectorAll('p, h3, li').forEach((block) => {
    if (isBlank(block)) block.remove();
  });
  root.querySelectorAll('ul, ol').forEach((list) => {
    if (!list.querySelector('li')) list.remove();
  });
  const container = document.createElement('div');
  container.append(root);
  return sanitizeRichText(container.innerHTML);
}
