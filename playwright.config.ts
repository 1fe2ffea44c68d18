import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Real Chromium: Debian's /usr/bin/chromium when present (CI and this workplace), otherwise the
// browser `npx playwright install chromium` put in Playwright's cache.
const systemChromium = '/usr/bin/chromium';
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync(systemChromium) ? systemChromium : undefined);

// Ports and build folder can be moved so that several runs can share a machine
// (`scripts/e2e.mjs` builds the app against the same API port).
const apiPort = Number(process.env.E2E_API_PORT ?? 4010);
const previewPort = Number(process.env.E2E_PREVIEW_PORT ?? 4173);
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
const previewUrl = `http://127.0.0.1:${previewPort}`;
// The volume backend (mock/fake/volume-seed.ts, MOCK_VOLUME): a second local backend 50 ports up
// whose Northwind has a job with 3,000 applications, for e2e/pipeline-volume.spec.ts (which sends
// the app's API calls there). Started only when that spec may run (no spec named, or it is).
const volumePort = apiPort + 50;
const specsNamed = process.argv.filter((a) => /\.spec\.ts/.test(a));
const runsVolume = specsNamed.length === 0 || specsNamed.some((a) => a.includes('pipeline-volume'));

export default defineConfig({
  testDir: './e2e',
  outputDir: `${outDir}-test-results`,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // CI runs a failed test once more and reports it as flaky (scripts/e2e.mjs lists it under
  // "Passed only on retry", with its file and line): two full CI runs on a loaded 2-core machine
  // each lost one different keyboard/focus test to timing, never the same one twice. Locally a
  // failure fails at once.
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // On CI the JSON report too: scripts/e2e.mjs reads it and lists every test that passed only on
  // its retry (docs/testing.md).
  reporter: process.env.CI
    ? [
        ['list'],
        ['junit', { outputFile: process.env.E2E_JUNIT ?? 'reports/e2e-junit.xml' }],
        ['json', { outputFile: process.env.E2E_JSON ?? 'reports/e2e-results.json' }],
      ]
    : 'list',
  use: {
    baseURL: previewUrl,
    // Recording a trace for every test costs about a quarter of the suite's time (shell.spec:
    // 2.2 -> 1.6 min without), so failures keep a screenshot and traces are asked for:
    // E2E_TRACE=1 npm run test:e2e -- e2e/shell.spec.ts
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      // The local backend: Prism's validating proxy on apiPort in front of the stateful fake on
      // apiPort + 2 (which also serves uploads). Its clock starts at the moment the contract's
      // examples describe (mock/fake/store.ts SEED_MOMENT), so their dates hold as written.
      // Every test resets it (e2e/support/test.ts).
      command: 'node scripts/mock.mjs',
      // Emailed links point at the configured web-app origin only: the preview's.
      env: {
        MOCK_PORT: String(apiPort),
        MOCK_NOW: '2025-11-21T12:00:00Z',
        MOCK_APP_ORIGIN: previewUrl,
      },
      url: `http://127.0.0.1:${apiPort}/public/locations/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(runsVolume
      ? [
          {
            command: 'node scripts/mock.mjs',
            env: {
              MOCK_PORT: String(volumePort),
              MOCK_NOW: '2025-11-21T12:00:00Z',
              MOCK_APP_ORIGIN: previewUrl,
              MOCK_VOLUME: '3000',
            },
            url: `http://127.0.0.1:${volumePort}/public/locations/`,
            reuseExistingServer: !process.env.CI,
            timeout: 90_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
    {
      // The built app (scripts/e2e.mjs builds it first).
      command: `npx vite preview --outDir ${outDir} --host 127.0.0.1 --port ${previewPort} --strictPort`,
      url: previewUrl,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
