import { vi } from 'vitest';

// The harness's own checks, run by setup.ts after every component test (kept apart from
// mock-api.ts so that tests without the API do not load the fake).

// --- Calls the contract does not know --------------------------------------------------------
const apiFailures: string[] = [];

/** Records a call (or override) of a URL no operation of the contract matches. */
export function recordApiFailure(message: string): void {
  apiFailures.push(message);
}

/** Throws (failing the test) when a test called a URL the fake does not know; clears the record. */
export function checkApiCalls(): void {
  if (apiFailures.length === 0) return;
  const found = apiFailures.splice(0);
  throw new Error(`The API was called in a way the contract does not know:\n${found.join('\n')}`);
}

// --- console.error ----------------------------------------------------------------------------
/**
 * Every `console.error` during a test fails it (response-validation failures are logged there,
 * so a fake answer that breaks the generated schema fails the test), unless the test declared
 * it with `expectConsoleError(/pattern/)`. setup.ts starts the watch before each test and calls
 * `checkConsoleErrors()` after it.
 */
const logged: string[] = [];
const expected: RegExp[] = [];

const describe = (args: unknown[]) =>
  args
    .map((a) => (a instanceof Error ? `${a.message}` : typeof a === 'string' ? a : safeJson(a)))
    .join(' ');

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Records console.error calls of the test about to run (and still prints them). */
export function watchConsoleErrors(): void {
  logged.length = 0;
  expected.length = 0;
  const original = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(describe(args));
    original(...args);
  });
}

/** Declares that this test logs an error matching `pattern` (logged errors must match one). */
export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern);
}

/** Throws when the test logged an error it did not declare; clears the record. */
export function checkConsoleErrors(): void {
  const unexpected = logged.filter((line) => !expected.some((p) => p.test(line)));
  logged.length = 0;
  expected.length = 0;
  if (unexpected.length > 0)
    throw new Error(
      `console.error during the test (declare it with expectConsoleError(/pattern/) if meant):\n` +
        unexpected.map((line) => `  ${line.slice(0, 500)}`).join('\n'),
    );
}
