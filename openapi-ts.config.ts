import { defineConfig } from '@hey-api/openapi-ts';
import { defineRulesPlugin } from './scripts/openapi-ts/rules-plugin';

// Generates everything in generated/ from the contract. Never edit generated/ by hand:
// change openapi/jobboard.yaml (or this file) and run `npm run generate`.
export default defineConfig({
  input: './openapi/jobboard.yaml',
  output: {
    path: './generated',
    // Formatting makes the output byte-identical run after run (the drift gate relies on it).
    // Invisible characters of contract patterns back to \uXXXX first (scripts/openapi-ts/escape-invisible.mjs).
    postProcess: [
      {
        name: 'escape invisible characters',
        command: 'node',
        args: ['scripts/openapi-ts/escape-invisible.mjs', '{{path}}'],
      },
      'prettier',
    ],
  },
  plugins: [
    {
      name: '@hey-api/client-fetch',
      // Base URL, auth and interceptors are configured at runtime in src/lib/api.
      runtimeConfigPath: '../src/lib/api/runtime-config',
    },
    '@hey-api/typescript',
    // Date-times as RFC 3339 allows and servers send them: any offset, any fractional precision
    // (z.iso.datetime() alone accepts only `Z`, which a `+01:00` from a real server would fail).
    { name: 'zod', metadata: false, compatibilityVersion: 'mini', dates: { offset: true } },
    {
      name: '@hey-api/sdk',
      // Every response is parsed with its zod schema before the app sees it.
      validator: { request: false, response: 'zod' },
    },
    {
      name: '@tanstack/react-query',
      queryOptions: true,
      queryKeys: true,
      infiniteQueryOptions: true,
      infiniteQueryKeys: true,
      mutationOptions: true,
    },
    // generated/rules.gen.ts: the rules the contract states as data (status moves, upload rules,
    // company permissions, limits, screening question rules and their words, single-line text).
    defineRulesPlugin(),
  ],
});
