import type { Page } from '@playwright/test';

/** What a `securitypolicyviolation` event says (CSP and Trusted Types alike). */
export interface PolicyViolation {
  url: string;
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Collects every Content-Security-Policy and Trusted Types violation of the page, in every
 * document it loads from now on (issue #27): a listener installed before any script of the page
 * runs (addInitScript), so a blocked inline script of the HTML itself is reported too.
 */
export async function watchPolicyViolations(
  page: Page,
  onViolation: (violation: PolicyViolation) => void = () => undefined,
): Promise<PolicyViolation[]> {
  const violations: PolicyViolation[] = [];
  await page.exposeFunction('__reportPolicyViolation', (violation: PolicyViolation) => {
    violations.push(violation);
    onViolation(violation);
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
  return violations;
}
