export const root: string;
export const FINDINGS: Record<string, string>;
export interface Violation {
  message: string;
  finding?: string;
}
export interface ScenarioResult {
  operation: string;
  method: string;
  path: string;
  name: string;
  outcome: 'conforms' | 'violates' | 'not-tested';
  reason?: string;
  violations?: Violation[];
  request?: { method: string; url: string; body?: string };
  answer?: { status: number; contentType: string; body: string };
}
export interface ConformanceRun {
  results: ScenarioResult[];
  operations: string[];
  /** Sign-in calls made, 429s met, seconds waited on Retry-After and the limit of that wait. */
  stats?: { signIns: number; throttled: number; waitedSeconds: number; maxThrottleWait: number };
}
export function loadContract(path?: string): unknown;
export function runConformance(options: {
  baseUrl: string;
  config?: Record<string, unknown>;
  only?: string[];
  contract?: unknown;
  log?: (line: string) => void;
}): Promise<ConformanceRun>;
export function summarize(run: ConformanceRun): {
  id: string;
  outcome: 'conforms' | 'violates' | 'not-tested';
  rows: ScenarioResult[];
}[];
export function findings(results: ScenarioResult[]): string[];
export function planDiff(
  baseContract: unknown,
  headContract: unknown,
  config?: Record<string, unknown>,
): Promise<
  { operation: string; added: string[]; removed: string[]; status: 'new' | 'removed' | 'changed' }[]
>;
