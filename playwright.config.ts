import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Real Chromium: Debian's /usr/bin/chromium when present (CI and this workplace), otherwise the
// browser `npx playwright install chromium` put in Playwright's cache.
const systemChromium = '/usr/bin/chromium';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(systemChromium) ? systemChromium : undefined);

const PREVIEW_URL = 'http://127.0.0.1:4173';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 1 : 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['junit', { outputFile: 'reports/e2e-junit.xml' }]] : 'list',
  use: {
    baseURL: PREVIEW_URL,
    trace: 'retain-on-failure',
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
      // The API mock (127.0.0.1:4010) and the storage mock (127.0.0.1:4011).
      command: 'node scripts/mock.mjs',
      url: 'http://127.0.0.1:4010/public/locations/',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The built app (`npm run test:e2e` builds first).
      command: 'npx vite preview --host 127.0.0.1 --port 4173 --strictPort',
      url: PREVIEW_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
