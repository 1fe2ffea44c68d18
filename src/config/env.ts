import * as z from 'zod/mini';

/**
 * The app's configuration: the build's `VITE_*` variables (README's table, .env.example), checked
 * once when the app starts, and Vite's own mode flags. The only module that reads
 * `import.meta.env` (eslint.config.js forbids it elsewhere): the rest of the app imports `env`.
 * A variable that is unset or empty takes its default; one that is set to a bad value stops the
 * app at start with a message naming the variable and the value.
 */

/** A Google Tag Manager container id ("GTM-XXXXXXX"). */
export const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;

const httpUrl = z.url({ protocol: /^https?$/ });
/** An absolute path of this app ("/employer/sign-in"), not a protocol-relative "//host". */
const appPath = z.string().check(z.regex(/^\/(?!\/)/));

/**
 * Each variable: its schema, its default, and what a good value looks like (for the message).
 * README's table and .env.example list the same variables with the same defaults (a tooling test
 * checks it).
 */
export const envVariables = {
  VITE_API_BASE_URL: {
    schema: httpUrl,
    fallback: 'http://127.0.0.1:4010',
    expected: 'an absolute http(s) URL such as http://127.0.0.1:4010',
  },
  VITE_APP_NAME: {
    schema: z.string().check(z.regex(/\S/)),
    fallback: 'Jobboard',
    expected: 'a product name',
  },
  VITE_GTM_ID: {
    schema: z.string().check(z.regex(GTM_ID)),
    fallback: '',
    expected: 'a tag-manager id such as GTM-ABC1234, or empty for no analytics',
  },
  VITE_EMPLOYER_SITE_URL: {
    schema: z.union([httpUrl, appPath]),
    fallback: '/employer/sign-in',
    expected: 'an absolute http(s) URL or a path of this app such as /employer/sign-in',
  },
  VITE_CAREER_ADVICE_URL: {
    schema: httpUrl,
    fallback: 'https://blog.example.com/career-advice',
    expected: 'an absolute http(s) URL',
  },
} satisfies Record<
  `VITE_${string}`,
  { schema: z.ZodMiniType<string>; fallback: string; expected: string }
>;

type Variable = keyof typeof envVariables;

export interface Env {
  /** Base URL of the API, without a trailing slash. */
  apiBaseUrl: string;
  /** Product name in the header and in every document title. */
  appName: string;
  /** Tag-manager id; empty: no analytics. */
  gtmId: string;
  /** Where 'Post a job' opens (new tab). */
  employerSiteUrl: string;
  /** The 'Career advice' link. */
  careerAdviceUrl: string;
}

/** Reads and checks the `VITE_*` variables; throws one error listing every bad value. */
export function parseEnv(raw: Readonly<Record<string, unknown>>): Env {
  const problems: string[] = [];
  const read = (name: Variable): string => {
    const { schema, fallback, expected } = envVariables[name];
    const value = raw[name];
    if (value === undefined || value === '') return fallback;
    const result = z.safeParse(schema, typeof value === 'string' ? value.trim() : value);
    if (result.success) return result.data;
    problems.push(`${name}=${JSON.stringify(value)} is not ${expected}`);
    return fallback;
  };
  const parsed: Env = {
    apiBaseUrl: read('VITE_API_BASE_URL').replace(/\/+$/, ''),
    appName: read('VITE_APP_NAME'),
    gtmId: read('VITE_GTM_ID'),
    employerSiteUrl: read('VITE_EMPLOYER_SITE_URL'),
    careerAdviceUrl: read('VITE_CAREER_ADVICE_URL'),
  };
  if (problems.length > 0) {
    throw new Error(
      `Invalid configuration (see .env.example):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  }
  return parsed;
}

export const env: Env = parseEnv(import.meta.env);

// Vite's own flags, kept as the literals Vite writes in, so that a production build drops the
// code they guard (a property of a parsed object would keep it).
/** A development server or a test run: development-only checks run. */
export const isDev: boolean = import.meta.env.DEV;
/** A production build. */
export const isProd: boolean = import.meta.env.PROD;
/** A test run (vitest). */
export const isTest: boolean = import.meta.env.MODE === 'test';
