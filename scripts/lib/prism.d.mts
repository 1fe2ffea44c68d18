import type { ChildProcess } from 'node:child_process';

export const root: string;
export interface RunningPrism {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}
export function startPrism(options: {
  document: string;
  port: number;
  dynamic?: boolean;
  /** Run `prism proxy --errors` in front of this URL instead of a mock. */
  upstream?: string;
  log?: 'inherit' | 'pipe' | 'ignore';
  timeoutMs?: number;
}): Promise<RunningPrism>;
