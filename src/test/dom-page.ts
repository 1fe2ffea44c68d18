import { expect } from 'vitest';

/**
 * A page as a screen leaves it, without React: `html` becomes the document's body, and the
 * returned `$` finds an element in it (tests of DOM-level rules such as focus return).
 */
export function page(html: string) {
  document.body.innerHTML = html;
  return (selector: string) => document.querySelector<HTMLElement>(selector)!;
}

/** Lets pending MutationObserver callbacks, microtasks and zero-delay timers run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Focus dropped to <body>, as when the dialog that had it closes. */
export function dropFocus() {
  (document.activeElement as HTMLElement | null)?.blur();
  expect(document.activeElement).toBe(document.body);
}
