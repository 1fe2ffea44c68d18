import { mergeConfig, defineConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            // Worker threads start faster than forked processes: ~10% off this project's time.
            pool: 'threads',
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: ['./src/test/setup.ts'],
            restoreMocks: true,
          },
        },
        {
          extends: true,
          test: {
            // Contract, tooling and script tests: real Prism, real files, node environment.
            name: 'node',
            environment: 'node',
            include: [
              'tests/**/*.test.ts',
              'scripts/**/*.test.ts',
              'mock/**/*.test.ts',
              'rules/**/*.test.ts',
            ],
            testTimeout: 60_000,
            hookTimeout: 90_000,
            // Each file starts its own servers; keep the 2-core CI machine calm.
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
