// The vitest configuration `npm run mutate` (scripts/mutate.mjs) gives Stryker for one group of
// modules: only the test files that cover that group (MUTATE_TESTS, a JSON list), in the group's
// environment (MUTATE_ENV: jsdom for the app, node for the fake), so Stryker's first run and its
// per-test coverage stay small. `npm test` never reads this file.
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from '../../vite.config';

const include = JSON.parse(process.env.MUTATE_TESTS ?? '[]') as string[];
const exclude = JSON.parse(process.env.MUTATE_EXCLUDE ?? '[]') as string[];
const environment = process.env.MUTATE_ENV === 'node' ? 'node' : 'jsdom';

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      name: `mutate-${environment}`,
      environment,
      include,
      exclude: ['**/node_modules/**', ...exclude],
      restoreMocks: true,
      // Stryker's coverage instrumentation on a loaded machine: a component test may take
      // several times its usual time, which is not a failure.
      testTimeout: 60_000,
      hookTimeout: 90_000,
      ...(environment === 'jsdom' ? { setupFiles: ['./src/test/setup.ts'] } : {}),
    },
  }),
);
