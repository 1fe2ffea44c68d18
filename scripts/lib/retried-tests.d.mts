import type { JSONReport } from '@playwright/test/reporter';

export interface RetriedTest {
  location: string;
  title: string;
  retries: number;
  firstError: string;
}
export function passedOnRetry(report: JSONReport, cwd?: string): RetriedTest[];
export function retrySection(paths: string[], cwd?: string): string;
