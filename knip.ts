import { defineConfig } from 'knip/config';

/**
 * `npm run lint` runs knip: it fails on files nobody imports, exports nobody imports and
 * dependencies nobody uses. Its plugins find most entry points themselves (vite.config.ts,
 * vitest.config.ts and its test files, playwright.config.ts and e2e/, eslint.config.js,
 * openapi-ts.config.ts, package.json's scripts); the entries below are the ones reached by a
 * path in a string, which knip cannot follow.
 */
export default defineConfig({
  entry: [
    // Built for Node by scripts/prerender.ts (PRERENDER_ENTRY).
    'src/app/prerender.tsx',
    // Bundled for the Workers runtime by scripts/edge-build.ts (EDGE_ENTRY).
    'edge/worker.ts',
    // Loaded by scripts/lib/local-backend.mjs with Vite's module runner.
    'mock/fake/server.ts',
    // The functions .spectral.yaml names, and the types of the one mock/fake imports too.
    'spectral/functions/*.js',
    'spectral/functions/*.d.ts',
    // Run by openapi-ts.config.ts's postProcess (a command line in a string).
    'scripts/openapi-ts/escape-invisible.mjs',
    // The vitest configuration scripts/mutate.mjs gives Stryker (a path in a string).
    'scripts/mutate/vitest.config.ts',
  ],
  project: ['**/*.{ts,tsx,js,mjs,css}'],
  // An export that only its own file uses is still reported: export what another file
  // imports, nothing else.
  ignoreExportsUsedInFile: false,
  ignoreIssues: {
    // Written by `npm run generate`: the API's whole surface, used or not (README: never edited).
    'generated/**': ['exports', 'types', 'duplicates'],
    // The UI kit (shadcn's shape): each primitive exports all of its parts, so a screen can take
    // the part it needs (a DialogClose, a CardFooter) without editing the kit. Whole unused files
    // of the kit are still reported.
    'src/components/ui/**': ['exports'],
  },
  ignoreDependencies: [
    // Run as programs by scripts (toolBin in scripts/lib/run-tool.mjs, scripts/lib/prism.mjs),
    // or named by a config file knip does not read (.spectral.yaml's `extends`).
    '@redocly/cli',
    '@stoplight/prism-cli',
    '@stoplight/spectral-owasp-ruleset',
    '@useoptic/optic',
    // Stryker's test runner plugin, named in scripts/mutate.mjs's `plugins` (a string).
    '@stryker-mutator/vitest-runner',
  ],
});
