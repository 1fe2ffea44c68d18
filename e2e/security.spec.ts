/**
 * The site as shipped is hardened (docs/deploy.md): the preview server sends the build's `_headers`
 * (as Netlify or Cloudflare Pages would), so these run under the real policy. Every security
 * header is there on every kind of response; a framed page does not render; markup and script
 * put into each place the app shows server text stay text or are stripped, never run; and a
 * script that did get into an HTML sink is blocked by Trusted Types and reported.
 */
import { type Page, type Route } from '@playwright/test';
import { contractExample } from './support/contract-examples';
import { type PolicyViolation, watchPolicyViolations } from './support/policy-violations';
import { signInAs } from './support/session';
import { expect, test } from './support/test';
import type * as T from '../generated/types.gen';

// These tests provoke violations on purpose and check each one themselves.
test.use({ allowPolicyViolations: true });

const job = contractExample<T.GetPublicJobResponse>('/v2/public/jobs/{jobSlug}/', 'get', '200');

/** Markup that runs script if it is ever parsed as HTML, unsanitised. */
const HTML_PAYLOAD =
  '<p>Intro</p><img src="/x" onerror="window.__pwned=\'img\'">' +
  '<script>window.__pwned="script"</script>' +
  '<a href="javascript:window.__pwned=\'link\'">link</a><iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>';
/** A name or title that closes a script block and opens another. */
const NAME_PAYLOAD =
  'Ann </script><script>window.__pwned="name"</script><img src=x onerror=alert(1)>';

/**
 * The violations a payload test does not expect. Expected, and harmless: an inline handler of the
 * payload reported as blocked (Chromium reports the `onerror` when DOMPurify parses the payload in
 * its inert document: refused, never run), and the company logo on the contract examples' CDN where a
 * build's img-src does not list it (the e2e build does, through VITE_STORAGE_ORIGIN).
 */
const unexpected = (violations: PolicyViolation[]) =>
  violations.filter(
    (v) =>
      !(v.directive === 'script-src-attr' && v.blocked === 'inline') &&
      !(v.directive === 'img-src' && v.blocked.startsWith('https://cdn.jobboard.example/')),
  );

const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: unknown }).__pwned);

/** Answers an API GET with the real answer, changed. */
async function change<B>(page: Page, path: string, edit: (body: B) => B) {
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, json: edit((await response.json()) as B) });
    },
  );
}

test.describe('headers', () => {
  for (const path of ['/', '/jobs', `/job/${job.slug}`, '/employer/jobs', '/favicon.svg']) {
    test(`${path} carries every security header`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      for (const directive of [
        /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/,
        /object-src 'none'/,
        /base-uri 'none'/,
        /frame-ancestors 'none'/,
        /form-action 'self' http:\/\/127\.0\.0\.1:\d+/,
        /connect-src 'self' http:\/\/127\.0\.0\.1:\d+/,
        /require-trusted-types-for 'script'/,
        /trusted-types dompurify jobboard jobboard-loader(;|$)/,
      ])
        expect(csp).toMatch(directive);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(csp).not.toContain('googletagmanager');
      expect(headers['referrer-policy']).toBe('strict-origin');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['permissions-policy']).toMatch(
        /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
      );
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['x-frame-options']).toBe('DENY');
    });
  }
});

test.describe('framing', () => {
  test('a framed sign-in page does not render', async ({ page, baseURL }) => {
    await page.goto('about:blank');
    await page.setContent(
      `<iframe title="framed" src="${baseURL}/employer/sign-in" style="width:800px;height:600px"></iframe>`,
    );
    const frame = page.frameLocator('iframe[title=framed]');
    // Long enough for the sign-in page to have rendered if it were allowed (see the next test).
    await page.waitForTimeout(2_000);
    await expect(frame.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
    await expect(frame.getByLabel('Password')).toHaveCount(0);
  });

  test('(the same page without the headers does render framed: the test above can fail)', async ({
    page,
    baseURL,
  }) => {
    await page.route(
      (url) => url.pathname === '/employer/sign-in',
      async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['content-security-policy'];
        delete headers['x-frame-options'];
        await route.fulfill({ response, headers });
      },
    );
    await page.goto('about:blank');
    await page.setContent(
      `<iframe title="framed" src="${baseURL}/employer/sign-in" style="width:800px;height:600px"></iframe>`,
    );
    await expect(
      page
        .frameLocator('iframe[title=framed]')
        .getByRole('button', { name: 'Sign in', exact: true }),
    ).toBeVisible();
  });
});

