import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// --- Boundaries (architecture.md) ------------------------------------------------------------
// Only src/lib/api talks to the network or touches the generated SDK/client. The generated
// TanStack Query options and mutations are used by a feature's api.ts (its query factories and
// mutation hooks, decision 009), by an api.ts beside a shared component, and by src/lib/api;
// everything else imports those. Generated types and zod schemas stay importable everywhere.
const networkLibraries = [
  'axios',
  'ky',
  'ofetch',
  'got',
  'superagent',
  'node-fetch',
  'cross-fetch',
  'undici',
];
// The SDK, the client and the generated index (which re-exports the SDK); types, zod schemas
// and TanStack Query options stay importable.
const generatedSdkAndClient = {
  regex:
    '^(@generated|(\\.\\.?/)+(.*/)?generated)(/(index|sdk\\.gen|client\\.gen|client(/.*)?|core/.*))?$',
  message: 'Only src/lib/api imports the generated SDK or client; use the generated query options.',
};
const generatedQueryOptions = {
  regex: '^(@generated|(\\.\\.?/)+(.*/)?generated)/@tanstack(/.*)?$',
  message:
    "Only api.ts files (and src/lib/api) import the generated query options and mutations; use the feature's api.ts factories and hooks (decision 009).",
};
// Icons and Radix primitives are imported from their own modules, never from the package's index:
// the build cuts chunks by what imports what, and an index that imports everything would pull the
// whole package into the chunk of any page that takes one piece from it (decision 007).
const packageIndexes = [
  {
    name: 'lucide-react',
    allowImportNames: ['LucideIcon', 'LucideProps'],
    message: "Import the icon itself: `import Search from 'lucide-react/icons/search'`.",
  },
  {
    name: 'radix-ui',
    message: "Import the primitive itself: `import * as DialogPrimitive from 'radix-ui/dialog'`.",
  },
];
const networkRule = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        ...networkLibraries.map((name) => ({
          name,
          message: 'Network calls live in src/lib/api only.',
        })),
        ...packageIndexes,
      ],
      patterns: [generatedSdkAndClient, generatedQueryOptions],
    },
  ],
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'Network calls live in src/lib/api only.' },
    { name: 'XMLHttpRequest', message: 'Network calls live in src/lib/api only.' },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'window', property: 'fetch', message: 'Network calls live in src/lib/api only.' },
    { object: 'globalThis', property: 'fetch', message: 'Network calls live in src/lib/api only.' },
    { object: 'self', property: 'fetch', message: 'Network calls live in src/lib/api only.' },
    {
      object: 'window',
      property: 'XMLHttpRequest',
      message: 'Network calls live in src/lib/api only.',
    },
    {
      object: 'navigator',
      property: 'sendBeacon',
      message: 'Network calls live in src/lib/api only.',
    },
  ],
};

// Features never import each other or src/app; routes in src/app combine them.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: networkRule['no-restricted-imports'][1].paths,
        patterns: [
          ...networkRule['no-restricted-imports'][1].patterns,
          {
            group: [
              '@/app',
              '@/app/*',
              '**/app/*',
              ...features
                .filter((f) => f !== feature)
                .flatMap((f) => [
                  `@/features/${f}`,
                  `@/features/${f}/*`,
                  `**/features/${f}/*`,
                  `../${f}/*`,
                  `../../${f}/*`,
                ]),
            ],
            message:
              'A feature imports neither another feature nor src/app; compose them in a route.',
          },
        ],
      },
    ],
  },
}));

// The shared layer (src/config, src/hooks, src/components, src/lib) serves features and the app
// and imports neither: code two features need lives here, never in one of them. src/config/paths
// is every URL of the app: features link with it instead of taking hrefs from the routes.
const appAndFeatures = [
  '@/app',
  '@/app/*',
  '**/app/*',
  '@/features',
  '@/features/*',
  '**/features/*',
];
const sharedLayerMessage =
  'Shared code (config, hooks, components, lib) imports no feature and nothing from src/app.';
// Files that still import a feature or src/app, each with its reason (none today).
const sharedLayerExceptions = [];
const sharedLayerBoundaries = [
  {
    files: [
      'src/config/**/*.{ts,tsx}',
      'src/hooks/**/*.{ts,tsx}',
      'src/components/**/*.{ts,tsx}',
      'src/lib/**/*.{ts,tsx}',
    ],
    ignores: ['src/lib/api/**', ...sharedLayerExceptions],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: networkRule['no-restricted-imports'][1].paths,
          patterns: [
            ...networkRule['no-restricted-imports'][1].patterns,
            { group: appAndFeatures, message: sharedLayerMessage },
          ],
        },
      ],
    },
  },
  {
    // src/lib/api may use the SDK and the network, but is shared code all the same.
    files: ['src/lib/api/**/*.{ts,tsx}'],
    ignores: sharedLayerExceptions,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: appAndFeatures, message: sharedLayerMessage }] },
      ],
    },
  },
];

// --- The local backend (mock/) ----------------------------------------------------------------
// mock/ stands beside the app, not on it: it imports generated/ (types, zod schemas, rules.gen)
// and scripts/lib (the contract loader), never spectral/ (the contract's lint) or src/ (the app).
// A rule both sides apply comes from the contract, through generated/.
const mockBoundaryMessage =
  'mock/ imports generated/ and scripts/lib only: a rule it shares comes from the contract through generated/, not from spectral/ or src/.';
