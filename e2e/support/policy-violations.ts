import type { Page } from '@playwright/test';

/** What a `securitypolicyviolation` event says (CSP and Trusted Types alike). */
export interface PolicyViolation {
  url: string;
  directive: string;
  blocked: string;
  sample: string;
}

type Listener = (violation: PolicyViolation) => void;
const watchedPages = new WeakMap<Page, Listener[]>();

/**
 * Collects every Content-Security-Policy and Trusted Types violation of the page, in every
 * document it loads from now on (docs/deploy.md): a listener installed before any script of the page
 * runs (addInitScript), so a blocked inline script of the HTML itself is reported too. A page is
 * instrumented once (every test's fixture does it); each call gets the violations from then on.
 */
export async function watchPolicyViolations(
  page: Page,
  onViolation: Listener = () => undefined,
): Promise<PolicyViolation[]> {
  let listeners = watchedPages.get(page);
  if (!listeners) {
    const all: Listener[] = [];
    listeners = all;
    watchedPages.set(page, all);
    await page.exposeFunction('__reportPolicyViolation', (violation: PolicyViolation) => {
      for (const listener of all) listener(violation);
    });
    await page.addInitScript(() => {
      const report = (window as unknown as { __reportPolicyViolation: (v: unknown) => void })
        .__reportPolicyViolation;
      document.addEventListener(
        'securitypolicyviolation',
        (event) =>
          void report({
            url: location.href,
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            sample: event.sample,
          }),
        true,
      );
    });
  }
  const violations: PolicyViolation[] = [];
  listeners.push((violation) => {
    violations.push(violation);
    onViolation(violation);
  });
  return violations;
}