test.describe('injection', () => {
  test('job description, title (JSON-LD, apply dialog) and a file name: shown as text or stripped, never run', async ({
    page,
  }) => {
    const violations = await watchPolicyViolations(page);
    const title = `Engineer ${NAME_PAYLOAD}`;
    await change<T.Job>(page, `/v2/public/jobs/${job.slug}/`, (body) => ({
      ...body,
      title,
      description: HTML_PAYLOAD,
    }));
    await signInAs(page, 'candidate');
    await page.goto(`/job/${job.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const main = page.getByRole('main');
    await expect(main.getByText('Intro')).toBeVisible();
    await expect(main.locator('iframe, img[onerror], [onerror], script')).toHaveCount(0);
    await expect(main.getByText('link', { exact: true })).not.toHaveAttribute('href', /javascript/);
    // JSON-LD: one block, whose JSON holds the title as it is (`</script>` did not end it).
    const blocks = page.locator('script[type="application/ld+json"]');
    await expect(blocks).toHaveCount(1);
    expect(JSON.parse((await blocks.textContent()) ?? '').title).toBe(title);
    expect(await page.locator('script:not([src]):not([type="application/ld+json"])').count()).toBe(
      // The page's own inline scripts only (hashed in the CSP): none in the body.
      await page.locator('head > script:not([src])').count(),
    );

    // The title in a dialog's name, and a file name in the apply form.
    await page.getByRole('button', { name: 'Apply now' }).click();
    const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Upload a new resume' }).check();
    const fileName = `${NAME_PAYLOAD.replace(/\//g, '-')}.pdf`;
    await dialog.getByLabel('Resume file').setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2_000 - 9, 0x25)]),
    });
    await expect(dialog.getByText(fileName, { exact: false })).toBeVisible();
    await expect(dialog.locator('img, script')).toHaveCount(0);

    await page.waitForTimeout(500); // an onerror would have fired by now
    expect(await pwned(page)).toBeUndefined();
    expect(unexpected(violations)).toEqual([]);
  });

  test('company description and name: shown as text or stripped, never run', async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    await signInAs(page, 'employerOneCompany', { answeredBy: 'backend' }); // the company page is the employer's own
    await change<T.Employer>(page, '/v2/public/employers/northwind-analytics/', (body) => ({
      ...body,
      name: NAME_PAYLOAD,
      description: HTML_PAYLOAD,
      // Not under test; fetched here outside the page, the answer's logo is the contract example's CDN.
      logo_url: null,
    }));
    await page.goto('/employer/northwind-analytics');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME_PAYLOAD);
    const main = page.getByRole('main');
    await expect(main.getByText('Intro')).toBeVisible();
    await expect(main.locator('iframe, [onerror], script')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(await pwned(page)).toBeUndefined();
    expect(unexpected(violations)).toEqual([]);
  });

  test('markup that reaches an HTML or script sink is blocked by the policy and reported', async ({
    page,
  }) => {
    const violations = await watchPolicyViolations(page);
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const attempts = await page.evaluate((payload) => {
      const tried = (what: string, run: () => void) => {
        try {
          run();
          return `${what}: ran`;
        } catch (error) {
          return `${what}: ${(error as Error).name}`;
        }
      };
      const host = document.createElement('div');
      document.body.append(host);
      const script = document.createElement('script');
      return [
        tried('innerHTML', () => (host.innerHTML = payload)),
        tried('insertAdjacentHTML', () => host.insertAdjacentHTML('beforeend', payload)),
        tried('DOMParser', () => new DOMParser().parseFromString(payload, 'text/html')),
        tried('script text', () => (script.text = 'window.__pwned="text"')),
        tried('script src', () => (script.src = 'data:text/javascript,window.__pwned="src"')),
        tried('inline handler', () => host.setAttribute('onclick', 'window.__pwned="handler"')),
        tried('a new policy', () =>
          (
            window as unknown as {
              trustedTypes: { createPolicy: (n: string, o: object) => unknown };
            }
          ).trustedTypes.createPolicy('attacker', {}),
        ),
      ];
    }, HTML_PAYLOAD);
    expect(attempts).toEqual([
      'innerHTML: TypeError',
      'insertAdjacentHTML: TypeError',
      'DOMParser: TypeError',
      'script text: TypeError',
      'script src: TypeError',
      'inline handler: TypeError',
      'a new policy: TypeError',
    ]);
    await expect
      .poll(() => violations.map((v) => v.directive).sort())
      .toEqual([
        'require-trusted-types-for',
        'require-trusted-types-for',
        'require-trusted-types-for',
        'require-trusted-types-for',
        'require-trusted-types-for',
        'require-trusted-types-for',
        'trusted-types',
      ]);
    expect(await pwned(page)).toBeUndefined();
  });

  test('an inline script in the HTML without its hash in the policy is blocked and reported', async ({
    page,
  }) => {
    const violations = await watchPolicyViolations(page);
    await page.route(
      (url) => url.pathname === '/jobs',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          '</head>',
          '<script>window.__pwned="inline"</script></head>',
        );
        await route.fulfill({ response, body: html });
      },
    );
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => violations.map((v) => `${v.directive} ${v.blocked}`))
      .toEqual(['script-src-elem inline']);
    expect(await pwned(page)).toBeUndefined();
  });
});

test.describe('the rich-text editor under Trusted Types', () => {
  test('pasted HTML goes in sanitised, through DOMPurify, with no violation and nothing run', async ({
    page,
  }) => {
    const violations = await watchPolicyViolations(page);
    await signInAs(page, 'employerOneCompany');
    await page.goto('/employer/job');
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.click();
    await description.evaluate((editor, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'Intro link');
      editor.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, `<ul><li><strong>Bold</strong> item</li></ul>${HTML_PAYLOAD}`);
    await expect(description.getByText('Intro')).toBeVisible();
    await expect(description.locator('li strong')).toHaveText('Bold');
    await expect(description.locator('img, script, iframe, [onerror]')).toHaveCount(0);
    await expect(description.getByText('link', { exact: true })).not.toHaveAttribute(
      'href',
      /javascript/,
    );
    await page.waitForTimeout(500);
    expect(await pwned(page)).toBeUndefined();
    // A 'trusted-types' violation here would be ProseMirror creating its own pass-through policy.
    expect(unexpected(violations)).toEqual([]);
  });
});