const mockBoundary = {
  files: ['mock/**/*.{ts,js,mjs}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: '^((\\.\\.?/)+)(spectral|src)(/|$)', message: mockBoundaryMessage },
          { regex: '^@/', message: mockBoundaryMessage },
        ],
      },
    ],
  },
};

// rules/ is the contract's rules as code both sides run (the app and the local backend): it reads
// generated/ only, so neither side's code leaks into the other through it.
const rulesBoundaryMessage =
  'rules/ imports generated/ only: it is the contract read as code, run by src/ and mock/ alike.';
const rulesBoundary = {
  files: ['rules/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^((\\.\\.?/)+)(spectral|src|mock|scripts)(/|$)',
            message: rulesBoundaryMessage,
          },
          { regex: '^@/', message: rulesBoundaryMessage },
        ],
      },
    ],
  },
};

// --- Configuration (src/config/env.ts) ------------------------------------------------------
// env.ts is the only reader of import.meta.env: it checks the VITE_* variables once, at start, and
// keeps Vite's mode flags; everything else imports `env`, `isDev`, `isProd` or `isTest` from it.
const envReaders = ['src/config/env.ts'];
const envRule = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  ignores: envReaders,
  rules: {
    'no-restricted-syntax': [
      'error',
      ...["property.name='env'", "property.value='env'"].map((property) => ({
        selector: `MemberExpression[object.type='MetaProperty'][object.meta.name='import'][${property}]`,
        message: 'Read configuration from src/config/env.ts (`env`, `isDev`, `isProd`, `isTest`).',
      })),
    ],
  },
};

// --- File and folder names (kebab-case) -----------------------------------------------------
// Every file and folder under these folders is named in kebab-case (`job-card.tsx`); what follows
// the first dot is left alone (`.test.tsx`, `.loader.ts`, `.d.mts`).
const namedFolders = ['src', 'mock', 'scripts', 'e2e', 'tests'];
// Names that may break the rule, each with its reason (none today).
const namingExceptions = [];
const underNamedFolders = (pattern) => namedFolders.map((folder) => `${folder}/${pattern}`);
const fileNames = [
  {
    // Files ESLint does not parse are read as empty text, so that their names are checked too.
    files: underNamedFolders('**/*.{css,mts,cts,sh,yaml,yml,json,md,html,svg,png,jpg,webp,txt}'),
    plugins: { 'check-file': checkFile },
    processor: 'check-file/eslint-processor-check-file',
  },
  {
    files: underNamedFolders('**/*'),
    ignores: namingExceptions,
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { [`{${namedFolders.join(',')}}/**/`]: 'KEBAB_CASE' },
      ],
    },
  },
];
// api.ts files (a feature's, or one beside a shared component) and tests may import the generated
// query options: the same rules as their folder's, without that one pattern.
const apiFiles = ['src/**/api.ts', 'src/**/*.test.{ts,tsx}', 'src/test/**/*.{ts,tsx}'];
const allowQueryOptions = (config) => {
  const [level, options] = config.rules['no-restricted-imports'];
  return {
    files: config.files.flatMap((glob) => [
      glob.replace('**/*.{ts,tsx}', '**/api.ts'),
      glob.replace('**/*.{ts,tsx}', '**/*.test.{ts,tsx}'),
    ]),
    ...(config.ignores ? { ignores: config.ignores } : {}),
    rules: {
      'no-restricted-imports': [
        level,
        {
          ...options,
          patterns: options.patterns.filter((pattern) => pattern !== generatedQueryOptions),
        },
      ],
    },
  };
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      '*-test-results/**',
      '.probe/**',
      'generated/**',
      'node_modules/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: [
      'scripts/**/*.{js,mjs,ts}',
      'tests/**/*.ts',
      'e2e/**/*.ts',
      '*.{js,ts}',
      'spectral/**/*.js',
      'mock/**/*.{js,mjs}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  { files: ['src/**/*.{ts,tsx}'], ignores: ['src/lib/api/**'], rules: networkRule },
  {
    files: apiFiles,
    ignores: ['src/lib/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...networkRule['no-restricted-imports'][1],
          patterns: [generatedSdkAndClient],
        },
      ],
    },
  },
  ...sharedLayerBoundaries,
  allowQueryOptions(sharedLayerBoundaries[0]),
  {
    files: ['src/components/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: networkRule['no-restricted-imports'][1].paths,
          patterns: [
            {
              group: ['@generated', '@generated/*', '**/generated/*'],
              message: 'UI primitives know nothing of the API.',
            },
            {
              group: ['@/features', '@/features/*', '**/features/*', '@/app', '@/app/*'],
              message: 'UI primitives import no features or app code.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  ...featureBoundaries.map(allowQueryOptions),
  mockBoundary,
  rulesBoundary,
  // TanStack Query's own rules (query keys, stable clients, option order); mutations keep their
  // callbacks in the order they run.
  ...pluginQuery.configs['flat/recommended-strict'],
  {
    // Tests poke the cache with made-up keys on purpose (what a reset forgets).
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { '@tanstack/query/prefer-query-options': 'off' },
  },
  envRule,
  ...fileNames,
);
