import { expect, test as base } from '@playwright/test';
import { watchPolicyViolations } from './policy-violations';

/** The fake behind Prism's proxy (scripts/lib/local-backend.mjs): MOCK_PORT + 2 by default. */
const FAKE_URL = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 4010) + 2}`;
export const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4010}`;

/** Puts the local backend back to its seed (every test starts from the contract's examples). */
async function resetBackend(): Promise<void> {
  const response = await fetch(`${FAKE_URL}/__reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`Resetting the local backend failed: ${response.status}`);
}

/** Moves the local backend's clock forward, or sets the zone its date-times are written in (reset puts both back). */
export async function advanceClock(seconds: number, timeZone?: string): Promise<void> {
  const query = new URLSearchParams({
    advance: String(seconds),
    ...(timeZone ? { time_zone: timeZone } : {}),
  });
  const response = await fetch(`${FAKE_URL}/__clock?${query}`, { method: 'POST' });
  if (!response.ok) throw new Error(`Moving the local backend's clock failed: ${response.status}`);
}

/** What the local backend would have emailed, oldest first (its dev mail catcher). */
export async function mailbox(
  to?: string,
): Promise<{ to: string; subject: string; link: string; body?: string; links?: string[] }[]> {
  const all = (await (await fetch(`${FAKE_URL}/__mail`)).json()) as {
    to: string;
    subject: string;
    link: string;
    body?: string;
    links?: string[];
  }[];
  return to ? all.filter((m) => m.to === to) : all;
}

/**
 * Every test: the backend reset before it, no contract violation during it, and no
 * Content-Security-Policy or Trusted Types violation in its page (the preview server sends the
 * build's `_headers`, docs/deploy.md). Prism's proxy marks an answer (or request) that breaks the
 * contract with an `sl-violations` header; any such answer fails the test that caused it. A spec
 * that provokes policy violations on purpose says `test.use({ allowPolicyViolations: true })`
 * and checks its own.
 */
export const test = base.extend<{ localBackend: void; allowPolicyViolations: boolean }>({
  allowPolicyViolations: [false, { option: true }],
  localBackend: [
    async ({ page, allowPolicyViolations }, use) => {
      await resetBackend();
      const violations: string[] = [];
      page.on('response', (response) => {
        const header = response.headers()['sl-violations'];
        if (header) violations.push(`${response.request().method()} ${response.url()}: ${header}`);
      });
      const policyViolations = await watchPolicyViolations(page);
      await use();
      expect(violations, 'answers that break the contract (Prism sl-violations)').toEqual([]);
      if (!allowPolicyViolations)
        expect(
          policyViolations.map((v) => `${v.directive} on ${v.url}: ${v.blocked} ${v.sample}`),
          'Content-Security-Policy or Trusted Types violations',
        ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
